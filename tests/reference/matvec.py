"""Reference for samples/matvec: b[v] = A x[v] in float32, each output row computed as the kernel does it:
o = A[r][0] * x0 (rounded), then o = fma(A[r][c], xc, o) for c = 1, 2, 3 (each rounded once to float32)."""

from __future__ import annotations

import math
import struct
from fractions import Fraction

import numpy as np

F32_MANTISSA_BITS = 24
F32_MIN_EXPONENT = -126           # of the smallest normal number
F32_MAX = float(np.finfo(np.float32).max)


def round_to_f32(value: Fraction) -> float:
    """The float32 nearest to an exact rational (ties to even), as a Python float; overflow gives +-inf."""
    if value == 0:
        return 0.0
    sign = -1.0 if value < 0 else 1.0
    magnitude = abs(value)
    exponent = magnitude.numerator.bit_length() - magnitude.denominator.bit_length()
    if Fraction(2) ** exponent > magnitude:
        exponent -= 1                                    # now 2^exponent <= magnitude < 2^(exponent+1)
    exponent = max(exponent, F32_MIN_EXPONENT)           # subnormals share the smallest normal's quantum
    quantum = Fraction(2) ** (exponent - F32_MANTISSA_BITS + 1)
    scaled = magnitude / quantum
    units = math.floor(scaled)
    remainder = scaled - units
    if remainder > Fraction(1, 2) or (remainder == Fraction(1, 2) and units % 2 == 1):
        units += 1
    result = float(units * quantum)
    if result > F32_MAX:
        return sign * math.inf
    return sign * result


def fma_f32(a: float, b: float, c: float) -> float:
    if not all(math.isfinite(v) for v in (a, b, c)):
        return float(np.float32(np.float32(a) * np.float32(b) + np.float32(c)))
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        return float(np.float32(np.float32(a) * np.float32(b) + np.float32(c)))   # IEEE signed-zero rules
    return round_to_f32(exact)


def matvec(matrix: list[float], vectors: list[list[float]]) -> list[list[float]]:
    """matrix: 16 floats row-major; vectors: lists of 4 floats; all values float32-representable."""
    out = []
    for x in vectors:
        row_values = []
        for r in range(4):
            o = float(np.float32(matrix[4 * r]) * np.float32(x[0]))
            for c in range(1, 4):
                o = fma_f32(matrix[4 * r + c], x[c], o)
            row_values.append(o)
        out.append(row_values)
    return out


def pack_f32(values) -> bytes:
    values = list(values)
    return struct.pack(f"<{len(values)}f", *values)
