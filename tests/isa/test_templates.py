"""The register-template fast path (masm/isa/templates.py) must agree with the full encoder on every input:
same bytes and register use for valid lines, an error (from the full encoder) for invalid ones."""
from __future__ import annotations

import random
import re

import pytest

from masm.diagnostics import AssemblyError, SourceLoc
from masm.isa import encoder

from isa_corpus import ARCHES, load_corpus

_NUM = re.compile(r"(?<![\w.$])([vsa])(\d+)(?![\w.$])|(?<![\w.$])([vsa])\[(\d+):(\d+)\]|(?<=offset:)(\d+)"
                  r"|(?<![\w.$:-])0x([0-9a-f]+)|(?<=offset[01]:)(\d+)|(?<=\s)(\d+)(?![^\s,])|(?<=\s-)(\d+)(?![^\s,])")


def _mutate(text: str, rng: random.Random) -> str:
    def repl(m):
        if m.group(1):
            return m.group(1) + str(rng.choice([rng.randrange(0, 110), rng.randrange(0, 256), 255, 101, 102]))
        if m.group(3):
            lo, hi = int(m.group(4)), int(m.group(5))
            new = rng.choice([rng.randrange(0, 100), rng.randrange(0, 256) & ~3, rng.randrange(0, 256) & ~1])
            width = hi - lo + (1 if rng.random() < 0.9 else 2)
            return f"{m.group(3)}[{new}:{new + width - 1}]"
        if m.group(10):         # a negative decimal operand: -16..-1 inline, literals beyond
            return str(rng.choice([rng.randrange(1, 17), rng.randrange(1, 17), 16, 17, 0, rng.randrange(17, 300)]))
        if m.group(9):          # a decimal operand: inline constants 0..64, literals beyond, also spelled in hex
            value = rng.choice([rng.randrange(0, 65), rng.randrange(0, 65), 64, 65, rng.randrange(65, 300)])
            return rng.choice([str(value), str(value), hex(value), "0" + str(value)])
        if m.group(8):          # DS offset0:/offset1: are 8-bit fields
            return str(rng.choice([rng.randrange(0, 256), rng.randrange(256, 300), 255, 0]))
        if m.group(7) and rng.random() < 0.2:     # a hex operand spelled in decimal
            return str(rng.choice([rng.randrange(0, 65), rng.randrange(65, 1 << 16), rng.randrange(1 << 32)]))
        if m.group(7):
            return hex(rng.choice([rng.randrange(1 << 32), rng.randrange(0x100), 0x3F800000, 0xFFFFFFF0, 0xFFFE,
                                   rng.randrange(1 << 21), 0xFFFFF, 0x100000, 0x7FFFF,
                                   0x3118, 0x3E22F983, rng.randrange(0x10000), 0x123456789]))
        return str(rng.choice([rng.randrange(0, 64), rng.randrange(0, 5000), rng.randrange(0, 70000)]))
    return _NUM.sub(repl, text)


def _full(text: str, arch: str):
    try:
        e = encoder._encode(text, arch, SourceLoc("t", 1, 1), ())
        return e.data, e.regs
    except AssemblyError:
        return "error"


def _fast(text: str, arch: str):
    try:
        e = encoder.encode(text, arch, SourceLoc("t", 1, 1))
        return e.data, e.regs
    except AssemblyError:
        return "error"


@pytest.mark.parametrize("arch", ARCHES)
def test_templates_agree_with_full_encoder(arch):
    rng = random.Random(arch)
    lines = load_corpus(arch)[::25]
    disagreements = []
    for text, _ in lines:
        variants = [_mutate(text, rng) for _ in range(6)]
        encoder.encode(text, arch, SourceLoc("t", 1, 1))      # first sighting of the shape
        for v in variants:
            fast, full = _fast(v, arch), _full(v, arch)
            if fast != full:
                disagreements.append(f"{v!r}: fast {fast} full {full}")
    assert not disagreements, "\n".join(disagreements[:10])
