/* Generic (flat) pointers: one non-inlined function reached with global, local and private pointers, address-space
   casts (apertures: src_shared_base/src_private_base on gfx9, the queue's aperture fields on gfx8) and is_shared. */
#include "amdgcn.h"

__attribute__((noinline)) static float sum4(const float *p, int stride) {
  return p[0] + p[stride] + p[2 * stride] + p[3 * stride];
}

__attribute__((noinline)) static void bump(int *p, int v) {
  if (__builtin_amdgcn_is_shared((const void *)p))
    *p += v;
  else
    *p -= v;
}

kernel void generic_sum(global float *out, global const float *in) {
  local float tile[256];
  uint l = LID_X(), i = gid_x();
  float priv[4] = {in[i], in[i] * 2.0f, in[i] * 3.0f, in[i] * 4.0f};
  tile[l] = in[i];
  LOCAL_BARRIER();
  const float *g = in + i;
  const float *s = tile + (l & 252);
  out[i] = sum4(g, 1) + sum4(s, 1) + sum4(priv, 1);
}

kernel void generic_bump(global int *out, int v) {
  local int counter[1];
  if (LID_X() == 0)
    counter[0] = 0;
  LOCAL_BARRIER();
  int *p = (LID_X() & 1) ? (int *)counter : (int *)&out[gid_x()];
  bump(p, v);
  LOCAL_BARRIER();
  if (LID_X() == 0)
    out[GRP_X() * 1024] = counter[0];
}

kernel void cast_back(global float *out, global const float *in) {
  local float t[64];
  float *gp = (float *)t;
  gp[LID_X() & 63] = in[gid_x()];
  LOCAL_BARRIER();
  local float *lp = (local float *)gp;
  global float *op = (global float *)(float *)out;
  op[gid_x()] = lp[63 - (LID_X() & 63)];
}
