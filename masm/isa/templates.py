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
                    r"|(?<=offset:)(\d+)(?![\w.$@])|(?<![\w.$@:-])0x([0-9a-fA-F]{3,8})(?![\w.$@])")
_MAX = {"v": 255, "a": 255, "s": 101}
# number slots: '#' = an offset:N modifier, 'x' = a hex literal operand (kept out of the inline-constant range)
_INLINE_PATTERNS = frozenset(INLINE_F32) | frozenset(INLINE_F16)


@dataclass(frozen=True, slots=True)
class _Slot:
    file: str
    count: int
    lo: int              # register number in the template
    step: int            # change of the instruction's little-endian integer per `div` registers
    div: int
    limit: int = 0       # offsets: exclusive upper bound


@dataclass(frozen=True, slots=True)
class Template:
    base: int            # the template's instruction as a little-endian integer
    size: int
    slots: tuple[_Slot, ...]
    equal_sgprs: tuple[int, ...]     # which SGPR slot each SGPR slot equals first (constant-bus pattern)
    encoded: Encoded
    aligned_vgprs: bool  # gfx90a: VGPR/AGPR tuples must start on an even register


# the numbers _TOKEN reads, matched alone so that one plain-string re.sub (C speed) turns them into '#'
_NUMBERS = re.compile(r"(?<=(?<![\w.$@])[vsa])\d+(?![\w.$@])"
                      r"|(?<=(?<![\w.$@])[vsa]\[)\s*\d+\s*:\s*\d+\s*(?=\](?![\w.$@]))"
                      r"|(?<=offset:)\d+(?![\w.$@])|(?<=(?<![\w.$@:-])0x)[0-9a-fA-F]{3,8}(?![\w.$@])")


def shape_of(text: str):
    """(shape key, [(file, number, count)]) of a statement: its text with register numbers, offsets and hex
    literals replaced by '#', and those numbers in order ('#' = offset, 'x' = hex literal)."""
    shape = _NUMBERS.sub("#", text)
    regs = []
    for file, single, lo, hi, off, hexa in _TOKEN.findall(text):
        if file:
            if single:
                regs.append((file, int(single), 1))
            else:
                first = int(lo)
                regs.append((file, first, int(hi) - first + 1))
        elif off:
            regs.append(("#", int(off), 1))
        else:
            regs.append(("x", int(hexa, 16), 1))
    return shape, regs


def _pattern(regs) -> tuple[int, ...]:
    firsts: dict[int, int] = {}
    out = []
    for i, (file, lo, count) in enumerate(regs):
        if file == "s":
            out.append(firsts.setdefault(lo, i))
    return tuple(out)


def _spell(file: str, lo: int, count: int, ranged: bool) -> str:
    if file == "#":
        return str(lo)
    if file == "x":
        return f"0x{lo:x}"
    return f"{file}[{lo}:{lo + count - 1}]" if ranged else f"{file}{lo}"


def _in_range(file: str, value: int, count: int, limit: int) -> bool:
    if file == "x" and not limit:       # a literal dword: never a value the encoder would turn inline
        return (64 < value < 0xFFF0 or 0xFFFF < value < 0xFFFFFFF0) and value not in _INLINE_PATTERNS
    if file in "#x":
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
        delta = 4 if file in "#x" or lo + 4 + count - 1 <= _MAX[file] else -4
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
        if file in "#x":
            if step < 0 or step % 4:
                return None
            shift = (step // 4).bit_length() - 1
            if file == "x" and shift == encoded.size * 8 - 32 and encoded.size > fmt.size:
                pass            # the trailing literal dword
            else:               # a field: keep to the lower half of it (no sign bit, no wrap)
                field = next((f for f in fmt.fields if f.lo == shift), None)
                if field is None:
                    return None
                width = 16 if field.name == "offset0" else field.width
                limit = 1 << (width - 1)
        slots.append(_Slot(file, count, lo, step, 4, limit))
    return Template(base, encoded.size, tuple(slots), _pattern(regs), encoded, aligned_vgprs)


def apply(template: Template, regs) -> Encoded | None:
    """The encoding for registers `regs` (same shape), or None when the full encoder must decide."""
    slots = template.slots
    if len(regs) != len(slots) or _pattern(regs) != template.equal_sgprs:
        return None
    value = template.base
    vmax = smax = amax = -1
    aligned = template.aligned_vgprs
    for slot, (file, lo, count) in zip(slots, regs):
        if file != slot.file or count != slot.count:
            return None
        moved = (lo - slot.lo) * slot.step
        if moved % 4:
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
        elif file == "a":
            if top > 255 or aligned and count > 1 and lo & 1:
                return None
            if top > amax:
                amax = top
        elif not _in_range(file, lo, count, slot.limit):
            return None
    old = template.encoded
    regs_used = RegUse(vmax, smax, amax, old.regs.vcc, old.regs.flat_scratch, old.regs.xnack_mask)
    return Encoded(value.to_bytes(template.size, "little"), template.size, old.fixups, regs_used, old.defn)
