"""The hazard tables: wait states the hardware does not insert between two instructions, one table per rule set
(`Target.hazards` in masm/targets.py names which one a target follows).  Data, like the ISA tables: each rule names
what the earlier instruction does (`producer`), what the later one does (`consumer`), whether the two must touch the
same register (`same_register`), and how many wait states (`s_nop N` gives N + 1; every other instruction gives 1)
must lie between them.  The selectors are defined in masm/checks/hazards.py.

Sources (facts only): AMD's GCN3, Vega, CDNA1 and CDNA2 ISA manuals, section "Manually Inserted Wait States
(NOPs)", and LLVM's GCNHazardRecognizer (which instructions and counts clang's output is made to respect).
"""
from __future__ import annotations

import re
from typing import NamedTuple

from ..regex_cache import regex


class Rule(NamedTuple):
    name: str             # short id, shown in the warning
    producer: str         # selector of the earlier instruction (masm/checks/hazards.py PRODUCERS)
    consumer: str         # selector of the later instruction (CONSUMERS)
    waits: int | dict     # wait states required between them; for an MFMA producer by its class (mfma_class):
    #                       a class missing from the dict is not covered by the rule
    same_register: bool   # the consumer must read (or write) a register the producer wrote
    what: str             # the rule in words, for the message
    partial: bool = False  # only when the registers overlap without being the same tuple (MFMA srcC chains)
    same_op_accumulates: bool = False  # the producer's own operation reading it as srcC needs no wait (DOT)
    full: bool = False    # only when the consumer's registers are exactly the producer's result (srcC accumulation)
    between: str | None = None  # only when an instruction this selector (PRODUCERS) matches issued in between


def source(rule: Rule) -> str:
    """The producer whose instances a rule is checked against: its producer, or for a rule with `between` that
    producer's instances an in-between instruction has passed (`producer>between`)."""
    return f"{rule.producer}>{rule.between}" if rule.between else rule.producer


def mfma_class(key: str) -> str:
    """An MFMA's class for the hazard tables: its kind and its passes, as LLVM's scheduling model gives them.
    "d4" / "d16": f64 (DGEMM) 4x4 / 16x16; "x2", "x8", "x16": gfx908/gfx90a by size (4x4, 16x16, 32x32);
    gfx940-942 (their own mnemonics, an underscore before the input type): "xN" for XDL operations (f16, bf16,
    xf32, fp8/bf8 inputs) and "sN" for the others (f32, i8), N the passes: 2 for 4x4; 16x16 takes 8 with K 1 or 4
    and 4 otherwise; 32x32 takes 16 with K 1, 2 or 4 (not xf32) and 8 otherwise; SMFMAC 4 (16x16) or 8 (32x32)."""
    hit = _CLASSES.get(key)
    if hit is None:
        hit = _CLASSES[key] = _mfma_class(key)
    return hit


_CLASSES: dict = {}       # key -> mfma_class (asked per MFMA instruction by several hazard selectors)


def _mfma_class(key: str) -> str:
    m = _MFMA_NAME.match(key)
    if m is None:
        return "x16"
    sparse, result, rows, k, sep, inputs = m.group(1) == "SMFMAC", m.group(2), int(m.group(3)), int(m.group(4)), \
        m.group(5), m.group(6)
    if result == "F64":
        return "d4" if rows == 4 else "d16"
    if not sep and not sparse:                    # gfx908 / gfx90a naming: passes by size
        return {4: "x2", 16: "x8"}.get(rows, "x16")
    if sparse:
        passes = 4 if rows == 16 else 8
    elif rows == 4:
        passes = 2
    elif rows == 16:
        passes = 8 if k in (1, 4) else 4
    else:
        passes = 16 if k in (1, 2) or (k == 4 and inputs != "XF32") else 8
    return ("s" if inputs in ("F32", "I8") else "x") + str(passes)


_MFMA_NAME = regex(r"V_(S?MFMAC?)_([FI]\d+)_(\d+)X\d+X(\d+)(_?)(?:\d+B_)?([A-Z0-9]+)")


def _cdna(x2: int, x8: int, x16: int, d4: int | None = None, d16: int | None = None) -> dict:
    """Wait states by MFMA class on gfx908 / gfx90a (see mfma_class)."""
    out = {"x2": x2, "x8": x8, "x16": x16}
    out.update({k: v for k, v in (("d4", d4), ("d16", d16)) if v is not None})
    return out


def _gfx940(xdl: int | None, other: int | None, d4: int | None = None, d16: int | None = None) -> dict:
    """Wait states by MFMA class on gfx940-942: passes + `xdl` for XDL operations, passes + `other` for the rest
    (None: the rule does not apply to that kind)."""
    out = {}
    for passes in (2, 4, 8, 16):
        if xdl is not None:
            out[f"x{passes}"] = passes + xdl
        if other is not None:
            out[f"s{passes}"] = passes + other
    out.update({k: v for k, v in (("d4", d4), ("d16", d16)) if v is not None})
    return out


_GCN = (
    Rule("valu-sgpr-vmem", "valu_writes_sgpr", "vmem_reads_sgpr", 5, True,
         "a VALU write of an SGPR followed by a vector memory instruction reading it"),
    Rule("valu-vcc-div-fmas", "valu_writes_vcc", "div_fmas", 4, False,
         "a VALU write of VCC followed by v_div_fmas"),
    Rule("valu-sgpr-lane-select", "valu_writes_sgpr", "lane_select", 4, True,
         "a VALU write of an SGPR followed by v_readlane/v_writelane using it as the lane select"),
    Rule("setreg-getreg", "setreg", "getreg", 2, True,
         "s_setreg followed by s_getreg of the same hardware register"),
    Rule("setreg-setreg", "setreg", "setreg", 2, True,
         "s_setreg followed by s_setreg of the same hardware register"),
    Rule("valu-vgpr-dpp", "valu_writes_vgpr", "dpp_reads_vgpr", 2, True,
         "a VALU write of a VGPR followed by a DPP instruction reading it"),
    Rule("valu-exec-dpp", "valu_writes_exec", "dpp", 5, False,
         "a VALU write of EXEC followed by a DPP instruction"),
    Rule("salu-m0-read", "salu_writes_m0", "reads_m0_early", 1, False,
         "an SALU write of M0 followed by s_sendmsg, GDS, s_movrel, LDS-direct or an LDS DMA load reading it"),
    Rule("wide-store-data", "wide_vmem_store", "valu_writes_vgpr_c", 1, True,
         "a vector memory store of more than 8 bytes followed by a VALU write of its data registers"),
)

# MFMA and AccVGPR rules of CDNA1 (gfx908: separate AccVGPR file; LLVM checkMAIHazards908 / checkMAILdStHazards)
_CDNA1_MAI = (
    Rule("valu-exec-mfma", "valu_writes_exec", "mfma_or_acc_write", 4, False,
         "a VALU write of EXEC followed by an MFMA or v_accvgpr_write"),
    Rule("valu-vgpr-mfma", "valu_writes_vgpr", "mfma_or_acc_write_reads_vgpr", 2, True,
         "a VALU write of a VGPR followed by an MFMA or v_accvgpr_write reading it"),
    Rule("mfma-agpr-srcc", "mfma_writes", "mfma_srcc", 2, True,
         "an MFMA result followed by an MFMA reading part of it as srcC", partial=True),
    Rule("mfma-agpr-srcab", "mfma_writes", "mfma_srcab", 4, True,
         "an MFMA result followed by an MFMA reading it as srcA/srcB"),
    Rule("mfma-agpr-acc-read", "mfma_writes", "acc_read", _cdna(4, 10, 18), True,
         "an MFMA result followed by v_accvgpr_read of it"),
    Rule("mfma-agpr-acc-write", "mfma_writes", "acc_write_dst", _cdna(1, 7, 15), True,
         "an MFMA result followed by v_accvgpr_write overwriting it"),
    Rule("acc-write-mfma-srcc", "acc_write", "mfma_srcc_any", 1, True,
         "v_accvgpr_write followed by an MFMA reading the AccVGPR as srcC"),
    Rule("acc-write-mfma-srcab", "acc_write", "mfma_srcab", 3, True,
         "v_accvgpr_write followed by an MFMA reading the AccVGPR as srcA/srcB"),
    Rule("acc-write-acc-read", "acc_write", "acc_read", 3, True,
         "v_accvgpr_write followed by v_accvgpr_read of the same AccVGPR"),
    Rule("mfma-srcc-acc-write", "mfma_reads_srcc", "acc_write_dst", _cdna(0, 5, 13), True,
         "an MFMA reading srcC followed by v_accvgpr_write overwriting it"),
    Rule("acc-read-memory", "acc_read_writes_vgpr", "memory_reads_vgpr", 2, True,
         "v_accvgpr_read followed by a memory instruction reading its result"),
    Rule("valu-acc-memory", "plain_valu_writes_vgpr", "memory_reads_vgpr", 2, True,
         "a VALU write of a VGPR, then v_accvgpr_read/write, followed by a memory instruction reading the VGPR",
         between="acc_read_or_write"),
)

# MFMA rules of CDNA2 (one register file: AccVGPRs are VGPRs to the hazard rules; LLVM checkMAIHazards90A and
# checkMAIVALUHazards).  DGEMM (f64 MFMA) has counts of its own; an SGEMM reading a DGEMM result as srcC needs none.
_CDNA2_MAI = (
    Rule("valu-exec-mfma", "legacy_valu_writes_exec", "mfma", 4, False,
         "a VALU write of EXEC followed by an MFMA"),
    Rule("valu-vgpr-mfma", "legacy_valu_writes_vgpr", "mfma_reads_vgpr", 2, True,
         "a VALU write of a VGPR or AccVGPR followed by an MFMA reading it"),
    Rule("mfma-srcab", "mfma_writes", "mfma_srcab", _cdna(5, 11, 19, d4=6, d16=11), True,
         "an MFMA result followed by an MFMA reading it as srcA/srcB"),
    Rule("mfma-srcc", "mfma_writes", "sgemm_srcc", _cdna(2, 8, 16), True,
         "an MFMA result followed by an MFMA reading part of it as srcC", partial=True),
    Rule("mfma-dgemm-srcc", "mfma_writes", "dgemm_srcc", _cdna(3, 9, 17, d4=4, d16=9), True,
         "an MFMA result followed by an f64 MFMA reading part of it as srcC", partial=True),
    Rule("dgemm-4x4-srcc", "mfma_writes", "dgemm_4x4_srcc", {"d4": 4}, True,
         "v_mfma_f64_4x4x4f64 followed by v_mfma_f64_4x4x4f64 accumulating its result", full=True),
    Rule("mfma-valu-read", "mfma_writes", "valu_reads_any", _cdna(5, 11, 19, d4=6, d16=11), True,
         "an MFMA result followed by a VALU instruction reading it"),
    Rule("mfma-memory-read", "mfma_writes", "memory_reads_any", _cdna(5, 11, 19, d4=9, d16=18), True,
         "an MFMA result followed by a memory or export instruction reading it"),
    Rule("mfma-valu-write", "mfma_writes", "valu_or_load_writes", _cdna(5, 11, 19, d4=6, d16=11), True,
         "an MFMA result followed by a VALU or load overwriting it"),
    Rule("mfma-srcc-overwrite", "mfma_reads_srcc", "valu_or_load_writes", _cdna(1, 7, 15), True,
         "an MFMA reading srcC followed by a VALU or load overwriting it"),
    Rule("dgemm-fma64", "dgemm", "fma64", 2, False,
         "an f64 MFMA followed by v_fma_f64 / v_fmac_f64"),
    Rule("dot-read", "dot_writes", "valu_reads_vgpr", 3, True,
         "a DOT result followed by a VALU reading it (other than the same DOT operation accumulating it)",
         same_op_accumulates=True),
    # (LLVM's checkMAIVALUHazards asks the same of memory and export instructions reading the result: clang 19
    # writes `v_dot2c_f32_f16_e32 v2, ...`, one VALU and `s_nop 1` before `global_store_dword v[4:5], v2, off`)
    Rule("dot-memory-read", "dot_writes", "memory_reads_any", 3, True,
         "a DOT result followed by a memory or export instruction reading it"),
    # (and overwriting it: LLVM's checkMAIVALUHazards asks 3 of any other operation; the same DOT operation
    # overwriting it needs none, unless it reads it as srcA/srcB, which dot-read asks already)
    Rule("dot-write", "dot_writes", "valu_or_load_writes", 3, True,
         "a DOT result followed by a VALU or load overwriting it (other than the same DOT operation)",
         same_op_accumulates=True),
)

# CDNA3 (gfx940-942): the counts follow each MFMA's passes (2, 4, 8 or 16, see mfma_class) and whether it runs on
# the XDL unit (f16, bf16, xf32, fp8/bf8 inputs; SMFMAC of those) or not (f32 and i8 inputs); DGEMM as on CDNA2.
_CDNA3_MAI = (
    _CDNA2_MAI[0], _CDNA2_MAI[1],
    Rule("mfma-srcab", "mfma_writes", "mfma_srcab", _gfx940(3, 2, d4=6, d16=11), True,
         "an MFMA result followed by an MFMA reading it as srcA/srcB"),
    Rule("mfma-srcc", "mfma_writes", "mfma_srcc", _gfx940(1, None), True,
         "an XDL MFMA result followed by an MFMA reading part of it as srcC", partial=True),
    Rule("mfma-srcc-non-xdl", "mfma_writes", "non_xdl_srcc", _gfx940(None, 0, d4=4, d16=9), True,
         "an MFMA result followed by a non-XDL MFMA reading part of it as srcC", partial=True),
    Rule("dgemm-4x4-srcc", "mfma_writes", "dgemm_4x4_srcc", {"d4": 4}, True,
         "v_mfma_f64_4x4x4f64 followed by v_mfma_f64_4x4x4f64 accumulating its result", full=True),
    Rule("mfma-2pass-srcc", "mfma_writes", "mfma_srcc", {"x2": 2, "s2": 2}, True,
         "a 2-pass MFMA result followed by an MFMA accumulating it as srcC", full=True),
    Rule("mfma-valu-read", "mfma_writes", "valu_reads_any", _gfx940(3, 2, d4=6, d16=11), True,
         "an MFMA result followed by a VALU instruction reading it"),
    Rule("mfma-memory-read", "mfma_writes", "memory_reads_any", _gfx940(3, 2, d4=9, d16=18), True,
         "an MFMA result followed by a memory or export instruction reading it"),
    Rule("mfma-valu-write", "mfma_writes", "valu_or_load_writes", _gfx940(3, 2, d4=6, d16=11), True,
         "an MFMA result followed by a VALU or load overwriting it"),
    Rule("mfma-srcc-overwrite", "mfma_reads_srcc", "valu_or_load_writes", {"x2": 1, "x4": 3, "x8": 7, "x16": 15},
         True, "an XDL MFMA reading srcC followed by a VALU or load overwriting it"),
    *_CDNA2_MAI[-4:],       # dgemm-fma64, dot-read, dot-memory-read, dot-write
)

# VALU rules LLVM applies from gfx940 on (hasVDecCoExecHazard)
_CDNA2 = (
    Rule("valu-sgpr-valu", "valu_writes_sgpr", "valu_reads_sgpr", 2, True,
         "a VALU write of an SGPR or VCC followed by a VALU reading it"),
    Rule("valu-exec-lane", "valu_writes_exec", "rw_lane", 4, False,
         "a VALU write of EXEC followed by v_readlane/v_readfirstlane/v_writelane"),
    Rule("valu-vgpr-readlane", "valu_writes_vgpr", "readlane_src", 1, True,
         "a VALU write of a VGPR followed by v_readlane/v_readfirstlane reading it"),
)

_CDNA3 = (
    Rule("trans-use", "trans_writes_vgpr", "non_trans_valu_reads", 1, True,
         "a transcendental VALU result used by the next non-transcendental VALU"),
    Rule("dst-sel-forward", "valu_forwards_dst", "valu_uses_vgpr", 1, True,
         "a VALU writing part of a VGPR (SDWA dst_sel, VOP3 op_sel[3], or a packed op with op_sel_hi[0]) followed by "
         "a VALU using it"),
)

RULE_SETS: dict[str, tuple[Rule, ...]] = {
    "gfx8": _GCN,
    "gfx9": _GCN,
    "gfx908": _GCN + _CDNA1_MAI,
    "gfx90a": _GCN + _CDNA2_MAI + (
        # a gfx90a hardware bug (LLVM checkMAIVALUHazards): the two wait states a memory read needs after a VALU
        # write are not inserted when an f64 MFMA issues in between
        Rule("valu-dgemm-memory", "valu_writes_vector", "memory_reads_vector", 2, True,
             "a VALU write of a VGPR or AccVGPR, then an f64 MFMA, followed by a memory instruction reading it",
             between="dgemm"),),
    "gfx940": tuple(r._replace(waits=2) if r.name == "wide-store-data" else r for r in _GCN)
    + _CDNA3_MAI + _CDNA2 + _CDNA3,
}
