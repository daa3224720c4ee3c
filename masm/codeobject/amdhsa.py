"""`.amdhsa_kernel` fields -> the 64-byte kernel descriptor, exactly as llvm-mc builds it.

Every `.amdhsa_*` directive llvm-mc 14 and 19 accept for GCN targets is a `Field` in `FIELDS`: where its bits go, its
width, and which targets take it.  `build_descriptor` applies a block's entries to the defaults of the amdhsa ABI
(LLVM AMDGPUUsage, "Kernel Descriptor"), derives the register blocks, user SGPR count and accum_offset, and reports
what llvm-mc reports, with the location of the offending entry.  masm's own `kernel` blocks declare the same fields
(masm/kernels.py) and come through here too, so one set of rules makes every descriptor.

Where llvm-mc 14 and 19 disagree masm takes LLVM 19's rule (it knows every field); where both silently truncate a
value (`.amdhsa_user_sgpr_count 4294967296`), masm reports it out of range.
"""
from __future__ import annotations

import struct
from dataclasses import field
from typing import Callable, Mapping, Sequence

from ..dataclass_cache import dataclass
from ..diagnostics import AssemblyError, SourceLoc
from .target import Target

DESCRIPTOR_SIZE = 64

# byte offsets in the descriptor
GROUP_SEGMENT, PRIVATE_SEGMENT, KERNARG_SIZE, ENTRY_OFFSET = 0, 4, 8, 16
RSRC3, RSRC1, RSRC2, CODE_PROPERTIES, KERNARG_PRELOAD = 44, 48, 52, 56, 58

# the words fields live in: (byte offset, size)
WORDS = {"group_segment": (GROUP_SEGMENT, 4), "private_segment": (PRIVATE_SEGMENT, 4),
         "kernarg_size": (KERNARG_SIZE, 4), "rsrc1": (RSRC1, 4), "rsrc2": (RSRC2, 4), "rsrc3": (RSRC3, 4),
         "properties": (CODE_PROPERTIES, 2), "preload": (KERNARG_PRELOAD, 2)}

# compute_pgm_rsrc1 / rsrc2 / rsrc3 bits masm itself derives
RSRC1_VGPR_BLOCKS = (0, 6)
RSRC1_SGPR_BLOCKS = (6, 4)
RSRC2_USER_SGPR_COUNT = (1, 5)
RSRC3_ACCUM_OFFSET = (0, 6)

SGPR_ENCODING_GRANULE = 8
MAX_USER_SGPRS = 16            # the user SGPRs a kernel can have preloaded (kernarg preload counts against them)
MAX_ACCUM_OFFSET = 256


def _everywhere(tgt: Target) -> str | None:
    return None


def _gfx9(tgt: Target) -> str | None:
    return None if tgt.major >= 9 else "directive requires gfx9+"


def _gfx90a(tgt: Target) -> str | None:
    return None if tgt.unified_agprs else "directive requires gfx90a+"


def _gfx10(tgt: Target) -> str | None:
    return "directive requires gfx10+"


def _gfx10_11(tgt: Target) -> str | None:
    return "directive requires gfx10 or gfx11"


def _gfx12(tgt: Target) -> str | None:
    return "directive requires gfx12+"


def _without_architected_flat_scratch(tgt: Target) -> str | None:
    return "directive is not supported with architected flat scratch" if tgt.architected_flat_scratch else None


def _with_architected_flat_scratch(tgt: Target) -> str | None:
    return None if tgt.architected_flat_scratch else "directive is not supported without architected flat scratch"


@dataclass(frozen=True)
class Field:
    """One `.amdhsa_NAME` directive: `width` bits at `shift` of descriptor word `word` (None: masm derives the
    bits from it, e.g. the register counts).  `user_sgprs`: the user SGPRs it enables (implied user SGPR count).
    `available(target)`: None, or the error llvm-mc gives on targets without it (checked before the value)."""

    name: str
    word: str | None
    shift: int = 0
    width: int = 1
    available: Callable[[Target], str | None] = _everywhere
    user_sgprs: int = 0
    doc: str = ""


def _f(name, word, shift=0, width=1, available=_everywhere, user_sgprs=0, doc=""):
    return Field(name, word, shift, width, available, user_sgprs, doc)


FIELDS: dict[str, Field] = {f.name: f for f in (
    _f("group_segment_fixed_size", "group_segment", 0, 32, doc="LDS bytes per workgroup"),
    _f("private_segment_fixed_size", "private_segment", 0, 32, doc="scratch bytes per work-item"),
    _f("kernarg_size", "kernarg_size", 0, 32, doc="kernarg segment bytes"),
    _f("user_sgpr_count", None, 0, 32, doc="user SGPRs (default: those the enabled user SGPRs imply)"),
    _f("user_sgpr_private_segment_buffer", "properties", 0, 1, _without_architected_flat_scratch, 4,
       "s[0:3]: the private segment (scratch) buffer resource"),
    _f("user_sgpr_dispatch_ptr", "properties", 1, 1, user_sgprs=2, doc="the dispatch packet pointer"),
    _f("user_sgpr_queue_ptr", "properties", 2, 1, user_sgprs=2, doc="the queue pointer"),
    _f("user_sgpr_kernarg_segment_ptr", "properties", 3, 1, user_sgprs=2, doc="the kernarg segment pointer"),
    _f("user_sgpr_dispatch_id", "properties", 4, 1, user_sgprs=2, doc="the 64-bit dispatch id"),
    _f("user_sgpr_flat_scratch_init", "properties", 5, 1, _without_architected_flat_scratch, 2,
       "flat scratch initialisation"),
    _f("user_sgpr_private_segment_size", "properties", 6, 1, user_sgprs=1, doc="the private segment size"),
    _f("user_sgpr_kernarg_preload_length", "preload", 0, 7, _gfx90a, doc="kernarg dwords preloaded into SGPRs"),
    _f("user_sgpr_kernarg_preload_offset", "preload", 7, 9, _gfx90a, doc="first kernarg dword preloaded"),
    _f("wavefront_size32", "properties", 10, 1, _gfx10),
    _f("uses_dynamic_stack", "properties", 11, 1, doc="the kernel's stack size is not known at build time"),
    _f("enable_private_segment", "rsrc2", 0, 1, _with_architected_flat_scratch, doc="scratch (gfx940+)"),
    _f("system_sgpr_private_segment_wavefront_offset", "rsrc2", 0, 1, _without_architected_flat_scratch,
       doc="the scratch wave offset SGPR"),
    _f("system_sgpr_workgroup_id_x", "rsrc2", 7, 1, doc="workgroup id x SGPR"),
    _f("system_sgpr_workgroup_id_y", "rsrc2", 8, 1, doc="workgroup id y SGPR"),
    _f("system_sgpr_workgroup_id_z", "rsrc2", 9, 1, doc="workgroup id z SGPR"),
    _f("system_sgpr_workgroup_info", "rsrc2", 10, 1, doc="workgroup info SGPR"),
    _f("system_vgpr_workitem_id", "rsrc2", 11, 2, doc="work-item ids in VGPRs: 0 x, 1 x y, 2 x y z"),
    _f("next_free_vgpr", None, 0, 32, doc="VGPRs the kernel uses (highest + 1; gfx90a: with the AGPRs)"),
    _f("next_free_sgpr", None, 0, 32, doc="SGPRs the kernel uses (highest + 1, without VCC & co)"),
    _f("accum_offset", None, 0, 32, _gfx90a, doc="first AGPR in the unified register file (gfx90a+)"),
    _f("reserve_vcc", None, 0, 1, doc="allocate VCC"),
    _f("reserve_flat_scratch", None, 0, 1, _without_architected_flat_scratch, doc="allocate FLAT_SCRATCH"),
    _f("reserve_xnack_mask", None, 0, 1, doc="allocate XNACK_MASK (must match the target's xnack setting)"),
    _f("float_round_mode_32", "rsrc1", 12, 2),
    _f("float_round_mode_16_64", "rsrc1", 14, 2),
    _f("float_denorm_mode_32", "rsrc1", 16, 2),
    _f("float_denorm_mode_16_64", "rsrc1", 18, 2),
    _f("dx10_clamp", "rsrc1", 21, 1),
    _f("ieee_mode", "rsrc1", 23, 1),
    _f("fp16_overflow", "rsrc1", 26, 1, _gfx9),
    _f("tg_split", "rsrc3", 16, 1, _gfx90a),
    _f("workgroup_processor_mode", "rsrc1", 29, 1, _gfx10),
    _f("memory_ordered", "rsrc1", 30, 1, _gfx10),
    _f("forward_progress", "rsrc1", 31, 1, _gfx10),
    _f("shared_vgpr_count", "rsrc3", 0, 4, _gfx10_11),
    _f("round_robin_scheduling", "rsrc1", 21, 1, _gfx12),
    _f("exception_fp_ieee_invalid_op", "rsrc2", 24, 1),
    _f("exception_fp_denorm_src", "rsrc2", 25, 1),
    _f("exception_fp_ieee_div_zero", "rsrc2", 26, 1),
    _f("exception_fp_ieee_overflow", "rsrc2", 27, 1),
    _f("exception_fp_ieee_underflow", "rsrc2", 28, 1),
    _f("exception_fp_ieee_inexact", "rsrc2", 29, 1),
    _f("exception_int_div_zero", "rsrc2", 30, 1),
)}

# What a kernel gets when its block does not say (the amdhsa ABI's defaults as llvm-mc applies them).
DEFAULTS: dict[str, int] = {
    "float_denorm_mode_16_64": 3, "dx10_clamp": 1, "ieee_mode": 1, "system_sgpr_workgroup_id_x": 1,
    "reserve_vcc": 1, "reserve_flat_scratch": 1,
}


@dataclass(frozen=True)
class Entry:
    """One `.amdhsa_NAME VALUE` line: `value` is the evaluated integer; the locations point at the name and value."""

    name: str                  # without the ".amdhsa_" prefix
    value: int
    name_loc: SourceLoc
    value_loc: SourceLoc
    notes: tuple = ()


@dataclass
class KernelDescriptor:
    """A built descriptor: the raw words and what they mean (the report, the ABI aliases and the metadata read it)."""

    name: str
    words: dict[str, int]            # word -> value (see WORDS)
    values: dict[str, int]           # every field's effective value (given or default)
    given: frozenset[str]            # the fields the block wrote
    next_free_vgpr: int
    next_free_sgpr: int
    extra_sgprs: int                 # VCC / XNACK_MASK / FLAT_SCRATCH allocated after the kernel's own SGPRs
    accum_offset: int                # gfx90a+: the first AGPR; else 0
    user_sgpr_count: int
    loc: SourceLoc | None = None
    entry_offset: int = 0            # kernel code address - descriptor address (set once both are placed)

    @property
    def vgpr_blocks(self) -> int:
        return _bits(self.words["rsrc1"], *RSRC1_VGPR_BLOCKS)

    @property
    def sgpr_blocks(self) -> int:
        return _bits(self.words["rsrc1"], *RSRC1_SGPR_BLOCKS)

    def value(self, name: str) -> int:
        return self.values.get(name, 0)

    def to_bytes(self) -> bytes:
        out = bytearray(DESCRIPTOR_SIZE)
        for word, (offset, size) in WORDS.items():
            out[offset:offset + size] = self.words[word].to_bytes(size, "little")
        struct.pack_into("<q", out, ENTRY_OFFSET, self.entry_offset)
        return bytes(out)


def _bits(word: int, shift: int, width: int) -> int:
    return (word >> shift) & ((1 << width) - 1)


def granulated(count: int, granule: int) -> int:
    """Register counts are encoded as (blocks of `granule`) - 1, with at least one block."""
    return -(-max(count, 1) // granule) - 1


def default_values(tgt: Target) -> dict[str, int]:
    values = dict(DEFAULTS)
    values["reserve_xnack_mask"] = int(tgt.xnack_reserved)
    if tgt.architected_flat_scratch:
        del values["reserve_flat_scratch"]
    return values


def build_descriptor(tgt: Target, name: str, entries: Sequence[Entry], end_loc: SourceLoc,
                     end_notes: tuple = ()) -> KernelDescriptor:
    """The descriptor of `.amdhsa_kernel NAME` with `entries`; AssemblyError at the first problem (as llvm-mc)."""
    values = default_values(tgt)
    given: dict[str, Entry] = {}
    for e in entries:
        fld = FIELDS.get(e.name)
        if e.value < 0:
            _value_error(e, fld)
        if fld is None:
            raise AssemblyError.at(e.name_loc, f"unknown .amdhsa_kernel directive '.amdhsa_{e.name}'", e.notes)
        if e.name in given:
            first = given[e.name].name_loc
            raise AssemblyError.at(e.value_loc, f".amdhsa_ directives cannot be repeated: .amdhsa_{e.name} was "
                                   f"given at line {first.line}", e.notes)
        unavailable = fld.available(tgt)
        if unavailable:
            raise AssemblyError.at(e.name_loc, f"{unavailable}: .amdhsa_{e.name} is not a field of {tgt.arch}",
                                   e.notes)
        given[e.name] = e
        if e.value >= 1 << fld.width or (e.name == "user_sgpr_kernarg_preload_length" and e.value > MAX_USER_SGPRS):
            _value_error(e, fld)
        if e.name == "reserve_xnack_mask" and e.value != int(tgt.xnack_reserved):
            raise AssemblyError.at(e.name_loc, f".amdhsa_reserve_xnack_mask does not match target id: "
                                   f"{tgt.target_id} {'reserves' if tgt.xnack_reserved else 'has no'} XNACK_MASK"
                                   + (" (set xnack in .amdgcn_target)" if tgt.xnack else ""), e.notes)
        values[e.name] = e.value
    return _derive(tgt, name, values, given, end_loc, end_notes)


def _value_error(e: Entry, fld: Field | None) -> None:
    limit = MAX_USER_SGPRS if e.name == "user_sgpr_kernarg_preload_length" else \
        (1 << fld.width) - 1 if fld else None
    what = f" (.amdhsa_{e.name} takes 0..{limit})" if limit is not None else ""
    raise AssemblyError.at(e.value_loc, f"value out of range: {e.value}{what}", e.notes)


def _derive(tgt: Target, name: str, values: dict[str, int], given: Mapping[str, Entry], end_loc: SourceLoc,
            notes: tuple) -> KernelDescriptor:
    for required in ("next_free_vgpr", "next_free_sgpr"):
        if required not in given:
            raise AssemblyError.at(end_loc, f".amdhsa_{required} directive is required (kernel '{name}')", notes)
    next_vgpr, next_sgpr = values["next_free_vgpr"], values["next_free_sgpr"]
    max_vgprs = 64 * tgt.vgpr_granule
    if next_vgpr > max_vgprs:
        e = given["next_free_vgpr"]
        raise AssemblyError.at(e.value_loc, f"value out of range: {next_vgpr} VGPRs; {tgt.arch} has {max_vgprs}",
                               e.notes)
    if next_sgpr > tgt.max_sgprs:
        e = given["next_free_sgpr"]
        raise AssemblyError.at(e.value_loc, f"value out of range: {next_sgpr} SGPRs; {tgt.arch} kernels address "
                               f"{tgt.max_sgprs}", e.notes)
    extra = tgt.extra_sgprs(bool(values.get("reserve_vcc")), bool(values.get("reserve_flat_scratch")),
                            bool(values.get("reserve_xnack_mask")))
    words = {w: 0 for w in WORDS}
    for fname, v in values.items():
        fld = FIELDS[fname]
        if fld.word is not None:
            words[fld.word] |= v << fld.shift
    words["rsrc1"] |= granulated(next_vgpr, tgt.vgpr_granule) << RSRC1_VGPR_BLOCKS[0]
    words["rsrc1"] |= granulated(next_sgpr + extra, SGPR_ENCODING_GRANULE) << RSRC1_SGPR_BLOCKS[0]
    accum = 0
    if tgt.unified_agprs:
        if "accum_offset" not in given:
            raise AssemblyError.at(end_loc, f".amdhsa_accum_offset directive is required on {tgt.arch} "
                                   f"(kernel '{name}')", notes)
        accum = values["accum_offset"]
        e = given["accum_offset"]
        if accum < 4 or accum % 4 or accum > MAX_ACCUM_OFFSET:
            raise AssemblyError.at(e.value_loc, f"accum_offset should be in range [4..256] in increments of 4, "
                                   f"not {accum}", e.notes)
        if accum > -(-max(1, next_vgpr) // 4) * 4:
            raise AssemblyError.at(e.value_loc, f"accum_offset exceeds total VGPR allocation: {accum} > "
                                   f".amdhsa_next_free_vgpr {next_vgpr}", e.notes)
        words["rsrc3"] |= (accum // 4 - 1) << RSRC3_ACCUM_OFFSET[0]
    implied = sum(FIELDS[f].user_sgprs for f, v in values.items() if v and FIELDS[f].user_sgprs)
    implied += values.get("user_sgpr_kernarg_preload_length", 0)
    count = values["user_sgpr_count"] if "user_sgpr_count" in given else implied
    if count >= 1 << RSRC2_USER_SGPR_COUNT[1]:
        e = given.get("user_sgpr_count")
        raise AssemblyError.at(e.value_loc if e else end_loc, f"too many user SGPRs enabled: {count} (at most "
                               f"{(1 << RSRC2_USER_SGPR_COUNT[1]) - 1})", e.notes if e else notes)
    if "user_sgpr_count" in given and implied > count:
        e = given["user_sgpr_count"]
        raise AssemblyError.at(e.value_loc, f"amdgpu_user_sgpr_count smaller than implied by enabled user SGPRs: "
                               f".amdhsa_user_sgpr_count {count}, the enabled user SGPRs take {implied}", e.notes)
    words["rsrc2"] |= count << RSRC2_USER_SGPR_COUNT[0]
    preload = values.get("user_sgpr_kernarg_preload_length", 0)
    kernarg = values.get("kernarg_size", 0)
    if preload and kernarg and (preload + values.get("user_sgpr_kernarg_preload_offset", 0)) * 4 > kernarg:
        e = given["user_sgpr_kernarg_preload_length"]
        raise AssemblyError.at(e.value_loc, f"Kernarg preload length + offset is larger than the kernarg segment "
                               f"size ({kernarg} bytes)", e.notes)
    return KernelDescriptor(name, words, values, frozenset(given), next_vgpr, next_sgpr, extra, accum, count,
                            end_loc)
