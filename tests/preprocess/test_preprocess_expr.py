"""Constant expressions: values, 64-bit wrapping, names, and located errors."""
import pytest
from hypothesis import given, strategies as st

from masm.diagnostics import AssemblyError, Note, SourceLoc
from masm.preprocess.expr import evaluate, try_evaluate, wrap64

LOC = SourceLoc("k.masm", 7, 10)


@pytest.mark.parametrize("text, value", [
    ("123", 123), ("$FF", 255), ("0xff", 255), ("0B1010", 10), ("1.5", 1.5), ("-2.0e3", -2000.0), ("1e3", 1000.0),
    ("1+2*3", 7), ("(1+2)*3", 9), ("10-4-3", 3), ("7 div 2", 3), ("-7 div 2", -3), ("7 DIV 2", 3), ("-7/2", -3),
    ("7/2.0", 3.5), ("-7 mod 3", -1), ("7 % 3", 1), ("1<<4", 16), ("1 shl 4", 16), ("-16>>2", -4), ("256 shr 4", 16),
    ("6 & 3", 2), ("6 and 3", 2), ("6 | 3", 7), ("6 or 3", 7), ("6 ^ 3", 5), ("6 xor 3", 5), ("~0", -1), ("not 0", -1),
    ("!5", 0), ("1 && 0", 0), ("1 || 0", 1),
    ("3 = 3", 1), ("3 == 4", 0), ("3 <> 4", 1), ("3 != 3", 0), ("2 < 3", 1), ("3 <= 3", 1), ("2 > 3", 0), ("2 >= 3", 0),
    ("1 ? 10 : 20", 10), ("0 ? 10 : 20", 20), ("0 ? 1 : 0 ? 2 : 3", 3),
    ("1<2 and 3<4", 1), ("i < n and n < 10", 1),
    ("1<<63", -(1 << 63)), ("(1<<63)-1+1", -(1 << 63)), ("0xFFFFFFFFFFFFFFFF", -1), ("1<<64", 0),
    ("not(($F0)<<24)", wrap64(~(0xF0 << 24))), ("11*2+0", 22),
])
def test_values(text, value):
    assert evaluate(text, LOC, {"i": 1, "N": 5}) == value
    assert try_evaluate(text, {"i": 1, "N": 5}) == value


def test_not_f0_shifted_has_low_word_0fffffff():
    assert evaluate("not(($F0)<<24)", LOC) & 0xFFFFFFFF == 0x0FFFFFFF


def test_names_are_case_insensitive():
    assert evaluate("HiBits + 1", LOC, {"hibits": 10}) == 11
    assert evaluate("hibits * 2", LOC, {"HiBits": 10}) == 20


def test_cached_text_with_different_names():
    assert evaluate("k*$10+1", LOC, {"k": 1}) == 17
    assert evaluate("k*$10+1", LOC, {"k": 2}) == 33


@pytest.mark.parametrize("text, column, message", [
    ("1/0", 11, "division by zero in expression"),
    ("4 + 2 mod (1-1)", 16, "division by zero in expression"),
    ("2 + foo", 14, "unknown name 'foo' in expression"),
    ("1 + # 2", 14, "unexpected character '#' in expression"),
    ("(1 + 2", 16, "unexpected end of expression"),
    ("1 + * 2", 14, "unexpected '*' in expression"),
    ("1.5 << 2", 14, "operator '<<' needs integer operands"),
    ("", 10, "empty expression"),
])
def test_errors_are_located(text, column, message):
    note = Note(SourceLoc("top.masm", 1, 1), "in expansion of macro 'M'")
    with pytest.raises(AssemblyError) as info:
        evaluate(text, LOC, {}, (note,))
    [diag] = info.value.diagnostics
    assert (diag.loc.file, diag.loc.line, diag.loc.column, diag.message) == ("k.masm", 7, column, message)
    assert diag.notes == (note,)
    assert try_evaluate(text) is None


def test_error_in_second_line_of_multiline_text():
    with pytest.raises(AssemblyError) as info:
        evaluate("1 +\n  2/0", LOC)
    assert info.value.diagnostics[0].loc == SourceLoc("k.masm", 8, 4)


def test_not_a_constant_expression():
    assert try_evaluate("v0") is None
    assert try_evaluate("s[0:1]") is None
    assert try_evaluate("offset:16") is None


@given(st.integers(-(1 << 63), (1 << 63) - 1), st.integers(-(1 << 63), (1 << 63) - 1), st.integers(0, 70))
def test_integer_arithmetic_wraps_like_int64(a, b, shift):
    names = {"a": a, "b": b, "s": shift}
    assert evaluate("a + b", LOC, names) == wrap64(a + b)
    assert evaluate("a * b", LOC, names) == wrap64(a * b)
    assert evaluate("a - b", LOC, names) == wrap64(a - b)
    assert evaluate("a << s", LOC, names) == (wrap64(a << shift) if shift < 64 else 0)
    assert evaluate("a >> s", LOC, names) == a >> min(shift, 63)
    assert evaluate("a xor b", LOC, names) == a ^ b
    if b:
        q = abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1)
        assert evaluate("a div b", LOC, names) == wrap64(q)
        assert evaluate("a mod b", LOC, names) == a - q * b


@given(st.text(alphabet="0123456789$xXaAbB+-*/%<>=!&|^~?:() .eEdivmodnotsh", max_size=30))
def test_garbage_never_raises_anything_else(text):
    try:
        evaluate(text, LOC)
    except AssemblyError:
        pass


_ATOMS = st.sampled_from(["0", "7", "12", "$1F", "0x10", "0b101", "1.5", "2e3", "x", "y1", "(1+2)", ".@0", "08", "010",
                          "18446744073709551616", "(", ")", "-3",
                          # names: symbols, labels, word operators and functions' names (which stay in the shape)
                          "L12", ".Lfunc_end0_c3", "a.b", "n@rel32", "_x", ".", "@", "zz", "AND", "Mod", "Shl",
                          "min(1, x)", "MAX (x,2)", "min\t(x)", "foo(1)", "x$1F", "$x", "y1 y1", ".@@0"])
_OPS = st.sampled_from([" + ", "-", " * ", "/", " div ", " mod ", "<<", " shr ", " and ", "|", " xor ", " = ", "<>",
                        "<", " >= ", " ? ", " : ", "", " ", "%", ">>", "&", "!", "~", "=="])


@given(st.lists(st.tuples(_ATOMS, _OPS), min_size=1, max_size=6))
def test_expressions_sharing_a_shape_evaluate_like_a_fresh_parse(parts):
    """Texts that differ only in numbers share one parse (texts of numbers and operators only find their shape the
    short way, and each shape runs as one generated function); values and error columns must not notice."""
    from masm.preprocess import expr
    text = "".join(a + o for a, o in parts).strip()

    def outcome():
        try:
            return ("value", evaluate(text, LOC, {"x": 3, "y1": -2}))
        except AssemblyError as exc:
            return ("error", exc.diagnostics[0].loc, exc.diagnostics[0].message)

    shared = outcome()
    expr._compiled.clear()
    expr._shapes.clear()
    expr._shape_runs.clear()
    saved = expr._shape_of, expr._arithmetic_shape
    expr._shape_of, expr._arithmetic_shape = (lambda t: (t, [])), (lambda t: None)
    try:
        fresh = outcome()
    finally:
        expr._shape_of, expr._arithmetic_shape = saved
        expr._compiled.clear()
    assert shared == fresh


@given(st.lists(st.tuples(_ATOMS, _OPS), min_size=1, max_size=8))
def test_a_shared_shape_gives_the_tree_and_names_of_a_fresh_parse(parts):
    """The tree a text's shape gives (numbers and names bound into it, offsets moved back) is the folded tree of
    the text's own parse, and so are the names an expression refers to, in order (what a module records)."""
    from masm.preprocess import expr
    text = "".join(a + o for a, o in parts).strip()
    expr._compiled.clear()
    shared, names = expr._compile(text), expr.names_in(text)
    fresh = expr._parse(text)
    if fresh[0] != "error":
        fresh = expr._fold(fresh)
    assert shared == fresh
    expr._compiled.clear()
    saved = expr._shape_of, expr._arithmetic_shape
    expr._shape_of, expr._arithmetic_shape = (lambda t: (t, [])), (lambda t: None)
    try:
        assert expr.names_in(text) == names
    finally:
        expr._shape_of, expr._arithmetic_shape = saved
        expr._compiled.clear()


def test_texts_alike_but_for_their_names_share_one_parse():
    from masm.preprocess import expr
    expr._compiled.clear()
    expr._shapes.clear()
    assert expr.names_in(".Lfunc_end0_c3-foo_3") == (".Lfunc_end0_c3", "foo_3")
    assert expr.names_in(".Lfunc_end1_c9 - bar") == (".Lfunc_end1_c9", "bar")
    assert expr.names_in("L0") == ("L0",) and expr.names_in("L1") == ("L1",)
    assert expr.names_in("min(a, 2) + b") == ("a", "b")         # (a function's name is no symbol)
    assert set(expr._shapes) == {".@@0-.@@1", ".@@0 - .@@1", ".@@0", "min(.@@0, .@1) + .@@2"}
    assert evaluate("y - x mod 4", LOC, {"x": 7, "y": 10}) == 7    # (`mod` stays the operator)
    with pytest.raises(AssemblyError) as exc:
        evaluate("width + heigth", LOC, {"width": 3, "height": 4})
    assert exc.value.diagnostics[0].loc == SourceLoc("k.masm", 7, 18)


@given(st.lists(st.tuples(_ATOMS, _OPS), min_size=1, max_size=8))
def test_the_short_way_to_a_shape_finds_what_shape_of_finds(parts):
    from masm.preprocess import expr
    text = "".join(a + o for a, o in parts).strip()
    short = expr._arithmetic_shape(text)
    if short is not None:
        shape, numbers = expr._shape_of(text)
        assert short == (shape, [number[2] for number in numbers])


def test_a_shape_too_deep_for_pythons_compiler_still_evaluates():
    from masm.preprocess import expr
    text = "(" * 250 + "1" + "+1)" * 250
    assert evaluate(text, LOC) == 251
    assert evaluate(text.replace("(1+", "(2+", 1), LOC) == 252       # the same shape, run by walking its tree


def test_a_number_glued_after_a_name_is_no_shape_slot():
    # `x$1F` reads as the name x then the number $1F (an error); a slot there would glue into the name `x.@0`
    from masm.preprocess import expr
    expr._compiled.clear()
    with pytest.raises(AssemblyError) as exc:
        evaluate("x$1F", LOC, {"x": 3})
    assert exc.value.diagnostics[0].message == "unexpected '31' in expression"
