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

from .cache import LintCache
from .model import Analysis, KernelAnalysis
from .run import analyze, lint_source

__all__ = ["Analysis", "KernelAnalysis", "LintCache", "analyze", "lint_source"]
