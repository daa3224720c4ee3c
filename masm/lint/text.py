"""Source text helpers shared by lint and the language server."""
from __future__ import annotations

import re

from ..regex_cache import regex

_COMMENT_OR_STRING = regex(r'//[^\n]*|;[^\n]*|/\*.*?(?:\*/|\Z)|"[^"\n]*"?', re.DOTALL)
_NOT_NEWLINE = regex(r"[^\n]")


def _blank(m: re.Match) -> str:
    text = m.group()
    if text.startswith('"'):
        return text
    return _NOT_NEWLINE.sub(" ", text) if "\n" in text else " " * len(text)


def strip_comments(text: str) -> str:
    """`text` with `//`, `;` and `/* */` comments blanked out (same length, newlines kept, so columns stay)."""
    return _COMMENT_OR_STRING.sub(_blank, text)


def split_operands(text: str) -> list[str]:
    """The comma-separated operands after an instruction's mnemonic (commas inside () and [] do not split); the
    last one still carries any trailing modifiers (`v[0:1], off offset:16` -> ['v[0:1]', 'off offset:16'])."""
    parts = text.strip().split(None, 1)
    if len(parts) < 2:
        return []
    out, depth, start = [], 0, 0
    body = parts[1]
    for i, ch in enumerate(body + ","):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "," and depth <= 0:
            out.append(body[start:i].strip())
            start = i + 1
    return out
