"""The samples, run on the simulator, against references that share no code with masm: DAXPY 1-5 bit-identical to
tests/reference/daxpy.py (an exactly rounded fused multiply-add in rationals), the Groestlcoin kernel against the
groestlcoin_hash C extension (a test dependency), matvec against tests/reference/matvec.py. A sample that does not
build is a failure."""
from pathlib import Path

import groestlcoin_hash
import numpy as np
import pytest

import masm
from masm.sim import run_dispatches
from tests.reference import daxpy as daxpy_reference
from tests.reference import matvec as matvec_reference

ROOT = Path(__file__).resolve().parents[2]
DAXPY = ROOT / "samples" / "daxpy"
GROESTL = ROOT / "samples" / "groestl" / "groestl.masm"


def _build(path: Path, arch: str):
    return masm.build(path.read_text(), arch, filename=str(path), include_dirs=[str(path.parent)])


# (sample, n, elements per work-item, single workgroup): n is not a multiple of the block size except for daxpy_4,
# which has no bounds check by design
CASES = [(1, 1000, 1, True), (2, 1000, 1, False), (3, 1000, 1, False), (4, 1024, 1, False), (5, 1001, 2, False),
         (5, 1024, 2, False)]


@pytest.mark.parametrize("arch", ["gfx900", "gfx90a", "gfx942"])
@pytest.mark.parametrize("sample,n,per_item,single", CASES)
def test_daxpy_bit_identical_to_the_reference(sample, n, per_item, single, arch):
    program = _build(DAXPY / f"daxpy_{sample}.masm", arch)
    block = program.kernels[0].workgroup_size[0]
    rng = np.random.default_rng(sample * 1000 + n)
    x = rng.standard_normal(n) * np.exp2(rng.integers(-30, 30, n))
    y = -x * 1.7 * (1 + rng.standard_normal(n) * 1e-9)          # cancellation: an unfused a*x+y differs
    z = np.full(n + 8, np.nan)                                   # guard elements must stay untouched
    a = 1.7
    grid = 1 if single else -(-n // (block * per_item))
    result = masm.run(program, grid=(grid,), args=[n, a, x, y, z])
    want = np.array(daxpy_reference.daxpy(a, x.tolist(), y.tolist()))
    assert np.array_equal(z[:n].view(np.uint64), want.view(np.uint64))
    assert np.all(np.isnan(z[n:]))
    assert (want != a * x + y).any()
    assert result.waves == grid * -(-block // 64)


def _groestlcoin_hash(header: bytes) -> bytes:
    return groestlcoin_hash.getHash(header, len(header))[:32]


@pytest.mark.parametrize("arch,dispatches", [("gfx900", 64), ("gfx942", 8)])
def test_groestl_kernel_matches_reference_for_64_headers(arch, dispatches):
    """64 dispatches (random header and nonce base each) of one wave, simulated together (gfx942: 8)."""
    program = _build(GROESTL, arch)
    rng = np.random.default_rng(42)
    items = 64
    headers = rng.integers(0, 256, (dispatches, 80), dtype=np.uint8)
    bases = rng.integers(0, 2**32, dispatches, dtype=np.uint64)
    bases[0] = 2**32 - 5                                   # the nonce wraps inside the wave
    outs = [np.zeros(32 * items + 32, np.uint8) for _ in range(dispatches)]
    run_dispatches(program, [[headers[i], outs[i], int(bases[i])] for i in range(dispatches)],
                   kernel="groestlcoin", grid=(1,), block=(items,))
    for i in range(dispatches):
        hb = bytearray(headers[i].tobytes())
        for g in range(items):
            hb[76:80] = ((int(bases[i]) + g) & 0xFFFFFFFF).to_bytes(4, "little")
            assert outs[i][32 * g:32 * g + 32].tobytes() == _groestlcoin_hash(bytes(hb)), f"dispatch {i}, work-item {g}"
        assert not outs[i][32 * items:].any()


SDWA = ROOT / "samples" / "sdwa" / "packed_f16.masm"
MATVEC = ROOT / "samples" / "matvec" / "matvec.masm"


@pytest.mark.parametrize("arch", ["gfx803", "gfx900"])
def test_packed_f16_samples_round_each_half_correctly(arch):
    """gfx803: 16-bit ops + SDWA for the high halves (v_mad_f16: unfused); gfx900: VOP3P (v_pk_fma_f16: fused)."""
    program = _build(SDWA, arch)
    n = 300                                                   # not a multiple of the 64-item workgroups
    rng = np.random.default_rng(7)
    a, b, c = (rng.standard_normal(2 * n).astype(np.float16) for _ in range(3))
    a[:6] = [np.inf, -0.0, 6e-8, 65504, np.nan, 1e-5]          # inf, signed zero, f16 denormals, overflow, NaN
    wide = [x.astype(np.float64) for x in (a, b, c)]
    from fractions import Fraction
    from conftest import round_fraction
    with np.errstate(all="ignore"):
        fused = np.array([round_fraction(Fraction(float(x)) * Fraction(float(y)) + Fraction(float(z)), 11, -14, 65504.0)
                          if np.isfinite([x, y, z]).all() else x * y + z for x, y, z in zip(*wide)]).astype(np.float16)
    unfused = ((wide[0] * wide[1]).astype(np.float16).astype(np.float64) + wide[2]).astype(np.float16)
    want = {"pk_add": (wide[0] + wide[1]).astype(np.float16), "pk_mul": (wide[0] * wide[1]).astype(np.float16),
            "pk_mad": unfused if arch == "gfx803" else fused}
    for kernel, expected in want.items():
        out = np.zeros(2 * n + 2, np.float16)
        masm.run(program, kernel=kernel, grid=(-(-n // 64),),
                 args=[a.view(np.uint32), b.view(np.uint32), c.view(np.uint32), out.view(np.uint32), n])
        got = out[:2 * n]
        same = (got.view(np.uint16) == expected.view(np.uint16)) | (np.isnan(got) & np.isnan(expected))
        assert same.all(), (kernel, np.nonzero(~same)[0][:5])
        assert not out[2 * n:].view(np.uint16).any()


@pytest.mark.parametrize("arch", ["gfx906", "gfx942"])
def test_matvec_sample_against_the_reference(arch):
    program = _build(MATVEC, arch)
    nvec = 700                                                # last workgroup partly empty
    rng = np.random.default_rng(5)
    A = rng.standard_normal(16).astype(np.float32)
    x = rng.standard_normal(4 * nvec).astype(np.float32)
    b = np.zeros(4 * nvec + 4, np.float32)
    block = program.kernels[0].workgroup_size[0]
    masm.run(program, grid=(-(-nvec // block),), args=[A, x, b, nvec])
    want = np.array(matvec_reference.matvec(A.tolist(), x.reshape(nvec, 4).tolist()), np.float32).reshape(-1)
    assert np.array_equal(b[:4 * nvec].view(np.uint32), want.view(np.uint32))
    assert not b[4 * nvec:].any()
