"""`Format.split` (one compiled dict display per format, which the decoder calls for every instruction) reads every
field exactly as the format's own `Field.get` does, on every format of every family, and `join` puts them back."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from masm.isa.formats import ARCH_FAMILY, formats_for

# (FORMATS fills as formats_for is first asked: listed from it, so no family is left out)
FORMAT_LIST = [(family, fmt) for family, arch in {family: arch for arch, family in ARCH_FAMILY.items()}.items()
               for fmt in formats_for(arch).values()]


@pytest.mark.parametrize("family,fmt", FORMAT_LIST, ids=[f"{fam}-{fmt.name}" for fam, fmt in FORMAT_LIST])
def test_fields_and_fixed_bits_do_not_overlap(family, fmt):
    """`join` ors each value into its field, which is right only while no two fields and no field and the fixed
    encoding bits share a bit."""
    lo, width, _ = fmt.encoding
    used = ((1 << width) - 1) << lo
    for f in fmt.fields:
        assert not used & (f.mask << f.lo), f"{family} {fmt.name}: {f.name} overlaps"
        used |= f.mask << f.lo


@pytest.mark.parametrize("family,fmt", FORMAT_LIST, ids=[f"{fam}-{fmt.name}" for fam, fmt in FORMAT_LIST])
@settings(max_examples=6, deadline=None, derandomize=True)
@given(word=st.one_of(st.integers(0, (1 << 64) - 1), st.sampled_from([0, (1 << 32) - 1, (1 << 64) - 1])))
def test_split_reads_each_field_as_the_field_does(family, fmt, word):
    word &= (1 << (8 * fmt.size)) - 1
    assert fmt.split(word) == {f.name: f.get(word) for f in fmt.fields}
    assert list(fmt.split(word)) == [f.name for f in fmt.fields]          # field order, as the layout lists them
    fixed_lo, fixed_width, fixed_value = fmt.encoding
    word = word & ~(((1 << fixed_width) - 1) << fixed_lo) | fixed_value << fixed_lo
    assert fmt.split(fmt.join(fmt.split(word))) == fmt.split(word)
