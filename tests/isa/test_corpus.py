"""Every committed corpus line (llvm-mc's own output, re-assembled by llvm-mc to the same bytes) must assemble
byte-for-byte with masm, and the disassembly of its bytes must re-assemble to the same bytes."""
from __future__ import annotations

import pytest

import masm
from masm.diagnostics import SourceLoc
from masm.isa import decode, encode
from masm.isa.plain import assemble_plain
from masm.isa.table import arch_table

from isa_corpus import ARCHES, first_mismatches, load_corpus


def _encode_line(arch):
    return lambda text, i: encode(text, arch, SourceLoc("corpus", i, 1)).data


@pytest.mark.parametrize("arch", ARCHES)
def test_corpus_assembles_byte_exact(arch):
    lines = load_corpus(arch)
    code = assemble_plain("\n".join(t for t, _ in lines), arch, filename=f"{arch}.s")
    expected = b"".join(b for _, b in lines)
    if code != expected:
        pytest.fail("\n".join(first_mismatches(lines, _encode_line(arch))) or "lengths differ")


@pytest.mark.parametrize("arch", ARCHES)
def test_corpus_through_public_assemble(arch):
    """A sample of the corpus through masm.assemble (the whole pipeline) gives the same bytes."""
    lines = load_corpus(arch)[::60]
    code = masm.assemble("\n".join(t for t, _ in lines) + "\n", arch, filename=f"{arch}.s")
    assert code == b"".join(b for _, b in lines)


@pytest.mark.parametrize("arch", ARCHES)
def test_disassembly_reassembles(arch):
    lines = load_corpus(arch)
    texts = []
    for text, data in lines:
        d = decode(data, arch)
        assert d.size == len(data), text
        texts.append(d.text)
    code = assemble_plain("\n".join(texts), arch, filename=f"{arch}-disasm.s")
    if code != b"".join(b for _, b in lines):
        redecoded = list(zip(texts, (b for _, b in lines)))
        pytest.fail("\n".join(first_mismatches(redecoded, _encode_line(arch))))


@pytest.mark.parametrize("arch", ARCHES)
def test_corpus_size_and_coverage(arch):
    lines = load_corpus(arch)
    assert len(lines) >= 5000
    table = arch_table(arch)
    formats = {d.fmt for d in table}
    covered_formats = set()
    names = set()
    for text, data in lines:
        d = decode(data, arch)
        covered_formats.add(d.defn.fmt)
        names.add(d.defn.mnemonic)
    assert formats - covered_formats == set()
    mnemonics = {d.mnemonic for d in table}
    assert len(names & mnemonics) >= 0.9 * len(mnemonics), sorted(mnemonics - names)[:40]
