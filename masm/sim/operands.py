"""Source operands as the hardware sees them: SGPRs and specials by encoding, inline constants, literals, VGPRs.

A source is read as raw bits: uint64 arrays holding 16-, 32- or 64-bit values, shape [k] for scalar sources (one per
wave) and [k, 64] for vector ones.  Inline float constants take the representation of the operand's type (f16 / f32 /
f64 bits); integer inline constants are the integer itself (sign-extended to the operand's width).  A 32-bit literal
feeds a 64-bit operand as its high half for f64, sign-extended for i64 and zero-extended otherwise.

The memory-aperture sources of gfx9 and later (`src_shared_base`, `src_shared_limit`, `src_private_base`,
`src_private_limit`) are 64-bit values: the aperture's first and last flat address.  Read as a 64-bit operand they give
the whole value, read as a 32-bit operand its low half (the apertures are 2^32-aligned, so that is 0 for a base).  The
simulator places the apertures where ROCm's driver puts them on gfx9 (LDS at 1 << 48, scratch at 2 << 48, 4 GiB
each); `src_pops_exiting_wave_id` (pixel ordering, graphics only) reads 0.
"""
from __future__ import annotations

import struct

import numpy as np

from .state import Waves

LITERAL = 255
VCCZ, EXECZ, SCC = 251, 252, 253
SHARED_APERTURE = 1 << 48
PRIVATE_APERTURE = 2 << 48
APERTURE_SIZE = 1 << 32
APERTURE_SOURCES = {235: SHARED_APERTURE, 236: SHARED_APERTURE + APERTURE_SIZE - 1,
                    237: PRIVATE_APERTURE, 238: PRIVATE_APERTURE + APERTURE_SIZE - 1, 239: 0}

_FLOAT_CONSTS = {240: 0.5, 241: -0.5, 242: 1.0, 243: -1.0, 244: 2.0, 245: -2.0, 246: 4.0, 247: -4.0}
_INV_2PI = {16: 0x3118, 32: 0x3E22F983, 64: 0x3FC45F306DC9C882}

WIDTH = {"b16": 16, "u16": 16, "i16": 16, "f16": 16, "b32": 32, "u32": 32, "i32": 32, "f32": 32,
         "b64": 64, "u64": 64, "i64": 64, "f64": 64, "mask": 64}


def _float_bits(value: float, width: int) -> int:
    if width == 16:
        return int(np.float16(value).view(np.uint16))
    if width == 32:
        return struct.unpack("<I", struct.pack("<f", value))[0]
    return struct.unpack("<Q", struct.pack("<d", value))[0]


def inline_constant(code: int, type_: str) -> int | None:
    """The bits an inline-constant source encoding stands for in an operand of `type_`, or None if not inline."""
    width = WIDTH[type_]
    mask = (1 << width) - 1
    if 128 <= code <= 192:
        return code - 128
    if 193 <= code <= 208:
        return (192 - code) & mask
    if code in _FLOAT_CONSTS:
        return _float_bits(_FLOAT_CONSTS[code], width)
    if code == 248:
        return _INV_2PI[width]
    if code in APERTURE_SOURCES:
        return APERTURE_SOURCES[code] & mask
    return None


FLOAT_CONSTANT_CODES = range(240, 249)     # 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0, 1/(2*pi)


def half_source(code: int, literal: int | None) -> ScalarSource:
    """The scalar reader of a 16-bit float source of a packed instruction (v_pk_fma_f16, or a mix instruction's
    f16 source): a float inline constant is the f16 value in the low 16 bits (`v_pk_add_f16 v1, v2, 1.0
    op_sel_hi:[1,0]` adds 1.0 to both halves: what clang writes for a half2 + 1.0), anything else its 32 bits."""
    return ScalarSource(code, "f16" if code in FLOAT_CONSTANT_CODES else "b32", literal)


def pair_source(code: int, literal: int | None) -> ScalarSource:
    """The scalar reader of a source of a packed pair of 32-bit values (v_pk_fma_f32, v_pk_mov_b32): an SGPR pair or
    a src_* aperture is a 64-bit value whose dwords op_sel picks; an inline constant is one 32-bit value (f32 0.5
    for 0.5, as llvm-mc reads it) in the low dword (clang writes op_sel_hi 0 for it: `v_pk_fma_f32 v[2:3], v[0:1],
    0.5, 1.0 op_sel_hi:[1,0,0]`)."""
    one_value = code not in APERTURE_SOURCES and inline_constant(code, "f32") is not None
    return ScalarSource(code, "f32" if one_value else "b64", literal)


def literal_bits(literal: int, type_: str) -> int:
    width = WIDTH[type_]
    if width <= 32:
        return literal & ((1 << width) - 1) if width == 16 and type_ != "f16" else literal
    if type_ == "f64":
        return literal << 32
    if type_ == "i64" and literal & 0x80000000:
        return literal | 0xFFFFFFFF_00000000
    return literal


class ScalarSource:
    """A compiled reader for one scalar-capable source field (SGPR, special, constant, literal)."""

    def __init__(self, code: int, type_: str, literal: int | None):
        self.code = code
        self.width = WIDTH[type_]
        const = inline_constant(code, type_)
        if code == LITERAL:
            if literal is None:
                raise ValueError("literal operand without a literal dword")
            const = literal_bits(literal, type_)
        self.const = None if const is None else np.uint64(const)

    def read(self, st: Waves, w) -> np.ndarray:
        """uint64 [k]."""
        if self.const is not None:
            k = st.count if isinstance(w, slice) else len(w)
            return np.full(k, self.const, np.uint64)
        c = self.code
        if c == SCC:
            return st.scc[w].astype(np.uint64)
        if c == VCCZ:
            return (st.read_sgpr64(w, 106) == 0).astype(np.uint64)
        if c == EXECZ:
            return (st.exec64(w) == 0).astype(np.uint64)
        if c >= 128:
            raise NotImplementedError(f"scalar source encoding {c}")
        if self.width == 64:
            return st.read_sgpr64(w, c)
        v = st.sgpr[w, c].astype(np.uint64)
        return v & np.uint64(0xFFFF) if self.width == 16 else v
