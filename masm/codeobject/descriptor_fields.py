"""A kernel descriptor read back as the `.amdhsa_kernel` block that makes it (the disassembler's side of
`.amdhsa_*`): every field the 64 bytes hold, in the order clang writes them.

Register counts are stored granulated, so `.amdhsa_next_free_vgpr` / `.amdhsa_next_free_sgpr` and the
`.amdhsa_reserve_*` flags are chosen to give back exactly the stored blocks: the metadata's `.vgpr_count` /
`.sgpr_count` when they do, else the top of the stored block.  `.amdhsa_reserve_xnack_mask` follows the target id, as
llvm-mc requires.  `descriptor_block` re-encodes what it chose and compares it with the descriptor; bits no directive
can set (a reserved field, the priority) are named in a comment.
"""
from __future__ import annotations

import struct

from ..dataclass_cache import dataclass
from .target import Target

# (directive without .amdhsa_, word, shift, width, first GFX major that has it)
_PROPERTIES = 56
_FIELDS = (
    ("user_sgpr_private_segment_buffer", "properties", 0, 1, 0),
    ("user_sgpr_dispatch_ptr", "properties", 1, 1, 0),
    ("user_sgpr_queue_ptr", "properties", 2, 1, 0),
    ("user_sgpr_kernarg_segment_ptr", "properties", 3, 1, 0),
    ("user_sgpr_dispatch_id", "properties", 4, 1, 0),
    ("user_sgpr_flat_scratch_init", "properties", 5, 1, 0),
    ("user_sgpr_private_segment_size", "properties", 6, 1, 0),
    ("system_sgpr_private_segment_wavefront_offset", "rsrc2", 0, 1, 0),
    ("system_sgpr_workgroup_id_x", "rsrc2", 7, 1, 0),
    ("system_sgpr_workgroup_id_y", "rsrc2", 8, 1, 0),
    ("system_sgpr_workgroup_id_z", "rsrc2", 9, 1, 0),
    ("system_sgpr_workgroup_info", "rsrc2", 10, 1, 0),
    ("system_vgpr_workitem_id", "rsrc2", 11, 2, 0),
)
_MODES = (
    ("float_round_mode_32", "rsrc1", 12, 2, 0),
    ("float_round_mode_16_64", "rsrc1", 14, 2, 0),
    ("float_denorm_mode_32", "rsrc1", 16, 2, 0),
    ("float_denorm_mode_16_64", "rsrc1", 18, 2, 0),
    ("dx10_clamp", "rsrc1", 21, 1, 0),
    ("ieee_mode", "rsrc1", 23, 1, 0),
    ("fp16_overflow", "rsrc1", 26, 1, 9),
)
_EXCEPTIONS = tuple((f"exception_{n}", "rsrc2", 24 + i, 1, 0) for i, n in enumerate(
    ("fp_ieee_invalid_op", "fp_denorm_src", "fp_ieee_div_zero", "fp_ieee_overflow", "fp_ieee_underflow",
     "fp_ieee_inexact", "int_div_zero")))
# architected flat scratch (gfx940+): the hardware sets up scratch, so no user SGPR asks for it and the scratch
# wave offset's bit says whether the kernel has a private segment at all (llvm-mc's names; None: no directive)
_ARCHITECTED_NAMES = {"user_sgpr_private_segment_buffer": None, "user_sgpr_flat_scratch_init": None,
                      "system_sgpr_private_segment_wavefront_offset": "enable_private_segment"}


def _fields(tgt: Target) -> list[tuple[str, str, int, int]]:
    """_FIELDS as the target's directives name them (llvm-mc refuses the architected-flat-scratch ones even as 0;
    their bits stay checked by the re-encoding)."""
    names = _ARCHITECTED_NAMES if tgt.architected_flat_scratch else {}
    out = [(names.get(name, name), word, shift, width) for name, word, shift, width, _ in _FIELDS]
    return [f for f in out if f[0] is not None]


USER_SGPRS = {"user_sgpr_private_segment_buffer": 4, "user_sgpr_dispatch_ptr": 2, "user_sgpr_queue_ptr": 2,
              "user_sgpr_kernarg_segment_ptr": 2, "user_sgpr_dispatch_id": 2, "user_sgpr_flat_scratch_init": 2,
              "user_sgpr_private_segment_size": 1}
SGPR_GRANULE = 8


@dataclass(frozen=True)
class Words:
    group: int
    private: int
    kernarg: int
    rsrc1: int
    rsrc2: int
    rsrc3: int
    properties: int

    @classmethod
    def of(cls, raw: bytes) -> "Words":
        g, p, k = struct.unpack_from("<III", raw, 0)
        r3, r1, r2 = struct.unpack_from("<III", raw, 44)
        (props,) = struct.unpack_from("<H", raw, _PROPERTIES)
        return cls(g, p, k, r1, r2, r3, props)

    def field(self, word: str, shift: int, width: int) -> int:
        return (getattr(self, word) >> shift) & ((1 << width) - 1)


def _granulated(count: int, granule: int) -> int:
    return -(-max(count, 1) // granule) - 1


def _major(tgt: Target) -> int:
    return 8 if tgt.arch.startswith("gfx8") else 9


def _extra_sgprs(tgt: Target, vcc: bool, flat: bool, xnack: bool) -> int:
    return tgt.extra_sgprs(vcc, flat, xnack)


def register_fields(tgt: Target, w: Words, meta: dict, xnack_reserved: bool, uses_vcc: bool = True) -> dict[str, int]:
    """next_free_vgpr / next_free_sgpr / accum_offset / reserve_* giving back the stored register blocks (VCC
    reserved first unless the code names no VCC)."""
    out: dict[str, int] = {}
    vblocks = w.rsrc1 & 0x3F
    vgprs = meta.get(".vgpr_count")
    if tgt.unified_agprs:
        accum = ((w.rsrc3 & 0x3F) + 1) * 4
        agprs = meta.get(".agpr_count")
        total = accum + agprs if agprs else vgprs
        vgprs = total if isinstance(total, int) else None
    if not isinstance(vgprs, int) or _granulated(vgprs, tgt.vgpr_granule) != vblocks:
        vgprs = (vblocks + 1) * tgt.vgpr_granule
    out["next_free_vgpr"] = vgprs
    sblocks = w.rsrc1 >> 6 & 0xF
    wanted = meta.get(".sgpr_count")
    choices = [(True, False), (False, False), (True, True), (False, True)] if uses_vcc else \
        [(False, False), (True, False), (False, True), (True, True)]
    for vcc, flat in choices:
        extra = _extra_sgprs(tgt, vcc, flat, xnack_reserved)
        # the metadata's .sgpr_count counts VCC and FLAT_SCRATCH but not XNACK_MASK (clang's figures), so it
        # gives back the compiler's next_free_sgpr; else the largest count the stored blocks hold
        counted = extra - _extra_sgprs(tgt, vcc, flat, False) if xnack_reserved else 0
        totals = ([wanted + counted, wanted] if isinstance(wanted, int) else []) + [(sblocks + 1) * SGPR_GRANULE]
        for total in totals:
            sgprs = total - extra
            if 0 <= sgprs <= tgt.max_sgprs and _granulated(sgprs + extra, SGPR_GRANULE) == sblocks:
                out.update(next_free_sgpr=sgprs, reserve_vcc=int(vcc), reserve_flat_scratch=int(flat))
                break
        if "next_free_sgpr" in out:
            break
    else:
        out.update(next_free_sgpr=tgt.max_sgprs, reserve_vcc=1, reserve_flat_scratch=1)
    out["reserve_xnack_mask"] = int(xnack_reserved)
    if tgt.unified_agprs:
        out["accum_offset"] = ((w.rsrc3 & 0x3F) + 1) * 4
    return out


def descriptor_values(tgt: Target, raw: bytes, meta: dict, xnack_reserved: bool,
                      uses_vcc: bool = True) -> list[tuple[str, int]]:
    """(directive, value) in clang's order for the 64 bytes `raw`."""
    w = Words.of(raw)
    major = _major(tgt)
    values = [("group_segment_fixed_size", w.group), ("private_segment_fixed_size", w.private),
              ("kernarg_size", w.kernarg), ("user_sgpr_count", w.rsrc2 >> 1 & 0x1F)]
    values += [(name, w.field(word, shift, width)) for name, word, shift, width in _fields(tgt)]
    if w.properties >> 11 & 1:
        values.append(("uses_dynamic_stack", 1))
    regs = register_fields(tgt, w, meta, xnack_reserved, uses_vcc)
    reserves = ("reserve_vcc", "reserve_xnack_mask") if tgt.architected_flat_scratch else \
        ("reserve_vcc", "reserve_flat_scratch", "reserve_xnack_mask")
    values += [(k, regs[k]) for k in ("next_free_vgpr", "next_free_sgpr", "accum_offset") + reserves if k in regs]
    values += [(name, w.field(word, shift, width)) for name, word, shift, width, first in _MODES if major >= first]
    if tgt.unified_agprs:
        values.append(("tg_split", w.rsrc3 >> 16 & 1))
    values += [(name, w.field(word, shift, width)) for name, word, shift, width, _ in _EXCEPTIONS]
    return values


def encode_values(tgt: Target, values: dict[str, int]) -> Words:
    """The descriptor words llvm-mc makes of `values` (every field given), for the disassembler's self-check."""
    words = {"rsrc1": 0, "rsrc2": 0, "rsrc3": 0, "properties": 0}
    for name, word, shift, width in _fields(tgt) + [f[:4] for f in _MODES + _EXCEPTIONS]:
        if name in values:
            words[word] |= values[name] << shift
    if values.get("uses_dynamic_stack"):
        words["properties"] |= 1 << 11
    extra = _extra_sgprs(tgt, bool(values["reserve_vcc"]), bool(values.get("reserve_flat_scratch", 0)),
                         bool(values["reserve_xnack_mask"]))
    words["rsrc1"] |= _granulated(values["next_free_vgpr"], tgt.vgpr_granule)
    words["rsrc1"] |= _granulated(values["next_free_sgpr"] + extra, SGPR_GRANULE) << 6
    words["rsrc2"] |= values["user_sgpr_count"] << 1
    if tgt.unified_agprs:
        words["rsrc3"] |= values["accum_offset"] // 4 - 1
        words["rsrc3"] |= values.get("tg_split", 0) << 16
    return Words(values["group_segment_fixed_size"], values["private_segment_fixed_size"], values["kernarg_size"],
                 words["rsrc1"], words["rsrc2"], words["rsrc3"], words["properties"])


def reserves_xnack_mask(co, tgt) -> bool:
    """The target keeps XNACK_MASK allocated (as LLVM does) unless the code object says xnack is off: e_flags
    bits 8-9 are 1 any, 2 off, 3 on (code object v4+); code object v3 sets bit 8 for on."""
    if not tgt.xnack:
        return False
    setting = co.e_flags >> 8 & 3
    if co.code_object_version == 3:
        return bool(setting & 1)
    return setting != 2


def descriptor_block(tgt: Target, name: str, raw: bytes, meta: dict, xnack_reserved: bool,
                     uses_vcc: bool = True) -> list[str]:
    """The `.amdhsa_kernel NAME` ... `.end_amdhsa_kernel` lines for the descriptor `raw`."""
    values = descriptor_values(tgt, raw, meta, xnack_reserved, uses_vcc)
    lines = [f"\t.amdhsa_kernel {name}"] + [f"\t\t.amdhsa_{k} {v}" for k, v in values] + ["\t.end_amdhsa_kernel"]
    made, have = encode_values(tgt, dict(values)), Words.of(raw)
    lost = [f"{word} 0x{getattr(have, word):x} (the directives give 0x{getattr(made, word):x})"
            for word in ("group", "private", "kernarg", "rsrc1", "rsrc2", "rsrc3", "properties")
            if getattr(made, word) != getattr(have, word)]
    reserved = raw[12:16] + raw[24:44] + raw[58:64]
    if any(reserved):
        lost.append(f"reserved bytes {reserved.hex()}")
    if lost:
        lines.insert(0, f"\t; note: no .amdhsa_ directive sets all of this descriptor: {'; '.join(lost)}")
    return lines
