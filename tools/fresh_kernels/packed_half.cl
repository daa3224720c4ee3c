/* Packed half math (v_pk_*), conversions between half, float and int, and short vectors. */
#include "amdgcn.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef half half2v __attribute__((ext_vector_type(2)));
typedef half half4v __attribute__((ext_vector_type(4)));
kernel void axpy_h2(global half2v *y, global const half2v *x, half a) {
  uint i = gid_x();
  half2v s = (half2v)(a, a);
  y[i] = s * x[i] + y[i] * (half2v)((half)0.5f, (half)2.0f);
}
kernel void h4_mix(global float *o, global const half4v *x, global const short *k) {
  uint i = gid_x();
  half4v v = x[i] * x[i + 1] - x[i + 2];
  float f = (float)v.x + (float)v.y * (float)v.z - (float)v.w;
  o[i] = f + (float)k[i] * 0.25f;
}
kernel void to_half(global half *o, global const float *a, global const int *b) {
  uint i = gid_x();
  o[i] = (half)(a[i] * (float)b[i]) + (half)1.5f;
}
