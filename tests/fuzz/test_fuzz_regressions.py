"""Findings of the fuzz suite and campaign, each kept as a regression test at the outcome a user sees."""
from __future__ import annotations

import masm
from masm.diagnostics import AssemblyError


def test_control_characters_in_messages_are_escaped():
    """A BEL or ESC the user typed used to travel into the message raw (a terminal obeys it; grep sees binary)."""
    try:
        masm.build("kernel k\n  \x07s_nop\x1b 0\n  s_endpgm\nendkernel\n", "gfx900", filename="c.masm")
    except AssemblyError as e:
        messages = [d.message for d in e.diagnostics]
    else:
        raise AssertionError("the stray characters were accepted")
    assert messages and all(not any(ord(c) < 32 and c not in "\n\t" for c in m) for m in messages), messages
    # the character is named (as an escape or a code point), never written raw
    assert any(k in m for m in messages for k in ("\\x07", "\\x1b", "U+0007", "U+001B")), messages
    lint_messages = [d.message for d in masm.lint("s_mov_b32 s0, \x01\n", "gfx900")]
    assert lint_messages and not any("\x01" in m for m in lint_messages), lint_messages


def test_a_register_range_of_thousands_of_digits_is_a_located_error():
    """(fuzz campaign, seed 51) the reversed-range check read the bounds with int(), which refuses a number of more
    than 4,300 digits: a ValueError traceback instead of the range error."""
    huge = "1" * 5000
    line = f"image_sample_cd_o v0, v[0:2], s[0:7], s[0:{huge}] lwe"   # (an instruction whose widths may adapt)
    for source, arch in ((line + "\n", "gfx900"), (f"kernel k\n  {line}\n  s_endpgm\nendkernel\n", "gfx900")):
        try:
            masm.build(source, arch, filename="r.s")
        except AssemblyError as e:
            assert any("does not fit in 64 bits" in d.message for d in e.diagnostics), e.diagnostics
        else:
            raise AssertionError("the range was accepted")


def test_a_statement_of_200000_operands_is_read_in_time_linear_in_them():
    """(fuzz campaign, seed 81) the encoder's shape key (masm.isa.templates.shape) gathered the numbers of a line of
    more than four operands by adding tuples one operand at a time, which takes time square in their count: a line
    of 200,000 operands hung the build.  It gets its located error, and the key and numbers are the split's."""
    from masm.isa import templates
    operands = ", 0" * 200_000
    try:
        masm.build(f".long 0{operands}\n\n{operands}\n", "gfx900", filename="w.s")
    except AssemblyError as e:
        found = [(d.loc.line, d.loc.column, d.message) for d in e.diagnostics]
    else:
        raise AssertionError("the line was accepted")
    assert found == [(3, 3, "unknown instruction '0'")], found[:3]
    text = "v_add_u32 v1" + ", v7, 0x10" * 100_000
    key, numbers = templates.shape(text)
    parts = templates.split(text)
    assert key == "#".join(parts[::2]) and list(numbers) == parts[1::2] and type(numbers) is tuple


def test_a_macro_whose_body_starts_with_its_parameter_then_a_statement():
    """(fuzz campaign, seed 83) building a macro's template, the splitter asked whether the statement so far was a
    directive name by slicing its last token's text; a parameter's placeholder carries a number there: TypeError on
    the second use of `#macro D(x) x s_nop 0`.  Both expansion paths now give the same statements."""
    import masm.preprocess.expander as expander
    source = "#macro D(x) x s_nop 0\n#endm\nD(D(s_nop 1))\nD(.text)\nD(s_nop 2)\n"
    outputs = []
    for fast in (True, False):
        expander.FAST_PATH = fast
        try:
            outputs.append(masm.expand(source, "gfx900", filename="m.masm"))
        finally:
            expander.FAST_PATH = True
    assert outputs[0] == outputs[1] == ("; masm expand: m.masm for gfx900\n  s_nop 1\n  s_nop 0\n  s_nop 0\n"
                                        "; from macro D at m.masm:4\n  .text s_nop 0\n"
                                        "; from macro D at m.masm:5\n  s_nop 2\n  s_nop 0\n")
    lint = [(d.line, d.message) for d in masm.lint("#macro D(x) x .protected k\n#endm\nD(1)\nD(2)\n", "gfx900",
                                                   filename="m.masm") if d.severity == "error"]
    assert lint == [(3, "unknown instruction '1'"), (4, "unknown instruction '2'")]


def test_a_macro_failing_in_each_of_its_expansions_stops_at_the_error_limit():
    """(fuzz campaign, seed 92) a line that fails to encode in each of a macro's 2^16 expansions made 65,536
    errors of 17 notes each, and their JSON ran out of memory; encoding stops at the error limit, as reading does."""
    from masm.preprocess.budget import MAX_ERRORS
    macros = "".join(f"#macro M{n}() M{n + 1}() M{n + 1}() #endm\n" for n in range(16)) + "#macro M16() M) #endm\n"
    try:
        masm.build(macros + "M0()\n", "gfx900", filename="m.masm")
    except AssemblyError as e:
        errors = [d for d in e.diagnostics if d.severity == "error"]
    else:
        raise AssertionError("the failing lines were accepted")
    assert len(errors) == MAX_ERRORS + 1
    assert [d.message for d in errors[:-1]] == ["unknown instruction 'm)'"] * MAX_ERRORS
    assert errors[-1].message == f"too many errors ({MAX_ERRORS:,}): encoding stops here"
    assert (errors[-1].loc.line, len(errors[-1].notes)) == (17, 17)
