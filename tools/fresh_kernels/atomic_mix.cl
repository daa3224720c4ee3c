/* Returning atomics on global and local memory, scalar loads of arguments, and their results used at once. */
#include "amdgcn.h"
kernel void atomic_mix(global int *counters, global int *out, local int *bins, global const int *in, int n) {
  uint g = gid_x(), l = LID_X();
  bins[l & 63] = 0;
  LOCAL_BARRIER();
  int acc = 0;
  for (int k = 0; k < n; ++k) {
    int v = in[(g + k * 13) % n];
    int old = __atomic_fetch_add(&bins[v & 63], v, __ATOMIC_RELAXED);
    int prev = __atomic_fetch_max(&counters[v & 15], old, __ATOMIC_RELAXED);
    acc += old ^ prev;
    if (prev > v) acc = __atomic_exchange_n(&counters[16 + (v & 7)], acc, __ATOMIC_RELAXED);
  }
  LOCAL_BARRIER();
  out[g] = acc + bins[l & 63];
}
