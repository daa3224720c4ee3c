/* only: gfx908 gfx90a -- the bf16 MFMA of CDNA1-2, chained through srcC and read back at once */
#include "amdgcn.h"
typedef float v4f __attribute__((ext_vector_type(4)));
typedef float v16f __attribute__((ext_vector_type(16)));
typedef half v4h __attribute__((ext_vector_type(4)));
typedef short v2s __attribute__((ext_vector_type(2)));
kernel void bf16_4(global v4f *o, global const v2s *a, global const v2s *b) {
  uint i = gid_x();
  v4f acc = __builtin_amdgcn_mfma_f32_4x4x2bf16(a[i], b[i], (v4f)0, 0, 0, 0);
  acc = __builtin_amdgcn_mfma_f32_4x4x2bf16(a[i + 1], b[i], acc, 1, 0, 0);
  o[i] = acc + (v4f)(acc.y);
}
