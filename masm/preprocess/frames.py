"""The expansion stack's frames, the names the stream reacts to, and small shared helpers."""
from __future__ import annotations

from ..diagnostics import AssemblyError, SourceLoc
from ..targets import architecture_values
from .lexer import COL, FILE, LINE

MAX_DEPTH = 64             # nested macro expansions
MAX_INCLUDE_DEPTH = 32

FOR, IF, COUNTER, LINE_NAME, FILE_NAME, ARCH_NAME = "__for__", "__if__", "__counter__", "__line__", "__file__", "__arch__"
IFDEF, IFNDEF, DATE_NAME, TIME_NAME = "__ifdef__", "__ifndef__", "__date__", "__time__"
SPECIALS = frozenset({FOR, IF, COUNTER, LINE_NAME, FILE_NAME, ARCH_NAME, IFDEF, IFNDEF, DATE_NAME, TIME_NAME})

# Architecture names usable in expressions: `#if __arch__ >= gfx908`
ARCH_VALUES = architecture_values()


def build_time(date: bool) -> str:
    """`__date__` (YYYY.MM.DD) or `__time__` (HH:MM:SS), as HetPas writes them: now in UTC, or the time
    SOURCE_DATE_EPOCH names (reproducible builds)."""
    import datetime
    import os
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    try:
        when = datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc)
    except (ValueError, OverflowError, OSError):
        when = datetime.datetime.now(datetime.timezone.utc)
    return when.strftime("%Y.%m.%d" if date else "%H:%M:%S")


def loc_of(tok) -> SourceLoc:
    return SourceLoc(tok[FILE], tok[LINE], tok[COL])


class Frame:
    __slots__ = ("toks", "pos", "notes", "macro", "macro_loc", "depth", "painted", "cond_base", "break_after",
                 "kind", "includes", "loop")

    def __init__(self, toks, notes, macro, macro_loc, depth, painted, cond_base, kind, includes,
                 break_after=False, loop=None):
        self.toks = toks
        self.pos = 0
        self.notes = notes
        self.macro = macro
        self.macro_loc = macro_loc
        self.depth = depth
        self.painted = painted
        self.cond_base = cond_base
        self.kind = kind          # "file" | "macro" | "define" | "loop" | "text"
        self.includes = includes  # resolved paths of the files this frame is nested in (cycle detection)
        self.break_after = break_after
        self.loop = loop


class TokenSink:
    """Output of a nested expansion (expressions, loop headers, arguments): just the tokens, at most `limit`
    characters of them (budget.MAX_TEXT: a text that doubles at each level is stopped before it exhausts memory)."""

    def __init__(self, limit: int = 1 << 62):
        self.toks: list = []
        self.size = 0
        self.limit = limit

    def token(self, tok, frame) -> None:
        text = tok[1]
        self.size += len(text) if text.__class__ is str else 4   # (a template's placeholder: lexer.text_size)
        if self.size > self.limit:
            raise AssemblyError.at(loc_of(tok), f"an expression or argument expands to more than {self.limit:,} "
                                                "characters; runaway recursion?", frame.notes if frame else ())
        self.toks.append(tok)

    def brk(self) -> None:
        pass

    def drop_statement(self) -> None:
        pass

    def at_statement_start(self, tok) -> bool:
        return False
