"""Fast path: a body expanded once with its parameters as placeholders, then instantiated by string formatting.

A macro body or `__for__` body is run once through the expander with each parameter replaced by an opaque PARAM
token (`Expander.symbolic_statements`): defines and nested macro invocations expand as usual, while anything whose
result depends on a parameter's value (`![..]`, `__for__`, `__if__`, directives, `#`/`##` on an argument, `__counter__`)
abandons the attempt.  The statements that come out are kept as format strings with precomputed locations and relative
expansion notes; each later invocation or loop iteration only fills in the strings.  Arguments must be inert and unable
to move a statement boundary (`argument_is_plain`); anything unusual falls back to the general path, which produces
identical statements (tests/preprocess check both agree on random programs).
"""
from __future__ import annotations

from ..diagnostics import AssemblyError, SourceLoc
from .lexer import COL, FILE, ID, KIND, LINE, LOW, NL, NUM, OP, SPACE, STR, TEXT
from .splitter import PARAM, Splitter
from .words import OPERAND_FUNCTIONS, StatementWords

_INERT_OPS_AT_DEPTH0 = frozenset("+-*/%<>=&|^~?.$@'`\\")


class NotTemplatable(Exception):
    """Raised inside a symbolic expansion when the result would depend on a parameter's value."""


class Template:
    """Statements of one body.  Each item is `(format_string, loc, pieces, notes, macro, macro_loc)`: in the format
    string slot 2*i is parameter i and slot 2*i+1 the same preceded by a space (empty when the argument is); `pieces`
    serve bodies with one parameter that is never empty (a loop variable): the text is `value.join(pieces)`; `notes`
    are the expansions inside the body (to put before the caller's), `macro`/`macro_loc` the outermost of them.
    `depth` and `steps` are the nesting and the number of invocations one instantiation stands for."""

    __slots__ = ("items", "depth", "steps")

    def __init__(self, items: list[tuple], depth: int, steps: int):
        self.items = items
        self.depth = depth
        self.steps = steps


class Collector(Splitter):
    """Splitter that keeps each statement's tokens and context instead of building Statements."""

    def __init__(self, words: StatementWords):
        super().__init__(words)
        self.found: list[tuple[list, tuple]] = []

    def emit(self, toks: list, context) -> None:
        self.found.append((list(toks), context))

    def statements(self, items) -> None:
        raise NotTemplatable()


def build_template(body: list, params: dict[str, int], expander, painted: frozenset):
    """The Template of `body` (parameters named by `params`, lower-case -> index), or None."""
    marked = []
    for tok in body:
        if tok[KIND] == ID:
            slot = params.get(tok[LOW])
            if slot is not None:
                marked.append((PARAM, slot) + tok[2:])
                continue
        marked.append(tok)
    try:
        found, depth, steps = expander.symbolic_statements(marked, painted)
    except (NotTemplatable, AssemblyError, RecursionError):
        return None
    items = []
    for toks, (notes, macro, macro_loc) in found:
        first = toks[0]
        if first[KIND] == PARAM:
            return None
        parts = []
        pieces = [""]
        for j, tok in enumerate(toks):
            spaced = tok[SPACE] and j
            if tok[KIND] == PARAM:
                parts.append("{%d}" % (2 * tok[TEXT] + (1 if spaced else 0)))
                pieces[-1] += " " if spaced else ""
                pieces.append("")
            else:
                text = tok[TEXT]
                parts.append((" " if spaced else "") + text.replace("{", "{{").replace("}", "}}"))
                pieces[-1] += (" " if spaced else "") + text
        items.append(("".join(parts), SourceLoc(first[FILE], first[LINE], first[COL]), tuple(pieces),
                      notes, macro, macro_loc))
    return Template(items, depth, steps)


def argument_is_plain(arg: list, active, words: StatementWords) -> bool:
    """Can `arg` stand in a template slot without changing how the body splits into statements?"""
    if not arg:
        return True
    if arg[0][KIND] == OP and arg[0][TEXT] in ("(", ":"):
        return False
    depth = 0
    prev = None
    n = len(arg)
    for i, tok in enumerate(arg):
        kind = tok[KIND]
        if kind == ID:
            low = tok[LOW]
            if low in active or words.starts_statement(low):
                return False
        elif kind == OP:
            text = tok[TEXT]
            if text == "(" or text == "[":
                if text == "(" and prev is not None and prev[KIND] == ID and prev[LOW] not in OPERAND_FUNCTIONS:
                    return False
                depth += 1
            elif text == ")" or text == "]":
                depth -= 1
                if depth < 0:
                    return False
            elif depth == 0 and text not in _INERT_OPS_AT_DEPTH0:
                # `offset:16` is fine; `name: x` or a trailing `:` could make a label
                if text != ":" or i + 1 >= n or arg[i + 1][SPACE] or arg[i + 1][KIND] == NL:
                    return False
        elif kind != NUM and kind != STR:
            return False
        prev = tok
    if depth:
        return False
    if prev[KIND] == OP and prev[TEXT] not in (")", "]"):
        return False
    return True


def slot_values(texts: list[str]) -> list[str]:
    values = []
    for text in texts:
        values.append(text)
        values.append(" " + text if text else "")
    return values
