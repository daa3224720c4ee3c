"""Source text helpers shared by lint and the language server."""
from __future__ import annotations

import re

_COMMENT_OR_STRING = re.compile(r'//[^\n]*|;[^\n]*|/\*.*?(?:\*/|\Z)|"[^"\n]*"?', re.DOTALL)
_NOT_NEWLINE = re.compile(r"[^\n]")


def _blank(m: re.Match) -> str:
    text = m.group()
    return text if text.startswith('"') else _NOT_NEWLINE.sub(" ", text)


def strip_comments(text: str) -> str:
    """`text` with `//`, `;` and `/* */` comments blanked out (same length, newlines kept, so columns stay)."""
    return _COMMENT_OR_STRING.sub(_blank, text)
