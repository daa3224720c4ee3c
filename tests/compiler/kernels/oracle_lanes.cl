/* corpus-matrix: wide */
/* Cross-lane work for the hazard oracle (issue 17): lane selects computed by VALU (v_readfirstlane) right before
   v_readlane / v_writelane, DPP on values just computed and after EXEC changes, readfirstlane after divergent code,
   ds_bpermute / ds_swizzle mixed with LDS and scalar loads. */
#include "amdgcn.h"

kernel void computed_lanes(global int *out, global const int *in, global const int *sel, uint n) {
  uint l = LID_X();
  int v = in[gid_x()];
  int acc = 0;
  for (uint s = 0; s < n; ++s) {
    int lane = __builtin_amdgcn_readfirstlane((v + (int)s) & 63);
    acc += __builtin_amdgcn_readlane(v, lane);
    int lane2 = __builtin_amdgcn_readfirstlane(acc) & 63;
    v = __builtin_amdgcn_readlane(v * 3 + acc, lane2) + (int)l;
  }
  out[gid_x()] = v + acc;
}

kernel void dpp_after_valu(global int *out, global const int *in) {
  uint i = gid_x();
  int v = in[i] * 7 + 1;
  int a = __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);       /* row_shr:1 */
  int b = __builtin_amdgcn_update_dpp(0, a + v, 0x1b, 0xf, 0xf, false);    /* quad_perm:[3,2,1,0] */
  int c = __builtin_amdgcn_update_dpp(0, b ^ a, 0x130, 0xf, 0xf, true);    /* wave_shl:1 (gfx8/9) */
  out[i] = c;
}

kernel void dpp_after_exec(global int *out, global const int *in, int limit) {
  uint i = gid_x();
  int v = in[i];
  if (v < limit) {
    v = __builtin_amdgcn_update_dpp(v, v * 2, 0x4e, 0xf, 0xf, false);     /* quad_perm:[2,3,0,1] */
  }
  int first = __builtin_amdgcn_readfirstlane(v);
  if (v > first)
    v = __builtin_amdgcn_update_dpp(v, v + first, 0x142, 0xa, 0xf, false);  /* row_bcast:15 */
  out[i] = v + __builtin_amdgcn_readfirstlane(v);
}

kernel void permute_mix(global int *out, global const int *in, constant int *shift, uint rounds) {
  local int tile[256];
  uint l = LID_X();
  int v = in[gid_x()];
  for (uint r = 0; r < rounds; ++r) {
    tile[l] = v;
    int s = shift[r & 7];
    LOCAL_BARRIER();
    int w = tile[(l + s) & 255];
    v = __builtin_amdgcn_ds_bpermute((int)((l + s) & 63) << 2, v + w);
    v += __builtin_amdgcn_ds_swizzle(v, 0x041F) * shift[(r + 1) & 7];
    LOCAL_BARRIER();
  }
  out[gid_x()] = v;
}
