__attribute__((noinline)) float poly(float x, __constant float *c, int n) {
  float r = 0.0f;
  for (int i = n - 1; i >= 0; --i) r = r * x + c[i];
  return r;
}
__attribute__((noinline)) int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
__attribute__((noinline)) void store2(__global float *p, float a, float b) { p[0] = a; p[1] = b; }
__constant float coeffs[6] = {1.0f, -0.5f, 0.25f, -0.125f, 0.0625f, -0.03125f};
__kernel void eval(__global float *out, __global const float *in, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  if (i < n) out[i] = poly(in[i], coeffs, 6);
}
__kernel void gcds(__global int *out, __global const int *a, __global const int *b) {
  int i = __builtin_amdgcn_workitem_id_x();
  out[i] = gcd(a[i], b[i]);
}
__kernel void pairs(__global float *out, float x, float y) {
  int i = __builtin_amdgcn_workitem_id_x();
  store2(out + 2 * i, x * i, y + i);
}
