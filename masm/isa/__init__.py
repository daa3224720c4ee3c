"""The GCN instruction set as data, and the encoder / decoder driven by it.

Public surface (see docs/ARCHITECTURE.md): is_mnemonic, mnemonics, encode, decode, disassemble, and the records in
masm.isa.model.
"""
from __future__ import annotations

from .model import Decoded, Encoded, Fixup, InstrDef, Operand, RegUse
from .table import arch_table, is_mnemonic, mnemonics

__all__ = ["Decoded", "Encoded", "Fixup", "InstrDef", "Operand", "RegUse", "arch_table", "is_mnemonic", "mnemonics",
           "encode", "decode", "disassemble"]


def __getattr__(name: str):
    """encode loads the encoder, decode and disassemble the decoder, on first use (assembling never needs the
    decoder; a disassembly whose shapes were kept needs no encoder)."""
    if name == "encode":
        from .encoder import encode
        return encode
    if name in ("decode", "disassemble"):
        from . import decoder
        return getattr(decoder, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
