"""The build pipeline: preprocess → split_kernels → statements.lower → encode → layout → code object + report.

`build_program` returns a `masm.program.Program`; `expand_source` returns the expanded plain assembly (what llvm-mc
accepts), kernel declarations as comments.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .diagnostics import AssemblyError, Diagnostic, DiagnosticSink, Note, SourceLoc
from .layout import LayoutLine, data_line, label_name, layout_kernel
from .program import Kernel, ListingLine, Program

KERNEL_ALIGN = 256  # a kernel's first instruction must be 256-byte aligned (kernel_code_entry_byte_offset)

# Directives of plain LLVM files that say nothing masm needs (the code object is masm's own business).
IGNORED_DIRECTIVES = frozenset({
    ".text", ".globl", ".global", ".section", ".type", ".size", ".amdgcn_target", ".amdgpu_hsa_kernel",
    ".hsa_code_object_version", ".hsa_code_object_isa", ".weak", ".file", ".ident", ".amdhsa_code_object_version",
    ".p2alignl",
})


def _check_arch(arch: str, filename: str) -> None:
    from .codeobject.target import TARGETS
    if arch not in TARGETS:
        raise AssemblyError.at(SourceLoc(filename, 1, 1),
                               f"unknown architecture '{arch}' (known: {', '.join(TARGETS)})")


def front_end(source: str, arch: str, *, filename: str, include_dirs: Sequence[str] = ()):
    """preprocess → split_kernels → lower: [(KernelSource, LoweredKernel)] (AssemblyError with every problem)."""
    from .kernels import split_kernels
    from .preprocess import preprocess
    from .statements import lower
    _check_arch(arch, filename)
    statements = preprocess(source, filename=filename, arch=arch, include_dirs=include_dirs)
    kernels = split_kernels(statements, filename=filename, arch=arch)
    sink = DiagnosticSink()
    out = []
    for k in kernels:
        try:
            out.append((k, lower(k, arch)))
        except AssemblyError as e:
            sink.extend(e)
    sink.raise_if_errors()
    return out


# -------------------------------------------------------------------------------------------------- encoding

@dataclass
class _Counts:
    vgpr_max: int = -1
    sgpr_max: int = -1
    agpr_max: int = -1
    vcc: bool = False
    flat_scratch: bool = False
    xnack_mask: bool = False

    def add(self, regs) -> None:
        self.vgpr_max = max(self.vgpr_max, regs.vgpr_max)
        self.sgpr_max = max(self.sgpr_max, regs.sgpr_max)
        self.agpr_max = max(self.agpr_max, regs.agpr_max)
        self.vcc |= regs.vcc
        self.flat_scratch |= regs.flat_scratch
        self.xnack_mask |= regs.xnack_mask


def _first_word(text: str) -> str:
    return text.strip().split(None, 1)[0].lower() if text.strip() else ""


def _budget_error(line, kind: str, used_max: int, budget: int) -> Diagnostic:
    prefix = {"vgpr": "v", "sgpr": "s"}[kind]
    return Diagnostic("error", f"{prefix}{used_max} is outside the declared budget num{kind}s {budget} "
                      f"(allowed: {prefix}0..{prefix}{budget - 1})", line.loc, tuple(line.notes))


def encode_lines(lowered, arch: str, sink: DiagnosticSink, encode=None) -> tuple[list[LayoutLine], _Counts]:
    """One LayoutLine per plain line; register use counted and checked against the declared budgets.
    `encode(text, loc, notes)` defaults to masm.isa.encode for `arch` (lint passes a caching one)."""
    encode = encode or _encoder(arch)
    counts = _Counts()
    out: list[LayoutLine] = []
    for line in lowered.lines:
        text = line.text.strip()
        if not text:
            continue
        try:
            name = label_name(text)
            if name is not None:
                out.append(LayoutLine("label", text, line.loc, tuple(line.notes), line, label=name))
                continue
            if _first_word(text) in IGNORED_DIRECTIVES:
                continue
            item = data_line(text, line.loc, tuple(line.notes), line)
            if item is not None:
                out.append(item)
                continue
            enc = encode(text, line.loc, tuple(line.notes))
        except AssemblyError as e:
            sink.extend(e)
            continue
        regs = enc.regs
        if lowered.budget_vgprs is not None and regs.vgpr_max >= lowered.budget_vgprs:
            sink.items.append(_budget_error(line, "vgpr", regs.vgpr_max, lowered.budget_vgprs))
        if lowered.budget_sgprs is not None and regs.sgpr_max >= lowered.budget_sgprs:
            sink.items.append(_budget_error(line, "sgpr", regs.sgpr_max, lowered.budget_sgprs))
        counts.add(regs)
        out.append(LayoutLine("code", text, line.loc, tuple(line.notes), line, data=bytes(enc.data),
                              fixups=tuple(enc.fixups), regs=regs))
    return out, counts


# -------------------------------------------------------------------------------------------------- building

def _encoder(arch: str):
    from .isa import encode

    def run(text, loc, notes):
        return encode(text, arch, loc, notes)
    return run


def _pad_to(code: bytearray, alignment: int, nop: bytes) -> None:
    while len(code) % alignment:
        code += nop if len(code) % 4 == 0 else b"\0"


def _long_jump_pair(counts: _Counts, abi_sgprs: int, budget: int | None, max_sgprs: int, loc: SourceLoc):
    """The even SGPR above every SGPR the kernel uses, for the long-jump pair."""
    first = max(counts.sgpr_max + 1, abi_sgprs)
    first += first % 2
    limit = budget if budget is not None else max_sgprs
    if first + 2 > limit:
        what = f"the declared budget numsgprs {budget}" if budget is not None else f"the {max_sgprs} SGPRs"
        raise AssemblyError.at(loc, f"--long-branches needs a free SGPR pair s[{first}:{first + 1}] above every "
                               f"SGPR the kernel uses, which exceeds {what}")
    return first


def build_program(source: str, arch: str, *, filename: str = "<input>", long_branches: bool = False,
                  include_dirs: Sequence[str] = ()) -> Program:
    from .codeobject import CodeObjectKernel, KernelDescriptorInfo, target, write_code_object
    from .codeobject.descriptor import unified_vgprs
    from .codeobject.metadata import ArgMetadata, KernelMetadata
    from .report import build_report

    front = front_end(source, arch, filename=filename, include_dirs=include_dirs)
    tgt = target(arch)
    encode = _encoder(arch)
    nop = bytes(encode("s_nop 0", SourceLoc(filename, 1, 1), ()).data)
    sink = DiagnosticSink()
    code = bytearray()
    kernels: list[Kernel] = []
    placed_all = []
    warnings: list[Diagnostic] = []
    for ksrc, lowered in front:
        warnings.extend(lowered.warnings)
        lines, counts = encode_lines(lowered, arch, sink)
        if sink.errors:
            continue
        abi = ksrc.abi
        abi_sgprs = abi.user_sgprs + len(abi.workgroup_ids)
        _pad_to(code, KERNEL_ALIGN, nop)
        base = len(code)
        pair: list[int] = []

        def temp_sgpr(counts=counts, abi_sgprs=abi_sgprs, lowered=lowered, ksrc=ksrc, pair=pair) -> int:
            if not pair:
                pair.append(_long_jump_pair(counts, abi_sgprs, lowered.budget_sgprs, tgt.max_sgprs, ksrc.loc))
            return pair[0]

        try:
            placed = layout_kernel(lines, base, encode=encode, long_branches=long_branches, temp_sgpr=temp_sgpr)
        except AssemblyError as e:
            sink.extend(e)
            continue
        if placed.long_branches:
            counts.sgpr_max = max(counts.sgpr_max, pair[0] + 1)
        code += placed.code
        vgprs_used = max(counts.vgpr_max + 1, abi.workitem_id_dims if not abi.packed_workitem_ids else 1)
        sgprs_used = max(counts.sgpr_max + 1, abi_sgprs)
        agprs_used = counts.agpr_max + 1
        extra = tgt.extra_sgprs(counts.vcc, counts.flat_scratch, tgt.xnack or counts.xnack_mask)
        kernel = Kernel(
            name=ksrc.name, workgroup_size=ksrc.workgroup_size, args=list(ksrc.args),
            vgprs=lowered.budget_vgprs if lowered.budget_vgprs is not None else vgprs_used,
            sgprs=lowered.budget_sgprs if lowered.budget_sgprs is not None else sgprs_used,
            agprs=agprs_used, lds_bytes=ksrc.lds_bytes, code_offset=base, code_size=len(placed.code),
            kernarg_size=ksrc.kernarg_size, kernarg_align=ksrc.kernarg_align, abi=abi, vgprs_used=vgprs_used,
            sgprs_used=sgprs_used, agprs_used=agprs_used, extra_sgprs=extra,
            labels={k: v - base for k, v in placed.labels.items()})
        kernels.append(kernel)
        placed_all.append((ksrc, lowered, placed))
    sink.raise_if_errors()

    co_kernels = []
    for k in kernels:
        info = KernelDescriptorInfo(
            vgprs=k.vgprs, agprs=k.agprs, sgprs=k.sgprs, extra_sgprs=k.extra_sgprs, lds_bytes=k.lds_bytes,
            kernarg_size=k.kernarg_size, user_sgprs=k.abi.user_sgprs, kernarg_segment_ptr=True,
            workgroup_ids=tuple(d in k.abi.workgroup_ids for d in "xyz"), workitem_id_dims=k.abi.workitem_id_dims)
        meta = KernelMetadata(
            name=k.name, args=tuple(ArgMetadata(a.name, a.type, a.offset, a.size) for a in k.args),
            kernarg_size=k.kernarg_size, kernarg_align=k.kernarg_align, lds_bytes=k.lds_bytes,
            vgpr_count=unified_vgprs(tgt, info), agpr_count=k.agprs, sgpr_count=k.sgprs_total,
            workgroup_size=k.workgroup_size)
        co_kernels.append(CodeObjectKernel(k.name, k.code_offset, k.code_size, info, meta))
    code_object, co_layout = write_code_object(tgt, bytes(code), co_kernels)
    for k in kernels:
        k.descriptor_address = co_layout.descriptor_addresses[k.name]
        off = co_layout.descriptor_file_offsets[k.name]
        k.descriptor = code_object[off:off + 64]
        k.entry_address = co_layout.text_address + k.code_offset

    listing = [ListingLine(ln.address, ln.data, ln.text, ln.loc, ln.notes, ksrc.name)
               for ksrc, _, placed in placed_all for ln in placed.lines]
    program = Program(arch=arch, code=bytes(code), code_object=code_object, kernels=kernels, report={},
                      listing=listing, text_address=co_layout.text_address,
                      text_file_offset=co_layout.text_file_offset, warnings=warnings)
    program.report = build_report(program, placed_all)
    return program


# -------------------------------------------------------------------------------------------------- expand

def _origin_comment(line) -> str | None:
    if line.macro:
        where = line.macro_loc
        at = f" at {where.file}:{where.line}" if where else ""
        return f"; from macro {line.macro}{at}"
    return None


def expand_source(source: str, arch: str, *, filename: str = "<input>", include_dirs: Sequence[str] = ()) -> str:
    """The expanded plain assembly: every kernel's lines (labels flush left), its declarations and the ABI registers
    as comments, and a comment wherever the lines start coming from a different macro invocation."""
    out: list[str] = [f"; masm expand: {filename} for {arch}"]
    for ksrc, lowered in front_end(source, arch, filename=filename, include_dirs=include_dirs):
        x, y, z = ksrc.workgroup_size
        out.append("")
        out.append(f"; kernel {ksrc.name}  (numthreadpergroup {x},{y},{z}; ldssize {ksrc.lds_bytes})")
        if ksrc.args:
            out.append("; args " + ", ".join(f"{a.name}:{a.type} @ {a.offset}" for a in ksrc.args))
        out.append("; ABI registers: " + ", ".join(f"{n}={r}" for n, r in ksrc.aliases.items()))
        origin = None
        for line in lowered.lines:
            comment = _origin_comment(line)
            key = (line.macro, line.macro_loc)
            if key != origin and comment:
                out.append(comment)
            origin = key
            text = line.text.strip()
            out.append(text if label_name(text) is not None else "  " + text)
        out.append(f"; endkernel {ksrc.name}")
    return "\n".join(out) + "\n"
