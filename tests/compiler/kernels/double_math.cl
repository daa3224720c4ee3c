/* Double precision: daxpy, division (v_div_scale/v_div_fmas/v_div_fixup), a Newton square root and a dot product. */
#include "amdgcn.h"

kernel void daxpy(global double *y, global const double *x, double a, uint n) {
  uint i = gid_x();
  if (i < n)
    y[i] = __builtin_fma(a, x[i], y[i]);
}

kernel void ddiv(global double *q, global const double *a, global const double *b) {
  uint i = gid_x();
  q[i] = a[i] / b[i];
}

kernel void dnewton_sqrt(global double *r, global const double *v, int iters) {
  uint i = gid_x();
  double x = v[i];
  double g = x > 1.0 ? x * 0.5 : 1.0;
  for (int k = 0; k < iters; ++k)
    g = 0.5 * (g + x / g);
  r[i] = g;
}

kernel void ddot_partial(global double *out, global const double *a, global const double *b, uint n) {
  local double part[64];
  uint l = LID_X();
  double acc = 0.0;
  for (uint i = gid_x(); i < n; i += grid_size(0))
    acc = __builtin_fma(a[i], b[i], acc);
  part[l] = acc;
  LOCAL_BARRIER();
  if (l == 0) {
    double s = 0.0;
    for (int k = 0; k < 64; ++k)
      s += part[k];
    out[GRP_X()] = s / (double)n;
  }
}

kernel void fdiv_mixed(global float *q, global const float *a, global const double *b) {
  uint i = gid_x();
  q[i] = a[i] / (float)b[i] + (float)(1.0 / b[i]);
}
