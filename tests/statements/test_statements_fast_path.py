"""The statement stage's fast path (instructions whose operands are registers, numbers and plain keywords pass through
as written) must give what the full operand rewriting gives, also when a name starts or stops meaning something."""
from __future__ import annotations

import pytest

from masm.diagnostics import AssemblyError
from stmt_helpers import lines, lowered


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


from hypothesis import given, settings, strategies as st  # noqa: E402

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
