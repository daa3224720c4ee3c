"""split_statement cuts a text without `(` and `|` with findall and str.find instead of one match object per item: it
must give exactly the items (text, column, after a comma) that the general item expression gives."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from masm.isa.operands import _ITEM_RE, _OPERATORS, _SHIFTS, Item, _join_expressions, split_statement

# the characters that decide where items start and end, and ordinary operand text
PIECES = st.sampled_from(["v1", "s[2:3]", "v[4:7]", "[", "]", "[[1]]", ", ", ",", " ", "  ", "\t", "-", "+", "1",
                          "0x10", "offset:16", "glc", "a", "b", "-x", "x-y", "<<", ">>", ":", "\u00a0", "(1)", "|v1|",
                          "a|b", "abs(", ")", "sext(v1)", "|"])


def _general(text: str):
    """split_statement as it reads every text: a match object per item of the general expression."""
    spans = [(m.group(), m.start()) for m in _ITEM_RE.finditer(text)]
    if not spans:
        return "", 0, []
    if len(spans) > 2 and any(op in text for op in _OPERATORS) and \
            any(t in _OPERATORS or t[-1] in _OPERATORS or t[:2] in _SHIFTS for t, _ in spans[1:]):
        spans = spans[:1] + [(it.text, it.col) for it in _join_expressions(text, [Item(t, c) for t, c in spans[1:]])]
    head, hcol = spans[0]
    rest = []
    end = hcol + len(head)
    for t, c in spans[1:]:
        rest.append(Item(t, c, "," in text[end:c]))
        end = c + len(t)
    return head, hcol, rest


@settings(max_examples=300, deadline=None)
@given(st.lists(PIECES, min_size=0, max_size=12))
def test_items_as_the_general_expression_finds_them(pieces):
    text = "v_op " + "".join(pieces)
    assert split_statement(text) == _general(text)


def test_columns_of_a_repeated_item():
    assert [(it.text, it.col, it.after_comma) for it in split_statement("v_add_f32 v1, v1, v1")[2]] == \
        [("v1", 10, False), ("v1", 14, True), ("v1", 18, True)]
    assert [(it.text, it.col) for it in split_statement("ds_read_b64 v[1:2], v1 offset:1")[2]] == \
        [("v[1:2]", 12), ("v1", 20), ("offset:1", 23)]
