"""Exact fused multiply-add against Python fractions (an independent exact reference)."""
from fractions import Fraction

import numpy as np

from conftest import round_fraction as _round_to
from masm.sim.fp import fma_f16, fma_f32, fma_f64


def _exact(a, b, c):
    return Fraction(float(a)) * Fraction(float(b)) + Fraction(float(c))


def test_fma_f64_matches_exact_rounding_including_near_cancellation_and_extremes():
    rng = np.random.default_rng(7)
    n = 3000
    a = np.ldexp(rng.standard_normal(n), rng.integers(-40, 40, n))
    b = np.ldexp(rng.standard_normal(n), rng.integers(-40, 40, n))
    c = -(a * b) * (1 + rng.standard_normal(n) * 1e-12)   # heavy cancellation: naive a*b+c is wrong here
    c[::3] = np.ldexp(rng.standard_normal(n // 3 + 1), rng.integers(-60, 60, n // 3 + 1))[: len(c[::3])]
    a[:20], b[:20] = np.ldexp(1.3, -540), np.ldexp(-1.7, -530)      # products below the normal range
    c[:20] = np.ldexp(rng.standard_normal(20), -1070)
    a[20:25], b[20:25], c[20:25] = 1e300, 1e10, -1e308               # product overflows, sum does not
    got = fma_f64(a, b, c)
    for i in range(n):
        ex = _exact(a[i], b[i], c[i])
        want = float(ex) if abs(ex) < Fraction(2) ** 1024 else np.copysign(np.inf, float(ex > 0) - 0.5)
        assert got[i] == want, (a[i], b[i], c[i])
    with np.errstate(all="ignore"):
        naive = a * b + c
    assert (naive != got).sum() > 100  # the test data really distinguishes fused from unfused


def test_fma_f64_special_values():
    inf, nan = np.inf, np.nan
    a = np.array([inf, 0.0, 1e308, 2.0, -0.0, 0.0])
    b = np.array([0.0, 5.0, 10.0, 3.0, 1.0, -1.0])
    c = np.array([1.0, -0.0, -inf, nan, -0.0, 0.0])
    r = fma_f64(a, b, c)
    assert np.isnan(r[0]) and r[1] == 0 and not np.signbit(r[1]) and r[2] == -inf and np.isnan(r[3])
    assert r[4] == 0 and np.signbit(r[4]) and r[5] == 0 and not np.signbit(r[5])


def test_fma_f32_and_f16_single_rounding():
    rng = np.random.default_rng(3)
    n = 3000
    a = (rng.standard_normal(n) * np.exp2(rng.integers(-30, 30, n))).astype(np.float32)
    b = (rng.standard_normal(n) * np.exp2(rng.integers(-30, 30, n))).astype(np.float32)
    c = (-(a.astype(np.float64) * b) * (1 + rng.standard_normal(n) * 1e-7)).astype(np.float32)
    got = fma_f32(a, b, c)
    for i in range(n):
        want = _round_to(_exact(a[i], b[i], c[i]), 24, -126, float(np.finfo(np.float32).max))
        assert got[i] == np.float32(want)
    h = rng.standard_normal((3, 2000)).astype(np.float16)
    got16 = fma_f16(h[0], h[1], h[2])
    for i in range(2000):
        want = _round_to(_exact(h[0, i], h[1, i], h[2, i]), 11, -14, 65504.0)
        assert got16[i] == np.float16(want)
