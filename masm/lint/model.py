"""What one lint run produces: the diagnostics and, for the language server, what each stage made of the source."""
from __future__ import annotations

from dataclasses import field
from typing import Any

from ..dataclass_cache import dataclass
from ..diagnostics import Diagnostic


@dataclass(slots=True)
class KernelAnalysis:
    """One kernel as far as the pipeline got with it."""

    source: Any                                    # masm.kernels.KernelSource
    lowered: Any = None                            # masm.statements.LoweredKernel, None if lowering failed
    encoded: list[tuple[Any, Any]] = field(default_factory=list)   # (PlainLine, Encoded) for each instruction
    complete: bool = False                         # encoded and laid out by the build's own functions
    memo: dict = field(default_factory=dict)       # derived views readers build once (kept while the kernel is)


@dataclass(slots=True)
class Analysis:
    filename: str
    arch: str
    diagnostics: list[Diagnostic] = field(default_factory=list)
    statements: list = field(default_factory=list)                  # masm.source.Statement
    kernels: list[KernelAnalysis] = field(default_factory=list)
    memo: dict = field(default_factory=dict)          # derived views readers build once (e.g. lines by location)

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]
