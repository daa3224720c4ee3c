/* Synchronisation written without fences (a bare s_barrier builtin: on gfx90a and gfx940+ clang 19 then waits
   for nothing before the barrier), DPP wave reductions, non-temporal accesses, atomics of every memory scope, and
   scheduling builtins.  Written for this corpus. */
#include "amdgcn.h"

__kernel void nofence_lds(__global float *out, __global const float *in) {
  __local float s[256];
  uint t = LID_X();
  s[t] = in[GRP_X() * 256 + t];
  __builtin_amdgcn_s_barrier();
  for (uint k = 128; k > 0; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    __builtin_amdgcn_s_barrier();
  }
  if (t == 0) out[GRP_X()] = s[0];
}

__kernel void wave_reduce(__global int *out, __global const int *in) {
  uint g = gid_x();
  int v = in[g];
  v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);
  v += __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, false);
  v += __builtin_amdgcn_update_dpp(0, v, 0x114, 0xf, 0xe, false);
  v += __builtin_amdgcn_update_dpp(0, v, 0x118, 0xf, 0xc, false);
  v += __builtin_amdgcn_ds_bpermute((int)((LID_X() ^ 32) << 2), v);
  out[g] = __builtin_amdgcn_readlane(v, 63) + __builtin_amdgcn_mov_dpp(v, 0x130, 0xf, 0xf, true);
}

__kernel void nontemporal(__global float *out, __global const float *in, __global volatile int *flag, uint n) {
  uint g = gid_x();
  float a = __builtin_nontemporal_load(&in[g]);
  float b = __builtin_nontemporal_load(&in[g + n]);
  __builtin_nontemporal_store(a * b, &out[g]);
  while (*flag == 0) __builtin_amdgcn_s_sleep(2);
#if __clang_major__ >= 19
  __builtin_amdgcn_s_setprio(3);
#endif
  out[g + n] = a + (float)*flag;
#if __clang_major__ >= 19
  __builtin_amdgcn_s_setprio(0);
#endif
}

__kernel void scoped(__global atomic_uint *p, __global atomic_uint *q, __local atomic_uint *l) {
  uint g = gid_x();
  uint a = __opencl_atomic_fetch_add(p + (g & 7), 1u, memory_order_relaxed, memory_scope_sub_group);
  uint b = __opencl_atomic_fetch_max(p + 8, g, memory_order_release, memory_scope_device);
  uint c = __opencl_atomic_exchange(l + (g & 63), a, memory_order_acq_rel, memory_scope_work_group);
  uint d = __opencl_atomic_load(q + 1, memory_order_acquire, memory_scope_all_svm_devices);
  __opencl_atomic_store(q + 2 + (g & 3), a + b + c + d, memory_order_seq_cst, memory_scope_all_svm_devices);
}

__kernel void sched(__global float *out, __global const float *x) {
  uint g = gid_x();
  float a = x[g], b = x[g + 64], c = x[g + 128];
#if __clang_major__ >= 19
  __builtin_amdgcn_sched_barrier(0);
#endif
  float r = a * b + c;
  __builtin_amdgcn_s_waitcnt(0);
  r = __builtin_amdgcn_fmed3f(r, a, b);
  out[g] = __builtin_amdgcn_ldexpf(r, 3) + __builtin_amdgcn_frexp_mantf(c) + __builtin_amdgcn_fractf(b);
}
