/* Prefix sums: a workgroup scan in LDS with barriers, a wave scan with DPP row shifts, a segmented scan with an
   early exit. */
#include "amdgcn.h"
kernel void block_scan(global int *out, global const int *in, local int *tmp) {
  uint l = LID_X(), n = group_size(0), i = gid_x();
  tmp[l] = in[i];
  LOCAL_BARRIER();
  for (uint off = 1; off < n; off <<= 1) {
    int v = l >= off ? tmp[l - off] : 0;
    LOCAL_BARRIER();
    tmp[l] += v;
    LOCAL_BARRIER();
  }
  out[i] = tmp[l];
}
kernel void wave_scan(global int *out, global const int *in) {
  uint i = gid_x();
  int v = in[i];
  v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);
  v += __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, false);
  v += __builtin_amdgcn_update_dpp(0, v, 0x114, 0xf, 0xe, false);
  v += __builtin_amdgcn_update_dpp(0, v, 0x118, 0xf, 0xc, false);
  v += __builtin_amdgcn_update_dpp(0, v, 0x142, 0xa, 0xf, false);
  v += __builtin_amdgcn_update_dpp(0, v, 0x143, 0xc, 0xf, false);
  out[i] = v;
}
kernel void segmented(global float *out, global const float *in, global const int *flags, int n) {
  uint i = gid_x();
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    int f = flags[k];
    float x = in[i * n + k];
    acc = f ? x : acc + x;
    if (f < 0) break;
  }
  out[i] = acc;
}
