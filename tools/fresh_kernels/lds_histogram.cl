/* LDS atomics with and without return, a global compare-exchange loop on floats, barriers between phases. */
#include "amdgcn.h"
kernel void histo256(global uint *bins, global const uchar *data, int n) {
  local uint h[256];
  uint l = LID_X();
  h[l & 255] = 0;
  LOCAL_BARRIER();
  for (int j = gid_x(); j < n; j += 4096)
    __atomic_fetch_add(&h[data[j]], 1u, __ATOMIC_RELAXED);
  LOCAL_BARRIER();
  uint c = h[l & 255];
  if (c) __atomic_fetch_add(&bins[l & 255], c, __ATOMIC_SEQ_CST);
}
kernel void fmax_global(global float *m, global const float *a) {
  uint i = gid_x();
  float v = a[i] * a[i + 7];
  global uint *p = (global uint *)m;
  uint seen = __atomic_load_n(p, __ATOMIC_ACQUIRE);
  while (__builtin_bit_cast(float, seen) < v &&
         !__atomic_compare_exchange_n(p, &seen, __builtin_bit_cast(uint, v), false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
    ;
}
kernel void ticket(global int *out, local int *slot) {
  uint l = LID_X();
  if (l == 0) *slot = 0;
  LOCAL_BARRIER();
  int t = __atomic_fetch_add(slot, 2, __ATOMIC_ACQ_REL);
  LOCAL_BARRIER();
  out[gid_x()] = t + __atomic_fetch_or(slot, (int)l, __ATOMIC_RELAXED) + __atomic_exchange_n(slot + 1, t, __ATOMIC_SEQ_CST);
}
