"""Definitions given outside the source (`masm build -D NAME=VALUE`, `masm.assemble(..., defines={...})`).

Each one is handed to the expander as the line `#define NAME VALUE`, before the first line of the file, so it is an
object-like macro like any other: names are case-insensitive, `#ifdef` / `defined` / `#if` / `![..]` / operands see
it, and a `#define` in the file replaces it (as it would replace an earlier `#define` of the file).

Definitions are located in the pseudo file `<command line>`: the N-th definition is line N, written as `NAME=VALUE`
(`command_line_text` gives those lines, so a renderer can show them), and an error in a value points into it.
"""
from __future__ import annotations

from typing import Mapping

from ..diagnostics import AssemblyError, SourceLoc
from ..regex_cache import regex
from .frames import Frame, TokenSink
from .lexer import tokenize

COMMAND_LINE = "<command line>"
_DEFINE = "#define "

# One identifier as the lexer reads it (lexer.t_ID): what `#define` accepts as a name.
_NAME = regex(r"(?:[A-Za-z_@][A-Za-z0-9_@]*|\.[A-Za-z_][A-Za-z0-9_@]*)(?:\.[A-Za-z0-9_@]+)*")


def name_problem(name: str) -> str | None:
    """Why `name` cannot be defined (None when it can)."""
    if not name:
        return "expected a macro name"
    if _NAME.fullmatch(name) is None:
        return f"invalid macro name '{name}' (a name starts with a letter, '_' or '@' and has letters, digits, " \
               "'_' and '@')"
    return None


def value_problem(value: str) -> str | None:
    """Why `value` cannot be a definition's text (None when it can)."""
    if "\n" in value or "\r" in value:
        return "a definition's value cannot contain a line break"
    return None


def parse_define(text: str) -> tuple[str, str]:
    """`NAME` -> (NAME, "1"); `NAME=VALUE` -> (NAME, VALUE) (VALUE may be empty, as in `cc -DNAME=`).
    ValueError with a message for the user when NAME is not a name or VALUE has a line break."""
    name, eq, value = text.partition("=")
    name = name.strip()
    if not eq:
        value = "1"
    if not name:
        raise ValueError(f"expected NAME or NAME=VALUE, got {text!r}")
    problem = name_problem(name) or value_problem(value)
    if problem:
        raise ValueError(problem)
    return name, value


def _items(defines: Mapping[str, str]) -> list[tuple[str, str]]:
    out = []
    for name, value in defines.items():
        out.append((str(name), "1" if value is None else str(value)))
    return out


def command_line_text(defines: Mapping[str, str] | None) -> str:
    """The pseudo file `<command line>` that locations of `defines` refer to: one `NAME=VALUE` line each."""
    return "".join(f"{name}={value}\n" for name, value in _items(defines or {}))


def apply_defines(expander, defines: Mapping[str, str] | None) -> None:
    """Define every NAME of `defines` (in order) in `expander` as `#define NAME VALUE` would."""
    if not defines:
        return
    for line, (name, value) in enumerate(_items(defines), 1):
        problem = name_problem(name)
        if problem:
            raise AssemblyError.at(SourceLoc(COMMAND_LINE, line, 1), problem)
        problem = value_problem(value)
        if problem:
            raise AssemblyError.at(SourceLoc(COMMAND_LINE, line, len(name) + 2), problem)
        # the line `#define NAME VALUE`, placed so that NAME starts at column 1: columns are those of `NAME=VALUE`
        toks = tokenize(f"{_DEFINE}{name} {value}\n", COMMAND_LINE, line, 1 - len(_DEFINE))
        expander.run([Frame(toks, (), None, None, 0, frozenset(), 0, "file", ())], TokenSink(), True)
