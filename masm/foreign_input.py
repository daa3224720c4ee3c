"""Inputs that are not assembly source at all: an ELF file (a code object or an object file), LLVM bitcode, LLVM IR
text (what `clang -S -emit-llvm` and `clang -S -fgpu-rdc` write), x86 assembly (hipcc --save-temps' host side).
Read as source they would give dozens of errors about their first lines; masm says once what the file is and which
command reads it.
"""
from __future__ import annotations

_ELF = "\x7fELF"
# LLVM bitcode ('BC' 0xC0DE) and its wrapper (0x0B17C0DE, little-endian); as text, read as Latin-1 or as UTF-8
# (each byte above 0x7F one replacement character)
BITCODE_MAGIC = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")
_BITCODE = tuple(m.decode("latin-1") for m in BITCODE_MAGIC) + tuple(m.decode("utf-8", "replace")
                                                                    for m in BITCODE_MAGIC)
TO_ASSEMBLY = ("make assembly with `llc -mtriple=amdgcn-amd-amdhsa -mcpu=ARCH FILE` (or compile with clang -S, "
               "without -emit-llvm or -fgpu-rdc)")
# the first statements of an LLVM IR module (after its `; ModuleID = '...'` comment)
_IR_STARTS = ('source_filename = "', 'target datalayout = "', 'target triple = "')
_HOST_FUNCTION = "# -- Begin function"    # (x86 code as LLVM prints it: hipcc's host side)
_IR_LOOK = 20            # non-blank lines looked at for them
_HEAD = 1 << 14          # (in the file's first 16 KB)


def binary_file(text: str) -> bool:
    """An ELF file or LLVM bitcode (read as text): no line of it is worth showing."""
    return text.startswith(_ELF) or text.startswith(_BITCODE)


def not_assembly(text: str) -> tuple[int, str] | None:
    """(line, why) when `text` is not assembly source but a file another command reads; None for a source."""
    if text.startswith(_ELF):
        return 1, ("this is an ELF file (a code object or an object file), not assembly source: `masm disasm FILE` "
                   "writes the source of its code")
    if text.startswith(_BITCODE):
        return 1, f"this is LLVM bitcode, not assembly source: {TO_ASSEMBLY}"
    looked = 0
    for number, line in enumerate(text[:_HEAD].split("\n")[:4 * _IR_LOOK], 1):
        line = line.strip()
        if not line:
            continue
        if line.startswith(_IR_STARTS) or number == 1 and line.startswith("; ModuleID = '"):
            return number, f"this is LLVM IR, not assembly source: {TO_ASSEMBLY}"
        if _HOST_FUNCTION in line:
            return number, ("this is assembly for another processor (LLVM marks an x86 function with '# -- Begin "
                            "function'; AMDGPU code says '; -- Begin function'): of hipcc --save-temps, the GPU "
                            "code is the *-hip-amdgcn-amd-amdhsa-*.s file")
        if not line.startswith(";"):
            looked += 1
            if looked >= _IR_LOOK:
                break
    return None
