"""The stdlib macros compute what they promise: run on the masm simulator and compared with Python integers."""

import numpy as np
import pytest

import masm

MASK64 = (1 << 64) - 1

KERNEL = """\
#include int64.inc
#include loops.inc
#include kernel.inc
kernel check
  args out:ptr, p:u64, q:u64, w32:u32
  v_temp_range 1..255
  s_temp_range 3..101
  mLoadArg64(out)
  mLoadArg64(p)
  mLoadArg64(q)
  mLoadArg32(w32)
  s_waitcnt lgkmcnt(0)
  s_temp d[2] align:2, flag, n
  v_temp zero, value, vp[2] align:2, vq[2] align:2, vd[2] align:2
  v_mov_b32 zero, 0

#macro STORE(slot, x)
  v_mov_b32 value, x
  global_store_dword zero, value, out[0:1] offset:![4*slot]
#endm
#macro STORE64(slot, x)
  STORE(slot, x[0])
  STORE(![slot+1], x[1])
#endm
#macro ADD3() s_add_u32 n, n, 3 #endm
#macro INNER() mRepeat(4, ADD3()) #endm

  s_add_u64(d, p, q)              STORE64(0, d)
  s_sub_u64(d, p, q)              STORE64(2, d)
  s_add_u64_k(d, p, $1234567890)  STORE64(4, d)
  s_add_u64_u32(d, p, w32)        STORE64(6, d)
  s_mov_b64_k(d, -3)              STORE64(8, d)
  s_shl_u64(d, p, 13)             STORE64(10, d)
  s_shr_u64(d, p, 13)             STORE64(12, d)
  s_sar_i64(d, p, 13)             STORE64(14, d)
  s_cmp_lt_u64(p, q)
  s_cselect_b32 flag, 1, 0        STORE(16, flag)
  s_cmp_gt_u64(p, q)
  s_cselect_b32 flag, 1, 0        STORE(17, flag)
  s_mov_b32 n, 0
  mRepeat(5, ADD3())              STORE(18, n)
  s_mov_b32 n, 0
  mRepeat(3, INNER())             STORE(19, n)
  s_mov_b32 n, 0
  mRepeat(0, ADD3())              STORE(20, n)

  v_mov_b32 vp[0], p[0]
  v_mov_b32 vp[1], p[1]
  v_mov_b32 vq[0], q[0]
  v_mov_b32 vq[1], q[1]
  v_add_u64(vd, vp, vq)           STORE64(21, vd)
  v_sub_u64(vd, vp, vq)           STORE64(23, vd)
  v_mov_b32 value, w32
  v_add_u64_u32(vd, p, value)     STORE64(25, vd)
  v_mov_b64_k(vd, $8000000000000001)  STORE64(27, vd)
  v_shl_u64(vd, vp, 33)           STORE64(29, vd)
  v_shr_u64(vd, vp, 33)           STORE64(31, vd)
  v_sar_i64(vd, vp, 33)           STORE64(33, vd)
  s_endpgm
endkernel
"""

SLOTS = 35


@pytest.fixture(scope="module", params=["gfx900", "gfx90a"])
def program(request):
    return masm.build(KERNEL, request.param)


def _sar(x, n):
    signed = x - (1 << 64) if x >> 63 else x
    return (signed >> n) & MASK64


@pytest.mark.parametrize("p, q, w32", [
    (0x0000_0001_FFFF_FFFF, 0x0000_0000_0000_0001, 0xFFFF_FFFF),     # carries across the dword boundary
    (0x0000_0000_0000_0005, 0x0000_0001_0000_0000, 7),               # borrows; p < q only in the high dword
    (0x8000_0000_0000_0000, 0x8000_0000_0000_0000, 0),               # equal: neither less nor greater
    (0xFFFF_FFFF_0000_0000, 0x0000_0000_FFFF_FFFF, 0x8000_0000),     # high dwords decide the compare
])
def test_int64_and_mrepeat_results(program, p, q, w32):
    out = np.zeros(SLOTS, dtype=np.uint32)
    masm.run(program, grid=(1,), args=[out, p, q, w32])
    got = [int(w) for w in out]

    def pair(slot):
        return got[slot] | got[slot + 1] << 32

    assert pair(0) == (p + q) & MASK64
    assert pair(2) == (p - q) & MASK64
    assert pair(4) == (p + 0x12_3456_7890) & MASK64
    assert pair(6) == (p + w32) & MASK64
    assert pair(8) == (-3) & MASK64
    assert pair(10) == (p << 13) & MASK64
    assert pair(12) == p >> 13
    assert pair(14) == _sar(p, 13)
    assert got[16] == int(p < q) and got[17] == int(p > q)
    assert got[18:21] == [15, 36, 0]
    assert pair(21) == (p + q) & MASK64
    assert pair(23) == (p - q) & MASK64
    assert pair(25) == (p + w32) & MASK64
    assert pair(27) == 0x8000_0000_0000_0001
    assert pair(29) == (p << 33) & MASK64
    assert pair(31) == p >> 33
    assert pair(33) == _sar(p, 33)
