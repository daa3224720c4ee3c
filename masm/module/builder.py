"""Encoded lines of an LLVM-syntax file -> an `ObjectFile`: sections, symbols, relocations, descriptors, metadata.

The lines come from the build's `encode_lines` (labels, encoded instructions, data, alignment, and the module
directives as "directive" lines).  They are sorted into their sections in order; each section is then placed with
masm/layout.py (labels, branches, alignment), and every value that needs another section, a `.set` symbol or a
relocation specifier (`sym@rel32@lo+4`) is resolved here once all sections are placed: to a constant, or to a
relocation the linker resolves.  Symbols are recorded in the order the source first names them, as llvm-mc does,
because that order decides the code object's symbol tables.
"""
from __future__ import annotations

import dataclasses
import re
from dataclasses import field
from operator import attrgetter

from ..codeobject.amdhsa import DESCRIPTOR_SIZE, Entry, build_descriptor
from ..dataclass_cache import dataclass
from ..diagnostics import AssemblyError, Diagnostic, DiagnosticSink, SourceLoc
from ..layout import Fixup, LayoutLine, layout_kernel
from ..preprocess.expr import evaluate, names_in, try_evaluate
from ..regex_cache import regex
from .directives import (DEBUG_IGNORED, KERNEL_DIRECTIVES, assignment, default_section_kind, is_debug_directive,
                         is_debug_section, parse_section, parse_type, refusal, refused_section, split_operands,
                         symbol_names, unquote)
from .gpr_symbols import NEXT_FREE_SGPR, NEXT_FREE_VGPR, predefined, substituted, substituted_in_instruction
from .gpr_symbols import count as count_registers, names_one as names_gpr_symbol
from .objfile import (ABS32, ABS32_HI, ABS32_LO, ABS64, GOTPCREL, GOTPCREL32_HI, GOTPCREL32_LO, REL32, REL32_HI,
                      REL32_LO, REL64, SHF_ALLOC, SHF_EXECINSTR, SHT_NOBITS, STB_GLOBAL, STB_LOCAL, STB_WEAK,
                      STT_FUNC, STT_NOTYPE, STT_OBJECT, STV_DEFAULT, STV_HIDDEN, STV_INTERNAL, STV_PROTECTED, KernelEntry,
                      ObjectFile, Relocation, Section, Symbol)

# `sym@rel32@lo + 4`: a relocation specifier applied to one symbol, then an addend
_SPECIFIED = regex(r"\s*([A-Za-z_.$][\w.$]*)@(rel32|gotpcrel32|abs32|gotpcrel|rel64)(?:@(lo|hi))?"
                   r"\s*(?:([+-])(.*))?\Z", re.IGNORECASE | re.DOTALL)
_SPEC_KINDS = {("rel32", "lo"): REL32_LO, ("rel32", "hi"): REL32_HI, ("rel32", None): REL32,
               ("gotpcrel32", "lo"): GOTPCREL32_LO, ("gotpcrel32", "hi"): GOTPCREL32_HI,
               ("gotpcrel", None): GOTPCREL, ("abs32", "lo"): ABS32_LO, ("abs32", "hi"): ABS32_HI,
               ("rel64", None): REL64}
_DOT = regex(r"(?<![\w.$@])\.(?![\w.$@])")
_DOT_NAME = "__masm_location__"
_FIXUP_SIZES = {"literal32": 4, "data8": 1, "data16": 2, "data32": 4, "data64": 8}
_VISIBILITY = {".hidden": STV_HIDDEN, ".protected": STV_PROTECTED, ".internal": STV_INTERNAL}
_BINDING = {".globl": STB_GLOBAL, ".global": STB_GLOBAL, ".weak": STB_WEAK, ".local": STB_LOCAL}
_SECTION_WORDS = {".text": ".text", ".data": ".data", ".bss": ".bss", ".rodata": ".rodata"}
_BLOCK_WORDS = (".amdhsa_", ".end_amdhsa_kernel")      # what may stand inside an .amdhsa_kernel block
_VGPR_MAX, _SGPR_MAX = attrgetter("vgpr_max"), attrgetter("sgpr_max")
_BIG = 1 << 40            # a section base far from every offset, to see which sections an expression depends on


@dataclass
class _Pending:
    """A value the builder resolves after layout: a fixup that needs other sections or symbols."""

    section: str
    line: LayoutLine
    fixup: Fixup


@dataclass
class _KernelBlock:
    name: str
    loc: SourceLoc
    notes: tuple
    entries: list = field(default_factory=list)


@dataclass
class BuiltModule:
    obj: ObjectFile
    placed: dict          # section name -> PlacedKernel (its lines with addresses)
    warnings: list


class ModuleBuilder:
    def __init__(self, tgt, code_object_version: int, encode, *, long_branches: bool = False, temp_sgpr=None,
                 modern: bool = False):
        self.obj = ObjectFile(tgt, code_object_version)
        self.modern = modern          # the file says .amdhsa_code_object_version: written for llvm-mc 17+
        self.encode = encode
        self.long_branches = long_branches
        self.temp_sgpr = temp_sgpr
        self.sink = DiagnosticSink()
        self.lines: dict[str, list[LayoutLine]] = {}
        self.current = ""
        self.previous = ""
        self.stack: list[tuple[str, str]] = []
        self.block: _KernelBlock | None = None
        self.absolute: dict[str, int] = predefined(tgt)   # .set symbols with a constant value (so far), and
        #                                                   llvm-mc's own (.amdgcn.next_free_vgpr ..., gpr_symbols.py)
        self.deferred_sets: dict[str, tuple[str, LayoutLine]] = {}
        self.set_bases: dict[str, str] = {}        # .set symbol -> the one symbol its address is relative to
        self.sizes: list[tuple[str, str, LayoutLine]] = []
        self.kernel_lines: list[tuple[KernelEntry, LayoutLine]] = []
        self.debug_warned = False                  # the file has debug information (left out)
        self.frames_in_dwarf = False               # `.cfi_sections .debug_frame` seen
        self.counted_symbols: set[str] = set()     # .amdgcn.next_free_vgpr / _sgpr once `.set` made them symbols
        self.uncounted: list = []                  # the RegUse of the instructions since the counters were counted
        self.warnings: list[Diagnostic] = []
        self._switch(".text", None, None, 0, None)
        self.obj.sections[".text"].align = 4     # llvm-mc's initial .text is code-aligned (4) before any directive

    # ------------------------------------------------------------------------------------------ symbols
    def mention(self, name: str, loc: SourceLoc | None = None) -> Symbol:
        sym = self.obj.symbols.get(name)
        if sym is None:
            sym = self.obj.symbols[name] = Symbol(name, loc=loc)
        return sym

    def _mention_expression(self, expr: str, dwarf: bool = False) -> None:
        """Record the symbols `expr` names (in order of first mention, as llvm-mc does); of an expression in a DWARF
        section, only those that can reach the symbol tables (not assembler-local `.L` names or the DWARF sections
        themselves): llvm-mc records them even though the section is stripped, an undefined one included."""
        m = _SPECIFIED.match(expr)
        if m:
            self.mention(m.group(1))
            return
        try:
            for name in names_in(_DOT.sub(_DOT_NAME, expr.replace("@", ""))):
                if name == _DOT_NAME:
                    continue
                if not dwarf:
                    self.mention(name)
                elif not name.startswith(".L") and not is_debug_section(name):
                    self.mention(name).listed = True      # (an undefined one becomes an undefined global)
        except AssemblyError:
            pass

    # ------------------------------------------------------------------------------------------ sections
    def _switch(self, name: str, stype, flags, entsize, ln: LayoutLine | None) -> None:
        if is_debug_section(name, flags):
            self._debug_ignored(ln)                # (no Section: what is placed in it is dropped)
            self.previous, self.current = self.current, name
            return
        sec = self.obj.sections.get(name)
        default_type, default_flags = default_section_kind(name)
        if sec is None and ln is not None:
            refused = refused_section(name, default_type if stype is None else stype,
                                      default_flags if flags is None else flags)
            if refused:
                raise AssemblyError.at(ln.loc, refused, ln.notes)
        if sec is None:
            sec = self.obj.sections[name] = Section(name, default_type if stype is None else stype,
                                                    default_flags if flags is None else flags, entsize,
                                                    loc=ln.loc if ln else None)
            self.lines[name] = []
        elif ln is not None and ((stype is not None and stype != sec.type) or (flags is not None
                                                                                and flags != sec.flags)):
            raise AssemblyError.at(ln.loc, f"section '{name}' was given other flags or another type before "
                                   f"(changed section flags)", ln.notes)
        self.previous, self.current = self.current, name

    # ------------------------------------------------------------------------------------------ lines
    def add(self, ln: LayoutLine) -> None:
        try:
            self._add(ln)
        except AssemblyError as e:
            self.sink.extend(e)

    def _add(self, ln: LayoutLine) -> None:
        kind = ln.kind
        if self.block is not None and not (kind == "directive" and ln.text.split(None, 1)[0].lower().startswith(
                _BLOCK_WORDS)):
            raise AssemblyError.at(ln.loc, f"expected .amdhsa_ directive or .end_amdhsa_kernel inside "
                                   f".amdhsa_kernel {self.block.name}", ln.notes)
        if kind == "directive":
            self._directive(ln)
            return
        current = self.current
        sec = self.obj.sections.get(current)
        fixups = ln.fixups
        if sec is None:                            # a DWARF section: its labels, data and alignment are dropped
            for fx in fixups:
                self._mention_expression(fx.expr, dwarf=True)
            return
        if kind == "code":
            if sec.type == SHT_NOBITS:
                raise AssemblyError.at(ln.loc, f"section '{sec.name}' holds no data (@nobits): only zeros may be "
                                       f"placed in it", ln.notes)
        elif kind == "label":
            sym = self.mention(ln.label, ln.loc)
            if sym.defined:
                raise AssemblyError.at(ln.loc, f"symbol '{ln.label}' is already defined", ln.notes)
            sym.defined, sym.section, sym.loc = True, current, ln.loc
        elif kind == "align":
            sec.align = max(sec.align, ln.align)
        elif sec.type == SHT_NOBITS and (any(ln.data) or fixups):
            raise AssemblyError.at(ln.loc, f"section '{sec.name}' holds no data (@nobits): only zeros may be "
                                   f"placed in it", ln.notes)
        if fixups and any(names_gpr_symbol(fx.expr) for fx in fixups):
            ln = self._with_gpr_symbols(ln)
            fixups = ln.fixups
        if kind == "code" and ln.regs is not None:
            self.uncounted.append(ln.regs)
        for fx in fixups:
            self._mention_expression(fx.expr)
        self.lines[current].append(ln)

    def _count_registers(self) -> None:
        """.amdgcn.next_free_vgpr / _sgpr after the instructions `uncounted` holds (gpr_symbols.py), which it then
        holds no more; one `.set` into the symbol table shows its last value there, as llvm-mc's does.  Each counter
        only grows with instructions, so the highest register of several instructions counts as theirs one by one
        would: they are counted when a value is read (a directive, an instruction naming a counter, the end), not
        at each instruction (~1.5 us of each)."""
        uses, self.uncounted = self.uncounted, []
        count_registers(self.absolute, max(map(_VGPR_MAX, uses)), max(map(_SGPR_MAX, uses)))
        for name in self.counted_symbols:
            self.obj.symbols[name].value = self.absolute.get(name, self.obj.symbols[name].value)

    def _with_gpr_symbols(self, ln: LayoutLine) -> LayoutLine:
        """`ln` with llvm-mc's symbols written as their values at this point: an instruction encoded again from its
        text so (an inline constant where the value is one, as llvm-mc encodes it), data with its expressions so."""
        if self.uncounted:
            self._count_registers()
        if ln.kind == "code":
            enc = self.encode(substituted_in_instruction(ln.text, self.absolute), ln.loc, ln.notes)
            return dataclasses.replace(ln, data=bytes(enc.data), fixups=tuple(enc.fixups), regs=enc.regs)
        return dataclasses.replace(ln, fixups=tuple(Fixup(fx.kind, fx.offset, substituted(fx.expr, self.absolute))
                                                    for fx in ln.fixups))

    def _directive(self, ln: LayoutLine) -> None:
        if self.uncounted:                  # (the values a directive may read, as they are at this point)
            self._count_registers()
        text = ln.text.strip()
        pair = assignment(text)
        if pair is not None:
            self._set(pair[0], pair[1], ln)
            return
        word, _, rest = text.partition(" ")
        word = word.lower()
        rest = rest.strip()
        if word.startswith(".amdhsa_") and word not in KERNEL_DIRECTIVES:
            self._entry(word, rest, ln, len(text))
        elif word == ".amdhsa_kernel":
            self._open_kernel(rest, ln)
        elif word == ".end_amdhsa_kernel":
            self._close_kernel(ln)
        elif word in _SECTION_WORDS:
            self._switch(_SECTION_WORDS[word], None, None, 0, ln)
        elif word in (".section", ".pushsection"):
            name, stype, flags, entsize = parse_section(rest, ln.loc)
            if word == ".pushsection":
                self.stack.append((self.current, self.previous))
            self._switch(name, stype, flags, entsize, ln)
        elif word == ".popsection":
            if not self.stack:
                raise AssemblyError.at(ln.loc, ".popsection without .pushsection", ln.notes)
            self.current, self.previous = self.stack.pop()
        elif word == ".previous":
            if self.previous:
                self.current, self.previous = self.previous, self.current
        elif word in _BINDING:
            for name in symbol_names(rest, ln.loc, word):
                sym = self.mention(name, ln.loc)
                sym.binding = _BINDING[word]
                sym.listed = sym.bound = True
        elif word in _VISIBILITY:
            for name in symbol_names(rest, ln.loc, word):
                sym = self.mention(name, ln.loc)
                sym.visibility = _VISIBILITY[word]
                sym.listed = True                 # llvm-mc registers a symbol given an attribute
        elif word == ".type":
            name, stt = parse_type(rest, ln.loc)
            sym = self.mention(name, ln.loc)
            sym.type, sym.listed = stt, True
        elif word == ".size":
            parts = split_operands(rest)
            if len(parts) != 2 or not parts[0] or not parts[1]:
                raise AssemblyError.at(ln.loc, ".size takes NAME, EXPRESSION", ln.notes)
            self.mention(parts[0], ln.loc)
            self._mention_expression(parts[1])
            self.sizes.append((parts[0], parts[1], ln))
        elif word in (".set", ".equ", ".equiv"):
            parts = split_operands(rest)
            if len(parts) != 2 or not parts[0] or not parts[1]:
                raise AssemblyError.at(ln.loc, f"{word} takes NAME, EXPRESSION", ln.notes)
            if word == ".equiv" and parts[0] in self.obj.symbols and self.obj.symbols[parts[0]].defined:
                raise AssemblyError.at(ln.loc, f"redefinition of '{parts[0]}' (.equiv)", ln.notes)
            self._set(parts[0], parts[1], ln)
        elif word in (".comm", ".lcomm"):
            self._common(word, rest, ln)
        elif word == ".amdgpu_metadata":
            self._metadata(rest, ln)
        elif word == ".ident":
            self.obj.idents.append(unquote(rest, ln.loc, ".ident"))
        elif word == ".cfi_sections":
            self.frames_in_dwarf = [p.lower() for p in split_operands(rest)] == [".debug_frame"]
            self._debug_ignored(ln)
        elif word == ".cfi_startproc" and not self.frames_in_dwarf:
            raise AssemblyError.at(ln.loc, ".cfi_startproc without `.cfi_sections .debug_frame` before it: llvm-mc "
                                   "would write the call frames to .eh_frame, which ld.lld cannot link for amdgcn; "
                                   "clang -g writes `.cfi_sections .debug_frame` first", ln.notes)
        elif word == ".loc" or word == ".file" and rest.strip()[:1].isdigit() or word.startswith(".cfi_") or (
                is_debug_directive(word) and self.current not in self.obj.sections):   # (LEB128 data in DWARF)
            self._debug_ignored(ln)
        elif word in (".amdgcn_target", ".amdhsa_code_object_version", ".file", ".addrsig"):
            pass                                      # read before the build (target) or nothing to place
        elif word == ".addrsig_sym":
            for name in symbol_names(rest, ln.loc, word):
                # llvm-mc 14 puts an undefined symbol named here into the symbol table, llvm-mc 17+ (the ones
                # that know .amdhsa_code_object_version) does not
                self.mention(name, ln.loc).listed |= not self.modern

        else:
            raise AssemblyError.at(ln.loc, refusal(word), ln.notes)

    def _debug_ignored(self, ln: LayoutLine | None) -> None:
        """Debug information (a line-table entry, a call-frame directive, a DWARF section) is left out of the code
        object, with one warning for the file at the first of it."""
        if not self.debug_warned and ln is not None:
            self.debug_warned = True
            self.warnings.append(Diagnostic("warning", DEBUG_IGNORED, ln.loc, ln.notes))

    def _common(self, word: str, rest: str, ln: LayoutLine) -> None:
        """`.local x` + `.comm x, SIZE, P2ALIGN` or `.lcomm x, SIZE`: as llvm-mc places a local common symbol, a
        zero-filled object of SIZE bytes at the end of .bss, aligned to 2**P2ALIGN (AMDGPU's .comm alignment is a
        power of two; .lcomm takes none).  A global common symbol (ld.lld would allocate it) is refused."""
        parts = split_operands(rest)
        if len(parts) not in (2, 3) or not all(parts):
            raise AssemblyError.at(ln.loc, f"{word} takes NAME, SIZE" + ("[, ALIGNMENT]" if word == ".comm" else ""),
                                   ln.notes)
        if word == ".lcomm" and len(parts) == 3:
            raise AssemblyError.at(ln.loc, "alignment not supported on this target (.lcomm takes NAME, SIZE)",
                                   ln.notes)
        name = parts[0]
        size = evaluate(parts[1], ln.loc)
        power = evaluate(parts[2], ln.loc) if len(parts) == 3 else 0
        if not isinstance(size, int) or size < 0:
            raise AssemblyError.at(ln.loc, f"{word}: the size must be a non-negative constant, not '{parts[1]}'",
                                   ln.notes)
        if not isinstance(power, int) or not 0 <= power <= 16:
            raise AssemblyError.at(ln.loc, f"{word}: the alignment is 2**N for N up to 16, not '{parts[2]}'",
                                   ln.notes)
        sym = self.mention(name, ln.loc)
        if word == ".comm" and not (sym.bound and sym.binding == STB_LOCAL):
            raise AssemblyError.at(ln.loc, f"global common symbol '{name}' is not supported (ld.lld would allocate "
                                   f"it, and a preemptible symbol cannot be reached PC-relative): declare it "
                                   f".local first or define it in .bss", ln.notes)
        if sym.defined:
            raise AssemblyError.at(ln.loc, f"symbol '{name}' is already defined", ln.notes)
        sym.binding, sym.type, sym.size, sym.bound = STB_LOCAL, STT_OBJECT, size, True
        here = (self.current, self.previous)
        self._switch(".bss", None, None, 0, None)
        try:
            if power:
                self._add(LayoutLine("align", ln.text, ln.loc, ln.notes, ln.origin, align=1 << power))
            self._add(LayoutLine("label", ln.text, ln.loc, ln.notes, ln.origin, label=name))
            if size:
                self._add(LayoutLine("data", ln.text, ln.loc, ln.notes, ln.origin, data=bytes(size)))
        finally:
            self.current, self.previous = here

    def _set(self, name: str, expr: str, ln: LayoutLine) -> None:
        sym = self.mention(name, ln.loc)
        if sym.defined and sym.section is not None:
            raise AssemblyError.at(ln.loc, f"symbol '{name}' is already defined (a label)", ln.notes)
        expr = substituted(expr, self.absolute)
        if name in (NEXT_FREE_VGPR, NEXT_FREE_SGPR):
            self.counted_symbols.add(name)
        self._mention_expression(expr)
        value = try_evaluate(expr.replace("@", ""), self.absolute)
        if isinstance(value, int):
            self.absolute[name] = value
            self.deferred_sets.pop(name, None)
            sym.defined, sym.section, sym.value = True, None, value
        else:
            self.absolute.pop(name, None)
            self.deferred_sets[name] = (expr, ln)
            sym.defined = True

    # ------------------------------------------------------------------------------------------ kernels
    def _open_kernel(self, rest: str, ln: LayoutLine) -> None:
        name = rest.strip()
        if not re.fullmatch(r"[A-Za-z_.$][\w.$]*", name):
            raise AssemblyError.at(ln.loc, f".amdhsa_kernel needs a kernel name, not '{name}'", ln.notes)
        self.block = _KernelBlock(name, ln.loc, ln.notes)

    def _entry(self, word: str, rest: str, ln: LayoutLine, length: int) -> None:
        """`.amdhsa_NAME VALUE` (`length`: of the directive's text, stripped) into the kernel block."""
        if self.block is None:
            raise AssemblyError.at(ln.loc, f"{word} outside an .amdhsa_kernel block", ln.notes)
        loc = ln.loc
        value_loc = SourceLoc(loc.file, loc.line, loc.column + length - len(rest))
        if not rest:
            raise AssemblyError.at(value_loc, f"{word} needs a value", ln.notes)
        value = evaluate(rest, value_loc, self.absolute, ln.notes)
        if not isinstance(value, int):
            raise AssemblyError.at(value_loc, f"{word} needs an integer, not {value}", ln.notes)
        self.block.entries.append(Entry(word[len(".amdhsa_"):], value, ln.loc, value_loc, ln.notes))

    def _close_kernel(self, ln: LayoutLine) -> None:
        block = self.block
        if block is None:
            raise AssemblyError.at(ln.loc, ".end_amdhsa_kernel without .amdhsa_kernel", ln.notes)
        self.block = None
        descriptor = build_descriptor(self.obj.target, block.name, block.entries, ln.loc, ln.notes)
        self.emit_descriptor(block.name, descriptor, block.loc, block.notes)

    def emit_descriptor(self, name: str, descriptor, loc: SourceLoc, notes=()) -> None:
        """The 64-byte descriptor of kernel `name` here, with its symbol `name.kd` (binding and visibility of the
        kernel symbol as they are now; the kernel symbol becomes protected when it was default, as llvm-mc does).
        A kernel symbol with no binding directive yet is global while undefined and local once defined: llvm-mc's
        implied binding, which the descriptor symbol keeps even when `.globl` comes later."""
        kd_name = name + ".kd"
        kd = self.mention(kd_name, loc)        # llvm-mc places the descriptor's label, then uses the kernel symbol
        code = self.mention(name, loc)
        if kd.defined:
            raise AssemblyError.at(loc, f"symbol '{kd_name}' is already defined", notes)
        binding = code.binding if code.bound else STB_LOCAL if code.defined else STB_GLOBAL
        kd.binding, kd.visibility, kd.type, kd.size = binding, code.visibility, STT_OBJECT, DESCRIPTOR_SIZE
        kd.bound = True
        if code.visibility == STV_DEFAULT:
            code.visibility = STV_PROTECTED
        self._add(LayoutLine("label", f"{kd_name}:", loc, notes, label=kd_name))
        data = LayoutLine("data", f".amdhsa_kernel {name}", loc, notes, data=descriptor.to_bytes(),
                          fixups=(Fixup("data64", 16, f"{name}@rel64+16"),))
        self._add(data)
        entry = KernelEntry(name, descriptor, self.current, 0, loc)
        self.obj.kernels.append(entry)
        self.kernel_lines.append((entry, data))

    def _metadata(self, rest: str, ln: LayoutLine) -> None:
        from ..codeobject.metadata_yaml import metadata_msgpack
        if self.obj.metadata is not None:
            raise AssemblyError.at(ln.loc, "a second .amdgpu_metadata block (a code object has one metadata "
                                           "note)", ln.notes)
        text = unquote(rest, ln.loc, ".amdgpu_metadata") if rest else ""
        first = SourceLoc(ln.loc.file, ln.loc.line + 1, 1)
        self.obj.metadata, self.obj.metadata_map = metadata_msgpack(text, first)

    # ------------------------------------------------------------------------------------------ finishing
    def finish(self) -> BuiltModule:
        if self.uncounted:
            self._count_registers()
        if self.block is not None:
            self.sink.error(self.block.loc, f".amdhsa_kernel {self.block.name} has no .end_amdhsa_kernel",
                            self.block.notes)
        self.sink.raise_if_errors()
        placed = {}
        pending: list[_Pending] = []
        for name, sec in self.obj.sections.items():
            lines = self.lines[name]
            local = {ln.label.lower() for ln in lines if ln.kind == "label"}

            def defer(ln, fx, local=local, name=name):
                if _needs_module(fx.expr, local):
                    pending.append(_Pending(name, ln, fx))
                    return True
                return False
            try:
                placed[name] = layout_kernel(lines, 0, encode=self.encode, long_branches=self.long_branches,
                                             temp_sgpr=self.temp_sgpr, code=sec.code, defer=defer)
            except AssemblyError as e:
                self.sink.extend(e)
                continue
            if sec.type == SHT_NOBITS:
                sec.size = len(placed[name].code)
            else:
                sec.data = placed[name].code
            for label, offset in placed[name].labels.items():
                pass
        self.sink.raise_if_errors()
        self._label_values(placed)
        self._deferred_sets()
        self._resolve(pending)
        self._sizes()
        self._alias_types()
        for entry, line in self.kernel_lines:
            entry.descriptor_offset = line.address
        self.sink.raise_if_errors()
        return BuiltModule(self.obj, placed, self.warnings)

    def _label_values(self, placed) -> None:
        for sym in self.obj.symbols.values():
            if sym.defined and sym.section is not None:
                sym.value = placed[sym.section].labels[sym.name.lower()]

    def _location_values(self, section: str | None, offset: int, shift: str | None = None,
                         names=None) -> dict[str, int]:
        """The values of the symbols `names` (default: every symbol) with section `shift` moved by _BIG (the
        expression's dependence on it).  (An expression asks for its own names: a file of hundreds of functions
        has a `.size` for each, and each walking every symbol made the module quadratic.)"""
        values = {}
        symbols = self.obj.symbols
        for sym in (symbols.values() if names is None else (symbols.get(n) for n in names)):
            if sym is None or not sym.defined or sym.name in self.deferred_sets:
                continue
            values[sym.name] = sym.value + (_BIG if sym.section is not None and sym.section == shift else 0)
        if section is not None:
            values[_DOT_NAME] = offset + (_BIG if section == shift else 0)
        return values

    def linear(self, expr: str, section: str | None, offset: int, loc: SourceLoc, notes=()):
        """(constant, {section: coefficient}) of `expr` evaluated at `offset` in `section`."""
        text = _DOT.sub(_DOT_NAME, expr.replace("@", ""))
        names = names_in(text)
        for name in names:
            sym = self.obj.symbols.get(name)
            if name != _DOT_NAME and (sym is None or not sym.defined):
                raise AssemblyError.at(loc, f"undefined symbol '{name}'", notes)
            if name in self.deferred_sets:
                raise AssemblyError.at(loc, f"'{name}' is set to an expression of other symbols; use those "
                                            f"symbols here", notes)
        base = evaluate(text, loc, self._location_values(section, offset, names=names), notes)
        if not isinstance(base, int):
            raise AssemblyError.at(loc, f"expected an integer expression, not '{expr}'", notes)
        sections = {self.obj.symbols[n].section for n in names if n != _DOT_NAME} - {None}
        if _DOT_NAME in names:
            sections.add(section)
        coefficients = {}
        for s in sections:
            moved = evaluate(text, loc, self._location_values(section, offset, s, names), notes)
            delta = moved - base
            if delta % _BIG:
                raise AssemblyError.at(loc, f"expression '{expr}' cannot be represented", notes)
            if delta:
                coefficients[s] = delta // _BIG
        return base, coefficients

    def _deferred_sets(self) -> None:
        for name, (expr, ln) in list(self.deferred_sets.items()):
            try:
                value, coefficients = self.linear(expr, None, 0, ln.loc, ln.notes)
            except AssemblyError as e:
                self.sink.extend(e)
                continue
            sym = self.obj.symbols[name]
            if not coefficients:
                sym.section, sym.value = None, value
            elif len(coefficients) == 1 and list(coefficients.values()) == [1]:
                sym.section, sym.value = next(iter(coefficients)), value
                bases = [n for n in names_in(_DOT.sub(_DOT_NAME, expr.replace("@", "")))
                         if n in self.obj.symbols and self.obj.symbols[n].section is not None]
                if len(bases) == 1:
                    self.set_bases[name] = bases[0]
            else:
                self.sink.error(ln.loc, f"'{name}' = '{expr}' is neither a number nor an address", ln.notes)
                continue
            del self.deferred_sets[name]

    def _alias_types(self) -> None:
        """A symbol set to another plus a constant takes the other's type unless its own is stronger (FUNC over
        OBJECT over NOTYPE), and its size unless `.size` gave one: what llvm-mc writes for `.set alias, k`."""
        sized = {name for name, _, _ in self.sizes}
        for name, base_name in self.set_bases.items():
            sym, base = self.obj.symbols[name], self.obj.symbols[base_name]
            if not (sym.type == STT_FUNC or sym.type == STT_OBJECT and base.type == STT_NOTYPE):
                sym.type = base.type
            if name not in sized:
                sym.size = base.size

    def _sizes(self) -> None:
        for name, expr, ln in self.sizes:
            try:
                value, coefficients = self.linear(expr, None, 0, ln.loc, ln.notes)
            except AssemblyError as e:
                self.sink.extend(e)
                continue
            if coefficients:
                self.sink.error(ln.loc, f".size of '{name}': '{expr}' is not a constant", ln.notes)
                continue
            self.obj.symbols[name].size = value

    def _section_symbol(self, section: str) -> str:
        name = f".L.section.{section}"
        sym = self.obj.symbols.get(name)
        if sym is None:
            self.obj.symbols[name] = Symbol(name, section, 0, defined=True)
        return name

    def _resolve(self, pending: list[_Pending]) -> None:
        for p in pending:
            ln, fx = p.line, p.fixup
            size = _FIXUP_SIZES[fx.kind]
            where = ln.address + fx.offset
            try:
                m = _SPECIFIED.match(fx.expr)
                if m:
                    name, spec, part, sign, addend_text = m.groups()
                    kind = _SPEC_KINDS.get((spec.lower(), part.lower() if part else None))
                    if kind is None:
                        raise AssemblyError.at(ln.loc, f"'@{spec}' needs @lo or @hi" if part is None else
                                               f"'@{spec}@{part}' is not a relocation masm knows", ln.notes)
                    addend = evaluate(addend_text, ln.loc, self.absolute, ln.notes) if addend_text else 0
                    addend = -addend if sign == "-" else addend
                    need = 8 if kind == REL64 else 4
                    if size != need:
                        raise AssemblyError.at(ln.loc, f"'{fx.expr}' needs a {need}-byte field, not {size} bytes",
                                               ln.notes)
                    sym = self.obj.symbols.get(name)
                    if sym is None or not sym.defined:
                        raise AssemblyError.at(ln.loc, f"undefined symbol '{name}'", ln.notes)
                    if sym.section is None:
                        raise AssemblyError.at(ln.loc, f"'{name}' is a number (.set), not an address: "
                                               f"'@{spec}' needs a symbol defined in a section (llvm-mc + ld.lld "
                                               f"turn this into a relocation against address 0)", ln.notes)
                    if kind in (GOTPCREL, GOTPCREL32_LO, GOTPCREL32_HI) and sym.binding == STB_LOCAL:
                        raise AssemblyError.at(ln.loc, f"'@{spec}' of the local symbol '{name}': llvm-mc makes the "
                                               f"GOT entry hold the start of its section, not '{name}'; reach a "
                                               f"local symbol with '@rel32' (or make it .globl)", ln.notes)
                    self._relocate(p.section, where, size, kind, name, addend, ln)
                    continue
                here = ln.address if fx.kind == "literal32" else where      # `.` in an operand: the instruction
                value, coefficients = self.linear(fx.expr, p.section, here, ln.loc, ln.notes)
                if fx.kind == "literal32" and coefficients:
                    if self._pc_relative_literal(p, fx, value, coefficients, where):
                        continue
                if not coefficients:
                    self._patch(p.section, where, size, value, ln)
                    continue
                target = [s for s, c in coefficients.items() if c == 1]
                rest = {s: c for s, c in coefficients.items() if s not in target[:1]}
                if len(target) != 1 or (rest and rest != {p.section: -1}):
                    raise AssemblyError.at(ln.loc, f"expression '{fx.expr}' cannot be represented in a relocation "
                                           f"(it must be a symbol plus a constant, or one minus a place in this "
                                           f"section)", ln.notes)
                symbol, sym_offset = self._relocation_symbol(fx.expr, target[0])
                if rest:                        # PC-relative: S + A - P
                    kind = REL64 if size == 8 else REL32
                    self._relocate(p.section, where, size, kind, symbol, value - sym_offset + where, ln)
                else:
                    kind = ABS64 if size == 8 else ABS32
                    self._relocate(p.section, where, size, kind, symbol, value - sym_offset, ln)
            except AssemblyError as e:
                self.sink.extend(e)

    def _pc_relative_literal(self, p, fx, value: int, coefficients: dict, where: int) -> bool:
        """An instruction literal naming an address (`s_mov_b32 s0, lab`): llvm-mc makes it PC-relative, the address
        minus the literal's own (S + A - P).  A local label of the literal's own section gives a constant; anything
        else a R_AMDGPU_REL32 relocation.  False when the expression is not one address plus a constant."""
        ln = p.line
        if list(coefficients.values()) != [1]:
            return False
        section = next(iter(coefficients))
        symbol, sym_offset = self._relocation_symbol(fx.expr, section)
        sym = self.obj.symbols[symbol]
        if section == p.section and (sym.binding == STB_LOCAL or sym.name.startswith(".L.section.")):
            self._patch(p.section, where, 4, value - where, ln)
        else:
            self._relocate(p.section, where, 4, REL32, symbol, value - sym_offset, ln)
        return True

    def _relocation_symbol(self, expr: str, section: str) -> tuple[str, int]:
        """The symbol a relocation names: the expression's one named symbol in `section` if it names one (so
        ld.lld's rules for that symbol apply), else the section itself."""
        names = [n for n in names_in(_DOT.sub(_DOT_NAME, expr.replace("@", ""))) if n != _DOT_NAME]
        named = [n for n in names if self.obj.symbols[n].section == section]
        if len(named) == 1 and not self.obj.symbols[named[0]].temporary:
            return named[0], self.obj.symbols[named[0]].value
        return self._section_symbol(section), 0

    def _patch(self, section: str, where: int, size: int, value: int, ln: LayoutLine) -> None:
        if not -(1 << (8 * size - 1)) <= value < 1 << (8 * size):
            raise AssemblyError.at(ln.loc, f"{value} does not fit in {size} bytes", ln.notes)
        sec = self.obj.sections[section]
        data = bytearray(sec.data)
        data[where:where + size] = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
        sec.data = bytes(data)

    def _relocate(self, section, where, size, kind, symbol, addend, ln) -> None:
        if not self.obj.sections[section].alloc and kind not in (ABS32, ABS64):
            raise AssemblyError.at(ln.loc, f"a PC-relative value in the non-loaded section '{section}'", ln.notes)
        if size not in (4, 8):
            raise AssemblyError.at(ln.loc, f"a {size}-byte field cannot hold the address of '{symbol}'", ln.notes)
        self.obj.relocations.append(Relocation(section, where, size, kind, symbol, addend, ln.loc, ln.notes))


def _needs_module(expr: str, local: set[str]) -> bool:
    """Whether a fixup's value is the module's to decide: any expression naming a symbol or the current location
    (a label's address is a relocation unless the expression is a difference; only the module can tell)."""
    if "@" in expr or _DOT.search(expr):
        return True
    try:
        return bool(names_in(expr))
    except AssemblyError:
        return False
