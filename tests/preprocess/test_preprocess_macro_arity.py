"""A macro takes exactly as many arguments as it has parameters; a variadic last parameter (`body...`, or a bare
`...` named `__VA_ARGS__`) takes the rest, commas included.  Wrong counts are errors at the invocation, with a note
at each definition."""
import masm
from masm.preprocess import expander

from preprocess_helpers import assert_same_bytes, error_of, texts, where

import pytest


def located(diag):
    return (diag.loc.line, diag.loc.column, diag.message, [(n.loc.line, n.loc.column, n.message) for n in diag.notes])


def kernel_bytes(body: str) -> bytes:
    return masm.assemble(f"kernel k\n{body}\n  s_endpgm\nendkernel\n", filename="k.masm")


@pytest.fixture(params=[True, False], ids=["fast", "general"])
def both_paths(request, monkeypatch):
    """Run with and without the expander's fast path (templates, recordings)."""
    monkeypatch.setattr(expander, "FAST_PATH", request.param)


def test_too_many_arguments_is_an_error_at_the_invocation(both_paths):
    source = "#macro M(a)\n  s_nop a\n#endm\ns_nop 0\n  M(1, 2)\n"
    assert located(error_of(source)) == (5, 3, "macro 'M' takes 1 argument, but 2 were given",
                                         [(1, 8, "'M(a)' defined here")])


def test_too_few_arguments_is_an_error_at_the_invocation(both_paths):
    source = "#macro ADD3(d, a, b, c)\n  v_add_u32 d, a, b\n#endm\nv_nop\n   ADD3(v0, v1)\n"
    assert located(error_of(source)) == (5, 4, "macro 'ADD3' takes 4 arguments, but 2 were given",
                                         [(1, 8, "'ADD3(d, a, b, c)' defined here")])
    # an empty group is no argument at all
    source = "#macro PAIR(a, b) s_nop a #endm\nPAIR()\n"
    assert located(error_of(source)) == (2, 1, "macro 'PAIR' takes 2 arguments, but 0 were given",
                                         [(1, 8, "'PAIR(a, b)' defined here")])


def test_a_wrong_count_inside_a_macro_body_carries_the_expansion_notes():
    source = ("#macro INNER(a)\n  s_nop a\n#endm\n"
              "#macro OUTER(x)\n  INNER(x, x)\n#endm\n"
              "OUTER(1)\n")
    assert located(error_of(source)) == (5, 3, "macro 'INNER' takes 1 argument, but 2 were given",
                                         [(1, 8, "'INNER(a)' defined here"),
                                          (7, 1, "in expansion of macro 'OUTER'")])


def test_too_many_arguments_for_a_define():
    source = "#define SQR(x) ((x)*(x))\ns_mov_b32 s0, SQR(2, 3)\n"
    assert located(error_of(source)) == (2, 15, "macro 'SQR' takes 1 argument, but 2 were given",
                                         [(1, 9, "'SQR(x)' defined here")])


def test_variadic_parameter_takes_the_rest_with_commas(both_paths):
    source = ("#macro mRep(count, body...)\n"
              "  __for__(i in [1..count], body)\n"
              "#endm\n"
              "mRep(2, v_add_u32 v0, v0, 1  s_add_u32 s1, s1, 1)\n"
              "mRep(2, v_add_u32 v0, v0, 1  s_add_u32 s1, s1, 1)\n")
    plain = "v_add_u32 v0, v0, 1\ns_add_u32 s1, s1, 1\n" * 4
    statements = assert_same_bytes(source, plain)
    assert [s.text for s in statements] == plain.split("\n")[:-1]
    assert where(statements[1]) == (4, 30, [(2, 3, "in __for__ iteration i=1"), (4, 1, "in expansion of macro 'mRep'")])


def test_stdlib_mrepeat_takes_a_body_with_commas():
    looped = kernel_bytes("#include loops.inc\n  s_temp_range 4..9\n  mRepeat(3, s_add_u32 s10, s10, 1  s_nop 0)")
    by_macro_body = kernel_bytes("#include loops.inc\n  s_temp_range 4..9\n"
                                 "#macro STEP s_add_u32 s10, s10, 1  s_nop 0 #endm\n  mRepeat(3, STEP)")
    assert looped == by_macro_body


def test_bare_ellipsis_binds_va_args():
    source = ("#macro EMIT(...)\n  __VA_ARGS__\n#endm\n"
              "#define FIRST(a, ...) v_mov_b32 a, __va_args__\n"
              "EMIT(v_mov_b32 v1, 2) FIRST(v3, 4)\n")
    assert texts(source) == ["v_mov_b32 v1, 2", "v_mov_b32 v3, 4"]
    assert kernel_bytes(source) == kernel_bytes("v_mov_b32 v1, 2\nv_mov_b32 v3, 4")


def test_named_variadic_define():
    source = "#define CALL(op, args...) op args\nCALL(v_add_u32, v0, v1, v2)\nCALL(s_nop, 3)\n"
    assert texts(source) == ["v_add_u32 v0, v1, v2", "s_nop 3"]


def test_empty_variadic_part(both_paths):
    source = ("#macro OPT(a, rest...)\n  s_mov_b32 s0, a\n  rest\n#endm\n"
              "OPT(1)\nOPT(2,)\nOPT(3, s_nop 4)\n")
    assert texts(source) == ["s_mov_b32 s0, 1", "s_mov_b32 s0, 2", "s_mov_b32 s0, 3", "s_nop 4"]


def test_fewer_than_the_fixed_parameters_of_a_variadic_macro(both_paths):
    source = "#macro TWO(a, b, rest...)\n  s_nop a\n#endm\ns_nop 0\n TWO(1)\n"
    assert located(error_of(source)) == (5, 2, "macro 'TWO' takes at least 2 arguments, but 1 was given",
                                         [(1, 8, "'TWO(a, b, rest...)' defined here")])
    source = "#macro ONE(a, ...) s_nop a #endm\nONE()\nONE(1, 2, 3)\n"
    assert texts(source) == ["s_nop", "s_nop 1"]   # `ONE()` passes one empty argument, as in C
    source = "#macro ONE(a, ...) s_nop a #endm\n#macro ONE(a, b, c, d) s_nop b #endm\nONE(1, 2, 3, 4)\nONE(1, 2, 3)\n"
    assert texts(source) == ["s_nop 2", "s_nop 1"]


def test_overloads_pick_the_exact_count_then_a_variadic_one(both_paths):
    source = ("#macro PICK(a) s_nop 1 #endm\n"
              "#macro PICK(a, b) s_nop 2 #endm\n"
              "#macro PICK(a, b, c, rest...) s_nop 3 #endm\n"
              "#macro PICK(a, b, c, d, e, f) s_nop 6 #endm\n"
              "PICK(x) PICK(x, y) PICK(x, y, z) PICK(x, y, z, w) PICK(x, y, z, w, v) PICK(1, 2, 3, 4, 5, 6)\n"
              "PICK(1, 2, 3, 4, 5, 6, 7)\n")
    assert texts(source) == ["s_nop 1", "s_nop 2", "s_nop 3", "s_nop 3", "s_nop 3", "s_nop 6", "s_nop 3"]
    source = "#macro PICK(a) s_nop 1 #endm\n#macro PICK(a, b, c, rest...) s_nop 3 #endm\nPICK(1, 2)\n"
    assert located(error_of(source)) == (3, 1, "macro 'PICK' takes 1 or at least 3 arguments, but 2 were given",
                                         [(1, 8, "'PICK(a)' defined here"),
                                          (2, 8, "'PICK(a, b, c, rest...)' defined here")])


def test_variadic_marks_only_the_last_parameter():
    diag = error_of("#macro BAD(a..., b) s_nop a #endm\n")
    assert located(diag) == (1, 16, "expected ')' after the variadic parameter: '...' marks the last parameter", [])
