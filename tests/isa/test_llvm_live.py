"""Differential test against the installed llvm-mc on fresh random instruction words (skipped without llvm-mc).

Each run draws new words (the seed is printed on failure), keeps those llvm-mc decodes and re-encodes unchanged,
and requires masm to assemble their text to the same bytes and to disassemble the bytes to text that re-assembles.
"""
from __future__ import annotations

import os
import random
import shutil
import sys

import pytest

from masm.diagnostics import SourceLoc
from masm.isa import decode, encode

TOOLS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "tools")

pytestmark = pytest.mark.skipif(shutil.which("llvm-mc") is None, reason="llvm-mc not found")


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx906", "gfx908", "gfx90a"])
def test_fresh_random_lines_match_llvm(arch):
    sys.path.insert(0, TOOLS)
    try:
        import gen_corpus
    finally:
        sys.path.remove(TOOLS)
    seed = random.randrange(1 << 30)
    lines = gen_corpus.generate(arch, per_form=1, seed=seed, max_words=1500)
    assert len(lines) > 150, f"seed {seed}: llvm-mc kept too few lines"
    bad = []
    for i, (text, want) in enumerate(lines, 1):
        try:
            got = encode(text, arch, SourceLoc("live", i, 1)).data
            back = encode(decode(want, arch).text, arch, SourceLoc("live", i, 1)).data
        except Exception as e:  # noqa: BLE001 - reported below
            got = back = f"{type(e).__name__}: {e}"
        if got != want or back != want:
            bad.append(f"{text!r}: want {want.hex()} got {got if isinstance(got, str) else got.hex()} "
                       f"disasm-reassembled {back if isinstance(back, str) else back.hex()}")
    assert not bad, f"seed {seed}, {len(bad)} of {len(lines)} differ:\n" + "\n".join(bad[:15])
