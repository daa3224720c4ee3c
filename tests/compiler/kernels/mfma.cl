/* corpus-only: gfx908 gfx90a gfx940 gfx941 gfx942 -- MFMA (matrix core) instructions exist on CDNA only */
/* MFMA: f32, f16 and int8 matrix products accumulated in AGPRs (gfx908) or VGPRs/AGPRs (gfx90a+), f64 on gfx90a+. */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#include "amdgcn.h"

typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v16f __attribute__((ext_vector_type(16)));
typedef float v32f __attribute__((ext_vector_type(32)));
typedef half v4h __attribute__((ext_vector_type(4)));
typedef int v4i __attribute__((ext_vector_type(4)));
typedef int v16i __attribute__((ext_vector_type(16)));
typedef double v4d __attribute__((ext_vector_type(4)));

kernel void mfma_f32_32x32x1(global v32f *c, global const float *a, global const float *b, uint k) {
  uint i = gid_x();
  v32f acc = c[GRP_X()];
  for (uint s = 0; s < k; ++s)
    acc = __builtin_amdgcn_mfma_f32_32x32x1f32(a[s * 64 + LID_X()], b[s * 64 + LID_X()], acc, 0, 0, 0);
  c[GRP_X()] = acc;
  (void)i;
}

kernel void mfma_f32_16x16x4(global v4f *c, global const float *a, global const float *b, uint k) {
  v4f acc = 0;
  for (uint s = 0; s < k; ++s)
    acc = __builtin_amdgcn_mfma_f32_16x16x4f32(a[s * 64 + LID_X()], b[s * 64 + LID_X()], acc, 0, 0, 0);
  c[gid_x()] = acc;
}

kernel void mfma_f32_4x4x1_chain(global v4f *c, global const float *a) {
  float x = a[gid_x()];
  v4f acc = 0;
  acc = __builtin_amdgcn_mfma_f32_4x4x1f32(x, x, acc, 4, 0, 0);
  acc = __builtin_amdgcn_mfma_f32_4x4x1f32(x * 2.0f, acc.x, acc, 0, 0, 0);
  acc = __builtin_amdgcn_mfma_f32_4x4x1f32(acc.y, acc.z, acc, 0, 0, 0);
  c[gid_x()] = acc;
}

kernel void mfma_f16_32x32x8(global v16f *c, global const v4h *a, global const v4h *b) {
  v16f acc = c[GRP_X()];
  acc = __builtin_amdgcn_mfma_f32_32x32x8f16(a[gid_x()], b[gid_x()], acc, 0, 0, 0);
  acc = __builtin_amdgcn_mfma_f32_32x32x8f16(b[gid_x()], a[gid_x()], acc, 0, 0, 0);
  c[GRP_X()] = acc;
}

kernel void mfma_i8_16x16(global v16i *c, global const int *a, global const int *b) {
  v16i acc = c[GRP_X()];
#if defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
  long la = ((global const long *)a)[gid_x()], lb = ((global const long *)b)[gid_x()];
  v4i r = __builtin_amdgcn_mfma_i32_16x16x32_i8(la, lb, (v4i)(acc.s0, acc.s1, acc.s2, acc.s3), 0, 0, 0);
  acc.s0123 = r;
#else
  acc = __builtin_amdgcn_mfma_i32_16x16x4i8(a[gid_x()], b[gid_x()], acc, 0, 0, 0);
#endif
  c[GRP_X()] = acc;
}

#if !defined(__gfx908__)
kernel void mfma_f64_16x16x4(global v4d *c, global const double *a, global const double *b, uint k) {
  v4d acc = 0;
  for (uint s = 0; s < k; ++s)
    acc = __builtin_amdgcn_mfma_f64_16x16x4f64(a[s * 64 + LID_X()], b[s * 64 + LID_X()], acc, 0, 0, 0);
  c[gid_x()] = acc;
}
#endif
