"""Measure masm against llvm-mc 14 on instruction words it did not choose (a held-out check of the ISA layer).

    python tools/random_words_agreement.py [--words 100000] [--seed 1] [--llvm-tests SOURCE ...] [ARCH ...]

Words: half uniformly random 32/64-bit values (with a random literal dword after some), half random fields under a
known opcode (tools/gen_corpus.random_words), so that every format is reached; with --llvm-tests, also every word of
LLVM's own disassembler tests (`llvm/test/MC/Disassembler/AMDGPU/*.txt` of the tarballs or folders given, as
tools/gen_llvm_mc_corpus.py reads them) whose RUN lines target the arch, counted separately.
For each word that llvm-mc's disassembler decodes to text T:
- assembler: masm's encoding of T must equal llvm-mc's encoding of T (or both refuse T);
- disassembler: where llvm-mc encodes T back to exactly the word, masm must decode the word to text that both
  masm and llvm-mc assemble to the word again.
Prints the agreement per arch and the first disagreements.  Needs llvm-mc; takes minutes per 100k words (run it
with nice).
"""
from __future__ import annotations

import argparse
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)

from gen_corpus import batched, random_words  # noqa: E402
from gen_llvm_mc_corpus import DISASSEMBLER_DIR, file_arches, read_tree  # noqa: E402
from llvm_oracle import _MARKER_TEXT as MARKER_TEXT, assemble, disassemble  # noqa: E402
from masm.diagnostics import AssemblyError, SourceLoc  # noqa: E402
from masm.isa import decode, encode  # noqa: E402
from masm.isa.table import arch_table  # noqa: E402

ARCHES = ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a")
LOC = SourceLoc("random", 1, 1)
_BYTE = re.compile(r"0x([0-9a-fA-F]{1,2})\b")


def words_for(arch: str, n: int, rng: random.Random) -> list[bytes]:
    out = []
    for _ in range(n // 2):
        size = rng.choice((4, 8))
        data = rng.getrandbits(8 * size).to_bytes(size, "little")
        if rng.random() < 0.3:
            data += rng.getrandbits(32).to_bytes(4, "little")
        out.append(data)
    per_form = max(1, (n - len(out)) // max(1, len(arch_table(arch))) + 1)
    directed = random_words(arch, per_form, rng)
    out += rng.sample(directed, min(len(directed), n - len(out)))
    return out


def llvm_test_words(sources: list[str]) -> dict[str, list[bytes]]:
    """arch -> the instruction words (one per line, with its literal) of LLVM's disassembler tests, without
    repeats."""
    out: dict[str, dict[bytes, None]] = {a: {} for a in ARCHES}
    for source in sources:
        _, files = read_tree(source, DISASSEMBLER_DIR, ".txt")
        for name in sorted(files):
            text = files[name]
            targets = file_arches(text, ARCHES, disassemble=True)
            if not targets:
                continue
            for line in text.splitlines():
                line = line.split("#")[0].split("//")[0].split(";")[0]
                values = _BYTE.findall(line)
                if len(values) in (4, 8, 12) and len(values) == len(line.replace(",", " ").split()):
                    word = bytes(int(v, 16) for v in values)
                    for arch in targets:
                        out[arch].setdefault(word, None)
    return {a: list(words) for a, words in out.items()}


def masm_encode(text: str, arch: str) -> bytes | None:
    try:
        return encode(text, arch, LOC).data
    except AssemblyError:
        return None


def measure(arch: str, words: list[bytes], label: str, show: int) -> tuple[int, int, int, int]:
    texts = batched(disassemble, words, arch, size=4000)
    decoded = [(w, t) for w, t in zip(words, texts) if t and t != MARKER_TEXT]   # (the oracle's batch separator)
    encs = batched(assemble, [t for _, t in decoded], arch, size=4000)
    asm_bad, dis_bad, canonical = [], [], []
    for (word, text), enc in zip(decoded, encs):
        want = enc if isinstance(enc, bytes) else None
        got = masm_encode(text, arch)
        if got != want:
            asm_bad.append(f"{text!r}: llvm-mc {want.hex() if want else enc}, masm {got.hex() if got else 'error'}")
        if want == word:
            canonical.append(word)
    dis_texts = []
    for word in canonical:
        try:
            dis_texts.append(decode(word, arch).text)
        except AssemblyError as e:
            dis_texts.append(None)
            dis_bad.append(f"{word.hex()}: masm cannot decode ({e.diagnostics[0].message})")
    back = batched(assemble, [t for t in dis_texts if t is not None], arch, size=4000)
    it = iter(back)
    for word, text in zip(canonical, dis_texts):
        if text is None:
            continue
        llvm_back = next(it)
        if llvm_back != word or masm_encode(text, arch) != word:
            dis_bad.append(f"{word.hex()}: masm prints {text!r}, which llvm-mc assembles to "
                           f"{llvm_back.hex() if isinstance(llvm_back, bytes) else llvm_back}")
    na, nd = len(decoded), len(canonical)
    print(f"{arch} {label}: {len(words)} words, llvm-mc decodes {na}: assembler agrees on {na - len(asm_bad)}/{na} "
          f"({100 * (na - len(asm_bad)) / max(na, 1):.2f}%), disassembler on {nd - len(dis_bad)}/{nd} "
          f"({100 * (nd - len(dis_bad)) / max(nd, 1):.2f}%)", flush=True)
    for line in (asm_bad[:show] + dis_bad[:show]):
        print("   ", line)
    return na, len(asm_bad), nd, len(dis_bad)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("arches", nargs="*", default=list(ARCHES))
    ap.add_argument("--words", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--show", type=int, default=8)
    ap.add_argument("--llvm-tests", nargs="*", default=[], metavar="SOURCE",
                    help="LLVM source tarballs or folders: also measure the words of its disassembler tests")
    args = ap.parse_args(argv)
    tests = llvm_test_words(args.llvm_tests) if args.llvm_tests else {}
    for arch in args.arches:
        if tests.get(arch):
            measure(arch, tests[arch], "LLVM disassembler tests", args.show)
        if args.words:
            measure(arch, words_for(arch, args.words, random.Random(f"{args.seed}-{arch}")), "random", args.show)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
