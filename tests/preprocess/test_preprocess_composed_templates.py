"""Templates of bodies that invoke other templated macros with their own parameters as arguments: the inner
template's items are composed into the outer one (templates.composed_items) instead of expanding the inner body
token by token.  What comes out must be exactly what the general path makes: statements, locations, expansion
notes, warnings and errors."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from masm.diagnostics import AssemblyError
from masm.preprocess import expander, preprocess


def _run(source: str, fast: bool, monkeypatch):
    monkeypatch.setattr(expander, "FAST_PATH", fast)
    try:
        statements = preprocess(source, filename="c.masm", arch="gfx900")
    except AssemblyError as exc:
        return str(exc)
    return ([(s.text, s.loc, s.notes, s.macro, s.macro_loc) for s in statements],
            [(w.loc, w.message, w.notes) for w in statements.warnings])


@pytest.fixture
def compositions(monkeypatch):
    """How many inner invocations were composed into an outer template."""
    made = []
    original = expander.composed_items

    def counting(*args):
        items = original(*args)
        if items is not None:
            made.append(len(items))
        return items
    monkeypatch.setattr(expander, "composed_items", counting)
    return made


BODIES = [
    "v_mov_b32 p, q",
    "s_nop ![q + 1]",
    "s_nop ![(q shl 1) + 2]",
    "s_nop ![q shl 1 + 2]",                  # a precedence warning where the argument is a number
    "__for__(i in [0..2], v_add_u32 p, q, i)",
    "v_mov_b32 v[![q]], 0 offset:16",
    "s_waitcnt vmcnt(q) & lgkmcnt(0)",
    ".long q, ![q * 3]",
    "s_nop 0 \\ s_nop q",
    "v_mov_b32 p, -q",
    "s_nop ![q / 0]",                        # an error whenever it is evaluated
    "lbl: s_nop q",
]
ARGS = ["v1", "s3", "7", "-1", "(1+2)", "1+2", "v[1:2]", "0x10", "x y", "", "q", "offset:4"]


def _program(bodies: list[str], outer_args: list[tuple[str, str]]) -> str:
    inner = "\n  ".join(b for b in bodies)
    calls = " ".join(f"B({a}, {b})" for a, b in outer_args)
    return (f"#macro A(p, q)\n  {inner}\n#endm\n"
            f"#macro B(x, y)\n  A(x, y)\n  s_nop 1\n  A(y, 3)\n  A(v9, x)\n#endm\n"
            f"#macro C(u)\n  B(u, v1) B(v2, u)\n#endm\n"
            f"{calls}\nC(v5) C(4) C(s7)\n")


@pytest.mark.parametrize("body", BODIES)
def test_each_body_composes_as_the_general_path_expands(body, monkeypatch, compositions):
    source = _program([body, "v_mov_b32 v0, p"], [("v1", "2"), ("v3", "4"), ("s1", "5")])
    fast = _run(source, True, monkeypatch)
    assert fast == _run(source, False, monkeypatch), source
    if body not in ("s_nop ![q / 0]", "lbl: s_nop q"):       # (A's body is templated: B's and C's compose it)
        assert compositions, source


def test_groestl_like_nesting_composes_three_levels(monkeypatch, compositions):
    source = ("#macro L(X, j, row)\n  v_lshlrev_b32 v0, 3, X[![2*((j + row) and 15) + (row shr 2)]]\n#endm\n"
              "#macro M(X, Y, s0)\n  __for__(j in [0..3], L(X, j, s0) v_xor_b32 Y[j], Y[j], v0)\n#endm\n"
              "#macro R(X, Y)\n  M(X, Y, 1)\n  M(Y, X, 5)\n#endm\n"
              "#macro P(X, Y)\n  __for__(k in [1..3], R(X, Y) R(Y, X))\n#endm\n"
              "P(v[0:31], v[32:63]) P(v[64:95], v[96:127]) P(v[0:31], v[64:95])\n")
    fast = _run(source, True, monkeypatch)
    assert fast == _run(source, False, monkeypatch)
    assert len(fast[0]) == 3 * 3 * 2 * 2 * 4 * 2
    assert len(compositions) >= 2


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                                                  HealthCheck.function_scoped_fixture])
@given(bodies=st.lists(st.sampled_from(BODIES), min_size=1, max_size=4),
       outer_args=st.lists(st.tuples(st.sampled_from(ARGS), st.sampled_from(ARGS)), min_size=1, max_size=4))
def test_random_nestings_give_what_the_general_path_gives(bodies, outer_args, monkeypatch):
    source = _program(bodies, outer_args)
    assert _run(source, True, monkeypatch) == _run(source, False, monkeypatch), source


def test_expressions_made_whole_by_composing_and_compositions_repeated_in_loops(monkeypatch, compositions):
    """An inner `![..]` whose slots all get texts is worked out when composed (one that warns stays, and the outer
    invocations take the general path, which warns); an inner macro composed alike at each iteration of a loop gets
    each iteration's notes."""
    source = ("#macro L(X, j, row)\n  v_mov_b32 X[![j*2 + row]], ![row * 4]\n  s_nop ![(j + row) and 3]\n#endm\n"
              "#macro W(X, j)\n  v_mov_b32 X[0], ![j shl 1 + 1]\n#endm\n"
              "#macro M(X, s)\n  __for__(j in [0..2], L(X, j, s) L(X, j, 1))\n#endm\n"
              "#macro R(X, Y)\n  __for__(k in [1..2], M(X, 3) M(Y, 3) L(Y, k, 2))\n#endm\n"
              "#macro RW(X)\n  __for__(k in [1..2], W(X, 5) W(X, k))\n#endm\n"
              "R(v0, v9) R(v1, v2) R(v[3:4], s5)\nRW(v1) RW(v2) RW(v3)\n")
    fast = _run(source, True, monkeypatch)
    assert fast == _run(source, False, monkeypatch)
    statements, warnings = fast
    assert [s[0] for s in statements[:4]] == ["v_mov_b32 v0[3], 12", "s_nop 3", "v_mov_b32 v0[1], 4", "s_nop 1"]
    assert len(statements) == 3 * 2 * (2 * 3 * 2 * 2 + 2) + 3 * 2 * 2
    assert [w[0].line for w in warnings] == [15, 15, 15]     # (`5 shl 1 + 1`: at each RW, as HetPas lays it out)
    assert len(compositions) >= 4


def test_an_expression_failing_once_composed_is_reported_as_by_the_general_path(monkeypatch, compositions):
    source = ("#macro D(X, j)\n  v_mov_b32 X[0], ![j / (j - 2)]\n#endm\n"
              "#macro RD(X)\n  __for__(k in [1..2], D(X, 1) D(X, 2))\n#endm\n"
              "RD(v1) RD(v2) RD(v3)\n")
    fast = _run(source, True, monkeypatch)
    assert fast == _run(source, False, monkeypatch)
    assert "division by zero" in fast and "c.masm:2:" in fast


@pytest.mark.parametrize("source", [
    '#macro A(p)\n  v_mov_b32 p, 1\n  s_nop 0\n#endm\nA(v1) A("a\x00b") A("c\x00\x00") A(v2)\n',     # an argument
    '#macro A(p)\n  v_mov_b32 p, 1\n  .ascii "x\x00y"\n  s_nop 0\n#endm\nA(v1) A(v2) A(v3)\n',         # the body
])
def test_a_text_holding_the_character_between_filled_in_items_is_filled_in_item_by_item(source, monkeypatch):
    """A template's items are filled in by one format string, cut at the "\\0" between them; a text holding "\\0"
    is filled in item by item instead."""
    fast = _run(source, True, monkeypatch)
    assert fast == _run(source, False, monkeypatch)
    assert [s[0] for s in fast[0]][2:4] in (['v_mov_b32 "a\x00b", 1', "s_nop 0"], ["s_nop 0", "v_mov_b32 v2, 1"])


@pytest.mark.parametrize("source", [
    # an empty argument where the body's last operand is: the statement ends in a comma and joins the next line
    _program(["v_mov_b32 p, q", "lbl: s_nop q"], [("v1", "v1"), ("v1", "")]),
    "#macro A(p, q)\n  v_add_f32 p, v2, q\n  s_nop 0\n#endm\nA(v1, v3)\nA(v1, v3)\nA(v1, )\nA(v1, )\n",
    "#macro A(p, q)\n  v_add_f32 p, v2, q s_nop 0\n#endm\nA(v1, v3)\nA(v1, )\nA(v1, )\n",
    "#macro A(p, q)\n  op p + q s_nop 0\n#endm\nA(v1, 2)\nA(v1, )\nA(v1, )\n",
    "#macro A(p, q)\n  lbl:q s_nop 0\n#endm\nA(v1, v3)\nA(v1, )\nA(v1, )\n",
    "#macro Z()\n  s_nop 0\n#endm\nZ()\nZ()\nZ()\n",              # (no parameter: an empty argument fills nothing)
])
def test_an_empty_argument_that_fills_a_slot_takes_the_general_path(source, monkeypatch):
    """Found by test_random_nestings (hypothesis): `op p, q` with an empty q ends in a comma, and the general path
    joins the next line to it; a template filled in with the empty text kept the two apart."""
    assert _run(source, True, monkeypatch) == _run(source, False, monkeypatch), source
