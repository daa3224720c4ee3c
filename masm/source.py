"""The unit that flows from the preprocessor to the statement stage: one statement with its origin."""
from __future__ import annotations

from typing import NamedTuple

from .diagnostics import Note, SourceLoc


class Statement(NamedTuple):
    text: str
    loc: SourceLoc
    notes: tuple[Note, ...] = ()
    macro: str | None = None
    macro_loc: SourceLoc | None = None
