"""Where the dispatcher puts what (the amdhsa ABI, LLVM AMDGPUUsage "Initial Kernel Execution State").

User SGPRs come first, in a fixed order, each only when its kernel descriptor bit is set: the private segment buffer
(4), the dispatch pointer (2), the queue pointer (2), the kernarg segment pointer (2), the dispatch id (2), flat
scratch init (2), the private segment size (1), then kernarg dwords preloaded into SGPRs (gfx90a+).  The system
SGPRs follow the user SGPR count: workgroup ids x, y, z, workgroup info, the scratch wave offset.  Work-item ids
arrive in v0, v1, v2 (packed into v0 from gfx90a on).

`abi_registers(values, user_sgpr_count, packed)` gives every register by the alias name masm kernels use for it.
"""
from __future__ import annotations

from typing import Mapping

# (descriptor field, alias, SGPRs) in dispatch order
USER_SGPRS = (("user_sgpr_private_segment_buffer", "private_segment_buffer", 4),
              ("user_sgpr_dispatch_ptr", "dispatch_ptr", 2),
              ("user_sgpr_queue_ptr", "queue_ptr", 2),
              ("user_sgpr_kernarg_segment_ptr", "kernarg_ptr", 2),
              ("user_sgpr_dispatch_id", "dispatch_id", 2),
              ("user_sgpr_flat_scratch_init", "flat_scratch_init", 2),
              ("user_sgpr_private_segment_size", "private_segment_size", 1))
SYSTEM_SGPRS = (("system_sgpr_workgroup_id_x", "group_id_x"),
                ("system_sgpr_workgroup_id_y", "group_id_y"),
                ("system_sgpr_workgroup_id_z", "group_id_z"),
                ("system_sgpr_workgroup_info", "workgroup_info"),
                ("system_sgpr_private_segment_wavefront_offset", "scratch_wave_offset"))


def sgpr_range(first: int, count: int) -> str:
    return f"s{first}" if count == 1 else f"s[{first}:{first + count - 1}]"


def abi_registers(values: Mapping[str, int], user_sgpr_count: int, packed: bool,
                  architected_flat_scratch: bool = False) -> dict[str, str]:
    """Alias -> register for every value the dispatcher initialises, from the descriptor's field values."""
    out: dict[str, str] = {}
    sgpr = 0
    for fld, alias, count in USER_SGPRS:
        if values.get(fld):
            out[alias] = sgpr_range(sgpr, count)
            sgpr += count
    preload = values.get("user_sgpr_kernarg_preload_length", 0)
    if preload:
        out["kernarg_preload"] = sgpr_range(sgpr, preload)
    sgpr = user_sgpr_count
    for fld, alias in SYSTEM_SGPRS:
        on = values.get(fld)
        if fld.endswith("wavefront_offset") and architected_flat_scratch:
            on = values.get("enable_private_segment")
        if on:
            out[alias] = f"s{sgpr}"
            sgpr += 1
    dims = values.get("system_vgpr_workitem_id", 0) + 1
    if packed:
        out["local_ids_packed"] = "v0"
        if dims == 1:
            out["local_id_x"] = "v0"
    else:
        for i, d in enumerate("xyz"[:dims]):
            out[f"local_id_{d}"] = f"v{i}"
    return out


def system_sgpr_count(values: Mapping[str, int], architected_flat_scratch: bool = False) -> int:
    count = 0
    for fld, _ in SYSTEM_SGPRS:
        on = values.get(fld)
        if fld.endswith("wavefront_offset") and architected_flat_scratch:
            on = values.get("enable_private_segment")
        count += bool(on)
    return count
