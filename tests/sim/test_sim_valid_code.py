"""Valid code the simulator used to crash on (issue 13): each executes as the hardware does or stops with a located
error naming the instruction; endless loops are reported at once."""
from __future__ import annotations

import re

import numpy as np
import pytest
from click.testing import CliRunner

import masm
from masm.cli import main
from masm.sim import SimulationError, run_code
from masm.sim.operands import PRIVATE_APERTURE, SHARED_APERTURE

ENDPGM = "\ns_endpgm"


def _run(text: str, arch: str = "gfx900", init=None, **kw):
    return run_code(masm.assemble(text + ENDPGM, arch), arch, init=init, **kw).state


def _f16(bits) -> np.ndarray:
    return np.asarray(bits, np.uint32).astype(np.uint16).view(np.float16)


def test_aperture_sources_read_the_apertures():
    st = _run("v_mov_b32 v1, src_shared_limit\ns_mov_b64 s[2:3], src_shared_base\n"
              "s_mov_b64 s[4:5], src_private_limit\ns_mov_b32 s6, src_private_base\n"
              "v_mov_b32 v2, src_pops_exiting_wave_id")
    assert (st.vgpr[0, 1] == 0xFFFFFFFF).all()                 # a 32-bit read: the low half of base + 4 GiB - 1
    assert st.sgpr[0, 2] == 0 and st.sgpr[0, 3] == SHARED_APERTURE >> 32
    assert st.sgpr[0, 4] == 0xFFFFFFFF and st.sgpr[0, 5] == PRIVATE_APERTURE >> 32
    assert st.sgpr[0, 6] == 0 and (st.vgpr[0, 2] == 0).all()


def test_vop3_mac_takes_two_sources_and_accumulates_into_vdst():
    def init(st, _):
        st.vgpr[0, 1] = np.float32(1.5).view(np.uint32)
        st.vgpr[0, 3] = np.float32(0.25).view(np.uint32)
        st.vgpr[0, 2] = np.float32(2.0).view(np.uint32)
        st.sgpr[0, 0] = np.float32(3.0).view(np.uint32)
    st = _run("v_mac_f32_e64 v1, 0, 0\nv_mac_f32_e64 v3, s0, v2", init=init)
    assert (st.vgpr[0, 1].view(np.float32) == 1.5).all()       # 1.5 + 0 * 0
    assert (st.vgpr[0, 3].view(np.float32) == 6.25).all()      # 0.25 + 3 * 2


def test_vop3_mac_f16():
    def init(st, _):
        st.vgpr[0, 1] = np.float16(0.5).view(np.uint16)
        st.vgpr[0, 2] = np.float16(3.0).view(np.uint16)
        st.sgpr[0, 0] = np.float16(-2.0).view(np.uint16)
    st = _run("v_mac_f16_e64 v1, s0, v2", "gfx803", init=init)
    assert (_f16(st.vgpr[0, 1]) == np.float16(-5.5)).all()


def test_gfx90a_vop3_fmac_f64_with_a_scalar_pair_twice():
    def init(st, _):
        st.sgpr[0, 0:2] = np.array([1.5]).view(np.uint32)
        st.vgpr[0, 2] = np.array([0.75]).view(np.uint32)[0]
        st.vgpr[0, 3] = np.array([0.75]).view(np.uint32)[1]
    st = _run("v_fmac_f64_e64 v[2:3], s[0:1], s[0:1]", "gfx90a", init=init)
    got = (st.vgpr[0, 2].astype(np.uint64) | st.vgpr[0, 3].astype(np.uint64) << np.uint64(32)).view(np.float64)
    assert (got == 1.5 * 1.5 + 0.75).all()


def test_executing_data_words_decodes_them_as_the_hardware_would():
    """0x4ae2fbf7 0xe5d8bb53 is v_madak_f16 v113, v247, v125 with K = the literal's low half (0xbb53)."""
    def init(st, _):
        st.vgpr[0, 247] = np.float16(2.0).view(np.uint16)
        st.vgpr[0, 125] = np.float16(1.5).view(np.uint16)
    code = (0x4AE2FBF7).to_bytes(4, "little") + (0xE5D8BB53).to_bytes(4, "little") + masm.assemble("s_endpgm")
    st = run_code(code, "gfx900", vgprs=256, init=init).state
    want = np.float16(np.float16(2.0) * np.float16(1.5)) + np.uint16(0xBB53).view(np.float16)
    assert (_f16(st.vgpr[0, 113]) == np.float16(want)).all()
    with pytest.raises(SimulationError, match=r"register index beyond the kernel's allocated registers \(64 VGPRs\) "
                                              r"in 'v_madak_f16 v113, v247, v125, 0xe5d8bb53' at code\+0x0"):
        run_code(code, "gfx900", vgprs=64)


def test_executing_data_words_through_masm_run_is_a_located_error(tmp_path):
    src = tmp_path / "data.masm"
    src.write_text("kernel k\n  .long 0x4ae2fbf7, 0xe5d8bb53\n  s_endpgm\nendkernel\n")
    r = CliRunner().invoke(main, ["run", str(src)])
    assert r.exit_code == 1
    assert f"{src}:2:3: error: register index beyond the kernel's allocated registers" in r.output
    assert "'v_madak_f16 v113, v247, v125, 0xe5d8bb53' at k+0x0" in r.output


def test_agpr_data_of_memory_instructions_is_the_agpr():
    """gfx90a's acc bit: FLAT/GLOBAL data is the AGPR, not the VGPR of the same number."""
    arch = "gfx90a"
    out = np.zeros(64, np.uint32)

    def init(st, addresses):
        st.vgpr[0, 2] = addresses["out"] & 0xFFFFFFFF
        st.vgpr[0, 3] = addresses["out"] >> 32
        st.vgpr[0, 2] += np.arange(64, dtype=np.uint32) * 4
        st.vgpr[0, 1] = 111
        st.agpr[0, 1] = 222
    run_code(masm.assemble("global_store_dword v[2:3], a1, off\ns_endpgm", arch), arch, vgprs=8, agprs=4,
             buffers={"out": out}, init=init)
    assert (out == 222).all()


def test_agpr_outside_the_allocation_is_a_located_error():
    code = masm.assemble("global_store_dword v[2:3], a1, off\ns_endpgm", "gfx90a")
    with pytest.raises(SimulationError, match=r"beyond the kernel's allocated registers \(8 VGPRs, 0 AGPRs\) in "
                                              r"'global_store_dword v\[2:3\], a1, off'"):
        run_code(code, "gfx90a", vgprs=8)


def test_a_gfx90a_kernel_without_agprs_reads_the_unified_file_past_accum_offset():
    """No AGPRs declared: accum_offset 4, 8 VGPRs allocated (granule 8), so a1 is unified register 5 = v5."""
    src = """kernel k
  args out:ptr
  s_load_dwordx2 s[2:3], s[0:1], 0
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v3, 77
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v3, s[2:3]
  s_endpgm
endkernel
"""
    program = masm.build(src, "gfx90a")
    out = np.zeros(64, np.uint32)
    masm.run(program, args=[out])
    assert (out == 77).all()


def test_s_movreld_writes_the_constant_to_the_m0_relative_register():
    def init(st, _):
        st.sgpr[0, 124] = 5
    st = _run("s_movreld_b32 s0, 1\ns_movreld_b64 s[8:9], -2", init=init)
    assert st.sgpr[0, 5] == 1 and st.sgpr[0, 0] == 0
    assert st.sgpr[0, 13] == 0xFFFFFFFE and st.sgpr[0, 14] == 0xFFFFFFFF


def test_s_movrel_outside_the_sgprs_is_a_located_error():
    def init(st, _):
        st.sgpr[0, 124] = 200
    with pytest.raises(SimulationError, match=r"the M0-relative register s200 \(M0 = 200\) is outside s0..s101 in "
                                              r"'s_movreld_b32 s0, 1'"):
        _run("s_movreld_b32 s0, 1", init=init)


def test_an_endless_loop_is_reported_when_the_state_repeats(tmp_path):
    src = tmp_path / "loop.masm"
    src.write_text("kernel k\n@l: s_branch @l\n  s_endpgm\nendkernel\n")
    r = CliRunner().invoke(main, ["run", str(src)])
    assert r.exit_code == 1
    assert f"{src}:2:5: error: endless loop: after " in r.output
    steps = int(r.output.split("after ")[1].split(" instruction")[0].replace(",", ""))
    assert steps <= 8192                                  # the state repeats: found at the first samples
    assert "so the kernel can never finish in 's_branch -1' at k+0x0" in r.output


def test_a_spin_wait_on_memory_nobody_writes_is_an_endless_loop():
    code = masm.assemble("""
loop:
  global_load_dword v1, v[4:5], off
  s_waitcnt vmcnt(0)
  v_cmp_eq_u32 vcc, 0, v1
  s_cbranch_vccnz loop
  s_endpgm""", "gfx900")
    flag = np.zeros(1, np.uint32)

    def init(st, addresses):
        st.vgpr[0, 4] = addresses["flag"] & 0xFFFFFFFF
        st.vgpr[0, 5] = addresses["flag"] >> 32
    with pytest.raises(SimulationError, match="endless loop"):
        run_code(code, "gfx900", buffers={"flag": flag}, init=init, step_limit=None)


def test_a_loop_that_changes_state_stops_at_the_step_limit(tmp_path):
    src = tmp_path / "count.masm"
    src.write_text("kernel k\n  s_mov_b32 s5, 0\n@l: s_add_u32 s5, s5, 1\n  s_branch @l\n  s_endpgm\nendkernel\n")
    r = CliRunner().invoke(main, ["run", str(src), "--max-steps", "5000"])
    assert r.exit_code == 1
    assert "error: the kernel did not finish after 5,000 instruction steps (an endless loop? `masm run --max-steps N`" \
        in r.output
    with pytest.raises(SimulationError, match="did not finish after 300 instruction steps"):
        masm.run(masm.build(src.read_text(), filename=str(src)), step_limit=300)


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx90a"])
def test_random_words_execute_or_stop_with_a_located_error(arch):
    """Data executed as code: whatever the words decode to runs or is a located error, never a simulator fault."""
    from hypothesis import given, settings, strategies as st_

    endpgm = masm.assemble("s_endpgm", arch)

    @settings(max_examples=150, deadline=None, derandomize=True)
    @given(st_.lists(st_.integers(0, 2**32 - 1), min_size=1, max_size=3))
    def check(words):
        code = b"".join(w.to_bytes(4, "little") for w in words) + endpgm
        try:
            run_code(code, arch, vgprs=32, step_limit=100)
        except SimulationError as e:
            assert not e.internal, e.message
    check()


def test_a_loop_that_changes_state_stops_at_the_time_limit(tmp_path):
    """The default budget is time-aware: a loop that never repeats its state is reported after `--time-limit`
    seconds of CPU time of one batch (10 by default), long before 2,000,000 steps on a slow machine."""
    src = tmp_path / "count.masm"
    src.write_text("kernel k\n  s_mov_b32 s5, 0\n@l: s_add_u32 s5, s5, 1\n  v_add_u32 v1, v1, 1\n  s_branch @l\n"
                   "  s_endpgm\nendkernel\n")
    r = CliRunner().invoke(main, ["run", str(src), "--max-steps", "0", "--time-limit", "0.2"])
    assert r.exit_code == 1, r.output
    # the clock is read every 4,096 steps: the loop stops at whichever of its three instructions that falls on
    assert re.search(re.escape(str(src)) + r":[345]:\d+: error: the kernel did not finish within 0\.2 s of CPU time "
                     r"\([\d,]+ instruction steps;", r.output), r.output
    assert "an endless loop? `masm run --time-limit S`" in r.output
    with pytest.raises(SimulationError, match=r"did not finish within 0.2 s of CPU time \([\d,]+ instruction steps"):
        masm.run(masm.build(src.read_text(), filename=str(src)), step_limit=None, time_limit=0.2)
    option = next(p for p in main.commands["run"].params if p.name == "time_limit")
    assert option.default == 10.0 and option.show_default


def test_a_long_but_finite_loop_is_not_stopped_without_limits():
    """time_limit=None and step_limit=None run to the end."""
    st = _run("s_mov_b32 s5, 0\nl:\ns_add_u32 s5, s5, 1\ns_cmp_lt_u32 s5, 20000\ns_cbranch_scc1 l",
              step_limit=None, time_limit=None)
    assert int(st.sgpr[0, 5]) == 20000
