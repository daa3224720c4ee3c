/* Transcendentals and divisions: sin/cos/rsq/rcp/fract, f64 and integer (32- and 64-bit) division, frexp/ldexp. */
#include "amdgcn.h"
kernel void trig(global float *out, global const float *in) {
  uint i = gid_x();
  float x = in[i];
  float s = __builtin_amdgcn_sinf(x), c = __builtin_amdgcn_cosf(x * 0.5f);
  float r = __builtin_amdgcn_rsqf(x * x + 1.0f);
#if __has_builtin(__builtin_amdgcn_exp2f)
  float e = __builtin_amdgcn_exp2f(s) + __builtin_amdgcn_logf(c + 2.0f);
#else
  float e = __builtin_amdgcn_sqrtf(s * s + 1.0f) + __builtin_amdgcn_rcpf(c + 2.0f);
#endif
  out[i] = __builtin_amdgcn_fractf(e * r) + __builtin_amdgcn_rcpf(s + 3.0f) / (c + 5.0f);
}
kernel void ddiv(global double *out, global const double *a, global const double *b) {
  uint i = gid_x();
  double q = a[i] / b[i];
  out[i] = q + __builtin_sqrt(a[i + 1]) / (b[i + 1] + 1.0);
}
kernel void idiv(global int *out, global const int *a, global const int *b, global long *lo, global const long *la) {
  uint i = gid_x();
  out[i] = a[i] / b[i] + a[i] % (b[i] | 1);
  lo[i] = la[i] / (la[i + 1] | 3) + (long)((ulong)la[i] % 1000003UL);
}
kernel void frexp_ldexp(global float *out, global const float *in, global int *ex) {
  uint i = gid_x();
  float x = in[i];
  int e = __builtin_amdgcn_frexp_expf(x);
  float m = __builtin_amdgcn_frexp_mantf(x);
  ex[i] = e;
  out[i] = __builtin_amdgcn_ldexpf(m, e + 1) + __builtin_amdgcn_div_fixupf(m, x, 2.0f);
}
