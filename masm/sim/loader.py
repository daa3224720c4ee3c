"""Reading an AMDGPU HSA code object the way the ROCm loader does: LOAD segments into memory, kernel descriptors
(`NAME.kd` symbols) and the amdhsa metadata note (kernel arguments, workgroup size, register counts)."""
from __future__ import annotations

import struct
from dataclasses import dataclass

import msgpack

PT_LOAD = 1
SHT_SYMTAB, SHT_NOTE, SHT_DYNSYM = 2, 7, 11
NT_AMDGPU_METADATA = 32


@dataclass(frozen=True)
class KernelDescriptor:
    group_segment_fixed_size: int
    private_segment_fixed_size: int
    kernarg_size: int
    entry_offset: int
    rsrc1: int
    rsrc2: int
    rsrc3: int
    code_properties: int

    @classmethod
    def parse(cls, raw: bytes) -> "KernelDescriptor":
        g, p, k = struct.unpack_from("<III", raw, 0)
        (entry,) = struct.unpack_from("<q", raw, 16)
        r3, r1, r2 = struct.unpack_from("<III", raw, 44)
        (props,) = struct.unpack_from("<H", raw, 56)
        return cls(g, p, k, entry, r1, r2, r3, props)


@dataclass(frozen=True)
class LoadedKernel:
    name: str
    descriptor: KernelDescriptor
    descriptor_address: int     # virtual address of NAME.kd in the loaded image
    metadata: dict              # this kernel's amdhsa metadata map (may be empty)

    @property
    def entry(self) -> int:
        return self.descriptor_address + self.descriptor.entry_offset


@dataclass(frozen=True)
class LoadedImage:
    image: bytes                # the LOAD segments placed at their virtual addresses (from 0)
    kernels: dict[str, LoadedKernel]


def load_code_object(elf: bytes) -> LoadedImage:
    if elf[:4] != b"\x7fELF" or elf[4] != 2:
        raise ValueError("not an ELF64 code object")
    (e_phoff, e_shoff) = struct.unpack_from("<QQ", elf, 0x20)
    e_phentsize, e_phnum, e_shentsize, e_shnum, e_shstrndx = struct.unpack_from("<HHHHH", elf, 0x36)
    end = 0
    loads = []
    for i in range(e_phnum):
        p_type, _flags, p_offset, p_vaddr, _paddr, p_filesz, p_memsz, _align = struct.unpack_from(
            "<IIQQQQQQ", elf, e_phoff + i * e_phentsize)
        if p_type == PT_LOAD:
            loads.append((p_offset, p_vaddr, p_filesz))
            end = max(end, p_vaddr + p_memsz)
    image = bytearray(end)
    for off, vaddr, filesz in loads:
        image[vaddr:vaddr + filesz] = elf[off:off + filesz]
    sections = [struct.unpack_from("<IIQQQQIIQQ", elf, e_shoff + i * e_shentsize) for i in range(e_shnum)]
    symbols: dict[str, int] = {}
    metadata: dict = {}
    for sh in sections:
        _name, sh_type, _flags, _addr, sh_offset, sh_size, sh_link, _info, _align, sh_entsize = sh
        if sh_type in (SHT_SYMTAB, SHT_DYNSYM):
            strtab = sections[sh_link]
            for j in range(sh_size // (sh_entsize or 24)):
                st_name, _i, _o, _shndx, st_value, _size = struct.unpack_from("<IBBHQQ", elf, sh_offset + j * 24)
                s = strtab[4] + st_name
                name = elf[s:elf.index(b"\0", s)].decode()
                if name:
                    symbols[name] = st_value
        elif sh_type == SHT_NOTE:
            metadata.update(_read_notes(elf[sh_offset:sh_offset + sh_size]))
    kernels: dict[str, LoadedKernel] = {}
    meta_by_name = {k.get(".name"): k for k in metadata.get("amdhsa.kernels", [])}
    for sym, addr in symbols.items():
        if sym.endswith(".kd"):
            name = sym[:-3]
            kd = KernelDescriptor.parse(bytes(image[addr:addr + 64]))
            kernels[name] = LoadedKernel(name, kd, addr, meta_by_name.get(name, {}))
    return LoadedImage(bytes(image), kernels)


def _read_notes(data: bytes) -> dict:
    out: dict = {}
    pos = 0
    while pos + 12 <= len(data):
        namesz, descsz, ntype = struct.unpack_from("<III", data, pos)
        pos += 12
        name = data[pos:pos + namesz]
        pos += (namesz + 3) & ~3
        desc = data[pos:pos + descsz]
        pos += (descsz + 3) & ~3
        if ntype == NT_AMDGPU_METADATA and name.startswith(b"AMDGPU"):
            out.update(msgpack.unpackb(desc, raw=False, strict_map_key=False))
    return out
