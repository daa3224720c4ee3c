"""Print masm's agreement with llvm-mc on the corpus made from LLVM's MC tests (tests/corpus/llvm_mc/).

    python tools/llvm_mc_agreement.py [--held-out | --training] [--show N] [ARCH ...]

--held-out counts only the lines of the test files set aside before masm was fixed against the corpus
(tests/isa/llvm_mc_corpus.py: held_out_file) and prints figures only, never the lines; --training counts the
others.  Lines listed in deliberate.tsv count as agreeing.
"""
from __future__ import annotations

import argparse
import collections
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests", "isa"))

from llvm_mc_corpus import available_arches, compare, held_out, load, load_deliberate  # noqa: E402


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("arches", nargs="*")
    group = ap.add_mutually_exclusive_group()
    group.add_argument("--held-out", action="store_true")
    group.add_argument("--training", action="store_true")
    ap.add_argument("--show", type=int, default=20, help="print up to N disagreements per arch")
    args = ap.parse_args(argv)
    deliberate = load_deliberate()
    for arch in args.arches or available_arches():
        rows = load(arch)
        if args.held_out:
            rows = [r for r in rows if held_out(r)]
        elif args.training:
            rows = [r for r in rows if not held_out(r)]
        listed = [r for r in rows if (arch, r.text) in deliberate]
        diffs = [d for d in compare(arch, rows) if (arch, d.row.text) not in deliberate]
        kinds = collections.Counter(d.kind for d in diffs)
        n = len(rows)
        print(f"{arch}: {n - len(diffs)}/{n} agree ({100 * (n - len(diffs)) / max(n, 1):.2f}%), "
              f"{len(listed)} deliberate differences listed; " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
        if not args.held_out:
            for d in diffs[:args.show]:
                print("   ", d.describe(arch))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
