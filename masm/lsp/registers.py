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
from .diagnostics import same_file

_REGISTER = re.compile(r"(?<![\w.@])(?:[vsa]\d+|[vsa]\[\s*\d+\s*(?::\s*\d+\s*)?\]|acc\d+|ttmp\d+|ttmp\[[^\]]*\])",
                       re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z_.@][\w.@]*")


def _plain_lines_by_loc(analysis: Analysis) -> dict[tuple, list]:
    cached = analysis.memo.get("lines_by_loc")
    if cached is not None:
        return cached
    by_loc: dict[tuple, list] = defaultdict(list)
    for ka in analysis.kernels:
        if ka.lowered is None:
            continue
        for line in ka.lowered.lines:
            by_loc[(line.loc, line.notes)].append(line)
    analysis.memo["lines_by_loc"] = by_loc
    return by_loc


def _written_at(st, path: str, line: int) -> bool:
    """Was statement `st` written at `line` of `path` — itself, or through a macro invocation / __for__ there?"""
    if st.loc.line == line and same_file(st.loc.file, path):
        return True
    return any(n.loc.line == line and same_file(n.loc.file, path) for n in st.notes)


def registers_at(analysis: Analysis | None, path: str, line: int, name: str) -> list[str]:
    """Distinct physical registers `name` stands for in the statements written at `line` of `path`."""
    if analysis is None:
        return []
    key = name.lower()
    by_loc = _plain_lines_by_loc(analysis)
    found: list[str] = []
    for st in analysis.statements:
        if not _written_at(st, path, line):
            continue
        if key not in (w.lower() for w in _WORD.findall(st.text)):
            continue
        src_ops = split_operands(st.text)
        for plain in by_loc.get((st.loc, st.notes), ()):
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
