"""Pure-Python Groestl-512 and the Groestlcoin double hash, written from the Groestl specification.

The state of Groestl-512 is a matrix of 8 rows x 16 columns of bytes; byte k of a 128-byte block sits in row k % 8,
column k // 8.  A round is AddRoundConstant, SubBytes (the AES S-box), ShiftBytes and MixBytes; P and Q differ in their
round constants and shift offsets.  Groestl-512 runs 14 rounds.

    compress(h, m) = P(h ^ m) ^ Q(m) ^ h
    output(h)      = last 64 bytes of (P(h) ^ h)

Slow but small: used as the oracle for the GPU sample in samples/groestl and for the simulator's checks.
"""

from __future__ import annotations

ROWS = 8
COLUMNS = 16
BLOCK_BYTES = ROWS * COLUMNS
ROUNDS = 14
DIGEST_BYTES = 64

# ShiftBytes: row i moves left by SHIFT[i] columns (Groestl-512 / the 1024-bit permutations).
SHIFT_P = (0, 1, 2, 3, 4, 5, 6, 11)
SHIFT_Q = (1, 3, 5, 11, 0, 2, 4, 6)

# MixBytes: the circulant matrix circ(02, 02, 03, 04, 05, 03, 05, 07); row i of B is this vector rotated right by i.
MIX_COEFFICIENTS = (2, 2, 3, 4, 5, 3, 5, 7)


def gf_mul(a: int, b: int) -> int:
    """Multiply in GF(2^8) with the Rijndael polynomial x^8 + x^4 + x^3 + x + 1."""
    product = 0
    while b:
        if b & 1:
            product ^= a
        a <<= 1
        if a & 0x100:
            a ^= 0x11B
        b >>= 1
    return product


def _gf_inverse(a: int) -> int:
    if a == 0:
        return 0
    result, power, exponent = 1, a, 254           # a^254 == a^-1 in GF(2^8)
    while exponent:
        if exponent & 1:
            result = gf_mul(result, power)
        power = gf_mul(power, power)
        exponent >>= 1
    return result


def _rotl8(x: int, n: int) -> int:
    return ((x << n) | (x >> (8 - n))) & 0xFF


def _make_sbox() -> tuple[int, ...]:
    """The AES S-box: multiplicative inverse followed by the affine map b ^ rotl(b,1..4) ^ 0x63."""
    table = []
    for x in range(256):
        b = _gf_inverse(x)
        table.append(b ^ _rotl8(b, 1) ^ _rotl8(b, 2) ^ _rotl8(b, 3) ^ _rotl8(b, 4) ^ 0x63)
    return tuple(table)


SBOX = _make_sbox()
_MULTIPLY_BY = {c: tuple(gf_mul(c, x) for x in range(256)) for c in set(MIX_COEFFICIENTS)}
# row i of B applied to a column: output row i = XOR over j of MIX_COEFFICIENTS[(j - i) % 8] * a[j]
_MIX_ROWS = tuple(tuple(_MULTIPLY_BY[MIX_COEFFICIENTS[(j - i) % ROWS]] for j in range(ROWS)) for i in range(ROWS))

State = list[list[int]]                              # state[row][column]


def block_to_state(block: bytes) -> State:
    assert len(block) == BLOCK_BYTES
    return [[block[column * ROWS + row] for column in range(COLUMNS)] for row in range(ROWS)]


def state_to_block(state: State) -> bytes:
    return bytes(state[row][column] for column in range(COLUMNS) for row in range(ROWS))


def add_round_constant(state: State, round_index: int, is_q: bool) -> None:
    for column in range(COLUMNS):
        constant = (column << 4) ^ round_index
        if is_q:
            for row in range(ROWS - 1):
                state[row][column] ^= 0xFF
            state[ROWS - 1][column] ^= 0xFF ^ constant
        else:
            state[0][column] ^= constant


def sub_bytes(state: State) -> None:
    for row in state:
        for column in range(COLUMNS):
            row[column] = SBOX[row[column]]


def shift_bytes(state: State, shifts: tuple[int, ...]) -> None:
    for row, shift in zip(state, shifts):
        row[:] = row[shift:] + row[:shift]


def mix_bytes(state: State) -> None:
    for column in range(COLUMNS):
        a = [state[row][column] for row in range(ROWS)]
        for row, products in enumerate(_MIX_ROWS):
            value = 0
            for j, product in enumerate(products):
                value ^= product[a[j]]
            state[row][column] = value


def permute(block: bytes, is_q: bool) -> bytes:
    """P (is_q False) or Q (is_q True) of Groestl-512 applied to a 128-byte block."""
    state = block_to_state(block)
    shifts = SHIFT_Q if is_q else SHIFT_P
    for round_index in range(ROUNDS):
        add_round_constant(state, round_index, is_q)
        sub_bytes(state)
        shift_bytes(state, shifts)
        mix_bytes(state)
    return state_to_block(state)


def _xor(a: bytes, b: bytes) -> bytes:
    return bytes(x ^ y for x, y in zip(a, b, strict=True))


def initial_value() -> bytes:
    """IV of Groestl-512: the digest size in bits (512) as a big-endian 1024-bit number."""
    return (DIGEST_BYTES * 8).to_bytes(BLOCK_BYTES, "big")


def pad(message: bytes) -> bytes:
    """Append 0x80, zeros, and the number of 128-byte blocks as a 64-bit big-endian count."""
    length = len(message) + 1 + 8
    total = -(-length // BLOCK_BYTES) * BLOCK_BYTES
    blocks = total // BLOCK_BYTES
    return message + b"\x80" + bytes(total - len(message) - 9) + blocks.to_bytes(8, "big")


def compress(h: bytes, m: bytes) -> bytes:
    return _xor(_xor(permute(_xor(h, m), False), permute(m, True)), h)


def output_transform(h: bytes) -> bytes:
    return _xor(permute(h, False), h)[BLOCK_BYTES - DIGEST_BYTES:]


def groestl512(message: bytes) -> bytes:
    padded = pad(message)
    h = initial_value()
    for start in range(0, len(padded), BLOCK_BYTES):
        h = compress(h, padded[start:start + BLOCK_BYTES])
    return output_transform(h)


def groestlcoin_hash(header: bytes) -> bytes:
    """Groestlcoin proof-of-work hash: the first 32 bytes of Groestl-512(Groestl-512(header))."""
    return groestl512(groestl512(header))[:32]


def header_with_nonce(header: bytes, nonce: int) -> bytes:
    """The 80-byte block header with bytes 76..79 replaced by `nonce` (little-endian, modulo 2^32)."""
    assert len(header) == 80
    return header[:76] + (nonce & 0xFFFFFFFF).to_bytes(4, "little")


def kernel_outputs(header: bytes, nonce_base: int, work_items: int) -> bytes:
    """What the `groestlcoin` sample kernel writes to `out` for `work_items` work-items (32 bytes each)."""
    return b"".join(groestlcoin_hash(header_with_nonce(header, nonce_base + g)) for g in range(work_items))
