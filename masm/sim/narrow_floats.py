"""The narrow float formats of CDNA3 (gfx940/941/942): bfloat16 and the two 8-bit formats of its conversion
instructions, and packed 16-bit additions.  Every result is rounded once, from a value that is exact in float64.

CDNA3's 8-bit formats are the "FNUZ" variants (as LLVM names them for gfx940; gfx950 moved to the OCP formats):
- fp8 (E4M3FNUZ): sign, 4 exponent bits (bias 8), 3 mantissa bits; largest 240; subnormals below 2^-7;
- bf8 (E5M2FNUZ): sign, 5 exponent bits (bias 16), 2 mantissa bits; largest 57344; subnormals below 2^-15;
both without infinities and without -0: the byte 0x80 is the one NaN.

Readings masm chose where the CDNA3 ISA reference is not explicit (tests assert them; change them here if hardware
shows otherwise): stochastic rounding (v_cvt_sr_*) adds the low bits of the random source to the bits below the
result's last mantissa bit and cuts them off, as AMD's software reference of these conversions does (HIP's
amd_hip_fp8.h, cast_to_f8 with stoch, from rocBLAS: it stands in for the instruction on the host) — the ISA
reference does not say which bits are used, so this is a reading, not a checked fact; a NaN result is the quiet NaN 0x7FC00000 (f32) / 0x7E00 (f16) / 0x7FC0 (bf16); converting to fp8
/ bf8 rounds to nearest even, and a value beyond the largest one (or an infinity or NaN) becomes NaN (0x80); a result
that rounds to zero is +0 (0x00).  (llvm-mc takes no clamp on these conversions; a clamp bit set in the code is
refused by the simulator.)
"""
from __future__ import annotations

import numpy as np

F32_QNAN = np.uint32(0x7FC00000)
F16_QNAN = np.uint16(0x7E00)
BF16_QNAN = np.uint16(0x7FC0)


class Fp8Format:
    def __init__(self, name: str, exponent_bits: int, mantissa_bits: int, bias: int):
        self.name, self.e, self.m, self.bias = name, exponent_bits, mantissa_bits, bias
        self.min_exponent = 1 - bias                      # of the smallest normal
        top = (1 << exponent_bits) - 1 - bias             # every exponent code is a number (no inf / NaN codes)
        self.max = (2 - 2.0 ** -mantissa_bits) * 2.0 ** top
        self.table = np.array([self._value(b) for b in range(256)], np.float64)

    def _value(self, byte: int) -> float:
        if byte == 0x80:
            return np.nan
        sign = -1.0 if byte & 0x80 else 1.0
        exp, man = byte >> self.m & ((1 << self.e) - 1), byte & ((1 << self.m) - 1)
        if exp == 0:
            return sign * man * 2.0 ** (self.min_exponent - self.m)
        return sign * (1 + man / (1 << self.m)) * 2.0 ** (exp - self.bias)

    def decode(self, byte: np.ndarray) -> np.ndarray:
        """float32 of each byte (all exact), NaN as F32_QNAN."""
        out = self.table[byte.astype(np.intp) & 0xFF].astype(np.float32)
        return np.where(np.isnan(out), F32_QNAN.view(np.float32), out)

    def encode(self, x: np.ndarray) -> np.ndarray:
        """The byte nearest each float32 value (ties to even)."""
        x = np.asarray(x, np.float64)
        finite = np.isfinite(x)
        r = round_to_precision(np.where(finite, x, 0.0), self.m + 1, self.min_exponent)
        over = ~finite | (np.abs(r) > self.max)
        # the byte of r: look it up among the non-negative codes (r is one of them, or its negation)
        positive = self.table[:0x80]
        index = np.searchsorted(positive, np.abs(np.where(over, 0.0, r)))
        byte = np.where((r < 0) & (index > 0), index | 0x80, index)
        return np.where(over, 0x80, byte).astype(np.uint8)


    def encode_stochastic(self, x: np.ndarray, random: np.ndarray) -> np.ndarray:
        """The byte of each float32 value rounded with the random bits of `random` (uint32): the value's bits below
        the format's last mantissa bit (at the format's precision, subnormals included: the bits shifted out there
        are dropped first) have the same number of low bits of `random` added, then are cut off.  A value beyond
        the largest one, an infinity or NaN becomes NaN (0x80), as in `encode`; a result of zero is +0."""
        bits = np.ascontiguousarray(x, np.float32).view(np.uint32).astype(np.int64)
        sign = bits >> 31 & 1
        exponent = bits >> 23 & 0xFF
        mantissa = np.where(exponent > 0, (bits & 0x7FFFFF) | 1 << 23, bits & 0x7FFFFF)
        actual = np.where(exponent > 0, exponent - 127, -126)
        subnormal_exponent = 1 - self.bias
        shift = np.maximum(subnormal_exponent - actual, 0)          # into the format's subnormal range
        mantissa >>= np.minimum(shift, 40)
        biased = actual + shift + self.bias - np.where(mantissa & 1 << 23, 0, 1)
        dropped = 23 - self.m
        mantissa = mantissa + (np.asarray(random).astype(np.int64) & (1 << dropped) - 1)
        carried = np.where(biased == 0, 0, mantissa >> 24 & 1)         # a carry out of the top bit
        biased = np.where((biased == 0) & (mantissa >> 23 & 1 == 1), 1, biased + carried)
        mantissa = (mantissa >> carried) >> dropped
        over = (exponent == 0xFF) | (biased > (1 << self.e) - 1)
        zero = (biased == 0) & (mantissa == 0)
        byte = sign << 7 | biased << self.m | mantissa & (1 << self.m) - 1
        return np.where(over, 0x80, np.where(zero, 0, byte)).astype(np.uint8)


FP8 = Fp8Format("fp8", 4, 3, 8)
BF8 = Fp8Format("bf8", 5, 2, 16)


def round_to_precision(x: np.ndarray, digits: int, min_exponent: int) -> np.ndarray:
    """x (float64) rounded to `digits` significant bits, ties to even, with subnormals below 2^min_exponent (the
    quantum never gets smaller than 2^(min_exponent - digits + 1)).  Scaling by powers of two is exact."""
    with np.errstate(all="ignore"):
        _, e = np.frexp(x)                                    # x = f * 2^e, 0.5 <= |f| < 1
        exponent = np.maximum(e - 1, min_exponent)
        quantum = np.ldexp(1.0, exponent - digits + 1)
        return np.where(x == 0, 0.0, np.round(x / quantum) * quantum)


def bf16_to_f64(bits: np.ndarray) -> np.ndarray:
    return (bits.astype(np.uint32) << np.uint32(16)).view(np.float32).astype(np.float64)


def f64_to_bf16(x: np.ndarray) -> np.ndarray:
    """bfloat16 bits of x, rounded once (ties to even); overflow to infinity; NaN as BF16_QNAN."""
    r = round_to_precision(np.asarray(x, np.float64), 8, -126)
    with np.errstate(over="ignore"):
        bits = (r.astype(np.float32).view(np.uint32) >> np.uint32(16)).astype(np.uint16)
    return np.where(np.isnan(x), BF16_QNAN, bits)


def add_f16_pairs(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Two packed f16 sums (uint32 holding lo | hi << 16 each), each rounded once; NaN as F16_QNAN."""
    out = np.zeros(np.shape(a), np.uint32)
    for shift in (0, 16):
        x = ((a >> np.uint32(shift)) & np.uint32(0xFFFF)).astype(np.uint16).view(np.float16).astype(np.float64)
        y = ((b >> np.uint32(shift)) & np.uint32(0xFFFF)).astype(np.uint16).view(np.float16).astype(np.float64)
        with np.errstate(all="ignore"):
            s = x + y                                         # exact: f16 sums need at most 40 bits
            h = s.astype(np.float16).view(np.uint16)
        h = np.where(np.isnan(s), F16_QNAN, h)
        out |= h.astype(np.uint32) << np.uint32(shift)
    return out


def add_bf16_pairs(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Two packed bfloat16 sums, each rounded once (a float64 sum of two bf16 values is exact, or off only far
    below the bf16 rounding point, where it cannot change the result)."""
    out = np.zeros(np.shape(a), np.uint32)
    for shift in (0, 16):
        x = bf16_to_f64((a >> np.uint32(shift)) & np.uint32(0xFFFF))
        y = bf16_to_f64((b >> np.uint32(shift)) & np.uint32(0xFFFF))
        with np.errstate(all="ignore"):
            h = f64_to_bf16(x + y)
        out |= h.astype(np.uint32) << np.uint32(shift)
    return out
