/* only: gfx908 gfx90a gfx940 gfx941 gfx942 -- MFMA forms other than the f32 chains: f16 inputs in 16x16 and
   32x32 tiles, a loop through srcC, results read back soon (bf16: mfma_bf16.cl) */
#include "amdgcn.h"
typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v16f __attribute__((ext_vector_type(16)));
typedef half v4h __attribute__((ext_vector_type(4)));
typedef short v2s __attribute__((ext_vector_type(2)));
kernel void f16_16x16(global v4f *o, global const v4h *a, global const v4h *b, int n) {
  uint i = gid_x();
  v4f acc = 0;
  for (int k = 0; k < n; ++k)
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a[i + k], b[i + k], acc, 0, 0, 0);
  o[i] = acc;
}
kernel void f16_32(global v16f *o, global const v4h *a, global const v4h *b) {
  uint i = gid_x();
  v16f acc = 0;
  acc = __builtin_amdgcn_mfma_f32_32x32x8f16(a[i], b[i], acc, 0, 0, 0);
  o[i] = acc * acc[2];
}
