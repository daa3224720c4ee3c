"""Rendering diagnostics for people: `file:line:col: error: message`, the source line and a caret (like llvm-mc)."""
from __future__ import annotations

import json
import os
from typing import Iterable

from .diagnostics import Diagnostic

_source_cache: dict[str, list[str]] = {}


def register_source(filename: str, text: str) -> None:
    """Let the renderer show lines of sources that are not on disk (stdin, editor buffers, tests)."""
    _source_cache[filename] = text.splitlines()


def _source_line(file: str, line: int) -> str | None:
    lines = _source_cache.get(file)
    if lines is None and os.path.isfile(file):
        try:
            with open(file, encoding="utf-8", errors="replace") as f:
                lines = f.read().splitlines()
        except OSError:
            lines = []
        _source_cache[file] = lines
    if lines and 1 <= line <= len(lines):
        return lines[line - 1]
    return None


def format_diagnostic(d: Diagnostic, with_source: bool = True) -> str:
    out = [f"{d.file}:{d.line}:{d.column}: {d.severity}: {d.message}"]
    if with_source:
        src = _source_line(d.file, d.line)
        if src is not None:
            out.append(src.replace("\t", " "))
            out.append(" " * (max(d.column, 1) - 1) + "^" + "~" * max(0, d.length - 1))
    for n in d.notes:
        out.append(f"{n.loc.file}:{n.loc.line}:{n.loc.column}: note: {n.message}")
    return "\n".join(out)


def render_diagnostics(diags: Iterable[Diagnostic], stream=None, with_source: bool = True) -> None:
    import sys
    stream = stream or sys.stderr
    for d in diags:
        print(format_diagnostic(d, with_source), file=stream)


def diagnostics_json(diags: Iterable[Diagnostic]) -> str:
    return json.dumps([d.as_dict() for d in diags], indent=2)
