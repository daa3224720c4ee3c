"""Compile kernels masm has never seen with clang and check masm against LLVM on them: a held-out test you can renew.

    python tools/check_fresh_kernels.py                        # tools/fresh_kernels/*.cl, every compiler and arch
    python tools/check_fresh_kernels.py --kernels DIR          # other OpenCL kernels (write new ones to stay unseen)
    python tools/check_fresh_kernels.py --sample 4 --jobs 2    # one deletion in 4, two processes
    python tools/check_fresh_kernels.py --source scan --clang 19 --arch gfx942 --levels O2   # one corner

Each `.cl` file is compiled as tests/compiler's corpus is (`clang-N -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa
-nogpulib -S`, its header `amdgcn.h` found in tests/compiler/kernels) at -O1, -O2, -O3 and -Os, by every installed
clang (14 and 19) for every arch it knows among masm's, and also with XNACK on or off where the arch has both
(`gfx90a:xnack+`, `gfx908:xnack-`, `gfx942:xnack-`).  A file whose first line says `only: ARCH ...` is compiled for
those archs alone.  Then, for each output:
- masm builds the code object llvm-mc + ld.lld of the same LLVM build from it (the same loaded image, as
  tests/llvm_syntax/test_llvm_compiler_corpus.py compares it);
- the static checks give no missing-waitcnt / hazard warning on it as emitted, and deleting one compiler-inserted
  `s_waitcnt` or `s_nop` is reported (issue 17's oracle, tools/checks_oracle.py's measure and reasons).
Prints a row per compiler and arch; exit status 1 on a differing code object, a false positive or a rate under
--min.  Nothing is written outside a temporary folder (--keep DIR keeps the compiled files).
"""
from __future__ import annotations

import argparse
import collections
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, HERE)
for sub in ("compiler", "checks", "llvm_syntax"):
    sys.path.insert(0, os.path.join(ROOT, "tests", sub))

from compiler_corpus import KERNELS_DIR, OracleFailed, assemble_and_link, find_tool  # noqa: E402

ARCHES = {14: ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx908:xnack-", "gfx90a:xnack+"),
          19: ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx941", "gfx942", "gfx90a:xnack+",
               "gfx942:xnack-")}
LEVELS = ("O1", "O2", "O3", "Os")
FLAGS = ("-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-S")


class Output:
    """One compiled file, as tools/checks_oracle.measure takes it."""

    def __init__(self, path: str, major: int, target: str):
        self.path, self.major, self.target = path, major, target
        self.clang = f"clang{major}"
        self.arch = target.split(":")[0]
        self.name = os.path.relpath(path, os.path.dirname(os.path.dirname(os.path.dirname(path))))

    def text(self) -> str:
        with open(self.path) as f:
            return f.read()


def _only(source: str) -> set[str] | None:
    with open(source) as f:
        first = f.readline()
    if "only:" not in first:
        return None
    words = first.split("only:", 1)[1].split("--")[0].replace("*/", " ").split()
    return {w for w in words if w.startswith("gfx")}


def compile_all(kernels: str, out: str, levels, source=None, major=None, arch=None) -> tuple[list[Output], list[str]]:
    """Every (compiler, arch, level) output of the `.cl` files in `kernels` under `out` (only the file stem `source`,
    the clang `major`, the target `arch` when given); and what was skipped."""
    outputs, notes = [], []
    sources = sorted(f for f in os.listdir(kernels) if f.endswith(".cl") and source in (None, f[:-3]))
    for major, targets in ARCHES.items() if major is None else [(major, ARCHES[major])]:
        clang, why = find_tool("clang", major)
        if clang is None:
            notes.append(f"clang {major} skipped: {why}")
            continue
        for target in targets if arch is None else [t for t in targets if t == arch]:
            folder = os.path.join(out, f"clang{major}", target.replace(":", "_"))
            os.makedirs(folder, exist_ok=True)
            for source in sources:
                only = _only(os.path.join(kernels, source))
                if only is not None and target.split(":")[0] not in only:
                    continue
                for level in levels:
                    path = os.path.join(folder, f"{source[:-3]}.{level}.s")
                    p = subprocess.run([clang, *FLAGS, f"-mcpu={target}", f"-{level}", "-I", KERNELS_DIR,
                                        os.path.join(kernels, source), "-o", path], capture_output=True, text=True)
                    if p.returncode != 0:
                        raise SystemExit(f"clang {major} refused {source} for {target}:\n{p.stderr}")
                    outputs.append(Output(path, major, target))
    return outputs, notes


def _reference(o: Output, workdir: str) -> bytes | str | None:
    """What llvm-mc + ld.lld of the output's LLVM build from it (None when they are missing; the tools' complaint
    when they refuse it, e.g. a kernel calling a library function -nogpulib leaves undefined)."""
    try:
        co, _ = assemble_and_link(o.path, o.target, o.clang, workdir)
    except OracleFailed as e:
        return str(e)
    if co is None:
        return None
    with open(co, "rb") as f:
        return f.read()


def same_code_object(o: Output) -> str:
    """"" when masm builds the reference code object from `o`, else what differs (or "no oracle")."""
    import masm
    from llvm_syntax_helpers import differences
    with tempfile.TemporaryDirectory(prefix="masm-fresh-") as tmp:
        reference = _reference(o, tmp)
    if reference is None:
        return "no oracle"
    if isinstance(reference, str):
        return "LLVM refused it: " + reference[-300:]
    try:
        program = masm.build(o.text(), filename=o.path)
    except Exception as e:          # noqa: BLE001 - reported as this file's difference
        return f"{type(e).__name__}: {str(e)[:300]}"
    found = differences(program.code_object, reference)
    return "; ".join(map(str, found[:3])) if found else ""


def _checks(paths_and_targets, sample):
    import checks_oracle
    return checks_oracle.measure([Output(p, m, t) for p, m, t in paths_and_targets], sample)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kernels", default=os.path.join(HERE, "fresh_kernels"), help="folder of .cl files")
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--source", help="only this kernel file (stem)")
    ap.add_argument("--clang", type=int, choices=sorted(ARCHES), help="only this clang (major version)")
    ap.add_argument("--arch", help="only this target (e.g. gfx942, gfx90a:xnack+)")
    ap.add_argument("--sample", type=int, default=0, help="delete only one instruction in N")
    ap.add_argument("--jobs", type=int, default=1, help="processes measuring the checks")
    ap.add_argument("--min", type=float, default=95.0, help="lowest acceptable rate per compiler and arch (percent)")
    ap.add_argument("--keep", help="keep the compiled files in this folder")
    args = ap.parse_args(argv)
    out = args.keep or tempfile.mkdtemp(prefix="masm-fresh-kernels-")
    try:
        outputs, notes = compile_all(args.kernels, out, args.levels.split(","), args.source, args.clang, args.arch)
        if not outputs:
            print("no file compiled: " + ("; ".join(notes) or "nothing matches the filters"))
            return 1
        for note in notes:
            print(note)
        differing = [(o, why) for o in outputs if (why := same_code_object(o))]
        per: dict = collections.defaultdict(collections.Counter)
        missed, fps = [], []
        chunks = [c for c in (outputs[k::args.jobs] for k in range(args.jobs)) if c]
        with concurrent.futures.ProcessPoolExecutor(len(chunks)) as pool:
            for p, m, f in pool.map(_checks, [[(o.path, o.major, o.target) for o in c] for c in chunks],
                                    [args.sample] * len(chunks)):
                for key, row in p.items():
                    per[key].update(row)
                missed += m
                fps += f
    finally:
        if not args.keep:
            shutil.rmtree(out, ignore_errors=True)
    import checks_oracle
    print(f"{len(outputs)} compiled files; code objects equal to LLVM's: {len(outputs) - len(differing)}")
    for o, why in differing[:20]:
        print(f"DIFFERENT CODE OBJECT {o.name}: {why}")
    print(f"{'compiler/arch':<16} {'files':>5} {'false+':>6} {'waits reported':>20} {'idle':>5} {'nops reported':>18}")
    total = collections.Counter()
    low = []
    for key in sorted(per):
        print(checks_oracle._row("/".join(key), per[key]))
        total.update(per[key])
        low += checks_oracle.low_rates("/".join(key), per[key], args.min)
    print(checks_oracle._row("all", total))
    checks_oracle.print_findings(missed, fps, "unexplained")
    if low:
        print("under the --min rate: " + ", ".join(low))
    return 1 if differing or fps or low else 0


if __name__ == "__main__":
    sys.exit(main())
