"""Fast constructors for the frozen dataclasses the preprocessor creates by the hundred thousand.

`Statement` and `Note` are frozen slotted dataclasses; their generated __init__ goes through object.__setattr__ per
field and costs several times more than setting the slots directly.  These helpers build identical objects (equal,
hashable, immutable afterwards) through the slot descriptors.
"""
from __future__ import annotations

from ..diagnostics import Note, SourceLoc
from ..source import Statement

_new = object.__new__
_set_text = Statement.text.__set__
_set_loc = Statement.loc.__set__
_set_notes = Statement.notes.__set__
_set_macro = Statement.macro.__set__
_set_macro_loc = Statement.macro_loc.__set__
_set_note_loc = Note.loc.__set__
_set_loc_file = SourceLoc.file.__set__
_set_loc_line = SourceLoc.line.__set__
_set_loc_column = SourceLoc.column.__set__
_set_note_message = Note.message.__set__


def make_statement(text: str, loc: SourceLoc, notes: tuple, macro, macro_loc) -> Statement:
    s = _new(Statement)
    _set_text(s, text)
    _set_loc(s, loc)
    _set_notes(s, notes)
    _set_macro(s, macro)
    _set_macro_loc(s, macro_loc)
    return s


def make_loc(file: str, line: int, column: int) -> SourceLoc:
    loc = _new(SourceLoc)
    _set_loc_file(loc, file)
    _set_loc_line(loc, line)
    _set_loc_column(loc, column)
    return loc


def make_note(loc: SourceLoc, message: str) -> Note:
    n = _new(Note)
    _set_note_loc(n, loc)
    _set_note_message(n, message)
    return n


def statement_maker():
    """The pieces of `make_statement` as locals for hot loops: (new, Statement, set_text, set_loc, set_notes,
    set_macro, set_macro_loc)."""
    return _new, Statement, _set_text, _set_loc, _set_notes, _set_macro, _set_macro_loc
