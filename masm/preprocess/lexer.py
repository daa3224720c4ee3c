"""The preprocessor's PLY lexer: source text -> a list of `Tok` tuples with positions and spacing.

Comments (`//`, `;`, `/* */`) and backslash-newline continuations disappear here; newlines stay as NL tokens because
directives and statements are line-based.  Each token remembers whether whitespace preceded it (`space`), so text can be
rebuilt exactly as written, and whether it is the first token of its line (`bol`), which is what makes `#` a directive.
"""
from __future__ import annotations

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
    r"\#\#|\.\.|:=|[^\sA-Za-z0-9_]"
    return t


def t_error(t):  # every character is covered by t_OP; kept for PLY's contract
    raise _LexError(t.lexpos, f"unexpected character {t.value[0]!r}")


class _LexError(Exception):
    def __init__(self, offset: int, message: str):
        super().__init__(message)
        self.offset = offset
        self.message = message


_master = lex.lex(debug=False, optimize=False)


def tokenize(text: str, file: str, first_line: int = 1, first_column: int = 1) -> list[tuple]:
    """Every token of `text` (written in `file` starting at `first_line`:`first_column`)."""
    lexer = _master.clone()
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
        before = text[:exc.offset]
        line = first_line + before.count("\n")
        col = exc.offset - (before.rfind("\n") + 1) + 1 + (column_shift if line == first_line else 0)
        raise AssemblyError.at(SourceLoc(file, line, col), exc.message) from None
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
