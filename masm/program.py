"""What a build produces: a `Program` (code object, raw code, report) holding one `Kernel` per kernel."""
from __future__ import annotations

from dataclasses import field
from functools import cached_property
from typing import Callable

from .dataclass_cache import dataclass
from .diagnostics import Diagnostic, Note, SourceLoc


@dataclass(frozen=True)
class KernelArg:
    """One kernel argument in the kernarg segment (natural alignment)."""

    name: str
    type: str  # u32 i32 f32 u64 i64 f64 ptr (and u8 i8 u16 i16 f16)
    offset: int
    size: int


@dataclass(frozen=True)
class AbiRegisters:
    """Where the dispatcher puts what, for this kernel (also the aliases the kernel source may use)."""

    kernarg_ptr: str  # "s[0:1]"
    workgroup_ids: dict[str, str]  # enabled dimension -> SGPR, e.g. {"x": "s2", "z": "s3"}
    workitem_ids: dict[str, str]  # dimension -> VGPR, e.g. {"x": "v0", "y": "v1"}; gfx90a: {"xyz": "v0"} (packed)
    workitem_id_dims: int  # 1, 2 or 3 dimensions initialised (compute_pgm_rsrc2.TIDIG_COMP_CNT + 1)
    packed_workitem_ids: bool  # gfx90a: x bits 0-9, y bits 10-19, z bits 20-29 of v0
    user_sgprs: int  # SGPRs preloaded before the workgroup ids
    system_sgprs: int = 0  # SGPRs after them: workgroup ids, workgroup info, scratch wave offset
    registers: dict[str, str] = field(default_factory=dict)  # every ABI alias -> register (masm.codeobject.abi)


@dataclass(frozen=True)
class ListingLine:
    """One row of the listing: where it landed and where it came from."""

    address: int  # byte offset in Program.code
    data: bytes
    text: str
    loc: SourceLoc | None
    notes: tuple[Note, ...] = ()
    kernel: str = ""
    relaxed_text: tuple[str, ...] = ()  # a branch relaxed by --long-branches: the instructions it became
    section: str = ".text"  # the code object section it is in (address: offset in that section)


@dataclass
class Kernel:
    """One built kernel: its registers, LDS, arguments and where its code and descriptor are."""
    name: str
    workgroup_size: tuple[int, int, int]
    args: list[KernelArg]
    vgprs: int  # the number the descriptor uses (declared budget, or counted)
    sgprs: int  # addressable SGPRs s0..s{n-1} the descriptor uses (declared or counted), without VCC & co
    agprs: int
    lds_bytes: int
    code_offset: int  # byte offset of the first instruction in Program.code
    code_size: int
    kernarg_size: int
    kernarg_align: int
    abi: AbiRegisters
    vgprs_used: int  # counted from the instructions (highest index + 1)
    sgprs_used: int
    agprs_used: int
    extra_sgprs: int  # VCC / XNACK_MASK / FLAT_SCRATCH the hardware also allocates
    labels: dict[str, int] = field(default_factory=dict)  # label -> byte offset in Program.code
    descriptor: bytes = b""  # the 64-byte kernel descriptor as written in the code object
    descriptor_address: int = 0  # virtual address of NAME.kd in the code object
    entry_address: int = 0  # virtual address of the first instruction in the code object
    scratch_bytes: int = 0  # private segment (scratch) bytes per work-item
    dynamic_lds: bool = False  # it takes more LDS at dispatch than lds_bytes (dynamiclds, __local pointer arguments)
    descriptor_fields: object = None  # masm.codeobject.amdhsa.KernelDescriptor: every .amdhsa_* value

    @property
    def sgprs_total(self) -> int:
        """SGPRs a wave allocates: the kernel's own plus VCC / XNACK_MASK / FLAT_SCRATCH."""
        return self.sgprs + self.extra_sgprs


@dataclass
class Program:
    """A built file: code bytes, code object, kernels, report and warnings."""
    arch: str
    code: bytes  # all kernels' code, each kernel 256-byte aligned; Kernel.code_offset indexes it
    code_object: bytes  # the hsaco (ELF) bytes
    kernels: list[Kernel]
    text_address: int = 0  # virtual address of Program.code inside the code object (.text)
    text_file_offset: int = 0
    warnings: list[Diagnostic] = field(default_factory=list)
    # made on first use (big kernels have tens of thousands of lines): see `listing`, `asm` and `report`
    make_listing: Callable[[], list[ListingLine]] | None = field(default=None, repr=False, compare=False)
    make_asm: Callable[[], str] | None = field(default=None, repr=False, compare=False)
    make_report: Callable[[], dict] | None = field(default=None, repr=False, compare=False)

    @cached_property
    def report(self) -> dict:
        """The build report (masm/report.py: the dict `--json` prints)."""
        return self.make_report() if self.make_report else {}

    @cached_property
    def listing(self) -> list[ListingLine]:
        """Every placed line: address, bytes, text, origin."""
        return self.make_listing() if self.make_listing else []

    @cached_property
    def asm(self) -> str:
        """Plain assembly of the whole program after layout (what `--format asm` writes; llvm-mc makes the same
        bytes of it, relaxed long branches included)."""
        return self.make_asm() if self.make_asm else ""

    def kernel(self, name: str | None = None) -> Kernel:
        """The kernel called `name` (case-insensitive), or the only kernel when `name` is None."""
        if name is None:
            if len(self.kernels) != 1:
                raise KeyError(f"the program has {len(self.kernels)} kernels; name one of: "
                               + ", ".join(k.name for k in self.kernels))
            return self.kernels[0]
        for k in self.kernels:
            if k.name.lower() == name.lower():
                return k
        raise KeyError(f"no kernel {name!r}; the program has: " + ", ".join(k.name for k in self.kernels))
