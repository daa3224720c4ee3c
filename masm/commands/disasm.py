"""`masm disasm FILE --arch ARCH`: print the instructions of raw code bytes or of an ELF code object's .text."""
from __future__ import annotations

import struct
import sys

import click

from ..diagnostics import AssemblyError, SourceLoc


def elf_text(data: bytes) -> bytes | None:
    """The .text section of an ELF64 little-endian file, None if `data` is not ELF."""
    if data[:4] != b"\x7fELF":
        return None
    if len(data) < 64 or data[4] != 2 or data[5] != 1:
        raise AssemblyError.at(SourceLoc("<elf>", 1, 1), "only 64-bit little-endian ELF code objects are supported")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    def section(i):
        return struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
    try:
        names = section(shstrndx)
        for i in range(shnum):
            name_off, _, _, _, off, size, *_ = section(i)
            start = names[4] + name_off
            name = data[start:data.index(b"\0", start)].decode()
            if name == ".text":
                return data[off:off + size]
    except (struct.error, ValueError):
        pass
    raise AssemblyError.at(SourceLoc("<elf>", 1, 1), "ELF file has no readable .text section")


def run_disasm(path: str, arch: str, offset: int = 0) -> None:
    from ..isa.decoder import disassemble
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as f:
                data = f.read()
    except OSError as e:
        raise click.UsageError(f"cannot read {path}: {e.strerror}") from None
    text = elf_text(data)
    code = (text if text is not None else data)[offset:]
    click.echo(disassemble(code, arch), nl=False)
