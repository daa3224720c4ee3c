"""Operand text -> plain LLVM operand text.

Two steps, both on the text after the mnemonic:
1. names: alias and temp names (whole words, case-insensitive) become their registers; `t[expr]` / `t[lo:hi]` index a
   temp array or a register alias; `v[i+2]` / `s[2*k:2*k+3]` get their bounds evaluated; labels get their output
   spelling.  Modifier keys (`offset:`, `dst_sel:`) and function-like syntax (`hwreg(...)`, `vmcnt(0)`) are left alone.
2. constants: every operand (and every modifier value / function argument) that is a constant expression is replaced
   by its value (`1<<24`, `$FF`, `i*$10+0`).  A 32-bit operand takes values whose upper 32 bits are all zeros or all
   ones; the latter are printed as their low 32 bits so llvm-mc encodes the same bytes (`not(($F0)<<24)` -> 0xfffffff).
"""
from __future__ import annotations

import re

from ..diagnostics import AssemblyError, SourceLoc
from ..preprocess.expr import arithmetic_run, evaluate, try_evaluate
from ..regex_cache import regex
from .registers import FILE_SIZES, REGISTER_FILES, Reg, is_register_name, parse_register
from .scopes import Names

_ABS = regex(r"^(-?)\|([^|]+)\|$")
_MODIFIER_WORD = regex(r"(?<![\w$.@])[A-Za-z_]\w*:")
# Operands that stay as written, recognised at once: a register, a number that is surely in 32-bit range (at most 9
# decimal digits without a leading zero, at most 8 hex digits), a register followed by modifiers with such numbers
# (`v1 offset:16`), a modifier with such a number.  A modifier's key is never substituted.
_SMALL = r"-?(?:0|[1-9]\d{0,8}|0x[0-9a-fA-F]{1,8})"
_SURELY_PLAIN = regex(rf"[vsa]\d+(?: [A-Za-z_]\w*:{_SMALL})*|{_SMALL}|[A-Za-z_]\w*:{_SMALL}")
_PLAIN_LITERAL = regex(r"^-?(?:0x[0-9a-f]+|\d+|\d+\.\d*(?:e[+-]?\d+)?|\d+e[+-]?\d+)$", re.IGNORECASE)
_MODIFIER = regex(r"^([A-Za-z_]\w*):(?!\[)(.+)$", re.DOTALL)
_SIMPLE_OPERAND = regex(r"^-?\|?[A-Za-z_][\w.]*(?:\[\d+(?::\d+)?\])?\|?$")
_NAME_IN_TEXT = regex(r"(?<![\w$.@])[A-Za-z_.@][\w.@]*")
_FLAT_BRACKETS = regex(r"[^()\[\],]*(?:\[[^()\[\]]*\][^()\[\],]*)+")    # `quad_perm:[0,1,2,3] row_mask:0xf`
_CALL_AFTER = regex(r"\s*\(")
_OPERATOR_CHARS = set("+-*/%<>&|^~!=?:(")
# numbers (decimal, 0x.., $hex, floats), operators, word operators and parentheses: nothing else for llvm-mc to read
_ARITHMETIC_ONLY = regex(r"^[\w$.\s+\-*/%<>&|^~!=?:()]+$")
_WORD_OPERATORS = {"and", "or", "xor", "not", "shl", "shr", "div", "mod"}
# `name[index]` / `name[lo:hi]` with decimal numbers and operators only in the brackets (what unrolled code makes of
# `acc[(k+1)%64]`): its register, worked out once per shape (`OperandRewriter._indexed`)
_INDEXED = regex(r"\s*([A-Za-z_]\w*)\[([0-9 ()+\-*/%<>&|^~!=:]*)\]\s*")
_DIGIT_RUNS = regex(r"([0-9]+)")
INDEX_PLANS = True    # tests switch it off to compare with the general path
# an operand of `.set` constants, numbers and + - * / (a modifier's value too: `offset:K*16`), no blank: it stays as
# written when every name is a constant that no binding hides (`_names_constants`)
_CONSTANTS_EXPRESSION = regex(r"(?:[A-Za-z_][A-Za-z0-9_]*:)?-?(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+)"
                              r"(?:[-+*/](?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+))*")
_ASCII_NAME = regex(r"[A-Za-z_][A-Za-z0-9_]*")
CONSTANT_PIECES = True    # tests switch it off to compare with the general path


def format_value(value: int | float, *, wide: bool = False) -> str:
    """A constant as llvm-mc should read it (32-bit rule unless `wide`)."""
    if isinstance(value, float):
        return repr(value)
    if not wide and -(1 << 32) <= value < -(1 << 31):
        value &= 0xFFFFFFFF
    if -65536 < value < 65536 or value < 0:
        return str(value)
    return hex(value)


def split_top_level(text: str, sep: str = ",") -> list[str]:
    """`text` split at `sep` outside ()/[] (pieces keep their spacing)."""
    return [piece for piece, _ in split_with_offsets(text, sep)]


def split_with_offsets(text: str, sep: str = ",") -> list[tuple[str, int]]:
    """Like `split_top_level`, each piece with its offset in `text`.  (`sep` is one character.)"""
    if sep not in text:
        return [(text, 0)]
    if "(" not in text and ("[" not in text or sep == "," and ")" not in text and _closed_brackets_only(text)):
        pieces, start = [], 0
        for piece in text.split(sep):
            pieces.append((piece, start))
            start += len(piece) + 1
        return pieces
    # a separator splits where as many brackets opened as closed before it (a closing one that opened none counts
    # too: then no separator splits until one more opens): the parts between all separators are joined while that
    # count is not zero (counted per part at C speed: each bracket and separator one by one took 3 times as long)
    pieces, depth, start, at = [], 0, 0, 0
    for part in text.split(sep):
        if "(" in part or ")" in part or "[" in part or "]" in part:
            depth += part.count("(") + part.count("[") - part.count(")") - part.count("]")
        at += len(part) + 1
        if not depth:
            pieces.append((text[start:at - 1], start))
            start = at
    if start <= len(text):
        pieces.append((text[start:], start))
    return pieces


_SIMPLE_BRACKETS = regex(r"\[[^\[\](),]*\]")


def _closed_brackets_only(text: str) -> bool:
    """Whether every bracket of `text` is a `[...]` pair with no comma, parenthesis or bracket inside (`v[4:5]`): then
    no comma is inside one, and splitting at every comma is what counting the depth does."""
    rest = _SIMPLE_BRACKETS.sub("", text)
    return "[" not in rest and "]" not in rest




class OperandRewriter:
    """Rewrites the operands of one kernel's statements; `names` is the live scope stack, `labels` maps lower-cased
    label names to their output spelling."""

    def __init__(self, names: Names, labels: dict[str, str]):
        self.names = names
        self.labels = labels
        # (operand text, wide, whole list?) -> (plain text, bindings it used); valid while the names in scope stay
        self._cache: dict[tuple[str, bool, bool], tuple[str, tuple]] = {}
        # operands (not `wide`) that rewrite to themselves and name nothing bound: `v1`, `s[4:5]`, `0x10`, `L3`
        # (no commas or parentheses, brackets balanced: a list of them joined by ", " is plain as a whole)
        self._plain: set[str] = set()
        self._not_plain: set[str] = set()
        self._word_infos: dict[str, tuple[bool, bool, bool]] = {}    # see _plain_words
        self.used_plain: set[str] = set()  # every operand `is_plain` passed (the fast path's lines hold only these)
        self.label_names: list[str] = []   # the kernel's labels as written (`@top`, `loop`), for hints
        self._label_hints: dict[str, str] = {}   # undefined label -> its hint (hints.label_hint)
        self._cache_version = -1
        self.constants: dict[str, int] = {}   # `.set NAME, 5` of a file of LLVM syntax so far: register indices use them
        self.constants_version = 0            # bumped with each constant defined (what a text rewrites to may change)
        self.last_used: tuple = ()            # the bindings the last `rewrite` named
        self._index_plans: dict[tuple, object] = {}   # see _indexed

    def define_constant(self, name: str, value: int) -> None:
        """`.set NAME, value` (or `.equ`, `NAME = value`): from here on `v[NAME+1]` means v6 for 5, as in llvm-mc."""
        self.constants[name] = value
        self.constants_version += 1
        self._cache.clear()
        self._index_plans.clear()

    # ------------------------------------------------------------------------------------------------ entry points
    def rewrite(self, text: str, loc: SourceLoc, notes=(), *, wide: bool = False) -> str:
        """Operands `text` (which starts at `loc`) in plain LLVM syntax."""
        names = self.names
        if self._cache_version != names.version:
            self._new_version()
        whole = self._cache.get((text, wide, True))
        if whole is not None:
            for binding in whole[1]:
                binding.used = True
            self.last_used = whole[1]
            return whole[0]
        out, used = [], []
        for piece, offset in split_with_offsets(text):
            hit = self._cache.get((piece, wide, False))
            if hit is None:
                hit = self._indexed(piece, wide) if INDEX_PLANS else None
                if hit is None:
                    _check_parentheses(text, offset, offset + len(piece), loc, notes)
                    names.touched = []
                    operand_loc = at_offset(loc, text, offset + len(piece) - len(piece.lstrip()))
                    plain = fold_operand(self.substitute(text, loc, notes, offset, offset + len(piece)).strip(), wide,
                                         operand_loc, notes)
                    hit = (plain, tuple(names.touched))
                    names.touched = None
                self._cache[(piece, wide, False)] = hit
                plain = hit[0]
                if not wide and not hit[1] and plain == piece.lstrip() and _is_plain_piece(plain):
                    self._plain.add(plain)
            for binding in hit[1]:
                binding.used = True
            out.append(hit[0])
            used.extend(hit[1])
        result = ", ".join(out)
        self.last_used = tuple(used)
        self._cache[(text, wide, True)] = (result, self.last_used)
        return result

    def _indexed(self, piece: str, wide: bool):
        """`rewrite`'s (plain text, bindings used) of one operand `name[index]` or `name[lo:hi]` whose brackets hold
        decimal numbers and operators only, as the general way (`substitute`, `_index`, `_bounds`, `fold_operand`)
        makes it: the name's binding or register file and the bounds' expression functions are worked out once per
        shape of the operand (its text with each number as a slot), then each operand of that shape costs a run of
        those functions.  None when the general way must decide: another kind of operand, a number with a leading
        0 or of 10 digits or more, a bound that is not an integer, any error."""
        match = _INDEXED.fullmatch(piece)
        if match is None:
            return None
        word, inner = match.groups()
        parts = _DIGIT_RUNS.split(inner)
        key = (word, *parts[0::2])
        plan = self._index_plans.get(key)
        if plan is None:
            plan = self._index_plans[key] = self._index_plan(word, inner)
        if not plan:
            return None
        binding, file, bounds, is_range = plan
        digits = parts[1::2]
        for number in digits:
            if len(number) > 9 or (number[0] == "0" and len(number) > 1):
                return None
        values = [int(number) for number in digits]
        found = []
        for start, stop, run in bounds:
            if run is None:
                value = values[start]
            else:
                try:
                    value = run(values[start:stop])
                except Exception:
                    return None
                if type(value) is not int:
                    return None
            found.append(value)
        lo, hi = found[0], found[-1]
        if binding is not None:
            if lo < 0 or hi >= binding.reg.count or hi < lo:
                return None
            binding.used = True             # (what looking it up does: Names.lookup)
            if binding.parent is not None:
                binding.parent.used = True
            return fold_operand(binding.reg.slice(lo, hi).text(), wide), (binding,)
        size = FILE_SIZES[file]
        if 0 <= hi < lo < size and is_range:
            return fold_operand(f"{file}[{lo}:{hi}]", wide), ()
        if lo < 0 or hi < lo or hi >= size:
            return None
        return fold_operand(Reg(file, lo, hi - lo + 1).text(), wide), ()

    def _index_plan(self, word: str, inner: str):
        """(binding, register file, [(first slot, end slot, expression function or None for a lone number)] a bound,
        range?) of the operands shaped as `word[inner]` (see `_indexed`), or False when the general way decides.
        Looks `word` up as `_index` does, which marks the binding used, as the general way would here."""
        names = self.names
        saved, names.touched = names.touched, None
        try:
            binding = names.lookup(word)
        finally:
            names.touched = saved
        file = REGISTER_FILES.get(word.lower())
        if binding is None and file is None or binding is not None and binding.reg is None:
            return False
        parts = split_top_level(inner, ":") if ":" in inner else [inner]
        if len(parts) > 2:
            return False
        bounds = []
        slot = 0
        for part in parts:
            count = len(_DIGIT_RUNS.findall(part))
            stripped = part.strip()
            if count == 1 and stripped.isdecimal():
                bounds.append((slot, slot + 1, None))
            else:
                run = arithmetic_run(part) if count else None
                if run is None:
                    return False
                bounds.append((slot, slot + count, run))
            slot += count
        return binding, file, bounds, len(parts) == 2

    def is_plain(self, text: str) -> bool:
        """Whether `rewrite(text)` is `text` itself and uses no name (the fast path for instructions on registers and
        numbers): every operand between the ", " separators stays as written (known, or checked once)."""
        return self.are_plain(text.split(", "))

    def are_plain(self, pieces) -> bool:
        """`is_plain` of any text made of `pieces` (operands) joined by ", " — one line's, or the distinct operands of
        a whole file at once."""
        if self.stay_as_written(pieces):
            self.used_plain.update(pieces)
            return True
        return False

    def not_staying(self, pieces) -> frozenset[str]:
        """Those of `pieces` (operands, as `are_plain` takes them) that do not stay as written, each asked once; the
        others are recorded in `used_plain`, as `are_plain` of each alone records it (a file's distinct operands are
        asked so: one pass, not `are_plain` of all and then of each)."""
        if self._cache_version != self.names.version:
            self._new_version()
        plain, not_plain, check = self._plain, self._not_plain, self._check_plain
        bad = frozenset([piece for piece in pieces if piece not in plain and (piece in not_plain or not check(piece))])
        self.used_plain.update([piece for piece in pieces if piece not in bad] if bad else pieces)
        return bad

    def stay_as_written(self, pieces) -> bool:
        """`are_plain` without recording the pieces in `used_plain` (the caller keeps them)."""
        if self._cache_version != self.names.version:
            self._new_version()
        plain, not_plain = self._plain, self._not_plain
        for piece in pieces:
            if piece not in plain and (piece in not_plain or not self._check_plain(piece)):
                return False
        return True

    def _check_plain(self, piece: str) -> bool:
        """Whether operand `piece` (stripped, no commas or parentheses, balanced brackets) stays as written; records
        the answer.  Words separated by single spaces (`off offset:16`) are substituted and folded one by one, so such
        an operand is plain when each word is and no word joins its neighbour into one expression (an operator at
        either side of the space, a word operator) and some word names something (else the whole might be a
        constant expression)."""
        if _SURELY_PLAIN.fullmatch(piece) is not None or _plain_in_range(piece, False) or (
                self.constants and CONSTANT_PIECES and _CONSTANTS_EXPRESSION.fullmatch(piece) is not None
                and self._names_constants(piece)):
            self._plain.add(piece)     # registers, in-range numbers, modifiers: nothing to substitute or fold
            return True
        ok = piece == piece.strip() and _is_plain_piece(piece)
        if ok and " " in piece:
            words = piece.split(" ")
            ok = "" not in words and self._plain_words(words)
        elif ok:
            ok = self._rewrites_to_itself(piece)
        (self._plain if ok else self._not_plain).add(piece)
        return ok

    def _names_constants(self, piece: str) -> bool:
        """Whether the names of `piece` (a `_CONSTANTS_EXPRESSION`; after its modifier key, which is never
        substituted) are all `.set` constants, at least one, none a word operator or hidden by a binding: then
        substituting leaves each as written (`_name`) and folding leaves the whole (`fold_operand`: an expression
        naming a symbol is not evaluated), as `_rewrites_to_itself` finds the long way."""
        key = piece.find(":")
        names = _ASCII_NAME.findall(piece, key + 1)
        if not names:
            return False
        constants = self.constants
        scopes = self.names.scopes
        for word in names:
            low = word.lower()
            if word not in constants or low in _WORD_OPERATORS or any(low in scope.names for scope in scopes):
                return False
        return True

    def _plain_words(self, words: list[str]) -> bool:
        """Whether words that were separated by single spaces are each plain with no operator joining them and
        something among them names something (each word's part of the answer is kept: modifiers repeat)."""
        named = False
        infos = self._word_infos
        for i, word in enumerate(words):
            info = infos.get(word)
            if info is None:     # (a last `|` closing an absolute value of a register `-|v1|` joins nothing; of a
                # number, `|1| 1` is one expression to the rewriting)
                plain = ((word[-1] not in _OPERATOR_CHARS or _ABS.match(word) is not None and _names_something(word))
                         and word.lower() not in _WORD_OPERATORS
                         and (word in self._plain or (word not in self._not_plain and self._check_plain(word))))
                info = infos[word] = (plain, word[0] not in _OPERATOR_CHARS, _names_something(word))
            if not info[0] or (i and not info[1]):
                return False
            named = named or info[2]
        return named

    def _rewrites_to_itself(self, word: str) -> bool:
        """`word` alone, substituted and folded, is `word` and names no binding (any error: not plain; rewriting it
        in place reports it)."""
        hit = self._indexed(word, False) if INDEX_PLANS else None
        if hit is not None:
            return hit[0] == word and not hit[1]
        names = self.names
        names.touched = []
        try:
            return fold_operand(self.substitute(word, _NOWHERE), False) == word and not names.touched
        except AssemblyError:
            return False
        finally:
            names.touched = None

    def _new_version(self) -> None:
        """Names changed: forget what operands became."""
        self._cache.clear()
        self._index_plans.clear()
        self._plain.clear()
        self._not_plain.clear()
        self._word_infos.clear()
        self._cache_version = self.names.version

    def operand(self, text: str, loc: SourceLoc, notes=()) -> str:
        """One operand (as in a condition `i < n`) in plain syntax."""
        return fold_operand(self.substitute(text, loc, notes).strip(), False,
                            at_offset(loc, text, len(text) - len(text.lstrip())), notes)

    # ------------------------------------------------------------------------------------------------ names
    def substitute(self, text: str, loc: SourceLoc, notes=(), start: int = 0, stop: int | None = None) -> str:
        """`text[start:stop]` with names replaced (`loc` is where `text` starts, for error columns)."""
        stop = len(text) if stop is None else stop
        out: list[str] = []
        done = start                   # text[start:done] has been copied or replaced
        for match in _NAME_IN_TEXT.finditer(text, start, stop):
            begin, end = match.span()
            if begin < done:
                continue               # inside a bracket already replaced
            word = match.group()
            after = text[end:end + 1]
            if after == ":" or _CALL_AFTER.match(text, end, stop):
                continue               # modifier key (offset:16) or function-like syntax (hwreg(...))
            if after == "[":
                close = _matching_bracket(text, end)
                if close is None:
                    raise AssemblyError.at(at_offset(loc, text, end), "unbalanced '[' in operand", tuple(notes))
                replaced = self._index(word, text[end + 1:close], loc, text, begin, end + 1, notes)
                if replaced is not None:
                    out.append(text[done:begin])
                    out.append(replaced)
                    done = close + 1
                    continue
            replaced = self._name(word, loc, text, begin, notes)
            if replaced != word:
                out.append(text[done:begin])
                out.append(replaced)
                done = end
        if done == start:
            return text[start:stop]
        out.append(text[done:stop])
        return "".join(out)

    def _name(self, word: str, loc: SourceLoc, text: str, offset: int, notes) -> str:
        binding = self.names.lookup(word)
        if binding is not None:
            return binding.text
        if word in self.constants:          # `.set K, 3` is not the label `k:` (LLVM symbols are case-sensitive)
            return word
        label = self.labels.get(word.lower())
        if label is not None:
            return label
        if is_register_name(word):
            return word.lower()
        if word.lower() in self.names.freed:
            raise self.names.freed_use_error(word, at_offset(loc, text, offset), notes)
        if word.startswith("@"):
            raise AssemblyError.at(at_offset(loc, text, offset), f"undefined label '{word}'{self.label_hint(word)}",
                                   tuple(notes), len(word))
        return word

    def label_hint(self, word: str) -> str:
        """`; did you mean '@top'?` for a label name close to `word` (an @ forgotten or added, a typo)."""
        from ..hints import label_hint
        return label_hint(word, self.label_names, self._label_hints)

    def _index(self, word: str, inner: str, loc: SourceLoc, text: str, offset: int, inner_start: int,
               notes) -> str | None:
        """`word[inner]` as register text, or None when `word` is neither a name nor a register file."""
        binding = self.names.lookup(word)
        file = REGISTER_FILES.get(word.lower())
        if binding is None and file is None:
            if word.lower() in self.names.freed:
                raise self.names.freed_use_error(word, at_offset(loc, text, offset), notes)
            index = try_evaluate(inner)        # maybe `q[1]` for an alias range q0..q3
            element = self.names.lookup(f"{word}{index}") if isinstance(index, int) else None
            return element.text if element is not None else None
        lo, hi, is_range = self._bounds(inner, loc, text, inner_start, notes)

        def fail(message: str) -> AssemblyError:
            return AssemblyError.at(at_offset(loc, text, offset), message, tuple(notes), len(word))

        if binding is not None:
            if binding.reg is None:
                raise fail(f"cannot index '{word}': it is an alias of '{binding.text}', not a register range")
            if lo < 0 or hi >= binding.reg.count or hi < lo:
                span = f"[{lo}:{hi}]" if is_range else f"[{lo}]"
                raise fail(f"index {span} is outside {binding.kind} '{binding.name}' ({binding.reg.count} registers, "
                           f"{binding.reg.text()})")
            return binding.reg.slice(lo, hi).text()
        if 0 <= hi < lo < FILE_SIZES[file] and is_range:
            return f"{file}[{lo}:{hi}]"     # an end below the start: the instruction's width decides (operand_widths)
        if lo < 0 or hi < lo or hi >= FILE_SIZES[file]:
            raise fail(f"register {word}[{lo}:{hi}] is out of range")
        return Reg(file, lo, hi - lo + 1).text()

    def _bounds(self, inner: str, loc: SourceLoc, text: str, inner_start: int, notes) -> tuple[int, int, bool]:
        parts = split_top_level(inner, ":") if "?" not in inner and ":" in inner else [inner]
        values = []
        start = inner_start
        for part in parts[:2]:
            stripped = part.strip()
            if stripped.isascii() and stripped.isdecimal() and len(stripped) < 10:
                value = int(stripped)
            else:       # (the location is made only for an error)
                value = try_evaluate(part, self.constants)
                if value is None:
                    value = evaluate(part, at_offset(loc, text, start), self.constants, tuple(notes))
            if not isinstance(value, int):
                raise AssemblyError.at(at_offset(loc, text, start), f"register index must be an integer, not {value}",
                                       tuple(notes))
            values.append(value)
            start += len(part) + 1
        if len(parts) > 2:
            raise AssemblyError.at(at_offset(loc, text, inner_start), f"bad register range '[{inner}]'", tuple(notes))
        return values[0], values[-1], len(parts) == 2


_NOWHERE = SourceLoc("<operand check>", 1, 1)


def _names_something(word: str) -> bool:
    """Whether `word` starts with a name that is not a word operator (so no expression is only numbers), after a
    sign or an absolute value's bar (`-v1`, `-|v2|`)."""
    match = _NAME_IN_TEXT.match(word.lstrip("-|"))
    return match is not None and match.group().lower() not in _WORD_OPERATORS


def _is_plain_piece(text: str) -> bool:
    """No parentheses, balanced brackets and commas only inside brackets with no space after them
    (`quad_perm:[0,1,2,3]`, `op_sel:[0,1]`): splitting a list of such pieces at ", " finds them again.  Nor a trailing
    ":" (a line ending so is a label to the later stages)."""
    if "(" in text or ")" in text or ", " in text or text.endswith(":"):
        return False
    if "[" not in text and "]" not in text:
        return bool(text) and "," not in text
    if _FLAT_BRACKETS.fullmatch(text) is not None:     # (most: brackets not nested, commas only inside)
        return True
    depth = 0
    for ch in text:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
            if depth < 0:
                return False
        elif ch == "," and not depth:
            return False
    return depth == 0


_PARENTHESES = regex(r"[()]")


def _check_parentheses(text: str, start: int, stop: int, loc: SourceLoc, notes) -> None:
    """Raises a located error for a `)` that closes nothing or a `(` never closed in `text[start:stop]`."""
    if "(" not in text and ")" not in text:
        return
    opened: list[int] = []
    for paren in _PARENTHESES.finditer(text, start, stop):     # (only the parentheses: operands can be long)
        i = paren.start()
        if paren.group() == "(":
            opened.append(i)
        else:
            if not opened:
                raise AssemblyError.at(at_offset(loc, text, i), "unbalanced ')' in operand", tuple(notes))
            opened.pop()
    if opened:
        raise AssemblyError.at(at_offset(loc, text, opened[-1]), "unbalanced '(' in operand: expected ')'",
                               tuple(notes))


def _matching_bracket(text: str, open_at: int) -> int | None:
    """Index of the `]` closing the `[` at `open_at`."""
    depth = 0
    for j in range(open_at, len(text)):
        ch = text[j]
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
            if depth == 0:
                return j
    return None


def at_offset(loc: SourceLoc, text: str, offset: int) -> SourceLoc:
    """Location of `text[offset]` when `text` starts at `loc` (same line unless the text has newlines)."""
    newlines = text.count("\n", 0, offset)
    if newlines:
        return SourceLoc(loc.file, loc.line + newlines, offset - text.rfind("\n", 0, offset))
    return tuple.__new__(SourceLoc, (loc.file, loc.line, loc.column + offset))   # (once per statement: no __new__)


# ---------------------------------------------------------------------------------------------------- constants
def fold_operand(text: str, wide: bool, loc: SourceLoc = _NOWHERE, notes=()) -> str:
    """One operand (written at `loc`) with its constant expressions evaluated; an arithmetic expression over numbers
    only that does not evaluate (`5 / 0`, `(1`) raises the expression evaluator's located error."""
    if not text or _plain_in_range(text, wide):
        return text
    if _SIMPLE_OPERAND.match(text):
        return text          # a register or keyword: nothing to evaluate (the common case, kept fast)
    value = _constant_value(text, loc, notes)
    if value is not None:
        return format_value(value, wide=wide)
    return " ".join(_fold_segment(seg, wide, loc, notes) for seg in _segments(text))


def _constant_value(text: str, loc: SourceLoc = _NOWHERE, notes=()):
    """The value of `text` if it is a constant expression (no names besides the word operators), else None.  Text of
    only numbers, operators and parentheses must evaluate: its error is raised at `loc` (where `text` starts)."""
    for word in _NAME_IN_TEXT.findall(text):
        if word.lower() not in _WORD_OPERATORS:
            return None
    if _ABS.match(text) or _MODIFIER_WORD.search(text):
        return None          # |4.0| is an absolute value and `div:2` a modifier, not uses of the operators
    if _ARITHMETIC_ONLY.match(text):
        return evaluate(text, loc, {}, tuple(notes))
    return try_evaluate(text)


def _plain_in_range(text: str, wide: bool) -> bool:
    """A literal llvm-mc reads as written (a decimal/hex integer in 32-bit range unless `wide`, or a float)."""
    if not _PLAIN_LITERAL.match(text):
        return False
    if wide or "." in text or ("e" in text.lower() and not text.lower().lstrip("-").startswith("0x")):
        return True
    try:
        return -(1 << 31) <= int(text, 0) < (1 << 32)
    except ValueError:   # `007`: Python reads no leading zeros; the expression evaluator decides
        return False


_FOLDED: dict[tuple[str, bool], str] = {}     # (segment, wide) -> its fold (no names: a function of these alone)
_FOLDED_LIMIT = 1 << 16


def _fold_segment(seg: str, wide: bool, loc: SourceLoc = _NOWHERE, notes=()) -> str:
    """`_folded_segment`, kept per text: folding sees no names (substituted before), so its result is a function of
    the segment alone (`loc` and `notes` only locate an error, which is never kept)."""
    key = (seg, wide)
    done = _FOLDED.get(key)
    if done is None:
        done = _folded_segment(seg, wide, loc, notes)
        if len(_FOLDED) >= _FOLDED_LIMIT:
            _FOLDED.clear()
        _FOLDED[key] = done
    return done


def _folded_segment(seg: str, wide: bool, loc: SourceLoc, notes) -> str:
    if _plain_in_range(seg, wide):
        return seg
    inner = _parenthesized(seg)
    if inner is not None and (is_register_name(inner) or parse_register(inner) is not None):
        return inner     # HetPas's `(idx)` around a macro argument that is a register: `v_mov_b32 v1, (v40)`
    absolute = _ABS.match(seg)
    if absolute:  # llvm-mc's |x| (and -|x|) around a constant
        return f"{absolute.group(1)}|{fold_operand(absolute.group(2).strip(), wide, loc, notes)}|"
    modifier = _MODIFIER.match(seg)
    if modifier:  # before evaluating: `div:2`, `mod:…` are modifiers, not uses of the word operators
        return f"{modifier.group(1)}:{fold_operand(modifier.group(2), wide, loc, notes)}"
    value = _constant_value(seg, loc, notes)
    if value is not None:
        return format_value(value, wide=wide)
    call = _call_parts(seg)
    if call:
        name, args = call
        return f"{name}({', '.join(fold_operand(a.strip(), wide, loc, notes) for a in split_top_level(args))})"
    return seg


def _parenthesized(seg: str) -> str | None:
    """What `seg` holds inside parentheses that enclose all of it (`((v3))` -> `v3`), else None."""
    inner = None
    while seg.startswith("(") and seg.endswith(")"):
        depth = 0
        for i, c in enumerate(seg):
            depth += {"(": 1, ")": -1}.get(c, 0)
            if depth == 0 and i != len(seg) - 1:
                return inner
        seg = inner = seg[1:-1].strip()
    return inner


_CALL_HEAD = regex(r"^([A-Za-z_]\w*)\s*\(")
_BLANKS = regex(r"\s+")


def _call_parts(seg: str) -> tuple[str, str] | None:
    """`name(args)` whose parenthesis closes at the end of `seg` -> (name, args)."""
    match = _CALL_HEAD.match(seg)
    if not match or not seg.endswith(")"):
        return None
    depth = 0
    for i in range(match.end() - 1, len(seg)):
        depth += {"(": 1, ")": -1}.get(seg[i], 0)
        if depth == 0 and i != len(seg) - 1:
            return None
    return match.group(1), seg[match.end():-1]


def _segments(text: str) -> list[str]:
    """Space-separated parts of an operand (`v1 offset:16`), keeping expressions with spaces (`1 << 4`) whole."""
    words = split_top_level(_BLANKS.sub(" ", text), " ")
    segments: list[str] = []
    for word in words:
        if not word:
            continue
        if segments and (_joins(segments[-1][-1], word[0]) or word.lower() in _WORD_OPERATORS
                         or segments[-1].split(" ")[-1].lower() in _WORD_OPERATORS):
            segments[-1] += " " + word
        else:
            segments.append(word)
    return segments


def _joins(left: str, right: str) -> bool:
    """Whether two space-separated words belong to one expression (an operator on either side of the space)."""
    return left in _OPERATOR_CHARS or (right in _OPERATOR_CHARS and right != "(")
