"""A dword-level model of how samples/groestl/groestl.masm computes Groestl-512 (checked against groestl.py).

The kernel keeps a 1024-bit state in 32 VGPRs: column c is the pair (X[2c], X[2c+1]) holding rows 0..3 and 4..7 as
little-endian bytes, i.e. exactly the dwords of the 128-byte block as loaded from memory.  A round is
  AddRoundConstant   P: X[2c] ^= (c << 4) | r          Q: X[2c] = ~X[2c], X[2c+1] ^= ~(((c << 4) | r) << 24)
  SubBytes+ShiftBytes+MixBytes through eight LDS tables T_i (2 KB each, at LDS offset 2048*i):
      new column j = XOR over rows i of T_i[ byte i of column (j + shift[i]) mod 16 ]
  where T_i[x] = rotl64(T0[x], 8*i) and T0[x] has bytes (2s, 7s, 5s, 3s, 5s, 4s, 3s, 2s), s = S-box[x].
This module builds the same tables (`lds_image()` is the 16 KB LDS image the kernel writes at start) and runs the same
steps, so a simulator test can compare intermediate values, not just the final hash.
"""

from __future__ import annotations

import struct

from tests.reference import groestl

MASK32 = 0xFFFFFFFF
TABLE_BYTES = 256 * 8


def _xtime(x: int) -> int:
    return groestl.gf_mul(x, 2)


def t0_entry(x: int) -> int:
    """T0[x] as a 64-bit little-endian value: byte k = MixBytes coefficient for output row k times S(x)."""
    s = groestl.SBOX[x]
    s2 = _xtime(s)
    s4 = _xtime(s2)
    s3, s5 = s2 ^ s, s4 ^ s
    s7 = s4 ^ s3
    return int.from_bytes(bytes([s2, s7, s5, s3, s5, s4, s3, s2]), "little")


def _rotl64(value: int, bits: int) -> int:
    bits %= 64
    return ((value << bits) | (value >> (64 - bits))) & ((1 << 64) - 1) if bits else value


def table_entry(i: int, x: int) -> int:
    return _rotl64(t0_entry(x), 8 * i)


def lds_image() -> bytes:
    """The eight 2 KB tables as the kernel stores them in LDS (T_i at 2048*i, entry x at +8x, little-endian)."""
    return b"".join(struct.pack("<Q", table_entry(i, x)) for i in range(8) for x in range(256))


_TABLES = [[table_entry(i, x) for x in range(256)] for i in range(8)]


def add_round_constant(words: list[int], r: int, is_q: bool) -> None:
    for c in range(16):
        constant = (c << 4) | r
        if is_q:
            words[2 * c] ^= MASK32
            words[2 * c + 1] ^= MASK32 ^ (constant << 24)
        else:
            words[2 * c] ^= constant


def sub_shift_mix(words: list[int], is_q: bool) -> list[int]:
    shifts = groestl.SHIFT_Q if is_q else groestl.SHIFT_P
    out = []
    for j in range(16):
        column = 0
        for i in range(8):
            source = (j + shifts[i]) % 16
            byte = (words[2 * source + i // 4] >> (8 * (i % 4))) & 0xFF
            column ^= _TABLES[i][byte]
        out += [column & MASK32, column >> 32]
    return out


def permute(words: list[int], is_q: bool) -> list[int]:
    words = list(words)
    for r in range(groestl.ROUNDS):
        add_round_constant(words, r, is_q)
        words = sub_shift_mix(words, is_q)
    return words


def block_words(block: bytes) -> list[int]:
    return list(struct.unpack("<32I", block))


def words_block(words: list[int]) -> bytes:
    return struct.pack("<32I", *words)


IV_WORD31 = 0x0002_0000          # byte 126 of the Groestl-512 IV is 0x02
PAD_WORD31 = 0x0100_0000         # byte 127: one block, big-endian count


def groestlcoin_hash_words(header: bytes) -> bytes:
    """The kernel's sequence of steps (same register roles: A, H, M) for one header; returns the 32 output bytes."""
    m = list(struct.unpack("<20I", header)) + [0x80] + [0] * 10 + [PAD_WORD31]
    a = permute(m, True)                                   # Q(m)
    h = list(a)
    h[31] ^= IV_WORD31
    a = list(m)
    a[31] ^= IV_WORD31
    a = permute(a, False)                                  # P(m ^ IV)
    h = [x ^ y for x, y in zip(h, a)]                      # h1
    a = permute(h, False)                                  # output transform
    m2 = [a[16 + k] ^ h[16 + k] for k in range(16)]
    message2 = m2 + [0x80] + [0] * 14 + [PAD_WORD31]
    a = list(message2)
    a[31] ^= IV_WORD31
    a = permute(a, False)                                  # P(m2 ^ IV)
    h = list(a)
    h[31] ^= IV_WORD31
    a = permute(message2, True)                            # Q(m2)
    h = [x ^ y for x, y in zip(h, a)]                      # h2
    a = permute(h, False)
    return struct.pack("<8I", *[a[16 + k] ^ h[16 + k] for k in range(8)])
