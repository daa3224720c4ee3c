"""A label used as a value in a masm kernel is its byte offset from the kernel's start (HetPas: realhet's kernels add it
to the code address `s_getpc_b64` gave).  `masm build` encodes that, and the text `masm expand` and `--format asm`
write makes llvm-mc encode the same bytes (llvm-mc alone would read a bare label literal PC-relative)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

import masm.api as api

TOOLS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "tools")
sys.path.insert(0, TOOLS)
from elf_read import Elf  # noqa: E402

LLVM_MC = shutil.which("llvm-mc")
needs_llvm = pytest.mark.skipif(LLVM_MC is None, reason="llvm-mc (Debian package llvm) is not installed")

TWO_KERNELS = """\
kernel first
  s_getpc_b64 s[12:13]
  s_sub_u32 s12, s12, 4
  s_add_u32 s0, s12, @func
  s_mov_b32 s1, @func+8
  s_mov_b32 s2, @func-@here
  @here:
  s_branch @func
  s_nop 0
  @func:
  s_endpgm
  .long @func, 7
endkernel
kernel second
  s_mov_b32 s3, @tail
  s_nop 1
  @tail:
  s_endpgm
endkernel
"""


def _llvm_text_bytes(text: str, tmp_path) -> bytes:
    src, obj = tmp_path / "expanded.s", tmp_path / "expanded.o"
    src.write_text(text)
    subprocess.run([LLVM_MC, "-arch=amdgcn", "-mcpu=gfx900", "-filetype=obj", str(src), "-o", str(obj)], check=True,
                   capture_output=True)
    elf = Elf(obj.read_bytes())
    assert not elf.section(".rela.text") and not elf.section(".rel.text"), "label values left to a relocation"
    return elf.section(".text").data


def test_a_label_value_is_its_offset_from_the_kernel_start():
    code = api.assemble(TWO_KERNELS, "gfx900")
    words = [int.from_bytes(code[i:i + 4], "little") for i in range(0, len(code), 4)]
    # first: getpc(4) sub(4) add(8) mov(8) mov(8) -> @here at 32; branch(4) nop(4) -> @func at 40
    assert words[3] == 40            # s_add_u32 s0, s12, @func
    assert words[5] == 48            # @func+8
    assert words[7] == 8             # @func-@here: a difference
    assert words[11:13] == [40, 7]   # .long @func, 7
    assert words[256 // 4 + 1] == 12     # the second kernel (256-byte aligned): @tail from its own start


@needs_llvm
def test_expand_makes_llvm_mc_encode_what_build_encodes(tmp_path):
    code = api.assemble(TWO_KERNELS, "gfx900")
    assert _llvm_text_bytes(api.expand(TWO_KERNELS, "gfx900"), tmp_path) == code


@needs_llvm
def test_the_asm_output_makes_llvm_mc_encode_what_build_encodes(tmp_path):
    program = api.build(TWO_KERNELS, "gfx900")
    assert _llvm_text_bytes(program.asm, tmp_path) == api.assemble(TWO_KERNELS, "gfx900")
