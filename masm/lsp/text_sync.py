"""The client's edits applied to a document's text, with positions as LSP defines them: a line ends at `\\n`, `\\r\\n`
or `\\r`, and `character` counts UTF-16 code units (the position encoding the server announces).

A range outside the text (a line past the end, a character past a line's end) is clamped to the text and an end before
the start is taken as the start: the edit is still applied, and the caller is told so it can log the client's mistake.
"""
from __future__ import annotations

import bisect
from typing import NamedTuple

from ..regex_cache import regex

_EOL = regex(r"\r\n|\r|\n")


class Position(NamedTuple):
    line: int
    character: int


def line_starts(text: str) -> list[int]:
    return [0] + [m.end() for m in _EOL.finditer(text)]


def _column(line: str, units: int) -> int:
    """The index in `line` of the character `units` UTF-16 code units from its start (clamped to the line)."""
    if units <= 0:
        return 0
    if line.isascii():
        return min(units, len(line))
    count = 0
    for index, char in enumerate(line):
        if count >= units:
            return index
        count += 2 if ord(char) > 0xFFFF else 1
    return len(line)


def offset_at(text: str, starts: list[int], pos: Position) -> tuple[int, bool]:
    """(offset of `pos` in `text`, whether `pos` was inside the text)."""
    if pos.line < 0:
        return 0, False
    if pos.character < 0:
        return offset_at(text, starts, Position(pos.line, 0))[0], False
    if pos.line >= len(starts):
        return len(text), False
    start = starts[pos.line]
    end = starts[pos.line + 1] if pos.line + 1 < len(starts) else len(text)
    content = text[start:end].rstrip("\r\n") if end > start else ""
    column = _column(content, pos.character)
    inside = pos.character <= (len(content) if content.isascii() else
                               sum(2 if ord(c) > 0xFFFF else 1 for c in content))
    return start + column, inside


def starts_after_edit(starts: list[int], text: str, a: int, b: int, inserted: int) -> list[int]:
    """The line starts of `text`, which is a text whose line starts were `starts` with [a, b) replaced by `inserted`
    characters: only the lines the edit touched are looked at again."""
    delta = inserted - (b - a)
    i = max(bisect.bisect_left(starts, a) - 1, 0)       # the line before a (its line end may join the edit)
    j = bisect.bisect_right(starts, b)                  # the first line starting after b
    lo = starts[i]
    if j < len(starts):
        hi = starts[j] + delta
        middle = [m.end() for m in _EOL.finditer(text, lo, hi) if m.end() < hi]
    else:
        middle = [m.end() for m in _EOL.finditer(text, lo)]
    return starts[:i + 1] + middle + [s + delta for s in starts[j:]]


def locate(text: str, start: Position, end: Position, starts: list[int] | None = None) -> tuple[int, int, bool]:
    """(start offset, end offset, whether the range was valid) of a range in `text`, clamped to it (`starts`: the
    text's line starts, when known)."""
    if starts is None:
        starts = line_starts(text)
    a, a_ok = offset_at(text, starts, start)
    b, b_ok = offset_at(text, starts, end)
    return a, max(a, b), a_ok and b_ok and a <= b


def apply_change(text: str, start: Position | None, end: Position | None, new_text: str) -> tuple[str, bool]:
    """`text` with the range [start, end) replaced by `new_text` (no range: the whole text); and whether the range
    was valid."""
    if start is None or end is None:
        return new_text, start is None and end is None
    a, b, ok = locate(text, start, end)
    return text[:a] + new_text + text[b:], ok
