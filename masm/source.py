"""The unit that flows from the preprocessor to the statement stage: one statement with its origin."""
from __future__ import annotations

from dataclasses import dataclass

from .diagnostics import Note, SourceLoc


@dataclass(frozen=True, slots=True)
class Statement:
    text: str
    loc: SourceLoc
    notes: tuple[Note, ...] = ()
    macro: str | None = None
    macro_loc: SourceLoc | None = None
