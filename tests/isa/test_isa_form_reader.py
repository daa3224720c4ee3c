"""A form's reader (masm/isa/form_reader.py: fields, text and shape of a word in one generated call, what `disassemble`
reads with) gives what the decoder and the shape reader over the decoder's fields give, on words made by flipping bits
of every corpus form (its opcode bits too, so other forms' readers are met), and declines exactly the words the
decoder refuses."""
from __future__ import annotations

import struct

import pytest
from hypothesis import given, settings, strategies as st

from masm.diagnostics import AssemblyError
from masm.isa.decoder import _DECODERS, _arch_decoder, decode, form_key, form_reader
from masm.isa.roundtrip import RoundTrip

from test_isa_printer_prepared import corpus_words


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx90a", "gfx942"])
@settings(max_examples=8, deadline=None, derandomize=True)
@given(data=st.data())
def test_the_reader_reads_what_the_decoder_reads(arch, data):
    words = corpus_words(arch)
    state = _DECODERS.get(arch) or _arch_decoder(arch)
    shapes = RoundTrip(arch)
    compared = 0
    for _ in range(25):
        word = data.draw(st.sampled_from(words))
        value = int.from_bytes(word, "little")
        for bit in data.draw(st.lists(st.integers(0, 8 * len(word) - 1), max_size=4)):
            value ^= 1 << bit
        code = value.to_bytes(len(word), "little") + data.draw(st.sampled_from([b"", b"\x00\x00\x80\x3f"]))
        key = form_key(state.keys, int.from_bytes(code[:4], "little"))
        read = None if key is None else state.readers.get(key) or form_reader(state, code, 0, key, arch)
        try:
            d = decode(code, arch, 0)
        except AssemblyError:
            d = None
        if not read:
            continue
        try:
            got = read(code, 0)
        except (ValueError, KeyError, IndexError, StopIteration, struct.error):
            got = None
        if d is None:
            assert got is None, (code.hex(), got)
            continue
        assert got is not None, (code.hex(), d.text)
        text, size, shape = got
        assert (text, size) == (d.text, d.size)
        assert shape == shapes.shape(d, code[:size])
        compared += 1
    assert compared or not words


def test_reader_code_from_the_disk_cache(tmp_path, monkeypatch):
    """The readers' compiled code is kept on disk by its text: a new process compiles none of it again and reads
    the same text; an entry that is not this text's is not used."""
    import os

    from masm import datacache
    from masm.isa import decoder, disassemble, form_reader
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    code = b"".join(corpus_words("gfx900")[:400])
    compiled: list[str] = []
    real_compile = compile

    def counting_compile(source, *args):
        compiled.append(source)
        return real_compile(source, *args)
    monkeypatch.setattr(form_reader, "compile", counting_compile, raising=False)

    def fresh() -> str:             # (what a new process has: no reader, no code in memory)
        form_reader._CODE.clear()
        decoder._DECODERS.clear()
        return disassemble(code, "gfx900")
    first = fresh()
    assert compiled and len(set(compiled)) == len(compiled)
    assert len([f for f in os.listdir(tmp_path / "masm") if f.startswith("form-reader-")]) == len(compiled)
    texts = list(compiled)
    compiled.clear()
    assert fresh() == first and compiled == []
    datacache.store("form-reader", texts[0], ("another text", None))
    assert fresh() == first and compiled == [texts[0]]
