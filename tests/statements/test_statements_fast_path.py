"""The statement stage's fast path (instructions whose operands are registers, numbers and plain keywords pass through
as written) must give what the full operand rewriting gives, also when a name starts or stops meaning something."""
from __future__ import annotations

import pytest

from masm.diagnostics import AssemblyError
from stmt_helpers import kernel, lines, lowered, statements


def test_plain_operands_pass_through_as_written():
    assert lines("v_add_f32 v1, v2, v3\nV_MOV_B32 V1, 0x10\nbuffer_load_dword v1, v2, s[4:7], 0 offen offset:16") == [
        "v_add_f32 v1, v2, v3", "v_mov_b32 v1, 0x10", "buffer_load_dword v1, v2, s[4:7], 0 offen offset:16"]


def test_a_word_seen_plain_becomes_the_alias_declared_later():
    source = """
        v_temp_range 10..20
        buffer_load_dword v1, v2, s[4:7], 0 offen offset:16
        alias offen = v3
        buffer_load_dword v1, v2, s[4:7], 0 offen offset:16
        alias offen =
        buffer_load_dword v1, v2, s[4:7], 0 offen offset:16
    """
    assert lines(source) == ["buffer_load_dword v1, v2, s[4:7], 0 offen offset:16",
                             "buffer_load_dword v1, v2, s[4:7], 0 v3 offset:16",
                             "buffer_load_dword v1, v2, s[4:7], 0 offen offset:16"]


def test_words_that_form_an_expression_are_folded():
    assert lines("v_mov_b32 v1, 1 -2\ns_mov_b32 s0, 2 shl 3\nv_mov_b32 v1, v[4:4]") == [
        "v_mov_b32 v1, -1", "s_mov_b32 s0, 16", "v_mov_b32 v1, v4"]


def test_a_label_named_by_a_plain_operand_counts_as_referenced():
    result = lowered("top:\n  s_nop 0\n  s_branch top\nunused:\n  s_endpgm")
    assert [w.message for w in result.warnings] == ["label 'unused' is never the target of a branch or reference"]


def test_integer_with_leading_zeros_is_read_by_the_expression_evaluator():
    assert lines("v_mov_b32 v1, 007") == ["v_mov_b32 v1, 7"]


def test_non_ascii_digit_in_a_register_index_is_a_located_error():
    with pytest.raises(AssemblyError) as err:
        lowered("v_mov_b32 v[\u00b2], 0")
    d = err.value.diagnostics[0]
    assert (d.loc.line, d.loc.column) == (1, 13)


from hypothesis import example, given, settings, strategies as st  # noqa: E402

from masm.statements.hetpas_options import mentioning_options, mentions_options  # noqa: E402

# pieces that make and break the words mentions_options looks for, in any case
_PIECES = st.sampled_from(["ofs", "OfsByte", "ofsdword", "byte", "DWord", "vop", "3", "VOP3", "format", ":", "offset",
                           "0", "offset0", "OFFSET0:", "v1", ", ", " ", "[", "]", "\t", "é", "İ"])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(_PIECES, max_size=8).map("".join), max_size=12))
def test_mentioning_options_is_mentions_options_on_each_list(operand_lists):
    """The many-line scan of the plain lowering (statements/plain_kernel.py) picks exactly the operand lists that
    mentions_options picks one by one."""
    assert mentioning_options(operand_lists) == [i for i, ops in enumerate(operand_lists) if mentions_options(ops)]


from masm.statements.lowering import Lowerer  # noqa: E402
from masm.statements.operand_widths import adapt_widths  # noqa: E402

_WIDE = ["s_load_dwordx2", "s_memtime", "buffer_load_dwordx4", "global_load_dwordx2", "v_add_f64", "s_mov_b64",
         "v_mad_u64_u32", "v_cmp_eq_u64", "ds_write_b64", "v_lshlrev_b64"]
_OPERANDS = st.sampled_from(["v1", "v12", "s4", "s40", "v[2:3]", "v[3:2]", "s[4:7]", "s[9:4]", "s[10:11]", "vcc", "exec",
                             "0", "17", "0x10", "off", "offen offset:16", "-v4", "1.5"])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(_WIDE), st.lists(_OPERANDS, min_size=1, max_size=4)), max_size=25))
def test_widths_asked_per_shape_are_the_widths_of_each_text(lines_of):
    """The general lowering asks a plain line's register widths once per shape (its digits as 0): each answer is
    adapt_widths' for the text itself, ranges that end below their start included, whatever came before."""
    lowerer = Lowerer(kernel([]), "gfx900")
    for mnemonic, pieces in lines_of:
        operands = ", ".join(pieces)
        stmt = statements(f"{mnemonic} {operands}")[0]
        assert lowerer._plain_widths(mnemonic, operands, stmt) == adapt_widths("gfx900", mnemonic, operands)


def test_plain_data_lines_are_what_their_rewrite_gives():
    source = ".long 0x1, 2\ndd 0xffffffff\n.byte 1, 2, 3\n.short 7\n.quad 0x100000000\ndw 9\n.long top\ntop:"
    assert lines(source) == [".long 0x1, 2", ".long 0xffffffff", ".byte 1, 2, 3", ".short 7", ".quad 0x100000000",
                             ".short 9", ".long top", "top:"]
    # `top` counts as referenced by the data line naming it
    assert [w.message for w in lowered(source).warnings if "label" in w.message] == []


from unittest import mock  # noqa: E402

from masm.statements.operands import OperandRewriter  # noqa: E402

# operands with commas inside brackets (DPP's quad_perm, VOP3P's op_sel), names, expressions and spacing that the
# fast path must leave to the rewriting
_BRACKETED = st.sampled_from(["v1", "v[2:3]", "b", "quad_perm:[0,1,2,3]", "quad_perm:[b,1,2,3]", "op_sel:[0,1]",
                              "op_sel_hi:[1,1]", "op_sel:[1+0,0]", "op_sel:[0, 1]", "[1,2]", "x:[1,2],y", "1,2",
                              "row_mask:0xf", "s[4:5]", "neg_lo:[0,1,b]", "[2*3,4]", "-532.113", "1.5e3", "1e5",
                              ".5", "5.", "0X10", "007", "4294967296", "-2147483649", "offset:12*4+2", "vmcnt(3)",
                              "hwreg(HW_REG_MODE, 0, 4)", "|1.5|", "(v3)", "1 -2", "2 shl 3"])


@settings(max_examples=80, deadline=None)
@given(st.lists(st.lists(_BRACKETED, min_size=1, max_size=3).map(" ".join), min_size=1, max_size=4))
def test_bracketed_lists_with_commas_lower_as_the_rewriting_does(pieces):
    """An operand list whose brackets hold commas is kept as written only where rewriting it gives it back."""
    _lowers_as_the_rewriting_does("alias b = v7\nv_pk_add_f16 " + ", ".join(pieces))


def _lowers_as_the_rewriting_does(source: str) -> None:
    """`source` lowers to the same lines (or errors) with the fast path as with every operand rewritten."""
    def lowered_lines():
        try:
            return lines(source)
        except AssemblyError as e:
            return [str(d) for d in e.diagnostics]

    fast = lowered_lines()
    with mock.patch.object(OperandRewriter, "stay_as_written", lambda self, pieces: False):
        assert lowered_lines() == fast


# words of VOP3 operands: negated and absolute registers and names (b is an alias), output modifiers, and what makes
# an expression of them (word operators, bars left open, numbers)
_MODIFIED = st.sampled_from(["v1", "-v4", "|v8|", "-|v2|", "-|b|", "|b|", "-b", "div:2", "mul:4", "clamp", "div", "mul",
                             "|1|", "-|1.5|", "1", "-1", "v[2:3]", "|v1", "v1|", "-|", "|", "2", "shl", "offset:4",
                             "|v1|+1", "-|v1|*2", "neg_lo:[0,1]", "|1| 1", "-|1| 2", "|2|", "|1.5|", "|0x10|"])


@settings(max_examples=400, deadline=None)
@example(["|1| 1 v1"])      # (found by a helper's hypothesis run: kept as written by the fast path, an error rewritten)
@given(st.lists(st.lists(_MODIFIED, min_size=1, max_size=4).map(" ".join), min_size=1, max_size=4))
def test_negated_and_absolute_words_lower_as_the_rewriting_does(pieces):
    """An operand of words such as `-|v2| div:2` is kept as written only where rewriting it gives it back."""
    _lowers_as_the_rewriting_does("alias b = v7\nv_fma_f32 v0, " + ", ".join(pieces))


def test_negated_and_absolute_registers_with_output_modifiers_stay_as_written():
    rewriter = Lowerer(kernel([]), "gfx900").rewriter
    assert rewriter.is_plain("v1, -|v2|, -v3 div:2")
    assert rewriter.is_plain("v1, |v2| clamp mul:4")
    assert not rewriter.is_plain("v1, |v2| | 1")
    assert not rewriter.is_plain("v1, |1| 1 v1")         # (one expression to the rewriting: an error there)


def test_dpp_and_op_sel_brackets_stay_as_written():
    rewriter = Lowerer(kernel([]), "gfx900").rewriter
    assert rewriter.is_plain("v65, v233, v139 quad_perm:[0,0,0,1] row_mask:0xd bank_mask:0x2")
    assert rewriter.is_plain("v1, v2, v3 op_sel:[0,1] op_sel_hi:[1,1]")
    assert not rewriter.is_plain("v1, v2, v3 op_sel:[0, 1]")
    assert not rewriter.is_plain("v1,v2")


from masm.statements import operands as operand_rewriting  # noqa: E402

_SEGMENTS = st.sampled_from(["vmcnt(3)", "expcnt(1)", "lgkmcnt(0)", "offset:12*4+2", "offset:007", "1+2", "-|2.5|",
                             "|1+1|", "(v3)", "((s4))", "hwreg(HW_REG_MODE, 1+2, 4)", "0x10", "007", "1e5", "div:2",
                             "4294967296", "5 / 0", "(1", "q(1+1)", "1 shl 4", "v1 offset:2*8", "quad_perm:[0,1,2,3]"])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(_SEGMENTS, st.booleans()), min_size=1, max_size=12))
def test_folding_kept_per_segment_is_folding_afresh(texts):
    """`_fold_segment` keeps its results per (segment, wide): in any order, with the store full or empty, each fold
    (or its error, with its column) is what folding the text afresh gives."""
    def fold(text, wide):
        try:
            return operand_rewriting.fold_operand(text, wide)
        except AssemblyError as e:
            return [(d.message, d.loc.column) for d in e.diagnostics]

    kept = [fold(text, wide) for text, wide in texts]
    fresh = []
    for text, wide in texts:
        operand_rewriting._FOLDED.clear()
        fresh.append(fold(text, wide))
    assert kept == fresh


@pytest.mark.parametrize("arch, line", [("gfx941", "v_cvt_pk_f32_bf8_e64 v[20:{}], s16"),
                                        ("gfx900", "v_lshlrev_b64 v[{}:3], 1, v[4:5]"),
                                        ("gfx900", "s_load_dwordx2 s{}, s[0:1], 0x0")])
def test_a_register_number_of_thousands_of_digits_is_a_located_error(arch, line):
    """Regression (fuzz seed 60): a register range numbered with 5,000 digits in a plain file made the widths check
    of the plain lowering call int() past Python's 4,300-digit limit (a ValueError traceback)."""
    import masm
    with pytest.raises(AssemblyError) as err:
        masm.api.build(line.format("1" * 5000) + "\n", arch, filename="f.s")
    assert err.value.diagnostics[0].loc.line == 1
