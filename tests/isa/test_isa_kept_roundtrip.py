"""Shapes kept between processes (masm/isa/roundtrip.py): a shape whose first word came back byte for byte in one
`masm disasm` vouches for that shape's words in later ones, without the full encoder, and the text is exactly what a
check of every word by the full encoder gives; a shape that did not come back is never kept."""
from __future__ import annotations

import random

import pytest

from masm import datacache
from masm.isa import encoder, roundtrip
from masm.isa.decoder import disassemble

from test_isa_disasm_verify import corpus_words, full_encoder_disassembly
from test_kept_templates import keeping  # noqa: F401  (the fixture: shapes kept as the command line keeps them)


def _counting(monkeypatch) -> list:
    calls: list = []
    full = encoder._encode

    def counted(text, *args):
        calls.append(text)
        return full(text, *args)
    monkeypatch.setattr(encoder, "_encode", counted)
    return calls


@pytest.mark.parametrize("arch", ["gfx900", "gfx90a", "gfx942"])
def test_a_later_process_asks_the_encoder_for_no_kept_shape(keeping, monkeypatch, arch):
    words = corpus_words(arch)
    random.Random(arch).shuffle(words)
    code = b"".join(words[:600])
    first = disassemble(code, arch)
    keeping()
    calls = _counting(monkeypatch)
    assert disassemble(code, arch) == first
    assert calls == []
    monkeypatch.undo()
    assert first == full_encoder_disassembly(code, arch)


def test_a_shape_that_does_not_come_back_is_not_kept(keeping, monkeypatch):
    """`v_add_f64 v[1:2], ...` (a misaligned pair on gfx90a) decodes but does not re-assemble: printed as the
    `.long` words of its 8 bytes in every process, and the encoder is asked again."""
    good = bytes.fromhex("000080d2 00000000")          # v_add_f64 v[0:1], s[0:1], s[0:1] (llvm-mc 14)
    from masm.isa.decoder import decode
    word = int.from_bytes(good[:4], "little")
    code = good + (word | 1).to_bytes(4, "little") + good[4:]    # vdst 1: v[1:2]
    first = disassemble(code, "gfx90a")
    bad = decode(code, "gfx90a", 8).text
    assert bad == "v_add_f64 v[1:2], s[0:1], s[0:1]"
    assert first.splitlines() == ["v_add_f64 v[0:1], s[0:1], s[0:1]",
                                  f".long 0xd2800001, 0x00000000  // {bad} (kept as words: not written back by its text)"]
    keeping()
    calls = _counting(monkeypatch)
    assert disassemble(code, "gfx90a") == first
    assert calls == [bad]          # (refused again)


def test_without_the_command_line_nothing_is_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert datacache.KEEP_TEMPLATES[0] is False
    roundtrip.clear()
    disassemble(b"".join(corpus_words("gfx900")[:50]), "gfx900")
    datacache.flush()
    assert not list((tmp_path / "cache").glob("masm/roundtrip-shapes-*"))
    roundtrip.clear()



def _shape_entries(cache) -> list:
    return list(cache.glob("masm/roundtrip-shapes-*"))


def test_shapes_are_kept_one_shard_per_format(keeping, tmp_path, monkeypatch):
    """Every mnemonic's shapes of one format share that format's shard: one entry per format met, not one per
    mnemonic (a file of distinct instructions meets ~1,200 mnemonics)."""
    from masm.isa.decoder import decode
    words = corpus_words("gfx900")
    disassemble(b"".join(words), "gfx900")
    keeping()
    formats, mnemonics = set(), set()
    for w in words:
        d = decode(w, "gfx900")
        formats.add(d.defn.fmt)
        mnemonics.add(d.defn.mnemonic)
    entries = _shape_entries(tmp_path / "cache")
    assert 10 <= len(entries) <= len(formats) < 40 < 1000 < len(mnemonics)
    calls = _counting(monkeypatch)
    code = b"".join(words[:400])
    text = disassemble(code, "gfx900")          # (a later process reads them: no shape asks the encoder)
    assert roundtrip._SHARD_SIZES and all(size > 0 for size in roundtrip._SHARD_SIZES.values())
    assert calls == []
    assert text.count("\n") == 400


def test_a_full_shard_keeps_nothing_more(keeping, tmp_path, monkeypatch):
    monkeypatch.setattr(roundtrip, "SHARD_LIMIT", 0)
    code = b"".join(corpus_words("gfx90a")[:300])
    assert disassemble(code, "gfx90a") == full_encoder_disassembly(code, "gfx90a")
    keeping()
    assert _shape_entries(tmp_path / "cache") == []


def test_a_form_keeps_at_most_its_limit_of_shapes(keeping, tmp_path, monkeypatch):
    """Random data makes a shape of most words it decodes: each form keeps at most KEPT_LIMIT shapes, and a shape
    not kept is asked again in a later process (the text stays the full encoder's)."""
    import marshal
    monkeypatch.setattr(roundtrip, "KEPT_LIMIT", 1)
    rng = random.Random("limit")
    words = corpus_words("gfx900")
    code = b"".join(rng.choice(words[:400]) for _ in range(600))
    first = disassemble(code, "gfx900")
    keeping()
    forms: dict = {}
    for entry in _shape_entries(tmp_path / "cache"):
        for shape in marshal.loads(entry.read_bytes()[16:]):
            forms[(shape[0], shape[1])] = forms.get((shape[0], shape[1]), 0) + 1
    assert forms and set(forms.values()) == {1}
    calls = _counting(monkeypatch)
    assert disassemble(code, "gfx900") == first
    assert 0 < len(calls)
    monkeypatch.undo()
    assert first == full_encoder_disassembly(code, "gfx900")


def test_shapes_learnt_after_the_shards_were_read_again_are_kept(keeping, monkeypatch):
    """kept_templates.clear (encoder.clear_caches) alone makes the shards be read again: the shapes found for a
    form before are then not the shard's, and a new shape goes to the shard as read again, written at the end."""
    from masm.isa import kept_templates
    words = corpus_words("gfx900")
    disassemble(b"".join(words[:300]), "gfx900")
    kept_templates.clear()
    roundtrip._GOOD.clear()
    later = b"".join(words[300:900])
    first = disassemble(later, "gfx900")
    keeping()
    calls = _counting(monkeypatch)
    assert disassemble(later, "gfx900") == first
    assert calls == []
