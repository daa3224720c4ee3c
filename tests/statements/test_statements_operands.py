"""Operand rewriting: names -> registers, constant expressions -> values, special syntax untouched."""
import pytest
from hypothesis import given, settings, strategies as st

from stmt_helpers import error_of, lines, llvm_bytes, lowered_bytes, where

DECLS = """v_temp_range 2..127
s_temp_range 8..40
v_temp a, b, t[5]
s_temp i, sv[2] align:2
alias x=v1, pair=s[4:5], arr0..3=v20, q[0..3]=s[40:41]
"""
# a -> v2, b -> v3, t -> v[4:8], i -> s8, sv -> s[10:11]


@pytest.mark.parametrize("source, expected", [
    ("v_mov_b32 a, b", "v_mov_b32 v2, v3"),
    ("V_MOV_B32 A, B", "v_mov_b32 v2, v3"),
    ("v_mov_b32 t[3], t[0]", "v_mov_b32 v7, v4"),
    ("v_mov_b32 t[11*2-20], 0", "v_mov_b32 v6, 0"),
    ("global_load_dwordx2 t[3:4], v[0:1], off", "global_load_dwordx2 v[7:8], v[0:1], off"),
    ("buffer_load_dwordx4 t[1:4], a, s[4:7], 0 offen", "buffer_load_dwordx4 v[5:8], v2, s[4:7], 0 offen"),
    ("s_load_dwordx2 sv, s[0:1], 0", "s_load_dwordx2 s[10:11], s[0:1], 0"),
    ("v_add_u32 a, x, arr3", "v_add_u32 v2, v1, v23"),
    ("s_mov_b64 q2, pair", "s_mov_b64 s[44:45], s[4:5]"),
    ("s_mov_b64 q[3], pair", "s_mov_b64 s[46:47], s[4:5]"),
    ("s_mov_b32 pair[1], i", "s_mov_b32 s5, s8"),
    ("v_mov_b32 v[2+3], s[2*2+1]", "v_mov_b32 v5, s5"),
    ("s_mov_b64 s[2*2:2*2+1], 0", "s_mov_b64 s[4:5], 0"),
    ("s_mov_b32 i, 1<<24", "s_mov_b32 s8, 0x1000000"),
    ("s_mov_b32 i, 3*$10+0", "s_mov_b32 s8, 48"),
    ("s_mov_b32 i, $FF", "s_mov_b32 s8, 255"),
    ("s_mov_b32 i, not(($F0)<<24)", "s_mov_b32 s8, 0xfffffff"),
    ("s_mov_b32 i, -4026531841", "s_mov_b32 s8, 0xfffffff"),
    ("s_mov_b32 i, -1", "s_mov_b32 s8, -1"),
    ("s_mov_b32 i, 0xffffffff", "s_mov_b32 s8, 0xffffffff"),
    ("v_add_f32 a, 0.5, -|b|", "v_add_f32 v2, 0.5, -|v3|"),
    ("v_add_f32 a, 1.0/4, neg(b)", "v_add_f32 v2, 0.25, neg(v3)"),
    ("s_waitcnt vmcnt(0) & lgkmcnt(0)", "s_waitcnt vmcnt(0) & lgkmcnt(0)"),
    ("s_setreg_b32 hwreg(HW_REG_MODE, 0, 2+2), i", "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s8"),
    ("buffer_load_dword a, b, s[4:7], 0 offen offset:4*4", "buffer_load_dword v2, v3, s[4:7], 0 offen offset:16"),
    ("v_mov_b32_dpp a, b quad_perm:[0,1,2,3] row_mask:0xf", "v_mov_b32_dpp v2, v3 quad_perm:[0,1,2,3] row_mask:0xf"),
    ("v_mov_b32_sdwa a, b dst_sel:WORD_1 src0_sel:BYTE_0", "v_mov_b32_sdwa v2, v3 dst_sel:WORD_1 src0_sel:BYTE_0"),
    ("s_mov_b64 exec, vcc", "s_mov_b64 exec, vcc"),
    ("dd 1, $10, -4026531841", ".long 1, 16, 0xfffffff"),
    ("dq -4026531841", ".quad -4026531841"),
    ("db 1, 2", ".byte 1, 2"),
    ("dw $ffff", ".short 65535"),
])
def test_rewrite(source, expected):
    assert lines(DECLS + source)[-1] == expected


def test_abi_alias_from_build_stage():
    assert lines("s_load_dword s2, kernarg_ptr, 0", aliases={"kernarg_ptr": "s[0:1]"}) == \
        ["s_load_dword s2, s[0:1], 0"]


def test_labels_are_mangled_consistently():
    out = lines("@loop3:\ns_branch @LOOP3\nplain:\ns_cbranch_scc0 PLAIN")
    assert out == [".Lk.at.loop3:", "s_branch .Lk.at.loop3", "plain:", "s_cbranch_scc0 plain"]


def test_undefined_label():
    diag = error_of("s_nop 0\n  s_branch @nowhere")
    assert where(diag) == (2, 12) and "undefined label '@nowhere'" in diag.message


def test_index_outside_temp_is_located():
    diag = error_of(DECLS + "v_mov_b32 a, t[5]")
    assert where(diag) == (6, 14) and "outside temp 't'" in diag.message and "v[4:8]" in diag.message


def test_rewritten_operands_assemble_like_hand_written():
    source = DECLS + """v_mov_b32 t[3], $FF
s_mov_b32 i, not(($F0)<<24)
buffer_load_dword a, b, s[4:7], 0 offen offset:4*4
s_setreg_b32 hwreg(HW_REG_MODE, 0, 2+2), i
s_waitcnt vmcnt(0) & lgkmcnt(0)
v_mov_b32_dpp a, b quad_perm:[0,1,2,3] row_mask:0xf"""
    hand = """v_mov_b32 v7, 0xff
s_mov_b32 s8, 0x0fffffff
buffer_load_dword v2, v3, s[4:7], 0 offen offset:16
s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s8
s_waitcnt vmcnt(0) lgkmcnt(0)
v_mov_b32_dpp v2, v3 quad_perm:[0,1,2,3] row_mask:0xf"""
    assert lowered_bytes(source) == llvm_bytes(hand)


def _split_char_by_char(text: str, sep: str) -> list[tuple[str, int]]:
    """The reference for split_with_offsets (as it was): text without a parenthesis and without brackets (or with
    only brackets holding no comma, cut at commas) split at every separator; else each character in turn, a bracket
    counted, a separator splitting only where as many brackets opened as closed before it."""
    from masm.statements.operands import _closed_brackets_only
    if "(" not in text and ("[" not in text or sep == "," and ")" not in text and _closed_brackets_only(text)):
        pieces, start = [], 0
        for piece in text.split(sep):
            pieces.append((piece, start))
            start += len(piece) + 1
        return pieces
    pieces, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == sep and depth == 0:
            pieces.append((text[start:i], start))
            start = i + 1
    pieces.append((text[start:], start))
    return pieces


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.sampled_from(["(", ")", "[", "]", ",", ", ", " ", ":", "v1", "hwreg(A, 0, 4)", "s[4:5]", "",
                                 "quad_perm:[0,1,2,3]", "1+2"]), max_size=14).map("".join),
       st.sampled_from([",", " ", ":"]))
def test_split_with_offsets_counts_brackets_as_each_character_in_turn(text, sep):
    """operands.split_with_offsets (whole parts between separators, their brackets counted at C speed) cuts where
    walking the text character by character cuts: unbalanced and stray closing brackets included."""
    from masm.statements.operands import split_with_offsets
    assert split_with_offsets(text, sep) == _split_char_by_char(text, sep)
