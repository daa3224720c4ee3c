/* A bitonic sort in LDS: nested loops with a barrier in the inner one. */
#include "amdgcn.h"
kernel void bitonic(global uint *data, local uint *s) {
  uint l = LID_X(), i = gid_x(), n = group_size(0);
  s[l] = data[i];
  LOCAL_BARRIER();
  for (uint k = 2; k <= n; k <<= 1) {
    for (uint j = k >> 1; j > 0; j >>= 1) {
      uint p = l ^ j;
      if (p > l) {
        uint a = s[l], b = s[p];
        bool up = (l & k) == 0;
        if ((a > b) == up) { s[l] = b; s[p] = a; }
      }
      LOCAL_BARRIER();
    }
  }
  data[i] = s[l];
}
