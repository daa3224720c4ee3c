#!/usr/bin/env python3
"""Simulator benchmark: DAXPY (z = a*x + y, doubles) with n = 2**20; prints lane-instructions per second.

Runs samples/daxpy/daxpy_2.masm through masm.build when the build stage can produce its code object; otherwise a
plain-assembly DAXPY with the same ABI (encoded by masm's own encoder) described by `masm.sim.launch.raw_kernel`.
Usage: python tools/bench_sim.py [--n N] [--arch gfx900]
"""
from __future__ import annotations

import argparse
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

PLAIN_DAXPY = """
s_load_dword s4, s[0:1], 0x0
s_load_dwordx2 s[6:7], s[0:1], 0x8
s_load_dwordx4 s[8:11], s[0:1], 0x10
s_load_dwordx2 s[12:13], s[0:1], 0x20
s_waitcnt lgkmcnt(0)
s_lshl_b32 s3, s2, 6
v_add_u32 v1, s3, v0
v_cmp_gt_u32 vcc, s4, v1
s_and_saveexec_b64 s[14:15], vcc
v_lshlrev_b32 v1, 3, v1
global_load_dwordx2 v[2:3], v1, s[8:9]
global_load_dwordx2 v[4:5], v1, s[10:11]
s_waitcnt vmcnt(0)
v_fma_f64 v[2:3], s[6:7], v[2:3], v[4:5]
global_store_dwordx2 v1, v[2:3], s[12:13]
s_endpgm
"""


def plain_launch(arch: str):
    from masm.diagnostics import SourceLoc
    from masm.isa import encode
    from masm.sim.launch import raw_kernel
    code = b"".join(encode(line.strip(), arch, SourceLoc("<bench>", i + 1, 1)).data
                    for i, line in enumerate(PLAIN_DAXPY.strip().splitlines()))
    return raw_kernel(code, arch, name="daxpy", args=[("n", "u32"), ("a", "f64"), ("x", "ptr"), ("y", "ptr"),
                                                        ("z", "ptr")], workgroup_size=64, vgprs=8)


def sample_program(arch: str):
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "samples", "daxpy", "daxpy_2.masm")
    try:
        import masm
        with open(path) as f:
            program = masm.build(f.read(), arch, filename=path)
        return program if getattr(program, "code_object", None) else None
    except Exception as e:  # noqa: BLE001 - fall back to the plain kernel, say why
        print(f"(samples/daxpy/daxpy_2.masm not usable yet: {str(e).splitlines()[0][:100]})")
        return None


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=1 << 20)
    ap.add_argument("--arch", default="gfx900")
    opts = ap.parse_args()
    n = opts.n
    rng = np.random.default_rng(0)
    x, y = rng.standard_normal(n), rng.standard_normal(n)
    z = np.zeros(n)
    a = 2.5
    grid = -(-n // 64)
    program = sample_program(opts.arch)
    t0 = time.perf_counter()
    if program is not None:
        import masm
        result = masm.run(program, grid=(grid,), block=(64,), args=[n, a, x, y, z])
        which = "samples/daxpy/daxpy_2.masm"
    else:
        from masm.sim.launch import launch_kernel
        result = launch_kernel(plain_launch(opts.arch), (grid,), (64,), [[n, a, x, y, z]])
        which = "plain-assembly DAXPY"
    wall = time.perf_counter() - t0
    from masm.sim.fp import fma_f64
    ok = np.array_equal(z.view(np.uint64), fma_f64(np.full(n, a), x, y).view(np.uint64))
    print(f"DAXPY ({which}), n = {n}, arch {opts.arch}")
    print(f"waves: {result.waves}, instructions: {result.instructions}, lane-instructions: {result.lane_instructions}")
    print(f"simulation: {result.seconds:.3f} s (wall incl. setup {wall:.3f} s)")
    print(f"lane-instructions per second: {result.lane_instructions / result.seconds / 1e6:.1f} million")
    print(f"result bit-identical to exact fma: {ok}")


if __name__ == "__main__":
    main()
