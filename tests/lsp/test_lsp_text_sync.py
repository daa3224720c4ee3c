"""Edits as LSP positions them (masm.lsp.text_sync): lines end at \\n, \\r\\n or \\r, characters are UTF-16 code units,
and a range outside the text is clamped to it (and reported)."""
from __future__ import annotations

from masm.lsp.text_sync import Position as P, apply_change


def test_replace_insert_delete():
    assert apply_change("ab\ncd\n", P(1, 1), P(1, 2), "X") == ("ab\ncX\n", True)
    assert apply_change("ab\ncd\n", P(0, 2), P(1, 0), "") == ("abcd\n", True)
    assert apply_change("ab\ncd\n", P(2, 0), P(2, 0), "ef") == ("ab\ncd\nef", True)
    assert apply_change("ab", None, None, "new") == ("new", True)


def test_every_lsp_line_ending_counts():
    assert apply_change("a\r\nb\rc\nd", P(2, 0), P(2, 1), "X") == ("a\r\nb\rX\nd", True)
    assert apply_change("a\r\nb", P(0, 1), P(1, 0), "") == ("ab", True)


def test_characters_are_utf16_code_units():
    text = "x = \U0001F600; y\n"
    assert apply_change(text, P(0, 6), P(0, 8), "!") == ("x = \U0001F600!y\n", True)
    assert apply_change("é\n", P(0, 1), P(0, 1), "+") == ("é+\n", True)


def test_ranges_outside_the_text_are_clamped_and_reported():
    assert apply_change("ab\ncd", P(9, 0), P(12, 3), "!") == ("ab\ncd!", False)
    assert apply_change("ab\ncd", P(0, 50), P(0, 60), "!") == ("ab!\ncd", False)
    assert apply_change("ab\ncd", P(1, 1), P(0, 0), "!") == ("ab\nc!d", False)     # end before start
    assert apply_change("ab\ncd", P(-1, 0), P(0, 1), "!") == ("!b\ncd", False)


from hypothesis import given, settings, strategies as st  # noqa: E402

from masm.lsp.text_sync import line_starts, starts_after_edit  # noqa: E402

_text = st.text(alphabet="ab\r\n\U0001F600", max_size=30)


@settings(max_examples=500, deadline=None)
@given(_text, st.integers(0, 30), st.integers(0, 30), _text)
def test_line_starts_kept_across_an_edit_equal_fresh_ones(text, a, b, inserted):
    a, b = sorted((min(a, len(text)), min(b, len(text))))
    new = text[:a] + inserted + text[b:]
    assert starts_after_edit(line_starts(text), new, a, b, len(inserted)) == line_starts(new)
