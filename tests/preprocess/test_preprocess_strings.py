"""Strings from `#x` and `__file__` (and written ones) reach the later stages as written, each statement located where
the user can fix it; the build places `.ascii`/`.asciz`/`.string` data (tests/building/test_build_strings.py) and reports a
string where an instruction wants an operand there."""
import pytest

import masm
from masm.diagnostics import AssemblyError

from preprocess_helpers import expand

SOURCE = ("#define STR(x) #x\nkernel k\n  .ascii STR(hello)\n  .asciz __file__\n  .string \"te\\\"xt\"\n"
          "  s_mov_b32 s0, STR(abc)\n  s_endpgm\nendkernel\n")


def test_strings_pass_through_the_preprocessor_with_their_locations():
    statements = expand(SOURCE, filename="s.masm")
    found = [(s.text, s.loc.line, s.loc.column) for s in statements[1:5]]
    assert found == [('.ascii "hello"', 3, 3), ('.asciz "s.masm"', 4, 3), ('.string "te\\"xt"', 5, 3),
                     ('s_mov_b32 s0, "abc"', 6, 3)]


def test_a_build_reports_each_string_statement_where_it_was_written():
    with pytest.raises(AssemblyError) as info:
        masm.build(SOURCE, "gfx900", filename="s.masm")
    found = [(d.loc.line, d.loc.column, d.message) for d in info.value.diagnostics]
    # the string data directives now place their bytes; the string where an instruction wants an operand is reported
    assert found == [(6, 17, "invalid operand '\"abc\"'")]
