"""Source locations, diagnostics and the one exception type every user error becomes.

Every stage reports problems as `Diagnostic`s located at a `SourceLoc`; the chain of macro / include / `__for__`
sites a location came through travels with it as `notes`.  Rendering (terminal, JSON, LSP) lives elsewhere and only
reads these fields.
"""
from __future__ import annotations

from dataclasses import field
from typing import NamedTuple

from .dataclass_cache import dataclass
from .regex_cache import regex


class SourceLoc(NamedTuple):
    """A 1-based position in a source file.  (SourceLoc, Note, Statement and PlainLine are named tuples: a large
    source makes hundreds of thousands of them, and a tuple is the cheapest immutable record to create.)"""

    file: str
    line: int
    column: int = 1

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


class Note(NamedTuple):
    """One step of an expansion chain: `in expansion of macro 'PASS'` at the invocation site."""

    loc: SourceLoc
    message: str


_CONTROL_CHARACTERS = regex(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def printable(message: str) -> str:
    """`message` with control characters (from the user's text, e.g. a stray BEL or ESC) written as escapes, so a
    terminal shows them instead of obeying them and `grep` does not call the output binary."""
    if _CONTROL_CHARACTERS.search(message) is None:
        return message
    return _CONTROL_CHARACTERS.sub(lambda m: f"\\x{ord(m.group()):02x}", message)


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """An error, warning or note at a place in the source, with the chain of sites it came through."""
    severity: str  # "error" | "warning" | "note"
    message: str
    loc: SourceLoc
    notes: tuple[Note, ...] = ()
    length: int = 1  # characters underlined from `loc.column`
    code: str | None = None  # the kind of a static-check warning: "missing-waitcnt", "hazard", "uninitialized"
    fix: str | None = None   # an instruction that fixes it, inserted before the line (`s_waitcnt vmcnt(0)`, `s_nop 1`)

    def __post_init__(self) -> None:
        clean = printable(self.message)
        if clean is not self.message:
            object.__setattr__(self, "message", clean)

    @property
    def file(self) -> str:
        return self.loc.file

    @property
    def line(self) -> int:
        return self.loc.line

    @property
    def column(self) -> int:
        return self.loc.column

    def as_dict(self) -> dict:
        return {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "severity": self.severity,
            "message": self.message,
            "notes": [{"file": n.loc.file, "line": n.loc.line, "column": n.loc.column, "message": n.message}
                      for n in self.notes],
            **({"code": self.code} if self.code else {}),
            **({"fix": self.fix} if self.fix else {}),
        }

    def __str__(self) -> str:
        head = f"{self.loc}: {self.severity}: {self.message}"
        return "\n".join([head] + [f"{n.loc}: note: {n.message}" for n in self.notes])


_FIELD_SETTERS = tuple(Diagnostic.__dict__[name].__set__ for name in Diagnostic.__slots__)


def printable_warning(message: str, loc: SourceLoc, notes: tuple, code: str, fix: str) -> Diagnostic:
    """`Diagnostic("warning", message, loc, notes, 1, code, fix)` for a `message` known to have no control
    character (`printable(message) is message`), made without the generated `__init__` (a frozen class sets each
    field through `object.__setattr__`) and its check: the static checks make tens of thousands of warnings."""
    d = _new_object(Diagnostic)
    severity, message_, loc_, notes_, length, code_, fix_ = _FIELD_SETTERS
    severity(d, "warning")
    message_(d, message)
    loc_(d, loc)
    notes_(d, notes)
    length(d, 1)
    code_(d, code)
    fix_(d, fix)
    return d


_new_object = object.__new__


def collapse_repeats(notes: tuple[Note, ...], most: int = 4, least: int = 3) -> tuple[Note, ...]:
    """`notes` with every run of a repeated block (one note, or a cycle of up to `most` notes: an endless
    recursion's chain) shown once, then `… (repeated N more times)`, when it comes `least` times or more."""
    if len(notes) < least:
        return tuple(notes)
    out: list[Note] = []
    i, n = 0, len(notes)
    while i < n:
        best = (1, 1)                      # (times, block length)
        for size in range(1, most + 1):
            block = notes[i:i + size]
            if len(block) < size:
                break
            times = 1
            while notes[i + times * size:i + (times + 1) * size] == block:
                times += 1
            if times >= least and times * size > best[0] * best[1]:
                best = (times, size)
        times, size = best
        out.extend(notes[i:i + size])
        if times > 1:
            what = "" if size == 1 else f"the last {size} notes "
            out.append(Note(notes[i].loc, f"… ({what}repeated {times - 1} more time{'s' if times > 2 else ''})"))
        i += times * size
    return tuple(out)


class AssemblyError(Exception):
    """Raised for every problem in the user's input. `.diagnostics` lists all of them (errors first)."""

    def __init__(self, diagnostics: "list[Diagnostic] | Diagnostic"):
        if isinstance(diagnostics, Diagnostic):
            diagnostics = [diagnostics]
        self.diagnostics: list[Diagnostic] = list(diagnostics)
        super().__init__("\n".join(str(d) for d in self.diagnostics))

    @classmethod
    def at(cls, loc: SourceLoc, message: str, notes: tuple[Note, ...] = (), length: int = 1) -> "AssemblyError":
        return cls(Diagnostic("error", message, loc, tuple(notes), length))


class DiagnosticSink:
    """Collects diagnostics so a pass can keep going after an error (lint shows them all)."""

    def __init__(self) -> None:
        self.items: list[Diagnostic] = []

    def error(self, loc: SourceLoc, message: str, notes=(), length: int = 1) -> None:
        self.items.append(Diagnostic("error", message, loc, tuple(notes), length))

    def warning(self, loc: SourceLoc, message: str, notes=(), length: int = 1) -> None:
        self.items.append(Diagnostic("warning", message, loc, tuple(notes), length))

    def extend(self, err: AssemblyError) -> None:
        self.items.extend(err.diagnostics)

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.items if d.severity == "error"]

    def raise_if_errors(self) -> None:
        if self.errors:
            raise AssemblyError(self.errors + [d for d in self.items if d.severity != "error"])
