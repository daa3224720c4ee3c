/* Half precision: packed and scalar half arithmetic, conversions to and from float. */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "amdgcn.h"

kernel void haxpy(global half *y, global const half *x, half a) {
  uint i = gid_x();
  y[i] = a * x[i] + y[i];
}

kernel void half2_mad(global half2 *d, global const half2 *a, global const half2 *b, global const half2 *c) {
  uint i = gid_x();
  d[i] = a[i] * b[i] + c[i];
}

kernel void half_to_float_sum(global float *out, global const half *in, uint n) {
  uint i = gid_x();
  float acc = 0.0f;
  for (uint k = 0; k < n; ++k)
    acc += (float)in[i * n + k] * (float)in[k];
  out[i] = acc;
}

kernel void float_to_half_clamp(global half *out, global const float *in, float lo, float hi) {
  uint i = gid_x();
  float v = in[i];
  v = v < lo ? lo : (v > hi ? hi : v);
  out[i] = (half)v;
}
