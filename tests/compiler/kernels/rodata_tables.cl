/* Constant tables in .rodata indexed dynamically: an S-box, a CRC-32 table, coefficients by type. */
#include "amdgcn.h"

constant uchar sbox[256] = {
#define ROW(b) (uchar)((b) * 7 + 99), (uchar)((b) * 7 + 106), (uchar)((b) * 7 + 113), (uchar)((b) * 7 + 120), \
               (uchar)((b) * 13 + 1), (uchar)((b) * 13 + 14), (uchar)((b) * 13 + 27), (uchar)((b) * 13 + 40), \
               (uchar)((b) * 29 + 5), (uchar)((b) * 29 + 34), (uchar)((b) * 29 + 63), (uchar)((b) * 29 + 92), \
               (uchar)((b) * 31 + 3), (uchar)((b) * 31 + 34), (uchar)((b) * 31 + 65), (uchar)((b) * 31 + 96)
  ROW(0), ROW(1), ROW(2), ROW(3), ROW(4), ROW(5), ROW(6), ROW(7),
  ROW(8), ROW(9), ROW(10), ROW(11), ROW(12), ROW(13), ROW(14), ROW(15)
#undef ROW
};

constant uint crc_table[16] = {
  0x00000000u, 0x1DB71064u, 0x3B6E20C8u, 0x26D930ACu, 0x76DC4190u, 0x6B6B51F4u, 0x4DB26158u, 0x5005713Cu,
  0xEDB88320u, 0xF00F9344u, 0xD6D6A3E8u, 0xCB61B38Cu, 0x9B64C2B0u, 0x86D3D2D4u, 0xA00AE278u, 0xBDBDF21Cu
};

constant float poly_coeffs[4][5] = {
  {1.0f, 0.5f, 0.25f, 0.125f, 0.0625f},
  {-1.0f, 2.0f, -3.0f, 4.0f, -5.0f},
  {0.1f, 0.2f, 0.3f, 0.4f, 0.5f},
  {3.14159265f, 2.71828182f, 1.41421356f, 1.73205081f, 0.57721566f},
};

kernel void substitute(global uchar *data, uint rounds) {
  uint i = gid_x();
  uchar b = data[i];
  for (uint r = 0; r < rounds; ++r)
    b = sbox[(uchar)(b ^ r)];
  data[i] = b;
}

kernel void crc32_nibbles(global uint *out, global const uchar *in, uint len) {
  uint i = gid_x();
  uint crc = 0xFFFFFFFFu;
  for (uint k = 0; k < len; ++k) {
    crc ^= in[i * len + k];
    crc = crc_table[crc & 15] ^ (crc >> 4);
    crc = crc_table[crc & 15] ^ (crc >> 4);
  }
  out[i] = ~crc;
}

kernel void eval_poly(global float *y, global const float *x, global const int *kind) {
  uint i = gid_x();
  constant float *c = poly_coeffs[kind[i] & 3];
  float v = x[i];
  y[i] = (((c[4] * v + c[3]) * v + c[2]) * v + c[1]) * v + c[0];
}
