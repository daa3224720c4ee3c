"""`operands._check_parentheses` (which visits only the parentheses of an operand) reports exactly what reading the
operand a character at a time reports: the first `)` that closes nothing, else the last `(` never closed, at its
column, or nothing."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from masm.diagnostics import AssemblyError, SourceLoc
from masm.statements.operands import _check_parentheses, at_offset

_LOC = SourceLoc("k.s", 3, 7)


def _by_characters(text: str, start: int, stop: int):
    opened: list[int] = []
    for i in range(start, stop):
        if text[i] == "(":
            opened.append(i)
        elif text[i] == ")":
            if not opened:
                return at_offset(_LOC, text, i), "unbalanced ')' in operand"
            opened.pop()
    if opened:
        return at_offset(_LOC, text, opened[-1]), "unbalanced '(' in operand: expected ')'"
    return None


def _reported(text: str, start: int, stop: int):
    try:
        _check_parentheses(text, start, stop, _LOC, ())
    except AssemblyError as e:
        d = e.diagnostics[0]
        return d.loc, d.message
    return None


@settings(max_examples=500, deadline=None)
@given(text=st.text(alphabet="()a1 ,\n", max_size=30), cut=st.tuples(st.integers(0, 30), st.integers(0, 30)))
def test_same_report_as_reading_every_character(text, cut):
    start, stop = sorted(min(c, len(text)) for c in cut)
    assert _reported(text, start, stop) == _by_characters(text, start, stop)


def test_examples():
    assert _reported("v1, vmcnt(0)", 4, 12) is None
    assert _reported("a)b", 0, 3) == (SourceLoc("k.s", 3, 8), "unbalanced ')' in operand")
    assert _reported("((x)", 0, 4) == (SourceLoc("k.s", 3, 7), "unbalanced '(' in operand: expected ')'")
    assert _reported("(x) , (", 0, 3) is None            # (only the piece between start and stop is read)
