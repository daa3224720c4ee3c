"""expcnt: GDS, GWS and export instructions read their VGPRs late, and GWS operations complete late.

What the counter means on these targets (AMD GCN3 / Vega / CDNA ISA manuals, "Data dependency resolution"; LLVM's
SIInsertWaitcnts GDS_GPR_LOCK / EXP_GPR_LOCK events):
- expcnt counts exports and GDS instructions (DS with the `gds` bit, and `ds_gws_*`, which always use GDS), in
  issue order.  Such an instruction reads its VGPR operands (address and data) only when it is granted, after it
  issued; `s_waitcnt expcnt(N)` tells that all but the N most recent have read theirs.  Overwriting one of those
  VGPRs before that changes what the instruction sends: a write-after-read the hardware does not check.
- A GWS operation (`ds_gws_init`, `_barrier`, `_sema_*`) is done only when lgkmcnt reaches 0: the wave must wait
  for it before it goes on (LLVM bundles `s_waitcnt 0` right after each one).
- Compute kernels have no exports (graphics shaders only), so on these targets expcnt matters for GDS and GWS.  A
  vector memory store does not use expcnt here: only gfx6 released store data through it; gfx8 and later have the
  one-wait-state rule `wide-store-data` in the hazard tables instead.
The analysis runs only on code that has such an instruction.
"""
from __future__ import annotations

from functools import reduce
from operator import itemgetter, or_

from .cfg import columns
from .dataflow import Analysis
from .facts import VGPR, field_of, fields_set, registers
from .waitcnt import _reg_list, advised_count

EXPCNT_MAX = 7


def uses_expcnt(f) -> bool:
    """A GDS, GWS or export instruction: it increments expcnt."""
    return (f.cls == "ds" and (bool(field_of(f, "gds")) or f.key.startswith("DS_GWS"))) or f.encoding == "EXP"


def any_uses_expcnt(graph) -> bool:
    """Does an instruction of `graph` use expcnt (`uses_expcnt`)?  Asked per table entry (`graph.by_kind`: the
    instructions of one operation, class and encoding): an export or GWS entry does, a DS entry where one of its
    instructions has the `gds` bit (`fields_set`), no other."""
    facts = None
    for (key, cls, encoding), members in graph.by_kind.items():
        if encoding == "EXP" or cls == "ds" and key.startswith("DS_GWS"):
            return True
        if cls == "ds":
            if facts is None:
                facts = columns(graph)[0]
            if fields_set(_picked(facts, members), "gds"):
                return True
    return False


def _picked(items, at: list) -> list:
    """`[items[i] for i in at]`, taken in C."""
    return list(itemgetter(*at)(items)) if len(at) > 1 else [items[i] for i in at]


def _vector(regs) -> frozenset:
    return frozenset(r for r in regs if r >= VGPR)


def _mask(regs) -> int:
    return reduce(or_, map(_BIT, regs), 0)


_BIT = (1).__lshift__


class ExpState:
    __slots__ = ("locked", "gws", "mask")

    def __init__(self, locked=None, gws=None):
        self.locked = locked if locked is not None else {}   # VGPR -> (later expcnt operations, instruction index)
        self.gws = gws                                         # index of a GWS operation not yet waited for
        self.mask = None                                       # the registers of `locked` as a mask (None: not made)

    def __eq__(self, other):
        return self.locked == other.locked and self.gws == other.gws


class LateOperandReads(Analysis):
    """The walk steps only on the instructions whose `step` can do something: an `s_waitcnt`, a GDS / GWS / export
    instruction, any other (but `s_nop`) while a GWS operation is pending, and one that writes or loads into a VGPR
    a GDS / export instruction may not have read yet (found by one test of bit masks)."""

    def __init__(self):
        self.always: list = []         # per instruction: does `step` always act on it (a wait, an expcnt user)
        self.nop: list = []            # per instruction: an s_nop, on which `step` never acts
        self.touch: list = []          # per instruction: the vector registers it writes now or later, as a mask

    def prepare(self, graph) -> None:
        """`always` and `nop` per instruction, worked out per table entry (`graph.by_kind`): only a DS
        instruction's `gds` bit is read per instruction; `touch` is the columns' registers written now or later
        (the locked ones are all VGPRs, so those are the ones that can meet them)."""
        facts, _, self.touch, _ = columns(graph)
        count = len(facts)
        self.nop = nop = bytearray(count)
        self.always = always = bytearray(count)
        for kind, members in graph.by_kind.items():
            f = facts[members[0]]
            if f.wait is not None:
                for i in members:
                    always[i] = 1
            elif f.nops:
                for i in members:
                    nop[i] = 1
            elif f.encoding == "EXP" or f.cls == "ds" and f.key.startswith("DS_GWS"):
                for i in members:
                    always[i] = 1
            elif f.cls == "ds":
                for k in fields_set(_picked(facts, members), "gds"):
                    always[members[k]] = 1

    def walk(self, state, instrs, start: int, end: int, report):
        always, nop, touch, step = self.always, self.nop, self.touch, self.step
        find = always.find
        locked = state.mask
        if locked is None:
            locked = state.mask = _mask(state.locked)
        i = start
        while i < end:
            if not locked and state.gws is None:        # (nothing pending: only the next wait or user acts)
                i = find(1, i, end)
                if i < 0:
                    break
            elif not (always[i] or not nop[i] and (state.gws is not None or touch[i] & locked)):
                i += 1
                continue
            state = step(state, instrs[i], report)
            locked = state.mask
            if locked is None:
                locked = state.mask = _mask(state.locked)
            i += 1
        return state

    def entry(self, callee: bool = False):
        return ExpState()

    def copy(self, s):
        return ExpState(dict(s.locked), s.gws)

    def join(self, a, b):
        locked = dict(a.locked)
        for r, v in b.locked.items():
            w = locked.get(r)
            if w is None or v < w:
                locked[r] = v
        gws = a.gws if a.gws is not None else b.gws
        return ExpState(locked, gws)

    def step(self, s: ExpState, instr, report):
        f = instr.facts
        if f.wait is not None:
            _, exp, lg = f.wait
            if exp < EXPCNT_MAX and s.locked:
                kept = {r: v for r, v in s.locked.items() if v[0] < exp}
                if len(kept) != len(s.locked):
                    s.locked, s.mask = kept, None
            if lg == 0:
                s.gws = None
            return s
        if f.nops:
            return s
        if s.gws is not None:
            if report is not None:
                report(instr, "missing-waitcnt", "the GWS operation at {line:%d} is complete only once lgkmcnt "
                       "reaches 0, and the wave must wait for it before it goes on" % s.gws, "s_waitcnt lgkmcnt(0)",
                       related=s.gws)
            s.gws = None
        if s.locked:
            # the locked registers (all VGPRs or AGPRs) it writes now or later, lowest first: one test of masks
            # (the written and the later-filled registers made sets and sorted cost ~3 us a step)
            locked = s.mask if s.mask is not None else _mask(s.locked)
            hit = registers((f.wmask | f.dmask) & locked)
            if hit:
                need = advised_count(min(s.locked[r][0] for r in hit), EXPCNT_MAX)
                at = min(s.locked[r][1] for r in hit)
                if report is not None:
                    many = len(hit) > 1
                    report(instr, "missing-waitcnt", f"{_reg_list(hit)} {'are' if many else 'is'} overwritten "
                           f"while the GDS/export instruction at {{line:{at}}} may not have read "
                           f"{'them' if many else 'it'} yet (it reads its VGPRs after it issues; expcnt tells "
                           "when)", f"s_waitcnt expcnt({need})", related=at)
                for r in hit:
                    del s.locked[r]
                if s.mask is not None:
                    s.mask &= ~_mask(hit)
        if uses_expcnt(f):
            if s.locked:
                s.locked = {r: (d + 1, at) for r, (d, at) in s.locked.items()}   # (capped in messages)
            new = _vector(f.reads)
            for r in new:
                s.locked[r] = (0, instr.index)
            if s.mask is not None and new:
                s.mask |= _mask(new)
            if f.key.startswith("DS_GWS"):
                s.gws = instr.index
        return s
