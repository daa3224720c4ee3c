"""The Python Groestl reference against published facts and, when installed, the groestlcoin_hash C extension."""

import os
import random

import pytest

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
    extension = pytest.importorskip("groestlcoin_hash", reason="groestlcoin_hash (C extension) not installed")
    rng = random.Random(6)
    for _ in range(8):
        header = bytes(rng.randrange(256) for _ in range(80))
        assert groestl.groestlcoin_hash(header) == extension.getHash(header, 80)
    header = os.urandom(80)
    assert groestl.groestlcoin_hash(header) == extension.getHash(header, 80)


def test_the_kernels_table_formulation_matches_the_reference():
    from tests.reference import groestl_tables

    rng = random.Random(60)
    block = bytes(rng.randrange(256) for _ in range(128))
    for is_q in (False, True):
        words = groestl_tables.permute(groestl_tables.block_words(block), is_q)
        assert groestl_tables.words_block(words) == groestl.permute(block, is_q)
    for _ in range(3):
        header = bytes(rng.randrange(256) for _ in range(80))
        assert groestl_tables.groestlcoin_hash_words(header) == groestl.groestlcoin_hash(header)
    image = groestl_tables.lds_image()
    assert len(image) == 16384
    assert image[:8] == bytes.fromhex("c632f4a5f497a5c6")          # the well-known first Groestl T0 entry
    assert image[2048:2056] == bytes.fromhex("c6c632f4a5f497a5")      # T1 = T0 rotated by one byte
