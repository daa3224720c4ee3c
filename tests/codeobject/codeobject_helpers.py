"""Code objects to test the code-object consumers with: masm-built ones, and compiler-made ones compiled at test time
(clang-14 OpenCL -> `.s` -> llvm-mc -> ld.lld -shared), skipped with a visible reason when a tool is missing."""
from __future__ import annotations

import atexit
import functools
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

import masm

ARCHES = ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a")
TOOLS = {"clang": "clang-14", "llvm-mc": "llvm-mc", "ld.lld": "ld.lld"}

# OpenCL kernels with what compilers emit: LDS and barriers, doubles and halves, a constant table in .rodata,
# several kernels per file, 2-D ids, loops (backward branches), a by-value struct-free argument list.
OPENCL = {
    "saxpy_table": r"""
__constant float table[8] = {1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f, 7.5f, 8.5f};
__kernel void saxpy_table(__global float *out, __global const float *in, float a, uint n) {
  uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  if (i < n) out[i] = a * in[i] + table[i & 7];
}
""",
    "reduce": r"""
__kernel void reduce_f64(__global double *out, __global const double *in, uint n) {
  __local double tmp[64];
  uint l = __builtin_amdgcn_workitem_id_x();
  double s = 0;
  for (uint i = l; i < n; i += 64) s += in[i];
  tmp[l] = s;
  __builtin_amdgcn_s_barrier();
  if (l == 0) { double t = 0; for (int j = 0; j < 64; j++) t += tmp[j]; out[0] = t; }
}
__kernel void scale_i32(__global int *data, int k, uint n) {
  uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  if (i < n) data[i] = data[i] * k + (int)i;
}
""",
    "grid2d": r"""
__kernel __attribute__((reqd_work_group_size(8, 8, 1)))
void transpose(__global float *out, __global const float *in, uint w, uint h) {
  __local float tile[8][9];
  uint lx = __builtin_amdgcn_workitem_id_x(), ly = __builtin_amdgcn_workitem_id_y();
  uint x = __builtin_amdgcn_workgroup_id_x() * 8 + lx, y = __builtin_amdgcn_workgroup_id_y() * 8 + ly;
  if (x < w && y < h) tile[ly][lx] = in[y * w + x];
  __builtin_amdgcn_s_barrier();
  uint ox = __builtin_amdgcn_workgroup_id_y() * 8 + lx, oy = __builtin_amdgcn_workgroup_id_x() * 8 + ly;
  if (ox < h && oy < w) out[oy * h + ox] = tile[lx][ly];
}
""",
    "half_poly": r"""
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void poly_f16(__global half *out, __global const half *in, uint n) {
  uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  if (i < n) { half x = in[i]; out[i] = x * x * (half)0.5f + x * (half)2.0f - (half)1.0f; }
}
""",
}


def tool(name: str) -> str:
    path = shutil.which(TOOLS.get(name, name))
    if path is None:
        pytest.skip(f"{TOOLS.get(name, name)} not found (apt-get install clang-14 llvm lld runs this test)")
    return path


def run(*args) -> None:
    proc = subprocess.run(args, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, f"{' '.join(map(str, args))}:\n{proc.stderr}"


@functools.cache
def _workdir() -> Path:
    path = Path(tempfile.mkdtemp(prefix="masm-codeobject-tests-"))
    atexit.register(shutil.rmtree, path, True)
    return path


@functools.cache
def compiler_objects(name: str, arch: str) -> tuple[Path, Path, Path]:
    """(clang's .s, the relocatable .o, the linked .hsaco) of OPENCL[name] for `arch` (cached per session)."""
    clang, mc, lld = tool("clang"), tool("llvm-mc"), tool("ld.lld")
    base = _workdir() / f"{name}-{arch}"
    cl, asm, obj, hsaco = (base.with_suffix(s) for s in (".cl", ".s", ".o", ".hsaco"))
    cl.write_text(OPENCL[name])
    run(clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", f"-mcpu={arch}", "-nogpulib", "-O2",
        "-S", str(cl), "-o", str(asm))
    run(mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-filetype=obj", str(asm), "-o", str(obj))
    run(lld, "-shared", str(obj), "-o", str(hsaco))
    return asm, obj, hsaco


PROBE = """
kernel probe
  numthreadpergroup 64
  ldssize 256
  v_temp_range 1..20
  s_temp_range 4..20
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v2, 3
  ds_write_b32 v1, v2
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_read_b32 v3, v1
  s_mov_b32 s4, 5
@top:
  s_sub_u32 s4, s4, 1
  v_add_f32 v3, 1.0, v3
  s_cmp_eq_u32 s4, 0
  s_cbranch_scc0 @top
  s_endpgm
endkernel
"""


@functools.cache
def masm_object(arch: str, source: str = PROBE) -> bytes:
    return masm.build(source, arch, filename="probe.masm").code_object
