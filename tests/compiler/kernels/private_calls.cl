/* Private (scratch) arrays indexed dynamically and calls to non-inlined functions defined in this file (s_swappc,
   symbol@rel32 relocations, v_writelane/v_readlane saves of the return address, a stack in scratch). */
#include "amdgcn.h"

__attribute__((noinline)) static float poly3(float x, global const float *c) {
  return ((c[3] * x + c[2]) * x + c[1]) * x + c[0];
}

__attribute__((noinline)) static uint mix(uint a, uint b) {
  uint t[8];
  for (int k = 0; k < 8; ++k)
    t[k] = a * (k + 1) ^ b;
  return t[a & 7] + t[b & 7];
}

/* not a leaf: saves its return address (v_writelane/v_readlane of s30/s31) and the frame pointer */
__attribute__((noinline)) static float poly_pair(float x, global const float *c) {
  return poly3(x, c) * poly3(x * x, c + 4);
}

kernel void call_poly(global float *y, global const float *x, global const float *c) {
  uint i = gid_x();
  y[i] = poly3(x[i], c) + poly_pair(x[i] * 0.5f, c + 4);
}

kernel void private_array(global uint *out, global const uint *in, uint sel) {
  uint i = gid_x();
  uint buf[32];
  for (int k = 0; k < 32; ++k)
    buf[k] = in[i * 32 + k];
  for (int k = 0; k < 32; ++k)
    buf[(k * 7 + sel) & 31] ^= buf[k];
  out[i] = buf[sel & 31] + mix(buf[0], buf[(sel + 1) & 31]);
}

/* recursion: the callee-saved SGPRs and the return address go to VGPR lanes (v_writelane/v_readlane), the stack size
   is not known at compile time (dynamic stack) */
__attribute__((noinline)) static uint walk(global const uint *t, uint x, uint depth) {
  if (depth == 0)
    return x;
  uint r = walk(t, t[x & 255], depth - 1);
  return r * r + t[(x >> 8) & 255];
}

kernel void recursive_walk(global uint *out, global const uint *table, uint depth) {
  uint i = gid_x();
  out[i] = walk(table, out[i], depth & 15);
}
