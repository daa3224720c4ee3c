"""Whether a kernel's statements name an alias (masm.kernels._Mentions, found with str.find) agrees with the
case-blind whole-word regular expression that defines it."""
from __future__ import annotations

import re
from types import SimpleNamespace

from hypothesis import given, settings, strategies as st

from masm.kernels import _Mentions

_text = st.text(alphabet=st.sampled_from("aAbB_.$1 \n,[]éK"), max_size=40)


@settings(max_examples=400, deadline=None)
@given(lines=st.lists(_text, max_size=4), alias=st.text(alphabet=st.sampled_from("aAbB_1"), min_size=1, max_size=4))
def test_mentions_agree_with_the_whole_word_expression(lines, alias):
    kernel = SimpleNamespace(statements=[SimpleNamespace(text=t) for t in lines])
    expected = re.search(rf"(?<![\w.$]){re.escape(alias)}(?![\w.$])", "\n".join(lines), re.IGNORECASE) is not None
    assert _Mentions(kernel)(alias) == expected
