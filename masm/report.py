"""The build report: per kernel, code size against the 32KB instruction cache, loop and macro sizes, registers, LDS and
the occupancy they buy (with the limiting factor and the next cliff).  `build_report` makes the dict (the JSON), and
`render_report` prints it with rich."""
from __future__ import annotations

from collections import defaultdict

from .diagnostics import AssemblyError
from .occupancy import describe_cliff, occupancy

ICACHE_BYTES = 32 * 1024
TOP_MACROS = 10


def _loc_dict(loc) -> dict:
    return {"file": loc.file, "line": loc.line, "column": loc.column} if loc else {}


def _line_sizes(placed) -> list[tuple[object, int]]:
    """(PlainLine, bytes) for every placed line, alignment padding counted on the align line."""
    out = []
    lines = placed.lines
    for i, ln in enumerate(lines):
        size = len(ln.data)
        if ln.kind == "align" and i + 1 < len(lines):
            size = lines[i + 1].address - ln.address
        out.append((ln.origin, size))
    return out


def _loops(lowered, sizes) -> list[dict]:
    body = defaultdict(int)
    for origin, size in sizes:
        for loop_id in getattr(origin, "loop_ids", ()) or ():
            body[loop_id] += size
    out = []
    for loop in lowered.loops:
        n = body.get(loop.id, 0)
        out.append({"id": loop.id, "kind": loop.kind, "file": loop.loc.file, "line": loop.loc.line,
                    "body_bytes": n, "fits_icache": n <= ICACHE_BYTES})
    return out


def _macros(sizes) -> list[dict]:
    total = defaultdict(int)
    for origin, size in sizes:
        name = getattr(origin, "macro", None)
        if name:
            total[(name, getattr(origin, "macro_loc", None))] += size
    ranked = sorted(total.items(), key=lambda kv: (-kv[1], kv[0][0]))[:TOP_MACROS]
    return [{"name": name, **_loc_dict(loc), "bytes": n, "fits_icache": n <= ICACHE_BYTES}
            for (name, loc), n in ranked]


def kernel_report(arch: str, kernel, lowered, placed, loc=None) -> dict:
    wg = kernel.workgroup_size[0] * kernel.workgroup_size[1] * kernel.workgroup_size[2]
    try:
        occ = occupancy(arch, kernel.vgprs, kernel.sgprs_total, agprs=kernel.agprs, lds_bytes=kernel.lds_bytes,
                        wg_size=wg)
    except ValueError as e:
        if loc is None:
            raise
        raise AssemblyError.at(loc, f"kernel '{kernel.name}': {e}") from None
    sizes = _line_sizes(placed)
    return {
        "name": kernel.name,
        "code_offset": kernel.code_offset,
        "code_bytes": kernel.code_size,
        "icache_bytes": ICACHE_BYTES,
        "icache_share": round(kernel.code_size / ICACHE_BYTES, 4),
        "fits_icache": kernel.code_size <= ICACHE_BYTES,
        "workgroup_size": list(kernel.workgroup_size),
        "vgprs": kernel.vgprs,
        "vgprs_used": kernel.vgprs_used,
        "vgprs_declared": lowered.budget_vgprs,
        "agprs": kernel.agprs,
        "sgprs": kernel.sgprs_total,
        "sgprs_kernel": kernel.sgprs,
        "sgprs_used": kernel.sgprs_used,
        "sgprs_declared": lowered.budget_sgprs,
        "extra_sgprs": kernel.extra_sgprs,
        "lds_bytes": kernel.lds_bytes,
        "scratch_bytes": 0,
        "kernarg_bytes": kernel.kernarg_size,
        "waves_per_simd": occ.waves_per_simd,
        "waves_per_cu": occ.waves_per_cu,
        "workgroups_per_cu": occ.workgroups_per_cu,
        "occupancy": occ.occupancy,
        "limited_by": occ.limited_by,
        "next_cliff": describe_cliff(occ),
        "cliff": occ.next_cliff,
        "long_branches": placed.long_branches,
        "loops": _loops(lowered, sizes),
        "macros": _macros(sizes),
    }


def build_report(program, parts) -> dict:
    """`parts`: (KernelSource-or-None, LoweredKernel, PlacedKernel) per kernel, in program.kernels order."""
    kernels = []
    for kernel, (ksrc, lowered, placed) in zip(program.kernels, parts):
        kernels.append(kernel_report(program.arch, kernel, lowered, placed, getattr(ksrc, "loc", None)))
    return {"arch": program.arch, "code_bytes": len(program.code), "kernels": kernels}


# -------------------------------------------------------------------------------------------------- rendering

def _bar(share: float) -> str:
    filled = min(20, round(share * 20))
    return "█" * filled + "·" * (20 - filled)


def render_report(report: dict, console) -> None:
    from rich.table import Table
    from rich.text import Text
    for k in report["kernels"]:
        table = Table(title=Text(f"{k['name']}  ({report['arch']})"), show_header=False, title_justify="left")
        table.add_column("what", style="bold")
        table.add_column("value")
        fits = "fits" if k["fits_icache"] else "[red]does NOT fit[/red]"
        table.add_row("code", f"{k['code_bytes']:,} bytes  {_bar(k['icache_share'])} "
                              f"{k['icache_share'] * 100:.1f}% of the 32KB I-cache ({fits})")
        declared_v = f" (declared {k['vgprs_declared']})" if k["vgprs_declared"] is not None else ""
        agprs = f", {k['agprs']} AGPRs" if k["agprs"] else ""
        table.add_row("VGPRs", f"{k['vgprs']}{declared_v}, used {k['vgprs_used']}{agprs}")
        declared_s = f", declared {k['sgprs_declared']}" if k["sgprs_declared"] is not None else ""
        table.add_row("SGPRs", f"{k['sgprs']} ({k['sgprs_kernel']} + {k['extra_sgprs']} VCC/XNACK/FLAT_SCRATCH"
                               f"{declared_s}, used {k['sgprs_used']})")
        x, y, z = k["workgroup_size"]
        table.add_row("LDS / scratch", f"{k['lds_bytes']:,} bytes / {k['scratch_bytes']} bytes; workgroup {x}x{y}x{z}")
        table.add_row("occupancy", f"{k['waves_per_simd']} waves/SIMD, {k['waves_per_cu']} waves/CU "
                                   f"({k['occupancy'] * 100:.0f}%), limited by {k['limited_by']}")
        table.add_row("next cliff", Text(k["next_cliff"]))
        if k["long_branches"]:
            table.add_row("long branches", str(k["long_branches"]))
        for loop in k["loops"]:
            fit = "fits" if loop["fits_icache"] else "[red]does NOT fit[/red]"
            table.add_row(f"{loop['kind']} loop", f"{loop['file']}:{loop['line']}: body {loop['body_bytes']:,} "
                                                  f"bytes ({fit} the I-cache)")
        for m in k["macros"]:
            table.add_row(Text(f"macro {m['name']}"), Text(f"{m.get('file', '?')}:{m.get('line', '?')}: "
                                                           f"{m['bytes']:,} bytes"))
        console.print(table)
