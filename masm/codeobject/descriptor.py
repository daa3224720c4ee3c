"""The 64-byte HSA kernel descriptor (LLVM AMDGPUUsage "Kernel Descriptor" for code object v3+).

Field offsets:  0 group_segment_fixed_size, 4 private_segment_fixed_size, 8 kernarg_size, 16 kernel_code_entry_byte_offset
(i64, from the descriptor to the kernel's first instruction), 44 compute_pgm_rsrc3, 48 compute_pgm_rsrc1,
52 compute_pgm_rsrc2, 56 kernel_code_properties (u16).
"""
from __future__ import annotations

import struct
from dataclasses import dataclass

from .target import Target

DESCRIPTOR_SIZE = 64
DESCRIPTOR_ALIGN = 64

# compute_pgm_rsrc1 defaults of the amdhsa ABI (what llvm-mc writes when a kernel does not say otherwise):
FLOAT_DENORM_MODE_16_64_FLUSH_NONE = 3
RSRC1_DENORM_16_64_SHIFT = 18
RSRC1_DX10_CLAMP = 1 << 21
RSRC1_IEEE_MODE = 1 << 23

# compute_pgm_rsrc2
RSRC2_USER_SGPR_SHIFT = 1
RSRC2_TGID_X = 1 << 7
RSRC2_TGID_Y = 1 << 8
RSRC2_TGID_Z = 1 << 9
RSRC2_TIDIG_COMP_CNT_SHIFT = 11

# kernel_code_properties
KCP_KERNARG_SEGMENT_PTR = 1 << 3


@dataclass(frozen=True)
class KernelDescriptorInfo:
    """What a kernel asks of the dispatcher. Register counts are 'next free' numbers (highest index + 1)."""

    vgprs: int  # arch VGPRs (v0..v{n-1})
    agprs: int  # AccVGPRs (gfx908/gfx90a)
    sgprs: int  # addressable SGPRs (s0..s{n-1}), without VCC/FLAT_SCRATCH/XNACK_MASK
    extra_sgprs: int  # VCC / XNACK_MASK / FLAT_SCRATCH the hardware must also allocate
    lds_bytes: int
    kernarg_size: int
    user_sgprs: int  # SGPRs the dispatcher preloads (here: the kernarg segment pointer, 2)
    kernarg_segment_ptr: bool
    workgroup_ids: tuple[bool, bool, bool]
    workitem_id_dims: int  # 1, 2 or 3: v0 / v0,v1 / v0,v1,v2 (packed into v0 on gfx90a)
    private_segment_size: int = 0


def granulated(count: int, granule: int) -> int:
    """Register counts are encoded as (blocks of `granule`) - 1, with at least one block."""
    return -(-max(count, 1) // granule) - 1


def accum_offset(info: KernelDescriptorInfo) -> int:
    """gfx90a: the first AGPR's index in the unified file (a multiple of 4, at least 4)."""
    return max(4, -(-max(info.vgprs, 1) // 4) * 4)


def unified_vgprs(tgt: Target, info: KernelDescriptorInfo) -> int:
    """VGPRs the descriptor counts: gfx90a VGPRs + AGPRs after accum_offset, gfx908 the larger file, else VGPRs."""
    if tgt.unified_agprs:
        return accum_offset(info) + info.agprs if info.agprs else info.vgprs
    return max(info.vgprs, info.agprs)


SGPR_ENCODING_GRANULE = 8  # gfx8+: blocks of 8 in the descriptor (the hardware allocates 16 at a time)


def total_sgprs(info: KernelDescriptorInfo) -> int:
    return info.sgprs + info.extra_sgprs


def compute_pgm_rsrc1(tgt: Target, info: KernelDescriptorInfo) -> int:
    return (granulated(unified_vgprs(tgt, info), tgt.vgpr_granule)
            | granulated(total_sgprs(info), SGPR_ENCODING_GRANULE) << 6
            | FLOAT_DENORM_MODE_16_64_FLUSH_NONE << RSRC1_DENORM_16_64_SHIFT
            | RSRC1_DX10_CLAMP | RSRC1_IEEE_MODE)


def compute_pgm_rsrc2(info: KernelDescriptorInfo) -> int:
    x, y, z = info.workgroup_ids
    return (info.user_sgprs << RSRC2_USER_SGPR_SHIFT
            | (RSRC2_TGID_X if x else 0) | (RSRC2_TGID_Y if y else 0) | (RSRC2_TGID_Z if z else 0)
            | (info.workitem_id_dims - 1) << RSRC2_TIDIG_COMP_CNT_SHIFT)


def compute_pgm_rsrc3(tgt: Target, info: KernelDescriptorInfo) -> int:
    if tgt.unified_agprs:
        return accum_offset(info) // 4 - 1  # ACCUM_OFFSET bits 5:0; TG_SPLIT (bit 16) off
    return 0


def kernel_code_properties(info: KernelDescriptorInfo) -> int:
    return KCP_KERNARG_SEGMENT_PTR if info.kernarg_segment_ptr else 0


def encode_descriptor(tgt: Target, info: KernelDescriptorInfo, entry_offset: int) -> bytes:
    """The 64 bytes; `entry_offset` = kernel code address - descriptor address."""
    out = bytearray(DESCRIPTOR_SIZE)
    struct.pack_into("<III", out, 0, info.lds_bytes, info.private_segment_size, info.kernarg_size)
    struct.pack_into("<q", out, 16, entry_offset)
    struct.pack_into("<III", out, 44, compute_pgm_rsrc3(tgt, info), compute_pgm_rsrc1(tgt, info),
                     compute_pgm_rsrc2(info))
    struct.pack_into("<H", out, 56, kernel_code_properties(info))
    return bytes(out)
