"""Fast re-encoding of instructions that differ from an already encoded one only in register numbers.

Kernels repeat the same instruction shapes with different registers (`v_fma_f32 v12, v3, v7, v12`, ...).  The first
time a shape is seen it is encoded in full; then each numbered register is moved by 4 and re-encoded, which shows
the bits that register drives (a field, possibly scaled as in `s[8:11]` -> 2).  Later lines of the same shape are
encoded by adding each register's offset into those bits.  Anything a register number could change beyond its own
field — range, alignment, tuple size, the constant-bus count (which depends on SGPRs being equal) — is checked, and
any doubt falls back to the full encoder, which also produces the diagnostics.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from .formats import Format
from .model import Encoded, RegUse
from .operands import INLINE_F16, INLINE_F32

_TOKEN = re.compile(r"(?<![\w.$@])([vsa])(?:(\d+)|\[\s*(\d+)\s*:\s*(\d+)\s*\])(?![\w.$@])"
                    r"|(?<=offset:)(\d+)(?![\w.$@])|(?<![\w.$@:-])0x([0-9a-fA-F]{3,8})(?![\w.$@])"
                    r"|(?<=offset[01]:)(\d+)(?![\w.$@])|(?<=\s)(\d+)(?![^\s,])")
_MAX = {"v": 255, "a": 255, "s": 101}
# number slots: '#' = an offset:N modifier, 'o' = offset0:N / offset1:N, 'x' = a hex literal operand (kept out of
# the inline-constant range), 'i' = a decimal operand (kept to the inline constants 0..64 of a source field)
_INLINE_PATTERNS = frozenset(INLINE_F32) | frozenset(INLINE_F16)


@dataclass(frozen=True, slots=True)
class _Slot:
    file: str
    count: int
    lo: int              # register number in the template
    step: int            # change of the instruction's little-endian integer per `div` registers
    div: int
    limit: int = 0       # offsets: exclusive upper bound; the literal dword: 0x10000 for 16-bit operations
    literal: bool = False    # the trailing literal dword


@dataclass(frozen=True, slots=True)
class Template:
    base: int            # the template's instruction as a little-endian integer
    size: int
    slots: tuple[_Slot, ...]
    equal_sgprs: tuple[int, ...]     # which SGPR slot each SGPR slot equals first (constant-bus pattern)
    encoded: Encoded
    aligned_vgprs: bool  # gfx90a: VGPR/AGPR tuples must start on an even register
    plain: tuple = ()    # the slots as (file, count, lo, step, limit, literal) tuples, for apply's loop
    reguse: dict = None  # (vgpr_max, sgpr_max, agpr_max) -> RegUse, shared by the template's results


# the numbers _TOKEN reads, matched alone so that one plain-string re.sub (C speed) turns them into '#'
_NUMBERS = re.compile(r"(?<=(?<![\w.$@])[vsa])\d+(?![\w.$@])"
                      r"|(?<=(?<![\w.$@])[vsa]\[)\s*\d+\s*:\s*\d+\s*(?=\](?![\w.$@]))"
                      r"|(?<=offset:)\d+(?![\w.$@])|(?<=(?<![\w.$@:-])0x)[0-9a-fA-F]{3,8}(?![\w.$@])"
                      r"|(?<=offset[01]:)\d+(?![\w.$@])|(?<=\s)\d+(?![^\s,])")


def shape_of(text: str):
    """(shape key, [(file, number, count)]) of a statement: its text with register numbers, offsets and hex
    literals replaced by '#', and those numbers in order ('#' = offset, 'x' = hex literal)."""
    shape = _NUMBERS.sub("#", text)
    regs = []
    for file, single, lo, hi, off, hexa, off01, dec in _TOKEN.findall(text):
        if file:
            if single:
                regs.append((file, int(single), 1))
            else:
                first = int(lo)
                regs.append((file, first, int(hi) - first + 1))
        elif off:
            regs.append(("#", int(off), 1))
        elif off01:
            regs.append(("o", int(off01), 1))
        elif dec:
            regs.append(("i", int(dec), 1))
        else:
            regs.append(("x", int(hexa, 16), 1))
    return shape, regs


_PIECES: dict[str, tuple[str, tuple]] = {}
_PIECES_LIMIT = 1 << 16


def fast_shape(text: str):
    """shape_of(text), computed piece by piece between commas and cached per piece.  No number _TOKEN reads spans a
    comma or looks past one (a comma is neither a word character nor ':' / '-'), so the pieces' results joined with
    commas are exactly shape_of's; the pieces (' v12', ' s[4:7]', ' 0x3f800000') repeat across lines."""
    shapes = []
    regs: list = []
    pieces = _PIECES
    head, space, rest = text.partition(" ")     # the mnemonic (the space stays with the operands: 'i' looks at it)
    for piece in (head, *(space + rest).split(",")) if space else (head,):
        hit = pieces.get(piece)
        if hit is None:
            shape, found = shape_of(piece)
            hit = (shape, tuple(found))
            if len(pieces) >= _PIECES_LIMIT:
                pieces.clear()
            pieces[piece] = hit
        shapes.append(hit[0])
        regs += hit[1]
    return shapes[0] + ",".join(shapes[1:]), regs


def clear_caches() -> None:
    _PIECES.clear()


# a decimal operand is a slot only where it is a source's inline constant (not hwreg(...), quad_perm:[...], simm16)
_SOURCE_FIELDS = frozenset({"src0", "src1", "src2", "ssrc0", "ssrc1"})
_CONSTANT_FIELDS = frozenset({("MUBUF", "soffset"), ("MTBUF", "soffset"), ("SMEM", "offset")})   # linear too
_INLINE_MAX = 64

# offset fields that hold an unsigned value over their whole width (others keep to the lower half: no sign bit)
_UNSIGNED_FIELDS = frozenset({("DS", "offset0"), ("DS", "offset1"), ("MUBUF", "offset"), ("MTBUF", "offset")})


def _pattern(regs) -> tuple[int, ...]:
    firsts: dict[int, int] = {}
    out = []
    for i, (file, lo, count) in enumerate(regs):
        if file == "s":
            out.append(firsts.setdefault(lo, i))
    return tuple(out)


def _spell(file: str, lo: int, count: int, ranged: bool) -> str:
    if file in "#oi":
        return str(lo)
    if file == "x":
        return f"0x{lo:x}"
    return f"{file}[{lo}:{lo + count - 1}]" if ranged else f"{file}{lo}"


def _in_range(file: str, value: int, count: int, limit: int, literal: bool) -> bool:
    if literal:       # a literal dword: never a value the encoder would turn inline, within the operation's size
        return ((64 < value < 0xFFF0 or 0xFFFF < value < 0xFFFFFFF0) and value not in _INLINE_PATTERNS
                and (not limit or value < limit))
    if file in "#xoi":
        return 0 <= value < limit
    return value + count - 1 <= _MAX[file]


def build(text: str, encoded: Encoded, encode: Callable[[str], Encoded], aligned_vgprs: bool,
          fmt: Format) -> Template | None:
    """Derive the template of `text` (already encoded as `encoded`), or None if some register is not a plain
    linear field."""
    _, regs = shape_of(text)
    if not regs:
        return None
    base = int.from_bytes(encoded.data, "little")
    slots = []
    matches = list(_TOKEN.finditer(text))
    for (file, lo, count), m in zip(regs, matches):
        ranged = m.group(3) is not None
        if file == "i":
            if lo > _INLINE_MAX:
                return None
            delta = 4 if lo + 4 <= _INLINE_MAX else -4
        else:
            delta = 4 if file in "#xo" or lo + 4 + count - 1 <= _MAX[file] else -4
        if lo + delta < 0:
            return None
        moved = text[:m.start()] + _spell(file, lo + delta, count, ranged) + text[m.end():]
        try:
            other = encode(moved)
        except Exception:  # noqa: BLE001 - any failure just means: no template for this shape
            return None
        if other.size != encoded.size or other.defn is not encoded.defn or other.fixups != encoded.fixups:
            return None
        diff = int.from_bytes(other.data, "little") - base
        if diff == 0 or abs(diff) & (abs(diff) - 1):
            return None          # not a single field moving linearly
        step = diff if delta > 0 else -diff
        limit = 0
        literal = False
        if file in "#xoi":
            if step < 0 or step % 4:
                return None
            shift = (step // 4).bit_length() - 1
            if file == "x" and shift == encoded.size * 8 - 32 and encoded.size > fmt.size:
                literal = True  # the trailing literal dword (v_madak_f16's K and 16-bit sources hold 16 bits)
                limit = 0x10000 if encoded.defn.type in ("f16", "i16") else 0
            else:               # a field: keep to the lower half of it (no sign bit, no wrap)
                field = next((f for f in fmt.fields if f.lo == shift), None)
                if field is None or file == "i" and (fmt.name, field.name) not in _CONSTANT_FIELDS and \
                        field.name not in _SOURCE_FIELDS:
                    return None
                if file == "i":         # an inline constant: code 128 + N for N in 0..64
                    slots.append(_Slot(file, count, lo, step, 4, _INLINE_MAX + 1, False))
                    continue
                width = 16 if field.name == "offset0" and file == "#" else field.width   # DS offset:N
                limit = 1 << (width if (fmt.name, field.name) in _UNSIGNED_FIELDS else width - 1)
        slots.append(_Slot(file, count, lo, step, 4, limit, literal))
    plain = tuple((sl.file, sl.count, sl.lo, sl.step, sl.limit, sl.literal) for sl in slots)
    return Template(base, encoded.size, tuple(slots), _pattern(regs), encoded, aligned_vgprs, plain, {})


def apply(template: Template, regs) -> Encoded | None:
    """The encoding for registers `regs` (same shape), or None when the full encoder must decide."""
    plain = template.plain
    if len(regs) != len(plain):
        return None
    value = template.base
    vmax = smax = amax = -1
    aligned = template.aligned_vgprs
    sgpr_pattern = len(template.equal_sgprs) > 1     # one SGPR slot can't break the constant-bus pattern
    firsts: dict[int, int] = {}
    pattern = []
    i = 0
    for (sfile, scount, slo, step, limit, literal), (file, lo, count) in zip(plain, regs):
        if file != sfile or count != scount:
            return None
        moved = (lo - slo) * step
        if moved & 3:
            return None
        value += moved >> 2
        top = lo + count - 1
        if file == "v":
            if top > 255 or aligned and count > 1 and lo & 1:
                return None
            if top > vmax:
                vmax = top
        elif file == "s":
            if top > 101 or count == 2 and lo & 1 or count > 2 and lo & 3:
                return None
            if top > smax:
                smax = top
            if sgpr_pattern:
                pattern.append(firsts.setdefault(lo, i))
        elif file == "a":
            if top > 255 or aligned and count > 1 and lo & 1:
                return None
            if top > amax:
                amax = top
        elif not _in_range(file, lo, count, limit, literal):
            return None
        i += 1
    if sgpr_pattern and tuple(pattern) != template.equal_sgprs:
        return None
    old = template.encoded
    key = (vmax, smax, amax)
    regs_used = template.reguse.get(key)
    if regs_used is None:
        regs_used = template.reguse[key] = RegUse(vmax, smax, amax, old.regs.vcc, old.regs.flat_scratch,
                                                  old.regs.xnack_mask)
    return Encoded(value.to_bytes(template.size, "little"), template.size, old.fixups, regs_used, old.defn)
