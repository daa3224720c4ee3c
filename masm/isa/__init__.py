"""The GCN instruction set as data, and the encoder / decoder driven by it.

Public surface (see docs/ARCHITECTURE.md): is_mnemonic, mnemonics, encode, decode, disassemble, and the records in
masm.isa.model.
"""
from __future__ import annotations

from .model import Decoded, Encoded, Fixup, InstrDef, Operand, RegUse
from .table import arch_table, is_mnemonic, mnemonics

__all__ = ["Decoded", "Encoded", "Fixup", "InstrDef", "Operand", "RegUse", "arch_table", "is_mnemonic", "mnemonics",
           "encode", "decode", "disassemble"]


def encode(text, arch, loc, notes=()):
    """Encode one plain LLVM-syntax instruction (raises AssemblyError located at `loc` plus the operand's offset)."""
    from .encoder import encode as _encode
    return _encode(text, arch, loc, notes)


def decode(code, arch, offset=0):
    from .decoder import decode as _decode
    return _decode(code, arch, offset)


def disassemble(code, arch):
    from .decoder import disassemble as _disassemble
    return _disassemble(code, arch)
