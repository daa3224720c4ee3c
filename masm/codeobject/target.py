"""Per-architecture facts a code object needs: ELF machine flags, target id, register granules, extra SGPRs, and
which kernel descriptor fields the target has."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

# e_flags bits of AMDGPU code objects v4+ (LLVM AMDGPUUsage "AMDGPU ELF Header"): the xnack and sramecc settings of
# the target id, each 0 unsupported, 1 any, 2 off, 3 on.
EF_AMDGPU_FEATURE_XNACK_SHIFT = 8
EF_AMDGPU_FEATURE_SRAMECC_SHIFT = 10
FEATURE_SETTING = {"any": 1, "off": 2, "on": 3}
EF_AMDGPU_FEATURE_XNACK_ANY_V4 = 0x100
EF_AMDGPU_FEATURE_SRAMECC_ANY_V4 = 0x400
ELFOSABI_AMDGPU_HSA = 64
ELFABIVERSION_AMDGPU_HSA_V4 = 2
# e_ident[EI_ABIVERSION] per code object version
ELF_ABI_VERSION = {4: 2, 5: 3}
EM_AMDGPU = 224


@dataclass(frozen=True)
class Target:
    arch: str
    mach: int  # EF_AMDGPU_MACH_AMDGCN_*
    xnack: bool  # the processor supports the xnack feature
    sramecc: bool  # the processor supports the sramecc feature
    vgpr_granule: int  # descriptor VGPR encoding granule (wave64)
    unified_agprs: bool  # gfx90a+: AGPRs after the arch VGPRs, accum_offset in compute_pgm_rsrc3
    has_agprs: bool
    packed_workitem_ids: bool  # gfx90a+: work-item ids x/y/z packed into v0 bits 0-9 / 10-19 / 20-29
    max_sgprs: int  # addressable SGPRs a kernel may use (s0 .. s101 on gfx8/gfx9)
    major: int = 9  # the GFX generation (descriptor fields such as fp16_overflow need gfx9+)
    architected_flat_scratch: bool = False  # gfx940+: no scratch setup SGPRs, FLAT_SCRATCH always allocated
    xnack_setting: str = "any"  # the target id's xnack: "any", "on" or "off" (supported processors only)
    sramecc_setting: str = "any"

    @property
    def processor_id(self) -> str:
        """`gfx90a`, or with explicit features as LLVM spells them: `gfx90a:sramecc+:xnack-`."""
        features = ""
        if self.sramecc and self.sramecc_setting != "any":
            features += ":sramecc" + ("+" if self.sramecc_setting == "on" else "-")
        if self.xnack and self.xnack_setting != "any":
            features += ":xnack" + ("+" if self.xnack_setting == "on" else "-")
        return self.arch + features

    @property
    def target_id(self) -> str:
        return f"amdgcn-amd-amdhsa--{self.processor_id}"

    @property
    def xnack_reserved(self) -> bool:
        """Kernels allocate XNACK_MASK (llvm-mc's default .amdhsa_reserve_xnack_mask): xnack any or on."""
        return self.xnack and self.xnack_setting != "off"

    @property
    def e_flags(self) -> int:
        flags = self.mach
        if self.xnack:
            flags |= FEATURE_SETTING[self.xnack_setting] << EF_AMDGPU_FEATURE_XNACK_SHIFT
        if self.sramecc:
            flags |= FEATURE_SETTING[self.sramecc_setting] << EF_AMDGPU_FEATURE_SRAMECC_SHIFT
        return flags

    def with_features(self, xnack: str | None = None, sramecc: str | None = None) -> "Target":
        """This target with explicit xnack/sramecc settings ("on", "off", "any"; None keeps the current one)."""
        return dataclasses.replace(self, xnack_setting=xnack or self.xnack_setting,
                                   sramecc_setting=sramecc or self.sramecc_setting)

    def extra_sgprs(self, vcc: bool, flat_scratch: bool, xnack_mask: bool) -> int:
        """SGPRs the hardware allocates after the kernel's own (LLVM getNumExtraSGPRs for gfx8/gfx9): VCC (2),
        XNACK_MASK (needs 4: VCC + XNACK), FLAT_SCRATCH (needs 6: VCC + XNACK + FLAT_SCRATCH; always with
        architected flat scratch)."""
        extra = 2 if vcc else 0
        if xnack_mask:
            extra = 4
        if flat_scratch or self.architected_flat_scratch:
            extra = 6
        return extra


TARGETS: dict[str, Target] = {
    "gfx803": Target("gfx803", 0x02A, False, False, 4, False, False, False, 102, major=8),
    "gfx900": Target("gfx900", 0x02C, True, False, 4, False, False, False, 102),
    "gfx906": Target("gfx906", 0x02F, True, True, 4, False, False, False, 102),
    "gfx908": Target("gfx908", 0x030, True, True, 4, False, True, False, 102),
    "gfx90a": Target("gfx90a", 0x03F, True, True, 8, True, True, True, 102),
}

# CDNA3 (MI300): the code-object facts of gfx940-942.  masm cannot assemble for them until their instruction table
# exists (issue 18); the kernel descriptor rules are checked against llvm-mc 19 already.
CDNA3_TARGETS: dict[str, Target] = {
    arch: Target(arch, mach, True, True, 8, True, True, True, 102, architected_flat_scratch=True)
    for arch, mach in (("gfx940", 0x040), ("gfx941", 0x04B), ("gfx942", 0x04C))
}


def target(arch: str) -> Target:
    try:
        return TARGETS[arch]
    except KeyError:
        raise ValueError(f"unknown architecture {arch!r} (known: {', '.join(TARGETS)})") from None


def code_object_target(arch: str) -> Target:
    """The code-object facts of `arch`, including targets masm cannot yet assemble for (CDNA3)."""
    found = TARGETS.get(arch) or CDNA3_TARGETS.get(arch)
    if found is None:
        raise ValueError(f"unknown architecture {arch!r}")
    return found


TARGET_TRIPLE = "amdgcn-amd-amdhsa"


def parse_target_id(text: str) -> tuple[str, dict[str, str]] | None:
    """`amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-` -> ("gfx90a", {"sramecc": "on", "xnack": "off"}); None when
    the text is not an amdhsa target id."""
    prefix = TARGET_TRIPLE + "--"
    if not text.startswith(prefix):
        return None
    arch, *features = text[len(prefix):].split(":")
    settings: dict[str, str] = {}
    for f in features:
        if len(f) < 2 or f[-1] not in "+-" or f[:-1] not in ("xnack", "sramecc") or f[:-1] in settings:
            return None
        settings[f[:-1]] = "on" if f[-1] == "+" else "off"
    return arch, settings
