#!/usr/bin/env python3
"""Benchmark the preprocessor: expand a macro source that unrolls to 60,000+ instructions and print lines/s.

Also preprocesses a 60,000-line macro-free plain file (tools/bench_plain.py's source) with and without the plain-line
fast path (masm/preprocess/plain_lines.py) and prints input lines/s.

Run: python tools/bench_expand.py [--repeat N]
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from masm.preprocess import plain_lines, preprocess  # noqa: E402

# A Groestl-like kernel shape: table lookups and xors per column, rounds unrolled by __for__, macros calling macros.
# Every ROUND invocation has different arguments (base offsets), so no expansion is a repeat of an earlier one.
UNIQUE_ROUNDS = r"""
#define COLUMNS 8
#define ROUNDS 14

#macro LOAD_T(dst, idx, tab)
  v_bfe_u32 v[idx], dst, ![8*0], 8
  v_lshlrev_b32 v[idx], 2, v[idx]
  ds_read_b32 v[idx], v[idx] offset:tab*1024
#endm

#macro XOR_COL(acc, x, n)
  __for__(k in [0..n-1], v_xor_b32 acc[k], acc[k], x[k])
#endm

#macro MIX(a, g, base)
  __for__(c in [0..COLUMNS-1],
    v_xor_b32 a[c*2], g[c*2], v[c+base]
    v_xor_b32 a[c*2+1], g[c*2+1], v[c+base+8]
    v_add_u32 v[c+base], vcc, 1, v[c+base]
  )
  XOR_COL(a, g, 16)
#endm

#macro ROUND(r, a, g, base)
  s_mov_b32 s[r % 8 + 10], ![r * $10 + base]
  LOAD_T(v1, 20, 3)
  MIX(a, g, base)
  __for__(i in [0..31], v_perm_b32 v[i+64], v[i+65], v[i+66], s[base % 90])
  __for__(j := 0 to 47 step 1, v_add_co_u32 v[j+100], vcc, v[j+100], v[j+base])
  s_waitcnt lgkmcnt(0)
#endm

__for__(rep in [0..34],
  __for__(r in [0..ROUNDS-1], ROUND(r, v, v, rep*ROUNDS+r))
  @loop![rep]:
  s_cbranch_scc0 @loop![rep]
)
"""

# The same kernel where the 14 rounds repeat with the same arguments (as unrolled loops of identical rounds do):
# repeated invocations reuse their recorded expansion.
REPEATED_ROUNDS = UNIQUE_ROUNDS.replace("ROUND(r, v, v, rep*ROUNDS+r)", "ROUND(r, v, v, r)")

BENCH_SOURCES = {"unique invocations": (UNIQUE_ROUNDS, "bench.masm"),
                 "repeated invocations": (REPEATED_ROUNDS, "bench.masm")}
_GROESTL = Path(__file__).resolve().parent.parent / "samples" / "groestl" / "groestl_unrolled.masm"
if _GROESTL.is_file():  # the real kernel, when the samples are there
    BENCH_SOURCES["samples/groestl/groestl_unrolled.masm"] = (_GROESTL.read_text(), str(_GROESTL))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs; the best is reported")
    parser.add_argument("--profile", action="store_true", help="print a cProfile of one run")
    options = parser.parse_args()
    if options.profile:
        import cProfile
        cProfile.run("preprocess(UNIQUE_ROUNDS, filename='bench.masm', arch='gfx900')", sort="tottime")
        return
    preprocess("s_nop 0", filename="warmup.masm", arch="gfx900")  # loads the ISA table once
    for name, (source, filename) in BENCH_SOURCES.items():
        best_wall = best_cpu = float("inf")
        count = 0
        for _ in range(options.repeat):
            wall, cpu = time.perf_counter(), time.process_time()
            statements = preprocess(source, filename=filename, arch="gfx900")
            best_wall = min(best_wall, time.perf_counter() - wall)
            best_cpu = min(best_cpu, time.process_time() - cpu)
            count = len(statements)
        print(f"{name}: {count} statements, {count / best_wall:,.0f} lines/s wall ({best_wall * 1000:.0f} ms), "
              f"{count / best_cpu:,.0f} lines/s of CPU time ({best_cpu * 1000:.0f} ms); best of {options.repeat}")
    plain_file(options.repeat)


def plain_file(repeat: int) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_plain import make_source
    source = make_source(60000, 1)
    lines = source.count("\n") + 1
    for label, enabled in (("plain file, plain-line fast path", True), ("plain file, general path", False)):
        saved = plain_lines.ENABLED
        plain_lines.ENABLED = enabled
        try:
            best_wall = best_cpu = float("inf")
            for _ in range(repeat):
                wall, cpu = time.perf_counter(), time.process_time()
                statements = preprocess(source, filename="plain.s", arch="gfx900")
                best_wall = min(best_wall, time.perf_counter() - wall)
                best_cpu = min(best_cpu, time.process_time() - cpu)
        finally:
            plain_lines.ENABLED = saved
        print(f"{label}: {lines} lines -> {len(statements)} statements, {lines / best_wall:,.0f} lines/s wall "
              f"({best_wall * 1000:.0f} ms), {lines / best_cpu:,.0f} lines/s of CPU time ({best_cpu * 1000:.0f} ms); "
              f"best of {repeat}")


if __name__ == "__main__":
    main()
