"""Print masm's agreement with llvm-mc 14 on the corpus made from LLVM's MC tests (tests/corpus/llvm_mc/).

    python tools/llvm_mc_agreement.py [--held-out | --training] [--show N] [ARCH ...]

--held-out counts only the one line in five set aside before masm was fixed against the corpus (see
tests/isa/llvm_mc_corpus.py: held_out); --training the others.  Lines listed in deliberate.tsv count as agreeing.
"""
from __future__ import annotations

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests", "isa"))

from llvm_mc_corpus import ARCHES, disagreements, held_out, load, load_deliberate  # noqa: E402


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("arches", nargs="*", default=list(ARCHES))
    group = ap.add_mutually_exclusive_group()
    group.add_argument("--held-out", action="store_true")
    group.add_argument("--training", action="store_true")
    ap.add_argument("--show", type=int, default=20, help="print up to N disagreements per arch")
    args = ap.parse_args(argv)
    deliberate = load_deliberate()
    for arch in args.arches:
        rows = load(arch)
        if args.held_out:
            rows = [r for r in rows if held_out(r)]
        elif args.training:
            rows = [r for r in rows if not held_out(r)]
        bad = [b for b, r in zip(disagreements(arch, rows), rows)] if False else disagreements(arch, rows)
        bad = [b for b in bad if not any((arch, r.text) in deliberate and repr(r.text) in b for r in rows[:0])]
        listed = sum(1 for r in rows if (arch, r.text) in deliberate)
        bad = [b for b in bad if not _is_deliberate(b, arch, deliberate)]
        n = len(rows)
        print(f"{arch}: {n - len(bad)}/{n} agree ({100 * (n - len(bad)) / max(n, 1):.2f}%), "
              f"{listed} deliberate differences listed")
        for b in bad[:args.show]:
            print("   ", b)
    return 0


def _is_deliberate(description: str, arch: str, deliberate: dict) -> bool:
    return any(a == arch and f" {text!r}: " in description for a, text in deliberate)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
