"""A kernel whose lowering fails still has its other instructions encoded: lint reports every error of the file."""
import masm
from masm.lint import LintCache, lint_source

E6 = "v_add_u32 v0, v1, bogus\nfoo_bar v1\nv_mov_b32 v0, v1 clamp junk\ns_mov_b32 s0, s[999]\n"
E6_ERRORS = [(1, 19, "invalid operand 'bogus': expected a register"),
             (2, 1, "unknown instruction 'foo_bar'"),
             (3, 24, "invalid modifier 'junk' for this instruction"),
             (4, 15, "register s[999:999] is out of range")]


def _errors(diags):
    return [(d.line, d.column, d.message) for d in diags if d.severity == "error"]


def test_lowering_error_does_not_hide_encoding_errors():
    assert _errors(masm.lint(E6, "gfx900", filename="e6.s")) == E6_ERRORS


def test_lowering_error_in_a_kernel_with_the_cache():
    source = "kernel k\n" + "".join("  " + line + "\n" for line in E6.splitlines()) + "  s_endpgm\nendkernel\n"
    expected = [(line + 1, column + 2, message) for line, column, message in E6_ERRORS]
    cache = LintCache()
    assert _errors(lint_source(source, "gfx900", cache=cache)) == expected
    assert _errors(lint_source("\n" + source, "gfx900", cache=cache)) == [(a + 1, b, m) for a, b, m in expected]


def test_a_failed_declaration_is_not_left_out():
    # leaving out `v_temp t` would make up errors for every use of t: lint reports the real errors, no more
    source = "kernel k\n  v_temp t\n  v_add_u32 v0, v1, bogus\n  v_mov_b32 t, s[999]\n  v_mov_b32 t, v1\n" \
             "  s_endpgm\nendkernel\n"
    assert _errors(masm.lint(source, "gfx900")) == [
        (2, 10, "temp 't': no v_temp pool: declare one with `v_temp_range FIRST..LAST` first"),
        (3, 21, "invalid operand 'bogus': expected a register"),
        (4, 16, "register s[999:999] is out of range")]
