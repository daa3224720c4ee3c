"""MTBUF's third cache bit (bit 53 of the instruction): CDNA3's sc1, gfx90a's scc.  Bytes from llvm-mc 19
(`-mcpu=gfx940` / `gfx942`); masm refused sc1 on tbuffer instructions and read the bit nowhere.  On gfx90a llvm-mc 14
prints `scc` but does not take it, so a word with the bit set is disassembled as the `.long` words of all its bytes
(it was one word, and the next read as another instruction)."""
from __future__ import annotations

import pytest

from masm.diagnostics import SourceLoc
from masm.isa.decoder import decode, disassemble
from masm.isa.encoder import encode

LOC = SourceLoc("<test>", 1, 1)
LOAD = "tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32] offset:4"


@pytest.mark.parametrize("arch", ["gfx940", "gfx941", "gfx942"])
@pytest.mark.parametrize("bits, hexbytes", [
    ("sc1", "04 00 20 e8 00 01 21 01"),
    ("sc0 nt sc1", "04 40 20 e8 00 01 61 01"),
    ("", "04 00 20 e8 00 01 01 01"),
])
def test_cdna3_tbuffer_sc1_is_bit_53(arch, bits, hexbytes):
    text = f"{LOAD} {bits}".rstrip()
    data = bytes.fromhex(hexbytes)
    assert encode(text, arch, LOC).data == data
    assert decode(data, arch, 0).text == text
    assert disassemble(data, arch) == text + "\n"


def test_gfx90a_scc_of_a_tbuffer_is_read_and_kept_as_words():
    data = bytes.fromhex("04 00 20 e8 00 01 21 01") + bytes.fromhex("00 00 81 bf")      # ... scc; s_endpgm
    assert decode(data, "gfx90a", 0).text == f"{LOAD} scc"
    assert disassemble(data, "gfx90a").splitlines() == [
        f".long 0xe8200004, 0x01210100  // {LOAD} scc (kept as words: not written back by its text)", "s_endpgm"]
