"""`masm occupancy`: waves per SIMD / CU for a register and LDS budget, and what limits them."""
from __future__ import annotations

import json

import click


def run_occupancy(*, arch: str, vgprs: int, sgprs: int | None, agprs: int, lds_bytes: int, wg_size: int,
                  as_json: bool) -> None:
    from ..occupancy import describe_cliff, occupancy
    try:
        occ = occupancy(arch, vgprs, sgprs, agprs=agprs, lds_bytes=lds_bytes, wg_size=wg_size)
    except ValueError as e:
        raise click.UsageError(str(e)) from None
    if as_json:
        out = occ.as_dict()
        out["next_cliff_text"] = describe_cliff(occ)
        click.echo(json.dumps(out, indent=2))
        return
    from rich.console import Console
    from rich.table import Table
    table = Table(title=f"occupancy on {arch}", show_header=False, title_justify="left")
    table.add_column("what", style="bold")
    table.add_column("value")
    sg = "—" if sgprs is None else str(sgprs)
    table.add_row("input", f"{vgprs} VGPRs" + (f" + {agprs} AGPRs" if agprs else "") + f", {sg} SGPRs, "
                           f"{lds_bytes:,} bytes LDS, workgroups of {wg_size} ({occ.waves_per_workgroup} waves)")
    table.add_row("waves / SIMD", str(occ.waves_per_simd))
    table.add_row("waves / CU", str(occ.waves_per_cu))
    table.add_row("workgroups / CU", str(occ.workgroups_per_cu))
    table.add_row("occupancy", f"{occ.occupancy:.2f}")
    table.add_row("limited by", occ.limited_by)
    table.add_row("workgroups/CU each factor allows",
                  ", ".join(f"{name} {n}" for name, n in occ.limits.items()))
    table.add_row("next cliff", describe_cliff(occ))
    Console().print(table)
