"""The HetPas-dialect preprocessor: source text -> list of `Statement`s (see docs/ARCHITECTURE.md).

lexer.py tokenizes (PLY), expr.py evaluates constant expressions (PLY grammar), macros.py holds definitions and
argument substitution, expander.py runs directives, macros, `__for__`, `__if__` and `![..]`, splitter.py cuts the
result into statements, templates.py is the fast path for bodies that need no rescanning, plain_lines.py the
fast path for lines that need no preprocessing at all.
"""
from __future__ import annotations

import gc
from typing import Mapping, Sequence

from ..diagnostics import AssemblyError, SourceLoc

__all__ = ["Statements", "preprocess"]


class Statements(list):
    """The statements `preprocess` returns (a list of `Statement`), with the preprocessor's `warnings`: definitions
    that shadow a built-in statement (see directives.py), in the order found."""

    __slots__ = ("warnings",)

    def __init__(self, items=()):
        super().__init__(items)
        self.warnings: list = []


def preprocess(source: str, *, filename: str, arch: str, include_dirs: Sequence[str] = (),
               defines: Mapping[str, str] | None = None, errors: list | None = None,
               dropped: list | None = None) -> Statements:
    """Expand `source` (written in `filename`) into one Statement per label, instruction, directive or keyword.
    `defines` (NAME -> VALUE) are read as `#define NAME VALUE` lines before the first line (see defines.py).
    Errors reading can step over are raised together at the end, unless `errors` is a list: then they are appended
    to it and the statements are returned (an error reading cannot go on after is still raised, with the earlier
    ones).  The statement an error was in is left out, unless `dropped` is a list: then it stays in its place (with a
    stand-in where the error was) and is also appended to `dropped`, so later stages can tell its consequences.
    Warnings are in the result's `warnings` (and after the errors of an AssemblyError)."""
    # imported here: a plain file's build (plain_source.py) needs none of the expander, nor pathlib (~4 ms a start)
    from pathlib import Path

    from . import plain_lines
    from .defines import apply_defines
    from .expander import Expander
    from .frames import Frame
    from .lexer import tokenize
    from .plain_lines import expand_file, lexable_by_lines
    from .raw_blocks import take_raw_blocks
    from .splitter import StatementSplitter
    from .words import StatementWords
    words = StatementWords(arch)
    expander = Expander(arch, include_dirs, words)
    collect = errors is not None
    errors = [] if errors is None else errors  # errors after which reading went on (see Expander.recover)
    expander.errors = errors
    sink = StatementSplitter(words, expander.budget, errors)
    sink.dropped = dropped
    sink.out = out = Statements()
    out.warnings = expander.warnings
    path = Path(filename)
    own = (path.resolve(),) if path.is_file() else ()
    # The expansion allocates one long-lived object per output line; the cyclic garbage collector would rescan
    # them again and again (and it finds nothing: the preprocessor creates no cycles), so it is paused meanwhile.
    collecting = gc.isenabled()
    gc.disable()
    try:
        source = take_raw_blocks(source, filename)
        apply_defines(expander, defines)
        if plain_lines.ENABLED and lexable_by_lines(source, filename):
            expand_file(source, filename, Frame([], (), None, None, 0, frozenset(), 0, "file", own), expander, sink)
        else:
            toks = tokenize(source, filename)
            root = Frame(toks, (), None, None, 0, frozenset(), 0, "file", own, break_after=True)
            expander.run([root], sink, False)
        sink.brk()
    except RecursionError:
        raise AssemblyError(errors + AssemblyError.at(SourceLoc(filename, 1, 1), "expressions or macros nested too "
                                                      "deeply").diagnostics + expander.warnings) from None
    except AssemblyError as error:
        if errors or expander.warnings:
            raise AssemblyError(errors + error.diagnostics + expander.warnings) from None
        raise
    finally:
        if collecting:
            gc.enable()
    if errors and not collect:
        raise AssemblyError(errors + expander.warnings)
    return out
