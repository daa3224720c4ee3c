"""Going on after an error without making up errors elsewhere: one root cause, one error.

The statement stage lowers every statement even after errors (lint shows them all).  What an earlier error leaves
missing must not be reported again at each place that misses it:
- the names a failed declaration was to declare: a later instruction naming one of them is lowered for its own errors,
  but its line is left out, so the encoder does not report the unknown name again;
- a failed `v_temp_range` / `s_temp_range`: temps taken from that (undeclared) pool fail without a word;
- a statement an earlier stage already reported (the preprocessor keeps it, with a stand-in where the error was, see
  `masm.preprocess.preprocess(dropped=...)`): it declares nothing and reports nothing, and only its effect on the
  structure (a block it opens or closes, a scope) is kept, so that its closer or opener finds its partner.
"""
from __future__ import annotations

from typing import Iterable

from ..regex_cache import regex
from .registers import is_register_name

DECLARATION_KINDS = frozenset({"alias", "v_temp", "s_temp", "v_temp_range", "s_temp_range"})
TEMP_KINDS = frozenset({"v_temp", "s_temp"})
_WORD = regex(r"(?<![\w$.@])[A-Za-z_]\w*")
_NAME = regex(r"\s*([A-Za-z_]\w*)")
_ALIAS_SUFFIX_RANGE = regex(r"\s*([A-Za-z_]\w*?)(\d+)\s*\.\.\s*(\d+)\s*$")
_ALIAS_BRACKET_RANGE = regex(r"\s*([A-Za-z_]\w*)\s*\[\s*(\d+)\s*\.\.\s*(\d+)\s*\]\s*$")
_MAX_RANGE = 1024


def statement_key(stmt) -> tuple:
    """What identifies one statement of the expansion (the same line expanded twice differs in its notes)."""
    return stmt.loc, stmt.notes


def declared_names(kind: str, rest: str) -> list[str]:
    """The names (lower-cased) declaration `kind` with operands `rest` was to declare."""
    from .operands import split_top_level
    out: list[str] = []
    for piece in split_top_level(rest):
        if kind == "alias":
            target = piece.partition("=")[0]
            match = _ALIAS_SUFFIX_RANGE.match(target) or _ALIAS_BRACKET_RANGE.match(target)
            if match and int(match.group(3)) - int(match.group(2)) <= _MAX_RANGE:
                out += [f"{match.group(1)}{k}".lower() for k in range(int(match.group(2)), int(match.group(3)) + 1)]
                continue
        match = _NAME.match(piece)
        if match and not is_register_name(match.group(1)):
            out.append(match.group(1).lower())
    return out


class Recovery:
    """What one kernel's earlier errors leave missing (see the module docstring)."""

    def __init__(self, poisoned: Iterable[tuple] = ()):
        self.poisoned = frozenset(poisoned)   # statement_key()s of statements an earlier stage reported
        self.failed_names: set[str] = set()
        self.failed_pools: set[str] = set()   # "v" / "s": a temp range declaration of that file failed

    def is_poisoned(self, stmt) -> bool:
        return bool(self.poisoned) and statement_key(stmt) in self.poisoned

    def declaration_failed(self, kind: str, rest: str) -> None:
        if kind in ("v_temp_range", "s_temp_range"):
            self.failed_pools.add(kind[0])
        else:
            self.failed_names.update(declared_names(kind, rest))

    def names_failed(self, text: str, names) -> bool:
        """Whether `text` names something a failed declaration was to declare (and nothing bound it since)."""
        failed = self.failed_names
        return bool(failed) and any(word.lower() in failed and names.lookup_quiet(word) is None
                                    for word in _WORD.findall(text))

    def quiet_pool_failure(self, kind: str, pools) -> bool:
        """A temp declaration that failed because its pool's declaration failed earlier."""
        return kind in TEMP_KINDS and kind[0] in self.failed_pools and not pools[kind[0]].declared
