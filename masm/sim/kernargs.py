"""Kernel arguments -> the kernarg segment, by the amdhsa metadata of the kernel (masm's own or a compiler's).

An argument's type comes from its `.type_name`: masm's names (`u32`, `f64`, `ptr`, ...) and the C/OpenCL/HIP spellings
compilers write (`int`, `unsigned int`, `float`, `double`, `half`, `float*`, `uint32_t`, ...).  A pointer
(`.value_kind: global_buffer`) takes a numpy array, mapped in place; a scalar a Python number that fits the type
exactly (nothing is silently truncated or wrapped).

The hidden arguments a compiler appends (`.value_kind: hidden_*`) are filled as the ROCm runtime fills them for this
dispatch: global offsets 0, block counts, group sizes, remainders 0 and grid dimensions (code object v5), the aperture
bases; the others (printf/hostcall buffers, queues, ...) are 0.
"""
from __future__ import annotations

import struct
from typing import Sequence

import numpy as np

from ..dataclass_cache import dataclass
from ..regex_cache import regex

_SCALAR_FORMATS = {"u8": "<B", "i8": "<b", "u16": "<H", "i16": "<h", "u32": "<I", "i32": "<i", "u64": "<Q",
                   "i64": "<q", "f32": "<f", "f64": "<d", "f16": "<e"}
SIZES = {"u8": 1, "i8": 1, "u16": 2, "i16": 2, "f16": 2, "u32": 4, "i32": 4, "f32": 4, "u64": 8, "i64": 8, "f64": 8,
         "ptr": 8}
INT_RANGES = {"u8": (0, 2**8 - 1), "i8": (-2**7, 2**7 - 1), "u16": (0, 2**16 - 1), "i16": (-2**15, 2**15 - 1),
              "u32": (0, 2**32 - 1), "i32": (-2**31, 2**31 - 1), "u64": (0, 2**64 - 1), "i64": (-2**63, 2**63 - 1)}
FLOAT_TYPES = {"f16": np.float16, "f32": np.float32, "f64": np.float64}
MAX_KERNARG_BYTES = 1 << 20

# C / OpenCL / HIP scalar type names -> masm's
_C_TYPES = {
    "char": "i8", "signed char": "i8", "uchar": "u8", "unsigned char": "u8", "bool": "u8", "_bool": "u8",
    "short": "i16", "signed short": "i16", "ushort": "u16", "unsigned short": "u16",
    "int": "i32", "signed int": "i32", "signed": "i32", "uint": "u32", "unsigned int": "u32", "unsigned": "u32",
    "long": "i64", "signed long": "i64", "ulong": "u64", "unsigned long": "u64", "long long": "i64",
    "unsigned long long": "u64", "size_t": "u64", "ptrdiff_t": "i64", "intptr_t": "i64", "uintptr_t": "u64",
    "int8_t": "i8", "uint8_t": "u8", "int16_t": "i16", "uint16_t": "u16", "int32_t": "i32", "uint32_t": "u32",
    "int64_t": "i64", "uint64_t": "u64", "half": "f16", "_float16": "f16", "__fp16": "f16", "float": "f32",
    "double": "f64",
}
_QUALIFIERS = regex(r"\b(const|volatile|restrict|__restrict__|__restrict|__global|__constant|__local|global|"
                    r"constant|local|__private|private)\b")


@dataclass(frozen=True)
class DynamicLds:
    """The value of a `local` pointer argument (`.value_kind: dynamic_shared_pointer`): `nbytes` bytes of LDS the
    dispatch adds after the kernel's own; the argument receives their LDS address (`masm run --arg lds:BYTES`)."""

    nbytes: int


def lds_layout(args: list[dict], values: Sequence, fixed: int) -> tuple[dict[int, int], int]:
    """{argument position: LDS address} of the dynamic LDS arguments, and the workgroup's whole LDS size."""
    offset, out = fixed, {}
    for position, (a, v) in enumerate(zip(explicit_args(args), values), 1):
        if a.get(".value_kind") == "dynamic_shared_pointer" and isinstance(v, DynamicLds):
            align = a.get(".pointee_align") or 4
            align = align if align & (align - 1) == 0 else 4
            offset = -(-offset // align) * align
            out[position] = offset
            offset += v.nbytes
    return out, offset


def argument_type(arg: dict) -> str | None:
    """masm's type name of an argument (`u32`, `f64`, `ptr`, ...), or None when it is not a scalar masm knows
    (a struct, a vector type, an image, ...)."""
    kind = arg.get(".value_kind", "")
    if kind in ("global_buffer", "dynamic_shared_pointer"):
        return "ptr"
    t = str(arg.get(".type_name", "")).strip()
    if t in SIZES:
        return t
    if t.endswith("*"):
        return "ptr"
    t = " ".join(_QUALIFIERS.sub(" ", t.lower()).split())
    found = _C_TYPES.get(t)
    if found is not None and SIZES[found] == arg.get(".size", SIZES[found]):
        return found
    return None


def explicit_args(args: list[dict]) -> list[dict]:
    return [a for a in args if not str(a.get(".value_kind", "")).startswith("hidden")]


def describe(args: list[dict]) -> str:
    """`n:u32, x:ptr` (a compiler's nameless arguments: their types alone)."""
    return ", ".join((f"{a['.name']}:" if a.get(".name") else "") + str(a.get(".type_name", a.get(".value_kind")))
                     for a in args)


def what_argument(position: int, arg: dict) -> str:
    """`argument 2 'k' (int)`, or `argument 2 (int)` when the compiler left the name out."""
    shown = arg.get(".type_name") or arg.get(".value_kind") or "?"
    name = f" '{arg['.name']}'" if arg.get(".name") else ""
    return f"argument {position}{name} ({shown})"


def scalar_argument_problem(position: int, arg: dict, value) -> str | None:
    """Why the Python number `value` cannot be kernel argument number `position` (`arg`: its amdhsa metadata), or
    None when it fits: a float for an integer type, an integer out of the type's range, a float too large for its
    float type, a value for an argument whose type is not a scalar masm knows."""
    what = what_argument(position, arg)
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, float, np.integer, np.floating)):
        return f"{what} is a scalar: pass a number, not {type(value).__name__}"
    t = argument_type(arg) or unnamed_type(arg, value)
    if t is None:
        size = arg.get(".size")
        if isinstance(value, np.floating) and size in _UNNAMED_FLOATS:
            return (f"{what} has no type in the metadata ({size} bytes): a {value.itemsize}-byte "
                    f"{type(value).__name__} does not fit it (pass a Python float, taken as {_UNNAMED_FLOATS[size]})")
        return f"{what}: masm cannot pass a value of this type ({size} bytes)"
    if t in INT_RANGES:
        if isinstance(value, (float, np.floating)):
            return f"{what} is an integer: {value!r} is not one"
        lo, hi = INT_RANGES[t]
        if not lo <= int(value) <= hi:
            return f"{what}: {value} is out of range ({lo} to {hi})"
    elif t in FLOAT_TYPES:
        try:
            with np.errstate(over="ignore"):
                fits = not np.isinf(FLOAT_TYPES[t](float(value))) or np.isinf(float(value))
        except OverflowError:
            fits = False
        if not fits:
            return f"{what}: {value!r} is out of range (largest finite {t}: {np.finfo(FLOAT_TYPES[t]).max})"
    return None


_UNNAMED_FLOATS = {2: "f16", 4: "f32", 8: "f64"}


def unnamed_type(arg: dict, value) -> str | None:
    """The type of an argument whose metadata names none (a HIP by-value argument has only `.size` and
    `.value_kind`), by the value given: an integer of its size (signed when the value is negative), or the float of its
    size (a numpy float only of that size); None when neither fits."""
    size = arg.get(".size")
    if isinstance(value, (bool, np.bool_)):
        return None
    if isinstance(value, (int, np.integer)) and size in (1, 2, 4, 8):
        return f"u{8 * size}" if value >= 0 else f"i{8 * size}"
    if isinstance(value, (float, np.floating)) and size in _UNNAMED_FLOATS and \
            (not isinstance(value, np.floating) or value.itemsize == size):
        return _UNNAMED_FLOATS[size]
    return None


def _pack_scalar(buf: bytearray, arg: dict, value) -> None:
    t = argument_type(arg) or unnamed_type(arg, value)      # (checked by scalar_argument_problem)
    fmt = _SCALAR_FORMATS[t]
    if t in FLOAT_TYPES:
        struct.pack_into(fmt, buf, arg[".offset"], float(value))
    else:
        struct.pack_into(fmt, buf, arg[".offset"], int(value))


# hidden argument kind -> value for (grid in workgroups, block in work-items, dims)
def _hidden_value(kind: str, grid, block, dims: int) -> int:
    from .operands import PRIVATE_APERTURE, SHARED_APERTURE
    axis = {"x": 0, "y": 1, "z": 2}.get(kind[-1]) if kind[-2:-1] == "_" else None
    if kind.startswith("hidden_block_count_"):
        return grid[axis]
    if kind.startswith("hidden_group_size_"):
        return block[axis]
    if kind == "hidden_grid_dims":
        return dims
    if kind == "hidden_private_base":
        return PRIVATE_APERTURE >> 32
    if kind == "hidden_shared_base":
        return SHARED_APERTURE >> 32
    return 0        # global offsets, remainders (whole workgroups only), buffers and queues masm does not provide


def build_kernarg(name: str, args: list[dict], kernarg_size: int, values: Sequence, mem, *, grid=(1, 1, 1),
                  block=(64, 1, 1), dims: int = 1, fail=ValueError, lds_fixed: int = 0,
                  lds_extra: int = 0) -> tuple[bytes, dict]:
    """The kernarg segment (a multiple of 64 bytes) and {argument name: address} of the mapped arrays.
    `fail(message)` makes the exception raised for a value that does not fit; `lds_extra`: the LDS bytes the launch
    adds after the `local` pointer arguments' (in the hidden dynamic LDS size)."""
    explicit = explicit_args(args)
    if len(values) != len(explicit):
        raise fail(f"kernel '{name}' takes {len(explicit)} argument(s) ({describe(explicit)}), {len(values)} given")
    size = max([kernarg_size] + [a[".offset"] + a[".size"] for a in args] + [8])
    if size > MAX_KERNARG_BYTES:
        raise fail(f"kernel '{name}' has a kernarg segment of {size:,} bytes; masm run passes at most "
                   f"{MAX_KERNARG_BYTES:,}")
    buf = bytearray(-(-size // 64) * 64)
    addresses = {}
    lds_addresses, lds_total = lds_layout(args, values, lds_fixed)
    for position, (a, v) in enumerate(zip(explicit, values), 1):
        arg_name = a.get(".name") or f"argument {position}"
        label = what_argument(position, a)
        if a.get(".value_kind") == "dynamic_shared_pointer":
            if not isinstance(v, DynamicLds):
                raise fail(f"{label} is a local (LDS) pointer: pass the LDS it gets as DynamicLds(BYTES) "
                           "(masm run --arg lds:BYTES)")
            buf[a[".offset"]:a[".offset"] + min(a[".size"], 8)] = \
                lds_addresses[position].to_bytes(8, "little")[:min(a[".size"], 8)]
            continue
        if isinstance(v, DynamicLds):
            raise fail(f"{label} is not a local (LDS) pointer: lds:BYTES does not fit it")
        if argument_type(a) == "ptr":
            if not isinstance(v, np.ndarray):
                raise fail(f"{label} is a pointer: pass a numpy array, not {type(v).__name__}")
            if not v.flags.c_contiguous:
                raise fail(f"{label}: the array must be C-contiguous (use np.ascontiguousarray)")
            if a[".size"] != 8:
                raise fail(f"{label} is a {a['.size']}-byte pointer; masm passes 64-bit pointers")
            seg = mem.map(arg_name, v, writable=v.flags.writeable)
            addresses[arg_name] = seg.base
            struct.pack_into("<Q", buf, a[".offset"], seg.base)
            continue
        if isinstance(v, np.ndarray):
            raise fail(f"{label} is a {a.get('.type_name') or a.get('.value_kind')} value: pass a Python number")
        problem = scalar_argument_problem(position, a, v)
        if problem:
            raise fail(problem)
        _pack_scalar(buf, a, v)
    for a in args:
        kind = str(a.get(".value_kind", ""))
        if kind.startswith("hidden") and a[".size"] in (1, 2, 4, 8):
            value = (lds_total + lds_extra - lds_fixed if kind == "hidden_dynamic_lds_size"
                     else _hidden_value(kind, grid, block, dims)) & ((1 << (8 * a[".size"])) - 1)
            buf[a[".offset"]:a[".offset"] + a[".size"]] = value.to_bytes(a[".size"], "little")
    return bytes(buf), addresses
