"""Layout: place a kernel's encoded lines at addresses, resolve labels, patch branches and label expressions.

Input is a list of `LayoutLine`s (one per plain line: a label, an encoded instruction, a data directive or an
alignment).  Layout runs in passes: place everything (pass 1), then resolve every fixup against the label addresses
(pass 2).  A SOPP branch reaches ±32,768 dwords from the next instruction; a branch beyond that is a located error,
or with `long_branches=True` it is relaxed into

    s_getpc_b64 s[T:T+1]              ; T:T+1 = address of the next instruction
    s_add_u32   sT, sT, lo(offset)    ; offset = target - that address
    s_addc_u32  sT+1, sT+1, hi(offset)
    s_setpc_b64 s[T:T+1]

(conditional branches jump over it with the inverted condition) and layout repeats until no branch moves out of
range.  The long jump clobbers SCC and the temp pair `s[T:T+1]`, which the caller picks above every SGPR the kernel
uses.
"""
from __future__ import annotations

import re
import struct
from typing import Callable, Sequence

from .dataclass_cache import dataclass
from .diagnostics import AssemblyError, DiagnosticSink, Note, SourceLoc
from .regex_cache import regex

BRANCH_REACH_DWORDS = 1 << 15  # simm16: -32768 .. 32767 dwords from the instruction after the branch
BRANCH_REACH_BYTES = BRANCH_REACH_DWORDS * 4

# Conditional SOPP branches and their opposite conditions (for jumping over a long jump).
INVERTED_BRANCH = {
    "s_cbranch_scc0": "s_cbranch_scc1", "s_cbranch_scc1": "s_cbranch_scc0",
    "s_cbranch_vccz": "s_cbranch_vccnz", "s_cbranch_vccnz": "s_cbranch_vccz",
    "s_cbranch_execz": "s_cbranch_execnz", "s_cbranch_execnz": "s_cbranch_execz",
}
UNCONDITIONAL_BRANCH = "s_branch"

DATA_SIZES = {".byte": 1, ".short": 2, ".hword": 2, ".2byte": 2, ".value": 2, ".long": 4, ".int": 4, ".4byte": 4,
              "dd": 4, ".quad": 8, ".8byte": 8}
FLOAT_DIRECTIVES = {".float": "<f", ".single": "<f", ".double": "<d"}
# alignment directives: (the operand is a power of two, size of the fill pattern)
ALIGN_DIRECTIVES = {".align": (False, 1), ".balign": (False, 1), ".balignw": (False, 2), ".balignl": (False, 4),
                    ".p2align": (True, 1), ".p2alignw": (True, 2), ".p2alignl": (True, 4)}
FILL_DIRECTIVES = (".fill", ".zero", ".skip", ".space")
MAX_FILL_BYTES = 1 << 26        # one fill/alignment directive places at most this many bytes
STRING_DIRECTIVES = {".ascii": False, ".asciz": True, ".string": True}  # -> whether each string gets a 0 byte
_ESCAPES = {"\\": 0x5C, '"': 0x22, "n": 0x0A, "t": 0x09, "r": 0x0D, "b": 0x08, "f": 0x0C}
_LABEL = regex(r"\s*@?([A-Za-z_.$][\w.$]*)\s*:\s*\Z")


@dataclass
class Fixup:
    """A part of a placed line filled in once labels have addresses (a branch offset, a literal, data)."""
    kind: str  # "branch16" | "literal32" | "data8" | "data16" | "data32" | "data64"
    offset: int
    expr: str


@dataclass(slots=True)
class LayoutLine:
    """One plain line to place. `kind` is "label", "code", "data" or "align"."""

    kind: str
    text: str
    loc: SourceLoc
    notes: tuple[Note, ...] = ()
    origin: object = None  # the PlainLine it came from (listing, report)
    data: bytes = b""
    fixups: tuple = ()
    label: str = ""
    align: int = 1
    regs: object = None  # RegUse of an encoded instruction
    defn: object = None  # the InstrDef an instruction was encoded from (the static checks read its fields by it)
    fill: bytes | None = None  # an alignment's fill pattern (None: s_nop words in code, zeros in data)
    max_skip: int | None = None  # an alignment that would need more padding than this places none
    address: int = 0
    long_branch: bool = False  # relaxed into a long jump
    relaxed_text: tuple[str, ...] = ()  # the instructions it became


@dataclass
class PlacedKernel:
    """A kernel laid out: its code bytes, its placed lines and its labels' addresses."""
    code: bytes
    lines: list[LayoutLine]
    labels: dict[str, int]  # lower-cased label -> byte address
    long_branches: int = 0  # how many branches were relaxed


Encoder = Callable[[str, SourceLoc, tuple], object]  # (text, loc, notes) -> Encoded


def label_name(text: str) -> str | None:
    """`name` for a label line `name:` / `@name:`, else None."""
    m = _LABEL.match(text)
    return m.group(1) if m else None


def _names(expr: str) -> str:
    return re.sub(r"@(?=[A-Za-z_.$])", "", expr)


# ---------------------------------------------------------------------------------------------- data directives

def data_line(text: str, loc: SourceLoc, notes=(), origin=None) -> LayoutLine | None:
    """A `LayoutLine` for a data or alignment directive, or None when `text` is neither."""
    from .preprocess.expr import try_evaluate
    word, _, rest = text.strip().partition(" ")
    word = word.lower()
    rest = rest.strip()
    if word in ALIGN_DIRECTIVES:
        return _align_line(word, rest, text, loc, notes, origin)
    if word in FILL_DIRECTIVES:
        return LayoutLine("data", text, loc, notes, origin, data=_fill_bytes(word, rest, loc, notes))
    if word in FLOAT_DIRECTIVES:
        values = [_constant_number(piece, loc, notes, word) for piece in _split_values(rest)] if rest else []
        if not values:
            raise AssemblyError.at(loc, f"{word} needs at least one value", notes)
        return LayoutLine("data", text, loc, notes, origin,
                          data=b"".join(struct.pack(FLOAT_DIRECTIVES[word], v) for v in values))
    if word in STRING_DIRECTIVES:
        return LayoutLine("data", text, loc, notes, origin, data=string_bytes(word, rest, loc, notes))
    size = DATA_SIZES.get(word)
    if size is None:
        return None
    if not rest:
        raise AssemblyError.at(loc, f"{word} needs at least one value", notes)
    data = bytearray()
    fixups = []
    for piece in _split_values(rest):
        value = _plain_int(piece)
        if value is None:
            value = try_evaluate(piece)
        if value is None:
            fixups.append(Fixup(f"data{size * 8}", len(data), piece))
            value = 0
        data += _pack(value, size, loc, notes, word)
    return LayoutLine("data", text, loc, notes, origin, data=bytes(data), fixups=tuple(fixups))


def _operands(rest: str, loc: SourceLoc, notes, word: str, most: int) -> list[str]:
    parts = [p.strip() for p in _split_values(rest)] if rest.strip() else []
    if len(parts) > most:
        raise AssemblyError.at(loc, f"{word} takes at most {most} operands", notes)
    return parts


def _align_line(word: str, rest: str, text: str, loc: SourceLoc, notes, origin) -> LayoutLine:
    """`.p2align N[, fill[, max]]` and its relatives (`.balign`/`.align` take the alignment in bytes; the `w`/`l`
    forms fill with a 2- or 4-byte pattern)."""
    power, width = ALIGN_DIRECTIVES[word]
    parts = _operands(rest, loc, notes, word, 3)
    if not parts or not parts[0]:
        raise AssemblyError.at(loc, f"{word} needs an alignment", notes)
    value = _constant(parts[0], loc, notes, word)
    if power and not 0 <= value <= 16:
        raise AssemblyError.at(loc, f"{word} {value}: the alignment is 2**N for N up to 16", notes)
    alignment = 1 << value if power else value
    if alignment < 1 or alignment & (alignment - 1) or alignment > 1 << 16:
        raise AssemblyError.at(loc, f"{word} needs a power of two up to 65536, not {parts[0]}", notes)
    fill = None
    if len(parts) > 1 and parts[1]:
        pattern = _constant(parts[1], loc, notes, word)
        fill = (pattern & ((1 << (8 * width)) - 1)).to_bytes(width, "little")
    max_skip = _constant(parts[2], loc, notes, word) if len(parts) > 2 and parts[2] else None
    return LayoutLine("align", text, loc, notes, origin, align=alignment, fill=fill, max_skip=max_skip)


def _fill_bytes(word: str, rest: str, loc: SourceLoc, notes) -> bytes:
    """`.fill repeat[, size[, value]]` (size capped at 8, the value's low 32 bits), `.zero`/`.skip`/`.space
    count[, byte]`."""
    parts = _operands(rest, loc, notes, word, 3 if word == ".fill" else 2)
    if not parts or not parts[0]:
        raise AssemblyError.at(loc, f"{word} needs a count", notes)
    count = _constant(parts[0], loc, notes, word)
    if word == ".fill":
        size = _constant(parts[1], loc, notes, word) if len(parts) > 1 and parts[1] else 1
        value = _constant(parts[2], loc, notes, word) if len(parts) > 2 and parts[2] else 0
        if size < 0:
            raise AssemblyError.at(loc, f".fill size {size} is negative", notes)
        if count < 0:
            raise AssemblyError.at(loc, f".fill repeat count {count} is negative", notes)
        size = min(size, 8)
        if size > 4 and not 0 <= value < 1 << 32 and not -(1 << 31) <= value < 0:
            raise AssemblyError.at(loc, f".fill value {value} does not fit the 32-bit pattern .fill writes", notes)
        unit = (value & 0xFFFFFFFF).to_bytes(4, "little")[:size] + bytes(max(0, size - 4))
        total = count * size
        data_unit = unit
    else:
        if count < 0:
            raise AssemblyError.at(loc, f"{word} {count}: invalid number of bytes", notes)
        byte = _constant(parts[1], loc, notes, word) if len(parts) > 1 and parts[1] else 0
        data_unit = bytes([byte & 0xFF])
        total = count
    if total > MAX_FILL_BYTES:
        raise AssemblyError.at(loc, f"{word} would place {total:,} bytes (at most {MAX_FILL_BYTES:,})", notes)
    return data_unit * (total // max(len(data_unit), 1)) if data_unit else b""


def _constant_number(text: str, loc: SourceLoc, notes, what: str):
    from .preprocess.expr import evaluate
    value = evaluate(text, loc, notes=notes) if text else None
    if value is None:
        raise AssemblyError.at(loc, f"{what} needs a number", notes)
    return float(value)


def string_bytes(word: str, rest: str, loc: SourceLoc, notes=()) -> bytes:
    """The bytes of `.ascii`/`.asciz`/`.string` operands `rest` (comma-separated "..." strings with GNU-as escapes;
    `rest` starts at `loc.column + len(word) + 1`)."""
    text = f"{word} {rest}"
    data = bytearray()
    i = len(word) + 1
    expect_string = True
    while True:
        while i < len(text) and text[i] in " \t":
            i += 1
        if i == len(text):
            if expect_string:
                raise AssemblyError.at(_column(loc, i), f"{word} needs a string in double quotes", notes)
            return bytes(data)
        if not expect_string:
            if text[i] != ",":
                raise AssemblyError.at(_column(loc, i), f"expected ',' between the strings of {word}", notes)
            i += 1
            expect_string = True
            continue
        if text[i] != '"':
            raise AssemblyError.at(_column(loc, i), f"{word} needs a string in double quotes", notes)
        i = _string_body(text, i + 1, data, loc, notes)
        if STRING_DIRECTIVES[word]:
            data.append(0)
        expect_string = False


def _string_body(text: str, i: int, data: bytearray, loc: SourceLoc, notes) -> int:
    """Appends the bytes of the string whose text starts at `text[i]` (after its opening quote); the index after
    its closing quote."""
    start = i - 1
    while i < len(text):
        ch = text[i]
        if ch == '"':
            return i + 1
        if ch != "\\":
            data += ch.encode("utf-8")
            i += 1
            continue
        nxt = text[i + 1:i + 2]
        if nxt in _ESCAPES:
            data.append(_ESCAPES[nxt])
            i += 2
        elif nxt and nxt in "01234567":
            digits = re.match(r"[0-7]{1,3}", text[i + 1:]).group()
            data.append(int(digits, 8) & 0xFF)
            i += 1 + len(digits)
        elif nxt in ("x", "X") and re.match(r"[0-9A-Fa-f]", text[i + 2:i + 3]):
            digits = re.match(r"[0-9A-Fa-f]+", text[i + 2:]).group()
            data.append(int(digits, 16) & 0xFF)
            i += 2 + len(digits)
        else:
            raise AssemblyError.at(_column(loc, i), f"invalid escape sequence '\\{nxt}' in string", notes, 2)
    raise AssemblyError.at(_column(loc, start), "unterminated string: missing closing '\"'", notes)


def _column(loc: SourceLoc, offset: int) -> SourceLoc:
    return SourceLoc(loc.file, loc.line, loc.column + offset)


def _plain_int(piece: str) -> int | None:
    """Fast path for the common case of a plain decimal or 0x-hex number."""
    if not piece.isascii() or "_" in piece or len(piece) > 24:
        return None   # (int() also reads other scripts' digits, `1_000` and 4,300 digits): the evaluator decides
    try:
        return int(piece, 0)
    except ValueError:
        return None


def _split_values(rest: str) -> list[str]:
    out, depth, start = [], 0, 0
    for i, c in enumerate(rest):
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "," and depth == 0:
            out.append(rest[start:i].strip())
            start = i + 1
    out.append(rest[start:].strip())
    return out


def _constant(text: str, loc: SourceLoc, notes, what: str) -> int:
    from .preprocess.expr import evaluate
    value = evaluate(text, loc, notes=notes) if text else None
    if not isinstance(value, int):
        raise AssemblyError.at(loc, f"{what} needs an integer", notes)
    return value


def _pack(value, size: int, loc: SourceLoc, notes, word: str) -> bytes:
    if isinstance(value, float):
        if size == 4:
            try:
                return struct.pack("<f", value)
            except OverflowError:
                raise AssemblyError.at(loc, f"{value} does not fit in a 32-bit float ({word})", notes) from None
        if size == 8:
            return struct.pack("<d", value)
        raise AssemblyError.at(loc, f"{word} cannot hold the float {value}", notes)
    if not -(1 << (size * 8 - 1)) <= value < 1 << (size * 8):
        raise AssemblyError.at(loc, f"{value} does not fit in {size} byte{'s' if size > 1 else ''} ({word})", notes)
    return (value & ((1 << (size * 8)) - 1)).to_bytes(size, "little")


# ---------------------------------------------------------------------------------------------------- placement

def _padding(gap: int, nop: bytes) -> bytes:
    """Fill `gap` bytes: zero bytes up to a dword boundary, then s_nop words (llvm-mc fills code the same way)."""
    head = gap % 4
    return b"\0" * head + nop * ((gap - head) // 4)


def align_gap(ln: LayoutLine, address: int) -> int:
    """Bytes alignment line `ln` places at `address` (none when that would exceed its maximum)."""
    gap = -address % ln.align
    return 0 if ln.max_skip is not None and gap > ln.max_skip else gap


def align_bytes(ln: LayoutLine, gap: int, nop: bytes | None) -> bytes:
    """The padding of alignment line `ln`: its fill pattern, or in code (`nop` given) s_nop words as llvm-mc writes
    them (a byte fill of 0 counts as no fill there), else zeros."""
    fill = ln.fill
    if nop is not None and (fill is None or fill == b"\0"):
        return _padding(gap, nop)
    if fill is None:
        return bytes(gap)
    if gap % len(fill):
        raise AssemblyError.at(ln.loc, f"{ln.text.split()[0]} cannot pad {gap} bytes with a {len(fill)}-byte fill "
                               f"pattern (the padding must be a multiple of it)", ln.notes)
    return fill * (gap // len(fill))


def _place(lines: Sequence[LayoutLine], base: int) -> int:
    address = base
    for ln in lines:
        if ln.kind == "align":
            ln.address = address
            address += align_gap(ln, address)
            continue
        ln.address = address
        address += len(ln.data)
    return address


def _collect_labels(lines: Sequence[LayoutLine], sink: DiagnosticSink) -> tuple[dict[str, int], dict[str, LayoutLine]]:
    labels: dict[str, int] = {}
    where: dict[str, LayoutLine] = {}
    for ln in lines:
        if ln.kind != "label":
            continue
        key = ln.label.lower()
        if key in where:
            first = where[key].loc
            sink.error(ln.loc, f"label '{ln.label}' is already defined",
                       (Note(first, f"'{where[key].label}' first defined here"),) + tuple(ln.notes))
            continue
        labels[key] = ln.address
        where[key] = ln
    return labels, where


def _check_names(ln: LayoutLine, expr: str, labels: dict[str, int], sink: DiagnosticSink) -> bool:
    from .preprocess.expr import names_in
    missing = [n for n in names_in(expr) if n.lower() not in labels]
    for n in missing:
        sink.error(ln.loc, f"undefined label '{n}'", ln.notes)
    return not missing


def _branch_target(ln: LayoutLine, fx: Fixup, labels: dict[str, int]) -> int:
    from .preprocess.expr import evaluate
    return evaluate(fx.expr, ln.loc, labels, ln.notes)


def _out_of_range(ln: LayoutLine, fx: Fixup, labels: dict[str, int]) -> int | None:
    """Dword distance of an out-of-range branch (None when it reaches)."""
    target = _branch_target(ln, fx, labels)
    dwords = (target - (ln.address + 4)) // 4
    if -BRANCH_REACH_DWORDS <= dwords < BRANCH_REACH_DWORDS:
        return None
    return dwords


def _range_error(ln: LayoutLine, fx: Fixup, dwords: int, where: dict[str, LayoutLine]) -> AssemblyError:
    name = _names(fx.expr).strip()
    label = where.get(name.lower())
    direction = "back" if dwords < 0 else "ahead"
    notes = ((Note(label.loc, f"label '{label.label}' is here"),) if label else ()) + tuple(ln.notes)
    return AssemblyError.at(
        ln.loc,
        f"branch to '{name}' is out of range: the target is {abs(dwords) * 4:,} bytes ({abs(dwords):,} dwords) "
        f"{direction}, a branch reaches ±{BRANCH_REACH_BYTES:,} bytes (±{BRANCH_REACH_DWORDS:,} dwords); "
        f"move code out of the loop to make it smaller, or build with --long-branches", notes)


def _long_jump(ln: LayoutLine, target: int | None, temp: int, encode: Encoder) -> tuple[bytes, tuple[str, ...]]:
    """The bytes and text of a relaxed branch at `ln.address` to `target`, using SGPRs temp, temp+1 (target None:
    bytes of the right size, for placement)."""
    mnemonic = ln.text.split()[0].lower()
    prefix: list[str] = []
    start = ln.address
    if mnemonic != UNCONDITIONAL_BRANCH:
        skip = _size(_long_jump_body(temp, 0x7FFFFFFF), ln, encode) // 4  # over the long jump when not taken
        prefix = [f"{INVERTED_BRANCH[mnemonic]} {skip}"]
        start += _size(prefix, ln, encode)
    offset = 0x7FFFFFFF if target is None else target - (start + 4)  # s_getpc_b64 gives the next address
    texts = tuple(prefix + _long_jump_body(temp, offset))
    return b"".join(_encode(t, ln, encode) for t in texts), texts


def _long_jump_body(temp: int, offset: int) -> list[str]:
    lo = offset & 0xFFFFFFFF
    hi = -1 if offset < 0 else 0
    return [
        f"s_getpc_b64 s[{temp}:{temp + 1}]",
        f"s_add_u32 s{temp}, s{temp}, 0x{lo:x}",
        f"s_addc_u32 s{temp + 1}, s{temp + 1}, {hi}",
        f"s_setpc_b64 s[{temp}:{temp + 1}]",
    ]


def _size(texts: list[str], ln: LayoutLine, encode: Encoder) -> int:
    return sum(len(_encode(t, ln, encode)) for t in texts)


def _encode(text: str, ln: LayoutLine, encode: Encoder) -> bytes:
    return bytes(encode(text, ln.loc, ln.notes).data)


def _patch_branch(data: bytearray, fx: Fixup, dwords: int) -> None:
    struct.pack_into("<h", data, fx.offset, dwords)


def _patch_value(data: bytearray, fx: Fixup, value, ln: LayoutLine) -> None:
    size = {"literal32": 4, "data8": 1, "data16": 2, "data32": 4, "data64": 8}[fx.kind]
    data[fx.offset:fx.offset + size] = _pack(value, size, ln.loc, ln.notes, ln.text.split()[0])


def _relax_until_stable(lines: list[LayoutLine], base: int, encode: Encoder, long_branches: bool,
                        temp_sgpr, sink: DiagnosticSink, defer=None) -> tuple[dict[str, int], int]:
    """Pass 1, repeated: place every line; turn out-of-range branches into long jumps (or report them) until no branch
    moves out of range.  Lines only grow, so this ends.  Returns the labels and how many branches were relaxed.  A
    branch it reports stops the layout here, with the undefined names of the other fixups reported too."""
    relaxed = 0
    while True:
        _place(lines, base)
        labels, where = _collect_labels(lines, sink)
        sink.raise_if_errors()
        grew = False
        for ln in lines:
            for fx in ln.fixups:
                if fx.kind != "branch16" or ln.long_branch:
                    continue
                target = labels.get(fx.expr.lower())     # the common case: a branch to a label by its name
                if target is not None:
                    dwords = (target - (ln.address + 4)) // 4
                    if -BRANCH_REACH_DWORDS <= dwords < BRANCH_REACH_DWORDS:
                        continue
                expr = _names(fx.expr)
                if not _check_names(ln, expr, labels, sink):
                    continue
                dwords = _out_of_range(ln, Fixup(fx.kind, fx.offset, expr), labels)
                if dwords is None:
                    continue
                mnemonic = ln.text.split()[0].lower()
                if not long_branches or temp_sgpr is None:
                    sink.extend(_range_error(ln, fx, dwords, where))
                elif mnemonic != UNCONDITIONAL_BRANCH and mnemonic not in INVERTED_BRANCH:
                    sink.error(ln.loc, f"{mnemonic} cannot be relaxed into a long jump (no inverse condition); "
                               f"the target is {abs(dwords) * 4:,} bytes away", ln.notes)
                else:
                    ln.long_branch = True
                    ln.data, _ = _long_jump(ln, None, temp_sgpr(), encode)  # right size; final bytes in pass 2
                    relaxed += 1
                    grew = True
        if sink.errors:                 # (pass 2 will not run: the names its value fixups lack are errors too)
            _check_value_names(lines, labels, sink, defer)
        sink.raise_if_errors()
        if not grew:
            return labels, relaxed


def _check_value_names(lines: list[LayoutLine], labels: dict[str, int], sink: DiagnosticSink, defer) -> None:
    """The undefined names of the value fixups (a label in a literal or data) that pass 2 would report, `defer`'s
    left out."""
    for ln in lines:
        for fx in ln.fixups:
            if fx.kind == "branch16" or defer is not None and defer(ln, fx):
                continue
            _check_names(ln, _names(fx.expr), labels, sink)


def _resolve_fixups(lines: list[LayoutLine], labels: dict[str, int], encode: Encoder, temp_sgpr,
                    sink: DiagnosticSink, defer=None, base: int = 0) -> None:
    """Pass 2: every address is final; patch branch offsets, label expressions and long jumps.  `defer(ln, fixup)`,
    when given, takes the value fixups it answers True for (the caller resolves them once all sections are placed).
    A label used as a value is its offset from `base`, the kernel's start (HetPas: kernels add it to the address
    `s_getpc_b64` gives); branches are relative and do not depend on it."""
    from .preprocess.expr import evaluate
    values = {name: address - base for name, address in labels.items()} if base else labels
    for ln in lines:
        if ln.long_branch:
            fx = next(f for f in ln.fixups if f.kind == "branch16")
            target = _branch_target(ln, Fixup(fx.kind, fx.offset, _names(fx.expr)), labels)
            data, texts = _long_jump(ln, target, temp_sgpr(), encode)
            if len(data) != len(ln.data):  # cannot happen: a long offset never fits an inline constant
                raise AssemblyError.at(ln.loc, "internal error: long jump changed size", ln.notes)
            ln.data, ln.relaxed_text = data, texts
            continue
        if not ln.fixups:
            continue
        data = bytearray(ln.data)
        for fx in ln.fixups:
            if defer is not None and fx.kind != "branch16" and defer(ln, fx):
                continue
            target = labels.get(fx.expr.lower()) if fx.kind == "branch16" else None
            if target is not None and target % 4 == 0:   # a branch to a label by its name (in reach: pass 1)
                _patch_branch(data, fx, (target - (ln.address + 4)) // 4)
                continue
            expr = _names(fx.expr)
            if not _check_names(ln, expr, labels, sink):
                continue
            try:
                if fx.kind != "branch16":
                    _patch_value(data, fx, evaluate(expr, ln.loc, values, ln.notes), ln)
                    continue
                target = _branch_target(ln, Fixup(fx.kind, fx.offset, expr), labels)
                if target % 4:
                    sink.error(ln.loc, f"branch target '{fx.expr}' is not dword aligned (address {target})",
                               ln.notes)
                    continue
                _patch_branch(data, fx, (target - (ln.address + 4)) // 4)
            except AssemblyError as e:
                sink.extend(e)
        ln.data = bytes(data)


def _check_code_alignment(lines: Sequence[LayoutLine], sink: DiagnosticSink) -> None:
    """An instruction must start on a 4-byte boundary.  llvm-mc places it right after odd-length data (`.byte 1`,
    `.ascii "abc"`) without padding, which makes code no GPU decodes: report the first instruction of each such
    stretch."""
    if not any([ln.address & 3 for ln in lines if ln.kind == "code"]):
        return                          # (every instruction on a 4-byte boundary: nearly every kernel)
    misaligned = False
    for ln in lines:
        if ln.kind != "code":
            misaligned = False if ln.kind == "align" else misaligned
            continue
        if ln.address % 4 and not misaligned:
            sink.error(ln.loc, f"instruction at address {ln.address} is not 4-byte aligned: the data before it ends "
                               f"mid-dword (add `.p2align 2` before the instruction)", ln.notes)
        misaligned = ln.address % 4 != 0


def layout_kernel(lines: list[LayoutLine], base: int, *, encode: Encoder, long_branches: bool = False,
                  temp_sgpr: Callable[[], int] | None = None, code: bool = True, defer=None) -> PlacedKernel:
    """Place `lines` from address `base`, resolve labels and fixups, relax branches if asked (AssemblyError on any
    undefined/duplicate label or unreachable branch).  `temp_sgpr()` gives the even SGPR of the long-jump pair.
    `code`: alignment pads with s_nop (a code section) or zeros (data).  `defer`: see `_resolve_fixups`."""
    sink = DiagnosticSink()
    labels, relaxed = _relax_until_stable(lines, base, encode, long_branches, temp_sgpr, sink, defer)
    _resolve_fixups(lines, labels, encode, temp_sgpr, sink, defer, base)
    _check_code_alignment(lines, sink)
    sink.raise_if_errors()
    nop = _encode("s_nop 0", lines[0], encode) if lines and code else None
    for ln in [ln for ln in lines if ln.kind == "align"]:
        try:
            ln.data = align_bytes(ln, align_gap(ln, ln.address), nop)
        except AssemblyError as e:
            sink.extend(e)
    sink.raise_if_errors()
    return PlacedKernel(b"".join([ln.data for ln in lines]), lines, labels, relaxed)
