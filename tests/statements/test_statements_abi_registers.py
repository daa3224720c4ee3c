"""Temp pools that overlap the registers the dispatcher fills: a temp never lands on an ABI register the kernel still
reads later (a read inside a loop counts to the loop's end), reusing one after its last read stays allowed, and when
the pool has nothing else the error names both."""
import numpy as np
import pytest

import masm
from masm.diagnostics import AssemblyError


def body(text: str, arch: str = "gfx900") -> list[str]:
    """The kernel's expanded instructions (masm expand without comments)."""
    out = masm.expand(f"kernel k\n{text}\nendkernel\n", arch, filename="k.masm")
    return [line.strip() for line in out.splitlines() if line.startswith("  ")]


def errors(text: str, arch: str = "gfx900") -> list[tuple[int, int, str]]:
    with pytest.raises(AssemblyError) as info:
        masm.build(f"kernel k\n{text}\nendkernel\n", arch, filename="k.masm")
    return [(d.line, d.column, d.message) for d in info.value.diagnostics if d.severity == "error"]


def _with_kernel_inc(text: str) -> str:
    return "#include kernel.inc\n" + text


def test_load_into_a_pool_over_the_abi_registers():
    out = masm.expand(_with_kernel_inc("""kernel k
  args out:ptr
  s_temp_range 0..10
  mLoadArg64(out)
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s20, group_id_x
  s_endpgm
endkernel
"""), "gfx900", filename="k.masm")
    code = [line.strip() for line in out.splitlines() if line.startswith("  ")]
    # s[0:1] is read by the load itself, s2 later: the pair goes to s[4:5], the first even pair above them
    assert code == ["s_load_dwordx2 s[4:5], s[0:1], 0x0", "s_waitcnt lgkmcnt(0)", "s_mov_b32 s20, s2", "s_endpgm"]


def test_vgpr_pool_from_zero_keeps_local_id_x_until_its_last_read():
    assert body("""  v_temp_range 0..10
  v_temp a
  v_mov_b32 a, 1
  v_mov_b32 v5, local_id_x
  s_endpgm""") == ["v_mov_b32 v1, 1", "v_mov_b32 v5, v0", "s_endpgm"]


def test_an_abi_register_is_reused_after_its_last_read():
    # realhet declares his pools over the ABI registers once he has copied what he needs
    assert body("""  v_temp_range 0..10
  v_mov_b32 v5, local_id_x
  v_temp a
  v_mov_b32 a, 1
  s_endpgm""") == ["v_mov_b32 v5, v0", "v_mov_b32 v0, 1", "s_endpgm"]


def test_a_read_by_number_counts():
    assert body("""  s_temp_range 0..10
  s_temp t, u[3]
  s_mov_b32 t, 0
  s_mov_b32 u[2], 0
  s_add_u32 s20, s2, s1
  s_endpgm""") == ["s_mov_b32 s0, 0", "s_mov_b32 s5, 0", "s_add_u32 s20, s2, s1", "s_endpgm"]


def test_a_read_through_an_alias_of_the_abi_register_counts():
    assert body("""  alias gid=group_id_x
  s_temp_range 2..10
  s_temp t
  s_mov_b32 t, 0
  s_mov_b32 s20, gid
  s_endpgm""") == ["s_mov_b32 s3, 0", "s_mov_b32 s20, s2", "s_endpgm"]


def test_a_read_inside_a_structured_loop_is_live_through_the_whole_loop():
    # the temp is declared after the read, in the loop: the next iteration reads v0 again
    assert body("""  v_temp_range 0..10
  s_while_u32(s4 < 10)
    v_mov_b32 v5, local_id_x
    enter
      v_temp a
      v_mov_b32 a, 1
    leave
    s_add_u32 s4, s4, 1
  _endw
  s_endpgm""")[2:4] == ["v_mov_b32 v5, v0", "v_mov_b32 v1, 1"]


def test_a_read_inside_a_label_loop_is_live_through_the_whole_loop():
    assert body("""  v_temp_range 0..10
@again:
  v_mov_b32 v5, local_id_x
  v_temp a
  v_mov_b32 a, 1
  s_cbranch_scc0 @again
  s_endpgm""")[1] == "v_mov_b32 v1, 1"


def test_after_the_loop_the_register_is_free_again():
    assert body("""  v_temp_range 0..10
  s_repeat
    v_mov_b32 v5, local_id_x
  s_until(scc1)
  v_temp a
  v_mov_b32 a, 1
  s_endpgm""")[-2] == "v_mov_b32 v0, 1"


def test_the_exec_save_of_a_vector_if_avoids_the_kernarg_pointer_still_read():
    # (group_id_x is never read here: s2 is free from the start)
    lines = body("""  s_temp_range 0..10
  v_if_u32(v1 < 5)
    v_mov_b32 v2, 0
  _endif
  s_load_dword s20, kernarg_ptr, 0
  s_endpgm""")
    assert lines[1] == "s_and_saveexec_b64 s[2:3], vcc"


def test_a_pool_of_only_abi_registers_still_read_refuses_naming_both():
    assert errors("""  v_temp_range 0..0
  v_temp a
  v_mov_b32 a, 1
  v_mov_b32 v5, local_id_x
  s_endpgm""") == [(3, 10, "temp 'a': out of temp registers in v_temp_range 0..0: 1 asked, 0 free; not free now: v0 "
                           "holds local_id_x, which the kernel reads up to k.masm:5:3")]


def test_group_id_y_and_the_kernarg_pointer_named_by_a_load():
    # group_id_y takes s3 when named; the kernarg pointer is read by every load_arg
    lines = body("""  args n:u32
  s_temp_range 0..8
  s_temp t[2] align:2
  s_mov_b64 t, 0
  load_arg s10, n
  s_mov_b32 s11, group_id_y
  s_endpgm""")
    assert lines[0] == "s_mov_b64 s[4:5], 0"


SIM_KERNEL = """#include kernel.inc
kernel ids
  args out:ptr
  numthreadpergroup 64
  v_temp_range 0..20
  s_temp_range 0..20
  mLoadArg64(out)
  s_waitcnt lgkmcnt(0)
  v_temp addr[2], value, offs
  v_lshlrev_b32 offs, 6, 1
  v_mul_u32_u24 value, group_id_x, offs
  v_add_u32 value, value, local_id_x
  v_lshlrev_b32 offs, 2, value
  v_add_co_u32 addr[0], vcc, out[0], offs
  v_mov_b32 addr[1], out[1]
  v_addc_co_u32 addr[1], vcc, 0, addr[1], vcc
  global_store_dword addr, value, off
  s_endpgm
endkernel
"""


def test_pools_over_the_abi_registers_compute_the_right_ids_on_the_simulator():
    program = masm.build(SIM_KERNEL, "gfx900", filename="ids.masm")
    out = np.full(256, -1, np.int32)
    masm.run(program, grid=(4,), args=[out])
    assert np.array_equal(out, np.arange(256, dtype=np.int32))
