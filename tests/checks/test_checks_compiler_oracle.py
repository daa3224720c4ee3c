"""The compiler is the oracle (issue 17): clang's output as emitted gives no missing-waitcnt / hazard warning, and
taking out one compiler-inserted `s_waitcnt` or `s_nop` makes masm warn (checked here on a fixed sample, per arch
and kind; tools/checks_oracle.py measures the whole corpus)."""
from __future__ import annotations

import collections
import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "compiler"))

from compiler_corpus import corpus_files  # noqa: E402
from deletions import encoded_lines, warnings_of  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "tools"))
from checks_oracle import measure, reason  # noqa: E402

FILES = corpus_files()


@pytest.mark.parametrize("entry", FILES, ids=lambda e: e.name)
def test_compiler_output_gives_no_warning(entry):
    found = [d for lines in encoded_lines(entry.text(), entry.arch, entry.name) for d in warnings_of(lines, entry.arch)]
    assert [f"{d.line}: {d.message}" for d in found] == []


SAMPLE_EVERY = 12        # one deletion in 12: every arch and kind, a fixed sample, a small share of the full sweep
SAMPLE_FILES = [e for e in FILES if e.opt == "O2" and (e.clang == "clang14" or e.arch in ("gfx940", "gfx942"))]


def test_deleted_compiler_waits_and_nops_are_reported():
    """On a fixed sample of the corpus's deletions (-O2 files: clang-14's for gfx8-gfx90a, clang-19's for gfx940 and
    gfx942): >= 95% of each kind reported overall, >= 90% per arch and kind (the sample is small per arch;
    tools/checks_oracle.py measures the whole corpus against 95% per arch)."""
    per, missed, _ = measure(SAMPLE_FILES, SAMPLE_EVERY)
    kinds = {k: collections.Counter() for k in ("waits", "nops")}
    arch_rows: dict = collections.defaultdict(collections.Counter)
    for (_, arch), row in per.items():
        arch_rows[arch].update(row)
        for k in kinds:
            kinds[k].update({"n": row[k], "ok": row[k + "_reported"]})
    shown = [f"{d.file}:{d.line}: {d.text} ({reason(d)})" for d in missed]
    assert kinds["waits"]["n"] > 200 and kinds["nops"]["n"] > 40, kinds
    for k, c in kinds.items():
        assert c["ok"] >= 0.95 * c["n"], (k, c, shown)
    for arch, row in arch_rows.items():
        for k in kinds:
            assert row[k + "_reported"] >= 0.90 * row[k], (arch, k, row, shown)
