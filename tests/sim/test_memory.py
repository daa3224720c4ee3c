"""Global (FLAT/GLOBAL/MUBUF), scalar and LDS memory, atomics, barriers, and the errors for bad accesses."""
import numpy as np
import pytest

from conftest import run_asm
from masm.sim import SimulationError


def _ptr(st, sreg, addr):
    st.sgpr[:, sreg] = addr & 0xFFFFFFFF
    st.sgpr[:, sreg + 1] = addr >> 32


def test_global_load_store_saddr_and_vaddr64_forms():
    src = np.arange(128, dtype=np.uint32) * 7
    dst = np.zeros(128, np.uint32)

    def init(st, addr):
        _ptr(st, 0, addr["src"])
        _ptr(st, 2, addr["dst"])
        st.vgpr[:, 1] = np.arange(64) * 8                       # byte offsets of even dwords
        lo = (addr["dst"] + np.arange(64) * 8 + 4)
        st.vgpr[:, 4] = lo & 0xFFFFFFFF
        st.vgpr[:, 5] = lo >> 32
    run_asm("""
global_load_dwordx2 v[2:3], v1, s[0:1]
s_waitcnt vmcnt(0)
global_store_dword v1, v3, s[2:3]
global_store_dword v[4:5], v2, off
global_load_ubyte v6, v1, s[0:1] offset:1
""", buffers={"src": src, "dst": dst}, init=init)
    assert np.array_equal(dst[0::2], src[1::2]) and np.array_equal(dst[1::2], src[0::2])


def test_out_of_bounds_store_names_instruction_wave_and_lane():
    buf = np.zeros(16, np.uint32)

    def init(st, addr):
        _ptr(st, 0, addr["buf"])
        st.vgpr[:, 1] = np.arange(64) * 4        # lanes 16.. are past the 64-byte buffer
    with pytest.raises(SimulationError) as e:
        run_asm("global_store_dword v1, v1, s[0:1]", buffers={"buf": buf}, init=init)
    msg = str(e.value)
    assert "global_store_dword v1, v1, s[0:1]" in msg or "global_store_dword" in msg
    assert "lane 16" in msg and "wave 0" in msg and "past the end of buf" in msg
    assert np.all(buf == 0)   # nothing was written


def test_inactive_lanes_may_hold_bad_addresses():
    buf = np.zeros(4, np.uint32)

    def init(st, addr):
        _ptr(st, 0, addr["buf"])
        st.vgpr[:, 1] = np.where(np.arange(64) < 4, np.arange(64) * 4, 0x7FFFFFF0)
        st.vgpr[:, 2] = np.arange(64) + 100
        st.sgpr[:, 126], st.sgpr[:, 127] = 0xF, 0
    run_asm("global_store_dword v1, v2, s[0:1]", buffers={"buf": buf}, init=init)
    assert list(buf) == [100, 101, 102, 103]


def test_global_atomics_in_lane_order_with_return():
    counter = np.zeros(2, np.uint32)

    def init(st, addr):
        _ptr(st, 0, addr["c"])
        st.vgpr[:, 1] = 0
        st.vgpr[:, 2] = 1
        st.vgpr[:, 5] = np.arange(64)
    r = run_asm("""
global_atomic_add v3, v1, v2, s[0:1] glc
global_atomic_umax v1, v5, s[0:1] offset:4
""", buffers={"c": counter}, init=init, waves=2)
    assert counter[0] == 128 and counter[1] == 63
    st = r.state
    assert sorted(int(x) for x in st.vgpr[:, 3].reshape(-1)) == list(range(128))


def test_scalar_loads_and_buffer_loads_with_range_check():
    data = np.arange(32, dtype=np.uint32) + 1000

    def init(st, addr):
        _ptr(st, 0, addr["d"])
        st.sgpr[:, 4] = addr["d"] & 0xFFFFFFFF
        st.sgpr[:, 5] = (addr["d"] >> 32) & 0xFFFF          # stride 0: raw buffer
        st.sgpr[:, 6] = 64                                   # num_records: 16 dwords in range
        st.sgpr[:, 7] = 0
        st.vgpr[:, 1] = np.arange(64) * 4
    st = run_asm("""
s_load_dwordx4 s[8:11], s[0:1], 0x10
s_waitcnt lgkmcnt(0)
buffer_load_dword v2, v1, s[4:7], 0 offen
s_mov_b32 s12, 8
buffer_load_dword v3, v1, s[4:7], s12 offen offset:4
""", buffers={"d": data}, init=init).state
    assert list(st.sgpr[0, 8:12]) == [1004, 1005, 1006, 1007]
    assert list(st.vgpr[0, 2, :16]) == list(range(1000, 1016)) and np.all(st.vgpr[0, 2, 16:] == 0)
    # the range check applies to offset + inst_offset (15 dwords fit), soffset only moves the base
    assert list(st.vgpr[0, 3, :15]) == list(range(1003, 1018)) and np.all(st.vgpr[0, 3, 15:] == 0)


def test_lds_read2_write2_atomics_and_barrier_across_waves():
    # 4 waves in one workgroup: each writes its lane ids, barrier, then reads the next wave's values
    def init(st, _):
        st.sgpr[:, 0] = np.arange(st.count)
        st.vgpr[:, 0] = np.arange(64)
    r = run_asm("""
s_lshl_b32 s1, s0, 6
v_add_u32 v1, s1, v0
v_lshlrev_b32 v2, 3, v1
v_mov_b32 v3, 7
ds_write2_b32 v2, v1, v3 offset1:1
v_mov_b32 v4, 1
v_mov_b32 v5, 0
ds_add_u32 v5, v4 offset:4096
s_waitcnt lgkmcnt(0)
s_barrier
s_add_u32 s2, s0, 1
s_and_b32 s2, s2, 3
s_lshl_b32 s2, s2, 6
v_add_u32 v6, s2, v0
v_lshlrev_b32 v6, 3, v6
ds_read2_b32 v[7:8], v6 offset1:1
ds_read_b32 v9, v5 offset:4096
s_waitcnt lgkmcnt(0)
""", init=init, waves=4, waves_per_group=4)
    st = r.state
    for w in range(4):
        nxt = (w + 1) % 4
        assert list(st.vgpr[w, 7]) == [nxt * 64 + i for i in range(64)]
        assert np.all(st.vgpr[w, 8] == 7)
        assert np.all(st.vgpr[w, 9] == 256)     # all 256 lanes added 1 before the barrier


def test_lds_is_private_to_each_workgroup():
    def init(st, _):
        st.sgpr[:, 0] = np.arange(st.count)
    r = run_asm("""
v_mov_b32 v1, 0
v_mov_b32 v2, s0
ds_write_b32 v1, v2
s_waitcnt lgkmcnt(0)
s_barrier
ds_read_b32 v3, v1
s_waitcnt lgkmcnt(0)
""", init=init, waves=2, waves_per_group=1)
    assert np.all(r.state.vgpr[0, 3] == 0) and np.all(r.state.vgpr[1, 3] == 1)


def test_lds_out_of_range_is_an_error():
    def init(st, _):
        st.vgpr[:, 1] = np.arange(64) * 4 + 1000
    with pytest.raises(SimulationError) as e:
        run_asm("ds_read_b32 v2, v1", init=init, lds_bytes=1024)
    assert "LDS" in str(e.value) and "lane 6" in str(e.value)


def test_unsimulated_instruction_is_a_clear_error():
    with pytest.raises(SimulationError) as e:
        run_asm("v_interp_mov_f32 v0, p10, attr0.x")
    assert "v_interp_mov_f32" in str(e.value) and "not simulated" in str(e.value)


def test_endless_loop_is_reported():
    with pytest.raises(SimulationError) as e:
        run_asm("loop:\ns_branch loop", step_limit=1000)
    assert "did not finish" in str(e.value)


def test_scratch_is_private_to_each_lane():
    def init(st, _):
        st.vgpr[:, 1] = np.arange(64) + 100 * np.arange(st.count)[:, None]
        st.vgpr[:, 2] = 8
    r = run_asm("""
scratch_store_dword v2, v1, off offset:4
s_movk_i32 s0, 12
scratch_store_dword off, v1, s0
scratch_load_dword v3, v2, off offset:4
scratch_load_dword v4, off, s0 offset:0
""", "gfx900", init=init, waves=2, private_bytes=64)
    st = r.state
    assert np.array_equal(st.vgpr[:, 3], st.vgpr[:, 1]) and np.array_equal(st.vgpr[:, 4], st.vgpr[:, 1])
    with pytest.raises(SimulationError, match="outside the kernel's 64 bytes of private memory"):
        run_asm("scratch_load_dword v3, v2, off offset:64", init=init, private_bytes=64)


def test_scalar_atomics_return_old_values():
    cell = np.array([5, 0, 0, 0], np.uint32)

    def init(st, addr):
        _ptr(st, 0, addr["c"])
        st.sgpr[:, 4] = 7
        st.sgpr[:, 6] = 99       # cmpswap: new value
        st.sgpr[:, 7] = 12       # compare value
    st = run_asm("""
s_atomic_add s4, s[0:1], 0x0 glc
s_waitcnt lgkmcnt(0)
s_atomic_cmpswap s[6:7], s[0:1], 0x0 glc
s_waitcnt lgkmcnt(0)
""", init=init, buffers={"c": cell}).state
    assert int(st.sgpr[0, 4]) == 5 and int(st.sgpr[0, 6]) == 12 and cell[0] == 99


def test_buffer_format_load_with_32bit_components_and_refusal_of_others():
    data = np.arange(16, dtype=np.uint32) + 50

    def init(st, addr, dfmt=11):
        st.sgpr[:, 4] = addr["d"] & 0xFFFFFFFF
        st.sgpr[:, 5] = (addr["d"] >> 32) & 0xFFFF
        st.sgpr[:, 6] = 64
        st.sgpr[:, 7] = 0xFAC | 4 << 12 | dfmt << 15          # xyzw, UINT, 32_32
        st.vgpr[:, 1] = (np.arange(64) % 8) * 8
    st = run_asm("buffer_load_format_xy v[2:3], v1, s[4:7], 0 offen", init=init, buffers={"d": data}).state
    assert list(st.vgpr[0, 2, :8]) == list(range(50, 66, 2)) and list(st.vgpr[0, 3, :8]) == list(range(51, 67, 2))
    with pytest.raises(SimulationError, match="not simulated"):
        run_asm("buffer_load_format_xy v[2:3], v1, s[4:7], 0 offen",
                init=lambda st, a: init(st, a, dfmt=5), buffers={"d": data})


def test_cross_lane_swizzle_and_bpermute():
    def init(st, _):
        st.vgpr[:, 1] = np.arange(64) * 3
        st.vgpr[:, 2] = ((63 - np.arange(64)) * 4)
    st = run_asm("""
ds_swizzle_b32 v3, v1 offset:swizzle(SWAP,16)
ds_bpermute_b32 v4, v2, v1
s_waitcnt lgkmcnt(0)
""", init=init).state
    lane = np.arange(64)
    assert np.array_equal(st.vgpr[0, 3], ((lane & 32) | ((lane & 31) ^ 16)) * 3)
    assert np.array_equal(st.vgpr[0, 4], (63 - lane) * 3)


def test_lds_exchange2_returns_old_values():
    def init(st, _):
        st.vgpr[:, 1] = np.arange(64) * 16
        st.vgpr[:, 2] = np.arange(64) + 1000
        st.vgpr[:, 3] = np.arange(64) + 2000
    st = run_asm("""
ds_write2_b32 v1, v1, v1 offset1:1
ds_wrxchg2_rtn_b32 v[4:5], v1, v2, v3 offset1:1
ds_read2_b32 v[6:7], v1 offset1:1
s_waitcnt lgkmcnt(0)
""", init=init).state
    lane = np.arange(64)
    assert np.array_equal(st.vgpr[0, 4], lane * 16) and np.array_equal(st.vgpr[0, 5], lane * 16)
    assert np.array_equal(st.vgpr[0, 6], lane + 1000) and np.array_equal(st.vgpr[0, 7], lane + 2000)


def test_spin_wait_on_a_flag_set_by_a_later_wave_finishes():
    flag = np.zeros(2, np.uint32)

    def init(st, addr):
        _ptr(st, 0, addr["f"])
        st.sgpr[:, 2] = np.arange(st.count)
    r = run_asm("""
s_cmp_eq_u32 s2, 0
s_cbranch_scc0 producer
wait:
s_load_dword s3, s[0:1], 0x0 glc
s_waitcnt lgkmcnt(0)
s_cmp_eq_u32 s3, 0
s_cbranch_scc1 wait
s_branch done
producer:
s_nop 0
s_nop 0
s_mov_b32 s4, 7
s_store_dword s4, s[0:1], 0x0 glc
s_waitcnt lgkmcnt(0)
done:
""", init=init, waves=2, waves_per_group=1, step_limit=100_000, buffers={"f": flag})
    assert flag[0] == 7 and int(r.state.sgpr[0, 3]) == 7


def test_ds_append_and_addtid():
    def init(st, _):
        st.sgpr[:, 126] = 0x0000FFFF           # 16 active lanes in each wave
        st.sgpr[:, 127] = 0
    r = run_asm("""
s_mov_b32 m0, 0x100
ds_append v1
s_waitcnt lgkmcnt(0)
s_mov_b32 m0, 0x200
v_mov_b32 v2, 0x77
ds_write_addtid_b32 v2
ds_read_addtid_b32 v3 offset:4
s_waitcnt lgkmcnt(0)
""", init=init, waves=2, waves_per_group=2)
    st = r.state
    assert np.all(st.vgpr[0, 1, :16] == 0) and np.all(st.vgpr[1, 1, :16] == 16)   # wave order, popcount(EXEC)
    assert list(st.vgpr[0, 3, :15]) == [0x77] * 15 and st.vgpr[0, 3, 15] == 0     # lane 15 reads the slot after


def test_accvgpr_moves_and_setreg_imm32():
    def init(st, _):
        st.vgpr[:, 1] = np.arange(64) + 5
    st = run_asm("""
v_accvgpr_write_b32 a3, v1
v_accvgpr_write_b32 a4, 7
v_accvgpr_read_b32 v2, a3
v_accvgpr_read_b32 v3, a4
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 0x5
s_getreg_b32 s10, hwreg(HW_REG_MODE, 0, 8)
""", "gfx908", init=init, agprs=8, mode=0xF0).state
    assert np.array_equal(st.vgpr[0, 2], np.arange(64) + 5) and np.all(st.vgpr[0, 3] == 7)
    assert int(st.sgpr[0, 10]) == 0x50


def test_running_off_the_end_of_the_code_is_an_error():
    from conftest import llvm_asm
    from masm.sim import run_code
    code = llvm_asm("s_mov_b32 s0, 1")                 # no s_endpgm
    with pytest.raises(SimulationError, match="left the code object"):
        run_code(code)


def test_ds_wrap_rtn():
    def init(st, _):
        st.vgpr[:, 1] = np.arange(64) * 4
        st.vgpr[:, 2] = np.arange(64)          # initial LDS values
        st.vgpr[:, 3] = 32                     # data0
        st.vgpr[:, 4] = 1000                   # data1
    st = run_asm("""
ds_write_b32 v1, v2
ds_wrap_rtn_b32 v5, v1, v3, v4
ds_read_b32 v6, v1
s_waitcnt lgkmcnt(0)
""", init=init).state
    lane = np.arange(64)
    assert np.array_equal(st.vgpr[0, 5], lane)
    assert np.array_equal(st.vgpr[0, 6], np.where(lane >= 32, lane - 32, lane + 1000))


def test_lds_address_is_a_32_bit_sum_of_base_and_offset():
    """A negative base with an offset that brings it into range (clang folds `t[63 - l]` so at -O3:
    `v_sub_u32 v14, 0, v14` then `ds_read_b128 v[2:5], v14 offset:1008`): the simulator stopped with an address
    outside LDS (0x1000003e0)."""
    def init(st, _):
        st.vgpr[:, 1] = np.uint32(0xFFFFFFF0)            # -16
        st.vgpr[:, 2] = np.arange(64, dtype=np.uint32) + 7
    r = run_asm("""
ds_write_b32 v1, v2 offset:32
s_waitcnt lgkmcnt(0)
v_mov_b32 v3, 16
ds_read_b32 v4, v3
s_waitcnt lgkmcnt(0)
""", init=init, lds_bytes=1024)
    assert np.all(r.state.vgpr[0, 4] == 70)           # the last lane's write to address 16 (-16 + 32)


def test_private_offsets_are_32_bit_sums_of_a_negative_vgpr_and_the_instruction_offset():
    # clang reads big[299 - k] of a private double array as `v_sub_u32 v1, 0, 8k` + `offset:2392`: the VGPR is
    # negative and the lane's offset (VGPR + offset) wraps in 32 bits (it was an access 4 GiB past the segment)
    from masm.sim.flat import scratch_resource

    def init(st, _):
        st.vgpr[:, 1] = (-8 * np.arange(64)).astype(np.int64).astype(np.uint32)   # 0, -8, -16, ...
        st.vgpr[:, 2] = np.arange(64) * 3 + 1
        for k, v in enumerate(scratch_resource()):
            st.sgpr[:, k] = v
    st = run_asm("""
scratch_store_dword v1, v2, off offset:512
scratch_load_dword v3, v1, off offset:512
buffer_store_dword v2, v1, s[0:3], 0 offen offset:516
buffer_load_dword v4, v1, s[0:3], 0 offen offset:516
s_movk_i32 s8, 504
scratch_load_dword v5, off, s8
buffer_load_dword v6, off, s[0:3], 0 offset:508
""", "gfx900", init=init, private_bytes=1024).state
    assert np.array_equal(st.vgpr[0, 3], st.vgpr[0, 2]) and np.array_equal(st.vgpr[0, 4], st.vgpr[0, 2])
    # lane 1 wrote at 512 - 8 and 516 - 8 of its own scratch
    assert int(st.vgpr[0, 5, 1]) == 4 and int(st.vgpr[0, 6, 1]) == 4
    # gfx940's scratch (the SVE form): built by masm, as llvm-mc 14 has no gfx942
    import masm
    program = masm.build("""
kernel negoff
  args out:ptr
  numthreadpergroup 64
  scratchsize 1024
  v_lshlrev_b32 v1, 3, v0
  v_sub_u32 v1, 0, v1
  v_mul_u32_u24 v2, 3, v0
  v_add_u32 v2, 1, v2
  scratch_store_dword v1, v2, off offset:600
  s_waitcnt vmcnt(0)
  scratch_load_dword v3, v1, off offset:600
  s_load_dwordx2 s[4:5], s[0:1], 0
  v_lshlrev_b32 v4, 2, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  global_store_dword v4, v3, s[4:5]
  s_endpgm
endkernel
""", "gfx942", filename="negoff.masm")
    out = np.zeros(64, np.uint32)
    masm.run(program, grid=(1,), args=[out])
    assert np.array_equal(out, np.arange(64) * 3 + 1)
