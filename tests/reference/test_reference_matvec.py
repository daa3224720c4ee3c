"""The float32 matvec reference (tests/reference/matvec.py) against independent oracles: correct rounding found by
exact distances to numpy's neighbouring float32 values (nearest_float), and numpy's own float32 arithmetic where one
rounding is all there is."""

import random
from fractions import Fraction

import numpy as np

from tests.reference import matvec
from tests.reference.nearest_float import nearest


def f32(value: float) -> float:
    return float(np.float32(value))


def random_rationals(count: int, seed: int):
    """Rationals across the float32 range: random, exact halfway points between neighbours (ties), subnormals,
    values around the largest finite float32."""
    rng = random.Random(seed)
    for _ in range(count):
        kind = rng.randrange(4)
        if kind == 0:
            yield Fraction(rng.randrange(1, 1 << 60), rng.randrange(1, 1 << 60)) * Fraction(2) ** rng.randint(-150, 126)
        elif kind == 1:
            low = np.float32(rng.uniform(1, 2) * 2.0 ** rng.randint(-149, 127))
            high = np.nextafter(low, np.float32(np.inf))
            if np.isfinite(high):
                yield (Fraction(float(low)) + Fraction(float(high))) / 2
        elif kind == 2:
            yield Fraction(rng.randrange(1, 1 << 40), 1 << 40) * Fraction(2) ** rng.randint(-160, -120)
        else:
            yield Fraction(float(np.finfo(np.float32).max)) * (1 + Fraction(rng.randrange(-4, 5), 1 << 26))
    yield Fraction(float(np.finfo(np.float32).max)) + Fraction(2) ** 103       # the overflow threshold itself


def test_round_to_f32_agrees_with_the_exact_distance_oracle():
    for value in random_rationals(1500, 4):
        for signed in (value, -value):
            assert matvec.round_to_f32(signed) == nearest(signed, np.float32), signed


def test_round_to_f32_agrees_with_numpy_conversion_of_doubles():
    rng = random.Random(5)
    for _ in range(2000):
        value = rng.uniform(-1, 1) * 2.0 ** rng.randint(-160, 130)
        with np.errstate(over="ignore"):
            expected = f32(value)                    # double -> float32 conversion rounds once, correctly
        assert matvec.round_to_f32(Fraction(value)) == expected


def test_fma_f32_agrees_with_the_exact_distance_oracle():
    rng = random.Random(6)
    for _ in range(1500):
        a, b = f32(rng.uniform(-2, 2) * 2.0 ** rng.randint(-70, 60)), f32(rng.uniform(-2, 2) * 2.0 ** rng.randint(-70, 60))
        c = rng.choice([f32(-a * b * (1 + rng.uniform(-1, 1) * 2.0 ** -rng.randint(10, 30))),   # cancellation
                        f32(rng.uniform(-2, 2) * 2.0 ** rng.randint(-140, 120))])
        exact = Fraction(a) * Fraction(b) + Fraction(c)
        if exact != 0:
            assert matvec.fma_f32(a, b, c) == nearest(exact, np.float32), (a, b, c)


def test_fma_f32_rounds_once():
    a = b = 1.0 + 2.0**-12
    assert float(np.float32(np.float32(a) * np.float32(b)) - np.float32(1.0)) == 2.0**-11     # two roundings
    assert matvec.fma_f32(a, b, -1.0) == 2.0**-11 + 2.0**-24                                   # one rounding


def test_matvec_rows_against_numpy_and_the_oracle():
    rng = np.random.default_rng(8)
    matrix = rng.standard_normal(16).astype(np.float32)
    vectors = rng.standard_normal((50, 4)).astype(np.float32)
    got = np.array(matvec.matvec(matrix.tolist(), vectors.tolist()))
    want = np.empty((50, 4))
    for v, x in enumerate(vectors):
        for r in range(4):
            o = matrix[4 * r] * x[0]                                           # numpy float32 multiply: one rounding
            for c in range(1, 4):
                o = nearest(Fraction(float(matrix[4 * r + c])) * Fraction(float(x[c])) + Fraction(float(o)),
                            np.float32)
            want[v, r] = o
    assert np.array_equal(got, want)
    assert np.allclose(got, vectors.astype(np.float64) @ matrix.reshape(4, 4).astype(np.float64).T, rtol=1e-5, atol=1e-5)
