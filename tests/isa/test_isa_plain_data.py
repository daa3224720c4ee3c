"""masm.isa.plain (the ISA layer's assembler that tools and tests use) makes each data directive as wide as the
pipeline does: `.word` was 4 bytes there and 2 in every build (docs/LANGUAGE.md)."""
import pytest

import masm
from masm.isa.plain import assemble_plain

DIRECTIVES = [".byte 1, 2", ".short 0x1234", ".hword 0x1234", ".value 0x1234", ".word 0x1234, 7", ".long 0x12345678",
              ".int 5", ".quad 0x1122334455667788", "db 7", "dw 0x1234", "dd 5", "dq 9"]


@pytest.mark.parametrize("directive", DIRECTIVES)
def test_data_is_as_wide_as_the_pipeline_makes_it(directive):
    source = "s_nop 0\n" + directive + "\n"
    assert assemble_plain(source, "gfx900") == masm.assemble(source, "gfx900")


def test_word_is_two_bytes():
    assert assemble_plain(".word 0x1234\n", "gfx900") == bytes.fromhex("3412")
