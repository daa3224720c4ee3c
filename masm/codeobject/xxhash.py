"""The two 64-bit hash functions ld.lld orders merged strings and constants by: XXH64 (seed 0; LLD 14) and
XXH3-64 (seed 0, the default secret; LLD 17 and later).  Written from the xxHash specification; tests compare them
with ld.lld's output order and with the specification's published values."""
from __future__ import annotations

import struct

MASK = (1 << 64) - 1
P32_1, P32_2, P32_3 = 0x9E3779B1, 0x85EBCA77, 0xC2B2AE3D
P64_1, P64_2, P64_3 = 0x9E3779B185EBCA87, 0xC2B2AE3D27D4EB4F, 0x165667B19E3779F9
P64_4, P64_5 = 0x85EBCA77C2B2AE63, 0x27D4EB2F165667C5

# XXH3's default secret (the specification's kSecret)
SECRET = bytes.fromhex(
    "b8fe6c3923a44bbe7c01812cf721ad1cded46de9839097db7240a4a4b7b3671f"
    "cb79e64eccc0e578825ad07dccff7221b8084674f743248ee03590e6813a264c"
    "3c2852bb91c300cb88d0658b1b532ea371644897a20df94e3819ef46a9deacd8"
    "a8fa763fe39c343ff9dcbbc7c70b4f1d8a51e04bcdb45931c89f7ec9d9787364"
    "eac5ac8334d3ebc3c581a0fffa1363eb170ddd51b7f0da49d316552629d4689e"
    "2b16be587d47a1fc8ff8b8d17ad031ce45cb3a8f95160428afd7fbcabb4b407e")
SECRET_SIZE_MIN = 136


def _rotl(x: int, r: int) -> int:
    return ((x << r) | (x >> (64 - r))) & MASK


def _u64(data: bytes, at: int) -> int:
    return struct.unpack_from("<Q", data, at)[0]


def _u32(data: bytes, at: int) -> int:
    return struct.unpack_from("<I", data, at)[0]


# ------------------------------------------------------------------------------------------------------ XXH64

def _round(acc: int, lane: int) -> int:
    acc = (acc + lane * P64_2) & MASK
    return (_rotl(acc, 31) * P64_1) & MASK


def _xxh64_avalanche(h: int) -> int:
    h ^= h >> 33
    h = (h * P64_2) & MASK
    h ^= h >> 29
    h = (h * P64_3) & MASK
    return h ^ (h >> 32)


def xxh64(data: bytes) -> int:
    n = len(data)
    i = 0
    if n >= 32:
        v = [(P64_1 + P64_2) & MASK, P64_2, 0, (-P64_1) & MASK]
        while i + 32 <= n:
            v = [_round(v[k], _u64(data, i + 8 * k)) for k in range(4)]
            i += 32
        h = (_rotl(v[0], 1) + _rotl(v[1], 7) + _rotl(v[2], 12) + _rotl(v[3], 18)) & MASK
        for lane in v:
            h ^= _round(0, lane)
            h = (h * P64_1 + P64_4) & MASK
    else:
        h = P64_5
    h = (h + n) & MASK
    while i + 8 <= n:
        h ^= _round(0, _u64(data, i))
        h = (_rotl(h, 27) * P64_1 + P64_4) & MASK
        i += 8
    if i + 4 <= n:
        h ^= (_u32(data, i) * P64_1) & MASK
        h = (_rotl(h, 23) * P64_2 + P64_3) & MASK
        i += 4
    while i < n:
        h ^= (data[i] * P64_5) & MASK
        h = (_rotl(h, 11) * P64_1) & MASK
        i += 1
    return _xxh64_avalanche(h)


# ------------------------------------------------------------------------------------------------------- XXH3

def _mul_fold(a: int, b: int) -> int:
    product = a * b
    return (product & MASK) ^ (product >> 64)


def _avalanche(h: int) -> int:
    h ^= h >> 37
    h = (h * 0x165667919E3779F9) & MASK
    return h ^ (h >> 32)


def _rrmxmx(h: int, n: int) -> int:
    h ^= _rotl(h, 49) ^ _rotl(h, 24)
    h = (h * 0x9FB21C651E98DF25) & MASK
    h ^= (h >> 35) + n
    h = (h * 0x9FB21C651E98DF25) & MASK
    return h ^ (h >> 28)


def _mix16(data: bytes, at: int, secret_at: int) -> int:
    return _mul_fold(_u64(data, at) ^ _u64(SECRET, secret_at), _u64(data, at + 8) ^ _u64(SECRET, secret_at + 8))


def _accumulate(acc: list[int], data: bytes, at: int, secret_at: int) -> None:
    for i in range(8):
        value = _u64(data, at + 8 * i)
        key = value ^ _u64(SECRET, secret_at + 8 * i)
        acc[i ^ 1] = (acc[i ^ 1] + value) & MASK
        acc[i] = (acc[i] + (key & 0xFFFFFFFF) * (key >> 32)) & MASK


def _long(data: bytes) -> int:
    n = len(data)
    acc = [P32_3, P64_1, P64_2, P64_3, P64_4, P32_2, P64_5, P32_1]
    stripes_per_block = (len(SECRET) - 64) // 8
    block = 64 * stripes_per_block
    blocks = (n - 1) // block
    for b in range(blocks):
        for s in range(stripes_per_block):
            _accumulate(acc, data, b * block + 64 * s, 8 * s)
        for i in range(8):
            a = acc[i]
            a ^= a >> 47
            a ^= _u64(SECRET, len(SECRET) - 64 + 8 * i)
            acc[i] = (a * P32_1) & MASK
    stripes = ((n - 1) - block * blocks) // 64
    for s in range(stripes):
        _accumulate(acc, data, blocks * block + 64 * s, 8 * s)
    _accumulate(acc, data, n - 64, len(SECRET) - 64 - 7)
    result = (n * P64_1) & MASK
    for i in range(4):
        result = (result + _mul_fold(acc[2 * i] ^ _u64(SECRET, 11 + 16 * i),
                                     acc[2 * i + 1] ^ _u64(SECRET, 11 + 16 * i + 8))) & MASK
    return _avalanche(result)


def xxh3_64(data: bytes) -> int:
    n = len(data)
    if n == 0:
        return _xxh64_avalanche(_u64(SECRET, 56) ^ _u64(SECRET, 64))
    if n <= 3:
        combined = data[0] << 16 | data[n >> 1] << 24 | data[n - 1] | n << 8
        return _xxh64_avalanche(combined ^ (_u32(SECRET, 0) ^ _u32(SECRET, 4)))
    if n <= 8:
        value = _u32(data, n - 4) | _u32(data, 0) << 32
        return _rrmxmx(value ^ (_u64(SECRET, 8) ^ _u64(SECRET, 16)), n)
    if n <= 16:
        lo = _u64(data, 0) ^ (_u64(SECRET, 24) ^ _u64(SECRET, 32))
        hi = _u64(data, n - 8) ^ (_u64(SECRET, 40) ^ _u64(SECRET, 48))
        swapped = int.from_bytes(lo.to_bytes(8, "little"), "big")
        return _avalanche((n + swapped + hi + _mul_fold(lo, hi)) & MASK)
    if n <= 128:
        acc = (n * P64_1) & MASK
        pairs = [(0, n - 16)]
        if n > 32:
            pairs.append((16, n - 32))
        if n > 64:
            pairs.append((32, n - 48))
        if n > 96:
            pairs.append((48, n - 64))
        for k, (front, back) in enumerate(pairs):
            acc = (acc + _mix16(data, front, 32 * k) + _mix16(data, back, 32 * k + 16)) & MASK
        return _avalanche(acc)
    if n <= 240:
        acc = (n * P64_1) & MASK
        for i in range(8):
            acc = (acc + _mix16(data, 16 * i, 16 * i)) & MASK
        acc = _avalanche(acc)
        for i in range(8, n // 16):
            acc = (acc + _mix16(data, 16 * i, 16 * (i - 8) + 3)) & MASK
        acc = (acc + _mix16(data, n - 16, SECRET_SIZE_MIN - 17)) & MASK
        return _avalanche(acc)
    return _long(data)
