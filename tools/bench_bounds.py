#!/usr/bin/env python3
"""Run pathological sources (exponential growth through macros, #defines, __for__, pasting, stringizing, includes)
through `masm expand` in cold processes and print, for each, the wall time, CPU time and peak memory of the process and
the first line of its error.  Every one must end with a located error within 2 s and under 1 GiB (the expansion budget,
docs/LANGUAGE.md#limits); the tests (tests/preprocess/test_preprocess_bounds.py) check the errors, this the cost.

With --limit it measures instead what reaching the statement limit costs: sources that unroll to 1,000,000
statements (the limit) through `masm build --format raw` and `masm expand`, each in a cold process.

The machine's speed is printed first (a fixed pure-Python loop in a cold process), so figures taken on a busy machine
can be compared: on a machine where the loop takes 0.4 s, divide by (loop time / 0.4).

Run: python tools/bench_bounds.py [--only NAME] [--timeout SECONDS] [--limit]
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _nested(head: str, inner: str, depth: int) -> str:
    return head * depth + inner + ")" * depth


def _chain(count: int, body) -> str:
    return "".join(body(k) for k in range(count))


# name -> {file name: text}; the first file is expanded
SHAPES: dict[str, dict[str, str]] = {
    # the six of issue 13
    "macro_doubling_nested": {"m.masm": "#macro D(x)\n  x x\n#endm\n" + _nested("D(", "s_nop 0", 40) + "\n"},
    "macro_chain_twice": {"m.masm": _chain(40, lambda k: f"#macro M{k}()\n  M{k + 1}() M{k + 1}()\n#endm\n")
                          + "#macro M40()\n  s_nop 0\n#endm\nM0()\n"},
    "macro_recursive_doubling_argument": {"m.masm": "#macro R(n)\n  R(n n)\n#endm\nR(s_nop)\n"},
    "define_doubling_nested": {"m.masm": "#define D(x) x x\n" + _nested("D(", "s_nop 0", 40) + "\n"},
    "define_object_doubling": {"m.masm": "#define A0 1\n" + _chain(60, lambda k: f"#define A{k + 1} (A{k}+A{k})\n")
                               + "s_mov_b32 s0, ![A60]\n"},
    "for_nested_200": {"m.masm": "".join(f"__for__(i{k} in [0..1], " for k in range(200)) + "s_nop 0"
                       + ")" * 200 + "\n"},
    # more shapes of the same growth
    "macro_chain_twice_counter": {"m.masm": _chain(40, lambda k: f"#macro M{k}()\n  M{k + 1}() M{k + 1}()\n#endm\n")
                                  + "#macro M40()\n  s_nop __counter__\n#endm\nM0()\n"},
    "macro_chain_twice_no_output": {"m.masm": _chain(40, lambda k: f"#macro M{k}()\n  M{k + 1}() M{k + 1}()\n#endm\n")
                                    + "#macro M40()\n#endm\nM0()\n"},
    "define_object_doubling_statements": {"m.masm": "#define A0 s_nop 0\n"
                                          + _chain(60, lambda k: f"#define A{k + 1} A{k} A{k}\n") + "A60\n"},
    "define_wide_base10": {"m.masm": "#define A0 s_nop 0\n"
                           + _chain(8, lambda k: f"#define A{k + 1} " + " ".join([f"A{k}"] * 10) + "\n") + "A8\n"},
    "macro_wide_base10_counter": {"m.masm": "#macro A0\n  s_nop __counter__\n#endm\n"
                                  + _chain(8, lambda k: f"#macro A{k + 1}\n  " + " ".join([f"A{k}"] * 10)
                                           + "\n#endm\n") + "A8\n"},
    "stringize_doubling": {"m.masm": "#macro Q(x)\n  Q(#x #x)\n#endm\nQ(a)\n"},
    "paste_doubling": {"m.masm": "#macro P(x)\n  P(x##x)\n#endm\nP(ab)\n"},
    "paste_doubling_defines": {"m.masm": "#define P0(x) s_nop x\n"
                               + _chain(40, lambda k: f"#define P{k + 1}(x) P{k}(x##x)\n") + "P40(1)\n"},
    "splice_doubling": {"m.masm": "#define B0 1\n" + _chain(60, lambda k: f"#define B{k + 1} ![B{k}+B{k}]\n")
                        + "s_nop B60\n"},
    "splice_recursion": {"m.masm": "#macro S(n)\n  s_nop ![S(n) + S(n)]\n#endm\nS(1)\n"},
    "if_text_doubling": {"m.masm": "#macro I(n)\n  __if__(1, I(n) I(n))\n#endm\nI(1)\n"},
    "for_in_recursion": {"m.masm": "#macro L(n)\n  __for__(i in [0..1], L(n) s_nop i)\n#endm\nL(1)\n"},
    "for_nested_60": {"m.masm": "".join(f"__for__(i{k} in [0..1], " for k in range(60)) + "s_nop 0"
                      + ")" * 60 + "\n"},
    "for_huge_count": {"m.masm": "__for__(i in [0..999999999999], s_nop i)\n"},
    "variadic_doubling": {"m.masm": "#macro V(a...)\n  V(a, a)\n#endm\nV(s_nop 0)\n"},
    "include_twice_nested": dict([("m.masm", '#include "f0.inc"\n')] +
                                 [(f"f{k}.inc", f'#include "f{k + 1}.inc"\n#include "f{k + 1}.inc"\n')
                                  for k in range(31)] + [("f31.inc", "s_nop 0\n")]),
    "include_itself": {"m.masm": '#include "m.masm"\n'},
}


# sources that unroll to exactly the statement limit (1,000,000 statements with the final s_endpgm)
AT_THE_LIMIT = {
    "plain loop, 1,000,000 statements": "__for__(i in [0..999998], v_add_u32 v1, v2, v3)\ns_endpgm\n",
    "macro in a loop, 1,000,000 statements": "#macro STEP(i)\n  v_add_u32 v1, v2, v![i % 200]\n  s_nop 0\n#endm\n"
                                             "__for__(i in [0..499998], STEP(i))\ns_endpgm\n",
}


def calibrate() -> float:
    """Seconds a cold Python process takes for a fixed loop (the machine's speed now)."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "x = 0\nfor i in range(10_000_000):\n    x += i\n"], check=True)
    return time.perf_counter() - start


def run_shape(files: dict[str, str], timeout: float, command=("expand",)) -> tuple[float, float, float, str]:
    """(wall s, CPU s, peak RSS MiB, first line of stderr) of `masm expand` (or `command`) on the first file, in a
    cold process."""
    with tempfile.TemporaryDirectory() as folder:
        for name, text in files.items():
            Path(folder, name).write_text(text)
        main = str(Path(folder, next(iter(files))))
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        with open(Path(folder, "stderr.txt"), "w+b") as err:
            start = time.perf_counter()
            argv = [arg.replace("{folder}", folder) for arg in command]
            proc = subprocess.Popen([sys.executable, "-m", "masm.cli", *argv, main], stdout=subprocess.DEVNULL,
                                    stderr=err, env=env, cwd=folder)
            while True:   # wait4 gives this child's own CPU time and peak memory
                pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
                wall = time.perf_counter() - start
                if pid:
                    proc.returncode = os.waitstatus_to_exitcode(status)
                    break
                if wall > timeout:
                    proc.kill()
                    os.wait4(proc.pid, 0)
                    proc.returncode = -9
                    return wall, float("nan"), float("nan"), "TIMEOUT"
                time.sleep(0.005)
            err.seek(0)
            lines = err.read().decode(errors="replace").splitlines()
    first = lines[0] if lines else f"(exit {proc.returncode}, no message)"
    if proc.returncode == 0:
        first = "(no error)"
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, first.replace(folder + "/", "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="run only the shapes whose name contains this")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds before a run counts as a hang")
    parser.add_argument("--limit", action="store_true", help="measure sources that unroll to the statement limit")
    options = parser.parse_args()
    print(f"calibration: a 10-million-step Python loop in a cold process takes {calibrate():.2f} s here")
    if options.limit:
        print(f"{'source':40} {'command':26} {'wall s':>7} {'CPU s':>6} {'RSS MiB':>8}  outcome")
        for name, text in AT_THE_LIMIT.items():
            for label, command in (("masm build --format raw", ("build", "--format", "raw", "--quiet", "-o",
                                                                 "{folder}/out.bin")),
                                   ("masm expand", ("expand",))):
                wall, cpu, rss, first = run_shape({"limit.masm": text}, options.timeout * 20, command)
                print(f"{name:40} {label:26} {wall:7.1f} {cpu:6.1f} {rss:8.0f}  {first[:60]}", flush=True)
        return
    print(f"{'shape':38} {'wall s':>7} {'CPU s':>6} {'RSS MiB':>8}  error")
    worst = 0.0
    for name, files in SHAPES.items():
        if options.only and options.only not in name:
            continue
        wall, cpu, rss, first = run_shape(files, options.timeout)
        worst = max(worst, wall)
        print(f"{name:38} {wall:7.2f} {cpu:6.2f} {rss:8.0f}  {first[:110]}", flush=True)
    print(f"slowest: {worst:.2f} s wall")


if __name__ == "__main__":
    main()
