"""Preprocessing goes on after errors it can step over (undefined macro, wrong argument count, `![..]`, `#assign`):
one AssemblyError lists them all, in order, each located; structural errors still stop (after the earlier ones)."""
import pytest

from masm.diagnostics import AssemblyError
from masm.preprocess import plain_lines
from masm.preprocess import expander as expander_module

from preprocess_helpers import expand


def diagnostics(source: str, **kw):
    with pytest.raises(AssemblyError) as info:
        expand(source, **kw)
    return [(d.loc.line, d.loc.column, d.message) for d in info.value.diagnostics]


THREE_ERRORS = """\
s_nop 0
UNDEFINED(1)
#define PAIR(a, b) a + b
v_mov_b32 v0, PAIR(1)
s_mov_b32 s0, ![4 / (2 - 2)]
s_nop 1
"""


@pytest.mark.parametrize("fast", [True, False])
def test_three_independent_errors_give_three_located_diagnostics(fast, monkeypatch):
    monkeypatch.setattr(plain_lines, "ENABLED", fast)
    monkeypatch.setattr(expander_module, "FAST_PATH", fast)
    assert diagnostics(THREE_ERRORS) == [
        (2, 1, "undefined macro 'UNDEFINED'"),
        (4, 15, "macro 'PAIR' takes 2 arguments, but 1 was given"),
        (5, 19, "division by zero in expression"),
    ]


def test_bad_assign_is_reported_and_the_next_errors_too():
    source = "#assign n 1 +\n#assign\ns_nop 0\nfoo(1) s_nop 1\n"
    assert diagnostics(source) == [
        (1, 14, "unexpected end of expression"),
        (2, 2, "expected a name after #assign"),
        (4, 1, "undefined macro 'foo'"),
    ]


def test_an_error_drops_only_its_own_statement():
    # the rest of the statement with the error is not checked again; the next statement is
    source = "s_mov_b32 s0, ![1/0], bad(1)\nother(2)\n"
    assert diagnostics(source) == [(1, 18, "division by zero in expression"), (2, 1, "undefined macro 'other'")]


def test_errors_inside_macro_bodies_are_reported_at_each_invocation_with_their_notes():
    source = "#macro M(a)\n  s_nop ![10 / a]\n#endm\nM(0)\nM(1)\nM(0)\n"
    with pytest.raises(AssemblyError) as info:
        expand(source)
    found = [(d.loc.line, d.loc.column, [(n.loc.line, n.message) for n in d.notes]) for d in info.value.diagnostics]
    assert found == [(2, 14, [(4, "in expansion of macro 'M'")]), (2, 14, [(6, "in expansion of macro 'M'")])]


def test_a_wrong_count_for_a_block_macro_keeps_the_statements_around_it_apart():
    source = "#macro M(a, b) s_nop a #endm\nv_mov_b32 v0, v1 M(1) nope(3)\n"
    assert diagnostics(source) == [(2, 18, "macro 'M' takes 2 arguments, but 1 was given"),
                                   (2, 23, "undefined macro 'nope'")]


def test_a_structural_error_stops_but_keeps_the_earlier_errors():
    source = "bad(1)\n#if 1\ns_nop 0\n"
    assert diagnostics(source) == [(1, 1, "undefined macro 'bad'"), (2, 1, "unterminated #if (missing #endif)")]


def test_an_error_in_an_expression_context_still_stops_there():
    # `#if` cannot be skipped safely: which branch is assembled depends on it
    source = "bad(1)\n#if 1 / 0\ns_nop 0\n#endif\nworse(2)\n"
    assert diagnostics(source) == [(1, 1, "undefined macro 'bad'"), (2, 7, "division by zero in expression")]
