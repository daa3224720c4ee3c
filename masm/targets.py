"""One description per target GPU: every fact masm needs about an architecture, in one record that every consumer
reads (CLI, preprocessor, encoder and decoder, code object writer, report and occupancy, simulator, linter, language
server, and the static checks' hazard rules).  Adding a target is adding a record here and its generated table.

Two records:
- `Family`: what all targets sharing one generated instruction table (masm/isa/tables/<family>.json) have in common:
  the encoding variant, register-operand rules, cache-policy bit names, DPP controls, waitcnt field widths, and which
  llvm-mc is the oracle for the table.
- `Target`: one architecture (`gfx942`): its family, ELF machine value and features, code object version, register
  files, occupancy rules, ABI (work-item ids, flat scratch) and hazard-rule set.

Sources: LLVM's AMDGPUUsage ("Processors", "ELF Header", "Kernel Descriptor", "Code Object V5"), LLVM's
AMDGPUBaseInfo (getMaxWavesPerEU, getVGPRAllocGranule, getTotalNumSGPRs, getNumExtraSGPRs, getAddressableNumSGPRs),
AMD's "GPU occupancy" material for GCN/CDNA and the AMD CDNA3 ISA reference (register files, LDS size).  This module
imports nothing from masm but the dataclass decorator: it is data.
"""
from __future__ import annotations

import dataclasses

from .dataclass_cache import dataclass

DEFAULT_ARCH = "gfx900"

# e_flags bits of AMDGPU code objects v4 and later (AMDGPUUsage "AMDGPU ELF Header"): a feature setting of the target
# id, 0 unsupported, 1 any, 2 off, 3 on, at these shifts.
EF_AMDGPU_FEATURE_XNACK_SHIFT = 8
EF_AMDGPU_FEATURE_SRAMECC_SHIFT = 10
FEATURE_SETTING = {"any": 1, "off": 2, "on": 3}


@dataclass(frozen=True)
class Family:
    """Facts shared by every target of one generated instruction table."""

    name: str                   # "gfx9"; the table is masm/isa/tables/<name>.json
    generation: int             # GFX major version of the encoding (8: GCN3, 9: GCN5/CDNA)
    llvm: int                   # the llvm-mc major version that is the oracle for the table and the corpus
    aligned_vgpr_tuples: bool   # VGPR/AGPR operands of 64 bits or more start at an even register
    agpr_memory_data: bool      # memory data operands may be AGPRs (the format's acc bit)
    mfma_vgpr_accumulators: bool  # MFMA vdst / srcC may be VGPRs (acc_cd bit) instead of AGPRs only
    lds_direct: bool            # the lds_direct source operand exists
    dpp_row_newbcast: bool      # DPP row_newbcast:n (0x150..0x15F)
    # the cache-policy modifiers of MUBUF / MTBUF / FLAT instructions: (name written, format field it sets), in the
    # order llvm-mc prints them.  CDNA3 renames the bits: sc0 is glc's bit, nt slc's, sc1 the gfx90a scc bit.
    cache_bits: tuple[tuple[str, str], ...]
    vmcnt_max: int              # largest vmcnt an s_waitcnt can hold (15: 4 bits; 63: 6 bits split over the word)
    cache_bits_unassembled: tuple[str, ...] = ()  # cache bits the oracle prints but does not take in assembly
    scratch_sve: bool = False   # scratch instructions: bit 13 (SVE) says a VGPR address is used; a VGPR and an
    #                             SGPR address together, or none at all (`scratch_load_dword v1, off, off`)
    smem_offset_and_sgpr: bool = False  # SMEM takes an SGPR offset plus an immediate (`s4 offset:0x10`, soe bit;
    #                                     on gfx9/gfx90a LLVM 15+ syntax that clang 19 writes, llvm-mc 14 lacks it)
    # how constants for 16-bit operands are read (the LLVM 19 reading): as one 32-bit value, inline only when that
    # value is -16..64 or an inline float's bits (f16 bits for f16 pairs, f32 bits for 16-bit integers and integer
    # pairs), not as 16-bit halves; and a 32-bit integer written for a 64-bit float operand as its high half
    constants_32bit: bool = False
    flat_saddr_src_values: bool = True  # a FLAT SGPR address may be a src_* value (llvm-mc 14 takes it, keeping its
    #                                     low 7 bits; llvm-mc 19 refuses it on scratch and mis-encodes it on global)

    @property
    def table(self) -> str:
        return f"{self.name}.json"

    @property
    def cache_bit_names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.cache_bits)


_GLC_SLC = (("glc", "glc"), ("slc", "slc"))
FAMILY: dict[str, Family] = {f.name: f for f in (
    Family("gfx8", 8, 14, aligned_vgpr_tuples=False, agpr_memory_data=False, mfma_vgpr_accumulators=False,
           lds_direct=True, dpp_row_newbcast=False, cache_bits=_GLC_SLC, vmcnt_max=15),
    Family("gfx9", 9, 14, aligned_vgpr_tuples=False, agpr_memory_data=False, mfma_vgpr_accumulators=False,
           lds_direct=True, dpp_row_newbcast=False, cache_bits=_GLC_SLC, vmcnt_max=63, smem_offset_and_sgpr=True),
    # gfx90a's third cache bit is called scc; llvm-mc 14 disassembles it but does not take it in assembly
    Family("gfx90a", 9, 14, aligned_vgpr_tuples=True, agpr_memory_data=True, mfma_vgpr_accumulators=True,
           lds_direct=False, dpp_row_newbcast=True, cache_bits=_GLC_SLC + (("scc", "scc"),), vmcnt_max=63,
           cache_bits_unassembled=("scc",), smem_offset_and_sgpr=True),
    Family("gfx940", 9, 19, aligned_vgpr_tuples=True, agpr_memory_data=True, mfma_vgpr_accumulators=True,
           lds_direct=False, dpp_row_newbcast=True, cache_bits=(("sc0", "glc"), ("nt", "slc"), ("sc1", "scc")),
           vmcnt_max=63, scratch_sve=True, smem_offset_and_sgpr=True, constants_32bit=True,
           flat_saddr_src_values=False),
)}


@dataclass(frozen=True)
class Target:
    """One architecture.  Register counts are per lane (wave64)."""

    arch: str                   # "gfx90a"
    family: str                 # key of FAMILY: the instruction table and encoding facts
    version: int                # the value of the name in preprocessor expressions (`#if __arch__ >= gfx908`)
    mach: int                   # ELF e_flags EF_AMDGPU_MACH_AMDGCN_*
    xnack: bool                 # the processor has the xnack feature (the target id may say any / on / off)
    sramecc: bool               # the processor has the sramecc feature
    code_object_version: int    # the code object version masm writes (its oracle's default)
    processor: str              # the GPUs it is (for help texts)
    # register files
    vgprs: int = 256            # architectural VGPRs a wave can address
    agprs: int = 0              # AccVGPRs a wave can address (0: none)
    unified_agprs: bool = False  # AGPRs come out of the VGPR file, after the arch VGPRs (accum_offset)
    vgpr_file: int = 256        # VGPRs one SIMD hands out per lane (the occupancy budget; VGPRs + AGPRs if unified)
    vgpr_granule: int = 4       # VGPRs are allocated (and counted in the descriptor) in blocks of this many
    max_sgprs: int = 102        # addressable SGPRs s0 .. s101 (VCC, FLAT_SCRATCH and XNACK_MASK come after them)
    sgpr_file: int = 800        # SGPRs per SIMD
    sgpr_granule: int = 16      # SGPRs are allocated in blocks of this many
    wave_size: int = 64
    # occupancy
    max_waves_per_simd: int = 10
    simds_per_cu: int = 4
    lds_per_cu: int = 64 * 1024  # bytes of LDS one CU has (also the most one workgroup can have)
    lds_granule: int = 512      # LDS is allocated in blocks of this many bytes (128 dwords)
    max_workgroups_per_cu: int = 16  # for workgroups of more than one wave
    max_workgroup_size: int = 1024
    # ABI
    packed_workitem_ids: bool = False  # work-item ids x/y/z arrive packed in v0 bits 0-9 / 10-19 / 20-29
    architected_flat_scratch: bool = False  # FLAT_SCRATCH is set up by hardware: no setup SGPRs, always allocated
    # static checks: the name of the hazard-rule set (wait states the hardware does not insert) this target follows
    hazards: str = "gfx9"
    # s_barrier may be backed off with memory operations outstanding (LLVM FeatureBackOffBarrier: gfx90a, gfx940+);
    # other targets need every counter at zero before it, which clang always writes (SIInsertWaitcnts)
    back_off_barrier: bool = False
    # the target id's feature settings ("any", "on", "off"); only meaningful when the processor has the feature
    xnack_setting: str = "any"
    sramecc_setting: str = "any"

    # ---- derived facts ----------------------------------------------------------------------------------------
    @property
    def isa(self) -> Family:
        return FAMILY[self.family]

    @property
    def major(self) -> int:
        """The GFX generation (8 or 9)."""
        return self.isa.generation

    @property
    def isa_version(self) -> tuple[int, int, int]:
        """(major, minor, stepping) of the processor (gfx90a: 9, 0, 10), the values of llvm-mc's
        `.amdgcn.gfx_generation_number` / `_minor` / `_stepping` symbols."""
        return self.major, int(self.arch[-2]), int(self.arch[-1], 16)

    @property
    def has_agprs(self) -> bool:
        return self.agprs > 0

    @property
    def aligned_vgpr_tuples(self) -> bool:
        return self.isa.aligned_vgpr_tuples

    @property
    def cache_bits(self) -> tuple[str, ...]:
        """The cache-policy modifier names of memory instructions (`sc0`, `nt`, `sc1` on CDNA3)."""
        return self.isa.cache_bit_names

    @property
    def max_vgprs_per_wave(self) -> int:
        """VGPRs one wave can hold: VGPRs + AGPRs in a unified file, else the larger of the two files."""
        return self.vgprs + self.agprs if self.unified_agprs else max(self.vgprs, self.agprs)

    @property
    def max_sgprs_per_wave(self) -> int:
        """The most SGPRs a wave allocates: the addressable ones plus VCC, XNACK_MASK and FLAT_SCRATCH, in granules."""
        return -(-(self.max_sgprs + 6) // self.sgpr_granule) * self.sgpr_granule

    def allocated_vgprs(self, vgprs: int, agprs: int = 0) -> int:
        """VGPRs a wave occupies in the register file: a unified file puts the AGPRs after the arch VGPRs rounded up
        to 4 (accum_offset); separate files (gfx908) are equally sized, so the larger one counts."""
        if self.unified_agprs:
            return -(-max(vgprs, 1) // 4) * 4 + agprs if agprs else vgprs
        return max(vgprs, agprs)

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

    # ---- code object identity ---------------------------------------------------------------------------------
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


_GCN5 = dict(code_object_version=4, hazards="gfx9")
TARGETS: dict[str, Target] = {t.arch: t for t in (
    Target("gfx803", "gfx8", 0x803, 0x02A, xnack=False, sramecc=False, code_object_version=4,
           processor="Fiji, Polaris (GCN3)", hazards="gfx8"),
    Target("gfx900", "gfx9", 0x900, 0x02C, xnack=True, sramecc=False, processor="Vega 10 (GCN5)", **_GCN5),
    Target("gfx906", "gfx9", 0x906, 0x02F, xnack=True, sramecc=True, processor="Vega 20, MI50/MI60 (GCN5)",
           **_GCN5),
    Target("gfx908", "gfx9", 0x908, 0x030, xnack=True, sramecc=True, processor="MI100 (CDNA1)",
           agprs=256, code_object_version=4, hazards="gfx908"),
    Target("gfx90a", "gfx90a", 0x90A, 0x03F, xnack=True, sramecc=True, processor="MI200 (CDNA2)",
           agprs=256, unified_agprs=True, vgpr_file=512, vgpr_granule=8, max_waves_per_simd=8,
           packed_workitem_ids=True, code_object_version=4, hazards="gfx90a", back_off_barrier=True),
    # CDNA3 (MI300).  gfx940 and gfx941 were early MI300 parts; gfx942 is MI300X / MI300A / MI325X.  LLVM 19 writes
    # code object v5 for them; flat scratch is architected (no setup SGPRs, FLAT_SCRATCH always allocated).
    *(Target(arch, "gfx940", version, mach, xnack=True, sramecc=True, processor=proc, agprs=256,
             unified_agprs=True, vgpr_file=512, vgpr_granule=8, max_waves_per_simd=8, packed_workitem_ids=True,
             architected_flat_scratch=True, code_object_version=5, hazards="gfx940", back_off_barrier=True)
      for arch, version, mach, proc in (("gfx940", 0x940, 0x040, "MI300 early parts (CDNA3)"),
                                        ("gfx941", 0x941, 0x04B, "MI300 early parts (CDNA3)"),
                                        ("gfx942", 0x942, 0x04C, "MI300X, MI300A, MI325X (CDNA3)"))),
)}

ARCHES: tuple[str, ...] = tuple(TARGETS)

def target(arch: str) -> Target:
    """The description of `arch` (ValueError naming the known targets when there is none)."""
    try:
        return TARGETS[arch]
    except KeyError:
        raise ValueError(f"unknown architecture {arch!r} (known: {', '.join(ARCHES)})") from None


def code_object_target(arch: str) -> Target:
    """The same as target(arch) (every described target is one masm assembles for)."""
    return target(arch)


def family(arch_or_family: str) -> Family:
    """The family of a target name ('gfx908') or the family itself ('gfx9')."""
    t = TARGETS.get(arch_or_family)
    return FAMILY[t.family if t else arch_or_family]


def family_name(arch: str) -> str:
    """'gfx9' for 'gfx908' (KeyError for an unknown target)."""
    return TARGETS[arch].family


def architecture_values() -> dict[str, int]:
    """Target name -> its value in preprocessor expressions (`#if __arch__ >= gfx90a`)."""
    return {t.arch: t.version for t in TARGETS.values()}
