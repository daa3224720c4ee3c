"""Columns are never past the end of their line: for every diagnostic (and note) that build or lint gives for
generated bad inputs, 1 <= column <= len(line) + 1; and build and lint report the same errors for them."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import masm
from masm.diagnostics import AssemblyError

MNEMONICS = ["v_add_f32", "v_add_u32", "s_mov_b32", "s_load_dwordx2", "global_load_dword", "v_mov_b32", "s_nop",
             "v_mad_f32", "ds_write_b32", "frobnicate", "v_add_co_u32"]
OPERANDS = ["t", "p", "u", "t[1]", "p[0:1]", "t", "p", "v1", "v[2:3]", "s4", "s[5:6]", "s[999]", "v300", "accumulator_total", "pair_of_registers", "vcc",
            "1.5", "0x7fffffff", "123456789012", "(1 +", "![1/0]", "@nowhere", "off", "-|v1|", "abs(s1)",
            "offset:4096", "x[3]", "exec", "kernarg_ptr", "group_id_x", "v[a:b]", "q[9]"]
SPACES = st.sampled_from([" ", "  ", "\t", " \t "])
DECLARATIONS = ["v_temp_range 1..40", "s_temp_range 4..40", "v_temp accumulator_total, pair_of_registers[2]",
                "s_temp x[2] align:2", "alias q=v[300]", "args x:u32, y:u64, z:u16", "load_arg s5, x",
                "load_arg s[6:7], y", "load_arg v5, z", "load_arg s5,y", "numvgprs 4", "numsgprs 104"]
CONTROL = ["s_if(scc1)", "_endif", "v_if_u32(v1 < 3)", "_else", "s_while_u32(s4 < accumulator_total)", "_endw",
           "_break", "enter", "leave", "s_repeat", "s_until(vccz) junk"]


@st.composite
def instruction(draw):
    gap = draw(SPACES)
    ops = draw(st.lists(st.sampled_from(OPERANDS), min_size=0, max_size=4))
    sep = draw(st.sampled_from([", ", ",", " ,  "]))
    return draw(st.sampled_from(MNEMONICS)) + (gap + sep.join(ops) if ops else "")


PRELUDE = ["kernel k", "  args x:u32, y:u64, z:u16", "  v_temp_range 1..40", "  s_temp_range 4..40",
           "  v_temp t[2], u", "  s_temp p[2] align:2"]


@st.composite
def source(draw):
    lines = list(PRELUDE) if draw(st.integers(0, 3)) else ["kernel k"]
    for _ in range(draw(st.integers(1, 10))):
        kind = draw(st.integers(0, 3))
        indent = draw(st.sampled_from(["", "  ", "\t", "    "]))
        if kind == 0:
            lines.append(indent + draw(st.sampled_from(DECLARATIONS)))
        elif kind == 1:
            lines.append(indent + draw(st.sampled_from(CONTROL)))
        else:
            lines.append(indent + draw(instruction()) + draw(st.sampled_from(["", "  // note", " ; x"])))
    lines += ["  s_endpgm", "endkernel"] if draw(st.booleans()) else []
    return "\n".join(lines) + "\n"


def _check(source: str, diags) -> None:
    text_lines = source.split("\n")
    for d in diags:
        for loc in [d.loc] + [n.loc for n in d.notes]:
            assert loc.column >= 1, (d, source)
            if loc.file == "gen.masm" and 1 <= loc.line <= len(text_lines):
                assert loc.column <= len(text_lines[loc.line - 1]) + 1, (str(d), source)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(source())
def test_columns_stay_within_their_lines(src):
    for arch in ("gfx803", "gfx90a"):
        try:
            program = masm.build(src, arch, filename="gen.masm")
            diags = program.warnings
        except AssemblyError as e:
            diags = e.diagnostics
        _check(src, diags)
        _check(src, masm.lint(src, arch, filename="gen.masm"))


@pytest.mark.parametrize("line, column", [
    ("  load_arg s5, x", 12),            # the case: was column 18 on this 16-character line
    ("  load_arg s5,y", 12),
    ("\tv_add_f32\tv1, accumulator_total, s[999]", 35),
])
def test_rewritten_statements_point_at_the_operand_as_written(line, column):
    source = (f"kernel k\n  args x:u64, y:u64\n  v_temp_range 1..40\n  v_temp accumulator_total\n{line}\n"
              f"  s_endpgm\nendkernel\n")
    diags = [d for d in masm.lint(source, "gfx900", filename="k.masm") if d.severity == "error"]
    assert [(d.line, d.column) for d in diags] == [(5, column)]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(source())
def test_build_and_lint_report_the_same_errors(src):
    try:
        masm.build(src, "gfx900", filename="gen.masm")
        built = []
    except AssemblyError as e:
        built = [(d.line, d.column, d.message) for d in e.diagnostics if d.severity == "error"]
    linted = [(d.line, d.column, d.message) for d in masm.lint(src, "gfx900", filename="gen.masm")
              if d.severity == "error"]
    assert built == linted
