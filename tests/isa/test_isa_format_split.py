"""`Format.split` (one compiled dict display per format, which the decoder calls for every instruction) reads every
field exactly as the format's own `Field.get` does, on every format of every family, and `join` puts them back."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from masm.isa.formats import FORMATS

FORMAT_LIST = [(family, fmt) for family, fmts in FORMATS.items() for fmt in fmts.values()]


@pytest.mark.parametrize("family,fmt", FORMAT_LIST, ids=[f"{fam}-{fmt.name}" for fam, fmt in FORMAT_LIST])
@settings(max_examples=30, deadline=None, derandomize=True)
@given(word=st.one_of(st.integers(0, (1 << 64) - 1), st.sampled_from([0, (1 << 32) - 1, (1 << 64) - 1])))
def test_split_reads_each_field_as_the_field_does(family, fmt, word):
    word &= (1 << (8 * fmt.size)) - 1
    assert fmt.split(word) == {f.name: f.get(word) for f in fmt.fields}
    assert list(fmt.split(word)) == [f.name for f in fmt.fields]          # field order, as the layout lists them
    fixed_lo, fixed_width, fixed_value = fmt.encoding
    word = word & ~(((1 << fixed_width) - 1) << fixed_lo) | fixed_value << fixed_lo
    assert fmt.split(fmt.join(fmt.split(word))) == fmt.split(word)
