"""A small, slow reference Groestl-512 and the Groestlcoin proof-of-work hash (for the simulator tests).

Written from the Groestl specification (Gauravaram et al., SHA-3 round 3): the 1024-bit state is an 8x16 byte matrix
filled column by column; P and Q are 14 rounds of AddRoundConstant, SubBytes (the AES S-box), ShiftBytes and
MixBytes (circulant matrix 02 02 03 04 05 03 05 07 over GF(2^8) mod x^8+x^4+x^3+x+1).
"""
from __future__ import annotations


def _sbox() -> list[int]:
    def mul(a, b):
        r = 0
        while b:
            if b & 1:
                r ^= a
            a = ((a << 1) ^ 0x11B) if a & 0x80 else a << 1
            b >>= 1
        return r
    inv = [0] * 256
    for a in range(1, 256):
        for b in range(1, 256):
            if mul(a, b) == 1:
                inv[a] = b
                break
    box = []
    for a in range(256):
        x = inv[a]
        s = x
        for i in range(1, 5):
            s ^= ((x << i) | (x >> (8 - i))) & 0xFF
        box.append(s ^ 0x63)
    return box


SBOX = _sbox()
COLS, ROUNDS = 16, 14
SHIFT_P = (0, 1, 2, 3, 4, 5, 6, 11)
SHIFT_Q = (1, 3, 5, 11, 0, 2, 4, 6)
MIX = (2, 2, 3, 4, 5, 3, 5, 7)


def _xtime(a: int) -> int:
    return ((a << 1) ^ 0x11B) & 0xFF if a & 0x80 else a << 1


def _gmul(a: int, k: int) -> int:
    r = 0
    while k:
        if k & 1:
            r ^= a
        a = _xtime(a)
        k >>= 1
    return r


_MUL = {k: [_gmul(a, k) for a in range(256)] for k in set(MIX)}
_MIX_TABLES = [_MUL[k] for k in MIX]


def _permute(state: bytes, q: bool) -> bytes:
    m = [[state[c * 8 + r] for c in range(COLS)] for r in range(8)]
    shifts = SHIFT_Q if q else SHIFT_P
    for rnd in range(ROUNDS):
        for c in range(COLS):
            if q:
                for r in range(7):
                    m[r][c] ^= 0xFF
                m[7][c] ^= (c << 4) ^ 0xFF ^ rnd
            else:
                m[0][c] ^= (c << 4) ^ rnd
        m = [[SBOX[v] for v in row] for row in m]
        m = [[m[r][(c + shifts[r]) % COLS] for c in range(COLS)] for r in range(8)]
        out = [[0] * COLS for _ in range(8)]
        for c in range(COLS):
            for r in range(8):
                v = 0
                for k in range(8):
                    v ^= _MIX_TABLES[k][m[(r + k) % 8][c]]
                out[r][c] = v
        m = out
    return bytes(m[r][c] for c in range(COLS) for r in range(8))


def _xor(a: bytes, b: bytes) -> bytes:
    return bytes(x ^ y for x, y in zip(a, b))


def groestl512(message: bytes) -> bytes:
    blocks = (len(message) + 9 + 127) // 128
    padded = message + b"\x80" + b"\0" * (blocks * 128 - len(message) - 9) + blocks.to_bytes(8, "big")
    h = b"\0" * 126 + b"\x02\x00"
    for i in range(blocks):
        mb = padded[128 * i:128 * (i + 1)]
        h = _xor(_xor(_permute(_xor(h, mb), False), _permute(mb, True)), h)
    return _xor(_permute(h, False), h)[64:]


def groestlcoin_hash(header: bytes) -> bytes:
    """First 32 bytes of Groestl-512(Groestl-512(header))."""
    return groestl512(groestl512(header))[:32]
