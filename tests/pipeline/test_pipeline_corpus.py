"""The committed llvm-mc corpus (tests/corpus/<arch>.s) through the whole pipeline — preprocessor, statements stage,
layout — as one file per architecture: the same bytes as llvm-mc, so nothing in front of the encoder changes a plain
line (`|-1.0|`, `0 div:2`, `v[4:5]` ...)."""
from __future__ import annotations

import os

import pytest

import masm

CORPUS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "corpus")


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx906", "gfx908", "gfx90a"])
def test_corpus_file_builds_byte_exact(arch):
    texts, want = [], bytearray()
    with open(os.path.join(CORPUS, f"{arch}.s")) as f:
        for line in f:
            if line.startswith("//") or not line.strip():
                continue
            text, _, hexs = line.rstrip("\n").rpartition("  // ")
            texts.append("  " + text)
            want += bytes.fromhex(hexs)
    code = masm.assemble("\n".join(texts) + "\n", arch, filename=f"{arch}.s")
    if code != want:
        offset = next(i for i in range(min(len(code), len(want))) if code[i] != want[i])
        pytest.fail(f"first difference at byte {offset} of {len(want)}")
