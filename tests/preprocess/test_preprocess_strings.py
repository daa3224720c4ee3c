"""Strings from `#x` and `__file__` (and written ones) have no statement that places them yet: the errors say so
and point where the user wrote the directive or the operand."""
import pytest

import masm
from masm.diagnostics import AssemblyError

from preprocess_helpers import expand


def build_errors(source: str):
    with pytest.raises(AssemblyError) as info:
        masm.build(source, "gfx900", filename="s.masm")
    return [(d.loc.line, d.loc.column, d.message, [(n.loc.line, n.message) for n in d.notes])
            for d in info.value.diagnostics]


def test_string_data_directives_are_a_clear_located_error():
    source = ("#define STR(x) #x\nkernel k\n  .ascii STR(hello)\n  .asciz __file__\n  .string \"text\"\n"
              "  .ascii plain\n  s_endpgm\nendkernel\n")
    errors = build_errors(source)
    assert [(line, col) for line, col, _, _ in errors] == [(3, 3), (4, 3), (5, 3), (6, 3)]
    assert all(message.startswith("string data (") and "not supported yet" in message and ".byte" in message
               for _, _, message, _ in errors)
    assert "'.asciz'" in errors[1][2]


def test_string_data_in_macros_and_loops_is_reported_at_each_expansion():
    source = "#macro M(a)\n  .ascii #a\n#endm\nM(x)\nM(x)\n__for__(i in [0..1], .asciz \"i\")\n"
    with pytest.raises(AssemblyError) as info:
        expand(source)
    found = [(d.loc.line, d.loc.column, [(n.loc.line, n.message) for n in d.notes]) for d in info.value.diagnostics]
    assert found == [(2, 3, [(4, "in expansion of macro 'M'")]), (2, 3, [(5, "in expansion of macro 'M'")]),
                     (6, 22, [(6, "in __for__ iteration i=0")]), (6, 22, [(6, "in __for__ iteration i=1")])]


def test_a_string_operand_is_reported_at_the_place_it_was_written():
    source = "#define S(x) #x\nkernel k\n  s_mov_b32 s0, S(abc)\n  s_mov_b32 s1, __file__\n  s_endpgm\nendkernel\n"
    errors = build_errors(source)
    assert [(line, col) for line, col, _, _ in errors][:1] == [(3, 17)]
    assert '"abc"' in errors[0][2]
