"""How long the registers the dispatcher fills stay needed: a temp must not land on one the kernel reads later.

The ABI registers of a kernel (`kernarg_ptr` = s[0:1], `group_id_x` = s2, `local_id_x` = v0, … — the aliases the
build stage predefines) hold their values only until something else is written there.  A temp pool may include them
(realhet declares `s_temp_range 1..7, …` over the kernarg registers once he has loaded what he needs), so a temp may
take one only after the kernel's last read of it.

The last read is found from the statements in order: a statement mentions an ABI register by its alias, by an alias
the kernel made of it (`alias gid=group_id_x`), or by number (`s2`, `s[0:1]`, `v[0:1]`).  A mention inside a loop
counts as a mention at the loop's end — structured loops (`s_while` … `_endw`, `s_repeat` … `s_until`, their vector
forms) and loops made of a label and a later branch back to it — since the next iteration reads it again.
Mentions are counted whether they read or write: writing the register by number after a temp took it would clash too.
"""
from __future__ import annotations


from ..preprocess.expr import try_evaluate
from ..regex_cache import regex
from .registers import REGISTER_FILES, parse_register

_TOKEN = regex(r"(?<![\w$.@])([A-Za-z_.@$][\w.@$]*)(\s*\[[^\]\[]*\])?")
_LOOP_OPEN = {"s_while", "v_while", "s_repeat", "v_repeat"}
_LOOP_CLOSE = {"_endw", "s_until", "v_until"}


class AbiLiveness:
    """For one kernel: which ABI registers are still read at or after each statement (see the module docstring).
    `statements` and `kinds` are the Lowerer's (`statement_kinds.classify` of each), `aliases` the ABI aliases
    (name -> register text), `labels` maps lower-cased label names to their statements' indices."""

    def __init__(self, statements, kinds, aliases: dict[str, str], arch: str):
        self.arch = arch
        self.names: dict[str, tuple[str, set[int]]] = {}    # lower-cased name -> (file, ABI register indices)
        self.abi: dict[tuple[str, int], str] = {}          # (file, index) -> the ABI alias naming it
        for name, text in aliases.items():
            reg = parse_register(text)
            if reg is not None and reg.file in ("s", "v"):
                run = set(range(reg.first, reg.first + reg.count))
                self.names[name.lower()] = (reg.file, run)
                for r in run:
                    self.abi.setdefault((reg.file, r), name)
        self.last: dict[tuple[str, int], int] = {}         # (file, index) -> index of the last statement reading it
        if self.abi:
            self._scan(statements, kinds)

    # ------------------------------------------------------------------------------------------------ queries
    def busy(self, file: str, index: int, statements) -> dict[int, str]:
        """ABI registers of `file` that statement `index` or a later one reads: register -> why it is not free."""
        out = {}
        for (f, r), last in self.last.items():
            if f == file and last >= index:
                where = statements[last].loc
                out[r] = f"{f}{r} holds {self.abi[(f, r)]}, which the kernel reads up to {where}"
        return out

    # ------------------------------------------------------------------------------------------------ scanning
    def _is_branch(self, mnemonic: str) -> bool:
        from ..isa.table import forms_by_mnemonic
        return any(form.is_branch for form in forms_by_mnemonic(self.arch).get(mnemonic.lower(), ()))

    def _scan(self, statements, kinds) -> None:
        loops = _loop_spans(kinds, self._is_branch)
        for index, (stmt, (kind, _, rest, _)) in enumerate(zip(statements, kinds)):
            if kind in ("v_temp_range", "s_temp_range", "numvgprs", "numsgprs", "label"):
                continue
            text = rest if kind != "instruction" else stmt.text
            found = self._mentions(text)
            if kind == "alias":
                self._learn_aliases(rest)
            if not found:
                continue
            end = max([index] + [b for a, b in loops if a <= index <= b])
            for key in found:
                if self.last.get(key, -1) < end:
                    self.last[key] = end

    def _mentions(self, text: str) -> set[tuple[str, int]]:
        found: set[tuple[str, int]] = set()
        for match in _TOKEN.finditer(text):
            word, index = match.group(1).lower(), match.group(2)
            named = self.names.get(word)
            if named is not None:
                file, run = named
                found.update((file, r) for r in run)
                continue
            for file, r in _registers(word, index):
                if (file, r) in self.abi:
                    found.add((file, r))
        return found

    def _learn_aliases(self, rest: str) -> None:
        """`alias gid=group_id_x, p=s[0:1]`: later mentions of gid / p mention those ABI registers."""
        for piece in rest.split(","):
            name, eq, value = piece.partition("=")
            name = name.strip().lower()
            if not eq or not name:
                continue
            regs = self._mentions(value)
            if regs:
                files = {f for f, _ in regs}
                if len(files) == 1:
                    self.names[name] = (files.pop(), {r for _, r in regs})
            else:
                self.names.pop(name, None)


def _registers(word: str, bracket: str | None) -> list[tuple[str, int]]:
    """The registers `v3` / `s[0:1]` / `v[i+1]` (constant bounds) name; [] for anything else."""
    if bracket is None:
        reg = parse_register(word)
        return [(reg.file, r) for r in range(reg.first, reg.first + reg.count)] if reg is not None else []
    file = REGISTER_FILES.get(word)
    if file is None:
        return []
    inner = bracket.strip()[1:-1]
    bounds = [try_evaluate(part) for part in inner.split(":", 1)] if "?" not in inner else [None]
    if not bounds or not all(isinstance(b, int) for b in bounds):
        return []
    lo, hi = bounds[0], bounds[-1]
    if hi < lo or hi - lo > 64:
        return []
    return [(file, r) for r in range(lo, hi + 1)]


def _loop_spans(kinds, is_branch) -> list[tuple[int, int]]:
    """(first, last) statement indices of every loop: structured loops, and a label with a later branch to it."""
    spans: list[tuple[int, int]] = []
    opened: list[int] = []
    labels: dict[str, int] = {}
    for index, (kind, keyword, rest, _) in enumerate(kinds):
        if kind in _LOOP_OPEN:
            opened.append(index)
        elif kind in _LOOP_CLOSE and opened:
            spans.append((opened.pop(), index))
        elif kind == "label":
            labels[keyword.lower()] = index
        elif kind == "instruction" and is_branch(keyword):
            target = rest.split(",")[-1].strip().lower()
            first = labels.get(target)
            if first is not None:
                spans.append((first, index))
    spans.extend((start, len(kinds) - 1) for start in opened)   # a loop never closed: to the end
    return spans
