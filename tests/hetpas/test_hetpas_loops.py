"""HetPas's `__for__` lists are Pascal sets evaluated by his script (issue 15, realhet's FractalComputeUnit): a range
whose end is below its start holds no values (`[1..n-1]` runs 0 times for n = 1), and a bound may call Pascal's
`min`/`max` (`[1..min(16-i,8)-1]`).  Expansions are compared with llvm-mc's bytes for the hand-expanded text."""
from __future__ import annotations

from tests.preprocess.preprocess_helpers import assert_same_bytes, error_of, expand, texts


def test_a_range_ending_below_its_start_holds_nothing():
    # realhet's _SqrHalfCol(n,…) runs `__for__(i in[1..n-1], …)` with n = (16-i)>>1, which is 1 for i = 13, 14
    source = ("#define cells(n) s_nop 7 __for__(k in[1..n-1], s_nop k)\n"
              "__for__(i in[12..14], cells((16-i)>>1))\n")
    result = expand(source)
    assert [s.text for s in result] == ["s_nop 7", "s_nop 1", "s_nop 7", "s_nop 7"]
    assert not [w for w in result.warnings if "holds no values" in w.message]
    assert_same_bytes(source, "s_nop 7\ns_nop 1\ns_nop 7\ns_nop 7")


def test_a_range_written_downward_with_two_numbers_is_warned_about():
    source = "__for__(i in [3..0], s_nop i)\n__for__(i in [4, 2..1, 0], s_sleep i)\n__for__(i := 3 downto 0, s_nop i)\n"
    result = expand(source)
    assert [s.text for s in result] == ["s_sleep 4", "s_sleep 0", "s_nop 3", "s_nop 2", "s_nop 1", "s_nop 0"]
    assert [(w.loc.line, w.loc.column, w.message) for w in result.warnings] == [
        (1, 15, "the range 3..0 holds no values (HetPas's ranges go upward, so the loop runs 0 times); to count "
                "down write 'i := 3 downto 0'"),
        (2, 18, "the range 2..1 holds no values (HetPas's ranges go upward, so the loop runs 0 times); to count "
                "down write 'i := 2 downto 1'")]


def test_membership_in_a_downward_range_never_holds():
    assert texts("__for__(i in [0..4] where i in [3..1] || i == 4, s_nop i)\n") == ["s_nop 4"]


def test_min_and_max_in_loop_bounds_splices_and_assign():
    # realhet's _MulTopHalf: `__for__(i in[0..15], _MulFullCol(min(16-i,8), CIdx, i) …)`
    source = ("#define col(n) __for__(k in[1..n-1], s_nop k)\n"
              "__for__(i in[6..9], col(min(16-i,8)) s_sleep i)\n"
              "#assign m MAX(2, 7, 5) - min(3, 9)\ns_nop ![m]\n")
    lines = texts(source)
    expected = [f"s_nop {k}" for i in range(6, 10) for k in [*range(1, min(16 - i, 8)), f"sleep {i}"]]
    assert lines == [text.replace("s_nop sleep", "s_sleep") for text in expected] + ["s_nop 4"]
    assert_same_bytes(source, "\n".join(lines))


def test_an_unknown_function_is_an_error_where_it_is_written():
    error = error_of("#assign m mix(2, 7)\n")
    assert (error.loc.line, error.loc.column, error.message) == (
        1, 11, "unknown function 'mix' (the functions are min and max)")
    error = error_of("s_nop ![min(4)]\n")
    assert (error.loc.column, error.message) == (9, "min takes two or more values")


def test_a_steps_sign_sets_the_direction_as_in_hetpas():
    # his script: `for i:=a downto b step s` goes up when s > 0 (so 6 downto 0 step 2 runs 0 times), down when s < 0
    source = ("__for__(k := 6 downto 0 step 2, s_nop k)\n__for__(k := 0 downto 6 step 3, s_sleep k)\n"
              "__for__(k := 6 downto 0 step -3, s_setprio k)\n__for__(k := 4 to 0 step -2, s_nop k)\n")
    result = expand(source)
    assert [s.text for s in result] == ["s_sleep 0", "s_sleep 3", "s_sleep 6", "s_setprio 6", "s_setprio 3",
                                        "s_setprio 0", "s_nop 4", "s_nop 2", "s_nop 0"]
    assert [(w.loc.line, w.loc.column, w.message) for w in result.warnings] == [
        (line, 30, f"'downto ... step {step}' counts upward, as in HetPas, where the step's sign sets the direction "
                   f"whatever 'downto' says: write 'step -{step}' to count down") for line, step in ((1, 2), (2, 3))]
    assert_same_bytes(source, "s_sleep 0\ns_sleep 3\ns_sleep 6\ns_setprio 6\ns_setprio 3\ns_setprio 0\ns_nop 4\n"
                              "s_nop 2\ns_nop 0")
