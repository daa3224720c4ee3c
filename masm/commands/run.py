"""`masm run`: build a source (or read a code object, compiler-made included), run one kernel on the CPU simulator,
write output arrays and print a summary.

Arguments, in the kernel's order: numbers (`3`, `2.5`, `-1`, `0x10`), `.npy` files (loaded; written back after the
run when the kernel changed them), new output arrays `NAME:TYPE[COUNT]` (zero-filled, saved as NAME.npy) and `lds:BYTES`
for a `local` pointer argument (that much LDS after the kernel's own).  Every
array file is written atomically (`masm.files.write_atomically`): killed at any moment, the old file or the complete
new one is there.  New arrays together may take at most `--memory-limit` bytes (checked before anything is allocated).
"""
from __future__ import annotations

import os
import re
import stat

import click
import numpy as np

from ..diagnostics import AssemblyError, SourceLoc
from ..codeobject.bundle import choose_arch  # noqa: F401 - (where it lives: disasm and report need no simulator)
from ..regex_cache import regex
from ..sim.kernargs import argument_type, explicit_args, scalar_argument_problem, what_argument

_NEW_ARRAY = regex(r"^([A-Za-z_][\w.\-/]*):(u8|i8|u16|i16|u32|i32|u64|i64|f16|f32|f64)\[(\d+)\]$")
_DTYPES = {"u8": np.uint8, "i8": np.int8, "u16": np.uint16, "i16": np.int16, "u32": np.uint32, "i32": np.int32,
           "u64": np.uint64, "i64": np.int64, "f16": np.float16, "f32": np.float32, "f64": np.float64}
_LDS = regex(r"^lds:(\d+|0x[0-9a-fA-F]+)$")
_SIZE = regex(r"^\s*(\d+)\s*([kmgt]?)i?b?\s*$", re.IGNORECASE)


def _usage(msg: str) -> AssemblyError:
    return AssemblyError.at(SourceLoc("<command line>", 1, 1), msg)


def parse_size(text: str) -> int:
    """`1073741824`, `512M`, `2G`, `1GiB` -> bytes."""
    m = _SIZE.match(text)
    if not m:
        raise click.BadParameter(f"expected a size in bytes (e.g. 512M, 2G), got {text!r}")
    return int(m.group(1)) << {"": 0, "k": 10, "m": 20, "g": 30, "t": 40}[m.group(2).lower()]


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


def parse_arg(text: str, budget: list[int] | None = None):
    """-> (value, path to save after the run or None).  `budget`: [bytes new arrays may still take] (updated)."""
    lds = _LDS.match(text)
    if lds:
        from ..sim.kernargs import DynamicLds
        return DynamicLds(int(lds.group(1), 0)), None
    m = _NEW_ARRAY.match(text)
    if m:
        name, t, n = m.groups()
        path = name if name.endswith(".npy") else name + ".npy"
        nbytes = int(n) * np.dtype(_DTYPES[t]).itemsize
        if budget is not None:
            if nbytes > budget[0]:
                raise _usage(f"new array {text} needs {nbytes:,} bytes, more than the {budget[0]:,} left of the "
                             "memory limit (raise it with --memory-limit)")
            budget[0] -= nbytes
        try:
            return np.zeros(int(n), _DTYPES[t]), path
        except (MemoryError, ValueError) as e:     # (numpy's _ArrayMemoryError is a MemoryError)
            raise _usage(f"new array {text}: cannot allocate {nbytes:,} bytes ({e.__class__.__name__})") from None
    if text.endswith(".npy"):
        try:
            if not stat.S_ISREG(os.stat(text).st_mode):      # a FIFO would block the run, a device never end
                raise _usage(f"cannot read {text}: not a regular file")
            arr = np.load(text, allow_pickle=False)
        except (OSError, ValueError, EOFError, MemoryError) as e:
            raise _usage(f"cannot read {text}: {e}") from None
        if not isinstance(arr, np.ndarray) or arr.dtype.hasobject:
            raise _usage(f"cannot read {text}: not a numeric array")
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
        what = what_argument(position, a)
        if a.get(".value_kind") == "dynamic_shared_pointer":
            from ..sim.kernargs import DynamicLds
            if not isinstance(value, DynamicLds):
                raise _usage(f"{what} is a local (LDS) pointer: pass lds:BYTES, the LDS it gets")
            continue
        if argument_type(a) == "ptr":
            if not isinstance(value, np.ndarray):
                raise _usage(f"{what} is a pointer: pass a .npy file or NAME:TYPE[COUNT], not the number {value!r}")
            continue
        if isinstance(value, np.ndarray):
            raise _usage(f"{what} is a scalar: pass a number, not an array")
        problem = scalar_argument_problem(position, a, value)
        if problem:
            raise _usage(problem)


def _check_outputs(args, parsed) -> None:
    """Refuse, before anything runs, a new output array saved to the file another argument names (one would be lost:
    `--arg out:f32[64] --arg out:f32[64]`, or `x.npy` and `x:f32[64]`)."""
    named: dict = {}
    for n, ((_, path), text) in enumerate(zip(parsed, args), 1):
        if path is None:
            continue
        first = named.setdefault(os.path.realpath(path), n)
        if first != n and (_NEW_ARRAY.match(text) or _NEW_ARRAY.match(args[first - 1])):
            raise _usage(f"arguments {first} and {n} would both be saved to {path}: give each new array a name of "
                         f"its own")


def _save(path: str, value: np.ndarray) -> None:
    from ..files import write_atomically
    try:
        write_atomically(path, lambda f: np.save(f, value))
    except OSError as e:
        raise click.ClickException(f"cannot write {path}: {e.strerror or e}") from None


def load_program(file: str, data: bytes, *, arch: str | None, force_arch: bool, include_dirs, defines):
    """What to run: the bytes of a code object (an ELF file), or the Program built from a source."""
    from .. import api
    from ..codeobject.bundle import is_code_object, open_code_object
    if is_code_object(data):
        co = open_code_object(data, file, arch)
        return co, choose_arch(co, arch, force_arch, file)
    from ..render import register_source
    source = data.decode("utf-8", errors="replace")
    if file == "-":
        register_source(file, source)
    # (an arch not given comes from the file's .amdgcn_target, as `masm build` takes it: api.resolve_arch)
    return api.build(source, arch, filename=file, include_dirs=include_dirs, defines=defines), None


def run_run(file, data: bytes, *, arch, kernel, grid, block, args, include_dirs, check_waitcnt=True, defines=None,
            force_arch=False, memory_limit=None, max_steps=2_000_000, scratch=None, time_limit=10.0,
            dynamic_lds=0):
    from rich.console import Console
    from ..sim.launch import MEMORY_LIMIT, kernel_from_program, launch_kernel
    memory_limit = MEMORY_LIMIT if memory_limit is None else memory_limit
    program, co_arch = load_program(file, data, arch=arch, force_arch=force_arch, include_dirs=include_dirs,
                                    defines=defines)
    launch = kernel_from_program(program, kernel, arch=co_arch, name=file)
    budget = [memory_limit]
    parsed = [parse_arg(a, budget) for a in args]
    _check_outputs(args, parsed)
    declared = explicit_args(launch.args)
    if len(declared) == len(parsed):      # a wrong count is the simulator's error (it lists every argument)
        check_args(declared, parsed)
    before = [v.copy() if isinstance(v, np.ndarray) and p is not None and p.endswith(".npy") and
              _NEW_ARRAY.match(a) is None else None for (v, p), a in zip(parsed, args)]
    result = launch_kernel(launch, parse_dims(grid) or (1,), parse_dims(block), [[v for v, _ in parsed]],
                           step_limit=max_steps or None, check_waitcnt=check_waitcnt, memory_limit=memory_limit,
                           scratch=scratch, time_limit=time_limit or None, dynamic_lds=dynamic_lds)
    writes: dict = {}           # file -> (argument number, array): new output arrays, input arrays the kernel changed
    for n, ((value, path), old) in enumerate(zip(parsed, before), 1):
        if path is not None and (old is None or not np.array_equal(old.view(np.uint8), value.view(np.uint8))):
            first = writes.setdefault(os.path.realpath(path), (n, path, value))
            if first[0] != n and not np.array_equal(first[2].view(np.uint8), value.view(np.uint8)):
                raise click.ClickException(f"{path} was given as arguments {first[0]} and {n}, and the kernel left "
                                           f"the two copies different: nothing is written")
    saved = []
    for _, path, value in writes.values():
        _save(path, value)
        saved.append(path)
    out = Console(highlight=False)
    out.print(f"kernel {result.kernel}: grid {result.grid}, block {result.block}", markup=False)
    out.print(f"waves run: {result.waves}", markup=False)
    out.print(f"instructions executed: {result.instructions} (lane-instructions: {result.lane_instructions})",
              markup=False)
    out.print(f"time: {result.seconds:.3f} s", markup=False)
    if saved:
        out.print("wrote " + ", ".join(saved), markup=False)
