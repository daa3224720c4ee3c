"""Reading written operands into field values: registers, sources with modifiers, constants and literals, modifiers;
the per-instruction state the format encoders fill, and the checks shared by them (constant bus, one literal).
"""
from __future__ import annotations

import functools
import os
import re

from ..regex_cache import regex
from ..targets import FAMILY
from .formats import ARCH_FAMILY
from .expr import is_expression
from .model import InstrDef
from .operands import (INLINE_F16, INLINE_F32, INLINE_F64, NEGATABLE_FLAGS, REFUSED_NEGATIONS, Item, OperandError,
                       Reg, float_bits,
                       parse_float, parse_int, parse_register)


SYMBOL_RE = regex(r"^[A-Za-z_.$@][\w.$@]*$", re.ASCII)
EXPR_RE = regex(r"^[A-Za-z_.$@][\w.$@]*(\s*[-+]\s*([A-Za-z_.$@][\w.$@]*|\d+|0x[0-9a-fA-F]+))*$", re.ASCII)


def names_register(expr: str, family: str) -> bool:
    """True if a label expression uses a register name (llvm-mc rejects those as symbols)."""
    for word in re.findall(r"[A-Za-z_.$@][\w.$@]*", expr):
        try:
            if parse_register(word, family) is not None:
                return True
        except OperandError:
            return True
    return False


class OperandFail(Exception):
    """An operand problem at a column offset within the statement text."""

    def __init__(self, col: int, message: str, weak: bool = False):
        super().__init__(message)
        self.col = col
        self.message = message
        self.weak = weak        # a form's fixed operand (`vcc`) differs: another form that reads the operand speaks


class Source:
    """One parsed VALU/SALU source operand."""
    __slots__ = ("code", "literal", "expr", "neg", "abs", "sext", "reg", "is_const")

    def __init__(self):
        self.code = 0
        self.literal = None
        self.expr = None
        self.neg = self.abs = self.sext = False
        self.reg: Reg | None = None
        self.is_const = False


class EncodeState:
    __slots__ = ("defn", "family", "isa", "arch", "values", "literal", "literal_expr", "regs", "sgpr_reads", "mods",
                 "srcs", "lit_col")

    def __init__(self, defn: InstrDef, arch: str, family: str | None = None):
        self.defn = defn
        self.arch = arch
        self.family = family = family or ARCH_FAMILY[arch]
        self.isa = FAMILY[family]
        self.values: dict[str, int] = dict(defn.fixed) if defn.fixed else {}
        self.values["op"] = defn.opcode
        self.literal: int | None = None
        self.literal_expr: str | None = None
        self.lit_col = 0
        self.regs: list[Reg] = []
        self.sgpr_reads: list[tuple[tuple[int, int], int]] = []   # ((scalar code, dwords), column) per SGPR source
        self.srcs: dict[str, Source] = {}


# ------------------------------------------------------------------------------------------------ operands
def read_register(st: EncodeState, it: Item, text: str | None = None) -> Reg:
    try:
        r = parse_register(text if text is not None else it.text, st.family)
    except OperandError as e:
        raise OperandFail(it.col, e.message)
    if r is None:
        raise OperandFail(it.col, f"invalid operand '{it.text}': expected a register")
    return r


def note_register(st: EncodeState, r: Reg) -> None:
    st.regs.append(r)


_SPECIAL_VALUES = frozenset(range(235, 240)) | frozenset(range(251, 254))   # src_shared_base ... src_scc
_APERTURES = frozenset(range(235, 239))     # src_shared_base, _limit, src_private_base, _limit (64-bit in LLVM 19)


def read_sgpr(st: EncodeState, it: Item, width: int, what: str = "SGPR", special: bool = False, field: str = "") -> int:
    """A scalar register of `width` dwords; `special`: one of the src_* values may stand there too (a memory
    instruction's scalar offset: `buffer_load_dword v0, off, s[0:3], src_execz`); `field`: the operand's field, for
    the registers llvm-mc refuses there (M0 or EXEC as SMEM data)."""
    r = read_register(st, it)
    if r.file != "s":
        raise OperandFail(it.col, f"invalid operand '{it.text}': expected {what}")
    if field:
        check_scalar_limits(st, field, it, r)
    if special and width == 1 and r.index in _SPECIAL_VALUES:
        st.regs.append(r)
        return r.index
    if r.index >= 235:
        raise OperandFail(it.col, f"invalid operand '{it.text}' for this instruction")
    if r.count != width:
        raise OperandFail(it.col, f"invalid operand '{it.text}': expected {width}-dword register")
    st.regs.append(r)
    return r.index


def read_vgpr(st: EncodeState, it: Item, width: int, allow_agpr: bool = False, want_agpr: bool = False) -> Reg:
    r = read_register(st, it)
    if r.file == "s" or (r.file == "a" and not (allow_agpr or want_agpr)) or (r.file == "v" and want_agpr
                                                                              and not allow_agpr):
        kind = "AGPR" if want_agpr else "VGPR"
        raise OperandFail(it.col, f"invalid operand '{it.text}': expected {kind}")
    if r.count != width:
        raise OperandFail(it.col, f"invalid operand '{it.text}': expected {width}-dword register")
    if st.isa.aligned_vgpr_tuples and width >= 2 and r.index % 2:
        raise OperandFail(it.col, f"invalid register alignment in '{it.text}': tuples must be 64-bit aligned")
    st.regs.append(r)
    return r


def _negation_follows(rest: str, family: str) -> bool:
    """llvm-mc reads a leading '-' as the neg modifier only before a register, `|` or `abs`; anywhere else it is
    part of the number or expression (`-1`, `-(1)`, `-x`)."""
    if rest[:1] == "|" or rest[:4].lower() == "abs(":
        return True
    try:
        return parse_register(rest, family) is not None
    except OperandError:
        return True


_MODIFIER_STARTS = frozenset("-|")                    # the first characters of -x and |x|
_MODIFIER_WORDS = frozenset({"sex", "neg", "abs"})     # how sext(..), neg(..) and abs(..) start


def read_modifiers(it: Item, t: str, s: Source, family: str, fp: bool) -> str:
    """Strip the source modifiers in the order llvm-mc reads them: neg (`neg(..)` or `-`) outside abs (`abs(..)` or
    `|..|`), or sext(..) alone; return the text inside them."""
    if t and t[0] not in _MODIFIER_STARTS and t[:3].lower() not in _MODIFIER_WORDS:
        return t            # (no branch below can apply: `v1`, `s[2:3]`, `0.5`)
    low = t.lower()
    if low.startswith("sext(") and t.endswith(")"):
        s.sext = True
        return t[5:-1].strip()
    if fp and t.startswith("--"):
        raise OperandFail(it.col, "invalid syntax, expected 'neg' modifier")
    if low.startswith("neg(") and t.endswith(")"):
        s.neg = True
        t = t[4:-1].strip()
    elif t.startswith("-") and _negation_follows(t[1:].lstrip(), family):
        s.neg = True
        t = t[1:].lstrip()
    low = t.lower()
    if low.startswith("abs(") and t.endswith(")"):
        s.abs = True
        t = t[4:-1].strip()
    elif t.startswith("|") and t.endswith("|") and len(t) > 1:
        s.abs = True
        t = t[1:-1].strip()
    if t[:4].lower() in ("neg(", "abs(") or t[:5].lower() == "sext(" or t[:1] == "|" or \
            t[:1] == "-" and (s.neg or s.abs) and _negation_follows(t[1:].lstrip(), family):
        raise OperandFail(it.col, f"invalid operand '{it.text.strip()}': write neg (-) outside abs (|..|)")
    return t


def fold_modifiers(s: Source, ival: int | None, fval: float | None, bits: int):
    """An e32 form has no modifier bits: llvm-mc applies -x and |x| of a floating-point constant to its value
    (the sign bit of the operand's size for an integer, of the double for a float)."""
    if fval is not None:
        fval = abs(fval) if s.abs else fval
        return None, (-fval if s.neg else fval)
    sign = 1 << (bits - 1)
    v = ival & ((1 << 64) - 1)
    if s.abs:
        v &= ~sign
    if s.neg:
        v ^= sign
    return (v - (1 << 64) if v >> 63 else v), None


def read_source(st: EncodeState, it: Item, width: int, *, vgpr: bool, literal: bool, mods: bool, typ: str,
                fold: bool = False) -> Source:
    """A source operand: register, inline constant, literal or label expression, with optional -, |..|, neg(),
    abs(), sext() modifiers.  `fold`: an e32 source, where the modifiers of a floating-point constant are applied to
    its value (and modifiers on anything else refuse the form)."""
    s = Source()
    t = it.text.strip()
    if mods or fold:
        t = read_modifiers(it, t, s, st.family, typ[:1] == "f")
    lit = st.isa.llvm >= 19 and t.lower().startswith("lit(") and t.endswith(")")
    if lit:
        t = t[4:-1].strip()         # LLVM 19's lit(x): on these targets the constant is encoded as it would be alone
    try:
        r = parse_register(t, st.family)
    except OperandError as e:
        raise OperandFail(it.col, e.message)
    if lit and r is not None:
        raise OperandFail(it.col, f"invalid operand '{it.text.strip()}': lit() takes a constant, not a register")
    if fold and (s.neg or s.abs or s.sext) and (r is not None or not typ.startswith("f") and not s.sext):
        raise OperandFail(it.col, f"invalid operand '{it.text.strip()}': no source modifiers in this form")
    if r is not None:
        if r.file in ("v", "a"):
            if not vgpr or r.file == "a" and not st.defn.agpr_sources:
                raise OperandFail(it.col, f"invalid operand '{it.text}' for this instruction")
            if r.count != width:
                raise OperandFail(it.col, f"invalid operand '{it.text}': expected {width}-dword register")
            if st.isa.aligned_vgpr_tuples and width >= 2 and r.index % 2:
                raise OperandFail(it.col, f"invalid register alignment in '{it.text}': tuples must be 64-bit aligned")
            s.code = 256 + r.index
        else:
            if r.index == LDS_DIRECT:
                if not st.isa.lds_direct:
                    raise OperandFail(it.col, f"lds_direct is not supported on {st.arch}")
                if not vgpr or width != 1:
                    raise OperandFail(it.col, f"invalid operand '{it.text}' for this instruction")
            if r.count != width and r.index < 235 and not (width == 2 and r.count == 1 and r.index >= 251):
                raise OperandFail(it.col, f"invalid operand '{it.text}': expected {width}-dword register")
            s.code = r.index
            if r.index < 128 or 235 <= r.index <= 239 or 251 <= r.index <= 253:
                # SGPRs, VCC, M0, EXEC, trap registers and the src_* values (shared/private bases and limits, vccz,
                # execz, scc) all come over the constant bus; lds_direct does not
                st.sgpr_reads.append(((r.index, r.count), it.col))
        s.reg = r
        st.regs.append(r)
        return s
    ival = parse_int(t)
    fval = parse_float(t) if ival is None else None
    if ival is None and fval is None:
        # an expression naming a symbol (a label difference, an undefined symbol): a 32-bit literal fixed up later;
        # llvm-mc takes one only in a 32-bit operand, and no modifiers on it
        if literal and width == 1 and typ not in ("f16", "i16", "v2f16", "v2i16") and not (s.neg or s.abs) and \
                is_expression(t) and not names_register(t, st.family):
            s.code = 255
            s.expr = t
            s.literal = 0
            return s
        raise OperandFail(it.col, f"invalid operand '{it.text}'")
    s.is_const = True
    # (a packed pair of 32-bit values, v_pk_fma_f32 / v_pk_mov_b32: one 32-bit constant for both, read as llvm-mc
    # reads it, at 32 bits; another instruction's 64-bit source, v_mad_u64_u32's src2, stays 64-bit)
    packed_pair = width == 2 and typ in ("f32", "i32") and st.defn.fmt == "VOP3P"
    bits = 64 if width == 2 and not packed_pair else 16 if typ in ("f16", "i16") else 32
    if fold and (s.neg or s.abs):
        if ival is not None and bits == 64:     # (llvm-mc: ambiguous for a 64-bit operand, left to VOP3)
            raise OperandFail(it.col, f"invalid operand '{it.text.strip()}': no source modifiers in this form")
        ival, fval = fold_modifiers(s, ival, fval, bits)
        s.neg = s.abs = False
    if typ in ("v2f16", "v2i16"):
        if st.isa.constants_32bit:
            return _packed_source_32bit(s, it, ival, fval, typ == "v2f16", literal)
        return _packed_source(s, it, ival, fval, typ == "v2f16", literal)
    if typ == "i16" and st.isa.constants_32bit:
        return _int16_source_32bit(s, it, ival, fval, literal, sdwa=st.defn.fmt.endswith("_SDWA"))
    if ival is not None:
        # a value is read at the operand's size: 0xfffffffe is -2 (inline) for a 32-bit operand, 0xfffe for 16 bits
        # (not for a VOP3 form's 16-bit integer operand: llvm-mc's v_add_u16_e64 refuses 0xffff, v_add_u16 takes it)
        if 1 << (bits - 1) <= ival < 1 << bits and (typ != "i16" or not st.defn.fmt.startswith("VOP3")):
            ival -= 1 << bits
        if -16 <= ival <= 64:
            s.code = 128 + ival if ival >= 0 else 192 - ival
            return s
        if bits == 64:
            if typ == "f64" and ival & 0xFFFFFFFFFFFFFFFF in INLINE_F64:
                s.code = INLINE_F64[ival & 0xFFFFFFFFFFFFFFFF]
                return s
            if typ == "f64" and st.isa.constants_32bit and 0 <= ival < (1 << 32) and ival << 32 in INLINE_F64:
                s.code = INLINE_F64[ival << 32]      # 0x3ff00000: the high half of 1.0
                return s
            if not -(1 << 31) <= ival < (1 << 32):
                raise OperandFail(it.col, "invalid operand: literal does not fit in 32 bits")
            lit = ival & 0xFFFFFFFF
        else:
            if not -(1 << 31) <= ival < (1 << 32):
                raise OperandFail(it.col, "invalid operand: literal does not fit in 32 bits")
            lit = ival & 0xFFFFFFFF
            if bits == 16 and typ == "f16" and lit & 0xFFFF in INLINE_F16 and -(1 << 15) <= ival < (1 << 16):
                s.code = INLINE_F16[lit & 0xFFFF]
                return s
            if bits == 32 and lit in INLINE_F32:
                s.code = INLINE_F32[lit]
                return s
            if bits == 16 and lit > 0xFFFF and not -(1 << 15) <= ival < 0:
                raise OperandFail(it.col, "invalid operand: literal does not fit in 16 bits")
            if bits == 16:
                lit &= 0xFFFF
    else:
        # as llvm-mc: the value rounded to the operand's float size; those bits are an inline integer (-16..64) or
        # an inline float (not for a 16-bit integer operand), else the literal
        width = 64 if bits == 64 else bits
        pattern = float_bits(fval, width)
        if pattern is None:
            raise OperandFail(it.col, f"invalid operand: {it.text.strip()} does not fit in a {width}-bit float")
        as_int = pattern - (1 << width) if pattern >> (width - 1) else pattern
        table = INLINE_F64 if bits == 64 else INLINE_F16 if bits == 16 else INLINE_F32
        if -16 <= as_int <= 64:
            s.code = 128 + as_int if as_int >= 0 else 192 - as_int
            return s
        if typ != "i16" and pattern in table:
            s.code = table[pattern]
            return s
        if bits == 64 and not typ.startswith("f"):
            raise OperandFail(it.col, f"invalid operand: a 64-bit integer operand takes no floating-point literal")
        lit = pattern >> 32 if bits == 64 else pattern
    return _as_literal(s, it, lit, literal)


def _inline16(half: int, is_float: bool) -> int | None:
    """The inline-constant code of a 16-bit value: an integer -16..64, or (for float halves) an inline f16."""
    value = half - 0x10000 if half & 0x8000 else half
    if -16 <= value <= 64:
        return 128 + value if value >= 0 else 192 - value
    return INLINE_F16.get(half) if is_float else None


def _int16_source_32bit(s: Source, it: Item, ival: int | None, fval: float | None, literal: bool,
                        sdwa: bool) -> Source:
    """A constant for a 16-bit integer operand as llvm-mc 19 reads it: an integer must fit 16 bits and is inline only
    as -16..64 (0xfffe is a literal); a float must fit a half but is inline or a literal by its f32 bits (the values
    the hardware produces for the inline float codes); SDWA takes no 1/(2*pi) there."""
    if ival is not None:
        if not -(1 << 15) <= ival < (1 << 16):
            raise OperandFail(it.col, "invalid operand: literal does not fit in 16 bits")
        if -16 <= ival <= 64:
            s.code = 128 + ival if ival >= 0 else 192 - ival
            return s
        value = ival & 0xFFFF
    else:
        if float_bits(fval, 16) is None:
            raise OperandFail(it.col, f"invalid operand: {it.text.strip()} does not fit in a 16-bit float")
        value = float_bits(fval, 32)
        signed = value - (1 << 32) if value >> 31 else value
        code = 128 + signed if 0 <= signed <= 64 else 192 - signed if -16 <= signed < 0 else INLINE_F32.get(value)
        if code == INV_2PI_CODE and sdwa:
            code = None
        if code is not None:
            s.code = code
            return s
    return _as_literal(s, it, value, literal)


def _as_literal(s: Source, it: Item, value: int, literal: bool) -> Source:
    """`value` as the instruction's 32-bit literal (source code 255), where the form may take one."""
    if not literal:
        raise OperandFail(it.col, "literal operands are not supported")
    s.code = 255
    s.literal = value
    return s


def _packed_source_32bit(s: Source, it: Item, ival: int | None, fval: float | None, is_float: bool,
                         literal: bool) -> Source:
    """A constant for two packed 16-bit values as llvm-mc 19 reads it: the written value is one dword, inline when it
    is an integer -16..64 or an inline float's bits in the low half (f16 bits for f16 pairs, f32 bits for integer
    pairs: what the hardware produces for those codes); else a literal where one may stand."""
    if ival is None:
        value = float_bits(fval, 16 if is_float else 32)
        if value is None:
            raise OperandFail(it.col, f"invalid operand: {it.text.strip()} does not fit in a "
                                      f"{16 if is_float else 32}-bit float")
    else:
        if not -(1 << 31) <= ival < (1 << 32):
            raise OperandFail(it.col, "invalid operand: literal does not fit in 32 bits")
        value = ival & 0xFFFFFFFF
    signed = value - (1 << 32) if value >> 31 else value
    if -16 <= signed <= 64:
        code = 128 + signed if signed >= 0 else 192 - signed
    else:
        code = INLINE_F16.get(value) if is_float else INLINE_F32.get(value)
    if code is not None:
        s.code = code
        return s
    return _as_literal(s, it, value, literal)


def _packed_source(s: Source, it: Item, ival: int | None, fval: float | None, is_float: bool, literal: bool) -> Source:
    """A constant for two packed 16-bit values (v_pk_add_u16, v_dot2_f32_f16), as llvm-mc 14 reads it: in an operand
    that may take a literal (v_pk_fmac_f16_e32) the low half decides; elsewhere a value that fits 16 bits is inline
    when that half is, a dword when its halves are equal and inline, or when its low half is 0 and its high half
    inline (encoded by the low half: llvm-mc's own rule); else a literal."""
    if ival is None:
        value = float_bits(fval, 16)
        if value is None:
            raise OperandFail(it.col, f"invalid operand: {it.text.strip()} does not fit in a 16-bit float")
        code = _inline16(value, is_float)
    else:
        if not -(1 << 31) <= ival < (1 << 32):
            raise OperandFail(it.col, "invalid operand: literal does not fit in 32 bits")
        value = ival & 0xFFFFFFFF
        signed = value - (1 << 32) if value >> 31 else value
        lo, hi = value & 0xFFFF, value >> 16
        if literal or -(1 << 15) <= signed < (1 << 16):    # (where a literal may stand, the low half decides)
            code = _inline16(lo, is_float)
        elif lo == 0:
            code = _inline16(lo, is_float) if _inline16(hi, is_float) is not None else None
        else:
            code = _inline16(lo, is_float) if lo == hi else None
    if code is not None:
        s.code = code
        return s
    return _as_literal(s, it, value, literal)


def use_literal(st: EncodeState, it: Item, s: Source) -> None:
    if s.code != 255:
        return
    if st.literal is not None and (st.literal != s.literal or st.literal_expr != s.expr or s.expr):
        raise OperandFail(it.col, "only one literal operand is allowed")
    st.literal = s.literal
    st.literal_expr = s.expr
    st.lit_col = it.col


def read_literal(st: EncodeState, it: Item, typ: str) -> None:
    """A mandatory 32-bit literal operand (v_madmk_f32's K, s_setreg_imm32_b32's value)."""
    t = it.text.strip()
    ival = parse_int(t)
    bits = 16 if typ in ("f16", "i16") else 32      # v_madmk_f16's K is a 16-bit value in the literal dword
    if ival is not None:
        if not -(1 << (bits - 1)) <= ival < (1 << bits):
            raise OperandFail(it.col, f"invalid operand: literal does not fit in {bits} bits")
        value, expr = ival & ((1 << bits) - 1), None
    else:
        fval = parse_float(t)
        if fval is not None and typ == "i32":     # s_setreg_imm32_b32: llvm-mc keeps the double's low dword
            value, expr = float_bits(fval, 64) & 0xFFFFFFFF, None
        elif fval is not None:
            value, expr = float_bits(fval, 16 if typ == "f16" else 32), None
            if value is None:
                raise OperandFail(it.col, f"invalid operand: {t} does not fit in a {16 if typ == 'f16' else 32}-bit "
                                          f"float")
        elif is_expression(t) and not names_register(t, st.family):
            raise OperandFail(it.col, f"invalid operand '{it.text}': this constant must have a known value")
        else:
            raise OperandFail(it.col, f"invalid operand '{it.text}': expected a 32-bit constant")
    if st.literal is not None and (st.literal != value or expr or st.literal_expr):
        raise OperandFail(it.col, "only one literal operand is allowed")
    st.literal, st.literal_expr = value, expr


_IMPLICIT_SCALARS = {"vcc": (106, 2), "m0": (124, 1)}     # as (code, dwords): vcc_lo is not the same value as vcc


_M0_CODE = (124, 1)
_IMPLICIT_READS: dict[frozenset, frozenset] = {}      # an entry's implicit reads -> the scalars among them, as codes


def check_constant_bus(st: EncodeState, it_col: int) -> None:
    """At most one scalar value (an SGPR, the same one may repeat, or a literal) per VALU instruction on gfx8/gfx9,
    counting the VCC or M0 the instruction reads implicitly (v_cndmask_b32_e32, v_div_fmas_f32, v_movrels_b32)."""
    implicit = _IMPLICIT_READS.get(st.defn.reads)
    if implicit is None:
        implicit = _IMPLICIT_READS[st.defn.reads] = frozenset(
            _IMPLICIT_SCALARS[r] for r in st.defn.reads if r in _IMPLICIT_SCALARS)
    seen: set[tuple[int, int]] = set(implicit)
    uses = len(seen) + (1 if st.literal is not None else 0)
    if uses > 1:
        raise OperandFail(st.lit_col if st.literal is not None else it_col,
                          "invalid operand (violates constant bus restrictions)")
    reads = st.sgpr_reads
    if len(reads) == 2 and reads[1][0] == _M0_CODE and st.defn.name in operand_limits(st.family)["m0_bus_free"]:
        reads = reads[:1]       # M0 as v_writelane_b32's lane select is outside the limit (LLVM 15+, measured)
    for code, col in reads:
        if code in seen:
            continue
        seen.add(code)
        uses += 1
        if uses > 1:
            raise OperandFail(col, "invalid operand (violates constant bus restrictions)")


# ------------------------------------------------------------------------------------------------ modifiers
NEGATED = "\0no"       # the argument of a flag written as `noclamp`, `noglc`: the bit written as 0


def modifier_map(mods: list[Item]) -> dict[str, tuple[Item, str]]:
    """name -> (item, argument); a flag written with llvm-mc's `no` prefix (`noclamp`) is the flag with the argument
    NEGATED: it takes the flag's place (the same form choice, order and duplicate rules) and sets nothing."""
    out = {}
    for m in mods:
        name, _, arg = m.text.partition(":")
        name = name.lower()
        if name in NEGATABLE_FLAGS and not arg:
            name, arg = name[2:], NEGATED
        elif name in REFUSED_NEGATIONS and not arg:
            raise OperandFail(m.col, f"invalid modifier '{m.text}': {REFUSED_NEGATIONS[name]}")
        if name in out:
            raise OperandFail(m.col, f"duplicate modifier '{name}'")
        out[name] = (m, arg)
    return out


def take_flag(mm: dict, name: str) -> bool:
    """Whether the flag is written (and set): `noclamp` is written but not set."""
    if name in mm:
        item, arg = mm.pop(name)
        if arg == NEGATED:
            return False
        if arg:
            raise OperandFail(item.col, f"invalid modifier '{item.text}'")
        return True
    return False


def take_int(mm: dict, name: str, lo: int, hi: int, what: str | None = None) -> int | None:
    if name not in mm:
        return None
    item, arg = mm.pop(name)
    v = parse_int(arg)
    if v is None:
        raise OperandFail(item.col, f"invalid value in '{item.text}'")
    if not lo <= v <= hi:
        raise OperandFail(item.col, f"invalid {what or name} value {arg}: expected {lo}..{hi}")
    return v


def take_bits(mm: dict, name: str, n: int) -> int | None:
    if name not in mm:
        return None
    item, arg = mm.pop(name)
    m = re.match(r"^\[\s*([01](?:\s*,\s*[01])*)\s*\]$", arg)
    if not m:
        raise OperandFail(item.col, f"invalid {name} value '{arg}'")
    bits = [int(x) for x in m.group(1).split(",")]
    if len(bits) > n:
        raise OperandFail(item.col, f"invalid {name} value '{arg}': expected at most {n} bits")
    return sum(b << i for i, b in enumerate(bits))


def reject_leftover_modifiers(mm: dict) -> None:
    if mm:
        item, _ = min(mm.values(), key=lambda x: x[0].col)
        raise OperandFail(item.col, f"invalid modifier '{item.text}' for this instruction")


def bind_operands(st: EncodeState, ops: list[Item], mcol: int, optional_tail: bool = False,
                  expected: tuple | None = None) -> list[tuple]:
    """Pair the written operands with the form's operand list, or with `expected` (fixed texts must match)."""
    if expected is None:
        expected = st.defn.operands
    if len(ops) > len(expected):
        raise OperandFail(ops[len(expected)].col, "invalid operand for instruction (too many operands)")
    if len(ops) < len(expected) and not (optional_tail and len(ops) == len(expected) - 1):
        raise OperandFail(ops[-1].col + len(ops[-1].text) if ops else mcol, "too few operands for instruction")
    pairs = []
    for o, it in zip(expected, ops):
        if o.kind == "fixed" and o.text != "off":
            if it.text.lower() != o.text:
                raise OperandFail(it.col, f"invalid operand '{it.text}': expected {o.text}", weak=True)
            if o.text == "vcc":
                note_register(st, Reg("s", 106, 2))
            continue
        pairs.append((o, it))
    return pairs


@functools.cache
def operand_limits(family: str) -> dict[str, frozenset[str]]:
    """What llvm-mc refuses that the fields would allow (measured by tools/gen_operand_limits.py): VOP3 form names
    without clamp / without an output modifier, and "name:field" sources without -/|..|, without constants, without
    SGPRs, without VGPRs, immediates without negative values, SDWA/DPP sources without sext() / without -x and |x|,
    buffer instructions without lds / tfe / glc, VOP3 forms without op_sel, DS instructions without gds and those whose
    VGPR must be even ("even_vgpr")."""
    from ..datacache import cached
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "operand_limits.json")

    def read() -> dict:
        with open(path) as f:
            import json
            return json.load(f).get(family, {})
    raw = cached(f"operand-limits-{family}", [path], read)
    taken = LLVM19_TAKES.get(family, {})
    return {key: frozenset(raw.get(f"no_{key}", ())) - taken.get(f"no_{key}", frozenset())
            for key in ("clamp", "omod", "op_sel", "op_sel_hi", "neg", "constant", "sgpr", "vgpr", "lds_direct",
                        "negative", "sext", "negabs", "lds", "tfe", "glc", "gds", "m0", "exec", "special", "aperture",
                        "overlap",
                        "partial_overlap", "d16", "dst_sel", "literal")} | {
        key: frozenset(raw.get(key, ())) | taken.get(key, frozenset())
        for key in ("even_vgpr", "m0_bus_free", "unchecked_data_size", "agpr_addr", "e32_suffix", "e64_suffix",
                    "lds_operand")}


# What llvm-mc 14 refuses but LLVM 15+ takes and clang 19 writes, so that its output assembles as it is
# (tests/isa/test_isa_llvm19_operands.py): M0 as v_writelane_b32's lane select beside an SGPR, any scalar source of
# v_accvgpr_write_b32 on gfx90a (an SGPR, M0, EXEC, the src_* values).
LLVM19_TAKES = {
    "gfx8": {"m0_bus_free": frozenset({"v_writelane_b32"})},
    "gfx9": {"m0_bus_free": frozenset({"v_writelane_b32"})},
    "gfx90a": {"m0_bus_free": frozenset({"v_writelane_b32"}),
               **{key: frozenset({"v_accvgpr_write_b32:src0"})
                  for key in ("no_sgpr", "no_m0", "no_exec", "no_special", "no_aperture")}},
}


LDS_DIRECT = 254
INV_2PI_CODE = 248        # the inline constant 1/(2*pi)
_SWAPPED = regex(r"_(sub|subb|lshl|lshr|ashr)rev_")


def check_source_limits(st: EncodeState, field: str, it: Item, s: Source) -> None:
    """Reject a constant or an SGPR where llvm-mc takes only registers / only VGPRs (`v_swap_b32 v0, s1`), and
    lds_direct anywhere but src0 of an instruction that does not swap its operands (llvm-mc's rule)."""
    if s.code == LDS_DIRECT and not any(o.kind == "attr" for o in st.defn.operands):   # (interpolation takes it)
        if field != "src0":
            raise OperandFail(it.col, "lds_direct may be used as src0 only")
    key = f"{st.defn.name}:{field}"
    if key not in _source_limited(st.family):
        return          # (no limit below names this source)
    limits = operand_limits(st.family)
    if s.reg is not None:
        check_scalar_limits(st, field, it, s.reg)
    if s.code == 255 and key in limits["literal"]:
        raise OperandFail(it.col, f"invalid operand '{it.text.strip()}': {st.defn.name} takes no literal here")
    if s.reg is None and key in limits["constant"]:
        raise OperandFail(it.col, f"invalid operand '{it.text.strip()}': {st.defn.name} takes a register here")
    if s.code == LDS_DIRECT and key in limits["lds_direct"]:
        raise OperandFail(it.col, f"lds_direct cannot be used with {st.defn.name}")
    if s.code >= 256 and key in limits["vgpr"]:
        raise OperandFail(it.col, f"invalid operand '{it.text.strip()}': {st.defn.name} takes an SGPR or a constant here")
    if s.reg is not None and s.code < 256 and s.code != LDS_DIRECT and key in limits["sgpr"]:
        raise OperandFail(it.col, f"invalid operand '{it.text.strip()}': {st.defn.name} takes a VGPR here"
                                  + (" (an SGPR would be a second scalar value besides the implicit "
                                     f"{'/'.join(sorted(st.defn.reads & {'vcc', 'm0'}))})"
                                     if st.defn.reads & {"vcc", "m0"} else ""))


_M0, _EXEC = 124, 126


@functools.cache
def _source_limited(family: str) -> frozenset[str]:
    """Every "name:field" source that check_source_limits or check_scalar_limits has a limit for."""
    limits = operand_limits(family)
    return frozenset().union(*(limits[k] for k in ("literal", "constant", "lds_direct", "vgpr", "sgpr", "m0", "exec",
                                                   "special", "aperture")))


def overlap_sensitive(defn: InstrDef, family: str) -> bool:
    """Whether some source of the form may not overlap its destination (check_overlap)."""
    limits = operand_limits(family)
    return any(f"{defn.name}:{o.field}" in limits["overlap"] or f"{defn.name}:{o.field}" in limits["partial_overlap"]
               for o in defn.operands)


def check_overlap(st: EncodeState, dst: Reg | None, sources: list[tuple[str, Reg, int]]) -> None:
    """Sources that must not overlap the destination (v_mqsad_u32_u8), or not partly (an MFMA's accumulator input),
    as measured by tools/gen_operand_limits.py."""
    if dst is None:
        return
    limits = operand_limits(st.family)
    for field, r, col in sources:
        if r.file != dst.file or r.index >= dst.index + dst.count or dst.index >= r.index + r.count:
            continue
        key = f"{st.defn.name}:{field}"
        if key in limits["overlap"]:
            raise OperandFail(col, "destination must be different than all sources")
        if key in limits["partial_overlap"] and (r.index, r.count) != (dst.index, dst.count):
            raise OperandFail(col, f"source {field[-1]} operand must not partially overlap with dst")


def check_scalar_limits(st: EncodeState, field: str, it: Item, r: Reg) -> None:
    """M0, EXEC and the src_* values where llvm-mc refuses them (measured by tools/gen_operand_limits.py)."""
    if r.index < _M0 or r.file != "s":
        return
    limits = operand_limits(st.family)
    key = f"{st.defn.name}:{field}"
    for limit, hit in (("m0", r.index == _M0), ("exec", r.index in (_EXEC, _EXEC + 1)),
                       ("special", r.index in _SPECIAL_VALUES - _APERTURES), ("aperture", r.index in _APERTURES)):
        if hit and key in limits[limit]:
            what = {"special": "src_* value", "aperture": "aperture register (src_*_base/limit)"}.get(limit,
                                                                                                   limit.upper())
            raise OperandFail(it.col, f"invalid operand '{it.text.strip()}': {st.defn.name} takes no {what} here")


@functools.cache
def _ranks(order: tuple) -> dict[str, int]:
    """Each modifier name of `order` -> its place there (a group's members share their group's)."""
    return {name: i for i, entry in enumerate(order) for name in (entry if isinstance(entry, tuple) else (entry,))}


def check_modifier_order(mm: dict, order: tuple) -> None:
    """llvm-mc 14 takes these modifiers only in this order (clamp before mul:/div:, dst_sel before src0_sel, offset:
    before glc ...).  A tuple in `order` is a group read as one operand (glc, slc): the first of its members written
    takes the group's place, the others may follow anywhere after it (llvm-mc merges them into that operand)."""
    if len(mm) < 2:
        return          # (one modifier is always in order)
    rank = _ranks(order)
    written = sorted((item.col, rank[name], item) for name, (item, _) in mm.items() if name in rank)
    seen_groups: set[int] = set()
    first_of_group = []
    for col, r, item in written:
        if isinstance(order[r], tuple):
            if r in seen_groups:
                continue
            seen_groups.add(r)
        first_of_group.append((col, r, item))
    written = first_of_group
    for (_, r0, _), (_, r1, item) in zip(written, written[1:]):
        if r1 < r0:
            names = [n for entry in order for n in (entry if isinstance(entry, tuple) else (entry,)) if n in mm]
            raise OperandFail(item.col, f"modifier '{item.text}' is out of order: write " + ", ".join(names)
                                        + " in this order")
