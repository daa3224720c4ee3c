"""Link an `ObjectFile` into the code object, laid out as `ld.lld -shared` (LLD 14) lays out the same object.

What the loader sees is ld.lld's: the ELF and program headers, the section order and addresses (notes first, the
dynamic symbol table and its two hash tables, `.rela.dyn`, read-only data; `.text` on the next page; `.dynamic` and
`.got` (RELRO) on the next; writable data on the next), the dynamic symbols in ld.lld's order, the dynamic
relocations and every resolved relocation.  The only difference is the `.comment` section, which names masm as the
linker, so the non-loaded sections after it (`.symtab`, `.shstrtab`, `.strtab`) and the section header table sit at
other file offsets.

Relocations are resolved as ld.lld resolves them in a shared object: PC-relative ones (`sym@rel32@lo+4`,
kernel descriptor entry offsets) statically, `@gotpcrel32` through a GOT entry that a dynamic relocation fills,
64-bit absolute addresses (`.quad sym`) by a dynamic relocation, and 32-bit absolute addresses of section symbols
refused (ld.lld: "recompile with -fPIC").
"""
from __future__ import annotations

import struct
from dataclasses import field

from ..dataclass_cache import dataclass
from ..diagnostics import AssemblyError, DiagnosticSink
from ..module.objfile import (ABS32, ABS32_HI, ABS32_LO, ABS64, GOTPCREL, GOTPCREL32_HI, GOTPCREL32_LO, REL32,
                              REL32_HI, REL32_LO, REL64, SHF_ALLOC, SHF_EXECINSTR, SHF_MERGE, SHF_STRINGS,
                              SHF_WRITE, SHT_NOBITS, SHT_NOTE, SHT_PROGBITS, STB_GLOBAL, STB_LOCAL, STT_NOTYPE,
                              STV_HIDDEN, ObjectFile, Relocation, Section, Symbol)
from .target import ELF_ABI_VERSION, ELFOSABI_AMDGPU_HSA, EM_AMDGPU

MAX_PAGE = 0x1000
_U64 = (1 << 64) - 1
EHDR_SIZE, PHDR_SIZE, SHDR_SIZE, SYM_SIZE, DYN_SIZE, RELA_SIZE = 64, 56, 64, 24, 16, 24
ET_DYN = 3
SHT_SYMTAB, SHT_STRTAB, SHT_RELA, SHT_HASH, SHT_DYNAMIC, SHT_DYNSYM, SHT_GNU_HASH = 2, 3, 4, 5, 6, 11, 0x6FFFFFF6
PT_LOAD, PT_DYNAMIC, PT_NOTE, PT_PHDR = 1, 2, 4, 6
PT_GNU_STACK, PT_GNU_RELRO = 0x6474E551, 0x6474E552
PF_X, PF_W, PF_R = 1, 2, 4
DT_NULL, DT_HASH, DT_STRTAB, DT_SYMTAB, DT_RELA, DT_RELASZ, DT_RELAENT, DT_STRSZ, DT_SYMENT = 0, 4, 5, 6, 7, 8, 9, 10, 11
DT_GNU_HASH, DT_RELACOUNT = 0x6FFFFEF5, 0x6FFFFFF9
R_AMDGPU_ABS64, R_AMDGPU_RELATIVE64 = 3, 13
SHN_ABS = 0xFFF1
GNU_HASH_SHIFT2 = 26
LINKER_COMMENT = "Linker: masm"

_RELOCATION_NAMES = {REL32_LO: "R_AMDGPU_REL32_LO", REL32_HI: "R_AMDGPU_REL32_HI", REL32: "R_AMDGPU_REL32",
                     REL64: "R_AMDGPU_REL64", GOTPCREL32_LO: "R_AMDGPU_GOTPCREL32_LO",
                     GOTPCREL32_HI: "R_AMDGPU_GOTPCREL32_HI", GOTPCREL: "R_AMDGPU_GOTPCREL",
                     ABS32_LO: "R_AMDGPU_ABS32_LO", ABS32_HI: "R_AMDGPU_ABS32_HI", ABS32: "R_AMDGPU_ABS32",
                     ABS64: "R_AMDGPU_ABS64"}


@dataclass
class OutSection:
    """A section of the linked code object: its bytes, place, and the input sections laid out in it."""
    name: str
    type: int
    flags: int
    align: int
    data: bytes = b""
    size: int = 0
    entsize: int = 0
    link: str | None = None
    info: int = 0
    address: int = 0
    offset: int = 0
    inputs: list[tuple[Section, int]] = field(default_factory=list)   # (input section, offset in this one)

    @property
    def alloc(self) -> bool:
        return bool(self.flags & SHF_ALLOC)


@dataclass
class LinkedCodeObject:
    """The code object's bytes and where the linker placed its sections and symbols."""
    data: bytes
    sections: dict[str, OutSection]
    symbol_addresses: dict[str, int]
    input_addresses: dict[str, int]     # input section name -> its address in the code object


def elf_hash(name: bytes) -> int:
    h = 0
    for c in name:
        h = ((h << 4) + c) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h


def gnu_hash(name: bytes) -> int:
    h = 5381
    for c in name:
        h = (h * 33 + c) & 0xFFFFFFFF
    return h


def output_name(name: str) -> str:
    """The output section an input section lands in (ld.lld's default names: `.data.rel.ro` and `.bss.rel.ro`
    stay themselves, `.data.x` goes to `.data`)."""
    for prefix in (".text", ".rodata", ".data.rel.ro", ".data", ".bss.rel.ro", ".bss", ".tdata", ".tbss",
                   ".init_array", ".fini_array"):
        if name == prefix or name.startswith(prefix + "."):
            return prefix
    return name


# writable sections ld.lld puts in the RELRO segment with .dynamic and .got (made read-only after relocation)
_RELRO_NAMES = frozenset({".data.rel.ro", ".bss.rel.ro", ".ctors", ".dtors", ".jcr", ".eh_frame"})


def _is_relro(out) -> bool:
    return bool(out.alloc and out.flags & SHF_WRITE and out.name in _RELRO_NAMES)


def _align(value: int, alignment: int) -> int:
    return -(-value // alignment) * alignment if alignment > 1 else value


def _align_skew(value: int, alignment: int, skew: int) -> int:
    """The smallest offset >= value that is congruent to `skew` modulo `alignment`."""
    skew %= alignment
    return value + ((skew - value) % alignment)


class _Strings:
    def __init__(self, dedupe: bool):
        self.data = bytearray(b"\0")
        self.offsets: dict[str, int] = {}
        self.dedupe = dedupe

    def add(self, s: str) -> int:
        if self.dedupe and s in self.offsets:
            return self.offsets[s]
        offset = len(self.data)
        self.offsets.setdefault(s, offset)
        self.data += s.encode() + b"\0"
        return offset


def _rank(sec: OutSection, relro: bool) -> tuple:
    """ld.lld's order: allocated before not; notes first; read-only, executable, RELRO writable, writable;
    NOBITS after PROGBITS within writable data."""
    if not sec.alloc:
        return (9,)
    if sec.flags & SHF_EXECINSTR:
        return (3,)
    if sec.flags & SHF_WRITE:
        return (4 if relro else 5, 1 if sec.type == SHT_NOBITS else 0)
    return (1 if sec.type == SHT_NOTE else 2,)


def link(obj: ObjectFile, sink: DiagnosticSink | None = None) -> LinkedCodeObject:
    """The code object's bytes (AssemblyError with every relocation ld.lld would refuse)."""
    return _Linker(obj).run()


class _Linker:
    def __init__(self, obj: ObjectFile):
        self.obj = obj
        self.sink = DiagnosticSink()

    # ------------------------------------------------------------------------------------------ symbols
    def _symbol_tables(self):
        obj = self.obj
        locals_, hidden, globals_ = [], [], []
        for sym in obj.symbols.values():
            if sym.temporary or not sym.defined and not sym.listed:
                continue
            if not sym.defined and sym.binding == STB_LOCAL:
                if sym.bound:                     # `.local` and never defined: ld.lld drops it
                    continue
                sym.binding = STB_GLOBAL          # an undefined symbol is global
            if sym.binding == STB_LOCAL:
                locals_.append(sym)
            elif sym.visibility == STV_HIDDEN or sym.visibility == 1:
                hidden.append(sym)
            else:
                globals_.append(sym)
        self.symtab_locals = locals_ + hidden
        self.n_file_locals = len(locals_)
        self.symtab_globals = globals_
        self.object_globals = [s for s in obj.symbols.values()
                               if (s.defined or s.listed) and not s.temporary and s.binding != STB_LOCAL]
        dynamic = [s for s in globals_ if s.exported]
        # .gnu.hash: undefined symbols first, then the defined ones sorted by bucket (stable)
        undefined = [s for s in dynamic if not s.defined]
        defined = [s for s in dynamic if s.defined]
        self.n_buckets = max(len(defined) // 4, 1)
        order = sorted(range(len(defined)), key=lambda i: gnu_hash(defined[i].name.encode()) % self.n_buckets)
        self.dynstr = _Strings(dedupe=True)
        for s in dynamic:                 # .dynstr keeps the order the symbols were added in
            self.dynstr.add(s.name)
        self.n_undefined = len(undefined)
        self.dynsym = undefined + [defined[i] for i in order]
        self.dynsym_index = {s.name: i + 1 for i, s in enumerate(self.dynsym)}

    # --------------------------------------------------------------------------------------- relocations
    def _scan_relocations(self):
        """GOT entries and dynamic relocations, in the order ld.lld finds them (input sections in order, each
        section's relocations by offset)."""
        self.got: list[str] = []
        by_section: dict[str, list[Relocation]] = {}
        for r in self.obj.relocations:
            by_section.setdefault(r.section, []).append(r)
        self.ordered_relocations = []
        for name in self.obj.sections:
            for r in sorted(by_section.get(name, ()), key=lambda r: r.offset):
                self.ordered_relocations.append(r)
                sym = self.obj.symbols.get(r.symbol)
                if r.kind in (GOTPCREL32_LO, GOTPCREL32_HI, GOTPCREL) and r.symbol not in self.got:
                    if sym is not None and sym.section is None and sym.defined:
                        continue    # an absolute symbol needs no GOT entry? ld.lld still makes one
                    self.got.append(r.symbol)

    def _needs_dynamic(self, r: Relocation) -> bool:
        sec = self.obj.sections[r.section]
        sym = self.obj.symbols[r.symbol]
        return r.kind == ABS64 and sec.alloc and (sym.section is not None or sym.preemptible)

    # --------------------------------------------------------------------------------------- sections
    def _output_sections(self):
        """Output sections by ld.lld's names, each with its inputs in order; mergeable inputs become piece tables
        (masm/codeobject/merge.py).  Flags are the union of the inputs' (SHF_MERGE / SHF_STRINGS too, as ld.lld
        keeps them); the entry size is the inputs' when they all agree, else 0."""
        from .merge import merge_inputs
        obj = self.obj
        outs: dict[str, OutSection] = {}
        grouped: dict[str, list] = {}
        for sec in obj.sections.values():
            if sec.name in (".note.GNU-stack", ".llvm_addrsig", ".comment") or sec.name.startswith(".rela"):
                continue
            name = output_name(sec.name) if sec.alloc else sec.name
            out = outs.get(name)
            if out is None:
                out = outs[name] = OutSection(name, sec.type, sec.flags, 1, entsize=sec.entsize)
            elif out.type == SHT_NOBITS and sec.type != SHT_NOBITS:
                out.type = sec.type
            if sec.entsize != out.entsize:
                out.entsize = 0
            out.flags |= sec.flags
            out.align = max(out.align, sec.align)
            grouped.setdefault(name, []).append(sec)
        self.merged = {}
        for name, out in outs.items():
            inputs, member_of = merge_inputs(name, grouped[name], self.obj.code_object_version >= 5) \
                if out.alloc else (grouped[name], {})
            self.merged.update(member_of)
            out.inputs = [(sec, 0) for sec in inputs]
            out.align = max([out.align] + [sec.align for sec in inputs])
        return outs

    def run(self) -> LinkedCodeObject:
        obj = self.obj
        self._symbol_tables()
        self._scan_relocations()
        inputs = self._output_sections()
        dynamic_relocs = [r for r in self.ordered_relocations if self._needs_dynamic(r)]
        n_rela = len(dynamic_relocs) + len(self.got)

        synthetic: list[OutSection] = []
        note = None
        if obj.metadata is not None:
            note = OutSection(".note", SHT_NOTE, SHF_ALLOC, 4, data=_note(obj.metadata))
        dynsym = OutSection(".dynsym", SHT_DYNSYM, SHF_ALLOC, 8, size=SYM_SIZE * (len(self.dynsym) + 1),
                            entsize=SYM_SIZE, link=".dynstr", info=1)
        n_hashed = len(self.dynsym) - self.n_undefined
        mask_words = 1 if not n_hashed else _next_power_of_two(n_hashed * 12 // 64)
        gnuhash = OutSection(".gnu.hash", SHT_GNU_HASH, SHF_ALLOC, 8,
                             size=16 + 8 * mask_words + 4 * self.n_buckets + 4 * n_hashed, link=".dynsym")
        hashtab = OutSection(".hash", SHT_HASH, SHF_ALLOC, 4, size=4 * (2 + 2 * (len(self.dynsym) + 1)), entsize=4,
                             link=".dynsym")
        dynstr = OutSection(".dynstr", SHT_STRTAB, SHF_ALLOC, 1, data=bytes(self.dynstr.data))
        rela = OutSection(".rela.dyn", SHT_RELA, SHF_ALLOC, 8, size=RELA_SIZE * n_rela, entsize=RELA_SIZE,
                          link=".dynsym") if n_rela else None
        n_dyn = 7 + (4 if rela else 0) - (0 if any(r.kind for r in dynamic_relocs) or self.got else 1 if rela else 0)
        relative = [r for r in dynamic_relocs if not obj.symbols[r.symbol].preemptible] + \
            [g for g in self.got if not obj.symbols[g].preemptible]
        n_dyn = 7 + (3 + (1 if relative else 0) if rela else 0)
        dynamic = OutSection(".dynamic", SHT_DYNAMIC, SHF_ALLOC | SHF_WRITE, 8, size=DYN_SIZE * n_dyn,
                             entsize=DYN_SIZE, link=".dynstr")
        got = OutSection(".got", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, 8, size=8 * len(self.got)) if self.got else None
        # ld.lld 15+ (code object v5 needs it) pads the RELRO segment to its page with a NOBITS section
        padding = OutSection(".relro_padding", SHT_NOBITS, SHF_ALLOC | SHF_WRITE, 1) \
            if obj.code_object_version >= 5 else None

        # ld.lld's section order
        ordered: list[OutSection] = []
        if note is not None:
            ordered.append(note)
        ordered += [dynsym, gnuhash, hashtab, dynstr] + ([rela] if rela else [])
        alloc_inputs = [o for o in inputs.values() if o.alloc]
        ordered += [o for o in alloc_inputs if _rank(o, False)[0] == 1 and o.type == SHT_NOTE and o is not note]
        ordered += [o for o in alloc_inputs if _rank(o, False)[0] == 2]
        ordered += [o for o in alloc_inputs if _rank(o, False)[0] == 3]
        relro_inputs = [o for o in alloc_inputs if _is_relro(o)]
        # RELRO: the inputs' bytes, then .dynamic and .got (ld.lld's synthetic sections come after the inputs), then
        # the inputs' NOBITS ones
        relro = [o for o in relro_inputs if o.type != SHT_NOBITS] + [dynamic] + ([got] if got else []) + \
            [o for o in relro_inputs if o.type == SHT_NOBITS]
        ordered += relro + ([padding] if padding else [])
        writable = [o for o in alloc_inputs if _rank(o, False)[0] == 5 and not _is_relro(o)]
        ordered += [o for o in writable if o.type != SHT_NOBITS] + [o for o in writable if o.type == SHT_NOBITS]
        non_alloc = [o for o in inputs.values() if not o.alloc]
        comment = OutSection(".comment", SHT_PROGBITS, 0x30, 1, data=_comment(obj.idents), entsize=1)
        symtab = OutSection(".symtab", SHT_SYMTAB, 0, 8, entsize=SYM_SIZE, link=".strtab")
        shstrtab = OutSection(".shstrtab", SHT_STRTAB, 0, 1)
        strtab = OutSection(".strtab", SHT_STRTAB, 0, 1)
        ordered += non_alloc + [comment, symtab, shstrtab, strtab]

        # input sections inside their output sections
        for out in alloc_inputs + non_alloc:
            offset = 0
            placed = []
            for sec, _ in out.inputs:
                offset = _align(offset, sec.align)
                placed.append((sec, offset))
                offset += sec.size if sec.type == SHT_NOBITS else len(sec.data)
            out.inputs = placed
            out.size = offset
            if out.type != SHT_NOBITS:
                buf = bytearray(offset)
                for sec, off in placed:
                    buf[off:off + len(sec.data)] = sec.data
                out.data = bytes(buf)

        # program headers: which segments exist
        ro = [o for o in ordered if o.alloc and not o.flags & (SHF_WRITE | SHF_EXECINSTR)]
        rx = [o for o in ordered if o.alloc and o.flags & SHF_EXECINSTR]
        rw = [o for o in ordered if o.alloc and o.flags & SHF_WRITE and o not in relro and o is not padding]
        loads = [seg for seg in (ro, rx, relro + ([padding] if padding else []), rw) if seg]
        n_phdrs = 1 + len(loads) + 3 + (1 if note is not None else 0)

        # addresses and file offsets
        address = offset = EHDR_SIZE + PHDR_SIZE * n_phdrs
        first_of_load = {id(seg[0]) for seg in loads[1:]}
        load_of = {id(o): seg for seg in loads for o in seg}
        for out in ordered:
            if not out.alloc:
                continue
            if id(out) in first_of_load:        # a new segment: the next page, at the place of the address in it
                # (ld.lld sizes .relro_padding after placing the sections, so the padding does not count)
                dot = padding.address if padding is not None and padding.size and \
                    padding.address + padding.size == address else address
                address = _align(address, MAX_PAGE) + dot % MAX_PAGE
            address = _align(address, out.align)
            out.address = address
            seg = load_of[id(out)]
            if out is seg[0]:
                offset = _align_skew(offset, MAX_PAGE, address) if out is not ordered[0] else _align(offset,
                                                                                                       out.align)
                seg_start = (offset, address)
                out.offset = offset
            elif out.type == SHT_NOBITS:        # ld.lld: a later NOBITS section keeps the running offset
                out.offset = offset
            else:
                out.offset = seg_start[0] + address - seg_start[1]
            if out is padding:
                out.size = _align(address, MAX_PAGE) - address
            size = out.size if out.size or out.type == SHT_NOBITS else len(out.data)
            out.size = size
            address += size
            if out.type != SHT_NOBITS:
                offset = out.offset + size
        file_end = offset
        input_addresses = {sec.name: out.address + off for out in alloc_inputs for sec, off in out.inputs}
        symbol_addresses = self._symbol_addresses(input_addresses)

        # contents that depend on the addresses
        out_index = {o.name: i + 1 for i, o in enumerate(ordered)}
        section_of_input = {sec.name: out for out in alloc_inputs + non_alloc for sec, _ in out.inputs}
        for member, table in self.merged.items():
            section_of_input[member] = section_of_input[table.name]
        self._apply_relocations(section_of_input, input_addresses, symbol_addresses, got)
        self.sink.raise_if_errors()
        shndx = {name: out_index[section_of_input[name].name] for name in section_of_input}
        dynsym.data = self._dynsym(symbol_addresses, shndx)
        gnuhash.data = self._gnu_hash(mask_words)
        hashtab.data = self._sysv_hash()
        if rela is not None:
            rela.data = self._rela(dynamic_relocs, section_of_input, input_addresses, symbol_addresses, got)
        if got is not None:
            got.data = bytes(got.size)
        entries = []
        if rela is not None:
            entries += [(DT_RELA, rela.address), (DT_RELASZ, rela.size), (DT_RELAENT, RELA_SIZE)]
            if relative:
                entries.append((DT_RELACOUNT, len(relative)))
        entries += [(DT_SYMTAB, dynsym.address), (DT_SYMENT, SYM_SIZE), (DT_STRTAB, dynstr.address),
                    (DT_STRSZ, len(dynstr.data)), (DT_GNU_HASH, gnuhash.address), (DT_HASH, hashtab.address),
                    (DT_NULL, 0)]
        dynamic.data = b"".join(struct.pack("<qQ", tag, value) for tag, value in entries)
        strtab_strings = _Strings(dedupe=False)
        symtab.data, symtab.info = self._symtab(symbol_addresses, shndx, strtab_strings, dynamic.address,
                                                out_index[".dynamic"])
        strtab.data = bytes(strtab_strings.data)
        shstr = _Strings(dedupe=False)
        names = {}
        for out in ordered:
            names[out.name] = shstr.add(out.name)
        shstrtab.data = bytes(shstr.data)

        # non-loaded sections after the loaded ones
        for out in ordered:
            if out.alloc:
                continue
            offset = _align(file_end, out.align)
            out.offset = offset
            out.size = len(out.data)
            file_end = offset + out.size
        shoff = _align(file_end, 8)
        image = bytearray(shoff + SHDR_SIZE * (len(ordered) + 1))
        for out in ordered:
            if out.type != SHT_NOBITS:
                image[out.offset:out.offset + len(out.data)] = out.data

        # headers
        tgt = obj.target
        ident = b"\x7fELF" + bytes([2, 1, 1, ELFOSABI_AMDGPU_HSA, ELF_ABI_VERSION[obj.code_object_version]]) + \
            bytes(7)
        struct.pack_into("<16sHHIQQQIHHHHHH", image, 0, ident, ET_DYN, EM_AMDGPU, 1, 0, EHDR_SIZE, shoff,
                         tgt.e_flags, EHDR_SIZE, PHDR_SIZE, n_phdrs, SHDR_SIZE, len(ordered) + 1,
                         out_index[".shstrtab"])
        phdrs = [(PT_PHDR, PF_R, EHDR_SIZE, EHDR_SIZE, PHDR_SIZE * n_phdrs, PHDR_SIZE * n_phdrs, 8)]
        for seg in loads:
            first, last = seg[0], seg[-1]
            start_off, start_addr = (0, 0) if seg is loads[0] else (first.offset, first.address)
            file_size = max((o.offset + o.size for o in seg if o.type != SHT_NOBITS), default=start_off) - start_off
            mem_size = last.address + last.size - start_addr
            flags = PF_R | (PF_X if seg is rx else 0) | (PF_W if seg[0] is relro[0] or seg is rw else 0)
            phdrs.append((PT_LOAD, flags, start_off, start_addr, file_size, mem_size, MAX_PAGE))
        phdrs.append((PT_DYNAMIC, PF_R | PF_W, dynamic.offset, dynamic.address, dynamic.size, dynamic.size, 8))
        relro_end = relro[-1].address + relro[-1].size
        relro_file_end = max(o.offset + o.size for o in relro if o.type != SHT_NOBITS)
        phdrs.append((PT_GNU_RELRO, PF_R, relro[0].offset, relro[0].address, relro_file_end - relro[0].offset,
                      _align(relro_end, MAX_PAGE) - relro[0].address, 1))
        phdrs.append((PT_GNU_STACK, PF_R | PF_W, 0, 0, 0, 0, 0))
        if note is not None:
            phdrs.append((PT_NOTE, PF_R, note.offset, note.address, note.size, note.size, 4))
        for i, (ptype, flags, off, addr, filesz, memsz, align) in enumerate(phdrs):
            struct.pack_into("<IIQQQQQQ", image, EHDR_SIZE + i * PHDR_SIZE, ptype, flags, off, addr, addr, filesz,
                             memsz, align)
        for i, out in enumerate(ordered, start=1):
            link = out_index[out.link] if out.link else 0
            struct.pack_into("<IIQQQQIIQQ", image, shoff + i * SHDR_SIZE, names[out.name], out.type, out.flags,
                             out.address, out.offset, out.size, link, out.info, out.align, out.entsize)
        sections = {o.name: o for o in ordered}
        return LinkedCodeObject(bytes(image), sections, symbol_addresses, input_addresses)

    # ------------------------------------------------------------------------------------------ pieces
    def _symbol_addresses(self, input_addresses: dict[str, int]) -> dict[str, int]:
        out = {}
        for sym in self.obj.symbols.values():
            if not sym.defined:
                out[sym.name] = 0
                continue
            if sym.section is None:
                out[sym.name] = sym.value
            elif sym.section in self.merged:
                table = self.merged[sym.section]
                out[sym.name] = input_addresses[table.name] + table.map_offset(sym.section, sym.value)
            elif sym.section in input_addresses:
                out[sym.name] = input_addresses[sym.section] + sym.value
            else:
                out[sym.name] = sym.value       # a non-loaded section: relative to it
        return out

    def _apply_relocations(self, section_of_input, input_addresses, symbol_addresses, got) -> None:
        obj = self.obj
        for r in self.ordered_relocations:
            sym = obj.symbols.get(r.symbol)
            if sym is None or not sym.defined:
                self.sink.error(r.loc, f"undefined symbol '{r.symbol}'", r.notes)
                continue
            sec = obj.sections[r.section]
            out = section_of_input.get(r.section)
            if out is None:
                continue
            if r.section in self.merged:
                self.sink.error(r.loc, f"a relocation inside the mergeable section '{r.section}' (ld.lld would "
                                f"merge its entries by their bytes, which a relocation changes)", r.notes)
                continue
            place = input_addresses.get(r.section, 0) + r.offset
            s = symbol_addresses[r.symbol]
            name = _RELOCATION_NAMES[r.kind]
            if r.kind in (REL32_LO, REL32_HI, REL32, REL64) and sym.preemptible:
                self.sink.error(r.loc, f"relocation {name} cannot be used against symbol '{r.symbol}' (ld.lld: "
                                f"recompile with -fPIC): it is global with default visibility, so another module "
                                f"could replace it; make it .hidden or .protected, or reach it through "
                                f"@gotpcrel32", r.notes)
                continue
            if r.kind in (REL32_LO, REL32_HI, REL32, REL64):
                value = s + r.addend - place
            elif r.kind in (GOTPCREL32_LO, GOTPCREL32_HI, GOTPCREL):
                value = got.address + 8 * self.got.index(r.symbol) + r.addend - place
            elif sec.alloc and sym.section is not None or sec.alloc and sym.preemptible:
                if r.kind == ABS64:
                    continue            # a dynamic relocation fills it; the bytes stay 0
                self.sink.error(r.loc, f"relocation {name} cannot be used against symbol '{r.symbol}' (ld.lld: "
                                f"recompile with -fPIC): a code object is loaded at an address not known when "
                                f"it is linked, so a 32-bit absolute address of a symbol does not exist; use "
                                f"PC-relative {r.symbol}@rel32@lo / @rel32@hi", r.notes)
                continue
            else:
                value = s + r.addend
            if r.kind in (REL32_HI, GOTPCREL32_HI, ABS32_HI):
                value >>= 32
            mask = (1 << (8 * r.size)) - 1
            local = r.offset
            buf = bytearray(out.data)
            base = next(off for s_, off in out.inputs if s_.name == r.section)
            buf[base + local:base + local + r.size] = (value & mask).to_bytes(r.size, "little")
            out.data = bytes(buf)

    def _dynsym(self, addresses, shndx) -> bytes:
        out = bytearray(SYM_SIZE)
        for sym in self.dynsym:
            out += struct.pack("<IBBHQQ", self.dynstr.offsets[sym.name], sym.binding << 4 | sym.type,
                               sym.visibility, _shndx(sym, shndx), addresses[sym.name] & _U64, sym.size & _U64)
        return bytes(out)

    def _symtab(self, addresses, shndx, strings: _Strings, dynamic_address: int, dynamic_index: int):
        """ld.lld's .symtab: the object's local symbols, then globals made local (hidden), _DYNAMIC, then the
        globals; the names enter .strtab in the order the symbols were added (locals, the object's globals in
        their order, _DYNAMIC)."""
        names: dict[str, int] = {}
        for sym in self.symtab_locals[:self.n_file_locals]:
            names[sym.name] = strings.add(sym.name)
        for sym in self.object_globals:
            names[sym.name] = strings.add(sym.name)
        names["_DYNAMIC"] = strings.add("_DYNAMIC")
        out = bytearray(SYM_SIZE)
        rows = []
        for sym in self.symtab_locals:
            rows.append((sym.name, STB_LOCAL << 4 | sym.type, sym.visibility, _shndx(sym, shndx),
                         addresses[sym.name], sym.size))
        rows.append(("_DYNAMIC", STB_LOCAL << 4 | STT_NOTYPE, STV_HIDDEN, dynamic_index, dynamic_address, 0))
        first_global = len(rows) + 1
        for sym in self.symtab_globals:
            rows.append((sym.name, sym.binding << 4 | sym.type, sym.visibility, _shndx(sym, shndx),
                         addresses[sym.name], sym.size))
        for name, info, other, index, value, size in rows:
            # (an absolute symbol's value as 64-bit two's complement: `.set K, -3` is 0xfffffffffffffffd, as in ld.lld)
            out += struct.pack("<IBBHQQ", names[name], info, other, index, value & _U64, size & _U64)
        return bytes(out), first_global

    def _gnu_hash(self, mask_words: int) -> bytes:
        hashed = self.dynsym[self.n_undefined:]
        n = len(hashed)
        header = struct.pack("<IIII", self.n_buckets, 1 + self.n_undefined, mask_words, GNU_HASH_SHIFT2)
        bloom = [0] * mask_words
        hashes = [gnu_hash(s.name.encode()) for s in hashed]
        for h in hashes:
            i = (h // 64) & (mask_words - 1)
            bloom[i] |= 1 << (h % 64) | 1 << ((h >> GNU_HASH_SHIFT2) % 64)
        buckets = [0] * self.n_buckets
        values = []
        for i, h in enumerate(hashes):
            bucket = h % self.n_buckets
            last = i + 1 == n or hashes[i + 1] % self.n_buckets != bucket
            values.append(h | 1 if last else h & ~1)
            if buckets[bucket] == 0:
                buckets[bucket] = i + 1 + self.n_undefined
        return header + struct.pack(f"<{mask_words}Q", *bloom) + struct.pack(f"<{len(buckets)}I", *buckets) + \
            struct.pack(f"<{len(values)}I", *values)

    def _sysv_hash(self) -> bytes:
        n = len(self.dynsym) + 1
        buckets, chains = [0] * n, [0] * n
        for i, sym in enumerate(self.dynsym, start=1):
            h = elf_hash(sym.name.encode()) % n
            chains[i] = buckets[h]
            buckets[h] = i
        return struct.pack(f"<II{n}I{n}I", n, n, *buckets, *chains)

    def _rela(self, relocs, section_of_input, input_addresses, addresses, got) -> bytes:
        rows = []
        for r in relocs:
            sym = self.obj.symbols[r.symbol]
            place = input_addresses[r.section] + r.offset
            if sym.preemptible:
                rows.append((1, self.dynsym_index[sym.name], place, R_AMDGPU_ABS64, r.addend))
            else:
                rows.append((0, 0, place, R_AMDGPU_RELATIVE64, addresses[r.symbol] + r.addend))
        for i, name in enumerate(self.got):
            sym = self.obj.symbols[name]
            place = got.address + 8 * i
            if sym.preemptible:
                rows.append((1, self.dynsym_index[name], place, R_AMDGPU_ABS64, 0))
            else:
                rows.append((0, 0, place, R_AMDGPU_RELATIVE64, addresses[name]))
        rows.sort(key=lambda row: row[:3])
        return b"".join(struct.pack("<QQq", place, sym << 32 | kind, addend) for _, sym, place, kind, addend in rows)


def _shndx(sym: Symbol, shndx: dict[str, int]) -> int:
    if not sym.defined:
        return 0
    return shndx.get(sym.section, 0) if sym.section else SHN_ABS


def _next_power_of_two(value: int) -> int:
    """llvm::NextPowerOf2: the power of two strictly greater than `value`."""
    power = 1
    while power <= value:
        power <<= 1
    return power


def _note(desc: bytes) -> bytes:
    owner = b"AMDGPU\0"
    return struct.pack("<III", len(owner), len(desc), 32) + owner + bytes(-len(owner) % 4) + desc + \
        bytes(-len(desc) % 4)


def _comment(idents: list[str]) -> bytes:
    from .. import __version__
    out = (f"{LINKER_COMMENT} {__version__}").encode() + b"\0"
    seen = set()
    for s in idents:
        if s not in seen:
            seen.add(s)
            out += s.encode() + b"\0"
    return out + (b"\0" if idents else b"")
