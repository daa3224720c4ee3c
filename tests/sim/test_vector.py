"""Vector ALU instructions in all encodings; expected values from numpy / Python integers computed here."""
import numpy as np

from conftest import f32_bits, f64_words, run_asm, v64

M32 = 0xFFFFFFFF
LANES = np.arange(64, dtype=np.uint64)


def _init(vgprs: dict, sgprs: dict | None = None, exec_mask: int | None = None):
    def init(st, _):
        for r, v in vgprs.items():
            st.vgpr[:, r] = np.asarray(v).astype(np.uint64).astype(np.uint32)
        for r, v in (sgprs or {}).items():
            st.sgpr[:, r] = v & M32
        if exec_mask is not None:
            st.sgpr[:, 126] = exec_mask & M32
            st.sgpr[:, 127] = exec_mask >> 32
    return init


def test_integer_add_carry_chain_and_inactive_lanes_untouched():
    rng = np.random.default_rng(1)
    a = rng.integers(0, 2**32, 64, dtype=np.uint64)
    b = rng.integers(0, 2**32, 64, dtype=np.uint64)
    a[:4] = [M32, M32, 0, 0x80000000]
    b[:4] = [1, M32, 0, 0x80000000]
    exec_mask = 0xFFFF_FFFF_FFFF_FF0F  # lanes 4..7 inactive
    st = run_asm("""
v_mov_b32 v9, 0xdead
v_add_co_u32 v3, vcc, v1, v2
v_addc_co_u32 v4, vcc, 0, 0, vcc
v_sub_co_u32 v5, s[10:11], v1, v2
v_add_u32 v9, v1, v2
""", init=_init({1: a, 2: b, 9: np.full(64, 7)}, exec_mask=exec_mask)).state
    active = ((exec_mask >> LANES) & 1).astype(bool)
    s = a + b
    assert np.array_equal(st.vgpr[0, 3][active], (s & M32)[active].astype(np.uint32))
    assert np.array_equal(st.vgpr[0, 4][active], (s >> 32)[active].astype(np.uint32))
    borrow = sum(1 << i for i in range(64) if active[i] and b[i] > a[i])
    assert int(st.sgpr[0, 10]) | int(st.sgpr[0, 11]) << 32 == borrow
    assert np.all(st.vgpr[0, 9][~active] == 7)   # neither v_mov nor v_add touched the inactive lanes
    assert np.array_equal(st.vgpr[0, 9][active], (s & M32)[active].astype(np.uint32))


def test_shifts_24bit_multiplies_and_bitfields():
    a = np.arange(64, dtype=np.uint64) * 0x01010101 + 0x80000000
    sh = np.arange(64, dtype=np.uint64)
    st = run_asm("""
v_lshlrev_b32 v3, v2, v1
v_lshrrev_b32 v4, v2, v1
v_ashrrev_i32 v5, v2, v1
v_mul_u32_u24 v6, v1, v2
v_mul_hi_u32 v7, v1, v1
v_bfe_u32 v8, v1, 4, 8
v_bfe_i32 v9, v1, 28, 4
v_lshlrev_b64 v[10:11], v2, v[0:1]
v_mad_u64_u32 v[12:13], s[20:21], v1, v1, v[0:1]
v_bcnt_u32_b32 v14, v1, 0
v_mbcnt_lo_u32_b32 v15, -1, 0
v_mbcnt_hi_u32_b32 v15, -1, v15
v_alignbit_b32 v16, v1, v2, 8
s_mov_b32 s30, 0x0c0c0105
v_perm_b32 v17, v1, v2, s30
""", init=_init({0: np.full(64, 3), 1: a, 2: sh})).state
    s = sh & 31
    assert np.array_equal(st.vgpr[0, 3], ((a << s) & M32).astype(np.uint32))
    assert np.array_equal(st.vgpr[0, 4], (a >> s).astype(np.uint32))
    signed = a.astype(np.int64) - (1 << 32)
    assert np.array_equal(st.vgpr[0, 5], ((signed >> s.astype(np.int64)) & M32).astype(np.uint32))
    assert np.array_equal(st.vgpr[0, 6], (((a & 0xFFFFFF) * (sh & 0xFFFFFF)) & M32).astype(np.uint32))
    assert [int(x) for x in st.vgpr[0, 7]] == [(int(x) * int(x)) >> 32 for x in a]
    assert np.array_equal(st.vgpr[0, 8], ((a >> 4) & 0xFF).astype(np.uint32))
    nib = (a >> 28) & 0xF
    assert np.array_equal(st.vgpr[0, 9], np.where(nib >= 8, nib - 16, nib).astype(np.int64).astype(np.uint32))
    pair = (a << 32) | 3
    want = [(int(p) << (int(x) & 63)) & (2**64 - 1) for p, x in zip(pair, sh)]
    assert [int(x) for x in v64(st, 10)] == want
    mad = [int(x) * int(x) + int(p) for x, p in zip(a, pair)]
    assert [int(x) for x in v64(st, 12)] == [m & (2**64 - 1) for m in mad]
    assert int(st.sgpr[0, 20]) | int(st.sgpr[0, 21]) << 32 == sum(1 << i for i, m in enumerate(mad) if m >> 64)
    assert [int(x) for x in st.vgpr[0, 14]] == [bin(int(x)).count("1") for x in a]
    assert list(st.vgpr[0, 15]) == list(range(64))
    assert [int(x) for x in st.vgpr[0, 16]] == [((int(x) << 32 | int(y)) >> 8) & M32 for x, y in zip(a, sh)]
    assert [int(x) & 0xFF for x in st.vgpr[0, 17]] == [(int(x) >> 8) & 0xFF for x in a]   # sel 5: byte 1 of src0
    assert [(int(x) >> 8) & 0xFF for x in st.vgpr[0, 17]] == [(int(y) >> 8) & 0xFF for y in sh]  # sel 1
    assert all((int(x) >> 16) == 0 for x in st.vgpr[0, 17])                                 # sel 12: 0x00


def test_f32_arithmetic_nan_inf_and_denormals():
    a = np.array([1.5, -0.0, np.inf, np.nan, 1e-40, 3.0, -2.0, 1e38] * 8, np.float32)
    b = np.array([2.25, 0.0, -np.inf, 1.0, 1e-40, 0.1, 0.5, 10.0] * 8, np.float32)
    st = run_asm("""
v_add_f32 v3, v1, v2
v_mul_f32 v4, v1, v2
v_fma_f32 v5, v1, v2, v1
v_max_f32 v6, v1, v2
v_min_f32 v7, v1, v2
v_cvt_i32_f32 v8, v1
v_mul_f32 v9, -v1, |v2|
v_add_f32 v10, v1, v2 clamp
v_mul_f32 v11, v1, v2 mul:2
""", init=_init({1: f32_bits(a), 2: f32_bits(b)})).state
    f = lambda r: st.vgpr[0, r].view(np.float32)  # noqa: E731
    with np.errstate(all="ignore"):
        np.testing.assert_array_equal(f(3), a + b)
        np.testing.assert_array_equal(f(4), a * b)
        np.testing.assert_array_equal(f(6), np.fmax(a, b))
        np.testing.assert_array_equal(f(7), np.fmin(a, b))
        want_i = np.where(np.isnan(a), 0, np.clip(np.trunc(a.astype(np.float64)), -2**31, 2**31 - 1)).astype(np.int64)
        assert np.array_equal(st.vgpr[0, 8].view(np.int32), want_i.astype(np.int32))
        np.testing.assert_array_equal(f(9), -a * np.abs(b))
        np.testing.assert_array_equal(f(10), np.where(np.isnan(a + b), 0, np.clip(a + b, 0, 1)).astype(np.float32))
        np.testing.assert_array_equal(f(11), (a * b) * np.float32(2))
    assert f(3)[4] != 0 and f(3)[4] == a[4] + b[4]   # denormals kept with MODE "allow"
    assert np.signbit(f(4)[1])                   # -0 * +0 = -0


def test_f32_denormals_flushed_when_mode_says_so():
    a = np.full(64, 1e-40, np.float32)
    st = run_asm("v_add_f32 v3, v1, v1\nv_mul_f32 v4, 0x7f000000, v1", init=_init({1: f32_bits(a)}), mode=0xC0).state
    assert np.all(st.vgpr[0, 3] == 0)
    assert np.all(st.vgpr[0, 4] == 0)   # denormal input flushed before the multiply


def test_f64_fma_fused_and_compare_to_vcc():
    rng = np.random.default_rng(5)
    a = rng.standard_normal(64)
    b = rng.standard_normal(64)
    c = -(a * b)
    lo_a, hi_a = f64_words(a)
    lo_b, hi_b = f64_words(b)
    lo_c, hi_c = f64_words(c)
    st = run_asm("""
v_fma_f64 v[6:7], v[0:1], v[2:3], v[4:5]
v_add_f64 v[8:9], v[0:1], v[2:3]
v_cmp_lt_f64 vcc, v[0:1], v[2:3]
s_movk_i32 s30, 0x60
v_cmp_class_f64 s[10:11], v[0:1], s30
""", init=_init({0: lo_a, 1: hi_a, 2: lo_b, 3: hi_b, 4: lo_c, 5: hi_c})).state
    from fractions import Fraction
    got = v64(st, 6).view(np.float64)
    for i in range(64):
        assert got[i] == float(Fraction(a[i]) * Fraction(b[i]) + Fraction(c[i]))
    assert np.any(got != 0)  # the rounding error of a*b is visible only with a fused fma
    np.testing.assert_array_equal(v64(st, 8).view(np.float64), a + b)
    assert int(st.sgpr[0, 106]) | int(st.sgpr[0, 107]) << 32 == sum(1 << i for i in range(64) if a[i] < b[i])
    # class mask 0x60 = -0 | +0: no random normal is zero
    assert int(st.sgpr[0, 10]) == 0 and int(st.sgpr[0, 11]) == 0


def test_f16_and_packed_math():
    a = np.linspace(-3, 3, 64).astype(np.float16)
    b = np.linspace(0.5, 7, 64).astype(np.float16)
    pa = a.view(np.uint16).astype(np.uint32) | (b.view(np.uint16).astype(np.uint32) << 16)
    st = run_asm("""
v_add_f16 v3, v1, v2
v_pk_add_f16 v4, v5, v5
v_pk_mul_f16 v6, v5, v5 op_sel:[1,0] op_sel_hi:[0,1]
v_cvt_f32_f16 v7, v1
""", init=_init({1: a.view(np.uint16), 2: b.view(np.uint16), 5: pa})).state
    np.testing.assert_array_equal(st.vgpr[0, 3].astype(np.uint16).view(np.float16),
                                  (a.astype(np.float64) + b).astype(np.float16))
    assert np.all(st.vgpr[0, 3] >> 16 == 0)
    lo = (st.vgpr[0, 4] & 0xFFFF).astype(np.uint16).view(np.float16)
    hi = (st.vgpr[0, 4] >> 16).astype(np.uint16).view(np.float16)
    np.testing.assert_array_equal(lo, (a.astype(np.float64) * 2).astype(np.float16))
    np.testing.assert_array_equal(hi, (b.astype(np.float64) * 2).astype(np.float16))
    lo = (st.vgpr[0, 6] & 0xFFFF).astype(np.uint16).view(np.float16)
    hi = (st.vgpr[0, 6] >> 16).astype(np.uint16).view(np.float16)
    np.testing.assert_array_equal(lo, (b.astype(np.float64) * a).astype(np.float16))   # src0 hi * src1 lo
    np.testing.assert_array_equal(hi, (a.astype(np.float64) * b).astype(np.float16))   # src0 lo * src1 hi
    np.testing.assert_array_equal(st.vgpr[0, 7].view(np.float32), a.astype(np.float32))


def test_sdwa_selects_and_preserve():
    x = (np.arange(64, dtype=np.uint64) * 0x01020304 + 0x80).astype(np.uint32)
    y = np.full(64, 0xAABBCCDD, np.uint32)
    st = run_asm("""
v_mov_b32 v3, v2
v_add_u32_sdwa v3, v1, v1 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:BYTE_1
v_mov_b32_sdwa v4, sext(v1) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0
""", init=_init({1: x, 2: y})).state
    xs = x.astype(np.uint64)
    s = ((xs & 0xFF) + ((xs >> 8) & 0xFF)) & 0xFFFF
    assert np.array_equal(st.vgpr[0, 3], ((0xCCDD) | (s << 16)).astype(np.uint32))
    b0 = (xs & 0xFF).astype(np.uint8).view(np.int8).astype(np.int64)
    assert np.array_equal(st.vgpr[0, 4], b0.astype(np.uint32))


def test_dpp_row_shift_and_quad_perm():
    x = np.arange(64, dtype=np.uint32) * 10
    st = run_asm("""
v_mov_b32 v3, 0x77
v_mov_b32_dpp v3, v1 row_shr:1 row_mask:0xf bank_mask:0xf
v_add_u32_dpp v4, v1, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mov_b32 v5, 0x55
v_mov_b32_dpp v5, v1 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:0
""", init=_init({1: x})).state
    lane = np.arange(64)
    want3 = np.where(lane % 16 == 0, 0x77, (lane - 1) * 10)          # invalid source lanes keep the old value
    assert np.array_equal(st.vgpr[0, 3], want3.astype(np.uint32))
    src = (lane & ~3) + (3 - (lane & 3))
    assert np.array_equal(st.vgpr[0, 4], (src * 10 + lane * 10).astype(np.uint32))
    want5 = np.where(lane % 16 >= 14, 0, (lane + 2) * 10)            # bound_ctrl: invalid sources read 0
    assert np.array_equal(st.vgpr[0, 5], want5.astype(np.uint32))


def test_lane_moves_and_cmpx():
    x = np.arange(64, dtype=np.uint32) * 3
    st = run_asm("""
v_readlane_b32 s10, v1, 17
v_writelane_b32 v2, s10, 63
v_cmpx_gt_u32 vcc, 30, v1
v_readfirstlane_b32 s11, v1
v_mov_b32 v3, 1
s_mov_b64 exec, -1
s_movk_i32 s15, 150
v_cmpx_lt_u32 s[12:13], s15, v1
v_readfirstlane_b32 s14, v1
""", init=_init({1: x, 2: np.zeros(64), 3: np.zeros(64)})).state
    assert int(st.sgpr[0, 10]) == 51
    assert int(st.vgpr[0, 2, 63]) == 51 and np.all(st.vgpr[0, 2, :63] == 0)
    assert list(st.vgpr[0, 3]) == [1] * 10 + [0] * 54
    assert int(st.sgpr[0, 11]) == 0 and int(st.sgpr[0, 14]) == 153


def test_64bit_inline_constants_and_literals():
    st = run_asm("""
s_mov_b64 s[0:1], -1
s_mov_b64 s[2:3], 0.5
s_mov_b64 s[4:5], 0xfffe7960
v_mov_b32 v1, 1.0
v_add_f64 v[2:3], 1.0, s[2:3]
""").state
    assert int(st.sgpr[0, 0]) == M32 and int(st.sgpr[0, 1]) == M32
    assert (int(st.sgpr[0, 3]) << 32 | int(st.sgpr[0, 2])) == 0x3FE0000000000000
    assert int(st.sgpr[0, 4]) == 0xFFFE7960 and int(st.sgpr[0, 5]) == 0
    assert np.all(st.vgpr[0, 1] == 0x3F800000)
    assert np.all(v64(st, 2).view(np.float64) == 1.5)


def test_gfx8_carry_forms_sdwa_and_flat():
    data = np.arange(64, dtype=np.uint32) + 0xFFFFFFF0

    def init(st, addr):
        base = addr["d"] + np.arange(64) * 4
        st.vgpr[:, 2] = base & 0xFFFFFFFF
        st.vgpr[:, 3] = base >> 32
        st.vgpr[:, 5] = 0x00010002
    r = run_asm("""
flat_load_dword v1, v[2:3]
s_waitcnt vmcnt(0) lgkmcnt(0)
v_add_u32 v4, vcc, 32, v1
v_addc_u32 v6, vcc, 0, 0, vcc
v_add_u16_sdwa v7, v5, v5 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1
flat_store_dword v[2:3], v4
""", "gfx803", init=init, buffers={"d": data.copy()})
    st = r.state
    s = data.astype(np.uint64) + 32
    assert np.array_equal(st.vgpr[0, 4], (s & 0xFFFFFFFF).astype(np.uint32))
    assert np.array_equal(st.vgpr[0, 6], (s >> 32).astype(np.uint32))
    assert np.all(st.vgpr[0, 7] == 3 << 16)


def test_f16_op_sel_and_gfx9_high_half_rules():
    a = np.float16(1.5).view(np.uint16)
    b = np.float16(-2.0).view(np.uint16)
    packed = int(a) | int(b) << 16
    st = run_asm("""
v_mov_b32 v3, 0x12345678
v_add_f16 v3, v1, v1
v_mov_b32 v4, 0x12345678
v_fma_f16 v4, v1, v1, v1 op_sel:[1,1,0,0]
v_mov_b32 v5, 0x12345678
v_mad_legacy_f16 v5, v1, v1, v1
v_mov_b32 v6, 0x12345678
v_fma_f16 v6, v1, v1, v1 op_sel:[0,0,0,1]
""", init=_init({1: np.full(64, packed)})).state
    h = lambda x: int(np.float16(x).view(np.uint16))  # noqa: E731
    assert np.all(st.vgpr[0, 3] == h(1.5 + 1.5))                          # 16-bit add: high half zeroed
    assert np.all(st.vgpr[0, 4] == (0x1234 << 16 | h(-2.0 * -2.0 + 1.5)))  # gfx9 v_fma_f16 keeps the high half
    assert np.all(st.vgpr[0, 5] == h(1.5 * 1.5 + 1.5))                    # legacy form zeroes it
    assert np.all(st.vgpr[0, 6] == (h(1.5 * 1.5 + 1.5) << 16 | 0x5678))   # op_sel dst: write the high half


def test_conversions_saturate_and_nan_to_zero():
    a = np.array([np.nan, np.inf, -np.inf, 3e9, -3e9, -0.7, 2.5, 3.5] * 8, np.float32)
    st = run_asm("""
v_cvt_i32_f32 v2, v1
v_cvt_u32_f32 v3, v1
v_cvt_rpi_i32_f32 v4, v1
v_cvt_flr_i32_f32 v5, v1
v_rndne_f32 v6, v1
v_cvt_f16_f32 v7, v1
""", init=_init({1: f32_bits(a)})).state
    assert list(st.vgpr[0, 2, :8].view(np.int32)) == [0, 2**31 - 1, -2**31, 2**31 - 1, -2**31, 0, 2, 3]
    assert list(st.vgpr[0, 3, :8]) == [0, 2**32 - 1, 0, 3000000000, 0, 0, 2, 3]
    assert list(st.vgpr[0, 4, :8].view(np.int32))[5:] == [-1, 3, 4]
    assert list(st.vgpr[0, 5, :8].view(np.int32))[5:] == [-1, 2, 3]
    assert list(st.vgpr[0, 6, :8].view(np.float32))[5:] == [-1.0, 2.0, 4.0]
    with np.errstate(all="ignore"):
        assert np.array_equal(st.vgpr[0, 7].astype(np.uint16).view(np.float16), a.astype(np.float16), equal_nan=True)


def test_setreg_mode_switches_f32_denormal_flushing():
    tiny = np.full(64, 1e-39, np.float32)
    st = run_asm("""
v_mul_f32 v2, 1.0, v1
s_mov_b32 s6, 0
s_setreg_b32 hwreg(HW_REG_MODE, 4, 2), s6
v_mul_f32 v3, 1.0, v1
s_getreg_b32 s5, hwreg(HW_REG_MODE, 0, 8)
""", init=_init({1: f32_bits(tiny)}), mode=0xF0).state
    assert np.all(st.vgpr[0, 2].view(np.float32) == tiny) and np.all(st.vgpr[0, 3] == 0)
    assert int(st.sgpr[0, 5]) == 0xC0
