"""Text values in `![..]` (issue 15): HetPas evaluates `!["GCN" + " ISA"]` to a text and pastes its characters, so a
macro can build names from its arguments (`![#x + "_end"]`, `#x` being the argument as a text).  `+` joins texts,
comparisons compare them; a text where a number is wanted, or mixed with a number, is a located error."""
from __future__ import annotations

from tests.preprocess.preprocess_helpers import assert_same_bytes, error_of, texts


def test_a_text_value_is_pasted_as_its_characters():
    source = 's_mov_b32 !["s" + "5"], 7\n.ascii !["\\"GCN" + " ISA\\""]\n'
    assert texts(source) == ["s_mov_b32 s5, 7", '.ascii "GCN ISA"']
    assert_same_bytes(source, 's_mov_b32 s5, 7\n.ascii "GCN ISA"')


def test_stringized_arguments_build_names():
    source = ('#define reg(x) ![#x + "1"]\n#define finish(x) ![#x + "_end"]\n'
              "v_mov_b32 reg(v), 3\ns_branch finish(loop)\nfinish(loop):\ns_nop 0\n")
    assert texts(source) == ["v_mov_b32 v1, 3", "s_branch loop_end", "loop_end:", "s_nop 0"]
    assert_same_bytes(source, "v_mov_b32 v1, 3\ns_branch loop_end\nloop_end:\ns_nop 0")


def test_texts_compare():
    assert texts('s_nop !["abc" == "abc"]\ns_nop !["abc" < "abd"]\ns_nop !["a" <> "a"]\n') == \
        ["s_nop 1", "s_nop 1", "s_nop 0"]


def test_a_number_inside_a_text_is_not_a_number():
    assert texts('s_mov_b32 !["s1" + "2"], 0\ns_mov_b32 !["s1" + "3"], 0\n') == ["s_mov_b32 s12, 0",
                                                                                 "s_mov_b32 s13, 0"]


def test_a_text_mixed_with_a_number_is_an_error_at_the_operator():
    error = error_of('s_nop !["a" + 1]\n')
    assert (error.loc.line, error.loc.column, error.message) == (1, 13, "operator '+' cannot take a text and a number")


def test_a_text_where_a_number_is_wanted_is_an_error():
    error = error_of('#assign n "abc"\n')
    assert (error.loc.line, error.message) == (1, 'expected a number, not the text "abc"')
    error = error_of('#if "abc"\ns_nop 0\n#endif\n')
    assert error.message == 'expected a number, not the text "abc"'


def test_a_pasted_text_with_a_line_break_is_an_error():
    error = error_of('s_nop !["1\\n" + "2"]\n')
    assert (error.loc.line, error.loc.column) == (1, 7)
    assert error.message == "a text pasted by '![..]' cannot hold a line break"
