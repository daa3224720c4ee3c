"""What one expansion may produce, counted while it is produced.

Depth limits do not stop exponential growth: `#macro D(x) x x #endm` nested 40 deep makes 2^40 statements from one
short line, `#define A60 (A59+A59)` a text of 2^60 tokens.  So everything the expander makes is counted as it is made,
and the expansion stops with a located error (the place being made, with its expansion chain) as soon as a budget is
crossed:
- statements: every statement produced, by the fast paths and the general path alike;
- characters: all text produced — the statements' text and the intermediate text they come from: macro and #define
  bodies with their arguments substituted, `__for__` iterations the general path copies, included files;
- work, a deterministic measure of the time expansion takes: every statement counts 1 plus the depth of its
  expansion chain (deep nesting is the mark of exponential growth, and the chain every statement carries costs
  memory); what the general path does token by token costs more: each macro invocation, `__for__` iteration,
  `__if__` and `#include` it expands, and each statement it cuts from tokens, TEXT_WORK more, each
  CHARACTERS_PER_WORK characters of text it substitutes or copies one more, and each token it reads for a macro's
  arguments or a `__for__` / `__if__` one more (nested groups are read again at each level).  Statements replayed from a template or
  a recording (templates.py) cost only the first part.
One text (a macro body with its arguments, an expanded expression or argument) has at most MAX_TEXT characters, and
an expansion chain at most MAX_CHAIN entries.  Scratch expansions (templates, recordings: reuse.py) get a `child`
budget holding what is left, and what they did counts in the expansion they serve.
"""
from __future__ import annotations

from ..diagnostics import AssemblyError, SourceLoc

MAX_STATEMENTS = 1_000_000
MAX_CHARACTERS = 64_000_000
MAX_WORK = 6_000_000
MAX_CHAIN = 128            # macro invocations, __for__ iterations and includes in one expansion chain
MAX_TEXT = 1_000_000       # characters of one text: a macro body with its arguments, an expanded expression
MAX_ERRORS = 1000          # errors recorded before reading stops: each may carry a long expansion chain, and a
#                            macro that fails in every one of its 2^N expansions would otherwise report them all
TEXT_WORK = 16             # work of one invocation, iteration or statement handled token by token (beyond its depth)
CHARACTERS_PER_WORK = 4


def record_errors(errors: list, diagnostics) -> None:
    """Add `diagnostics` to the errors reading goes on after; at MAX_ERRORS, reading stops with an error at the
    last one's place (the caller adds the recorded errors before it)."""
    errors.extend(diagnostics)
    if len(errors) >= MAX_ERRORS:
        last = errors[-1]
        raise AssemblyError.at(last.loc, f"too many errors ({len(errors):,}): reading stops here", tuple(last.notes))


class Budget:
    """Counters of one expansion against its limits (the module's constants when it is made)."""

    __slots__ = ("statements", "characters", "work", "max_statements", "max_characters", "max_work")

    def __init__(self, max_statements: int | None = None, max_characters: int | None = None,
                 max_work: int | None = None):
        self.statements = self.characters = self.work = 0
        self.max_statements = MAX_STATEMENTS if max_statements is None else max_statements
        self.max_characters = MAX_CHARACTERS if max_characters is None else max_characters
        self.max_work = MAX_WORK if max_work is None else max_work

    def child(self) -> "Budget":
        """A budget for a scratch expansion: what is left of this one."""
        return Budget(self.max_statements - self.statements, self.max_characters - self.characters,
                      self.max_work - self.work)

    def step(self, depth: int, characters: int, loc: SourceLoc, notes) -> None:
        """A macro invocation, `__for__` iteration, `__if__` or include expanded from text, making a chain `depth`
        long and copying `characters` of text."""
        self.spend(0, characters, TEXT_WORK + depth + characters // CHARACTERS_PER_WORK, loc, notes)

    def text(self, characters: int, loc: SourceLoc, notes) -> None:
        """`characters` of text substituted."""
        self.spend(0, characters, characters // CHARACTERS_PER_WORK, loc, notes)

    def statement(self, characters: int, depth: int, loc: SourceLoc, notes) -> None:
        """A statement cut from tokens, `characters` long, `depth` deep."""
        self.spend(1, characters, TEXT_WORK + depth + 1, loc, notes)

    def spend(self, statements: int, characters: int, work: int, loc: SourceLoc, notes) -> None:
        """Count what is about to be made at `loc` (with expansion chain `notes`); AssemblyError when it is too much."""
        self.statements += statements
        self.characters += characters
        self.work += work
        if self.statements > self.max_statements or self.characters > self.max_characters or \
                self.work > self.max_work:
            raise AssemblyError.at(loc, self.exceeded(), tuple(notes))

    def spent(self) -> tuple[int, int, int]:
        """(statements, characters, work) counted so far."""
        return self.statements, self.characters, self.work

    def scratch(self) -> tuple[int, int, int]:
        """What a scratch expansion counted, to count in the expansion it serves: its characters and work (its
        statements are counted where they are used)."""
        return 0, self.characters, self.work

    def refund(self, statements: int, characters: int, work: int) -> None:
        """Take back what was counted for something that was not made after all (a fast path that gave up)."""
        self.statements -= statements
        self.characters -= characters
        self.work -= work

    def fits(self, statements: int, characters: int, work: int) -> bool:
        return (self.statements + statements <= self.max_statements and
                self.characters + characters <= self.max_characters and self.work + work <= self.max_work)

    def exceeded(self) -> str:
        """The message for the budget that is crossed."""
        if self.statements > self.max_statements:
            return f"expansion produces more than {self.max_statements:,} statements"
        if self.characters > self.max_characters:
            return (f"expansion produces more than {self.max_characters:,} characters of text (statements and the "
                    "macro, #define and loop text they come from); runaway recursion?")
        return (f"expansion takes more than {self.max_work:,} units of work (statements, macro invocations and "
                "__for__ iterations, counted with their nesting depth); runaway recursion?")


def chain_error(loc: SourceLoc, notes) -> AssemblyError:
    return AssemblyError.at(loc, f"expansion nested more than {MAX_CHAIN} levels deep (macro invocations, __for__ "
                                 "iterations and includes)", tuple(notes))
