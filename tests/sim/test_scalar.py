"""Scalar ALU and program-control instructions, with expected values from Python integer arithmetic."""
import numpy as np
import pytest

from conftest import run_asm

M32 = 0xFFFFFFFF


def _s(st, i):
    return int(st.sgpr[0, i])


def _s64(st, i):
    return _s(st, i) | _s(st, i + 1) << 32


def _set(**regs):
    def init(st, _):
        for name, v in regs.items():
            st.sgpr[:, int(name[1:])] = v & M32
    return init


@pytest.mark.parametrize("a,b", [(0xFFFFFFFF, 1), (0x7FFFFFFF, 1), (5, 7), (0x80000000, 0x80000000)])
def test_add_sub_carry_and_overflow(a, b):
    st = run_asm("""
s_add_u32 s10, s0, s1
s_cselect_b32 s11, 1, 0
s_sub_u32 s12, s0, s1
s_cselect_b32 s13, 1, 0
s_add_i32 s14, s0, s1
s_cselect_b32 s15, 1, 0
s_add_u32 s16, s0, s1
s_addc_u32 s17, s0, s1
""", init=_set(s0=a, s1=b)).state
    sa = a - (1 << 32) if a >> 31 else a
    sb = b - (1 << 32) if b >> 31 else b
    assert _s(st, 10) == (a + b) & M32 and _s(st, 11) == int(a + b > M32)
    assert _s(st, 12) == (a - b) & M32 and _s(st, 13) == int(b > a)
    assert _s(st, 14) == (a + b) & M32 and _s(st, 15) == int(not -2**31 <= sa + sb < 2**31)
    assert _s(st, 17) == (a + b + int(a + b > M32)) & M32


def test_shifts_mask_the_count_and_set_scc():
    st = run_asm("""
s_lshl_b32 s10, s0, 33
s_lshr_b32 s11, s0, 31
s_ashr_i32 s12, s0, 36
s_lshl_b64 s[14:15], s[0:1], 40
s_ashr_i64 s[16:17], s[2:3], 63
s_lshr_b32 s18, 0, 3
s_cselect_b32 s19, 1, 0
""", init=_set(s0=0x80000001, s1=0x12345678, s2=0, s3=0x80000000)).state
    assert _s(st, 10) == (0x80000001 << 1) & M32
    assert _s(st, 11) == 1
    assert _s(st, 12) == (0xF8000000)   # arithmetic shift by 36 & 31 = 4
    assert _s64(st, 14) == ((0x12345678_80000001 << 40) & ((1 << 64) - 1))
    assert _s64(st, 16) == (1 << 64) - 1
    assert _s(st, 19) == 0


def test_compare_min_max_bfe_and_bit_ops():
    st = run_asm("""
s_cmp_lt_i32 s0, s1
s_cselect_b32 s10, 1, 0
s_cmp_lt_u32 s0, s1
s_cselect_b32 s11, 1, 0
s_min_i32 s12, s0, s1
s_max_u32 s13, s0, s1
s_bfe_u32 s14, s2, 0x80004
s_bfe_i32 s15, s2, 0x40004
s_bcnt1_i32_b32 s16, s2
s_ff1_i32_b32 s17, s2
s_flbit_i32_b32 s18, s2
s_brev_b32 s19, s2
s_andn2_b32 s20, s2, 0xff
s_not_b32 s21, s2
s_movk_i32 s22, 0x8000
s_cmpk_eq_u32 s2, 0xf0
s_cselect_b32 s23, 1, 0
s_mul_i32 s24, s0, s1
s_sext_i32_i8 s25, 0x80
""", init=_set(s0=-5, s1=3, s2=0xF0)).state
    assert _s(st, 10) == 1 and _s(st, 11) == 0
    assert _s(st, 12) == (-5) & M32 and _s(st, 13) == (-5) & M32
    assert _s(st, 14) == 0x0F and _s(st, 15) == (-1) & M32
    assert _s(st, 16) == 4 and _s(st, 17) == 4 and _s(st, 18) == 24
    assert _s(st, 19) == int(f"{0xF0:032b}"[::-1], 2)
    assert _s(st, 20) == 0 and _s(st, 21) == (~0xF0) & M32
    assert _s(st, 22) == 0xFFFF8000 and _s(st, 23) == 1
    assert _s(st, 24) == (-15) & M32 and _s(st, 25) == 0xFFFFFF80


def test_saveexec_and_exec_branches():
    st = run_asm("""
s_mov_b64 s[4:5], 0xff
s_and_saveexec_b64 s[6:7], s[4:5]
s_cselect_b32 s10, 1, 0
s_mov_b64 exec, 0
s_cbranch_execz skip
s_mov_b32 s11, 1
skip:
s_mov_b32 s12, 2
s_mov_b64 exec, s[6:7]
""").state
    assert _s64(st, 6) == (1 << 64) - 1 and _s(st, 10) == 1
    assert _s(st, 11) == 0 and _s(st, 12) == 2


def test_scalar_loop_with_branch_back():
    st = run_asm("""
s_mov_b32 s0, 0
s_mov_b32 s1, 10
loop:
s_add_u32 s0, s0, s1
s_sub_u32 s1, s1, 1
s_cmp_lg_u32 s1, 0
s_cbranch_scc1 loop
""").state
    assert _s(st, 0) == sum(range(1, 11))


def test_getpc_reads_embedded_data():
    r = run_asm("""
s_getpc_b64 s[0:1]
here:
s_add_u32 s0, s0, table - here
s_addc_u32 s1, s1, 0
s_load_dwordx2 s[4:5], s[0:1], 0x0
s_waitcnt lgkmcnt(0)
s_endpgm
table:
.long 0x11223344, 0x55667788
""")
    st = r.state
    assert _s(st, 4) == 0x11223344 and _s(st, 5) == 0x55667788


def test_waves_diverge_on_scalar_branch_and_all_finish():
    def init(st, _):
        st.sgpr[:, 0] = np.arange(st.count)
    r = run_asm("""
s_cmp_eq_u32 s0, 2
s_cbranch_scc1 odd
s_mov_b32 s5, 100
s_branch done
odd:
s_mov_b32 s5, 200
done:
s_add_u32 s6, s5, s0
""", init=init, waves=4)
    st = r.state
    assert list(st.sgpr[:, 6]) == [100, 101, 202, 103]


def test_vgpr_indexing_mode_moves_enabled_operands():
    def init(st, _):
        for r in range(8):
            st.vgpr[:, 10 + r] = r * 100 + 7
        st.sgpr[:, 4] = 3
    st = run_asm("""
s_set_gpr_idx_on s4, gpr_idx(SRC0,DST)
v_mov_b32 v1, v10
v_add_u32 v20, v10, v11
s_set_gpr_idx_off
v_mov_b32 v2, v10
""", init=init, vgprs=32).state
    assert np.all(st.vgpr[0, 4] == 307) and np.all(st.vgpr[0, 1] == 0)   # v[1+3] = v[10+3]
    assert np.all(st.vgpr[0, 23] == 307 + 107)   # v[20+3] = v[10+3] + v11 (src1 not indexed)
    assert np.all(st.vgpr[0, 2] == 7) and np.all(st.vgpr[0, 5] == 0)     # mode off: plain v2 = v10
