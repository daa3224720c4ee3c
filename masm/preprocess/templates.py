"""Fast path: a body split into statements once, then instantiated by string formatting.

A macro body or `__for__` body whose words are all inert (no macro or #define names, no `![`, `#`, `##`, `__counter__`
…) splits into the same statements whatever its parameters hold, as long as each argument is itself inert and cannot
create a statement boundary (`argument_is_plain`).  For such bodies the expander skips token-by-token rescanning: each
statement is a `str.format` template with precomputed location.  Anything unusual falls back to the general path, which
produces identical statements (tests/preprocess check both agree).
"""
from __future__ import annotations

from ..diagnostics import AssemblyError, SourceLoc
from .lexer import BOL, COL, FILE, ID, KIND, LINE, LOW, NL, NUM, OP, SPACE, STR, TEXT
from .splitter import PARAM, Splitter
from .words import OPERAND_FUNCTIONS, StatementWords

_INERT_OPS_AT_DEPTH0 = frozenset("+-*/%<>=&|^~?.,$@'`\\")


class Template:
    """Statements of one body: `(format_string, loc)` pairs; slot 2*i is parameter i, slot 2*i+1 the same preceded
    by a space."""

    __slots__ = ("items", "slots")

    def __init__(self, items: list[tuple[str, SourceLoc]], slots: int):
        self.items = items
        self.slots = slots


class _Collector(Splitter):
    def __init__(self, words: StatementWords):
        super().__init__(words)
        self.statements: list[list] = []

    def emit(self, toks: list, context) -> None:
        self.statements.append(list(toks))


def build_template(body: list, params: dict[str, int], active: set[str] | frozenset, words: StatementWords):
    """The Template of `body`, or None when the body needs the general path."""
    n = len(body)
    marked = []
    for i, tok in enumerate(body):
        kind = tok[KIND]
        if kind == ID:
            low = tok[LOW]
            slot = params.get(low)
            if slot is not None:
                marked.append((PARAM, slot) + tok[2:])
                continue
            if low in active:
                return None
        elif kind == OP:
            text = tok[TEXT]
            if text == "#" or text == "##":
                return None
            if text == "!" and i + 1 < n and body[i + 1][TEXT] == "[":
                return None
        elif kind != NUM and kind != STR and kind != NL:
            return None
        marked.append(tok)
    collector = _Collector(words)
    try:
        for tok in marked:
            collector.token(tok, None)
        collector.brk()
    except AssemblyError:
        return None
    items = []
    for toks in collector.statements:
        first = toks[0]
        if first[KIND] == PARAM:
            return None
        parts = []
        for j, tok in enumerate(toks):
            if tok[KIND] == PARAM:
                parts.append("{%d}" % (2 * tok[1] + (1 if tok[SPACE] and j else 0)))
            else:
                text = tok[TEXT].replace("{", "{{").replace("}", "}}")
                parts.append(" " + text if tok[SPACE] and j else text)
        items.append(("".join(parts), SourceLoc(first[FILE], first[LINE], first[COL])))
    return Template(items, 2 * len(params))


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
