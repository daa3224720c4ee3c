/* A long unrolled loop: loads, LDS writes and reads, a barrier every 300 iterations and four running sums, so
   thousands of memory operations are outstanding in straight-line code. */
#include "amdgcn.h"
kernel void unrolled_lds(global float *restrict out, global const float *restrict a, global const float *restrict b,
                          local float *lds) {
  uint g = gid_x(), l = LID_X();
  float acc0 = 0, acc1 = 1, acc2 = 2, acc3 = 3;
  #pragma unroll
  for (int i = 0; i < 1200; ++i) {
    float x = a[g * 1200 + i];
    float y = b[(g + i * 7) & 0xffff];
    lds[(l + i) & 255] = x * y;
    acc0 = __builtin_fmaf(x, y, acc0);
    acc1 = __builtin_fmaf(acc1, x, lds[(l * 3 + i) & 255]);
    acc2 += (i & 1) ? x : y;
    acc3 = acc3 * 0.5f + __builtin_amdgcn_rcpf(y);
    if ((i % 300) == 0) LOCAL_BARRIER();
  }
  out[g] = acc0 + acc1 + acc2 + acc3;
}
