"""The simulator runs the non-MFMA instructions new in CDNA3 (gfx940/941/942) as the CDNA3 ISA reference describes
them; MFMA stays an error naming the instruction.  Expected values are computed here independently (Python integers,
numpy float64 rounded once)."""
from __future__ import annotations

import numpy as np
import pytest

import masm
from masm.sim import run_code
from masm.sim.errors import SimulationError

ARCH = "gfx942"
LANES = np.arange(64, dtype=np.uint64)


def run(text: str, init=None, arch: str = ARCH, **kw):
    return run_code(masm.assemble(text + "\ns_endpgm", arch), arch, init=init, **kw).state


def vgpr64(st, r: int) -> np.ndarray:
    return st.vgpr[0, r].astype(np.uint64) | st.vgpr[0, r + 1].astype(np.uint64) << np.uint64(32)


def set64(st, r: int, values) -> None:
    values = np.asarray(values, np.uint64)
    st.vgpr[0, r] = (values & np.uint64(0xFFFFFFFF)).astype(np.uint32)
    st.vgpr[0, r + 1] = (values >> np.uint64(32)).astype(np.uint32)


def lane_values(seed: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 2**64, 64, dtype=np.uint64)


@pytest.mark.parametrize("arch", ["gfx940", "gfx941", "gfx942"])
def test_v_mov_b64_moves_vgpr_pairs_sgpr_pairs_and_64_bit_constants(arch):
    a = lane_values(1)

    def init(st, _):
        set64(st, 2, a)
        st.sgpr[0, 6], st.sgpr[0, 7] = 0x89ABCDEF, 0x01234567
    st = run("v_mov_b64 v[4:5], v[2:3]\nv_mov_b64 v[6:7], s[6:7]\nv_mov_b64_e64 v[8:9], -1\n"
             "v_mov_b64 v[10:11], 0x3ff00000", init, arch)
    assert (vgpr64(st, 4) == a).all()
    assert (vgpr64(st, 6) == 0x0123456789ABCDEF).all()
    assert (vgpr64(st, 8) == 2**64 - 1).all()
    assert (vgpr64(st, 10) == 0x3FF00000).all()          # a 32-bit literal of a 64-bit integer operand: zero-extended


@pytest.mark.parametrize("shift", [0, 1, 2, 3, 4])
def test_v_lshl_add_u64_shifts_then_adds_in_64_bits(shift):
    a, c = lane_values(2), lane_values(3)

    def init(st, _):
        set64(st, 2, a)
        set64(st, 4, c)
        st.vgpr[0, 6] = shift
    st = run(f"v_lshl_add_u64 v[8:9], v[2:3], {shift}, v[4:5]\nv_lshl_add_u64 v[10:11], v[2:3], v6, v[4:5]", init)
    want = np.array([((int(x) << shift) + int(y)) % 2**64 for x, y in zip(a, c)], np.uint64)
    assert (vgpr64(st, 8) == want).all() and (vgpr64(st, 10) == want).all()


def test_v_lshl_add_u64_with_a_scalar_base_is_an_address():
    """The use compilers make of it: 64-bit base + (index << 2)."""
    def init(st, _):
        st.vgpr[0, 0] = np.arange(64, dtype=np.uint32)
        st.vgpr[0, 1] = 0
        st.sgpr[0, 4], st.sgpr[0, 5] = 0xFFFFFFF0, 0x7
    st = run("v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]", init)
    assert (vgpr64(st, 2) == 0x7FFFFFFF0 + 4 * LANES).all()


def test_v_fmamk_and_v_fmaak_are_fused_with_the_literal_in_place():
    rng = np.random.default_rng(4)
    x = rng.standard_normal(64).astype(np.float32)
    y = rng.standard_normal(64).astype(np.float32)
    k = np.float32(1.0000001)

    def init(st, _):
        st.vgpr[0, 1] = x.view(np.uint32)
        st.vgpr[0, 2] = y.view(np.uint32)
    kbits = int(k.view(np.uint32))
    st = run(f"v_fmamk_f32 v3, v1, 0x{kbits:x}, v2\nv_fmaak_f32 v4, v1, v2, 0x{kbits:x}", init)
    fmamk = (x.astype(np.float64) * np.float64(k) + y).astype(np.float32)   # exact product in f64, one rounding
    fmaak = (x.astype(np.float64) * y + np.float64(k)).astype(np.float32)
    assert (st.vgpr[0, 3] == fmamk.view(np.uint32)).all()
    assert (st.vgpr[0, 4] == fmaak.view(np.uint32)).all()


def test_v_add_u32_of_gfx9_runs_on_cdna3():
    def init(st, _):
        st.vgpr[0, 1] = np.arange(64, dtype=np.uint32)
    st = run("v_add_u32 v2, 0xffffffff, v1\nv_sub_u32 v3, v1, 1\nv_subrev_u32 v4, 100, v1", init)
    assert (st.vgpr[0, 2] == (np.arange(64) - 1) % 2**32).all()
    assert (st.vgpr[0, 3] == (np.arange(64) - 1) % 2**32).all()
    assert (st.vgpr[0, 4] == (np.arange(64) - 100) % 2**32).all()


def test_mfma_is_an_error_naming_the_instruction():
    code = masm.assemble("v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[0:1], v[2:3], a[0:15]\ns_endpgm", ARCH)
    with pytest.raises(SimulationError, match="v_mfma_f32_32x32x16_fp8_fp8"):
        run_code(code, ARCH, agprs=16)
