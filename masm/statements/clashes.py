"""A register used by number while a temp holds it: the two names are one register, which is rarely meant.

`v_mov_b32 v1, 7`, then `v_temp a` lands on v1, then `v_add_u32 v2, v1, a` reads the same register twice.  The
statement stage warns at each statement that names by number a register the temp pools have handed out (to a temp,
or to the EXEC mask a vector construct saves), naming the holder and where it was declared.
"""
from __future__ import annotations

import re
from itertools import compress, count
from operator import itemgetter

from ..diagnostics import Diagnostic, Note
from ..regex_cache import regex
from .operands import at_offset

_NUMBERED = regex(r"([vs])(?:(\d+)(?![\w.@$])|\[\s*(\d+)\s*(?::\s*(\d+)\s*)?\])", re.IGNORECASE)


_QUICK = regex(r"[vsVS](?=[\d\[])")


def numbered_statements(statements) -> dict[int, tuple]:
    """Index -> (file, first, last, offset in the text, text) of each register a statement names by number, for the
    statements that name any.  Each distinct text is searched once (unrolled code repeats its statements): what a
    text names depends on it alone unless a `[` in it is still open at its end, when a search of all the texts
    joined (`_numbered_joined`, which a match may cross) decides."""
    texts = list(map(itemgetter(0), statements))      # (Statement.text)
    found = dict.fromkeys(texts)
    for text in found:
        if text.rfind("[") > text.rfind("]"):
            return _numbered_joined(statements)
        found[text] = tuple(_numbered_in(text))
    named = list(map(found.get, texts))
    return dict(zip(compress(count(), named), compress(named, named)))


def _numbered_in(text: str):
    """(file, first, last, offset, text) of each register `text` names by number."""
    for quick in _QUICK.finditer(text):
        start = quick.start()
        match = _NUMBERED.match(text, start)
        if match is None or (start and text[start - 1] in _NAME_CHARS):
            continue
        first = int(match.group(2) if match.group(2) is not None else match.group(3))
        last = int(match.group(4)) if match.group(4) is not None else first
        yield match.group(1).lower(), first, last, start, match.group()


def _numbered_joined(statements) -> dict[int, tuple]:
    """`numbered_statements` by one search over all the texts joined by line breaks."""
    texts = [stmt.text for stmt in statements]
    joined = "\n".join(texts)
    starts, pos = [], 0
    for text in texts:
        starts.append(pos)
        pos += len(text) + 1
    out: dict[int, list] = {}
    index = 0
    for quick in _QUICK.finditer(joined):
        match = _NUMBERED.match(joined, quick.start())
        if match is None or (quick.start() and joined[quick.start() - 1] in _NAME_CHARS):
            continue
        while index + 1 < len(starts) and starts[index + 1] <= match.start():
            index += 1
        first = int(match.group(2) if match.group(2) is not None else match.group(3))
        last = int(match.group(4)) if match.group(4) is not None else first
        out.setdefault(index, []).append((match.group(1).lower(), first, last, match.start() - starts[index],
                                          match.group()))
    return {k: tuple(v) for k, v in out.items()}


_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.@")


def numbered_clashes(stmt, numbered: tuple, rest_offset: int, pools) -> list[Diagnostic]:
    """Warnings for the registers `numbered` (`numbered_statements` of `stmt`) names by number after `rest_offset`
    (its operands) while a pool has handed them out (`Pool.owner`: (what holds it, where, a note for that place))."""
    out: list[Diagnostic] = []
    seen: set = set()
    for file, first, last, start, text in numbered:
        pool = pools.get(file)
        if pool is None or not pool.taken or start < rest_offset:
            continue
        for r in range(first, min(last, first + 64) + 1):
            holder = pool.owner(r)
            if holder is None or holder in seen:
                continue
            seen.add(holder)
            what, where, note = holder
            loc = at_offset(stmt.loc, stmt.text, start)
            out.append(Diagnostic(
                "warning", f"{text} is used by number here, but {what} holds {file}{r} now: both name the same "
                           f"register", loc, (Note(where, note),) + stmt.notes, len(text)))
    return out
