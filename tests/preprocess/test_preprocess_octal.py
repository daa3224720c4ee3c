"""A leading 0 makes an integer octal, as in llvm-mc and C: plain operands, expressions, `![..]` and `#if` agree."""
from __future__ import annotations

import pytest

import masm
from masm.diagnostics import AssemblyError


def test_octal_operands_encode_as_llvm_mc_reads_them():
    # llvm-mc: v_add_u32 v1, 8, v2 = 0x68020488; s_mov_b32 s0, 511 = literal 0x1ff; s_mov_b32 s1, 8 = 0xbe810088
    code = masm.assemble("  v_add_u32 v1, 010, v2\n  s_mov_b32 s0, 0777\n  s_mov_b32 s1, 07+1\n")
    assert code.hex() == "880402" "68" "ff0080be" "ff010000" "880081be"


def test_octal_in_expressions_and_directives():
    source = "#if 010 == 8\n  s_mov_b32 s0, ![010 * 2]\n#endif\n  s_mov_b32 s1, 0\n"
    assert masm.assemble(source) == masm.assemble("  s_mov_b32 s0, 16\n  s_mov_b32 s1, 0\n")


def test_plain_zero_and_hex_stay_as_they_are():
    assert masm.assemble("  s_mov_b32 s0, 0\n  s_mov_b32 s1, 0x10\n") == \
        masm.assemble("  s_mov_b32 s0, 0\n  s_mov_b32 s1, 16\n")


@pytest.mark.parametrize("source, column", [("  s_mov_b32 s0, 08\n", 17), ("  s_mov_b32 s0, 1 + 019\n", 21)])
def test_eight_or_nine_after_a_leading_zero_is_a_located_error(source, column):
    with pytest.raises(AssemblyError) as e:
        masm.assemble(source)
    d = e.value.diagnostics[0]
    assert (d.line, d.column) == (1, column)
    assert "invalid octal number" in d.message
