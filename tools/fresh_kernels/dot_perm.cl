/* only: gfx906 gfx908 gfx90a gfx940 gfx941 gfx942 -- dot products, byte permutes and bit alignment feeding loads and stores */
#include "amdgcn.h"
typedef short v2s __attribute__((ext_vector_type(2)));
typedef half v2h __attribute__((ext_vector_type(2)));
kernel void dots(global int *o, global const int *a, global const int *b, global const v2s *c, int n) {
  uint i = gid_x();
  int acc = 0;
  for (int j = 0; j < n; ++j) {
    int x = a[i + j], y = b[i * 2 + j];
    acc = __builtin_amdgcn_sdot4(x, y, acc, false);
    acc = __builtin_amdgcn_sdot2(c[j], c[j + 1], acc, false);
    acc = (int)__builtin_amdgcn_udot4((uint)x, (uint)acc, (uint)y, true);
  }
  o[i] = acc;
}
kernel void perms(global uint *o, global const uint *a, uint sel) {
  uint i = gid_x();
  uint x = a[i], y = a[i + 64];
  uint p = __builtin_amdgcn_perm(x, y, sel);
  uint q = __builtin_amdgcn_alignbit(p, x, i & 31) ^ __builtin_amdgcn_alignbyte(y, p, 2);
  o[i] = __builtin_amdgcn_mbcnt_hi(q, __builtin_amdgcn_mbcnt_lo(p, 0)) + q;
}
kernel void fdots(global float *o, global const v2h *a, global const v2h *b, int n) {
  uint i = gid_x();
  float acc = 0.0f;
  for (int j = 0; j < n; j += 2)
    acc = __builtin_amdgcn_fdot2(a[i + j], b[j], acc, false) * 0.5f + __builtin_amdgcn_fdot2(a[j], b[i + j], acc, true);
  o[i] = acc;
}
