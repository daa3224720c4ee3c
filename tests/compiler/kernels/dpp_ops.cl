/* DPP: wave reductions and scans with update_dpp/mov_dpp (row shifts, row broadcasts, quad permutes). */
#include "amdgcn.h"

kernel void wave_sum_dpp(global int *out, global const int *in) {
  uint i = gid_x();
  int v = in[i];
  v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);   /* row_shr:1 */
  v += __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, false);   /* row_shr:2 */
  v += __builtin_amdgcn_update_dpp(0, v, 0x114, 0xf, 0xe, false);   /* row_shr:4 */
  v += __builtin_amdgcn_update_dpp(0, v, 0x118, 0xf, 0xc, false);   /* row_shr:8 */
  v += __builtin_amdgcn_update_dpp(0, v, 0x142, 0xa, 0xf, false);   /* row_bcast:15 */
  v += __builtin_amdgcn_update_dpp(0, v, 0x143, 0xc, 0xf, false);   /* row_bcast:31 */
  out[i] = __builtin_amdgcn_readlane(v, 63);
}

kernel void quad_perm_mov(global float *out, global const float *in) {
  uint i = gid_x();
  int v = as_int(in[i]);
  int a = __builtin_amdgcn_mov_dpp(v, 0x1b, 0xf, 0xf, true);         /* quad_perm:[3,2,1,0] */
  int b = __builtin_amdgcn_mov_dpp(v, 0x130, 0xf, 0xf, false);       /* wave_shl:1 */
  int c = __builtin_amdgcn_mov_dpp(v, 0x141, 0xf, 0xf, false);       /* row_half_mirror */
  out[i] = as_float(a) + as_float(b) * as_float(c);
}

kernel void float_scan_dpp(global float *out, global const float *in) {
  uint i = gid_x();
  float v = in[i];
  float t;
  t = as_float(__builtin_amdgcn_update_dpp(0, as_int(v), 0x111, 0xf, 0xf, false)); v += t;
  t = as_float(__builtin_amdgcn_update_dpp(0, as_int(v), 0x112, 0xf, 0xf, false)); v += t;
  t = as_float(__builtin_amdgcn_update_dpp(0, as_int(v), 0x113, 0xf, 0xf, false)); v += t;
  t = as_float(__builtin_amdgcn_update_dpp(0, as_int(v), 0x134, 0xf, 0xf, false)); v *= t;   /* wave_shr:1 */
  t = as_float(__builtin_amdgcn_update_dpp(0, as_int(v), 0x13c, 0xf, 0xf, false)); v -= t;   /* wave_ror:1 */
  out[i] = v;
}
