"""`masm run --arg`: a value that does not fit its kernel argument is a clear error naming the argument."""
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from masm.cli import main

DAXPY2 = Path(__file__).resolve().parents[2] / "samples" / "daxpy" / "daxpy_2.masm"


def _run(tmp_path, monkeypatch, n="100", a="2.5", x="x.npy"):
    monkeypatch.chdir(tmp_path)
    np.save("x.npy", np.zeros(100))
    np.save("y.npy", np.zeros(100))
    return CliRunner().invoke(main, ["run", str(DAXPY2), "--grid", "2", "--arg", n, "--arg", a, "--arg", x,
                                     "--arg", "y.npy", "--arg", "z:f64[100]"])


@pytest.mark.parametrize("n, message", [
    ("100.5", "argument 1 'n' (u32) is an integer: 100.5 is not one"),
    ("1e2", "argument 1 'n' (u32) is an integer: 100.0 is not one"),
    ("-1", "argument 1 'n' (u32): -1 is out of range (0 to 4294967295)"),
    ("0x100000000", "argument 1 'n' (u32): 4294967296 is out of range (0 to 4294967295)"),
    ("x.npy", "argument 1 'n' (u32) is a scalar: pass a number, not an array"),
])
def test_run_rejects_a_value_that_does_not_fit_an_integer_argument(tmp_path, monkeypatch, n, message):
    r = _run(tmp_path, monkeypatch, n=n)
    assert r.exit_code == 1
    assert f"<command line>:1:1: error: {message}" in r.output
    assert "Traceback" not in r.output and not Path("z.npy").exists()


def test_run_rejects_a_number_for_a_pointer(tmp_path, monkeypatch):
    r = _run(tmp_path, monkeypatch, x="7")
    assert r.exit_code == 1
    assert "error: argument 3 'x' (ptr) is a pointer: pass a .npy file or NAME:TYPE[COUNT], not the number 7" \
        in r.output


def test_run_rejects_a_float_out_of_range(tmp_path, monkeypatch):
    r = _run(tmp_path, monkeypatch, a="1e400")
    assert r.exit_code == 0, r.output              # 1e400 parses as inf: an inf double is a legal f64 value
    r = _run(tmp_path, monkeypatch, a=str(10 ** 400))
    assert r.exit_code == 1
    assert "error: argument 2 'a' (f64): " in r.output and "is out of range (largest finite f64" in r.output


def test_run_accepts_the_extremes_of_the_range(tmp_path, monkeypatch):
    r = _run(tmp_path, monkeypatch, n="0xffffffff", a="-3")   # an integer is fine for a float argument
    assert r.exit_code == 1                                   # n is far past the arrays: the kernel faults ...
    assert "error: 8-byte load from unmapped address" in r.output   # ... in the simulator, not in argument checks
    r = _run(tmp_path, monkeypatch, n="0")
    assert r.exit_code == 0, r.output


def test_run_wrong_count_is_reported_before_a_wrong_value(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(main, ["run", str(DAXPY2), "--arg", "100.5"])
    assert r.exit_code == 1
    assert "takes 5 argument(s) (n:u32, a:f64, x:ptr, y:ptr, z:ptr), 1 given" in r.output


@pytest.mark.parametrize("value, message", [
    (100.5, "argument 1 'n' (u32) is an integer: 100.5 is not one"),
    (-1, "argument 1 'n' (u32): -1 is out of range (0 to 4294967295)"),
    (2**32, "argument 1 'n' (u32): 4294967296 is out of range (0 to 4294967295)"),
])
def test_the_python_api_refuses_values_that_do_not_fit_too(value, message):
    import masm
    program = masm.build(DAXPY2.read_text(), "gfx900", filename=str(DAXPY2))
    x = np.zeros(4)
    with pytest.raises(masm.AssemblyError) as err:
        masm.run(program, grid=(1,), args=[value, 2.0, x, x.copy(), x.copy()])
    assert err.value.diagnostics[0].message == message


@pytest.mark.parametrize("kind", ["fifo", "device", "folder"])
def test_an_array_file_that_is_not_a_regular_file_is_refused_without_reading(tmp_path, monkeypatch, kind):
    """`--arg x.npy` naming a FIFO blocked the run for good (np.load waits for a writer); a device never ends."""
    import os
    monkeypatch.chdir(tmp_path)
    if kind == "fifo":
        os.mkfifo("w.npy")
    elif kind == "device":
        os.symlink("/dev/zero", "w.npy")
    else:
        os.mkdir("w.npy")
    r = _run(tmp_path, monkeypatch, x="w.npy")
    assert r.exit_code == 1
    assert "<command line>:1:1: error: cannot read w.npy: not a regular file" in r.output
    assert not Path("z.npy").exists()


def test_two_arguments_saved_to_one_file_are_refused_before_the_run(tmp_path, monkeypatch):
    """A new output array named like another argument's file would overwrite it (one result silently lost)."""
    r = _run(tmp_path, monkeypatch, x="z:f64[100]")
    assert r.exit_code == 1
    assert "<command line>:1:1: error: arguments 3 and 5 would both be saved to z.npy: give each new array a name " \
           "of its own" in r.output
    assert not Path("z.npy").exists()
    r = _run(tmp_path, monkeypatch, x="y:f64[100]")
    assert r.exit_code == 1 and "arguments 3 and 4 would both be saved to y.npy" in r.output


def test_one_input_file_read_twice_is_fine(tmp_path, monkeypatch):
    r = _run(tmp_path, monkeypatch, x="y.npy")
    assert r.exit_code == 0, r.output
    assert "wrote z.npy" in r.output and np.array_equal(np.load("z.npy"), np.zeros(100))


_WRITES_BOTH = """kernel twice
  args p:ptr, q:ptr
  s_load_dwordx2 s[4:5], s[0:1], 0
  s_load_dwordx2 s[6:7], s[0:1], 8
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v2, 1
  v_mov_b32 v3, 2
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v2, s[4:5]
  global_store_dword v1, v3, s[6:7]
  s_endpgm
endkernel
"""


def test_one_file_changed_two_ways_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("twice.masm").write_text(_WRITES_BOTH)
    np.save("p.npy", np.zeros(64, np.uint32))
    r = CliRunner().invoke(main, ["run", "twice.masm", "--arg", "p.npy", "--arg", "p.npy"])
    assert r.exit_code == 1
    assert "p.npy was given as arguments 1 and 2, and the kernel left the two copies different: nothing is " \
           "written" in r.output
    assert np.array_equal(np.load("p.npy"), np.zeros(64, np.uint32))


HIP = Path(__file__).resolve().parents[1] / "llvm_syntax" / "compiler" / "clang19-gfx90a-hip_kernels.s"


def test_a_hip_kernels_untyped_by_value_arguments_take_numbers_of_their_size():
    """HIP's metadata gives a by-value argument only its size (`axpy(float *y, const float *x, float a, int n)`):
    an integer is packed as an integer of that size, a float as the float of that size (f32 here)."""
    import masm
    program = masm.build(HIP.read_text(), filename=str(HIP))
    x = np.arange(300, dtype=np.float32)
    for a in (2.5, np.float32(2.5)):
        y = np.full(300, 3.0, dtype=np.float32)
        masm.run(program, "axpy", grid=(2, 1, 1), block=(256, 1, 1), args=[y, x, a, 300])
        assert np.array_equal(y, (2.5 * np.arange(300) + 3.0).astype(np.float32))     # (exact in f32)


@pytest.mark.parametrize("a, message", [
    (np.float64(2.5), "argument 3 (by_value) has no type in the metadata (4 bytes): a 8-byte float64 does not fit it (pass a "
                      "Python float, taken as f32)"),
    (3e38 * 10, "argument 3 (by_value): 3e+39 is out of range (largest finite f32: 3.4028234663852886e+38)"),
])
def test_an_untyped_by_value_argument_refuses_a_float_of_another_size(a, message):
    import masm
    from masm.sim.errors import SimulationError
    program = masm.build(HIP.read_text(), filename=str(HIP))
    with pytest.raises(SimulationError) as info:
        masm.run(program, "axpy", grid=(1, 1, 1), block=(256, 1, 1),
                 args=[np.zeros(256, np.float32), np.zeros(256, np.float32), a, 256])
    assert message in str(info.value)


def test_run_passes_a_float_to_a_hip_kernel_from_the_command_line(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    np.save("x.npy", np.arange(256, dtype=np.float32))
    np.save("y.npy", np.ones(256, dtype=np.float32))
    r = CliRunner().invoke(main, ["run", str(HIP), "--kernel", "axpy", "--grid", "1", "--block", "256",
                                  "--arg", "y.npy", "--arg", "x.npy", "--arg", "0.5", "--arg", "256"])
    assert r.exit_code == 0, r.output
    assert np.array_equal(np.load("y.npy"), (0.5 * np.arange(256) + 1.0).astype(np.float32))
