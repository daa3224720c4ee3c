"""The build report's occupancy against the compiler's: clang writes `; Occupancy: N` (waves per SIMD) after each
kernel of its output.  masm's report gives the same figure for every kernel of the compiler corpus (every arch, both
compilers), except where whole workgroups cannot fill what the registers allow: a CU runs a workgroup's waves
together, so 1,024 work-items (16 waves, 4 per SIMD) under a register limit of 7 waves per SIMD run 4, which masm
reports and clang's figure (the register limit alone) does not."""
from __future__ import annotations

import math
import re

import pytest

import masm
from compiler_corpus import corpus_files

FILES = corpus_files()
_OCCUPANCY = re.compile(r"^; Occupancy: (\d+)$", re.M)


def _whole_groups(clang_waves: int, workgroup_size: list) -> int:
    """Waves per SIMD when only whole workgroups (their waves spread over the CU's 4 SIMDs) may run."""
    per_simd = math.ceil(math.ceil(math.prod(workgroup_size) / 64) / 4)
    return clang_waves // per_simd * per_simd


@pytest.mark.parametrize("entry", FILES, ids=lambda e: e.name)
def test_the_report_s_waves_per_simd_are_the_compiler_s(entry):
    text = entry.text()
    clang = [int(n) for n in _OCCUPANCY.findall(text)]
    kernels = masm.build(text, entry.arch, filename=entry.path).report["kernels"]
    assert [k["name"] for k in kernels] == list(entry.kernels) and len(clang) == len(kernels)
    for k, waves in zip(kernels, clang):
        assert k["waves_per_simd"] == _whole_groups(waves, k["workgroup_size"]), (k["name"], waves, k)
