"""The build report: per kernel, code size against the 32KB instruction cache, loop and macro sizes, registers, LDS and
the occupancy they buy (with the limiting factor and the next cliff).  `report_maker` makes the dict (the JSON), and
`render_report` draws it as text tables (masm/text_table.py).

JSON: {"arch", "code_bytes", "kernels": [{
    "name", "code_offset", "code_bytes", "icache_bytes" (32768), "icache_share", "fits_icache", "workgroup_size",
    "vgprs" (what the descriptor says: declared numvgprs or counted), "vgprs_used" (counted), "vgprs_declared",
    "vgprs_allocated" (gfx908: max(VGPRs, AGPRs); gfx90a: accum_offset + AGPRs), "agprs",
    "sgprs" (descriptor SGPRs + VCC/XNACK_MASK/FLAT_SCRATCH), "sgprs_kernel", "sgprs_used", "sgprs_declared",
    "extra_sgprs", "lds_bytes", "scratch_bytes", "kernarg_bytes",
    "waves_per_simd", "waves_per_cu", "workgroups_per_cu", "occupancy", "limited_by", "next_cliff" (text),
    "cliff" ({"factor", "at_most", "waves_per_cu", "waves_per_simd", "occupancy"} or null), "long_branches",
    "loops": [{"id", "kind", "file", "line", "body_bytes", "fits_icache", "defined_at"?}],
    "macros": [{"name", "file", "line", "column", "bytes", "fits_icache"}]  (top 10 invocations by bytes),
    "pressure": {"vgprs"|"sgprs"|"agprs": {"count" (peak live registers), "file", "line", "column", "text",
                 "macro"?, "macro_file"?, "macro_line"?}} or null}]}
"""
from __future__ import annotations

from collections import defaultdict
from typing import Callable

from .diagnostics import AssemblyError
from .occupancy import describe_cliff, occupancy, total_vgprs

ICACHE_BYTES = 32 * 1024
TOP_MACROS = 10


def _loc_dict(loc) -> dict:
    return {"file": loc.file, "line": loc.line, "column": loc.column} if loc else {}


def _loops(lowered, placed, filename: str | None) -> list[dict]:
    """Each structured loop's body size (every placed line inside it, alignment padding included).  A loop written in
    an included file (e.g. a stdlib macro) is reported at the macro's invocation in the built file (`file`, `line`),
    with the loop statement's own place as `defined_at`."""
    if not lowered.loops:
        return []
    body = defaultdict(int)
    site = {}
    for ln in placed.lines:
        origin = ln.origin
        loop_ids = getattr(origin, "loop_ids", None)
        if not loop_ids:
            continue
        size = len(ln.data)
        for loop_id in loop_ids:
            body[loop_id] += size
            if loop_id not in site and getattr(origin, "macro_loc", None) is not None:
                site[loop_id] = origin.macro_loc
    out = []
    for loop in lowered.loops:
        n = body.get(loop.id, 0)
        where = site.get(loop.id, loop.loc) if filename and loop.loc.file != filename else loop.loc
        entry = {"id": loop.id, "kind": loop.kind, "file": where.file, "line": where.line,
                 "body_bytes": n, "fits_icache": n <= ICACHE_BYTES}
        if where is not loop.loc:
            entry["defined_at"] = f"{loop.loc.file}:{loop.loc.line}"
        out.append(entry)
    return out


def _macros(placed) -> list[dict]:
    """The top macro invocations by the bytes of the placed lines they produced."""
    total = defaultdict(int)
    for ln in placed.lines:
        origin = ln.origin
        name = getattr(origin, "macro", None)
        if name:
            total[(name, getattr(origin, "macro_loc", None))] += len(ln.data)
    ranked = sorted(total.items(), key=lambda kv: (-kv[1], kv[0][0]))[:TOP_MACROS]
    return [{"name": name, **_loc_dict(loc), "bytes": n, "fits_icache": n <= ICACHE_BYTES}
            for (name, loc), n in ranked]


def resources_report(arch: str, *, name: str, code_offset: int, code_bytes: int, workgroup_size, vgprs: int,
                     vgprs_used: int, vgprs_declared, agprs: int, sgprs_kernel: int, extra_sgprs: int,
                     sgprs_used: int, sgprs_declared, lds_bytes: int, scratch_bytes: int, kernarg_bytes: int) -> dict:
    """The part of a kernel's report that its figures alone decide: code against the I-cache, registers, LDS and
    scratch, and the occupancy they buy (raises ValueError on figures no wave can have).  `masm build` fills it from
    the build, `masm report` from a code object's descriptor, metadata and code."""
    wg = workgroup_size[0] * workgroup_size[1] * workgroup_size[2]
    sgprs = sgprs_kernel + extra_sgprs
    occ = occupancy(arch, vgprs, sgprs, agprs=agprs, lds_bytes=lds_bytes, wg_size=wg)
    return {
        "name": name,
        "code_offset": code_offset,
        "code_bytes": code_bytes,
        "icache_bytes": ICACHE_BYTES,
        "icache_share": round(code_bytes / ICACHE_BYTES, 4),
        "fits_icache": code_bytes <= ICACHE_BYTES,
        "workgroup_size": list(workgroup_size),
        "vgprs": vgprs,
        "vgprs_used": vgprs_used,
        "vgprs_declared": vgprs_declared,
        "vgprs_allocated": total_vgprs(arch, vgprs, agprs),
        "agprs": agprs,
        "sgprs": sgprs,
        "sgprs_kernel": sgprs_kernel,
        "sgprs_used": sgprs_used,
        "sgprs_declared": sgprs_declared,
        "extra_sgprs": extra_sgprs,
        "lds_bytes": lds_bytes,
        "scratch_bytes": scratch_bytes,
        "kernarg_bytes": kernarg_bytes,
        "waves_per_simd": occ.waves_per_simd,
        "waves_per_cu": occ.waves_per_cu,
        "workgroups_per_cu": occ.workgroups_per_cu,
        "occupancy": occ.occupancy,
        "limited_by": occ.limited_by,
        "next_cliff": describe_cliff(occ),
        "cliff": occ.next_cliff,
    }


def kernel_resources(arch: str, kernel, lowered, loc=None) -> dict:
    """The part of a built kernel's report its figures decide; a located error for figures no wave can have."""
    try:
        return resources_report(
            arch, name=kernel.name, code_offset=kernel.code_offset, code_bytes=kernel.code_size,
            workgroup_size=kernel.workgroup_size, vgprs=kernel.vgprs, vgprs_used=kernel.vgprs_used,
            vgprs_declared=lowered.budget_vgprs, agprs=kernel.agprs, sgprs_kernel=kernel.sgprs,
            extra_sgprs=kernel.extra_sgprs, sgprs_used=kernel.sgprs_used, sgprs_declared=lowered.budget_sgprs,
            lds_bytes=kernel.lds_bytes, scratch_bytes=getattr(kernel, "scratch_bytes", 0),
            kernarg_bytes=kernel.kernarg_size)
    except ValueError as e:
        if loc is None:
            raise
        raise AssemblyError.at(loc, f"kernel '{kernel.name}': {e}") from None


def kernel_report(arch: str, kernel, lowered, placed, resources: dict, filename: str | None = None) -> dict:
    """A built kernel's whole report: its `resources` (kernel_resources) and what its placed lines show."""
    entry = dict(resources)
    entry["long_branches"] = placed.long_branches
    entry.update(_dispatch(kernel))
    entry["loops"] = _loops(lowered, placed, filename)
    entry["macros"] = _macros(placed)
    entry["pressure"] = _pressure(arch, placed)
    return entry


def _peak_site(peak) -> dict:
    ln = peak.line
    out = {"count": peak.count}
    if ln is None:
        return out
    out.update(_loc_dict(ln.loc))
    out["text"] = ln.text.strip()
    origin = getattr(ln, "origin", None)
    if getattr(origin, "macro", None):
        out["macro"] = origin.macro
        if origin.macro_loc is not None:
            out["macro_file"], out["macro_line"] = origin.macro_loc.file, origin.macro_loc.line
    return out


def _pressure(arch: str, placed) -> dict | None:
    """The peak number of live VGPRs / SGPRs / AGPRs and where each is reached (masm/checks/pressure.py)."""
    lines = getattr(placed, "lines", None)
    if not lines:
        return None
    from .checks.pressure import kernel_pressure
    found = kernel_pressure(lines, arch)
    if found is None:
        return None
    return {"vgprs": _peak_site(found.vgprs), "sgprs": _peak_site(found.sgprs), "agprs": _peak_site(found.agprs)}


_DENORM_NAMES = ("flush", "flush_out", "flush_in", "keep")
_ROUND_NAMES = ("nearest", "up", "down", "zero")


def _dispatch(kernel) -> dict:
    """What the dispatcher sets up for the kernel: its ABI registers (where the user SGPR layout put them), the float
    modes, and whether it takes dynamic LDS at dispatch."""
    abi = getattr(kernel, "abi", None)
    kd = getattr(kernel, "descriptor_fields", None)
    out = {"abi_registers": dict(getattr(abi, "registers", {}) or {}),
           "dynamic_lds": bool(getattr(kernel, "dynamic_lds", False))}
    if kd is not None:
        out["float_mode"] = {"denorm32": _DENORM_NAMES[kd.value("float_denorm_mode_32")],
                             "denorm16_64": _DENORM_NAMES[kd.value("float_denorm_mode_16_64")],
                             "round32": _ROUND_NAMES[kd.value("float_round_mode_32")],
                             "round16_64": _ROUND_NAMES[kd.value("float_round_mode_16_64")],
                             "ieee_mode": bool(kd.value("ieee_mode")), "dx10_clamp": bool(kd.value("dx10_clamp"))}
    return out


def report_maker(program, parts, filename: str | None = None) -> Callable[[], dict]:
    """Check each kernel's figures now (kernel_resources' located error) and return what makes the report (the dict
    of the JSON) when it is first asked for: its loops, macros and register pressure walk every placed line, which a
    build whose report nobody reads (`--quiet`) need not do.  `parts`: (what the kernel's figures are located at: its
    KernelSource, or in a file of LLVM syntax its `.amdhsa_kernel` block (module.objfile.KernelEntry); LoweredKernel,
    PlacedKernel) per kernel, in program.kernels order; `filename` is the built file (loops from other files are
    reported where they were invoked in it)."""
    arch = program.arch
    resources = [kernel_resources(arch, kernel, lowered, getattr(ksrc, "loc", None))
                 for kernel, (ksrc, lowered, _) in zip(program.kernels, parts)]

    def make() -> dict:
        kernels = [kernel_report(arch, kernel, lowered, placed, res, filename)
                   for kernel, (_, lowered, placed), res in zip(program.kernels, parts, resources)]
        return {"arch": arch, "code_bytes": len(program.code), "kernels": kernels}
    return make


# -------------------------------------------------------------------------------------------------- rendering

def _bar(share: float) -> str:
    filled = min(20, round(share * 20))
    return "█" * filled + "·" * (20 - filled)


def _fit(fits: bool) -> tuple[str, str]:
    return ("fits", "green") if fits else ("does NOT fit", "bold red")


_DEFAULT_ALIASES = {"kernarg_ptr", "local_ids_packed"} | {f"{k}_{d}" for k in ("group_id", "local_id") for d in "xyz"}


def _default_abi(registers) -> bool:
    """masm's default dispatch (kernarg_ptr s[0:1], then workgroup ids, work-item ids): not worth a report row."""
    return not registers or (registers.get("kernarg_ptr") == "s[0:1]" and set(registers) <= _DEFAULT_ALIASES)


def render_report(report: dict, stream, width: int | None = None) -> None:
    """One table per kernel (masm/text_table.py), written to `stream`; `width` defaults to the terminal's."""
    from .text_table import console_width, render_table, use_color
    color = use_color(stream)
    width = width or console_width(stream)
    for k in report["kernels"]:
        stream.write(render_table(f"{k['name']}  ({report['arch']})", _rows(k), width, color))


def _rows(k: dict) -> list[tuple]:
    """(what, value) rows of one kernel's table; a value with a styled part is a list of (text, style) pieces."""
    rows: list[tuple] = [("code", [(f"{k['code_bytes']:,} bytes  {_bar(k['icache_share'])} "
                                    f"{k['icache_share'] * 100:.1f}% of the 32KB I-cache (", ""),
                                   _fit(k["fits_icache"]), (")", "")])]
    declared_v = f" (declared {k['vgprs_declared']})" if k["vgprs_declared"] is not None else ""
    agprs = f", {k['agprs']} AGPRs" if k["agprs"] else ""
    rows.append(("VGPRs", f"{k['vgprs']}{declared_v}, used {k['vgprs_used']}{agprs}"))
    declared_s = f", declared {k['sgprs_declared']}" if k["sgprs_declared"] is not None else ""
    rows.append(("SGPRs", f"{k['sgprs']} ({k['sgprs_kernel']} + {k['extra_sgprs']} "
                          f"VCC/XNACK_MASK/FLAT_SCRATCH{declared_s}, used {k['sgprs_used']})"))
    x, y, z = k["workgroup_size"]
    dynamic = " + dynamic LDS at dispatch (not counted)" if k.get("dynamic_lds") else ""
    for kind in ("vgprs", "sgprs", "agprs"):
        peak = (k.get("pressure") or {}).get(kind)
        if peak and peak["count"] and "line" in peak:
            via = f" (macro {peak['macro']} at {peak.get('macro_file', '?')}:{peak.get('macro_line', '?')})" \
                if peak.get("macro") else ""
            rows.append((f"live {kind[:-1].upper()}s",
                         f"peak {peak['count']} at {peak['file']}:{peak['line']} `{peak['text']}`{via}"))
    rows.append(("LDS / scratch", f"{k['lds_bytes']:,} bytes{dynamic} / {k['scratch_bytes']} bytes; "
                                  f"workgroup {x}x{y}x{z}"))
    if not _default_abi(k.get("abi_registers")):
        rows.append(("ABI registers", ", ".join(f"{n} {r}" for n, r in k["abi_registers"].items())))
    mode = k.get("float_mode")
    if mode and (mode["denorm32"], mode["denorm16_64"], mode["round32"], mode["round16_64"], mode["ieee_mode"],
                 mode["dx10_clamp"]) != ("flush", "keep", "nearest", "nearest", True, True):
        rows.append(("float mode", f"denorm f32 {mode['denorm32']}, f16/f64 {mode['denorm16_64']}; "
                                   f"round f32 {mode['round32']}, f16/f64 {mode['round16_64']}; "
                                   f"IEEE {'on' if mode['ieee_mode'] else 'off'}, "
                                   f"DX10 clamp {'on' if mode['dx10_clamp'] else 'off'}"))
    rows.append(("occupancy", f"{k['waves_per_simd']} waves/SIMD, {k['waves_per_cu']} waves/CU "
                              f"({k['occupancy'] * 100:.0f}%), limited by {k['limited_by']}"))
    rows.append(("next cliff", k["next_cliff"]))
    if k["long_branches"]:
        rows.append(("long branches", str(k["long_branches"])))
    for loop in k["loops"]:
        where = (f"{loop['file']}:{loop['line']}" if "line" in loop else
                 f"+0x{loop['start']:x}..+0x{loop['end']:x} ({loop['branch']})")
        kind = "loop" if loop["kind"] == "backward branch" else f"{loop['kind']} loop"
        rows.append((kind, [(f"{where}: body {loop['body_bytes']:,} bytes (", ""), _fit(loop["fits_icache"]),
                            (" the I-cache)", "")]))
    for m in k["macros"]:
        rows.append((f"macro {m['name']}", f"{m.get('file', '?')}:{m.get('line', '?')}: {m['bytes']:,} bytes"))
    return rows
