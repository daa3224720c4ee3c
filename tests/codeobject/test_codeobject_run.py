"""`masm run` / `masm.run` on compiler-made code objects (clang-14 OpenCL, linked by ld.lld): the kernels compute what
their source says.  Inputs are small integers so that every result is exact whether the compiler fused or not."""
from __future__ import annotations

import numpy as np
import pytest
from click.testing import CliRunner

import masm
from masm.cli import main

from codeobject_helpers import compiler_objects

ARCHES = ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a")


@pytest.mark.parametrize("arch", ARCHES)
def test_saxpy_with_a_constant_table_through_the_command_line(tmp_path, monkeypatch, arch):
    hsaco = compiler_objects("saxpy_table", arch)[2]
    monkeypatch.chdir(tmp_path)
    np.save("in.npy", np.arange(100, dtype=np.float32))
    r = CliRunner().invoke(main, ["run", str(hsaco), "--grid", "2", "--block", "64", "--arg", "out:f32[130]",
                                  "--arg", "in.npy", "--arg", "2.5", "--arg", "100"])
    assert r.exit_code == 0, r.output
    assert "kernel saxpy_table: grid (2, 1, 1), block (64, 1, 1)" in r.output and "wrote out.npy" in r.output
    out = np.load("out.npy")
    table = np.array([1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5], np.float32)
    i = np.arange(100)
    assert np.array_equal(out[:100], np.float32(2.5) * i.astype(np.float32) + table[i & 7])
    assert not out[100:].any()


@pytest.mark.parametrize("arch", ARCHES)
def test_lds_barrier_and_f64_reduction(arch):
    co = compiler_objects("reduce", arch)[2].read_bytes()
    data = np.arange(1000, dtype=np.float64)
    out = np.zeros(1)
    masm.run(co, kernel="reduce_f64", block=(64,), args=[out, data, 1000])
    assert out[0] == data.sum()
    ints = np.arange(-50, 50, dtype=np.int32)
    masm.run(co, kernel="scale_i32", grid=(2,), block=(64,), args=[ints, -3, 100])
    assert np.array_equal(ints, np.arange(-50, 50) * -3 + np.arange(100))


@pytest.mark.parametrize("arch", ("gfx803", "gfx90a"))
def test_two_dimensional_ids_and_a_required_workgroup_size(arch):
    co = compiler_objects("grid2d", arch)[2].read_bytes()
    w, h = 20, 12
    src = np.arange(w * h, dtype=np.float32)
    out = np.zeros(w * h, np.float32)
    result = masm.run(co, grid=(3, 2), args=[out, src, w, h])        # the block is the kernel's 8x8
    assert result.block == (8, 8, 1)
    assert np.array_equal(out.reshape(w, h), src.reshape(h, w).T)
    with pytest.raises(masm.AssemblyError, match="declares at most 64"):
        masm.run(co, grid=(1,), block=(16, 8), args=[out, src, w, h])


@pytest.mark.parametrize("arch", ("gfx803", "gfx900"))
def test_half_precision(arch):
    co = compiler_objects("half_poly", arch)[2].read_bytes()
    x = np.arange(-10, 10, dtype=np.float16)
    out = np.zeros(20, np.float16)
    masm.run(co, args=[out, x, 20])
    want = (x.astype(np.float64) ** 2 * 0.5 + 2 * x - 1).astype(np.float16)
    assert np.array_equal(out, want)


def test_compiler_arguments_are_checked_by_their_c_types():
    co = compiler_objects("reduce", "gfx900")[2].read_bytes()
    with pytest.raises(masm.AssemblyError, match=r"argument 2 \(int\) is an integer: 1.5 is not one"):
        masm.run(co, kernel="scale_i32", args=[np.zeros(4, np.int32), 1.5, 4])
    with pytest.raises(masm.AssemblyError, match=r"argument 3 \(uint\): -1 is out of range"):
        masm.run(co, kernel="scale_i32", args=[np.zeros(4, np.int32), 1, -1])
    with pytest.raises(masm.AssemblyError, match="has 2 kernels .*choose one"):
        masm.run(co, args=[])


def test_a_relocatable_object_cannot_run(tmp_path):
    obj = compiler_objects("reduce", "gfx900")[1]
    r = CliRunner().invoke(main, ["run", str(obj), "--kernel", "scale_i32"])
    assert r.exit_code == 1
    assert "this is a relocatable object (ET_REL), not a loadable code object: link it first (ld.lld -shared" \
        in r.output
