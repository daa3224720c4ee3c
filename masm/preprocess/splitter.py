"""Groups the expanded token stream into statements.

A statement ends at a newline (unless the line ends with a comma or inside brackets) or at HetPas's separator `\\`,
and a new one starts at each word that begins a statement (mnemonic, masm keyword, data directive) written after
whitespace at bracket depth 0, at each label (`name:` / `@name:` followed by whitespace), and at each break the
expander requests (macro invocations).  A statement word that is the first on its line also starts a new statement
inside brackets: the statement before it left a bracket open, which is an error at that bracket (as is a statement
that ends with one open).
Modifiers such as `offset:16`, `vmcnt(0)`, `dst_sel:WORD_1`, `off`, `clamp` are not statement words, so they stay.
"""
from __future__ import annotations

from ..diagnostics import AssemblyError, SourceLoc
from ..source import Statement
from .budget import record_errors
from .lexer import COL, FILE, ID, KIND, LINE, LOW, NL, NUM, OP, SPACE, STR, TEXT
from .words import OPERAND_FUNCTIONS, StatementWords

PARAM = "param"  # placeholder kind used when a body is expanded ahead of time (see templates.py)
EXPR = "expr"    # a `![..]` whose value depends on placeholders (templates.py); behaves like a number
_NO_CONTEXT = ((), None, None)

_OPERAND_END_KINDS = (ID, NUM, STR, PARAM, EXPR)
_CLOSERS = (")", "]", "|")
_WORD_KINDS = (ID, NUM, PARAM, EXPR)


class Splitter:
    """Receives tokens (with the frame they were read from) and breaks; `emit(tokens, frame)` gets each statement."""

    def __init__(self, words: StatementWords):
        self.words = words
        self.starts_cache = words.cache  # the answers of words.starts_statement so far (read directly: hot path)
        self.cur: list = []
        self.context = _NO_CONTEXT  # (notes, macro, macro_loc) of the frame the statement's first token came from
        self.depth = 0
        self.opener = None        # (token, notes) of the bracket that took `depth` from 0 to 1
        self.word_start = -1      # index in cur of the current glued word, if it stands where a statement may begin
        self.label_at = -1        # index in cur of a `word:` candidate waiting for the next token
        self.word_context = _NO_CONTEXT
        self.call_check = -1      # index in cur of an identifier that must not be followed by `(` (undefined macro)
        self.dropping = False     # the statement being read had an error: it is not emitted (StatementSplitter)

    # -- hooks -------------------------------------------------------------------------------------------------
    def emit(self, toks: list, context: tuple) -> None:
        raise NotImplementedError

    # -- input -------------------------------------------------------------------------------------------------
    def at_statement_start(self, tok) -> bool:
        """Would `tok`, arriving now, begin a new statement if it were a statement word?"""
        cur = self.cur
        if not cur:
            return True
        if self.depth:
            return False
        return bool(tok[SPACE]) or cur[-1][TEXT] in _CLOSERS

    def brk(self) -> None:
        if self.label_at >= 0:
            self._take_label()
        if self.cur:
            self.flush()
        else:
            self.dropping = False

    def token(self, tok, frame) -> None:
        kind = tok[0]
        if kind == OP and tok[1] == "\\":
            # HetPas's statement separator: `s_nop 0 \ s_nop 1` is two lines; it ends the statement even after a
            # comma or inside a bracket (which is then never closed)
            if self.label_at >= 0:
                self._take_label()
            if self.cur:
                self.flush()
            else:
                self.dropping = False
            return
        if self.label_at >= 0:
            # `name:` followed by a blank, or directly by an instruction (`loop:s_nop 0`), is a label;
            # `offset:16`, `dst_sel:WORD_1` are not
            if kind == NL or tok[2] or (kind == ID and self._starts(tok[7])):
                self._take_label()
            else:
                self.label_at = -1
        cur = self.cur
        if kind == NL:
            if cur:
                if self.depth == 0 and cur[-1][1] != ",":
                    self.flush()
            else:
                self.dropping = False
            return
        if not cur:
            self.context = (frame.notes, frame.macro, frame.macro_loc) if frame is not None else _NO_CONTEXT
            cur.append(tok)
            if kind == OP and (tok[1] == "(" or tok[1] == "["):
                self.depth = 1
                self.opener = (tok, frame.notes if frame is not None else ())
            else:
                self.depth = 0
            self.word_start = 0 if kind in _WORD_KINDS else -1
            self.call_check = 0 if kind == ID and not self._starts(tok[7]) else -1
            return
        last = cur[-1]
        if kind == ID:
            if ((self.depth == 0 and (tok[2] or last[1] in _CLOSERS)) or (self.depth and tok[3])) and \
                    self._starts(tok[7]) and not (len(cur) == 1 and str(last[1])[:1] == "." and not tok[3]):
                # (the first operand of a directive is never a statement: `.section .text`, `.globl .data`)
                # (a statement word first on its line inside an open bracket: the bracket was never closed)
                self.flush()
                self.context = (frame.notes, frame.macro, frame.macro_loc) if frame is not None else _NO_CONTEXT
                self.cur.append(tok)
                self.word_start = 0
                self.call_check = -1
                return
        if kind in _WORD_KINDS:
            if tok[2] or last[0] not in _WORD_KINDS:
                juxtaposed = self.depth == 0 and tok[2] and (last[0] in _OPERAND_END_KINDS or last[1] in _CLOSERS)
                if juxtaposed:
                    self.word_start = len(cur)
                    self.word_context = (frame.notes, frame.macro, frame.macro_loc) if frame is not None else _NO_CONTEXT
                    self.call_check = len(cur) if kind == ID and len(cur) > 1 else -1
                else:
                    self.word_start = self.call_check = -1
        else:
            if kind == OP:
                text = tok[1]
                if text == "(" or text == "[":
                    if text == "(" and self.call_check == len(cur) - 1:
                        self._check_call(last)
                    if not self.depth:
                        self.opener = (tok, frame.notes if frame is not None else ())
                    self.depth += 1
                elif text == ")" or text == "]":
                    if self.depth:
                        self.depth -= 1
                elif text == ":" and not tok[2] and self.depth == 0 and self.word_start >= 0:
                    self.label_at = self.word_start
            self.word_start = -1
            self.call_check = -1
        cur.append(tok)

    def _starts(self, low: str) -> bool:
        known = self.starts_cache.get(low)
        return known if known is not None else self.words.starts_statement(low)

    def _check_call(self, name_tok) -> None:
        if name_tok[KIND] != ID:
            self.fail(AssemblyError.at(SourceLoc(name_tok[FILE], name_tok[LINE], name_tok[COL]),
                                       "a macro argument cannot be called here", self.frame_notes()))
            return
        low = name_tok[LOW]
        if low in OPERAND_FUNCTIONS or self._starts(low):
            return
        self.fail(AssemblyError.at(SourceLoc(name_tok[FILE], name_tok[LINE], name_tok[COL]),
                                   f"undefined macro '{name_tok[TEXT]}'", self.frame_notes(), len(name_tok[TEXT])))

    def _unclosed(self) -> None:
        """The statement ends with a bracket still open: reported where it opens (the statement is dropped)."""
        tok, notes = self.opener
        self.depth = 0
        if self.dropping:
            return    # the statement already had an error
        kind = "parentheses" if tok[TEXT] == "(" else "brackets"
        self.fail(AssemblyError.at(SourceLoc(tok[FILE], tok[LINE], tok[COL]),
                                   f"unbalanced {kind}: '{tok[TEXT]}' is never closed", notes))

    def drop_statement(self) -> None:
        """The statement being read (the rest of the line if none has started) is not emitted."""
        self.dropping = True

    def fail(self, error: AssemblyError) -> None:
        """An error in the statement being read: raised here; StatementSplitter records it and drops the statement."""
        raise error

    def frame_notes(self) -> tuple:
        return self.context[0]

    def _take_label(self) -> None:
        start = self.label_at
        self.label_at = -1
        cur = self.cur
        label = cur[start:]
        context = self.context
        if start:
            context = self.word_context
            del cur[start:]
            self.flush()
        else:
            cur.clear()
        self.emit(label, context)
        self.depth = 0
        self.word_start = -1
        self.call_check = -1

    def flush(self) -> None:
        cur = self.cur
        if self.label_at >= 0:
            self._take_label()
            cur = self.cur
            if not cur:
                return
        if self.depth:
            self._unclosed()
        self.emit(cur, self.context)
        self.cur = []
        self.depth = 0
        self.word_start = -1
        self.call_check = -1


def statement_text(toks: list) -> str:
    parts = [toks[0][TEXT]]
    for tok in toks[1:]:
        if tok[SPACE]:
            parts.append(" ")
        parts.append(tok[TEXT])
    return "".join(parts)


class StatementSplitter(Splitter):
    """Collects `Statement`s, counting them against `budget` (budget.py)."""

    def __init__(self, words: StatementWords, budget, errors: list | None = None):
        super().__init__(words)
        self.out: list[Statement] = []
        self.budget = budget
        self.errors = errors        # where errors go when reading can go on (None: raise them)
        self.dropped: list[Statement] | None = None   # when a list: statements with an error are kept, and listed here

    def fail(self, error: AssemblyError) -> None:
        if self.errors is None:
            raise error
        record_errors(self.errors, error.diagnostics)
        self.drop_statement()

    def emit(self, toks: list, context: tuple) -> None:
        if self.dropping:
            self.dropping = False
            first = toks[0]
            # (a dropped statement counts like any other: a macro failing in each of its expansions is bounded too)
            self.budget.statement(0, len(context[0]), SourceLoc(first[FILE], first[LINE], first[COL]), context[0])
            if self.dropped is None:
                return
            self.dropped.append(Statement(statement_text(toks), SourceLoc(first[FILE], first[LINE], first[COL]),
                                          *context))
            self.out.append(self.dropped[-1])
            return
        first = toks[0]
        loc = SourceLoc(first[FILE], first[LINE], first[COL])
        text = statement_text(toks)
        notes = context[0]
        self.budget.statement(len(text), len(notes), loc, notes)
        self.out.append(Statement(text, loc, *context))

    def statements(self, items: list) -> None:
        """Statements made ready by a fast path, which counted them (they start and end at statement boundaries)."""
        self.brk()
        self.out.extend(items)
