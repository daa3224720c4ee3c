/* Register pressure and launch-bound attributes: many live accumulators (occupancy-limited, spills to scratch or
   AGPRs), reqd_work_group_size, amdgpu_flat_work_group_size and amdgpu_waves_per_eu in the metadata. */
#include "amdgcn.h"

#define N 96

__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void many_live(global float *out, global const float *in, uint steps) {
  uint i = gid_x();
  float acc[N];
#pragma unroll
  for (int k = 0; k < N; ++k)
    acc[k] = in[i * N + k];
  for (uint s = 0; s < steps; ++s) {
    float x = in[s];
#pragma unroll
    for (int k = 0; k < N; ++k)
      acc[k] = acc[k] * x + acc[(k + 1) % N];
  }
  float t = 0.0f;
#pragma unroll
  for (int k = 0; k < N; ++k)
    t += acc[k] * (float)(k + 1);
  out[i] = t;
}

__attribute__((amdgpu_flat_work_group_size(1, 1024)))
__attribute__((amdgpu_waves_per_eu(4, 8)))
kernel void squeezed(global float *out, global const float *in, uint steps) {
  uint i = gid_x();
  float acc[48];
#pragma unroll
  for (int k = 0; k < 48; ++k)
    acc[k] = in[i * 48 + k];
  for (uint s = 0; s < steps; ++s) {
    float x = in[s];
#pragma unroll
    for (int k = 0; k < 48; ++k)
      acc[k] = acc[k] * x + acc[(k + 7) % 48];
  }
  float t = 0.0f;
#pragma unroll
  for (int k = 0; k < 48; ++k)
    t += acc[k];
  out[i] = t;
}

__attribute__((reqd_work_group_size(16, 16, 1)))
__attribute__((work_group_size_hint(16, 16, 1)))
kernel void wide_loads(global float4 *out, global const float4 *in, uint n) {
  uint i = gid_x() + gid_y() * grid_size(0);
  float4 a = in[i], b = in[i + n], c = in[i + 2 * n], d = in[i + 3 * n];
  float4 e = in[i + 4 * n], f = in[i + 5 * n], g = in[i + 6 * n], h = in[i + 7 * n];
  out[i] = (a * b + c * d) * (e * f + g * h);
}
