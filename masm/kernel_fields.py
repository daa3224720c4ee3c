"""The masm kernel declarations that say what an `.amdhsa_kernel` block says: which registers the dispatcher fills,
the float modes, scratch, exceptions, and any other descriptor field.

  usersgprs NAME, …        the user SGPRs, in the ABI's order whatever the order written: private_segment_buffer,
                           dispatch_ptr, queue_ptr, kernarg_ptr, dispatch_id, flat_scratch_init, private_segment_size
                           (`none` for none; default: kernarg_ptr)
  groupids x[, y[, z]][, info]   the workgroup id SGPRs (default: x, and y / z when the kernel names group_id_y / _z);
                           `info` adds the workgroup info SGPR (`none` for none)
  localids N               work-item id VGPRs, 1..3 (default: what numthreadpergroup and the aliases named need)
  scratchsize BYTES        private segment (scratch) bytes per work-item; enables the private segment buffer user
                           SGPRs and the scratch wave offset SGPR (gfx940+: scratch without them)
  floatmode KEY=VALUE, …   denorm32 / denorm16_64: flush, flush_in, flush_out, keep; round32 / round16_64: nearest,
                           up, down, zero (default denorm32=flush, denorm16_64=keep, nearest)
  ieeemode on|off          IEEE mode (default on)
  dx10clamp on|off         DX10 clamp (default on)
  fp16overflow on|off      gfx9+
  fpexceptions NAME, …     the exceptions that trap: invalid_op, denorm_src, div_zero, overflow, underflow,
                           inexact, int_div_zero
  dynamiclds               the kernel uses LDS past ldssize, sized when it is dispatched
  amdhsa FIELD VALUE       any other `.amdhsa_FIELD` (e.g. `amdhsa tg_split 1`), checked as in an .amdhsa_kernel block

Every field is checked by masm/codeobject/amdhsa.py when the descriptor is built, with the declaring line as the
error's location.
"""
from __future__ import annotations

from dataclasses import field

from .codeobject.abi import USER_SGPRS
from .codeobject.amdhsa import FIELDS
from .dataclass_cache import dataclass
from .diagnostics import AssemblyError, SourceLoc

USER_SGPR_NAMES = tuple(alias for _, alias, _ in USER_SGPRS)
FIELD_DECLARATIONS = frozenset({"usersgprs", "groupids", "localids", "scratchsize", "floatmode", "ieeemode",
                                "dx10clamp", "fp16overflow", "fpexceptions", "dynamiclds", "amdhsa"})
DENORM = {"flush": 0, "flush_out": 1, "flush_in": 2, "keep": 3}
ROUND = {"nearest": 0, "up": 1, "down": 2, "zero": 3}
FLOAT_KEYS = {"denorm32": ("float_denorm_mode_32", DENORM), "denorm16_64": ("float_denorm_mode_16_64", DENORM),
              "round32": ("float_round_mode_32", ROUND), "round16_64": ("float_round_mode_16_64", ROUND)}
EXCEPTIONS = ("invalid_op", "denorm_src", "div_zero", "overflow", "underflow", "inexact", "int_div_zero")
_EXCEPTION_FIELDS = {"invalid_op": "exception_fp_ieee_invalid_op", "denorm_src": "exception_fp_denorm_src",
                     "div_zero": "exception_fp_ieee_div_zero", "overflow": "exception_fp_ieee_overflow",
                     "underflow": "exception_fp_ieee_underflow", "inexact": "exception_fp_ieee_inexact",
                     "int_div_zero": "exception_int_div_zero"}
# fields masm derives from other declarations (or from the code): `amdhsa` may not set them
_DERIVED = {
    "next_free_vgpr": "numvgprs (or the registers the code uses)", "next_free_sgpr": "numsgprs",
    "accum_offset": "the VGPRs the code uses", "reserve_vcc": "the code's use of VCC",
    "reserve_flat_scratch": "the code's use of FLAT_SCRATCH", "reserve_xnack_mask": "the target's xnack setting",
    "group_segment_fixed_size": "ldssize", "private_segment_fixed_size": "scratchsize", "kernarg_size": "args",
    "user_sgpr_count": "usersgprs", "system_vgpr_workitem_id": "localids",
    "system_sgpr_workgroup_id_x": "groupids", "system_sgpr_workgroup_id_y": "groupids",
    "system_sgpr_workgroup_id_z": "groupids", "system_sgpr_workgroup_info": "groupids",
    "system_sgpr_private_segment_wavefront_offset": "scratchsize", "enable_private_segment": "scratchsize",
    **{f"user_sgpr_{name}": "usersgprs" for name in ("private_segment_buffer", "dispatch_ptr", "queue_ptr",
                                                     "kernarg_segment_ptr", "dispatch_id", "flat_scratch_init",
                                                     "private_segment_size")},
}


@dataclass
class KernelFields:
    """What a kernel's field declarations said (None: not declared, the default applies)."""

    user_sgprs: tuple[str, ...] | None = None
    group_ids: str | None = None            # a subset of "xyz"
    workgroup_info: bool = False
    local_ids: int | None = None
    scratch_bytes: int = 0
    dynamic_lds: bool = False
    values: dict[str, int] = field(default_factory=dict)       # other .amdhsa_ fields, by their LLVM names
    locs: dict[str, SourceLoc] = field(default_factory=dict)   # where each field was declared


def _names(rest: str, loc: SourceLoc, word: str, known, notes) -> list[str]:
    parts = [p.strip().lower() for p in rest.split(",")] if rest.strip() else []
    if parts == ["none"]:
        return []
    if not parts or not all(parts):
        raise AssemblyError.at(loc, f"{word} takes names separated by commas (known: {', '.join(known)})", notes)
    for p in parts:
        if p not in known:
            raise AssemblyError.at(loc, f"{word}: unknown '{p}' (known: {', '.join(known)})", notes)
        if parts.count(p) > 1:
            raise AssemblyError.at(loc, f"{word}: '{p}' given twice", notes)
    return parts


def _switch(rest: str, loc: SourceLoc, word: str, notes) -> int:
    value = rest.strip().lower()
    if value not in ("on", "off", "1", "0"):
        raise AssemblyError.at(loc, f"{word} takes on or off, not '{rest.strip()}'", notes)
    return int(value in ("on", "1"))


def read_field(fields: KernelFields, word: str, rest: str, loc: SourceLoc, notes, evaluate) -> None:
    """Apply one declaration (`word` is one of FIELD_DECLARATIONS); `evaluate(text)` gives an expression's int."""
    def put(name: str, value: int) -> None:
        fields.values[name] = value
        fields.locs[name] = loc

    if word == "usersgprs":
        given = set(_names(rest, loc, word, USER_SGPR_NAMES, notes))
        fields.user_sgprs = tuple(n for n in USER_SGPR_NAMES if n in given)
        for n in USER_SGPR_NAMES:
            fields.locs[f"user_sgpr_{'kernarg_segment_ptr' if n == 'kernarg_ptr' else n}"] = loc
    elif word == "groupids":
        given = _names(rest, loc, word, ("x", "y", "z", "info"), notes)
        fields.group_ids = "".join(d for d in "xyz" if d in given)
        fields.workgroup_info = "info" in given
        for d in "xyz":
            fields.locs[f"system_sgpr_workgroup_id_{d}"] = loc
        fields.locs["system_sgpr_workgroup_info"] = loc
    elif word == "localids":
        n = evaluate(rest) if rest.strip() else None
        if n not in (1, 2, 3):
            raise AssemblyError.at(loc, f"localids takes 1, 2 or 3 (work-item id dimensions), not '{rest.strip()}'",
                                   notes)
        fields.local_ids = n
        fields.locs["system_vgpr_workitem_id"] = loc
    elif word == "scratchsize":
        n = evaluate(rest) if rest.strip() else None
        if not isinstance(n, int) or not 0 <= n < 1 << 32:
            raise AssemblyError.at(loc, f"scratchsize takes a byte count per work-item, not '{rest.strip()}'", notes)
        fields.scratch_bytes = n
        for name in ("private_segment_fixed_size", "user_sgpr_private_segment_buffer",
                     "system_sgpr_private_segment_wavefront_offset", "enable_private_segment"):
            fields.locs[name] = loc
    elif word == "floatmode":
        for piece in (p.strip() for p in rest.split(",")):
            key, eq, value = (s.strip().lower() for s in piece.partition("="))
            if not eq or key not in FLOAT_KEYS or value not in FLOAT_KEYS[key][1]:
                raise AssemblyError.at(loc, f"floatmode takes KEY=VALUE: denorm32 / denorm16_64 = "
                                       f"{' | '.join(DENORM)}; round32 / round16_64 = {' | '.join(ROUND)} "
                                       f"(found '{piece}')", notes)
            put(FLOAT_KEYS[key][0], FLOAT_KEYS[key][1][value])
    elif word in ("ieeemode", "dx10clamp", "fp16overflow"):
        put({"ieeemode": "ieee_mode", "dx10clamp": "dx10_clamp", "fp16overflow": "fp16_overflow"}[word],
            _switch(rest, loc, word, notes))
    elif word == "fpexceptions":
        given = set(_names(rest, loc, word, EXCEPTIONS, notes))
        for name, fld in _EXCEPTION_FIELDS.items():
            put(fld, int(name in given))
    elif word == "dynamiclds":
        if rest.strip():
            raise AssemblyError.at(loc, "dynamiclds takes no operands (the size comes with each dispatch)", notes)
        fields.dynamic_lds = True
    elif word == "amdhsa":
        name, _, value = rest.strip().partition(" ")
        name = name.lower()
        if not name:    # (`amdhsa .amdhsa_x 1`: a directive word starts a statement of its own)
            raise AssemblyError.at(loc, "amdhsa needs a field name, written without its .amdhsa_ prefix "
                                   "(amdhsa tg_split 1)", notes)
        if name not in FIELDS:
            raise AssemblyError.at(loc, f"amdhsa: unknown field '{name}' (an .amdhsa_ field name without its prefix)",
                                   notes)
        if name in _DERIVED:
            raise AssemblyError.at(loc, f"amdhsa {name}: masm sets it from {_DERIVED[name]}", notes)
        if not value.strip():
            raise AssemblyError.at(loc, f"amdhsa {name} needs a value", notes)
        put(name, evaluate(value))
