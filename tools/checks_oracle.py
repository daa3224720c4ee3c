"""Measure masm's static checks against the compiler corpus (tests/compiler): warnings on compiler output as emitted
(false positives, must be 0) and the share of compiler-inserted `s_waitcnt` / `s_nop` whose deletion masm reports.

    python tools/checks_oracle.py                 # per-arch figures over the whole corpus
    python tools/checks_oracle.py --misses        # also list every deletion masm does not report
    python tools/checks_oracle.py --arch gfx90a --clang clang14
"""
from __future__ import annotations

import argparse
import collections
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests", "compiler"))
sys.path.insert(0, os.path.join(ROOT, "tests", "checks"))

from compiler_corpus import corpus_files  # noqa: E402
from deletions import deletions  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arch")
    ap.add_argument("--clang")
    ap.add_argument("--source", help="only this kernel file (stem)")
    ap.add_argument("--misses", action="store_true")
    ap.add_argument("--idle", action="store_true", help="list the waits that wait for nothing")
    ap.add_argument("--false-positives", action="store_true")
    args = ap.parse_args()
    per = collections.defaultdict(lambda: collections.Counter())
    misses = []
    idle = []
    fps = []
    for entry in corpus_files(clang=args.clang, arch=args.arch):
        if args.source and entry.source != args.source:
            continue
        base, dels = deletions(entry.text(), entry.arch, entry.name)
        row = per[f"{entry.clang}/{entry.arch}"]
        row["files"] += 1
        row["false_positives"] += len(base)
        fps.extend(base)
        for d in dels:
            kind = d.text.split()[0]
            row[kind] += 1
            row[kind + "_reported"] += d.reported
            if not d.reported and d.idle:
                row[kind + "_idle"] += 1
                idle.append(d)
            elif not d.reported:
                misses.append(d)
    total = collections.Counter()
    print("deleting one compiler-inserted instruction: reported / deleted (reported / deleted that waited for "
          "something)")
    print(f"{'corpus':<18} {'files':>5} {'false+':>6} {'s_waitcnt':>30} {'s_nop':>14}")
    for key in sorted(per):
        r = per[key]
        total.update(r)
        print(_row(key, r))
    print(_row("all", total))
    if True:
        for d in fps[:50]:
            print(f"FALSE POSITIVE {d.loc.file}:{d.loc.line}: {d.message}")
    if args.misses:
        for d in misses:
            print(f"MISSED {d.file}:{d.line}: {d.text}")
    if args.idle:
        print(f"s_waitcnt that wait for nothing outstanding on any path (redundant): {len(idle)}")
        for d in idle:
            print(f"IDLE {d.file}:{d.line}: {d.text}")
    return 0


def _pct(a, b):
    return f"{a}/{b} {100 * a / b:5.1f}%" if b else "-"


def _row(key, r):
    busy = r['s_waitcnt'] - r['s_waitcnt_idle']
    waits = f"{_pct(r['s_waitcnt_reported'], r['s_waitcnt'])} ({_pct(r['s_waitcnt_reported'], busy)})"
    return (f"{key:<18} {r['files']:>5} {r['false_positives']:>6} "
            f"{waits:>30} {_pct(r['s_nop_reported'], r['s_nop']):>14}")


if __name__ == "__main__":
    sys.exit(main())
