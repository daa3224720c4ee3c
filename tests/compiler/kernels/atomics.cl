/* Atomics on global memory and LDS: add, min/max, exchange, compare-exchange loops, counters with return. */
#include "amdgcn.h"

kernel void global_counters(global uint *counters, global uint *slots, global const uint *keys) {
  uint i = gid_x();
  uint k = keys[i];
  __atomic_fetch_add(&counters[k & 15], 1u, __ATOMIC_RELAXED);
  __atomic_fetch_max(&counters[16], k, __ATOMIC_RELAXED);
  __atomic_fetch_min(&counters[17], k, __ATOMIC_RELAXED);
  uint slot = __atomic_fetch_add(&counters[18], 1u, __ATOMIC_ACQ_REL);
  slots[slot] = i;
  __atomic_fetch_or(&counters[19], 1u << (k & 31), __ATOMIC_RELAXED);
  __atomic_exchange_n(&counters[20 + (i & 3)], k, __ATOMIC_RELAXED);
}

kernel void float_cas_add(global float *acc, global const float *v) {
  uint i = gid_x();
  global uint *p = (global uint *)&acc[i & 7];
  uint old = __atomic_load_n(p, __ATOMIC_RELAXED);
  uint want;
  do {
    want = as_uint(as_float(old) + v[i]);
  } while (!__atomic_compare_exchange_n(p, &old, want, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
}

kernel void lds_histogram(global uint *out, global const uchar *data, uint n) {
  local uint bins[256];
  uint l = LID_X();
  bins[l] = 0;
  LOCAL_BARRIER();
  for (uint k = gid_x(); k < n; k += grid_size(0))
    __atomic_fetch_add(&bins[data[k]], 1u, __ATOMIC_RELAXED);
  LOCAL_BARRIER();
  uint prev = __atomic_fetch_max(&bins[(l + 1) & 255], bins[l], __ATOMIC_RELAXED);
  __atomic_fetch_add(&out[l], bins[l] + (prev & 1), __ATOMIC_RELAXED);
}

kernel void atomic64(global ulong *acc, global const ulong *v) {
  uint i = gid_x();
  ulong x = v[i];
  __atomic_fetch_add(&acc[0], x, __ATOMIC_RELAXED);
  __atomic_fetch_xor(&acc[1], x, __ATOMIC_RELAXED);
  ulong old = __atomic_fetch_max(&acc[2], x, __ATOMIC_SEQ_CST);
  acc[3 + (i & 1)] = old;
}
