"""Raw register bits <-> typed numpy values for the operand types the semantics use."""
from __future__ import annotations

import numpy as np

from ..fp import flush_denormals

RAW = {16: np.uint16, 32: np.uint32, 64: np.uint64}
TYPED = {"f16": np.float16, "f32": np.float32, "f64": np.float64, "u16": np.uint16, "i16": np.int16,
         "b16": np.uint16, "u32": np.uint32, "i32": np.int32, "b32": np.uint32, "u64": np.uint64, "i64": np.int64,
         "b64": np.uint64}
WIDTH = {t: np.dtype(d).itemsize * 8 for t, d in TYPED.items()}
FLOATS = ("f16", "f32", "f64")
SIGN_BIT = {16: 0x8000, 32: 0x80000000, 64: 0x8000000000000000}


def raw(bits: np.ndarray, width: int) -> np.ndarray:
    """Any unsigned array -> the unsigned dtype of `width` (truncating)."""
    dt = RAW[width]
    if bits.dtype == dt:
        return bits
    return bits.astype(dt)


def typed(bits: np.ndarray, type_: str) -> np.ndarray:
    w = WIDTH[type_]
    return raw(bits, w).view(TYPED[type_])


def bits_of(value: np.ndarray, type_: str) -> np.ndarray:
    """Typed values -> unsigned raw bits of the type's width."""
    dt = TYPED[type_]
    value = np.asarray(value)
    if value.dtype != dt:
        value = value.astype(dt)
    return value.view(RAW[WIDTH[type_]])


def float_neg_abs(bits: np.ndarray, width: int, neg: bool, abs_: bool) -> np.ndarray:
    if not (neg or abs_):
        return bits
    s = bits.dtype.type(SIGN_BIT[width])
    if abs_:
        bits = bits & ~s
    if neg:
        bits = bits ^ s
    return bits


def flush(value: np.ndarray) -> np.ndarray:
    return flush_denormals(value)
