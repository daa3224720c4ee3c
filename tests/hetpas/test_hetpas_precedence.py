"""HetPas's (Pascal's) operator precedence in constant expressions (issue 15): shifts bind like `*`, tighter than `+`
and `-` — llvm-mc reads its operands the same way — and where C would read an expression as written otherwise, masm
warns and suggests parentheses."""
from __future__ import annotations

from tests.preprocess.preprocess_helpers import assert_same_bytes, expand, llvm_encodings, texts, where


def warnings_of(source: str) -> list:
    return [(w.loc.line, w.loc.column, w.message) for w in expand(source).warnings]


def test_shift_binds_tighter_than_plus_in_splices_assign_and_if():
    source = ("#assign n 1+2<<3\n"
              "s_mov_b32 s0, n\n"
              "s_mov_b32 s1, ![1 shl 4 + 1]\n"
              "s_mov_b32 s2, ![2<<1*3]\n"
              "#if 1+1<<2 == 5\ns_nop 5\n#else\ns_nop 0\n#endif\n")
    assert texts(source) == ["s_mov_b32 s0, 17", "s_mov_b32 s1, 17", "s_mov_b32 s2, 12", "s_nop 5"]
    assert_same_bytes(source, "s_mov_b32 s0, 17\ns_mov_b32 s1, 17\ns_mov_b32 s2, 12\ns_nop 5")


def test_for_bounds_follow_hetpas():
    # C would read the bound as (1+1)<<1 = 4 and run one iteration more
    source = "__for__(i in [0..1+1 shl 1], s_nop i)\n__for__(i := 4 downto 8>>1-1, s_nop i)\n"
    assert texts(source) == ["s_nop 0", "s_nop 1", "s_nop 2", "s_nop 3", "s_nop 4", "s_nop 3"]


def test_operand_expressions_agree_with_llvm_mc():
    lines = ["s_mov_b32 s0, 1+2<<3", "s_mov_b32 s1, 2<<1*3", "s_mov_b32 s2, 64>>2-1"]
    assert_same_bytes("\n".join(lines) + "\n", "s_mov_b32 s0, 17\ns_mov_b32 s1, 12\ns_mov_b32 s2, 15")
    assert llvm_encodings(lines) == llvm_encodings(["s_mov_b32 s0, 17", "s_mov_b32 s1, 12", "s_mov_b32 s2, 15"])


def test_a_warning_where_c_reads_it_otherwise():
    source = "#assign n 1+2<<3\ns_mov_b32 s0, ![ (1+2)<<3 ]\ns_mov_b32 s1, ![4 * 2 << 1]\ns_nop ![x<<2|1]\n"
    source = "#define x 1\n" + source
    found = warnings_of(source)
    assert found == [(2, 11, "'1+2<<3': a shift binds like '*' here (as in HetPas's Pascal and in llvm-mc), not "
                             "looser than '+' and '*' as in C: add parentheses to say which is meant")]


def test_the_warning_in_a_macro_body_is_given_at_each_expansion_on_both_paths():
    source = "#macro M(a)\n  s_mov_b32 s0, ![a + 1 << 2]\n#endm\nM(1) M(2) M(3)\n"
    statements = expand(source)
    assert [s.text for s in statements] == ["s_mov_b32 s0, 5", "s_mov_b32 s0, 6", "s_mov_b32 s0, 7"]
    assert [(w.loc.line, w.loc.column) for w in statements.warnings] == [(4, 3), (4, 8), (4, 13)]
    assert all("a shift binds like '*'" in w.message for w in statements.warnings)
    assert [(n.loc.line, n.loc.column) for n in statements.warnings[2].notes] == [(4, 11)]


def test_parenthesized_and_unambiguous_expressions_do_not_warn():
    assert warnings_of("s_mov_b32 s0, ![(1+2)<<3]\ns_mov_b32 s1, ![1+(2<<3)]\ns_mov_b32 s2, ![2*4<<1]\n"
                       "s_mov_b32 s3, ![8>>1>>1]\ns_mov_b32 s4, ![1<<4 | 1]\n") == []


def test_the_same_expression_warns_wherever_it_is_written_and_its_numbers_may_differ():
    # (the answer is kept per text and per shape: a repeated text and a same-shaped one warn too)
    source = "s_mov_b32 s0, ![1+2<<3]\ns_mov_b32 s1, ![1+2<<3]\ns_mov_b32 s2, ![5+6<<7]\ns_mov_b32 s3, ![(5+6)<<7]\n"
    assert [line for line, _, _ in warnings_of(source)] == [1, 2, 3]


SHIFTS_IN_BODIES = [
    # (a body whose `![..]` shifts a parameter: templated; where a filled-in text mixes a shift with arithmetic, that
    # expansion takes the general path, which warns)
    "#macro M(a)\n  s_mov_b32 s0, ![(a shl 2) + 1]\n  s_mov_b32 s1, ![a shr 1]\n#endm\nM(1) M(2) M(3) M(1+2) M(-4)\n",
    "#macro M(a, b)\n  s_mov_b32 s0, ![a shl b + 1]\n#endm\nM(1, 2) M(2, 3) M((1), 2) M(1, (2))\n",
    "__for__(i in [0..3], s_nop ![(i shr 1) + 1]  s_nop ![i shr 1 + 1]  s_nop ![i << 1])\n",
    # (the same filled-in texts again: each instantiation warns, and a value is reused only where none warns)
    "#macro M(a)\n  s_mov_b32 s0, ![a shl 1 + 1]\n  s_mov_b32 s1, ![(a shl 1) + 1]\n#endm\nM(1) M(1) M(2) M(1)\n",
    "#macro L(X, j, row)\n  v_mov_b32 v0, X[![2*((j + 1) and 15) + (row shr 2)]]\n#endm\n"
    "#macro S(X)\n  __for__(j in [0..3], L(X, j, 0) L(X, j, 5))\n#endm\nS(v[0:31]) S(v[32:63]) S(v[64:95])\n",
]


def _expanded(source: str, fast: bool, monkeypatch) -> tuple:
    from masm.preprocess import expander
    monkeypatch.setattr(expander, "FAST_PATH", fast)
    statements = expand(source)
    return ([(s.text, where(s), tuple((n.loc, n.message) for n in s.notes), s.macro, s.macro_loc)
             for s in statements],
            [(w.loc, w.message, tuple((n.loc, n.message) for n in w.notes)) for w in statements.warnings])


def test_shifts_in_templated_bodies_give_what_the_general_path_gives(monkeypatch):
    from masm.preprocess import templates
    built = []
    original = templates.build_template

    def counting(*args):
        template = original(*args)
        built.append(template is not None)
        return template
    monkeypatch.setattr(templates, "build_template", counting)
    for module in ("reuse", "loops"):
        import importlib
        mod = importlib.import_module(f"masm.preprocess.{module}")
        if hasattr(mod, "build_template"):
            monkeypatch.setattr(mod, "build_template", counting)
    warned = 0
    for source in SHIFTS_IN_BODIES:
        built.clear()
        fast = _expanded(source, True, monkeypatch)
        assert any(built), source          # (a template of a body with a shift was made and used)
        assert fast == _expanded(source, False, monkeypatch), source
        warned += len(fast[1])
    assert warned == 14     # (the general path's warnings, each kept)
