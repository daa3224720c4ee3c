"""The MFMA hazard rules of CDNA1-3 (masm/checks/hazard_rules.py): counts by each MFMA's class (DGEMM; gfx940-942's
passes and XDL or not), one test per rule and per class that changes the count, and the cases that need none."""
from __future__ import annotations

import pytest

from checks_helpers import check as _check
from masm.checks.hazard_rules import RULE_SETS, mfma_class

H = "hazard"
V = "v_mov_b32 v0, 0\nv_mov_b32 v1, 0\nv_mov_b32 v2, 0\nv_mov_b32 v3, 0\ns_nop 4"
V16 = "\n".join(f"v_mov_b32 v{i}, 0" for i in range(16, 20)) + "\ns_nop 4"


def nops(waits: int) -> str:
    return "\n".join(["s_nop 7"] * ((waits - 1) // 8) + [f"s_nop {(waits - 1) % 8}"])


def check(source: str, arch: str):
    return _check(source, arch, code=H)


# (rule, arch, setup, producer, consumer, wait states)
CASES = [
    ("mfma-agpr-srcab", "gfx908", V,
     "v_mfma_f32_4x4x1f32 a[0:3], v1, v1, a[0:3]", "v_mfma_f32_4x4x1f32 a[4:7], a1, v1, a[4:7]", 4),
    ("mfma-memory-read dgemm 16x16", "gfx90a", V,
     "v_mfma_f64_16x16x4f64 v[4:11], v[0:1], v[2:3], 0", "global_store_dwordx2 v[0:1], v[4:5], off", 18),
    ("mfma-valu-read dgemm 16x16", "gfx90a", V,
     "v_mfma_f64_16x16x4f64 v[4:11], v[0:1], v[2:3], 0", "v_add_f64 v[12:13], v[4:5], v[4:5]", 11),
    ("mfma-valu-read dgemm 4x4", "gfx90a", V,
     "v_mfma_f64_4x4x4f64 v[4:5], v[0:1], v[2:3], 0", "v_add_f64 v[12:13], v[4:5], v[4:5]", 6),
    ("mfma-memory-read dgemm 4x4", "gfx90a", V,
     "v_mfma_f64_4x4x4f64 v[4:5], v[0:1], v[2:3], 0", "global_store_dwordx2 v[0:1], v[4:5], off", 9),
    ("dgemm-fma64", "gfx90a", V,
     "v_mfma_f64_4x4x4f64 v[4:5], v[0:1], v[2:3], 0", "v_fma_f64 v[8:9], v[0:1], v[2:3], v[0:1]", 2),
    ("dgemm-4x4-srcc", "gfx90a", V,
     "v_mfma_f64_4x4x4f64 v[4:5], v[0:1], v[2:3], 0", "v_mfma_f64_4x4x4f64 v[4:5], v[0:1], v[2:3], v[4:5]", 4),
    ("mfma-dgemm-srcc", "gfx90a", V,
     "v_mfma_f32_16x16x4f32 v[4:7], v1, v1, 0", "v_mfma_f64_4x4x4f64 v[8:9], v[0:1], v[2:3], v[6:7]", 9),
    ("mfma-valu-write", "gfx90a", V,
     "v_mfma_f32_16x16x4f32 v[4:7], v1, v1, 0", "v_mov_b32 v5, 0", 11),
    ("mfma-srcc-overwrite", "gfx90a", V,
     "v_mfma_f32_16x16x4f32 v[8:11], v1, v1, v[4:7]", "v_mov_b32 v5, 0", 7),
    ("mfma-valu-read xdl 8 passes", "gfx942", V16,
     "v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], 0", "v_add_f32 v20, v1, v1", 11),
    ("mfma-valu-read f32 16 passes", "gfx942", V16,
     "v_mfma_f32_32x32x2_f32 v[0:15], v16, v17, 0", "v_add_f32 v20, v1, v1", 18),
    ("mfma-valu-read i8 4 passes", "gfx940", V16,
     "v_mfma_i32_16x16x32_i8 v[0:3], v[16:17], v[18:19], 0", "v_add_u32 v20, v1, v1", 6),
    ("mfma-valu-read smfmac 8 passes", "gfx942", V16 + "\nv_mov_b32 v20, 0\nv_mov_b32 v21, 0\ns_nop 4",
     "v_smfmac_f32_32x32x16_f16 v[0:15], v[16:17], v[16:19], v20", "v_add_f32 v21, v1, v1", 11),
    ("mfma-memory-read xdl 4 passes", "gfx941", V16,
     "v_mfma_f32_16x16x16_f16 v[0:3], v[16:17], v[18:19], 0", "global_store_dword v[16:17], v1, off", 7),
    ("mfma-srcab xdl 4 passes", "gfx942", V16,
     "v_mfma_f32_16x16x16_f16 v[0:3], v[16:17], v[18:19], 0", "v_mfma_f32_16x16x16_f16 v[4:7], v[0:1], v[18:19], 0",
     7),
    ("mfma-srcc xdl", "gfx942", V16,
     "v_mfma_f32_16x16x16_f16 v[0:3], v[16:17], v[18:19], 0",
     "v_mfma_f32_4x4x4_16b_f16 v[4:7], v[16:17], v[18:19], v[2:5]", 5),
    ("mfma-srcc-non-xdl", "gfx942", V16,
     "v_mfma_f32_16x16x4_f32 v[0:3], v16, v17, 0", "v_mfma_f32_4x4x1_16b_f32 v[4:7], v16, v17, v[2:5]", 8),
    ("mfma-2pass-srcc", "gfx942", V16,
     "v_mfma_f32_4x4x4_16b_f16 v[0:3], v[16:17], v[18:19], 0",
     "v_mfma_f32_4x4x4_16b_f16 v[0:3], v[16:17], v[18:19], v[0:3]", 2),
    ("mfma-srcc-overwrite xdl", "gfx942", V16,
     "v_mfma_f32_16x16x16_f16 v[8:11], v[16:17], v[18:19], v[4:7]", "v_mov_b32 v5, 0", 3),
    # three-instruction rules (`between`): the in-between instruction gives 1 of the 2 wait states
    ("valu-dgemm-memory", "gfx90a", V, "v_mov_b32 v4, 1\nv_mfma_f64_4x4x4f64 v[6:7], v[0:1], v[2:3], 0",
     "global_store_dword v[0:1], v4, off", 1),
    ("valu-dgemm-memory agpr ds", "gfx90a", V, "v_accvgpr_write_b32 a4, v1\nv_mfma_f64_16x16x4f64 v[8:15], v[0:1], "
     "v[2:3], 0", "ds_write_b32 v0, a4", 1),
    ("valu-acc-memory write", "gfx908", V, "v_mov_b32 v4, 1\nv_accvgpr_write_b32 a0, v1",
     "global_store_dword v[0:1], v4, off", 1),
    ("valu-acc-memory read", "gfx908", V, "v_add_u32 v4, v1, v2\nv_accvgpr_read_b32 v5, a0", "ds_write_b32 v4, v1",
     1),
    ("dst-sel-forward packed", "gfx942", "v_mov_b32 v2, 0\nv_mov_b32 v3, 0\nv_mov_b32 v4, 0\nv_mov_b32 v5, 0",
     "v_pk_add_f32 v[2:3], v[2:3], v[4:5]", "v_pk_fma_f32 v[6:7], v[2:3], v[4:5], v[4:5]", 1),
    ("dst-sel-forward sdwa", "gfx940", "v_mov_b32 v2, 0\nv_mov_b32 v3, 0",
     "v_add_u32_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD",
     "v_add_u32 v4, v1, v1", 1),
    # a DOT result stored (clang 19 for gfx940: `v_dot2c_f32_f16_e32 v2, v18, v20` ... `s_nop 1` before the store)
    ("dot-memory-read", "gfx940", V, "v_dot2c_f32_f16 v2, v0, v1", "global_store_dword v[4:5], v2, off", 3),
    ("dot-memory-read gfx90a ds", "gfx90a", V, "v_dot2c_f32_f16 v2, v0, v1", "ds_write_b32 v3, v2", 3),
    # a consumer that keeps part of the register it writes reads it (LLVM: the tied use of its destination)
    ("dst-sel-forward into a preserving sdwa", "gfx942", "v_mov_b32 v2, 0\nv_mov_b32 v3, 0",
     "v_add_u32_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD",
     "v_add_u32_sdwa v1, v2, v3 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:DWORD", 1),
]


@pytest.mark.parametrize("rule, arch, setup, producer, consumer, waits", CASES, ids=[c[0] for c in CASES])
def test_rule(rule, arch, setup, producer, consumer, waits):
    head = setup + "\n" + producer + "\n"
    line = head.count("\n") + 1
    assert check(head + consumer + "\ns_endpgm\n", arch) == [(line, H, nops(waits))]
    assert check(head + nops(waits) + "\n" + consumer + "\ns_endpgm\n", arch) == []
    if waits > 1:
        assert check(head + "s_mov_b32 s20, 0\n" + consumer + "\ns_endpgm\n", arch) == \
            [(line + 1, H, nops(waits - 1))]


# pairs that need no wait states at all (LLVM's GCNHazardRecognizer inserts none)
QUIET = [
    ("an SGEMM accumulating part of a DGEMM result (gfx90a)", "gfx90a", V,
     "v_mfma_f64_16x16x4f64 v[4:11], v[0:1], v[2:3], 0", "v_mfma_f32_4x4x1f32 v[12:15], v0, v1, v[4:7]"),
    ("an XDL MFMA accumulating part of a non-XDL result (gfx942)", "gfx942", V16,
     "v_mfma_f32_16x16x4_f32 v[0:3], v16, v17, 0", "v_mfma_f32_16x16x16_f16 v[4:7], v[16:17], v[18:19], v[2:5]"),
    ("a 16-pass MFMA accumulating its own whole result (gfx90a)", "gfx90a", V,
     "v_mfma_f32_32x32x1f32 v[4:35], v0, v1, 0", "v_mfma_f32_32x32x1f32 v[4:35], v0, v1, v[4:35]"),
    ("a non-XDL MFMA's srcC overwritten (gfx942)", "gfx942", V16,
     "v_mfma_f32_16x16x4_f32 v[8:11], v16, v17, v[4:7]", "v_mov_b32 v5, 0"),
    ("a packed op with op_sel_hi[0] clear (gfx942)", "gfx942", "v_mov_b32 v2, 0\nv_mov_b32 v3, 0\nv_mov_b32 v4, 0\n"
     "v_mov_b32 v5, 0", "v_pk_add_f32 v[2:3], v[2:3], v[4:5] op_sel_hi:[0,1]",
     "v_pk_fma_f32 v[6:7], v[2:3], v[4:5], v[4:5]"),
    ("a VALU write, an f64 MFMA, a store of it on gfx942 (the gfx90a bug only)", "gfx942", V,
     "v_mov_b32 v4, 1\nv_mfma_f64_4x4x4f64 v[6:7], v[0:1], v[2:3], 0", "global_store_dword v[0:1], v4, off"),
    ("a VALU write, an f32 MFMA, a store of it (gfx90a)", "gfx90a", V,
     "v_mov_b32 v4, 1\nv_mfma_f32_4x4x1f32 v[8:11], v0, v1, 0", "global_store_dword v[0:1], v4, off"),
    ("a VALU write two wait states before, an f64 MFMA, a store of it (gfx90a)", "gfx90a", V,
     "v_mov_b32 v4, 1\ns_nop 0\nv_mfma_f64_4x4x4f64 v[6:7], v[0:1], v[2:3], 0", "global_store_dword v[0:1], v4, off"),
    ("a VALU write, v_accvgpr_write, a store of another VGPR (gfx908)", "gfx908", V,
     "v_mov_b32 v4, 1\nv_accvgpr_write_b32 a0, v1", "global_store_dword v[0:1], v2, off"),
    ("a VALU write, another VALU, v_accvgpr_read, a store of it (gfx908)", "gfx908", V,
     "v_mov_b32 v4, 1\nv_mov_b32 v5, 1\nv_accvgpr_read_b32 v6, a0", "global_store_dword v[0:1], v4, off"),
    ("a VALU write, v_accvgpr_write, a store of it on gfx90a (gfx908's rule)", "gfx90a", V,
     "v_mov_b32 v4, 1\nv_accvgpr_write_b32 a0, v1", "global_store_dword v[0:1], v4, off"),
    # clang 19 -O1 writes this pair with nothing between (a helper's kernels): the consumer only overwrites
    ("a forwarded packed result overwritten, not read (gfx942)", "gfx942", "v_mov_b32 v20, 0\nv_mov_b32 v21, 0\n"
     "v_mov_b32 v4, 0\nv_mov_b32 v5, 0\nv_mov_b32 v23, 0", "v_pk_mul_f32 v[2:3], v[4:5], v[20:21]",
     "v_mov_b32_e32 v3, v23"),
    ("a packed op's forwarding before gfx940", "gfx90a", "v_mov_b32 v2, 0\nv_mov_b32 v3, 0\nv_mov_b32 v4, 0\n"
     "v_mov_b32 v5, 0", "v_pk_add_f32 v[2:3], v[2:3], v[4:5]", "v_pk_fma_f32 v[6:7], v[2:3], v[4:5], v[4:5]"),
]


@pytest.mark.parametrize("what, arch, setup, producer, consumer", QUIET, ids=[c[0] for c in QUIET])
def test_no_wait_needed(what, arch, setup, producer, consumer):
    assert check(setup + "\n" + producer + "\n" + consumer + "\ns_endpgm\n", arch) == []


def test_mfma_result_read_across_the_loop_back_edge():
    """The MFMA at the bottom of the loop is read by v_accvgpr_read at the top of the next iteration (gfx942: a 16-pass
    non-XDL result needs 18 wait states, of which the branch between them gives 1)."""
    src = (V16 + "\ns_mov_b32 s6, 4\n"
           "top:\n"
           "  v_accvgpr_read_b32 v20, a1\n"
           "  s_sub_u32 s6, s6, 1\n"
           "  s_cmp_lg_u32 s6, 0\n"
           "  v_mfma_f32_32x32x2_f32 a[0:15], v16, v17, 0\n"
           "  s_cbranch_scc1 top\n"
           "s_endpgm\n")
    assert check(src, "gfx942") == [(8, H, nops(17))]
    assert check(src.replace("top:\n", "top:\n  " + nops(17).replace("\n", "\n  ") + "\n"), "gfx942") == []


@pytest.mark.parametrize("key, cls", [
    ("V_MFMA_F32_32X32X1F32", "x16"), ("V_MFMA_F32_16X16X4F16", "x8"), ("V_MFMA_F32_4X4X4BF16_1K", "x2"),
    ("V_MFMA_F64_16X16X4F64", "d16"), ("V_MFMA_F64_4X4X4_4B_F64", "d4"),
    ("V_MFMA_F32_32X32X1_2B_F32", "s16"), ("V_MFMA_F32_16X16X4_F32", "s8"), ("V_MFMA_F32_4X4X1_16B_F32", "s2"),
    ("V_MFMA_F32_32X32X8_F16", "x8"), ("V_MFMA_F32_32X32X4_2B_BF16", "x16"), ("V_MFMA_F32_16X16X16_BF16", "x4"),
    ("V_MFMA_F32_32X32X4_XF32", "x8"), ("V_MFMA_F32_16X16X8_XF32", "x4"), ("V_MFMA_I32_32X32X16_I8", "s8"),
    ("V_MFMA_I32_16X16X4_4B_I8", "s8"), ("V_MFMA_F32_16X16X32_BF8_FP8", "x4"), ("V_SMFMAC_F32_32X32X32_FP8_FP8", "x8"),
    ("V_SMFMAC_I32_16X16X64_I8", "s4"),
])
def test_mfma_class(key, cls):
    """Passes as LLVM 19's scheduling model gives them and XDL as clang-19 counts them (measured: the s_nop it puts
    before a VALU read of the result is passes + 3 for XDL operations and passes + 2 for the others)."""
    assert mfma_class(key) == cls


def test_every_rule_names_known_selectors():
    from masm.checks.hazards import CONSUMERS, PRODUCERS
    for rules in RULE_SETS.values():
        for r in rules:
            assert r.producer in PRODUCERS and r.consumer in CONSUMERS, r.name
            assert r.between is None or r.between in PRODUCERS, r.name
            assert not (r.partial and r.full), r.name


def test_smfmac_index_is_read_like_srcab():
    """An MFMA result used as an SMFMAC's sparsity index needs the srcA/srcB count (gfx942, 4-pass XDL: 7)."""
    src = (V16 + "\nv_mfma_f32_16x16x16_f16 v[0:3], v[16:17], v[18:19], 0\n"
           "v_smfmac_f32_16x16x32_f16 v[4:7], v[16:17], v[16:19], v2\ns_endpgm\n")
    assert check(src, "gfx942") == [(7, H, nops(7))]
