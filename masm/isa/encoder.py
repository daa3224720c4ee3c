"""Encode one plain LLVM-syntax instruction: pick the instruction form, read its operands into format fields, pack.

The form's operand list (from the table) says which field each written operand fills; `masm.isa.formats` says where
the field lives.  Choices llvm-mc makes without a suffix are made the same way: VOP1/VOP2/VOPC (e32) when legal,
else VOP3; SDWA / DPP only when their modifiers are written.
"""
from __future__ import annotations

import re

from ..diagnostics import AssemblyError, SourceLoc
from .formats import ARCH_FAMILY, formats_for
from .model import Encoded, Fixup, InstrDef, Operand, RegUse
from .operands import (INLINE_F16, INLINE_F32, INLINE_F64, Item, OperandError, Reg, f16_bits, f32_bits, f64_bits,
                       is_modifier, parse_float, parse_int, parse_register, split_statement)
from .table import ARCHES, lookup
from . import syntax, templates

_EXPR_RE = re.compile(r"^[A-Za-z_.$][\w.$]*(\s*[-+]\s*([A-Za-z_.$][\w.$]*|\d+|0x[0-9a-fA-F]+))*$")
_SDWA_MODS = ("dst_sel", "dst_unused", "src0_sel", "src1_sel")
_DPP_MODS = ("quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror",
             "row_mirror", "row_half_mirror", "row_bcast", "row_newbcast", "row_mask", "bank_mask", "bound_ctrl")
_E32 = ("VOP1", "VOP2", "VOPC")
_E64 = ("VOP3", "VOP3B")
_ACC_FORMATS = ("DS", "MUBUF", "MTBUF", "MIMG", "FLAT")


def _names_register(expr: str, family: str) -> bool:
    """True if a label expression uses a register name (llvm-mc rejects those as symbols)."""
    for word in re.findall(r"[A-Za-z_.$][\w.$]*", expr):
        try:
            if parse_register(word, family) is not None:
                return True
        except OperandError:
            return True
    return False


class _Fail(Exception):
    """An operand problem at a column offset within the statement text."""

    def __init__(self, col: int, message: str):
        super().__init__(message)
        self.col = col
        self.message = message


class _Src:
    """One parsed VALU/SALU source operand."""
    __slots__ = ("code", "literal", "expr", "neg", "abs", "sext", "reg", "is_const")

    def __init__(self):
        self.code = 0
        self.literal = None
        self.expr = None
        self.neg = self.abs = self.sext = False
        self.reg: Reg | None = None
        self.is_const = False


class _State:
    __slots__ = ("defn", "family", "arch", "values", "literal", "literal_expr", "regs", "sgpr_reads", "mods",
                 "srcs", "lit_col")

    def __init__(self, defn: InstrDef, arch: str):
        self.defn = defn
        self.arch = arch
        self.family = ARCH_FAMILY[arch]
        self.values: dict[str, int] = dict(defn.fixed)
        self.values["op"] = defn.opcode
        self.literal: int | None = None
        self.literal_expr: str | None = None
        self.lit_col = 0
        self.regs: list[Reg] = []
        self.sgpr_reads: list[tuple[int, int]] = []     # (scalar code, column) of each SGPR source
        self.srcs: dict[str, _Src] = {}


def _err(loc: SourceLoc, col: int, message: str, notes) -> AssemblyError:
    return AssemblyError.at(SourceLoc(loc.file, loc.line, loc.column + col), message, tuple(notes))


_CACHE: dict[tuple[str, str], Encoded] = {}
_TEMPLATES: dict[tuple[str, str], templates.Template | None] = {}
_CACHE_LIMIT = 1 << 16
_UNSEEN = object()
_SEEN_ONCE = object()    # a shape seen once: its template is built when it comes back


def encode(text: str, arch: str, loc: SourceLoc, notes=()) -> Encoded:
    """Encode one instruction.  Identical texts share their (immutable) result; texts that differ from an earlier
    one only in register numbers are encoded from its template (masm/isa/templates.py)."""
    key = (text, arch)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    shape, regs = templates.shape_of(text)
    tkey = (shape, arch)
    template = _TEMPLATES.get(tkey, _UNSEEN)
    enc = templates.apply(template, regs) if isinstance(template, templates.Template) else None
    if enc is None:
        enc = _encode(text, arch, loc, notes)
        if template is _UNSEEN:          # first sighting: remember the shape, build its template on the second
            if len(_TEMPLATES) >= _CACHE_LIMIT:
                _TEMPLATES.clear()
            _TEMPLATES[tkey] = _SEEN_ONCE
        elif template is _SEEN_ONCE:
            _TEMPLATES[tkey] = templates.build(text, enc, lambda t: _encode(t, arch, loc, notes),
                                               ARCH_FAMILY[arch] == "gfx90a", formats_for(arch)[enc.defn.fmt])
    if len(_CACHE) >= _CACHE_LIMIT:
        _CACHE.clear()
    _CACHE[key] = enc
    return enc


def _encode(text: str, arch: str, loc: SourceLoc, notes) -> Encoded:
    if arch not in ARCH_FAMILY:
        raise _err(loc, 0, f"unknown architecture '{arch}'", notes)
    mnemonic, mcol, items = split_statement(text)
    forms, suffix = lookup(arch, mnemonic)
    if not forms:
        others = [a for a in ARCHES if a != arch and lookup(a, mnemonic)[0]]
        msg = (f"instruction '{mnemonic}' is not supported on {arch}" if others else
               f"unknown instruction '{mnemonic}'" if mnemonic else "expected an instruction")
        raise _err(loc, mcol, msg, notes)
    ops: list[Item] = []
    mods: list[Item] = []
    for it in items:
        (mods if mods or (not it.after_comma and is_modifier(it.text)) else ops).append(it)
    candidates = _candidates(forms, suffix, mods)
    if not candidates:
        raise _err(loc, mcol, f"{suffix or 'this'} variant of '{mnemonic}' is not supported on {arch}", notes)
    best: _Fail | None = None
    for defn in candidates:
        try:
            return _encode_form(defn, arch, ops, mods, mcol)
        except _Fail as f:
            if best is None or f.col > best.col:
                best = f
        except OperandError as e:
            f = _Fail(mcol, e.message)
            if best is None:
                best = f
    raise _err(loc, best.col, best.message, notes)


def _candidates(forms: tuple[InstrDef, ...], suffix: str, mods: list[Item]) -> list[InstrDef]:
    names = {m.text.split(":")[0].lower() for m in mods}
    if suffix == "_e32":
        return [d for d in forms if d.fmt in _E32 or d.fmt == "VINTRP"]
    if suffix == "_e64":
        return [d for d in forms if d.fmt in _E64 or d.fmt in ("VOP3P", "MAI")]
    if suffix == "_sdwa":
        return [d for d in forms if d.fmt.endswith("_SDWA")]
    if suffix == "_dpp":
        return [d for d in forms if d.fmt.endswith("_DPP")]
    if names & set(_SDWA_MODS) and any(d.fmt.endswith("_SDWA") for d in forms):
        return [d for d in forms if d.fmt.endswith("_SDWA")]
    if names & set(_DPP_MODS) and any(d.fmt.endswith("_DPP") for d in forms):
        return [d for d in forms if d.fmt.endswith("_DPP")]
    order = {"VOP1": 0, "VOP2": 0, "VOPC": 0, "VOP3": 1, "VOP3B": 1}
    return sorted((d for d in forms if not d.fmt.endswith(("_SDWA", "_DPP"))), key=lambda d: order.get(d.fmt, 0))


# ------------------------------------------------------------------------------------------------ operands
def _reg(st: _State, it: Item, text: str | None = None) -> Reg:
    try:
        r = parse_register(text if text is not None else it.text, st.family)
    except OperandError as e:
        raise _Fail(it.col, e.message)
    if r is None:
        raise _Fail(it.col, f"invalid operand '{it.text}': expected a register")
    return r


def _note_reg(st: _State, r: Reg) -> None:
    st.regs.append(r)


def _scalar(st: _State, it: Item, width: int, what: str = "SGPR") -> int:
    r = _reg(st, it)
    if r.file != "s":
        raise _Fail(it.col, f"invalid operand '{it.text}': expected {what}")
    if r.index >= 235:
        raise _Fail(it.col, f"invalid operand '{it.text}' for this instruction")
    if r.count != width:
        raise _Fail(it.col, f"invalid operand '{it.text}': expected {width}-dword register")
    _note_reg(st, r)
    return r.index


def _vector(st: _State, it: Item, width: int, allow_agpr: bool = False, want_agpr: bool = False) -> Reg:
    r = _reg(st, it)
    if r.file == "s" or (r.file == "a" and not (allow_agpr or want_agpr)) or (r.file == "v" and want_agpr
                                                                              and not allow_agpr):
        kind = "AGPR" if want_agpr else "VGPR"
        raise _Fail(it.col, f"invalid operand '{it.text}': expected {kind}")
    if r.count != width:
        raise _Fail(it.col, f"invalid operand '{it.text}': expected {width}-dword register")
    if st.family == "gfx90a" and width >= 2 and r.index % 2:
        raise _Fail(it.col, f"invalid register alignment in '{it.text}': tuples must be 64-bit aligned")
    _note_reg(st, r)
    return r


def _src(st: _State, it: Item, width: int, *, vgpr: bool, literal: bool, mods: bool, typ: str) -> _Src:
    """A source operand: register, inline constant, literal or label expression, with optional -, |..|, neg(),
    abs(), sext() modifiers."""
    s = _Src()
    t = it.text.strip()
    if mods:
        while True:
            low = t.lower()
            if low.startswith(("neg(", "abs(", "sext(")) and t.endswith(")"):
                kind = low[: low.index("(")]
                t = t[len(kind) + 1:-1].strip()
                setattr(s, kind, True)
                continue
            if t.startswith("-") and not re.match(r"^-\s*[\d.]", t):
                if s.neg or s.abs or s.sext:
                    raise _Fail(it.col, f"invalid operand '{it.text}': misplaced '-' modifier")
                s.neg = True
                t = t[1:].strip()
                continue
            if t.startswith("|") and t.endswith("|") and len(t) > 1:
                s.abs = True
                t = t[1:-1].strip()
                continue
            break
    try:
        r = parse_register(t, st.family)
    except OperandError as e:
        raise _Fail(it.col, e.message)
    if r is not None:
        if r.file in ("v", "a"):
            if not vgpr or r.file == "a" and not st.defn.agpr_sources:
                raise _Fail(it.col, f"invalid operand '{it.text}' for this instruction")
            if r.count != width:
                raise _Fail(it.col, f"invalid operand '{it.text}': expected {width}-dword register")
            if st.family == "gfx90a" and width >= 2 and r.index % 2:
                raise _Fail(it.col, f"invalid register alignment in '{it.text}': tuples must be 64-bit aligned")
            s.code = 256 + r.index
        else:
            if r.count != width and r.index < 235 and not (width == 2 and r.count == 1 and r.index >= 251):
                raise _Fail(it.col, f"invalid operand '{it.text}': expected {width}-dword register")
            s.code = r.index
            if r.index < 128:
                st.sgpr_reads.append((r.index, it.col))
        s.reg = r
        _note_reg(st, r)
        return s
    ival = parse_int(t)
    fval = parse_float(t) if ival is None else None
    if ival is None and fval is None:
        if _EXPR_RE.match(t) and literal and not _names_register(t, st.family):
            s.code = 255
            s.expr = t
            s.literal = 0
            return s
        raise _Fail(it.col, f"invalid operand '{it.text}'")
    s.is_const = True
    bits = 64 if width == 2 else 16 if typ in ("f16", "i16") else 32
    if ival is not None:
        if -16 <= ival <= 64:
            s.code = 128 + ival if ival >= 0 else 192 - ival
            return s
        if bits == 64:
            if typ == "f64" and ival & 0xFFFFFFFFFFFFFFFF in INLINE_F64:
                s.code = INLINE_F64[ival & 0xFFFFFFFFFFFFFFFF]
                return s
            if not -(1 << 31) <= ival < (1 << 32):
                raise _Fail(it.col, "invalid operand: literal does not fit in 32 bits")
            lit = ival & 0xFFFFFFFF
        else:
            if not -(1 << 31) <= ival < (1 << 32):
                raise _Fail(it.col, "invalid operand: literal does not fit in 32 bits")
            lit = ival & 0xFFFFFFFF
            if bits == 16 and typ == "f16" and lit in INLINE_F16:
                s.code = INLINE_F16[lit]
                return s
            if bits == 32 and lit in INLINE_F32:
                s.code = INLINE_F32[lit]
                return s
            if bits == 16 and lit > 0xFFFF and not -(1 << 15) <= ival < 0:
                raise _Fail(it.col, "invalid operand: literal does not fit in 16 bits")
            if bits == 16:
                lit &= 0xFFFF
    else:
        if fval == 0.0:
            s.code = 128
            return s
        table = INLINE_F64 if bits == 64 else INLINE_F16 if bits == 16 else INLINE_F32
        pattern = f64_bits(fval) if bits == 64 else f16_bits(fval) if bits == 16 else f32_bits(fval)
        if pattern in table:
            s.code = table[pattern]
            return s
        if abs(fval - 0.15915494) < 1e-8:
            s.code = 248
            return s
        if bits == 64:
            lit = f64_bits(fval) >> 32
        elif bits == 16:
            lit = f16_bits(fval)
        else:
            lit = f32_bits(fval)
    if not literal:
        raise _Fail(it.col, "literal operands are not supported")
    s.code = 255
    s.literal = lit
    return s


def _use_literal(st: _State, it: Item, s: _Src) -> None:
    if s.code != 255:
        return
    if st.literal is not None and (st.literal != s.literal or st.literal_expr != s.expr or s.expr):
        raise _Fail(it.col, "only one literal operand is allowed")
    st.literal = s.literal
    st.literal_expr = s.expr


def _literal_operand(st: _State, it: Item, typ: str) -> None:
    """A mandatory 32-bit literal operand (v_madmk_f32's K, s_setreg_imm32_b32's value)."""
    t = it.text.strip()
    ival = parse_int(t)
    if ival is not None:
        if not -(1 << 31) <= ival < (1 << 32):
            raise _Fail(it.col, "invalid operand: literal does not fit in 32 bits")
        value, expr = ival & 0xFFFFFFFF, None
    else:
        fval = parse_float(t)
        if fval is not None:
            value, expr = (f16_bits(fval) if typ == "f16" else f32_bits(fval)), None
        elif _EXPR_RE.match(t) and not _names_register(t, st.family):
            value, expr = 0, t
        else:
            raise _Fail(it.col, f"invalid operand '{it.text}': expected a 32-bit constant")
    if st.literal is not None and (st.literal != value or expr or st.literal_expr):
        raise _Fail(it.col, "only one literal operand is allowed")
    st.literal, st.literal_expr = value, expr


def _check_constant_bus(st: _State, it_col: int, extra_sgprs: tuple[int, ...] = ()) -> None:
    """At most one SGPR (the same one may repeat) or literal per VALU instruction on gfx8/gfx9."""
    seen: set[int] = set(extra_sgprs)
    uses = len(seen) + (1 if st.literal is not None else 0)
    for code, col in st.sgpr_reads:
        if code in seen:
            continue
        seen.add(code)
        uses += 1
        if uses > 1:
            raise _Fail(col, "invalid operand (violates constant bus restrictions)")


# ------------------------------------------------------------------------------------------------ modifiers
def _mod_map(mods: list[Item]) -> dict[str, tuple[Item, str]]:
    out = {}
    for m in mods:
        name, _, arg = m.text.partition(":")
        name = name.lower()
        if name in out:
            raise _Fail(m.col, f"duplicate modifier '{name}'")
        out[name] = (m, arg)
    return out


def _take_flag(mm: dict, name: str) -> bool:
    if name in mm:
        item, arg = mm.pop(name)
        if arg:
            raise _Fail(item.col, f"invalid modifier '{item.text}'")
        return True
    return False


def _take_int(mm: dict, name: str, lo: int, hi: int, what: str | None = None) -> int | None:
    if name not in mm:
        return None
    item, arg = mm.pop(name)
    v = parse_int(arg)
    if v is None:
        raise _Fail(item.col, f"invalid value in '{item.text}'")
    if not lo <= v <= hi:
        raise _Fail(item.col, f"invalid {what or name} value {arg}: expected {lo}..{hi}")
    return v


def _take_bits(mm: dict, name: str, n: int) -> int | None:
    if name not in mm:
        return None
    item, arg = mm.pop(name)
    m = re.match(r"^\[\s*([01](?:\s*,\s*[01])*)\s*\]$", arg)
    if not m:
        raise _Fail(item.col, f"invalid {name} value '{arg}'")
    bits = [int(x) for x in m.group(1).split(",")]
    if len(bits) > n:
        raise _Fail(item.col, f"invalid {name} value '{arg}': expected at most {n} bits")
    return sum(b << i for i, b in enumerate(bits))


def _leftover(mm: dict) -> None:
    if mm:
        item, _ = min(mm.values(), key=lambda x: x[0].col)
        raise _Fail(item.col, f"invalid modifier '{item.text}' for this instruction")


# ------------------------------------------------------------------------------------------------ forms
def _encode_form(defn: InstrDef, arch: str, ops: list[Item], mods: list[Item], mcol: int) -> Encoded:
    st = _State(defn, arch)
    fmt = defn.fmt
    handler = _HANDLERS.get(fmt) or _HANDLERS[fmt.split("_")[-1] if fmt.endswith(("_SDWA", "_DPP")) else fmt]
    fixups = handler(st, ops, _mod_map(mods), mcol)
    f = formats_for(arch)[fmt]
    word = f.join(st.values)
    if fmt.endswith("_SDWA"):
        word = (word & ~0x1FF) | 0xF9
    elif fmt.endswith("_DPP"):
        word = (word & ~0x1FF) | 0xFA
    data = word.to_bytes(f.size, "little")
    out_fix = list(fixups or ())
    if st.literal is not None:
        if st.literal_expr:
            out_fix.append(Fixup("literal32", len(data), st.literal_expr))
        data += (st.literal & 0xFFFFFFFF).to_bytes(4, "little")
    return Encoded(data, len(data), tuple(out_fix), _reguse(st), defn)


def _reguse(st: _State) -> RegUse:
    v = s = a = -1
    vcc = "vcc" in st.defn.reads or "vcc" in st.defn.writes
    fs = xn = False
    for r in st.regs:
        hi = r.index + r.count - 1
        if r.file == "v":
            v = max(v, hi)
        elif r.file == "a":
            a = max(a, hi)
        elif r.index <= 101:
            s = max(s, min(hi, 101))
        elif r.index in (102, 103):
            fs = True
        elif r.index in (104, 105):
            xn = True
        elif r.index in (106, 107):
            vcc = True
    return RegUse(v, s, a, vcc, fs, xn)


def _bind(st: _State, ops: list[Item], mcol: int, optional_tail: bool = False) -> list[tuple]:
    """Pair the written operands with the form's operand list (fixed texts must match)."""
    expected = st.defn.operands
    if len(ops) > len(expected):
        raise _Fail(ops[len(expected)].col, "invalid operand for instruction (too many operands)")
    if len(ops) < len(expected) and not (optional_tail and len(ops) == len(expected) - 1):
        raise _Fail(ops[-1].col + len(ops[-1].text) if ops else mcol, "too few operands for instruction")
    pairs = []
    for o, it in zip(expected, ops):
        if o.kind == "fixed" and o.text != "off":
            if it.text.lower() != o.text:
                raise _Fail(it.col, f"invalid operand '{it.text}': expected {o.text}")
            if o.text == "vcc":
                _note_reg(st, Reg("s", 106, 2))
            continue
        pairs.append((o, it))
    return pairs


# -------- scalar formats
def _salu(st: _State, ops, mm, mcol):
    fixups = []
    for o, it in _bind(st, ops, mcol, optional_tail=st.defn.fmt == "SOPP"):
        k = o.kind
        if k == "literal32":
            _literal_operand(st, it, "i32")
        elif k == "s":
            st.values[o.field] = _scalar(st, it, o.width)
        elif k == "ssrc":
            s = _src(st, it, o.width, vgpr=False, literal=True, mods=False, typ="i64" if o.width == 2 else "i32")
            _use_literal(st, it, s)
            st.values[o.field] = s.code
        elif k in ("imm16", "label"):
            v = parse_int(it.text)
            if v is None:
                if k == "label" and _EXPR_RE.match(it.text) and not _names_register(it.text, st.family):
                    fixups.append(Fixup("branch16", 0, it.text))
                    continue
                raise _Fail(it.col, f"invalid operand '{it.text}': expected an immediate")
            if not -0x8000 <= v <= 0xFFFF:
                raise _Fail(it.col, "invalid immediate: only 16-bit values are legal")
            st.values[o.field] = v & 0xFFFF
        else:
            try:
                if k == "hwreg":
                    v = syntax.parse_hwreg(it.text, st.family)
                elif k == "sendmsg":
                    v = syntax.parse_sendmsg(it.text, st.family)
                elif k == "waitcnt":
                    v = syntax.parse_waitcnt(" ".join(x.text for x in ops[ops.index(it):]), st.family)
                elif k == "gpr_idx":
                    v = syntax.parse_gpr_idx(it.text)
                else:
                    raise _Fail(it.col, f"unsupported operand kind {k}")
            except OperandError as e:
                raise _Fail(it.col, e.message)
            st.values[o.field] = v
            if k == "waitcnt":
                break
    if st.defn.fmt == "SOPK" and st.defn.name == "s_setreg_imm32_b32":
        pass
    _leftover(mm)
    return fixups


def _waitcnt_bind(st, ops, mm, mcol):
    if st.defn.operands and st.defn.operands[0].kind == "waitcnt":
        if not ops:
            raise _Fail(mcol, "too few operands for instruction")
        try:
            st.values["simm16"] = syntax.parse_waitcnt(" ".join(x.text for x in ops), st.family)
        except OperandError as e:
            raise _Fail(ops[0].col, e.message)
        _leftover(mm)
        return []
    return _salu(st, ops, mm, mcol)


def _smem(st: _State, ops, mm, mcol):
    for o, it in _bind(st, ops, mcol):
        if o.kind == "s":
            code = _scalar(st, it, o.width)
            if o.field == "sbase":
                st.values["sbase"] = code >> 1
            else:
                st.values[o.field] = code
        elif o.kind == "imm7":
            v = parse_int(it.text)
            if v is None or not 0 <= v <= 127:
                raise _Fail(it.col, "invalid operand: expected a 7-bit immediate")
            st.values["sdata"] = v
        elif o.kind == "smem_offset":
            v = parse_int(it.text)
            if v is None:
                code = _scalar(st, it, 1)
                st.values["offset"] = code
                st.values["imm"] = 0
            else:
                if st.family == "gfx8" and not 0 <= v <= 0xFFFFF:
                    raise _Fail(it.col, "invalid offset: expected a 20-bit unsigned value")
                if st.family != "gfx8" and not -0x100000 <= v <= 0xFFFFF:
                    raise _Fail(it.col, "invalid offset: expected a 21-bit signed value")
                st.values["offset"] = v & 0x1FFFFF
                st.values["imm"] = 1
    if _take_flag(mm, "glc"):
        st.values["glc"] = 1
    if st.family != "gfx8" and _take_flag(mm, "nv"):
        st.values["nv"] = 1
    _leftover(mm)
    return []


# -------- VALU
def _vop_dst(st: _State, o, it: Item):
    if o.kind == "s":
        r = _reg(st, it)
        if r.file != "s" or r.index < 235 and r.count != o.width:
            raise _Fail(it.col, f"invalid operand '{it.text}': expected {o.width}-dword SGPR")
        _note_reg(st, r)
        return r.index
    if o.kind == "a":
        return _vector(st, it, o.width, want_agpr=True).index
    return _vector(st, it, o.width).index


def _vop_e32(st: _State, ops, mm, mcol):
    if mm:
        item, _ = min(mm.values(), key=lambda x: x[0].col)
        raise _Fail(item.col, f"invalid modifier '{item.text}' for this instruction")
    implicit_vcc = ()
    for o, it in _bind(st, ops, mcol):
        if o.kind == "src":
            s = _src(st, it, o.width, vgpr=True, literal=True, mods=False, typ=st.defn.type)
            _use_literal(st, it, s)
            st.values[o.field] = s.code
        elif o.kind == "literal32":
            _literal_operand(st, it, st.defn.type)
        elif o.field == "vsrc1":
            st.values["vsrc1"] = _vector(st, it, o.width).index
        else:
            st.values[o.field] = _vop_dst(st, o, it)
    if "vcc" in st.defn.reads and st.defn.fmt == "VOP2":
        implicit_vcc = (106,)
    _check_constant_bus(st, ops[-1].col if ops else mcol, implicit_vcc)
    return []


_OMOD = {"mul:2": 1, "mul:4": 2, "div:2": 3}


def _omod_clamp(st: _State, mm: dict) -> None:
    if _take_flag(mm, "clamp"):
        st.values["clamp"] = 1
    for key in ("mul", "div"):
        if key in mm:
            item, arg = mm.pop(key)
            v = _OMOD.get(f"{key}:{arg}")
            if v is None:
                raise _Fail(item.col, f"invalid output modifier '{item.text}'")
            st.values["omod"] = v


def _vop3(st: _State, ops, mm, mcol):
    neg = abs_ = 0
    for o, it in _bind(st, ops, mcol):
        if o.kind == "src":
            s = _src(st, it, o.width, vgpr=True, literal=False, mods=True, typ=st.defn.type)
            st.values[o.field] = s.code
            i = int(o.field[-1])
            neg |= (s.neg or s.sext) << i
            abs_ |= s.abs << i
        elif o.field == "sdst":
            st.values["sdst"] = _scalar(st, it, o.width)
        else:
            st.values[o.field] = _vop_dst(st, o, it)
    if neg:
        st.values["neg"] = neg
    if abs_:
        if st.defn.fmt == "VOP3B":
            raise _Fail(mcol, "abs modifier is not supported by this instruction")
        st.values["abs"] = abs_
    _omod_clamp(st, mm)
    if st.family != "gfx8" and st.defn.fmt == "VOP3" and "op_sel" in mm:
        nsrc = sum(1 for o in st.defn.operands if o.kind == "src")
        item = mm["op_sel"][0]
        v = _take_bits(mm, "op_sel", 4)
        n = item.text.count(",") + 1
        if n != nsrc + 1:
            raise _Fail(item.col, f"invalid op_sel operand: expected {nsrc + 1} bits")
        st.values["op_sel"] = (v & ((1 << nsrc) - 1)) | ((v >> nsrc) & 1) << 3
    _leftover(mm)
    _check_constant_bus(st, ops[-1].col if ops else mcol)
    return []


def _vop3p(st: _State, ops, mm, mcol):
    nsrc = 0
    mix = "op_sel_hi" in st.defn.syntax
    neg = neg_hi = 0
    for o, it in _bind(st, ops, mcol):
        if o.kind == "src":
            s = _src(st, it, o.width, vgpr=True, literal=False, mods=mix, typ=st.defn.type)
            if s.sext:
                raise _Fail(it.col, "invalid operand: sext() is only supported with SDWA")
            st.values[o.field] = s.code
            neg |= s.neg << nsrc
            neg_hi |= s.abs << nsrc
            nsrc += 1
        else:
            st.values[o.field] = _vop_dst(st, o, it)
    op_sel = _take_bits(mm, "op_sel", 3)
    hi_item = mm.get("op_sel_hi")
    hi = _take_bits(mm, "op_sel_hi", 3)
    if hi is None:
        hi = 0 if mix else 7
    elif not mix:
        n = hi_item[1].count(",") + 1
        hi |= 7 & ~((1 << n) - 1)
    st.values["op_sel"] = op_sel or 0
    st.values["op_sel_hi"] = hi & 3
    st.values["op_sel_hi2"] = (hi >> 2) & 1
    nl = _take_bits(mm, "neg_lo", 3)
    nh = _take_bits(mm, "neg_hi", 3)
    st.values["neg"] = (nl or 0) | neg
    st.values["neg_hi"] = (nh or 0) | neg_hi
    if _take_flag(mm, "clamp"):
        st.values["clamp"] = 1
    _leftover(mm)
    _check_constant_bus(st, ops[-1].col if ops else mcol)
    return []


def _mai(st: _State, ops, mm, mcol):
    if st.defn.name.startswith("v_accvgpr"):
        for o, it in _bind(st, ops, mcol):
            if o.kind == "src":
                s = _src(st, it, o.width, vgpr=True, literal=False, mods=False, typ="i32")
                st.values[o.field] = s.code
            elif o.field == "src0" and o.kind in ("a", "v"):
                r = _vector(st, it, o.width, want_agpr=o.kind == "a")
                st.values["src0"] = 256 + r.index
            else:
                st.values[o.field] = _vop_dst(st, o, it)
        _leftover(mm)
        return []
    gfx90a = st.family == "gfx90a"
    acc = 0
    for o, it in _bind(st, ops, mcol):
        if o.field in ("src0", "src1"):
            s = _src(st, it, o.width, vgpr=True, literal=False, mods=False, typ=st.defn.type) \
                if not it.text.lower().startswith(("a", "acc")) else None
            if s is None:
                r = _vector(st, it, o.width, want_agpr=True)
                acc |= 1 << int(o.field[-1])
                st.values[o.field] = 256 + r.index
            else:
                st.values[o.field] = s.code
        elif o.field == "src2":
            if gfx90a or not it.text.lower().startswith(("a", "acc")):
                t = it.text.lower()
                if t.startswith(("a", "acc")):
                    st.values["src2"] = 256 + _vector(st, it, o.width, want_agpr=True).index
                else:
                    s = _src(st, it, o.width, vgpr=True, literal=False, mods=False, typ=st.defn.type)
                    st.values["src2"] = s.code
            else:
                st.values["src2"] = 256 + _vector(st, it, o.width, want_agpr=True).index
        else:
            t = it.text.lower()
            if gfx90a and not t.startswith(("a", "acc")):
                st.values["vdst"] = _vector(st, it, o.width).index
            else:
                st.values["vdst"] = _vector(st, it, o.width, want_agpr=True).index
                if gfx90a:
                    st.values["acc_cd"] = 1
    st.values["acc"] = acc
    for name, hi in (("cbsz", 7), ("abid", 15), ("blgp", 7)):
        v = _take_int(mm, name, 0, hi)
        if v is not None:
            st.values[name] = v
    _leftover(mm)
    return []


def _sdwa(st: _State, ops, mm, mcol):
    gfx8 = st.family == "gfx8"
    vopc = st.defn.fmt == "VOPC_SDWA"
    for o, it in _bind_sdwa(st, ops, mcol, vopc and not gfx8):
        if o.kind in ("src", "sdwa_src") or o.field == "vsrc1":
            idx = "0" if o.field == "src0" else "1"
            s = _src(st, it, o.width, vgpr=True, literal=False, mods=True, typ=st.defn.type)
            if s.code >= 256:
                st.values["src0" if idx == "0" else "vsrc1"] = s.code - 256
            else:
                if gfx8:
                    raise _Fail(it.col, "invalid operand: SDWA on gfx8 takes VGPR sources only")
                st.values["src0" if idx == "0" else "vsrc1"] = s.code
                st.values["s" + idx] = 1
            if s.neg:
                st.values[f"src{idx}_neg"] = 1
            if s.abs:
                st.values[f"src{idx}_abs"] = 1
            if s.sext:
                st.values[f"src{idx}_sext"] = 1
        elif o.field == "sdst":
            st.values["sdst"] = _scalar(st, it, 2)
            st.values["sd"] = 1
        else:
            st.values[o.field] = _vop_dst(st, o, it)
    for name, table, default in (("dst_sel", syntax.SDWA_SEL, 6), ("dst_unused", syntax.SDWA_UNUSED, 0),
                                 ("src0_sel", syntax.SDWA_SEL, 6), ("src1_sel", syntax.SDWA_SEL, 6)):
        if not formats_for(st.arch)[st.defn.fmt].has(name):
            continue
        if (name == "src1_sel" and st.defn.fmt == "VOP1_SDWA") or \
                (name.startswith("dst") and st.defn.fmt == "VOPC_SDWA"):
            continue
        v = default
        if name in mm:
            item, arg = mm.pop(name)
            if arg.upper() not in table:
                raise _Fail(item.col, f"invalid {name} value '{arg}'")
            v = table[arg.upper()]
        st.values[name] = v
    _omod_clamp(st, mm)
    if gfx8 and "omod" in st.values:
        raise _Fail(mcol, "output modifiers are not supported with SDWA on gfx8")
    _leftover(mm)
    return []


def _bind_sdwa(st: _State, ops, mcol, vopc9: bool):
    if vopc9 and ops and ops[0].text.lower() != "vcc":
        pairs = _bind(st, [Item("vcc", ops[0].col)] + ops[1:], mcol)
        from .model import Operand
        return [(Operand("sdst", "s", 2), ops[0])] + pairs
    return _bind(st, ops, mcol)


def _dpp(st: _State, ops, mm, mcol):
    for o, it in _bind(st, ops, mcol):
        if o.kind == "src" or o.field == "vsrc1":
            idx = "0" if o.field == "src0" else "1"
            s = _src(st, it, o.width, vgpr=True, literal=False, mods=True, typ=st.defn.type)
            if s.code < 256:
                raise _Fail(it.col, "invalid operand: DPP takes VGPR sources only")
            st.values["src0" if idx == "0" else "vsrc1"] = s.code - 256
            if s.neg or s.sext:
                st.values[f"src{idx}_neg"] = 1
            if s.abs:
                st.values[f"src{idx}_abs"] = 1
        else:
            st.values[o.field] = _vop_dst(st, o, it)
    ctrl = None
    for name in list(mm):
        if name in ("row_mask", "bank_mask", "bound_ctrl"):
            continue
        if name in _DPP_MODS:
            item, arg = mm.pop(name)
            if ctrl is not None:
                raise _Fail(item.col, "only one DPP control is allowed")
            try:
                ctrl = syntax.parse_dpp_ctrl(name, arg, st.family)
            except OperandError as e:
                raise _Fail(item.col, e.message)
    if ctrl is None:
        raise _Fail(mcol, "missing DPP control (quad_perm, row_shl, ...)")
    st.values["dpp_ctrl"] = ctrl
    rm = _take_int(mm, "row_mask", 0, 15)
    bm = _take_int(mm, "bank_mask", 0, 15)
    st.values["row_mask"] = 15 if rm is None else rm
    st.values["bank_mask"] = 15 if bm is None else bm
    if "bound_ctrl" in mm:
        item, arg = mm.pop("bound_ctrl")
        if arg not in ("0", "1"):
            raise _Fail(item.col, f"invalid bound_ctrl value '{arg}'")
        st.values["bound_ctrl"] = 1
    _leftover(mm)
    return []


def _vintrp(st: _State, ops, mm, mcol):
    for o, it in _bind(st, ops, mcol):
        if o.kind == "attr":
            try:
                st.values["attr"], st.values["attrchan"] = syntax.parse_attr(it.text)
            except OperandError as e:
                raise _Fail(it.col, e.message)
        elif o.kind == "interp_param":
            v = syntax.INTERP_PARAMS.get(it.text.lower())
            if v is None:
                raise _Fail(it.col, f"invalid interpolation slot '{it.text}'")
            st.values["vsrc"] = v
        else:
            st.values[o.field] = _vector(st, it, o.width).index
    _leftover(mm)
    return []


# -------- memory
def _acc_vector(st: _State, it: Item, width: int) -> int:
    """A data register: VGPR, or AGPR (sets the format's acc bit on gfx90a; gfx908 has no AGPR memory operands)."""
    r = _vector(st, it, width, allow_agpr=st.family == "gfx90a")
    if r.file == "a":
        if st.values.get("acc") == 0 and "_acc_seen" in st.values:
            raise _Fail(it.col, "invalid operand: data registers must all be VGPRs or all AGPRs")
        st.values["acc"] = 1
    elif st.values.get("acc") == 1:
        raise _Fail(it.col, "invalid operand: data registers must all be VGPRs or all AGPRs")
    st.values.setdefault("acc", 0)
    return r.index


def _ds(st: _State, ops, mm, mcol):
    for o, it in _bind(st, ops, mcol):
        if o.field == "addr":
            st.values["addr"] = _vector(st, it, o.width).index
        else:
            st.values[o.field] = _acc_vector(st, it, o.width)
    if "offset0" in st.defn.syntax:
        v0 = _take_int(mm, "offset0", 0, 255)
        v1 = _take_int(mm, "offset1", 0, 255)
        st.values["offset0"] = v0 or 0
        st.values["offset1"] = v1 or 0
    elif "offset" in mm:
        item, arg = mm.pop("offset")
        if arg.lower().startswith("swizzle"):
            try:
                v = syntax.parse_swizzle(arg)
            except OperandError as e:
                raise _Fail(item.col, e.message)
        else:
            v = parse_int(arg)
            if v is None or not 0 <= v <= 0xFFFF:
                raise _Fail(item.col, "invalid offset: expected a 16-bit unsigned value")
        st.values["offset0"] = v & 0xFF
        st.values["offset1"] = v >> 8
    if _take_flag(mm, "gds"):
        st.values["gds"] = 1
    _leftover(mm)
    st.values.pop("_acc_seen", None)
    return []


def _soffset(st: _State, it: Item) -> int:
    v = parse_int(it.text)
    if v is not None:
        if -16 <= v <= 64:
            return 128 + v if v >= 0 else 192 - v
        raise _Fail(it.col, "invalid operand: soffset must be an SGPR or an inline constant")
    return _scalar(st, it, 1)


def _buffer(st: _State, ops, mm, mcol):
    fmt = st.defn.fmt
    offen = _take_flag(mm, "offen")
    idxen = _take_flag(mm, "idxen")
    for o, it in _bind(st, ops, mcol):
        if o.field == "vaddr":
            if it.text.lower() == "off":
                if offen or idxen:
                    raise _Fail(it.col, "invalid operand: 'off' with offen/idxen")
            else:
                if not (offen or idxen):
                    raise _Fail(it.col, "invalid operand: a VGPR address needs offen or idxen")
                st.values["vaddr"] = _vector(st, it, 2 if offen and idxen else 1).index
        elif o.field == "srsrc":
            st.values["srsrc"] = _scalar(st, it, 4) >> 2
        elif o.field == "soffset":
            st.values["soffset"] = _soffset(st, it)
        elif o.field == "vdata":
            st.values["vdata"] = _acc_vector(st, it, o.width)
    st.values["offen"] = int(offen)
    st.values["idxen"] = int(idxen)
    off = _take_int(mm, "offset", 0, 4095)
    st.values["offset"] = off or 0
    for flag in ("glc", "slc", "lds", "tfe", "scc"):
        if formats_for(st.arch)[fmt].has(flag) and _take_flag(mm, flag):
            st.values[flag] = 1
    if fmt == "MTBUF":
        _mtbuf_format(st, mm)
    _leftover(mm)
    return []


def _mtbuf_format(st: _State, mm: dict) -> None:
    dfmt, nfmt = 1, 0
    if "format" in mm:
        item, arg = mm.pop("format")
        m = re.match(r"^\[\s*(\w+)\s*(?:,\s*(\w+)\s*)?\]$", arg)
        v = parse_int(arg)
        if v is not None:
            if not 0 <= v <= 127:
                raise _Fail(item.col, "invalid format value")
            dfmt, nfmt = v & 15, v >> 4
        elif m:
            for name in (m.group(1), m.group(2)):
                if name is None:
                    continue
                if name.upper() in syntax.DATA_FORMATS:
                    dfmt = syntax.DATA_FORMATS.index(name.upper())
                elif name.upper() in syntax.NUM_FORMATS:
                    nfmt = syntax.NUM_FORMATS.index(name.upper())
                else:
                    raise _Fail(item.col, f"unknown buffer format '{name}'")
        else:
            raise _Fail(item.col, f"invalid format '{arg}'")
    d = _take_int(mm, "dfmt", 0, 15)
    n = _take_int(mm, "nfmt", 0, 7)
    st.values["dfmt"] = dfmt if d is None else d
    st.values["nfmt"] = nfmt if n is None else n


def _mimg(st: _State, ops, mm, mcol):
    fmt = formats_for(st.arch)["MIMG"]
    dmask = _take_int(mm, "dmask", 0, 15) or 0
    st.values["dmask"] = dmask
    flags = {}
    for flag in ("unorm", "glc", "slc", "da", "a16", "r128", "tfe", "lwe", "d16"):
        if _take_flag(mm, flag):
            if flag == "r128":
                flag = "a16"
            if not fmt.has(flag):
                raise _Fail(mcol, f"'{flag}' is not supported on {st.arch}")
            flags[flag] = 1
    st.values.update(flags)
    for o, it in _bind(st, ops, mcol):
        if o.field == "vdata":
            n = _mimg_data_width(st.defn, dmask, flags, st.family)
            st.values["vdata"] = _acc_vector(st, it, n)
        elif o.field == "vaddr":
            r = _reg(st, it)
            if r.file != "v":
                raise _Fail(it.col, f"invalid operand '{it.text}': expected VGPR")
            _note_reg(st, r)
            st.values["vaddr"] = r.index
        elif o.field == "srsrc":
            r = _reg(st, it)
            if r.file != "s" or r.count not in (4, 8):
                raise _Fail(it.col, f"invalid operand '{it.text}': expected 4 or 8 SGPRs")
            _note_reg(st, r)
            st.values["srsrc"] = r.index >> 2
        elif o.field == "ssamp":
            st.values["ssamp"] = _scalar(st, it, 4) >> 2
    _leftover(mm)
    return []


def _mimg_data_width(defn: InstrDef, dmask: int, flags: dict, family: str) -> int:
    """Data dwords of an image instruction: one per dmask bit (4 for gather4), halved by d16, +1 with tfe;
    atomics move 1 dword (2 for cmpswap) whatever the dmask."""
    if "is_atomic" in defn.flags:
        count = bin(dmask).count("1")
        if "cmpswap" in defn.name:
            n = count if count in (2, 4) else 2
        else:
            n = count if count in (1, 2) else 1
    else:
        n = 4 if "gather4" in defn.name else max(1, bin(dmask).count("1"))
        if flags.get("d16") and family != "gfx8":
            n = (n + 1) // 2
    return n + flags.get("tfe", 0)


def _flat(st: _State, ops, mm, mcol):
    seg = dict(st.defn.fixed).get("seg", 0)
    gfx8 = st.family == "gfx8"
    ops = list(ops)
    expected = st.defn.operands
    saddr_off = False
    pairs = []
    if len(ops) == len(expected) + 1 and "is_atomic" in st.defn.flags and "glc" in mm:
        data = next(o for o in expected if o.field == "data")
        returned = Operand("vdst", "v", data.width // 2 if "cmpswap" in st.defn.name else data.width)
        expected = (returned,) + tuple(expected)
    if len(ops) != len(expected):
        raise _Fail(ops[-1].col if ops else mcol, "invalid number of operands for instruction")
    addr_off = False
    for o, it in zip(expected, ops):
        if o.kind == "fixed" and o.text == "off":
            o = _SCRATCH_ADDR
        pairs.append((o, it))
    for o, it in pairs:
        if o.field == "saddr":
            if it.text.lower() == "off":
                saddr_off = True
                st.values["saddr"] = 0x7F
            else:
                st.values["saddr"] = _scalar(st, it, o.width)
    for o, it in pairs:
        if o.field == "addr":
            if it.text.lower() == "off":
                if seg != 1:
                    raise _Fail(it.col, "invalid operand 'off' for the address")
                addr_off = True
                continue
            width = 2 if (seg == 0 or gfx8 or (seg == 2 and saddr_off)) else 1
            if seg == 1 or seg == 2 and not saddr_off:
                width = 1
            if seg == 2 and saddr_off:
                width = 2
            st.values["addr"] = _vector(st, it, width).index
        elif o.field in ("vdst", "data"):
            st.values[o.field] = _acc_vector(st, it, o.width)
    if seg == 1 and addr_off and saddr_off:
        raise _Fail(mcol, "invalid operands: scratch needs an address VGPR or SGPR")
    if not gfx8:
        lo, hi = (-4096, 4095) if seg in (1, 2) else (0, 4095)
        off = _take_int(mm, "offset", lo, hi)
        st.values["offset"] = (off or 0) & 0x1FFF
        if seg == 1 and not saddr_off and not addr_off:
            pass
    for flag in ("glc", "slc", "lds", "tfe", "nv", "scc"):
        if formats_for(st.arch)["FLAT"].has(flag) and _take_flag(mm, flag):
            st.values[flag] = 1
    _leftover(mm)
    return []


_SCRATCH_ADDR = Operand("addr", "v", 1)


def _exp(st: _State, ops, mm, mcol):
    if len(ops) != 5:
        raise _Fail(ops[-1].col if ops else mcol, "invalid number of operands for exp")
    try:
        st.values["tgt"] = syntax.parse_exp_tgt(ops[0].text)
    except OperandError as e:
        raise _Fail(ops[0].col, e.message)
    en = 0
    for i, it in enumerate(ops[1:]):
        if it.text.lower() == "off":
            continue
        st.values[f"vsrc{i}"] = _vector(st, it, 1).index
        en |= 1 << i
    compr = _take_flag(mm, "compr")
    if compr:
        st.values["compr"] = 1
        en = (3 if en & 1 else 0) | (12 if en & 4 else 0)
        st.values["vsrc1"] = st.values.pop("vsrc2", 0) if "vsrc2" in st.values else 0
    st.values["en"] = en
    if _take_flag(mm, "done"):
        st.values["done"] = 1
    if _take_flag(mm, "vm"):
        st.values["vm"] = 1
    _leftover(mm)
    return []


_HANDLERS = {
    "SOP1": _salu, "SOP2": _salu, "SOPC": _salu, "SOPK": _salu, "SOPP": _waitcnt_bind, "SMEM": _smem,
    "VOP1": _vop_e32, "VOP2": _vop_e32, "VOPC": _vop_e32, "VOP3": _vop3, "VOP3B": _vop3, "VOP3P": _vop3p,
    "MAI": _mai, "SDWA": _sdwa, "DPP": _dpp, "VINTRP": _vintrp, "DS": _ds, "MUBUF": _buffer, "MTBUF": _buffer,
    "MIMG": _mimg, "FLAT": _flat, "EXP": _exp,
}
