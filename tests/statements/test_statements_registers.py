"""Aliases, temp pools, scopes, budgets and every register error, with exact locations."""
import re

from hypothesis import given, settings, strategies as st

from stmt_helpers import error_of, lines, lowered, where


def test_alias_forms():
    out = lines("""alias name=v3, pair=s[4:5], arr0..11=v20
alias q[0..3]=s[8:9]
v_mov_b32 name, arr0
v_mov_b32 arr11, arr10
s_mov_b64 q0, q3
s_mov_b64 pair, q1""")
    assert out == ["v_mov_b32 v3, v20", "v_mov_b32 v31, v30", "s_mov_b64 s[8:9], s[14:15]", "s_mov_b64 s[4:5], s[10:11]"]


def test_alias_removal_and_redefinition():
    out = lines("alias x=v1\nv_mov_b32 x, 0\nalias x=\nalias x=v7\nv_mov_b32 x, 0")
    assert out == ["v_mov_b32 v1, 0", "v_mov_b32 v7, 0"]


def test_alias_of_a_temp_element():
    out = lines("v_temp_range 10..20\nv_temp t[4]\nalias third=t[2]\nv_mov_b32 third, 0")
    assert out == ["v_mov_b32 v12, 0"]


def test_first_fit_and_alignment():
    out = lines("""s_temp_range 9..40
s_temp b, p[2] align:2, data[16] align:16, c
s_mov_b32 b, 0
s_mov_b64 p, 0
s_load_dwordx16 data, s[0:1], 0
s_mov_b32 c, 0""")
    assert out == ["s_mov_b32 s9, 0", "s_mov_b64 s[10:11], 0", "s_load_dwordx16 s[16:31], s[0:1], 0",
                   "s_mov_b32 s12, 0"]


def test_pool_list_and_redeclaration():
    out = lines("""v_temp_range 8..10, 20..30
v_temp a, t[4]
v_mov_b32 a, t[0]
v_temp_range 50
v_temp z
v_mov_b32 z, 0""")
    assert out == ["v_mov_b32 v8, v20", "v_mov_b32 v50, 0"]


def test_scopes_free_and_shadow():
    out = lines("""v_temp_range 0..9
v_temp x, y
enter
  v_temp x
  v_mov_b32 x, y
leave
v_mov_b32 x, 0
enter
  v_temp w
  v_mov_b32 w, 0
leave""")
    assert out == ["v_mov_b32 v2, v1", "v_mov_b32 v0, 0", "v_mov_b32 v2, 0"]


def test_nested_macro_scopes_shadow_i():
    """`#macro rep(n, what) enter s_temp i s_movk_i32 i, 0 s_while_i32(i<n) what s_addk_i32 i, 1 _endw leave #endm`
    expanded as `rep(2, rep(3, s_nop 0))`: the inner `i` shadows the outer one and is freed first."""
    out = lines("""s_temp_range 4..9
enter
s_temp i
s_movk_i32 i, 0
s_while_i32(i<2)
enter
s_temp i
s_movk_i32 i, 0
s_while_i32(i<3)
s_nop 0
s_addk_i32 i, 1
_endw
leave
s_addk_i32 i, 1
_endw
leave""")
    assert out == [
        "s_movk_i32 s4, 0", "s_cmpk_lt_i32 s4, 2", "s_cbranch_scc0 .Lk.while1.end", ".Lk.while1.top:",
        "s_movk_i32 s5, 0", "s_cmpk_lt_i32 s5, 3", "s_cbranch_scc0 .Lk.while2.end", ".Lk.while2.top:",
        "s_nop 0", "s_addk_i32 s5, 1", "s_cmpk_lt_i32 s5, 3", "s_cbranch_scc1 .Lk.while2.top", ".Lk.while2.end:",
        "s_addk_i32 s4, 1", "s_cmpk_lt_i32 s4, 2", "s_cbranch_scc1 .Lk.while1.top", ".Lk.while1.end:"]


def test_budget_recorded():
    k = lowered("numvgprs 24\nnumSgprs 16\ns_nop 0")
    assert (k.budget_vgprs, k.budget_sgprs) == (24, 16)


# ------------------------------------------------------------------------------------------------ errors

def test_out_of_pool_says_pool_asked_and_free():
    d = error_of("v_temp_range 2..5\nv_temp a\n  v_temp big[4]")
    assert where(d) == (3, 10)
    assert "v_temp_range 2..5" in d.message and "4 asked" in d.message and "3 free" in d.message


def test_fragmented_pool_explains():
    d = error_of("s_temp_range 1..4\ns_temp p[2] align:2, q[2] align:2")
    assert where(d) == (2, 22) and "2 asked (aligned to 2), 2 free but no aligned run of 2" in d.message


def test_no_pool():
    d = error_of("s_nop 0\ns_temp x")
    assert where(d) == (2, 8) and "no s_temp pool" in d.message


def test_duplicate_in_scope_names_both():
    d = error_of("v_temp_range 0..9\nv_temp x\nv_temp y, x")
    assert where(d) == (3, 11) and "already declared" in d.message and "t.masm:2:8" in d.message
    assert d.notes[0].loc.line == 2


def test_leave_without_enter():
    d = error_of("s_nop 0\n   leave")
    assert where(d) == (2, 4) and "without a matching 'enter'" in d.message


def test_unbalanced_scope_at_end():
    d = error_of("s_nop 0\n enter\ns_nop 0")
    assert where(d) == (2, 2) and "never left" in d.message and "t.masm:3:1" in d.message


def test_misaligned_request():
    d = error_of("s_temp_range 0..20\ns_temp a, p[2] align:3")
    assert where(d) == (2, 11) and "align:3" in d.message and "power of two" in d.message


def test_oversize_request():
    d = error_of("v_temp_range 0..255\nv_temp big[300]")
    assert where(d) == (2, 8) and "300 registers" in d.message


def test_use_of_freed_temp():
    d = error_of("v_temp_range 0..9\nenter\nv_temp x\nleave\nv_mov_b32 v0, x")
    assert where(d) == (5, 15) and "freed" in d.message and "t.masm:3:8" in d.message and "t.masm:4:1" in d.message


def test_temp_over_budget_names_register_and_budget():
    d = error_of("numvgprs 8\nv_temp_range 4..20\nv_temp a, t[4]")
    assert where(d) == (3, 11)
    assert "v[5:8]" in d.message and "v8" in d.message and "numvgprs 8" in d.message


def test_alias_over_budget():
    d = error_of("numsgprs 16\nalias big=s[14:17]")
    assert where(d) == (2, 7) and "s17" in d.message and "numsgprs 16" in d.message


def test_budget_declared_after_temp():
    d = error_of("v_temp_range 10..20\nv_temp t\nnumvgprs 8")
    assert where(d) == (2, 8) and "numvgprs 8" in d.message


def test_register_name_cannot_be_a_temp():
    d = error_of("v_temp_range 0..9\nv_temp ok, vcc")
    assert where(d) == (2, 12) and "register name" in d.message


def test_errors_carry_expansion_notes():
    from masm.diagnostics import AssemblyError, Note, SourceLoc
    from masm.source import Statement
    from masm.statements import lower
    from stmt_helpers import kernel
    note = Note(SourceLoc("t.masm", 9, 3), "in expansion of macro 'M'")
    stmts = [Statement("leave", SourceLoc("t.masm", 2, 5), (note,), "M", note.loc)]
    try:
        lower(kernel(stmts), "gfx900")
    except AssemblyError as err:
        assert err.diagnostics[0].notes == (note,)
    else:
        raise AssertionError("no error")


def test_warnings_unused_temp_alias_label():
    k = lowered("""v_temp_range 0..9
v_temp used, unused
alias spare=v9, arr0..3=v20
@never:
@target:
v_mov_b32 used, arr1
s_branch @target""")
    got = [(w.severity, w.loc.line, w.loc.column, w.message) for w in k.warnings]
    assert got == [("warning", 2, 14, "temp 'unused' is declared but never used"),
                   ("warning", 3, 7, "alias 'spare' is declared but never used"),
                   ("warning", 4, 1, "label '@never' is never the target of a branch or reference")]


# ------------------------------------------------------------------------------------------------ peak usage

def _program(draw_ops):
    """Text of a scope-structured temp program and the most registers live at once."""
    text, live, peak, stack = ["v_temp_range 0..255"], 0, 0, [0]
    counter = 0
    for op, size in draw_ops:
        if op == "enter":
            text.append("enter")
            stack.append(0)
        elif op == "leave" and len(stack) > 1:
            text.append("leave")
            live -= stack.pop()
        elif op == "temp":
            counter += 1
            text.append(f"v_temp t{counter}[{size}]")
            text.append(f"v_mov_b32 t{counter}[{size - 1}], 0")
            stack[-1] += size
            live += size
            peak = max(peak, live)
    text.extend("leave" for _ in stack[1:])
    return "\n".join(text), peak


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["enter", "leave", "temp"]), st.integers(1, 6)), max_size=30))
def test_peak_usage_equals_most_live(ops):
    text, peak = _program(ops)
    used = [int(n) for line in lines(text) for n in re.findall(r"v(\d+)", line)]
    highest = max(used, default=-1)
    assert highest + 1 == peak


def test_pool_errors_point_at_the_range():
    d = error_of("s_nop 0\nv_temp_range   300..310")
    assert where(d) == (2, 16) and d.message == "v_temp_range bound 300 is outside v0..v255: gfx900 has 256 VGPRs"
    d = error_of("s_temp_range 9..4")
    assert where(d) == (1, 14) and "first 9 > last 4" in d.message


def test_name_clashing_with_a_label():
    d = error_of("v_temp_range 0..9\nloop:\nv_temp a, loop")
    assert where(d) == (3, 11) and "also a label" in d.message and "t.masm:2:1" in d.message


def test_alias_range_errors():
    d = error_of("s_nop 0\nalias v0..3=s4")
    assert where(d) == (2, 7) and "'v0' is a register name" in d.message
    d = error_of("alias ok0..3=1.5")
    assert where(d) == (1, 14) and "needs a register" in d.message
    d = error_of("alias ok0..3=v254")
    assert where(d) == (1, 7) and "past the last v register" in d.message
