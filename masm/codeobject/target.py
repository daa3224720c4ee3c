"""Per-architecture facts a code object needs: ELF machine flags, target id, register granules, extra SGPRs."""
from __future__ import annotations

from dataclasses import dataclass

# e_flags bits of AMDGPU code objects v4 (LLVM AMDGPUUsage "AMDGPU ELF Header").
EF_AMDGPU_FEATURE_XNACK_ANY_V4 = 0x100
EF_AMDGPU_FEATURE_SRAMECC_ANY_V4 = 0x400
ELFOSABI_AMDGPU_HSA = 64
ELFABIVERSION_AMDGPU_HSA_V4 = 2
EM_AMDGPU = 224


@dataclass(frozen=True)
class Target:
    arch: str
    mach: int  # EF_AMDGPU_MACH_AMDGCN_*
    xnack: bool  # the processor supports the xnack feature (our code objects say "any")
    sramecc: bool
    vgpr_granule: int  # descriptor VGPR encoding granule (wave64)
    unified_agprs: bool  # gfx90a: AGPRs after the arch VGPRs, accum_offset in compute_pgm_rsrc3
    has_agprs: bool
    packed_workitem_ids: bool  # gfx90a: work-item ids x/y/z packed into v0 bits 0-9 / 10-19 / 20-29
    max_sgprs: int  # addressable SGPRs a kernel may use (s0 .. s101 on gfx8/gfx9)
    aligned_vgpr_tuples: bool = False  # gfx90a: a VGPR/AGPR tuple of 64 bits or more starts at an even register

    @property
    def target_id(self) -> str:
        return f"amdgcn-amd-amdhsa--{self.arch}"

    @property
    def e_flags(self) -> int:
        return (self.mach | (EF_AMDGPU_FEATURE_XNACK_ANY_V4 if self.xnack else 0)
                | (EF_AMDGPU_FEATURE_SRAMECC_ANY_V4 if self.sramecc else 0))

    def extra_sgprs(self, vcc: bool, flat_scratch: bool, xnack_mask: bool) -> int:
        """SGPRs the hardware allocates after the kernel's own (LLVM getNumExtraSGPRs for gfx8/gfx9): VCC (2),
        XNACK_MASK (needs 4: VCC + XNACK), FLAT_SCRATCH (needs 6: VCC + XNACK + FLAT_SCRATCH)."""
        extra = 2 if vcc else 0
        if xnack_mask:
            extra = 4
        if flat_scratch:
            extra = 6
        return extra


TARGETS: dict[str, Target] = {
    "gfx803": Target("gfx803", 0x02A, False, False, 4, False, False, False, 102),
    "gfx900": Target("gfx900", 0x02C, True, False, 4, False, False, False, 102),
    "gfx906": Target("gfx906", 0x02F, True, True, 4, False, False, False, 102),
    "gfx908": Target("gfx908", 0x030, True, True, 4, False, True, False, 102),
    "gfx90a": Target("gfx90a", 0x03F, True, True, 8, True, True, True, 102, aligned_vgpr_tuples=True),
}


def target(arch: str) -> Target:
    try:
        return TARGETS[arch]
    except KeyError:
        raise ValueError(f"unknown architecture {arch!r} (known: {', '.join(TARGETS)})") from None
