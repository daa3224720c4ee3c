"""The words split_kernels reads (masm.kernels._keywords), worked out once per distinct text, are those of each
statement read on its own: its first word and the rest for a statement that may be a kernel, endkernel, declaration
or load_arg (by its first four letters, any case, or a blank first), None for any other."""
from __future__ import annotations

from types import SimpleNamespace

from hypothesis import given, settings, strategies as st

from masm.kernels import _HEADS, _keyword, _keywords

_words = st.sampled_from(["kernel", "KERNEL", "endkernel", "EndKernel", "load_arg", "vgprs", "sgprs", "kern",
                          "kernelx", "v_add_u32", "s_nop", "args", "ldssize", "k", "", "x:ptr, y:u32"])
_text = st.builds(lambda blank, head, rest: blank + head + rest,
                  st.sampled_from(["", " ", "\t"]), _words,
                  st.sampled_from(["", " 0", " v1, v2, v3", "  name  ", " a:ptr, b:u32"]))


def _expected(text: str):
    if text[:4].lower() in _HEADS or text[:1].isspace():
        return _keyword(text)
    return None


@settings(max_examples=300, deadline=None)
@given(texts=st.lists(_text, max_size=30))
def test_keywords_are_each_statements_own(texts):
    statements = [SimpleNamespace(text=t) for t in texts]
    assert _keywords(statements) == [_expected(t) for t in texts]


def test_a_repeated_text_gets_the_same_answer_at_every_place():
    texts = ["v_add_u32 v1, v2, v3", "kernel k", "v_add_u32 v1, v2, v3", "ldssize 4", "kernel k", "endkernel"] * 3
    words = _keywords([SimpleNamespace(text=t) for t in texts])
    assert words == [None, ("kernel", "k"), None, ("ldssize", "4"), ("kernel", "k"), ("endkernel", "")] * 3
