"""Vector ALU operations with more involved semantics: the division helpers (v_div_scale / v_div_fmas /
v_div_fixup), mixed-precision v_fma_mix / v_mad_mix, integer dot products, gfx90a packed f32 math, the
M0-relative v_movrel moves and AccVGPR moves."""
from __future__ import annotations

from fractions import Fraction

import numpy as np

from .. import fp
from ..operands import ScalarSource, half_source, pair_source
from .registry import custom, register
from .vector import NotSimulated, VectorOp, _store

u32, i32, u64, f32, f64, f16 = np.uint32, np.int32, np.uint64, np.float32, np.float64, np.float16


def vop(key, dst, srcs, fn, **kw):
    register(VectorOp(key, dst, tuple(srcs), fn, **kw))


# ---- division helpers (AMD ISA pseudocode; f32 scales by 2^64, f64 by 2^128) ------------------------------------
_DIV = {"f32": dict(t=f32, u=u32, bias=127, mant=23, emax=255, gap=96, scale=64, tiny=23),
        "f64": dict(t=f64, u=u64, bias=1023, mant=52, emax=2047, gap=768, scale=128, tiny=53)}


def _exponent(x, p):
    bits = x.view(p["u"]).astype(np.int64) if x.dtype.itemsize == 4 else x.view(np.int64)
    return (bits >> p["mant"]) & p["emax"]


def _is_denorm(x, p):
    return (_exponent(x, p) == 0) & (x != 0)


def _div_scale(kind):
    p = _DIV[kind]
    t = p["t"]
    q = _DIV["f64"]             # (how 1 / S1 is read: in f64 for both forms)

    def fn(s0, s1, s2):
        e1, e2 = _exponent(s1, p), _exponent(s2, p)
        up = np.ldexp(s0.astype(f64), p["scale"]).astype(t)
        down = np.ldexp(s0.astype(f64), -p["scale"]).astype(t)
        with np.errstate(all="ignore"):
            # (CDNA3's pseudocode asks whether 1 / S1 of the f32 form is an f64 denormal, `1.0 / 64'F(S1.f32)`:
            # never, so a divisor near FLT_MAX is not scaled up to infinity; 1.0f / 3e38f gave inf)
            inv = f64(1) / s1.astype(f64) if kind == "f32" else t(1) / s1
            quo = s2 / s1
        d = s0.copy() if s0.shape == np.broadcast_shapes(s0.shape, s1.shape, s2.shape) else \
            np.broadcast_to(s0, np.broadcast_shapes(s0.shape, s1.shape, s2.shape)).copy()
        vcc = np.zeros(d.shape, bool)
        done = np.zeros(d.shape, bool)

        def case(cond, value=None, set_vcc=False, only_if=None):
            nonlocal d, vcc, done
            c = np.broadcast_to(cond, d.shape) & ~done
            if set_vcc:
                vcc = vcc | c
            if value is not None:
                apply = c if only_if is None else c & np.broadcast_to(only_if, d.shape)
                d = np.where(apply, value, d)
            done = done | c
        # "S2 / S1 is a denormal" read as: below the normal range, a quotient that underflows to zero included
        # (otherwise a tiny numerator over a large divisor takes the "numerator is tiny" scaling, the divisor goes
        # to infinity and 2e-305 / -1.4e273 gave -inf instead of -0)
        tiny_quo = _is_denorm(quo, p) | (quo == 0)
        case((s2 == 0) | (s1 == 0), t(np.nan))
        case(e2 - e1 >= p["gap"], up, set_vcc=True, only_if=(s0 == s1))
        case(_is_denorm(s1, p), up)
        # (the pseudocode writes ldexp(S0, 128) here, which takes a divisor near DBL_MAX to infinity; the quotient
        # is a denormal, so the divisor goes down and V_DIV_FMAS, seeing a small quotient, scales it back down:
        # 1.0 / 1e308 is 1e-308 so)
        case(_is_denorm(inv, q) & tiny_quo, down, set_vcc=True, only_if=(s0 == s1))
        case(_is_denorm(inv, q), down)
        case(tiny_quo, up, set_vcc=True, only_if=(s0 == s2))
        case(e2 <= p["tiny"], up)
        return d.astype(t), vcc
    return fn


def _div_fmas(kind):
    """fma(S0, S1, S2), with VCC scaled by 2^+-64 (f32) / 2^+-128 (f64) before its one rounding: a quotient scaled
    into the denormal range is rounded once there (rounding the fma first gave -1.2361444e-21f / 1.1199357e17f one
    ulp too large)."""
    p = _DIV[kind]

    def fn(a, b, c, vcc):
        shape = np.broadcast_shapes(a.shape, b.shape, c.shape, vcc.shape)
        big = _exponent(np.broadcast_to(c, shape).astype(p["t"]), p) > p["bias"]
        k = np.where(vcc, np.where(big, p["scale"], -p["scale"]), 0)
        if kind == "f32":
            odd = fp.fma_narrow(a, b, c, f64)     # rounded to odd in f64: scaling it and rounding once is exact
            return np.ldexp(odd, k).astype(f32)
        r = np.broadcast_to(fp.fma_f64(a, b, c), shape)
        out = np.ldexp(r, k)
        redo = np.broadcast_to(vcc, shape) & np.isfinite(out) & (np.abs(out) < fp.F64_MIN_NORMAL) & (r != 0)
        if redo.any():
            out = out.copy()
            a, b, c = (np.broadcast_to(x, shape) for x in (a, b, c))
            for i in zip(*np.nonzero(redo)):      # a denormal quotient: the exact fma, scaled, rounded once
                exact = Fraction(float(a[i])) * Fraction(float(b[i])) + Fraction(float(c[i]))
                out[i] = float(exact * Fraction(2) ** int(k[i]))
        return out
    return fn


def _div_fixup(kind, t):
    def fn(s0, s1, s2):
        sign = np.signbit(s1) ^ np.signbit(s2)
        inf = np.where(sign, -t(np.inf), t(np.inf))
        zero = np.where(sign, -t(0), t(0))
        mag = np.where(sign, -np.abs(s0), np.abs(s0))
        r = np.where(np.isnan(s0), inf, mag)
        ab1, ab2 = np.abs(s1), np.abs(s2)
        r = np.where((ab1 == np.inf) | (s2 == 0), zero, r)
        r = np.where((s1 == 0) | (ab2 == np.inf), inf, r)
        r = np.where((ab1 == np.inf) & (ab2 == np.inf), t(np.nan), r)
        r = np.where((s1 == 0) & (s2 == 0), t(np.nan), r)
        r = np.where(np.isnan(s1), s1, r)
        r = np.where(np.isnan(s2), s2, r)
        return r.astype(t)
    return fn


vop("V_DIV_SCALE_F32", "f32", ["f32"] * 3, _div_scale("f32"), carry_out=True, no_flush=True)
vop("V_DIV_SCALE_F64", "f64", ["f64"] * 3, _div_scale("f64"), carry_out=True, no_flush=True)
vop("V_DIV_FMAS_F32", "f32", ["f32"] * 3, _div_fmas("f32"), vcc_in=True)
vop("V_DIV_FMAS_F64", "f64", ["f64"] * 3, _div_fmas("f64"), vcc_in=True)
vop("V_DIV_FIXUP_F32", "f32", ["f32"] * 3, _div_fixup("f32", f32))
vop("V_DIV_FIXUP_F64", "f64", ["f64"] * 3, _div_fixup("f64", f64))
vop("V_DIV_FIXUP_F16", "f16", ["f16"] * 3, _div_fixup("f16", f16), keeps_high_half_gfx9=True)
vop("V_DIV_FIXUP_LEGACY_F16", "f16", ["f16"] * 3, _div_fixup("f16", f16))


# ---- integer dot products ---------------------------------------------------------------------------------------
def _lanes(x, bits, signed):
    n = 32 // bits
    out = []
    for i in range(n):
        v = (x.astype(np.int64) >> (bits * i)) & ((1 << bits) - 1)
        if signed:
            v = np.where(v >= 1 << (bits - 1), v - (1 << bits), v)
        out.append(v)
    return out


def _dot(bits, signed, saturate=False):
    """An integer dot product (`saturate`: its clamp form, the sum clipped to the result's range)."""
    def fn(a, b, c):
        acc = c.astype(np.int64)
        for x, y in zip(_lanes(a, bits, signed), _lanes(b, bits, signed)):
            acc = acc + x * y
        if saturate:
            acc = np.clip(acc, -2**31, 2**31 - 1) if signed else np.clip(acc, 0, 2**32 - 1)
        return acc.astype(np.uint64).astype(u32) if not signed else acc.astype(np.int64).astype(i32)
    return fn


for _bits, _name in ((16, "2"), (8, "4"), (4, "8")):
    for _signed, _t in ((True, "I"), (False, "U")):
        _w = {16: "16", 8: "8", 4: "4"}[_bits]
        dt = "i32" if _signed else "u32"
        vop(f"V_DOT{_name}_{_t}32_{_t}{_w}", dt, ["u32", "u32", dt], _dot(_bits, _signed),
            int_clamp=_dot(_bits, _signed, saturate=True))
    vop(f"V_DOT{_name}C_I32_I{_w}", "i32", ["u32", "u32", "i32"], _dot(_bits, True), mac=True,
        int_clamp=_dot(_bits, True, saturate=True))


# ---- mixed precision fma ------------------------------------------------------------------------------------------
@custom("V_FMA_MIX_F32", "V_FMA_MIXLO_F16", "V_FMA_MIXHI_F16", "V_MAD_MIX_F32", "V_MAD_MIXLO_F16",
        "V_MAD_MIXHI_F16")
def _mix(d, m):
    key, f = d.defn.key, d.fields
    fused = key.startswith("V_FMA")
    out = "f32" if key.endswith("MIX_F32") else ("lo" if "MIXLO" in key else "hi")
    codes = [f["src0"], f["src1"], f["src2"]]
    op_sel, op_sel_hi = f.get("op_sel", 0), f.get("op_sel_hi", 0) | (f.get("op_sel_hi2", 0) << 2)
    neg, abs_ = f.get("neg", 0), f.get("neg_hi", 0)
    # (an f16 source, op_sel_hi set, reads a float constant as its f16 value; an f32 source as its f32 bits)
    srcs = [(half_source(c, d.literal) if op_sel_hi >> i & 1 else ScalarSource(c, "b32", d.literal)) if c < 256
            else c - 256 for i, c in enumerate(codes)]
    clamp, vdst = bool(f.get("clamp")), f["vdst"]

    def value(st, w, i):
        s = srcs[i]
        raw = st.vgpr[w, s] if isinstance(s, int) else s.read(st, w).astype(u32)[:, None]
        if op_sel_hi >> i & 1:  # f16 source, half chosen by op_sel
            h = ((raw >> u32(16)) if op_sel >> i & 1 else raw).astype(np.uint16).view(f16).astype(f64)
        else:
            h = raw.view(f32).astype(f64)
        if abs_ >> i & 1:
            h = np.abs(h)
        if neg >> i & 1:
            h = -h
        return h

    def step(m, w):
        st = m.st
        a, b, c = (value(st, w, i) for i in range(3))
        if m._mode(w) & 0xF:
            raise NotSimulated("a rounding mode other than round-to-nearest-even")
        with np.errstate(all="ignore"):
            if out == "f32":
                # sources are exact f32/f16 values held in f64: fma_narrow rounds a*b+c once
                r = fp.fma_narrow(a, b, c, f32) if fused else (a.astype(f32) * b.astype(f32) + c.astype(f32))
                if clamp:
                    r = np.where(np.isnan(r), f32(0), np.clip(r, 0, 1)).astype(f32)
                res = np.broadcast_to(r.astype(f32).view(u32), st.exec_lanes(w).shape)
            else:
                r = fp.fma_narrow(a, b, c, f16) if fused else (a * b + c).astype(f32).astype(f16)
                if clamp:
                    r = np.where(np.isnan(r), f16(0), np.clip(r, 0, 1)).astype(f16)
                h = np.broadcast_to(r.astype(f16).view(np.uint16).astype(u32), st.exec_lanes(w).shape)
                old = st.vgpr[w, vdst]
                res = (old & u32(0xFFFF0000)) | h if out == "lo" else (old & u32(0xFFFF)) | (h << u32(16))
        _store(st.vgpr, w, vdst, res, st.exec_lanes(w), st.exec_all(w))
        return False
    return step


# ---- gfx90a packed f32 (register pairs) --------------------------------------------------------------------------
_PK32 = {"V_PK_FMA_F32": (3, lambda a, b, c: fp.fma_f32(a, b, c)), "V_PK_ADD_F32": (2, lambda a, b: a + b),
         "V_PK_MUL_F32": (2, lambda a, b: a * b), "V_PK_MOV_B32": (2, None)}


@custom(*_PK32)
def _pk32(d, m):
    n, fn = _PK32[d.defn.key]
    f = d.fields
    codes = [f["src0"], f["src1"], f["src2"]][:n]
    op_sel, op_sel_hi = f.get("op_sel", 0), f.get("op_sel_hi", 0) | (f.get("op_sel_hi2", 0) << 2)
    neg, neg_hi = f.get("neg", 0), f.get("neg_hi", 0)
    if any(c < 256 for c in codes):
        srcs = [pair_source(c, d.literal) if c < 256 else c - 256 for c in codes]
    else:
        srcs = [c - 256 for c in codes]
    vdst = f["vdst"]

    def half(st, w, i, hi_sel):
        s = srcs[i]
        if isinstance(s, int):
            return st.vgpr[w, s + hi_sel]
        v = s.read(st, w)
        return ((v >> u64(32)) if hi_sel else v).astype(u32)[:, None]

    def step(m, w):
        st = m.st
        active, full = st.exec_lanes(w), st.exec_all(w)
        if fn is None:   # v_pk_mov_b32: lo from src0 dword op_sel[0], hi from src1 dword op_sel[1]
            lo = half(st, w, 0, op_sel & 1)
            hi = half(st, w, 1, op_sel >> 1 & 1)
        else:
            def operand(i, sel, negbits):
                v = half(st, w, i, sel).view(f32)
                return -v if negbits >> i & 1 else v
            with np.errstate(all="ignore"):
                lo = np.asarray(fn(*[operand(i, op_sel >> i & 1, neg) for i in range(n)]), f32).view(u32)
                hi = np.asarray(fn(*[operand(i, op_sel_hi >> i & 1, neg_hi) for i in range(n)]), f32).view(u32)
        shape = active.shape
        _store(st.vgpr, w, vdst, np.broadcast_to(lo, shape), active, full)
        _store(st.vgpr, w, vdst + 1, np.broadcast_to(hi, shape), active, full)
        return False
    return step


# ---- M0-relative and AccVGPR moves ------------------------------------------------------------------------------
@custom("V_MOVRELS_B32", "V_MOVRELD_B32", "V_MOVRELSD_B32")
def _movrel(d, m):
    key, f = d.defn.key, d.fields
    src, dst = f["src0"], f["vdst"]
    if src < 256 and key != "V_MOVRELD_B32":
        raise NotSimulated("v_movrels with a scalar source")
    scalar = ScalarSource(src, "b32", d.literal) if src < 256 else None

    def step(m, w):
        st = m.st
        m0 = st.sgpr[w, 124].astype(np.int64)
        rows = np.arange(st.count)[w]
        s_idx = (src - 256) + (m0 if key in ("V_MOVRELS_B32", "V_MOVRELSD_B32") else 0)
        d_idx = dst + (m0 if key in ("V_MOVRELD_B32", "V_MOVRELSD_B32") else 0)
        s_idx, d_idx = np.broadcast_to(s_idx, rows.shape), np.broadcast_to(d_idx, rows.shape)
        if (d_idx >= st.vgpr.shape[1]).any() or (scalar is None and (s_idx >= st.vgpr.shape[1]).any()):
            raise IndexError
        value = scalar.read(st, w).astype(u32)[:, None] if scalar is not None else st.vgpr[rows, s_idx]
        active = st.exec_lanes(w)
        old = st.vgpr[rows, d_idx]
        st.vgpr[rows, d_idx] = np.where(active, value, old)
        return False
    return step


@custom("V_ACCVGPR_MOV_B32")
def _acc_mov(d, m):
    f = d.fields
    src, dst = f["src0"] - 256, f["vdst"]

    def step(m, w):
        st = m.st
        _store(st.agpr, w, dst, st.agpr[w, src], st.exec_lanes(w), st.exec_all(w))
        return False
    return step


# ---- sums of absolute byte differences -----------------------------------------------------------------------
def _byte(x, i):
    return (x.astype(u64) >> u64(8 * i)) & u64(0xFF)


def _sad4(window, ref, masked):
    """SAD over the 4 bytes of `window` (u64 holding 4 bytes) against `ref` (u32); masked: skip ref bytes == 0."""
    total = np.zeros(np.broadcast_shapes(window.shape, ref.shape), np.int64)
    for i in range(4):
        a, b = _byte(window, i).astype(np.int64), _byte(ref, i).astype(np.int64)
        diff = np.abs(a - b)
        total += np.where(b == 0, 0, diff) if masked else diff
    return total


vop("V_MSAD_U8", "u32", ["u32", "u32", "u32"], lambda a, b, c: (_sad4(a, b, True) + c).astype(u32))


def _qsad(masked):
    def fn(a, b, c):
        out = np.zeros(np.broadcast_shapes(a.shape, b.shape, c.shape), u64)
        for k in range(4):
            window = (a >> u64(8 * k)) & u64(0xFFFFFFFF)
            sad = _sad4(window, b, masked)
            acc = (c >> u64(16 * k)) & u64(0xFFFF)
            out |= ((sad.astype(u64) + acc) & u64(0xFFFF)) << u64(16 * k)
        return out
    return fn


vop("V_QSAD_PK_U16_U8", "u64", ["u64", "u32", "u64"], _qsad(False))
vop("V_MQSAD_PK_U16_U8", "u64", ["u64", "u32", "u64"], _qsad(True))


@custom("V_MQSAD_U32_U8")
def _mqsad_u32(d, m):
    f = d.fields
    if d.encoding != "VOP3" or any(f[k] < 256 for k in ("src0", "src2")) or f.get("neg") or f.get("abs"):
        raise NotSimulated("v_mqsad_u32_u8 with scalar or modified sources")
    s0, s2, vdst = f["src0"] - 256, f["src2"] - 256, f["vdst"]
    ref = ScalarSource(f["src1"], "b32", d.literal) if f["src1"] < 256 else f["src1"] - 256

    def step(m, w):
        st = m.st
        a = st.vgpr[w, s0].astype(u64) | (st.vgpr[w, s0 + 1].astype(u64) << u64(32))
        b = st.vgpr[w, ref] if isinstance(ref, int) else ref.read(st, w).astype(u32)[:, None]
        active, full = st.exec_lanes(w), st.exec_all(w)
        results = []
        for k in range(4):
            window = (a >> u64(8 * k)) & u64(0xFFFFFFFF)
            results.append((_sad4(window, b, True) + st.vgpr[w, s2 + k].astype(np.int64)).astype(u32))
        for k in range(4):
            _store(st.vgpr, w, vdst + k, np.broadcast_to(results[k], active.shape), active, full)
        return False
    return step


# ---- f16 normalisation ------------------------------------------------------------------------------------------
def _norm16(x, signed):
    scale = 32767.0 if signed else 65535.0
    lo = -1.0 if signed else 0.0
    v = np.where(np.isnan(x), 0.0, np.clip(x.astype(f64), lo, 1.0))
    return np.rint(v * scale).astype(np.int64).astype(np.uint16)


vop("V_CVT_NORM_I16_F16", "u16", ["f16"], lambda a: _norm16(a, True))
vop("V_CVT_NORM_U16_F16", "u16", ["f16"], lambda a: _norm16(a, False))
vop("V_CVT_PKNORM_I16_F16", "u32", ["f16", "f16"],
    lambda a, b: _norm16(a, True).astype(u32) | (_norm16(b, True).astype(u32) << u32(16)))
vop("V_CVT_PKNORM_U16_F16", "u32", ["f16", "f16"],
    lambda a, b: _norm16(a, False).astype(u32) | (_norm16(b, False).astype(u32) << u32(16)))


# ---- v_trig_preop_f64: 53-bit segments of 2/pi -----------------------------------------------------------------------
def _two_over_pi_bits(bits: int) -> int:
    """floor(2/pi * 2**bits), from Machin's formula in integer arithmetic (with guard bits)."""
    guard = 64
    one = 1 << (bits + guard)

    def arctan_inv(x):
        total, term, n, sign = 0, one // x, 1, 1
        x2 = x * x
        while term:
            total += sign * (term // n)
            term //= x2
            n += 2
            sign = -sign
        return total
    pi = 4 * (4 * arctan_inv(5) - arctan_inv(239))
    return ((2 * one * one) // pi) >> guard


_TWO_OVER_PI = _two_over_pi_bits(1201)   # 0.b1 b2 ... b1201


def _trig_preop(a, seg):
    a = np.asarray(a, f64)
    exp = (a.view(np.int64) >> 52) & 0x7FF
    shift = (seg.astype(np.int64) & 31) * 53 + np.where(exp > 1077, exp - 1077, 0)
    out = np.empty(np.broadcast_shapes(a.shape, seg.shape), f64)
    flat_shift = np.broadcast_to(shift, out.shape).reshape(-1)
    flat_exp = np.broadcast_to(exp, out.shape).reshape(-1)
    res = out.reshape(-1)
    for i, (s, e) in enumerate(zip(flat_shift, flat_exp)):
        s = int(s)
        segment = (_TWO_OVER_PI >> max(0, 1201 - s - 53)) & ((1 << 53) - 1) if s + 53 <= 1201 else 0
        scale = -53 - s + (128 if e >= 1968 else 0)
        res[i] = float(np.ldexp(float(segment), scale))
    return out


vop("V_TRIG_PREOP_F64", "f64", ["f64", "u32"], _trig_preop, no_flush=True)


@custom("V_ACCVGPR_READ_B32", "V_ACCVGPR_WRITE_B32")
def _acc_read_write(d, m):
    f = d.fields
    read = d.defn.key == "V_ACCVGPR_READ_B32"
    dst, code = f["vdst"], f["src0"]
    value = None if code >= 256 else ScalarSource(code, "b32", d.literal)

    def step(m, w):
        st = m.st
        active, full = st.exec_lanes(w), st.exec_all(w)
        if read:
            _store(st.vgpr, w, dst, st.agpr[w, code - 256], active, full)
        else:
            v = st.vgpr[w, code - 256] if value is None else value.read(st, w).astype(u32)[:, None]
            _store(st.agpr, w, dst, np.broadcast_to(v, active.shape), active, full)
        return False
    return step
