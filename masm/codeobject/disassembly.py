"""A code object as LLVM-syntax assembly that llvm-mc + ld.lld (and `masm build`) turn back into it.

The text has, in the order of the file: `.amdgcn_target` (from the metadata's `amdhsa.target`, else the ELF
header); each code section with every function symbol (`.globl`/`.type`/`.size`, kernels first of all), its
instructions with labels at branch targets and `.p2align` where the linker padded; each data section
(`.rodata`, `.data`, `.bss`, ...) with its symbols, the kernel descriptors as `.amdhsa_kernel` blocks and all other
bytes as `.byte`/`.long`/`.zero` data; and the metadata as an `.amdgpu_metadata` YAML block.

Numbers in the code (PC-relative offsets to data included) are kept as they are, so the text re-assembles to the same
bytes when it is laid out as the original was, which llvm-mc + ld.lld -shared do for what this prints.
"""
from __future__ import annotations

import bisect
import struct
from dataclasses import replace

from ..dataclass_cache import dataclass
from ..module.directives import is_debug_section
from ..module.gpr_symbols import NEXT_FREE_SGPR, NEXT_FREE_VGPR
from ..isa.decoder import kept_words
from .code import labelled_text, read_kernel_code
from .reader import (CodeObject, DESCRIPTOR_SIZE, SHF_ALLOC, SHF_EXECINSTR, SHF_WRITE, SHN_ABS, SHT_NOBITS,
                     SHT_PROGBITS, STT_FUNC, STT_OBJECT, Relocation, Section, Symbol)

S_NOP_0 = b"\x00\x00\x80\xbf"
STB_LOCAL, STB_GLOBAL, STB_WEAK = 0, 1, 2
VISIBILITY = {1: "internal", 2: "hidden", 3: "protected"}
# sections the linker makes; they are not written in the source
_LINKER_SECTIONS = {".dynsym", ".dynstr", ".hash", ".gnu.hash", ".dynamic", ".symtab", ".strtab", ".shstrtab",
                    ".note", ".comment", ".relro_padding"}


@dataclass(frozen=True)
class _Piece:
    offset: int        # in its section
    text: list[str]
    size: int


def target_id(co: CodeObject, arch: str) -> str:
    """The `.amdgcn_target` string: the metadata's `amdhsa.target`, else built from e_flags (v4+ feature bits)."""
    tid = co.metadata.get("amdhsa.target")
    if isinstance(tid, str) and tid.startswith("amdgcn-amd-amdhsa--"):
        return tid
    features = ""
    if co.code_object_version and co.code_object_version >= 4:
        sramecc, xnack = co.e_flags >> 10 & 3, co.e_flags >> 8 & 3
        features += {2: ":sramecc-", 3: ":sramecc+"}.get(sramecc, "")
        features += {2: ":xnack-", 3: ":xnack+"}.get(xnack, "")
    return f"amdgcn-amd-amdhsa--{arch}{features}"


def llvm_mc_command(co: CodeObject, arch: str) -> str:
    """The llvm-mc / ld.lld commands that re-assemble the text (features from the target id)."""
    tid = target_id(co, arch)
    attrs = [("+" if f.endswith("+") else "-") + f[:-1] for f in tid.split(":")[1:]]
    mattr = f" -mattr={','.join(attrs)}" if attrs else ""
    version = co.code_object_version or 4
    cov = f" --amdhsa-code-object-version={version}" if version != 4 else ""
    return (f"llvm-mc -triple=amdgcn-amd-amdhsa -mcpu={arch}{mattr}{cov} -filetype=obj FILE.s -o FILE.o && "
            "ld.lld -shared FILE.o -o FILE.hsaco")


# relocation type (AMDGPUUsage "Relocation Records") -> how an operand / data directive writes it
CODE_RELOCATIONS = {1: "{sym}@abs32@lo{addend}", 2: "{sym}@abs32@hi{addend}", 6: "{sym}{addend}",
                    8: "{sym}@gotpcrel32@lo{addend}", 9: "{sym}@gotpcrel32@hi{addend}",
                    10: "{sym}@rel32@lo{addend}", 11: "{sym}@rel32@hi{addend}"}
DATA_RELOCATIONS = {3: (8, "{sym}{addend}"), 6: (4, "{sym}{addend}"), 5: (8, "{sym}{addend}-."),
                    4: (4, "{sym}{addend}-.")}


def _anchor(sec: Section) -> str:
    """A label at the start of a section, for relocations against the section itself."""
    return ".Lsection" + "".join(c if c.isalnum() else "_" for c in sec.name)


def _symbol_lines(sym: Symbol, linked: bool, implied: frozenset = frozenset()) -> list[str]:
    """`.globl`/`.weak`, visibility and `.type` of a symbol.  In a linked code object a local symbol that is hidden
    or internal was a global one (ld.lld makes those local, after the file's own locals): declared global again.
    The visibility of a symbol in `implied` is left out (`_Writer.implied_visibility`)."""
    out = []
    if sym.bind == STB_GLOBAL or linked and sym.bind == STB_LOCAL and sym.visibility in (1, 2):
        out.append(f"\t.globl\t{sym.name}")
    elif sym.bind == STB_WEAK:
        out.append(f"\t.weak\t{sym.name}")
    if sym.visibility in VISIBILITY and sym.name not in implied:
        out.append(f"\t.{VISIBILITY[sym.visibility]}\t{sym.name}")
    if sym.type == STT_FUNC:
        out.append(f"\t.type\t{sym.name},@function")
    elif sym.type == STT_OBJECT:
        out.append(f"\t.type\t{sym.name},@object")
    return out


def _align_power(offset: int, limit: int) -> int:
    """The largest power of two (as its log) that divides `offset`, at most `limit` (a section's alignment)."""
    power = 0
    while power < 16 and (1 << (power + 1)) <= limit and offset % (1 << (power + 1)) == 0:
        power += 1
    return power


def _data_lines(data: bytes) -> list[str]:
    """Bytes as `.long` rows (8 words a row) with `.byte` for an unaligned tail; runs of zeros as `.zero`."""
    out = []
    pos = 0
    while pos < len(data):
        zeros = len(data[pos:]) - len(data[pos:].lstrip(b"\0"))
        if zeros >= 16:
            out.append(f"\t.zero\t{zeros}")
            pos += zeros
            continue
        if len(data) - pos >= 4:
            words = []
            while len(data) - pos >= 4 and len(words) < 8:
                if len(words) and data[pos:pos + 16] == bytes(16):
                    break
                words.append(f"0x{int.from_bytes(data[pos:pos + 4], 'little'):08x}")
                pos += 4
            out.append("\t.long\t" + ", ".join(words))
            continue
        out.append("\t.byte\t" + ", ".join(f"0x{b:02x}" for b in data[pos:]))
        pos = len(data)
    return out


def _section_directive(sec: Section) -> str:
    if sec.name in (".text", ".data", ".rodata", ".bss"):
        return f"\t{sec.name}" if sec.name != ".rodata" else "\t.section\t.rodata,\"a\",@progbits"
    flags = ("a" if sec.allocated else "") + ("w" if sec.flags & SHF_WRITE else "") + ("x" if sec.flags & SHF_EXECINSTR else "")
    kind = "@nobits" if sec.type == SHT_NOBITS else "@progbits"
    return f"\t.section\t{sec.name},\"{flags}\",{kind}"


class _Writer:
    def __init__(self, co: CodeObject, arch: str, descriptor_block) -> None:
        self.co, self.arch = co, arch
        self.descriptor_block = descriptor_block
        self.kernels = {k.name: k for k in co.kernels()}
        self.functions = 0          # code pieces written so far (their labels are .LBB<n>_<m>)
        self.lines: list[str] = []
        self.listings: dict[bytes, tuple] = {}      # code bytes -> (their KernelListing, its label prefix)
        self.named = [sym for sym in co.symbols if sym.name and sym.name != "_DYNAMIC" and not sym.name.startswith(".L")
                      and sym.type in (0, 1, 2) and co.section_at(sym.shndx) is not None
                      and co.section_at(sym.shndx).allocated]
        self.named.sort(key=lambda sym: (sym.value, -sym.size))
        # kernels the source left at default visibility: `.amdhsa_kernel K` gives K.kd the visibility K has at that
        # point and then makes K protected (llvm-mc's rule, and masm's), so a protected K beside a default K.kd is
        # declared without `.protected` (declared so, K.kd would become protected too)
        visibility = {sym.name: sym.visibility for sym in co.symbols if sym.name}
        self.implied_visibility = frozenset(name for name in self.kernels if visibility.get(name) == 3
                                            and visibility.get(name + ".kd") == 0)
        self.named_values = [sym.value for sym in self.named]
        # relocatable objects: what patches each byte offset, and the sections whose start a relocation needs to
        # name (one against the section itself, not a symbol in it)
        relocations = co.relocations if not co.linked else self.dynamic_relocations()
        self.relocs = {sec: {r.offset: r for r in entries} for sec, entries in relocations.items()}
        self.anchors = {r.section for entries in relocations.values() for r in entries
                        if r.symbol is None and co.section_at(r.section) is not None}

    def dynamic_relocations(self) -> dict[int, list[Relocation]]:
        """A linked object's `.rela.dyn` as the data relocations that make it: R_AMDGPU_RELATIVE64 (a pointer to
        something in the object: `.quad table+8`, the symbol found by its address) and R_AMDGPU_ABS64 (a
        preemptible symbol's address: `.quad sym`), by the section and offset they patch."""
        co = self.co
        rela = next((s for s in co.sections if s.type == 4 and s.name == ".rela.dyn"), None)
        if rela is None:
            return {}
        data = co.section_data(rela)
        dynsym = co.sections[rela.link] if 0 < rela.link < len(co.sections) else None
        strings = co.sections[dynsym.link] if dynsym is not None and 0 < dynsym.link < len(co.sections) else None
        out: dict[int, list[Relocation]] = {}
        for j in range(len(data) // 24):
            r_offset, r_info, r_addend = struct.unpack_from("<QQq", data, 24 * j)
            kind, index = r_info & 0xFFFFFFFF, r_info >> 32
            sec = next((s for s in co.sections if s.allocated and s.type == SHT_PROGBITS
                        and s.addr <= r_offset and r_offset + 8 <= s.addr + s.size), None)
            if sec is None:
                continue
            if kind == 13:                                     # R_AMDGPU_RELATIVE64: base + addend
                i = bisect.bisect_right(self.named_values, r_addend) - 1
                best = self.named[i] if i >= 0 else None
                if best is not None and r_addend < best.value + max(best.size, 1):
                    reloc = Relocation(r_offset - sec.addr, 3, best, best.shndx, r_addend - best.value)
                else:
                    home = next((s for s in co.sections if s.allocated and s.addr <= r_addend < s.addr + s.size),
                                None)
                    if home is None:
                        continue
                    reloc = Relocation(r_offset - sec.addr, 3, None, home.index, r_addend - home.addr)
            elif kind == 3 and dynsym is not None and strings is not None and index:   # R_AMDGPU_ABS64 of a symbol
                sym_data = co.section_data(dynsym)
                name_at = struct.unpack_from("<I", sym_data, 24 * index)[0] if 24 * index + 24 <= len(sym_data) \
                    else None
                names = co.section_data(strings)
                if name_at is None or name_at >= len(names):
                    continue
                name = names[name_at:names.index(b"\0", name_at)].decode(errors="replace")
                reloc = Relocation(r_offset - sec.addr, 3, Symbol(name, 0, 0, 0, 1, 0, 0), 0, r_addend)
            else:
                continue
            out.setdefault(sec.index, []).append(reloc)
        return out

    def uses_vcc(self, name: str) -> bool:
        """Whether function `name`'s code names VCC or calls (a callee may): which way an ambiguous SGPR count of
        its descriptor is written back (reserve_vcc)."""
        sym = next((s for s in self.co.symbols if s.name == name and s.type == STT_FUNC and s.size), None)
        where = self.co.symbol_file_offset(sym) if sym is not None else None
        if where is None:
            return True
        sec, start = where
        code = self.co.section_data(sec)[start:start + sym.size]
        return any("vcc" in ln.text or "s_swappc" in ln.text or "s_setpc" in ln.text
                   for ln in self.listing(code, ".L").lines)

    def listing(self, code: bytes, prefix: str):
        """`read_kernel_code` of `code`, read once: a kernel's descriptor (which asks whether it names VCC) and its
        code section both need it."""
        code = bytes(code)
        listing, read_with = self.listings.get(code, (None, prefix))
        if listing is None:
            listing = read_kernel_code(code, self.arch, prefix, registers=False)
            self.listings[code] = (listing, prefix)
        if read_with != prefix:         # the same targets, named with this prefix
            listing = replace(listing, labels={t: f"{prefix}{i}" for i, t in enumerate(sorted(listing.labels))})
        return listing

    def symbols_in(self, sec: Section) -> list[Symbol]:
        out = []
        for s in self.co.symbols:
            if s.shndx == sec.index and s.name and not s.name.startswith(".L") and s.type in (0, 1, 2):
                where = self.co.symbol_file_offset(s)
                if where is not None:
                    out.append(s)
        return sorted(out, key=lambda s: (s.value, s.name.endswith(".kd")))

    def offset_in(self, sec: Section, sym: Symbol) -> int:
        return self.co.symbol_file_offset(sym)[1]

    def section(self, sec: Section) -> None:
        syms = [s for s in self.symbols_in(sec) if s.name != "_DYNAMIC"]
        self.lines += ["", _section_directive(sec)]
        if sec.align > 1:
            self.lines.append(f"\t.p2align\t{_align_power(sec.align, sec.align)}")
        if sec.index in self.anchors:
            self.lines.append(f"{_anchor(sec)}:")
        if sec.executable:
            self.code_section(sec, syms)
        else:
            self.data_section(sec, syms)

    # ---- code --------------------------------------------------------------------------------------------------
    def code_section(self, sec: Section, syms: list[Symbol]) -> None:
        data = self.co.section_data(sec)
        starts = sorted({self.offset_in(sec, s) for s in syms} | {0})
        pos = 0
        for i, start in enumerate(starts):
            if start > pos:
                self.padding(data[pos:start], start, sec)
            pos = start
            here = [s for s in syms if self.offset_in(sec, s) == start]
            end = starts[i + 1] if i + 1 < len(starts) else len(data)
            sized = [s.size for s in here if s.type == STT_FUNC and s.size and start + s.size <= end]
            body_end = start + sized[0] if sized else end
            for s in here:
                self.lines += _symbol_lines(s, self.co.linked, self.implied_visibility) + [f"{s.name}:"]
            func = next((s for s in here if s.type == STT_FUNC), None)
            self.functions += 1
            self.code(data[start:body_end], f".LBB{self.functions - 1}_", sec.addr + start, sec, start)
            if sized and func is not None:
                self.lines += [f".L{func.name}_end:", f"\t.size\t{func.name}, .L{func.name}_end-{func.name}"]
            pos = body_end
        if pos < len(data):
            self.padding(data[pos:], len(data), sec)

    def padding(self, gap: bytes, next_start: int, sec: Section) -> None:
        """Bytes between functions: `.p2align` when they are what llvm-mc fills code alignment with (s_nop 0),
        else the instructions they decode to."""
        power = _align_power(next_start, max(sec.align, 4))
        if gap and len(gap) < (1 << power) and gap == S_NOP_0 * (len(gap) // 4) and len(gap) % 4 == 0:
            self.lines.append(f"\t.p2align\t{power}")
        elif gap:
            self.functions += 1
            self.code(gap, f".LBB{self.functions - 1}_", sec.addr + next_start - len(gap), sec,
                      next_start - len(gap))

    def code(self, code: bytes, prefix: str, address: int, sec: Section, start: int) -> None:
        """Instructions at `address` (linked objects: their virtual address), `start` bytes into `sec`."""
        listing = self.listing(code, prefix)
        relocs = self.relocs.get(sec.index, {})
        labels = listing.labels
        append = self.lines.append
        for ln in listing.lines:
            if ln.offset in labels:
                append(f"{labels[ln.offset]}:")
            if not (ln.pcrel or ln.forced_literal or relocs or ln.target is not None):
                append("\t" + ln.text)      # (the common case, as labelled_text gives it)
                continue
            expr = self.pc_relative(ln, address) if ln.pcrel else None
            reloc = relocs.get(start + ln.offset + len(ln.data) - 4) if relocs and ln.is_instruction else None
            if reloc is not None and len(ln.data) >= 8:
                text = self.with_literal(ln, self.expression(reloc, CODE_RELOCATIONS))
                if text is not None:
                    append("\t" + text)
                    continue
            if expr is not None:
                append("\t" + ln.text.rsplit(", ", 1)[0] + ", " + expr)
            elif ln.forced_literal:      # an inline-constant value in literal form: llvm-mc 14 cannot write it
                append(f"\t.long\t{kept_words(ln.data)}\t; {ln.text} (with a literal)")
            else:
                append("\t" + labelled_text(ln, labels))

    def expression(self, r, kinds: dict) -> str | None:
        """The operand text of relocation `r` (`table@rel32@lo+4`), None for a kind masm does not write."""
        if r.type not in kinds:
            return None
        if r.symbol is not None:
            name = r.symbol.name
        elif self.co.section_at(r.section) is not None:
            name = _anchor(self.co.section_at(r.section))
        else:
            return None
        addend = f"{r.addend:+d}" if r.addend else ""
        return kinds[r.type].format(sym=name, addend=addend)

    @staticmethod
    def with_literal(ln, expr: str | None) -> str | None:
        """The instruction with its literal (the last 4 bytes) written as `expr`."""
        if expr is None:
            return None
        printed = f"0x{int.from_bytes(ln.data[-4:], 'little'):x}"
        head, found, tail = ln.text.rpartition(printed)
        if not found or (tail and tail[0].isalnum()):
            return None
        return head + expr + tail

    def pc_relative(self, ln, address: int) -> str | None:
        """`sym@rel32@lo+N` for the literal of a compiler's s_getpc_b64 / s_add_u32 / s_addc_u32 data access, when
        its target lies in a symbol (linked objects)."""
        if not self.co.linked:
            return None
        half, target, delta = ln.pcrel
        target += address
        i = bisect.bisect_right(self.named_values, target) - 1     # the last symbol starting at or before it
        best = self.named[i] if i >= 0 else None
        if best is None or target >= best.value + max(best.size, 1):
            return None
        addend = target - best.value + delta
        return f"{best.name}@rel32@{half}{addend:+d}"

    # ---- data --------------------------------------------------------------------------------------------------
    def data_section(self, sec: Section, syms: list[Symbol]) -> None:
        data = self.co.section_data(sec)
        size = sec.size
        pos = 0
        for s in syms:
            start = self.offset_in(sec, s)
            if start < pos:           # an alias of bytes already written
                self.lines += _symbol_lines(s, self.co.linked, self.implied_visibility) + [f"\t.set\t{s.name}, .+{start - pos}"]
                continue
            self.fill(sec, data, pos, start)
            pos = start
            if s.name.endswith(".kd") and s.name[:-3] in self.kernels and start + DESCRIPTOR_SIZE <= size:
                block = self.descriptor_block(self.kernels[s.name[:-3]])
                if block is not None:
                    if start:                       # (at the section's start its own alignment does it)
                        self.lines.append(f"\t.p2align\t{_align_power(start, 64)}")
                    # the descriptor symbol takes the kernel symbol's binding and visibility as they are at
                    # .amdhsa_kernel: declared here, as the compiler had them when it wrote the block after the code
                    kernel = s.name[:-3]
                    self.lines.append(f"\t{ {STB_GLOBAL: '.globl', STB_WEAK: '.weak'}.get(s.bind, '.local')}\t{kernel}")
                    if s.visibility in VISIBILITY:
                        self.lines.append(f"\t.{VISIBILITY[s.visibility]}\t{kernel}")
                    self.lines += block
                    pos = start + DESCRIPTOR_SIZE
                    continue
            self.lines += _symbol_lines(s, self.co.linked, self.implied_visibility) + [f"{s.name}:"]
            end = start + s.size if s.size else start
            self.fill(sec, data, start, min(end, size))
            pos = max(pos, min(end, size))
            if s.size:
                self.lines.append(f"\t.size\t{s.name}, {s.size}")
        self.fill(sec, data, pos, size)

    def fill(self, sec: Section, data: bytes, start: int, end: int) -> None:
        if end <= start:
            return
        if sec.type == SHT_NOBITS:
            self.lines.append(f"\t.zero\t{end - start}")
            return
        relocs = self.relocs.get(sec.index, {})
        pos = start
        for offset in sorted(o for o in relocs if start <= o < end):
            r = relocs[offset]
            size, form = DATA_RELOCATIONS.get(r.type, (0, None))
            expr = self.expression(r, {r.type: form}) if form else None
            if expr is None or offset + size > end or offset < pos:
                continue
            self.lines += _data_lines(data[pos:offset])
            self.lines.append(f"\t{'.quad' if size == 8 else '.long'}\t{expr}")
            pos = offset + size
        self.lines += _data_lines(data[pos:end])

    def declarations(self) -> list[str]:
        """The global symbols declared first, in the order they were first named (a relocatable object's symbol
        table order; in a linked code object, where ld.lld made the hidden ones local, their names' order in
        `.strtab`), so a re-assembled file names them in the same order and gets the same symbol tables.  An
        undefined global (one only DWARF named, which ld.lld keeps) is declared too."""
        linked = self.co.linked
        named = [s for s in self.co.symbols if s.name and not s.name.startswith(".L") and s.name != "_DYNAMIC"
                 and s.type in (0, 1, 2) and (s.bind != STB_LOCAL or linked and s.visibility in (1, 2)
                                              or _constant(s))
                 and (s.shndx == 0 and s.bind != STB_LOCAL or _constant(s)
                      or self.co.section_at(s.shndx) is not None and self.co.section_at(s.shndx).allocated)]
        if linked:                  # (a relocatable object's symbol table is already in the order they were named)
            named.sort(key=lambda s: s.name_offset)
        out = []
        for s in named:
            if _constant(s):        # a `.set` constant (llvm-mc lists it; ld.lld keeps it in .symtab)
                if s.name not in _COUNTED:
                    out.append(f"\t.set\t{s.name}, {s.value - (1 << 64) if s.value >> 63 else s.value}")
                continue
            out.append(f"\t{'.weak' if s.bind == STB_WEAK else '.globl'}\t{s.name}")
            if s.visibility in VISIBILITY and s.name not in self.implied_visibility:
                out.append(f"\t.{VISIBILITY[s.visibility]}\t{s.name}")
        return out

    def counters(self) -> list[str]:
        """llvm-mc's register counters (module/gpr_symbols.py) as the code object lists them, set after all the code:
        a `.set` of one puts it in .symtab with the value it ends with."""
        return [f"\t.set\t{s.name}, {s.value}" for s in self.co.symbols if _constant(s) and s.name in _COUNTED]

    # ---- the whole file ------------------------------------------------------------------------------------------
    def render(self) -> str:
        co = self.co
        kinds = ", ".join(self.kernels) or "no kernels"
        self.lines = [f"; masm disasm: {co.name}: {self.arch}, code object v{co.code_object_version or '?'}, "
                      f"{'linked' if co.linked else 'relocatable'}; kernels: {kinds}",
                      "; re-assemble: masm build FILE.s -o FILE.hsaco",
                      f";          or: {llvm_mc_command(co, self.arch)}",
                      f"\t.amdgcn_target \"{target_id(co, self.arch)}\""]
        if (co.code_object_version or 4) != 4:
            self.lines.append(f"\t.amdhsa_code_object_version {co.code_object_version}")
        self.lines += self.declarations()
        # every section of content but what the linker makes and the debug information (a non-loaded section of
        # the source's own, `.section .foo,"",@progbits`, is written back as such; clang's `.AMDGPU.csdata` too)
        sections = [sec for sec in co.sections if sec.index and sec.name not in _LINKER_SECTIONS
                    and sec.type in (SHT_PROGBITS, SHT_NOBITS)]
        dwarf = [sec.name for sec in sections if is_debug_section(sec.name, sec.flags)]
        if dwarf:
            self.lines.insert(3, f"; left out: the debug information ({', '.join(dwarf)}): masm writes no DWARF")
        for sec in sections:
            if sec.name not in dwarf:
                self.section(sec)
        if co.metadata:
            self.lines += ["", "\t.amdgpu_metadata", metadata_yaml(co.metadata).rstrip("\n"),
                           "\t.end_amdgpu_metadata"]
        self.lines += self.counters()
        return "\n".join(self.lines) + "\n"


_COUNTED = frozenset((NEXT_FREE_VGPR, NEXT_FREE_SGPR))


def _constant(sym) -> bool:
    """A local absolute symbol with no type: a `.set` constant."""
    return sym.bind == STB_LOCAL and sym.shndx == SHN_ABS and sym.type == 0 and bool(sym.name) \
        and not sym.name.startswith(".L")


def metadata_yaml(meta: dict) -> str:
    """The metadata map as the YAML document `.amdgpu_metadata` takes (keys sorted, as llvm-mc writes them); a
    string llvm-mc would read as another kind (`n`, `5`) is tagged `!str`, as clang writes it."""
    from .metadata_yaml import STRING, scalar, yaml_module
    yaml = yaml_module()

    class Dumper(yaml.SafeDumper):
        pass

    def string(dumper, value: str):
        if scalar(value, None).kind != STRING:
            return dumper.represent_scalar("!str", value)
        return dumper.represent_str(value)

    Dumper.add_representer(str, string)
    return "---\n" + yaml.dump(meta, Dumper=Dumper, default_flow_style=None, sort_keys=True, width=1 << 16) + \
        "...\n"


def disassemble_code_object(co: CodeObject, arch: str) -> str:
    """The whole code object as LLVM-syntax assembly (kernel descriptors as `.amdhsa_kernel` blocks)."""
    from .descriptor_fields import descriptor_block, reserves_xnack_mask
    from .target import target
    tgt = target(arch)
    xnack = reserves_xnack_mask(co, tgt)
    writer = _Writer(co, arch, lambda k: descriptor_block(tgt, k.name, k.descriptor, k.metadata, xnack,
                                                          writer.uses_vcc(k.name)))
    return writer.render()


def entry_offset(raw: bytes) -> int:
    return struct.unpack_from("<q", raw, 16)[0]
