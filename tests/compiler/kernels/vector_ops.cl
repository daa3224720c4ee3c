/* Several small kernels in one file: float streams with 32- and 64-bit indexing. */
#include "amdgcn.h"

kernel void saxpy(global float *y, global const float *x, float a, uint n) {
  uint i = gid_x();
  if (i < n)
    y[i] = a * x[i] + y[i];
}

kernel void vadd_long(global float *restrict c, global const float *restrict a, global const float *restrict b,
                      ulong n, ulong stride) {
  ulong i = (ulong)gid_x() * stride;
  if (i < n)
    c[i] = a[i] + b[i];
}

kernel void scale_offset(global float4 *v, float s, float o) {
  uint i = gid_x();
  float4 t = v[i];
  v[i] = t * s + o;
}

kernel void gather(global float *out, global const float *in, global const uint *idx, uint count) {
  uint i = gid_x();
  float acc = 0.0f;
  for (uint k = 0; k < count; ++k)
    acc += in[idx[i * count + k]];
  out[i] = acc;
}
