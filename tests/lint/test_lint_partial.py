"""Lint reports a failed declaration and the encoding errors of the instructions after it in the same kernel
(lowering with a sink keeps the lines that lowered)."""
import masm


def _errors(diags):
    return [(d.line, d.column, d.message) for d in diags if d.severity == "error"]


def test_temp_outside_pool_and_later_bad_instruction_are_both_reported():
    source = ("kernel k\n  v_temp_range 250..300\n  v_temp t\n  v_mov_b32 t, v1\n"
              "  v_add_u32 v0, v1, bogus\n  foo_bar v1\n  s_endpgm\nendkernel\n")
    assert _errors(masm.lint(source, "gfx900")) == [
        (2, 21, "v_temp_range bound 300 is outside v0..v255: gfx900 has 256 VGPRs"),
        # (`v_temp t` takes from that pool: its failure and t's use are the same root cause, reported once)
        (5, 21, "invalid operand 'bogus': expected a register"),
        (6, 3, "unknown instruction 'foo_bar'")]


def test_bad_alias_and_later_bad_instruction_are_both_reported():
    source = "kernel k\n  alias x = v[300]\n  v_mov_b32 x, v1\n  v_mov_b32 v0, s[999]\n  s_endpgm\nendkernel\n"
    errors = _errors(masm.lint(source, "gfx900"))
    assert [line for line, _, _ in errors] == [2, 4]
    assert errors[1] == (4, 17, "register s[999:999] is out of range")
