"""The GCN instruction set as data, and the encoder / decoder driven by it.

Public surface (see docs/ARCHITECTURE.md): is_mnemonic, mnemonics, encode, decode, disassemble, and the records in
masm.isa.model.
"""
from __future__ import annotations

from .model import Decoded, Encoded, Fixup, InstrDef, Operand, RegUse
from .table import arch_table, is_mnemonic, mnemonics

__all__ = ["Decoded", "Encoded", "Fixup", "InstrDef", "Operand", "RegUse", "arch_table", "is_mnemonic", "mnemonics",
           "encode", "decode", "disassemble"]


from .encoder import encode  # noqa: E402  (after the table: it builds on it)


def __getattr__(name: str):
    """decode and disassemble load the decoder on first use (assembling never needs it)."""
    if name in ("decode", "disassemble"):
        from . import decoder
        return getattr(decoder, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
