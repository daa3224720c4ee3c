/* Neighbour loads: a 2D five-point stencil, byte/short loads and stores, an LDS-tiled transpose. */
#include "amdgcn.h"
kernel void five_point(global float *out, global const float *in, int w, int h) {
  int x = gid_x(), y = gid_y();
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1) return;
  int c = y * w + x;
  out[c] = 0.2f * (in[c] + in[c - 1] + in[c + 1] + in[c - w] + in[c + w]);
}
kernel void bytes(global uchar *out, global const char *a, global const ushort *b, global const short *s) {
  uint i = gid_x();
  out[i] = (uchar)(a[i] + (b[i] >> 3) + s[i * 2]);
  ((global ushort *)out)[i + 1024] = b[i + 7] ^ (ushort)s[i];
}
kernel void tiled(global float *out, global const float *in, int w, local float *t) {
  int lx = LID_X(), ly = LID_Y();
  int x = gid_x(), y = gid_y();
  t[ly * 17 + lx] = in[y * w + x];
  LOCAL_BARRIER();
  out[x * w + y] = t[lx * 17 + ly] + t[((lx + 1) & 15) * 17 + ly];
}
