"""Named registers and their scopes: aliases and temps bound by `alias` / `v_temp` / `s_temp`, opened and closed by
`enter` / `leave`.  Inner scopes shadow outer ones; temps are returned to their pool at `leave`.
"""
from __future__ import annotations

from dataclasses import field

from ..dataclass_cache import dataclass
from ..diagnostics import AssemblyError, Note, SourceLoc
from .allocator import Pool
from .registers import Reg


@dataclass(eq=False)
class Binding:
    """A name declared in a scope: an alias or a temp, and the registers it names."""
    name: str                 # as the user spelled it
    kind: str                 # "alias" | "temp"
    text: str                 # what the bare name becomes in an operand
    reg: Reg | None           # the registers it names (None for an alias of non-register text)
    loc: SourceLoc
    notes: tuple[Note, ...] = ()
    used: bool = False
    report_unused: bool = True
    group: str | None = None  # `arr0..11`: the alias range this element belongs to (warned about as a whole)
    shown: str = ""           # how messages name it when not by its name (a macro's internal temp)
    parent: "Binding | None" = None   # HetPas's element name `t0` of a temp array `t[5]`: a use is a use of `t`

    @property
    def title(self) -> str:
        """How messages name it: `temp 'x'`, or for a macro's internal `_name`, `a temp of macro 'M'`."""
        return self.shown or f"{self.kind} '{self.name}'"

    def describe(self) -> str:
        return f"{self.title} ({self.text})"


@dataclass(eq=False)
class Scope:
    """The names declared between an `enter` and its `leave`."""
    loc: SourceLoc | None                      # the `enter` that opened it (None for the kernel's own scopes)
    notes: tuple[Note, ...] = ()
    names: dict[str, Binding] = field(default_factory=dict)
    temps: list[Binding] = field(default_factory=list)


@dataclass(frozen=True)
class FreedName:
    """A name whose scope was left (a later use is reported with where it ended)."""
    binding: Binding
    leave_loc: SourceLoc


class Names:
    """The scope stack.  Scope 0 holds the ABI aliases the build stage predefines; scope 1 is the kernel's."""

    def __init__(self, pools: dict[str, Pool]):
        self.pools = pools
        self.scopes: list[Scope] = [Scope(None), Scope(None)]
        self.freed: dict[str, FreedName] = {}
        self.unused: list[Binding] = []     # bindings that went out of scope without a use (for warnings)
        self.used_in_groups: list[Binding] = []  # used elements of alias ranges
        self.version = 0                    # bumped whenever a name could resolve differently (operand caches)
        self.touched: list[Binding] | None = None  # when a list, lookups append the bindings they find
        self.declared: dict[str, list] = {}  # name -> explain.Declared of each temp/alias of 2+ registers bound

    @property
    def depth(self) -> int:
        return len(self.scopes) - 2

    def lookup(self, name: str) -> Binding | None:
        """The binding `name` refers to here (marks it used)."""
        key = name.lower()
        for scope in reversed(self.scopes):
            binding = scope.names.get(key)
            if binding is not None:
                binding.used = True
                if binding.parent is not None:
                    binding.parent.used = True
                if self.touched is not None:
                    self.touched.append(binding)
                return binding
        return None

    def freed_use_error(self, name: str, loc: SourceLoc, notes) -> AssemblyError | None:
        freed = self.freed.get(name.lower())
        if freed is None:
            return None
        b = freed.binding
        return AssemblyError.at(
            loc, f"'{name}' names a temp that was freed: declared at {b.loc}, freed by `leave` at {freed.leave_loc}",
            (Note(b.loc, f"'{b.name}' declared here"), Note(freed.leave_loc, "and freed here")) + tuple(notes),
            len(name))

    def bind(self, binding: Binding, *, predefined: bool = False) -> None:
        scope = self.scopes[0 if predefined else -1]
        key = binding.name.lower()
        previous = scope.names.get(key)
        if previous is not None and not predefined and previous.parent is None:   # (an element name yields)
            raise AssemblyError.at(
                binding.loc, f"'{binding.name}' is already declared in this scope (as {previous.describe()} at "
                             f"{previous.loc})", (Note(previous.loc, "previous declaration is here"),) + binding.notes,
                len(binding.name))
        scope.names[key] = binding
        self.version += 1
        if binding.reg is not None and binding.reg.count >= 2 and not predefined:
            from .explain import Declared
            self.declared.setdefault(key, []).append(Declared(binding.title, binding.reg, binding.loc, binding.notes,
                                                              binding.kind))
        self.freed.pop(key, None)
        if binding.kind == "temp":
            scope.temps.append(binding)

    def unbind_alias(self, name: str, loc: SourceLoc, notes) -> None:
        key = name.lower()
        for scope in reversed(self.scopes):
            binding = scope.names.get(key)
            if binding is not None:
                if binding.kind != "alias":
                    raise AssemblyError.at(loc, f"'{name}' is a temp (declared at {binding.loc}), not an alias; "
                                                f"temps are freed by `leave`", (Note(binding.loc, "declared here"),)
                                           + tuple(notes), len(name))
                del scope.names[key]
                self.version += 1
                self._retire(binding)
                return
        raise AssemblyError.at(loc, f"no alias '{name}' to remove", tuple(notes), len(name))

    def enter(self, loc: SourceLoc, notes) -> None:
        self.scopes.append(Scope(loc, tuple(notes)))

    def leave(self, loc: SourceLoc) -> Scope:
        scope = self.scopes.pop()
        self.version += 1
        for binding in scope.names.values():
            self._retire(binding)
        for temp in scope.temps:
            self.pools[temp.reg.file].release(temp.reg)
            if self.lookup_quiet(temp.name) is None:
                self.freed[temp.name.lower()] = FreedName(temp, loc)
        return scope

    def lookup_quiet(self, name: str) -> Binding | None:
        key = name.lower()
        for scope in reversed(self.scopes):
            if key in scope.names:
                return scope.names[key]
        return None

    def live_bindings(self):
        for scope in self.scopes:
            yield from scope.names.values()

    def finish(self) -> None:
        """End of kernel: every binding still in scope goes out of scope now."""
        for scope in self.scopes:
            for binding in scope.names.values():
                self._retire(binding)

    def _retire(self, binding: Binding) -> None:
        if not binding.used and binding.report_unused:
            self.unused.append(binding)
        elif binding.used and binding.group is not None:
            self.used_in_groups.append(binding)
