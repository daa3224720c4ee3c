"""An ELF64 AMDGPU HSA code object (v4), laid out like ld.lld's output for a shared object.

Sections: .note (amdhsa metadata), .dynsym, .hash, .dynstr, .rodata (one 64-byte kernel descriptor per kernel),
.text (all code), .dynamic, .symtab, .shstrtab, .strtab. Segments: PHDR, LOAD r (headers .. .rodata), LOAD rx (.text),
LOAD rw (.dynamic), DYNAMIC, NOTE. Each LOAD segment starts on its own page in the address space (file offset + n·4KB),
like ld.lld does. Kernel symbols: `NAME` (STT_FUNC in .text, protected) and `NAME.kd` (STT_OBJECT in .rodata).
"""
from __future__ import annotations

import struct
from dataclasses import dataclass

from .descriptor import DESCRIPTOR_ALIGN, DESCRIPTOR_SIZE, KernelDescriptorInfo, encode_descriptor
from .metadata import KernelMetadata, metadata_note
from .target import ELFABIVERSION_AMDGPU_HSA_V4, ELFOSABI_AMDGPU_HSA, EM_AMDGPU, Target

PAGE = 0x1000
TEXT_ALIGN = 256

ET_DYN = 3
SHT_PROGBITS, SHT_SYMTAB, SHT_STRTAB, SHT_HASH, SHT_DYNAMIC, SHT_NOTE, SHT_DYNSYM = 1, 2, 3, 5, 6, 7, 11
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR = 1, 2, 4
PT_LOAD, PT_DYNAMIC, PT_NOTE, PT_PHDR = 1, 2, 4, 6
PF_X, PF_W, PF_R = 1, 2, 4
STB_LOCAL, STB_GLOBAL = 0, 1
STT_NOTYPE, STT_OBJECT, STT_FUNC = 0, 1, 2
STV_PROTECTED = 3
DT_NULL, DT_HASH, DT_STRTAB, DT_SYMTAB, DT_STRSZ, DT_SYMENT = 0, 4, 5, 6, 10, 11

EHDR_SIZE, PHDR_SIZE, SHDR_SIZE, SYM_SIZE, DYN_SIZE = 64, 56, 64, 24, 16


@dataclass(frozen=True)
class CodeObjectKernel:
    name: str
    code_offset: int  # in the code bytes (.text)
    code_size: int
    descriptor: KernelDescriptorInfo
    metadata: KernelMetadata


@dataclass(frozen=True)
class CodeObjectLayout:
    """Where things ended up (virtual addresses), for Program and the simulator."""

    text_address: int
    text_file_offset: int
    descriptor_addresses: dict[str, int]  # kernel name -> address of NAME.kd
    descriptor_file_offsets: dict[str, int]


class _StringTable:
    def __init__(self) -> None:
        self.data = bytearray(b"\0")
        self.offsets: dict[str, int] = {"": 0}

    def add(self, s: str) -> int:
        if s not in self.offsets:
            self.offsets[s] = len(self.data)
            self.data += s.encode() + b"\0"
        return self.offsets[s]


def elf_hash(name: bytes) -> int:
    h = 0
    for c in name:
        h = ((h << 4) + c) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h


def _hash_section(names: list[str]) -> bytes:
    """SysV .hash over the dynamic symbols (index 0 is the null symbol)."""
    nbucket = max(1, len(names))
    buckets = [0] * nbucket
    chains = [0] * (len(names) + 1)
    for index, name in enumerate(names, start=1):
        b = elf_hash(name.encode()) % nbucket
        chains[index] = buckets[b]
        buckets[b] = index
    return struct.pack(f"<II{nbucket}I{len(chains)}I", nbucket, len(chains), *buckets, *chains)


def _sym(name_off: int, info: int, other: int, shndx: int, value: int, size: int) -> bytes:
    return struct.pack("<IBBHQQ", name_off, info, other, shndx, value, size)


def _align(value: int, alignment: int) -> int:
    return -(-value // alignment) * alignment


@dataclass
class _Section:
    name: str
    type: int
    flags: int
    data: bytes
    align: int
    entsize: int = 0
    link: str | None = None
    info: int = 0
    offset: int = 0
    address: int = 0


def write_code_object(tgt: Target, code: bytes, kernels: list[CodeObjectKernel]) -> tuple[bytes, CodeObjectLayout]:
    """Build the hsaco bytes for `code` (all kernels' code, each kernel starting 256-byte aligned)."""
    names = [k.name for k in kernels] + [k.name + ".kd" for k in kernels]
    dynstr, strtab, shstrtab = _StringTable(), _StringTable(), _StringTable()
    for n in names:
        dynstr.add(n)
        strtab.add(n)

    note = metadata_note(tgt.target_id, [k.metadata for k in kernels])
    n_phdrs = 6
    sections = [
        _Section(".note", SHT_NOTE, SHF_ALLOC, note, 4),
        _Section(".dynsym", SHT_DYNSYM, SHF_ALLOC, b"", 8, SYM_SIZE, ".dynstr", 1),
        _Section(".hash", SHT_HASH, SHF_ALLOC, _hash_section(names), 4, 4, ".dynsym"),
        _Section(".dynstr", SHT_STRTAB, SHF_ALLOC, bytes(dynstr.data), 1),
        _Section(".rodata", SHT_PROGBITS, SHF_ALLOC, b"\0" * (DESCRIPTOR_SIZE * len(kernels)), DESCRIPTOR_ALIGN),
        _Section(".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, code, TEXT_ALIGN),
        _Section(".dynamic", SHT_DYNAMIC, SHF_ALLOC | SHF_WRITE, b"\0" * (DYN_SIZE * 6), 8, DYN_SIZE, ".dynstr"),
        _Section(".symtab", SHT_SYMTAB, 0, b"", 8, SYM_SIZE, ".strtab", 1),
        _Section(".shstrtab", SHT_STRTAB, 0, b"", 1),
        _Section(".strtab", SHT_STRTAB, 0, bytes(strtab.data), 1),
    ]
    by_name = {s.name: s for s in sections}
    by_name[".dynsym"].data = b"\0" * (SYM_SIZE * (len(names) + 1))
    by_name[".symtab"].data = b"\0" * (SYM_SIZE * (len(names) + 1))
    for s in sections:
        shstrtab.add(s.name)
    by_name[".shstrtab"].data = bytes(shstrtab.data)

    # Place sections: file offsets in order; each new LOAD segment (text, dynamic) moves to the next page in memory.
    offset = EHDR_SIZE + PHDR_SIZE * n_phdrs
    page_shift = 0
    for s in sections:
        offset = _align(offset, s.align)
        if s.name in (".text", ".dynamic"):
            page_shift += PAGE
        s.offset = offset
        s.address = offset + page_shift if s.flags & SHF_ALLOC else 0
        offset += len(s.data)
    shoff = _align(offset, 8)

    text, rodata = by_name[".text"], by_name[".rodata"]
    kd_addresses, kd_offsets, descriptors = {}, {}, bytearray()
    for i, k in enumerate(kernels):
        kd_addr = rodata.address + i * DESCRIPTOR_SIZE
        kd_addresses[k.name], kd_offsets[k.name] = kd_addr, rodata.offset + i * DESCRIPTOR_SIZE
        descriptors += encode_descriptor(tgt, k.descriptor, text.address + k.code_offset - kd_addr)
    rodata.data = bytes(descriptors)

    index = {s.name: i + 1 for i, s in enumerate(sections)}

    def symbols(strings: _StringTable) -> bytes:
        out = _sym(0, 0, 0, 0, 0, 0)
        for k in kernels:
            out += _sym(strings.offsets[k.name], STB_GLOBAL << 4 | STT_FUNC, STV_PROTECTED, index[".text"],
                        text.address + k.code_offset, k.code_size)
        for k in kernels:
            out += _sym(strings.offsets[k.name + ".kd"], STB_GLOBAL << 4 | STT_OBJECT, 0, index[".rodata"],
                        kd_addresses[k.name], DESCRIPTOR_SIZE)
        return out

    by_name[".dynsym"].data = symbols(dynstr)
    by_name[".symtab"].data = symbols(strtab)
    dynsym, hash_, dstr = by_name[".dynsym"], by_name[".hash"], by_name[".dynstr"]
    by_name[".dynamic"].data = b"".join(struct.pack("<qQ", tag, value) for tag, value in (
        (DT_SYMTAB, dynsym.address), (DT_SYMENT, SYM_SIZE), (DT_STRTAB, dstr.address), (DT_STRSZ, len(dstr.data)),
        (DT_HASH, hash_.address), (DT_NULL, 0)))

    dynamic, note_s = by_name[".dynamic"], by_name[".note"]
    ro_end = rodata.offset + len(rodata.data)
    phdrs = [
        (PT_PHDR, PF_R, EHDR_SIZE, EHDR_SIZE, PHDR_SIZE * n_phdrs, 8),
        (PT_LOAD, PF_R, 0, 0, ro_end, PAGE),
        (PT_LOAD, PF_R | PF_X, text.offset, text.address, len(text.data), PAGE),
        (PT_LOAD, PF_R | PF_W, dynamic.offset, dynamic.address, len(dynamic.data), PAGE),
        (PT_DYNAMIC, PF_R | PF_W, dynamic.offset, dynamic.address, len(dynamic.data), 8),
        (PT_NOTE, PF_R, note_s.offset, note_s.address, len(note_s.data), 4),
    ]

    out = bytearray(shoff + SHDR_SIZE * (len(sections) + 1))
    ident = b"\x7fELF" + bytes([2, 1, 1, ELFOSABI_AMDGPU_HSA, ELFABIVERSION_AMDGPU_HSA_V4]) + b"\0" * 7
    struct.pack_into("<16sHHIQQQIHHHHHH", out, 0, ident, ET_DYN, EM_AMDGPU, 1, 0, EHDR_SIZE, shoff, tgt.e_flags,
                     EHDR_SIZE, PHDR_SIZE, n_phdrs, SHDR_SIZE, len(sections) + 1, index[".shstrtab"])
    for i, (ptype, flags, off, addr, size, align) in enumerate(phdrs):
        struct.pack_into("<IIQQQQQQ", out, EHDR_SIZE + i * PHDR_SIZE, ptype, flags, off, addr, addr, size, size, align)
    for s in sections:
        out[s.offset:s.offset + len(s.data)] = s.data
    for i, s in enumerate(sections, start=1):
        link = index[s.link] if s.link else 0
        struct.pack_into("<IIQQQQIIQQ", out, shoff + i * SHDR_SIZE, shstrtab.offsets[s.name], s.type, s.flags,
                         s.address, s.offset, len(s.data), link, s.info, s.align, s.entsize)
    layout = CodeObjectLayout(text.address, text.offset, kd_addresses, kd_offsets)
    return bytes(out), layout
