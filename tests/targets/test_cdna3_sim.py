"""The simulator runs the non-MFMA instructions new in CDNA3 (gfx940/941/942) as the CDNA3 ISA reference describes
them; MFMA stays an error naming the instruction.  Expected values are computed here independently (Python integers,
numpy float64 rounded once)."""
from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

import masm
from masm.sim import run_code
from masm.sim.errors import SimulationError

ARCH = "gfx942"
LANES = np.arange(64, dtype=np.uint64)


def run(text: str, init=None, arch: str = ARCH, **kw):
    return run_code(masm.assemble(text + "\ns_endpgm", arch), arch, init=init, **kw).state


def vgpr64(st, r: int) -> np.ndarray:
    return st.vgpr[0, r].astype(np.uint64) | st.vgpr[0, r + 1].astype(np.uint64) << np.uint64(32)


def set64(st, r: int, values) -> None:
    values = np.asarray(values, np.uint64)
    st.vgpr[0, r] = (values & np.uint64(0xFFFFFFFF)).astype(np.uint32)
    st.vgpr[0, r + 1] = (values >> np.uint64(32)).astype(np.uint32)


def lane_values(seed: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 2**64, 64, dtype=np.uint64)


@pytest.mark.parametrize("arch", ["gfx940", "gfx941", "gfx942"])
def test_v_mov_b64_moves_vgpr_pairs_sgpr_pairs_and_64_bit_constants(arch):
    a = lane_values(1)

    def init(st, _):
        set64(st, 2, a)
        st.sgpr[0, 6], st.sgpr[0, 7] = 0x89ABCDEF, 0x01234567
    st = run("v_mov_b64 v[4:5], v[2:3]\nv_mov_b64 v[6:7], s[6:7]\nv_mov_b64_e64 v[8:9], -1\n"
             "v_mov_b64 v[10:11], 0x3ff00000", init, arch)
    assert (vgpr64(st, 4) == a).all()
    assert (vgpr64(st, 6) == 0x0123456789ABCDEF).all()
    assert (vgpr64(st, 8) == 2**64 - 1).all()
    assert (vgpr64(st, 10) == 0x3FF00000).all()          # a 32-bit literal of a 64-bit integer operand: zero-extended


@pytest.mark.parametrize("shift", [0, 1, 2, 3, 4])
def test_v_lshl_add_u64_shifts_then_adds_in_64_bits(shift):
    a, c = lane_values(2), lane_values(3)

    def init(st, _):
        set64(st, 2, a)
        set64(st, 4, c)
        st.vgpr[0, 6] = shift
    st = run(f"v_lshl_add_u64 v[8:9], v[2:3], {shift}, v[4:5]\nv_lshl_add_u64 v[10:11], v[2:3], v6, v[4:5]", init)
    want = np.array([((int(x) << shift) + int(y)) % 2**64 for x, y in zip(a, c)], np.uint64)
    assert (vgpr64(st, 8) == want).all() and (vgpr64(st, 10) == want).all()


def test_v_lshl_add_u64_with_a_scalar_base_is_an_address():
    """The use compilers make of it: 64-bit base + (index << 2)."""
    def init(st, _):
        st.vgpr[0, 0] = np.arange(64, dtype=np.uint32)
        st.vgpr[0, 1] = 0
        st.sgpr[0, 4], st.sgpr[0, 5] = 0xFFFFFFF0, 0x7
    st = run("v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]", init)
    assert (vgpr64(st, 2) == 0x7FFFFFFF0 + 4 * LANES).all()


def test_v_fmamk_and_v_fmaak_are_fused_with_the_literal_in_place():
    rng = np.random.default_rng(4)
    x = rng.standard_normal(64).astype(np.float32)
    y = rng.standard_normal(64).astype(np.float32)
    k = np.float32(1.0000001)

    def init(st, _):
        st.vgpr[0, 1] = x.view(np.uint32)
        st.vgpr[0, 2] = y.view(np.uint32)
    kbits = int(k.view(np.uint32))
    st = run(f"v_fmamk_f32 v3, v1, 0x{kbits:x}, v2\nv_fmaak_f32 v4, v1, v2, 0x{kbits:x}", init)
    fmamk = (x.astype(np.float64) * np.float64(k) + y).astype(np.float32)   # exact product in f64, one rounding
    fmaak = (x.astype(np.float64) * y + np.float64(k)).astype(np.float32)
    assert (st.vgpr[0, 3] == fmamk.view(np.uint32)).all()
    assert (st.vgpr[0, 4] == fmaak.view(np.uint32)).all()


def test_v_add_u32_of_gfx9_runs_on_cdna3():
    def init(st, _):
        st.vgpr[0, 1] = np.arange(64, dtype=np.uint32)
    st = run("v_add_u32 v2, 0xffffffff, v1\nv_sub_u32 v3, v1, 1\nv_subrev_u32 v4, 100, v1", init)
    assert (st.vgpr[0, 2] == (np.arange(64) - 1) % 2**32).all()
    assert (st.vgpr[0, 3] == (np.arange(64) - 1) % 2**32).all()
    assert (st.vgpr[0, 4] == (np.arange(64) - 100) % 2**32).all()


def test_mfma_is_an_error_naming_the_instruction():
    code = masm.assemble("v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[0:1], v[2:3], a[0:15]\ns_endpgm", ARCH)
    with pytest.raises(SimulationError, match="v_mfma_f32_32x32x16_fp8_fp8"):
        run_code(code, ARCH, agprs=16)


# ---------------------------------------------------------------------------------------- loads into LDS
def lds_words(st_run_text: str, init, buffers, count: int = 96, **kw):
    """Run `text`, then read LDS dwords 0..count-1 back through ds_read_b32 (v40 = 4 * lane, then + 256)."""
    reads = "\ns_waitcnt vmcnt(0)\nv_lshlrev_b32 v40, 2, v0\n" + "".join(
        f"ds_read_b32 v{41 + i}, v40 offset:{256 * i}\n" for i in range(-(-count // 64))) + "s_waitcnt lgkmcnt(0)"

    def init_all(st, addresses):
        st.vgpr[0, 0] = np.arange(64, dtype=np.uint32)
        init(st, addresses)
    res = run_code(masm.assemble(st_run_text + reads + "\ns_endpgm", ARCH), ARCH, init=init_all, buffers=buffers,
                   **kw)
    st = res.state
    words = np.concatenate([st.vgpr[0, 41 + i] for i in range(-(-count // 64))])
    return words[:count], res


def test_global_load_lds_dword_writes_each_lane_at_m0_plus_offset_plus_4_lane():
    src = np.arange(1000, 1200, dtype=np.uint32)

    def init(st, a):
        set64(st, 2, a["src"] + 4 * LANES)
        st.sgpr[0, 124] = 16                                  # M0: the LDS base
    words, _ = lds_words("global_load_lds_dword v[2:3], off offset:8", init, {"src": src})
    assert (words[:6] == 0).all()                             # LDS below M0 + offset is untouched
    assert (words[6:70] == src[2:66]).all()                   # lane l: global src + 4l + 8 -> LDS 16 + 8 + 4l
    assert (words[70:] == 0).all()


@pytest.mark.parametrize("form,want", [("ubyte", lambda b: b.astype(np.uint32)),
                                       ("sbyte", lambda b: b.view(np.int8).astype(np.int32).view(np.uint32))])
def test_global_load_lds_bytes_with_an_sgpr_base_extend_to_a_dword(form, want):
    src = np.arange(0x70, 0x70 + 256, dtype=np.uint32).astype(np.uint8)          # crosses 0x80: sign matters

    def init(st, a):
        st.sgpr[0, 4], st.sgpr[0, 5] = a["src"] & 0xFFFFFFFF, a["src"] >> 32
        st.vgpr[0, 2] = 3 * np.arange(64, dtype=np.uint32)
        st.sgpr[0, 124] = 0
    words, _ = lds_words(f"global_load_lds_{form} v2, s[4:5] offset:4", init, {"src": src})
    assert (words[1:65] == want(src[4 + 3 * np.arange(64)])).all()
    assert words[0] == 0


def test_global_load_lds_obeys_exec():
    src = np.arange(1, 65, dtype=np.uint32)

    def init(st, a):
        set64(st, 2, a["src"] + 4 * LANES)
        st.sgpr[0, 124] = 0
    words, _ = lds_words("s_mov_b64 exec, 0x5555\nglobal_load_lds_dword v[2:3], off\ns_mov_b64 exec, -1", init,
                         {"src": src}, count=64)
    lanes = np.arange(64)
    assert (words == np.where((lanes < 16) & (lanes % 2 == 0), src, 0)).all()


def resource(base: int, num_records: int) -> list[int]:
    return [base & 0xFFFFFFFF, base >> 32, num_records, 0x00027000]


def test_buffer_load_dword_lds_and_buffer_store_lds_dword_round_trip():
    src = np.arange(500, 564, dtype=np.uint32)
    dst = np.zeros(70, np.uint32)

    def init(st, a):
        st.sgpr[0, 4:8] = resource(int(a["src"]), 4 * 40)    # lanes 40.. are out of range: they load 0
        st.sgpr[0, 8:12] = resource(int(a["dst"]), 4 * 70)
        st.vgpr[0, 1] = 4 * np.arange(64, dtype=np.uint32)
        st.sgpr[0, 124] = 64
    text = ("buffer_load_dword v1, s[4:7], 0 offen lds\ns_waitcnt vmcnt(0)\n"
            "s_mov_b64 exec, 0x20\nbuffer_store_lds_dword s[8:11], 0 offset:4 lds\ns_mov_b64 exec, -1\n"
            "s_waitcnt vmcnt(0)")
    words, _ = lds_words(text, init, {"src": src, "dst": dst}, count=128)
    want = np.where(np.arange(64) < 40, src, 0)
    assert (words[16:80] == want).all() and (words[:16] == 0).all()
    # lane 5 alone: LDS[M0 + 4 + 4 * 5] (= src[6]) to the buffer at offset 4 (no per-lane address without vaddr)
    assert dst[1] == src[6] and not dst[2:].any() and dst[0] == 0


def test_scratch_addressing_of_gfx940_uses_the_sve_bit():
    """`off, off` is the offset alone; an SGPR and a VGPR address are added (gfx90a took one or the other)."""
    def init(st, _):
        st.vgpr[0, 1] = 7 + np.arange(64, dtype=np.uint32)
        st.vgpr[0, 3] = 8
        st.sgpr[0, 4] = 4
    st = run("scratch_store_dword off, v1, off offset:16\ns_waitcnt vmcnt(0)\n"
             "scratch_load_dword v2, v3, s4 offset:4\nscratch_load_dword v5, off, off offset:16\ns_waitcnt vmcnt(0)",
             init, private_bytes=64)
    assert (st.vgpr[0, 2] == 7 + np.arange(64)).all() and (st.vgpr[0, 5] == 7 + np.arange(64)).all()


def test_buffer_inv_runs():
    st = run("buffer_inv sc0 sc1\nv_mov_b32 v1, 5")
    assert (st.vgpr[0, 1] == 5).all()


# ---------------------------------------------------------------------------------------- narrow floats
def nearest_fraction(value: Fraction, digits: int, min_exponent: int) -> Fraction:
    """`value` rounded to `digits` significant bits, ties to even, subnormal below 2^min_exponent (exact)."""
    if value == 0:
        return Fraction(0)
    e = abs(value).numerator.bit_length() - abs(value).denominator.bit_length()
    while Fraction(2) ** e > abs(value):
        e -= 1
    while Fraction(2) ** (e + 1) <= abs(value):
        e += 1
    quantum = Fraction(2) ** (max(e, min_exponent) - digits + 1)
    return round(value / quantum) * quantum                   # Fraction.__round__: ties to even


def fp8_value(byte: int, exp_bits: int, man_bits: int, bias: int):
    """The FNUZ byte's value, by the format's definition (None for the NaN 0x80)."""
    if byte == 0x80:
        return None
    sign = -1 if byte & 0x80 else 1
    exp, man = byte >> man_bits & ((1 << exp_bits) - 1), byte & ((1 << man_bits) - 1)
    if exp == 0:
        return sign * Fraction(man, 1 << man_bits) * Fraction(2) ** (1 - bias)
    return sign * (1 + Fraction(man, 1 << man_bits)) * Fraction(2) ** (exp - bias)


FORMATS = {"fp8": (4, 3, 8, 240), "bf8": (5, 2, 16, 57344)}


@pytest.mark.parametrize("name", FORMATS)
def test_cvt_f32_from_every_fp8_and_bf8_byte(name):
    e, m, bias, _ = FORMATS[name]
    src = np.arange(256, dtype=np.uint32)

    def init(st, _):
        st.vgpr[0, 1] = src[:64] | src[64:128] << 8 | src[128:192] << 16 | src[192:] << 24
    st = run(f"v_cvt_f32_{name} v2, v1\nv_cvt_f32_{name}_sdwa v3, v1 src0_sel:BYTE_1\n"
             f"v_cvt_f32_{name}_sdwa v4, v1 src0_sel:BYTE_2\nv_cvt_f32_{name}_sdwa v5, v1 src0_sel:BYTE_3\n"
             f"v_cvt_pk_f32_{name} v[6:7], v1\nv_cvt_pk_f32_{name}_sdwa v[8:9], v1 src0_sel:WORD_1", init)
    got = np.concatenate([st.vgpr[0, r] for r in (2, 3, 4, 5)]).view(np.float32)
    for byte in range(256):
        want = fp8_value(byte, e, m, bias)
        if want is None:
            assert np.isnan(got[byte])
        else:
            assert Fraction(float(got[byte])) == want, hex(byte)
    assert (st.vgpr[0, 6] == st.vgpr[0, 2]).all() and (st.vgpr[0, 7] == st.vgpr[0, 3]).all()
    assert (st.vgpr[0, 8] == st.vgpr[0, 4]).all() and (st.vgpr[0, 9] == st.vgpr[0, 5]).all()


def fp8_byte(x: float, name: str) -> int:
    """The expected byte of x: nearest value (ties to even); past the largest value NaN (0x80); infinities and NaN
    likewise; a result of zero is 0x00."""
    e, m, bias, largest = FORMATS[name]
    if np.isnan(x):
        return 0x80
    if np.isinf(x):
        r = None
    else:
        r = nearest_fraction(Fraction(x), m + 1, 1 - bias)
        if abs(r) > largest:
            r = None
    if r is None:
        return 0x80
    for byte in range(256):
        if byte != 0x80 and fp8_value(byte, e, m, bias) == r and not (r == 0 and byte):
            return byte
    raise AssertionError(x)


@pytest.mark.parametrize("name", FORMATS)
def test_cvt_pk_fp8_f32_rounds_to_nearest_even_into_the_chosen_word(name):
    e, m, bias, largest = FORMATS[name]
    rng = np.random.default_rng(11)
    ties = [float(fp8_value(b, e, m, bias) + fp8_value(b + 1, e, m, bias)) / 2 for b in (1, 2, 9, 10, 0x40, 0x41)]
    specials = [0.0, -0.0, np.inf, -np.inf, np.nan, largest, largest * 1.03, -largest * 1.2, 1e-30, -1e-30,
                *ties, *[-t for t in ties]]
    x = np.concatenate([np.array(specials), rng.standard_normal(128 - len(specials)) *
                        np.exp2(rng.integers(-12 if name == "fp8" else -20, 9, 128 - len(specials)))])
    x = x.astype(np.float32)
    a, b = x[:64], x[64:]

    def init(st, _):
        st.vgpr[0, 1] = a.view(np.uint32)
        st.vgpr[0, 2] = b.view(np.uint32)
        st.vgpr[0, 3] = 0xDEADBEEF
        st.vgpr[0, 4] = 0xDEADBEEF
    st = run(f"v_cvt_pk_{name}_f32 v3, v1, v2\nv_cvt_pk_{name}_f32 v4, v1, v2 op_sel:[0,0,1]", init)
    want = np.array([fp8_byte(float(p), name) | fp8_byte(float(q), name) << 8 for p, q in zip(a, b)], np.uint32)
    assert (st.vgpr[0, 3] == (0xDEAD0000 | want)).all()
    assert (st.vgpr[0, 4] == (want << 16 | 0xBEEF)).all()


def stochastic_byte(x: float, random: int, name: str) -> int:
    """The expected byte of v_cvt_sr_*: |x| on the grid 2^(23 - m) times finer than the format's quantum there
    (the bits below that grid dropped: only subnormal results have any), the random number's low 23 - m bits
    added, the sum cut down to the quantum; past the largest value, an infinity or NaN: NaN (0x80)."""
    e, m, bias, largest = FORMATS[name]
    if not np.isfinite(x):
        return 0x80
    value = abs(Fraction(x))
    exponent = max(value.numerator.bit_length() - value.denominator.bit_length() - 1, -200) if value else -200
    while value and Fraction(2) ** (exponent + 1) <= value:
        exponent += 1
    quantum = Fraction(2) ** (max(exponent, 1 - bias) - m)
    fine = quantum / 2 ** (23 - m)
    steps = (value // fine + random % 2 ** (23 - m)) // 2 ** (23 - m)
    result = steps * quantum
    if result > largest:
        return 0x80
    if result == 0:
        return 0
    if x < 0:
        result = -result
    return next(b for b in range(256) if b != 0x80 and fp8_value(b, e, m, bias) == result)


@pytest.mark.parametrize("name", FORMATS)
def test_cvt_sr_rounds_with_the_random_bits_into_the_chosen_byte(name):
    e, m, bias, largest = FORMATS[name]
    rng = np.random.default_rng(5)
    specials = [0.0, -0.0, np.inf, np.nan, largest, -largest, largest * 1.01, 1e-30, 2.0 ** (-bias - m) * 1.75,
                float(fp8_value(0x41, e, m, bias)) * (1 + 2.0 ** -20), -3.0000002]
    x = np.concatenate([np.array(specials), rng.standard_normal(64 - len(specials)) *
                        np.exp2(rng.integers(-14 if name == "fp8" else -22, 8, 64 - len(specials)))]).astype(np.float32)
    random = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    random[:4] = [0, 0xFFFFFFFF, 0x7FFFF, 0x80000]

    def init(st, _):
        st.vgpr[0, 1] = x.view(np.uint32)
        st.vgpr[0, 2] = random
        st.vgpr[0, 3] = 0xDEADBEEF
        st.vgpr[0, 4] = 0xDEADBEEF
        st.vgpr[0, 5] = 0xDEADBEEF
    st = run(f"v_cvt_sr_{name}_f32 v3, v1, v2\nv_cvt_sr_{name}_f32 v4, v1, v2 op_sel:[0,0,1,1]\n"
             f"v_cvt_sr_{name}_f32 v5, -v1, v2 op_sel:[0,0,0,1]", init)
    want = np.array([stochastic_byte(float(p), int(r), name) for p, r in zip(x, random)], np.uint32)
    negated = np.array([stochastic_byte(-float(p), int(r), name) for p, r in zip(x, random)], np.uint32)
    assert (st.vgpr[0, 3] == (0xDEADBE00 | want)).all()
    assert (st.vgpr[0, 4] == (want << 24 | 0xADBEEF)).all()
    assert (st.vgpr[0, 5] == (0xDE00BEEF | negated << 16)).all()


@pytest.mark.parametrize("name", FORMATS)
def test_stochastic_rounding_is_unbiased_over_all_random_values(name):
    # over every value of the random bits used, the results average to x exactly (normal results)
    from masm.sim.narrow_floats import BF8, FP8
    fmt = {"fp8": FP8, "bf8": BF8}[name]
    bits = 23 - fmt.m
    every = np.arange(1 << bits, dtype=np.uint32)
    for x in (1.1, -3.3, 0.0421, 200.5 if name == "fp8" else 40000.5):
        value = np.float32(x)
        got = fmt.table[fmt.encode_stochastic(np.full(every.shape, value), every)]
        assert Fraction(got.sum()) / len(every) == Fraction(float(value)), x


def half_pairs(rng, n, kind):
    if kind == "f16":
        v = (rng.standard_normal(2 * n) * np.exp2(rng.integers(-20, 12, 2 * n))).astype(np.float16)
        v[:4] = [np.float16(65504), np.float16(6e-8), np.float16(-0.0), np.float16(np.inf)]
        return v.view(np.uint16).astype(np.uint32)
    f = (rng.standard_normal(2 * n) * np.exp2(rng.integers(-130, 120, 2 * n))).astype(np.float32)
    return (f.view(np.uint32) >> np.uint32(16)).astype(np.uint32)


def half_value(bits: int, kind: str) -> float:
    if kind == "f16":
        return float(np.uint16(bits).view(np.float16))
    return float(np.uint32(bits << 16).view(np.float32))


def half_sum_bits(x: int, y: int, kind: str) -> int:
    a, b = half_value(x, kind), half_value(y, kind)
    if np.isnan(a) or np.isnan(b) or np.isinf(a) or np.isinf(b):
        s = a + b
        if np.isnan(s):
            return -1                                          # any NaN
        return int(np.float16(s).view(np.uint16)) if kind == "f16" else \
            int(np.float32(s).view(np.uint32)) >> 16
    digits, min_exp, largest = (11, -14, 65504.0) if kind == "f16" else (8, -126, float(
        np.uint32(0x7F7F0000).view(np.float32)))
    exact = Fraction(a) + Fraction(b)
    r = nearest_fraction(exact, digits, min_exp)
    if abs(r) > largest:
        v = np.inf if r > 0 else -np.inf
    else:
        v = float(r)
    if r == 0:
        v = 0.0 if exact != 0 or not (str(a).startswith("-") and str(b).startswith("-")) else -0.0
    return int(np.float16(v).view(np.uint16)) if kind == "f16" else int(np.float32(v).view(np.uint32)) >> 16


@pytest.mark.parametrize("form,kind", [("global_atomic_pk_add_f16", "f16"), ("global_atomic_pk_add_bf16", "bf16"),
                                       ("flat_atomic_pk_add_f16", "f16"), ("flat_atomic_pk_add_bf16", "bf16")])
def test_packed_16_bit_float_atomics_add_each_half_rounded_once(form, kind):
    rng = np.random.default_rng(5)
    old, add = half_pairs(rng, 64, kind), half_pairs(rng, 64, kind)
    mem = (old[0::2] | old[1::2] << 16).astype(np.uint32)
    data = (add[0::2] | add[1::2] << 16).astype(np.uint32)
    before = mem.copy()

    def init(st, a):
        set64(st, 2, a["mem"] + 4 * LANES)
        st.vgpr[0, 4] = data
    off = ", off" if form.startswith("global") else ""
    st = run(f"{form} v5, v[2:3], v4{off} sc0\ns_waitcnt vmcnt(0) lgkmcnt(0)", init, buffers={"mem": mem})
    assert (st.vgpr[0, 5] == before).all()                     # sc0: the old value comes back
    for lane in range(64):
        for shift in (0, 16):
            want = half_sum_bits(int(before[lane]) >> shift & 0xFFFF, int(data[lane]) >> shift & 0xFFFF, kind)
            got = int(mem[lane]) >> shift & 0xFFFF
            if want < 0:
                assert np.isnan(half_value(got, kind))
            else:
                assert got == want, (lane, shift, hex(got), hex(want))


@pytest.mark.parametrize("kind", ["f16", "bf16"])
def test_ds_pk_add_of_every_lane_to_one_address_applies_in_lane_order(kind):
    rng = np.random.default_rng(6)
    add = half_pairs(rng, 64, kind)
    data = (add[0::2] | add[1::2] << 16).astype(np.uint32)

    def init(st, _):
        st.vgpr[0, 1] = 0
        st.vgpr[0, 2] = data
    st = run(f"ds_write_b32 v1, v1\nds_pk_add_rtn_{kind} v3, v1, v2\nds_pk_add_{kind} v1, v2 offset:0\n"
             "s_waitcnt lgkmcnt(0)\nds_read_b32 v4, v1\ns_waitcnt lgkmcnt(0)", init)
    total = 0
    for lane in range(64):
        assert st.vgpr[0, 3][lane] == total                  # the rtn form returns the value before the lane
        lo = half_sum_bits(total & 0xFFFF, int(data[lane]) & 0xFFFF, kind)
        hi = half_sum_bits(total >> 16, int(data[lane]) >> 16, kind)
        total = (lo & 0xFFFF) | (hi & 0xFFFF) << 16
    for lane in range(64):
        lo = half_sum_bits(total & 0xFFFF, int(data[lane]) & 0xFFFF, kind)
        hi = half_sum_bits(total >> 16, int(data[lane]) >> 16, kind)
        total = (lo & 0xFFFF) | (hi & 0xFFFF) << 16
    assert st.vgpr[0, 4][0] == total


def test_flat_atomic_add_f32_returns_and_adds():
    mem = np.arange(64, dtype=np.float32) * 0.5

    def init(st, a):
        set64(st, 2, a["mem"] + 4 * LANES)
        st.vgpr[0, 4] = np.full(64, np.float32(0.25)).view(np.uint32)
    st = run("flat_atomic_add_f32 v5, v[2:3], v4 sc0\ns_waitcnt vmcnt(0) lgkmcnt(0)", init, buffers={"mem": mem})
    assert (st.vgpr[0, 5].view(np.float32) == np.arange(64) * 0.5).all()
    assert (mem == np.arange(64, dtype=np.float32) * 0.5 + 0.25).all()


def test_every_non_mfma_instruction_new_in_cdna3_has_semantics():
    from masm.isa.table import family_table
    from masm.sim.semantics import covered_keys, semantic_key
    new = {semantic_key(d) for d in family_table("gfx940")} - {semantic_key(d) for d in family_table("gfx90a")}
    assert len(new) > 40
    assert sorted(k for k in new if "MFMA" not in k and k not in covered_keys("gfx940")) == []


@pytest.mark.parametrize("arch", ["gfx90a", "gfx942"])
def test_row_newbcast_broadcasts_a_lane_of_each_row_also_for_64_bit_operands(arch):
    x = np.random.default_rng(12).standard_normal(64)

    def init(st, _):
        set64(st, 4, x.view(np.uint64))
        st.vgpr[0, 6] = np.arange(64, dtype=np.uint32) * 3
        set64(st, 8, np.full(64, 1.0).view(np.uint64))
        set64(st, 10, np.full(64, 2.0).view(np.uint64))
    text = ("v_mov_b32_dpp v1, v6 row_newbcast:5 row_mask:0xf bank_mask:0xf\n"
            "v_fmac_f64_dpp v[8:9], v[4:5], v[10:11] row_newbcast:2 row_mask:0xf bank_mask:0xf\n")
    if arch == "gfx942":
        text += "v_mov_b64_dpp v[2:3], v[4:5] row_newbcast:3 row_mask:0xf bank_mask:0xf\n"
    st = run(text, init, arch)
    row = np.arange(64) // 16 * 16
    assert (st.vgpr[0, 1] == 3 * (row + 5)).all()
    assert (vgpr64(st, 8).view(np.float64) == x[row + 2] * 2 + 1).all()      # x * 2 is exact: one rounding
    if arch == "gfx942":
        assert (vgpr64(st, 2) == x.view(np.uint64)[row + 3]).all()
