"""Temporary wiring until the build stage lands: plain assembly only (labels + instructions)."""
from __future__ import annotations

from types import SimpleNamespace


def build_program(source, arch, *, filename="<input>", long_branches=False, include_dirs=()):
    from .isa.plain import assemble_plain
    code = assemble_plain(source, arch, filename=filename)
    return SimpleNamespace(code=code, code_object=None, report={}, kernels=[])


def expand_source(source, arch, *, filename="<input>", include_dirs=()):
    raise NotImplementedError
