"""Encoder errors explained in terms of the declarations behind them.

A misaligned register tuple (`invalid register alignment in 'v[3:4]'` on gfx90a, or an SGPR pair at an odd register
anywhere) in a line whose operand is a temp or an alias is not the use's fault but the declaration's: the error is
moved to the declaration and says how to fix it (`align:2`), with a note at the use.  When the declaration is aligned
and the use takes an odd element (`t[1:2]`), the error stays at the use and says so.
"""
from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from ..diagnostics import Diagnostic, Note, SourceLoc
from ..preprocess.expr import try_evaluate
from ..regex_cache import regex
from .registers import Reg

_OPERAND = regex(r"-?\|?\s*([A-Za-z_][\w]*)\s*(\[[^\]]*\])?")


class Declared(NamedTuple):
    """A temp or alias of two or more registers, as declared."""
    title: str               # how messages name it: temp 'addr'
    reg: Reg
    loc: SourceLoc
    notes: tuple
    kind: str                # "temp" | "alias"


def explain_alignment(diagnostics, columns, declared: dict[str, list[Declared]]) -> list[Diagnostic]:
    """`diagnostics` of one line's encoding, a misaligned tuple that came from a declaration explained there."""
    return [_explain(d, columns, declared) if "alignment" in d.message else d for d in diagnostics]


def _explain(d: Diagnostic, columns, declared: dict[str, list[Declared]]) -> Diagnostic:
    line = columns.line(d.loc.file, d.loc.line) if columns is not None else None
    if line is None:
        return d
    match = _OPERAND.match(line, d.loc.column - 1)
    if match is None:
        return d
    name, index = match.group(1), match.group(2)
    records = [r for r in declared.get(name.lower(), ()) if _before(r.loc, d.loc)]
    if not records:
        return d
    record = records[-1]
    offset = _first_index(index)
    if offset is None:
        return d
    operand = match.group().strip()
    use = Note(d.loc, f"used as a 64-bit operand here: {operand}")
    if offset % 2:
        return replace(d, message=f"invalid register alignment: {operand} starts at element {offset} of "
                                  f"{record.title} ({record.reg.text()}), an odd register, but a 64-bit operand "
                                  f"must start at an even one; use an even element")
    if record.reg.first % 2 == 0:
        return d
    fix = "declare it with `align:2`" if record.kind == "temp" else "make it start at an even register"
    return Diagnostic("error", f"{record.title} is {record.reg.text()}, which starts at an odd register, but "
                               f"{operand} is used as a 64-bit operand, which must start at an even one; {fix}",
                      record.loc, (use,) + tuple(record.notes) + tuple(d.notes), max(1, len(name)))


def _first_index(index: str | None) -> int | None:
    """The first element an index `[lo:hi]` / `[i]` takes (0 without one; None when it is not a constant)."""
    if not index:
        return 0
    inner = index.strip()[1:-1].split(":", 1)[0]
    value = try_evaluate(inner)
    return value if isinstance(value, int) else None


def _before(declared: SourceLoc, use: SourceLoc) -> bool:
    return declared.file != use.file or (declared.line, declared.column) <= (use.line, use.column)
