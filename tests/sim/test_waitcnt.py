"""Using a register before the s_waitcnt that covers the load writing it is reported (hardware would read garbage)."""
import numpy as np
import pytest

from conftest import run_asm
from masm.sim import SimulationError


def _init(st, addr):
    st.sgpr[:, 0] = addr["d"] & 0xFFFFFFFF
    st.sgpr[:, 1] = addr["d"] >> 32
    st.vgpr[:, 1] = np.arange(64) * 4


def _run(text):
    return run_asm(text, init=_init, buffers={"d": np.arange(256, dtype=np.uint32)})


def test_missing_vmcnt_wait_is_reported_with_the_pending_load():
    with pytest.raises(SimulationError) as e:
        _run("global_load_dword v2, v1, s[0:1]\nv_add_u32 v3, v2, v2")
    msg = str(e.value)
    assert "v2 is used while the load at code+0x0 ('global_load_dword v2, v1, s[0:1]')" in msg
    assert "s_waitcnt vmcnt(0)" in msg and "'v_add_u32_e32 v3, v2, v2'" in msg and "(wave 0)" in msg


def test_in_order_vmcnt_counts_are_understood():
    st = _run("""
global_load_dword v2, v1, s[0:1]
global_load_dword v3, v1, s[0:1] offset:256
s_waitcnt vmcnt(1)
v_add_u32 v4, v2, v2
s_waitcnt vmcnt(0)
v_add_u32 v5, v3, v3
""").state
    assert np.array_equal(st.vgpr[0, 4], np.arange(64) * 2) and np.array_equal(st.vgpr[0, 5], (np.arange(64) + 64) * 2)
    with pytest.raises(SimulationError, match="v3 is used while the load"):
        _run("""
global_load_dword v2, v1, s[0:1]
global_load_dword v3, v1, s[0:1] offset:256
s_waitcnt vmcnt(1)
v_add_u32 v5, v3, v3
""")


def test_overwriting_a_register_a_load_is_still_writing_is_reported():
    with pytest.raises(SimulationError, match="v2 is used while the load"):
        _run("global_load_dword v2, v1, s[0:1]\nv_mov_b32 v2, 0\ns_waitcnt vmcnt(0)")


def test_scalar_loads_need_lgkmcnt_zero():
    with pytest.raises(SimulationError, match=r"s4 is used while the scalar load .* lgkmcnt\(0\)"):
        _run("""
s_load_dword s4, s[0:1], 0x0
ds_read_b32 v2, v1
s_waitcnt lgkmcnt(1)
s_add_u32 s5, s4, 1
""")
    st = _run("""
s_load_dword s4, s[0:1], 0x4
ds_read_b32 v2, v1
s_waitcnt lgkmcnt(0)
s_add_u32 s5, s4, 1
""").state
    assert int(st.sgpr[0, 5]) == 2


def test_lds_reads_complete_in_order():
    _run("""
ds_read_b32 v2, v1
ds_read_b32 v3, v1 offset:256
s_waitcnt lgkmcnt(1)
v_mov_b32 v4, v2
s_waitcnt lgkmcnt(0)
""")
    with pytest.raises(SimulationError, match=r"v3 is used .* lgkmcnt"):
        _run("""
ds_read_b32 v2, v1
ds_read_b32 v3, v1 offset:256
s_waitcnt lgkmcnt(1)
v_mov_b32 v4, v3
""")


def test_the_check_can_be_turned_off():
    r = run_asm("global_load_dword v2, v1, s[0:1]\nv_add_u32 v3, v2, v2", init=_init,
                buffers={"d": np.arange(256, dtype=np.uint32)}, check_waitcnt=False)
    assert np.array_equal(r.state.vgpr[0, 3], np.arange(64) * 2)


def test_a_buffer_access_with_off_reads_no_address_vgpr():
    """`buffer_store_dword v4, off, ...` has a vaddr field of 0 but reads no VGPR there: v0 may still be loading
    (clang's scratch spills do this; it once was a false report)."""
    st = _run("""
s_mov_b32 s4, 0
s_mov_b32 s5, 0
s_mov_b32 s6, 0
s_mov_b32 s7, 0
global_load_dword v0, v1, s[0:1]
buffer_store_dword v4, off, s[4:7], 0
s_waitcnt vmcnt(0)
v_mov_b32 v5, v0
""").state
    assert np.array_equal(st.vgpr[0, 5], np.arange(64))
    with pytest.raises(SimulationError, match="v0 is used while the load"):
        _run("global_load_dword v0, v1, s[0:1]\nbuffer_store_dword v4, v0, s[4:7], 0 offen\ns_waitcnt vmcnt(0)")


# a buffer resource over `d` in s[4:7], and M0 = 0: a load into LDS writes LDS at M0 + 4 * lane (assembled by llvm-mc
# 14: its syntax names a data register, which the load does not write)
_RESOURCE = "s_mov_b32 s4, s0\ns_mov_b32 s5, s1\ns_mov_b32 s6, 1024\ns_mov_b32 s7, 0x27000\ns_mov_b32 m0, 0\n"


def test_an_lds_access_before_the_load_into_lds_is_waited_for_is_reported():
    """A load into LDS (`lds`) completes on vmcnt; a DS read or write of LDS before that reads or overwrites what the
    load has not written yet (the static checks say the same, masm/checks/facts.LDS_MEMORY)."""
    for access in ("ds_read_b32 v3, v1", "ds_write_b32 v1, v1"):
        with pytest.raises(SimulationError, match=r"LDS is accessed while the load into LDS at code\+0x1c "
                                                   r"\('buffer_load_dword v0, v1, s\[4:7\], 0 offen lds'\)"):
            _run(_RESOURCE + "buffer_load_dword v0, v1, s[4:7], 0 offen lds\n" + access)
    st = _run(_RESOURCE + "buffer_load_dword v0, v1, s[4:7], 0 offen lds\ns_waitcnt vmcnt(0)\nds_read_b32 v3, v1\n"
              "s_waitcnt lgkmcnt(0)").state
    assert np.array_equal(st.vgpr[0, 3], np.arange(64))


def test_a_load_into_lds_writes_no_data_register():
    """llvm-mc 14's syntax names a data register (encoded, never written): using it is no missing wait."""
    st = _run(_RESOURCE + "v_mov_b32 v5, 7\nbuffer_load_dword v5, v1, s[4:7], 0 offen lds\nv_add_u32 v6, v5, v5\n"
              "s_waitcnt vmcnt(0)").state
    assert (st.vgpr[0, 6] == 14).all()


def test_a_scratch_address_register_is_checked_too():
    """The simulator's missing-wait check reads registers as the static checks do (checks/facts.py): a scratch
    instruction's VGPR address, which the table writes as a fixed `off`, was not read, and a missing wait went by."""
    with pytest.raises(SimulationError, match=r"v2 is used while the load at code\+0x0 "
                                               r"\('global_load_dword v2, v1, s\[0:1\]'\)"):
        _run("global_load_dword v2, v1, s[0:1]\nscratch_load_dword v3, v2, off\ns_waitcnt vmcnt(0)")
