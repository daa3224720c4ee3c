"""A symbol as an instruction's 32-bit literal in an LLVM-syntax file: llvm-mc makes it PC-relative (the symbol's
address minus the literal's own), `.` in an operand is the instruction's address, and a difference of two labels is a
constant.  masm builds the code object llvm-mc + ld.lld build, and refuses what ld.lld refuses."""
from __future__ import annotations

import pytest

import masm
from masm.diagnostics import AssemblyError

from llvm_syntax_helpers import Elf, missing_tools, reference_code_object

SOURCE = """\
.text
.globl k
.p2align 8
.type k,@function
k:
  s_mov_b32 s0, lab
  s_mov_b32 s1, lab+8
  s_mov_b32 s2, .
  s_mov_b32 s3, .+8
  s_add_u32 s4, s4, lab-k
  s_mov_b32 s5, lab-.
  s_nop 0
lab:
  s_endpgm
"""


def test_label_literals_are_pc_relative_as_llvm_mc_makes_them(tmp_path):
    code = masm.build(SOURCE, "gfx900").code
    words = [int.from_bytes(code[i:i + 4], "little") for i in range(0, 56, 4)]
    lab = 52
    assert words[1] == lab - 4                      # the literal sits at 4
    assert words[3] == lab + 8 - 12
    assert words[5] == (16 - 20) & 0xFFFFFFFF       # `.` is the instruction (16), the literal is at 20
    assert words[7] == 24 + 8 - 28
    assert words[9] == lab                          # lab-k: a constant
    assert words[11] == lab - 40                    # lab-. at the instruction at 40: a constant


def test_label_literals_build_the_code_llvm_mc_and_ld_lld_build(tmp_path):
    why = missing_tools(14)
    if why:
        pytest.skip(why)
    path = tmp_path / "labels.s"
    path.write_text(SOURCE)
    reference = reference_code_object(str(path), tmp_path, 14)
    built = masm.build(SOURCE, "gfx900", filename=str(path)).code_object
    assert Elf(built).section(".text").data == Elf(reference).section(".text").data


def test_a_global_label_literal_is_refused_as_ld_lld_refuses_it():
    source = SOURCE.replace("lab:\n", ".globl lab\nlab:\n")
    with pytest.raises(AssemblyError) as e:
        masm.build(source, "gfx900", filename="g.s")
    d = e.value.diagnostics[0]
    assert (d.loc.line, d.loc.column) == (6, 3)
    assert "R_AMDGPU_REL32 cannot be used against symbol 'lab'" in d.message
