"""Decoding for the simulator: masm's own ISA decoder, driven by the same table as the disassembler."""
from __future__ import annotations

from ..isa import decode as isa_decode
from ..isa.model import Decoded


def decode(code: bytes, arch: str, offset: int) -> Decoded:
    return isa_decode(code, arch, offset)
