"""Rendering diagnostics for people: `file:line:col: error: message`, the source line and a caret (like llvm-mc)."""
from __future__ import annotations

import os
from typing import Iterable

from .diagnostics import Diagnostic

_source_cache: dict[str, list[str]] = {}

# Control characters are shown as their Unicode pictures (ESC as '␛'), one column each so the caret stays in place:
# an echoed source line or a message never sends the terminal an escape sequence, a bell or a carriage return.
_VISIBLE = {c: 0x2400 + c for c in range(32) if c != 9} | {0x7F: 0x2421} | {c: 0xFFFD for c in range(0x80, 0xA0)}


def visible(text: str) -> str:
    """`text` with control characters (other than tab) replaced by printable stand-ins, one for one."""
    if text.isprintable():      # (no control character at all: most texts; translate costs ~5 us a message)
        return text
    return text.translate(_VISIBLE)


def _lines(text: str) -> list[str]:
    """The lines as the lexer counts them: only '\n' ends a line (a CRLF's '\r' is dropped); a lone '\r', '\f' or
    '\v' is blank space inside a line, not a line break as str.splitlines() would make it."""
    lines = text.split("\n")
    if "\r" in text:           # (CRLF files: most have none, and their lines need no look each)
        lines = [ln[:-1] if ln.endswith("\r") else ln for ln in lines]
    return lines[:-1] if lines[-1] == "" else lines       # no line after the last '\n' (nor in an empty text)


def register_source(filename: str, text: str) -> None:
    """Let the renderer show lines of sources that are not on disk (stdin, editor buffers, tests)."""
    _source_cache[filename] = _lines(text)


def _source_line(file: str, line: int) -> str | None:
    lines = _source_cache.get(file)
    if lines is None and os.path.isfile(file):
        try:
            with open(file, encoding="utf-8", errors="replace", newline="") as f:
                lines = _lines(f.read())
        except OSError:
            lines = []
        _source_cache[file] = lines
    if lines and 1 <= line <= len(lines):
        return lines[line - 1]
    return None


_ECHO = 160             # the longest source line echoed whole; of a longer one, this much around the column


def _window(src: str, column: int, length: int) -> tuple[str, int, int]:
    """(the part of a source line to echo, the column and underline length in it): a line longer than _ECHO
    (minified or generated text, a binary file read as source) is cut to _ECHO characters around the column, each
    cut end marked with '…'."""
    if len(src) <= _ECHO:
        return src, column, length
    start = max(0, min(column - 1 - _ECHO // 4, len(src) - _ECHO))
    end = start + _ECHO
    prefix = "…" if start else ""
    part = prefix + src[start:end] + ("…" if end < len(src) else "")
    shown = _ECHO - (column - 1 - start)          # characters of the window from the column on
    return part, column - start + len(prefix), max(1, min(length, shown))


def format_diagnostic(d: Diagnostic, with_source: bool = True, lines_of=None) -> str:
    """`d` as text; `lines_of(file)`: the lines of a file to show (None: none), when the caller keeps them."""
    return _diagnostic_text(d, with_source, lines_of, "")


def _shown_message(message: str) -> str:
    """A diagnostic's message as shown.  Its control characters were escaped when it was made (`Diagnostic`'s
    `printable`, which leaves tab and line feed alone): of `visible`'s characters only a line feed can be left, so
    a message without one is shown as it is, without the scan of `visible`'s test (~1 us a warning's message)."""
    return visible(message) if "\n" in message else message


def _diagnostic_text(d: Diagnostic, with_source: bool, lines_of, end: str) -> str:
    """`format_diagnostic`'s text followed by `end`, made by one format (`render_diagnostics` joins tens of
    thousands: the head, the echoed line and the end each copied once more cost ~10% of it)."""
    file, line, column = d.loc
    message = _shown_message(d.message)
    src = None
    if with_source:
        if lines_of is None:
            lines = _source_cache.get(file)
            src = lines[line - 1] if lines and 1 <= line <= len(lines) else _source_line(file, line)
        else:
            lines = lines_of(file)
            src = lines[line - 1] if lines and 1 <= line <= len(lines) else None
    if src is not None:
        if "\t" in src:
            src = src.replace("\t", " ")
        if len(src) > _ECHO:
            src, at, length = _window(src, max(column, 1), d.length)
        else:                                       # (`_window` of a line it echoes whole: most lines)
            at, length = max(column, 1), d.length
        text = (f"{file}:{line}:{column}: {d.severity}: {message}\n{src if src.isprintable() else visible(src)}\n"
                f"{' ' * (at - 1)}^{'~' * (length - 1) if length > 1 else ''}{end}")
    else:
        text = f"{file}:{line}:{column}: {d.severity}: {message}{end}"
    if not d.notes:
        return text
    return "\n".join([text[:len(text) - len(end)]] + [f"{n.loc.file}:{n.loc.line}:{n.loc.column}: note: "
                                                       f"{visible(n.message)}" for n in d.notes]) + end


def render_diagnostics(diags: Iterable[Diagnostic], stream=None, with_source: bool = True) -> None:
    import sys
    stream = stream or sys.stderr
    known: dict = {}                # file -> its lines, or None (not a file: looked for once a call, not once a line)

    def lines_of(file: str):
        lines = known.get(file, known)
        if lines is known:
            _source_line(file, 0)       # (reads the file into _source_cache when it is one)
            lines = known[file] = _source_cache.get(file)
        return lines
    # one write (stderr writes each line by itself otherwise: 0.1 s for the 9,000 warnings of a 60,000-line file)
    text = "".join([_diagnostic_text(d, with_source, lines_of, "\n") for d in diags])
    if text:
        stream.write(text)
        stream.flush()


def diagnostics_json(diags: Iterable[Diagnostic]) -> str:
    import json
    return json.dumps([d.as_dict() for d in diags], indent=2)
