/* Wave-level data movement: bpermute, readlane/writelane, DPP row shifts, ballot-like compares feeding branches. */
#include "amdgcn.h"
kernel void rotate(global int *o, global const int *a, int k) {
  uint i = gid_x();
  int v = a[i];
  int lane = (int)(LID_X() & 63);
  int r = __builtin_amdgcn_ds_bpermute(((lane + k) & 63) << 2, v);
  int s = __builtin_amdgcn_readlane(r, 5) + __builtin_amdgcn_readfirstlane(v);
  o[i] = r * 3 + s;
}
kernel void scan_dpp(global float *o, global const float *a) {
  uint i = gid_x();
  int x = __builtin_bit_cast(int, a[i]);
  int y = __builtin_amdgcn_update_dpp(0, x, 0x111, 0xf, 0xf, false);
  int z = __builtin_amdgcn_update_dpp(0, y + x, 0x112, 0xf, 0xf, false);
  int w = __builtin_amdgcn_update_dpp(0, z + y, 0x114, 0xf, 0xe, true);
  o[i] = __builtin_bit_cast(float, w) + a[i + 1];
}
kernel void lanes_loop(global int *o, global const int *a, int n) {
  uint i = gid_x();
  int acc = a[i];
  for (int j = 0; j < n; ++j) {
    int u = __builtin_amdgcn_readfirstlane(a[j]);
    acc = __builtin_amdgcn_mov_dpp(acc + u, 0x130, 0xf, 0xf, false) ^ __builtin_amdgcn_readlane(acc, j & 63);
  }
  o[i] = acc;
}
