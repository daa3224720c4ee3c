"""gfx90a's image instructions take a data register of any size (llvm-mc 14 checks none there), so a word may name
data the dmask would run past v255: `image_load_mip v255, v176, s[0:7] dmask:0xc` is llvm-mc's.  The disassembler
printed the dmask's tuple, `v[255:256]`, which no assembler takes (tests/isa/test_llvm_live.py met it with a fresh
seed); it now writes the tuple up to the register file's end, a text that encodes back to the same bytes."""
from __future__ import annotations

import pytest

from masm.diagnostics import SourceLoc
from masm.isa.decoder import decode, disassemble
from masm.isa.encoder import encode

# (llvm-mc 14 -mcpu=gfx90a's bytes of each text)
CASES = [
    ("image_load_mip v255, v176, s[0:7] dmask:0xc slc", "000c04f2b0ff0000"),
    ("image_load v[254:255], v176, s[0:7] dmask:0xf", "000f00f0b0fe0000"),
    ("image_load v255, v176, s[0:7] dmask:0xc", "000c00f0b0ff0000"),
]


@pytest.mark.parametrize("text, data", CASES)
def test_data_past_v255_is_written_up_to_the_end(text, data):
    word = bytes.fromhex(data)
    assert encode(text, "gfx90a", SourceLoc("t", 1, 1)).data == word
    printed = decode(word, "gfx90a").text
    assert printed == text
    assert encode(printed, "gfx90a", SourceLoc("t", 1, 1)).data == word
    assert disassemble(word, "gfx90a").strip() == text


def test_data_within_the_file_keeps_the_dmask_tuple():
    word = encode("image_load v[10:11], v176, s[0:7] dmask:0xc", "gfx90a", SourceLoc("t", 1, 1)).data
    assert decode(word, "gfx90a").text == "image_load v[10:11], v176, s[0:7] dmask:0xc"
