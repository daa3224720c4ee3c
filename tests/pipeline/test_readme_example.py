"""The README's example kernel builds, and computes what it says on the simulator."""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import masm

README = Path(__file__).resolve().parents[2] / "README.md"


@pytest.mark.parametrize("arch", ["gfx900", "gfx90a"])
def test_readme_kernel_doubles_the_first_n_elements(arch):
    # on gfx90a `v_temp addr[2]` is a 64-bit address: it must be given an even first register by itself
    source = re.search(r"```masm\n(.*?)```", README.read_text(), re.S).group(1)
    program = masm.build(source, arch, filename="scale.masm")
    assert [k.name for k in program.kernels] == ["scale"]
    n = 1000                                   # not a multiple of the 256-thread workgroup
    x = np.random.default_rng(7).standard_normal(1024).astype(np.float32)
    z = np.full(1024, -1.0, np.float32)
    masm.run(program, grid=(4,), args=[n, x, z])
    assert np.array_equal(z[:n], x[:n] + x[:n])
    assert np.all(z[n:] == -1.0)               # lanes past n did not store
