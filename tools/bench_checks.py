"""Benchmark: what the static checks (masm/checks: missing waits, hazards, and the report's register pressure) add
to `masm build` on the 60,000-instruction plain file of tools/bench_plain.py (issue 17: at most 20%).

    python tools/bench_checks.py [--arch gfx900] [--count 60000] [--repeat 5] [--no-cold]

Two measurements, each paired (the variants take turns, the fastest of --repeat runs of each counts, so a load on
the shared machine falls on all alike):
- cold processes: `masm build --format raw` as a command, the same command with the checks and the pressure turned
  off (a wrapper replaces `pipeline.static_checks` and `report._pressure` before running the CLI), and
  `llvm-mc -filetype=obj` for scale;
- in-process: `masm.api.build` with and without the checks, and the checks alone (`check_lines` plus
  `kernel_pressure` on the encoded lines, cold caches), with the cycle collector off as in the command; then the
  checks by part (facts and graph, missing waits, expcnt, hazards, pressure, the warnings made, and the warnings
  filtered and rendered as the command does).
The share printed is (with - without) / without.  Wall and CPU seconds are both shown: on a busy machine the CPU
time is the steadier figure.
"""
from __future__ import annotations

import argparse
import gc
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tools"))

from bench_plain import make_source  # noqa: E402
from installed_masm import MODES, describe, masm_command, masm_cwd, masm_env, masm_python  # noqa: E402

# the CLI with the static checks and the report's pressure turned off (what the build costs without them)
_WITHOUT_CHECKS = ("import sys; import masm.pipeline as p, masm.report as r; "
                   "p.static_checks = lambda lines, arch, *a, **k: []; r._pressure = lambda arch, placed: None; "
                   "from masm.cli import entry; sys.argv[0] = 'masm'; entry()")


def _best(variants: dict, repeat: int) -> dict:
    """{name: (wall s, CPU s)} of each `variants[name]()` (which returns its CPU seconds), fastest of `repeat`."""
    best: dict = {}
    for _ in range(repeat):
        for name, run in variants.items():
            gc.collect()
            gc.disable()                    # as the masm command runs (masm.cli.entry turns the collector off)
            try:
                t = time.perf_counter()
                cpu = run()
                wall = time.perf_counter() - t
            finally:
                gc.enable()
            old = best.get(name)
            best[name] = (min(wall, old[0]), min(cpu, old[1])) if old else (wall, cpu)
    return best


def _child(args: list, env: dict, cwd: str | None = None):
    def run() -> float:
        before = os.times()
        done = subprocess.run(args, capture_output=True, env=env, cwd=cwd)
        if done.returncode != 0:
            raise SystemExit(f"{' '.join(args[:4])} failed: {done.stderr.decode()[:500]}")
        after = os.times()
        return (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return run


def _in_process(fn):
    def run() -> float:
        c = time.process_time()
        fn()
        return time.process_time() - c
    return run


def _share(with_: tuple, without: tuple) -> str:
    return f"+{100 * (with_[0] - without[0]) / without[0]:.1f}% wall, +{100 * (with_[1] - without[1]) / without[1]:.1f}% CPU"


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arch", default="gfx900")
    ap.add_argument("--count", type=int, default=60000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--no-cold", action="store_true", help="only the in-process figures")
    ap.add_argument("--python", choices=MODES, default="wheel",
                    help="the cold commands' masm: installed from its wheel in a venv of its own (default), or this "
                         "interpreter and the checkout (tools/installed_masm.py)")
    args = ap.parse_args(argv)
    import masm.pipeline as pipeline
    import masm.report as report
    from masm import api
    from masm.checks import cfg, check_lines
    from masm.checks.pressure import kernel_pressure
    from masm.diagnostics import DiagnosticSink
    source = make_source(args.count, args.seed, args.arch)
    print(f"{args.count} instructions, {args.arch} (tools/bench_plain.py's file); fastest of {args.repeat}, "
          f"variants taking turns; load average {os.getloadavg()[0]:.1f}")
    rows = []
    if not args.no_cold:
        env = masm_env(args.python)
        if args.python == "current":
            env["PYTHONPATH"] = ROOT + os.pathsep + os.environ.get("PYTHONPATH", "")
        python, cwd = masm_python(args.python), masm_cwd(args.python)
        rows.append(f"  cold: {describe(args.python)}")
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "bench.s")
            with open(path, "w") as f:
                f.write(source)
            build = ["build", path, "--arch", args.arch, "--format", "raw", "-o", os.path.join(tmp, "out.bin")]
            variants = {"masm build --format raw": _child([*masm_command(args.python), *build], env, cwd),
                        "  without the checks": _child([python, "-c", _WITHOUT_CHECKS, *build], env, cwd)}
            llvm = shutil.which("llvm-mc")
            if llvm:
                variants["llvm-mc -filetype=obj"] = _child(
                    [llvm, "-arch=amdgcn", f"-mcpu={args.arch}", "-filetype=obj", path, "-o",
                     os.path.join(tmp, "out.o")], env)
            _child([*masm_command(args.python), *build], env, cwd)()       # fills the bytecode cache
            cold = _best(variants, args.repeat)
        for name, (wall, cpu) in cold.items():
            rows.append(f"  cold  {name:<28} {wall:7.3f} s wall {cpu:7.3f} s CPU")
        rows.append(f"  cold  the checks add {_share(cold['masm build --format raw'], cold['  without the checks'])}"
                    " (target <= 20%)")
        if llvm:
            w, m = cold["masm build --format raw"], cold["llvm-mc -filetype=obj"]
            rows.append(f"  cold  masm build / llvm-mc: {w[0] / m[0]:.2f}x wall")
    sink = DiagnosticSink()
    front = pipeline.collect_front_end(source, args.arch, filename="bench.s", sink=sink)
    lines, _ = pipeline.encode_lines(front.kernels[0].lowered, args.arch, sink)
    static_checks, pressure = pipeline.static_checks, report._pressure
    found: list = []

    def without():
        pipeline.static_checks, report._pressure = (lambda lines, arch, *a, **k: []), (lambda arch, placed: None)
        try:
            api.build(source, args.arch, filename="bench.s")
        finally:
            pipeline.static_checks, report._pressure = static_checks, pressure

    def alone():
        cfg._FACTS.clear()
        cfg._LAST.clear()
        found[:] = check_lines(lines, args.arch)
        kernel_pressure(lines, args.arch)

    warm = _best({"build": _in_process(lambda: api.build(source, args.arch, filename="bench.s")),
                  "  without the checks": _in_process(without),
                  "  the checks and pressure alone": _in_process(alone)}, args.repeat)
    for name, (wall, cpu) in warm.items():
        rows.append(f"  in-process {name:<31} {wall:7.3f} s wall {cpu:7.3f} s CPU")
    rows.append(f"  in-process the checks add {_share(warm['build'], warm['  without the checks'])} "
                f"({len(found)} warnings on this random code)")
    rows.extend(_phases(lines, args.arch, source, args.repeat))
    print("\n".join(rows))
    return 0


def _phases(lines, arch: str, source: str, repeat: int) -> list:
    """Where the checks' time goes, in-process, caches cold as in a command (CPU s, fastest of `repeat`): the
    facts and the graph; the missing waits' counts, entry states and reporting walks (messages made); expcnt (only
    on code with GDS/GWS/export instructions); the hazards; the pressure; the warnings made (`check_lines` less the
    analyses) and filtered and rendered as the command does (`silenced`, `finish_diagnostics`, `render`)."""
    import io

    import masm.checks as checks
    from masm import pipeline
    from masm.checks import cfg, dataflow
    from masm.checks.expcnt import LateOperandReads, uses_expcnt
    from masm.checks.hazards import MissingWaitStates
    from masm.checks.pressure import pressure
    from masm.checks.waitcnt import MissingWaits
    from masm.columns import SourceColumns
    from masm.render import render_diagnostics
    from masm.targets import target
    tgt = target(arch)
    graph_of: list = []
    warned: list = []
    report = (lambda *a, **k: None)

    def graph():
        cfg._FACTS.clear()
        cfg._LAST.clear()
        graph_of[:] = [cfg.build_graph(lines, arch)]

    def waits():
        g = graph_of[0]
        g.order = None
        dataflow.solve(g, MissingWaits(tgt.isa.vmcnt_max,
                                       barrier_drains_lds=checks._barriers_draining_lds(tgt, lines, g)), report)

    def expcnt():
        g = graph_of[0]
        maybe = [g.instrs[i].facts for kind, at in g.by_kind.items() if kind[1] == "ds" or kind[2] == "EXP" for i in at]
        if any(uses_expcnt(f) for f in maybe):        # (as check_lines asks)
            dataflow.solve(g, LateOperandReads(), report)

    def hazards():
        dataflow.solve(graph_of[0], MissingWaitStates(tgt.hazards, soft_clauses=checks._xnack_on(tgt, lines)),
                       report)

    def warnings():                                     # the whole of check_lines (its graph kept)
        warned[:] = checks.check_lines(lines, arch, tgt=tgt)

    def shown():
        kept = checks.silenced(warned, checks.file_reader("bench.s", source))
        render_diagnostics(pipeline.finish_diagnostics(kept, SourceColumns("bench.s", source)), io.StringIO())

    parts = {"facts and graph": graph, "missing waits": waits, "expcnt": expcnt, "hazards": hazards,
             "pressure": lambda: pressure(graph_of[0]), "check_lines": warnings,
             "warnings filtered, rendered": shown}
    best = _best({name: _in_process(fn) for name, fn in parts.items()}, repeat)
    made = best["check_lines"][1] - sum(best[name][1] for name in ("missing waits", "expcnt", "hazards"))
    rows = ["  in-process, by part (CPU s; caches cold):"]
    for name, label in (("facts and graph", "facts and graph"), ("missing waits", "missing waits (messages made)"),
                        ("expcnt", "expcnt"), ("hazards", "hazards"), ("pressure", "pressure")):
        rows.append(f"    {label:<48} {best[name][1]:7.3f}")
    rows.append(f"    {'the warnings made (check_lines less the above)':<48} {made:7.3f}")
    rows.append(f"    {'the warnings filtered and rendered':<48} {best['warnings filtered, rendered'][1]:7.3f}")
    return rows


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
