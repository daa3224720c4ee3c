"""Structured control flow: the exact sequences each construct becomes, llvm-mc bytes of the lowering against a
hand-lowered equivalent, loop bookkeeping, and every control-flow error with its locations."""
import pytest

from stmt_helpers import error_of, lines, llvm_bytes, lowered, lowered_bytes, where

POOL = "s_temp_range 20..40\n"


# ---------------------------------------------------------------------------------------------- exact sequences
@pytest.mark.parametrize("source, expected", [
    ("s_if(scc1)\ns_nop 1\n_endif", ["s_cbranch_scc0 .Lk.if1.end", "s_nop 1", ".Lk.if1.end:"]),
    ("s_if(vccz)\ns_nop 1\n_else\ns_nop 2\n_endif",
     ["s_cbranch_vccnz .Lk.if1.else", "s_nop 1", "s_branch .Lk.if1.end", ".Lk.if1.else:", "s_nop 2", ".Lk.if1.end:"]),
    ("s_if_i32(s4 < -5)\ns_nop 0\n_endif", ["s_cmpk_lt_i32 s4, -5", "s_cbranch_scc0 .Lk.if1.end", "s_nop 0", ".Lk.if1.end:"]),
    ("s_if_u32(s4 >= 65535)\ns_nop 0\n_endif", ["s_cmpk_ge_u32 s4, 65535", "s_cbranch_scc0 .Lk.if1.end", "s_nop 0", ".Lk.if1.end:"]),
    ("s_if_u32(s4 <> 65536)\ns_nop 0\n_endif", ["s_cmp_lg_u32 s4, 0x10000", "s_cbranch_scc0 .Lk.if1.end", "s_nop 0", ".Lk.if1.end:"]),
    ("s_if_i32(s4 == 40000)\ns_nop 0\n_endif", ["s_cmp_eq_i32 s4, 40000", "s_cbranch_scc0 .Lk.if1.end", "s_nop 0", ".Lk.if1.end:"]),
    ("s_if_i32(10 <= s4)\ns_nop 0\n_endif", ["s_cmpk_ge_i32 s4, 10", "s_cbranch_scc0 .Lk.if1.end", "s_nop 0", ".Lk.if1.end:"]),
    ("s_if_u32(s4 > s5)\ns_nop 0\n_endif", ["s_cmp_gt_u32 s4, s5", "s_cbranch_scc0 .Lk.if1.end", "s_nop 0", ".Lk.if1.end:"]),
    ("s_if_u64(s[4:5] != s[6:7])\ns_nop 0\n_endif", ["s_cmp_lg_u64 s[4:5], s[6:7]", "s_cbranch_scc0 .Lk.if1.end",
                                            "s_nop 0", ".Lk.if1.end:"]),
    ("s_while_i32(s4 < 1<<20)\ns_nop 0\n_endw",
     ["s_cmp_lt_i32 s4, 0x100000", "s_cbranch_scc0 .Lk.while1.end", ".Lk.while1.top:", "s_nop 0",
      "s_cmp_lt_i32 s4, 0x100000", "s_cbranch_scc1 .Lk.while1.top", ".Lk.while1.end:"]),
    ("s_while(execnz)\ns_nop 0\n_endw",
     ["s_cbranch_execz .Lk.while1.end", ".Lk.while1.top:", "s_nop 0", "s_cbranch_execnz .Lk.while1.top",
      ".Lk.while1.end:"]),
    ("s_repeat\ns_nop 0\ns_until_u32(s4 = 3)",
     [".Lk.repeat1.top:", "s_nop 0", "s_cmpk_eq_u32 s4, 3", "s_cbranch_scc0 .Lk.repeat1.top"]),
    ("s_while(scc1)\n_continue\n_break\n_endw",
     ["s_cbranch_scc0 .Lk.while1.end", ".Lk.while1.top:", "s_branch .Lk.while1.cont", "s_branch .Lk.while1.end",
      ".Lk.while1.cont:", "s_cbranch_scc1 .Lk.while1.top", ".Lk.while1.end:"]),
    (POOL + "v_if_i32(v1 < 5)\nv_nop\n_endif",
     ["v_cmp_gt_i32 vcc, 5, v1", "s_and_saveexec_b64 s[20:21], vcc", "s_cbranch_execz .Lk.vif1.end", "v_nop",
      ".Lk.vif1.end:", "s_mov_b64 exec, s[20:21]"]),
    (POOL + "v_if_f32(v1 <> v2)\nv_nop\n_else\ns_nop 0\n_endif",
     ["v_cmp_neq_f32 vcc, v1, v2", "s_and_saveexec_b64 s[20:21], vcc", "s_cbranch_execz .Lk.vif1.else", "v_nop",
      ".Lk.vif1.else:", "s_andn2_b64 exec, s[20:21], exec", "s_cbranch_execz .Lk.vif1.end", "s_nop 0",
      ".Lk.vif1.end:", "s_mov_b64 exec, s[20:21]"]),
    (POOL + "v_if_u64(v[2:3] >= s[4:5])\nv_nop\n_endif",
     ["v_cmp_le_u64 vcc, s[4:5], v[2:3]", "s_and_saveexec_b64 s[20:21], vcc", "s_cbranch_execz .Lk.vif1.end",
      "v_nop", ".Lk.vif1.end:", "s_mov_b64 exec, s[20:21]"]),
    (POOL + "v_if_f64(0.5 < v[2:3])\nv_nop\n_endif",
     ["v_cmp_lt_f64 vcc, 0.5, v[2:3]", "s_and_saveexec_b64 s[20:21], vcc", "s_cbranch_execz .Lk.vif1.end",
      "v_nop", ".Lk.vif1.end:", "s_mov_b64 exec, s[20:21]"]),
    (POOL + "v_if_f32(v1 >= 2)\nv_nop\n_endif",
     ["v_cmp_le_f32 vcc, 2.0, v1", "s_and_saveexec_b64 s[20:21], vcc", "s_cbranch_execz .Lk.vif1.end",
      "v_nop", ".Lk.vif1.end:", "s_mov_b64 exec, s[20:21]"]),
    (POOL + "v_if_i32(s1 < 5)\nv_nop\n_endif",
     ["v_cmp_lt_i32_e64 vcc, s1, 5", "s_and_saveexec_b64 s[20:21], vcc", "s_cbranch_execz .Lk.vif1.end",
      "v_nop", ".Lk.vif1.end:", "s_mov_b64 exec, s[20:21]"]),
    (POOL + "v_while_u32(v1 < v2)\nv_nop\n_endw",
     ["v_cmp_lt_u32 vcc, v1, v2", "s_and_saveexec_b64 s[20:21], vcc", "s_cbranch_execz .Lk.vwhile1.end",
      ".Lk.vwhile1.top:", "v_nop", "v_cmp_lt_u32 vcc, v1, v2", "s_and_b64 exec, exec, vcc",
      "s_cbranch_execnz .Lk.vwhile1.top", ".Lk.vwhile1.end:", "s_mov_b64 exec, s[20:21]"]),
    (POOL + "v_repeat\nv_nop\nv_until_i32(v1 = 0)",
     ["s_mov_b64 s[20:21], exec", ".Lk.vrepeat1.top:", "v_nop", "v_cmp_eq_i32 vcc, 0, v1",
      "s_andn2_b64 exec, exec, vcc", "s_cbranch_execnz .Lk.vrepeat1.top", "s_mov_b64 exec, s[20:21]"]),
    (POOL + "v_while_u32(v1 < 9)\nv_if_u32(v1 = 3)\n_continue\n_endif\nv_if_u32(v1 = 4)\nv_nop\n_else\n_break\n"
            "_endif\n_endw",
     ["v_cmp_gt_u32 vcc, 9, v1", "s_and_saveexec_b64 s[20:21], vcc", "s_cbranch_execz .Lk.vwhile1.end",
      ".Lk.vwhile1.top:", "s_mov_b64 s[22:23], 0",
      "v_cmp_eq_u32 vcc, 3, v1", "s_and_saveexec_b64 s[24:25], vcc", "s_cbranch_execz .Lk.vif2.end",
      "s_or_b64 s[22:23], s[22:23], exec", "s_andn2_b64 s[24:25], s[24:25], exec", "s_mov_b64 exec, 0",
      ".Lk.vif2.end:", "s_mov_b64 exec, s[24:25]", "s_cbranch_execz .Lk.vwhile1.cont",
      "v_cmp_eq_u32 vcc, 4, v1", "s_and_saveexec_b64 s[24:25], vcc", "s_cbranch_execz .Lk.vif3.else", "v_nop",
      ".Lk.vif3.else:", "s_andn2_b64 exec, s[24:25], exec", "s_cbranch_execz .Lk.vif3.end",
      "s_andn2_b64 s[24:25], s[24:25], exec", "s_mov_b64 exec, 0",
      ".Lk.vif3.end:", "s_mov_b64 exec, s[24:25]", ".Lk.vwhile1.cont:",
      "s_or_b64 exec, exec, s[22:23]", "v_cmp_gt_u32 vcc, 9, v1", "s_and_b64 exec, exec, vcc",
      "s_cbranch_execnz .Lk.vwhile1.top", ".Lk.vwhile1.end:", "s_mov_b64 exec, s[20:21]"]),
    (POOL + "v_repeat\n_break\nv_until_i32(v1 = 0)",
     ["s_mov_b64 s[20:21], exec", ".Lk.vrepeat1.top:", "s_mov_b64 exec, 0", "v_cmp_eq_i32 vcc, 0, v1", "s_andn2_b64 exec, exec, vcc",
      "s_cbranch_execnz .Lk.vrepeat1.top", "s_mov_b64 exec, s[20:21]"]),
])
def test_exact_sequence(source, expected):
    assert lines(source) == expected


# ---------------------------------------------------------------------------------------------- bytes vs hand-lowered
def test_bytes_match_hand_lowered_nested():
    source = POOL + """s_movk_i32 s4, 0
s_while_i32(s4 < 3)
  v_mov_b32 v1, 0
  v_while_u32(v1 < v0)
    v_if_u32(v1 = 7)
      _break
    _endif
    v_add_u32 v1, v1, 1
  _endw
  s_addk_i32 s4, 1
_endw
s_repeat
  s_if_u32(s4 > 100000)
    _break
  _else
    s_add_u32 s4, s4, s4
  _endif
s_until_u32(s4 >= s5)
v_repeat
  v_if_f32(v2 < 1.0)
    _continue
  _endif
  v_add_f32 v2, 0.5, v2
v_until_f32(v2 >= 4.0)"""
    hand = """s_movk_i32 s4, 0
s_cmpk_lt_i32 s4, 3
s_cbranch_scc0 W_END
W_TOP:
v_mov_b32 v1, 0
v_cmp_lt_u32 vcc, v1, v0
s_and_saveexec_b64 s[20:21], vcc
s_cbranch_execz VW_END
VW_TOP:
v_cmp_eq_u32 vcc, 7, v1
s_and_saveexec_b64 s[22:23], vcc
s_cbranch_execz IF_END
s_andn2_b64 s[22:23], s[22:23], exec
s_mov_b64 exec, 0
IF_END:
s_mov_b64 exec, s[22:23]
s_cbranch_execz VW_CONT
v_add_u32 v1, v1, 1
VW_CONT:
v_cmp_lt_u32 vcc, v1, v0
s_and_b64 exec, exec, vcc
s_cbranch_execnz VW_TOP
VW_END:
s_mov_b64 exec, s[20:21]
s_addk_i32 s4, 1
s_cmpk_lt_i32 s4, 3
s_cbranch_scc1 W_TOP
W_END:
R_TOP:
s_cmp_gt_u32 s4, 100000
s_cbranch_scc0 SIF_ELSE
s_branch R_END
s_branch SIF_END
SIF_ELSE:
s_add_u32 s4, s4, s4
SIF_END:
s_cmp_ge_u32 s4, s5
s_cbranch_scc0 R_TOP
R_END:
s_mov_b64 s[20:21], exec
VR_TOP:
s_mov_b64 s[22:23], 0
v_cmp_gt_f32 vcc, 1.0, v2
s_and_saveexec_b64 s[24:25], vcc
s_cbranch_execz VIF_END
s_or_b64 s[22:23], s[22:23], exec
s_andn2_b64 s[24:25], s[24:25], exec
s_mov_b64 exec, 0
VIF_END:
s_mov_b64 exec, s[24:25]
s_cbranch_execz VR_CONT
v_add_f32 v2, 0.5, v2
VR_CONT:
s_or_b64 exec, exec, s[22:23]
v_cmp_le_f32 vcc, 4.0, v2
s_andn2_b64 exec, exec, vcc
s_cbranch_execnz VR_TOP
s_mov_b64 exec, s[20:21]"""
    for arch in ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a"):
        source_arch = source if arch != "gfx803" else source.replace("v_add_u32", "v_add_u32_e32")
        hand_arch = hand if arch != "gfx803" else hand.replace("v_add_u32 v1, v1, 1", "v_add_u32_e32 v1, vcc, 1, v1")
        if arch == "gfx803":
            source_arch = source_arch.replace("v_add_u32_e32 v1, v1, 1", "v_add_u32_e32 v1, vcc, 1, v1")
        assert lowered_bytes(source_arch, arch) == llvm_bytes(hand_arch, arch), arch


def test_every_emitted_line_is_accepted_by_llvm_mc():
    source = POOL + """v_if_i64(v[2:3] < 0x12345)
_endif
v_if_u32(s1 <> 3)
_endif
s_if_i32(s1 > -40000)
_endif"""
    assert len(lowered_bytes(source)) > 0


# ---------------------------------------------------------------------------------------------- loop bookkeeping
def test_loop_ids_cover_body_and_bottom_test():
    k = lowered(POOL + "s_while(scc1)\n  v_while_u32(v1 < v2)\n    v_nop\n  _endw\n_endw\ns_nop 0")
    assert [(l.id, l.loc.line, l.kind) for l in k.loops] == [(0, 2, "s_while"), (1, 3, "v_while")]
    ids = {line.text: line.loop_ids for line in k.lines}
    assert ids["v_nop"] == (0, 1)
    assert ids["s_and_b64 exec, exec, vcc"] == (0, 1)
    assert ids["s_cbranch_scc1 .Lk.while1.top"] == (0,)
    assert ids["s_cbranch_scc0 .Lk.while1.end"] == ()
    assert ids["s_nop 0"] == ()


def test_lines_carry_statement_origin():
    k = lowered(POOL + "s_nop 0\n  v_if_i32(v1 < 2)\n  _endif")
    by_text = {line.text: (line.loc.line, line.loc.column) for line in k.lines}
    assert by_text["v_cmp_gt_i32 vcc, 2, v1"] == (3, 3)
    assert by_text["s_mov_b64 exec, s[20:21]"] == (4, 3)


def test_labels_unique_across_many_constructs():
    k = lowered(POOL + "s_if(scc1)\ns_nop 0\n_endif\n" * 40 + "v_if_u32(v1 < 1)\nv_nop\n_else\nv_nop\n_endif\n" * 40)
    labels = [line.text for line in k.lines if line.text.endswith(":")]
    assert len(labels) == len(set(labels)) == 40 + 80


# ---------------------------------------------------------------------------------------------- errors
def test_endw_closing_s_if_names_both():
    d = error_of("s_nop 0\n  s_if(scc1)\ns_nop 0\n    _endw")
    assert where(d) == (4, 5) and "t.masm:2:3" in d.message and "'_endw' does not match 's_if'" in d.message
    assert d.notes[0].loc.line == 2


def test_second_else_names_both():
    d = error_of("s_if(scc0)\n_else\n _else\n_endif")
    assert where(d) == (3, 2) and "t.masm:1:1" in d.message and "t.masm:2:1" in d.message


def test_missing_endif_at_end_of_kernel():
    d = error_of("s_nop 0\n  s_if(scc0)\ns_nop 1")
    assert where(d) == (2, 3) and "missing '_endif'" in d.message and "t.masm:3:1" in d.message


def test_until_for_while():
    d = error_of(POOL + "v_while_i32(v0 < 1)\ns_until(scc1)")
    assert where(d) == (3, 1) and "does not match 'v_while' opened at t.masm:2:1" in d.message


def test_closer_without_opener():
    d = error_of("s_nop 0\n_endif")
    assert where(d) == (2, 1) and "without an open" in d.message


def test_break_outside_loop():
    d = error_of("s_if(scc1)\n  _break\n_endif")
    assert where(d) == (2, 3) and "outside a loop" in d.message


def test_vector_construct_without_pool():
    d = error_of("s_nop 0\nv_if_i32(v0 < 1)\n_endif")
    assert where(d) == (2, 1) and "SGPR pair" in d.message and "s_temp_range" in d.message


def test_vector_construct_pool_exhausted():
    d = error_of("s_temp_range 20..21\nv_if_i32(v0 < 1)\n  v_if_i32(v0 < 2)\n  _endif\n_endif")
    assert where(d) == (3, 3) and "out of temp registers" in d.message


def test_bad_flag_and_bad_relation_are_located():
    d = error_of("s_if(sccx)\n_endif")
    assert where(d) == (1, 6) and "expected a flag" in d.message
    d = error_of(POOL + "v_if_i32(v0)\n_endif")
    assert where(d) == (2, 10) and "expected a relation" in d.message


def test_scalar_condition_on_vgpr():
    d = error_of("s_if_i32(v0 < 1)\n_endif")
    assert where(d) == (1, 10) and "cannot read the VGPR v0" in d.message


def test_leave_across_construct():
    d = error_of("s_temp_range 20..30\nenter\ns_if(scc1)\nleave\n_endif")
    assert where(d) == (4, 1) and "t.masm:3:1" in d.message and "t.masm:2:1" in d.message


def test_errors_keep_going():
    from masm.diagnostics import AssemblyError
    with pytest.raises(AssemblyError) as info:
        lowered("_endif\n_endw\nleave")
    assert [d.loc.line for d in info.value.diagnostics] == [1, 2, 3]


def test_closer_while_inner_scope_open_names_scope_and_opener():
    d = error_of("s_temp_range 20..30\ns_if(scc1)\n  enter\n_endif\nleave")
    assert where(d) == (4, 1) and "t.masm:2:1" in d.message and "t.masm:3:3" in d.message


def test_branches_to_the_next_address_are_dropped():
    assert lines("s_if_i32(s4 < 3)\n_endif") == ["s_cmpk_lt_i32 s4, 3"]
    assert lines(POOL + "s_while(scc1)\n  v_if_u32(v1 < 2)\n    _break\n  _endif\n_endw") == \
        ["s_cbranch_scc0 .Lk.while1.end", ".Lk.while1.top:", "v_cmp_gt_u32 vcc, 2, v1",
         "s_and_saveexec_b64 s[20:21], vcc", "s_cbranch_execz .Lk.vif2.end",
         "s_mov_b64 exec, s[20:21]", "s_branch .Lk.while1.end",     # scalar _break: restore EXEC, leave
         ".Lk.vif2.end:", "s_mov_b64 exec, s[20:21]", "s_cbranch_scc1 .Lk.while1.top", ".Lk.while1.end:"]


def test_user_branch_to_next_line_is_kept():
    assert lines("s_branch @next\n@next:") == ["s_branch .Lk.at.next", ".Lk.at.next:"]


def test_condition_with_trailing_text():
    d = error_of(POOL + "  v_if_u32(v0 < 1) v_nop\n_endif")
    assert where(d) == (2, 3) and "expected `v_if_u32(condition)`" in d.message


def test_bare_keyword_with_operands():
    d = error_of("s_while(scc1)\n_endw  s_nop")
    assert where(d) == (2, 8) and "unexpected 's_nop' after '_endw'" in d.message


def test_error_inside_condition_operand_is_located():
    d = error_of("v_temp_range 0..9\ns_temp_range 20..30\nv_temp t[2]\nv_if_i32(v0 >= t[2])\n_endif")
    assert where(d) == (4, 16) and "outside temp 't'" in d.message


def test_exec_save_pair_at_budget_names_register_and_budget():
    assert lines("numsgprs 22\ns_temp_range 20..40\nv_if_i32(v0 < 1)\nv_nop\n_endif")[1] == \
        "s_and_saveexec_b64 s[20:21], vcc"
    d = error_of("numsgprs 21\ns_temp_range 20..40\nv_if_i32(v0 < 1)\n_endif")
    assert where(d) == (3, 1) and "s[20:21]" in d.message and "numsgprs 21" in d.message
