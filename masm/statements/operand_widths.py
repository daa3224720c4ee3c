"""HetPas's register operands of another width than the instruction's (issue 15).

In HetPas a register operand names where the registers start: `s_buffer_load_dwordx8 s32, …` loads s[32:39],
`s_memtime tmp[0]` writes the pair that starts at the temp, `s_movreld_b64 s0, s0` moves s[0:1].  And a name bound to
a wider range (a 64-bit alias) where one register is expected means its first register: `s_sub_u32 base, base, 4`
with `alias base=s[12:13]` subtracts from s12.  llvm-mc refuses both, so nothing written for it changes meaning.
A range whose end is below its start (`s_buffer_load_dwordx8 s[32:3], …` in realhet's GCN_CAL_mandel) names its
first register the same way: HetPas takes the base and the instruction's width; masm does too, with a warning
(`reversed_readings` lists them for it).

`adapt_widths` rewrites the operands of one instruction to what llvm-mc reads: a single register at a position where
every form of the instruction with that many operands takes N > 1 registers becomes the N registers that start at it;
an operand written as a bare name whose registers are more than every form takes there becomes its first register.
The widths come from the ISA table (`masm.isa.table.lookup`).
"""
from __future__ import annotations

import functools
import re

from ..regex_cache import regex
from .operands import split_with_offsets

_REGISTER_KINDS = frozenset({"v", "s", "a", "src", "ssrc"})
# formats whose one-register operands are one register whatever the modifiers say (ALU and scalar loads)
_FIXED_WIDTHS = ("SOP", "VOP", "SMEM")
# (at most 80 digits: int() refuses 4,300 and more, and no register is numbered so; the encoder reports such a line)
_SINGLE = regex(r"(-?)([vsa])(\d{1,80})$", re.ASCII)
_RANGE = regex(r"(-?)([vsa])\[(\d{1,80}):(\d{1,80})\]$", re.ASCII)
_BARE_NAME = regex(r"-?[A-Za-z_@.][\w.@]*$", re.ASCII)
_ANY_RANGE = regex(r"\b([vsa])\[(\d+):(\d+)\]", re.ASCII)
_ANY_BRACKETS = regex(r"\[(\d+):(\d+)\]", re.ASCII)      # every range's brackets, and others


def _reversed(text: str) -> list[str]:
    """The ranges written in `text` whose end is below their start (`s[32:3]`)."""
    if ":" not in text:
        return []
    return [m.group(0) for m in _ANY_RANGE.finditer(text) if _below(m.group(3), m.group(2))]


def has_reversed_range(text: str) -> bool:
    """Whether `text` writes a range that ends below its start (what `_reversed` finds, read with findall: a whole
    file's operands at once, each distinct range once)."""
    if ":" not in text or not any(_below(hi, lo) for lo, hi in set(_ANY_BRACKETS.findall(text))):
        return False    # (the brackets alone are found 3x faster; only a file with a reversed pair looks closer)
    return any(_below(hi, lo) for _, lo, hi in set(_ANY_RANGE.findall(text)))


def _below(a: str, b: str) -> bool:
    """Whether the decimal digits `a` name a smaller number than `b` (compared as text: a number of thousands of
    digits is no int for Python, and an error about it comes later, where the register is read)."""
    a, b = a.lstrip("0") or "0", b.lstrip("0") or "0"
    return (len(a), a) < (len(b), b)


def reversed_readings(operands: str, adapted: str) -> list[tuple[str, str]]:
    """Each range of `operands` that ends below its start (`s[32:3]`) with the range `adapt_widths` read it as."""
    if adapted == operands or not _reversed(operands):
        return []
    after = [piece.strip() for piece, _ in split_with_offsets(adapted)]
    readings = []
    for (written, _), read in zip(split_with_offsets(operands), after):
        now = _ANY_RANGE.search(read)
        readings += [(bad, now.group(0)) for bad in _reversed(written) if now is not None and now.group(0) != bad]
    return readings


@functools.lru_cache(maxsize=4096)
def register_widths(arch: str, mnemonic: str, count: int) -> tuple[int, ...] | None:
    """Per written operand, the number of registers every form of `mnemonic` with `count` operands takes there
    (0 where they disagree or the operand is no register); None when no form has `count` operands."""
    from ..isa.table import lookup
    forms, _ = lookup(arch, mnemonic)
    widths: list[set[int]] = [set() for _ in range(count)]
    seen = False
    for form in forms:
        if len(form.operands) != count:
            continue
        seen = True
        fixed = form.fmt.startswith(_FIXED_WIDTHS)
        for i, operand in enumerate(form.operands):
            if operand.kind == "fixed":
                continue        # (`vcc` of VOP2/VOPC: a register written there is for the VOP3 form's pair)
            width = operand.width if operand.kind in _REGISTER_KINDS else 0
            if width == 1 and not fixed or form.fmt == "MIMG":
                width = 0   # a memory address's width depends on modifiers (`off`, `idxen offen`), MIMG's on dmask
            widths[i].add(width)
    if not seen:
        return None
    return tuple(next(iter(w)) if len(w) == 1 else 0 for w in widths)


def may_adapt(arch: str, mnemonic: str) -> bool:
    """Could `adapt_widths` change an operand of `mnemonic` written with plain registers (some form takes a range)?"""
    return _takes_a_range(arch, mnemonic.lower())


@functools.lru_cache(maxsize=4096)
def _takes_a_range(arch: str, mnemonic: str) -> bool:
    from ..isa.table import lookup
    forms, _ = lookup(arch, mnemonic)
    return any(o.width > 1 and o.kind in _REGISTER_KINDS for form in forms for o in form.operands)


@functools.lru_cache(maxsize=1 << 14)
def adapt_widths(arch: str, mnemonic: str, operands: str, written: str | None = None) -> str:
    """`operands` (plain LLVM text, ", "-separated as the statement stage writes it) with HetPas's register widths
    made explicit; `written` is the operand text as written (before names were replaced), for the bare-name rule.
    A function of its text alone, kept per text: an unrolled kernel repeats a few hundred lines thousands of times."""
    if not operands:
        return operands
    pieces = operands.split(",") if "(" not in operands and "[" not in operands else \
        [piece for piece, _ in split_with_offsets(operands)]
    widths = register_widths(arch, mnemonic.lower(), len(pieces))
    if widths is None:
        return operands
    if written is None and max(widths) <= 1:
        return operands         # (only ranges are made explicit without the text as written)
    names: list[str] | None = None      # the operands as written, cut when first needed
    changed = False
    for i, width in enumerate(widths):
        if not width:
            continue
        piece = pieces[i]
        if width > 1:
            head, sep, tail = piece.strip().partition(" ")   # modifiers may follow the last operand
            match = _SINGLE.match(head) or _RANGE.match(head)
            if match is None or match.lastindex == 4 and int(match.group(4)) >= int(match.group(3)):
                continue        # (a range as written stays, unless it ends below its start)
            sign, file, first = match.group(1), match.group(2), int(match.group(3))
            head = f"{sign}{file}[{first}:{first + width - 1}]"
        else:
            if written is None or "[" not in piece:
                continue        # (the bare-name rule needs the text as written, and a range)
            head, sep, tail = piece.strip().partition(" ")
            match = _RANGE.match(head)
            if match is None:
                continue
            if names is None:
                names = [piece.strip() for piece, _ in split_with_offsets(written)]
            if len(names) != len(pieces) or _BARE_NAME.match(names[i].partition(" ")[0]) is None:
                continue
            sign, file, first = match.group(1), match.group(2), int(match.group(3))
            head = f"{sign}{file}{first}"
        pieces[i] = head + sep + tail
        changed = True
    return ", ".join(p.strip() for p in pieces) if changed else operands
