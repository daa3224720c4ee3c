"""Operands that are arithmetic over numbers but do not evaluate report the expression evaluator's error at the
operand (build and expand); unbalanced parentheses in an operand are located errors."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

import masm
from masm.cli import main
from masm.diagnostics import AssemblyError

from stmt_helpers import kernel, statements
from masm.statements import lower


def _source(line: str) -> str:
    return f"kernel k\n  s_endpgm\n  {line}\nendkernel\n"


CASES = [
    ("s_mov_b32 s0, 5 / 0", 19, "division by zero in expression"),
    ("s_mov_b32 s0, 5 mod 0", 19, "division by zero in expression"),
    ("s_mov_b32 s0, 5 div 0", 19, "division by zero in expression"),
    ("s_mov_b32 s0, 5 % 0", 19, "division by zero in expression"),
    ("s_mov_b32 s0, 5/0", 18, "division by zero in expression"),
    ("s_mov_b32 s0, 1 +", 20, "unexpected end of expression"),
    ("s_nop 1)", 10, "unbalanced ')' in operand"),
]


@pytest.mark.parametrize("line, column, message", CASES)
def test_build_reports_expression_error_at_operand(line, column, message):
    with pytest.raises(AssemblyError) as info:
        masm.build(_source(line), filename="e.masm")
    diag = info.value.diagnostics[0]
    assert (diag.loc.file, diag.loc.line, diag.loc.column, diag.message) == ("e.masm", 3, column, message)


@pytest.mark.parametrize("line, column, message", CASES)
def test_expand_cli_reports_expression_error_and_fails(tmp_path, line, column, message):
    src = tmp_path / "e.masm"
    src.write_text(_source(line))
    result = CliRunner().invoke(main, ["expand", str(src)])
    assert result.exit_code == 1
    assert f"{src}:3:{column}: error: {message}" in result.output
    assert "s_mov_b32 s0, 5" not in result.output.split("error:")[0]


def test_expression_error_inside_modifier_is_located():
    with pytest.raises(AssemblyError) as info:
        masm.build(_source("s_waitcnt vmcnt(4 / 0)"), filename="e.masm")
    diag = info.value.diagnostics[0]
    assert (diag.loc.line, diag.message) == (3, "division by zero in expression")


def test_unclosed_parenthesis_in_operand_is_located():
    stmts = statements("s_endpgm\n   s_nop (1\n")
    with pytest.raises(AssemblyError) as info:
        lower(kernel(stmts), "gfx900")
    diag = info.value.diagnostics[0]
    assert (diag.loc.line, diag.loc.column, diag.message) == (2, 10, "unbalanced '(' in operand: expected ')'")


def test_valid_constant_expressions_still_fold():
    code = masm.build("kernel k\n  s_mov_b32 s0, (1 + 2) * 4\n  s_nop (1)\n  s_endpgm\nendkernel\n").code
    expected = masm.build("kernel k\n  s_mov_b32 s0, 12\n  s_nop 1\n  s_endpgm\nendkernel\n").code
    assert code == expected


def test_output_modifiers_named_like_word_operators_are_not_expressions():
    import masm
    # `div:2` / `mul:2` are VOP3 output modifiers, even though `div` is also an expression operator
    assert masm.assemble("v_add_f32 v0, v1, v2 div:2").hex() == "000001d101050218"
    assert masm.assemble("v_mul_f32_e64 v1, v2, v3 mul:2").hex() == "010005d102070208"
