/* Atomics as builtins: LDS and global fetch-add, compare-and-swap, min/max with several orderings. */
#include "amdgcn.h"
kernel void histogram(global uint *bins, global const uchar *data, int n, local uint *h) {
  uint l = LID_X();
  h[l] = 0;
  LOCAL_BARRIER();
  for (int k = gid_x(); k < n; k += grid_size(0)) {
    uchar b = data[k];
    __atomic_fetch_add(&h[b], 1u, __ATOMIC_RELAXED);
  }
  LOCAL_BARRIER();
  if (h[l]) __atomic_fetch_add(&bins[l], h[l], __ATOMIC_RELAXED);
}
kernel void claim(global int *slots, global int *counter, global const int *vals) {
  uint i = gid_x();
  int v = vals[i];
  if (v > 0) {
    int at = __atomic_fetch_add(counter, 1, __ATOMIC_ACQ_REL);
    slots[at] = v;
    int old = 0; __atomic_compare_exchange_n(&slots[at + 1], &old, v, false, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
    slots[at + 2] = old + v;
  }
}
kernel void minmax(global int *res, global const int *in) {
  uint i = gid_x();
  int v = in[i];
  __atomic_fetch_min(&res[0], v, __ATOMIC_RELAXED);
  int o = __atomic_fetch_max(&res[1], v, __ATOMIC_RELEASE);
  res[2 + (i & 7)] = o;
}
