"""A small ELF64 reader for the generators and tests: sections, symbols and notes of objects and code objects.

It reads what llvm-mc and ld.lld write (and what masm writes) so that tools and tests can compare them field by
field without LLVM's tools; it is not part of masm.
"""
from __future__ import annotations

import struct
from dataclasses import dataclass


@dataclass(frozen=True)
class Section:
    index: int
    name: str
    type: int
    flags: int
    address: int
    offset: int
    size: int
    link: int
    info: int
    align: int
    entsize: int
    data: bytes


@dataclass(frozen=True)
class Symbol:
    name: str
    value: int
    size: int
    bind: int
    type: int
    visibility: int
    shndx: int


@dataclass(frozen=True)
class Segment:
    type: int
    flags: int
    offset: int
    address: int
    filesz: int
    memsz: int
    align: int


class Elf:
    def __init__(self, data: bytes):
        if data[:4] != b"\x7fELF" or data[4] != 2:
            raise ValueError("not an ELF64 file")
        self.data = data
        (self.ident, self.type, self.machine, _, self.entry, self.phoff, self.shoff, self.flags, _, self.phentsize,
         self.phnum, self.shentsize, self.shnum, self.shstrndx) = struct.unpack_from("<16sHHIQQQIHHHHHH", data, 0)
        raw = [struct.unpack_from("<IIQQQQIIQQ", data, self.shoff + i * 64) for i in range(self.shnum)]
        names = raw[self.shstrndx] if self.shnum else None
        self.sections: list[Section] = []
        for i, (name, stype, flags, addr, off, size, link, info, align, entsize) in enumerate(raw):
            body = b"" if stype == 8 else data[off:off + size]      # SHT_NOBITS has no bytes in the file
            label = self._string(names[4], name) if names else ""
            self.sections.append(Section(i, label, stype, flags, addr, off, size, link, info, align, entsize, body))
        self.segments = [Segment(*struct.unpack_from("<IIQQQQQQ", data, self.phoff + i * 56)[:3],
                                 *struct.unpack_from("<IIQQQQQQ", data, self.phoff + i * 56)[3:4],
                                 *struct.unpack_from("<IIQQQQQQ", data, self.phoff + i * 56)[5:8])
                         for i in range(self.phnum)]

    def _string(self, table_offset: int, index: int) -> str:
        end = self.data.index(b"\0", table_offset + index)
        return self.data[table_offset + index:end].decode()

    def section(self, name: str) -> Section | None:
        return next((s for s in self.sections if s.name == name), None)

    def symbols(self, table: str = ".symtab") -> list[Symbol]:
        sec = self.section(table)
        if sec is None:
            return []
        strtab = self.sections[sec.link]
        out = []
        for i in range(len(sec.data) // 24):
            name, info, other, shndx, value, size = struct.unpack_from("<IBBHQQ", sec.data, i * 24)
            end = strtab.data.index(b"\0", name)
            out.append(Symbol(strtab.data[name:end].decode(), value, size, info >> 4, info & 15, other & 3, shndx))
        return out

    def notes(self) -> list[tuple[str, int, bytes]]:
        """(owner, type, descriptor) of every note in SHT_NOTE sections."""
        out = []
        for sec in self.sections:
            if sec.type != 7:
                continue
            pos = 0
            while pos + 12 <= len(sec.data):
                namesz, descsz, ntype = struct.unpack_from("<III", sec.data, pos)
                name = sec.data[pos + 12:pos + 12 + namesz].rstrip(b"\0").decode()
                start = pos + 12 + -(-namesz // 4) * 4
                out.append((name, ntype, sec.data[start:start + descsz]))
                pos = start + -(-descsz // 4) * 4
        return out
