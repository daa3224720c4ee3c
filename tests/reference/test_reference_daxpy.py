"""The DAXPY reference (tests/reference/daxpy.py) against independent oracles: correct rounding found by exact
distances to numpy's neighbouring doubles (nearest_float), IEEE 754's signed-zero rule, and math.fma where Python has
it (3.13+)."""

import math
import random
import struct
from fractions import Fraction

import numpy as np
import pytest

from tests.reference import daxpy
from tests.reference.nearest_float import nearest


def bits(value: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", value))[0]


def oracle_fma(a: float, b: float, c: float) -> float:
    """fma by the IEEE 754 definition: the exact value rounded once; an exact zero is +0 unless both addends are zeros
    of the same sign (round to nearest)."""
    if not all(math.isfinite(v) for v in (a, b, c)):
        with np.errstate(all="ignore"):
            return float(np.float64(a) * np.float64(b) + np.float64(c))
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact != 0:
        return nearest(exact, np.float64)
    product_sign = math.copysign(1.0, a) * math.copysign(1.0, b)
    if a * b == 0 and c == 0 and product_sign == math.copysign(1.0, c):
        return math.copysign(0.0, c)
    return 0.0


def fma_cases(count: int, seed: int):
    """Operands that stress the single rounding: cancellation (c close to -a*b), results near the subnormal range and
    near overflow, exact ties, signed zeros, infinities and NaN."""
    rng = random.Random(seed)
    specials = [0.0, -0.0, math.inf, -math.inf, math.nan, 5e-324, -5e-324, 2.2250738585072014e-308, 1.7976931348623157e308]
    for _ in range(count):
        kind = rng.randrange(6)
        a = rng.uniform(-2, 2) * 2.0 ** rng.randint(-60, 60)
        b = rng.uniform(-2, 2) * 2.0 ** rng.randint(-60, 60)
        if kind == 0:
            c = -a * b * (1 + rng.uniform(-1, 1) * 2.0 ** -rng.randint(20, 60))      # cancellation
        elif kind == 1:
            a, b = rng.uniform(-2, 2) * 2.0 ** -540, rng.uniform(-2, 2) * 2.0 ** -500  # subnormal results
            c = rng.choice([0.0, -0.0, rng.uniform(-1, 1) * 2.0 ** -1060])
        elif kind == 2:
            a, b = rng.uniform(1, 2) * 2.0 ** 600, rng.uniform(1, 2) * 2.0 ** 423      # near overflow
            c = rng.choice([0.0, -a * b / 2 if math.isfinite(a * b) else 0.0, 1.7976931348623157e308])
        elif kind == 3:
            a = 1.0 + rng.randrange(1, 1 << 26) * 2.0 ** -52                           # a*b with 53+ bits: ties
            b = 1.0 + rng.randrange(1, 1 << 26) * 2.0 ** -26
            c = rng.choice([-1.0, 2.0 ** -53, -(2.0 ** -53)])
        elif kind == 4:
            a, b, c = rng.choice(specials), rng.choice(specials + [1.5, -3.0]), rng.choice(specials + [1.0])
        else:
            c = rng.uniform(-2, 2) * 2.0 ** rng.randint(-120, 120)
        yield a, b, c


def same(x: float, y: float) -> bool:
    return (math.isnan(x) and math.isnan(y)) or bits(x) == bits(y)


def test_fma_agrees_with_the_exact_distance_oracle():
    disagreements = [(a, b, c, daxpy.fma(a, b, c), oracle_fma(a, b, c)) for a, b, c in fma_cases(3000, 11)
                     if not same(daxpy.fma(a, b, c), oracle_fma(a, b, c))]
    assert not disagreements, disagreements[:5]


@pytest.mark.skipif(not hasattr(math, "fma"), reason="math.fma needs Python 3.13 or later")
def test_fma_agrees_with_math_fma():
    disagreements = [(a, b, c) for a, b, c in fma_cases(3000, 12) if not same(daxpy.fma(a, b, c), math.fma(a, b, c))]
    assert not disagreements, disagreements[:5]


def test_fma_rounds_once():
    a, b, c = 1.0 + 2.0**-30, 1.0 - 2.0**-30, -1.0
    assert a * b + c == 0.0                       # two roundings lose the low bits
    assert daxpy.fma(a, b, c) == -(2.0**-60)      # one rounding keeps them


def test_fma_signed_zero_overflow_and_specials():
    assert math.copysign(1.0, daxpy.fma(-0.0, 1.0, -0.0)) == -1.0
    assert math.copysign(1.0, daxpy.fma(1.0, 1.0, -1.0)) == 1.0
    assert daxpy.fma(1e308, 10.0, 0.0) == math.inf
    assert daxpy.fma(-1e308, 10.0, 0.0) == -math.inf
    assert math.isnan(daxpy.fma(math.inf, 0.0, 1.0))


def test_daxpy_is_the_elementwise_fma_and_the_kernarg_layout_is_the_samples():
    rng = np.random.default_rng(3)
    x, y = rng.standard_normal(200), rng.standard_normal(200)
    assert daxpy.daxpy(1.7, x.tolist(), y.tolist()) == [oracle_fma(1.7, xi, yi) for xi, yi in zip(x, y)]
    args = daxpy.kernel_arguments(5, 2.5, 0x1000, 0x2000, 0x3000)
    assert len(args) == 40
    assert struct.unpack_from("<I", args, 0)[0] == 5
    assert struct.unpack_from("<d", args, 8)[0] == 2.5
    assert struct.unpack_from("<3Q", args, 16) == (0x1000, 0x2000, 0x3000)
    assert daxpy.unpack_f64(daxpy.pack_f64([1.5, -2.0])) == [1.5, -2.0]
