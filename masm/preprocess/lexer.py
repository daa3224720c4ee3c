"""The preprocessor's PLY lexer: source text -> a list of `Tok` tuples with positions and spacing.

Comments (`//`, `;`, `/* */`) and backslash-newline continuations disappear here; newlines stay as NL tokens because
directives and statements are line-based.  Outside strings and comments a source is printable ASCII (and the blanks
tab, CR, FF, VT): any other character — a full-width digit that `int()` would read as a number, a NUL, the U+FFFD
that stands for bytes that were not UTF-8 — is a located error here, so no later stage ever sees one.  Each token
remembers whether whitespace preceded it (`space`), so text can be rebuilt exactly as written, and whether it is the
first token of its line (`bol`), which is what makes `#` a directive.

The token rules below are a PLY lexer (`ply_tokenize` runs it).  `tokenize`, which the preprocessor uses, applies the
same rules, in PLY's order, as one compiled regular expression: PLY's per-token loop costs several times more, and
plain sources of 100,000 lines must not wait for it.  tests/preprocess check that both give identical tokens.
"""
from __future__ import annotations

import functools
import re
import sys

import ply.lex as lex

from ..diagnostics import AssemblyError, SourceLoc

# A token is a plain tuple for speed: (kind, text, space, bol, file, line, column, low)
KIND, TEXT, SPACE, BOL, FILE, LINE, COL, LOW = range(8)
ID, NUM, STR, OP, NL = "id", "num", "str", "op", "nl"

tokens = ("NL", "ID", "NUM", "STR", "OP")

t_ignore = " \t\f\v\r"


def t_block_comment(t):
    r"/\*[\s\S]*?\*/"
    t.lexer.lineno += t.value.count("\n")
    if "\n" in t.value:
        t.lexer.line_start = t.lexpos + t.value.rfind("\n") + 1


def t_unterminated_comment(t):
    r"/\*"
    raise _LexError(t.lexpos, "unterminated /* comment")


def t_line_comment(t):
    r"(//|;)[^\n]*"


def t_continuation(t):
    r"\\[ \t\r]*\n"
    t.lexer.lineno += 1
    t.lexer.line_start = t.lexpos + len(t.value)


def t_NL(t):
    r"\n"
    return t


def t_STR(t):
    r"\"([^\"\\\n]|\\.)*\""
    return t


def t_unterminated_string(t):
    r"\""
    raise _LexError(t.lexpos, "unterminated string")


def t_NUM(t):
    r"(\d+\.\d+([eE][-+]?\d+)?)|(\d+[eE][-+]?\d+)|(0[xX][0-9a-fA-F]+)|(0[bB][01]+)|(\$[0-9a-fA-F]+)|\d+"
    return t


def t_ID(t):
    r"([A-Za-z_@][A-Za-z0-9_@]*|\.[A-Za-z_][A-Za-z0-9_@]*)(\.[A-Za-z0-9_@]+)*"
    return t


def t_OP(t):
    r"\#\#|\.\.|:=|[!-/:-@\[-^`{-~]"
    return t


def t_error(t):
    raise _LexError(t.lexpos, unexpected_character(t.value[0]))


def unexpected_character(ch: str) -> str:
    """The message for a character the lexer does not accept (never the character itself when it is invisible)."""
    import unicodedata
    name = unicodedata.name(ch, "")
    code = f"U+{ord(ch):04X}" + (f" {name}" if name else "")
    if ch == "\ufffd":
        return f"unexpected character {code}: the file has bytes here that are not UTF-8"
    if ch.isprintable() and not ch.isspace():
        return f"unexpected character '{ch}' ({code}): outside strings and comments a source is plain ASCII"
    return f"unexpected character {code}: outside strings and comments a source is plain ASCII"


_FLAGS = re.VERBOSE | re.ASCII   # `\d` is 0-9, never another script's digits


class _LexError(Exception):
    def __init__(self, offset: int, message: str):
        super().__init__(message)
        self.offset = offset
        self.message = message


@functools.cache
def _master():
    """PLY's lexer of the rules above (built on first use: only `ply_tokenize` runs it)."""
    return lex.lex(module=sys.modules[__name__], debug=False, optimize=False, reflags=_FLAGS)


_RULES = (t_block_comment, t_unterminated_comment, t_line_comment, t_continuation, t_NL, t_STR, t_unterminated_string,
          t_NUM, t_ID, t_OP)
_SCAN = re.compile("|".join(f"(?P<{rule.__name__}>{rule.__doc__})" for rule in _RULES), _FLAGS)
_KINDS = {"t_ID": ID, "t_NUM": NUM, "t_STR": STR, "t_OP": OP}
_IGNORED = frozenset(t_ignore)


def tokenize(text: str, file: str, first_line: int = 1, first_column: int = 1) -> list[tuple]:
    """Every token of `text` (written in `file` starting at `first_line`:`first_column`)."""
    if text.startswith("\ufeff"):
        text = " " + text[1:]  # a byte-order mark reads as a blank
    out: list[tuple] = []
    append = out.append
    scan = _SCAN.match
    kinds = _KINDS
    ignored = _IGNORED
    pos = 0
    end = len(text)
    line = first_line
    line_start = -(first_column - 1)  # column = pos - line_start + 1
    last_end = 0
    bol = True
    while pos < end:
        if text[pos] in ignored:
            pos += 1
            continue
        match = scan(text, pos)
        if match is None:
            _raise_at(text, pos, unexpected_character(text[pos]), file, first_line, first_column)
        rule = match.lastgroup
        value = match.group()
        kind = kinds.get(rule)
        if kind is not None:
            append((kind, value, pos != last_end, bol, file, line, pos - line_start + 1,
                    value.lower() if kind is ID or kind is NUM else value))
            pos = last_end = match.end()
            bol = False
        elif rule == "t_NL":
            append((NL, "\n", pos != last_end, False, file, line, pos - line_start + 1, "\n"))
            line += 1
            pos += 1
            line_start = pos
            last_end = -1
            bol = True
        elif rule == "t_line_comment":
            pos = match.end()
        elif rule == "t_block_comment" or rule == "t_continuation":
            newlines = value.count("\n")
            if newlines:
                line += newlines
                line_start = pos + value.rfind("\n") + 1
            pos = match.end()
        elif rule == "t_unterminated_comment":
            _raise_at(text, pos, "unterminated /* comment", file, first_line, first_column)
        else:
            _raise_at(text, pos, "unterminated string", file, first_line, first_column)
    return out


def _raise_at(text: str, offset: int, message: str, file: str, first_line: int, first_column: int):
    before = text[:offset]
    line = first_line + before.count("\n")
    col = offset - (before.rfind("\n") + 1) + 1 + (first_column - 1 if line == first_line else 0)
    raise AssemblyError.at(SourceLoc(file, line, col), message)


def ply_tokenize(text: str, file: str, first_line: int = 1, first_column: int = 1) -> list[tuple]:
    """`tokenize` through PLY's own token loop (the reference the tests compare `tokenize` with)."""
    if text.startswith("\ufeff"):
        text = " " + text[1:]
    lexer = _master().clone()
    lexer.lineno = first_line
    lexer.line_start = 0
    lexer.input(text)
    out: list[tuple] = []
    append = out.append
    last_end = 0
    bol = True
    column_shift = first_column - 1
    try:
        while True:
            t = lexer.token()
            if t is None:
                break
            pos = t.lexpos
            line = lexer.lineno
            col = pos - lexer.line_start + 1
            if line == first_line:
                col += column_shift
            kind = t.type
            if kind == "NL":
                append((NL, "\n", pos != last_end, False, file, line, col, "\n"))
                lexer.lineno += 1
                lexer.line_start = pos + 1
                last_end = -1
                bol = True
                continue
            value = t.value
            if kind == "ID":
                append((ID, value, pos != last_end, bol, file, line, col, value.lower()))
            elif kind == "NUM":
                append((NUM, value, pos != last_end, bol, file, line, col, value.lower()))
            elif kind == "STR":
                append((STR, value, pos != last_end, bol, file, line, col, value))
            else:
                append((OP, value, pos != last_end, bol, file, line, col, value))
            last_end = pos + len(value)
            bol = False
    except _LexError as exc:
        _raise_at(text, exc.offset, exc.message, file, first_line, first_column)
    return out


def join_text(toks) -> str:
    """Rebuild source text from tokens: one space wherever whitespace separated them, none before the first."""
    parts = []
    for tok in toks:
        if tok[KIND] == NL:
            continue
        if tok[SPACE] and parts:
            parts.append(" ")
        parts.append(tok[TEXT])
    return "".join(parts)


def text_size(toks) -> int:
    """The characters of `toks`' texts (a template's placeholder, whose text is not known yet, counts 4)."""
    return sum(len(t[TEXT]) if t[TEXT].__class__ is str else 4 for t in toks)
