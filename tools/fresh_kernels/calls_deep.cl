/* Non-inlined functions: several levels, many arguments, a private array passed by pointer, calls in a loop. */
#include "amdgcn.h"
__attribute__((noinline)) float leaf(float a, float b, float c, float d, float e, float f) {
  return a * b + c * d - e / (f + 1.0f);
}
__attribute__((noinline)) float mid(private float *t, int n, global const float *g) {
  float s = 0.0f;
  for (int j = 0; j < n; ++j) s += leaf(t[j], g[j], t[j + 1], g[j + 1], s, t[(j * 3) & 7]);
  return s;
}
kernel void top(global float *o, global const float *g, int n) {
  uint i = gid_x();
  float t[16];
  for (int j = 0; j < 16; ++j) t[j] = g[i + j] * (float)j;
  float r = 0.0f;
  for (int k = 0; k < 3; ++k) r += mid(t, n & 7, g + k);
  o[i] = r;
}
