"""Decoding for the simulator: masm's own ISA decoder (masm.isa.decode).

While masm.isa.decoder is still being written, a minimal reader built from the same table and format data stands in
(`_interim_decode`); it is used only when `masm.isa.decoder` cannot be imported.
"""
from __future__ import annotations

import functools

from ..isa.formats import ARCH_FAMILY, formats_for
from ..isa.model import Decoded


def decode(code: bytes, arch: str, offset: int) -> Decoded:
    try:
        from ..isa.decoder import decode as isa_decode
    except ImportError:
        return _interim_decode(code, arch, offset)
    return isa_decode(code, arch, offset)


@functools.cache
def _index(arch: str):
    from ..isa.table import arch_table
    out = {}
    for d in arch_table(arch):
        out.setdefault((d.fmt, d.opcode), []).append(d)
    return out


_ORDER = ("SOP1", "SOPC", "SOPP", "SOPK", "SOP2", "VOP3P", "MAI", "VOP3", "VOPC", "VOP1", "SMEM", "DS", "MUBUF",
          "MTBUF", "MIMG", "FLAT", "EXP", "VINTRP", "VOP2")


def _interim_decode(code: bytes, arch: str, offset: int) -> Decoded:
    fmts = formats_for(arch)
    w0 = int.from_bytes(code[offset:offset + 4], "little")
    for name in _ORDER:
        fmt = fmts.get(name)
        if fmt is None:
            continue
        lo, width, value = fmt.encoding
        if (w0 >> lo) & ((1 << width) - 1) != value:
            continue
        if name == "SOP2" and (w0 >> 28) == 0b1011:
            continue
        size = fmt.size
        word = int.from_bytes(code[offset:offset + size], "little")
        fields = fmt.split(word)
        enc = name
        if name in ("VOP1", "VOP2", "VOPC") and fields["src0"] in (0xF9, 0xFA):
            enc = name + ("_SDWA" if fields["src0"] == 0xF9 else "_DPP")
            fmt = fmts[enc]
            size = 8
            fields = fmt.split(int.from_bytes(code[offset:offset + 8], "little"))
        op = fields["op"]
        cands = _index(arch).get((enc, op)) or []
        if name == "VOP3":
            cands = _index(arch).get(("VOP3B", op)) or cands
            if cands and cands[0].fmt == "VOP3B":
                enc = "VOP3B"
                fields = fmts["VOP3B"].split(word)
        if name == "FLAT" and ARCH_FAMILY[arch] != "gfx8":
            cands = [c for c in cands if dict(c.fixed).get("seg", 0) == fields.get("seg", 0)] or cands
        if not cands:
            raise ValueError(f"no {enc} instruction with opcode {op}")
        defn = cands[0]
        literal = None
        srcs = [fields.get(k) for k in ("src0", "src1", "src2", "ssrc0", "ssrc1")]
        if 255 in [s for s in srcs if s is not None] and enc not in ("VOP1_SDWA", "VOP2_SDWA", "VOPC_SDWA",
                                                                     "VOP1_DPP", "VOP2_DPP", "VOPC_DPP"):
            literal = int.from_bytes(code[offset + size:offset + size + 4], "little")
            size += 4
        if defn.key in ("V_MADMK_F32", "V_MADAK_F32", "V_MADMK_F16", "V_MADAK_F16") and literal is None:
            literal = int.from_bytes(code[offset + size:offset + size + 4], "little")
            size += 4
        return Decoded(defn, enc, fields, literal, size, defn.name)
    raise ValueError(f"no instruction encoding matches 0x{w0:08x}")
