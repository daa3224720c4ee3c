"""Theoretical occupancy of a kernel on one compute unit, from its registers, LDS and workgroup size.

The rules are AMD's GCN/CDNA occupancy rules ("GPU Occupancy on GFX9"): SIMDs per CU; a maximum number of waves per SIMD;
VGPRs per lane per SIMD allocated in granules; SGPRs per SIMD in granules; LDS per CU in granules; all waves of a
workgroup live on one CU; at most so many workgroups per CU when a workgroup has more than one wave (as many as there
are wave slots when it has one).  Every number comes from the target description (masm.targets).
"""
from __future__ import annotations

from dataclasses import asdict

from .dataclass_cache import dataclass
from .targets import Target, target

# Order used to name the limiting factor when several give the same number of workgroups: a kernel that reaches the
# hardware's wave limit is "limited by waves", not by a resource that happens to allow exactly as many.
FACTORS = ("waves", "workgroups", "vgprs", "sgprs", "lds")


def limits(arch: str) -> Target:
    """The target description whose occupancy rules apply (ValueError for an unknown architecture)."""
    return target(arch)


def align_up(value: int, granule: int) -> int:
    return -(-value // granule) * granule


def total_vgprs(arch: str, vgprs: int, agprs: int = 0) -> int:
    """VGPRs a wave occupies in the register file (Target.allocated_vgprs)."""
    return limits(arch).allocated_vgprs(vgprs, agprs)


@dataclass(frozen=True)
class Occupancy:
    """Waves per SIMD and per CU for a register and LDS budget, and what limits them."""
    arch: str
    vgprs: int
    sgprs: int | None
    agprs: int
    lds_bytes: int
    wg_size: int
    waves_per_workgroup: int
    waves_per_simd: float
    waves_per_cu: int
    workgroups_per_cu: int
    occupancy: float
    limited_by: str
    limits: dict  # factor -> workgroups per CU that factor alone allows
    next_cliff: dict | None  # what the limiting factor must drop to for more waves (None: nothing to gain)
    headroom: dict | None  # how far the limiting register/LDS count may grow before occupancy drops

    def as_dict(self) -> dict:
        return asdict(self)


def _waves_per_simd_for_vgprs(lim: Target, vgprs_total: int) -> int:
    if vgprs_total <= 0:
        return lim.max_waves_per_simd
    return min(lim.max_waves_per_simd, lim.vgpr_file // align_up(vgprs_total, lim.vgpr_granule))


def _waves_per_simd_for_sgprs(lim: Target, sgprs: int | None) -> int:
    if not sgprs:
        return lim.max_waves_per_simd
    return min(lim.max_waves_per_simd, lim.sgpr_file // align_up(sgprs, lim.sgpr_granule))


def _workgroups_for_lds(lim: Target, lds_bytes: int) -> int | None:
    if lds_bytes <= 0:
        return None
    return lim.lds_per_cu // align_up(lds_bytes, lim.lds_granule)


def _check(arch: str, vgprs: int, sgprs: int | None, agprs: int, lds_bytes: int, wg_size: int) -> Target:
    lim = limits(arch)
    if vgprs < 0 or agprs < 0 or (sgprs is not None and sgprs < 0) or lds_bytes < 0:
        raise ValueError("register and LDS counts must not be negative")
    if not 1 <= wg_size <= lim.max_workgroup_size:
        raise ValueError(f"workgroup size must be 1..{lim.max_workgroup_size}, not {wg_size}")
    if agprs and not lim.has_agprs:
        raise ValueError(f"{arch} has no AccVGPRs")
    if total_vgprs(arch, vgprs, agprs) > lim.max_vgprs_per_wave:
        raise ValueError(f"{arch}: a wave can have at most {lim.max_vgprs_per_wave} VGPRs"
                         f"{' (VGPRs + AGPRs)' if lim.has_agprs else ''}")
    if lds_bytes > lim.lds_per_cu:
        raise ValueError(f"a workgroup can have at most {lim.lds_per_cu} bytes of LDS, not {lds_bytes}")
    if sgprs is not None and sgprs > lim.max_sgprs_per_wave:
        raise ValueError(f"a wave can have at most {lim.max_sgprs_per_wave} SGPRs, not {sgprs}")
    return lim


def _workgroup_limits(arch, vgprs, sgprs, agprs, lds_bytes, wg_size) -> tuple[int, dict]:
    lim = limits(arch)
    waves_per_wg = -(-wg_size // lim.wave_size)
    wave_slots = lim.simds_per_cu * lim.max_waves_per_simd
    per_factor = {
        "waves": wave_slots // waves_per_wg,
        "workgroups": lim.max_workgroups_per_cu if waves_per_wg > 1 else wave_slots,
        "vgprs": lim.simds_per_cu * _waves_per_simd_for_vgprs(lim, total_vgprs(arch, vgprs, agprs)) // waves_per_wg,
        "sgprs": lim.simds_per_cu * _waves_per_simd_for_sgprs(lim, sgprs) // waves_per_wg,
    }
    lds_wgs = _workgroups_for_lds(lim, lds_bytes)
    if lds_wgs is not None:
        per_factor["lds"] = lds_wgs
    return waves_per_wg, per_factor


def _waves_per_cu(arch, vgprs, sgprs, agprs, lds_bytes, wg_size) -> int:
    waves_per_wg, per_factor = _workgroup_limits(arch, vgprs, sgprs, agprs, lds_bytes, wg_size)
    return min(per_factor.values()) * waves_per_wg


def _cliffs(arch, vgprs, sgprs, agprs, lds_bytes, wg_size, factor, waves_now) -> tuple[dict | None, dict | None]:
    """The next cliff below (largest value of the limiting count that buys more waves) and the headroom above."""
    lim = limits(arch)

    def waves_with_vgprs(value: int) -> int:
        return _waves_per_cu(arch, value, sgprs, agprs, lds_bytes, wg_size)

    def waves_with(value: int) -> int:
        args = {"vgprs": vgprs, "sgprs": sgprs, "agprs": agprs, "lds_bytes": lds_bytes}
        args[{"vgprs": "vgprs", "sgprs": "sgprs", "lds": "lds_bytes"}[factor]] = value
        return _waves_per_cu(arch, args["vgprs"], args["sgprs"], args["agprs"], args["lds_bytes"], wg_size)

    if factor not in ("vgprs", "sgprs", "lds"):
        # at the wave or workgroup limit: how many VGPRs the kernel may grow to without losing waves
        up_to = vgprs
        while up_to + 1 <= lim.max_vgprs_per_wave and waves_with_vgprs(up_to + 1) >= waves_now:
            up_to += 1
        return None, {"factor": "vgprs", "up_to": up_to}
    current = {"vgprs": vgprs, "sgprs": sgprs or 0, "lds": lds_bytes}[factor]
    ceiling = {"vgprs": lim.max_vgprs_per_wave, "sgprs": lim.max_sgprs_per_wave, "lds": lim.lds_per_cu}[factor]
    step = {"vgprs": 1, "sgprs": 1, "lds": 1}[factor]
    below = None
    value = current - step
    while value >= 0:
        waves = waves_with(value)
        if waves > waves_now:
            below = {"factor": factor, "at_most": value, "waves_per_cu": waves,
                     "waves_per_simd": _per_simd(lim, waves), "occupancy": _ratio(arch, waves)}
            break
        value = _next_lower_boundary(factor, value, lim)
    above = current
    while above + 1 <= ceiling and waves_with(above + 1) >= waves_now:
        above = _next_upper_boundary(factor, above, lim, ceiling)
    headroom = {"factor": factor, "up_to": above} if above > current else {"factor": factor, "up_to": current}
    return below, headroom


def _next_lower_boundary(factor: str, value: int, lim: Target) -> int:
    granule = {"vgprs": 1, "sgprs": 1, "lds": lim.lds_granule}[factor]
    if granule == 1:
        return value - 1
    return align_up(value, granule) - granule if value % granule else value - granule


def _next_upper_boundary(factor: str, value: int, lim: Target, ceiling: int) -> int:
    if factor == "lds":
        return min(ceiling, align_up(value + 1, lim.lds_granule))
    return value + 1


def _per_simd(lim: Target, waves_per_cu: int) -> float:
    q = waves_per_cu / lim.simds_per_cu
    return int(q) if q == int(q) else round(q, 2)


def _ratio(arch: str, waves_per_cu: int) -> float:
    lim = limits(arch)
    return min(1.0, waves_per_cu / (lim.simds_per_cu * lim.max_waves_per_simd))


def occupancy(arch: str, vgprs: int, sgprs: int | None = None, *, agprs: int = 0, lds_bytes: int = 0,
              wg_size: int = 64) -> Occupancy:
    """Waves per SIMD / CU, workgroups per CU and the factor that limits them (raises ValueError on impossible input).

    `sgprs` is the wave's whole SGPR allocation (VCC, FLAT_SCRATCH, XNACK_MASK included); None ignores SGPRs."""
    lim = _check(arch, vgprs, sgprs, agprs, lds_bytes, wg_size)
    key = (arch, vgprs, sgprs, agprs, lds_bytes, wg_size)
    known = _KNOWN.get(key)
    if known is None:
        waves_per_wg, per_factor = _workgroup_limits(arch, vgprs, sgprs, agprs, lds_bytes, wg_size)
        workgroups = min(per_factor.values())
        limited_by = next(f for f in FACTORS if per_factor.get(f) == workgroups)
        waves_per_cu = workgroups * waves_per_wg
        if len(_KNOWN) >= 4096:       # (bounded: a language server runs for days)
            _KNOWN.clear()
        known = _KNOWN[key] = (waves_per_wg, per_factor, workgroups, limited_by, waves_per_cu,
                               *_cliffs(arch, vgprs, sgprs, agprs, lds_bytes, wg_size, limited_by, waves_per_cu))
    waves_per_wg, per_factor, workgroups, limited_by, waves_per_cu, below, headroom = known
    # (each result gets its own dicts: the kept ones stay as they were made)
    per_factor, below, headroom = dict(per_factor), below and dict(below), headroom and dict(headroom)
    return Occupancy(arch=arch, vgprs=vgprs, sgprs=sgprs, agprs=agprs, lds_bytes=lds_bytes, wg_size=wg_size,
                     waves_per_workgroup=waves_per_wg, waves_per_simd=_per_simd(lim, waves_per_cu),
                     waves_per_cu=waves_per_cu, workgroups_per_cu=workgroups,
                     occupancy=round(_ratio(arch, waves_per_cu), 4), limited_by=limited_by, limits=per_factor,
                     next_cliff=below, headroom=headroom)


_KNOWN: dict[tuple, tuple] = {}     # the worked-out figures by resources (a module's kernels often share them)

_UNITS = {"vgprs": "VGPRs", "sgprs": "SGPRs", "lds": "bytes of LDS"}


def describe_cliff(occ: Occupancy) -> str:
    """One line: '85 VGPRs → 2 waves/SIMD; ≤ 84 gives 3'."""
    keeps = ""
    if occ.limited_by in ("waves", "workgroups") and occ.headroom and occ.headroom["up_to"] > occ.vgprs:
        keeps = f" (up to {occ.headroom['up_to']} VGPRs keep it)"
    if occ.limited_by == "waves":
        return f"{occ.waves_per_simd} waves/SIMD: the hardware maximum{keeps}"
    if occ.limited_by == "workgroups":
        return (f"{occ.workgroups_per_cu} workgroups of {occ.waves_per_workgroup} waves per CU: "
                f"use workgroups of 1, 4, 5 or 8 waves for more{keeps}")
    current = {"vgprs": occ.vgprs, "sgprs": occ.sgprs, "lds": occ.lds_bytes}[occ.limited_by]
    unit = _UNITS[occ.limited_by]
    text = f"{current} {unit} → {occ.waves_per_simd} waves/SIMD"
    if occ.next_cliff:
        text += f"; ≤ {occ.next_cliff['at_most']} gives {occ.next_cliff['waves_per_simd']}"
    if occ.headroom and occ.headroom["up_to"] > current:
        text += f" (up to {occ.headroom['up_to']} keeps {occ.waves_per_simd})"
    return text
