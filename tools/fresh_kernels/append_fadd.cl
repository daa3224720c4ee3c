/* LDS append/consume counters and float atomics on global and LDS memory, their results feeding later loads. */
#include "amdgcn.h"
kernel void compact(global int *o, global const int *a, local int *counter) {
  uint i = gid_x();
  int v = a[i];
  if (v > 0) {
    int slot = __builtin_amdgcn_ds_append(counter);
    o[slot] = v;
  } else {
    int slot = __builtin_amdgcn_ds_consume(counter);
    o[1024 + slot] = a[slot & 63];
  }
}
kernel void fadds(global float *g, global const float *a, local float *l) {
  uint i = gid_x();
  float x = __atomic_fetch_add(&l[LID_X() & 31], a[i], __ATOMIC_RELAXED);
  float y = __atomic_fetch_add(&g[i & 255], x * 2.0f, __ATOMIC_RELAXED);
  LOCAL_BARRIER();
  g[i + 512] = x + y + l[(LID_X() + 1) & 31];
}
