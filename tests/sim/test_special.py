"""Division helper sequence, dot products, mixed-precision fma, M0-relative moves."""
import numpy as np

from conftest import f32_bits, round_fraction, run_asm


def _init(vgprs: dict):
    def init(st, _):
        for r, v in vgprs.items():
            st.vgpr[:, r] = np.asarray(v).astype(np.uint64).astype(np.uint32)
    return init


F32_DIVISION = """
v_div_scale_f32 v3, s[10:11], v2, v2, v1
v_div_scale_f32 v4, vcc, v1, v2, v1
v_rcp_f32 v5, v3
v_fma_f32 v6, -v3, v5, 1.0
v_fma_f32 v5, v6, v5, v5
v_mul_f32 v6, v4, v5
v_fma_f32 v7, -v3, v6, v4
v_fma_f32 v6, v7, v5, v6
v_fma_f32 v7, -v3, v6, v4
v_div_fmas_f32 v6, v7, v5, v6
v_div_fixup_f32 v8, v6, v2, v1
"""


def test_compiler_f32_division_sequence_gives_ieee_quotients():
    rng = np.random.default_rng(11)
    a = (rng.standard_normal(64) * np.exp2(rng.integers(-20, 20, 64))).astype(np.float32)
    b = (rng.standard_normal(64) * np.exp2(rng.integers(-20, 20, 64))).astype(np.float32)
    a[:4] = [1.0, 0.0, np.inf, 3.0]
    b[:4] = [3.0, 0.0, 2.0, np.inf]
    st = run_asm(F32_DIVISION, init=_init({1: f32_bits(a), 2: f32_bits(b)})).state
    with np.errstate(all="ignore"):
        want = a / b
    got = st.vgpr[0, 8].view(np.float32)
    np.testing.assert_array_equal(got, want)


def test_integer_dot_products():
    rng = np.random.default_rng(2)
    a = rng.integers(0, 2**32, 64, dtype=np.uint64)
    b = rng.integers(0, 2**32, 64, dtype=np.uint64)
    st = run_asm("""
v_dot4_i32_i8 v3, v1, v2, v0
v_dot2_u32_u16 v4, v1, v2, v0
""", "gfx906", init=_init({0: np.full(64, 5), 1: a, 2: b})).state

    def parts(x, bits, signed):
        out = []
        for i in range(32 // bits):
            v = (int(x) >> (bits * i)) & ((1 << bits) - 1)
            out.append(v - (1 << bits) if signed and v >> (bits - 1) else v)
        return out
    want4 = [(5 + sum(p * q for p, q in zip(parts(x, 8, True), parts(y, 8, True)))) & 0xFFFFFFFF for x, y in zip(a, b)]
    want2 = [(5 + sum(p * q for p, q in zip(parts(x, 16, False), parts(y, 16, False)))) & 0xFFFFFFFF
             for x, y in zip(a, b)]
    assert [int(v) for v in st.vgpr[0, 3]] == want4
    assert [int(v) for v in st.vgpr[0, 4]] == want2


def test_fma_mix_reads_f16_halves_and_rounds_once():
    rng = np.random.default_rng(4)
    h = rng.standard_normal((2, 64)).astype(np.float16)
    packed = h[0].view(np.uint16).astype(np.uint32) | (h[1].view(np.uint16).astype(np.uint32) << 16)
    c = rng.standard_normal(64).astype(np.float32)
    st = run_asm("v_fma_mix_f32 v3, v1, v1, v2 op_sel:[0,1,0] op_sel_hi:[1,1,0]", "gfx906",
                 init=_init({1: packed, 2: f32_bits(c)})).state
    from fractions import Fraction
    got = st.vgpr[0, 3].view(np.float32)
    for i in range(64):
        exact = Fraction(float(h[0, i])) * Fraction(float(h[1, i])) + Fraction(float(c[i]))
        assert got[i] == np.float32(round_fraction(exact, 24, -126, 3.4e38))


def test_movrel_uses_m0():
    st = run_asm("""
s_mov_b32 m0, 3
v_movrels_b32 v10, v1
v_movreld_b32 v20, v2
""", "gfx803", init=_init({1: np.zeros(64), 2: np.arange(64), 4: np.arange(64) + 7})).state
    assert list(st.vgpr[0, 10]) == list(range(7, 71))
    assert list(st.vgpr[0, 23]) == list(range(64))


def _bytes(x, n):
    return [(int(x) >> (8 * i)) & 0xFF for i in range(n)]


def test_sad_family():
    rng = np.random.default_rng(8)
    a = rng.integers(0, 2**32, 64, dtype=np.uint64)
    a_hi = rng.integers(0, 2**32, 64, dtype=np.uint64)
    b = rng.integers(0, 2**32, 64, dtype=np.uint64)
    b[:8] &= 0xFF00FF00                                  # zero reference bytes: masked out by msad
    c = rng.integers(0, 2**10, 64, dtype=np.uint64)
    st = run_asm("""
v_msad_u8 v5, v1, v3, v4
v_sad_u8 v6, v1, v3, v4
v_qsad_pk_u16_u8 v[8:9], v[1:2], v3, v[10:11]
""", init=_init({1: a, 2: a_hi, 3: b, 4: c, 10: c, 11: c})).state
    for lane in range(64):
        ab, bb = _bytes(a[lane], 4), _bytes(b[lane], 4)
        sad = sum(abs(x - y) for x, y in zip(ab, bb))
        msad = sum(abs(x - y) for x, y in zip(ab, bb) if y)
        assert int(st.vgpr[0, 6, lane]) == sad + int(c[lane])
        assert int(st.vgpr[0, 5, lane]) == msad + int(c[lane])
        window = _bytes(int(a[lane]) | int(a_hi[lane]) << 32, 8)
        acc64 = int(c[lane]) | int(c[lane]) << 32
        q = int(st.vgpr[0, 8, lane]) | int(st.vgpr[0, 9, lane]) << 32
        for k in range(4):
            s = sum(abs(window[k + i] - bb[i]) for i in range(4)) + ((acc64 >> (16 * k)) & 0xFFFF)
            assert (q >> (16 * k)) & 0xFFFF == s & 0xFFFF


def test_trig_preop_segments_of_two_over_pi():
    st = run_asm("""
v_trig_preop_f64 v[2:3], v[0:1], 0
v_trig_preop_f64 v[4:5], v[0:1], 1
""", init=_init({0: np.zeros(64), 1: np.full(64, 0x3FF00000)})).state    # S0 = 1.0
    seg0 = (st.vgpr[0, 2].astype(np.uint64) | (st.vgpr[0, 3].astype(np.uint64) << 32)).view(np.float64)
    seg1 = (st.vgpr[0, 4].astype(np.uint64) | (st.vgpr[0, 5].astype(np.uint64) << 32)).view(np.float64)
    from fractions import Fraction
    # 2/pi in hex (fdlibm's ipio2 table): 0.A2F9836E4E441529FC2757D1F534DDC0DB6295993C439041...
    digits = "A2F9836E4E441529FC2757D1F534DDC0DB6295993C439041"
    two_over_pi_192 = int(digits, 16)
    assert np.all(seg0 == seg0[0]) and np.all(seg1 == seg1[0])
    assert Fraction(float(seg0[0])) == Fraction(two_over_pi_192 >> (192 - 53), 2 ** 53)
    assert Fraction(float(seg1[0])) == Fraction((two_over_pi_192 >> (192 - 106)) & (2 ** 53 - 1), 2 ** 106)


def test_s_trap_is_reported():
    import pytest
    from masm.sim import SimulationError
    with pytest.raises(SimulationError) as e:
        run_asm("s_trap 2")
    assert "s_trap 0x2" in str(e.value) and "no trap handler" in str(e.value)


def test_gfx90a_packed_f32_math_and_pk_mov():
    rng = np.random.default_rng(9)
    a, b, c = (rng.standard_normal((2, 64)).astype(np.float32) for _ in range(3))
    regs = {2: f32_bits(a[0]), 3: f32_bits(a[1]), 4: f32_bits(b[0]), 5: f32_bits(b[1]), 6: f32_bits(c[0]),
            7: f32_bits(c[1])}
    st = run_asm("""
v_pk_fma_f32 v[8:9], v[2:3], v[4:5], v[6:7]
v_pk_mul_f32 v[10:11], v[2:3], v[4:5] op_sel:[1,0] op_sel_hi:[0,1]
v_pk_mov_b32 v[12:13], v[2:3], v[4:5] op_sel:[1,0]
""", "gfx90a", init=_init(regs)).state
    from fractions import Fraction

    def fma(x, y, z):
        return np.array([round_fraction(Fraction(float(p)) * Fraction(float(q)) + Fraction(float(r)), 24, -126, 3.4e38)
                         for p, q, r in zip(x, y, z)], np.float32)
    np.testing.assert_array_equal(st.vgpr[0, 8].view(np.float32), fma(a[0], b[0], c[0]))
    np.testing.assert_array_equal(st.vgpr[0, 9].view(np.float32), fma(a[1], b[1], c[1]))
    np.testing.assert_array_equal(st.vgpr[0, 10].view(np.float32), a[1] * b[0])
    np.testing.assert_array_equal(st.vgpr[0, 11].view(np.float32), a[0] * b[1])
    assert np.array_equal(st.vgpr[0, 12], f32_bits(a[1])) and np.array_equal(st.vgpr[0, 13], f32_bits(b[0]))


def test_gfx90a_packed_f32_inline_constants_are_32_bit_values():
    """An inline constant in a packed-f32 source is the f32 value in its low dword, as llvm-mc encodes it (clang's
    `x * 0.5f + 1.0f` on a float2 is `v_pk_fma_f32 v[8:9], v[2:3], 0.5, 1.0 op_sel_hi:[1,0,0]`); the simulator read
    it as the f64 constant, whose low dword is 0, and computed 0."""
    a = np.random.default_rng(10).standard_normal((2, 64)).astype(np.float32)
    st = run_asm("""
v_pk_fma_f32 v[8:9], v[2:3], 0.5, 1.0 op_sel_hi:[1,0,0]
v_pk_mul_f32 v[10:11], v[2:3], 0.15915494 op_sel_hi:[1,0]
v_pk_mov_b32 v[12:13], -1, 4.0
""", "gfx90a", init=_init({2: f32_bits(a[0]), 3: f32_bits(a[1])})).state
    for lane in (0, 1):
        want = (a[lane].astype(np.float64) * 0.5 + 1.0).astype(np.float32)       # exact: a fma rounds once
        np.testing.assert_array_equal(st.vgpr[0, 8 + lane].view(np.float32), want)
        np.testing.assert_array_equal(st.vgpr[0, 10 + lane].view(np.float32), a[lane] * np.float32(0.15915494))
    assert np.all(st.vgpr[0, 12] == 0xFFFFFFFF) and np.all(st.vgpr[0, 13] == 0x40800000)


def test_f16_inline_constants_of_packed_and_mix_instructions_are_f16_values():
    """A float inline constant in an f16 source is the f16 value (0x3c00 for 1.0) in the low half, as for clang's
    half2 `x * y + 1.0` (`v_pk_fma_f16 v11, v8, v9, 1.0 op_sel_hi:[1,1,0]`); the simulator took the low half of
    the f32 constant (0 for 1.0, 0.5, -2.0 ...) and computed x * y + 0."""
    x = np.array([1.5, -2.0, 3.0, 0.25] * 16, np.float16)
    y = np.array([2.0, 0.5, -1.0, 4.0] * 16, np.float16)

    def pair(h):
        bits = h.view(np.uint16).astype(np.uint32)
        return bits | bits << 16
    st = run_asm("""
v_pk_fma_f16 v11, v8, v9, 1.0 op_sel_hi:[1,1,0]
v_pk_mul_f16 v12, v8, 0.5 op_sel_hi:[1,0]
v_pk_add_f16 v13, v8, -2.0 op_sel_hi:[1,0]
v_mad_mix_f32 v14, v8, 2.0, 0 op_sel_hi:[1,1,0]
v_mad_mix_f32 v15, v8, 2.0, 0 op_sel_hi:[1,0,0]
""", "gfx900", init=_init({8: pair(x), 9: pair(y)})).state

    def halves(r):
        v = st.vgpr[0, r]
        return (v & 0xFFFF).astype(np.uint16).view(np.float16), (v >> 16).astype(np.uint16).view(np.float16)
    for r, want in ((11, x * y + np.float16(1)), (12, x * np.float16(0.5)), (13, x - np.float16(2))):
        lo, hi = halves(r)
        np.testing.assert_array_equal(lo, want)
        np.testing.assert_array_equal(hi, want)
    np.testing.assert_array_equal(st.vgpr[0, 14].view(np.float32), x.astype(np.float32) * 2)   # f16 2.0
    np.testing.assert_array_equal(st.vgpr[0, 15].view(np.float32), x.astype(np.float32) * 2)   # f32 2.0


def test_cndmask_e64_takes_neg_and_abs_on_the_sign_bit():
    """clang selects `-x` with `v_cndmask_b32_e64 v4, -v2, v3, vcc`; the simulator dropped the modifiers."""
    x = np.array([1.5, -2.0, 3.0, 0.25] * 16, np.float32)
    y = np.array([7.0, 8.0, 9.0, 10.0] * 16, np.float32)
    st = run_asm("""
v_cmp_gt_f32 vcc, 0, v2
v_cndmask_b32_e64 v4, -v2, v3, vcc
v_cndmask_b32_e64 v5, |v2|, -|v3|, vcc
""", "gfx900", init=_init({2: f32_bits(x), 3: f32_bits(y)})).state
    negative = x < 0
    np.testing.assert_array_equal(st.vgpr[0, 4].view(np.float32), np.where(negative, y, -x))
    np.testing.assert_array_equal(st.vgpr[0, 5].view(np.float32), np.where(negative, -y, np.abs(x)))


def test_div_scale_f32_asks_for_an_f64_denormal_reciprocal():
    """CDNA3's pseudocode reads `1.0 / 64'F(S1.f32) == DENORM.f64`: a divisor near FLT_MAX is no reason to scale the
    denominator (scaled up by 2^64 it was infinity, and clang's correctly rounded 1.0f / 3e38f came out inf); the
    quotient 1 / 3e38 is an f32 denormal, so the numerator is scaled up instead (VCC set)."""
    y = np.full(64, 3e38, np.float32)
    st = run_asm("""
v_mov_b32 v0, 1.0
v_div_scale_f32 v2, vcc, v1, v1, v0
v_cndmask_b32_e64 v3, 0, 1, vcc
v_div_scale_f32 v4, vcc, v0, v1, v0
""", "gfx900", init=_init({1: f32_bits(y)})).state
    np.testing.assert_array_equal(st.vgpr[0, 2].view(np.float32), y)
    assert np.all(st.vgpr[0, 3] == 1)
    np.testing.assert_array_equal(st.vgpr[0, 4].view(np.float32), np.float32(2.0 ** 64))


def test_integer_clamp_saturates_packed_and_dot_results():
    """clang's saturating short2 add/sub and dot products use the clamp bit: the simulator refused it (not
    simulated); the results saturate to the halves' (or the sum's) range."""
    rng = np.random.default_rng(12)
    a = rng.integers(-32768, 32768, (2, 64)).astype(np.int16)
    b = rng.integers(-32768, 32768, (2, 64)).astype(np.int16)

    def pair(h):
        bits = h.view(np.uint16).astype(np.uint32)
        return bits[0] | bits[1] << 16
    big = np.full(64, 2**31 - 10, np.int64).astype(np.uint32)
    st = run_asm("""
v_pk_add_i16 v3, v1, v2 clamp
v_pk_sub_u16 v4, v1, v2 clamp
v_pk_mad_i16 v5, v1, v2, v1 clamp
v_dot2_i32_i16 v6, v1, v2, v7 clamp
v_dot4_u32_u8 v8, v1, v2, v7 clamp
""", "gfx90a", init=_init({1: pair(a), 2: pair(b), 7: big})).state

    def halves(r, dtype):
        v = st.vgpr[0, r]
        return [(v & 0xFFFF).astype(np.uint16).view(dtype).astype(np.int64),
                (v >> 16).astype(np.uint16).view(dtype).astype(np.int64)]
    wa, wb = a.astype(np.int64), b.astype(np.int64)
    ua, ub = a.view(np.uint16).astype(np.int64), b.view(np.uint16).astype(np.int64)
    for h in (0, 1):
        np.testing.assert_array_equal(halves(3, np.int16)[h], np.clip(wa[h] + wb[h], -32768, 32767))
        np.testing.assert_array_equal(halves(4, np.uint16)[h], np.clip(ua[h] - ub[h], 0, 65535))
        np.testing.assert_array_equal(halves(5, np.int16)[h], np.clip(wa[h] * wb[h] + wa[h], -32768, 32767))
    dot = wa[0] * wb[0] + wa[1] * wb[1] + (2**31 - 10)
    np.testing.assert_array_equal(st.vgpr[0, 6].view(np.int32), np.clip(dot, -2**31, 2**31 - 1))
    bytes_a, bytes_b = pair(a).view(np.uint8).reshape(64, 4), pair(b).view(np.uint8).reshape(64, 4)
    dot4 = (bytes_a.astype(np.int64) * bytes_b).sum(axis=1) + (2**31 - 10)
    np.testing.assert_array_equal(st.vgpr[0, 8].astype(np.int64), np.clip(dot4, 0, 2**32 - 1))


def test_output_modifier_of_an_f16_result():
    """`v_add_f16_e64 v3, v1, v2 mul:2` (clang folds a half's * 2.0 into it): the simulator refused omod on f16."""
    a = np.array([1.5, -2.0, 3.0, 0.25] * 16, np.float16)
    b = np.array([0.5, 0.75, -1.0, 8.0] * 16, np.float16)
    st = run_asm("v_add_f16_e64 v3, v1, v2 mul:2\nv_mul_f16_e64 v4, v1, v2 div:2", "gfx900",
                 init=_init({1: a.view(np.uint16).astype(np.uint32), 2: b.view(np.uint16).astype(np.uint32)})).state
    np.testing.assert_array_equal((st.vgpr[0, 3] & 0xFFFF).astype(np.uint16).view(np.float16), (a + b) * 2)
    np.testing.assert_array_equal((st.vgpr[0, 4] & 0xFFFF).astype(np.uint16).view(np.float16), (a * b) / 2)


def test_float_min_max_order_signed_zeros_and_quiet_a_signalling_nan_in_ieee_mode():
    # v_min/v_max (and min3/max3/med3, v_pk_min/max_f16) compare -0 below +0 whatever the order of the operands; a
    # quiet NaN loses; with MODE.IEEE a signalling NaN operand is the result, quieted (clang's fminf/fmaxf/clamp code)
    x = np.array([0.0, -0.0, -0.0, 0.0, 1.0, np.nan, 2.0, 0.0], np.float32)
    y = np.array([-0.0, 0.0, -0.0, 0.0, np.nan, 1.0, 0.0, -0.0], np.float32)
    xb, yb = f32_bits(x), f32_bits(y)
    xb[6], yb[7] = 0x7FA00000, 0x7F800001                       # signalling NaNs
    text = """
v_min_f32 v3, v1, v2
v_max_f32 v4, v1, v2
v_med3_f32 v5, v1, v2, 0
v_min3_f32 v6, v1, v2, 1.0
v_max_f64 v[8:9], v[10:11], v[12:13]
v_pk_min_f16 v7, v1, v2
"""
    zeros = np.zeros(64, np.uint32)
    init = _init({1: np.resize(xb, 64), 2: np.resize(yb, 64), 10: zeros, 11: np.resize(xb, 64),
                  12: zeros, 13: np.resize(yb, 64)})
    ieee = run_asm(text, init=init, mode=0x2F0).state.vgpr[0]
    plain = run_asm(text, init=init).state.vgpr[0]
    assert [hex(v) for v in ieee[3, :8]] == ["0x80000000", "0x80000000", "0x80000000", "0x0", "0x3f800000",
                                             "0x3f800000", "0x7fe00000", "0x7fc00001"]
    assert [hex(v) for v in ieee[4, :8]] == ["0x0", "0x0", "0x80000000", "0x0", "0x3f800000", "0x3f800000",
                                             "0x7fe00000", "0x7fc00001"]
    # med3(x, y, +0): the max of the two that are not the first equal to max3; with a NaN, min3
    assert [hex(v) for v in ieee[5, :6]] == ["0x0", "0x0", "0x0", "0x0", "0x0", "0x0"]
    assert [hex(v) for v in ieee[6, :4]] == ["0x80000000", "0x80000000", "0x80000000", "0x0"]
    # f64 through the high words: max(+0, -0) = +0 either way round
    assert [hex(v) for v in ieee[9, :4]] == ["0x0", "0x0", "0x80000000", "0x0"]
    # packed f16 halves of the same words: the high halves are the f32 values' sign/exponent bits
    assert [hex(v) for v in ieee[7, :4]] == ["0x80000000", "0x80000000", "0x80000000", "0x0"]
    # without MODE.IEEE a signalling NaN is a NaN like the others: the number wins
    assert [hex(v) for v in plain[3, 6:8]] == ["0x0", "0x0"]
    assert [hex(v) for v in plain[4, 6:8]] == ["0x0", "0x0"]


F64_DIVISION = """
v_div_scale_f64 v[10:11], s[20:21], v[4:5], v[4:5], v[2:3]
v_rcp_f64 v[12:13], v[10:11]
v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
v_div_scale_f64 v[16:17], vcc, v[2:3], v[4:5], v[2:3]
v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
v_mul_f64 v[18:19], v[16:17], v[12:13]
v_fma_f64 v[10:11], -v[10:11], v[18:19], v[16:17]
v_div_fmas_f64 v[10:11], v[10:11], v[12:13], v[18:19]
v_div_fixup_f64 v[20:21], v[10:11], v[4:5], v[2:3]
"""


def _f64_init(pairs: dict):
    def init(st, _):
        for r, v in pairs.items():
            b = np.resize(np.asarray(v, np.float64), 64).view(np.uint64)
            st.vgpr[:, r] = (b & np.uint64(0xFFFFFFFF)).astype(np.uint32)
            st.vgpr[:, r + 1] = (b >> np.uint64(32)).astype(np.uint32)
    return init


def test_f64_division_sequence_with_denormal_and_underflowing_quotients():
    """clang's f64 division (v_div_scale / v_rcp / Newton fmas / v_div_fmas / v_div_fixup): a divisor near DBL_MAX
    with a denormal quotient is scaled down (the pseudocode's 2^128 took it to infinity), a quotient that underflows
    to zero counts as a denormal one (the "numerator is tiny" scaling took the divisor to infinity), and v_div_fmas
    rounds the scaled quotient once (rounding the fma first was one ulp off in the denormal range)."""
    a = [1.0, 1.0, 2.1024623201790868e-305, -3.0, 1.0, 7.0]
    b = [1e308, 1.7976931348623157e308, -1.4236383610161596e273, 1e308, 3.0, 2.0]
    rng = np.random.default_rng(78)
    bb = rng.uniform(1, 2, 58) * 2.0 ** rng.integers(-60, 60, 58)
    aa = bb * rng.uniform(0.5, 1, 58) * 2.0 ** rng.integers(-1074, -1022, 58)
    x, y = np.concatenate([a, aa]), np.concatenate([b, bb])
    st = run_asm(F64_DIVISION, init=_f64_init({2: x, 4: y})).state
    got = (st.vgpr[0, 20].astype(np.uint64) | (st.vgpr[0, 21].astype(np.uint64) << np.uint64(32))).view(np.float64)
    assert [hex(v) for v in got[:6].view(np.uint64)] == ["0x730d67819e8d2", "0x4000000000000", "0x8000000000000000",
                                                         "0x80159283684dba76", "0x3fd5555555555555", "0x400c000000000000"]
    np.testing.assert_array_equal(got.view(np.uint64), (x / y).view(np.uint64))


def test_f32_division_rounds_a_denormal_quotient_once_and_takes_an_underflow_to_zero():
    # -1.2361444e-21 / 1.1199357e17 is the denormal 0x80783071 (rounding v_div_fmas's fma before its 2^-64 scaling
    # gave 0x80783072); 1e-38 / 3e38 underflows to +0 (the divisor, scaled as if the numerator were tiny, was inf)
    a = np.array([-1.2361444e-21, 1e-38, 5e-39, 1.0], np.float32)
    b = np.array([1.1199357e17, 3e38, 3e38, 3.0], np.float32)
    st = run_asm(F32_DIVISION, init=_init({1: f32_bits(np.resize(a, 64)), 2: f32_bits(np.resize(b, 64))})).state
    assert [hex(v) for v in st.vgpr[0, 8, :4]] == ["0x80783071", "0x0", "0x0", "0x3eaaaaab"]
