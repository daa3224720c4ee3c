"""The float32 matvec reference rounds exactly like the hardware: once per fused multiply-add."""

import random
from fractions import Fraction

import numpy as np

from tests.reference import matvec


def test_round_to_f32_agrees_with_numpy_conversion():
    rng = random.Random(4)
    for _ in range(2000):
        value = rng.uniform(-1, 1) * 2.0 ** rng.randint(-160, 130)
        with np.errstate(over="ignore"):
            expected = float(np.float32(value))
        assert matvec.round_to_f32(Fraction(value)) == expected


def test_fma_f32_rounds_once():
    a = b = 1.0 + 2.0**-12
    assert float(np.float32(np.float32(a) * np.float32(b)) - np.float32(1.0)) == 2.0**-11     # two roundings
    assert matvec.fma_f32(a, b, -1.0) == 2.0**-11 + 2.0**-24                                   # one rounding


def test_matvec_rows():
    identity = [1.0 if r == c else 0.0 for r in range(4) for c in range(4)]
    assert matvec.matvec(identity, [[1.0, 2.0, 3.0, 4.0]]) == [[1.0, 2.0, 3.0, 4.0]]
    ones = [1.0] * 16
    assert matvec.matvec(ones, [[1.0, 2.0, 3.0, 4.0]]) == [[10.0] * 4]
