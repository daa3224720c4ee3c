"""masm/stdlib/int64.inc: 64-bit helpers on register pairs, checked byte-exactly against llvm-mc.

Temps are allocated first-fit from the lowest index of the declared pools, so the registers below are known.
"""

import pytest

import masm
from tests.stdlib.llvm_mc import llvm_bytes

PRELUDE = """\
#include int64.inc
s_temp_range 10..40
v_temp_range 10..40
s_temp p[2] align:2, q[2] align:2, d[2] align:2, w
v_temp a[2], b[2], c[2], x
"""
# p = s[10:11], q = s[12:13], d = s[14:15], w = s16; a = v[10:11], b = v[12:13], c = v[14:15], x = v16


def _check(body: str, plain: str, arch: str) -> None:
    assert masm.assemble(PRELUDE + body + "s_endpgm\n", arch) == llvm_bytes(plain + "s_endpgm\n", arch)


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx90a"])
def test_scalar_add_sub_mov_and_shifts(arch):
    _check(
        "s_add_u64(d, p, q)\ns_sub_u64(d, p, q)\ns_add_u64_k(d, p, $123456789)\ns_add_u64_u32(d, p, w)\n"
        "s_mov_b64_k(d, -2)\ns_shl_u64(d, p, 3)\ns_shr_u64(d, p, w)\ns_sar_i64(d, p, 63)\n",
        "s_add_u32 s14, s10, s12\ns_addc_u32 s15, s11, s13\n"
        "s_sub_u32 s14, s10, s12\ns_subb_u32 s15, s11, s13\n"
        "s_add_u32 s14, s10, 0x23456789\ns_addc_u32 s15, s11, 1\n"
        "s_add_u32 s14, s10, s16\ns_addc_u32 s15, s11, 0\n"
        "s_mov_b32 s14, 0xfffffffe\ns_mov_b32 s15, -1\n"
        "s_lshl_b64 s[14:15], s[10:11], 3\ns_lshr_b64 s[14:15], s[10:11], s16\ns_ashr_i64 s[14:15], s[10:11], 63\n",
        arch)


@pytest.mark.parametrize("arch", ["gfx803", "gfx900"])
def test_scalar_unsigned_compare_borrows_into_a_scoped_temp(arch):
    # the difference goes to the first free SGPR (s17) and is freed again: the second compare reuses it
    _check("s_cmp_lt_u64(p, q)\ns_cmp_gt_u64(p, q)\n",
           "s_sub_u32 s17, s10, s12\ns_subb_u32 s17, s11, s13\n"
           "s_sub_u32 s17, s12, s10\ns_subb_u32 s17, s13, s11\n", arch)


def test_vector_helpers_gfx8_use_the_carry_forms():
    _check("v_add_u64(c, a, b)\nv_sub_u64(c, a, b)\nv_add_u64_u32(c, p, x)\nv_mov_b64_k(c, $100000001)\n"
           "v_shl_u64(c, a, 4)\nv_shr_u64(c, a, x)\nv_sar_i64(c, a, 1)\n",
           "v_add_u32 v14, vcc, v10, v12\nv_addc_u32 v15, vcc, v11, v13, vcc\n"
           "v_sub_u32 v14, vcc, v10, v12\nv_subb_u32 v15, vcc, v11, v13, vcc\n"
           "v_add_u32 v14, vcc, s10, v16\nv_mov_b32 v15, s11\nv_addc_u32 v15, vcc, 0, v15, vcc\n"
           "v_mov_b32 v14, 1\nv_mov_b32 v15, 1\n"
           "v_lshlrev_b64 v[14:15], 4, v[10:11]\nv_lshrrev_b64 v[14:15], v16, v[10:11]\n"
           "v_ashrrev_i64 v[14:15], 1, v[10:11]\n", "gfx803")


@pytest.mark.parametrize("arch", ["gfx900", "gfx906", "gfx90a"])
def test_vector_helpers_gfx9_use_the_co_forms(arch):
    _check("v_add_u64(c, a, b)\nv_sub_u64(c, a, b)\nv_add_u64_u32(c, p, x)\nv_add_u64_u32(a, a, x)\n",
           "v_add_co_u32 v14, vcc, v10, v12\nv_addc_co_u32 v15, vcc, v11, v13, vcc\n"
           "v_sub_co_u32 v14, vcc, v10, v12\nv_subb_co_u32 v15, vcc, v11, v13, vcc\n"
           "v_add_co_u32 v14, vcc, s10, v16\nv_mov_b32 v15, s11\nv_addc_co_u32 v15, vcc, 0, v15, vcc\n"
           "v_add_co_u32 v10, vcc, v10, v16\nv_mov_b32 v11, v11\nv_addc_co_u32 v11, vcc, 0, v11, vcc\n", arch)
