"""The plain lowering asks two questions of a whole file's operands at once (masm/statements/plain_kernel.py): is some
range reversed (`s[32:3]`), and which operand lists mention a HetPas option.  Their one-scan answers must be what
asking line by line gives."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from masm.statements.hetpas_options import mentioning_options, mentions_options
from masm.statements.operand_widths import _reversed, has_reversed_range

WORDS = st.sampled_from(["v1", "s[2:3]", "s[3:2]", "v[10:9]", "xv[4:1]", "_a[3:1]", "[5:2]", "a[9:10]", "[1:2]",
                         "offset0:4", "OFFSET0:1", "ofsByte", "ofsdword", "vop3", "VOP3", "format:[1]", "offset:4",
                         "glc", "-1", ":", "[", "]", "x", ""])
LISTS = st.lists(st.lists(WORDS, max_size=5).map(" ".join), max_size=8)


@settings(max_examples=300, deadline=None)
@given(LISTS)
def test_mentioning_options_is_each_lists_answer(operand_lists):
    assert mentioning_options(operand_lists) == [i for i, ops in enumerate(operand_lists) if mentions_options(ops)]


@settings(max_examples=300, deadline=None)
@given(LISTS)
def test_reversed_range_of_a_whole_file_is_any_lines(operand_lists):
    text = "\n".join(operand_lists)
    assert has_reversed_range(text) == any(_reversed(ops) for ops in operand_lists)


def test_examples():
    assert mentioning_options(["v1, v2", "v1 offset0:4", "s0", "x ofsByte", "vop3"]) == [1, 3, 4]
    assert has_reversed_range("v[1:2]\ns[32:3]") and not has_reversed_range("v[1:2]\nx[3:2]\ns[2:3]")
