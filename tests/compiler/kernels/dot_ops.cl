/* corpus-only: gfx906 gfx908 gfx90a gfx940 gfx941 gfx942 -- dot-product instructions exist from gfx906 on */
/* Dot products (v_dot2/v_dot4/v_dot8) and packed math (v_pk_*, v_pk_fma_f32 on gfx90a+). */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "amdgcn.h"

typedef half v2h __attribute__((ext_vector_type(2)));
typedef short v2s __attribute__((ext_vector_type(2)));
typedef ushort v2us __attribute__((ext_vector_type(2)));

kernel void dot2_f16(global float *out, global const v2h *a, global const v2h *b, uint n) {
  uint i = gid_x();
  float acc = 0.0f;
  for (uint k = 0; k < n; ++k)
    acc = __builtin_amdgcn_fdot2(a[i * n + k], b[k], acc, false);
  out[i] = acc;
}

kernel void dot_int(global int *out, global const uint *a, global const uint *b) {
  uint i = gid_x();
  uint x = a[i], y = b[i];
  int s = __builtin_amdgcn_sdot4((int)x, (int)y, 0, false);
  uint u = __builtin_amdgcn_udot4(x, y, (uint)s, true);
  v2s xs = as_short2(x), ys = as_short2(y);
  int s2 = __builtin_amdgcn_sdot2(xs, ys, s, false);
  uint u8 = __builtin_amdgcn_udot8(x, y, u, false);
  out[i] = s2 + (int)u8;
}

kernel void packed_float2(global float2 *out, global const float2 *a, global const float2 *b, float2 c) {
  uint i = gid_x();
  float2 x = a[i], y = b[i];
  out[i] = x * y + c - (x + y) * (float2)(0.5f, 0.25f);
}

kernel void packed_half2(global v2h *out, global const v2h *a, global const v2h *b) {
  uint i = gid_x();
  v2h x = a[i], y = b[i];
  v2h m = x * y + (v2h)(1.0h, -1.0h);
  out[i] = m > y ? m - y : y;
}
