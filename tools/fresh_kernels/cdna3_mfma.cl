/* only: gfx940 gfx941 gfx942 -- CDNA3's xf32 and fp8 MFMA and the sparse SMFMAC, chained and read back */
#include "amdgcn.h"
typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v2f __attribute__((ext_vector_type(2)));
typedef half v4h __attribute__((ext_vector_type(4)));
typedef half v8h __attribute__((ext_vector_type(8)));
kernel void xf32(global v4f *o, global const v2f *a, global const v2f *b, int n) {
  uint i = gid_x();
  v4f acc = (v4f)0.0f;
  for (int k = 0; k < n; ++k)
    acc = __builtin_amdgcn_mfma_f32_16x16x8_xf32(a[i + k], b[i + k], acc, 0, 0, 0);
  o[i] = acc;
}
kernel void fp8(global v4f *o, global const long *a, global const long *b) {
  uint i = gid_x();
  v4f acc = __builtin_amdgcn_mfma_f32_16x16x32_fp8_fp8(a[i], b[i], (v4f)0.0f, 0, 0, 0);
  acc = __builtin_amdgcn_mfma_f32_16x16x32_bf8_fp8(a[i + 1], b[i], acc, 0, 0, 0);
  o[i] = acc + (v4f)(acc.w);
}
kernel void sparse(global v4f *o, global const v4h *a, global const v8h *b, global const int *idx) {
  uint i = gid_x();
  v4f acc = __builtin_amdgcn_smfmac_f32_16x16x32_f16(a[i], b[i], (v4f)1.0f, idx[i], 0, 0);
  o[i] = acc * acc.y;
}
