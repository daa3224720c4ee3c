/* corpus-matrix: wide */
/* Memory waits for the wait-count oracle (issue 17): loads feeding ALU in nested loops, scalar loads inside loops
   mixed with LDS (only lgkmcnt(0) covers SMEM then), returning atomics and compare-and-swap loops, f64 and f32
   division (v_div_scale -> VCC -> v_div_fmas), m0 before s_sendmsg, s_setreg/s_getreg, s_memtime. */
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "amdgcn.h"

kernel void nested_loads(global float *out, global const float *a, global const float *b, constant float *w,
                         uint rows, uint cols) {
  uint i = gid_x();
  float acc = 0.0f;
  for (uint r = 0; r < rows; ++r) {
    float row = 0.0f;
    for (uint c = 0; c < cols; ++c)
      row += a[(r * cols + c) * 64 + LID_X()] * b[c * 64 + LID_X()] + w[c & 15];
    acc += row * w[r & 15];
  }
  out[i] = acc;
}

kernel void smem_lds_loop(global int *out, constant int *table, global const int *in, uint n) {
  local int buf[64];
  uint l = LID_X();
  int v = in[gid_x()];
  for (uint s = 0; s < n; ++s) {
    buf[l] = v + table[s & 31];
    LOCAL_BARRIER();
    v = buf[(l + table[(s + 1) & 31]) & 63] * table[(s + 2) & 31] + buf[63 - l];
    LOCAL_BARRIER();
  }
  out[gid_x()] = v;
}

kernel void atomic_loops(global int *counters, global uint *slots, global int *out, int n) {
  uint i = gid_x();
  int sum = 0;
  for (int k = 0; k < n; ++k) {
    int old = __atomic_fetch_add(&counters[k & 7], 1, __ATOMIC_RELAXED);
    sum += old * 3;
    uint cur = __atomic_load_n(&slots[k & 15], __ATOMIC_RELAXED);
    while (!__atomic_compare_exchange_n(&slots[k & 15], &cur, cur + (uint)sum, false, __ATOMIC_RELAXED,
                                        __ATOMIC_RELAXED))
      ;
  }
  out[i] = sum + __atomic_fetch_max(&counters[8], sum, __ATOMIC_RELAXED);
}

kernel void div_loop(global double *out, global const double *a, global float *f, uint n) {
  uint i = gid_x();
  double x = a[i];
  float y = f[i];
  for (uint s = 0; s < n; ++s) {
    x = x / (a[s] + 1.5) + 1.0;
    bool flag;
    float num = __builtin_amdgcn_div_scalef(y, 3.0f, true, &flag);
    y = __builtin_amdgcn_div_fmasf(num, y, 2.0f, flag) + (float)x;
  }
  out[i] = x;
  f[i] = y;
}

/* HW_REG_MODE bits 0-3 (round mode): (size-1) << 11 | offset << 6 | id */
#define HWREG_MODE_ROUND ((3 << 11) | (0 << 6) | 1)

kernel void setreg_sendmsg(global float *out, global const float *a, uint rounds) {
  uint i = gid_x();
  float v = a[i];
  for (uint r = 0; r < rounds; ++r) {
    __builtin_amdgcn_s_setreg(HWREG_MODE_ROUND, r & 3);
    uint mode = __builtin_amdgcn_s_getreg(HWREG_MODE_ROUND);
    v = v * 1.5f + (float)mode;
    __builtin_amdgcn_s_sendmsg(1, r);                     /* MSG_INTERRUPT, m0 = r */
  }
  out[i] = v + (float)(uint)__builtin_amdgcn_s_memtime();
}
