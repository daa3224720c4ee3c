"""The printer's prepared pieces print what the plain functions print: the per-(kind, size) text tables agree with
`vreg` / `scalar` / `source` on every code, and the generated printer of a form (masm/isa/form_reader.py, what
`printer` and `decode` print with) prints what the general one prints, on words made by flipping bits of every
corpus form."""
from __future__ import annotations

import os
import re

import pytest
from hypothesis import given, settings, strategies as st

from masm.diagnostics import AssemblyError
from masm.isa import printer
from masm.isa.decoder import decode
from masm.isa.formats import FAMILIES

CORPUS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "corpus")
_HEX = re.compile(r"//\s*([0-9a-f]+)\s*$")


def corpus_words(arch: str) -> list[bytes]:
    with open(os.path.join(CORPUS, f"{arch}.s")) as f:
        return [bytes.fromhex(m.group(1)) for line in f if not line.startswith("//") and (m := _HEX.search(line))]


def outcome(function, *args):
    try:
        return function(*args)
    except (ValueError, KeyError, IndexError, StopIteration) as e:
        return type(e)


@pytest.mark.parametrize("family", FAMILIES)
def test_text_tables_agree_with_the_functions(family):
    for count in (1, 2, 3, 4, 8, 16):
        regs = printer.register_texts("v", count)
        scalars = printer.scalar_texts(count, family)
        sources = printer.source_texts(count, family)
        for n in range(256):
            assert regs[n] == printer.vreg("v", n, count)
            expected = outcome(printer.scalar, n, count, family)
            assert scalars[n] == (None if expected is ValueError else expected)
        for code in range(512):
            expected = None if code == 255 else outcome(printer.source, code, count, family, None)
            assert sources[code] == (None if expected is ValueError else expected)


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx90a", "gfx942"])
@settings(max_examples=25, deadline=None, derandomize=True)
@given(data=st.data())
def test_generated_printer_prints_what_the_general_one_prints(arch, data):
    words = corpus_words(arch)
    family = printer.ARCH_FAMILY[arch]
    compared = 0
    for _ in range(25):
        word = data.draw(st.sampled_from(words))
        value = int.from_bytes(word, "little")
        for bit in data.draw(st.lists(st.integers(0, 8 * len(word) - 1), max_size=4)):
            value ^= 1 << bit
        code = value.to_bytes(len(word), "little") + b"\x00" * 4
        try:
            d = decode(code, arch, with_text=False)
        except AssemblyError:
            continue
        generated = printer.printer(d.defn, family)
        general = printer.printer_general(d.defn, family)
        assert outcome(generated, d.fields, d.literal) == outcome(general, d.fields, d.literal), d.defn
        compared += 1
    assert compared
