"""The compiler is the oracle (issue 17): clang's output as emitted gives no missing-waitcnt / hazard warning, and
taking out one compiler-inserted `s_waitcnt` or `s_nop` makes masm warn (checked here on a deterministic sample;
tools/checks_oracle.py measures the whole corpus per arch)."""
from __future__ import annotations

import os
import sys
import zlib

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "compiler"))

from compiler_corpus import corpus_files  # noqa: E402
from deletions import deletions, encoded_lines, warnings_of  # noqa: E402

FILES = corpus_files()


@pytest.mark.parametrize("entry", FILES, ids=lambda e: e.name)
def test_compiler_output_gives_no_warning(entry):
    found = [d for lines in encoded_lines(entry.text(), entry.arch, entry.name) for d in warnings_of(lines, entry.arch)]
    assert [f"{d.line}: {d.message}" for d in found] == []


def _sampled(i, line) -> bool:
    """One deletion in eight, chosen by the line's text and place (the same sample on every run)."""
    return zlib.crc32(f"{line.loc.line}:{line.text}".encode()) % 8 == 0


SAMPLE = [e for e in FILES if e.clang == "clang14" or e.arch in ("gfx940", "gfx942")]


def test_deleted_compiler_waits_are_reported():
    deleted = reported = 0
    missed = []
    for entry in SAMPLE:
        _, dels = deletions(entry.text(), entry.arch, entry.name,
                            only=lambda i, ln: ln.text.startswith("s_waitcnt") and _sampled(i, ln))
        for d in dels:
            if d.idle:                      # waits for nothing outstanding on any path: truly redundant
                continue
            deleted += 1
            reported += d.reported
            if not d.reported:
                missed.append(f"{d.file}:{d.line}: {d.text}")
    assert deleted > 150
    assert reported >= 0.95 * deleted, missed
