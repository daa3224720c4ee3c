"""`masm run`: build a source, run one kernel on the CPU simulator, write output arrays and print a summary.

Arguments, in the kernel's order: numbers (`3`, `2.5`, `-1`, `0x10`), `.npy` files (loaded; written back after the
run) and new output arrays `NAME:TYPE[COUNT]` (zero-filled, saved as NAME.npy).
"""
from __future__ import annotations

import re

import click
import numpy as np

from ..diagnostics import AssemblyError, SourceLoc
from ..sim.launch import scalar_argument_problem

_NEW_ARRAY = re.compile(r"^([A-Za-z_][\w.\-/]*):(u8|i8|u16|i16|u32|i32|u64|i64|f16|f32|f64)\[(\d+)\]$")
_DTYPES = {"u8": np.uint8, "i8": np.int8, "u16": np.uint16, "i16": np.int16, "u32": np.uint32, "i32": np.int32,
           "u64": np.uint64, "i64": np.int64, "f16": np.float16, "f32": np.float32, "f64": np.float64}


def _usage(msg: str) -> AssemblyError:
    return AssemblyError.at(SourceLoc("<command line>", 1, 1), msg)


def parse_dims(text: str | None):
    if text is None:
        return None
    try:
        dims = tuple(int(x, 0) for x in text.split(","))
    except ValueError:
        raise click.UsageError(f"expected N or X,Y,Z, got {text!r}") from None
    if not 1 <= len(dims) <= 3 or min(dims) < 1:
        raise click.UsageError(f"expected 1 to 3 positive sizes, got {text!r}")
    return dims


def parse_arg(text: str):
    """-> (value, path to save after the run or None)."""
    m = _NEW_ARRAY.match(text)
    if m:
        name, t, n = m.groups()
        path = name if name.endswith(".npy") else name + ".npy"
        return np.zeros(int(n), _DTYPES[t]), path
    if text.endswith(".npy"):
        try:
            arr = np.load(text)
        except (OSError, ValueError) as e:
            raise _usage(f"cannot read {text}: {e}") from None
        return np.ascontiguousarray(arr), text
    try:
        return int(text, 0), None
    except ValueError:
        pass
    try:
        return float(text), None
    except ValueError:
        raise _usage(f"argument {text!r} is not a number, a .npy file or NAME:TYPE[COUNT]") from None


def check_args(declared: list[dict], parsed: list) -> None:
    """Refuse a command-line value that does not fit its declared kernel argument (declared: the kernel's explicit
    amdhsa metadata args, in order), naming the argument by position, name and type.  The count is the simulator's
    check."""
    for position, (a, (value, _)) in enumerate(zip(declared, parsed), 1):
        t = a.get(".type_name") or a.get(".value_kind") or "?"
        what = f"argument {position} '{a.get('.name', '?')}' ({t})"
        if a.get(".value_kind") == "global_buffer" or t == "ptr":
            if not isinstance(value, np.ndarray):
                raise _usage(f"{what} is a pointer: pass a .npy file or NAME:TYPE[COUNT], not the number {value!r}")
            continue
        if isinstance(value, np.ndarray):
            raise _usage(f"{what} is a scalar: pass a number, not an array")
        problem = scalar_argument_problem(position, a, value)
        if problem:
            raise _usage(problem)


def run_run(file, source, *, arch, kernel, grid, block, args, include_dirs, check_waitcnt=True, defines=None):
    from .. import api
    from ..sim.launch import kernel_from_program
    from rich.console import Console
    program = api.build(source, arch, filename=file, include_dirs=include_dirs, defines=defines)
    parsed = [parse_arg(a) for a in args]
    declared = [a for a in kernel_from_program(program, kernel).args
                if not str(a.get(".value_kind", "")).startswith("hidden")]
    if len(declared) == len(parsed):      # a wrong count is the simulator's error (it lists every argument)
        check_args(declared, parsed)
    before = [v.copy() if isinstance(v, np.ndarray) and p is not None and p.endswith(".npy") and
              _NEW_ARRAY.match(a) is None else None for (v, p), a in zip(parsed, args)]
    result = api.run(program, kernel=kernel, grid=parse_dims(grid), block=parse_dims(block),
                     args=[v for v, _ in parsed], check_waitcnt=check_waitcnt)
    saved = []
    for (value, path), old in zip(parsed, before):
        if path is not None and (old is None or not np.array_equal(old.view(np.uint8), value.view(np.uint8))):
            np.save(path, value)   # new output arrays, and input arrays the kernel changed
            saved.append(path)
    out = Console(highlight=False)
    out.print(f"kernel {result.kernel}: grid {result.grid}, block {result.block}", markup=False)
    out.print(f"waves run: {result.waves}", markup=False)
    out.print(f"instructions executed: {result.instructions} (lane-instructions: {result.lane_instructions})",
              markup=False)
    out.print(f"time: {result.seconds:.3f} s", markup=False)
    if saved:
        out.print("wrote " + ", ".join(saved), markup=False)
