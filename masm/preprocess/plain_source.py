"""Whole files that need no preprocessing: plain LLVM assembly, one statement per line.

`plain_statements` proves from the whole text at once, with a few C-speed scans, what `plain_lines.statement_text`
decides line by line: no preprocessor directive, `![..]`, string, continuation, block comment or `.amdgpu_metadata`
block anywhere; no word the expander acts on (macros, `__for__`, ...); every word and number a single token; no call
other than operand syntax (`vmcnt(0)`, `hwreg(...)`); no statement word after the first word of a line.  What is
left per line is cutting the comment, normalising blanks and the few checks that depend on the line itself (labels,
brackets, a trailing comma).  The result is exactly the statements `preprocess` would return, as (text, line,
column) triples, or None when the file needs the preprocessor (then nothing is lost but the shortcut).  Assembler
directives (`.text`, `.p2align 8`, `.long 1`) are statements like instructions here; the lowering's shortcut
(statements/plain_kernel.py) declines them, and the general lowering goes on from these statements.
"""
from __future__ import annotations

from typing import NamedTuple

from ..regex_cache import regex
from .frames import SPECIALS
from .raw_blocks import may_hold_raw_blocks
from .plain_lines import _BETWEEN_WORDS, _COMMENT, _ID, _LABEL_LINE, _NUM
from .words import OPERAND_FUNCTIONS, StatementWords

# what the lexer or the expander does more with than split words: directives, strings, continuations, `![..]`,
# block comments, the ASCII blanks the lexer rejects (and, checked apart, characters outside ASCII)
_NEEDS_EXPANDER = ("#", '"', "\\", "![", "/*", "*/", "{", "}", "(*", "*)", "\x1c", "\x1d", "\x1e", "\x1f")
# the word a `(` follows (plain_lines._CALL, anchored at the parenthesis)
_CALL_WORD = regex(r"(?<![A-Za-z0-9_@.$])([A-Za-z0-9_@.$]+) ?\Z")     # (\Z: a newline ends the operand)
_NOT_BRACKETS = bytes(set(range(128)) - set(b"()[]\n"))   # what bytes.translate deletes to leave brackets, lines
_HEAD = regex(r"\.?[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*")    # a mnemonic, keyword or directive


# the bytes that may begin one of those marks, and the ASCII the lexer rejects (\x00-\x08, \x0e-\x1f, \x7f: a located
# error there): each alone needs the expander, but for `!` and `*` (`![`, `/*`, `*/`, `(*`, `*)`); one C-level pass
# over the text finds none of them in most files
_RARE = b"#\"\\{}!*" + bytes(range(0x00, 0x09)) + bytes(range(0x0e, 0x20)) + b"\x7f"
_NOT_RARE = bytes(set(range(128)) - set(_RARE))


def _needs_expander(source: str) -> bool:
    """Whether the ASCII `source` holds one of _NEEDS_EXPANDER's marks or a character the lexer rejects."""
    rare = source.encode("ascii").translate(None, _NOT_RARE)
    if not rare:
        return False
    if rare.strip(b"!*"):
        return True                     # (a mark of one character, or a rejected blank)
    return b"!" in rare and "![" in source or b"*" in rare and any(
        mark in source for mark in _NEEDS_EXPANDER if "*" in mark)


class PlainSource(NamedTuple):
    statements: list[tuple[str, int, int]]    # (text, line, column) as preprocess's Statements would have them
    words: frozenset[str]                     # every word of the file, lower-case
    heads: frozenset[str]                     # the first word of each statement that is not a label, as written
    operands: list[str]                       # what follows that word, for each such statement that has operands
    operand_heads: list[str]                  # the first word of each of those statements (parallel to operands)
    pieces: set[str]                          # those operands cut at ", ", each distinct one once
    label_at: list[int]                       # the indices of the labels in `statements`


def plain_statements(source: str, arch: str) -> PlainSource | None:
    """The statements of `source` if preprocessing would only split it into lines (see the module docstring)."""
    if not source.isascii() or _needs_expander(source) or may_hold_raw_blocks(source):
        return None
    out: list[tuple[str, int, int]] = []
    rests: list[str] = []            # each statement after its first word: no statement word may be in there
    rest_heads: list[str] = []      # the first word of each of those
    heads: set[str] = set()         # every first word: each must start a statement
    labels: list[str] = []
    label_at: list[int] = []
    comments = ";" in source or "//" in source
    odd_blanks = "\t" in source or "\f" in source or "\v" in source or "\r" in source
    for number, line in enumerate(source.split("\n"), 1):
        if comments:
            cut = _COMMENT.search(line)
            if cut is not None:
                line = line[:cut.start()]
        text = line.strip()
        if not text:
            continue
        column = line.find(text[0]) + 1     # (blanks only before the first character of the statement)
        if "  " in text or odd_blanks and ("\t" in text or "\f" in text or "\v" in text or "\r" in text):
            text = " ".join(text.split())
        if text[-1] == ":":
            label = _LABEL_LINE.fullmatch(line)
            if label is None:
                return None
            label_at.append(len(out))
            out.append((label.group(1) + ":", number, column))
            labels.append(label.group(1) + ":")
            continue
        if text[-1] == "," or ": " in text:
            return None              # the statement goes on, or a `:` the splitter could read as a label's end
        head, _, rest = text.partition(" ")
        heads.add(head)
        if rest:
            rests.append(rest)
            rest_heads.append(head)
        out.append((text, number, column))
    if not out:
        return None
    # the operands between ", " (words never span one), each distinct one once: their words, brackets and calls
    pieces = operand_pieces(rests)
    if any(mark in source for mark in "()[]"):
        brackets = set("\n".join(rests).encode().translate(None, _NOT_BRACKETS).decode().split("\n"))
        if not all(map(_closes, brackets)):
            return None              # a line leaves a bracket open (each line's brackets in order, once per pattern)
    operands = "\n".join(pieces).lower()
    later = set(operands.encode().translate(_BETWEEN_WORDS).decode().split())
    firsts = {head.lower() for head in heads} | {text[:-1].lower() for text in labels}
    ids = set()
    for piece in later:
        if piece.isidentifier() or _ID.fullmatch(piece) is not None:
            ids.add(piece)
        elif not piece.isdigit() and _NUM.fullmatch(piece) is None:
            return None              # not one token (`1e-5`, `12foo`): the lexer decides
    words = StatementWords(arch)
    starts = words.starts_statement
    if any(starts(word) for word in ids):
        return None                  # a second statement on some line
    ids |= firsts
    if not ids.isdisjoint(SPECIALS):
        return None
    for head in heads:
        if _HEAD.fullmatch(head) is None or not starts(head.lower()):
            return None
    if "(" in operands:
        for chunk in operands.split("(")[:-1]:
            call = _CALL_WORD.search(chunk[-80:])
            if call is not None and call.group(1) not in OPERAND_FUNCTIONS and not starts(call.group(1)):
                return None          # the expander reports an undefined macro
    return PlainSource(out, frozenset(ids), frozenset(heads), rests, rest_heads, pieces, label_at)


def statements_source(statements, filename: str) -> PlainSource | None:
    """`statements` (what `preprocess` made of `filename`) as a PlainSource, when every one is a plain statement of
    that file (no expansion chain: a line naming `#define`s becomes one): what `plain_statements` gives for a file
    with those statements written one a line, for the lowering's shortcut.  None when one is not (then the
    general lowering goes on from them)."""
    out: list[tuple[str, int, int]] = []
    rests: list[str] = []
    rest_heads: list[str] = []
    heads: set[str] = set()
    label_at: list[int] = []
    new = tuple.__new__
    for st in statements:
        if st.notes or st.macro is not None or st.loc.file != filename:
            return None
        text = st.text
        loc = st.loc
        if text[-1] != ":":
            head, _, rest = text.partition(" ")
            if head[0] == ".":
                return None         # a directive: the lowering's shortcut declines it (a module's many)
            heads.add(head)
            if rest:
                rests.append(rest)
                rest_heads.append(head)
        else:
            label_at.append(len(out))
        out.append(new(tuple, (text, loc.line, loc.column)))
    if not out:
        return None
    pieces = operand_pieces(rests)
    words = "\n".join([text for text, _, _ in out]).lower().encode().translate(_BETWEEN_WORDS).decode().split()
    return PlainSource(out, frozenset(words), frozenset(heads), rests, rest_heads, pieces, label_at)


def operand_pieces(operand_lists: list[str]) -> set[str]:
    """The distinct operands of `operand_lists`, each list cut at ", " (`PlainSource.pieces`)."""
    return set(", ".join(operand_lists).split(", ")) if operand_lists else set()


def _closes(brackets: str) -> bool:
    """Whether a line's brackets (only the bracket characters, in order) leave none open, as the splitter counts."""
    depth = 0
    for ch in brackets:
        if ch == "(" or ch == "[":
            depth += 1
        elif depth:
            depth -= 1
    return depth == 0
