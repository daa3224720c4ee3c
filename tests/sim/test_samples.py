"""The samples, run on the simulator: DAXPY 1-5 bit-identical to an exact fused multiply-add, and the Groestlcoin
kernel against a Groestl reference (the groestlcoin-hash package when installed, else tests/sim/groestl_reference)."""
import os
from pathlib import Path

import numpy as np
import pytest

import masm
from masm.diagnostics import AssemblyError
from masm.sim import run_dispatches
from masm.sim.fp import fma_f64

from groestl_reference import groestlcoin_hash as python_groestlcoin_hash

ROOT = Path(__file__).resolve().parents[2]
DAXPY = ROOT / "samples" / "daxpy"
GROESTL = ROOT / "samples" / "groestl" / "groestl.masm"


def _build(path: Path, arch: str):
    if not path.exists():
        pytest.skip(f"{path.relative_to(ROOT)} does not exist yet")
    try:
        return masm.build(path.read_text(), arch, filename=str(path), include_dirs=[str(path.parent)])
    except AssemblyError as e:
        pytest.skip(f"{path.name} does not build yet: {str(e).splitlines()[0]}")


# (sample, n, elements per work-item, single workgroup): n is not a multiple of the block size except for daxpy_4,
# which has no bounds check by design
CASES = [(1, 1000, 1, True), (2, 1000, 1, False), (3, 1000, 1, False), (4, 1024, 1, False), (5, 1001, 2, False),
         (5, 1024, 2, False)]


@pytest.mark.parametrize("arch", ["gfx900", "gfx90a"])
@pytest.mark.parametrize("sample,n,per_item,single", CASES)
def test_daxpy_bit_identical_to_exact_fma(sample, n, per_item, single, arch):
    program = _build(DAXPY / f"daxpy_{sample}.masm", arch)
    block = program.kernels[0].workgroup_size[0]
    rng = np.random.default_rng(sample * 1000 + n)
    x = rng.standard_normal(n) * np.exp2(rng.integers(-30, 30, n))
    y = -x * 1.7 * (1 + rng.standard_normal(n) * 1e-9)          # cancellation: an unfused a*x+y differs
    z = np.full(n + 8, np.nan)                                   # guard elements must stay untouched
    a = 1.7
    grid = 1 if single else -(-n // (block * per_item))
    result = masm.run(program, grid=(grid,), args=[n, a, x, y, z])
    want = fma_f64(np.full(n, a), x, y)
    assert np.array_equal(z[:n].view(np.uint64), want.view(np.uint64))
    assert np.all(np.isnan(z[n:]))
    assert (want != a * x + y).any()
    assert result.waves == grid * -(-block // 64)


def _groestl_reference():
    try:
        import groestlcoin_hash
        return lambda header: groestlcoin_hash.getHash(header, len(header))[:32]
    except ImportError:
        return python_groestlcoin_hash


def test_python_groestl_reference_matches_the_package_when_installed():
    try:
        import groestlcoin_hash
    except ImportError:
        pytest.skip("groestlcoin-hash not installed (pip install groestlcoin-hash)")
    for _ in range(3):
        header = os.urandom(80)
        assert python_groestlcoin_hash(header) == groestlcoin_hash.getHash(header, 80)[:32]


def test_groestl_kernel_matches_reference_for_64_headers():
    """64 dispatches (random header and nonce base each) of one wave, simulated together."""
    program = _build(GROESTL, "gfx900")
    reference = _groestl_reference()
    fast_reference = reference is not python_groestlcoin_hash
    rng = np.random.default_rng(42)
    dispatches, items = 64, 64
    headers = rng.integers(0, 256, (dispatches, 80), dtype=np.uint8)
    bases = rng.integers(0, 2**32, dispatches, dtype=np.uint64)
    bases[0] = 2**32 - 5                                   # the nonce wraps inside the wave
    outs = [np.zeros(32 * items + 32, np.uint8) for _ in range(dispatches)]
    run_dispatches(program, [[headers[i], outs[i], int(bases[i])] for i in range(dispatches)],
                   kernel="groestlcoin", grid=(1,), block=(items,))
    checked = range(items) if fast_reference else (0, 5, items - 1)   # the pure-Python reference is slow
    for i in range(dispatches):
        hb = bytearray(headers[i].tobytes())
        for g in checked:
            hb[76:80] = ((int(bases[i]) + g) & 0xFFFFFFFF).to_bytes(4, "little")
            assert outs[i][32 * g:32 * g + 32].tobytes() == reference(bytes(hb)), f"dispatch {i}, work-item {g}"
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


def test_matvec_sample_against_fma_chain():
    program = _build(MATVEC, "gfx906")
    nvec = 700                                                # last workgroup partly empty
    rng = np.random.default_rng(5)
    A = rng.standard_normal(16).astype(np.float32)
    x = rng.standard_normal(4 * nvec).astype(np.float32)
    b = np.zeros(4 * nvec + 4, np.float32)
    block = program.kernels[0].workgroup_size[0]
    masm.run(program, grid=(-(-nvec // block),), args=[A, x, b, nvec])
    from fractions import Fraction
    from conftest import round_fraction

    def rnd(q):
        return np.float32(round_fraction(q, 24, -126, 3.5e38))
    want = np.zeros(4 * nvec, np.float32)
    for v in range(nvec):
        for r in range(4):
            o = rnd(Fraction(float(A[4 * r])) * Fraction(float(x[4 * v])))
            for col in range(1, 4):
                o = rnd(Fraction(float(A[4 * r + col])) * Fraction(float(x[4 * v + col])) + Fraction(float(o)))
            want[4 * v + r] = o
    assert np.array_equal(b[:4 * nvec].view(np.uint32), want.view(np.uint32))
    assert not b[4 * nvec:].any()
