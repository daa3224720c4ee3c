"""What the statement stage hands to the encoder and the report (docs/ARCHITECTURE.md)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..diagnostics import Diagnostic, Note, SourceLoc


@dataclass(frozen=True, slots=True)
class PlainLine:
    text: str                       # plain LLVM syntax: an instruction, `label:` or a data directive
    loc: SourceLoc                  # copied from the statement it came from
    notes: tuple[Note, ...] = ()
    macro: str | None = None
    macro_loc: SourceLoc | None = None
    loop_ids: tuple[int, ...] = ()  # structured loops (innermost last) this line is inside


def _fast_init(cls, names: tuple[str, ...]):
    """An `__init__` for frozen slots dataclass `cls` that fills the slots directly: the generated one goes through
    object.__setattr__ field by field, which doubles the cost of the statement stage's 60,000-line kernels."""
    setters = tuple(cls.__dict__[name].__set__ for name in names)
    set_text, set_loc, set_notes, set_macro, set_macro_loc, set_loop_ids = setters

    def __init__(self, text, loc, notes=(), macro=None, macro_loc=None, loop_ids=()):
        set_text(self, text)
        set_loc(self, loc)
        set_notes(self, notes)
        set_macro(self, macro)
        set_macro_loc(self, macro_loc)
        set_loop_ids(self, loop_ids)
    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


PlainLine.__init__ = _fast_init(PlainLine, ("text", "loc", "notes", "macro", "macro_loc", "loop_ids"))


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
