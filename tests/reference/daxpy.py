"""Reference for the DAXPY samples: z[i] = fma(a, x[i], y[i]) with a single rounding (what v_fma_f64 / v_fmac_f64 do).

Python 3.11 has no math.fma, so the fused multiply-add is computed exactly with rationals and rounded once
(int / int true division in CPython is correctly rounded to nearest-even).
"""

from __future__ import annotations

import math
import struct
from fractions import Fraction
from collections.abc import Iterable


def fma(a: float, b: float, c: float) -> float:
    """a * b + c rounded once to the nearest double (ties to even), with IEEE 754 signed-zero and overflow rules."""
    if not (math.isfinite(a) and math.isfinite(b) and math.isfinite(c)):
        return a * b + c                              # inf/nan inputs: one rounding cannot change the outcome
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        product_negative = (math.copysign(1.0, a) * math.copysign(1.0, b)) < 0
        if a * b == 0 and c == 0 and product_negative and math.copysign(1.0, c) < 0:
            return -0.0
        return 0.0
    try:
        return exact.numerator / exact.denominator
    except OverflowError:
        return math.inf if exact > 0 else -math.inf


def daxpy(a: float, x: Iterable[float], y: Iterable[float]) -> list[float]:
    """z = fma(a, x, y) elementwise."""
    return [fma(a, xi, yi) for xi, yi in zip(x, y, strict=True)]


def pack_f64(values: Iterable[float]) -> bytes:
    """Little-endian doubles, as the kernel reads and writes them in global memory."""
    values = list(values)
    return struct.pack(f"<{len(values)}d", *values)


def unpack_f64(data: bytes) -> list[float]:
    return list(struct.unpack(f"<{len(data) // 8}d", data))


def kernel_arguments(n: int, a: float, x_address: int, y_address: int, z_address: int) -> bytes:
    """The kernarg segment of the `daxpy` samples: n:u32 at 0, a:f64 at 8, x/y/z pointers at 16/24/32."""
    return struct.pack("<I4xdQQQ", n, a, x_address, y_address, z_address)
