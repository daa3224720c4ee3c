/* Many values live at once across a loop: VGPR pressure past the limit (spills to scratch, or to AGPRs on CDNA). */
#include "amdgcn.h"
#define N 300
kernel void pressure(global float *o, global const float *a, int n) {
  uint i = gid_x();
  float v[N];
#pragma unroll
  for (int k = 0; k < N; ++k) v[k] = a[i + k * 64];
  for (int j = 0; j < n; ++j) {
#pragma unroll
    for (int k = 0; k < N; ++k) v[k] = v[k] * v[(k + 7) % N] + a[j * 128 + k];
  }
  float s = 0.0f;
#pragma unroll
  for (int k = 0; k < N; ++k) s += v[k] * (float)(k + 1);
  o[i] = s;
}
