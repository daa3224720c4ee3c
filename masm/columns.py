"""Columns a user can find: errors in lowered lines pointed back at the source as written, and never past a line's end.

The encoder reports a column in the text it was given, which is the statement after the statement stage rewrote it
(`acc` became `v[10:11]`, `load_arg s5, x` became `s_load_dwordx2 s5, s[0:1], 0x8`).  `SourceColumns.remap` moves
such a column to the same operand of the statement as the source has it (to its start, when the operand was rewritten).
`SourceColumns.fit` keeps every column of a diagnostic and its notes within 1 .. len(line) + 1.
"""
from __future__ import annotations

import os
from dataclasses import replace

from .diagnostics import Diagnostic, Note, SourceLoc
from .regex_cache import regex

_FIRST_WORD = regex(r"\s*([^\s,]+)")
_COMMENT = regex(r"//|;")
_MAX_FILE = 64 << 20     # a file larger than this is not read again for columns


def _pieces(text: str) -> list[tuple[int, int]]:
    """(start, end) of the first word and of each comma-separated operand after it (brackets and parentheses
    nest), spaces around them excluded."""
    match = _FIRST_WORD.match(text)
    if match is None:
        return []
    out = [match.span(1)]
    depth, start = 0, match.end()
    for i in range(match.end(), len(text) + 1):
        ch = text[i] if i < len(text) else ","
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        elif ch == "," and depth == 0:
            piece = text[start:i]
            left = start + len(piece) - len(piece.lstrip())
            out.append((left, max(left, start + len(piece.rstrip()))))
            start = i + 1
    return out


class SourceColumns:
    """The lines of the sources of one run: the main text as given, other files read from disk when needed."""

    def __init__(self, filename: str, source: str):
        self.filename = filename
        self._texts: dict[str, str | None] = {filename: source}
        self._lines: dict[str, list[str] | None] = {}

    def line(self, file: str, number: int) -> str | None:
        lines = self._lines.get(file)
        if file not in self._lines:
            text = self._texts.get(file)
            if text is None and file not in self._texts:
                text = self._read(file)
            lines = self._lines[file] = text.split("\n") if text is not None else None
        if lines is not None and 1 <= number <= len(lines):
            return lines[number - 1].rstrip("\r")
        return None

    def lines(self, file: str) -> list[str] | None:
        """The lines of `file` as `line` cuts them (a CRLF's '\\r' still at their ends), or None (no such file)."""
        if file not in self._lines:
            self.line(file, 0)
        return self._lines[file]

    @staticmethod
    def _read(file: str) -> str | None:
        try:
            if not os.path.isfile(file) or os.path.getsize(file) > _MAX_FILE:
                return None
            with open(file, encoding="utf-8", errors="replace") as f:
                return f.read()
        except (OSError, ValueError):
            return None

    # ------------------------------------------------------------------------------------------------ remapping
    def remap(self, diagnostics, text: str, loc: SourceLoc) -> list[Diagnostic]:
        """`diagnostics` the encoder gave for lowered line `text` written at `loc`, their columns moved into the
        statement as the source line has it."""
        source = self.line(loc.file, loc.line)
        if source is None or loc.column > len(source) + 1:
            return list(diagnostics)
        written = source[loc.column - 1:]
        comment = _COMMENT.search(written)
        written = written[:comment.start()] if comment else written
        if written.lower().startswith(text.lower()):
            return list(diagnostics)     # as written: the encoder's columns are right
        return [self._remap_one(d, text, loc, written) for d in diagnostics]

    @staticmethod
    def _remap_one(d: Diagnostic, text: str, loc: SourceLoc, written: str) -> Diagnostic:
        if d.loc.file != loc.file or d.loc.line != loc.line or d.loc.column < loc.column:
            return d
        offset = d.loc.column - loc.column
        lowered, source = _pieces(text), _pieces(written)
        index = 0
        for k, (start, _) in enumerate(lowered):
            if start <= offset:
                index = k
        same_word = source and lowered and text[slice(*lowered[0])].lower() == written[slice(*source[0])].lower()
        if not lowered or index >= len(source) or (index and not same_word and not _is_load_arg(written, source)):
            column, length = 0, (source[0][1] - source[0][0]) if source else 1
        else:
            start, end = source[index]
            low_start, low_end = lowered[index]
            if text[low_start:low_end] == written[start:end]:
                column, length = start + offset - low_start, d.length
            else:
                column, length = start, max(1, end - start)
        return replace(d, loc=SourceLoc(loc.file, loc.line, loc.column + column), length=length)

    # ------------------------------------------------------------------------------------------------ fitting
    def fit(self, d: Diagnostic) -> Diagnostic:
        """`d` with its column, and its notes' columns, within their lines (1 .. len(line) + 1)."""
        loc = self._fit_loc(d.loc)
        if not d.notes:
            if loc is d.loc:
                return d        # (most diagnostics: no chain, the column within its line)
            notes = ()
        else:
            notes = tuple(Note(self._fit_loc(n.loc), n.message) for n in d.notes)
        if loc == d.loc and notes == d.notes:
            return d
        line = self.line(loc.file, loc.line)
        length = d.length if line is None else max(1, min(d.length, len(line) + 1 - loc.column))
        return replace(d, loc=loc, notes=notes, length=length)

    def _fit_loc(self, loc: SourceLoc) -> SourceLoc:
        column = max(1, loc.column)
        line = self.line(loc.file, loc.line)
        if line is not None:
            column = min(column, len(line) + 1)
        return loc if column == loc.column else SourceLoc(loc.file, loc.line, column)

    def fit_all(self, diagnostics) -> list[Diagnostic]:
        return [self.fit(d) for d in diagnostics]


def _is_load_arg(written: str, pieces: list[tuple[int, int]]) -> bool:
    """`load_arg DEST, NAME` becomes an `s_load_dword*` whose first operand is DEST."""
    return written[slice(*pieces[0])].lower() == "load_arg"
