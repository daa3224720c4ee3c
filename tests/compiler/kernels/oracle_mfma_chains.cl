/* corpus-only: gfx908 gfx90a gfx940 gfx941 gfx942 -- MFMA (matrix core) instructions exist on CDNA only */
/* corpus-matrix: wide */
/* MFMA chains for the hazard oracle (issue 17): results accumulated again (full and partial srcC overlap), used as
   srcA/srcB, read by VALU, stored, overwritten; every size and input type the target has (gfx940-942: XDL and
   non-XDL operations of 2, 4, 8 and 16 passes, SMFMAC), f64 MFMA (DGEMM) next to v_fma_f64. */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#include "amdgcn.h"

typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v16f __attribute__((ext_vector_type(16)));
typedef float v32f __attribute__((ext_vector_type(32)));
typedef half v4h __attribute__((ext_vector_type(4)));
typedef half v8h __attribute__((ext_vector_type(8)));
typedef short v4s __attribute__((ext_vector_type(4)));
typedef short v8s __attribute__((ext_vector_type(8)));
typedef int v2i __attribute__((ext_vector_type(2)));
typedef int v4i __attribute__((ext_vector_type(4)));
typedef int v16i __attribute__((ext_vector_type(16)));
typedef double v4d __attribute__((ext_vector_type(4)));
typedef float v2f __attribute__((ext_vector_type(2)));

#if defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
#define CDNA3 1
#endif

/* f32 MFMAs of every size, each result feeding the next as srcA/srcB and as part of srcC */
kernel void f32_sizes(global v4f *o4, global v16f *o16, global const float *a, uint k) {
  uint l = LID_X();
  v4f c4 = 0;
  v16f c16 = 0;
  float x = a[l], y = a[l + 64];
  for (uint s = 0; s < k; ++s) {
    c4 = __builtin_amdgcn_mfma_f32_4x4x1f32(x, y, c4, 0, 0, 0);
    c16 = __builtin_amdgcn_mfma_f32_16x16x1f32(c4.x, y, c16, 0, 0, 0);
    c4 = __builtin_amdgcn_mfma_f32_16x16x4f32(c16.s3, c4.y, c4, 0, 0, 0);
    x = c4.z * 0.5f + a[l + s];
  }
  o4[GRP_X() * 64 + l] = c4;
  o16[GRP_X() * 64 + l] = c16;
}

kernel void f32_32x32(global v16f *o, global const float *a, uint k) {
  uint l = LID_X();
  v16f c = 0;
  for (uint s = 0; s < k; ++s) {
    c = __builtin_amdgcn_mfma_f32_32x32x2f32(a[s * 64 + l], a[s * 64 + l + 32], c, 0, 0, 0);
    c.s0 += c.s7;
  }
  o[GRP_X() * 64 + l] = c;
}

/* f16 / bf16 products: XDL on gfx940-942 */
kernel void half_products(global v4f *o4, global v16f *o16, global const v4h *a, global const v4s *b) {
  uint l = LID_X();
  v4h x = a[l];
  v4s y = b[l];
  v4f c4 = __builtin_amdgcn_mfma_f32_16x16x16f16(x, x, (v4f)0, 0, 0, 0);
  v16f c16 = __builtin_amdgcn_mfma_f32_32x32x8f16(x, (v4h)(c4.x, c4.y, c4.z, c4.w), (v16f)0, 0, 0, 0);
#if defined(__gfx908__)
  typedef short v2s __attribute__((ext_vector_type(2)));
  c4 = __builtin_amdgcn_mfma_f32_4x4x2bf16((v2s)(y.x, y.y), (v2s)(y.z, y.w), c4, 0, 0, 0);
#else
  c4 = __builtin_amdgcn_mfma_f32_4x4x4bf16_1k(y, y, c4, 0, 0, 0);
  c16 = __builtin_amdgcn_mfma_f32_32x32x8bf16_1k(y, y, c16, 0, 0, 0);
#endif
  c4 = __builtin_amdgcn_mfma_f32_4x4x4f16(x, x, c4, 0, 0, 0);
  o4[l] = c4 + c16.s0123;
  o16[l] = c16;
}

/* int8 products (non-XDL on gfx940-942) */
kernel void int8_products(global v4i *o, global const int *a) {
  uint l = LID_X();
#ifdef CDNA3
  long x = ((global const long *)a)[l];
  v4i c = __builtin_amdgcn_mfma_i32_16x16x32_i8(x, x, (v4i)0, 0, 0, 0);
  c = __builtin_amdgcn_mfma_i32_16x16x32_i8(x + c.x, x, c, 0, 0, 0);
#else
  int x = a[l];
  v4i c = __builtin_amdgcn_mfma_i32_16x16x16i8(x, x, (v4i)0, 0, 0, 0);
  c = __builtin_amdgcn_mfma_i32_16x16x16i8(x + c.x, x, c, 0, 0, 0);
#endif
  c = __builtin_amdgcn_mfma_i32_4x4x4i8(c.y, x, c, 0, 0, 0);
  o[l] = c;
}

#ifdef CDNA3
/* gfx940-942 only: xf32, fp8/bf8 and sparse (SMFMAC) products */
kernel void cdna3_products(global v4f *o4, global v16f *o16, global const v2f *a, global const long *b,
                           global const v8h *h, global const int *idx) {
  uint l = LID_X();
  v2f x = a[l];
  long y = b[l];
  v4f c4 = __builtin_amdgcn_mfma_f32_16x16x8_xf32(x, x, (v4f)0, 0, 0, 0);
  v16f c16 = __builtin_amdgcn_mfma_f32_32x32x4_xf32(x, (v2f)(c4.x, c4.y), (v16f)0, 0, 0, 0);
  c4 = __builtin_amdgcn_mfma_f32_16x16x32_fp8_fp8(y, y, c4, 0, 0, 0);
  c16 = __builtin_amdgcn_mfma_f32_32x32x16_bf8_fp8(y, y, c16, 0, 0, 0);
  v8h hh = h[l];
  v4h lo = (v4h)(hh.s0, hh.s1, hh.s2, hh.s3);
  c4 = __builtin_amdgcn_smfmac_f32_16x16x32_f16(lo, hh, c4, idx[l], 0, 0);
  c16 = __builtin_amdgcn_smfmac_f32_32x32x16_f16(lo, hh, c16, idx[l] + 1, 0, 0);
  o4[l] = c4 * 2.0f;
  o16[l] = c16;
}
#endif

#if !defined(__gfx908__)
/* f64 MFMA (DGEMM) results used by VALU, by v_fma_f64 and by memory */
kernel void dgemm_then_fma(global v4d *o, global double *r, global const double *a, uint k) {
  uint l = LID_X();
  v4d c = 0;
  double x = a[l], y = a[l + 64];
  for (uint s = 0; s < k; ++s) {
    c = __builtin_amdgcn_mfma_f64_16x16x4f64(x, y, c, 0, 0, 0);
    x = __builtin_fma(x, y, c.x);
  }
  double d = __builtin_amdgcn_mfma_f64_4x4x4f64(x, y, 0.0, 0, 0, 0);
  d = __builtin_amdgcn_mfma_f64_4x4x4f64(x, d, d, 0, 0, 0);
  r[l] = __builtin_fma(d, y, x);
  o[l] = c;
}
#endif
