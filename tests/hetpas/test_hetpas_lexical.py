r"""HetPas's lexical forms (issue 15): the `\` statement separator, Pascal comments `{ }` and `(* *)`, brace
definitions `{#define …}`, and a definition overload that invokes another overload of its own name.  Each expansion
is compared with llvm-mc's bytes for the hand-expanded plain text."""
from __future__ import annotations

from tests.preprocess.preprocess_helpers import assert_same_bytes, error_of, expand, texts, where


def test_backslash_separates_statements():
    source = "s_mov_b32 s0, 1 \\ s_mov_b32 s1, 2 \\ v_mov_b32 v0, s0\nv_cmp_gt_i32 vcc, s2, v1 \\ s_mov_b64 exec, vcc\n"
    statements = assert_same_bytes(source, "s_mov_b32 s0, 1\ns_mov_b32 s1, 2\nv_mov_b32 v0, s0\n"
                                           "v_cmp_gt_i32 vcc, s2, v1\ns_mov_b64 exec, vcc")
    assert [s.text for s in statements][:2] == ["s_mov_b32 s0, 1", "s_mov_b32 s1, 2"]
    assert where(statements[1])[:2] == (1, 19)
    assert where(statements[4])[:2] == (2, 28)


def test_backslash_separator_in_macro_bodies_and_arguments():
    source = ("#macro PAIR(a, b) v_mul_f32 v1, a, v0 \\ v_sin_f32 v1, v1 \\ v_add_f32 v2, b, v1 #endm\n"
              "#define TWICE(x) x \\ x\n"
              "PAIR(0.5, 1.0) \\ TWICE(s_nop 3)\n")
    assert texts(source) == ["v_mul_f32 v1, 0.5, v0", "v_sin_f32 v1, v1", "v_add_f32 v2, 1.0, v1", "s_nop 3",
                             "s_nop 3"]
    assert_same_bytes(source, "v_mul_f32 v1, 0.5, v0\nv_sin_f32 v1, v1\nv_add_f32 v2, 1.0, v1\ns_nop 3\ns_nop 3")


def test_backslash_ends_a_statement_even_inside_a_bracket():
    error = error_of("s_mov_b32 s[0 \\ 1], 2\n")
    assert (error.loc.line, error.loc.column) == (1, 12)
    assert "'[' is never closed" in error.message


def test_trailing_backslash_continues_a_define():
    source = "#define PI_ISH 3 + \\\n     1\ns_mov_b32 s0, PI_ISH\n"
    assert texts(source) == ["s_mov_b32 s0, 3 + 1"]
    assert_same_bytes(source, "s_mov_b32 s0, 4")


def test_pascal_brace_comments():
    source = ("{ a comment\n  over two lines }\n"
              "s_getreg_b32 s4, hwreg(HW_REG_HW_ID, 12, 1){shader array}\n"
              "v_mad_f32 v1, v2, v3, v4 mul:2  { a trailing note }\n"
              "s_nop { inside } 2\n")
    statements = assert_same_bytes(source, "s_getreg_b32 s4, hwreg(HW_REG_HW_ID, 12, 1)\n"
                                           "v_mad_f32 v1, v2, v3, v4 mul:2\ns_nop 2")
    assert [where(s)[:2] for s in statements] == [(3, 1), (4, 1), (5, 1)]


def test_pascal_paren_star_comments():
    source = "(*////\n  procedure Dummy; begin end;\n*)\ns_mov_b32 s0, (* two *) 2\ns_mov_b32 s1, (3*4)\n"
    statements = assert_same_bytes(source, "s_mov_b32 s0, 2\ns_mov_b32 s1, 12")
    assert where(statements[0])[:2] == (4, 1)


def test_unterminated_pascal_comments_are_located_errors():
    error = error_of("s_nop 0\n  { never closed\ns_nop 1\n")
    assert (error.loc.line, error.loc.column, error.message) == (2, 3, "unterminated { comment: '}' is missing")
    error = error_of("s_nop 0 (* never\n closed\n")
    assert (error.loc.line, error.loc.column, error.message) == (1, 9, "unterminated (* comment: '*)' is missing")


def test_brace_definitions():
    source = ("{#define multi 1+\n"
              "              2 }   // the body runs to the brace, over lines\n"
              "{#define LOAD(d, a) s_load_dword d, s[0:1], a\n"
              "                    s_waitcnt lgkmcnt(0)}\n"
              "s_mov_b32 s5, multi*3\n"
              "LOAD(s6, 8)\n")
    statements = assert_same_bytes(source, "s_mov_b32 s5, 7\ns_load_dword s6, s[0:1], 8\ns_waitcnt lgkmcnt(0)")
    assert statements[0].text == "s_mov_b32 s5, 1+ 2*3"
    assert where(statements[0])[:2] == (5, 1)
    assert where(statements[1]) == (3, 21, [(6, 1, "in expansion of macro 'LOAD'")])


def test_brace_macro_definition_keeps_its_lines():
    source = "{#macro TWO(r)\n  v_mov_b32 r, 1\n  v_mov_b32 r, 2\n#endm}\nTWO(v3)\n"
    assert texts(source) == ["v_mov_b32 v3, 1", "v_mov_b32 v3, 2"]


def test_unterminated_brace_definition():
    error = error_of("s_nop 0\n{#define X 1\ns_nop X\n")
    assert (error.loc.line, error.loc.column) == (2, 1)
    assert error.message == "unterminated {# definition: '}' is missing"


def test_an_overload_may_invoke_another_overload_of_its_name():
    source = ("#define s_inc(x, i) s_add_u32 x, x, i\n"
              "#define s_inc(x) s_inc(x, 1)\n"
              "#macro READ(id, addr, dst)\n  s_mov_b32 dst, addr+id\n#endm\n"
              "#macro READ(addr, dst)\n  READ(0, addr, dst)\n#endm\n"
              "#macro W(a, b, extra)\n  v_mov_b32 a, b extra\n#endm\n"
              "#define W(a, b) W(a, b,)\n"
              "s_inc(s4) s_inc(s5, 3) READ(16, s6) W(v1, 3) W(v2, s0, dst_sel:WORD_1)\n")
    assert texts(source) == ["s_add_u32 s4, s4, 1", "s_add_u32 s5, s5, 3", "s_mov_b32 s6, 16+0",
                             "v_mov_b32 v1, 3", "v_mov_b32 v2, s0 dst_sel:WORD_1"]
    assert_same_bytes(source, "s_add_u32 s4, s4, 1\ns_add_u32 s5, s5, 3\ns_mov_b32 s6, 16\nv_mov_b32 v1, 3\n"
                              "v_mov_b32_sdwa v2, s0 dst_sel:WORD_1")


def test_an_overload_is_still_not_expanded_inside_itself():
    # as in C: `#define f(x) f(x)+1` expands once, the inner call stays as written (and is then an error)
    error = error_of("#define f(x) g f(x)\n#define g s_nop 1\nf(2)\n")
    assert error.message == "undefined macro 'f'"


def test_undef_with_more_than_a_name_undefines_nothing_with_a_warning():
    # HetPas takes the whole rest as the name: realhet's `#undef Work t0` looks for "Work t0" and removes nothing
    source = "#define X 1\n#macro M\n  #undef X junk\n#endm\nM\nM\ns_nop X\n"
    result = expand(source)
    assert [s.text for s in result] == ["s_nop 1"]
    assert [(w.loc.line, w.loc.column, w.message) for w in result.warnings] == [
        (3, 12, "'#undef X junk' undefines nothing: HetPas reads all of 'X junk' as one name, and no name has blanks "
                "(write '#undef X' to undefine X)")]
    assert texts("#define X 1\n#undef X  // a comment\n#ifndef X\ns_nop 0\n#endif\n") == ["s_nop 0"]


def test_comments_inside_a_brace_definition_end_at_the_brace():
    source = ("{#define RET(n) s_add_u32 m0, m0, 2 \\ //pop the return address\n"
              "                s_add_u32 m0, m0, n \\ ; drop the parameters\n"
              "                s_setpc_b64 s[0:1] \\ //return \\}\n"
              "RET(3)\n")
    assert texts(source) == ["s_add_u32 m0, m0, 2", "s_add_u32 m0, m0, 3", "s_setpc_b64 s[0:1]"]
    assert_same_bytes(source, "s_add_u32 m0, m0, 2\ns_add_u32 m0, m0, 3\ns_setpc_b64 s[0:1]")


def test_a_statement_of_only_commas_is_passed_over_with_a_warning():
    import masm.api as api
    source = "kernel k\n  s_nop 0\n,\n  s_nop 1\n ,,\n  s_endpgm\nendkernel\n"
    program = api.build(source, "gfx900", filename="c.masm")
    assert program.code == bytes.fromhex("000080bf" "010080bf" "000081bf")
    found = [(w.loc.line, w.loc.column, w.message) for w in program.warnings if "only ','" in w.message]
    assert found == [(3, 1, "a statement of only ',' does nothing (HetPas passes over it; remove it)"),
                     (5, 2, "a statement of only ',' does nothing (HetPas passes over it; remove it)")]
