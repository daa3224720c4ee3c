"""The assembled module before linking: sections with their bytes, symbols, relocations, kernel descriptors and the
metadata note — what llvm-mc would write into a relocatable object, and what masm/codeobject/linker.py links into
the code object as `ld.lld -shared` does."""
from __future__ import annotations

from dataclasses import field

from ..dataclass_cache import dataclass
from ..diagnostics import SourceLoc

# ELF section types and flags (the ones AMDGPU code objects use)
SHT_PROGBITS, SHT_NOTE, SHT_NOBITS = 1, 7, 8
SHT_INIT_ARRAY, SHT_FINI_ARRAY, SHT_PREINIT_ARRAY = 14, 15, 16
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR, SHF_MERGE, SHF_STRINGS = 0x1, 0x2, 0x4, 0x10, 0x20
SHF_TLS, SHF_EXCLUDE = 0x400, 0x80000000

STB_LOCAL, STB_GLOBAL, STB_WEAK = 0, 1, 2
STT_NOTYPE, STT_OBJECT, STT_FUNC, STT_SECTION, STT_TLS = 0, 1, 2, 3, 6
STV_DEFAULT, STV_INTERNAL, STV_HIDDEN, STV_PROTECTED = 0, 1, 2, 3


@dataclass
class Section:
    """A section of the object: name, ELF type and flags, alignment and bytes."""
    name: str
    type: int = SHT_PROGBITS
    flags: int = 0
    entsize: int = 0
    align: int = 1
    data: bytes = b""
    size: int = 0                  # NOBITS sections have a size but no bytes
    loc: SourceLoc | None = None   # where it was first named

    @property
    def alloc(self) -> bool:
        return bool(self.flags & SHF_ALLOC)

    @property
    def code(self) -> bool:
        return bool(self.flags & SHF_EXECINSTR)


@dataclass
class Symbol:
    """A symbol as the object file holds it: defined in `section` at `value` (None: absolute, value is the
    number; undefined when `defined` is False)."""

    name: str
    section: str | None = None
    value: int = 0
    size: int = 0
    binding: int = STB_LOCAL
    type: int = STT_NOTYPE
    visibility: int = STV_DEFAULT
    defined: bool = False
    loc: SourceLoc | None = None
    listed: bool = False           # given an attribute (.globl, .hidden, .type, ...) or .addrsig_sym (llvm-mc 14):
                                   # in the symbol table even when undefined
    bound: bool = False            # binding given by .globl/.global/.weak/.local/.lcomm (not implied)

    @property
    def temporary(self) -> bool:
        """`.L` names never reach the symbol table (llvm-mc's private labels)."""
        return self.name.startswith(".L")

    @property
    def exported(self) -> bool:
        """In the code object's dynamic symbol table: global or weak with default or protected visibility."""
        return self.binding != STB_LOCAL and self.visibility in (STV_DEFAULT, STV_PROTECTED)

    @property
    def preemptible(self) -> bool:
        """Another object could replace it at load time (`ld.lld -shared`): exported with default visibility."""
        return self.exported and self.visibility == STV_DEFAULT


# Relocation kinds masm resolves at link time (named after R_AMDGPU_*).
REL32_LO, REL32_HI, REL32, REL64 = "rel32_lo", "rel32_hi", "rel32", "rel64"
GOTPCREL32_LO, GOTPCREL32_HI, GOTPCREL = "gotpcrel32_lo", "gotpcrel32_hi", "gotpcrel"
ABS32_LO, ABS32_HI, ABS32, ABS64 = "abs32_lo", "abs32_hi", "abs32", "abs64"


@dataclass(frozen=True)
class Relocation:
    """A place in a section the linker patches with a symbol's address."""
    section: str
    offset: int              # in the section
    size: int                # bytes patched: 4 or 8
    kind: str
    symbol: str
    addend: int
    loc: SourceLoc
    notes: tuple = ()


@dataclass
class KernelEntry:
    """A kernel: its descriptor (`.amdhsa_kernel NAME`) at `descriptor_offset` in `section`."""

    name: str
    descriptor: object           # masm.codeobject.amdhsa.KernelDescriptor
    section: str
    descriptor_offset: int
    loc: SourceLoc


@dataclass
class ObjectFile:
    """The assembled module: sections, symbols, relocations, kernels and the metadata note."""
    target: object                              # masm.codeobject.target.Target (with the file's features)
    code_object_version: int = 4
    sections: dict[str, Section] = field(default_factory=dict)    # in the order they were first named
    symbols: dict[str, Symbol] = field(default_factory=dict)      # in the order they were first named
    relocations: list[Relocation] = field(default_factory=list)
    kernels: list[KernelEntry] = field(default_factory=list)
    metadata: bytes | None = None               # the amdhsa note's msgpack
    metadata_map: dict | None = None
    idents: list[str] = field(default_factory=list)
