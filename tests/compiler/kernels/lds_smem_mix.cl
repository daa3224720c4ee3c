/* LDS traffic interleaved with scalar loads of kernel arguments and of uniform tables (lgkmcnt shared by both). */
#include "amdgcn.h"

typedef struct {
  float scale;
  float bias;
  uint count;
  uint stride;
  float weights[8];
} params_t;

kernel void weighted_window(global float *out, global const float *in, constant params_t *p) {
  local float win[256 + 8];
  uint l = LID_X();
  uint base = GRP_X() * 256;
  win[l] = in[base + l];
  if (l < 8)
    win[256 + l] = in[base + 256 + l];
  LOCAL_BARRIER();
  float acc = 0.0f;
  for (uint k = 0; k < 8; ++k)
    acc += p->weights[k] * win[l + k];
  out[base + l] = acc * p->scale + p->bias;
}

kernel void uniform_table_lds(global uint *out, constant uint *table, uint rows) {
  local uint cache[64];
  uint l = LID_X();
  uint acc = 0;
  for (uint r = 0; r < rows; ++r) {
    cache[l & 63] = table[r * 64 + (l & 63)] ^ table[r];
    LOCAL_BARRIER();
    acc += cache[(l + r) & 63] * table[rows + r];
    LOCAL_BARRIER();
  }
  out[gid_x()] = acc;
}

kernel void args_many(global float *o0, global float *o1, global const float *i0, global const float *i1, float a,
                      float b, uint c, uint d, ulong e) {
  local float t[128];
  uint l = LID_X();
  t[l & 127] = i0[gid_x()] * a;
  LOCAL_BARRIER();
  o0[gid_x()] = t[(l + c) & 127] + b;
  o1[gid_x()] = i1[(gid_x() + d) % (uint)e] + t[(l + d) & 127];
}
