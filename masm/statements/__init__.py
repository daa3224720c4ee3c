"""The statement stage: named registers, scopes and structured control flow -> plain LLVM AMDGPU lines.

`lower(kernel, arch)` takes any object with `.name`, `.statements` (`masm.source.Statement`s, macros expanded) and
optionally `.aliases` (name -> register text the build stage predefines, e.g. `kernarg_ptr` -> `s[0:1]`), `.loc` and
`.end_loc`, and returns a `LoweredKernel` (see docs/ARCHITECTURE.md).
"""
from __future__ import annotations

from .model import LoopInfo, LoweredKernel, PlainLine


def lower(kernel, arch: str, sink=None, poisoned=()) -> LoweredKernel:
    """Raises AssemblyError when any statement fails; given a `DiagnosticSink`, records the errors there instead and
    returns the lines of every statement that lowered (statements naming a name whose declaration failed are left
    out too, so that their uses make up no further errors).  `poisoned`: `recovery.statement_key`s of statements an
    earlier stage reported (see masm/statements/recovery.py)."""
    from .lowering import Lowerer
    return Lowerer(kernel, arch, poisoned).run(sink)


__all__ = ["lower", "LoweredKernel", "PlainLine", "LoopInfo"]
