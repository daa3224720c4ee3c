"""Operand text: split a statement into mnemonic / operands / modifiers, and read registers and constants.

Everything here is about spelling; which field an operand lands in is the encoder's business.
"""
from __future__ import annotations

import functools
import re
import struct
from typing import NamedTuple

from ..dataclass_cache import dataclass
from ..regex_cache import regex
from ..targets import FAMILY
from . import expr

_REG_RE = regex(r"^(v|s|a|ttmp|acc)(?:(\d+)|\[\s*(\d+)\s*(?::\s*(\d+)\s*)?\])$", re.I | re.ASCII)
_MOD_RE = regex(r"^[a-z_][a-z0-9_]*:", re.I | re.ASCII)
# every family's cache-policy bits (glc slc, sc0 nt sc1 on CDNA3) are flags
CACHE_BITS = frozenset(name for fam in FAMILY.values() for name in fam.cache_bit_names)
FLAG_MODIFIERS = frozenset({"glc", "slc", "offen", "idxen", "lds", "tfe", "gds", "clamp", "done", "vm", "compr",
                            "unorm", "da", "lwe", "d16", "a16", "r128", "nv", "scc", "row_mirror",
                            "row_half_mirror", "addr64", "high"}) | CACHE_BITS
# flags llvm-mc also takes with a `no` prefix, which writes the bit as 0 (`noclamp`, `noglc`, `nosc0`); `nolds` llvm-mc
# 14 encodes as lds and `nocompr` crashes it, masm refuses both; offen, idxen, addr64 and done have no such form
NEGATABLE_FLAGS = frozenset("no" + f for f in ("tfe", "gds", "unorm", "da", "lwe", "d16", "a16", "r128", "clamp",
                                               "high", "vm", *CACHE_BITS))
REFUSED_NEGATIONS = {"nolds": "llvm-mc 14 encodes it as lds", "nocompr": "llvm-mc 14 cannot assemble it"}
FLAG_MODIFIERS = FLAG_MODIFIERS | NEGATABLE_FLAGS | frozenset(REFUSED_NEGATIONS)
_INT_RE = regex(r"^-?(0x[0-9a-f]+|0b[01]+|\d+)$", re.I | re.ASCII)   # (ASCII: int() reads other digits)
_FLOAT_RE = regex(r"^-?(\d+\.\d*|\.\d+|\d+)(e[-+]?\d+)?$", re.I | re.ASCII)


class Item(NamedTuple):
    text: str
    col: int            # 0-based offset in the statement text
    after_comma: bool = False


# (a `|` right after a name, number or bracket is the or operator, `(1<<4)|3`; elsewhere it opens |x|)
_ITEM_RE = regex(r"(?:[^\s,(\[|]+|\([^()]*(?:\([^()]*\)[^()]*)*\)|\[(?:[^\[\]]|\[[^\]]*\])*\]|\|[^|]*\||"
                      r"(?<=[\w)\]])\|(?=[\w(]))+")

# _ITEM_RE for a text without `(` and `|`, each item with the blanks and commas before it: a text with `[`, one with none
_BRACKET_ITEMS = regex(r"([\s,]*)((?:[^\s,(\[|]+|\[(?:[^\[\]]|\[[^\]]*\])*\])+)")
_WORD_ITEMS = regex(r"([\s,]*)([^\s,(\[|]+)")
_BLANKS_AND_COMMAS = " \t\n\r\f\v,"


def split_statement(text: str) -> tuple[str, int, list[Item]]:
    """(mnemonic, its column offset, items) where items are the comma/space separated operands and modifiers
    (parentheses, brackets and |..| keep their insides together)."""
    if "(" not in text and "|" not in text:
        # without `(` and `|` only the alternatives of _ITEM_RE that need neither can match (the same items), and
        # those look at no character before them: each item follows the blanks and commas after the last one, unless
        # a character no item takes (a lone `[`) was skipped, which the end of the last item shows (a match object
        # per item costs three times what one findall of (separator, item) pairs does)
        pairs = (_BRACKET_ITEMS if "[" in text else _WORD_ITEMS).findall(text)
        if not pairs:
            return "", 0, []
        sep, head = pairs[0]
        hcol = len(sep)
        pos = hcol + len(head)
        make = tuple.__new__        # Item(...) without NamedTuple's argument handling: this runs for every operand
        rest = []
        for sep, t in pairs[1:]:
            pos += len(sep)
            rest.append(make(Item, (t, pos, "," in sep)))
            pos += len(t)
        if pos == len(text.rstrip(_BLANKS_AND_COMMAS)) and not (
                len(pairs) > 2 and _OPERATOR.search(text) is not None and
                any(t in _OPERATORS or t[-1] in _OPERATORS or t[:2] in _SHIFTS for _, t in pairs[1:])):
            return head, hcol, rest
    spans = [(m.group(), m.start()) for m in _ITEM_RE.finditer(text)]
    if not spans:
        return "", 0, []
    if len(spans) > 2 and _OPERATOR.search(text) is not None and \
            any(t in _OPERATORS or t[-1] in _OPERATORS or t[:2] in _SHIFTS for t, _ in spans[1:]):
        spans = spans[:1] + [(it.text, it.col) for it in _join_expressions(text, [Item(t, c) for t, c in spans[1:]])]
    head, hcol = spans[0]
    make = tuple.__new__
    comma = "," in text
    rest = []
    end = hcol + len(head)
    for t, c in spans[1:]:
        rest.append(make(Item, (t, c, comma and text.find(",", end, c) >= 0)))
        end = c + len(t)
    return head, hcol, rest


_OPERATORS = "+-*/%&^<>"        # binary operators of label expressions (`|` is also |abs|: never joined)
_OPERATOR = regex(r"[-+*/%&^<>]")
_SHIFTS = ("<<", ">>")


def _join_expressions(text: str, items: list[Item]) -> list[Item]:
    """Re-join label expressions written with spaces ('table - base') that the item split took apart."""
    out = [items[0]]
    for it in items[1:]:
        prev = out[-1]
        gap = text[prev.col + len(prev.text):it.col]
        if "," not in gap and (prev.text[-1] in _OPERATORS or it.text in _OPERATORS or it.text in _SHIFTS or
                               (it.text[0] in _OPERATORS and len(it.text) > 1 and prev.text[-1] not in ")]") or
                               it.text[:2] in _SHIFTS):
            out[-1] = Item(text[prev.col:it.col + len(it.text)], prev.col)
        else:
            out.append(it)
    return out


def is_modifier(text: str) -> bool:
    known = _MODIFIER_TEXTS.get(text)
    if known is None:
        t = text.lower()
        known = t in FLAG_MODIFIERS or bool(_MOD_RE.match(t)) and not t.startswith(("sext(", "neg(", "abs("))
        if len(_MODIFIER_TEXTS) >= 1 << 14:
            _MODIFIER_TEXTS.clear()
        _MODIFIER_TEXTS[text] = known
    return known


_MODIFIER_TEXTS: dict[str, bool] = {}       # is_modifier's answers by text (operand texts repeat: `v1`, `glc`)


@dataclass(frozen=True, slots=True)
class Reg:
    """A register operand: `count` registers from `index` of a file."""
    file: str      # 'v' | 'a' | 's' (scalar operand code space; ttmp and named registers are mapped into it)
    index: int     # VGPR/AGPR number, or scalar operand code
    count: int


# scalar operand codes (gfx8/gfx9 operand encoding)
NAMED_SCALARS = {
    "flat_scratch_lo": (102, 1), "flat_scratch_hi": (103, 1), "flat_scratch": (102, 2),
    "xnack_mask_lo": (104, 1), "xnack_mask_hi": (105, 1), "xnack_mask": (104, 2),
    "vcc_lo": (106, 1), "vcc_hi": (107, 1), "vcc": (106, 2),
    "tba_lo": (108, 1), "tba_hi": (109, 1), "tba": (108, 2), "tma_lo": (110, 1), "tma_hi": (111, 1), "tma": (110, 2),
    "m0": (124, 1), "exec_lo": (126, 1), "exec_hi": (127, 1), "exec": (126, 2),
    "src_shared_base": (235, 1), "shared_base": (235, 1), "src_shared_limit": (236, 1), "shared_limit": (236, 1),
    "src_private_base": (237, 1), "private_base": (237, 1), "src_private_limit": (238, 1),
    "private_limit": (238, 1), "src_pops_exiting_wave_id": (239, 1), "pops_exiting_wave_id": (239, 1),
    "src_vccz": (251, 1), "vccz": (251, 1), "src_execz": (252, 1), "execz": (252, 1), "src_scc": (253, 1),
    "scc": (253, 1), "src_lds_direct": (254, 1), "lds_direct": (254, 1),
}
SCALAR_NAMES = {102: "flat_scratch_lo", 103: "flat_scratch_hi", 104: "xnack_mask_lo", 105: "xnack_mask_hi",
                106: "vcc_lo", 107: "vcc_hi", 124: "m0", 126: "exec_lo", 127: "exec_hi", 235: "src_shared_base",
                236: "src_shared_limit", 237: "src_private_base", 238: "src_private_limit",
                239: "src_pops_exiting_wave_id", 251: "src_vccz", 252: "src_execz", 253: "src_scc",
                254: "src_lds_direct"}
PAIR_NAMES = {102: "flat_scratch", 104: "xnack_mask", 106: "vcc", 126: "exec"}


# the register tuple sizes llvm-mc 14 has register classes for
_TUPLE_SIZES = {"v": frozenset({1, 2, 3, 4, 5, 6, 7, 8, 16, 32}), "s": frozenset({1, 2, 3, 4, 5, 6, 7, 8, 16}),
                "ttmp": frozenset({1, 2, 4, 8, 16})}
_TUPLE_SIZES.update(a=_TUPLE_SIZES["v"], acc=_TUPLE_SIZES["v"])


def ttmp_base(family: str) -> int:
    return 112 if family == "gfx8" else 108


class OperandError(Exception):
    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


@functools.lru_cache(maxsize=8192)
def parse_register(text: str, family: str) -> Reg | None:
    """A register operand, or None if `text` is not one.  Raises OperandError for malformed ranges."""
    t = text.strip().lower()
    named = NAMED_SCALARS.get(t)
    if named is not None:
        if family == "gfx8" and named[0] in (108, 109, 110, 111) or family != "gfx8" and t.startswith(("tba", "tma")):
            if family != "gfx8":        # (gfx9 has no trap base / memory address registers)
                raise OperandError(f"register '{text.strip()}' is not available on this GPU")
            return Reg("s", named[0], named[1])
        if family == "gfx8" and (named[0] in (104, 105) or 235 <= named[0] <= 239):
            # gfx803 has no XNACK (llvm-mc's default) and no aperture / POPS registers
            raise OperandError(f"register '{text.strip()}' is not available on this GPU")
        return Reg("s", named[0], named[1])
    if t == "null":         # gfx10's null register: llvm-mc 14 knows the name and refuses it on gfx8/gfx9
        raise OperandError("'null' operand is not supported on this GPU")
    m = _REG_RE.match(t)
    if not m:
        if t[:1] == "[" and t[-1:] == "]":
            return _register_list(text, t[1:-1], family)
        m = _REG_EXPR_RE.match(t)
        if not m:
            if re.match(r"^(v|s|a|ttmp|acc)\[", t):
                raise OperandError(f"malformed register range '{text}'")
            return None
        bounds = [_index_value(x, text) for x in (m.group(2), m.group(3)) if x is not None]
        m = _REG_RE.match(f"{m.group(1)}[{':'.join(map(str, bounds))}]")
        if m is None:
            raise OperandError(f"malformed register range '{text}'")
    kind = m.group(1)
    if max(len(g) for g in m.groups()[1:] if g) > 5:   # (and int() refuses 4,300 digits)
        raise OperandError(f"register index out of range in '{text}'")
    if m.group(2) is not None:
        lo = hi = int(m.group(2))
    else:
        lo = int(m.group(3))
        hi = int(m.group(4)) if m.group(4) is not None else lo
    if hi < lo:
        raise OperandError(f"invalid register range '{text}'")
    count = hi - lo + 1
    if count not in _TUPLE_SIZES[kind]:
        raise OperandError(f"invalid or unsupported register size in '{text.strip()}'")
    if kind in ("a", "acc"):
        if hi > 255:
            raise OperandError(f"register index out of range in '{text}'")
        return Reg("a", lo, count)
    if kind == "v":
        if hi > 255:
            raise OperandError(f"register index out of range in '{text}'")
        return Reg("v", lo, count)
    if kind == "s":
        if hi > 101:
            raise OperandError(f"register index out of range in '{text}'")
        if count == 2 and lo % 2 or count > 2 and lo % 4:
            raise OperandError(f"invalid register alignment in '{text}'")
        return Reg("s", lo, count)
    base = ttmp_base(family)
    top = 11 if family == "gfx8" else 15
    if hi > top:
        raise OperandError(f"register index out of range in '{text}'")
    if count == 2 and lo % 2 or count > 2 and lo % 4:
        raise OperandError(f"invalid register alignment in '{text}'")
    return Reg("s", base + lo, count)


# a register index written as an integer expression (`v[63/8+1:65/8]`, `ttmp[(3+2)*2+1]`), as llvm-mc takes it
_REG_EXPR_RE = regex(r"^(v|s|a|ttmp|acc)\[([-+*/%()\d\s]+?)(?::([-+*/%()\d\s]+))?\]$")
_EXPR_TOKEN = regex(r"\s*(\d+|[-+*/%()])")


def _index_value(expr: str, text: str) -> int:
    """The value of an integer expression of + - * / % and parentheses (C division: truncating)."""
    tokens = _EXPR_TOKEN.findall(expr)
    if "".join(tokens) != "".join(expr.split()):
        raise OperandError(f"malformed register range '{text}'")
    pos = 0

    def atom() -> int:
        nonlocal pos
        if pos >= len(tokens):
            raise OperandError(f"malformed register range '{text}'")
        tok = tokens[pos]
        pos += 1
        if tok == "(":
            v = sum_()
            if pos >= len(tokens) or tokens[pos] != ")":
                raise OperandError(f"malformed register range '{text}'")
            pos += 1
            return v
        if tok in "+-":
            v = atom()
            return -v if tok == "-" else v
        if not tok.isdigit():
            raise OperandError(f"malformed register range '{text}'")
        return int(tok)

    def product() -> int:
        nonlocal pos
        v = atom()
        while pos < len(tokens) and tokens[pos] in "*/%":
            op = tokens[pos]
            pos += 1
            w = atom()
            if op == "*":
                v *= w
            elif w == 0:
                raise OperandError(f"division by zero in '{text}'")
            else:
                q = abs(v) // abs(w) * (1 if (v < 0) == (w < 0) else -1)
                v = q if op == "/" else v - q * w
        return v

    def sum_() -> int:
        nonlocal pos
        v = product()
        while pos < len(tokens) and tokens[pos] in "+-":
            op = tokens[pos]
            pos += 1
            v = v + product() if op == "+" else v - product()
        return v

    value = sum_()
    if pos != len(tokens) or not 0 <= value < 1 << 16:
        raise OperandError(f"malformed register range '{text}'")
    return value


def _register_list(text: str, inner: str, family: str) -> Reg | None:
    """`[s6,s7]`, `[v1]`, `[exec_lo,exec_hi]`: single registers of one file with consecutive numbers, as one tuple."""
    parts, depth, cur = [], 0, ""
    for ch in inner:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    regs = [parse_register(p, family) for p in parts]
    if any(r is None for r in regs):
        return None
    first = regs[0]
    if any(r.count != 1 or r.file != first.file or r.index != first.index + i for i, r in enumerate(regs)):
        raise OperandError(f"registers in '{text.strip()}' must be single, consecutive and of one kind")
    count = len(regs)
    if count not in _TUPLE_SIZES["v" if first.file == "a" else first.file]:
        raise OperandError(f"invalid or unsupported register size in '{text.strip()}'")
    if first.file == "s" and (count == 2 and first.index % 2 or count > 2 and first.index % 4):
        raise OperandError(f"invalid register alignment in '{text.strip()}'")
    if first.file == "s" and first.index >= 102 and count > 1 and first.index not in PAIR_NAMES and \
            not ttmp_base(family) <= first.index < ttmp_base(family) + 16 and not (family == "gfx8" and
                                                                                 first.index in (108, 110)):
        raise OperandError(f"invalid register list '{text.strip()}'")
    return Reg(first.file, first.index, count)


_EXPRESSION_CHARS = regex(r"[-+*/%&|^~!<>=()'\s]")


def parse_int(text: str) -> int | None:
    """The value of an integer operand: a number (leading 0: octal, as in llvm-mc and C) or a constant expression
    (`-2+1`, `(1<<4)|3`), as a 64-bit two's complement value (0xffffffffffffffff is -1, as llvm-mc reads it)."""
    t = text.strip()
    if not _INT_RE.match(t):
        if _EXPRESSION_CHARS.search(t) is None:
            return None
        return expr.value(t)
    neg = t.startswith("-")
    digits = t[1:] if neg else t
    if len(digits) > 80:   # fits no field (and int() refuses 4,300 digits): the callers' range checks reject it
        return -(1 << 256) if neg else 1 << 256
    if len(digits) > 1 and digits[0] == "0" and digits[1].isdigit():
        if not digits.isdigit() or "8" in digits or "9" in digits:
            return None
        v = int(digits, 8)      # a leading zero means octal, as in llvm-mc (and C)
    else:
        v = int(digits, 0)
    if v >> 63 and v >> 64 == 0:
        v -= 1 << 64
    return -v if neg else v


def parse_float(text: str) -> float | None:
    t = text.strip()
    if not _FLOAT_RE.match(t) or _INT_RE.match(t):
        return None
    return float(t)


def f32_bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f16_bits(x: float) -> int:
    return struct.unpack("<H", struct.pack("<e", x))[0]


def f64_bits(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


_FLOAT_FORMATS = {16: ("<e", "<H", 2.0 ** -14), 32: ("<f", "<I", 2.0 ** -126), 64: ("<d", "<Q", 2.0 ** -1022)}


def float_bits(x: float, bits: int) -> int | None:
    """The bits of `x` rounded to a `bits`-wide IEEE float, or None when that overflows or underflows (an inexact
    result below the smallest normal number): llvm-mc rejects such an operand, it accepts mere rounding (0.1)."""
    pack, unpack, smallest_normal = _FLOAT_FORMATS[bits]
    try:
        packed = struct.pack(pack, x)
    except OverflowError:
        return None
    back = struct.unpack(pack, packed)[0]
    if back != x and abs(back) < smallest_normal:
        return None
    return struct.unpack(unpack, packed)[0]


INLINE_FLOATS = (0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0)
INV_2PI = 0.15915494309189532
# inline-constant codes 240..248 by bit pattern, per operand size
INLINE_F32 = {f32_bits(v): 240 + i for i, v in enumerate(INLINE_FLOATS)} | {0x3E22F983: 248}
INLINE_F16 = {f16_bits(v): 240 + i for i, v in enumerate(INLINE_FLOATS)} | {0x3118: 248}
INLINE_F64 = {f64_bits(v): 240 + i for i, v in enumerate(INLINE_FLOATS)} | {0x3FC45F306DC9C882: 248}
