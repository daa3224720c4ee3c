/* Work-group reduction in LDS with barriers, a tree over 256 items, and a dynamic-LDS variant. */
#include "amdgcn.h"

kernel void reduce_sum(global float *out, global const float *in) {
  local float part[256];
  uint l = LID_X();
  part[l] = in[gid_x()];
  LOCAL_BARRIER();
  for (uint s = 128; s > 0; s >>= 1) {
    if (l < s)
      part[l] += part[l + s];
    LOCAL_BARRIER();
  }
  if (l == 0)
    out[GRP_X()] = part[0];
}

kernel void reduce_max_dynamic(global int *out, global const int *in, local int *scratch, uint n) {
  uint l = LID_X();
  uint size = group_size(0);
  int m = -2147483647 - 1;
  for (uint i = gid_x(); i < n; i += size * 64)
    m = imax(m, in[i]);
  scratch[l] = m;
  LOCAL_BARRIER();
  for (uint s = size >> 1; s > 0; s >>= 1) {
    if (l < s)
      scratch[l] = imax(scratch[l], scratch[l + s]);
    LOCAL_BARRIER();
  }
  if (l == 0)
    out[GRP_X()] = scratch[0];
}
