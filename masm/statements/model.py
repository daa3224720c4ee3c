"""What the statement stage hands to the encoder and the report (docs/ARCHITECTURE.md)."""
from __future__ import annotations

from dataclasses import field, replace
from typing import NamedTuple

from ..dataclass_cache import dataclass
from ..diagnostics import Diagnostic, Note, SourceLoc
from ..regex_cache import regex


_UNDEFINED_LABEL = regex(r"^undefined label '([^']+)'$")
_GENERATED = regex(r"'?(\.L[\w.@$]*\w)'?")


class PlainLine(NamedTuple):
    text: str                       # plain LLVM syntax: an instruction, `label:` or a data directive
    loc: SourceLoc                  # copied from the statement it came from
    notes: tuple[Note, ...] = ()
    macro: str | None = None
    macro_loc: SourceLoc | None = None
    loop_ids: tuple[int, ...] = ()  # structured loops (innermost last) this line is inside


@dataclass(frozen=True, slots=True)
class LoopInfo:
    """A structured loop of the source (for the report's loops)."""
    id: int
    loc: SourceLoc                  # the loop's opening statement
    kind: str                       # "s_while" | "s_repeat" | "v_while" | "v_repeat"


@dataclass
class LoweredKernel:
    """A kernel's lowered lines, with its register budgets, loops, warnings and names."""
    lines: list[PlainLine]
    budget_vgprs: int | None = None
    budget_sgprs: int | None = None
    loops: list[LoopInfo] = field(default_factory=list)
    warnings: list[Diagnostic] = field(default_factory=list)
    # generated label -> how a message names it: `'@top'` for the user's `@top`, `the end of the 's_while' at …`
    spellings: dict[str, str] = field(default_factory=dict)
    # lower-cased name -> every temp / alias of 2+ registers declared under it (masm/statements/explain.py)
    declared: dict[str, list] = field(default_factory=dict)
    label_names: list[str] = field(default_factory=list)   # the kernel's labels as written (hints)
    label_hints: dict[str, str] = field(default_factory=dict, repr=False, compare=False)  # (hints.label_hint)
    # the lines whose first word may start with `.` (a directive's, or a label's), in order, when the lowering knows
    # every other line's first word does not (the shortcut for plain files: those are instructions); None: any
    # line may.  The questions about directives (pipeline._is_module, _target_of; the unused-label warnings) look
    # at these lines only, not at each of a big file's lines.
    directive_lines: list[PlainLine] | None = field(default=None, repr=False, compare=False)

    def _label_hint(self, message: str) -> str:
        """`undefined label 'top'` with `; did you mean '@top'?` when a label of the kernel is spelled like it."""
        match = _UNDEFINED_LABEL.match(message)
        if match is None or not self.label_names:
            return message
        from ..hints import label_hint
        return message + label_hint(match.group(1), self.label_names, self.label_hints)

    def in_user_terms(self, diagnostics) -> list[Diagnostic]:
        """`diagnostics` of later stages (encoding, layout) with the generated label names they mention replaced
        by what the user wrote."""
        spellings = self.spellings
        if not spellings and not self.label_names:
            return list(diagnostics)

        def speak(text: str) -> str:
            if ".L" not in text:
                return text
            return _GENERATED.sub(lambda m: spellings.get(m.group(1), m.group(0)), text)

        out = []
        for d in diagnostics:
            notes = tuple(Note(n.loc, speak(n.message)) for n in d.notes)
            message = self._label_hint(speak(d.message))
            out.append(d if message == d.message and notes == d.notes else replace(d, message=message, notes=notes))
        return out

    def text(self) -> str:
        """The kernel as plain assembly (labels flush left, instructions indented)."""
        return "\n".join(line.text if line.text.endswith(":") else "  " + line.text for line in self.lines) + "\n"
