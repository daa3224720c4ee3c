"""Benchmark: what the static checks (masm/checks: missing waits, hazards) add to `masm build` on the
60,000-instruction plain file of tools/bench_plain.py.

    python tools/bench_checks.py [--arch gfx900] [--count 60000] [--repeat 5]

Paired in one process, taking turns: the whole build (`masm.api.build`, checks included) and the checks alone on the
same encoded lines (`masm.checks.check_lines`, cold caches each time).  Prints the best of --repeat of each and the
share the checks add to the build without them.  The machine may be shared: the figures of one run are taken in
turns so that a load affects both alike.
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tools"))

from bench_plain import make_source  # noqa: E402


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arch", default="gfx900")
    ap.add_argument("--count", type=int, default=60000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)
    from masm import api
    from masm.checks import cfg, check_lines, hazards
    from masm.diagnostics import DiagnosticSink
    from masm.pipeline import collect_front_end, encode_lines
    source = make_source(args.count, args.seed, args.arch)
    sink = DiagnosticSink()
    front = collect_front_end(source, args.arch, filename="bench.s", sink=sink)
    lines, _ = encode_lines(front.kernels[0].lowered, args.arch, sink)
    build_times, check_times = [], []
    warnings = 0
    for _ in range(args.repeat):
        cfg._FACTS.clear()
        gc.collect()
        t = time.perf_counter()
        program = api.build(source, args.arch, filename="bench.s")
        build_times.append(time.perf_counter() - t)
        cfg._FACTS.clear()
        gc.collect()
        t = time.perf_counter()
        found = check_lines(lines, args.arch)
        check_times.append(time.perf_counter() - t)
        warnings = len(found)
    build, checks = min(build_times), min(check_times)
    print(f"{args.count} instructions, {args.arch}: build {build:.3f} s (checks included), checks alone "
          f"{checks:.3f} s ({warnings} warnings on this random code) -> the checks add "
          f"{100 * checks / (build - checks):.1f}% to the build without them (target <= 20%)")
    del program, hazards
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
