"""Temp register pools: `v_temp_range 2..127`, `s_temp_range 8..40, 60..99`, first-fit allocation with alignment.

One `Pool` per register file.  Declaring a range again replaces the pool's members; registers already handed out
stay taken until they are freed, so a redeclaration never hands one register to two temps.
"""
from __future__ import annotations

from .registers import FILE_SIZES, Reg


class PoolError(Exception):
    """An allocation the pool cannot satisfy; the caller turns it into a located AssemblyError."""


class Pool:
    def __init__(self, file: str):
        self.file = file
        self.members: frozenset[int] = frozenset()
        self.declared = False
        self.spelling = ""          # the range as the user wrote it, for messages
        self.taken: set[int] = set()
        self.owners: dict[int, tuple] = {}   # taken register -> (what holds it, where, a note there), for messages

    @property
    def keyword(self) -> str:
        return f"{self.file}_temp_range"

    def declare(self, members: set[int], spelling: str) -> None:
        self.members = frozenset(members)
        self.declared = True
        self.spelling = spelling

    def free_count(self) -> int:
        return len(self.members - self.taken)

    def allocate(self, count: int, align: int = 1, exclude: "dict[int, str] | None" = None, owner: tuple = ()) -> Reg:
        """The lowest-index run of `count` free pool registers starting at a multiple of `align`, none of them in
        `exclude` (register -> why it is not free now, e.g. an ABI register the kernel still reads)."""
        if not self.declared:
            raise PoolError(f"no {self.file}_temp pool: declare one with `{self.keyword} FIRST..LAST` first")
        blocked = self.taken.union(exclude) if exclude else self.taken
        members = self.members
        for first in range(0, FILE_SIZES[self.file] - count + 1, align):
            run = range(first, first + count)
            if all(r in members and r not in blocked for r in run):
                self.taken.update(run)
                if owner:
                    self.owners.update(dict.fromkeys(run, owner))
                return Reg(self.file, first, count)
        free = len(members - blocked)
        detail = f"{count} asked" + (f" (aligned to {align})" if align > 1 else "")
        why = ""
        excluded = sorted(r for r in (exclude or ()) if r in members and r not in self.taken)
        if excluded:
            why = "; not free now: " + ", ".join(exclude[r] for r in excluded)
        if free >= count:
            raise PoolError(f"out of temp registers in {self.keyword} {self.spelling}: {detail}, {free} free "
                            f"but no {'aligned ' if align > 1 else ''}run of {count} consecutive{why}")
        raise PoolError(f"out of temp registers in {self.keyword} {self.spelling}: {detail}, {free} free{why}")

    def owner(self, index: int) -> tuple | None:
        """(what, where, note) of the holder of taken register `index` (None: free, or taken without a name)."""
        return self.owners.get(index) if index in self.taken else None

    def release(self, reg: Reg) -> None:
        run = range(reg.first, reg.first + reg.count)
        self.taken.difference_update(run)
        for r in run:
            self.owners.pop(r, None)


def parse_range_list(items: list[str], evaluate) -> set[int]:
    """`["2..127"]`, `["8..40", "60..99", "120"]` -> the set of indices (each bound is a constant expression)."""
    members: set[int] = set()
    for item in items:
        lo_text, sep, hi_text = item.partition("..")
        lo = evaluate(lo_text)
        hi = evaluate(hi_text) if sep else lo
        if not isinstance(lo, int) or not isinstance(hi, int):
            raise PoolError(f"register range bounds must be integers: '{item.strip()}'")
        if lo > hi:
            raise PoolError(f"empty register range '{item.strip()}' (first {lo} > last {hi})")
        members.update(range(lo, hi + 1))
    return members
