"""The launch ABI: kernarg segment, workgroup-id SGPRs, work-item-id VGPRs (packed on gfx90a), partial waves."""
import numpy as np
import pytest

import masm
from masm.sim import SimulationError

IDS_KERNEL = """
kernel ids
  args out:ptr, tag:u32
  numthreadpergroup 8, 4, 3
  v_temp_range 3..40
  s_temp_range 6..90
  s_temp base[2] align:2, tag, flat_group
  v_temp lin, t, u, addr[2] align:2, word, x, y, z
  load_arg base, out
  load_arg tag, tag
  s_waitcnt lgkmcnt(0)
#if MASM_ARCH_GFX90A
  v_and_b32 x, 0x3ff, local_ids_packed
  v_bfe_u32 y, local_ids_packed, 10, 10
  v_bfe_u32 z, local_ids_packed, 20, 10
#else
  v_mov_b32 x, local_id_x
  v_mov_b32 y, local_id_y
  v_mov_b32 z, local_id_z
#endif
  // flat group = gx + 2*(gy + 3*gz); linear id inside the group = x + 8*(y + 4*z)
  s_mul_i32 flat_group, group_id_z, 3
  s_add_u32 flat_group, flat_group, group_id_y
  s_mul_i32 flat_group, flat_group, 2
  s_add_u32 flat_group, flat_group, group_id_x
  v_mad_u32_u24 lin, z, 4, y
  v_mad_u32_u24 lin, lin, 8, x
  s_mul_i32 flat_group, flat_group, 96
  v_add_u32 lin, flat_group, lin
  // out[2*lin] = x | y << 8 | z << 16, out[2*lin + 1] = tag + lin
  v_lshlrev_b32 t, 8, y
  v_or_b32 word, x, t
  v_lshlrev_b32 t, 16, z
  v_or_b32 word, word, t
"""


def _kernel(arch):
    src = IDS_KERNEL.replace("#if MASM_ARCH_GFX90A", "#if 1" if arch == "gfx90a" else "#if 0")
    src += """  v_lshlrev_b32 t, 3, lin
  v_mov_b32 u, 0
  v_add_co_u32 addr[0], vcc, base[0], t
  v_mov_b32 t, base[1]
  v_addc_co_u32 addr[1], vcc, t, u, vcc
  global_store_dword addr[0:1], word, off
  v_mov_b32 t, tag
  v_add_u32 t, t, lin
  global_store_dword addr[0:1], t, off offset:4
  s_endpgm
endkernel
"""
    return src


@pytest.mark.parametrize("arch", ["gfx900", "gfx90a"])
def test_workitem_and_workgroup_ids_in_three_dimensions(arch):
    program = masm.build(_kernel(arch), arch, filename="ids.masm")
    grid = (2, 3, 2)
    groups = 12
    out = np.zeros(2 * 96 * groups + 4, np.uint32)
    result = masm.run(program, grid=grid, args=[out, 1000])
    assert result.waves == groups * 2                          # 96 work-items: one full and one partial wave
    words = out[:-4].reshape(-1, 2)
    for gz in range(2):
        for gy in range(3):
            for gx in range(2):
                g = gx + 2 * (gy + 3 * gz)
                for z in range(3):
                    for y in range(4):
                        for x in range(8):
                            lin = g * 96 + x + 8 * (y + 4 * z)
                            assert words[lin, 0] == x | y << 8 | z << 16
                            assert words[lin, 1] == 1000 + lin
    assert not out[-4:].any()


def test_too_large_block_and_bad_arguments_are_errors():
    program = masm.build(_kernel("gfx900"), "gfx900", filename="ids.masm")
    with pytest.raises(SimulationError, match="declares at most 96"):
        masm.run(program, grid=(1,), block=(128,), args=[np.zeros(4, np.uint32), 1])
    with pytest.raises(SimulationError, match=r"argument 1 'out' \(ptr\) is a pointer: pass a numpy array"):
        masm.run(program, grid=(1,), args=[5, 1])
    with pytest.raises(SimulationError, match="no kernel named 'nope'"):
        masm.run(program, kernel="nope", args=[np.zeros(4, np.uint32), 1])


@pytest.mark.parametrize("grid", ["abc", "4", 2.5, (2, 1.5), None, (True,), (), (1, 1, 1, 1), (0,), (-3, 1)])
def test_a_grid_that_is_not_1_to_3_whole_positive_sizes_is_a_located_error(grid):
    """`masm.run(grid="abc")` was a ValueError from int(); `grid=2.5` silently launched 2 workgroups."""
    program = masm.build(_kernel("gfx900"), "gfx900", filename="ids.masm")
    with pytest.raises(SimulationError, match=r"grid must be 1 to 3 positive sizes \(whole numbers\), got ") as e:
        masm.run(program, grid=grid, args=[np.zeros(4, np.uint32), 1])
    assert e.value.diagnostics[0].file == "<masm run>"
    out = np.zeros(2 * 96 * 2, np.uint32)
    result = masm.run(program, grid=np.int64(2), block=[np.int32(96)], args=[out, 1])   # numpy integers are sizes
    assert result.grid == (2, 1, 1) and result.block == (96, 1, 1) and result.waves == 4


def test_large_grids_run_in_several_batches(monkeypatch):
    import masm.sim.launch as launch
    from pathlib import Path
    from masm.sim.fp import fma_f64
    monkeypatch.setattr(launch, "MAX_BATCH_WAVES", 4)           # 4 waves per batch: 7 batches below
    path = Path(__file__).resolve().parents[2] / "samples" / "daxpy" / "daxpy_3.masm"
    program = masm.build(path.read_text(), "gfx900", filename=str(path))
    n = 7 * 256 - 3
    x, y, z = np.linspace(0, 1, n), np.linspace(2, 3, n), np.zeros(n)
    result = masm.run(program, grid=(7,), args=[n, 0.25, x, y, z])
    assert result.waves == 28
    assert np.array_equal(z.view(np.uint64), fma_f64(np.full(n, 0.25), x, y).view(np.uint64))
