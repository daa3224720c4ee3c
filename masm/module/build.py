"""Build a `Program` from a module: LLVM-syntax files (sections, symbols, `.amdhsa_kernel`, metadata) and masm's
own kernels alike end as an `ObjectFile` that masm/codeobject/linker.py links; this module turns the linked code
object back into the Program's kernels (code ranges, registers, descriptors) for the report, listing and simulator.
"""
from __future__ import annotations

import dataclasses
from bisect import bisect_left, bisect_right

from ..codeobject.abi import abi_registers, system_sgpr_count
from ..codeobject.linker import link
from ..diagnostics import AssemblyError, Diagnostic, DiagnosticSink, SourceLoc
from ..layout import LayoutLine, PlacedKernel
from ..program import AbiRegisters, Kernel, KernelArg, ListingLine, Program
from .builder import ModuleBuilder
from .objfile import STB_GLOBAL, STT_FUNC, STV_PROTECTED, Section

TEXT = ".text"


def abi_from_descriptor(tgt, descriptor) -> tuple[AbiRegisters, dict[str, str]]:
    values = descriptor.values
    regs = abi_registers(values, descriptor.user_sgpr_count, tgt.packed_workitem_ids, tgt.architected_flat_scratch)
    dims = values.get("system_vgpr_workitem_id", 0) + 1
    workgroup = {d: regs[f"group_id_{d}"] for d in "xyz" if f"group_id_{d}" in regs}
    workitem = {"xyz": "v0"} if tgt.packed_workitem_ids else {d: regs[f"local_id_{d}"] for d in "xyz"[:dims]}
    abi = AbiRegisters(regs.get("kernarg_ptr", ""), workgroup, workitem, dims, tgt.packed_workitem_ids,
                       descriptor.user_sgpr_count, system_sgprs=system_sgpr_count(values,
                                                                                   tgt.architected_flat_scratch),
                       registers=dict(regs))
    return abi, regs


def _metadata_kernel(meta: dict | None, name: str) -> dict:
    for k in (meta or {}).get("amdhsa.kernels", []) or []:
        if isinstance(k, dict) and k.get(".name") == name:
            return k
    return {}


def _workgroup_size(meta_kernel: dict) -> tuple[int, int, int]:
    reqd = meta_kernel.get(".reqd_workgroup_size")
    if isinstance(reqd, list) and len(reqd) == 3 and all(isinstance(v, int) and v > 0 for v in reqd):
        return tuple(reqd)
    flat = meta_kernel.get(".max_flat_workgroup_size")
    if isinstance(flat, int) and 0 < flat <= 1024:
        return (flat, 1, 1)
    return (64, 1, 1)


def _args(meta_kernel: dict) -> list[KernelArg]:
    out = []
    for i, a in enumerate(meta_kernel.get(".args", []) or []):
        if not isinstance(a, dict) or not isinstance(a.get(".offset"), int) or not isinstance(a.get(".size"), int):
            continue
        name = a.get(".name") if isinstance(a.get(".name"), str) else f"arg{i}"
        kind = a.get(".value_kind", "")
        type_name = "ptr" if kind == "global_buffer" else str(a.get(".type_name", kind))
        out.append(KernelArg(name, type_name, a[".offset"], a[".size"]))
    return out


def program_from_module(built, arch: str, filename: str, lowered, warnings: list[Diagnostic], make_asm) -> Program:
    """Link the built module and describe its kernels."""
    from ..report import report_maker
    obj = built.obj
    linked = link(obj)
    text = linked.sections.get(TEXT)
    text_address = text.address if text is not None else 0
    code = text.data if text is not None else b""
    # every placed line of the loaded sections, with its address in the code object
    placed_lines: list[tuple[str, LayoutLine, int]] = []
    for name, placed in built.placed.items():
        base = linked.input_addresses.get(name)
        if base is None:
            continue
        for ln in placed.lines:
            placed_lines.append((name, ln, base + ln.address))
    # the same lines by address (stable: a section's lines are in address order, and sections do not overlap), so
    # that each kernel finds its own by bisection (a file of hundreds of kernels was quadratic)
    by_address = sorted(placed_lines, key=lambda entry: entry[2])
    addresses = [entry[2] for entry in by_address]
    starts = sorted({linked.symbol_addresses[s.name] for s in obj.symbols.values()
                     if s.defined and s.section in linked.input_addresses and s.type == STT_FUNC})
    kernels: list[Kernel] = []
    parts = []
    sink = DiagnosticSink()
    for entry in obj.kernels:
        kd = entry.descriptor
        sym = obj.symbols.get(entry.name)
        if sym is None or not sym.defined or sym.section is None or not obj.sections[sym.section].code:
            sink.error(entry.loc, f"kernel '{entry.name}' has no code: no label '{entry.name}' in a code section",
                       ())
            continue
        start = linked.symbol_addresses[entry.name]
        end = start + sym.size if sym.size else min([a for a in starts if a > start] + [text_address + len(code)])
        mine = [(ln, addr) for _, ln, addr in by_address[bisect_left(addresses, start):bisect_left(addresses, end)]]
        counts = _count(ln for ln, _ in mine)
        meta = _metadata_kernel(obj.metadata_map, entry.name)
        abi, regs = abi_from_descriptor(obj.target, kd)
        tgt = obj.target
        next_vgpr = kd.next_free_vgpr
        if tgt.unified_agprs and counts["agpr"] >= 0:
            vgprs, agprs = kd.accum_offset, max(next_vgpr - kd.accum_offset, counts["agpr"] + 1)
        else:
            vgprs, agprs = next_vgpr, counts["agpr"] + 1
        kernel = Kernel(
            name=entry.name, workgroup_size=_workgroup_size(meta), args=_args(meta), vgprs=vgprs,
            sgprs=kd.next_free_sgpr, agprs=agprs, lds_bytes=kd.value("group_segment_fixed_size"),
            code_offset=start - text_address, code_size=end - start,
            kernarg_size=kd.value("kernarg_size"),
            kernarg_align=meta.get(".kernarg_segment_align", 8) if isinstance(meta.get(".kernarg_segment_align"),
                                                                               int) else 8,
            abi=abi, vgprs_used=counts["vgpr"] + 1, sgprs_used=counts["sgpr"] + 1, agprs_used=counts["agpr"] + 1,
            extra_sgprs=kd.extra_sgprs,
            labels={ln.label.lower(): addr - text_address for ln, addr in mine if ln.kind == "label"},
            scratch_bytes=kd.value("private_segment_fixed_size"),
            dynamic_lds=any(isinstance(a, dict) and a.get(".value_kind") == "dynamic_shared_pointer"
                            for a in meta.get(".args", []) or []))
        kd_address = linked.symbol_addresses[entry.name + ".kd"]
        kd.entry_offset = start - kd_address
        kernel.descriptor = kd.to_bytes()
        kernel.descriptor_address = kd_address
        kernel.entry_address = start
        kernel.descriptor_fields = kd
        kernels.append(kernel)
        warnings.extend(_register_warnings(entry, kernel, kd, tgt, counts))
        placed = PlacedKernel(code[start - text_address:end - text_address], [ln for ln, _ in mine],
                              kernel.labels, 0)
        declared = dataclasses.replace(lowered, budget_vgprs=next_vgpr, budget_sgprs=kd.next_free_sgpr,
                                       loops=[lp for lp in lowered.loops
                                              if any(lp.id in getattr(ln.origin, "loop_ids", ()) for ln, _ in mine)])
        parts.append((entry, declared, placed))      # (the report's figures are located at `.amdhsa_kernel`)
    sink.raise_if_errors()

    def listing():
        rows = []
        spans = sorted((k.code_offset, k.code_offset + k.code_size, k.name) for k in kernels if k.code_size > 0)
        apart = all(a[1] <= b[0] for a, b in zip(spans, spans[1:]))
        span_starts = [start for start, _, _ in spans]

        def owner_of(rel: int) -> str:     # the first kernel (in order) whose code holds `rel`
            if not apart:                  # (kernels whose code overlaps: the first of them in order)
                return next((k.name for k in kernels if k.code_offset <= rel < k.code_offset + k.code_size), "")
            i = bisect_right(span_starts, rel) - 1
            return spans[i][2] if i >= 0 and rel < spans[i][1] else ""

        for section, ln, addr in placed_lines:
            owner = owner_of(addr - text_address)
            out = linked.sections.get(_output_of(section, linked))
            rel = addr - (text_address if section == TEXT or out is text else (out.address if out else 0))
            rows.append(ListingLine(rel, ln.data, ln.text, ln.loc, ln.notes, owner, ln.relaxed_text,
                                    section=out.name if out else section))
        return rows

    program = Program(arch=arch, code=code, code_object=linked.data, kernels=kernels,
                      text_address=text_address, text_file_offset=text.offset if text else 0, warnings=warnings,
                      make_listing=listing, make_asm=make_asm)
    program.make_report = report_maker(program, parts, filename)
    return program


def _output_of(section: str, linked) -> str:
    from ..codeobject.linker import output_name
    return output_name(section)


def _count(lines) -> dict[str, int]:
    """The highest VGPR, SGPR and AGPR the lines' instructions name (-1: none)."""
    uses = [regs for ln in lines if (regs := ln.regs) is not None]
    return {"vgpr": max([-1, *(r.vgpr_max for r in uses)]), "sgpr": max([-1, *(r.sgpr_max for r in uses)]),
            "agpr": max([-1, *(r.agpr_max for r in uses)])}


def _register_warnings(entry, kernel, kd, tgt, counts) -> list[Diagnostic]:
    """A kernel whose own code uses registers its descriptor does not allocate computes garbage: say so."""
    out = []
    limit_v = kd.accum_offset if tgt.unified_agprs else kd.next_free_vgpr
    if counts["vgpr"] >= limit_v:
        out.append(Diagnostic("warning", f"kernel '{entry.name}' uses v{counts['vgpr']}, but its descriptor "
                              f"allocates {limit_v} VGPRs (.amdhsa_next_free_vgpr"
                              + (" / .amdhsa_accum_offset" if tgt.unified_agprs else "") + ")", entry.loc, ()))
    if counts["sgpr"] >= kd.next_free_sgpr:
        out.append(Diagnostic("warning", f"kernel '{entry.name}' uses s{counts['sgpr']}, but its descriptor "
                              f"allocates {kd.next_free_sgpr} SGPRs (.amdhsa_next_free_sgpr)", entry.loc, ()))
    return out


def build_module_program(ksrc, lowered, lines: list[LayoutLine], counts, arch: str, tgt, version: int,
                         filename: str, encode, long_branches: bool, implicit_kernel, make_asm) -> Program:
    """`lines`: the encoded lines of a file without masm `kernel` blocks.  `implicit_kernel(builder, counts)`
    adds masm's default kernel when the file declares none with `.amdhsa_kernel`."""
    def no_long_jumps():
        raise AssemblyError.at(ksrc.loc, "--long-branches cannot relax branches in a file of LLVM assembler "
                                         "directives: the SGPR pair a long jump needs is not known to be free "
                                         "(.amdhsa_next_free_sgpr is yours); shorten the distance or write "
                                         "s_getpc_b64/s_setpc_b64 yourself")
    modern = any(ln.kind == "directive" and ln.text.lower().startswith(".amdhsa_code_object_version")
                 for ln in lines)
    builder = ModuleBuilder(tgt, version, encode, long_branches=long_branches, temp_sgpr=no_long_jumps,
                            modern=modern)
    for ln in lines:
        builder.add(ln)
    builder.sink.raise_if_errors()
    if not builder.obj.kernels and builder.block is None:
        implicit_kernel(builder, counts)
    built = builder.finish()
    warnings = list(lowered.warnings) + built.warnings
    return program_from_module(built, arch, filename, lowered, warnings, make_asm)


def add_default_kernel(builder: ModuleBuilder, name: str, descriptor, loc: SourceLoc, metadata: bytes | None,
                       metadata_map: dict | None) -> None:
    """Kernel `name` at the start of .text (unless a label names it elsewhere), its descriptor in .rodata."""
    obj = builder.obj
    sym = builder.mention(name, loc)
    if not sym.defined:
        label = LayoutLine("label", f"{name}:", loc, (), label=name)
        builder.lines[TEXT].insert(0, label)
        sym.defined, sym.section = True, TEXT
        sym.binding, sym.type = STB_GLOBAL, STT_FUNC
        text_lines = builder.lines[TEXT]
        builder.sizes.append((name, f".L.masm.end.{name} - {name}", label))
        end = LayoutLine("label", f".L.masm.end.{name}:", loc, (), label=f".L.masm.end.{name}")
        text_lines.append(end)
        builder.mention(end.label, loc).defined = True
        obj.symbols[end.label].section = TEXT
    if sym.binding == 0:
        sym.binding = STB_GLOBAL
    sym.bound = True
    sym.visibility = STV_PROTECTED
    builder.current = ".rodata"
    if ".rodata" not in obj.sections:
        obj.sections[".rodata"] = Section(".rodata", 1, 2)
        builder.lines[".rodata"] = []
    builder.add(LayoutLine("align", ".p2align 6", loc, (), align=64))
    builder.emit_descriptor(name, descriptor, loc)
    if obj.metadata is None and metadata is not None:
        obj.metadata, obj.metadata_map = metadata, metadata_map
