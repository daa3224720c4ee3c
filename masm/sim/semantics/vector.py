"""Vector ALU instructions in every encoding: VOP1, VOP2, VOPC, VOP3(A/B), SDWA, DPP and VOP3P.

`VectorOp` describes an operation by its operand types and a numpy function over typed values; `compile` turns one
decoded instruction into a step function that reads the sources the encoding names (with abs/neg, SDWA selects, DPP
lane moves, op_sel halves), applies the function to all lanes of all waves at once, then writes the destination under
EXEC (with clamp/omod, SDWA dst_sel/dst_unused, VCC or an SGPR pair for carries and compares).
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from ..operands import ScalarSource, half_source, literal_bits
from ..state import VCC_LO, EXEC_LO, lanes_of, mask_of
from .types import FLOATS, RAW, TYPED, WIDTH, bits_of, float_neg_abs, raw

M16 = np.uint32(0xFFFF)


class NotSimulated(Exception):
    """A form of an instruction the simulator does not model (the executor reports it with the instruction)."""


# ---------------------------------------------------------------------------------------------------------------
# DPP lane permutations (dpp_ctrl) as source-lane index arrays; -1 = no valid source lane
_LANE = np.arange(64)


def _dpp_source_lanes(ctrl: int) -> np.ndarray:
    row, pos = _LANE // 16, _LANE % 16
    if ctrl <= 0xFF:
        sel = np.array([(ctrl >> (2 * i)) & 3 for i in range(4)])
        return (_LANE & ~3) + sel[_LANE & 3]
    if 0x101 <= ctrl <= 0x10F:          # row_shl: lane reads lane + n within its row
        n = ctrl & 0xF
        return np.where(pos + n < 16, _LANE + n, -1)
    if 0x111 <= ctrl <= 0x11F:          # row_shr
        n = ctrl & 0xF
        return np.where(pos - n >= 0, _LANE - n, -1)
    if 0x121 <= ctrl <= 0x12F:          # row_ror
        n = ctrl & 0xF
        return row * 16 + (pos - n) % 16
    if ctrl == 0x130:                   # wave_shl1
        return np.where(_LANE + 1 < 64, _LANE + 1, -1)
    if ctrl == 0x134:                   # wave_rol1
        return (_LANE + 1) % 64
    if ctrl == 0x138:                   # wave_shr1
        return np.where(_LANE - 1 >= 0, _LANE - 1, -1)
    if ctrl == 0x13C:                   # wave_ror1
        return (_LANE - 1) % 64
    if ctrl == 0x140:                   # row_mirror
        return row * 16 + 15 - pos
    if ctrl == 0x141:                   # row_half_mirror
        return row * 16 + (pos // 8) * 8 + 7 - pos % 8
    if ctrl == 0x142:                   # row_bcast:15 -> rows 1..3 read lane 15 of the previous row
        return np.where(row > 0, row * 16 - 1, -1)
    if ctrl == 0x143:                   # row_bcast:31 -> rows 2, 3 read lane 31
        return np.where(row >= 2, 31, -1)
    if 0x150 <= ctrl <= 0x15F:          # row_newbcast:n (gfx90a+): every lane reads lane n of its own row
        return row * 16 + (ctrl & 0xF)
    raise NotSimulated(f"DPP control 0x{ctrl:x}")


def _dpp_write_lanes(row_mask: int, bank_mask: int) -> np.ndarray:
    row, bank = _LANE // 16, (_LANE % 16) // 4
    return (((row_mask >> row) & 1) & ((bank_mask >> bank) & 1)).astype(bool)


# ---------------------------------------------------------------------------------------------------------------
def _sdwa_select(bits32: np.ndarray, sel: int, sext: bool) -> np.ndarray:
    """SDWA source select: byte 0..3 / word 0..1 / dword, zero- or sign-extended to 32 bits (uint32)."""
    if sel == 6:
        return bits32
    if sel <= 3:
        v = (bits32 >> np.uint32(8 * sel)) & np.uint32(0xFF)
        if sext:
            v = v.astype(np.uint8).view(np.int8).astype(np.int32).view(np.uint32)
        return v
    v = (bits32 >> np.uint32(16 * (sel - 4))) & np.uint32(0xFFFF)
    if sext:
        v = v.astype(np.uint16).view(np.int16).astype(np.int32).view(np.uint32)
    return v


def _sdwa_place(result32: np.ndarray, old32: np.ndarray, sel: int, unused: int) -> np.ndarray:
    """SDWA dst_sel / dst_unused: put the low bits of the result into the selected part of the destination."""
    if sel == 6:
        return result32
    if sel <= 3:
        shift, width = 8 * sel, 8
    else:
        shift, width = 16 * (sel - 4), 16
    field_mask = np.uint32(((1 << width) - 1) << shift)
    placed = (result32 << np.uint32(shift)) & field_mask
    if unused == 2:  # UNUSED_PRESERVE
        return (old32 & ~field_mask) | placed
    if unused == 1:  # UNUSED_SEXT: sign-extend the field into the bits above it
        top = (result32 >> np.uint32(width - 1)) & np.uint32(1)
        above = np.uint32((0xFFFFFFFF << (shift + width)) & 0xFFFFFFFF)
        return placed | np.where(top.astype(bool), above, np.uint32(0))
    return placed


# ---------------------------------------------------------------------------------------------------------------
class VectorOp:
    """One VALU operation. `fn(*typed_sources) -> typed result` (or `(result, carry_lanes)` with carry_out)."""

    def __init__(self, key: str, dst: str | None, srcs: tuple[str, ...], fn: Callable, *, carry_out: bool = False,
                 carry_in: bool = False, compare: bool = False, cmpx: bool = False, mac: bool = False,
                 packed: bool = False, always_flush: bool = False, int_clamp: Callable | None = None,
                 literal_src: int | None = None, no_flush: bool = False, vcc_in: bool = False,
                 keeps_high_half_gfx9: bool = False, byte_select: bool = False, sign_modifiers: bool = False,
                 ieee: bool = False):
        self.key, self.dst, self.srcs, self.fn = key, dst, srcs, fn
        # fn takes MODE.IEEE (bool) after the sources (min/max quiet a signalling NaN in IEEE mode)
        self.ieee = ieee
        # neg / abs act on the sign bit of 32-bit sources that are not floats (v_cndmask_b32_e64 v1, -v2, v3, vcc:
        # clang selects -x so)
        self.sign_modifiers = sign_modifiers
        self.carry_out, self.carry_in, self.compare, self.cmpx, self.mac = carry_out, carry_in, compare, cmpx, mac
        self.packed, self.always_flush, self.int_clamp, self.literal_src = packed, always_flush, int_clamp, literal_src
        self.no_flush = no_flush
        self.vcc_in = vcc_in        # reads VCC as a lane mask in every encoding (v_div_fmas)
        # gfx9's op_sel-capable 16-bit mad/fma/div_fixup keep the other half of the destination (gfx8: zeroed)
        self.keeps_high_half_gfx9 = keeps_high_half_gfx9
        # the result is one byte, written to the byte of the destination op_sel[3:2] names; the others are kept
        self.byte_select = byte_select

    # -- compile -------------------------------------------------------------------------------------------------
    def compile(self, d, m):
        return _VectorStep(self, d, m)


class _Source:
    """Reads one source of a vector instruction as typed values [k, 64] or [k, 1]."""

    def __init__(self, code: int, type_: str, literal, *, neg=False, abs_=False, hi=False, sdwa=None, dpp=None,
                 sign_bits=False):
        self.type, self.width = type_, WIDTH[type_]
        self.vgpr = code - 256 if code >= 256 else None
        self.scalar = None if code >= 256 else ScalarSource(code, "b32" if self.width == 16 and hi else type_,
                                                            literal)
        self.neg, self.abs, self.hi, self.sdwa, self.dpp = neg, abs_, hi, sdwa, dpp
        self.is_float = type_ in FLOATS
        self.modified = (self.is_float or sign_bits) and (neg or abs_)     # (neg / abs flip or clear the sign bit)
        self.dtype = np.dtype(typed_dtype(type_))
        plain = not (sdwa or dpp is not None or hi or self.modified)
        if plain and self.vgpr is not None and self.width == 32:
            self.read = self._read_vgpr32          # the common case: a view of the register, no copies
        elif plain and self.scalar is not None and self.scalar.const is not None:
            self.read = self._read_constant

    def _read_vgpr32(self, m, w) -> np.ndarray:
        return m.st.vgpr[w, self.vgpr].view(self.dtype)

    def _read_constant(self, m, w) -> np.ndarray:
        value = np.array([[self.scalar.const]], np.uint64)
        return raw(value, 64 if self.width == 64 else (16 if self.width == 16 else 32)).view(self.dtype)

    def raw(self, m, w) -> np.ndarray:
        st = m.st
        if self.vgpr is not None:
            r = self.vgpr
            if self.width == 64:
                v = st.vgpr[w, r].astype(np.uint64) | (st.vgpr[w, r + 1].astype(np.uint64) << np.uint64(32))
                if self.dpp is not None:           # DP-ALU DPP (gfx90a+): the lane permutation moves both halves
                    v = v[:, self.dpp]
            else:
                v = st.vgpr[w, r]
                if self.dpp is not None:
                    v = v[:, self.dpp]
        else:
            v = self.scalar.read(st, w)[:, None]
            v = raw(v, 64 if self.width == 64 else 32)
        if self.sdwa is not None:
            v = _sdwa_select(raw(v, 32), *self.sdwa)
        if self.width == 16:
            if self.hi:
                v = raw(v, 32) >> np.uint32(16)
            v = raw(v, 16)
        elif self.width == 32:
            v = raw(v, 32)
        return v

    def read(self, m, w) -> np.ndarray:
        v = self.raw(m, w)
        if self.modified:
            v = float_neg_abs(v, self.width, self.neg, self.abs)
        return v.view(self.dtype)


def typed_dtype(type_: str):
    return TYPED[type_]


class _VectorStep:
    """The step function of one decoded VALU instruction."""

    def __init__(self, op: VectorOp, d, m):
        self.op, self.text = op, d.text
        f, enc = d.fields, d.encoding
        self.family = m.family
        nsrc = len(op.srcs)
        lit = d.literal
        self.sdwa_dst = None
        self.dpp_write = None
        self.dpp_bound_zero = False
        self.dpp_valid = None
        self.clamp = bool(f.get("clamp", 0))
        self.omod = f.get("omod", 0)
        self.mask_src = None        # carry-in / cndmask selector: ('vcc') or scalar code
        self.mask_dst = None        # sgpr index receiving a compare / carry mask
        self.dst_hi = False
        self.dst_byte = None
        neg = f.get("neg", 0)
        abs_ = f.get("abs", 0)
        op_sel = f.get("op_sel", 0)
        srcs: list[_Source] = []
        if op.literal_src is not None and lit is None:
            raise NotSimulated("missing literal")
        types = list(op.srcs)
        if enc in ("VOP1", "VOP2", "VOPC"):
            codes = [f["src0"], 256 + f.get("vsrc1", 0)][:nsrc]
            if op.literal_src is not None:  # v_madmk / v_madak: K sits between / after the registers
                codes = [f["src0"], None, 256 + f["vsrc1"]] if op.literal_src == 1 else [f["src0"], 256 + f["vsrc1"]]
            for i, c in enumerate(codes):
                srcs.append(_Source(c, types[i], lit) if c is not None else _LiteralSource(lit, types[i]))
            if op.literal_src == 2:
                srcs.append(_LiteralSource(lit, types[2]))
            if op.mac:
                srcs.append(_Source(256 + f["vdst"], types[2], None))
            if op.carry_in:
                self.mask_src = VCC_LO
            if op.carry_out or op.compare:
                self.mask_dst = VCC_LO
            self.vdst = f.get("vdst")
        elif enc in ("VOP3", "VOP3B"):
            codes = [f["src0"], f["src1"], f["src2"]]
            for i in range(nsrc - 1 if op.mac else nsrc):    # a mac's third source is its destination
                srcs.append(_Source(codes[i], types[i], lit, neg=bool(neg >> i & 1), abs_=bool(abs_ >> i & 1),
                                    hi=bool(op_sel >> i & 1) and WIDTH[types[i]] == 16, sign_bits=op.sign_modifiers))
            if op.mac:
                srcs.append(_Source(256 + f["vdst"], types[2], None, neg=bool(neg >> 2 & 1),
                                    abs_=bool(abs_ >> 2 & 1)))
            if op.carry_in:
                self.mask_src = codes[nsrc]
            if op.compare:
                self.mask_dst = f["vdst"]
            elif op.carry_out:
                if enc != "VOP3B":
                    raise NotSimulated("carry-out instruction in VOP3A encoding")
                self.mask_dst = f["sdst"]
            self.vdst = f["vdst"]
            self.dst_hi = bool(op_sel >> 3 & 1) and not op.byte_select
            self.dst_byte = (op_sel >> 2 & 3) * 8 if op.byte_select else None
        elif enc == "VOP3P":   # non-packed VOP3P operations (dot products): plain 32-bit sources
            codes = [f["src0"], f["src1"], f["src2"]]
            for i in range(nsrc):
                srcs.append(_Source(codes[i], types[i], lit))
            self.vdst = f["vdst"]
        elif enc.endswith("_SDWA"):
            gfx8 = self.family == "gfx8"
            s0 = f["src0"] if (not gfx8 and f.get("s0")) else 256 + f["src0"]
            s1 = f["vsrc1"] if (not gfx8 and f.get("s1")) else 256 + f.get("vsrc1", 0)
            codes = [s0, s1]
            for i in range(min(nsrc, 2)):
                sel = (f[f"src{i}_sel"], bool(f[f"src{i}_sext"]))
                srcs.append(_Source(codes[i], types[i], lit, neg=bool(f[f"src{i}_neg"]), abs_=bool(f[f"src{i}_abs"]),
                                    sdwa=sel, sign_bits=op.sign_modifiers))
            if op.mac:
                srcs.append(_Source(256 + f["vdst"], types[2], None))
            if op.carry_in:
                self.mask_src = VCC_LO
            if op.compare:
                self.mask_dst = f["sdst"] if (not gfx8 and f.get("sd")) else VCC_LO
            elif op.carry_out:
                self.mask_dst = VCC_LO
            if enc != "VOPC_SDWA":
                self.sdwa_dst = (f["dst_sel"], f["dst_unused"])
            self.vdst = f.get("vdst")
        elif enc.endswith("_DPP"):
            perm = _dpp_source_lanes(f["dpp_ctrl"])
            valid = perm >= 0
            src_lanes = np.where(valid, perm, 0)
            self.dpp_valid = (valid, src_lanes)
            self.dpp_bound_zero = bool(f["bound_ctrl"])
            self.dpp_write = _dpp_write_lanes(f["row_mask"], f["bank_mask"])
            codes = [256 + f["src0"], 256 + f.get("vsrc1", 0)]
            for i in range(min(nsrc, 2)):
                srcs.append(_Source(codes[i], types[i], lit, neg=bool(f[f"src{i}_neg"]), abs_=bool(f[f"src{i}_abs"]),
                                    dpp=src_lanes if i == 0 else None, sign_bits=op.sign_modifiers))
            if op.mac:
                srcs.append(_Source(256 + f["vdst"], types[2], None))
            if op.carry_in:
                self.mask_src = VCC_LO
            if op.carry_out or op.compare:
                self.mask_dst = VCC_LO
            self.vdst = f.get("vdst")
        else:
            raise NotSimulated(f"{enc} encoding of a vector ALU instruction")
        if op.vcc_in:
            self.mask_src = VCC_LO
        self.srcs = srcs
        self.float_ops = any(t in FLOATS for t in list(op.srcs) + [op.dst or ""]) and not op.no_flush
        if self.clamp and op.dst not in FLOATS and op.int_clamp is None and not op.compare:
            raise NotSimulated("integer clamp")
        if self.omod and op.dst not in ("f16", "f32", "f64"):
            raise NotSimulated("omod on a non-float result")

    def __call__(self, m, w) -> bool:
        op, st = self.op, m.st
        active = st.exec_lanes(w)
        full = st.exec_all(w)
        vals = [s.read(m, w) for s in self.srcs]
        if self.dpp_valid is not None:
            valid, src_lanes = self.dpp_valid
            ok = valid[None, :] & active[:, src_lanes]
            if self.dpp_bound_zero:
                vals[0] = np.where(ok, vals[0], vals[0].dtype.type(0))
                write = active & self.dpp_write[None, :]
            else:
                write = active & ok & self.dpp_write[None, :]
            active, full = write, False
        if self.float_ops:
            vals = m.flush_inputs(w, self.srcs, vals, op.always_flush)
        if self.mask_src is not None:
            if self.mask_src in (VCC_LO,) or self.mask_src < 128:
                vals.append(lanes_of(st.read_sgpr64(w, self.mask_src)))
            else:
                vals.append(lanes_of(ScalarSource(self.mask_src, "mask", None).read(st, w)))
        if op.ieee:
            vals.append(m.ieee_mode(w))
        result = op.fn(*vals)          # the executor runs every step under np.errstate(all="ignore")
        carry = None
        if op.carry_out:
            result, carry = result
        if op.compare:
            lanes = np.broadcast_to(result, active.shape) & active
            self._write_mask(m, w, lanes, active, full)
            return False
        if carry is not None:
            self._write_mask(m, w, np.broadcast_to(carry, active.shape) & active, active, full)
        if op.dst is None:
            return False
        result = self._finish(m, w, result, vals)
        self._write_vdst(m, w, result, active, full)
        return False

    def _finish(self, m, w, result, vals):
        op = self.op
        t = op.dst
        if t in FLOATS:
            result = np.asarray(result, dtype=typed_dtype(t))
            if self.omod:
                result = result * result.dtype.type((0, 2.0, 4.0, 0.5)[self.omod])
            if self.clamp:
                result = np.where(np.isnan(result), result.dtype.type(0), np.clip(result, 0, 1)).astype(result.dtype)
            if self.float_ops:
                result = m.flush_output(w, t, result, op.always_flush)
        elif self.clamp:
            result = op.int_clamp(*vals)
        return bits_of(result, t)

    def _write_mask(self, m, w, lanes, active, full):
        st = m.st
        bits = mask_of(lanes)
        if self.op.cmpx:
            st.write_sgpr64(w, EXEC_LO, bits)
        st.write_sgpr64(w, self.mask_dst, bits)

    def _write_vdst(self, m, w, result, active, full):
        st = m.st
        t = self.op.dst
        r = self.vdst
        k = active.shape[0]
        width = WIDTH[t]
        if width == 32 and self.sdwa_dst is None and self.dst_byte is None and full and result.dtype == np.uint32:
            st.vgpr[w, r] = result       # broadcasts a [k, 1] result
            return
        if width == 64:
            res = np.broadcast_to(result, (k, 64))
            lo = (res & np.uint64(0xFFFFFFFF)).astype(np.uint32)
            hi = (res >> np.uint64(32)).astype(np.uint32)
            _store(st.vgpr, w, r, lo, active, full)
            _store(st.vgpr, w, r + 1, hi, active, full)
            return
        res32 = result if result.shape == (k, 64) else np.broadcast_to(result, (k, 64))
        if res32.dtype != np.uint32:
            res32 = res32.astype(np.uint32)
        if width == 16:
            if self.dst_hi:
                res32 = (st.vgpr[w, r] & M16) | (res32 << np.uint32(16))
            elif self.op.keeps_high_half_gfx9 and self.family != "gfx8":
                res32 = (st.vgpr[w, r] & ~M16) | res32
        if self.dst_byte is not None:
            res32 = (st.vgpr[w, r] & ~np.uint32(0xFF << self.dst_byte)) | (res32 & np.uint32(0xFF)) << np.uint32(
                self.dst_byte)
        if self.sdwa_dst is not None:
            res32 = _sdwa_place(res32, st.vgpr[w, r], *self.sdwa_dst)
        _store(st.vgpr, w, r, res32, active, full)


class _LiteralSource:
    def __init__(self, literal: int, type_: str):
        self.type, self.width = type_, WIDTH[type_]
        self.is_float = type_ in FLOATS
        # a 16-bit operand takes the literal's low half; a 64-bit one its value as the high half (f64) or the
        # whole (zero-extended) value, as a scalar source does
        bits = literal_bits(literal, type_) if self.width == 64 else literal & ((1 << self.width) - 1)
        self.value = np.array([[bits]], dtype=RAW[self.width]).view(typed_dtype(type_))

    def read(self, m, w):
        return self.value


def _store(regs: np.ndarray, w, r: int, value: np.ndarray, active: np.ndarray, full: bool) -> None:
    if full:
        regs[w, r] = value
    else:
        regs[w, r] = np.where(active, value, regs[w, r])


# ---------------------------------------------------------------------------------------------------------------
class PackedOp:
    """VOP3P packed 16-bit math: the same 16-bit function on the low and the high halves (op_sel / op_sel_hi)."""

    def __init__(self, key: str, type_: str, nsrc: int, fn: Callable, saturates: bool = False, ieee: bool = False):
        # `saturates`: with clamp the integer result saturates to the type's range (add, sub, mad)
        self.key, self.type, self.nsrc, self.fn, self.saturates = key, type_, nsrc, fn, saturates
        self.ieee = ieee            # fn takes MODE.IEEE after the sources, as VectorOp's

    def compile(self, d, m):
        f = d.fields
        if d.encoding != "VOP3P":
            raise NotSimulated(f"{d.encoding} encoding of a packed instruction")
        codes = [f["src0"], f["src1"], f["src2"]][: self.nsrc]
        op_sel, op_sel_hi = f.get("op_sel", 0), f.get("op_sel_hi", 0) | (f.get("op_sel_hi2", 0) << 2)
        neg, neg_hi = f.get("neg", 0), f.get("neg_hi", 0)
        t, fn, clamp, vdst = self.type, self.fn, bool(f.get("clamp", 0)), f["vdst"]
        is_float = t in FLOATS
        read = half_source if is_float else (lambda c, literal: ScalarSource(c, "b32", literal))
        srcs = [read(c, d.literal) if c < 256 else c - 256 for c in codes]
        if clamp and not is_float and not self.saturates:
            raise NotSimulated("integer clamp")
        saturate = clamp and not is_float           # (computed wide, then clipped to the halves' range)
        if saturate:
            info = np.iinfo(typed_dtype(t))
            wide = fn
            fn = lambda *v: np.clip(wide(*[x.astype(np.int64) for x in v]), info.min, info.max)  # noqa: E731

        def half(bits32, sel_hi: bool, negate: bool):
            h = ((bits32 >> np.uint32(16)) if sel_hi else bits32).astype(np.uint16)
            if negate and is_float:
                h = h ^ np.uint16(0x8000)
            return h.view(typed_dtype(t))

        def step(m, w):
            st = m.st
            raws = [st.vgpr[w, s] if isinstance(s, int) else raw(s.read(st, w), 32)[:, None] for s in srcs]
            lo = [half(v, bool(op_sel >> i & 1), bool(neg >> i & 1)) for i, v in enumerate(raws)]
            hi = [half(v, bool(op_sel_hi >> i & 1), bool(neg_hi >> i & 1)) for i, v in enumerate(raws)]
            if is_float:
                lo = m.flush_inputs(w, [_F16] * len(lo), lo, False)
                hi = m.flush_inputs(w, [_F16] * len(hi), hi, False)
            if self.ieee:
                lo.append(m.ieee_mode(w))
                hi.append(lo[-1])
            with np.errstate(all="ignore"):
                rl, rh = np.asarray(fn(*lo), typed_dtype(t)), np.asarray(fn(*hi), typed_dtype(t))
            if clamp and is_float:
                rl = np.where(np.isnan(rl), rl.dtype.type(0), np.clip(rl, 0, 1)).astype(rl.dtype)
                rh = np.where(np.isnan(rh), rh.dtype.type(0), np.clip(rh, 0, 1)).astype(rh.dtype)
            k = st.exec_lanes(w).shape[0]
            res = (np.broadcast_to(rl.view(np.uint16), (k, 64)).astype(np.uint32)
                   | (np.broadcast_to(rh.view(np.uint16), (k, 64)).astype(np.uint32) << np.uint32(16)))
            _store(st.vgpr, w, vdst, res, st.exec_lanes(w), st.exec_all(w))
            return False
        return step


class _TypeOnly:
    def __init__(self, type_):
        self.type = type_
        self.is_float = type_ in FLOATS


_F16 = _TypeOnly("f16")
