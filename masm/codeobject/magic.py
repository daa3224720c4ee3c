"""Whether bytes are a code object, by their first bytes alone: an ELF file, or a clang offload bundle (plain or
compressed).  Kept apart from the readers so that a command given raw code bytes need not import them."""
from __future__ import annotations

ELF_MAGIC = b"\x7fELF"
MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"     # an offload bundle
COMPRESSED_MAGIC = b"CCOB"              # a compressed one


def is_elf(data: bytes) -> bool:
    return data[:4] == ELF_MAGIC


def is_bundle(data: bytes) -> bool:
    return data[:len(MAGIC)] == MAGIC or data[:4] == COMPRESSED_MAGIC


def is_code_object(data: bytes) -> bool:
    return is_elf(data) or is_bundle(data)
