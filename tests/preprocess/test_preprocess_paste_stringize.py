"""`#p` and `##` in macro bodies give the same text at every invocation (the template fast path once kept them as
written from the second invocation on: `s_mov_b32 s##5, 0`, `.ascii #cd`)."""
from __future__ import annotations

import pytest

from masm.preprocess import expander

from preprocess_helpers import expand, texts


@pytest.fixture(params=[True, False], ids=["fast", "general"])
def path(request, monkeypatch):
    monkeypatch.setattr(expander, "FAST_PATH", request.param)


def test_paste_onto_a_parameter_at_every_invocation(path):
    source = "#macro R(n)\n  s_mov_b32 s##n, 0\n#endm\nR(4) R(5) R(6)\nR(7)\n"
    assert texts(source) == ["s_mov_b32 s4, 0", "s_mov_b32 s5, 0", "s_mov_b32 s6, 0", "s_mov_b32 s7, 0"]


def test_stringize_a_parameter_at_every_invocation(path):
    source = "#macro S(x)\n  .ascii #x\n#endm\nS(ab) S(cd)\nS(ef)\n"
    assert texts(source) == ['.ascii "ab"', '.ascii "cd"', '.ascii "ef"']


def test_paste_and_stringize_in_a_loop_and_a_define(path):
    source = ("#define CAT(a, b) a##b\n#macro P(n, t)\n  v_mov_b32 v##n, CAT(s, n)\n  .ascii #t\n#endm\n"
              "__for__(i in [1..3], P(i, w))\n")
    assert texts(source) == ["v_mov_b32 v1, s1", '.ascii "w"', "v_mov_b32 v2, s2", '.ascii "w"',
                             "v_mov_b32 v3, s3", '.ascii "w"']


def test_paste_of_two_literals_is_reused(path):
    source = "#macro L(n)\n  v_mov_b32 v##1, n\n#endm\nL(2) L(3) L(4)\n"
    statements = expand(source)
    assert [s.text for s in statements] == ["v_mov_b32 v1, 2", "v_mov_b32 v1, 3", "v_mov_b32 v1, 4"]
    assert [(s.loc.line, s.loc.column) for s in statements] == [(2, 3)] * 3
    assert [[(n.loc.line, n.loc.column) for n in s.notes] for s in statements] == [[(4, 1)], [(4, 6)], [(4, 11)]]
