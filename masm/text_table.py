"""A titled two-column box table drawn as text, for the build report.

It looks as rich's `Table(show_header=False, title_justify="left")` does (light box, one space of padding, words
wrapped and over-long words folded, the value column shrunk to fit the width) and is tested against rich's output.
masm draws it itself because importing rich costs about 45 ms, a fifth of a typical 5,000-line build.  On a terminal
(unless NO_COLOR is set) the title is italic, the first column bold, and styled pieces keep their style.

A cell is a string or a sequence of `(text, style)` pieces; a style is a key of `STYLES` or "".
"""
from __future__ import annotations

import os
import unicodedata

from .regex_cache import regex

STYLES = {"bold": "1", "italic": "3", "green": "32", "bold red": "1;31"}
_WORD = regex(r"\s*\S+\s*")


def cell_width(text: str) -> int:
    """Terminal cells `text` takes: wide East Asian characters two, combining marks and controls none."""
    if text.isascii():
        return len(text)
    # the runs of other characters (a report's bar: `████····`), each run's cells counted once
    width = len(text)
    runs = _RUN_WIDTHS
    for run in _NOT_ASCII.findall(text):
        cells = runs.get(run)
        if cells is None:
            cells = sum(_char_width(ch) for ch in run)
            if len(runs) < 4096:
                runs[run] = cells
        width += cells - len(run)
    return width


_WIDTHS: dict[str, int] = {}
_RUN_WIDTHS: dict[str, int] = {}
_NOT_ASCII = regex(r"[^\x00-\x7f]+")


def _char_width(ch: str) -> int:
    width = _WIDTHS.get(ch)
    if width is None:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Cc", "Cf", "Mn", "Me"):
            width = 0
        else:
            width = 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
        _WIDTHS[ch] = width
    return width


def use_color(stream) -> bool:
    """Whether to style output on `stream`: a terminal, NO_COLOR unset, TERM not dumb."""
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty()) and "NO_COLOR" not in os.environ and os.environ.get("TERM") != "dumb"


def console_width(stream) -> int:
    """The width to draw for: COLUMNS if set, the terminal's width on a terminal, else 80."""
    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit() and int(columns) > 0:
        return int(columns)
    isatty = getattr(stream, "isatty", None)
    if isatty and isatty():
        try:
            return os.get_terminal_size(stream.fileno()).columns or 80
        except (OSError, ValueError, AttributeError):
            return 80
    return 80


def render_table(title: str, rows: list[tuple], width: int = 80, color: bool = False) -> str:
    """The table's text (ending with a newline): the title line, then the box."""
    cells = [(_pieces(a), _pieces(b)) for a, b in rows]
    if not cells:
        return ""
    natural = [max((_text_width(row[i]) for row in cells), default=0) + 2 for i in (0, 1)]
    widths = _fit_widths(natural, max(width - 3, 2))
    inner = [max(w - 2, 0) for w in widths]
    full = sum(widths) + 3
    out = [_line(line, full, color, fold=True) for line in _wrap_pieces([(title, "italic")], full, fold=True)] \
        if title else []
    out.append("┌" + "─" * widths[0] + "┬" + "─" * widths[1] + "┐")
    for first, second in cells:
        left = _cell_lines(tuple([(t, s or "bold") for t, s in first]), inner[0], color)
        right = _cell_lines(tuple(second), inner[1], color)
        for k in range(max(len(left), len(right))):
            a = left[k] if k < len(left) else " " * inner[0]
            b = right[k] if k < len(right) else " " * inner[1]
            out.append(f"│ {a} │ {b} │")
    out.append("└" + "─" * widths[0] + "┴" + "─" * widths[1] + "┘")
    return "\n".join(out) + "\n"


def _cell_lines(pieces: tuple, width: int, color: bool) -> list[str]:
    """The lines of a cell of `pieces` wrapped to `width` cells, each padded to it (kept: a module's tables repeat
    most of their cells, and every left one)."""
    key = (pieces, width, color)
    lines = _CELLS.get(key)
    if lines is None:
        if len(_CELLS) >= 4096:
            _CELLS.clear()
        lines = _CELLS[key] = [_line(line, width, color) for line in _wrap_pieces(list(pieces), width)]
    return lines


_CELLS: dict[tuple, list[str]] = {}


def _pieces(cell) -> list[tuple[str, str]]:
    return [(cell, "")] if isinstance(cell, str) else list(cell)


def _text_width(pieces) -> int:
    return max(cell_width(line) for line in "".join(t for t, _ in pieces).split("\n"))


def _fit_widths(natural: list[int], room: int) -> list[int]:
    """Column widths (padding included) within `room`: the wider column gives way down to the other's width, then
    both shrink evenly (as rich collapses a table whose columns all wrap)."""
    widths = list(natural)
    excess = sum(widths) - room
    if excess <= 0:
        return widths
    wide = 0 if widths[0] > widths[1] else 1
    cut = min(excess, widths[wide] - widths[1 - wide])
    widths[wide] -= cut
    excess -= cut
    if excess > 0:
        first = min(widths[0], round(excess / 2))      # rich's ratio_reduce with equal ratios
        widths = [widths[0] - first, widths[1] - min(widths[1], excess - first)]
    return widths


def _wrap_pieces(pieces: list[tuple[str, str]], width: int, fold: bool = False) -> list[list[tuple[str, str]]]:
    """Lines of styled pieces no wider than `width`: words kept whole where they fit; a longer word gets a line of
    its own (cut short by `_line`), or with `fold` as many lines as it fills."""
    text = "".join(t for t, _ in pieces)
    lines = []
    if len({s for _, s in pieces}) == 1:        # one style (most cells): no character's needs keeping
        style = pieces[0][1]
        for begin, end in _paragraphs(text):
            lines.extend([(text[begin + a:begin + b], style)] if b > a else []
                         for a, b in _line_spans(text[begin:end], width, fold))
        return lines
    styles = [s for t, s in pieces for _ in t]
    for begin, end in _paragraphs(text):
        for a, b in _line_spans(text[begin:end], width, fold):
            lines.append(_styled(text[begin + a:begin + b], styles[begin + a:begin + b]))
    return lines


def _paragraphs(text: str) -> list[tuple[int, int]]:
    """(start, end) of each line of `text`: a newline starts a new one (trailing blank lines dropped)."""
    spans, start = [], 0
    for piece in text.rstrip("\n").split("\n"):
        spans.append((start, start + len(piece)))
        start += len(piece) + 1
    return spans


def _line_spans(text: str, width: int, fold: bool) -> list[tuple[int, int]]:
    if cell_width(text) <= width:      # (all of it fits: every word does)
        return [(0, len(text))]
    breaks = []
    offset = 0
    for match in _WORD.finditer(text):
        start, word = match.start(), match.group()
        length = cell_width(word.rstrip())
        if width - offset >= length:
            offset += cell_width(word)
        elif length > width and fold:
            pieces = _chop(word, width)
            for k, piece in enumerate(pieces):
                if start:
                    breaks.append(start)
                if k == len(pieces) - 1:
                    offset = cell_width(piece)
                else:
                    start += len(piece)
        elif length > width:
            if start:
                breaks.append(start)
            offset = cell_width(word)
        elif offset and start:
            breaks.append(start)
            offset = cell_width(word)
    edges = [0] + breaks + [len(text)]
    return [(edges[k], edges[k + 1]) for k in range(len(edges) - 1)]


def _chop(word: str, width: int) -> list[str]:
    """`word` in pieces of at most `width` cells."""
    pieces, current, used = [], "", 0
    for ch in word:
        w = _char_width(ch)
        if used + w > width and current:
            pieces.append(current)
            current, used = "", 0
        current += ch
        used += w
    pieces.append(current)
    return pieces


def _cut(text: str, styles: list[str], width: int) -> tuple[str, list[str]]:
    """`text` cut to `width` cells (a wide character that would straddle the edge becomes a space)."""
    used = 0
    for i, ch in enumerate(text):
        w = _char_width(ch)
        if used + w > width:
            return text[:i] + " " * (width - used), styles[:i] + [""] * (width - used)
        used += w
    return text, styles


def _styled(text: str, styles: list[str]) -> list[tuple[str, str]]:
    """`text` as (piece, style) runs, `styles` giving each character's."""
    if not text:
        return []
    out: list[tuple[str, str]] = []
    start = 0
    for i in range(1, len(text)):
        if styles[i] != styles[i - 1]:
            out.append((text[start:i], styles[start]))
            start = i
    out.append((text[start:], styles[start]))
    return out


def _line(pieces: list[tuple[str, str]], width: int, color: bool, fold: bool = False) -> str:
    """One line padded to `width` cells; trailing spaces past it dropped, a longer text cut (with "…" unless
    `fold`: then it is a folded word's piece)."""
    text = "".join(t for t, _ in pieces)
    if len(text) <= width and (text.isascii() or cell_width(text) <= width):     # (fits: as it is, padded)
        return _paint(pieces, color) + " " * (width - cell_width(text))
    styles = [s for t, s in pieces for _ in t]
    excess = len(text) - width
    if excess > 0:
        keep = len(text) - min(excess, len(text) - len(text.rstrip()))
        text, styles = text[:keep], styles[:keep]
    if cell_width(text) > width and fold:
        text, styles = _cut(text, styles, width)
    elif cell_width(text) > width:
        text, styles = _cut(text, styles, width - 1)
        text, styles = text + "…", styles + [styles[-1] if styles else ""]
    pieces = _styled(text, styles)
    return _paint(pieces, color) + " " * max(width - cell_width(text), 0)


def _paint(pieces: list[tuple[str, str]], color: bool) -> str:
    if not color:
        return "".join(t for t, _ in pieces)
    return "".join(f"\x1b[{STYLES[s]}m{t}\x1b[0m" if s in STYLES else t for t, s in pieces)
