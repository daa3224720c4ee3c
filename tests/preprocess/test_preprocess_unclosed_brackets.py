"""A bracket left open in a statement is an error where it opens — not a statement that swallows the lines after it
(and then a confusing error such as a missing `endkernel`)."""
import pytest

import masm
from masm.diagnostics import AssemblyError
from masm.preprocess import expander as expander_module
from masm.preprocess import plain_lines

from preprocess_helpers import expand, texts

NEVER_CLOSED = "unbalanced parentheses: '(' is never closed"


@pytest.fixture(params=[True, False], ids=["fast", "general"])
def both_paths(request, monkeypatch):
    """With and without the plain-line and template fast paths."""
    monkeypatch.setattr(plain_lines, "ENABLED", request.param)
    monkeypatch.setattr(expander_module, "FAST_PATH", request.param)


def diagnostics(source: str):
    with pytest.raises(AssemblyError) as info:
        expand(source)
    return [(d.loc.line, d.loc.column, d.message, [(n.loc.line, n.loc.column, n.message) for n in d.notes])
            for d in info.value.diagnostics]


def test_unclosed_parenthesis_in_a_kernel_is_the_only_error():
    source = "kernel k\n s_nop (1\n s_endpgm\nendkernel\n"
    with pytest.raises(AssemblyError) as info:
        masm.build(source, filename="k.masm")
    assert [(d.loc.file, d.loc.line, d.loc.column, d.message) for d in info.value.diagnostics] == [
        ("k.masm", 2, 8, NEVER_CLOSED)]


def test_lint_reports_the_bracket_first():
    diags = masm.lint("kernel k\n  v_mov_b32 v0, (1 + 2\n  s_endpgm\nendkernel\n", filename="k.masm")
    errors = [d for d in diags if d.severity == "error"]
    assert (errors[0].loc.line, errors[0].loc.column, errors[0].message) == (2, 17, NEVER_CLOSED)
    assert not any("endkernel" in d.message for d in errors)


def test_the_next_line_starting_with_a_statement_word_is_a_new_statement(both_paths):
    source = "s_nop 0\n  s_mov_b32 s0, (1 + [2\n  s_endpgm\nnope(3)\n"
    assert diagnostics(source) == [(2, 17, NEVER_CLOSED, []), (4, 1, "undefined macro 'nope'", [])]


def test_unclosed_at_the_end_of_the_file(both_paths):
    assert diagnostics("s_nop 0\ns_mov_b32 s0, (1 +\n  2 *\n") == [(2, 15, NEVER_CLOSED, [])]


def test_unclosed_square_bracket(both_paths):
    assert diagnostics("v_mov_b32 v[1, 0\n  v_nop\n") == [
        (1, 12, "unbalanced brackets: '[' is never closed", [])]


def test_unclosed_inside_a_macro_body_carries_the_expansion_notes(both_paths):
    source = "#macro M(x)\n  s_mov_b32 s0, (x\n  s_nop 0\n#endm\ns_nop 1\n M(1)\n M(2)\n"
    assert diagnostics(source) == [(2, 17, NEVER_CLOSED, [(6, 2, "in expansion of macro 'M'")]),
                                   (2, 17, NEVER_CLOSED, [(7, 2, "in expansion of macro 'M'")])]


def test_brackets_closed_on_a_later_line_still_join(both_paths):
    source = "s_mov_b32 s0, (1 +\n   2) * 3\ns_if(s0 ==\n  s1)\n_endif\n"
    assert texts(source) == ["s_mov_b32 s0, (1 + 2) * 3", "s_if(s0 == s1)", "_endif"]
