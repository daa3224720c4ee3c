"""Loads straight into LDS, with the compiler as the oracle (tests/checks/compiler: llc 19's output of lds_dma.ll): the
waits LLVM puts before an LDS access after such a load are the ones masm asks for.  A load into LDS fills LDS memory
when it completes (vmcnt); masm counts LDS memory as one register that every DS access of LDS reads
(masm/checks/facts.py, LDS_MEMORY)."""
from __future__ import annotations

import glob
import os
import subprocess
import sys

import pytest

import masm

from deletions import deletions

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = sorted(glob.glob(os.path.join(HERE, "compiler", "llc19-*-lds_dma.s")))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "llvm_syntax"))

from llvm_syntax_helpers import LLVM_MC  # noqa: E402


def _arch(path: str) -> str:
    return os.path.basename(path).split("-")[1]


def test_the_outputs_are_there():
    assert [_arch(p) for p in FILES] == ["gfx900", "gfx90a", "gfx940"]


@pytest.mark.parametrize("path", FILES, ids=os.path.basename)
def test_no_warning_and_every_wait_needed(path):
    text = open(path).read()
    assert text.count(" offen lds") == 4         # (LLVM 19 writes the loads without a data register)
    base, cut = deletions(text, _arch(path), path)
    assert base == []
    waits = [d for d in cut if d.text.startswith("s_waitcnt")]
    assert len(waits) == 11 and [d for d in waits if not d.reported] == []
    # each vmcnt(0) before an LDS access is reported at that access as the load into LDS it waits for
    for d in waits:
        if d.text == "s_waitcnt vmcnt(0)" and d.after.startswith("ds_"):
            assert any("LDS memory is accessed while the load at line" in w.message for w in d.warnings), d


@pytest.mark.skipif(LLVM_MC[19] is None, reason="llvm-mc 19 is not installed")
@pytest.mark.parametrize("path", FILES, ids=os.path.basename)
def test_the_bytes_are_llvm_mc_19s(path, tmp_path):
    arch = _arch(path)
    obj = tmp_path / "k.o"
    subprocess.run([LLVM_MC[19], "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-filetype=obj", path, "-o",
                    str(obj)], check=True, capture_output=True)
    dump = subprocess.run([LLVM_MC[19].replace("llvm-mc", "llvm-objcopy"), "-O", "binary", "--only-section=.text",
                           str(obj), str(tmp_path / "text.bin")], capture_output=True)
    if dump.returncode:
        pytest.skip("llvm-objcopy 19 is not installed")
    assert masm.build(open(path).read(), arch, filename=path).code == (tmp_path / "text.bin").read_bytes()
