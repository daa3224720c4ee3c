"""The library surface: what the CLI, the tests and the language server call.

Each function wires the pipeline stages together (see docs/ARCHITECTURE.md); none of them prints.

`defines` (NAME -> VALUE, as `masm build -D NAME=VALUE`) are read as `#define NAME VALUE` lines written before the
first line of the source; their locations are in the pseudo file `<command line>` (line N: the N-th definition).
"""
from __future__ import annotations

import os
from typing import Mapping, Sequence

from .targets import DEFAULT_ARCH


def _text(source) -> str:
    """The source as text: a str, or bytes read from a file (UTF-8; undecodable bytes become U+FFFD, which the lexer
    reports where they are, as `masm build FILE` reads files)."""
    if isinstance(source, str):
        return source
    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source).decode("utf-8", errors="replace")
    raise TypeError(f"source must be the text of a source (str, or UTF-8 bytes), not {type(source).__name__}")


def _folders(include_dirs) -> tuple[str, ...]:
    """`include_dirs` as folder names: one folder given as a str or Path is that folder, not a list of its
    characters."""
    if not include_dirs:
        return ()
    if isinstance(include_dirs, (str, bytes, os.PathLike)):
        include_dirs = (include_dirs,)
    return tuple(os.fsdecode(d) for d in include_dirs)


def resolve_arch(source: str, arch: str | None) -> str:
    """`arch`, or when None the processor of the file's `.amdgcn_target`, else DEFAULT_ARCH."""
    if arch:
        return arch
    # (the directive's regular expression tries every line: 1.5 ms of a 5,000-line build that names no target; a
    # text it matches holds the name in some case of ASCII letters, and no other character lowers to one of them)
    if ".amdgcn_target" not in source.lower():
        return DEFAULT_ARCH
    from .pipeline import file_arch
    return file_arch(source) or DEFAULT_ARCH


def build(source: str, arch: str | None = None, *, filename: str = "<input>", long_branches: bool = False,
          include_dirs: Sequence[str] = (), defines: Mapping[str, str] | None = None):
    """Assemble a masm (or plain GCN) source into a `Program` (code object, raw code, report, kernels)."""
    from .pipeline import build_program
    source = _text(source)
    return build_program(source, resolve_arch(source, arch), filename=filename, long_branches=long_branches,
                         include_dirs=_folders(include_dirs), defines=defines)


def assemble(source: str, arch: str | None = None, *, filename: str = "<input>",
             include_dirs: Sequence[str] = (), defines: Mapping[str, str] | None = None) -> bytes:
    """The code bytes of `source` (all kernels, in order)."""
    return build(source, arch, filename=filename, include_dirs=include_dirs, defines=defines).code


def expand(source: str, arch: str | None = None, *, filename: str = "<input>",
           include_dirs: Sequence[str] = (), defines: Mapping[str, str] | None = None,
           warnings: list | None = None) -> str:
    """The expanded plain assembly (llvm-mc accepts it and encodes it to the same bytes); `warnings`, a list that
    receives the expansion's warnings (Diagnostic)."""
    from .pipeline import expand_source
    source = _text(source)
    return expand_source(source, resolve_arch(source, arch), filename=filename, include_dirs=_folders(include_dirs),
                         defines=defines, warnings=warnings)


def lint(source: str, arch: str | None = None, *, filename: str = "<input>", include_dirs: Sequence[str] = (),
         defines: Mapping[str, str] | None = None):
    """Every diagnostic (errors and warnings) the whole pipeline finds, without writing anything."""
    from .lint import lint_source
    source = _text(source)
    return lint_source(source, resolve_arch(source, arch), filename=filename, include_dirs=_folders(include_dirs),
                       defines=defines)


def run(program, kernel: str | None = None, grid=(1,), block=None, args: Sequence = (), *,
        check_waitcnt: bool = True, step_limit: int | None = 2_000_000, arch: str | None = None,
        scratch: int | None = None, time_limit: float | None = 10.0, dynamic_lds: int = 0):
    """Execute a kernel on the CPU simulator (arrays in `args` are written back in place).  `program` is a built
    `Program` or the bytes of any AMDGPU code object (masm's or a compiler's; `arch` overrides its ELF header).

    `check_waitcnt` reports a register used while a load into it may still be in flight (a missing s_waitcnt).
    A batch of waves whose whole state repeats is an endless loop (a `SimulationError` at once); one that runs
    `step_limit` instruction steps, or `time_limit` seconds of CPU time, stops too (None: no limit).  `scratch` gives
    each work-item that many bytes of private memory when the descriptor asks for less (a compiler's recursion or
    dynamic stack).  `dynamic_lds` gives each workgroup that many bytes of LDS after the kernel's own (HIP's dynamic
    shared memory, `extern __shared__`, which the launch sizes)."""
    from .sim import run_program
    return run_program(program, kernel=kernel, grid=grid, block=block, args=args, check_waitcnt=check_waitcnt,
                       step_limit=step_limit, arch=arch, scratch=scratch, time_limit=time_limit,
                       dynamic_lds=dynamic_lds)
