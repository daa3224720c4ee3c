/* A Groestl/AES-like round function: a byte table copied from .rodata into LDS, then rounds of table lookups,
   rotates and xors on 64-bit state words (LDS reads feeding ALU, many lgkmcnt waits). */
#include "amdgcn.h"

constant uint t0_seed[256] = {
#define Q(x) (((x) * 0x9E3779B1u) ^ ((x) << 7) ^ 0x63636363u)
#define R16(b) Q(b), Q(b + 1), Q(b + 2), Q(b + 3), Q(b + 4), Q(b + 5), Q(b + 6), Q(b + 7), \
               Q(b + 8), Q(b + 9), Q(b + 10), Q(b + 11), Q(b + 12), Q(b + 13), Q(b + 14), Q(b + 15)
  R16(0), R16(16), R16(32), R16(48), R16(64), R16(80), R16(96), R16(112),
  R16(128), R16(144), R16(160), R16(176), R16(192), R16(208), R16(224), R16(240)
#undef R16
#undef Q
};

static inline ulong rotl64(ulong x, uint r) { return (x << r) | (x >> (64 - r)); }

kernel void hash_rounds(global ulong *out, global const ulong *in, uint rounds) {
  local uint t0[256];
  uint l = LID_X();
  t0[l] = t0_seed[l];
  LOCAL_BARRIER();
  uint i = gid_x();
  ulong s0 = in[i * 4], s1 = in[i * 4 + 1], s2 = in[i * 4 + 2], s3 = in[i * 4 + 3];
  for (uint r = 0; r < rounds; ++r) {
    ulong n0 = (ulong)t0[s0 & 255] ^ ((ulong)t0[(s1 >> 8) & 255] << 8) ^ rotl64((ulong)t0[(s2 >> 16) & 255], 16)
               ^ rotl64((ulong)t0[(s3 >> 24) & 255], 24);
    ulong n1 = (ulong)t0[s1 & 255] ^ ((ulong)t0[(s2 >> 8) & 255] << 8) ^ rotl64((ulong)t0[(s3 >> 16) & 255], 16)
               ^ rotl64((ulong)t0[(s0 >> 24) & 255], 24);
    ulong n2 = (ulong)t0[s2 & 255] ^ ((ulong)t0[(s3 >> 8) & 255] << 8) ^ rotl64((ulong)t0[(s0 >> 16) & 255], 16)
               ^ rotl64((ulong)t0[(s1 >> 40) & 255], 40);
    ulong n3 = (ulong)t0[s3 & 255] ^ ((ulong)t0[(s0 >> 8) & 255] << 8) ^ rotl64((ulong)t0[(s1 >> 16) & 255], 16)
               ^ rotl64((ulong)t0[(s2 >> 56) & 255], 56);
    s0 = n0 ^ r;
    s1 = rotl64(n1, 1);
    s2 = n2 + n0;
    s3 = n3 ^ s1;
  }
  out[i * 4] = s0;
  out[i * 4 + 1] = s1;
  out[i * 4 + 2] = s2;
  out[i * 4 + 3] = s3;
}
