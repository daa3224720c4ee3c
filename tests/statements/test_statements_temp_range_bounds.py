"""`v_temp_range` / `s_temp_range` bounds are checked against the architecture's register files before any pool is
built (a range of four billion registers is an error at once, not four billion set entries)."""
from __future__ import annotations

import pytest

from masm import api
from masm.diagnostics import AssemblyError

from stmt_helpers import lowered


def error_of(source: str, arch: str = "gfx900"):
    with pytest.raises(AssemblyError) as info:
        lowered(source, arch)
    d = info.value.diagnostics[0]
    return d.loc.line, d.loc.column, d.message, d.length


def test_a_huge_vgpr_range_is_an_error_at_its_bound():
    assert error_of("v_temp_range 1..4000000000\ns_endpgm") == (
        1, 17, "v_temp_range bound 4000000000 is outside v0..v255: gfx900 has 256 VGPRs", 10)


def test_a_huge_sgpr_range_is_an_error_at_its_bound():
    assert error_of("s_temp_range 0..$FFFFFFFFFFFF") == (
        1, 17, "s_temp_range bound 281474976710655 is outside s0..s101: gfx900 has 102 SGPRs a kernel can address", 13)


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx906", "gfx908", "gfx90a"])
def test_the_whole_files_are_allowed_and_one_more_is_not(arch):
    assert lowered("v_temp_range 0..255\ns_temp_range 0..101\nv_temp a\ns_temp b\nv_mov_b32 a, b", arch).lines
    assert error_of("v_temp_range 0..256", arch) == (
        1, 17, f"v_temp_range bound 256 is outside v0..v255: {arch} has 256 VGPRs", 3)
    assert error_of("s_temp_range 8..40, 60..102", arch) == (
        1, 25, f"s_temp_range bound 102 is outside s0..s101: {arch} has 102 SGPRs a kernel can address", 3)


def test_negative_and_expression_bounds_point_at_themselves():
    assert error_of("v_temp_range 2..3, -1") == (
        1, 20, "v_temp_range bound -1 is outside v0..v255: gfx900 has 256 VGPRs", 2)
    assert error_of("s_temp_range 4..  1 << 40") == (
        1, 19, "s_temp_range bound 1099511627776 is outside s0..s101: gfx900 has 102 SGPRs a kernel can address", 7)


def test_the_cli_build_stops_at_once():
    with pytest.raises(AssemblyError) as info:
        api.build("v_temp_range 1..4000000000\nv_temp x\nv_mov_b32 x, 0\ns_endpgm\n", "gfx900", filename="k.masm")
    d = info.value.diagnostics[0]
    assert (d.loc.file, d.loc.line, d.loc.column) == ("k.masm", 1, 17)
