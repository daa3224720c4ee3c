/* Hardware registers and clocks: s_memtime, s_getreg / s_setreg, s_sleep and s_setprio around loads, readfirstlane of the results. */
#include "amdgcn.h"
kernel void timed(global ulong *o, global const int *a, int n) {
  uint i = gid_x();
  ulong t0 = __builtin_amdgcn_s_memtime();
  int acc = 0;
  for (int j = 0; j < n; ++j) {
    acc += a[i + j * 64];
    __builtin_amdgcn_s_sleep(1);
  }
#if __has_builtin(__builtin_amdgcn_s_setprio)
  __builtin_amdgcn_s_setprio(3);
#endif
  ulong t1 = __builtin_amdgcn_s_memtime();
  o[i] = (t1 - t0) + (ulong)acc;
#if __has_builtin(__builtin_amdgcn_s_setprio)
  __builtin_amdgcn_s_setprio(0);
#endif
}
kernel void hwregs(global uint *o, global const float *a) {
  uint i = gid_x();
  uint mode = __builtin_amdgcn_s_getreg((1 << 0) | (0 << 6) | (31 << 11));
  __builtin_amdgcn_s_setreg((1 << 0) | (0 << 6) | (3 << 11), 0);
  float x = a[i] * 3.0f + 1.0f;
  uint again = __builtin_amdgcn_s_getreg((1 << 0) | (0 << 6) | (31 << 11));
  o[i] = mode + again + (uint)x + __builtin_amdgcn_readfirstlane((uint)(x * 2.0f));
}
