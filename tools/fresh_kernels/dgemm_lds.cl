/* Double precision: an LDS-tiled product, divisions and square roots of doubles, 64-bit integer indexing. */
#include "amdgcn.h"
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void dgemm8(global double *C, global const double *A, global const double *B, int n) {
  local double ta[8][8], tb[8][8];
  uint lx = LID_X() & 7, ly = LID_Y() & 7;
  uint r = GRP_Y() * 8 + ly, c = GRP_X() * 8 + lx;
  double acc = 0.0;
  for (int k0 = 0; k0 < n; k0 += 8) {
    ta[ly][lx] = A[(long)r * n + k0 + lx];
    tb[ly][lx] = B[(long)(k0 + ly) * n + c];
    LOCAL_BARRIER();
    for (int k = 0; k < 8; ++k) acc = __builtin_fma(ta[ly][k], tb[k][lx], acc);
    LOCAL_BARRIER();
  }
  C[(long)r * n + c] = acc;
}
kernel void dnorm(global double *o, global const double *a, global const long *idx) {
  uint i = gid_x();
  long j = idx[i];
  double x = a[j], y = a[j + 1];
  o[i] = x / __builtin_sqrt(x * x + y * y + 1e-30);
}
