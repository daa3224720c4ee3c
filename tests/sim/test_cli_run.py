"""`masm run`: arguments from the command line and .npy files, outputs saved, summary printed, errors located."""
from pathlib import Path

import numpy as np
from click.testing import CliRunner

from masm.cli import main
from masm.sim.fp import fma_f64

DAXPY2 = Path(__file__).resolve().parents[2] / "samples" / "daxpy" / "daxpy_2.masm"


def test_run_daxpy_from_npy_files(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    x, y = np.linspace(-3, 3, 100), np.linspace(1, 2, 100)
    np.save("x.npy", x)
    np.save("y.npy", y)
    r = CliRunner().invoke(main, ["run", str(DAXPY2), "--grid", "2", "--arg", "100", "--arg", "2.5",
                                  "--arg", "x.npy", "--arg", "y.npy", "--arg", "z:f64[100]"])
    assert r.exit_code == 0, r.output
    assert "waves run: 2" in r.output and "instructions executed:" in r.output and "time:" in r.output
    assert "wrote z.npy" in r.output and "x.npy" not in r.output.split("wrote")[1]   # unchanged inputs kept
    z = np.load("z.npy")
    assert np.array_equal(z.view(np.uint64), fma_f64(np.full(100, 2.5), x, y).view(np.uint64))


def test_run_reports_out_of_bounds_at_the_source_line(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    np.save("x.npy", np.zeros(100))
    np.save("y.npy", np.zeros(100))
    r = CliRunner().invoke(main, ["run", str(DAXPY2), "--grid", "2", "--arg", "100", "--arg", "1",
                                  "--arg", "x.npy", "--arg", "y.npy", "--arg", "z:f64[10]"])
    assert r.exit_code == 1
    assert "daxpy_common.inc:" in r.output and "error: 8-byte store to unmapped address" in r.output
    assert "lane 10" in r.output and "past the end of z" in r.output
    assert "note: in expansion of macro 'DAXPY_ELEMENT'" in r.output


def test_run_wrong_argument_count_is_a_user_error(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(main, ["run", str(DAXPY2), "--arg", "100"])
    assert r.exit_code == 1
    assert "takes 5 argument(s) (n:u32, a:f64, x:ptr, y:ptr, z:ptr), 1 given" in r.output
