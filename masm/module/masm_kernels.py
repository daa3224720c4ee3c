"""masm's own `kernel` blocks as a module: each kernel's `.amdhsa_*` fields (what its declarations say, and the
registers its code uses), its descriptor, its metadata, and the `ObjectFile` that holds them all.

`kernel_fields` is the one place the masm dialect's kernel declarations become descriptor fields; the descriptor is
then built by the same rules as an `.amdhsa_kernel` block (masm/codeobject/amdhsa.py), so both dialects make the
same bytes for the same request.
"""
from __future__ import annotations

import msgpack

from ..codeobject.amdhsa import Entry, KernelDescriptor, build_descriptor
from ..codeobject.metadata import ArgMetadata, KernelMetadata, metadata_map
from ..diagnostics import SourceLoc
from .objfile import (REL64, SHF_ALLOC, SHF_EXECINSTR, SHT_PROGBITS, STB_GLOBAL, STT_FUNC, STT_OBJECT,
                      STV_PROTECTED, ObjectFile, Relocation, Section, Symbol)

KERNEL_ALIGN = 256


def accum_offset(vgprs: int) -> int:
    """gfx90a+: the first AGPR's index in the unified file (a multiple of 4, at least 4)."""
    return max(4, -(-max(vgprs, 1) // 4) * 4)


def unified_vgprs(tgt, vgprs: int, agprs: int) -> int:
    """.amdhsa_next_free_vgpr: gfx90a VGPRs + AGPRs after accum_offset, gfx908 the larger file, else VGPRs."""
    if tgt.unified_agprs:
        return accum_offset(vgprs) + agprs if agprs else vgprs
    return max(vgprs, agprs)


def kernel_fields(tgt, ksrc, vgprs: int, agprs: int, sgprs: int, vcc: bool, flat_scratch: bool) -> dict[str, int]:
    """The `.amdhsa_*` values of a masm kernel: its ABI (user SGPRs, ids), its declarations, and the registers its
    code uses."""
    fields = dict(ksrc.abi_fields)
    fields.update({
        "group_segment_fixed_size": ksrc.lds_bytes,
        "private_segment_fixed_size": ksrc.fields.scratch_bytes,
        "kernarg_size": ksrc.kernarg_size,
        "next_free_vgpr": unified_vgprs(tgt, vgprs, agprs),
        "next_free_sgpr": sgprs,
        "reserve_vcc": int(vcc),
        "reserve_xnack_mask": int(tgt.xnack_reserved),
    })
    if tgt.architected_flat_scratch:         # these fields do not exist there: only a declared one is kept (an error)
        for name in ("user_sgpr_private_segment_buffer", "user_sgpr_flat_scratch_init"):
            if not fields.get(name):
                fields.pop(name, None)
    else:
        fields["reserve_flat_scratch"] = int(flat_scratch)
    if tgt.unified_agprs:
        fields["accum_offset"] = accum_offset(vgprs)
    fields.update(ksrc.fields.values)
    return fields


def descriptor_for(tgt, name: str, fields: dict[str, int], loc: SourceLoc,
                   locs: dict[str, SourceLoc] | None = None) -> KernelDescriptor:
    """The descriptor of `fields`; an error points at the declaration that set the field (`locs`), else `loc`."""
    locs = locs or {}
    entries = [Entry(k, v, locs.get(k, loc), locs.get(k, loc)) for k, v in fields.items()]
    return build_descriptor(tgt, name, entries, loc)


def masm_metadata(tgt, kernels, version: int | None = None) -> tuple[bytes, dict]:
    """The amdhsa metadata of masm kernels (Kernel records with their descriptors), keys sorted as llvm-mc writes
    them, so the same document written as `.amdgpu_metadata` YAML makes the same bytes.  `version` is the code
    object version (default: the target's): v5 metadata says amdhsa.version 1.2."""
    metas = []
    for k in kernels:
        kd = k.descriptor_fields
        metas.append(KernelMetadata(
            name=k.name, args=tuple(ArgMetadata(a.name, a.type, a.offset, a.size) for a in k.args),
            kernarg_size=k.kernarg_size, kernarg_align=k.kernarg_align, lds_bytes=k.lds_bytes,
            vgpr_count=kd.next_free_vgpr, agpr_count=k.agprs, sgpr_count=k.sgprs_total,
            workgroup_size=k.workgroup_size, private_segment_size=kd.value("private_segment_fixed_size")))
    doc = _sorted(metadata_map(tgt.target_id, metas, version or tgt.code_object_version))
    return msgpack.packb(doc, use_bin_type=True), doc


def _sorted(value):
    if isinstance(value, dict):
        return {k: _sorted(value[k]) for k in sorted(value, key=lambda k: k.encode())}
    if isinstance(value, list):
        return [_sorted(v) for v in value]
    return value


def object_for_kernels(tgt, version: int, code: bytes, kernels) -> ObjectFile:
    """The module of masm kernels: `.text` (each kernel 256-byte aligned, at Kernel.code_offset), one descriptor
    per kernel in `.rodata`, symbols `NAME` and `NAME.kd` as llvm-mc makes them, and the metadata note."""
    obj = ObjectFile(tgt, version)
    obj.sections[".text"] = Section(".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, align=KERNEL_ALIGN,
                                    data=bytes(code))
    rodata = obj.sections[".rodata"] = Section(".rodata", SHT_PROGBITS, SHF_ALLOC, align=64)
    descriptors = bytearray()
    for k in kernels:
        obj.symbols[k.name] = Symbol(k.name, ".text", k.code_offset, k.code_size, STB_GLOBAL, STT_FUNC,
                                     STV_PROTECTED, True)
        offset = len(descriptors)
        obj.symbols[k.name + ".kd"] = Symbol(k.name + ".kd", ".rodata", offset, 64, STB_GLOBAL, STT_OBJECT,
                                             STV_PROTECTED, True)
        descriptors += k.descriptor_fields.to_bytes()
        obj.relocations.append(Relocation(".rodata", offset + 16, 8, REL64, k.name, 16,
                                          SourceLoc("<masm>", 1, 1)))
    rodata.data = bytes(descriptors)
    obj.metadata, obj.metadata_map = masm_metadata(tgt, kernels, version)
    return obj
