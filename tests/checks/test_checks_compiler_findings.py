"""Regressions found by the compiler oracle (tools/checks_oracle.py on tests/compiler): each was a false positive on
clang's output, reduced to the instructions that matter."""
from __future__ import annotations

import pytest

from checks_helpers import check


def test_accvgpr_mov_reads_an_agpr():
    """v_accvgpr_mov_b32's 9-bit source names AGPR n as 256 + n; it was read as VGPR n (clang-14 gfx90a -O1)."""
    src = "v_mov_b32 v0, 0\nv_mov_b32 v1, 0\nglobal_load_dword v3, v[0:1], off\nv_accvgpr_mov_b32 a19, a3\n"
    assert check(src + "s_endpgm\n", "gfx90a", code="missing-waitcnt") == []
    assert check(src + "v_mov_b32 v4, v3\ns_endpgm\n", "gfx90a", code="missing-waitcnt") == \
        [(5, "missing-waitcnt", "s_waitcnt vmcnt(0)")]


@pytest.mark.parametrize("arch", ["gfx900", "gfx90a", "gfx942"])
def test_barrier_waits_for_lds_memory_not_for_lane_moves(arch):
    """ds_swizzle / ds_bpermute move data between lanes without touching LDS memory: s_barrier need not wait for
    them (clang-19 gfx90a+ output); an LDS write still needs lgkmcnt(0) first."""
    src = "v_mov_b32 v1, 0\nv_mov_b32 v2, 0\nds_swizzle_b32 v5, v2 offset:swizzle(SWAP,1)\ns_barrier\ns_endpgm\n"
    assert check(src, arch, code="missing-waitcnt") == []
    src = src.replace("ds_swizzle_b32 v5, v2 offset:swizzle(SWAP,1)", "ds_write_b32 v1, v2")
    assert check(src, arch, code="missing-waitcnt") == [(4, "missing-waitcnt", "s_waitcnt lgkmcnt(0)")]


def test_the_nearest_mfma_write_counts():
    """An MFMA overwriting an earlier one's whole result is the one a later read waits for (clang-14 gfx908: a 16x16
    result rewritten by a 4x4 MFMA, then v_accvgpr_read 4 wait states later)."""
    src = ("v_mov_b32 v1, 0\ns_nop 4\n"
           "v_mfma_i32_16x16x16i8 a[0:3], v1, v1, a[0:3]\n"
           "s_nop 7\ns_nop 1\n"
           "v_mfma_i32_4x4x4i8 a[0:3], v1, v1, a[0:3]\n"
           "s_nop 3\n"
           "v_accvgpr_read_b32 v0, a0\ns_endpgm\n")
    assert check(src, "gfx908", code="hazard") == []
    assert check(src.replace("s_nop 3\n", "s_nop 2\n"), "gfx908", code="hazard") == [(8, "hazard", "s_nop 0")]


def test_accvgpr_read_is_no_dst_sel_forwarding_producer():
    """v_accvgpr_read's VOP3P encoding carries op_sel_hi bits, but it has no op_sel (clang-19 gfx940)."""
    src = "v_accvgpr_write_b32 a0, 0\ns_nop 2\nv_accvgpr_read_b32 v2, a0\nv_add_f32 v3, v2, v2\ns_endpgm\n"
    assert check(src, "gfx942", code="hazard") == []


def test_smfmac_reads_its_accumulator():
    """SMFMAC accumulates in its destination: a VALU write of it needs the 2 wait states of any MFMA source (clang-19
    gfx940: v_accvgpr_read into the accumulator, then v_smfmac)."""
    src = ("v_mov_b32 v18, 0\nv_mov_b32 v19, 0\nv_mov_b32 v20, 0\nv_mov_b32 v21, 0\nv_mov_b32 v26, 0\n"
           "v_accvgpr_write_b32 a0, 0\ns_nop 4\n"
           "v_accvgpr_read_b32 v22, a0\nv_accvgpr_read_b32 v23, a0\nv_accvgpr_read_b32 v24, a0\n"
           "v_accvgpr_read_b32 v25, a0\n"
           "v_smfmac_f32_16x16x32_f16 v[22:25], v[18:19], v[18:21], v26\ns_endpgm\n")
    assert check(src, "gfx942", code="hazard") == [(12, "hazard", "s_nop 1")]
