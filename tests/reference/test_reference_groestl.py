"""The Python Groestl reference against published facts and the groestlcoin_hash C extension (a test dependency,
written independently of it): message lengths around each padding boundary, random headers, the nonce layout the
kernel uses and the kernel's table formulation."""

import os
import random

import groestlcoin_hash

from tests.reference import groestl

# Groestl-512 of the empty message, from the Groestl submission's known-answer tests.
EMPTY_MESSAGE_DIGEST = (
    "6d3ad29d279110eef3adbd66de2a0345a77baede1557f5d099fce0c03d6dc2ba"
    "8e6d4a6633dfbd66053c20faa87d1a11f39a7fbe4a6c2f009801370308fc4ad8"
)


def test_sbox_is_the_aes_sbox():
    assert groestl.SBOX[0x00] == 0x63
    assert groestl.SBOX[0x01] == 0x7C
    assert groestl.SBOX[0x53] == 0xED
    assert groestl.SBOX[0xFF] == 0x16
    assert sorted(groestl.SBOX) == list(range(256))


def test_padding_of_the_two_message_lengths_used_by_groestlcoin():
    header = bytes(range(80))
    padded = groestl.pad(header)
    assert len(padded) == 128
    assert padded[80] == 0x80 and padded[81:120] == bytes(39)
    assert padded[120:] == (1).to_bytes(8, "big")
    assert groestl.pad(bytes(64))[64:] == b"\x80" + bytes(55) + (1).to_bytes(8, "big")
    assert len(groestl.pad(bytes(120))) == 256


def test_empty_message_known_answer():
    assert groestl.groestl512(b"").hex() == EMPTY_MESSAGE_DIGEST


def test_nonce_is_little_endian_in_bytes_76_to_79():
    header = bytes(80)
    assert groestl.header_with_nonce(header, 0x1234_5678)[76:] == bytes([0x78, 0x56, 0x34, 0x12])
    assert groestl.header_with_nonce(header, 2**32 + 1)[76:] == bytes([1, 0, 0, 0])
    outputs = groestl.kernel_outputs(header, 7, 2)
    assert outputs[32:] == groestl.groestlcoin_hash(groestl.header_with_nonce(header, 8))


def test_matches_the_groestlcoin_hash_extension():
    rng = random.Random(6)
    for _ in range(8):
        header = bytes(rng.randrange(256) for _ in range(80))
        assert groestl.groestlcoin_hash(header) == groestlcoin_hash.getHash(header, 80)
    header = os.urandom(80)
    assert groestl.groestlcoin_hash(header) == groestlcoin_hash.getHash(header, 80), header.hex()


def test_message_lengths_around_each_padding_boundary_match_the_extension():
    rng = random.Random(7)
    # one block holds up to 119 message bytes (0x80 and the 8-byte block count follow), two up to 247
    for length in (0, 1, 7, 8, 63, 64, 79, 80, 81, 118, 119, 120, 121, 127, 128, 129, 200, 246, 247, 248, 256, 300):
        message = bytes(rng.randrange(256) for _ in range(length))
        assert groestl.groestlcoin_hash(message) == groestlcoin_hash.getHash(message, length), length


def test_kernel_outputs_match_the_extension_across_the_nonce_wrap():
    header = bytes(random.Random(8).randrange(256) for _ in range(80))
    outputs = groestl.kernel_outputs(header, 2**32 - 2, 4)
    for g in range(4):
        nonce = (2**32 - 2 + g) % 2**32
        assert outputs[32 * g:32 * g + 32] == groestlcoin_hash.getHash(header[:76] + nonce.to_bytes(4, "little"), 80)


def test_the_kernels_table_formulation_matches_the_reference():
    from tests.reference import groestl_tables

    rng = random.Random(60)
    block = bytes(rng.randrange(256) for _ in range(128))
    for is_q in (False, True):
        words = groestl_tables.permute(groestl_tables.block_words(block), is_q)
        assert groestl_tables.words_block(words) == groestl.permute(block, is_q)
    for _ in range(3):
        header = bytes(rng.randrange(256) for _ in range(80))
        assert groestl_tables.groestlcoin_hash_words(header) == groestlcoin_hash.getHash(header, 80)
    image = groestl_tables.lds_image()
    assert len(image) == 16384
    assert image[:8] == bytes.fromhex("c632f4a5f497a5c6")          # the well-known first Groestl T0 entry
    assert image[2048:2056] == bytes.fromhex("c6c632f4a5f497a5")      # T1 = T0 rotated by one byte
