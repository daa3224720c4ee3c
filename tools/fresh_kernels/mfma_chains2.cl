/* only: gfx908 gfx90a gfx940 gfx941 gfx942 -- MFMA builtins (chains through srcC, 32x32 and int8 forms) */
#include "amdgcn.h"
typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v16f __attribute__((ext_vector_type(16)));
typedef int v4i __attribute__((ext_vector_type(4)));
kernel void chain4x4(global v4f *o, global const float *a, global const float *b, int n) {
  uint i = gid_x();
  v4f acc = 0;
  for (int k = 0; k < n; ++k)
    acc = __builtin_amdgcn_mfma_f32_4x4x1f32(a[i + k], b[i * 2 + k], acc, 0, 0, 0);
  o[i] = acc * 2.0f;
}
kernel void big32(global v16f *o, global const float *a, global const float *b) {
  uint i = gid_x();
  v16f acc = 0;
  acc = __builtin_amdgcn_mfma_f32_32x32x2f32(a[i], b[i], acc, 0, 0, 0);
  acc = __builtin_amdgcn_mfma_f32_32x32x2f32(a[i + 1], b[i + 1], acc, 0, 0, 0);
  v16f t = __builtin_amdgcn_mfma_f32_32x32x2f32(acc[3], acc[5], acc, 0, 0, 0);
  o[i] = t + acc;
}
kernel void ints(global v4i *o, global const int *a, global const int *b) {
  uint i = gid_x();
  v4i acc = 0;
  acc = __builtin_amdgcn_mfma_i32_4x4x4i8(a[i], b[i], acc, 0, 0, 0);
  acc = __builtin_amdgcn_mfma_i32_4x4x4i8(acc[1], b[i + 1], acc, 0, 0, 0);
  o[i] = acc + 1;
}
