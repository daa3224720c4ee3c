"""Sweep every format's opcode field through `llvm-mc -disassemble` with tagged operand fields.

Used by tools/gen_isa_tables.py.  Each probe sets the fields to distinct "tag" values so the generator can tell which
printed operand comes from which field, and how wide it is.  Results are cached in /tmp (keyed by arch).
"""
from __future__ import annotations

import hashlib
import itertools
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from masm.isa.formats import formats_for  # noqa: E402
from llvm_oracle import disassemble, oracle_major  # noqa: E402

V = 256  # 9-bit source fields: VGPR n is 256 + n
LITERAL = 0x11223344  # a literal dword after the instruction, for forms that require one
ATTR_TAG = 22 | 1 << 6  # VOP3 interpolation src0: attribute 22, channel y (bit 8, `high`, clear)

SDWA_DEFAULTS = {"dst_sel": 6, "src0_sel": 6, "src1_sel": 6}
DPP_DEFAULTS = {"dpp_ctrl": 0xE4, "row_mask": 0xF, "bank_mask": 0xF}
DPP64_DEFAULTS = {"dpp_ctrl": 0x151, "row_mask": 0xF, "bank_mask": 0xF}     # 64-bit DPP takes row_newbcast only

# format -> (opcode count, excluded opcode predicate, probes: list of field dicts)
PLAN: dict[str, tuple[int, object, list[dict]]] = {
    "SOP2": (0x60, None, [{"sdst": 8, "ssrc0": 20, "ssrc1": 40}]),
    "SOPK": (29, None, [{"sdst": 8, "simm16": 0x1234}, {"sdst": 0, "simm16": 0x1234, "_literal": LITERAL}]),
    "SOP1": (256, None, [{"sdst": 8, "ssrc0": 20}]),
    "SOPC": (128, None, [{"ssrc0": 20, "ssrc1": 40}]),
    "SOPP": (128, None, [{"simm16": 0x1234}, {"simm16": 0x22}, {"simm16": 0}]),
    "SMEM": (256, None, [{"sdata": 8, "sbase": 10, "imm": 1, "offset": 0x24},
                         {"sdata": 8, "sbase": 10, "imm": 0, "offset": 40}]),
    "VOP2": (0x3E, None, [{"vdst": 8, "src0": V + 24, "vsrc1": 40},
                          {"vdst": 8, "src0": V + 24, "vsrc1": 40, "_literal": LITERAL}]),
    "VOP1": (256, None, [{"vdst": 8, "src0": V + 24}, {}]),
    "VOPC": (256, None, [{"src0": V + 24, "vsrc1": 40}]),
    # the all-zero probes find forms without operands (v_nop_sdwa, v_nop_dpp, v_nop_e64): llvm-mc decodes those
    # only when every operand field is zero
    "VOP1_SDWA": (256, None, [{"vdst": 8, "src0": 24, "dst_sel": 6, "src0_sel": 6}, {}]),
    "VOP2_SDWA": (0x3E, None, [{"vdst": 8, "src0": 24, "vsrc1": 40, **SDWA_DEFAULTS}]),
    "VOPC_SDWA": (256, None, [{"src0": 24, "vsrc1": 40, **SDWA_DEFAULTS}]),
    "VOP1_DPP": (256, None, [{"vdst": 8, "src0": 24, **DPP_DEFAULTS}, {**DPP_DEFAULTS},
                             {"vdst": 8, "src0": 24, **DPP64_DEFAULTS}]),
    "VOP2_DPP": (0x3E, None, [{"vdst": 8, "src0": 24, "vsrc1": 40, **DPP_DEFAULTS},
                              {"vdst": 8, "src0": 24, "vsrc1": 40, **DPP64_DEFAULTS}]),
    "VOPC_DPP": (256, None, [{"src0": 24, "vsrc1": 40, **DPP_DEFAULTS}, {"src0": 24, "vsrc1": 40, **DPP64_DEFAULTS}]),
    "VOP3": (0x380, None, [{"vdst": 8, "src0": V + 24, **dict(zip(("src1", "src2"), tags))}
                           for tags in ((V + 40, V + 56), (V + 40, 0), (0, 0))] + [{}] +
                          # interpolation (v_interp_*_e64): src0 < 256 is the attribute (attr22.y), no `high` bit
                          [{"vdst": 8, "src0": ATTR_TAG, "_attr": 1, **dict(zip(("src1", "src2"), tags))}
                           for tags in ((V + 40, V + 56), (V + 40, 0), (0, 0))] +
                          # SGPR operands (v_readlane's lane select, v_writelane's value): LLVM 19 marks a VGPR
                          # there as an invalid register instead of printing it
                          [{"vdst": 8, "src0": V + 24, "src1": 40}, {"vdst": 8, "src0": 24, "src1": 40},
                           {"vdst": 8, "src0": V + 24, "src1": V + 40, "src2": 56},    # v_cndmask's mask SGPRs
                           # every op_sel bit set: how many the instruction is written with
                           {"vdst": 8, "src0": V + 24, "src1": V + 40, "op_sel": 0xF}]),
    "VOP3B": (0x380, None, [{"vdst": 8, "sdst": 72, "src0": V + 24, **dict(zip(("src1", "src2"), tags))}
                            for tags in ((V + 40, V + 56), (V + 40, 0), (0, 0), (V + 40, 56))]),
    "VOP3P": (128, None, [{"vdst": 8, "src0": V + 24, "src1": V + 40, "src2": src2, "op_sel_hi": 3,
                           "op_sel_hi2": 1} for src2 in (V + 56, 0)]),
    "MAI": (128, None, [{"vdst": 8, "src0": V + 24}, {"vdst": 8, "src0": V + 24, "src1": V + 40, "src2": V + 56},
                        {"vdst": 8, "src0": V + 24, "src1": V + 40, "src2": V + 56, "acc_cd": 1},
                        # CDNA3's f64 MFMA read the blgp bits as neg:[a,b,c]
                        {"vdst": 8, "src0": V + 24, "src1": V + 40, "src2": V + 56, "blgp": 5}]),
    "VINTRP": (4, None, [{"vdst": 8, "vsrc": 24, "attr": 3, "attrchan": 1}]),
    "DS": (256, None, [{"addr": addr, "offset0": 4, "offset1": 8, **dict(zip(("data0", "data1", "vdst"), tags))}
                       for addr in (8, 0) for tags in itertools.product((0, 24), (0, 40), (0, 56))] +
                      [{"addr": addr, "offset0": 4, "gds": 1, **dict(zip(("data0", "vdst"), tags))}
                       for addr in (0, 8) for tags in itertools.product((0, 24), (0, 56))] + [{}]),
    "MUBUF": (128, None, [{"vaddr": 8, "vdata": 24, "srsrc": 4, "soffset": 40, "offset": 12},
                          {"vaddr": 8, "vdata": 24, "srsrc": 4, "soffset": 40, "offset": 12, "offen": 1},
                          {"srsrc": 4, "soffset": 40, "offset": 12, "lds": 1}]),
    "MTBUF": (16, None, [{"vaddr": 8, "vdata": 24, "srsrc": 4, "soffset": 40, "offset": 12, "dfmt": 4, "nfmt": 7,
                          "offen": 1}]),
    "MIMG": (128, None, [{"vaddr": 8, "vdata": 24, "srsrc": 4, "ssamp": 5, "dmask": 0xF},
                         {"vaddr": 8, "vdata": 24, "srsrc": 4, "ssamp": 5, "dmask": 0x1},
                         {"vaddr": 8, "vdata": 24, "srsrc": 4, "dmask": 0xF},
                         {"vaddr": 8, "vdata": 24, "srsrc": 4, "dmask": 0x1}]),
    "FLAT": (128, None, [{"addr": 8, "data": 24, "vdst": 40, "saddr": 0, "seg": 0},
                         {"addr": 8, "data": 24, "vdst": 40, "saddr": 0x7F, "seg": 0},
                         {"addr": 8, "data": 24, "vdst": 40, "saddr": 0x7F, "seg": 1},
                         {"addr": 8, "data": 24, "vdst": 40, "saddr": 0x7F, "seg": 2},
                         {"addr": 8, "data": 24, "vdst": 40, "saddr": 20, "seg": 2},
                         {"addr": 8, "data": 24, "vdst": 40, "saddr": 20, "seg": 1}]),
    "EXP": (1, None, [{"vsrc0": 8, "vsrc1": 24, "vsrc2": 40, "vsrc3": 56, "en": 0xF, "tgt": 0}]),
}


def word_bytes(value: int, size: int) -> bytes:
    return value.to_bytes(size, "little")


def sweep(arch: str) -> list[dict]:
    """Every (format, opcode, probe) that llvm-mc decodes on `arch`, with its text."""
    fmts = formats_for(arch)
    jobs = []
    for name, (count, _, probes) in PLAN.items():
        fmt = fmts.get(name)
        if fmt is None:
            continue
        for op in range(count):
            for pi, probe in enumerate(probes):
                values = {k: v for k, v in probe.items() if fmt.has(k) and not k.startswith("_")}
                if fmt.has("op"):
                    values["op"] = op
                word = fmt.join(values)
                if name.endswith("_SDWA"):
                    word = fmt.field("src0").put(word, 0) | 0xF9
                    values_src0 = probe.get("src0", 0)
                    word |= values_src0 << 32
                if name.endswith("_DPP"):
                    word = (word & ~0x1FF) | 0xFA
                data = word_bytes(word, fmt.size)
                if "_literal" in probe:
                    data += probe["_literal"].to_bytes(4, "little")
                jobs.append((name, op, pi, data))
    texts = disassemble([j[3] for j in jobs], arch)
    return [{"format": n, "op": op, "probe": pi, "word": w.hex(), "text": t}
            for (n, op, pi, w), t in zip(jobs, texts) if t is not None]


def cached_sweep(arch: str) -> list[dict]:
    plan_id = hashlib.sha1(repr(sorted((k, v[0], v[2]) for k, v in PLAN.items())).encode()).hexdigest()[:10]
    # a changed PLAN or another llvm-mc never reads an older sweep
    path = f"/tmp/masm_sweep_{arch}_llvm{oracle_major(arch)}_{plan_id}.json"
    if os.path.exists(path):
        with open(path) as f:
            return json.load(f)
    rows = sweep(arch)
    with open(path, "w") as f:
        json.dump(rows, f)
    return rows


if __name__ == "__main__":
    for a in sys.argv[1:]:
        rows = cached_sweep(a)
        print(a, len(rows))
