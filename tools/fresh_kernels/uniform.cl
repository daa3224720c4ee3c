/* Uniform values: constant-memory operands in loops, branches on them, readfirstlane, a private array. */
#include "amdgcn.h"
kernel void matvec(global float *y, global const float *A, constant float *x, int n) {
  uint r = gid_x();
  float acc = 0.0f;
  for (int k = 0; k < n; k += 4) {
    acc += A[r * n + k] * x[k] + A[r * n + k + 1] * x[k + 1] + A[r * n + k + 2] * x[k + 2] + A[r * n + k + 3] * x[k + 3];
  }
  y[r] = acc;
}
kernel void uniform_branch(global int *out, constant int *cfg, global const int *in) {
  uint i = gid_x();
  int mode = cfg[0], cnt = cfg[1];
  int v = in[i];
  for (int k = 0; k < cnt; ++k) {
    if (mode == 1) v = v * 3 + cfg[2 + (k & 7)];
    else if (mode == 2) v ^= cfg[10 + (k & 3)];
    else v += __builtin_amdgcn_readfirstlane(v) + cfg[k & 15];
  }
  out[i] = v;
}
kernel void priv(global int *out, global const int *in, int sel) {
  int a[32];
  uint i = gid_x();
  for (int k = 0; k < 32; ++k) a[k] = in[i * 32 + k] + k;
  out[i] = a[sel & 31] + a[(sel + i) & 31];
}
