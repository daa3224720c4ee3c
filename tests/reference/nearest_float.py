"""An oracle for correct rounding that shares nothing with the references it checks: the candidates are the floats
numpy's `nextafter` gives around a first guess, and the winner is the one at the smallest exact (rational) distance,
ties going to the even significand. No exponent, quantum or bit arithmetic of its own."""
from __future__ import annotations

from fractions import Fraction

import numpy as np


def nearest(exact: Fraction, dtype) -> float:
    """The `dtype` (np.float32 / np.float64) value nearest to the non-zero rational `exact`, as IEEE 754
    round-to-nearest-even gives it (beyond the largest finite value by half an ulp or more: infinity)."""
    assert exact != 0, "the sign of an exact zero depends on the operation, not on the value"
    dtype = np.dtype(dtype).type
    largest = dtype(np.finfo(dtype).max)
    top_ulp = Fraction(float(largest)) - Fraction(float(np.nextafter(largest, dtype(0))))
    if abs(exact) >= Fraction(float(largest)) + top_ulp / 2:
        return float("inf") if exact > 0 else float("-inf")
    guess = dtype(float(exact))                                  # within an ulp of the answer
    with np.errstate(over="ignore"):
        below, above = np.nextafter(guess, dtype(-np.inf)), np.nextafter(guess, dtype(np.inf))
    candidates = [c for c in (below, guess, above) if np.isfinite(c)]

    def rank(candidate):
        distance = abs(Fraction(float(candidate)) - exact)
        odd = int(np.array(candidate, dtype).view(f"u{np.dtype(dtype).itemsize}")) & 1
        return distance, odd
    return float(min(candidates, key=rank))
