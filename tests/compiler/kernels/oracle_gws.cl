/* corpus-matrix: wide */
/* Global wave sync (GWS) for the expcnt oracle (issue 17): ds_gws_* are GDS instructions, so their VGPR operand is
   read late (expcnt) and LLVM waits for everything after each of them; m0 carries the resource base. */
#include "amdgcn.h"

kernel void gws_rounds(global int *out, global const int *in, uint id, uint n) {
  int v = in[gid_x()];
  __builtin_amdgcn_ds_gws_init(n, id);
  v = v * 3 + 1;
  __builtin_amdgcn_ds_gws_barrier(n + (uint)v, id);
  v = v + in[gid_x() + 64];
  __builtin_amdgcn_ds_gws_sema_v(id);
  __builtin_amdgcn_ds_gws_sema_br(n, id + 1);
  __builtin_amdgcn_ds_gws_sema_p(id);
  out[gid_x()] = v;
}
