"""Blocks of a source file that are data, not assembly: `.amdgpu_metadata` … `.end_amdgpu_metadata` (YAML).

Before a file is tokenized, each such block becomes one line, `.amdgpu_metadata "TEXT"` (the block's text as a
string with C escapes), followed by as many empty lines as the block had, so the preprocessor passes the YAML through
untouched (it would otherwise read `#` lines as directives, `.name:` as labels and words as macros) and every later
line keeps its number.  The build (masm/module/builder.py) unquotes it; the YAML's first line is the line after the
directive.  As llvm-mc does, a `;` outside quotes starts a comment inside the block.
"""
from __future__ import annotations

import re

from ..diagnostics import AssemblyError, SourceLoc
from ..regex_cache import regex

_START = regex(r"^[ \t]*\.amdgpu_metadata\b(.*)$", re.IGNORECASE | re.MULTILINE)
_END = regex(r"^[ \t]*\.end_amdgpu_metadata\b(.*)$", re.IGNORECASE | re.MULTILINE)
_QUICK = regex(r"\.amdgpu_metadata", re.IGNORECASE)


def may_hold_raw_blocks(text: str) -> bool:
    """Whether `text` names `.amdgpu_metadata` anywhere (else `take_raw_blocks` leaves it as it is)."""
    return _QUICK.search(text) is not None


def _strip_comment(line: str) -> str:
    quote = None
    for i, c in enumerate(line):
        if quote:
            if c == quote:
                quote = None
        elif c in "'\"":
            quote = c
        elif c == ";":
            return line[:i].rstrip()
    return line


def _escape(text: str) -> str:
    out = []
    for c in text:
        if c == "\\":
            out.append("\\\\")
        elif c == '"':
            out.append('\\"')
        elif c == "\n":
            out.append("\\n")
        elif c == "\t":
            out.append("\\t")
        elif ord(c) < 32 or ord(c) == 127:
            out.append(f"\\x{ord(c):02x}")
        else:
            out.append(c)
    return "".join(out)


def _rest_is_comment(rest: str) -> bool:
    rest = rest.strip()
    return not rest or rest.startswith((";", "//"))


def take_raw_blocks(text: str, filename: str) -> str:
    """`text` with each metadata block folded into one line (AssemblyError for a block without its end)."""
    if not may_hold_raw_blocks(text):
        return text
    out = []
    pos = 0
    while True:
        start = _START.search(text, pos)
        if start is None:
            out.append(text[pos:])
            return "".join(out)
        line_no = text.count("\n", 0, start.start()) + 1
        column = start.start() + len(start.group(0)) - len(start.group(0).lstrip()) - \
            (text.rfind("\n", 0, start.start()) + 1) + 1
        if not _rest_is_comment(start.group(1)):
            raise AssemblyError.at(SourceLoc(filename, line_no, column), "nothing may follow .amdgpu_metadata on "
                                                                         "its line (the YAML starts on the next)")
        end = _END.search(text, start.end())
        if end is None:
            raise AssemblyError.at(SourceLoc(filename, line_no, column),
                                   ".amdgpu_metadata without .end_amdgpu_metadata")
        body_start = start.end() + 1 if start.end() < len(text) else start.end()
        body = text[body_start:end.start()]
        if body.endswith("\n"):
            body = body[:-1]
        yaml_text = "\n".join(_strip_comment(line) for line in body.split("\n"))
        lines_taken = text.count("\n", start.start(), end.end())
        indent = start.group(0)[:len(start.group(0)) - len(start.group(0).lstrip())]
        out.append(text[pos:start.start()])
        out.append(f'{indent}.amdgpu_metadata "{_escape(yaml_text)}"' + "\n" * lines_taken)
        pos = end.end()
