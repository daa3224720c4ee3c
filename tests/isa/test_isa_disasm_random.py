"""`disassemble` of arbitrary bytes gives text that re-assembles to exactly those bytes on every arch."""
from __future__ import annotations

import random

import pytest

from masm.isa.decoder import disassemble
from masm.isa.plain import assemble_plain
from masm.targets import ARCHES as TARGET_ARCHES

ARCHES = tuple(TARGET_ARCHES)      # every described target


@pytest.mark.parametrize("arch", ARCHES)
def test_random_bytes_disassemble_to_text_that_reassembles_exactly(arch):
    rng = random.Random(f"disasm-{arch}")
    code = bytes(rng.getrandbits(8) for _ in range(24_000))
    text = disassemble(code, arch)
    assert assemble_plain(text, arch, filename="random.s") == code
    lines = text.splitlines()
    assert sum(not line.startswith(".long") for line in lines) > len(lines) // 3   # many real instructions
