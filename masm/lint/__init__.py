"""`masm lint`: run the whole pipeline without writing anything and collect every diagnostic, plus warnings.

The stages are the build's own (docs/ARCHITECTURE.md): preprocess -> split_kernels -> lower -> encode -> layout.  Lint
calls them one unit at a time so that one error does not hide the next: every kernel is lowered even when an earlier one
failed, every instruction is encoded even when an earlier one failed.  A stage that stops at its first error still gives
that error.  On top of the errors, lint warns about what is legal but probably a mistake:

- an alias or temp declared and never used, a label nothing branches to (the statement stage finds these and returns
  them in `LoweredKernel.warnings`), a macro parameter the body never uses;
- a register read before anything in the kernel wrote it (ABI-initialised registers count as written);
- `numvgprs N` above the VGPRs the kernel uses, with the occupancy that costs.

`analyze()` also returns what the stages produced (statements, lowered kernels, encodings) so the language server can
answer hovers from the same run.  A `LintCache` makes repeated runs on an edited document cheap.

run.py drives the stages (stages.py names every stage entry point lint calls), cache.py is the incremental part
(chunks of source preprocessed once, kernels relocated when lines move), checks.py holds lint's own warnings.
"""
from __future__ import annotations

__all__ = ["Analysis", "KernelAnalysis", "LintCache", "analyze", "lint_source"]

_WHERE = {"LintCache": ".cache", "Analysis": ".model", "KernelAnalysis": ".model", "analyze": ".run",
          "lint_source": ".run"}


def __getattr__(name: str):
    """The package's names, imported on first use (`import masm` then costs nothing for a build)."""
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib
    value = getattr(importlib.import_module(where, __name__), name)
    globals()[name] = value
    return value
