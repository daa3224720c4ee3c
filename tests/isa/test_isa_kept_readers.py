"""Readers kept between processes (masm/isa/form_reader.py `kept_reader`): a form's reader made in one
`masm disasm` is made again in a later one from its kept text and recipes, without writing its code, and reads
every word exactly as a freshly written reader does — every corpus word and bit-flipped variants of them, on
three architectures; with `MASM_NO_CACHE=1` nothing is kept and the text is the same.  Likewise the decoder made
from its kept plan (masm/isa/decoder.py `_decoder_plan`) decodes every such word as a fresh one."""
from __future__ import annotations

import random

import pytest

from masm import datacache
from masm.diagnostics import AssemblyError
from masm.isa import decoder, form_reader, kept_templates
from masm.isa.decoder import disassemble

from test_isa_disasm_verify import corpus_words
from test_kept_templates import keeping  # noqa: F401  (the fixture: kept as the command line keeps)


def _variants(arch: str) -> bytes:
    """Every corpus word, then each with one of its low 23 bits flipped (the same format, often another form)."""
    rng = random.Random(f"readers-{arch}")
    words = corpus_words(arch)
    flipped = []
    for w in words:
        dword = int.from_bytes(w[:4], "little") ^ 1 << rng.randrange(23)
        flipped.append(dword.to_bytes(4, "little") + w[4:])
    return b"".join(words + flipped)


def _counting(monkeypatch) -> list:
    made: list = []
    write = form_reader.word_reader

    def counted(defn, *args):
        made.append(defn.name)
        return write(defn, *args)
    monkeypatch.setattr(decoder, "word_reader", counted)      # (the name the decoder calls it by)
    return made


@pytest.mark.parametrize("arch", ["gfx900", "gfx90a", "gfx942"])
def test_kept_readers_read_every_word_as_fresh_ones(keeping, monkeypatch, arch):
    code = _variants(arch)
    form_reader.forget()
    made = _counting(monkeypatch)
    fresh = disassemble(code, arch)
    assert len(made) > 500
    monkeypatch.setattr(decoder, "word_reader", form_reader.word_reader)
    keeping()
    form_reader.forget()
    made = _counting(monkeypatch)
    assert disassemble(code, arch) == fresh
    assert made == []           # (every reader was made from what the first process kept)
    form_reader.forget()


def test_a_kept_record_of_another_form_is_not_used(keeping, monkeypatch):
    """A record whose form is not in the table or is not the one it names (a damaged or foreign entry), or whose
    parts are not what a record holds, is not used: the reader is written afresh."""
    words = corpus_words("gfx900")
    code = b"".join(words[:200] + words[500:900])        # (exports, FLAT and images: forms that need their entry)
    form_reader.forget()
    fresh = disassemble(code, "gfx900")
    keeping()
    form_reader.forget()
    damaged = with_entry = 0
    for fmt in ("VOP1", "VOP2", "VOP3", "VOPC", "SOP1", "SOP2", "SOPK", "SOPP", "DS", "FLAT", "MUBUF", "MTBUF",
                "MIMG", "EXP", "SMEM"):
        shard = kept_templates.shard(form_reader.KEPT_ENTRY, "gfx900", fmt)
        for key, record in list(shard.items()):
            source, common, values, own, compiled, (mnemonic, place, name) = record
            if own:         # (a form that asks the table for its entry: one names another form, one a place its
                            # mnemonic does not have)
                entry = (mnemonic, place, "s_nop") if damaged & 1 else (mnemonic, 999, name)
                shard[key] = (source, common, values, own, compiled, entry)
                with_entry += 1
            else:           # (the others: code that is not code, recipes that are not recipes)
                shard[key] = (source, common, values, own, None, (mnemonic, place, name)) if damaged & 1 else \
                    (source, 999, values, own, compiled, (mnemonic, place, name))
            damaged += 1
    assert damaged > 40 and with_entry > 10
    made = _counting(monkeypatch)
    assert disassemble(code, "gfx900") == fresh
    assert len(made) == damaged
    form_reader.forget()


def test_without_the_cache_nothing_is_kept_and_the_text_is_the_same(tmp_path, monkeypatch):
    code = b"".join(corpus_words("gfx90a")[:300])
    form_reader.forget()
    fresh = disassemble(code, "gfx90a")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("MASM_NO_CACHE", "1")
    was = datacache.KEEP_TEMPLATES[0]
    datacache.KEEP_TEMPLATES[0] = True
    try:
        kept_templates.clear()
        kept_templates._digest.clear()
        form_reader.forget()
        assert disassemble(code, "gfx90a") == fresh
        datacache.flush()
    finally:
        datacache.KEEP_TEMPLATES[0] = was
        kept_templates._digest.clear()
        kept_templates.clear()
        form_reader.forget()
    assert not (tmp_path / "cache").exists()


@pytest.mark.parametrize("arch", ["gfx900", "gfx90a", "gfx942"])
def test_a_decoder_made_from_its_kept_plan_decodes_as_a_fresh_one(tmp_path, monkeypatch, arch):
    """decoder._decoder_plan (formats by top bits, forms by opcode as mnemonic and place) is kept in the disk cache
    by the ISA sources' digest: a later process's decoder made from it reads every word as one made afresh."""
    from masm.isa.decoder import _DECODERS, _decoder_plan, decode
    code = _variants(arch)

    def fresh_process():
        _DECODERS.clear()
        kept_templates._digest.clear()
        form_reader.forget()

    def decoded() -> list:
        out, pos = [], 0
        while pos < len(code):
            try:
                d = decode(code, arch, pos)
                out.append((d.defn, d.encoding, d.fields, d.literal, d.size, d.text))
                pos += d.size
            except AssemblyError as e:
                out.append(str(e))
                pos += 4
        return out
    monkeypatch.setenv("MASM_NO_CACHE", "1")
    fresh_process()
    expected_text, expected = disassemble(code, arch), decoded()
    monkeypatch.delenv("MASM_NO_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    try:
        fresh_process()
        plan = _decoder_plan(arch)
        assert list((tmp_path / "cache").glob("masm/decoder-plan-*"))
        assert _decoder_plan(arch) == plan          # (read back from the disk cache)
        fresh_process()
        assert decoded() == expected
        fresh_process()
        assert disassemble(code, arch) == expected_text
    finally:
        fresh_process()
