"""Every error the preprocessor reports: exact file, line, column, message and expansion notes."""
import pytest

from masm.preprocess import budget, expander

from preprocess_helpers import error_of

MACRO_M = "#macro M(a, b)\n  s_nop a\n#endm\n"


def located(diag):
    return (diag.loc.file, diag.loc.line, diag.loc.column, diag.message,
            [(n.loc.line, n.loc.column, n.message) for n in diag.notes])


def test_undefined_macro_at_statement_start():
    assert located(error_of("s_nop 0\n  foo(1, 2)\n")) == ("test.masm", 2, 3, "undefined macro 'foo'", [])


def test_undefined_macro_after_an_instruction_inside_a_macro_body():
    source = "#macro W\n  s_nop 0 misspelt(1)\n#endm\nW\n"
    assert located(error_of(source)) == ("test.masm", 2, 11, "undefined macro 'misspelt'",
                                         [(4, 1, "in expansion of macro 'W'")])


def test_wrong_argument_count():
    assert located(error_of(MACRO_M + "s_nop 0\n M(1)\n")) == (
        "test.masm", 5, 2, "macro 'M' takes 2 arguments, but 1 was given", [(1, 8, "'M(a, b)' defined here")])
    source = "#define F(a) a\n#define F(a, b, c) a\nv_mov_b32 v0, F(1, 2)\n"
    assert located(error_of(source)) == ("test.masm", 3, 15, "macro 'F' takes 1 or 3 arguments, but 2 were given",
                                         [(1, 9, "'F(a)' defined here"), (2, 9, "'F(a, b, c)' defined here")])


def test_unbalanced_parentheses_in_an_invocation():
    assert located(error_of(MACRO_M + "M((1), 2\ns_nop 0\n")) == (
        "test.masm", 4, 2, "unbalanced parentheses: the arguments of 'M' are not closed with ')'", [])
    assert located(error_of(MACRO_M + "M(1], 2)\n")) == (
        "test.masm", 4, 4, "unbalanced ']' in the arguments of 'M'", [])


def test_recursion_limit():
    diag = error_of("#macro R(n)\n  s_nop n\n  R(n)\n#endm\nR(1)\n")
    assert (diag.loc.line, diag.loc.column) == (3, 3)
    assert diag.message == "macro 'R' nested more than 64 levels deep (endless recursion?)"
    assert len(diag.notes) == 64
    assert [(n.loc.line, n.loc.column) for n in diag.notes[-2:]] == [(3, 3), (5, 1)]


def test_unterminated_blocks():
    assert located(error_of("s_nop 0\n #macro M(a)\n s_nop a\n")) == (
        "test.masm", 2, 2, "unterminated #macro 'M' (missing #endm)", [])
    assert located(error_of("s_nop 0\n#if 1\ns_nop 0\n")) == (
        "test.masm", 2, 1, "unterminated #if (missing #endif)", [])
    assert located(error_of("s_nop 0\n#if 0\ns_nop 0\n#else\n")) == (
        "test.masm", 2, 1, "unterminated #if (missing #endif)", [])
    assert located(error_of("v_mov_b32 v0, 1 /* open\n\n")) == ("test.masm", 1, 17, "unterminated /* comment", [])
    assert located(error_of('.ascii "open\n')) == ("test.masm", 1, 8, "unterminated string", [])


def test_unterminated_if_inside_a_macro_body():
    source = "#macro M\n#if 1\n s_nop 0\n#endm\nM\n"
    assert located(error_of(source)) == ("test.masm", 2, 1, "unterminated #if (missing #endif)",
                                         [(5, 1, "in expansion of macro 'M'")])


def test_misplaced_conditionals():
    assert located(error_of("s_nop 0\n#endif\n")) == ("test.masm", 2, 1, "#endif without #if", [])
    assert located(error_of("#if 1\n#else\n#else\n#endif\n")) == ("test.masm", 3, 1, "#else after #else", [])
    assert located(error_of("#if 0\n#else\n#elif 1\n#endif\n")) == ("test.masm", 3, 1, "#elif after #else", [])
    assert located(error_of("#endm\n")) == ("test.masm", 1, 1, "#endm without #macro", [])


def test_unknown_directive_and_error_directive():
    assert located(error_of("s_nop 0\n#defne X 1\n")) == ("test.masm", 2, 2, "unknown directive '#defne'", [])
    assert located(error_of("#if 1\n#error wrong setup\n#endif\n")) == ("test.masm", 2, 1, "wrong setup", [])


def test_missing_include(tmp_path):
    diag = error_of('s_nop 0\n#include "nothere.inc"\n', filename=str(tmp_path / "m.masm"))
    assert (diag.loc.line, diag.loc.column) == (2, 10)
    assert diag.message.startswith("include file 'nothere.inc' not found (searched: ")
    assert str(tmp_path) in diag.message


def test_include_cycle(tmp_path):
    (tmp_path / "a.inc").write_text('s_nop 1\n#include "b.inc"\n')
    (tmp_path / "b.inc").write_text('\n#include "a.inc"\n')
    main = tmp_path / "main.masm"
    diag = error_of('#include "a.inc"\n', filename=str(main))
    assert (diag.loc.file, diag.loc.line, diag.loc.column) == (str(tmp_path / "b.inc"), 2, 10)
    assert diag.message == "include cycle: a.inc -> b.inc -> a.inc"
    assert [(n.loc.file, n.loc.line, n.message) for n in diag.notes] == [
        (str(tmp_path / "a.inc"), 2, "included from here"), (str(main), 1, "included from here")]


def test_self_include_of_the_main_file(tmp_path):
    main = tmp_path / "main.masm"
    main.write_text('#include "main.masm"\n')
    diag = error_of(main.read_text(), filename=str(main))
    assert diag.message == "include cycle: main.masm -> main.masm"


def test_division_by_zero_points_into_the_macro_body():
    source = "#macro M(a)\n  s_mov_b32 s0, ![10 / a]\n#endm\nM(0)\n"
    assert located(error_of(source)) == ("test.masm", 2, 22, "division by zero in expression",
                                         [(4, 1, "in expansion of macro 'M'")])


def test_expression_errors_in_directives_and_loops():
    assert located(error_of("#assign x 1 mod 0\n")) == ("test.masm", 1, 13, "division by zero in expression", [])
    assert located(error_of("#if 4 / (2 - 2)\n#endif\n")) == ("test.masm", 1, 7, "division by zero in expression", [])
    assert located(error_of("__for__(i in [0..n], s_nop i)\n")) == (
        "test.masm", 1, 18, "unknown name 'n' in expression", [])
    assert located(error_of("__for__(i in [0..2], s_nop ![4/(i-1)])\n")) == (
        "test.masm", 1, 31, "division by zero in expression", [(1, 1, "in __for__ iteration i=1")])
    assert located(error_of("s_nop ![1 +]\n")) == ("test.masm", 1, 12, "unexpected end of expression", [])
    assert located(error_of("s_nop ![2\n")) == ("test.masm", 1, 7, "unterminated '![': missing ']'", [])


def test_malformed_loops_and_if():
    assert located(error_of("__for__(i from 0, s_nop 0)\n"))[3] == \
        "__for__ header must be 'i in [list]' or 'i := first to last [step s]'"
    assert located(error_of("__for__(i := 0 to 4 step 0, s_nop 0)\n"))[1:4] == (1, 26, "__for__ step must not be 0")
    assert located(error_of("__for__(i in [0..3])\n"))[1:4] == (
        1, 1, "__for__ needs a loop header and a body: __for__(i in [0..3], body)")
    assert located(error_of("__for__ s_nop 0\n"))[1:4] == (1, 1, "expected '(' after __for__")
    assert located(error_of("__if__(1)\n"))[1:4] == (1, 1, "__if__ needs a condition and a text: __if__(cond, text)")
    assert located(error_of("__for__(i in [0..1.5], s_nop 0)\n"))[1:4] == (1, 18, "__for__ bounds must be integers")


def test_loop_iteration_limit_is_an_error_not_a_hang():
    assert located(error_of("s_nop 0\n  __for__(i := 0 to 100000000, s_nop i)\n")) == (
        "test.masm", 2, 3, "__for__ runs 100,000,001 iterations; at most 5,999,991 fit in what is left of the "
        "expansion's work budget (6,000,000)", [])
    assert located(error_of("__for__(i := 0 to 400000, s_nop i s_nop 0 s_nop 1)\n")) == (
        "test.masm", 1, 1, "__for__ would produce 1,200,003 statements; the limit is 1,000,000", [])


def test_nested_loops_hit_the_statement_limit(monkeypatch):
    monkeypatch.setattr(budget, "MAX_STATEMENTS", 1000)
    diag = error_of("__for__(i in [0..99],\n  __for__(j in [0..99], s_nop ![i+j]))\n")
    assert diag.message == "expansion produces more than 1,000 statements"
    assert (diag.loc.line, diag.loc.column) == (2, 3)
    assert [n.message for n in diag.notes] == ["in __for__ iteration i=10"]
    monkeypatch.setattr(expander, "FAST_PATH", False)  # the general path stops at the statement itself
    diag = error_of("__for__(i in [0..99],\n  __for__(j in [0..99], s_nop ![i+j]))\n")
    assert diag.message == "expansion produces more than 1,000 statements"
    assert (diag.loc.line, diag.loc.column) == (2, 25)
    assert [n.message for n in diag.notes] == ["in __for__ iteration j=0", "in __for__ iteration i=10"]


def test_exponential_macros_hit_the_work_limit(monkeypatch):
    monkeypatch.setattr(budget, "MAX_WORK", 50_000)
    source = "".join(f"#macro L{k} L{k + 1} L{k + 1} #endm\n" for k in range(40)) + "#macro L40 #endm\nL0\n"
    diag = error_of(source)
    assert diag.message == ("expansion takes more than 50,000 units of work (statements, macro invocations and "
                            "__for__ iterations, counted with their nesting depth); runaway recursion?")
    assert diag.loc.line < 41 and len(diag.notes) >= 10


def test_definition_syntax_errors():
    assert located(error_of("#macro M(a, a) s_nop a #endm\n"))[1:4] == (1, 13, "duplicate parameter 'a'")
    assert located(error_of("#define F(a b) a\n"))[1:4] == (1, 13, "expected ',' or ')' in the parameter list")
    assert located(error_of("#define\n"))[1:4] == (1, 1, "expected a name after #define")
    assert located(error_of("#macro\n"))[1:4] == (1, 7, "expected a macro name after #macro")


def test_include_depth_limit(tmp_path):
    for k in range(40):
        (tmp_path / f"f{k}.inc").write_text(f'#include "f{k + 1}.inc"\n')
    diag = error_of('#include "f0.inc"\n', filename=str(tmp_path / "m.masm"))
    assert diag.message == "includes nested more than 32 deep"
    assert (diag.loc.file, diag.loc.line, diag.loc.column) == (str(tmp_path / "f32.inc"), 1, 10)
    assert len(diag.notes) == 33 and diag.notes[-1].loc.file == str(tmp_path / "m.masm")


def test_plain_lines_past_the_statement_limit_stop_at_the_first_one_over(monkeypatch):
    """Plain lines are counted a run at a time; the error is still at the first statement over the limit, also when
    a chunk the expander reads (a `#define`) splits the file into runs."""
    monkeypatch.setattr(budget, "MAX_STATEMENTS", 1000)
    diag = error_of("".join(f"  s_nop {k % 7}\n" for k in range(600)) + "#define X 1\n"
                    + "".join(f"  v_mov_b32 v{k % 9}, 7\n" for k in range(600)))
    assert diag.message == "expansion produces more than 1,000 statements"
    assert (diag.loc.line, diag.loc.column) == (1002, 3)
