"""Fast re-encoding of instructions that differ from an already encoded one only in their numbers.

Kernels repeat the same instruction shapes with different registers (`v_fma_f32 v12, v3, v7, v12`, ...).  `split`
cuts a statement at its numbers (register numbers, `offset:` values, hex literals, decimal operands) with one regular
expression; the text between them is the shape.  The first time a shape is worth a template, its numbers are moved
and the line re-encoded, which shows the bits each drives (a field, possibly scaled as `s[8:11]` -> 2): the registers
all in one encoding, each by its own amount, the other numbers one at a time.  The
template is then a small function (code shared by all templates with the same kinds of slots) that, for a later line of the same shape, checks everything a
number could change beyond its own field — range, alignment, tuple size, the constant-bus count (which depends on
SGPRs being equal), inline constant versus literal — and adds each number's offset into those bits.  Any doubt
returns None, and the full encoder, which also produces the diagnostics, decides.
"""
from __future__ import annotations

import re
from types import CodeType
from typing import Callable

from ..regex_cache import regex
from .formats import Format
from .model import Encoded, RegUse
from .operands import INLINE_F16, INLINE_F32, INLINE_F64, float_bits

# The numbers a template may vary: digit runs (hex literals, decimal fractions) after a register letter, `[`, `:`,
# `(` or a blank.  One
# lookbehind class keeps this a single fast C scan; which of them are really registers, offsets or constants is decided
# once per shape from the text around them (`_slot_kinds`), the others must stay as they are (the digit first: a
# faster scan).
_SPLIT = regex(r"(\d(?<=[vsa:\[\s(-]\d)[0-9a-fA-Fx]*(?:\.\d+(?:[eE][-+]?\d+)?)?)", re.ASCII)
_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.$@")
_DIGITS = regex(r"\d+|0x[0-9a-fA-F]+", re.ASCII)
# modifiers whose value is a number a template may move (`row_shr:3`, `row_mask:0xf`, `vmcnt(19)`): each drives bits
# of its own, linearly over a run of values (the run of its aligned block of 16 the full encoder takes, see
# _named_slot); other modifiers' numbers stay as they are
_FLOAT = regex(r"\d+\.\d+(?:[eE][-+]?\d+)?", re.ASCII)     # a decimal fraction: a float operand
_NAME_CHARS = "0123456789_abcdefghijklmnopqrstuvwxyz:("     # what a modifier's name before its value is made of
_NAMED = ("row_shl:", "row_shr:", "row_ror:", "row_mask:", "bank_mask:", "vmcnt(", "expcnt(", "lgkmcnt(")
_BLOCK = 16

_MAX = {"v": 255, "a": 255, "s": 101}
_REGISTERS = {file: {str(n): n for n in range(top + 1)} for file, top in _MAX.items()}   # number text -> number
_INLINE_MAX = 64
_NEGATIVE_MAX = 16
_INLINE_PATTERNS = frozenset(INLINE_F32) | frozenset(INLINE_F16)
# the 16-bit values a packed operand's half takes inline: -16..64 and the f16 constants
_INLINE_HALVES = frozenset(range(_INLINE_MAX + 1)) | frozenset(range(0x10000 - _NEGATIVE_MAX, 0x10000)) | \
    frozenset(INLINE_F16)
# a decimal operand is a slot only where it is a source's inline constant (not hwreg(...), quad_perm:[...], simm16);
# SDWA's vsrc1 holds one too on gfx9 (`v_and_b32_sdwa v1, v2, 0x3 ...`: 128 + 3 with the s1 bit)
_SOURCE_FIELDS = frozenset({"src0", "src1", "src2", "ssrc0", "ssrc1", "vsrc1"})
_CONSTANT_FIELDS = frozenset({("MUBUF", "soffset"), ("MTBUF", "soffset"), ("SMEM", "offset")})   # linear too
_INLINE_FIELDS = frozenset({("MUBUF", "soffset"), ("MTBUF", "soffset")})     # a number there is an inline constant
# offset fields that hold an unsigned value over their whole width (others keep to the lower half: no sign bit)
_UNSIGNED_FIELDS = frozenset({("DS", "offset0"), ("DS", "offset1"), ("MUBUF", "offset"), ("MTBUF", "offset")})
# the 16-bit immediates of SOPK and SOPP: a decimal there is a value of the field (no inline constant), up to the
# field's width where the instruction takes it so (s_movk_i32's 0x8000..0xffff)
_IMMEDIATE_FIELDS = frozenset({("SOPK", "simm16"), ("SOPP", "simm16")})
_LITERAL_TOP = 0xFFFFFFF0       # a decimal literal stays below the patterns of -16..-1
_INLINE_SLOT = None             # a slot's `literal` where it holds an inline constant of a source (a literal may too)
_NEGATIVE_TOP = 0x80000000      # and a negative one at -2**31 or above

split = _SPLIT.split

# The shape of a statement made from its operands: a text cut at ", " splits as its pieces do (no number holds a
# comma or a blank, and what decides where one starts is the character before it, a blank after ", "), so each piece
# is split once per text of it (a file of 60,000 lines names a few hundred operands: one regular-expression split a
# line costs more than the rest of its template).  Pieces of a statement's start and of the rest apart: an operand
# is split after a blank.  A statement's start is its first word and, after the first blank, the rest of it, which
# is split as an operand (and kept with the operands): `v_add_u32 v253` is `v_add_u32` and `v253`, so a cold file's
# distinct first operands are not split again (and its registers once, wherever they stand).
_FIRST_PIECES: dict[str, tuple[str, tuple[str, ...]]] = {}     # a statement's text up to its first ", "
_PIECES: dict[str, tuple[str, tuple[str, ...]]] = {}           # a text between two ", " or after the last
_PIECES_LIMIT = 1 << 16


def _first_piece(text: str) -> tuple[str, tuple[str, ...]]:
    head, blank, rest = text.partition(" ")
    if blank:       # (its first word and its operand apart: each split once, the operand as other operands are)
        first = _FIRST_PIECES.get(head) or _first_piece(head)
        operand = _PIECES.get(rest) or _piece(rest)
        made = (f"{first[0]} {operand[0]}", first[1] + operand[1])
    else:
        parts = split(text)
        made = ("#".join(parts[::2]), tuple(parts[1::2]))
    if len(_FIRST_PIECES) >= _PIECES_LIMIT:
        _FIRST_PIECES.clear()
    _FIRST_PIECES[text] = made
    return made


def _piece(text: str) -> tuple[str, tuple[str, ...]]:
    parts = split(" " + text)
    parts[0] = parts[0][1:]
    if len(_PIECES) >= _PIECES_LIMIT:
        _PIECES.clear()
    made = _PIECES[text] = ("#".join(parts[::2]), tuple(parts[1::2]))
    return made


def shape(text: str, first=_FIRST_PIECES.get, rest=_PIECES.get) -> tuple[str, tuple[str, ...]]:
    """(the shape key of `text`, its numbers): `"#".join(split(text)[::2])` and `tuple(split(text)[1::2])`, made
    from the pieces of the text between ", " (each split once per text of it; two to four pieces, most statements,
    written out: a loop costs more than the rest of this)."""
    pieces = text.split(", ")
    count = len(pieces)
    if count == 3:
        a, b, c = pieces
        a = first(a) or _first_piece(a)
        b = rest(b) or _piece(b)
        c = rest(c) or _piece(c)
        return f"{a[0]}, {b[0]}, {c[0]}", a[1] + b[1] + c[1]
    if count == 4:
        a, b, c, d = pieces
        a = first(a) or _first_piece(a)
        b = rest(b) or _piece(b)
        c = rest(c) or _piece(c)
        d = rest(d) or _piece(d)
        return f"{a[0]}, {b[0]}, {c[0]}, {d[0]}", a[1] + b[1] + c[1] + d[1]
    if count == 2:
        a, b = pieces
        a = first(a) or _first_piece(a)
        b = rest(b) or _piece(b)
        return f"{a[0]}, {b[0]}", a[1] + b[1]
    made = first(pieces[0]) or _first_piece(pieces[0])
    if count == 1:
        return made
    key = [made[0]]
    numbers = list(made[1])     # (a list: adding tuples one piece at a time takes time square in a long line's pieces)
    for piece in pieces[1:]:
        made = rest(piece) or _piece(piece)
        key.append(made[0])
        numbers += made[1]
    return ", ".join(key), tuple(numbers)


def _slot_kinds(parts: list[str]):
    """[(kind, number index, count)] for the numbers of a split statement: kind 'v'/'s'/'a' (a register; count > 1
    for a range, whose upper number follows), '#' (offset:N), 'q' (the N of offset:-N), 'o' (offset0/1:N), 'x' (a
    hex operand), 'i' (a decimal operand), 'n' (the digits of a negative decimal operand), 'f' (a number that must
    stay as it is: `row_shr:1`, `hwreg(..., 0, 1)`, `1e5`); None when a range is not `X[lo:hi]`."""
    out = []
    i, n = 0, len(parts) // 2
    while i < n:
        before, number, after = parts[2 * i], parts[2 * i + 1], parts[2 * i + 2]
        if before[-1] in " \t" and before[-2:-1] not in "-+" and after[:1] in ("", ",", " ", "\t") and \
                _FLOAT.fullmatch(number):
            out.append(("F", i, 1))     # a float operand (`-` before it: its magnitude, kind "E")
            i += 1
            continue
        if before[-2:] in (" -", "\t-") and after[:1] in ("", ",", " ", "\t") and _FLOAT.fullmatch(number):
            out.append(("E", i, 1))
            i += 1
            continue
        if _DIGITS.fullmatch(number) is None or after[:1] in _WORD_CHARS:
            out.append(("f", i, 1))
            i += 1
            continue
        hexa = number[:2] == "0x"
        if before.endswith(_NAMED) and (after[:1] == ")" if before[-1] == "(" else after[:1] in ("", " ", "\t", ",")):
            name = before.rstrip(_NAME_CHARS)
            if not name or name[-1] in " \t,&":
                out.append(("m", i, 1))
                i += 1
                continue
        if not hexa and after[:1] in (",", ")") and before[-1] in "( " and _hwreg_argument(parts, i) is not None:
            out.append(("m", i, 1))        # hwreg(ID, OFFSET, SIZE)'s numbers: fields of the immediate
            i += 1
            continue
        register = before[-2:-1] not in _WORD_CHARS
        if not hexa and before[-1] in "vsa" and register:
            out.append((before[-1], i, 1))
        elif not hexa and before[-1] == "[" and before[-2:-1] in ("v", "s", "a") and before[-3:-2] not in _WORD_CHARS:
            if i + 1 >= n or after != ":" or not parts[2 * i + 4].startswith("]") or \
                    _DIGITS.fullmatch(parts[2 * i + 3]) is None:
                return None
            count = int(parts[2 * i + 3]) - int(number) + 1
            if count < 1:
                return None
            out.append((before[-2], i, count))
            i += 2
            continue
        elif before.endswith(("offset0:", "offset1:")) and not hexa:
            out.append(("o", i, 1))
        elif before.endswith("offset:") and not hexa:
            out.append(("#", i, 1))
        elif before.endswith("offset:-") and not hexa and number[0] != "0":
            out.append(("q", i, 1))                        # a negative offset (FLAT's signed field): its digits
        elif before[-1] in " \t" and before[-2:-1] not in "-+" and (hexa or number == "0" or number[0] != "0"):
            out.append(("x" if hexa else "i", i, 1))      # (`010` is octal to llvm-mc: left to the encoder)
        elif before[-2:] in (" -", "\t-") and not hexa and number[0] != "0":
            out.append(("n", i, 1))                        # a negative decimal operand: -16..-1 are inline
        else:
            out.append(("f", i, 1))
        i += 1
    return out


def _value(parts: list[str], kind: str, index: int) -> int:
    return int(parts[2 * index + 1], 0 if kind in "ixm" else 10)


def _moved(parts: list[str], kind: str, index: int, count: int, delta: int) -> str:
    new = list(parts)
    lo = _value(parts, kind, index) + delta
    new[2 * index + 1] = f"0x{lo:x}" if kind == "x" or kind == "m" and parts[2 * index + 1][:2] == "0x" else str(lo)
    if count > 1:
        new[2 * index + 3] = str(lo + count - 1)
    return "".join(new)


def _equal_sgprs(parts: list[str], sgpr_slots) -> tuple[int, ...]:
    """For each SGPR slot, the first SGPR slot with the same number (the constant-bus pattern)."""
    firsts: dict[int, int] = {}
    return tuple(firsts.setdefault(_value(parts, k, i), s) for s, (k, i, _) in enumerate(sgpr_slots))


def build(text: str, encoded: Encoded, encode: Callable[[str], Encoded], aligned_vgprs: bool,
          fmt: Format, overlap_sensitive: bool = False) -> Callable[[list[str]], Encoded | None] | None:
    """The template of `text` (already encoded as `encoded`), or None if some register is not a plain
    linear field.  The result takes the numbers of a statement of the same shape (`split(text)[1::2]`, or
    `shape(text)[1]`) and returns its Encoded, None (the full encoder must decide), or a string when a number the
    template keeps fixed differs: the key suffix (NUL-separated values) under which the shape with those values has
    its own template."""
    parts = split(text)
    kinds = _slot_kinds(parts)
    if not kinds:
        return None
    base = int.from_bytes(encoded.data, "little")
    known = _joint_steps(parts, kinds, base, encoded, encode, fmt)
    slots = []      # (kind, index, count, lo, step per 4 units, limit, literal); kind 'f': lo is the text to keep
    for kind, index, count in kinds:
        slot = None if kind == "f" else _slot(parts, kind, index, count, base, encoded, encode, fmt,
                                              known.get(index))
        if slot is None:
            if kind in "vsa":
                return None      # a register that is not a plain field: no template for this shape
            slot = ("f", index, 1, parts[2 * index + 1], 0, 0, False)     # a number that must stay as it is
        slots.append(slot)
    sgpr_slots = [(k, i, c) for k, i, c, *_ in slots if k == "s"]
    # only a VALU instruction's legality depends on which SGPRs are equal (its constant bus)
    pattern = _equal_sgprs(parts, sgpr_slots) if fmt.name.startswith("VOP") else ()
    # where a source may not overlap the destination (v_mqsad_u32_u8, an MFMA's accumulator), the vector registers
    # must keep the template's pattern of overlaps
    overlaps = _overlaps(slots) if overlap_sensitive else ()
    apply = _compile(len(parts), base, encoded, slots, pattern, aligned_vgprs, overlaps)
    apply.recipe = (len(parts), base, tuple(slots), tuple(pattern), aligned_vgprs, tuple(overlaps))
    return apply


def from_recipe(recipe: tuple, encoded: Encoded):
    """The template `build` made with this `recipe` (its `apply.recipe`) for a line encoded as `encoded`."""
    nparts, base, slots, pattern, aligned, overlaps = recipe
    return _compile(nparts, base, encoded, list(slots), pattern, aligned, overlaps)


def _relation(a: int, na: int, b: int, nb: int) -> int:
    """0: the ranges are disjoint, 1: identical, 2: overlapping otherwise."""
    return 0 if a + na <= b or b + nb <= a else 1 if (a, na) == (b, nb) else 2


def _overlaps(slots) -> tuple:
    """(slot j, slot k, relation) for every pair of vector register slots of one file."""
    vector = [(n, kind, lo, count) for n, (kind, _, count, lo, *_) in enumerate(slots) if kind in "va"]
    return tuple((j, k, _relation(lo_j, c_j, lo_k, c_k)) for x, (j, kj, lo_j, c_j) in enumerate(vector)
                 for (k, kk, lo_k, c_k) in vector[x + 1:] if kj == kk)


# the moves of a line's registers, all at once: single registers by distinct odd numbers, ranges (which must keep
# their alignment) by 4 and 12; no two of them differ by a power of two, so each field's change names the register
# that made it
_SINGLE_MOVES = (5, 7, 9, 11, 13)
_RANGE_MOVES = (4, 12)


def _joint_steps(parts, kinds, base, encoded, encode, fmt) -> dict[int, int]:
    """{number index: step per 4 units} for the registers of the line (two or more), found with ONE encoding: each
    is moved by its own amount, and each field of the format that changed must have changed by one register's move
    times a power of two (ranges: also a half or a quarter, an SGPR pair or quad's field), and nothing else may
    change.  Empty when that encoding is refused or cannot be read so: then each register is moved on its own
    (_slot).  Registers beyond the moves' count are left to _slot too."""
    singles = iter(_SINGLE_MOVES)
    ranges = iter(_RANGE_MOVES)
    new = list(parts)
    moves = {}
    for kind, index, count in kinds:
        if kind not in "vsa":
            continue
        move = next(singles if count == 1 else ranges, None)
        if move is None:
            continue
        lo = _value(parts, kind, index)
        if lo + move + count - 1 > _MAX[kind]:
            move = -move
            if lo + move < 0:
                continue
        new[2 * index + 1] = str(lo + move)
        if count > 1:
            new[2 * index + 3] = str(lo + move + count - 1)
        moves[index] = move
    if len(moves) < 2:
        return {}
    try:
        other = encode("".join(new))
    except Exception:  # noqa: BLE001 - refused: each register is moved on its own
        return {}
    if other.size != encoded.size or other.defn is not encoded.defn or other.fixups != encoded.fixups:
        return {}
    word = int.from_bytes(other.data, "little")
    top = fmt.size * 8
    if word >> top != base >> top:
        return {}           # (a literal changed)
    steps: dict[int, int] = {}
    total = 0
    changed = word ^ base
    for f in fmt.fields:
        if not (changed >> f.lo) & f.mask:
            continue
        change = ((word >> f.lo) & f.mask) - ((base >> f.lo) & f.mask)
        total += change << f.lo
        for index, move in moves.items():
            quarters, rest = divmod(4 * change, move)      # the field's change for 4 units of the number
            if not rest and quarters and not abs(quarters) & (abs(quarters) - 1):
                if index in steps:
                    return {}
                steps[index] = quarters << f.lo
                break
        else:
            return {}       # a field changed by no register's move
    if len(steps) != len(moves) or base + total != word:
        return {}
    return steps


def _slot(parts, kind, index, count, base, encoded, encode, fmt, step=None):
    """The slot of a number that moves one field linearly, else None.  `step`: the change of the word for 4 units of
    the number, when found already (a single register moved by an odd amount)."""
    if kind in "FE":
        return _float_slot(parts, kind, index, base, encoded, encode, fmt)
    lo = _value(parts, kind, index)
    if kind == "m":
        return _named_slot(parts, index, lo, base, encoded, encode)
    if kind == "i":     # an inline constant (kept inline), else a literal or an immediate field (kept beyond 64)
        delta = (4 if lo + 4 <= _INLINE_MAX else -4) if lo <= _INLINE_MAX else 4 if lo + 4 < _LITERAL_TOP else -4
    elif kind == "n":   # the same for a negative decimal: -16..-1 inline, a literal beyond
        delta = (4 if lo + 4 <= _NEGATIVE_MAX else -4) if lo <= _NEGATIVE_MAX else 4 if lo + 4 <= _NEGATIVE_TOP \
            else -4
        if lo + delta < 1 or lo <= _NEGATIVE_MAX < lo + delta:
            return None
    elif kind == "q":
        delta = -4 if lo > 4 else 4
    else:
        delta = 4 if kind in "#xo" or lo + 4 + count - 1 <= _MAX[kind] else -4
    if lo + delta < 0:
        return None
    if kind in "vsa" and count == 1:
        # a single register is moved by an odd amount (5 here, or with the others in _joint_steps): that encoding
        # also shows that a register of the other parity encodes linearly (what _odd_moves_linearly asks), so that
        # question costs no encoding of its own
        if step is None:
            odd = 5 if lo + 5 <= _MAX[kind] else -5
            step = _step(parts, kind, index, 1, odd, base, encoded, encode)
        if step is not None:
            key = ("odd", encoded.defn, encoded.size, kind, step)
            if key not in _FIELD_RULES:
                _field_rule(key, lambda: True)
    if step is None:
        step = _step(parts, kind, index, count, delta, base, encoded, encode)
        if step is None:
            return None
    limit = wide = 0
    literal = False
    if kind in "vsa" and count == 1 and not _field_rule(
            ("odd", encoded.defn, encoded.size, kind, step),
            lambda: _odd_moves_linearly(parts, kind, index, lo, step, base, encoded, encode)):
        limit = 1           # a register that must be even (gfx90a's ds_gws_* VGPR): the template takes even ones only
    if kind == "q":     # offset:-N in a signed field: its two's complement falls as N grows, to the field's minimum
        if step >= 0 or -step % 4:
            return None
        field = next((f for f in fmt.fields if f.lo == (-step // 4).bit_length() - 1), None)
        if field is None or (fmt.name, field.name) in _UNSIGNED_FIELDS:
            return None
        limit = (1 << (field.width - 1)) + 1
        if lo < limit and _field_rule(("limit", encoded.defn, encoded.size, kind, step, limit),
                                      lambda: _limit_holds(parts, kind, index, lo, step, limit, base, encoded, encode)):
            return kind, index, count, lo, step, limit, False
        return None
    if kind in "#xoin":
        if kind == "n" and lo > _NEGATIVE_MAX and step < 0:
            step, negative = -step, True     # a negative literal: the dword falls as the number grows
        else:
            negative = False
        if step < 0 or step % 4:
            return None
        shift = (step // 4).bit_length() - 1
        if kind in "xin" and shift == encoded.size * 8 - 32 and encoded.size > fmt.size:
            # the trailing literal dword (v_madak_f16's K and 16-bit sources hold 16 bits; a negative one is
            # written in 32 bits only)
            if kind == "n" and (not negative or encoded.defn.type in ("f16", "i16")):
                return None
            literal = True
            limit = 0x10000 if encoded.defn.type in ("f16", "i16") else 0
            if negative:
                step = -step
        elif kind == "i" and lo > _INLINE_MAX and (fmt.name, "simm16") not in _IMMEDIATE_FIELDS:
            return None                      # beyond the inline constants: a literal or an immediate only
        elif kind == "n" and lo > _NEGATIVE_MAX:
            return None
        else:               # a field: keep to the lower half of it (no sign bit, no wrap)
            field = next((f for f in fmt.fields if f.lo == shift), None)
            if field is None:
                return None
            source = field.name in _SOURCE_FIELDS
            if kind in "in" and not source and (fmt.name, field.name) not in _CONSTANT_FIELDS and \
                    (kind == "n" or (fmt.name, field.name) not in _IMMEDIATE_FIELDS):
                return None
            if kind == "n":
                if not source and (fmt.name, field.name) not in _INLINE_FIELDS:
                    return None
                limit = _NEGATIVE_MAX + 1   # an inline constant: code 192 + N for -N in -1..-16
                literal = _INLINE_SLOT if source else False
            elif kind in "ix" and (source or (fmt.name, field.name) in _INLINE_FIELDS):
                if lo > _INLINE_MAX:
                    return None
                limit = _INLINE_MAX + 1     # an inline constant: code 128 + N for N in 0..64
                literal = _INLINE_SLOT if source else False
            else:
                width = 16 if field.name == "offset0" and kind == "#" else field.width   # DS offset:N
                limit = 1 << (width if (fmt.name, field.name) in _UNSIGNED_FIELDS else width - 1)
                if (fmt.name, field.name) in _IMMEDIATE_FIELDS:
                    # an immediate the instruction may take over the field's whole width (s_movk_i32 s0, 0xff8d)
                    wide = 1 << width
        if limit and not literal:
            for limit in (limit, wide) if wide else (limit,):
                if lo < limit and _field_rule(("limit", encoded.defn, encoded.size, kind, step, limit),
                                              lambda: _limit_holds(parts, kind, index, lo, step, limit, base,
                                                                   encoded, encode)):
                    break
            else:
                return None
    return kind, index, count, lo, step, limit, literal


def _hwreg_argument(parts, index: int) -> str | None:
    """`hwreg,N` when number `index` of split `parts` is argument N of a `hwreg(...)` (its name for field facts)."""
    before = "".join(parts[:2 * index + 1])
    call = before.rfind("hwreg(")
    if call < 0 or ")" in before[call:] or (call and before[call - 1] not in " ,\t"):
        return None
    return f"hwreg,{before.count(',', call)}"


def _named_slot(parts, index: int, lo: int, base: int, encoded: Encoded, encode):
    """The slot of a modifier's value (`row_shr:3`, `vmcnt(19)`): the run of values around `lo`, within its aligned
    block of 16, that move one field linearly (each one asked of the full encoder, once per instruction form, name
    and block: a field fact), else None.  A value of another block is another template's (the key suffix)."""
    before = parts[2 * index]
    name = _hwreg_argument(parts, index) or before[len(before.rstrip(_NAME_CHARS)):]
    first = lo - lo % _BLOCK
    key = ("named", encoded.defn, encoded.size, name, first)
    if key not in _FIELD_RULES:
        if len(_FIELD_RULES) >= 1 << 16:
            _FIELD_RULES.clear()
        _FIELD_RULES[key] = _linear_run(parts, index, lo, first, base, encoded, encode)
    run = _FIELD_RULES[key]
    if run is None or not run[0] <= lo < run[1]:
        return None
    return "m", index, 1, lo, run[2], run[:2], False


def literal_f32(x: float) -> int | None:
    """The literal dword of float `x` in a 32-bit operand, None where it is no literal (inline, or no f32)."""
    bits = float_bits(x, 32)
    if bits is None or bits in INLINE_F32 or bits <= 64 or bits >= 0xFFFFFFF0:
        return None
    return bits


def literal_f16(x: float) -> int | None:
    """The same in a 16-bit float operand (the half's bits in the literal dword)."""
    bits = float_bits(x, 16)
    if bits is None or bits in INLINE_F16 or bits <= 64 or bits >= 0xFFF0:
        return None
    return bits


def literal_f64(x: float) -> int | None:
    """The same in a 64-bit float operand: the high dword of the double."""
    bits = float_bits(x, 64)
    if bits is None or bits in INLINE_F64 or bits <= 64 or bits >= 0xFFFFFFFFFFFFFFF0:
        return None
    return bits >> 32


# other numbers a float operand is moved to when its template is built: each must encode as the conversion the
# template takes says (or that conversion must refuse it): the one the encoder makes for the operand (f32, f16, the
# high dword of an f64; a 16-bit integer operand's f32 bits of a value that must fit a half match none of them)
_FLOAT_PROBES = (3.7, 123.456, 70000.5, 1e-30, 0.1, 1e39)
_CONVERSIONS = (literal_f32, literal_f16, literal_f64)
CONVERSIONS = {f.__name__: f for f in _CONVERSIONS}     # (by name: masm/isa/kept_templates.py keeps them so)


def _float_slot(parts, kind: str, index: int, base: int, encoded: Encoded, encode, fmt):
    """The slot of a float operand written as a decimal fraction (`898.138`, `-8.0659`): the literal dword, made by
    the conversion the full encoder applies to this operand (found once per instruction form: a field fact), else
    None (an inline float, a form without a literal, an operand whose conversion is none of these)."""
    shift = encoded.size * 8 - 32
    if encoded.size <= fmt.size:
        return None
    sign = -1.0 if kind == "E" else 1.0
    lo = float(parts[2 * index + 1])
    have = base >> shift
    key = ("float", encoded.defn, encoded.size, kind)
    if key not in _FIELD_RULES:
        if len(_FIELD_RULES) >= 1 << 16:
            _FIELD_RULES.clear()
        _FIELD_RULES[key] = _float_conversion(parts, index, sign, base, shift, encoded, encode)
    convert = _FIELD_RULES[key]
    if convert is None or convert(sign * lo) != have:
        return None
    return kind, index, 1, have, 0, convert, True


def _float_conversion(parts, index: int, sign: float, base: int, shift: int, encoded: Encoded, encode):
    """The conversion (of _CONVERSIONS) the full encoder applies to the float operand at `index`, tried on
    _FLOAT_PROBES, or None."""
    rest = base & ((1 << shift) - 1)
    words = {}
    for probe in _FLOAT_PROBES:
        new = list(parts)
        new[2 * index + 1] = repr(probe)
        try:
            other = encode("".join(new))
        except Exception:  # noqa: BLE001 - refused
            words[probe] = None
            continue
        ok = other.size == encoded.size and other.defn is encoded.defn and other.fixups == encoded.fixups
        word = int.from_bytes(other.data, "little")
        words[probe] = word >> shift if ok and word & ((1 << shift) - 1) == rest else False
    for convert in _CONVERSIONS:
        expected = [(convert(sign * p), words[p]) for p in _FLOAT_PROBES]
        # (where the conversion refuses a value, the template leaves it to the full encoder: no constraint)
        if all(want is None or got == want for want, got in expected) and \
                sum(want is not None for want, _ in expected) >= 3:
            return convert
    return None


def _linear_run(parts, index: int, lo: int, first: int, base: int, encoded: Encoded, encode):
    """(low, high, step per 4 units): the values of [first, first + 16) next to `lo` that encode `lo`'s form with
    one field moved linearly, one unit = a power of two; None when a neighbour of `lo` does not."""
    words = {}
    for value in range(first, first + _BLOCK):
        if value == lo:
            continue
        try:
            other = encode(_moved(parts, "m", index, 1, value - lo))
        except Exception:  # noqa: BLE001 - refused: the run ends there
            continue
        if other.size == encoded.size and other.defn is encoded.defn and other.fixups == encoded.fixups:
            words[value] = int.from_bytes(other.data, "little")
    near = lo + 1 if lo + 1 in words else lo - 1
    if near not in words:
        return None
    unit = (words[near] - base) * (near - lo)
    if unit <= 0 or unit & (unit - 1):
        return None
    low = high = lo
    while low - 1 in words and words[low - 1] == base + (low - 1 - lo) * unit:
        low -= 1
    while high + 1 in words and words[high + 1] == base + (high + 1 - lo) * unit:
        high += 1
    return low, high + 1, 4 * unit


def _step(parts, kind, index, count, delta, base, encoded, encode) -> int | None:
    """The change of the instruction word for 4 units of the number, found by moving it `delta` units and encoding
    that text; None when that is refused, encodes as another form or size, or does not move one field linearly."""
    try:
        other = encode(_moved(parts, kind, index, count, delta))
    except Exception:  # noqa: BLE001 - any failure just means: not a plain field
        return None
    if other.size != encoded.size or other.defn is not encoded.defn or other.fixups != encoded.fixups:
        return None
    diff = int.from_bytes(other.data, "little") - base
    if delta in (5, -5):            # the change for one unit must be a power of two (then 4 units: 4 times it)
        if diff % 5:
            return None
        diff = diff // 5
    if diff == 0 or abs(diff) & (abs(diff) - 1):
        return None          # not a single field moving linearly
    if delta in (5, -5):
        diff *= 4
    return diff if delta > 0 else -diff


# What the full encoder said about a field of an instruction form (an odd register encodes linearly there; a limit
# holds there): a fact of the form and the field, found once by encoding and kept for every later shape of the form.
_FIELD_RULES: dict[tuple, bool] = {}


def clear_caches() -> None:
    """Forget the field facts, the shared template code and the split pieces."""
    _FIELD_RULES.clear()
    _FIRST_PIECES.clear()
    _PIECES.clear()
    _FACTORIES.clear()
    _RECIPES.clear()


def _field_rule(key: tuple, find: Callable[[], bool]) -> bool:
    known = _FIELD_RULES.get(key)
    if known is None:
        if len(_FIELD_RULES) >= 1 << 16:
            _FIELD_RULES.clear()
        known = _FIELD_RULES[key] = find()
    return known


def _odd_moves_linearly(parts, kind, index, lo, step, base, encoded, encode) -> bool:
    """The register one number away encodes one step of the field away (registers are moved by 4 to find the
    field, which would not notice a rule that refuses odd numbers)."""
    value = lo + 1 if lo + 1 <= _MAX[kind] else lo - 1
    try:
        other = encode(_moved(parts, kind, index, 1, value - lo))
    except Exception:  # noqa: BLE001 - refused
        return False
    return other.size == encoded.size and other.defn is encoded.defn and other.fixups == encoded.fixups and \
        int.from_bytes(other.data, "little") == base + (value - lo) * step // 4


def _limit_holds(parts, kind, index, lo, step, limit, base, encoded, encode) -> bool:
    """The full encoder agrees with the limit a template would apply: the largest value it lets through encodes
    linearly, and the first one it refuses does not (else the field was taken for something it is not, as SDWA's
    vsrc1 once was: a 7-bit limit there passed 0x41, which the encoder refuses, as the inline constant -1)."""
    def linear(value: int) -> bool | None:
        try:
            other = encode(_moved(parts, kind, index, 1, value - lo))
        except Exception:  # noqa: BLE001 - refused
            return None
        return other.size == encoded.size and other.defn is encoded.defn and other.fixups == encoded.fixups and \
            int.from_bytes(other.data, "little") == base + (value - lo) * step // 4
    return linear(limit - 1) is True and linear(limit) is not True


# The apply functions' code, by its text: the numbers of a template are arguments of the code (`c0`, `c1` …), so
# all shapes with the same kinds of slots share one compiled function (a few dozen per instruction set, not one per
# shape).  The text is the key; the value makes an apply function from the template's numbers.
_FACTORIES: dict[str, Callable] = {}
_SCOPE = {"V": _REGISTERS["v"], "S": _REGISTERS["s"], "A": _REGISTERS["a"], "new": tuple.__new__,
          "INLINE": _INLINE_PATTERNS, "HALF": _INLINE_HALVES, "rel": _relation, "RegUse": RegUse, "Encoded": Encoded}


# The compiled code of the apply functions' texts, kept on disk between processes (masm/datacache.py: one entry per
# text, by this Python version): compiling one costs 1-3 ms, a cold 5,000-line kernel needs about 20 of them.  A pure
# function of the text (the entry holds the text too, and is used only when it is the same).
_CODE_ENTRY = "template"


def _code(source: str) -> CodeType:
    """compile(source), from the disk cache when an earlier process compiled the same text."""
    from ..datacache import load, store
    kept = load(_CODE_ENTRY, source)
    if type(kept) is tuple and len(kept) == 2 and kept[0] == source and type(kept[1]) is CodeType:
        return kept[1]
    code = compile(source, "<masm template>", "exec")
    store(_CODE_ENTRY, source, (source, code))
    return code


def _compile(nparts: int, base: int, encoded: Encoded, slots, equal_sgprs, aligned: bool, overlaps=()):
    """The template's apply function: straight-line checks and one sum, from code shared by every template with the
    same kinds of slots (written and compiled on the first such template, `_written_code`; a later one only finds
    its numbers where that one's recipe says).  Its `arguments` are (the key of that code, the numbers): what
    `from_arguments` makes it again from."""
    key = (nparts, aligned, tuple((kind, index, count, bool(limit), literal, step % 4 == 0)
                                  for kind, index, count, lo, step, limit, literal in slots),
           tuple(equal_sgprs) if len(equal_sgprs) > 1 else (), tuple((j, k) for j, k, _ in overlaps))
    known = _RECIPES.get(key)
    if known is None:
        if len(_RECIPES) >= 4096:
            _RECIPES.clear()
        known = _RECIPES[key] = _written_code(nparts, slots, equal_sgprs, aligned, overlaps)
    make, source, recipe = known
    values = [_number(where, slots, overlaps, base) for where in recipe]
    apply = make(*values, {}, encoded.regs, encoded.size, encoded.fixups, encoded.defn)
    apply.source = source       # for tests and debugging
    apply.arguments = (key, values)
    return apply


def from_arguments(key: tuple, values: list, encoded: Encoded):
    """The template whose `arguments` were (key, values), for a line encoded as `encoded`, when the code of that key
    was made in this process (else None: `from_recipe` makes it).  (A template kept between processes is revived
    so, without working its numbers out of its slots again: masm/isa/kept_templates.py.)"""
    known = _RECIPES.get(key)
    if known is None:
        return None
    make, source, _ = known
    apply = make(*values, {}, encoded.regs, encoded.size, encoded.fixups, encoded.defn)
    apply.source = source
    apply.arguments = (key, values)
    return apply


def _number(where: tuple, slots, overlaps, base: int) -> int:
    """A number of a template, where a recipe says it is (see _written_code)."""
    n, what = where
    if n is None:       # the word, less each linear term's value at the template's own number (`what`: their slots)
        return base - sum(slots[k][3] * (slots[k][4] // 4) for k in what)
    if type(what) is int:
        return slots[n][what]
    if what == "step/4":
        return slots[n][4] // 4
    if what == "count-1":
        return slots[n][2] - 1
    if what in ("low", "high"):        # a modifier's run of values
        return slots[n][5][what == "high"]
    if what == "block":
        return slots[n][3] // _BLOCK
    if what == "mask":
        return 1 if slots[n][2] == 2 else 3
    return overlaps[n][2]       # "relation"


# the apply functions' code by what it depends on (the kinds of the slots and where they stand): (make, its text, the
# recipe of its numbers: per argument of make, (None, slots) for the word less those slots' linear terms at the
# template's numbers, else (slot, field of it) or (slot, "step/4", "count-1" or "mask"), or (overlap, "relation"))
_RECIPES: dict[tuple, tuple] = {}


def _written_code(nparts: int, slots, equal_sgprs, aligned: bool, overlaps) -> tuple:
    """(make, its text, its numbers' recipe) for templates like one of these slots (see _compile)."""
    recipe: list = []

    def c(where) -> str:
        """The name the code uses for a number of a template: the one `where` says."""
        recipe.append(where)
        return f"c{len(recipe) - 1}"

    code = [f"    if len(p) != {nparts // 2}: return None"]      # (the numbers of a statement of nparts parts)
    terms = []
    folded = []     # the slots whose term is `number * step`: the word is less their value at the template's number
    tops: dict[str, list[str]] = {"v": [], "s": [], "a": []}
    sgprs = []
    fixed = [(f"p[{index}]", n) for n, (kind, index, *_) in enumerate(slots) if kind == "f"]
    named = [n for n, (kind, *_) in enumerate(slots) if kind == "m"]
    for n in named:
        code.append(f"    n{n} = int(p[{slots[n][1]}], 0)")
    if fixed or named:
        # another value there, or a modifier's value in another block of 16: the caller looks for the template of
        # the shape with these values (blocks)
        tests = [f"{ref} != {c((n, 3))}" for ref, n in fixed] + [f"n{n} >> 4 != {c((n, 'block'))}" for n in named]
        key = [f"{chr(0)!r} + {ref}" for ref, _ in fixed] + [f"{chr(1)!r} + str(n{n} >> 4)" for n in named]
        code.append(f"    if {' or '.join(tests)}: return {' + '.join(key)}")
    for n, (kind, index, count, lo, step, limit, literal) in enumerate(slots):
        if kind == "f":
            continue
        var = f"n{n}"
        if kind in "FE":    # a float operand: the literal dword its conversion makes (None: not a literal)
            code.append(f"    if '.' not in p[{index}]: return {chr(2)!r}")   # (an integer: not a float)
            code.append(f"    {var} = {c((n, 5))}({'-' if kind == 'E' else ''}float(p[{index}]))")
            code.append(f"    if {var} is None: return None")
            terms.append(f"(({var} - {c((n, 3))}) << (SIZE * 8 - 32))")
            continue
        if kind == "m":     # (read above) within the run of its block that encodes linearly
            code.append(f"    if not {c((n, 'low'))} <= {var} < {c((n, 'high'))}: return None")
            terms.append(f"{var} * {c((n, 'step/4'))}")
            folded.append(n)
            continue
        if kind in "vsa":   # a register number: read and range-checked by one lookup (canonical spellings only;
            table = kind.upper()    # another one is a KeyError: None)
            code.append(f"    {var} = {table}[p[{index}]]")
            top = var
            if count > 1:   # the upper number: a register too, the tuple's size apart
                top = f"({var} + {c((n, 'count-1'))})"
                code.append(f"    if {table}[p[{index + 1}]] != {top}: return None")
                if kind == "s":
                    code.append(f"    if {var} & {c((n, 'mask'))}: return None")
                elif aligned:
                    code.append(f"    if {var} & 1: return None")
            elif limit:     # a single register the encoder takes only even
                code.append(f"    if {var} & 1: return None")
            tops[kind].append(top)
            if kind == "s":
                sgprs.append(var)
        else:
            # a decimal or hex operand is read by value (`16` and `0x10` are the same inline constant), an offset
            # as decimal; a spelling int() rejects (`010`) leaves it to the encoder, a float operand in its place
            # has the shape's float template (the key suffix \3; an integer in a float's place: \2)
            if kind in "ixn":
                code.append(f"    if '.' in p[{index}]: return {chr(3)!r}")
            code.append(f"    {var} = int(p[{index}]{', 0' if kind in 'ix' else ''})")
            # (where an inline constant and a literal may both stand, a value of the other kind keys the shape's
            # template of that kind: the suffix \4 and the slot's number)
            other = f"return {chr(4)!r} + {str(n)!r}"
            # a literal dword: never a value the encoder would turn inline, within the operation's size, nor one
            # whose low half is a 16-bit inline value (a packed operand's low half decides: llvm-mc encodes
            # v_dot2c_f32_f16 v1, 0xffff0001, v2 with the inline 1)
            if literal and kind == "n":     # a negative literal: its two's complement dword
                code.append(f"    if {var} <= {_NEGATIVE_MAX}: {other}")
                code.append(f"    if {var} > {_NEGATIVE_TOP}: return None")
                code.append(f"    u{n} = 0x100000000 - {var}")
                code.append(f"    if u{n} in INLINE or u{n} & 0xFFFF in HALF: return None")
            elif literal:
                code.append(f"    if {var} <= {_INLINE_MAX}: {other}")
                code.append(f"    if not ({_INLINE_MAX} < {var} < 0xFFF0 or 0xFFFF < {var} < 0xFFFFFFF0) or {var} in "
                            f"INLINE or {var} & 0xFFFF in HALF: return None")
                if limit:
                    code.append(f"    if {var} >= {c((n, 5))}: return None")
            elif kind in "nq":
                code.append(f"    if not 0 < {var} < {c((n, 5))}: {other if literal is None else 'return None'}")
            else:
                code.append(f"    if {var} >= {c((n, 5))}: {other if literal is None else 'return None'}")
        if step % 4 == 0:
            terms.append(f"{var} * {c((n, 'step/4'))}")
            folded.append(n)
        else:
            code.append(f"    d{n} = ({var} - {c((n, 3))}) * {c((n, 4))}")
            code.append(f"    if d{n} & 3: return None")
            terms.append(f"(d{n} >> 2)")
    if len(equal_sgprs) > 1:      # the same SGPR twice counts once on the constant bus: keep the template's pattern
        for j in range(1, len(sgprs)):
            for k in range(j):
                same = equal_sgprs[j] == equal_sgprs[k]
                code.append(f"    if ({sgprs[j]} == {sgprs[k]}) is not {same}: return None")
    for m, (j, k, _) in enumerate(overlaps):
        code.append(f"    if rel(n{j}, {c((j, 2))}, n{k}, {c((k, 2))}) != {c((m, 'relation'))}: return None")
    maxima = []
    for kind in "vsa":      # each file's highest number (compared in turn: cheaper than max())
        t = tops[kind]
        if len(t) > 1:
            code.append(f"    m{kind} = {t[0]}")
            for top in t[1:]:
                if top[0] == "(":
                    code.append(f"    t = {top}")
                    top = "t"
                code.append(f"    if {top} > m{kind}: m{kind} = {top}")
        maxima.append("-1" if not t else t[0] if len(t) == 1 else f"m{kind}")
    varying = [m for m in maxima if m != "-1"]
    if len(varying) == 1:   # one register file's highest number: the register use by that number alone
        code.append(f"    key = {varying[0]}")
        maxima = ["key" if m != "-1" else m for m in maxima]
    else:
        code.append(f"    key = ({', '.join(maxima)})")
        maxima = ["*key"]
    code.append("    regs = reguse.get(key)")
    code.append("    if regs is None:")
    code.append(f"        regs = reguse[key] = RegUse({', '.join(maxima)}, OLD.vcc, OLD.flat_scratch, OLD.xnack_mask)")
    code.append(f"    return new(Encoded, (({' + '.join([c((None, tuple(folded))), *terms])}).to_bytes(SIZE, 'little'), "
                f"SIZE, FIXUPS, regs, DEFN))")
    body = ["  def apply(p):", "    try:"] + ["  " + line for line in code] + \
        ["    except (ValueError, KeyError):", "      return None", "  return apply"]
    source = "\n".join([f"def make({''.join(f'c{i}, ' for i in range(len(recipe)))}"
                        f"reguse, OLD, SIZE, FIXUPS, DEFN):"] + body)
    make = _FACTORIES.get(source)
    if make is None:
        if len(_FACTORIES) >= 4096:
            _FACTORIES.clear()
        scope = dict(_SCOPE)
        exec(_code(source), scope)    # noqa: S102 - our own generated code
        make = _FACTORIES[source] = scope["make"]
    return make, source, recipe


# A branch to a label (`s_cbranch_scc1 .LBB0_3`) or an operand naming a symbol with a relocation specifier (clang's
# `s_add_u32 s4, s4, foo@rel32@lo+4`): lines that differ only in that name have one encoding, whose fixup names the
# other.  The shape is the line with the name cut out; its first line's encoding serves the others once a second
# line's full encoding has shown it (`named_shape`, `renamed`; masm/isa/encoder.py keeps them with the templates).
_BRANCH = regex(r"(s_branch|s_cbranch_[a-z0-9_]+) ([A-Za-z_.$][\w.$]*)", re.ASCII)
_RELOCATED = regex(r"(?<![\w.$@])([A-Za-z_.$][\w.$]*)(?=@(?:rel32|gotpcrel32|abs32|gotpcrel|rel64)"
                        r"(?:@(?:lo|hi))?(?:[+-](?:0x[0-9a-fA-F]+|\d+))?(?:$|,))", re.ASCII)
_NAMED_KEY = "\x06"


def named_shape(text: str) -> tuple[str, str] | None:
    """(the shape key of `text` with its one symbol name cut out, that name), or None when it names none or more."""
    m = _BRANCH.fullmatch(text)
    if m is not None:
        return m.group(1) + " " + _NAMED_KEY, m.group(2)
    if "@" not in text:
        return None
    found = _RELOCATED.findall(text)
    if len(found) != 1:
        return None
    m = _RELOCATED.search(text)
    return text[:m.start()] + _NAMED_KEY + text[m.end():], m.group(1)


def renamed(encoded: Encoded, old: str, new: str) -> Encoded | None:
    """`encoded` (of a line naming `old`) with `new` in its fixups' expressions where `old` stood as a whole name,
    or None when no fixup names `old` so."""
    fixups = []
    named = False
    for fx in encoded.fixups:
        if fx.expr == old:      # (a branch's target: the name is the whole expression)
            expr, n = new, 1
        else:
            expr, n = _whole_name(old).subn(lambda _: new, fx.expr)
        named = named or n > 0
        fixups.append(type(fx)(fx.kind, fx.offset, expr))
    return encoded._replace(fixups=tuple(fixups)) if named else None


_WHOLE_NAMES: dict[str, re.Pattern] = {}      # a name -> the pattern of it as a whole name


def _whole_name(name: str) -> re.Pattern:
    """The pattern of `name` where it stands as a whole name (compiled once per name: a shape's first line's name is
    asked for each later line of the shape)."""
    pattern = _WHOLE_NAMES.get(name)
    if pattern is None:
        if len(_WHOLE_NAMES) >= 4096:
            _WHOLE_NAMES.clear()
        pattern = _WHOLE_NAMES[name] = re.compile(rf"(?<![\w.$@]){re.escape(name)}(?![\w.$])")
    return pattern
