"""HIP's dynamic shared memory (`extern __shared__`): the launch gives each workgroup LDS after the kernel's own
(`masm.run(..., dynamic_lds=BYTES)`, `masm run --dynamic-lds BYTES`), as hipLaunchKernelGGL's sharedMemBytes does."""
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

import masm
from masm.cli import main
from masm.sim.errors import SimulationError
from masm.sim.kernargs import build_kernarg
from masm.sim.memory import GlobalMemory

HIP = Path(__file__).resolve().parent / "clang19-gfx90a-hip_dynamic_lds.s"


@pytest.fixture(scope="module")
def program():
    return masm.build(HIP.read_text(), filename=str(HIP))


def test_a_hip_kernel_reads_the_dynamic_lds_the_launch_gives(program):
    x = np.arange(64, dtype=np.float32)
    out = np.zeros(1, np.float32)
    masm.run(program, "dynsum", grid=(1, 1, 1), block=(64, 1, 1), args=[x, out, 64], dynamic_lds=256)
    assert out[0] == 2 * x.sum()


def test_too_little_dynamic_lds_is_a_located_fault(program):
    x = np.arange(64, dtype=np.float32)
    with pytest.raises(SimulationError) as info:
        masm.run(program, "dynsum", grid=(1, 1, 1), block=(64, 1, 1), args=[x, np.zeros(1, np.float32), 64],
                 dynamic_lds=128)
    message = str(info.value)
    assert "4-byte LDS access at address 0x80 is outside the workgroup's 128 bytes of LDS (wave 0, lane 32)" in message
    assert message.startswith(f"{HIP}:")


@pytest.mark.parametrize("bad", [-4, 2.5, True])
def test_dynamic_lds_is_a_count_of_bytes(program, bad):
    with pytest.raises(SimulationError) as info:
        masm.run(program, "dynsum", grid=(1, 1, 1), block=(64, 1, 1),
                 args=[np.zeros(64, np.float32), np.zeros(1, np.float32), 64], dynamic_lds=bad)
    assert f"dynamic LDS is a number of bytes (0 or more), not {bad!r}" in str(info.value)


def test_more_than_a_workgroups_lds_is_refused_before_the_run(program):
    with pytest.raises(SimulationError) as info:
        masm.run(program, "dynsum", grid=(1, 1, 1), block=(64, 1, 1),
                 args=[np.zeros(64, np.float32), np.zeros(1, np.float32), 64], dynamic_lds=65537)
    assert "asks for 65,537 bytes of LDS; a workgroup has at most 65,536" in str(info.value)


def test_the_hidden_dynamic_lds_size_counts_it():
    args = [{".offset": 0, ".size": 4, ".value_kind": "dynamic_shared_pointer", ".pointee_align": 4},
            {".offset": 8, ".size": 4, ".value_kind": "hidden_dynamic_lds_size"}]
    buf, _ = build_kernarg("k", args, 16, [masm.sim.DynamicLds(100)], GlobalMemory(), lds_fixed=40, lds_extra=512)
    assert int.from_bytes(buf[0:4], "little") == 40                  # the local pointer's LDS address
    assert int.from_bytes(buf[8:12], "little") == 100 + 512          # all the dispatch adds to the kernel's 40


def test_run_gives_dynamic_lds_from_the_command_line(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    np.save("x.npy", np.arange(64, dtype=np.float32))
    r = CliRunner().invoke(main, ["run", str(HIP), "--block", "64", "--dynamic-lds", "256", "--arg", "x.npy",
                                  "--arg", "out:f32[1]", "--arg", "64"])
    assert r.exit_code == 0, r.output
    assert np.load("out.npy")[0] == 2 * np.arange(64).sum()
