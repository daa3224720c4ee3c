"""`masm report`: the build report (masm/report.py) for a code object anyone made, read from its kernel descriptors,
its amdhsa metadata and its disassembled code.

Per kernel: the code bytes against the I-cache; the loops, one per backward branch, with their body sizes; VGPRs,
AGPRs and SGPRs (the metadata's `.vgpr_count`, `.agpr_count`, `.sgpr_count` as the compiler counted them, else the
descriptor's allocation) and the registers the code names; LDS and scratch (descriptor); the workgroup size
(`.reqd_workgroup_size`, else `.max_flat_workgroup_size` work-items in x); and the occupancy, its limiter and the
next cliff from the same calculator as `masm build`.
"""
from __future__ import annotations

from ..report import ICACHE_BYTES, resources_report
from .code import read_kernel_code
from .descriptor_fields import Words, reserves_xnack_mask
from .reader import CodeObject
from .target import target

DEFAULT_FLAT_WORKGROUP_SIZE = 256     # what LLVM assumes for a kernel that declares no workgroup size


def _workgroup_size(meta: dict) -> tuple[list[int], str]:
    reqd = meta.get(".reqd_workgroup_size")
    if reqd and min(reqd) >= 1:
        return list(reqd), ".reqd_workgroup_size"
    flat = meta.get(".max_flat_workgroup_size")
    if flat:
        return [flat, 1, 1], ".max_flat_workgroup_size"
    return [DEFAULT_FLAT_WORKGROUP_SIZE, 1, 1], "default"


_COMPILER_FIGURES = (".vgpr_count", ".agpr_count", ".sgpr_count", ".group_segment_fixed_size",
                     ".private_segment_fixed_size", ".vgpr_spill_count", ".sgpr_spill_count",
                     ".max_flat_workgroup_size", ".reqd_workgroup_size", ".wavefront_size")


def _text_offset(co: CodeObject, kernel) -> int:
    """The kernel's first instruction as a byte offset in its code section (as `masm build` reports it)."""
    for s in co.text_sections():
        if s.offset <= kernel.code_offset < s.offset + max(s.size, 1):
            return kernel.code_offset - s.offset
    return kernel.code_address


def kernel_entry(co: CodeObject, kernel, arch: str) -> dict:
    tgt = target(arch)
    kd = Words.of(kernel.descriptor)     # (not the simulator's loader: importing masm.sim loads numpy)
    meta = kernel.metadata
    code = co.data[kernel.code_offset:kernel.code_offset + kernel.code_size] if kernel.code_offset >= 0 else b""
    listing = read_kernel_code(code, arch)
    allocated_vgprs = ((kd.rsrc1 & 0x3F) + 1) * tgt.vgpr_granule
    accum_offset = ((kd.rsrc3 & 0x3F) + 1) * 4 if tgt.unified_agprs else None
    if ".agpr_count" in meta:
        agprs = meta[".agpr_count"]
    elif tgt.unified_agprs:
        agprs = max(0, allocated_vgprs - accum_offset) if listing.agprs_used else 0
    else:
        agprs = listing.agprs_used if tgt.has_agprs else 0
    vgprs = meta.get(".vgpr_count", allocated_vgprs)
    if agprs and tgt.unified_agprs:        # the metadata counts the unified file: the arch VGPRs end at accum_offset
        vgprs = accum_offset
    elif agprs and tgt.has_agprs and vgprs <= agprs:    # gfx908 counts max(VGPRs, AGPRs): the code tells
        vgprs = min(vgprs, max(listing.vgprs_used, 1))
    sgprs = meta.get(".sgpr_count", ((kd.rsrc1 >> 6 & 0xF) + 1) * 8)
    extra = tgt.extra_sgprs(listing.vcc, listing.flat_scratch, listing.xnack_mask or reserves_xnack_mask(co, tgt))
    extra = max(0, min(extra, sgprs - listing.sgprs_used))     # the code's own SGPRs come first
    wg, wg_from = _workgroup_size(meta)
    try:
        entry = resources_report(
            arch, name=kernel.name, code_offset=_text_offset(co, kernel), code_bytes=len(code), workgroup_size=wg,
            vgprs=vgprs, vgprs_used=listing.vgprs_used, vgprs_declared=None, agprs=agprs,
            sgprs_kernel=sgprs - extra, extra_sgprs=extra, sgprs_used=listing.sgprs_used, sgprs_declared=None,
            lds_bytes=kd.group, scratch_bytes=kd.private,
            kernarg_bytes=meta.get(".kernarg_segment_size", kd.kernarg))
    except ValueError as e:
        raise co.error(0, f"kernel '{kernel.name}': {e}") from None
    entry["workgroup_size_from"] = wg_from
    entry["long_branches"] = 0
    entry["loops"] = [{"id": i, "kind": "backward branch", "start": lp.start, "end": lp.end, "branch": lp.branch,
                       "body_bytes": lp.body_bytes, "fits_icache": lp.body_bytes <= ICACHE_BYTES}
                      for i, lp in enumerate(listing.loops)]
    entry["macros"] = []
    entry["metadata"] = {k: meta[k] for k in _COMPILER_FIGURES if k in meta}
    return entry


def code_object_report(co: CodeObject, arch: str) -> dict:
    """The report of every kernel (in address order); the JSON `masm report --json` prints."""
    kernels = [kernel_entry(co, k, arch) for k in co.kernels()]
    text = sum(s.size for s in co.text_sections())
    return {"arch": arch, "file": co.name, "code_object_version": co.code_object_version, "code_bytes": text,
            "kernels": kernels}
