/* only: gfx90a gfx940 gfx941 gfx942 -- f64 MFMA chained through srcC, with the result read back by VALU and stores */
#include "amdgcn.h"
typedef double v4d __attribute__((ext_vector_type(4)));
kernel void dmma16(global v4d *o, global const double *a, global const double *b, int n) {
  uint i = gid_x();
  v4d acc = (v4d)0.0;
  for (int k = 0; k < n; ++k)
    acc = __builtin_amdgcn_mfma_f64_16x16x4f64(a[i + k * 64], b[i + k * 64], acc, 0, 0, 0);
  o[i] = acc * acc.x;
}
kernel void dmma4(global double *o, global const double *a, global const double *b) {
  uint i = gid_x();
  double acc = __builtin_amdgcn_mfma_f64_4x4x4f64(a[i], b[i], 0.0, 0, 0, 0);
  acc = __builtin_amdgcn_mfma_f64_4x4x4f64(a[i + 1], b[i + 1], acc, 4, 0, 0);
  o[i] = acc + a[i + 2];
}
