"""masm's structured control flow, executed: per-lane results equal a Python model of the same program."""
import numpy as np
import pytest

import masm

KERNEL = """
#include kernel.inc
kernel cf
  args inp:ptr, out:ptr, n:u32
  numthreadpergroup 64
  v_temp_range 1..63
  s_temp_range 4..101
  s_temp inp[2] align:2, outp[2] align:2, n, k
  load_arg inp, inp
  load_arg outp, out
  load_arg n, n
  s_waitcnt lgkmcnt(0)
  v_temp gid, x, acc, i, j, t, total, addr[2] align:2
  mGlobalId1D(gid, 64)
  v_if_u32(gid < n)
    v_mad_u64_u32 addr[0:1], vcc, gid, 4, inp[0:1]
    global_load_dword x, addr[0:1], off
    s_waitcnt vmcnt(0)
    v_mov_b32 acc, 0
    v_mov_b32 i, 0
    v_while_u32(i < x)
      v_add_u32 i, 1, i
      v_if_u32(i = 3)
        _continue
      _endif
      v_if_u32(acc > 40)
        _break
      _endif
      v_mov_b32 j, 0
      v_while_u32(j < i)
        v_add_u32 j, 1, j
        v_and_b32 t, 1, j
        v_if_u32(t = 1)
          v_add_u32 acc, acc, j
        _else
          v_add_u32 acc, 1, acc
        _endif
      _endw
      v_if_u32(i = 7)
        v_xor_b32 acc, 0x100, acc
        _break
      _endif
    _endw
    v_mov_b32 total, 0
    s_mov_b32 k, 0
    s_while_u32(k < 10)
      s_add_u32 k, k, 1
      s_if_u32(k = 4)
        _continue
      _endif
      v_add_u32 total, k, total
      s_if_u32(k = 8)
        _break
      _endif
    _endw
    v_repeat
      v_add_u32 total, 3, total
    v_until_u32(total > x)
    v_mul_u32_u24 acc, 1000, acc
    v_add_u32 acc, acc, i
    v_mad_u64_u32 addr[0:1], vcc, gid, 4, outp[0:1]
    global_store_dword addr[0:1], acc, off
    v_add_co_u32 addr[0], vcc, 4 * 128, addr[0]
    v_addc_co_u32 addr[1], vcc, 0, addr[1], vcc
    global_store_dword addr[0:1], total, off
  _endif
  s_endpgm
endkernel
"""


def model(x: int) -> tuple[int, int]:
    acc = i = 0
    while i < x:
        i += 1
        if i == 3:
            continue
        if acc > 40:
            break
        j = 0
        while j < i:
            j += 1
            acc += j if j & 1 else 1
        if i == 7:
            acc ^= 0x100
            break
    total = 0
    k = 0
    while k < 10:
        k += 1
        if k == 4:
            continue
        total += k
        if k == 8:
            break
    while True:
        total += 3
        if total > x:
            break
    return (acc * 1000 + i) & 0xFFFFFFFF, total


@pytest.mark.parametrize("arch", ["gfx900", "gfx90a"])
def test_nested_vector_and_scalar_loops_match_python_model(arch):
    program = masm.build(KERNEL, arch, filename="cf.masm")
    n = 100                                      # two workgroups, the second one partly past n
    x = np.random.default_rng(3).integers(0, 60, n).astype(np.uint32)
    x[:8] = [0, 1, 2, 3, 7, 8, 40, 59]
    out = np.zeros(256, np.uint32)
    masm.run(program, grid=(2,), args=[x, out, n])
    want = [model(int(v)) for v in x]
    assert [int(v) for v in out[:n]] == [w[0] for w in want]
    assert [int(v) for v in out[128:128 + n]] == [w[1] for w in want]
    assert not out[n:128].any() and not out[128 + n:].any()
