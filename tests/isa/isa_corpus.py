"""Reading the committed corpus (tests/corpus/<arch>.s: `TEXT  // HEX` per line)."""
from __future__ import annotations

import os

CORPUS_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "corpus")
from masm.targets import ARCHES  # noqa: E402  (every target has a corpus)


def load_corpus(arch: str) -> list[tuple[str, bytes]]:
    out = []
    with open(os.path.join(CORPUS_DIR, f"{arch}.s")) as f:
        for line in f:
            if line.startswith("//") or not line.strip():
                continue
            text, _, hexs = line.rstrip("\n").rpartition("  // ")
            out.append((text, bytes.fromhex(hexs)))
    return out


def first_mismatches(lines: list[tuple[str, bytes]], encode_line, limit: int = 10) -> list[str]:
    """Encode line by line to name the lines that differ (used only when a whole-file comparison failed)."""
    bad = []
    for i, (text, want) in enumerate(lines, 1):
        try:
            got = encode_line(text, i)
        except Exception as e:  # noqa: BLE001 - reported, not swallowed
            got = f"{type(e).__name__}: {e}"
        if got != want:
            bad.append(f"line {i}: {text!r}: want {want.hex()} got {got.hex() if isinstance(got, bytes) else got}")
            if len(bad) >= limit:
                break
    return bad
