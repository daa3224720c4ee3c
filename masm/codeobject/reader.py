"""Reading AMDGPU code objects that anyone made (masm, clang + ld.lld, hipcc): the ELF sections and segments, the
symbols, the amdhsa metadata note and each kernel's descriptor and code.

Every field is checked against the file before it is used, so a damaged or hostile file gives one clear
`CodeObjectError` (an `AssemblyError`) and never a traceback or a huge allocation.  Its location is the file, line 1,
and as column the byte offset + 1 of the field that is wrong (`bad.hsaco:1:41: error: ...` for e_shoff at 0x28).

`read_code_object(data, name)` -> `CodeObject`; `CodeObject.kernels()` -> one `KernelCode` per kernel descriptor
symbol (`NAME.kd`), with its descriptor bytes, its code (from the function symbol `NAME`, or from the descriptor's
entry offset) and its metadata map.  Linked code objects (ET_DYN, what ld.lld -shared makes) and relocatable objects
(ET_REL, `clang -c` / `llvm-mc -filetype=obj`) are both read; only the former can be loaded to run.
"""
from __future__ import annotations

import bisect
import struct
from dataclasses import field

from ..dataclass_cache import dataclass
from ..diagnostics import AssemblyError, SourceLoc
from ..targets import TARGETS
from .magic import is_elf
from .target import EM_AMDGPU

ET_REL, ET_EXEC, ET_DYN = 1, 2, 3
SHT_NULL, SHT_PROGBITS, SHT_SYMTAB, SHT_STRTAB, SHT_NOTE, SHT_NOBITS, SHT_DYNSYM = 0, 1, 2, 3, 7, 8, 11
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR = 1, 2, 4
PT_LOAD = 1
STT_NOTYPE, STT_OBJECT, STT_FUNC, STT_SECTION = 0, 1, 2, 3
SHN_UNDEF, SHN_LORESERVE, SHN_ABS = 0, 0xFF00, 0xFFF1
NT_AMDGPU_METADATA = 32
EF_AMDGPU_MACH = 0xFF
DESCRIPTOR_SIZE = 64

EHDR, SHDR, PHDR, SYM = 64, 64, 56, 24
MAX_LOADED_IMAGE = 256 << 20        # bytes of address space a code object may ask the loader for (its LOAD segments)
MAX_METADATA_DEPTH = 32

ARCH_OF_MACH = {t.mach: t.arch for t in TARGETS.values()}
PROCESSOR_OF_MACH = ARCH_OF_MACH      # every processor masm describes, it assembles for


class CodeObjectError(AssemblyError):
    """A file masm cannot read as an AMDGPU code object; located at the file and the offending byte offset."""

    def __init__(self, name: str, offset: int, message: str):
        self.name, self.offset, self.message = name, offset, message
        loc = SourceLoc(name, 1, max(0, offset) + 1)
        from ..diagnostics import Diagnostic
        super().__init__(Diagnostic("error", message, loc))


@dataclass(frozen=True)
class Section:
    index: int
    name: str
    type: int
    flags: int
    addr: int
    offset: int
    size: int
    link: int
    info: int
    align: int
    entsize: int
    header_offset: int              # where its header is in the file (for messages)

    @property
    def in_file(self) -> bool:
        return self.type not in (SHT_NOBITS, SHT_NULL)

    @property
    def allocated(self) -> bool:
        return bool(self.flags & SHF_ALLOC)

    @property
    def executable(self) -> bool:
        return bool(self.flags & SHF_EXECINSTR)


@dataclass(frozen=True)
class Symbol:
    name: str
    value: int
    size: int
    type: int
    bind: int
    visibility: int
    shndx: int
    name_offset: int = 0      # in the string table: ld.lld adds names in the order the linked object named them


@dataclass(frozen=True)
class Relocation:
    """One entry of a `.rela` section (relocatable objects): patch `offset` of its section with `type` of
    `symbol` + `addend` (`symbol` None: the section symbol or an unnamed one, `section` then says which)."""

    offset: int
    type: int
    symbol: "Symbol | None"
    section: int                # the section the symbol lies in (SHN_UNDEF: undefined)
    addend: int


@dataclass(frozen=True)
class LoadSegment:
    offset: int
    vaddr: int
    filesz: int
    memsz: int
    flags: int


@dataclass(frozen=True)
class KernelCode:
    """One kernel of a code object."""

    name: str
    descriptor: bytes               # the 64 bytes of NAME.kd
    descriptor_address: int         # its address (ET_DYN) or offset in its section (ET_REL)
    code_offset: int                # file offset of the first instruction (-1: not found)
    code_size: int                  # bytes up to the end of its function symbol / the next kernel / .text
    code_address: int               # virtual address of the first instruction (ET_DYN), offset in .text (ET_REL)
    metadata: dict                  # this kernel's amdhsa metadata map ({} when the note has none)


@dataclass
class CodeObject:
    name: str
    data: bytes
    type: int
    e_flags: int
    abi_version: int
    sections: list[Section]
    segments: list[LoadSegment]
    symbols: list[Symbol]
    metadata: dict
    relocations: dict[int, list[Relocation]] = field(default_factory=dict)   # target section index -> entries
    _by_name: dict = field(default_factory=dict, repr=False)

    # ---- what it is ------------------------------------------------------------------------------------------
    @property
    def arch(self) -> str | None:
        """The architecture e_flags name (None: a processor masm does not know)."""
        return ARCH_OF_MACH.get(self.e_flags & EF_AMDGPU_MACH)

    @property
    def mach(self) -> int:
        return self.e_flags & EF_AMDGPU_MACH

    @property
    def processor(self) -> str:
        """The processor e_flags name ('gfx942'), or 'EF_AMDGPU_MACH 0x..' for one masm does not describe."""
        return PROCESSOR_OF_MACH.get(self.mach, f"EF_AMDGPU_MACH 0x{self.mach:x}")

    @property
    def code_object_version(self) -> int | None:
        """ELF ABI version 1/2/3/4 -> code object v3/v4/v5/v6 (HSA OS ABI)."""
        return self.abi_version + 2 if 1 <= self.abi_version <= 4 else None

    @property
    def linked(self) -> bool:
        return self.type in (ET_DYN, ET_EXEC)

    def error(self, offset: int, message: str) -> CodeObjectError:
        return CodeObjectError(self.name, offset, message)

    # ---- sections ------------------------------------------------------------------------------------------
    def section(self, name: str) -> Section | None:
        return self._by_name.get(name)

    def section_data(self, sec: Section) -> bytes:
        """The section's bytes in the file (empty for .bss-like sections, which have none)."""
        return self.data[sec.offset:sec.offset + sec.size] if sec.in_file else b""

    def section_at(self, index: int) -> Section | None:
        return self.sections[index] if 0 < index < len(self.sections) else None

    def symbol_file_offset(self, sym: Symbol) -> tuple[Section, int] | None:
        """(section, offset of the symbol's value inside it), None for undefined/absolute symbols or a value
        outside its section."""
        sec = self.section_at(sym.shndx) if sym.shndx < SHN_LORESERVE else None
        if sec is None:
            return None
        rel = sym.value - (sec.addr if self.linked else 0)
        if not 0 <= rel <= sec.size:
            return None
        return sec, rel

    def text_sections(self) -> list[Section]:
        return [s for s in self.sections if s.executable and s.in_file]

    # ---- kernels -------------------------------------------------------------------------------------------
    def kernel_metadata(self) -> dict[str, dict]:
        out = {}
        for k in self.metadata.get("amdhsa.kernels", []):
            out.setdefault(k.get(".name", ""), k)
            symbol = k.get(".symbol", "")
            if symbol.endswith(".kd"):
                out.setdefault(symbol[:-3], k)
        return out

    def kernels(self) -> list[KernelCode]:
        """Every kernel descriptor symbol `NAME.kd` (in address order) with its code and metadata."""
        meta = self.kernel_metadata()
        funcs = {s.name: s for s in self.symbols if s.type == STT_FUNC and s.shndx}
        # where each function in an executable section starts, to bound a kernel without a symbol size
        starts: dict[int, list[int]] = {}
        for s in self.symbols:
            sec = self.section_at(s.shndx) if s.type in (STT_FUNC, STT_NOTYPE) else None
            if sec is not None and sec.executable:
                starts.setdefault(s.shndx, []).append(s.value)
        for values in starts.values():
            values.sort()
        out = []
        seen = set()
        for sym in sorted((s for s in self.symbols if s.name.endswith(".kd") and s.shndx),
                          key=lambda s: (s.shndx, s.value)):
            name = sym.name[:-3]
            if name in seen:
                continue
            seen.add(name)
            where = self.symbol_file_offset(sym)
            if where is None or where[1] + DESCRIPTOR_SIZE > where[0].size or not where[0].in_file:
                raise self.error(0, f"the kernel descriptor '{sym.name}' (address 0x{sym.value:x}) lies outside "
                                    "its section")
            sec, rel = where
            raw = self.data[sec.offset + rel:sec.offset + rel + DESCRIPTOR_SIZE]
            code_offset, code_size, code_address = self._kernel_code(name, sym, raw, funcs, starts)
            out.append(KernelCode(name, raw, sym.value, code_offset, code_size, code_address, meta.get(name, {})))
        return out

    def _kernel_code(self, name: str, kd: Symbol, raw: bytes, funcs: dict, starts: dict) -> tuple[int, int, int]:
        func = funcs.get(name)
        sec = rel = None
        if func is not None:
            where = self.symbol_file_offset(func)
            if where is not None and where[0].executable and where[0].in_file:
                sec, rel = where
        if sec is None and self.linked:     # no function symbol: follow the descriptor's entry offset
            (entry,) = struct.unpack_from("<q", raw, 16)
            address = kd.value + entry
            for s in self.text_sections():
                if s.addr <= address < s.addr + s.size:
                    sec, rel = s, address - s.addr
                    break
        if sec is None:
            return -1, 0, 0
        size = func.size if func is not None and func.size else 0
        if not size:
            value = rel + (sec.addr if self.linked else 0)
            values = starts.get(sec.index, [])
            i = bisect.bisect_right(values, value)
            size = (values[i] - value) if i < len(values) else sec.size - rel
        size = max(0, min(size, sec.size - rel))
        return sec.offset + rel, size, rel + (sec.addr if self.linked else 0)

    # ---- the loaded image (simulator) ----------------------------------------------------------------------
    def loaded_image(self, limit: int = MAX_LOADED_IMAGE) -> bytes:
        """The LOAD segments placed at their virtual addresses from 0, as the ROCm loader maps them."""
        if not self.linked:
            raise self.error(16, "this is a relocatable object (ET_REL), not a loadable code object: link it "
                                 "first (ld.lld -shared FILE.o -o FILE.hsaco)")
        if not self.segments:
            raise self.error(0x38, "the code object has no LOAD segment: nothing to load")
        end = max(s.vaddr + s.memsz for s in self.segments)
        if end > limit:
            raise self.error(0x20, f"the code object's LOAD segments span {end:,} bytes of address space, more "
                                   f"than the {limit:,} the simulator maps for a code object")
        image = bytearray(end)
        for s in self.segments:
            image[s.vaddr:s.vaddr + s.filesz] = self.data[s.offset:s.offset + s.filesz]
        return bytes(image)


# ---- parsing ------------------------------------------------------------------------------------------------------
def read_code_object(data: bytes, name: str = "<code object>") -> CodeObject:
    """Parse and check `data`; raises CodeObjectError (located at `name` and the byte offset) on anything wrong."""
    def fail(offset: int, message: str) -> CodeObjectError:
        return CodeObjectError(name, offset, message)

    from ..render import register_source
    register_source(name, "")      # a binary file: diagnostics show no "source line" of it

    size = len(data)
    if not is_elf(data):
        raise fail(0, "not an ELF file (a code object starts with \\x7fELF)")
    if size < EHDR:
        raise fail(size, f"truncated ELF header: the file has {size} bytes, the header needs {EHDR}")
    if data[4] != 2:
        raise fail(4, "not a 64-bit ELF file: AMDGPU code objects are ELF64")
    if data[5] != 1:
        raise fail(5, "not a little-endian ELF file: AMDGPU code objects are little-endian")
    (e_type, e_machine, _version, _entry, e_phoff, e_shoff, e_flags, _ehsize, e_phentsize, e_phnum,
     e_shentsize, e_shnum, e_shstrndx) = struct.unpack_from("<HHIQQQIHHHHHH", data, 16)
    if e_machine != EM_AMDGPU:
        raise fail(18, f"not an AMDGPU code object (ELF machine {e_machine}, AMDGPU is {EM_AMDGPU})")
    if e_type not in (ET_REL, ET_EXEC, ET_DYN):
        raise fail(16, f"unsupported ELF file type {e_type} (expected a shared object or a relocatable object)")
    sections = _sections(data, e_shoff, e_shentsize, e_shnum, e_shstrndx, fail)
    segments = _segments(data, e_phoff, e_phentsize, e_phnum, fail) if e_type != ET_REL else []
    co = CodeObject(name, data, e_type, e_flags, data[8], sections, segments, [], {})
    co._by_name = {}
    for s in sections:
        co._by_name.setdefault(s.name, s)
    co.symbols, table = _symbols(data, sections, fail)
    co.metadata = _metadata(data, sections, fail)
    co.relocations = _relocations(data, sections, table, fail)
    return co


def _check_range(offset: int, length: int, size: int) -> bool:
    return 0 <= offset and 0 <= length and offset + length <= size


def _sections(data, e_shoff, e_shentsize, e_shnum, e_shstrndx, fail) -> list[Section]:
    size = len(data)
    if e_shnum == 0:
        raise fail(0x3C, "the ELF file has no section headers")
    if e_shentsize != SHDR:
        raise fail(0x3A, f"section header size {e_shentsize}, ELF64 section headers are {SHDR} bytes")
    if not _check_range(e_shoff, e_shnum * SHDR, size):
        raise fail(0x28, f"the section header table (offset 0x{e_shoff:x}, {e_shnum} headers) lies past the end "
                         f"of the file ({size} bytes)")
    raw = []
    for i in range(e_shnum):
        at = e_shoff + i * SHDR
        h = struct.unpack_from("<IIQQQQIIQQ", data, at)
        name_off, sh_type, flags, addr, offset, sh_size, link, info, align, entsize = h
        if sh_type not in (SHT_NOBITS, SHT_NULL) and not _check_range(offset, sh_size, size):
            raise fail(at + 24, f"section {i} (offset 0x{offset:x}, {sh_size} bytes) lies past the end of the "
                                f"file ({size} bytes)")
        if sh_type == SHT_NOBITS and sh_size >= 1 << 40:
            raise fail(at + 32, f"section {i} is {sh_size:,} bytes long")
        raw.append((at, h))
    if not 0 < e_shstrndx < e_shnum:
        raise fail(0x3E, f"the section name table index {e_shstrndx} is not a section (the file has {e_shnum})")
    names_at, names_h = raw[e_shstrndx]
    if names_h[1] != SHT_STRTAB:
        raise fail(names_at + 4, f"the section name table (section {e_shstrndx}) is not a string table")
    strtab = (names_h[4], names_h[5])
    out = []
    for i, (at, h) in enumerate(raw):
        name_off, sh_type, flags, addr, offset, sh_size, link, info, align, entsize = h
        nm = "" if i == 0 else _string(data, strtab, name_off, fail, at, f"the name of section {i}")
        out.append(Section(i, nm, sh_type, flags, addr, offset, sh_size, link, info, align, entsize, at))
    return out


def _string(data: bytes, table: tuple[int, int], offset: int, fail, where: int, what: str) -> str:
    start, length = table
    if not 0 <= offset < length:
        raise fail(where, f"{what} (string offset {offset}) lies outside its string table ({length} bytes)")
    end = data.find(b"\0", start + offset, start + length)
    if end < 0:
        raise fail(start + offset, f"{what} is not terminated inside its string table")
    try:
        return data[start + offset:end].decode("utf-8")
    except UnicodeDecodeError:
        raise fail(start + offset, f"{what} is not valid UTF-8 text") from None


def _segments(data, e_phoff, e_phentsize, e_phnum, fail) -> list[LoadSegment]:
    size = len(data)
    if e_phnum == 0:
        return []
    if e_phentsize != PHDR:
        raise fail(0x36, f"program header size {e_phentsize}, ELF64 program headers are {PHDR} bytes")
    if not _check_range(e_phoff, e_phnum * PHDR, size):
        raise fail(0x20, f"the program header table (offset 0x{e_phoff:x}, {e_phnum} headers) lies past the end "
                         f"of the file ({size} bytes)")
    out = []
    for i in range(e_phnum):
        at = e_phoff + i * PHDR
        p_type, p_flags, p_offset, p_vaddr, _paddr, p_filesz, p_memsz, _align = struct.unpack_from(
            "<IIQQQQQQ", data, at)
        if p_type != PT_LOAD:
            continue
        if not _check_range(p_offset, p_filesz, size):
            raise fail(at + 8, f"LOAD segment {i} (offset 0x{p_offset:x}, {p_filesz} bytes) lies past the end of "
                               f"the file ({size} bytes)")
        if p_memsz < p_filesz:
            raise fail(at + 40, f"LOAD segment {i} is smaller in memory ({p_memsz} bytes) than in the file "
                                f"({p_filesz} bytes)")
        if p_vaddr + p_memsz >= 1 << 48:
            raise fail(at + 16, f"LOAD segment {i} ends at address 0x{p_vaddr + p_memsz:x}, beyond the 48-bit "
                                "address space")
        out.append(LoadSegment(p_offset, p_vaddr, p_filesz, p_memsz, p_flags))
    return out


def _symbols(data, sections: list[Section], fail) -> tuple[list[Symbol], tuple[int, list]]:
    """The named static symbols (.symtab), or the dynamic ones when the file has no .symtab (a stripped object);
    and (index of the table's section, every entry by index with None for unnamed ones) for relocations."""
    tables = [s for s in sections if s.type == SHT_SYMTAB] or [s for s in sections if s.type == SHT_DYNSYM]
    out = []
    by_index: list = []
    for tab in tables[:1]:
        if tab.entsize not in (0, SYM):
            raise fail(tab.header_offset + 56, f"symbol table '{tab.name}' has entries of {tab.entsize} bytes, "
                                               f"ELF64 symbols are {SYM}")
        if not 0 < tab.link < len(sections) or sections[tab.link].type != SHT_STRTAB:
            raise fail(tab.header_offset + 40, f"symbol table '{tab.name}' does not link to a string table")
        strings = sections[tab.link]
        table = (strings.offset, strings.size)
        by_index = [None]
        for j in range(1, tab.size // SYM):
            at = tab.offset + j * SYM
            st_name, st_info, st_other, st_shndx, st_value, st_size = struct.unpack_from("<IBBHQQ", data, at)
            if not st_name:
                by_index.append((st_shndx, st_value))
                continue
            nm = _string(data, table, st_name, fail, at, f"the name of symbol {j} of '{tab.name}'")
            sym = Symbol(nm, st_value, st_size, st_info & 0xF, st_info >> 4, st_other & 3, st_shndx, st_name)
            out.append(sym)
            by_index.append(sym)
        return out, (tab.index, by_index)
    return out, (-1, by_index)


SHT_RELA = 4


def _relocations(data, sections: list[Section], table: tuple[int, list], fail) -> dict[int, list[Relocation]]:
    """The `.rela` entries of a relocatable object, by the section they patch (checked: in that section, naming a
    symbol of the symbol table)."""
    out: dict[int, list[Relocation]] = {}
    table_index, symbols = table
    for sec in sections:
        if sec.type != SHT_RELA or not 0 < sec.info < len(sections):
            continue
        if sec.entsize not in (0, 24) or sec.link != table_index:
            raise fail(sec.header_offset + 40, f"relocation section '{sec.name}' does not use the symbol table "
                                               "with 24-byte entries")
        target = sections[sec.info]
        entries = out.setdefault(target.index, [])
        for j in range(sec.size // 24):
            at = sec.offset + 24 * j
            r_offset, r_info, r_addend = struct.unpack_from("<QQq", data, at)
            sym_index, r_type = r_info >> 32, r_info & 0xFFFFFFFF
            if not 0 <= r_offset <= target.size - 4 or not sym_index < len(symbols):
                raise fail(at, f"relocation {j} of '{sec.name}' (offset 0x{r_offset:x}, symbol {sym_index}) lies "
                               f"outside '{target.name}' or its symbol table")
            sym = symbols[sym_index]
            if isinstance(sym, Symbol):
                entries.append(Relocation(r_offset, r_type, sym, sym.shndx, r_addend))
            else:
                shndx, value = sym if sym else (0, 0)
                entries.append(Relocation(r_offset, r_type, None, shndx, r_addend + value))
        entries.sort(key=lambda r: r.offset)
    return out


def _metadata(data, sections: list[Section], fail) -> dict:
    out: dict = {}
    for sec in sections:
        if sec.type != SHT_NOTE:
            continue
        pos, end = sec.offset, sec.offset + sec.size
        while pos + 12 <= end:
            namesz, descsz, ntype = struct.unpack_from("<III", data, pos)
            name_at = pos + 12
            desc_at = name_at + ((namesz + 3) & ~3)
            nxt = desc_at + ((descsz + 3) & ~3)
            if desc_at + descsz > end:
                raise fail(pos, f"note in section '{sec.name}' (name {namesz} bytes, description {descsz} bytes) "
                                "runs past the end of its section")
            if ntype == NT_AMDGPU_METADATA and data[name_at:name_at + namesz].rstrip(b"\0") == b"AMDGPU":
                out.update(_unpack_metadata(data[desc_at:desc_at + descsz], desc_at, fail))
            pos = nxt
    return out


def _unpack_metadata(blob: bytes, at: int, fail) -> dict:
    import msgpack
    try:
        meta = msgpack.unpackb(blob, raw=False, strict_map_key=False)
    except Exception as e:  # noqa: BLE001 - msgpack raises several types for bad input; all mean "damaged"
        raise fail(at, f"the amdhsa metadata note is not valid msgpack ({type(e).__name__}: {e})") from None
    if not isinstance(meta, dict):
        raise fail(at, "the amdhsa metadata note is not a map")
    _check_depth(meta, at, fail)
    kernels = meta.get("amdhsa.kernels", [])
    if not isinstance(kernels, list) or not all(isinstance(k, dict) for k in kernels):
        raise fail(at, "the amdhsa metadata's 'amdhsa.kernels' is not a list of maps")
    for k in kernels:
        _check_kernel_metadata(k, at, fail)
    return meta


def _check_depth(value, at: int, fail, depth: int = 0) -> None:
    if depth > MAX_METADATA_DEPTH:
        raise fail(at, f"the amdhsa metadata nests deeper than {MAX_METADATA_DEPTH} levels")
    if isinstance(value, dict):
        for k, v in value.items():
            _check_depth(k, at, fail, depth + 1)
            _check_depth(v, at, fail, depth + 1)
    elif isinstance(value, list):
        for v in value:
            _check_depth(v, at, fail, depth + 1)


_KERNEL_INTS = (".kernarg_segment_size", ".kernarg_segment_align", ".group_segment_fixed_size",
                ".private_segment_fixed_size", ".wavefront_size", ".sgpr_count", ".vgpr_count", ".agpr_count",
                ".sgpr_spill_count", ".vgpr_spill_count", ".max_flat_workgroup_size")
_ARG_INTS = (".offset", ".size", ".pointee_align")
_STRINGS = (".name", ".symbol", ".type_name", ".value_kind", ".address_space", ".access", ".actual_access",
            ".language")


def _is_count(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 1 << 32


def _check_kernel_metadata(k: dict, at: int, fail) -> None:
    """Types and ranges of the fields masm reads; a bad one names the kernel and the field."""
    kname = k.get(".name")
    who = f"kernel '{kname}'" if isinstance(kname, str) else "a kernel"
    for key in _KERNEL_INTS:
        if key in k and not _is_count(k[key]):
            raise fail(at, f"metadata of {who}: '{key}' is {k[key]!r}, not a count")
    for key in _STRINGS:
        if key in k and not isinstance(k[key], str):
            raise fail(at, f"metadata of {who}: '{key}' is {k[key]!r}, not a string")
    for key in (".reqd_workgroup_size", ".workgroup_size_hint"):
        if key in k:
            v = k[key]
            if not (isinstance(v, list) and len(v) == 3 and all(_is_count(x) for x in v)):
                raise fail(at, f"metadata of {who}: '{key}' is {v!r}, not three counts")
    args = k.get(".args", [])
    if not isinstance(args, list) or not all(isinstance(a, dict) for a in args):
        raise fail(at, f"metadata of {who}: '.args' is not a list of maps")
    for i, a in enumerate(args):
        for key in _ARG_INTS:
            if key in a and not _is_count(a[key]):
                raise fail(at, f"metadata of {who}, argument {i}: '{key}' is {a[key]!r}, not a count")
        for key in _STRINGS:
            if key in a and not isinstance(a[key], str):
                raise fail(at, f"metadata of {who}, argument {i}: '{key}' is {a[key]!r}, not a string")
        if ".offset" not in a or ".size" not in a:
            raise fail(at, f"metadata of {who}, argument {i}: no '.offset' or '.size'")
