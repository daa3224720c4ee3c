/* Loops whose loads feed ALU directly: many outstanding loads and s_waitcnt between them. */
#include "amdgcn.h"

kernel void horner_rows(global float *y, global const float *coef, global const float *x, uint degree) {
  uint i = gid_x();
  float v = x[i], acc = 0.0f;
  for (uint k = 0; k < degree; ++k)
    acc = acc * v + coef[k];
  y[i] = acc;
}

kernel void pointer_chase(global uint *out, global const uint *next, uint steps) {
  uint p = gid_x();
  for (uint k = 0; k < steps; ++k)
    p = next[p];
  out[gid_x()] = p;
}

kernel void unrolled_sum8(global float *out, global const float *in, uint n) {
  uint i = gid_x();
  const global float *row = in + (ulong)i * n;
  float a0 = 0, a1 = 0, a2 = 0, a3 = 0;
  uint k = 0;
  for (; k + 8 <= n; k += 8) {
    a0 += row[k] * row[k + 4];
    a1 += row[k + 1] * row[k + 5];
    a2 += row[k + 2] * row[k + 6];
    a3 += row[k + 3] * row[k + 7];
  }
  for (; k < n; ++k)
    a0 += row[k];
  out[i] = (a0 + a1) + (a2 + a3);
}

kernel void matvec(global float *y, global const float *a, global const float *x, uint cols) {
  uint r = gid_x();
  const global float4 *row = (const global float4 *)(a + (ulong)r * cols);
  const global float4 *xv = (const global float4 *)x;
  float4 acc = 0;
  for (uint k = 0; k < cols / 4; ++k)
    acc += row[k] * xv[k];
  y[r] = acc.x + acc.y + acc.z + acc.w;
}

kernel void histogram_u8(global uint *bins, global const uchar *data, uint n) {
  uint i = gid_x();
  uint local_bins[4] = {0, 0, 0, 0};
  for (uint k = i; k < n; k += grid_size(0)) {
    uchar b = data[k];
    local_bins[b >> 6] += b;
  }
  for (int k = 0; k < 4; ++k)
    bins[i * 4 + k] = local_bins[k];
}
