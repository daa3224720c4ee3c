/* 2D and 3D ids: an LDS-tiled transpose, a 3D 7-point stencil and a 2D box blur. */
#include "amdgcn.h"

#define TILE 16

kernel void transpose_tiled(global float *out, global const float *in, uint width, uint height) {
  local float tile[TILE][TILE + 1];
  uint x = gid_x(), y = gid_y();
  uint lx = LID_X(), ly = LID_Y();
  if (x < width && y < height)
    tile[ly][lx] = in[y * width + x];
  LOCAL_BARRIER();
  uint ox = GRP_Y() * TILE + lx, oy = GRP_X() * TILE + ly;
  if (ox < height && oy < width)
    out[oy * height + ox] = tile[lx][ly];
}

kernel void stencil7(global float *out, global const float *in, uint nx, uint ny, uint nz) {
  uint x = gid_x(), y = gid_y(), z = gid_z();
  if (x < 1 || y < 1 || z < 1 || x + 1 >= nx || y + 1 >= ny || z + 1 >= nz)
    return;
  ulong sy = nx, sz = (ulong)nx * ny;
  ulong c = z * sz + y * sy + x;
  out[c] = 0.4f * in[c] + 0.1f * (in[c - 1] + in[c + 1] + in[c - sy] + in[c + sy] + in[c - sz] + in[c + sz]);
}

kernel void box_blur(global uchar4 *out, global const uchar4 *in, int width, int height) {
  int x = gid_x(), y = gid_y();
  uint4 s = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      int xx = x + dx < 0 ? 0 : (x + dx >= width ? width - 1 : x + dx);
      int yy = y + dy < 0 ? 0 : (y + dy >= height ? height - 1 : y + dy);
      s += __builtin_convertvector(in[yy * width + xx], uint4);
    }
  out[y * width + x] = __builtin_convertvector(s / 9, uchar4);
}

kernel void ids3d_store(global uint *out) {
  uint w = grid_size(0), h = grid_size(1);
  uint x = gid_x(), y = gid_y(), z = gid_z();
  out[(z * h + y) * w + x] = (LID_Z() << 20) | (LID_Y() << 10) | LID_X();
}
