"""Correctly rounded floating point that numpy lacks: fused multiply-add and round-to-odd sums.

numpy has no fused multiply-add, and `a*b + c` rounds twice.  The algorithms here are exact:

- f64 fma: Dekker's TwoProduct + TwoSum give the product and sum exactly as pairs of doubles, and Boldo & Melquiond's
  round-to-odd step ("Emulation of FMA and correctly rounded sums: proved algorithms using rounding to odd", 2008)
  turns them into one correctly rounded result.  Lanes outside the range where those steps are proved exact (products
  near underflow or overflow) are recomputed one by one with Python fractions.
- f32 / f16 fma: the product of two narrow values is exact in f64; the sum rounded to odd in f64 (53 bits ≥ 24 + 2)
  and then to nearest in the narrow type is correctly rounded (no double-rounding error).
"""
from __future__ import annotations

from fractions import Fraction

import numpy as np

_SPLITTER = 134217729.0  # 2**27 + 1
_INF = np.float64(np.inf)


def two_sum(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """s + err == a + b exactly (Knuth), for finite a, b whose sum does not overflow."""
    s = a + b
    bb = s - a
    err = (a - (s - bb)) + (b - bb)
    return s, err


def _split(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    t = _SPLITTER * a
    hi = t - (t - a)
    return hi, a - hi


def two_product(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """p + err == a * b exactly (Dekker), when no overflow / underflow happens on the way."""
    p = a * b
    ah, al = _split(a)
    bh, bl = _split(b)
    err = ((ah * bh - p) + ah * bl + al * bh) + al * bl
    return p, err


def add_round_odd(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """a + b rounded to odd in f64: the truncated sum with its last bit set when inexact."""
    s, err = two_sum(a, b)
    even = (s.view(np.uint64) & np.uint64(1)) == 0
    fix = (err != 0) & even
    if fix.any():
        s = np.where(fix, np.nextafter(s, np.where(err > 0, _INF, -_INF)), s)
    return s


def _fma_exact_scalar(a: float, b: float, c: float) -> float:
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        product_negative = (np.copysign(1.0, a) * np.copysign(1.0, b)) < 0
        if a * b == 0 and not (a == 0 or b == 0):
            product_negative = (a < 0) != (b < 0)
        both_negative_zero = product_negative and np.copysign(1.0, c) < 0 and (a == 0 or b == 0)
        return -0.0 if both_negative_zero else 0.0
    try:
        return float(exact)
    except OverflowError:
        return float("inf") if exact > 0 else float("-inf")


def fma_f64(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """Correctly rounded a*b + c for float64 arrays (round to nearest even)."""
    a, b, c = np.broadcast_arrays(np.asarray(a, np.float64), np.asarray(b, np.float64), np.asarray(c, np.float64))
    with np.errstate(all="ignore"):
        ab = np.abs(a * b)
        ac = np.abs(c)
        # the range where TwoProduct/TwoSum are exact (also excludes inf/nan, which fail every comparison)
        safe = ((ab < 2.0 ** 1000) & (ab > 2.0 ** -900) & (np.abs(a) < 2.0 ** 995) & (np.abs(b) < 2.0 ** 995)
                & (ac < 2.0 ** 1000) & ((ac > 2.0 ** -900) | (c == 0)))
        uh, ul = two_product(a, b)
        th, tl = two_sum(c, uh)
        fast = th + add_round_odd(tl, ul)
        if safe.all():
            return fast
        out = np.where(safe, fast, a * b + c)   # zero products and non-finite inputs: a*b + c is exact here
    finite = np.isfinite(a) & np.isfinite(b) & np.isfinite(c)
    zero_product = (a == 0) | (b == 0)
    slow = finite & ~safe & ~zero_product
    for i in zip(*np.nonzero(slow)):           # finite inputs outside the proved range: exact, lane by lane
        out[i] = _fma_exact_scalar(float(a[i]), float(b[i]), float(c[i]))
    # an infinite addend with a finite (possibly overflowing) product: the exact product is finite
    inf_c = np.isfinite(a) & np.isfinite(b) & np.isinf(c)
    if inf_c.any():
        out = np.where(inf_c, c, out)
    return out


def fma_narrow(a: np.ndarray, b: np.ndarray, c: np.ndarray, dtype) -> np.ndarray:
    """Correctly rounded a*b + c for float32 / float16 inputs, result in `dtype`."""
    a64 = np.asarray(a, np.float64)
    b64 = np.asarray(b, np.float64)
    c64 = np.asarray(c, np.float64)
    with np.errstate(all="ignore"):
        p = a64 * b64  # exact: at most 48 significant bits, no overflow
        finite = np.isfinite(p) & np.isfinite(c64)
        odd = add_round_odd(np.where(finite, p, 0.0), np.where(finite, c64, 0.0))
        s = np.where(finite, odd, p + c64)
        exact_zero = finite & (p + c64 == 0)
        # IEEE: an exact zero sum is +0 unless both terms are -0
        s = np.where(exact_zero, p + c64, s)
        return s.astype(dtype)


def fma_f32(a, b, c) -> np.ndarray:
    return fma_narrow(a, b, c, np.float32)


def fma_f16(a, b, c) -> np.ndarray:
    return fma_narrow(a, b, c, np.float16)


F32_MIN_NORMAL = np.float32(2.0 ** -126)
F64_MIN_NORMAL = np.float64(2.0 ** -1022)
F16_MIN_NORMAL = np.float16(2.0 ** -14)


def flush_denormals(x: np.ndarray) -> np.ndarray:
    """Denormals of x's own type become zero of the same sign (the hardware's flush-to-zero)."""
    tiny = {np.dtype(np.float32): F32_MIN_NORMAL, np.dtype(np.float64): F64_MIN_NORMAL,
            np.dtype(np.float16): F16_MIN_NORMAL}[x.dtype]
    with np.errstate(invalid="ignore"):
        den = (np.abs(x) < tiny) & (x != 0)
    if den.any():
        return np.where(den, np.copysign(x.dtype.type(0), x), x)
    return x
