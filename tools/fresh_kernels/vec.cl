/* Wide types: struct copies, char16/float8 vectors, half arithmetic. */
#include "amdgcn.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef struct { float4 a; double2 b; int c[6]; } rec;
kernel void copy_rec(global rec *o, global const rec *in) {
  uint i = gid_x();
  rec r = in[i];
  r.a *= 2.0f; r.b += 1.0; r.c[3] += r.c[1];
  o[i] = r;
}
kernel void char16ops(global char16 *o, global const char16 *in, global const float8 *f, global float8 *g) {
  uint i = gid_x();
  o[i] = in[i] + in[i + 1];
  g[i] = f[i] * f[i + 2] + (float8)(1.0f);
}
kernel void halfs(global half *o, global const half *a, global const half *b) {
  uint i = gid_x();
  half x = a[i], y = b[i];
  o[i] = x * y + (half)2.0f;
  o[i + 2048] = x > y ? x : y;
}
