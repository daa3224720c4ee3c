"""Vector ALU semantics (VOP1 / VOP2 / VOP3 / VOPC / VOP3P), keyed by the ISA table's instruction keys.

Each entry gives the destination type, the source types and a numpy function over typed values; `vector.py` does the
operand plumbing for every encoding.  Floating-point results are correctly rounded (fused operations through
`masm.sim.fp`); transcendental approximations (v_exp/v_log/v_rcp/v_rsq/v_sqrt/v_sin/v_cos) are computed in double and
rounded once, which can differ from hardware in the last place.
"""
from __future__ import annotations

import numpy as np

from .. import fp
from .registry import register
from .vector import PackedOp, VectorOp

u32, i32, u64, i64, f32, f64, f16 = np.uint32, np.int32, np.uint64, np.int64, np.float32, np.float64, np.float16
LANE = np.arange(64, dtype=np.uint64)


def vop(key, dst, srcs, fn, families=(), **kw):
    register(VectorOp(key, dst, tuple(srcs), fn, **kw), families)


def _sh(x, bits=31):
    return (x & x.dtype.type(bits)).astype(x.dtype)


def _wide(a):
    return a.astype(u64)


# ---- 32-bit integer ------------------------------------------------------------------------------------------
vop("V_MOV_B32", "b32", ["b32"], lambda a: a)
vop("V_NOT_B32", "b32", ["b32"], lambda a: ~a)
vop("V_AND_B32", "b32", ["b32", "b32"], lambda a, b: a & b)
vop("V_OR_B32", "b32", ["b32", "b32"], lambda a, b: a | b)
vop("V_XOR_B32", "b32", ["b32", "b32"], lambda a, b: a ^ b)
vop("V_XNOR_B32", "b32", ["b32", "b32"], lambda a, b: ~(a ^ b))
vop("V_LSHLREV_B32", "b32", ["u32", "b32"], lambda a, b: b << _sh(a))
vop("V_LSHRREV_B32", "b32", ["u32", "b32"], lambda a, b: b >> _sh(a))
vop("V_ASHRREV_I32", "i32", ["u32", "i32"], lambda a, b: b >> _sh(a).astype(i32))
vop("V_MIN_I32", "i32", ["i32", "i32"], np.minimum)
vop("V_MAX_I32", "i32", ["i32", "i32"], np.maximum)
vop("V_MIN_U32", "u32", ["u32", "u32"], np.minimum)
vop("V_MAX_U32", "u32", ["u32", "u32"], np.maximum)
vop("V_CNDMASK_B32", "b32", ["b32", "b32"], lambda a, b, m: np.where(m, b, a), carry_in=True, sign_modifiers=True)
vop("V_BFREV_B32", "b32", ["b32"], lambda a: _bitrev32(a))


def _bitrev32(a):
    a = a.astype(u32)
    a = ((a >> u32(1)) & u32(0x55555555)) | ((a & u32(0x55555555)) << u32(1))
    a = ((a >> u32(2)) & u32(0x33333333)) | ((a & u32(0x33333333)) << u32(2))
    a = ((a >> u32(4)) & u32(0x0F0F0F0F)) | ((a & u32(0x0F0F0F0F)) << u32(4))
    return a.byteswap()


def _clz32(a):
    a = a.astype(u32)
    n = np.full(a.shape, 32, np.int64)
    nz = a != 0
    n[nz] = 31 - np.floor(np.log2(a[nz].astype(f64))).astype(np.int64)
    return n


def _ctz32(a):
    a = a.astype(u32)
    low = a & (~a + u32(1))
    return np.where(a == 0, -1, 31 - _clz32(low)).astype(i32)


vop("V_FFBH_U32", "i32", ["u32"], lambda a: np.where(a == 0, -1, _clz32(a)).astype(i32))
vop("V_FFBL_B32", "i32", ["u32"], _ctz32)
vop("V_FFBH_I32", "i32", ["i32"], lambda a: np.where((a == 0) | (a == -1), -1,
                                                     _clz32(np.where(a < 0, ~a, a).astype(u32))).astype(i32))
vop("V_BCNT_U32_B32", "u32", ["u32", "u32"], lambda a, b: np.bitwise_count(a).astype(u32) + b)
vop("V_MBCNT_LO_U32_B32", "u32", ["u32", "u32"],
    lambda a, b: np.bitwise_count(a & ((u64(1) << np.minimum(LANE, u64(32))) - u64(1)).astype(u32)).astype(u32) + b)
vop("V_MBCNT_HI_U32_B32", "u32", ["u32", "u32"],
    lambda a, b: np.bitwise_count(a & ((u64(1) << np.clip(LANE.astype(np.int64) - 32, 0, 32).astype(u64))
                                       - u64(1)).astype(u32)).astype(u32) + b)
vop("V_MUL_LO_U32", "u32", ["u32", "u32"], lambda a, b: (_wide(a) * b).astype(u32))
vop("V_MUL_HI_U32", "u32", ["u32", "u32"], lambda a, b: ((_wide(a) * b) >> u64(32)).astype(u32))
vop("V_MUL_HI_I32", "i32", ["i32", "i32"], lambda a, b: ((a.astype(i64) * b) >> 32).astype(i32))
vop("V_MUL_U32_U24", "u32", ["u32", "u32"], lambda a, b: (_wide(a & u32(0xFFFFFF)) * (b & u32(0xFFFFFF))).astype(u32))
vop("V_MUL_HI_U32_U24", "u32", ["u32", "u32"],
    lambda a, b: ((_wide(a & u32(0xFFFFFF)) * (b & u32(0xFFFFFF))) >> u64(32)).astype(u32))


def _i24(a):
    return ((a.astype(i32) << 8) >> 8).astype(i64)


vop("V_MUL_I32_I24", "i32", ["i32", "i32"], lambda a, b: (_i24(a) * _i24(b)).astype(i32))
vop("V_MUL_HI_I32_I24", "i32", ["i32", "i32"], lambda a, b: ((_i24(a) * _i24(b)) >> 32).astype(i32))
vop("V_MAD_U32_U24", "u32", ["u32", "u32", "u32"],
    lambda a, b, c: (_wide(a & u32(0xFFFFFF)) * (b & u32(0xFFFFFF)) + c).astype(u32))
vop("V_MAD_I32_I24", "i32", ["i32", "i32", "i32"], lambda a, b, c: (_i24(a) * _i24(b) + c).astype(i32))
vop("V_BFE_U32", "u32", ["u32", "u32", "u32"],
    lambda a, b, c: ((_wide(a) >> _wide(_sh(b))) & ((u64(1) << _wide(_sh(c))) - u64(1))).astype(u32))
vop("V_BFE_I32", "i32", ["i32", "u32", "u32"], lambda a, b, c: _bfe_i32(a, b, c))


def _bfe_i32(a, b, c):
    off, width = _sh(b).astype(i64), _sh(c).astype(i64)
    v = (a.astype(i64) >> off) & ((np.int64(1) << width) - 1)
    sign = np.where(width > 0, (v >> np.maximum(width - 1, 0)) & 1, 0)
    return np.where(width == 0, 0, v - (sign << width)).astype(i32)


vop("V_BFI_B32", "b32", ["b32", "b32", "b32"], lambda a, b, c: (a & b) | (~a & c))
vop("V_BFM_B32", "b32", ["u32", "u32"],
    lambda a, b: (((u64(1) << _wide(_sh(a))) - u64(1)) << _wide(_sh(b))).astype(u32))
vop("V_ALIGNBIT_B32", "b32", ["b32", "b32", "u32"],
    lambda a, b, c: (((_wide(a) << u64(32)) | b) >> _wide(_sh(c))).astype(u32))
vop("V_ALIGNBYTE_B32", "b32", ["b32", "b32", "u32"],
    lambda a, b, c: (((_wide(a) << u64(32)) | b) >> (_wide(c & u32(3)) * u64(8))).astype(u32))
vop("V_LSHL_ADD_U32", "u32", ["u32", "u32", "u32"], lambda a, b, c: (a << _sh(b)) + c)
vop("V_ADD_LSHL_U32", "u32", ["u32", "u32", "u32"], lambda a, b, c: (a + b) << _sh(c))
vop("V_ADD3_U32", "u32", ["u32", "u32", "u32"], lambda a, b, c: a + b + c)
vop("V_LSHL_OR_B32", "b32", ["b32", "u32", "b32"], lambda a, b, c: (a << _sh(b)) | c)
vop("V_AND_OR_B32", "b32", ["b32", "b32", "b32"], lambda a, b, c: (a & b) | c)
vop("V_OR3_B32", "b32", ["b32", "b32", "b32"], lambda a, b, c: a | b | c)
vop("V_XAD_U32", "u32", ["u32", "u32", "u32"], lambda a, b, c: (a ^ b) + c)
vop("V_MIN3_I32", "i32", ["i32"] * 3, lambda a, b, c: np.minimum(np.minimum(a, b), c))
vop("V_MAX3_I32", "i32", ["i32"] * 3, lambda a, b, c: np.maximum(np.maximum(a, b), c))
vop("V_MIN3_U32", "u32", ["u32"] * 3, lambda a, b, c: np.minimum(np.minimum(a, b), c))
vop("V_MAX3_U32", "u32", ["u32"] * 3, lambda a, b, c: np.maximum(np.maximum(a, b), c))
vop("V_MED3_I32", "i32", ["i32"] * 3, lambda a, b, c: np.maximum(np.minimum(a, b), np.minimum(np.maximum(a, b), c)))
vop("V_MED3_U32", "u32", ["u32"] * 3, lambda a, b, c: np.maximum(np.minimum(a, b), np.minimum(np.maximum(a, b), c)))


def _perm(a, b, c):
    src = (_wide(a) << u64(32)) | b
    out = np.zeros(np.broadcast_shapes(a.shape, b.shape, c.shape), u64)
    for i in range(4):
        sel = (_wide(c) >> u64(8 * i)) & u64(0xFF)
        byte = (src >> (np.minimum(sel, u64(7)) * u64(8))) & u64(0xFF)
        ext = {8: (b >> u32(15)) & u32(1), 9: (b >> u32(31)) & u32(1), 10: (a >> u32(15)) & u32(1),
               11: (a >> u32(31)) & u32(1)}
        for s, bit in ext.items():
            byte = np.where(sel == s, _wide(bit) * u64(0xFF), byte)
        byte = np.where(sel == 12, u64(0), np.where(sel >= 13, u64(0xFF), byte))
        out |= byte << u64(8 * i)
    return out.astype(u32)


vop("V_PERM_B32", "b32", ["b32", "b32", "b32"], _perm)


def _sad_bytes(a, b):
    total = np.zeros(np.broadcast_shapes(a.shape, b.shape), np.int64)
    for i in range(4):
        x = (a >> u32(8 * i)) & u32(0xFF)
        y = (b >> u32(8 * i)) & u32(0xFF)
        total += np.abs(x.astype(np.int64) - y.astype(np.int64))
    return total


vop("V_SAD_U8", "u32", ["u32"] * 3, lambda a, b, c: (_sad_bytes(a, b) + c).astype(u32))
vop("V_SAD_HI_U8", "u32", ["u32"] * 3, lambda a, b, c: ((_sad_bytes(a, b) << 16) + c).astype(u32))
vop("V_SAD_U16", "u32", ["u32"] * 3, lambda a, b, c: (
    np.abs((a & u32(0xFFFF)).astype(np.int64) - (b & u32(0xFFFF))) + np.abs((a >> u32(16)).astype(np.int64)
                                                                              - (b >> u32(16))) + c).astype(u32))
vop("V_SAD_U32", "u32", ["u32"] * 3, lambda a, b, c: (np.abs(a.astype(np.int64) - b) + c).astype(u32))
vop("V_LERP_U8", "u32", ["u32"] * 3, lambda a, b, c: _lerp_u8(a, b, c))


def _lerp_u8(a, b, c):
    out = np.zeros(np.broadcast_shapes(a.shape, b.shape, c.shape), u32)
    for i in range(4):
        x, y = (a >> u32(8 * i)) & u32(0xFF), (b >> u32(8 * i)) & u32(0xFF)
        r = (x + y + ((c >> u32(8 * i)) & u32(1))) >> u32(1)
        out |= (r & u32(0xFF)) << u32(8 * i)
    return out


# ---- carries ---------------------------------------------------------------------------------------------------
def _add_co(a, b):
    s = _wide(a) + b
    return s.astype(u32), (s >> u64(32)) != 0


def _addc(a, b, cin):
    s = _wide(a) + b + cin.astype(u64)
    return s.astype(u32), (s >> u64(32)) != 0


def _sub_co(a, b):
    return (a - b), b > a


def _subb(a, b, cin):
    bb = _wide(b) + cin.astype(u64)
    return (_wide(a) - bb).astype(u32), bb > a


_CARRY = {"ADD": (_add_co, False), "SUB": (_sub_co, False), "SUBREV": (lambda a, b: _sub_co(b, a), False),
          "ADDC": (_addc, True), "SUBB": (_subb, True), "SUBBREV": (lambda a, b, c: _subb(b, a, c), True)}
for _name, (_fn, _cin) in _CARRY.items():
    _gfx9 = f"V_{_name}_CO_U32"
    vop(_gfx9, "u32", ["u32", "u32"], _fn, carry_out=True, carry_in=_cin)
    vop(f"V_{_name}_U32", "u32", ["u32", "u32"], _fn, families=("gfx8",), carry_out=True, carry_in=_cin)


def _sat_u32(x):
    return np.clip(x, 0, 0xFFFFFFFF).astype(u32)


vop("V_ADD_U32", "u32", ["u32", "u32"], lambda a, b: a + b, families=("gfx9", "gfx90a", "gfx940"),
    int_clamp=lambda a, b: _sat_u32(a.astype(i64) + b))
vop("V_SUB_U32", "u32", ["u32", "u32"], lambda a, b: a - b, families=("gfx9", "gfx90a", "gfx940"),
    int_clamp=lambda a, b: _sat_u32(a.astype(i64) - b))
vop("V_SUBREV_U32", "u32", ["u32", "u32"], lambda a, b: b - a, families=("gfx9", "gfx90a", "gfx940"),
    int_clamp=lambda a, b: _sat_u32(b.astype(i64) - a))
vop("V_ADD_I32", "i32", ["i32", "i32"], lambda a, b: a + b,
    int_clamp=lambda a, b: np.clip(a.astype(i64) + b, -2**31, 2**31 - 1).astype(i32))
vop("V_SUB_I32", "i32", ["i32", "i32"], lambda a, b: a - b,
    int_clamp=lambda a, b: np.clip(a.astype(i64) - b, -2**31, 2**31 - 1).astype(i32))


def _mad_u64_u32(a, b, c):
    p = _wide(a) * b
    s = p + c
    return s, s < p


def _mad_i64_i32(a, b, c):
    p = a.astype(i64) * b
    s = p.view(u64) + c.view(u64)
    carry_u = s < p.view(u64)
    return s.view(i64), carry_u ^ (p < 0) ^ (c < 0)


vop("V_MAD_U64_U32", "u64", ["u32", "u32", "u64"], _mad_u64_u32, carry_out=True)
vop("V_MAD_I64_I32", "i64", ["i32", "i32", "i64"], _mad_i64_i32, carry_out=True)

# ---- 64-bit integer shifts ----------------------------------------------------------------------------------------
vop("V_LSHLREV_B64", "b64", ["u32", "b64"], lambda a, b: b << _wide(_sh(a, 63)))
vop("V_LSHRREV_B64", "b64", ["u32", "b64"], lambda a, b: b >> _wide(_sh(a, 63)))
vop("V_ASHRREV_I64", "i64", ["u32", "i64"], lambda a, b: b >> _sh(a, 63).astype(i64))

# ---- 16-bit integer ---------------------------------------------------------------------------------------------
u16, i16 = np.uint16, np.int16
vop("V_ADD_U16", "u16", ["u16", "u16"], lambda a, b: a + b,
    int_clamp=lambda a, b: np.clip(a.astype(i64) + b, 0, 0xFFFF))
vop("V_SUB_U16", "u16", ["u16", "u16"], lambda a, b: a - b,
    int_clamp=lambda a, b: np.clip(a.astype(i64) - b, 0, 0xFFFF))
vop("V_SUBREV_U16", "u16", ["u16", "u16"], lambda a, b: b - a,
    int_clamp=lambda a, b: np.clip(b.astype(i64) - a, 0, 0xFFFF))
vop("V_ADD_I16", "i16", ["i16", "i16"], lambda a, b: a + b,
    int_clamp=lambda a, b: np.clip(a.astype(i64) + b, -2**15, 2**15 - 1))
vop("V_SUB_I16", "i16", ["i16", "i16"], lambda a, b: a - b,
    int_clamp=lambda a, b: np.clip(a.astype(i64) - b, -2**15, 2**15 - 1))
vop("V_MUL_LO_U16", "u16", ["u16", "u16"], lambda a, b: a * b)
vop("V_LSHLREV_B16", "b16", ["u16", "b16"], lambda a, b: b << _sh(a, 15))
vop("V_LSHRREV_B16", "b16", ["u16", "b16"], lambda a, b: b >> _sh(a, 15))
vop("V_ASHRREV_I16", "i16", ["u16", "i16"], lambda a, b: b >> _sh(a, 15).astype(i16))
vop("V_MAX_U16", "u16", ["u16", "u16"], np.maximum)
vop("V_MIN_U16", "u16", ["u16", "u16"], np.minimum)
vop("V_MAX_I16", "i16", ["i16", "i16"], np.maximum)
vop("V_MIN_I16", "i16", ["i16", "i16"], np.minimum)
vop("V_MAD_U16", "u16", ["u16"] * 3, lambda a, b, c: a * b + c, keeps_high_half_gfx9=True,
    int_clamp=lambda a, b, c: np.clip(a.astype(i64) * b + c, 0, 0xFFFF))
vop("V_MAD_I16", "i16", ["i16"] * 3, lambda a, b, c: a * b + c, keeps_high_half_gfx9=True,
    int_clamp=lambda a, b, c: np.clip(a.astype(i64) * b + c, -2**15, 2**15 - 1))
vop("V_MAD_LEGACY_U16", "u16", ["u16"] * 3, lambda a, b, c: a * b + c,
    int_clamp=lambda a, b, c: np.clip(a.astype(i64) * b + c, 0, 0xFFFF))
vop("V_MAD_LEGACY_I16", "i16", ["i16"] * 3, lambda a, b, c: a * b + c,
    int_clamp=lambda a, b, c: np.clip(a.astype(i64) * b + c, -2**15, 2**15 - 1))
vop("V_MAD_U32_U16", "u32", ["u16", "u16", "u32"], lambda a, b, c: a.astype(u32) * b + c)
vop("V_MAD_I32_I16", "i32", ["i16", "i16", "i32"], lambda a, b, c: a.astype(i32) * b + c)
vop("V_MIN3_I16", "i16", ["i16"] * 3, lambda a, b, c: np.minimum(np.minimum(a, b), c))
vop("V_MAX3_I16", "i16", ["i16"] * 3, lambda a, b, c: np.maximum(np.maximum(a, b), c))
vop("V_MIN3_U16", "u16", ["u16"] * 3, lambda a, b, c: np.minimum(np.minimum(a, b), c))
vop("V_MAX3_U16", "u16", ["u16"] * 3, lambda a, b, c: np.maximum(np.maximum(a, b), c))
vop("V_MED3_I16", "i16", ["i16"] * 3, lambda a, b, c: np.maximum(np.minimum(a, b), np.minimum(np.maximum(a, b), c)))
vop("V_MED3_U16", "u16", ["u16"] * 3, lambda a, b, c: np.maximum(np.minimum(a, b), np.minimum(np.maximum(a, b), c)))
vop("V_CVT_PK_U16_U32", "u32", ["u32", "u32"],
    lambda a, b: np.minimum(a, u32(0xFFFF)) | (np.minimum(b, u32(0xFFFF)) << u32(16)))
vop("V_CVT_PK_I16_I32", "u32", ["i32", "i32"],
    lambda a, b: (np.clip(a, -2**15, 2**15 - 1).astype(u16).astype(u32)
                  | (np.clip(b, -2**15, 2**15 - 1).astype(u16).astype(u32) << u32(16))))
vop("V_SAT_PK_U8_I16", "u32", ["u32"], lambda a: (
    np.clip((a & u32(0xFFFF)).astype(u16).view(i16), 0, 255).astype(u32)
    | (np.clip((a >> u32(16)).astype(u16).view(i16), 0, 255).astype(u32) << u32(8))))


# ---- floating point -----------------------------------------------------------------------------------------------
def _via64(fn, t):
    return lambda *xs: fn(*(x.astype(f64) for x in xs)).astype(t)


for _t, _dt in (("F32", f32), ("F64", f64), ("F16", f16)):
    _lt = _t.lower()
    exact = (lambda fn: fn) if _t != "F16" else (lambda fn, _d=_dt: _via64(fn, _d))
    vop(f"V_ADD_{_t}", _lt, [_lt, _lt], exact(lambda a, b: a + b))
    if _t != "F64":  # f64 subtraction is v_add_f64 with a negated source
        vop(f"V_SUB_{_t}", _lt, [_lt, _lt], exact(lambda a, b: a - b))
        vop(f"V_SUBREV_{_t}", _lt, [_lt, _lt], exact(lambda a, b: b - a))
    vop(f"V_MUL_{_t}", _lt, [_lt, _lt], exact(lambda a, b: a * b))
    vop(f"V_MIN_{_t}", _lt, [_lt, _lt], lambda a, b, ieee: _fmin(a, b, ieee), ieee=True)
    vop(f"V_MAX_{_t}", _lt, [_lt, _lt], lambda a, b, ieee: _fmax(a, b, ieee), ieee=True)
    vop(f"V_LDEXP_{_t}", _lt, [_lt, "i32" if _t != "F16" else "i16"], lambda a, b, _d=_dt: np.ldexp(
        a.astype(f64), np.clip(b.astype(np.int64), -2000, 2000)).astype(_d))
    vop(f"V_TRUNC_{_t}", _lt, [_lt], np.trunc)
    vop(f"V_CEIL_{_t}", _lt, [_lt], np.ceil)
    vop(f"V_FLOOR_{_t}", _lt, [_lt], np.floor)
    vop(f"V_RNDNE_{_t}", _lt, [_lt], np.rint)
    vop(f"V_FRACT_{_t}", _lt, [_lt], lambda a, _d=_dt: np.where(
        np.isinf(a), _d(np.nan), np.minimum(a - np.floor(a), np.nextafter(_d(1), _d(0)))).astype(_d))
    vop(f"V_SQRT_{_t}", _lt, [_lt], lambda a, _d=_dt: np.sqrt(a.astype(f64)).astype(_d))
    vop(f"V_RCP_{_t}", _lt, [_lt], lambda a, _d=_dt: (1.0 / a.astype(f64)).astype(_d))
    vop(f"V_RSQ_{_t}", _lt, [_lt], lambda a, _d=_dt: (1.0 / np.sqrt(a.astype(f64))).astype(_d))
    vop(f"V_FREXP_MANT_{_t}", _lt, [_lt], lambda a, _d=_dt: np.where(np.isfinite(a), np.frexp(a)[0], a).astype(_d))
    vop(f"V_FREXP_EXP_{'I16' if _t == 'F16' else 'I32'}_{_t}", "i16" if _t == "F16" else "i32", [_lt],
        lambda a: np.where(np.isfinite(a), np.frexp(a)[1], 0))
    if _t != "F64":
        vop(f"V_MIN3_{_t}", _lt, [_lt] * 3, lambda a, b, c, ieee: _fmin(_fmin(a, b, ieee), c, ieee), ieee=True)
        vop(f"V_MAX3_{_t}", _lt, [_lt] * 3, lambda a, b, c, ieee: _fmax(_fmax(a, b, ieee), c, ieee), ieee=True)
        vop(f"V_MED3_{_t}", _lt, [_lt] * 3, lambda a, b, c, ieee: _med3(a, b, c, ieee), ieee=True)


def _quieted(a, ieee):
    """Where a is a signalling NaN and MODE.IEEE is set: a with its quiet bit set; elsewhere NaN (False)."""
    nmant = np.finfo(a.dtype).nmant
    ut = {2: u16, 4: u32, 8: u64}[a.dtype.itemsize]
    bits = np.asarray(a).view(ut)
    quiet = ut(1 << (nmant - 1))
    signalling = np.isnan(a) & ((bits & quiet) == 0) & ieee
    return signalling, (bits | quiet).view(a.dtype)


def _pick(a, b, first, ieee):
    """V_MIN/V_MAX after the ordering: a NaN operand loses; in IEEE mode a signalling NaN wins, quieted (S0's
    first)."""
    a, b = np.broadcast_arrays(a, b)
    r = np.where(first, a, b)
    r = np.where(np.isnan(b), a, r)
    r = np.where(np.isnan(a), b, r)
    sb, qb = _quieted(b, ieee)
    sa, qa = _quieted(a, ieee)
    return np.where(sa, qa, np.where(sb, qb, r)).astype(a.dtype)


def _fmin(a, b, ieee):
    """V_MIN_F16/F32/F64: -0 is below +0 (the ISA's comparison, not IEEE minNum's either-zero)."""
    return _pick(a, b, (a < b) | ((a == b) & np.signbit(a) & ~np.signbit(b)), ieee)


def _fmax(a, b, ieee):
    """V_MAX_F16/F32/F64: +0 is above -0."""
    return _pick(a, b, (a > b) | ((a == b) & ~np.signbit(a) & np.signbit(b)), ieee)


def _med3(a, b, c, ieee):
    """V_MED3_F16/F32 as the ISA writes it: a NaN source gives min3; otherwise the max of the two sources other
    than the first one equal to max3."""
    nan = np.isnan(a) | np.isnan(b) | np.isnan(c)
    top = _fmax(_fmax(a, b, ieee), c, ieee)
    med = np.where(top == a, _fmax(b, c, ieee), np.where(top == b, _fmax(a, c, ieee), _fmax(a, b, ieee)))
    return np.where(nan, _fmin(_fmin(a, b, ieee), c, ieee), med).astype(np.result_type(a, b, c))


vop("V_RCP_IFLAG_F32", "f32", ["f32"], lambda a: (1.0 / a.astype(f64)).astype(f32))
vop("V_EXP_F32", "f32", ["f32"], lambda a: np.exp2(a.astype(f64)).astype(f32))
vop("V_LOG_F32", "f32", ["f32"], lambda a: np.log2(a.astype(f64)).astype(f32))
vop("V_EXP_F16", "f16", ["f16"], lambda a: np.exp2(a.astype(f64)).astype(f16))
vop("V_LOG_F16", "f16", ["f16"], lambda a: np.log2(a.astype(f64)).astype(f16))
vop("V_SIN_F32", "f32", ["f32"], lambda a: np.sin(a.astype(f64) * 2 * np.pi).astype(f32))
vop("V_COS_F32", "f32", ["f32"], lambda a: np.cos(a.astype(f64) * 2 * np.pi).astype(f32))
vop("V_SIN_F16", "f16", ["f16"], lambda a: np.sin(a.astype(f64) * 2 * np.pi).astype(f16))
vop("V_COS_F16", "f16", ["f16"], lambda a: np.cos(a.astype(f64) * 2 * np.pi).astype(f16))
vop("V_MUL_LEGACY_F32", "f32", ["f32", "f32"], lambda a, b: np.where((a == 0) | (b == 0), f32(0), a * b))

# fused and unfused multiply-add
vop("V_FMA_F32", "f32", ["f32"] * 3, fp.fma_f32)
vop("V_FMA_F64", "f64", ["f64"] * 3, fp.fma_f64)
vop("V_FMA_F16", "f16", ["f16"] * 3, fp.fma_f16, keeps_high_half_gfx9=True)
vop("V_FMA_LEGACY_F16", "f16", ["f16"] * 3, fp.fma_f16)
vop("V_FMAC_F32", "f32", ["f32", "f32", "f32"], fp.fma_f32, mac=True)
vop("V_FMAC_F64", "f64", ["f64", "f64", "f64"], fp.fma_f64, mac=True)
vop("V_MAD_F32", "f32", ["f32"] * 3, lambda a, b, c: a * b + c, always_flush=True)
vop("V_MAD_LEGACY_F32", "f32", ["f32"] * 3,
    lambda a, b, c: np.where((a == 0) | (b == 0), f32(0), a * b) + c, always_flush=True)
vop("V_MAC_F32", "f32", ["f32", "f32", "f32"], lambda a, b, c: a * b + c, mac=True, always_flush=True)
vop("V_MADMK_F32", "f32", ["f32", "f32", "f32"], lambda a, k, b: a * k + b, literal_src=1, always_flush=True)
vop("V_MADAK_F32", "f32", ["f32", "f32", "f32"], lambda a, b, k: a * b + k, literal_src=2, always_flush=True)
_mad16 = _via64(lambda a, b, c: (a * b).astype(f16).astype(f64) + c, f16)
vop("V_MAD_F16", "f16", ["f16"] * 3, _mad16, keeps_high_half_gfx9=True)
vop("V_MAD_LEGACY_F16", "f16", ["f16"] * 3, _mad16)
vop("V_MAC_F16", "f16", ["f16", "f16", "f16"], _mad16, mac=True)
vop("V_MADMK_F16", "f16", ["f16", "f16", "f16"], _mad16, literal_src=1)
vop("V_MADAK_F16", "f16", ["f16", "f16", "f16"], _mad16, literal_src=2)

# conversions
_I32_MIN, _I32_MAX = -2**31, 2**31 - 1


def _to_int(a, lo, hi, t):
    x = np.trunc(a.astype(f64))
    return np.where(np.isnan(x), 0, np.clip(x, lo, hi)).astype(t)


vop("V_CVT_I32_F32", "i32", ["f32"], lambda a: _to_int(a, _I32_MIN, _I32_MAX, i32))
vop("V_CVT_U32_F32", "u32", ["f32"], lambda a: _to_int(a, 0, 2**32 - 1, u32))
vop("V_CVT_I32_F64", "i32", ["f64"], lambda a: _to_int(a, _I32_MIN, _I32_MAX, i32))
vop("V_CVT_U32_F64", "u32", ["f64"], lambda a: _to_int(a, 0, 2**32 - 1, u32))
vop("V_CVT_I16_F16", "i16", ["f16"], lambda a: _to_int(a, -2**15, 2**15 - 1, i16))
vop("V_CVT_U16_F16", "u16", ["f16"], lambda a: _to_int(a, 0, 2**16 - 1, u16))
vop("V_CVT_F32_I32", "f32", ["i32"], lambda a: a.astype(f32))
vop("V_CVT_F32_U32", "f32", ["u32"], lambda a: a.astype(f32))
vop("V_CVT_F64_I32", "f64", ["i32"], lambda a: a.astype(f64))
vop("V_CVT_F64_U32", "f64", ["u32"], lambda a: a.astype(f64))
vop("V_CVT_F16_I16", "f16", ["i16"], lambda a: a.astype(f16))
vop("V_CVT_F16_U16", "f16", ["u16"], lambda a: a.astype(f16))
vop("V_CVT_F32_F64", "f32", ["f64"], lambda a: a.astype(f32))
vop("V_CVT_F64_F32", "f64", ["f32"], lambda a: a.astype(f64))
vop("V_CVT_F16_F32", "f16", ["f32"], lambda a: a.astype(f16))
vop("V_CVT_F32_F16", "f32", ["f16"], lambda a: a.astype(f32))
vop("V_CVT_RPI_I32_F32", "i32", ["f32"], lambda a: _to_int(np.floor(a.astype(f64) + 0.5), _I32_MIN, _I32_MAX, i32))
vop("V_CVT_FLR_I32_F32", "i32", ["f32"], lambda a: _to_int(np.floor(a.astype(f64)), _I32_MIN, _I32_MAX, i32))
vop("V_CVT_OFF_F32_I4", "f32", ["u32"], lambda a: (((a & u32(0xF)).astype(np.int64) ^ 8) - 8).astype(f32) / f32(16))
for _i in range(4):
    vop(f"V_CVT_F32_UBYTE{_i}", "f32", ["u32"], lambda a, _i=_i: ((a >> u32(8 * _i)) & u32(0xFF)).astype(f32))
vop("V_CVT_PKRTZ_F16_F32", "u32", ["f32", "f32"], lambda a, b: _pk16(_rtz_f16(a), _rtz_f16(b)))
vop("V_PACK_B32_F16", "u32", ["f16", "f16"], lambda a, b: _pk16(a, b))
vop("V_CVT_PKNORM_I16_F32", "u32", ["f32", "f32"], lambda a, b: _pk16(_norm(a, True), _norm(b, True)))
vop("V_CVT_PKNORM_U16_F32", "u32", ["f32", "f32"], lambda a, b: _pk16(_norm(a, False), _norm(b, False)))
vop("V_CVT_PK_U8_F32", "u32", ["f32", "u32", "u32"], lambda a, b, c: _pk_u8(a, b, c))


def _pk16(lo, hi):
    lo = np.asarray(lo).view(u16) if np.asarray(lo).dtype.itemsize == 2 else np.asarray(lo)
    hi = np.asarray(hi).view(u16) if np.asarray(hi).dtype.itemsize == 2 else np.asarray(hi)
    return lo.astype(u32) | (hi.astype(u32) << u32(16))


def _rtz_f16(a):
    r = a.astype(f16)
    over = np.abs(r.astype(f64)) > np.abs(a.astype(f64))
    return np.where(over & np.isfinite(a), np.nextafter(r, f16(0)), r).astype(f16)


def _norm(a, signed):
    scale = 32767.0 if signed else 65535.0
    lo = -1.0 if signed else 0.0
    x = np.where(np.isnan(a), 0.0, np.clip(a.astype(f64), lo, 1.0))
    return np.rint(x * scale).astype(np.int64).astype(u16)


def _pk_u8(a, b, c):
    byte = _to_int(np.rint(a.astype(f64)), 0, 255, u32)
    shift = (b & u32(3)) * u32(8)
    return (c & ~(u32(0xFF) << shift)) | (byte << shift)


# ---- comparisons ------------------------------------------------------------------------------------------------
_FCMP = {"F": lambda a, b: np.zeros(np.broadcast_shapes(a.shape, b.shape), bool), "LT": np.less, "EQ": np.equal,
         "LE": np.less_equal, "GT": np.greater, "LG": lambda a, b: (a < b) | (a > b), "GE": np.greater_equal,
         "O": lambda a, b: ~(np.isnan(a) | np.isnan(b)), "U": lambda a, b: np.isnan(a) | np.isnan(b),
         "NGE": lambda a, b: ~(a >= b), "NLG": lambda a, b: ~((a < b) | (a > b)), "NGT": lambda a, b: ~(a > b),
         "NLE": lambda a, b: ~(a <= b), "NEQ": lambda a, b: ~(a == b), "NLT": lambda a, b: ~(a < b),
         "TRU": lambda a, b: np.ones(np.broadcast_shapes(a.shape, b.shape), bool)}
_ICMP = {"F": _FCMP["F"], "LT": np.less, "EQ": np.equal, "LE": np.less_equal, "GT": np.greater, "NE": np.not_equal,
         "GE": np.greater_equal, "T": _FCMP["TRU"]}
for _x in ("", "X"):
    for _name, _fn in _FCMP.items():
        for _t in ("F16", "F32", "F64"):
            vop(f"V_CMP{_x}_{_name}_{_t}", None, [_t.lower()] * 2, _fn, compare=True, cmpx=bool(_x))
    for _name, _fn in _ICMP.items():
        for _t in ("I16", "U16", "I32", "U32", "I64", "U64"):
            vop(f"V_CMP{_x}_{_name}_{_t}", None, [_t.lower()] * 2, _fn, compare=True, cmpx=bool(_x))
    for _t in ("F16", "F32", "F64"):
        vop(f"V_CMP{_x}_CLASS_{_t}", None, [_t.lower(), "u32"], lambda a, m: _float_class(a, m), compare=True,
            cmpx=bool(_x), no_flush=True)


def _float_class(a, mask):
    info = np.finfo(a.dtype)
    bits = a.view({2: u16, 4: u32, 8: u64}[a.dtype.itemsize])
    quiet_bit = bits.dtype.type(1 << (info.nmant - 1))
    nan = np.isnan(a)
    neg = np.signbit(a)
    tiny = np.abs(a) < info.smallest_normal
    classes = [nan & ((bits & quiet_bit) == 0), nan & ((bits & quiet_bit) != 0), np.isneginf(a),
               neg & ~nan & ~tiny & np.isfinite(a), neg & tiny & (a != 0), neg & (a == 0), ~neg & (a == 0),
               ~neg & tiny & (a != 0), ~neg & ~nan & ~tiny & np.isfinite(a), np.isposinf(a)]
    out = np.zeros(np.broadcast_shapes(a.shape, mask.shape), bool)
    for i, c in enumerate(classes):
        out |= c & (((mask >> u32(i)) & u32(1)) != 0)
    return out


# ---- packed (VOP3P) ------------------------------------------------------------------------------------------------
def packed(key, t, n, fn, saturates=False, ieee=False):
    register(PackedOp(key, t, n, fn, saturates, ieee))


packed("V_PK_ADD_F16", "f16", 2, _via64(lambda a, b: a + b, f16))
packed("V_PK_MUL_F16", "f16", 2, _via64(lambda a, b: a * b, f16))
packed("V_PK_FMA_F16", "f16", 3, fp.fma_f16)
packed("V_PK_MIN_F16", "f16", 2, _fmin, ieee=True)
packed("V_PK_MAX_F16", "f16", 2, _fmax, ieee=True)
packed("V_PK_ADD_U16", "u16", 2, lambda a, b: a + b, saturates=True)
packed("V_PK_SUB_U16", "u16", 2, lambda a, b: a - b, saturates=True)
packed("V_PK_ADD_I16", "i16", 2, lambda a, b: a + b, saturates=True)
packed("V_PK_SUB_I16", "i16", 2, lambda a, b: a - b, saturates=True)
packed("V_PK_MUL_LO_U16", "u16", 2, lambda a, b: a * b)
packed("V_PK_MAD_U16", "u16", 3, lambda a, b, c: a * b + c, saturates=True)
packed("V_PK_MAD_I16", "i16", 3, lambda a, b, c: a * b + c, saturates=True)
packed("V_PK_MIN_U16", "u16", 2, np.minimum)
packed("V_PK_MAX_U16", "u16", 2, np.maximum)
packed("V_PK_MIN_I16", "i16", 2, np.minimum)
packed("V_PK_MAX_I16", "i16", 2, np.maximum)
packed("V_PK_LSHLREV_B16", "u16", 2, lambda a, b: b << (a & u16(15)))
packed("V_PK_LSHRREV_B16", "u16", 2, lambda a, b: b >> (a & u16(15)))
packed("V_PK_ASHRREV_I16", "i16", 2, lambda a, b: b >> (a & i16(15)))
