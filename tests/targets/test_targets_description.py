"""The target description (masm.targets) against its oracles: e_flags, ABI version and descriptor register granules
as llvm-mc writes them (LLVM 14 for the older targets, LLVM 19 for CDNA3), occupancy as clang reports it for its own
kernels, and every consumer offering the same targets."""
from __future__ import annotations

import os
import re
import struct
import subprocess
import sys

import pytest

from masm.targets import ARCHES, FAMILY, TARGETS, architecture_values, code_object_target, target

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "compiler"))
from compiler_corpus import corpus_files, find_tool  # noqa: E402

ALL = TARGETS
ELF_ABI_VERSION = {4: 2, 5: 3}


def _llvm_mc(arch: str) -> str:
    mc, why = find_tool("llvm-mc", FAMILY[ALL[arch].family].llvm)
    if mc is None:
        pytest.skip(why)
    return mc


def _object(arch: str, source: str, tmp_path, mattr: str = "") -> bytes:
    path = tmp_path / "k.s"
    path.write_text(source)
    cmd = [_llvm_mc(arch), "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-filetype=obj", str(path), "-o", "-"]
    if mattr:
        cmd.insert(3, f"-mattr={mattr}")
    p = subprocess.run(cmd, capture_output=True, timeout=60)
    assert p.returncode == 0, p.stderr.decode()
    return p.stdout


@pytest.mark.parametrize("arch", sorted(ALL))
def test_e_flags_and_code_object_version_are_llvms(arch, tmp_path):
    elf = _object(arch, "s_endpgm\n", tmp_path)
    tgt = code_object_target(arch)
    assert struct.unpack_from("<I", elf, 0x30)[0] == tgt.e_flags
    assert elf[8] == ELF_ABI_VERSION[tgt.code_object_version]


@pytest.mark.parametrize("arch,mattr,xnack,sramecc", [
    ("gfx90a", "+xnack,-sramecc", "on", "off"), ("gfx906", "-xnack", "off", None),
    ("gfx942", "+sramecc,-xnack", "off", "on"), ("gfx940", "+xnack", "on", None)])
def test_feature_settings_are_llvms(arch, mattr, xnack, sramecc, tmp_path):
    elf = _object(arch, "s_endpgm\n", tmp_path, mattr)
    tgt = code_object_target(arch).with_features(xnack=xnack, sramecc=sramecc)
    assert struct.unpack_from("<I", elf, 0x30)[0] == tgt.e_flags


_KERNEL = """.text
.globl k
.p2align 8
.type k,@function
k:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr {vgprs}
  .amdhsa_next_free_sgpr 1
  {accum}
.end_amdhsa_kernel
"""


@pytest.mark.parametrize("arch", sorted(ALL))
@pytest.mark.parametrize("vgprs", [1, 5, 9, 17, 100, 256])
def test_descriptor_vgpr_granule_is_llvms(arch, vgprs, tmp_path):
    tgt = code_object_target(arch)
    accum = f".amdhsa_accum_offset {-(-vgprs // 4) * 4}" if tgt.unified_agprs else ""
    elf = _object(arch, _KERNEL.format(vgprs=vgprs, accum=accum), tmp_path)
    rodata = _section(elf, ".rodata")
    rsrc1 = struct.unpack_from("<I", rodata, 48)[0]
    assert rsrc1 & 0x3F == -(-vgprs // tgt.vgpr_granule) - 1


def _section(elf: bytes, wanted: str) -> bytes:
    shoff, = struct.unpack_from("<Q", elf, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", elf, 0x3A)
    headers = [struct.unpack_from("<IIQQQQIIQQ", elf, shoff + i * shentsize) for i in range(shnum)]
    names = headers[shstrndx]
    for h in headers:
        start = names[4] + h[0]
        if elf[start:elf.index(b"\0", start)].decode() == wanted:
            return elf[h[4]:h[4] + h[5]]
    raise AssertionError(f"no {wanted}")


# ---- occupancy against clang's own figures ----------------------------------------------------------------------
_STAT = re.compile(r"^; (NumSgprs|NumVgprs|NumAgprs|TotalNumVgprs|LDSByteSize|Occupancy): (\d+)", re.M)


def _clang_kernels():
    """(file id, arch, stats) for every kernel clang reports on, with no LDS (clang sizes LDS occupancy for its
    largest workgroup, 1024 work-items; masm for the declared one)."""
    out = []
    for entry in corpus_files():
        if entry.arch not in TARGETS:
            continue
        stats: dict[str, int] = {}
        for key, value in _STAT.findall(entry.text()):
            stats[key] = int(value)
            if key == "Occupancy":
                if stats.get("LDSByteSize", 0) == 0:
                    out.append((f"{entry.name}#{len(out)}", entry.arch, dict(stats)))
                stats = {}
    return out


_KERNELS = _clang_kernels()


def test_clang_reports_enough_kernels():
    assert len(_KERNELS) >= 100
    assert {arch for _, arch, _ in _KERNELS} >= {"gfx803", "gfx900", "gfx906", "gfx908", "gfx90a"}


@pytest.mark.parametrize("name,arch,stats", _KERNELS, ids=[k[0] for k in _KERNELS])
def test_occupancy_is_clangs(name, arch, stats):
    from masm.occupancy import occupancy
    occ = occupancy(arch, stats["NumVgprs"], stats["NumSgprs"], agprs=stats.get("NumAgprs", 0), wg_size=64)
    assert occ.waves_per_simd == stats["Occupancy"]


# ---- every consumer offers the same targets ---------------------------------------------------------------------
def test_cli_lsp_and_preprocessor_offer_the_described_targets():
    from masm import cli
    from masm.lsp.documents import Settings
    from masm.preprocess.frames import ARCH_VALUES
    for command in cli.main.commands.values():
        for param in command.params:
            if param.name == "arch":
                assert tuple(param.type.choices) == ARCHES
    assert ARCH_VALUES == architecture_values()
    assert list(ARCH_VALUES.values()) == sorted(ARCH_VALUES.values())      # `#if __arch__ >= gfx908` orders them
    for arch in ARCHES:
        assert Settings.from_options({"arch": arch}).arch == arch


@pytest.mark.parametrize("arch", ARCHES)
def test_each_target_has_its_table(arch):
    from masm.isa import arch_table
    from masm.isa.formats import formats_for
    assert arch_table(arch)
    assert formats_for(arch)


def test_unknown_target_is_named():
    with pytest.raises(ValueError, match="unknown architecture 'gfx1100'.*gfx900"):
        target("gfx1100")


def test_derived_register_rules():
    assert target("gfx900").max_vgprs_per_wave == 256 and target("gfx908").max_vgprs_per_wave == 256
    assert target("gfx90a").max_vgprs_per_wave == 512
    assert target("gfx90a").allocated_vgprs(5, 8) == 16     # AGPRs after accum_offset 8
    assert target("gfx908").allocated_vgprs(5, 8) == 8      # two files: the larger counts
    assert target("gfx900").max_sgprs_per_wave == 112
    assert code_object_target("gfx942").extra_sgprs(False, False, False) == 6    # architected flat scratch
