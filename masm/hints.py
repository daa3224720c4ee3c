"""How to fix the frequent mistakes: hints added to the encoder's messages, derived from the ISA tables.

- an unknown mnemonic, or one the target does not have: "did you mean 'v_add_f32'?" — the target's instruction with
  the same format, opcode and operands when there is one (gfx9's `v_add_co_u32` is gfx8's `v_add_u32`), else the
  closest spelling among the target's mnemonics;
- an operand count one short of a form with a fixed `vcc` carry (gfx8 `v_add_u32 v1, v2, v3`): the carry form
  written out (`v_add_u32 v1, vcc, v2, v3`); one too many where the target's carry-less instruction was meant: the
  instruction that has the carry;
- a literal where only inline constants fit: which constants fit.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import replace
from functools import lru_cache

from .diagnostics import Diagnostic
from .regex_cache import regex

_UNKNOWN = regex(r"^(?:unknown instruction '([^']+)'|instruction '([^']+)' is not supported on \w+)$")
INLINE_CONSTANTS = ("an integer from -16 to 64, or one of the floats 0.5, 1.0, 2.0, 4.0, their negatives and "
                    "1/(2*pi) (0.15915494)")


# A spelling search compares a word with every mnemonic of the target (about 10 ms): the lines of one kernel (or
# module) look up this many distinct unknown words, and the ones after them get no spelling hint (a file of 60,000
# misspelt mnemonics took over 5 minutes to report; llvm-mc takes 20 s).  A word looked up before is hinted again at
# no cost.
SPELLING_SEARCHES_PER_BUILD = 100


def with_hints(diagnostics, text: str, arch: str, searched: set | None = None) -> list[Diagnostic]:
    """`diagnostics` of encoding the line `text` for `arch`, each with a hint where one is known.  `searched`: the
    unknown words this build has looked up so far (it grows; see SPELLING_SEARCHES_PER_BUILD)."""
    return [_hinted(d, text, arch, searched) for d in diagnostics]


def _hinted(d: Diagnostic, text: str, arch: str, searched: set | None = None) -> Diagnostic:
    hint = _hint(d.message, text, arch, searched)
    return replace(d, message=f"{d.message}; {hint}") if hint else d


def _hint(message: str, text: str, arch: str, searched: set | None = None) -> str:
    unknown = _UNKNOWN.match(message)
    if unknown:
        word = (unknown.group(1) or unknown.group(2)).lower()
        if searched is not None and word not in searched:
            if len(searched) >= SPELLING_SEARCHES_PER_BUILD:
                return ""
            searched.add(word)
        better = _mnemonic_hint(word, arch)
        return f"did you mean '{better}'?" if better else ""
    if message.startswith("literal operands are not supported"):
        return f"only an inline constant fits here ({INLINE_CONSTANTS}); put other values in a register first"
    if "too few operands" in message or "too many operands" in message:
        return _carry_hint(text, arch)
    return ""


# ---------------------------------------------------------------------------------------------------- mnemonics
@lru_cache(maxsize=8)
def _forms(arch: str) -> dict:
    from .isa.table import forms_by_mnemonic
    return forms_by_mnemonic(arch)


@lru_cache(maxsize=8)
def _shapes(arch: str) -> dict:
    """(format, opcode, operand kinds) -> mnemonic, for every form of `arch`."""
    out = {}
    for mnemonic, forms in _forms(arch).items():
        for form in forms:
            out.setdefault(_shape(form), mnemonic)
    return out


def _shape(form) -> tuple:
    return form.fmt, form.opcode, tuple((o.kind, o.width, o.text) for o in form.operands)


@lru_cache(maxsize=4096)
def _mnemonic_hint(word: str, arch: str) -> str | None:
    return counterpart(word, arch) or closest_mnemonic(word, arch)


def counterpart(word: str, arch: str, which=None) -> str | None:
    """The mnemonic of `arch` encoded exactly like `word` is on another target (the same instruction renamed);
    `which(form)` limits the other target's forms looked at."""
    from .codeobject.target import TARGETS
    shapes = _shapes(arch)
    base = re.sub(r"_(e32|e64|sdwa|dpp)$", "", word)
    for other in TARGETS:
        if other == arch:
            continue
        for form in _forms(other).get(base, ()):
            if which is not None and not which(form):
                continue
            found = shapes.get(_shape(form))
            if found is not None and found != base:
                return found
    return None


def closest_mnemonic(word: str, arch: str) -> str | None:
    """The target's mnemonic spelled most like `word` (a typo), or None when nothing is close."""
    names = _forms(arch)
    candidates = difflib.get_close_matches(word, names, n=6, cutoff=0.72)
    if not candidates:
        return None
    return min(candidates, key=lambda name: (edit_distance(word, name), -_common_prefix(word, name), name))


def label_hint(word: str, names, searched: dict | None = None) -> str:
    """`; did you mean '@top'?` for the label among `names` (as written) spelled most like `word`, saying so when
    only the `@` differs; "" when none is close.  `searched`: the hints of one kernel's labels so far, by word (a
    search compares with every label: a kernel of 3,000 labels took 25 ms a word; after
    SPELLING_SEARCHES_PER_BUILD words, new ones get no hint)."""
    if searched is not None:
        hint = searched.get(word)
        if hint is None:
            hint = searched[word] = label_hint(word, names) if len(searched) < SPELLING_SEARCHES_PER_BUILD else ""
        return hint
    better = closest_name(word, names)
    if better is None:
        return ""
    hint = f"; did you mean '{better}'?"
    if better.lstrip("@").lower() == word.lstrip("@").lower():
        hint += (f" (a label defined as `{better}:` is written with its @)" if better.startswith("@") else
                 f" (a label defined as `{better}:` is written without @)")
    return hint


def closest_name(word: str, names) -> str | None:
    """The name among `names` spelled most like `word` (labels), or None."""
    names = list(names)
    lowered = {name.lower(): name for name in names}
    candidates = difflib.get_close_matches(word.lower(), list(lowered), n=6, cutoff=0.7)
    if not candidates:
        return None
    best = min(candidates, key=lambda name: (edit_distance(word.lower(), name), -_common_prefix(word.lower(), name)))
    return lowered[best]


def edit_distance(a: str, b: str) -> int:
    """Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`."""
    previous2, previous = None, list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        row = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (ca != cb))
            if previous2 is not None and i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                row[j] = min(row[j], previous2[j - 2] + 1)
        previous2, previous = previous, row
    return previous[-1]


def _common_prefix(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


# ---------------------------------------------------------------------------------------------------- carry forms
def _carry_hint(text: str, arch: str) -> str:
    """The carry form of a VALU add/sub written without (gfx8), or the carry instruction where the carry-less one
    was written with a carry (gfx9 `v_add_u32 v1, vcc, v2, v3`)."""
    from .statements.operands import split_top_level
    mnemonic, _, rest = text.strip().partition(" ")
    mnemonic = mnemonic.lower()
    written = [op.strip() for op in split_top_level(rest)] if rest.strip() else []
    for form in _forms(arch).get(mnemonic, ()):
        fixed = [i for i, o in enumerate(form.operands) if o.kind == "fixed" and o.text == "vcc"]
        if fixed and len(form.operands) - len(fixed) == len(written):
            spelled = list(written)
            for i in fixed:
                spelled.insert(i, "vcc")
            return (f"on {arch} {mnemonic} writes a carry: `{mnemonic} {', '.join(spelled)}` (the carry-out in vcc, or "
                    f"in an SGPR pair in the e64 form)")
    if len(written) >= 2 and written[1].lower() == "vcc":
        name = counterpart(mnemonic, arch, lambda form: len(form.operands) == len(written) and _carries(form))
        if name is not None:
            return f"{mnemonic} has no carry on {arch}: the instruction with a carry-out is {name}"
    return ""


def _carries(form) -> bool:
    """A form whose second operand is the fixed `vcc` carry-out."""
    return len(form.operands) > 1 and form.operands[1].kind == "fixed" and form.operands[1].text == "vcc"
