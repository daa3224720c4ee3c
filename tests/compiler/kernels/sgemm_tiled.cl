/* A 2D tiled SGEMM: 16x16 tiles of A and B in LDS, a 4-way register block per item, barriers around each tile. */
#include "amdgcn.h"

#define TS 16

kernel void sgemm_tiled(global float *c, global const float *a, global const float *b, uint m, uint n, uint k,
                        float alpha, float beta) {
  local float as[TS][TS];
  local float bs[TS][TS * 4];
  uint lx = LID_X(), ly = LID_Y();
  uint row = GRP_Y() * TS + ly;
  uint col = GRP_X() * TS * 4 + lx;
  float acc0 = 0, acc1 = 0, acc2 = 0, acc3 = 0;
  for (uint t = 0; t < k; t += TS) {
    as[ly][lx] = a[row * k + t + lx];
    for (uint j = 0; j < 4; ++j)
      bs[ly][lx + j * TS] = b[(t + ly) * n + col + j * TS];
    LOCAL_BARRIER();
#pragma unroll
    for (uint e = 0; e < TS; ++e) {
      float av = as[ly][e];
      acc0 += av * bs[e][lx];
      acc1 += av * bs[e][lx + TS];
      acc2 += av * bs[e][lx + 2 * TS];
      acc3 += av * bs[e][lx + 3 * TS];
    }
    LOCAL_BARRIER();
  }
  global float *cr = c + (ulong)row * n + col;
  cr[0] = alpha * acc0 + beta * cr[0];
  cr[TS] = alpha * acc1 + beta * cr[TS];
  cr[2 * TS] = alpha * acc2 + beta * cr[2 * TS];
  cr[3 * TS] = alpha * acc3 + beta * cr[3 * TS];
}
