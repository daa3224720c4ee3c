"""What one statement is: label, instruction, data directive, or one of masm's statement keywords."""
from __future__ import annotations

import re
from functools import lru_cache

from ..regex_cache import regex

LABEL = "label"

_KEYWORDS = {"alias", "v_temp", "s_temp", "v_temp_range", "s_temp_range", "enter", "leave", "numvgprs", "numsgprs",
             "s_repeat", "v_repeat", "_else", "_endif", "_endw", "_break", "_continue", "load_arg",
             "kernel", "endkernel", "args", "numthreadpergroup", "ldssize",
             # kernel field declarations (masm/kernel_fields.py)
             "usersgprs", "groupids", "localids", "scratchsize", "floatmode", "ieeemode", "dx10clamp",
             "fp16overflow", "fpexceptions", "dynamiclds", "amdhsa"}
_DATA = {"dd", "db", "dw", "dq", ".long", ".byte", ".short", ".quad", ".word", ".int"}
_CONDITION = regex(r"^(s_if|s_while|s_until|v_if|v_while|v_until)(?:_([A-Za-z0-9]+))?\s*\((.*)\)\s*$",
                        re.IGNORECASE | re.DOTALL)
_CONDITION_WORD = regex(r"^(?:s_if|s_while|s_until|v_if|v_while|v_until)(?:_[A-Za-z0-9]+)?(?![\w])",
                        re.IGNORECASE)
_LABEL = regex(r"^([A-Za-z_.@][\w.@]*)\s*:$")
_FIRST_WORD = regex(r"^[^\s(]+")
_CONDITION_HEADS = ("if", "wh", "un")  # what follows `s_` / `v_` in a control keyword (non-ASCII may fold to it)


@lru_cache(maxsize=1 << 16)
def classify(text: str) -> tuple[str, str | None, str, int]:
    """(kind, keyword, rest, offset of rest in `text`).

    kind is "label" (keyword = the name), "instruction" (keyword = mnemonic), "data" / "directive" (keyword = the
    directive), a control keyword such as "v_while" (keyword = the type suffix or None, rest = the condition inside
    the parentheses), or a statement keyword such as "v_temp" (rest = its arguments)."""
    body = text.strip()
    lead = 0 if body is text else len(text) - len(text.lstrip())
    if body[-1:] == ":":
        match = _LABEL.match(body)
        if match:
            return LABEL, match.group(1), "", lead
    head = body[2:4]
    if body[1:2] == "_" and (head.lower() in _CONDITION_HEADS or not head.isascii()):  # else no control keyword
        match = _CONDITION.match(body)
        if match:
            return (match.group(1).lower(), (match.group(2) or "").lower() or None, match.group(3),
                    lead + match.start(3))
        match = _CONDITION_WORD.match(body)
        if match:
            return "malformed_condition", match.group(), body, lead
    if body is text and "(" not in text:  # the usual statement: its first word ends at the first whitespace
        parts = text.split(None, 1)
        word = parts[0] if parts else ""
        rest = parts[1] if len(parts) > 1 else ""
    else:
        word_match = _FIRST_WORD.match(body)
        word = word_match.group() if word_match else ""
        rest = text[lead + len(word):].lstrip()
    rest_offset = len(text) - len(rest)
    lower = word.lower()
    if lower in _KEYWORDS:
        return lower, None, rest, rest_offset
    if lower in _DATA:
        return "data", word, rest, rest_offset
    if lower[:1] == ".":
        return "directive", word, rest, rest_offset
    return "instruction", word, rest, rest_offset
