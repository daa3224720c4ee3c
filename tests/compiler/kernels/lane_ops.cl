/* Cross-lane operations: readfirstlane, readlane, writelane, ds_bpermute, ds_swizzle. */
#include "amdgcn.h"

kernel void broadcast_first(global int *out, global const int *in) {
  uint i = gid_x();
  int v = in[i];
  out[i] = v + __builtin_amdgcn_readfirstlane(v * 3);
}

kernel void lane_rotate(global int *out, global const int *in, int lane) {
  uint i = gid_x();
  int v = in[i];
  int first = __builtin_amdgcn_readlane(v, lane);
  int last = __builtin_amdgcn_readlane(v + 1, 63);
#if __has_builtin(__builtin_amdgcn_writelane)
  int w = __builtin_amdgcn_writelane(first + last, v, (lane + 1) & 63);
  w = __builtin_amdgcn_writelane(v * 2, w, 7);
#else   /* clang 14 has no writelane builtin: a lane select does the same */
  int w = LID_X() == ((lane + 1) & 63) ? first + last : v;
  w = LID_X() == 7 ? __builtin_amdgcn_readfirstlane(v * 2) : w;
#endif
  out[i] = w;
}

kernel void computed_lane(global int *out, global const int *in, global const int *sel) {
  uint i = gid_x();
  int v = in[i];
  int lane = __builtin_amdgcn_readfirstlane(sel[GRP_X()] & 63);
  out[i] = __builtin_amdgcn_readlane(v, lane) + __builtin_amdgcn_readlane(v * 5, (lane + 3) & 63);
}

kernel void bpermute_shift(global int *out, global const int *in, int shift) {
  uint i = gid_x();
  int v = in[i];
  int src = ((LID_X() + shift) & 63) << 2;
  out[i] = __builtin_amdgcn_ds_bpermute(src, v) + __builtin_amdgcn_ds_swizzle(v, 0x041F);
}
