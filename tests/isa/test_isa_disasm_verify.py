"""`disassemble` checks each instruction's text by encoding it again through the encoder's text cache and templates
(the fast lane) before the full encoder; on generated code it keeps exactly the instructions a check with the full
encoder alone keeps, and prints the same text."""
from __future__ import annotations

import os
import re

import pytest
from hypothesis import given, settings, strategies as st

from masm.diagnostics import AssemblyError, SourceLoc
from masm.isa import encoder
from masm.isa.decoder import decode, disassemble

CORPUS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "corpus")
LOC = SourceLoc("<reference>", 1, 1)
_HEX = re.compile(r"//\s*([0-9a-f]+)\s*$")


def corpus_words(arch: str) -> list[bytes]:
    with open(os.path.join(CORPUS, f"{arch}.s")) as f:
        return [bytes.fromhex(m.group(1)) for line in f if not line.startswith("//") and (m := _HEX.search(line))]


def full_encoder_disassembly(code: bytes, arch: str) -> str:
    """What `disassemble` must print, checked with the full encoder only (no cache, no template)."""
    lines, pos = [], 0
    while pos < len(code):
        d = None
        try:
            d = decode(code, arch, pos)
            if encoder._encode(d.text, arch, LOC, ()).data != code[pos:pos + d.size]:
                raise AssemblyError.at(LOC, "does not round-trip")
            lines.append(d.text)
            pos += d.size
        except AssemblyError:
            if d is not None and pos + d.size <= len(code):     # decoded: all its bytes as words, its text said
                data = code[pos:pos + d.size]
                words = ", ".join(f"0x{int.from_bytes(data[i:i + 4], 'little'):08x}" for i in range(0, len(data), 4))
                lines.append(f".long {words}  // {d.text} (kept as words: not written back by its text)")
                pos += d.size
                continue
            chunk = code[pos:pos + 4]
            lines.append(f".long 0x{int.from_bytes(chunk, 'little'):08x}" if len(chunk) == 4 else
                         ".byte " + ", ".join(f"0x{b:02x}" for b in chunk))
            pos += len(chunk)
    return "\n".join(lines) + ("\n" if lines else "")


@pytest.mark.parametrize("arch", ["gfx900", "gfx90a", "gfx942"])
@settings(max_examples=15, deadline=None, derandomize=True)
@given(data=st.data())
def test_disassemble_keeps_what_the_full_encoder_keeps(arch, data):
    words = corpus_words(arch)
    # a few instructions, each repeated with bits flipped: the same shapes come back with other numbers (what the
    # templates are built for), and some flips make words that do not round-trip
    picks = data.draw(st.lists(st.sampled_from(words), min_size=1, max_size=4))
    code = b""
    for word in picks:
        for _ in range(data.draw(st.integers(3, 12))):
            bits = data.draw(st.lists(st.integers(0, 8 * len(word) - 1), max_size=3))
            value = int.from_bytes(word, "little")
            for bit in bits:
                value ^= 1 << bit
            code += value.to_bytes(len(word), "little")
    encoder.clear_caches()
    assert disassemble(code, arch) == full_encoder_disassembly(code, arch)
