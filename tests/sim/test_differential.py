"""Many integer operations at once against independent Python models: 64 random operand sets per instruction
(64 lanes for VALU, 64 waves for SALU), edge values included."""
import numpy as np
import pytest

from conftest import run_asm

M32, M64 = 0xFFFFFFFF, 0xFFFFFFFFFFFFFFFF
EDGES = [0, 1, 2, 31, 32, 33, 63, 64, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0xFFFFFFFE, 0x00FFFFFF, 0x01000000]


def s32(x):
    x &= M32
    return x - (1 << 32) if x >> 31 else x


def s24(x):
    x &= 0xFFFFFF
    return x - (1 << 24) if x >> 23 else x


def _operands(seed, count=3):
    rng = np.random.default_rng(seed)
    cols = []
    for i in range(count):
        v = [int(x) for x in rng.integers(0, 2**32, 64, dtype=np.uint64)]
        v[:len(EDGES)] = EDGES[i:] + EDGES[:i]
        cols.append(v)
    return cols


VALU = {
    "v_add_u32 {d}, {a}, {b}": lambda a, b, c: (a + b) & M32,
    "v_sub_u32 {d}, {a}, {b}": lambda a, b, c: (a - b) & M32,
    "v_subrev_u32 {d}, {a}, {b}": lambda a, b, c: (b - a) & M32,
    "v_mul_lo_u32 {d}, {a}, {b}": lambda a, b, c: (a * b) & M32,
    "v_mul_hi_u32 {d}, {a}, {b}": lambda a, b, c: (a * b) >> 32,
    "v_mul_hi_i32 {d}, {a}, {b}": lambda a, b, c: ((s32(a) * s32(b)) >> 32) & M32,
    "v_mul_i32_i24 {d}, {a}, {b}": lambda a, b, c: (s24(a) * s24(b)) & M32,
    "v_mul_hi_i32_i24 {d}, {a}, {b}": lambda a, b, c: ((s24(a) * s24(b)) >> 32) & M32,
    "v_mul_hi_u32_u24 {d}, {a}, {b}": lambda a, b, c: ((a & 0xFFFFFF) * (b & 0xFFFFFF)) >> 32,
    "v_mad_u32_u24 {d}, {a}, {b}, {c}": lambda a, b, c: ((a & 0xFFFFFF) * (b & 0xFFFFFF) + c) & M32,
    "v_mad_i32_i24 {d}, {a}, {b}, {c}": lambda a, b, c: (s24(a) * s24(b) + s32(c)) & M32,
    "v_min_i32 {d}, {a}, {b}": lambda a, b, c: min(s32(a), s32(b)) & M32,
    "v_max_u32 {d}, {a}, {b}": lambda a, b, c: max(a, b),
    "v_lshlrev_b32 {d}, {a}, {b}": lambda a, b, c: (b << (a & 31)) & M32,
    "v_lshrrev_b32 {d}, {a}, {b}": lambda a, b, c: b >> (a & 31),
    "v_ashrrev_i32 {d}, {a}, {b}": lambda a, b, c: (s32(b) >> (a & 31)) & M32,
    "v_bfe_u32 {d}, {a}, {b}, {c}": lambda a, b, c: (a >> (b & 31)) & ((1 << (c & 31)) - 1),
    "v_bfe_i32 {d}, {a}, {b}, {c}": lambda a, b, c: _bfe_i32(a, b & 31, c & 31),
    "v_bfi_b32 {d}, {a}, {b}, {c}": lambda a, b, c: (a & b) | (~a & c & M32),
    "v_bfm_b32 {d}, {a}, {b}": lambda a, b, c: (((1 << (a & 31)) - 1) << (b & 31)) & M32,
    "v_alignbit_b32 {d}, {a}, {b}, {c}": lambda a, b, c: ((a << 32 | b) >> (c & 31)) & M32,
    "v_alignbyte_b32 {d}, {a}, {b}, {c}": lambda a, b, c: ((a << 32 | b) >> (8 * (c & 3))) & M32,
    "v_min3_i32 {d}, {a}, {b}, {c}": lambda a, b, c: min(s32(a), s32(b), s32(c)) & M32,
    "v_med3_u32 {d}, {a}, {b}, {c}": lambda a, b, c: sorted([a, b, c])[1],
    "v_med3_i32 {d}, {a}, {b}, {c}": lambda a, b, c: sorted([s32(a), s32(b), s32(c)])[1] & M32,
    "v_lshl_add_u32 {d}, {a}, {b}, {c}": lambda a, b, c: ((a << (b & 31)) + c) & M32,
    "v_add_lshl_u32 {d}, {a}, {b}, {c}": lambda a, b, c: (((a + b) & M32) << (c & 31)) & M32,
    "v_add3_u32 {d}, {a}, {b}, {c}": lambda a, b, c: (a + b + c) & M32,
    "v_lshl_or_b32 {d}, {a}, {b}, {c}": lambda a, b, c: ((a << (b & 31)) & M32) | c,
    "v_and_or_b32 {d}, {a}, {b}, {c}": lambda a, b, c: (a & b) | c,
    "v_or3_b32 {d}, {a}, {b}, {c}": lambda a, b, c: a | b | c,
    "v_xad_u32 {d}, {a}, {b}, {c}": lambda a, b, c: ((a ^ b) + c) & M32,
    "v_bfrev_b32 {d}, {a}": lambda a, b, c: int(f"{a:032b}"[::-1], 2),
    "v_ffbh_u32 {d}, {a}": lambda a, b, c: (32 - a.bit_length()) if a else M32,
    "v_ffbl_b32 {d}, {a}": lambda a, b, c: ((a & -a).bit_length() - 1) if a else M32,
    "v_ffbh_i32 {d}, {a}": lambda a, b, c: _ffbh_i32(a),
    "v_not_b32 {d}, {a}": lambda a, b, c: ~a & M32,
    "v_sad_u32 {d}, {a}, {b}, {c}": lambda a, b, c: (abs(a - b) + c) & M32,
    "v_cvt_f32_ubyte2 {d}, {a}": lambda a, b, c: int(np.float32((a >> 16) & 0xFF).view(np.uint32)),
    "v_mul_lo_u16 {d}, {a}, {b}": lambda a, b, c: (a * b) & 0xFFFF,
    "v_lshlrev_b16 {d}, {a}, {b}": lambda a, b, c: ((b & 0xFFFF) << (a & 15)) & 0xFFFF,
    "v_ashrrev_i16 {d}, {a}, {b}": lambda a, b, c: ((_s16(b) >> (a & 15)) & 0xFFFF),
    "v_max_i16 {d}, {a}, {b}": lambda a, b, c: max(_s16(a), _s16(b)) & 0xFFFF,
}


def _s16(x):
    x &= 0xFFFF
    return x - 0x10000 if x >> 15 else x


def _bfe_i32(a, off, width):
    if width == 0:
        return 0
    v = (s32(a) >> off) & ((1 << width) - 1)      # the data is signed: bits above bit 31 are sign bits
    return (v - (1 << width) if v >> (width - 1) else v) & M32


def _ffbh_i32(a):
    if a in (0, M32):
        return M32
    x = a if not a >> 31 else ~a & M32
    return 32 - x.bit_length()


def test_valu_integer_operations_against_python():
    cols = _operands(1)
    names = list(VALU)
    text = "\n".join(t.format(d=f"v{10 + i}", a="v1", b="v2", c="v3") for i, t in enumerate(names))

    def init(st, _):
        for r, col in zip((1, 2, 3), cols):
            st.vgpr[:, r] = np.array(col, np.uint64).astype(np.uint32)
    st = run_asm(text, init=init, vgprs=10 + len(names)).state
    for i, t in enumerate(names):
        want = [VALU[t](a, b, c) for a, b, c in zip(*cols)]
        got = [int(x) for x in st.vgpr[0, 10 + i]]
        assert got == want, t


SALU = {
    "s_add_u32 {d}, {a}, {b}": (lambda a, b, scc: ((a + b) & M32, int(a + b > M32))),
    "s_sub_u32 {d}, {a}, {b}": (lambda a, b, scc: ((a - b) & M32, int(b > a))),
    "s_add_i32 {d}, {a}, {b}": (lambda a, b, scc: ((a + b) & M32, int(not -2**31 <= s32(a) + s32(b) < 2**31))),
    "s_sub_i32 {d}, {a}, {b}": (lambda a, b, scc: ((a - b) & M32, int(not -2**31 <= s32(a) - s32(b) < 2**31))),
    "s_min_u32 {d}, {a}, {b}": (lambda a, b, scc: (min(a, b), int(a < b))),
    "s_max_i32 {d}, {a}, {b}": (lambda a, b, scc: (max(s32(a), s32(b)) & M32, int(s32(a) > s32(b)))),
    "s_lshl_b32 {d}, {a}, {b}": (lambda a, b, scc: ((a << (b & 31)) & M32, int((a << (b & 31)) & M32 != 0))),
    "s_lshr_b32 {d}, {a}, {b}": (lambda a, b, scc: (a >> (b & 31), int(a >> (b & 31) != 0))),
    "s_ashr_i32 {d}, {a}, {b}": (lambda a, b, scc: ((s32(a) >> (b & 31)) & M32, int(s32(a) >> (b & 31) != 0))),
    "s_bfe_u32 {d}, {a}, {b}": (lambda a, b, scc: _sbfe(a, b, False)),
    "s_bfe_i32 {d}, {a}, {b}": (lambda a, b, scc: _sbfe(a, b, True)),
    "s_and_b32 {d}, {a}, {b}": (lambda a, b, scc: (a & b, int(a & b != 0))),
    "s_xnor_b32 {d}, {a}, {b}": (lambda a, b, scc: (~(a ^ b) & M32, int(~(a ^ b) & M32 != 0))),
    "s_mul_i32 {d}, {a}, {b}": (lambda a, b, scc: ((s32(a) * s32(b)) & M32, scc)),
    "s_mul_hi_u32 {d}, {a}, {b}": (lambda a, b, scc: ((a * b) >> 32, scc)),
    "s_mul_hi_i32 {d}, {a}, {b}": (lambda a, b, scc: (((s32(a) * s32(b)) >> 32) & M32, scc)),
    "s_absdiff_i32 {d}, {a}, {b}": (lambda a, b, scc: _nonzero(abs(s32(a) - s32(b)) & M32)),
    "s_lshl2_add_u32 {d}, {a}, {b}": (lambda a, b, scc: ((((a << 2) & M32) + b) & M32,
                                                         int(((a << 2) & M32) + b > M32))),
    "s_pack_lh_b32_b16 {d}, {a}, {b}": (lambda a, b, scc: ((a & 0xFFFF) | (b & 0xFFFF0000), scc)),
    "s_cselect_b32 {d}, {a}, {b}": (lambda a, b, scc: (a if scc else b, scc)),
    "s_addc_u32 {d}, {a}, {b}": (lambda a, b, scc: ((a + b + scc) & M32, int(a + b + scc > M32))),
    "s_subb_u32 {d}, {a}, {b}": (lambda a, b, scc: ((a - b - scc) & M32, int(b + scc > a))),
    "s_bcnt1_i32_b32 {d}, {a}": (lambda a, b, scc: (bin(a).count("1"), int(a != 0))),
    "s_ff1_i32_b32 {d}, {a}": (lambda a, b, scc: (((a & -a).bit_length() - 1) & M32 if a else M32, scc)),
    "s_flbit_i32_b32 {d}, {a}": (lambda a, b, scc: (32 - a.bit_length() if a else M32, scc)),
    "s_flbit_i32 {d}, {a}": (lambda a, b, scc: (_ffbh_i32(a), scc)),
    "s_abs_i32 {d}, {a}": (lambda a, b, scc: (abs(s32(a)) & M32, int(abs(s32(a)) & M32 != 0))),
    "s_sext_i32_i16 {d}, {a}": (lambda a, b, scc: (_s16(a) & M32, scc)),
    "s_brev_b32 {d}, {a}": (lambda a, b, scc: (int(f"{a:032b}"[::-1], 2), scc)),
    "s_not_b32 {d}, {a}": (lambda a, b, scc: (~a & M32, int(~a & M32 != 0))),
}


def _nonzero(v):
    return v, int(v != 0)


def _sbfe(a, b, signed):
    off, width = b & 31, (b >> 16) & 0x7F
    width = min(width, 32)
    v = (a >> off) & ((1 << width) - 1) if width < 64 else a >> off
    if signed and width and v >> (width - 1):
        v = (v - (1 << width)) & M32
    return v, int(v != 0)


@pytest.mark.parametrize("scc_in", [0, 1])
def test_salu_operations_against_python(scc_in):
    cols = _operands(2, 2)
    names = list(SALU)

    def init(st, _):
        st.sgpr[:, 1] = np.array(cols[0], np.uint64).astype(np.uint32)
        st.sgpr[:, 2] = np.array(cols[1], np.uint64).astype(np.uint32)
    # each instruction: restore SCC, run, save result and SCC
    lines = []
    for i, t in enumerate(names):
        lines.append(f"s_cmp_eq_u32 {scc_in}, 1")
        lines.append(t.format(d=f"s{10 + 2 * i}", a="s1", b="s2"))
        lines.append(f"s_cselect_b32 s{11 + 2 * i}, 1, 0")
    st = run_asm("\n".join(lines), init=init, waves=64).state
    for i, t in enumerate(names):
        for wave, (a, b) in enumerate(zip(*cols)):
            value, scc = SALU[t](a, b, scc_in)
            assert (int(st.sgpr[wave, 10 + 2 * i]), int(st.sgpr[wave, 11 + 2 * i])) == (value, scc), (t, a, b)


SPECIAL_F32 = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, 3.0e38, -3.0e38, 1e-45, -1e-40, 1.17549435e-38,
               2.5, -2.5, 3.5]

def _isa_min(a, b):
    """v_min_f32 (no signalling NaNs here): a NaN loses, -0 is below +0."""
    r = np.where((a < b) | ((a == b) & np.signbit(a) & ~np.signbit(b)), a, b)
    return np.where(np.isnan(a), b, np.where(np.isnan(b), a, r))


def _isa_max(a, b):
    r = np.where((a > b) | ((a == b) & ~np.signbit(a) & np.signbit(b)), a, b)
    return np.where(np.isnan(a), b, np.where(np.isnan(b), a, r))


VALU_F32 = {
    "v_add_f32 {d}, {a}, {b}": lambda a, b, c: a + b,
    "v_sub_f32 {d}, {a}, {b}": lambda a, b, c: a - b,
    "v_subrev_f32 {d}, {a}, {b}": lambda a, b, c: b - a,
    "v_mul_f32 {d}, {a}, {b}": lambda a, b, c: a * b,
    "v_min_f32 {d}, {a}, {b}": lambda a, b, c: _isa_min(a, b),
    "v_max_f32 {d}, {a}, {b}": lambda a, b, c: _isa_max(a, b),
    "v_floor_f32 {d}, {a}": lambda a, b, c: np.floor(a),
    "v_ceil_f32 {d}, {a}": lambda a, b, c: np.ceil(a),
    "v_trunc_f32 {d}, {a}": lambda a, b, c: np.trunc(a),
    "v_rndne_f32 {d}, {a}": lambda a, b, c: np.rint(a),
    "v_mul_f32 {d}, -{a}, |{b}|": lambda a, b, c: -a * np.abs(b),
    "v_max3_f32 {d}, {a}, {b}, {c}": lambda a, b, c: _isa_max(_isa_max(a, b), c),
}


def test_valu_f32_operations_against_numpy():
    rng = np.random.default_rng(12)
    cols = []
    for i in range(3):
        v = (rng.standard_normal(64) * np.exp2(rng.integers(-130, 130, 64))).astype(np.float32)
        v[:len(SPECIAL_F32)] = np.roll(np.array(SPECIAL_F32, np.float32), i)
        cols.append(v)
    names = list(VALU_F32)
    text = "\n".join(t.format(d=f"v{10 + i}", a="v1", b="v2", c="v3") for i, t in enumerate(names))

    def init(st, _):
        for r, col in zip((1, 2, 3), cols):
            st.vgpr[:, r] = col.view(np.uint32)
    st = run_asm(text, init=init, vgprs=10 + len(names)).state        # MODE: denormals kept, round to nearest
    with np.errstate(all="ignore"):
        for i, t in enumerate(names):
            want = VALU_F32[t](*cols).astype(np.float32)
            got = st.vgpr[0, 10 + i].view(np.float32)
            same = (got.view(np.uint32) == want.view(np.uint32)) | (np.isnan(got) & np.isnan(want))
            assert same.all(), (t, cols[0][~same], cols[1][~same], got[~same], want[~same])
