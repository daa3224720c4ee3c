"""`disassemble` asks the encoder once per instruction shape (masm/isa/roundtrip.py): the first word of a shape that
re-assembles vouches for the words of the same shape.  Words that share a form and differ in their registers,
offsets, immediates and literal — across the lines the encoder checks (alignment, the end of a register file, equal
or overlapping registers, signs, inline constants) — must give exactly the text a check of every word by the full
encoder gives."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from masm.diagnostics import SourceLoc
from masm.isa import encoder
from masm.isa.decoder import decode, disassemble
from masm.isa.formats import formats_for

from test_isa_disasm_verify import corpus_words, full_encoder_disassembly

LOC = SourceLoc("<test>", 1, 1)
_NUMBER_FIELDS = ("offset", "offset0", "offset1", "simm16", "soffset", "saddr", "sbase", "srsrc", "ssamp", "sdata")


def number_fields(d) -> list[str]:
    """The fields of a decoded word that hold numbers: its operands' and its offsets."""
    fmt = formats_for_word[d.encoding]
    names = {o.field for o in d.defn.operands if o.field} | set(_NUMBER_FIELDS)
    return [n for n in fmt.layout if n in names]


formats_for_word: dict = {}


def rejoin(fmt, word: int, fields: dict) -> int:
    """`word` with `fields` put in (the bits no field names, such as SDWA's src0 = 0xF9, kept)."""
    named = 0
    for lo, mask in fmt.layout.values():
        named |= mask << lo
    return word & ~named | fmt.join(fields) & named


def interesting(mask: int):
    """Values of a field: anywhere, near both ends, around the SGPR file's end and the constants."""
    top = mask
    return st.one_of(st.integers(0, top), st.sampled_from(sorted({v & top for v in (
        0, 1, 2, 3, 4, 5, 96, 97, 98, 99, 100, 101, 102, 103, 106, 124, 126, 128, 129, 192, 193, 208, 240, 248, 250,
        252, 253, 254, 255, 256, 257, 258, 259, 480, 496, 508, 509, 510, 511, 0x7F, 0xFF, 0x800, 0xFFF, 0x1000,
        0x1FFF, 0x8000, 0xFF00, 0xFFFF, 0x100000, 0xFFFFF, 0x1FFFFF)})))


@st.composite
def same_form_words(draw, arch: str):
    words = corpus_words(arch)
    out = b""
    fmts = formats_for(arch)
    formats_for_word.clear()
    formats_for_word.update(fmts)
    for word in draw(st.lists(st.sampled_from(words), min_size=1, max_size=3)):
        d = decode(word, arch, 0, with_text=False)
        fmt = fmts[d.encoding]
        names = number_fields(d)
        value = int.from_bytes(word[:fmt.size], "little")
        for _ in range(draw(st.integers(3, 10))):
            fields = fmt.split(value)
            for name in draw(st.lists(st.sampled_from(names), max_size=4)) if names else ():
                choice = draw(st.integers(0, 3))
                if choice == 0 and len(names) > 1:     # equal to, or near, another field
                    other = fields[draw(st.sampled_from(names))]
                    fields[name] = (other + draw(st.integers(-3, 3))) & fmt.layout[name][1]
                else:
                    fields[name] = draw(interesting(fmt.layout[name][1]))
            data = rejoin(fmt, value, fields).to_bytes(fmt.size, "little")
            if d.literal is not None:
                data += draw(st.one_of(st.integers(0, 0xFFFFFFFF), st.sampled_from(
                    [0, 1, 64, 65, 0xFFFFFFF0, 0xFFFFFFFF, 0x3F800000, 0x3C00, 0x3C003C00, 0x3FF00000, 0x12345678,
                     0x80000000, 0xFFFF, 0x10000]))).to_bytes(4, "little")
            out += data
    return out


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx90a", "gfx942"])
@settings(max_examples=12, deadline=None, derandomize=True)
@given(data=st.data())
def test_a_shape_vouches_only_for_words_the_encoder_takes_back(arch, data):
    code = data.draw(same_form_words(arch))
    encoder.clear_caches()
    assert disassemble(code, arch) == full_encoder_disassembly(code, arch)


def _word(text: str, arch: str) -> bytes:
    return encoder.encode(text, arch, LOC).data


@pytest.mark.parametrize("arch, good, bad", [
    # a 64-bit aligned tuple first, then the same form with an odd one (gfx90a's VGPR tuples are aligned)
    ("gfx90a", "v_add_f64 v[2:3], v[4:5], v[6:7]", ("vdst", 3)),
    # one SGPR twice on the constant bus, then two different ones
    ("gfx900", "v_fma_f32 v1, s2, s2, v3", ("src1", 4)),
    # a quad inside the SGPR file, then one that runs past s101
    ("gfx900", "s_load_dwordx4 s[8:11], s[2:3], 0x10", ("sdata", 100)),
    # an inline constant, then a code no constant or register has
    ("gfx900", "v_add_f32_e32 v1, 1.0, v2", ("src0", 0xE0)),
    # a buffer address written `off`: its VGPR field is not printed, so another value there is not vouched for
    ("gfx900", "buffer_load_dword v1, off, s[4:7], 0", ("vaddr", 4)),
    # a scratch address written `off` (an SGPR address) likewise
    ("gfx900", "scratch_load_dword v1, off, s2 offset:16", ("addr", 4)),
])
def test_a_word_across_a_line_of_its_shape_is_checked_again(arch, good, bad):
    first = _word(good, arch)
    fmt = formats_for(arch)[decode(first, arch, 0, with_text=False).encoding]
    fields = fmt.split(int.from_bytes(first[:fmt.size], "little"))
    fields[bad[0]] = bad[1]
    second = rejoin(fmt, int.from_bytes(first[:fmt.size], "little"), fields).to_bytes(fmt.size, "little") + \
        first[fmt.size:]
    text = disassemble(first + second, arch)
    assert text == full_encoder_disassembly(first + second, arch)
    assert text.splitlines()[0] == good and text.splitlines()[1].startswith(".long")
