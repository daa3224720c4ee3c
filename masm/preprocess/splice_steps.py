"""`++name`, `--name`, `name++` and `name--` in a splice: a counter stepped where it is read.

HetPas's splices are Pascal run while the host script builds the kernel's text, so a script variable can count as the
text is laid out: realhet's `@BlockLoop![++RunIdx]:` gives each expansion of a macro its own label, and a later
`@BlockLoop![RunIdx]` names the last one.  In masm the counter is an `#assign` name: `++n` sets it to n+1 and reads
the new value, `n++` reads the old one (`--` counts down), exactly where the splice is expanded.  Without this rule
`++n` would read as `+(+n)`, a label that never changes.

`find_steps` says where the steps of a splice's tokens are; the expander applies them (it owns the definitions).
"""
from __future__ import annotations

from typing import NamedTuple

from .lexer import ID, KIND, NUM, OP, SPACE, STR, TEXT

_OPERAND_START = (ID, NUM, STR)


class Step(NamedTuple):
    start: int         # index of the first token the step replaces
    end: int           # index after its last token
    name: int          # index of the name token
    delta: int         # +1 or -1
    prefix: bool       # `++n` reads the new value, `n++` the old one


def _pair(toks: list, i: int) -> str | None:
    """"+" or "-" when toks[i] and toks[i+1] are that operator written twice without a blank between them."""
    tok = toks[i]
    if tok[KIND] != OP or tok[TEXT] not in "+-" or i + 1 >= len(toks):
        return None
    after = toks[i + 1]
    if after[KIND] != OP or after[TEXT] != tok[TEXT] or after[SPACE]:
        return None
    return tok[TEXT]


def _ends_operand(tok) -> bool:
    return tok[KIND] in _OPERAND_START or tok[KIND] == OP and tok[TEXT] in (")", "]")


def find_steps(toks: list) -> list[Step]:
    """The steps written in `toks` (a splice's tokens as written, before expansion).  `++` before a name where an
    operand starts is a prefix step; `++` after a name where no operand follows is a postfix one; any other `++`
    stays two signs (`a--b` is a-(-b) as before)."""
    steps: list[Step] = []
    i = 0
    n = len(toks)
    while i < n:
        op = _pair(toks, i)
        if op is None:
            i += 1
            continue
        delta = 1 if op == "+" else -1
        before = toks[i - 1] if i else None
        after = toks[i + 2] if i + 2 < n else None
        if (before is None or not _ends_operand(before)) and after is not None and after[KIND] == ID:
            steps.append(Step(i, i + 3, i + 2, delta, True))
            i += 3
            continue
        if before is not None and before[KIND] == ID and (after is None or not (
                after[KIND] in _OPERAND_START or after[KIND] == OP and after[TEXT] in ("(", "'"))):
            if steps and steps[-1].end > i - 1:
                i += 2
                continue
            steps.append(Step(i - 1, i + 2, i - 1, delta, False))
            i += 2
            continue
        i += 2
    return steps
