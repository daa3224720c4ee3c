"""CDNA3 (gfx940/941/942) code objects against llvm-mc-19 + ld.lld-19: e_flags (machine value and the xnack / sramecc
settings of the target id), code object v5 (ELF ABI version 3, metadata version 1.2), the descriptor fields of the
unified register file (accum_offset, tg_split) and of architected flat scratch (enable_private_segment), and the
disassembler's `.amdhsa_kernel` blocks that llvm-mc-19 takes back."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

import masm
from masm.codeobject.disassembly import disassemble_code_object
from masm.codeobject.reader import read_code_object
from masm.targets import TARGETS

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "llvm_syntax"))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "compiler"))

from compiler_corpus import corpus_files, reference_code_object  # noqa: E402
from llvm_syntax_helpers import LD_LLD, LLVM_MC, differences  # noqa: E402

CDNA3 = ("gfx940", "gfx941", "gfx942")
MISSING = None if LLVM_MC[19] and LD_LLD[19] else "llvm-mc-19 / ld.lld-19 are not installed (apt-get install llvm-19 lld-19)"


def llvm19(source: str, tmp_path, mcpu: str, mattr: str = "") -> bytes:
    """llvm-mc-19 -filetype=obj + ld.lld-19 -shared of `source`."""
    if MISSING:
        pytest.skip(MISSING)
    src, obj, out = tmp_path / "ref.s", tmp_path / "ref.o", tmp_path / "ref.hsaco"
    src.write_text(source)
    mc = subprocess.run([LLVM_MC[19], "-triple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}",
                         *([f"-mattr={mattr}"] if mattr else []), "-filetype=obj", str(src), "-o", str(obj)],
                        capture_output=True, text=True, timeout=120)
    assert mc.returncode == 0, mc.stderr
    subprocess.run([LD_LLD[19], "-shared", str(obj), "-o", str(out)], check=True, capture_output=True, timeout=120)
    return out.read_bytes()


def assert_same_image(ours: bytes, theirs: bytes) -> None:
    """Code, descriptors (at their addresses), metadata and e_flags equal."""
    a, b = read_code_object(ours, "masm"), read_code_object(theirs, "llvm")
    assert [a.section_data(s) for s in a.text_sections()] == [b.section_data(s) for s in b.text_sections()]
    assert [(k.name, k.descriptor) for k in a.kernels()] == [(k.name, k.descriptor) for k in b.kernels()]
    assert a.metadata == b.metadata
    assert (a.e_flags, a.code_object_version) == (b.e_flags, b.code_object_version)


# ---------------------------------------------------------------------------------------- LLVM-syntax .amdhsa_kernel
LLVM_KERNEL = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--{processor}"
{version}\t.text
\t.globl k
\t.p2align 8
\t.type k,@function
k:
\ts_load_dwordx2 s[2:3], s[0:1], 0x0
\tv_accvgpr_write_b32 a5, v0
\tv_mov_b64 v[2:3], s[2:3]
\tv_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
\tscratch_store_dword off, v1, s4 sc0
\tglobal_store_dword v[2:3], v1, off sc0 sc1
\ts_endpgm
.Lk_end:
\t.size k, .Lk_end-k

\t.rodata
\t.p2align 6
\t.amdhsa_kernel k
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t\t.amdhsa_enable_private_segment 1
\t\t.amdhsa_private_segment_fixed_size 64
\t\t.amdhsa_next_free_vgpr 14
\t\t.amdhsa_next_free_sgpr 6
\t\t.amdhsa_accum_offset 8
\t\t.amdhsa_tg_split {tg_split}
\t\t.amdhsa_reserve_vcc 0
\t.end_amdhsa_kernel
"""

FEATURES = ["", ":xnack+", ":xnack-", ":sramecc+", ":sramecc-", ":sramecc+:xnack-", ":sramecc-:xnack+"]


@pytest.mark.parametrize("arch", CDNA3)
@pytest.mark.parametrize("features", FEATURES)
def test_amdhsa_kernel_equals_llvm_mc_19_and_ld_lld_19(tmp_path, arch, features):
    tg_split = int("xnack" in features)
    source = LLVM_KERNEL.format(processor=arch + features, version="\t.amdhsa_code_object_version 5\n",
                                tg_split=tg_split)
    program = masm.build(source, arch, filename="k.s")
    mattr = ",".join(f[-1] + f[:-1] for f in features.split(":")[1:])     # llvm-mc wants the target id's features
    reference = llvm19(source, tmp_path, arch, mattr)
    assert differences(program.code_object, reference) == []
    co = read_code_object(program.code_object)
    settings = {"": 1, "+": 3, "-": 2}                     # any, on, off at e_flags bits 8-9 (xnack), 10-11 (sramecc)
    xnack = settings[features.split("xnack")[1][0] if "xnack" in features else ""]
    sramecc = settings[features.split("sramecc")[1][0] if "sramecc" in features else ""]
    assert co.e_flags == TARGETS[arch].mach | xnack << 8 | sramecc << 10
    assert co.code_object_version == 5
    assert co.metadata == {}                               # llvm-mc writes no metadata of its own
    (kernel,) = co.kernels()
    rsrc3 = int.from_bytes(kernel.descriptor[44:48], "little")
    assert rsrc3 & 0x3F == 8 // 4 - 1 and rsrc3 >> 16 & 1 == tg_split      # accum_offset 8, tg_split
    assert int.from_bytes(kernel.descriptor[52:56], "little") & 1 == 1     # enable_private_segment


def test_llvm_19_defaults_to_code_object_v5_on_cdna3(tmp_path):
    """No .amdhsa_code_object_version: llvm-mc 19 writes v5 for gfx942, and so does masm."""
    source = LLVM_KERNEL.format(processor="gfx942", version="", tg_split=0)
    program = masm.build(source, "gfx942", filename="k.s")
    assert read_code_object(program.code_object).code_object_version == 5
    assert_same_image(program.code_object, llvm19(source, tmp_path, "gfx942"))


# ---------------------------------------------------------------------------------------- the masm dialect
PROBE = """\
kernel probe
  args out:ptr, count:u32
  numthreadpergroup 128
  scratchsize 16
  amdhsa tg_split 1
  s_load_dwordx2 s[4:5], s[0:1], 0
  v_accvgpr_write_b32 a3, v0
  v_accvgpr_read_b32 v5, a3
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_mov_b64 v[2:3], s[4:5]
  v_lshl_add_u64 v[2:3], v[0:1], 0, v[2:3]
  global_store_dword v[2:3], v5, off sc0 sc1
  s_endpgm
endkernel
"""


@pytest.mark.parametrize("arch", CDNA3)
def test_masm_kernel_round_trips_through_llvm_mc_19(tmp_path, arch):
    """A masm kernel's code object, disassembled, is what llvm-mc-19 + ld.lld-19 make of the disassembly: the
    `.amdhsa_kernel` block has only directives llvm-mc-19 takes (no private segment buffer / flat scratch init user
    SGPRs, enable_private_segment for the scratch wave offset), and the v5 metadata is valid (version 1.2)."""
    program = masm.build(PROBE, arch, filename="probe.masm")
    co = read_code_object(program.code_object)
    assert co.code_object_version == 5 and co.metadata["amdhsa.version"] == [1, 2]
    text = disassemble_code_object(co, arch)
    for line in ("\t\t.amdhsa_enable_private_segment 1", "\t\t.amdhsa_accum_offset 8", "\t\t.amdhsa_tg_split 1",
                 "\t.amdhsa_code_object_version 5"):
        assert line in text.splitlines()
    for word in ("private_segment_buffer", "flat_scratch", "wavefront_offset"):
        assert word not in text
    assert_same_image(program.code_object, llvm19(text, tmp_path, arch))
    (meta,) = co.metadata["amdhsa.kernels"]
    assert (meta[".vgpr_count"], meta[".agpr_count"]) == (12, 4)            # accum_offset 8 + a0..a3


# ---------------------------------------------------------------------------------------- clang-19's code objects
COMPILED = [e for e in corpus_files(clang="clang19") if e.arch in CDNA3 and (e.arch == "gfx942" or e.opt == "O1")]


@pytest.mark.parametrize("entry", COMPILED, ids=lambda e: e.name)
def test_clang_19_code_objects_disassemble_to_what_llvm_mc_19_rebuilds(tmp_path, entry):
    reference, why = reference_code_object(entry)
    if reference is None:
        pytest.skip(why)
    text = disassemble_code_object(read_code_object(reference, entry.name), entry.arch)
    assert_same_image(reference, llvm19(text, tmp_path, entry.arch))
