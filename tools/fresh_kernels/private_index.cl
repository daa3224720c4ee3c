/* A private array indexed by data: scratch loads and stores, waited for like global memory. */
#include "amdgcn.h"
kernel void private_index(global uint *out, global const uint *idx, global const uint *val, uint n) {
  uint g = gid_x();
  uint t[64];
  for (uint k = 0; k < 64; ++k)
    t[k] = val[(g + k) % n];
  uint s = 0;
  for (uint k = 0; k < n; ++k) {
    uint j = idx[(g * 7 + k) % n] & 63;
    s += t[j];
    t[(j * 5 + 1) & 63] ^= s;
  }
  out[g] = s + t[g & 63];
}
