"""tools/check_fresh_kernels.py as documented: compiles kernels masm has not seen, compares masm's code objects with
llvm-mc + ld.lld and measures the static checks on them (issue 17's held-out test, renewable)."""
from __future__ import annotations

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import check_fresh_kernels  # noqa: E402
from compiler_corpus import find_tool, oracle  # noqa: E402


def _needs(major: int):
    clang, why = find_tool("clang", major)
    tools, why_oracle = oracle(f"clang{major}")
    if clang is None or tools is None:
        pytest.skip(why or why_oracle)


def test_bitonic_sort_for_gfx90a_with_xnack(capsys, tmp_path):
    """The LDS bitonic sort (a barrier in a nested loop) by clang 14 for gfx90a:xnack+ at -O2: the code object is
    LLVM's, no false positive, every deleted wait and nop reported; --keep leaves the compiled file."""
    _needs(14)
    assert check_fresh_kernels.main(["--source", "bitonic", "--clang", "14", "--arch", "gfx90a:xnack+",
                                     "--levels", "O2", "--keep", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "1 compiled files; code objects equal to LLVM's: 1" in out
    row = next(line for line in out.splitlines() if line.startswith("clang14/gfx90a"))
    assert row.split()[1:3] == ["1", "0"] and "100.0%" in row
    assert (tmp_path / "clang14" / "gfx90a_xnack+" / "bitonic.O2.s").read_text().count("s_barrier") >= 2


def test_only_marker_and_filters(tmp_path):
    """A file whose first line says `only: ARCH ...` is compiled for those archs alone; filters that match nothing
    compile nothing."""
    _needs(19)
    (tmp_path / "k.cl").write_text("/* only: gfx942 -- a test */\nkernel void k(global int *p) { p[0] = 1; }\n")
    got, _ = check_fresh_kernels.compile_all(str(tmp_path), str(tmp_path / "out"), ["O1"], major=19)
    assert sorted(o.target for o in got) == ["gfx942", "gfx942:xnack-"]
    got, _ = check_fresh_kernels.compile_all(str(tmp_path), str(tmp_path / "out"), ["O1"], major=19, arch="gfx900")
    assert got == []


def test_a_kernel_llvm_cannot_link_is_reported_not_a_crash(capsys, tmp_path):
    """A kernel calling an OpenCL library function (`fma`, undefined under -nogpulib) compiles, but ld.lld refuses
    the object: the tool says so for that file and exits 1, instead of stopping with a traceback."""
    _needs(14)
    kernels = tmp_path / "k"
    kernels.mkdir()
    (kernels / "lib.cl").write_text("kernel void k(global double *p) { p[0] = fma(p[1], p[2], p[3]); }\n")
    assert check_fresh_kernels.main(["--kernels", str(kernels), "--clang", "14", "--arch", "gfx900",
                                     "--levels", "O1"]) == 1
    out = capsys.readouterr().out
    assert "code objects equal to LLVM's: 0" in out
    assert "DIFFERENT CODE OBJECT" in out and "LLVM refused it" in out and "undefined" in out
