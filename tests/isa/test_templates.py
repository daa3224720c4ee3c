"""The register-template fast path (masm/isa/templates.py) must agree with the full encoder on every input:
same bytes and register use for valid lines, an error (from the full encoder) for invalid ones."""
from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings, strategies as st

from masm.diagnostics import AssemblyError, SourceLoc
from masm.isa import encoder

from isa_corpus import ARCHES, load_corpus

_NUM = re.compile(r"(?<![\w.$])([vsa])(\d+)(?![\w.$])|(?<![\w.$])([vsa])\[(\d+):(\d+)\]|(?<=offset:)(\d+)"
                  r"|(?<![\w.$:-])0x([0-9a-f]+)|(?<=offset[01]:)(\d+)|(?<=\s)(\d+)(?![^\s,])|(?<=\s-)(\d+)(?![^\s,])"
                  r"|(?:(?<=row_shl:)|(?<=row_shr:)|(?<=row_ror:)|(?<=_mask:)|(?<=cnt\())(0x[0-9a-fA-F]+|\d+)"
                  r"|(?<=[\s-])(\d+\.\d+)(?![^\s,])|(?:(?<=hwreg\()|(?<=\s))(\d+)(?=\))|(?<=offset:-)(\d+)")
# floats a float operand is moved to: literals, inline values (0.5 ... 4.0, 1/(2*pi)), values beyond a half's range
# or a float's, ones that round to an inline value, and integers (a line of the same shape)
_FLOATS = ("3.7", "898.138", "0.5", "1.0", "2.0", "4.0", "0.15915494", "0.1591549430918953", "70000.5", "65504.0",
           "65520.0", "1e39", "0.0", "1.00000001", "477", "3", "100000.25", "0.000000000000000000000000000000000000001",
           "123.456e3")


def _mutate(text: str, rng: random.Random) -> str:
    def repl(m):
        if m.group(14):         # the N of offset:-N: a signed field's negative half (-4096 on gfx9 FLAT), its ends, beyond
            return str(rng.choice([rng.randrange(1, 4097), rng.randrange(1, 300), 1, 4095, 4096, 4097, 0, 2048,
                                   rng.randrange(4097, 70000), 1 << 20]))
        if m.group(13):         # hwreg's last number (or its id): in range, at the field's ends, beyond
            return str(rng.choice([rng.randrange(0, 34), 0, 1, 15, 16, 31, 32, 33, 64, 100]))
        if m.group(12):         # a float operand
            return rng.choice(_FLOATS + (f"{rng.uniform(0, 1000):.{rng.randrange(1, 8)}f}",) * 6)
        if m.group(11):         # a DPP control's or a mask's value, a waitcnt counter: in range, at its ends, beyond
            value = rng.choice([rng.randrange(0, 16), rng.randrange(0, 16), rng.randrange(0, 70), 0, 1, 7, 8, 15, 16,
                                31, 32, 63, 64])
            return hex(value) if m.group(11)[:2] == "0x" or rng.random() < 0.1 else str(value)
        if m.group(1):
            return m.group(1) + str(rng.choice([rng.randrange(0, 110), rng.randrange(0, 256), 255, 101, 102]))
        if m.group(3):
            lo, hi = int(m.group(4)), int(m.group(5))
            new = rng.choice([rng.randrange(0, 100), rng.randrange(0, 256) & ~3, rng.randrange(0, 256) & ~1])
            width = hi - lo + (1 if rng.random() < 0.9 else 2)
            return f"{m.group(3)}[{new}:{new + width - 1}]"
        if m.group(10):         # a negative decimal operand: -16..-1 inline, literals beyond (32 bits at most;
            # 1082130432 is -1.0's pattern, 1090519040 -4.0's, 3118 an f16 pattern's)
            return str(rng.choice([rng.randrange(1, 17), rng.randrange(1, 17), 16, 17, 0, rng.randrange(17, 300),
                                   rng.randrange(300, 1 << 31), 1 << 31, (1 << 31) + 1, 1082130432, 1090519040,
                                   rng.randrange(1 << 31, 1 << 33), 0xFFFF, 0x10000, 3118]))
        if m.group(9):          # a decimal operand: inline constants 0..64, literals or immediates beyond, also spelled
            # in hex (1065353216 is 1.0's pattern; 16-bit immediates end at 65535)
            value = rng.choice([rng.randrange(0, 65), rng.randrange(0, 65), 64, 65, rng.randrange(65, 300),
                                rng.randrange(300, 1 << 32), rng.randrange(0x8000, 0x10000), 0x7FFF, 0x8000, 0xFFFF,
                                0x10000, 1065353216, 0xFFFFFFEF, 0xFFFFFFF0, 1 << 32, 0x3118])
            return rng.choice([str(value), str(value), str(value), hex(value), "0" + str(value)])
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


def template_disagreements(arch: str, seed: str, mutations: int) -> tuple[int, list[str]]:
    """(variants tried, disagreements) over the WHOLE corpus of `arch`, `mutations` variants of each line, from
    empty caches (a shape gets its template on its second sighting, built from the first and encoding the second
    too: every variant of a line after the corpus line itself is encoded by a template built from an earlier text)."""
    rng = random.Random(seed)
    encoder.clear_caches()
    disagreements = []
    tried = 0
    for text, _ in load_corpus(arch):
        encoder.encode(text, arch, SourceLoc("t", 1, 1))      # first sighting of the shape
        for _ in range(mutations):
            v = _mutate(text, rng)
            tried += 1
            fast, full = _fast(v, arch), _full(v, arch)
            if fast != full:
                disagreements.append(f"{v!r}: fast {fast} full {full}")
    encoder.clear_caches()
    return tried, disagreements


# gfx941 reads gfx940's table with gfx942 (both tested); 2 variants of each line (16,000-19,000 texts an arch), 1
# for the arches whose table another one tested here shares (gfx906 and gfx908 gfx900's, gfx942 gfx940's), keep the
# suite's time (9 archs x 4 variants took 90 s of it)
_SHARED_TABLE = ("gfx906", "gfx908", "gfx942")


@pytest.mark.parametrize("arch", [a for a in ARCHES if a != "gfx941"])
def test_templates_agree_with_full_encoder(arch):
    variants = 1 if arch in _SHARED_TABLE else 2
    tried, disagreements = template_disagreements(arch, f"templates-{arch}", variants)
    assert tried > 7_500 * variants
    assert not disagreements, "\n".join(disagreements[:10])


@pytest.mark.parametrize("arch", ["gfx906", "gfx908", "gfx90a"])
def test_sdwa_constant_in_vsrc1_is_limited_like_the_encoder(arch):
    """Issue 13: after three SDWA lines with an inline hex constant in vsrc1 the template took 0x41 (not inline,
    and SDWA takes no literal) as the inline -1; the full encoder refuses it, and so must every later encoding."""
    encoder.clear_caches()
    tail = " dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD"
    for n, value in enumerate(("0x1", "0x2", "0x3")):
        encoder.encode(f"v_and_b32_sdwa v{n}, v1, {value}{tail}", arch, SourceLoc("t", 1, 1))
    for _ in range(2):      # refused the first time, and not remembered as anything else afterwards
        assert _fast(f"v_and_b32_sdwa v7, v1, 0x41{tail}", arch) == "error"
    assert _fast(f"v_and_b32_sdwa v7, v1, 0x40{tail}", arch)[0].hex() == "f9800f2601050586"
    encoder.clear_caches()


def _counting_encodes(lines: list[tuple[str, str]]) -> list[str]:
    """The texts the full encoder is asked for while `lines` ((text, arch)) are encoded from empty caches."""
    encoder.clear_caches()
    calls = []
    full_encode = encoder._encode

    def counting(text, arch, loc, notes):
        calls.append(text)
        return full_encode(text, arch, loc, notes)

    encoder._encode = counting
    try:
        for text, arch in lines:
            encoder.encode(text, arch, SourceLoc("t", 1, 1))
    finally:
        encoder._encode = full_encode
    return calls


def test_single_registers_are_found_with_one_encoding_and_keep_parity_rules():
    """The fields of a line's single registers are found with ONE encoding, each register moved by its own odd
    amount (each field's change names its register; a register of the other parity is seen to encode alike); a form
    that takes only even registers (gfx90a's ds_gws_*) still gets a template for even ones only, and an odd one there
    is refused by every later encoding."""
    calls = _counting_encodes([(f"v_fma_f32 v{n}, v{n + 1}, v{n + 2}, v{n + 3}", "gfx900") for n in (3, 8)])
    # the first line, then for the template (built from it) the registers moved by 5, 7, 9 and 11 at once
    assert calls == ["v_fma_f32 v3, v4, v5, v6", "v_fma_f32 v8, v11, v14, v17"]
    for text in ("v_fma_f32 v7, v200, v0, v255", "v_fma_f32 v7, v7, v7, v7"):
        assert _fast(text, "gfx900") == _full(text, "gfx900") != "error"
    assert _counting_encodes([(f"v_mov_b32 v{n}, 0x{n}", "gfx900") for n in (3, 8)]) == \
        ["v_mov_b32 v3, 0x3", "v_mov_b32 v8, 0x3", "v_mov_b32 v3, 0x7",    # (one register: moved on its own)
         "v_mov_b32 v3, 0x40", "v_mov_b32 v3, 0x41"]                        # (the inline constants' limit)
    _counting_encodes([(f"ds_gws_init v{n} offset:4 gds", "gfx90a") for n in (2, 6)])
    for _ in range(2):
        assert _fast("ds_gws_init v5 offset:4 gds", "gfx90a") == "error"
    assert _fast("ds_gws_init v10 offset:4 gds", "gfx90a")[0].hex() == "040033d90a000000"
    encoder.clear_caches()


def test_ranges_move_with_the_single_registers():
    """Register ranges are moved in the same encoding by 4 and 12 (keeping their alignment), the field of an SGPR
    quad holding a quarter of its number; one encoding builds the template of a buffer load."""
    calls = _counting_encodes([(f"buffer_load_dwordx2 v[{n}:{n + 1}], v{n + 2}, s[{4 * n}:{4 * n + 3}], s{n} offen",
                                "gfx900") for n in (2, 4)])
    assert calls == ["buffer_load_dwordx2 v[2:3], v4, s[8:11], s2 offen",
                     "buffer_load_dwordx2 v[6:7], v9, s[20:23], s9 offen"]
    for text in ("buffer_load_dwordx2 v[10:11], v0, s[40:43], s101 offen",
                 "buffer_load_dwordx2 v[11:12], v0, s[40:43], s1 offen",
                 "buffer_load_dwordx2 v[10:11], v0, s[42:45], s1 offen"):      # (a quad must be aligned)
        assert _fast(text, "gfx900") == _full(text, "gfx900")
    assert _full("buffer_load_dwordx2 v[10:11], v0, s[42:45], s1 offen", "gfx900") == "error"
    encoder.clear_caches()


def test_registers_moved_together_fall_back_to_one_at_a_time():
    """Where moving the registers together is refused (two equal SGPRs become two values on the constant bus), each
    is moved on its own (here that is refused too: the shape gets no template, its lines are encoded in full)."""
    calls = _counting_encodes([(f"v_add_f32_e64 v{n}, s{n}, s{n}", "gfx900") for n in (1, 4)])
    assert calls == ["v_add_f32_e64 v1, s1, s1", "v_add_f32_e64 v6, s8, s10",     # together: refused
                     "v_add_f32_e64 v6, s1, s1", "v_add_f32_e64 v1, s6, s1", "v_add_f32_e64 v1, s5, s1",
                     "v_add_f32_e64 v4, s4, s4"]
    for text in ("v_add_f32_e64 v9, s20, s20", "v_add_f32_e64 v9, s20, s21"):
        assert _fast(text, "gfx900") == _full(text, "gfx900")
    assert _full("v_add_f32_e64 v9, s20, s21", "gfx900") == "error"
    encoder.clear_caches()


# lines whose numbers are decimal literals, negative literals or 16-bit immediates (SOPK, SOPP): each is the first
# sighting of its shape, and every variant after it is encoded by the template built from it
_NUMBER_LINES = ("s_mov_b32 s5, 121719491", "s_mov_b32 s5, -712333078", "v_mov_b32 v1, 100000",
                 "v_add_f32 v1, 100000, v2", "v_add_f16 v1, 1000, v2", "v_madak_f32 v1, v2, v3, 1234567",
                 "v_mov_b32 v1, -100", "v_add_u32 v1, -70000, v2", "s_movk_i32 s3, 0xff8d", "s_movk_i32 s3, 1234",
                 "s_cmpk_eq_u32 s3, 40000", "s_addk_i32 s3, 100", "s_cmpk_lt_i32 s3, 7", "s_nop 3", "s_sleep 10",
                 "s_setprio 2", "s_mov_b64 s[2:3], 123456789", "s_mov_b64 s[2:3], -123456789",
                 "v_add_f64 v[0:1], 123456789, v[2:3]", "s_add_u32 s0, s1, 70000", "s_and_b32 s0, -300, s1",
                 "v_mov_b32 v1, 0x10000", "s_movk_i32 s3, -5", "s_waitcnt 0", "s_trap 2",
                 "v_mov_b32 v1, 898.138", "v_mul_f32 v1, -8.0659, v2", "v_add_f16 v1, 7.25, v2",
                 "v_add_f64 v[0:1], 3.7, v[2:3]", "s_mov_b32 s1, 898.138", "s_mov_b64 s[2:3], 898.138",
                 "v_add_u16 v1, 3.7, v2", "v_pk_add_f16 v1, 3.7, v2", "v_madak_f32 v1, v2, v3, 898.138",
                 "v_madmk_f16 v1, v2, 7.25, v3", "v_fma_f32 v1, v2, 3.7, v3", "s_setreg_imm32_b32 hwreg(HW_REG_MODE), 1.5",
                 "v_cvt_f32_f16 v1, 7.25", "v_cvt_f16_f32 v1, 898.138", "v_mov_b32 v1, -898.138",
                 "s_add_u32 s0, s1, -3.7", "v_ldexp_f16 v1, 7.25, v2", "v_add_u32 v1, 3.7, v2",
                 "global_load_dword v1, v[2:3], off offset:-16", "global_store_dwordx2 v[2:3], v[4:5], off offset:-2048",
                 "global_load_dwordx4 v[4:7], v1, s[2:3] offset:-4096", "scratch_load_dword v1, off, s3 offset:-100",
                 "global_atomic_add v1, v[2:3], v4, off offset:-1 glc", "flat_load_dword v1, v[2:3] offset:-8",
                 "buffer_load_dword v1, off, s[4:7], s3 offset:-4")


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx90a", "gfx940"])
def test_number_slots_agree_with_full_encoder(arch):
    """Decimal and negative literals, the 16-bit immediates (s_movk_i32's 0x8000..0xffff too) and float operands
    are numbers a template moves: every variant gets the full encoder's bytes, register use or error."""
    disagreements = variant_disagreements(_NUMBER_LINES, arch, random.Random(f"numbers-{arch}"), 60)
    assert not disagreements, "\n".join(disagreements[:10])


def variant_disagreements(lines, arch: str, rng: random.Random, variants: int) -> list[str]:
    """From empty caches, each of `lines` (the first sighting of its shape, unless the full encoder refuses it) and
    then `variants` mutations of it: those whose template encoding is not the full encoder's."""
    encoder.clear_caches()
    disagreements = []
    for line in lines:
        if _full(line, arch) != "error":
            encoder.encode(line, arch, SourceLoc("t", 1, 1))
        for _ in range(variants):
            v = _mutate(line, rng)
            fast, full = _fast(v, arch), _full(v, arch)
            if fast != full:
                disagreements.append(f"{v!r}: fast {fast} full {full}")
    encoder.clear_caches()
    return disagreements


def test_literal_and_immediate_numbers_get_templates():
    """A decimal literal, a negative one, s_movk_i32's whole 16 bits and a float are template slots: after the first
    two lines of a shape (the template built from the first, with its field facts), no line is encoded in full."""
    for shape, values in (("s_mov_b32 s5, {}", (121719491, 5000, 987654, 4000000000)),
                          ("s_mov_b32 s5, -{}", (712333078, 17, 2147480000, 99999)),
                          ("s_movk_i32 s3, 0x{:x}", (0xff8d, 0x10, 0x8001, 0x9abc)),
                          ("v_mul_f32 v1, -{}, v2", (8.0659, 3.25, 123.5, 77.125)),
                          ("v_mov_b32 v1, {}", (898.138, 0.3, 6.02e23, 1.5)),     # (1.5: a literal, 0x3fc00000)
                          ("v_add_f16 v1, {}, v2", (7.25, 0.3, 100.5, 3.0))):
        lines = [(shape.format(v), "gfx900") for v in values]
        calls = _counting_encodes(lines)
        assert lines[2][0] not in calls and lines[3][0] not in calls, calls
        for text, arch in lines:
            assert _fast(text, arch) == _full(text, arch) != "error"
    encoder.clear_caches()


_NAMED_LINES = ("v_add_f32_dpp v1, v2, v3 row_shr:3 row_mask:0xf bank_mask:0x3",
                "v_mov_b32_dpp v1, v2 row_shl:9 row_mask:0x5 bank_mask:0xf bound_ctrl:0",
                "v_add_u32_dpp v1, v2, v3 row_ror:12 row_mask:0xa bank_mask:0x1",
                "v_mov_b32_dpp v1, v2 quad_perm:[0,1,2,3] row_mask:0xa bank_mask:0xf",
                "s_waitcnt vmcnt(19) expcnt(0) lgkmcnt(4)", "s_waitcnt vmcnt(3)", "s_waitcnt lgkmcnt(0)",
                "s_waitcnt vmcnt(0) & lgkmcnt(0)", "s_waitcnt expcnt(5)", "s_waitcnt vmcnt(40) lgkmcnt(15)",
                "s_getreg_b32 s5, hwreg(HW_REG_MODE, 22, 4)", "s_setreg_b32 hwreg(HW_REG_TRAPSTS, 3, 7), s2",
                "s_getreg_b32 s5, hwreg(1, 0, 32)", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0x5",
                "s_getreg_b32 s5, hwreg(HW_REG_MODE)")


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx90a", "gfx940"])
def test_modifier_values_agree_with_full_encoder(arch):
    """DPP row shifts and masks, the waitcnt counters and hwreg's fields are numbers a template moves within the run
    of their block of 16 the encoder takes linearly; every variant (values of other blocks, beyond the field,
    refused ones) gets the full encoder's bytes or error."""
    disagreements = variant_disagreements(_NAMED_LINES, arch, random.Random(f"modifiers-{arch}"), 80)
    assert not disagreements, "\n".join(disagreements[:10])


def test_modifier_values_share_templates():
    """After the field facts of a form are known, a waitcnt or DPP line whose values differ is encoded by the template
    of its block: vmcnt 16..31 by one, 0..15 by another (gfx9 keeps vmcnt's upper bits apart), expcnt 0..7 by both."""
    lines = [(f"s_waitcnt vmcnt({v}) expcnt({e}) lgkmcnt({g})", "gfx900")
             for v, e, g in ((19, 0, 4), (20, 1, 5), (31, 7, 0), (16, 3, 15), (2, 1, 1), (3, 2, 2), (15, 0, 9))]
    calls = _counting_encodes(lines)
    assert [text for text, _ in lines if text in calls] == [lines[0][0], lines[4][0]], calls
    for text, arch in lines + [("s_waitcnt vmcnt(19) expcnt(8) lgkmcnt(4)", "gfx900")]:
        assert _fast(text, arch) == _full(text, arch)
    dpp = [(f"v_add_f32_dpp v1, v2, v3 row_shr:{s} row_mask:0x{m:x} bank_mask:0x{b:x}", "gfx900")
           for s, m, b in ((3, 15, 3), (5, 1, 2), (7, 9, 12), (1, 0, 0))]
    calls = _counting_encodes(dpp)
    assert [text for text, _ in dpp if text in calls] == [dpp[0][0]], calls
    encoder.clear_caches()


def test_floats_and_integers_of_one_shape_have_a_template_each():
    """`v_mul_f32 v1, 0xddbd4bbc, v2` and `v_mul_f32 v1, 7.28, v2` have one shape: the template of the one seen first
    sends the other kind of number to the shape's second template (built from the first line of that kind)."""
    lines = [(f"v_mul_f32 v1, {x}, v2", "gfx900")
             for x in ("0xddbd4bbc", "7.28", "0x1d81b42b", "123.5", "9.75", "0x43acd415", "77", "3.0")]
    calls = _counting_encodes(lines)
    assert [text for text, _ in lines if text in calls] == [lines[0][0], lines[1][0]], calls
    for text, arch in lines:
        assert _fast(text, arch) == _full(text, arch) != "error"
    encoder.clear_caches()


@pytest.mark.parametrize("arch", ["gfx90a", "gfx940"])
def test_packed_operand_literal_with_an_inline_low_half_is_left_to_the_encoder(arch):
    """Regression: a literal template of v_dot2c_f32_f16 (a packed 16-bit operand, where llvm-mc 14 lets the low half
    decide) encoded 0xffff0001 and -65535 as the literal 0xffff0001; llvm-mc and the full encoder give the inline 1
    (LLVM 19, for gfx940, reads the whole dword: a literal there)."""
    encoder.clear_caches()
    for x in ("0x12345678", "0x12345679", "0xffff0001", "0x10001", "-1234", "-1235", "-65535", "0x1234"):
        text = f"v_dot2c_f32_f16_e32 v1, {x}, v2"
        assert _fast(text, arch) == _full(text, arch) != "error"
    assert _fast("v_dot2c_f32_f16_e32 v1, 0xffff0001, v2", arch)[0].hex() == \
        ("8104026e" if arch == "gfx90a" else "ff04026e0100ffff")
    encoder.clear_caches()


# names a branch or a relocated operand may be given: labels as clang and hand writers spell them, and words the
# encoder takes for registers or constants (which must stay its errors)
_NAMES = (".LBB0_3", ".LBB12_145", "L1", "loop_top", "$x", "a.b", "_x", "off", "abs", "neg", "hwreg", "v", "s", "ttmp",
          "vcc", "v1", "s7", "exec", "scc", "m0", "ttmp3", "src_scc", "vccz", "execz", "null", "flat_scratch", "tba",
          "lds_direct", "shared_base", "vcc_lo", "a5", "acc5", "src_execz", "private_base", "x1.y2")
_NAMED_FORMS = ("s_branch {}", "s_cbranch_scc1 {}", "s_cbranch_execz {}", "s_cbranch_vccnz {}",
                "s_add_u32 s4, s4, {}@rel32@lo+4", "s_addc_u32 s5, s5, {}@rel32@hi+12",
                "s_mov_b32 s0, {}@abs32@lo", "v_mov_b32 v1, {}@abs32@hi", "s_add_u32 s6, s6, {}@gotpcrel32@lo+4",
                "s_add_u32 s4, s4, {}@rel32@lo-8")


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx90a", "gfx940"])
def test_lines_naming_a_symbol_agree_with_full_encoder(arch):
    """A branch to a label and an operand naming a symbol with a relocation specifier share the first line's
    encoding with the other name in its fixup: every name gets the full encoder's bytes, fixups or error."""
    rng = random.Random(f"names-{arch}")
    encoder.clear_caches()
    disagreements = []
    for form in _NAMED_FORMS:
        for _ in range(60):
            text = form.format(rng.choice(_NAMES))
            fast, full = _fast_named(text, arch), _full_named(text, arch)
            if fast != full:
                disagreements.append(f"{text!r}: fast {fast} full {full}")
    encoder.clear_caches()
    assert not disagreements, "\n".join(disagreements[:10])


def _full_named(text: str, arch: str):
    try:
        e = encoder._encode(text, arch, SourceLoc("t", 1, 1), ())
        return e.data, e.regs, e.fixups, e.size, e.defn
    except AssemblyError:
        return "error"


def _fast_named(text: str, arch: str):
    try:
        e = encoder.encode(text, arch, SourceLoc("t", 1, 1))
        return e.data, e.regs, e.fixups, e.size, e.defn
    except AssemblyError:
        return "error"


def test_branches_to_new_labels_share_one_encoding():
    """After two branches of one mnemonic to different labels, a branch to a third label is not encoded in full."""
    lines = [(f"s_cbranch_scc1 .LBB0_{n}", "gfx900") for n in (1, 2, 3, 4)] + \
        [(f"s_add_u32 s4, s4, {name}@rel32@lo+4", "gfx900") for name in ("a", "b", "c")]
    calls = _counting_encodes(lines)
    assert calls == [lines[0][0], lines[1][0], lines[4][0], lines[5][0]], calls
    assert _fast_named("s_cbranch_scc1 .LBB7_9", "gfx900")[2][0].expr == ".LBB7_9"
    assert _fast_named("s_add_u32 s4, s4, zz@rel32@lo+4", "gfx900")[2][0].expr == "zz@rel32@lo+4"
    encoder.clear_caches()


# texts made of the characters that decide a split: digits, hex letters, the characters a number may follow, the ", "
# a statement is cut at for `templates.shape`, blanks, commas and the rest of a statement's spelling
_SHAPE_ALPHABET = "0123456789abcdefxABCDEFX.eE+-vsa:[](), \t_gmlnoprtuw|#"


@given(st.text(alphabet=_SHAPE_ALPHABET, max_size=60), st.lists(st.sampled_from(
    ["v12", "s[4:7]", "0x1f", "-3", "1.5", "2.5e3", "offset:-8", "v[0:1]", "", " ", "abs(v3)", "vmcnt(3)", "a7",
     "row_shr:3", "12", "0x", "1.", "s1,s2", "v1 ", "hwreg(1, 2, 3)", "800942073", "0x8ded3c96", "853.013", "1e5",
     "8a.5", "1.5e", "0 offen", "v221 op_sel:[0,1] neg_hi:[0,1]", "v2  dst_sel:BYTE_0", " v3", "5.", "1.2.3",
     "\u0661\u0662"]), max_size=6), st.booleans())
@settings(max_examples=400, deadline=None)
def test_shape_is_the_split_key_and_numbers(head, operands, glued):
    """`templates.shape` (each piece between ", " split once) gives the key and numbers of the one split of the whole
    text, whatever the text."""
    from masm.isa import templates
    text = head + (", " if glued else " ") + ", ".join(operands) if operands else head
    for _ in range(2):      # (the second time from the pieces kept)
        parts = templates.split(text)
        key, numbers = templates.shape(text)
        assert key == "#".join(parts[::2])
        assert list(numbers) == parts[1::2]
