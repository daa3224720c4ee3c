"""Which physical register a name (alias or temp) stands for at a source line, read from the pipeline's own output.

The statement stage keeps each statement's location on the plain lines it lowers to.  So for a statement written at
line L that uses the name `x` as an operand, the plain line with the same location has the physical register in the
same operand position: `v_add_f32 x, y, 1.0` at L lowered to `v_add_f32 v5, v2, 1.0` means x is v5 there.  A line
inside a macro body expands once per invocation; every distinct register is reported.  A macro invocation line
counts as writing every statement its expansion produced (the argument `x` is the body's operand there).
"""
from __future__ import annotations

import re
from collections import defaultdict

from ..lint import Analysis
from ..lint.text import split_operands
from ..regex_cache import regex
from .diagnostics import same_file

_REGISTER = regex(r"(?<![\w.@])(?:[vsa]\d+|[vsa]\[\s*\d+\s*(?::\s*\d+\s*)?\]|acc\d+|ttmp\d+|ttmp\[[^\]]*\])",
                  re.IGNORECASE)
_WORD = regex(r"[A-Za-z_.@][\w.@]*")


class KernelViews:
    """One kernel's pipeline output by source line, built once per KernelAnalysis (an unchanged kernel keeps its
    analysis object across edits, and so its views): statements by each (file, line) they were written at —
    themselves, or through a macro invocation, `__for__` or `#include` there — plain lines by (loc, notes), and
    (plain line, encoding) pairs by (file, line)."""

    __slots__ = ("statements", "plain", "encoded", "files")

    def __init__(self, ka):
        statements: dict[tuple[str, int], list] = defaultdict(list)
        for st in ka.source.statements:
            loc, notes = st.loc, st.notes
            statements[(loc.file, loc.line)].append(st)
            if notes:
                for key in {(n.loc.file, n.loc.line) for n in notes} - {(loc.file, loc.line)}:
                    statements[key].append(st)
        plain: dict[tuple, list] = defaultdict(list)
        for line in (ka.lowered.lines if ka.lowered is not None else ()):
            plain[(line.loc, line.notes)].append(line)
        encoded: dict[tuple[str, int], list] = defaultdict(list)
        for line, enc in ka.encoded:
            encoded[(line.loc.file, line.loc.line)].append((line, enc))
        self.statements, self.plain, self.encoded = statements, plain, encoded
        self.files = {file for file, _ in statements}


def kernel_views(ka) -> KernelViews:
    views = ka.memo.get("lsp")
    if views is None:
        views = ka.memo["lsp"] = KernelViews(ka)
    return views


def kernels_at(analysis: Analysis, path: str, line: int) -> list:
    """The kernels of `analysis` that may have statements written at `line` of `path`: those whose source range in
    `path` holds it (a kernel whose range is not known counts)."""
    out = []
    for ka in analysis.kernels:
        src = ka.source
        start, end = getattr(src, "loc", None), getattr(src, "end_loc", None)
        if start is not None and end is not None and start.file == path == end.file and \
                not start.line <= line <= end.line:
            continue
        out.append(ka)
    return out


def _same_files(views: KernelViews, path: str) -> list[str]:
    return [path] if path in views.files else [f for f in views.files if same_file(f, path)]


def statements_written_at(analysis: Analysis, path: str, line: int) -> list[tuple[object, KernelViews]]:
    """(statement, its kernel's views) for each statement written at `line` of `path`."""
    out = []
    for ka in kernels_at(analysis, path, line):
        views = kernel_views(ka)
        for file in _same_files(views, path):
            out.extend((st, views) for st in views.statements.get((file, line), ()))
    return out


def encodings_at(analysis: Analysis, path: str, line: int) -> list[tuple[object, object]]:
    """(plain line, encoding) of each instruction written at `line` of `path`."""
    out = []
    for ka in kernels_at(analysis, path, line):
        views = kernel_views(ka)
        out.extend(views.encoded.get((path, line), ()))
    return out


def registers_at(analysis: Analysis | None, path: str, line: int, name: str) -> list[str]:
    """Distinct physical registers `name` stands for in the statements written at `line` of `path`."""
    if analysis is None:
        return []
    key = name.lower()
    found: list[str] = []
    for st, views in statements_written_at(analysis, path, line):
        if key not in (w.lower() for w in _WORD.findall(st.text)):
            continue
        src_ops = split_operands(st.text)
        for plain in views.plain.get((st.loc, st.notes), ()):
            dst_ops = split_operands(plain.text)
            if len(dst_ops) != len(src_ops) or plain.text.split(None, 1)[0].lower() != \
                    st.text.split(None, 1)[0].lower():
                continue
            for src, dst in zip(src_ops, dst_ops):
                if key in (w.lower() for w in _WORD.findall(src)):
                    m = _REGISTER.search(dst)
                    if m and m.group() not in found:
                        found.append(m.group())
    return found
