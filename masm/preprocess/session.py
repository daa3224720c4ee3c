"""A file preprocessed in pieces, for the language server's cache (masm.lint.cache): each `feed` goes on with the
definitions, conditions and counters the pieces before it left, as if they were written one after the other in the
file (a piece ends between statements).  The cache feeds a file's definitions once per run, and each kernel's chunks
on their own.

`feed` runs the steps of `preprocess` (masm/preprocess/__init__.py) on one expander kept between pieces; keep the two in
step.  tests/lint/test_lint_cache.py checks that a document read in pieces gives what the whole file gives.
"""
from __future__ import annotations

import gc
from pathlib import Path
from typing import Sequence

from ..diagnostics import AssemblyError, SourceLoc
from . import Statements


class Preprocessor:
    def __init__(self, *, filename: str, arch: str, include_dirs: Sequence[str] = ()):
        from .expander import Expander
        from .words import StatementWords
        self.filename = filename
        self._words = StatementWords(arch)
        self._expander = Expander(arch, include_dirs, self._words)
        path = Path(filename)
        self._own = (path.resolve(),) if path.is_file() else ()

    def feed(self, source: str, file: str | None = None) -> Statements:
        """The statements of `source`; their locations name `file` (by default the file itself: a caller may read a
        piece under a name of its own, to place its locations afterwards) and count lines from 1.  Raises
        AssemblyError as `preprocess` does (the session is then of no further use)."""
        from . import plain_lines
        from .frames import Frame
        from .lexer import tokenize
        from .plain_lines import expand_file, lexable_by_lines
        from .raw_blocks import take_raw_blocks
        from .splitter import StatementSplitter
        file = self.filename if file is None else file
        expander = self._expander
        errors: list = []   # errors after which reading went on (see Expander.recover); reported together at the end
        expander.errors = errors
        sink = StatementSplitter(self._words, expander.budget, errors)
        sink.out = out = Statements()
        earlier_warnings = len(expander.warnings)
        collecting = gc.isenabled()     # paused as in `preprocess`: the expansion makes no cycles
        gc.disable()
        try:
            source = take_raw_blocks(source, file)
            if plain_lines.ENABLED and lexable_by_lines(source, file):
                expand_file(source, file, Frame([], (), None, None, 0, frozenset(), 0, "file", self._own), expander,
                            sink)
            else:
                toks = tokenize(source, file)
                root = Frame(toks, (), None, None, 0, frozenset(), 0, "file", self._own, break_after=True)
                expander.run([root], sink, False)
            sink.brk()
        except RecursionError:
            raise AssemblyError(errors + AssemblyError.at(SourceLoc(file, 1, 1), "expressions or macros nested too "
                                                          "deeply").diagnostics) from None
        except AssemblyError as error:
            if errors:
                raise AssemblyError(errors + error.diagnostics) from None
            raise
        finally:
            if collecting:
                gc.enable()
        if errors:
            raise AssemblyError(errors)
        out.warnings = expander.warnings[earlier_warnings:]     # the definitions of this piece that shadow a built-in
        return out
