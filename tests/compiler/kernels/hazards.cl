/* Builtins after which the hardware needs wait states the compiler fills with s_nop: s_setreg/s_getreg, m0 writes
   before s_sendmsg and LDS, VALU-written lane selects, VCC for v_div_fmas, transcendental results, s_sleep. */
#include "amdgcn.h"

/* hwreg(HW_REG_MODE, 0, 4) is id 1, offset 0, size 4: (size-1) << 11 | offset << 6 | id */
#define HWREG_MODE_ROUND ((3 << 11) | (0 << 6) | 1)

kernel void setreg_round(global float *out, global const float *a, global const float *b) {
  uint i = gid_x();
  uint old = __builtin_amdgcn_s_getreg(HWREG_MODE_ROUND);
  __builtin_amdgcn_s_setreg(HWREG_MODE_ROUND, 0x5);
  float r = a[i] + b[i];
  uint now = __builtin_amdgcn_s_getreg(HWREG_MODE_ROUND);
  __builtin_amdgcn_s_setreg(HWREG_MODE_ROUND, old);
  out[i] = r + (float)now;
}

kernel void sleep_and_barrier(global uint *flags, global uint *out) {
  uint i = gid_x();
  uint v = flags[i];
  for (uint k = 0; k < (v & 7); ++k)
    __builtin_amdgcn_s_sleep(2);
  __builtin_amdgcn_s_barrier();
#if __has_builtin(__builtin_amdgcn_s_setprio)
  __builtin_amdgcn_s_setprio(3);
#endif
  out[i] = v + (uint)__builtin_amdgcn_s_memtime();
#if __has_builtin(__builtin_amdgcn_s_setprio)
  __builtin_amdgcn_s_setprio(0);
#endif
}

kernel void sendmsg_m0(global const uint *in) {
  uint v = __builtin_amdgcn_readfirstlane(in[gid_x()]);
  __builtin_amdgcn_s_sendmsg(1, v);
  __builtin_amdgcn_s_sendmsg(1, v + 1);
}

kernel void div_fmas_direct(global float *out, global const float *a, global const float *b) {
  uint i = gid_x();
  bool flag;
  float x = a[i], y = b[i];
  float s = __builtin_amdgcn_div_scalef(x, y, true, &flag);
  float r = __builtin_amdgcn_rcpf(s);
  float f = __builtin_amdgcn_div_fmasf(s, r, x, flag);
  out[i] = __builtin_amdgcn_div_fixupf(f, y, x);
}

kernel void trans_chain(global float *out, global const float *in) {
  uint i = gid_x();
  float v = in[i];
  float a = __builtin_amdgcn_rcpf(v);
  float b = __builtin_amdgcn_rsqf(a);
  float c = __builtin_amdgcn_sinf(b) + __builtin_amdgcn_cosf(a);
  float d = __builtin_amdgcn_fmed3f(a, b, c);
  out[i] = __builtin_amdgcn_ldexpf(d, __builtin_amdgcn_frexp_expf(v)) + __builtin_amdgcn_fractf(c);
}

kernel void valu_sgpr_lane(global int *out, global const int *in) {
  uint i = gid_x();
  int v = in[i];
  int lane = __builtin_amdgcn_readfirstlane(v) & 63;
  int r = __builtin_amdgcn_readlane(v, lane);
  int lane2 = __builtin_amdgcn_readlane(v, (lane + r) & 63) & 63;
  out[i] = __builtin_amdgcn_readlane(v * 3, lane2) + __builtin_amdgcn_ds_bpermute(lane2 << 2, v);
}

kernel void lds_append(global int *out, global const int *in) {
  local int q[64];
  int v = in[gid_x()];
  if (v & 1)
    q[__builtin_amdgcn_ds_append(&q[0]) & 63] = v;
  LOCAL_BARRIER();
  out[gid_x()] = q[LID_X() & 63] + __builtin_amdgcn_ds_consume(&q[1]);
}

kernel void dpp_dependent_chain(global int *out, int s) {
  int v = (int)LID_X() * s;
  v = __builtin_amdgcn_update_dpp(v, v, 0x111, 0xf, 0xf, false) ^ s;
  v = __builtin_amdgcn_update_dpp(v, v, 0x112, 0xf, 0xf, false) + s;
  v = __builtin_amdgcn_update_dpp(v, v, 0x1b, 0xf, 0xf, false) ^ (s << 1);
  v = __builtin_amdgcn_update_dpp(v, v, 0x141, 0xf, 0xf, false) - s;
  v = __builtin_amdgcn_update_dpp(v, v, 0x140, 0xf, 0xf, false) | s;
  out[gid_x()] = v;
}

kernel void readlane_lane_chain(global int *out, global const int *in) {
  int v = in[gid_x()];
  int l = __builtin_amdgcn_readfirstlane(v);
  int r1 = __builtin_amdgcn_readlane(v, l);
  int r2 = __builtin_amdgcn_readlane(v, r1);
  int r3 = __builtin_amdgcn_readlane(v, r2);
  out[gid_x()] = __builtin_amdgcn_readlane(v, r3) + r1;
}

kernel void vcc_for_div_fmas(global float *out, global const float *a, global const float *b) {
  uint i = gid_x();
  float x = a[i], y = b[i];
  float f = __builtin_amdgcn_div_fmasf(x, y, x, x > y);
  f = __builtin_amdgcn_div_fmasf(f, y, x, f < x);
  out[i] = __builtin_amdgcn_div_fmasf(f, f, y, f != y);
}

kernel void setreg_getreg_tight(global uint *out, uint mode) {
  __builtin_amdgcn_s_setreg(HWREG_MODE_ROUND, mode);
  uint now = __builtin_amdgcn_s_getreg(HWREG_MODE_ROUND);
  __builtin_amdgcn_s_setreg(HWREG_MODE_ROUND, now ^ 1);
  out[0] = __builtin_amdgcn_s_getreg(HWREG_MODE_ROUND);
}
