"""What the statement stage hands to the encoder and the report (docs/ARCHITECTURE.md)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from ..diagnostics import Diagnostic, Note, SourceLoc


class PlainLine(NamedTuple):
    text: str                       # plain LLVM syntax: an instruction, `label:` or a data directive
    loc: SourceLoc                  # copied from the statement it came from
    notes: tuple[Note, ...] = ()
    macro: str | None = None
    macro_loc: SourceLoc | None = None
    loop_ids: tuple[int, ...] = ()  # structured loops (innermost last) this line is inside


@dataclass(frozen=True, slots=True)
class LoopInfo:
    id: int
    loc: SourceLoc                  # the loop's opening statement
    kind: str                       # "s_while" | "s_repeat" | "v_while" | "v_repeat"


@dataclass
class LoweredKernel:
    lines: list[PlainLine]
    budget_vgprs: int | None = None
    budget_sgprs: int | None = None
    loops: list[LoopInfo] = field(default_factory=list)
    warnings: list[Diagnostic] = field(default_factory=list)

    def text(self) -> str:
        """The kernel as plain assembly (labels flush left, instructions indented)."""
        return "\n".join(line.text if line.text.endswith(":") else "  " + line.text for line in self.lines) + "\n"
