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

from ..diagnostics import AssemblyError, SourceLoc
from ..regex_cache import regex

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


def t_pascal_comment(t):
    r"\{(?!\#)[^}]*\}"
    t.lexer.lineno += t.value.count("\n")
    if "\n" in t.value:
        t.lexer.line_start = t.lexpos + t.value.rfind("\n") + 1


def t_unterminated_pascal_comment(t):
    r"\{(?!\#)"
    raise _LexError(t.lexpos, "unterminated { comment: '}' is missing")


def t_paren_comment(t):
    r"\(\*[\s\S]*?\*\)"
    t.lexer.lineno += t.value.count("\n")
    if "\n" in t.value:
        t.lexer.line_start = t.lexpos + t.value.rfind("\n") + 1


def t_unterminated_paren_comment(t):
    r"\(\*"
    raise _LexError(t.lexpos, "unterminated (* comment: '*)' is missing")


def t_line_comment(t):
    r"//[^\n]*|;(?:[^\n\#]|\#(?![eE][nN][dD][mM]))*"


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
    import ply.lex as lex
    return lex.lex(module=sys.modules[__name__], debug=False, optimize=False, reflags=_FLAGS)


_RULES = (t_block_comment, t_unterminated_comment, t_pascal_comment, t_unterminated_pascal_comment, t_paren_comment,
          t_unterminated_paren_comment, t_line_comment, t_continuation, t_NL, t_STR, t_unterminated_string,
          t_NUM, t_ID, t_OP)


@functools.cache
def _scan():
    """The rules as one regular expression (compiled on first use: a plain file's build never tokenizes)."""
    return regex("|".join(f"(?P<{rule.__name__}>{rule.__doc__})" for rule in _RULES), _FLAGS)


_KINDS = {"t_ID": ID, "t_NUM": NUM, "t_STR": STR, "t_OP": OP}
_IGNORED = frozenset(t_ignore)


def tokenize(text: str, file: str, first_line: int = 1, first_column: int = 1) -> list[tuple]:
    """Every token of `text` (written in `file` starting at `first_line`:`first_column`)."""
    if text.startswith("\ufeff"):
        text = " " + text[1:]  # a byte-order mark reads as a blank
    if "{#" in text:
        text = blank_brace_comments(text)
    out: list[tuple] = []
    append = out.append
    scan = _scan().match
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
        elif rule in _SPANNING:
            newlines = value.count("\n")
            if newlines:
                line += newlines
                line_start = pos + value.rfind("\n") + 1
            pos = match.end()
        else:
            _raise_at(text, pos, _UNTERMINATED[rule], file, first_line, first_column)
    if "{#" in text:
        return brace_directives(out, file)
    return out


_SPANNING = frozenset({"t_block_comment", "t_pascal_comment", "t_paren_comment", "t_continuation"})
_UNTERMINATED = {"t_unterminated_comment": "unterminated /* comment",
                 "t_unterminated_pascal_comment": "unterminated { comment: '}' is missing",
                 "t_unterminated_paren_comment": "unterminated (* comment: '*)' is missing",
                 "t_unterminated_string": "unterminated string"}


# What the lexer skips whole (strings, comments) and brace definitions, for `blank_brace_comments`
_BRACE_SCAN = regex(r'"(?:[^"\\\n]|\\.)*"|/\*[\s\S]*?\*/|(?://|;)[^\n]*|\{(?!\#)[^}]*\}|\(\*[\s\S]*?\*\)'
                         r'|(?P<brace>\{\#[^}]*\}?)')
_LINE_COMMENT_IN_BRACES = regex(r'"(?:[^"\\\n]|\\.)*"|(?P<comment>(?://|;)[^\n}]*)')


def blank_brace_comments(text: str) -> str:
    """`text` with each `//` or `;` comment inside a brace definition blanked out up to its line end or the `}`
    (as HetPas strips them from the directive's text): `{#define R s_nop 0 //note}` ends at the brace."""
    pieces = []
    last = 0
    for match in _BRACE_SCAN.finditer(text):
        if match.group("brace") is None:
            continue
        start, end = match.span()
        region = _LINE_COMMENT_IN_BRACES.sub(
            lambda m: m.group() if m.group("comment") is None else " " * len(m.group()), text[start:end])
        pieces.append(text[last:start])
        pieces.append(region)
        last = end
    if not pieces:
        return text
    pieces.append(text[last:])
    return "".join(pieces)


def brace_directives(toks: list, file: str) -> list:
    """HetPas's brace definitions: `{#define NAME(a) body}` is the directive `#define NAME(a) body` on a line of its
    own, its body running to the first `}` across lines (the lines are joined, as by `\\` continuations; a
    `{#macro … #endm}` keeps its lines).  `{` followed by anything but `#` is a Pascal comment (the lexer's rule)."""
    out: list = []
    append = out.append
    n = len(toks)
    i = 0
    while i < n:
        tok = toks[i]
        if not (tok[KIND] == OP and tok[TEXT] == "{" and i + 1 < n and toks[i + 1][TEXT] == "#"
                and toks[i + 1][KIND] == OP and not toks[i + 1][SPACE]):
            append(tok)
            i += 1
            continue
        if out and out[-1][KIND] != NL:
            append((NL, "\n", False, False, tok[FILE], tok[LINE], tok[COL], "\n"))
        hash_tok = toks[i + 1]
        append((OP, "#", tok[SPACE], True) + hash_tok[4:])
        keep_lines = i + 2 < n and toks[i + 2][LOW] in ("macro",)
        j = i + 2
        while j < n and not (toks[j][KIND] == OP and toks[j][TEXT] == "}"):
            inner = toks[j]
            if inner[KIND] == NL:
                if keep_lines:
                    append(inner)
            elif inner[BOL] and not keep_lines:
                append(inner[:BOL] + (False,) + inner[BOL + 1:])
            else:
                append(inner)
            j += 1
        if j >= n:
            raise AssemblyError.at(SourceLoc(file, tok[LINE], tok[COL]),
                                   "unterminated {# definition: '}' is missing")
        close = toks[j]
        append((NL, "\n", close[SPACE], False, close[FILE], close[LINE], close[COL], "\n"))
        i = j + 1
        if i < n and toks[i][KIND] != NL:
            toks[i] = toks[i][:BOL] + (True,) + toks[i][BOL + 1:]
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
    if "{#" in text:
        text = blank_brace_comments(text)
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
    if "{#" in text:
        return brace_directives(out, file)
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
