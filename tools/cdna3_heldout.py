"""Measure masm against llvm-mc 19 on CDNA3 lines that no masm tool or test was built from (a held-out set).

    python tools/cdna3_heldout.py [--show N] [--arch gfx940 --arch gfx942]

Sources, every instruction line of:
- LLVM's own AMDGPU MC tests as committed for the older targets (tests/corpus/llvm_mc/*.tsv, the `line` column) and
  the test files in $MASM_LLVM_MC_TESTS (default /work/llvm_mc_tests) when present: written by LLVM's developers,
  every format, many lines CDNA3 must reject (glc/slc, removed instructions, image and export formats);
- real compiler output (tests/compiler/clang14|clang19/<arch>/*.s): clang's own spelling of every arch's code, the
  CDNA3 files as clang-19 wrote them.
Each distinct line is judged alone by the target's llvm-mc (LLVM 19): lines it encodes must come out of masm byte for
byte, lines it rejects must raise AssemblyError in masm; lines with an unresolved symbol (labels, relocations) are
left out.  Prints the two rates per target and source.  The figures are reported, not tuned: the lines are not used by
any generator or test.
"""
from __future__ import annotations

import argparse
import collections
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, HERE)

from llvm_oracle import assemble, missing_oracle  # noqa: E402

_DIRECTIVE = re.compile(r"^\s*(\.|[A-Za-z_.$][\w.$]*:|;|//|#|$)")


def llvm_test_lines() -> list[str]:
    lines = []
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "corpus", "llvm_mc", "*.tsv"))):
        with open(path) as f:
            for row in f:
                if not row.startswith("#"):
                    parts = row.rstrip("\n").split("\t")
                    if len(parts) >= 4:
                        lines.append(parts[3])
    src = os.environ.get("MASM_LLVM_MC_TESTS", "/work/llvm_mc_tests")
    for path in sorted(glob.glob(os.path.join(src, "*.s"))):
        with open(path, errors="replace") as f:
            lines += [ln.split("//")[0].strip() for ln in f]
    return [t for t in lines if t and not _DIRECTIVE.match(t)]


def compiler_lines() -> list[str]:
    lines = []
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "compiler", "clang*", "*", "*.s"))):
        with open(path) as f:
            for ln in f:
                text = ln.split(";")[0].strip()
                if text and not _DIRECTIVE.match(text) and "@" not in text:
                    lines.append(text)
    return lines


def judge(arch: str, lines: list[str]) -> list[bytes | str]:
    out: list[bytes | str] = []
    for i in range(0, len(lines), 500):
        out += assemble(lines[i:i + 500], arch)
    return out


def masm_bytes(text: str, arch: str) -> bytes | None:
    """What `masm.assemble` (the user's path) makes of the line alone, None when it refuses it."""
    import masm
    try:
        return masm.assemble(f"  {text}\n", arch, filename="heldout.s")
    except masm.AssemblyError:
        return None


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--arch", action="append", default=None)
    ap.add_argument("--show", type=int, default=0, help="print up to N disagreements per source and target")
    args = ap.parse_args(argv)
    sources = {"llvm-tests": list(dict.fromkeys(llvm_test_lines())), "compiler": list(dict.fromkeys(compiler_lines()))}
    totals = collections.Counter()
    for arch in args.arch or ["gfx940", "gfx942"]:
        why = missing_oracle(arch)
        if why:
            print(f"{arch}: skipped, {why}")
            continue
        for name, lines in sources.items():
            verdicts = judge(arch, lines)
            ok = exact = rejected = refused = 0
            bad = []
            for text, want in zip(lines, verdicts):
                if want == "fixup" or want == "empty" or (isinstance(want, str) and want.startswith("crash")):
                    continue
                got = masm_bytes(text, arch)
                if isinstance(want, bytes):
                    ok += 1
                    exact += got == want
                    if got != want:
                        bad.append(f"    valid:   {text!r}: llvm-mc {want.hex()}, masm {got.hex() if got else 'error'}")
                else:
                    rejected += 1
                    refused += got is None
                    if got is not None:
                        bad.append(f"    invalid: {text!r}: llvm-mc '{want}', masm {got.hex()}")
            totals.update(ok=ok, exact=exact, rejected=rejected, refused=refused)
            print(f"{arch} {name}: valid {exact}/{ok} byte-exact ({100 * exact / max(ok, 1):.2f}%), "
                  f"invalid {refused}/{rejected} rejected ({100 * refused / max(rejected, 1):.2f}%)")
            for line in bad[:args.show]:
                print(line)
    print(f"all: valid {totals['exact']}/{totals['ok']} byte-exact "
          f"({100 * totals['exact'] / max(totals['ok'], 1):.2f}%), invalid {totals['refused']}/{totals['rejected']} "
          f"rejected ({100 * totals['refused'] / max(totals['rejected'], 1):.2f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
