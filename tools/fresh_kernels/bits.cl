/* Bit operations and 64-bit arithmetic: clz/ctz/popcount/bitreverse, bfe, alignbit, a 64-bit LCG loop. */
#include "amdgcn.h"
kernel void bitops(global uint *out, global const uint *in, global ulong *o64, global const ulong *i64) {
  uint i = gid_x();
  uint x = in[i];
  out[i] = __builtin_clz(x | 1) + __builtin_popcount(x) + __builtin_bitreverse32(x) + __builtin_ctz(x | 0x100);
  ulong y = i64[i];
  o64[i] = (y << (x & 31)) * (y >> 7) + (ulong)x * (ulong)in[i + 1] + __builtin_popcountl(y);
  out[i + 4096] = __builtin_amdgcn_ubfe(x, 3, 9) ^ __builtin_amdgcn_alignbit(x, in[i + 2], 5);
}
kernel void mul64(global ulong *o, global const ulong *a, global const uint *b, int n) {
  uint i = gid_x();
  ulong acc = 0;
  for (int k = 0; k < n; ++k)
    acc = acc * 6364136223846793005UL + a[i + k] * b[k];
  o[i] = acc;
}
