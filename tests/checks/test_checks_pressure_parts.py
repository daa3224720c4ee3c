"""The report's register pressure of each kernel of a file of several, read from the graph the checks built for the
whole file (masm/checks/pressure.py `_part_of_checked`): the same peaks at the same lines as each kernel's own
graph gives, on compiler output and on generated modules whose kernels branch into each other or fall through."""
from __future__ import annotations

import glob
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from checks_helpers import with_random_branches

from masm import api
from masm.checks import pressure as pressure_module

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_BODY = ["v_add_f32 v{a}, v{b}, v{c}", "v_mul_f32 v{a}, s{s}, v{b}", "s_add_u32 s{s}, s{t}, 3", "v_mov_b32 v{a}, 0",
         "s_cmp_lg_u32 s{s}, s{t}", "v_cmp_gt_f32 vcc, v{a}, v{b}", "ds_read_b32 v{a}, v{b}", "s_waitcnt lgkmcnt(0)",
         "v_fma_f32 v{a}, v{b}, v{c}, v{a}", "s_mov_b32 s{s}, s{t}"]


def _pressures(source: str, filename: str, arch: str | None, parts: bool) -> tuple[list, int]:
    """Each kernel's pressure in the report of `source`, built with the checked graph's parts or with every kernel's
    own graph; and how many kernels the parts answered."""
    answered = [0]
    original = pressure_module._part_of_checked

    def counted(lines, arch):
        found = original(lines, arch) if parts else None
        answered[0] += found is not None
        return found
    pressure_module._part_of_checked = counted
    try:
        report = api.build(source, arch, filename=filename).report
    finally:
        pressure_module._part_of_checked = original
    return [k.get("pressure") for k in report["kernels"]], answered[0]


def _module(kernels: list[str]) -> str:
    """An LLVM-syntax file of the kernels' bodies, each with its symbol and descriptor."""
    out = ["\t.text", '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"']
    for n, body in enumerate(kernels):
        out += [f"\t.globl\tk{n}", "\t.p2align\t8", f"\t.type\tk{n},@function", f"k{n}:", body]
    for n in range(len(kernels)):
        out += ["\t.section\t.rodata,#alloc", "\t.p2align\t6", f"\t.amdhsa_kernel k{n}",
                "\t\t.amdhsa_next_free_vgpr 64", "\t\t.amdhsa_next_free_sgpr 64", "\t.end_amdhsa_kernel", "\t.text"]
    return "\n".join(out) + "\n"


@given(seed=st.integers(0, 10 ** 6), count=st.integers(2, 5))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_generated_modules_same_pressure_as_each_kernels_own_graph(seed, count):
    """Kernels of random straight code in random loops; some end without s_endpgm (their last block falls through
    into the next kernel) or branch into another kernel: those are worked out from their own graph."""
    rng = random.Random(seed)
    bodies, kinds = [], []
    for n in range(count):
        lines = [rng.choice(_BODY).format(a=rng.randrange(40), b=rng.randrange(40), c=rng.randrange(40),
                                          s=rng.randrange(4, 40), t=rng.randrange(4, 40))
                 for _ in range(rng.randrange(4, 40))]
        body = with_random_branches(lines, rng, rng.randrange(2, 9), 3).replace("L", f".Lk{n}_")
        shape = rng.random()
        if shape < 0.2:                       # falls through into the next kernel
            body = body.replace("  s_endpgm\n", "")
        elif shape < 0.35:                    # branches into another kernel
            body = body.replace("  s_endpgm\n", f"  s_cbranch_scc1 .Lk{(n + 1) % count}_0\n  s_endpgm\n")
        bodies.append(body)
        kinds.append("alone" if shape >= 0.35 else "falls" if shape < 0.2 else "leaves")
    source = _module(bodies)
    own, _ = _pressures(source, "m.s", "gfx900", parts=False)
    got, answered = _pressures(source, "m.s", "gfx900", parts=True)
    assert got == own
    # a kernel that stands alone, not entered by the previous one's fall-through, is answered from the parts
    alone = sum(kind == "alone" and (n == 0 or kinds[n - 1] != "falls") and
                not any(k == "leaves" and (m + 1) % count == n for m, k in enumerate(kinds))
                for n, kind in enumerate(kinds))
    assert answered >= alone


_FILES = sorted(path for path in glob.glob(os.path.join(ROOT, "tests", "compiler", "clang*", "gfx9*", "*.s"))
                if open(path).read().count(".amdhsa_kernel ") >= 3)[::7]


@pytest.mark.parametrize("path", _FILES, ids=lambda p: os.path.relpath(p, os.path.join(ROOT, "tests", "compiler")))
def test_compiler_outputs_same_pressure_as_each_kernels_own_graph(path):
    """Compiler output of several kernels: the same peaks at the same lines, and the checked graph answers for
    every kernel (clang's kernels end with s_endpgm and branch only inside themselves)."""
    source = open(path).read()
    own, _ = _pressures(source, path, None, parts=False)
    got, answered = _pressures(source, path, None, parts=True)
    assert got == own
    assert answered == len(got) >= 3
