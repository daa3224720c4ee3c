"""A register used by number while a temp holds it: the two names are one register, which is rarely meant.

`v_mov_b32 v1, 7`, then `v_temp a` lands on v1, then `v_add_u32 v2, v1, a` reads the same register twice.  The
statement stage warns at each statement that names by number a register the temp pools have handed out (to a temp,
or to the EXEC mask a vector construct saves), naming the holder and where it was declared.
"""
from __future__ import annotations

import re

from ..diagnostics import Diagnostic, Note
from .operands import at_offset

_NUMBERED = re.compile(r"(?<![\w$.@])([vs])(?:(\d+)(?![\w.@$])|\[\s*(\d+)\s*(?::\s*(\d+)\s*)?\])", re.IGNORECASE)


def numbered_clashes(stmt, rest: str, rest_offset: int, pools) -> list[Diagnostic]:
    """Warnings for the registers `rest` (the operands of `stmt`, at `rest_offset` in its text) names by number while
    a pool has handed them out (`Pool.owner`: (what holds it, where it was taken, a note for that place))."""
    out: list[Diagnostic] = []
    seen: set = set()
    for match in _NUMBERED.finditer(rest):
        file = match.group(1).lower()
        pool = pools.get(file)
        if pool is None or not pool.taken:
            continue
        first = int(match.group(2) if match.group(2) is not None else match.group(3))
        last = int(match.group(4)) if match.group(4) is not None else first
        for r in range(first, min(last, first + 64) + 1):
            holder = pool.owner(r)
            if holder is None or holder in seen:
                continue
            seen.add(holder)
            what, where, note = holder
            text = match.group()
            loc = at_offset(stmt.loc, stmt.text, rest_offset + match.start())
            out.append(Diagnostic(
                "warning", f"{text} is used by number here, but {what} holds {file}{r} now: both name the same "
                           f"register", loc, (Note(where, note),) + stmt.notes, len(text)))
    return out
