"""masm diagnostics as LSP diagnostics for one document.

A masm `Diagnostic` is 1-based (line, column) with a length; LSP ranges are 0-based.  Where the expansion chain
(`notes`, innermost first) passes through this document, the diagnostic is also shown at the outermost such site — the
macro invocation or `#include` line the user wrote here — so an error inside a macro body or an included file is
underlined where the macro is used.  Every note becomes related information.
"""
from __future__ import annotations

import os
import re

from lsprotocol import types as lsp
from pygls.uris import from_fs_path

from ..diagnostics import Diagnostic, SourceLoc
from ..regex_cache import regex

_SEVERITY = {"error": lsp.DiagnosticSeverity.Error, "warning": lsp.DiagnosticSeverity.Warning,
             "note": lsp.DiagnosticSeverity.Information}
_WORD_OR_TOKEN = regex(r"[A-Za-z_.@$][\w.@$]*|\S")


def same_file(a: str, b: str) -> bool:
    if a == b:
        return True
    try:
        return os.path.realpath(a) == os.path.realpath(b)
    except (OSError, ValueError):
        return False


def uri_for(path: str) -> str:
    if re.match(r"^[A-Za-z][\w+.-]*:", path) and not re.match(r"^[A-Za-z]:[\\/]", path):
        return path            # already a URI (unsaved buffer)
    return from_fs_path(os.path.abspath(path)) or path


def loc_range(loc: SourceLoc, length: int, lines: list[str] | None) -> lsp.Range:
    """0-based range of `length` characters at `loc`; a length of 1 grows to the token there (so `v_ad_f32`
    is underlined whole)."""
    line = max(loc.line - 1, 0)
    start = max(loc.column - 1, 0)
    end = start + max(length, 1)
    if lines is not None and line < len(lines):
        text = lines[line]
        start = min(start, len(text))
        if length <= 1:
            m = _WORD_OR_TOKEN.match(text, start)
            end = m.end() if m else start + 1
        end = max(min(end, len(text)), start)
        if end == start and start < len(text):
            end = start + 1
    return lsp.Range(lsp.Position(line, start), lsp.Position(line, end))


def to_lsp(diags: list[Diagnostic], path: str, text: str) -> list[lsp.Diagnostic]:
    lines = text.split("\n")
    out: list[lsp.Diagnostic] = []
    seen: set[tuple] = set()

    def emit(loc: SourceLoc, length: int, message: str, d: Diagnostic, related: list) -> None:
        rng = loc_range(loc, length, lines)
        key = (rng.start.line, rng.start.character, rng.end.character, message)
        if key in seen:
            return
        seen.add(key)
        own_line = loc == d.loc            # a fix is inserted where the instruction is written, not at a macro call
        out.append(lsp.Diagnostic(range=rng, message=message, severity=_SEVERITY.get(d.severity),
                                  source="masm", related_information=related or None, code=d.code,
                                  data={"fix": d.fix} if d.fix and own_line else None))

    for d in diags:
        related = [lsp.DiagnosticRelatedInformation(_location(n.loc), n.message) for n in d.notes]
        here = same_file(d.loc.file, path)
        if here:
            emit(d.loc, d.length, d.message, d, related)
        site = next((n for n in reversed(d.notes) if same_file(n.loc.file, path) and n.loc != d.loc), None)
        if site is not None:
            where = f"{os.path.basename(d.loc.file)}:{d.loc.line}:{d.loc.column}"
            origin = [lsp.DiagnosticRelatedInformation(_location(d.loc), f"{d.severity} here")]
            emit(site.loc, 1, f"{d.message} ({site.message}; at {where})", d, origin + related)
        elif not here:
            emit(SourceLoc(path, 1, 1), 1, f"{d.loc}: {d.message}", d, related)
    return out


def _location(loc: SourceLoc) -> lsp.Location:
    pos = lsp.Position(max(loc.line - 1, 0), max(loc.column - 1, 0))
    return lsp.Location(uri=uri_for(loc.file), range=lsp.Range(pos, pos))
