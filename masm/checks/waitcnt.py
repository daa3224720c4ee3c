"""Missing `s_waitcnt`: a register read or overwritten while a memory operation that writes it may be outstanding.

The counters as the hardware keeps them (AMD GCN3 / Vega / CDNA ISA manuals, "Data dependency resolution"):
- vmcnt counts vector memory operations (MUBUF, MTBUF, MIMG, FLAT, GLOBAL, SCRATCH; loads, stores and atomics),
  which complete in issue order: `s_waitcnt vmcnt(N)` leaves at most the N most recent outstanding, so an operation
  followed by D later ones is complete once N <= D.
- lgkmcnt counts LDS/GDS (DS) operations, which complete in order among themselves, scalar memory reads (SMEM) and
  messages, which may complete in any order, and FLAT operations.  A DS operation is complete after lgkmcnt(N) when at
  least N DS operations were issued after it; a scalar load is only known complete after lgkmcnt(0).
- FLAT counts on both; its data is tracked with vmcnt (the order among vector memory operations).
The state at each point maps each register a load may still be writing to (its distance D, the load): the distance is
the number of in-order operations of its counter issued since (-1 for a scalar load: only a zero count covers it),
not capped at the counter's maximum (a cap would make joining and aging disagree on which of two loads is nearer, so
the load a message names would depend on the order blocks are solved in); messages cap it at the
counter's largest value less one, as the compiler does: the largest is the encoding of no wait, and a wait for it
waits for nothing here.
Paths join by keeping every register any path has pending, with the smaller distance.  Before `s_barrier`, no LDS
operation may be outstanding (another wave would read or overwrite LDS this one has not finished with).
"""
from __future__ import annotations

from bisect import bisect_left
from functools import reduce
from operator import or_

from .cfg import columns
from .dataflow import Analysis, Later, RoundRobin
from .facts import AGPR, LANE_MOVES, LDS_MEMORY, VGPR, registers

# DS instructions that move data between lanes without reading or writing LDS memory: another wave cannot see them,
# so s_barrier need not wait for them (clang-19 reaches s_barrier with a ds_swizzle outstanding)
_NO_LDS_MEMORY = LANE_MOVES


NEVER = float("-inf")       # the distance of a scalar load: it never becomes known complete but at lgkmcnt(0)
_NO_LIMIT = 1 << 30

# A pending load is one int, ordered as (distance, load instruction index) are: distance * _SPAN + index + 1 (a
# caller's load, index -1, as 0), so joining, aging and waiting are int comparisons and additions; a scalar load
# (distance NEVER) is _SCALAR + index + 1, below every distance (`< _SCALAR_CUT`), and aging leaves it as it is.
_SHIFT = 21
_SPAN = 1 << _SHIFT
_INDEX = _SPAN - 1
_SCALAR = -(1 << 60)
_SCALAR_CUT = -(1 << 59)


def pending_load(distance, index: int) -> int:
    """The int of a load `index` (-1: a caller's) pending at `distance` (NEVER: a scalar load)."""
    return _SCALAR + index + 1 if distance == NEVER else distance * _SPAN + index + 1


class WaitState:
    """The state at a block's entry: each register a load may still be writing to -> (distance, load instruction
    index) as one int (`pending_load`), per counter; `mask` has a bit set for (at least) each of them.  States are
    not changed once made."""
    __slots__ = ("vm", "lg", "mask")

    def __init__(self, vm=None, lg=None, mask=None):
        self.vm = vm if vm is not None else {}     # reg -> its pending load (`pending_load`)
        self.lg = lg if lg is not None else {}     # (a scalar load's below _SCALAR_CUT)
        self.mask = _mask_of(self.vm, self.lg) if mask is None else mask

    def __eq__(self, other):
        return self.vm == other.vm and self.lg == other.lg


def _join_map(a: dict, b: dict) -> dict:
    """`a` with every register of `b` it lacks and the nearer of two loads of one register (`a` itself when `b`
    adds nothing)."""
    if a == b:                  # (a loop's head seeing its state again: compared without a Python loop)
        return a
    get = a.get
    nearer = [r for r, v in b.items() if (w := get(r)) is None or v < w]
    if not nearer:
        return a
    out = dict(a)
    for r in nearer:
        out[r] = b[r]
    return out


def register_name(r: int) -> str:
    return _NAMES[r] if 0 <= r < len(_NAMES) else _name(r)


def _name(r: int) -> str:
    if r == LDS_MEMORY:
        return "LDS"
    if r >= AGPR:
        return f"a{r - AGPR}"
    if r >= VGPR:
        return f"v{r - VGPR}"
    return {106: "vcc_lo", 107: "vcc_hi", 124: "m0", 126: "exec_lo", 127: "exec_hi", 253: "scc"}.get(r, f"s{r}")


_NAMES = [_name(r) for r in range(AGPR + 256)]


class _Walk:
    """The state while walking a block: like WaitState, but each pending register's distance is counted from the
    block's start: its distance now is the stored one plus `vc` (VMEM) or `dc` (DS operations) issued so far in
    this walk (a load issued in the walk is stored with minus the count it was issued at; distances times _SPAN in
    the ints), so a new operation ages every pending register at once.  `vm_n`, `lg_n`, `ds`: the operations of
    each counter (and DS operations on LDS memory) possibly outstanding (upper bounds).  `pending` has a bit set for
    (at least) every register of `vm` and `lg`: most instructions touch none of them, which one test of the
    instruction's masks shows."""
    __slots__ = ("vm", "lg", "ds", "vm_n", "lg_n", "vc", "dc", "pending")

    def __init__(self, vm, lg, ds, vm_n, lg_n, pending=None):
        self.vm, self.lg, self.ds, self.vm_n, self.lg_n = vm, lg, ds, vm_n, lg_n
        self.vc = self.dc = 0
        self.pending = _mask_of(vm, lg) if pending is None else pending


def _flags(mask: int) -> str:
    """`mask` as a string of a character per register, "1" where its bit is set, else "0" (every register number:
    `flags[r] == "0"` tests a bit of a mask of hundreds of bits without shifting it)."""
    return bin(mask)[:1:-1].ljust(_REGISTER_COUNT, "0")


_REGISTER_COUNT = 2048        # (above every register number a field can name: AGPR + 511 + a width of 32 is 1311)


def _mask_of(vm, lg) -> int:
    """The bits of the registers of the maps `vm` and `lg` (a bit per register)."""
    return reduce(or_, map(_BIT, lg), reduce(or_, map(_BIT, vm), 0))


_BIT = (1).__lshift__


_CALL, _RETURN, _BARRIER = "S_SWAPPC_B64", "S_SETPC_B64", "S_BARRIER"
_SPECIAL = frozenset((_CALL, _RETURN, _BARRIER))


class MissingWaits(Analysis):
    """The operation counts (`vm_n`, `lg_n`, `ds`) depend on nothing else: they are solved first, per block
    (`prepare`), and the dataflow solves the pending registers alone.  (Solved together, a loop without a wait for
    a counter walked its blocks again for every operation it adds to the count, up to the counter's maximum.)"""

    def __init__(self, vmcnt_max: int, lgkmcnt_max: int = 15, on_wait=None, barrier_drains_lds=True):
        self.vm_max = vmcnt_max
        self.lg_max = lgkmcnt_max
        # warn at s_barrier with LDS operations outstanding: True / False at every one, or the set of the indices
        # of the s_barrier instructions where (checks._barriers_draining_lds)
        self.barrier_drains_lds = barrier_drains_lds
        self.on_wait = on_wait         # on_wait(instr, state) at each s_waitcnt of each walk (state.vm_n, .lg_n)
        self.counts: list = []         # per block: (ds, vm_n, lg_n) at its entry
        self.touch: list = []          # per instruction: the registers it reads or writes, now or later (a mask)
        self.special: list = []        # per instruction: does it change the counts (or end a call)
        self.specials: list = []       # per block: the instructions of `special` in it
        self.effects: list = []        # per block reached: what it does to the pending registers (`settle`)
        self.final = False             # walking the settled blocks: each walk is its block's last

    def entry(self, callee: bool = False):
        """An entry's state: a kernel starts with nothing outstanding; a function called from elsewhere may be
        entered with any register still being loaded (its caller's loads)."""
        if not callee:
            return WaitState()
        regs = [*range(0, 106), *range(256, 512)]
        return WaitState(dict.fromkeys(regs, pending_load(0, -1)), dict.fromkeys(regs, pending_load(NEVER, -1)))

    def _counts_at_entry(self, callee: bool) -> tuple:
        return (self.lg_max, self.vm_max, self.lg_max) if callee else (0, 0, 0)

    def prepare(self, graph) -> None:
        instrs, blocks = graph.instrs, graph.blocks
        facts, _, _, self.touch = columns(graph)
        # (whether an instruction is special depends on its table entry alone: a wait, a memory operation (a vector
        # memory instruction's counter is vm or flat, never none), a call, return or barrier)
        self.special = special = bytearray(len(instrs))
        at_special = []
        for members in graph.by_kind.values():
            f = facts[members[0]]
            if f.wait is not None or f.mem is not None or f.key in _SPECIAL:
                at_special += members
                for i in members:
                    special[i] = 1
        at_special.sort()
        first = bisect_left
        self.specials = specials = []       # per block: its instructions that change a count (or end a call)
        for b in blocks:
            specials.append(at_special[first(at_special, b.start):first(at_special, b.end)])
        # the operation counts are read by returns and barriers alone (and `on_wait`): without them, they are not
        # solved (taken as 0: bench_plain's files, where they cost a tenth of the missing waits' time)
        asked = self.on_wait is not None or any(facts[members[0]].key in (_RETURN, _BARRIER)
                                                for members in graph.by_kind.values())
        self.counts = self.operation_counts(graph) if asked else [(0, 0, 0)] * len(blocks)

    def operation_counts(self, graph) -> list:
        """Each block's operation counts (ds, vm_n, lg_n) at its entry (None where no entry reaches it)."""
        instrs = graph.instrs
        # each block changes each count x to min(x + add, top): (add, top) for ds, vm_n, lg_n
        vm_max, lg_max = self.vm_max, self.lg_max
        effect = []
        for mine in self.specials:
            ds_add, vm_add, lg_add = 0, 0, 0                      # (add, top) per count, as locals
            ds_top = vm_top = lg_top = _NO_LIMIT
            for i in mine:
                f = instrs[i].facts
                wait = f.wait
                if wait is not None:
                    vm, _, lg = wait
                    if vm < vm_top:
                        vm_top = vm
                    if lg < lg_top:
                        lg_top = lg
                    if lg < lg_max and lg < ds_top:
                        ds_top = lg
                    continue
                key = f.key
                if key == _CALL:
                    ds_add = ds_top = vm_add = vm_top = lg_add = lg_top = 0
                    continue
                if key == _BARRIER and self._drains(i):
                    ds_add = ds_top = 0
                mem = f.mem
                if mem is None:
                    continue
                if mem == "vm" or mem == "flat":
                    vm_add += 1
                    vm_top = vm_top + 1 if vm_top + 1 < vm_max else vm_max
                if mem != "vm":
                    lg_add += 1
                    lg_top = lg_top + 1 if lg_top + 1 < lg_max else lg_max
                if mem == "ds" and key not in _NO_LDS_MEMORY:
                    ds_add += 1
                    ds_top = ds_top + 1 if ds_top + 1 < lg_max else lg_max
            effect.append((ds_add, ds_top, vm_add, vm_top, lg_add, lg_top))
        return _solve_counts(graph, effect, [(n, self._counts_at_entry(n in graph.callees)) for n in graph.entries])

    def settle(self, graph) -> list:
        """The final entry state of every block, solved per register: what a block does to a register's pending
        load does not depend on the other registers (a wait keeps it when its distance is below the wait's
        bound, whatever else is pending; an instruction using it takes it as waited for; a load replaces it), so
        each block is summed up once (`_block_effect`) and only the registers whose entry value changed (and that
        get through the block: the others are kept for its walk, carried no further) are carried on to its
        successors, until none changes.  (Whole states walked again for every change, bench_plain's
        branchy file, whose states hold ~100 pending registers, walked each block 7 times: 6 s.)  The least
        fixpoint is unique, so these are the states the blocks' iteration (`dataflow.solve` without `settle`)
        reaches; tests/checks compare the two.  On the branchy file the blocks are visited 5.5 times each and carry
        770,000 register values for the 750,000 (block, register) values of the final states (when the values a
        block stops were carried too, 6.2 visits and 970,000 values: 1.3 a value), so the cost is in carrying
        values, not in the order: taken by distance instead (a heap of blocks keyed by their
        least changed distance), 76,000 visits carried 920,000; all registers of one distance carried at once as a
        bit mask (Dijkstra's order, each (block, register) once), 313,000 (block, distance) masks, but which load a
        register's distance comes from then had to be found back along the predecessors where a block reads it
        (300,000 (block, register) steps): slower than this."""
        blocks = graph.blocks
        count = len(blocks)
        in_vm: list = [None] * count           # per block: its entry state's maps, grown in place
        in_lg: list = [None] * count
        new_vm: list = [None] * count          # per block: the registers whose entry value changed since its visit
        new_lg: list = [None] * count          # (both None, or both maps)
        effects: list = [None] * count
        waiting = RoundRobin(graph)            # the blocks with changes to carry on
        wait = waiting.add
        # a block only one other block reaches (and no entry) has that block's exit state: what comes out of it is
        # better than what it had (an entry value that changed got better, and so does what it becomes), so it is
        # taken without comparing (most blocks of bench_plain's mix, where a conditional branch ends every block)
        sole = [len(b.preds) == 1 for b in blocks]
        for n in graph.entries:
            sole[n] = False
        for n in graph.entries:
            start = self.entry(n in graph.callees)
            in_vm[n] = new_vm[n] = dict(start.vm)
            in_lg[n] = new_lg[n] = dict(start.lg)
            wait(n)
        passes: list = [None] * count          # per block visited: which entry values get through it (`_passing`)
        while (n := waiting.pop()) is not None:
            changed_vm, changed_lg = new_vm[n], new_lg[n]
            new_vm[n] = new_lg[n] = None
            effect = effects[n]
            if effect is None:                 # the first visit: its whole entry state, and what it loads itself
                effect = effects[n] = self._block_effect(graph, n)
                passes[n] = _passing(effect)
                out_vm, out_lg = _passed(effect, changed_vm, changed_lg)
                if effect[0]:
                    out_vm = {**effect[0], **out_vm}
                if effect[1]:
                    out_lg = {**effect[1], **out_lg}
            else:                              # (its changes since are only values that get through it)
                out_vm, out_lg = _aged(effect, changed_vm, changed_lg)
            for s in blocks[n].succs:
                ivm = in_vm[s]
                if ivm is None:                # reached for the first time: what comes out is its state so far,
                    # all of it new (the same maps: a visit only reads its changes, and what improves the state
                    # before then is one of them)
                    in_vm[s] = new_vm[s] = dict(out_vm)
                    in_lg[s] = new_lg[s] = dict(out_lg)
                    wait(s)
                    continue
                through = passes[s]
                if through is None:            # not visited yet: its changes are its entry maps themselves
                    _lower(ivm, out_vm, sole[s])
                    _lower(in_lg[s], out_lg, sole[s])
                    continue
                # the values that change and get through the block are its changes (a value that does not get
                # through it is kept for its walk, but carried no further): a visit whose changes all stop in the
                # block is not made
                flags, vm_below, lg_below, lg_cut = through
                if out_vm:
                    changes = new_vm[s]
                    fresh = changes is None
                    if fresh:
                        changes = {}
                    _carry(ivm, changes, out_vm, sole[s], flags, vm_below, _NOTHING)
                    if fresh and changes:
                        new_vm[s], new_lg[s] = changes, {}
                        wait(s)
                if out_lg:
                    changes = new_lg[s]
                    fresh = changes is None
                    if fresh:
                        changes = {}
                    _carry(in_lg[s], changes, out_lg, sole[s], flags, lg_below, lg_cut)
                    if fresh and changes:
                        new_vm[s], new_lg[s] = {}, changes
                        wait(s)
        self.effects = effects
        # (every bit set: `enter_settled` works out the mask of the registers its block touches)
        return [None if vm is None else WaitState(vm, lg, -1) for vm, lg in zip(in_vm, in_lg)]

    def _block_effect(self, graph, n: int) -> tuple:
        """What block `n` does to the pending registers, as `walk` and `step` do it: (the registers it leaves
        pending with loads of its own, per counter; the registers whose exit value does not depend on their entry
        value, as a mask (None: none gets through, the block ends in a call or a return); the bound a vmcnt
        register's entry value must stay below to be kept and what the block adds to it (the operations it issues
        times _SPAN); the same two for DS loads in lgkmcnt; whether a scalar load's register is kept (no
        lgkmcnt(0)); the mask of the fixed registers as `_flags` (None with None)).  A call or a return ends its
        block (cfg), so it is the last instruction when there is one."""
        b = graph.blocks[n]
        instrs, touch = graph.instrs, self.touch
        if instrs[b.end - 1].facts.key in (_CALL, _RETURN):    # every counter taken as zero after it
            return {}, {}, None, 0, 0, 0, 0, False, None
        vm_max, lg_max = self.vm_max, self.lg_max
        # every register an instruction of the block reads, writes or loads is waited for or replaced there (an
        # s_waitcnt's own masks are empty), on both counters
        # (`used`, the or of touch[b.start:b.end], is made at the end from what the loads' loop has or-ed)
        vm_below = lg_below = _NO_LIMIT
        vc = dc = 0
        keeps_scalar = True
        ds = self.counts[n][0]
        events = []             # (index, vm bound, lgkmcnt bound, lgkmcnt(0), LDS drained at a barrier)
        loads = []              # (index, counter, destination registers, operations of its counter so far)
        for i in self.specials[n]:
            f = instrs[i].facts
            wait = f.wait
            if wait is not None:
                vm, _, lg = wait
                vm_bound = vm - vc if vm < vm_max else _NO_LIMIT
                lg_bound = lg - dc if lg < lg_max else _NO_LIMIT
                if vm_bound < vm_below:
                    vm_below = vm_bound
                if lg < lg_max:
                    if lg == 0:
                        keeps_scalar = False
                    if lg_bound < lg_below:
                        lg_below = lg_bound
                    if lg < ds:
                        ds = lg
                events.append((i, vm_bound, lg_bound, lg == 0, False))
                continue
            key = f.key
            if key == _BARRIER and ds and self._drains(i):
                lg_below = NEVER
                ds = 0
                events.append((i, _NO_LIMIT, _NO_LIMIT, False, True))
            mem = f.mem
            if mem == "vm" or mem == "flat":
                vc += 1
                if f.dest:
                    loads.append((i, "vm", f.dest, vc))
            elif mem == "ds":
                dc += 1
                if f.dest:
                    loads.append((i, "ds", f.dest, dc))
                if key not in _NO_LDS_MEMORY:
                    ds = ds + 1 if ds + 1 < lg_max else lg_max
            elif mem == "smem" and f.dest:
                loads.append((i, "smem", f.dest, 0))
        vm_own: dict = {}
        lg_own: dict = {}
        # each load's registers as the block leaves them: from the last one on, back to the first; a register a
        # later instruction uses or loads again is not this load's at the end (taken as waited for, or replaced)
        later = _NO_LIMIT, _NO_LIMIT, False, False         # what the waits and barriers after a load do
        e = len(events)
        touched, since = 0, b.end
        for i, counter, dest, issued in reversed(loads):
            while e and events[e - 1][0] > i:
                e -= 1
                _, vm_bound, lg_bound, zero, drained = events[e]
                later = (min(later[0], vm_bound), min(later[1], lg_bound), later[2] or zero, later[3] or drained)
            touched |= reduce(or_, touch[i + 1:since], 0)
            since = i + 1
            if counter == "vm":
                if -issued < later[0]:
                    for r in dest:
                        if not touched >> r & 1:
                            vm_own[r] = (vc - issued) * _SPAN + i + 1
            elif counter == "ds":
                if -issued < later[1] and not later[3]:
                    for r in dest:
                        if not touched >> r & 1:
                            lg_own[r] = (dc - issued) * _SPAN + i + 1
            elif not later[2]:
                for r in dest:
                    if not touched >> r & 1:
                        lg_own[r] = _SCALAR + i + 1
            touched |= touch[i]
            since = i
        used = touched | reduce(or_, touch[b.start:since], 0)
        return (vm_own, lg_own, used, vm_below * _SPAN, vc * _SPAN,
                lg_below * _SPAN if lg_below != NEVER else _SCALAR, dc * _SPAN, keeps_scalar, _flags(used))

    def _drains(self, index: int) -> bool:
        """Is LDS work outstanding at the s_barrier instruction `index` warned about (and taken as drained)?"""
        drains = self.barrier_drains_lds
        return drains if type(drains) is bool else index in drains

    def copy(self, s):
        return s

    def join(self, a, b):
        vm, lg = _join_map(a.vm, b.vm), _join_map(a.lg, b.lg)
        if vm is a.vm and lg is a.lg:
            return a
        return WaitState(vm, lg, a.mask | b.mask)

    def enter(self, s: WaitState, block: int) -> _Walk:
        return _Walk(dict(s.vm), dict(s.lg), *self.counts[block], s.mask)

    def enter_settled(self, s: WaitState, block: int) -> _Walk:
        """The walk of a block from its final state (`settle`'s): only the registers the block reads, writes or
        loads can be reported there, so the walk holds only those (but at a return, which asks whether anything
        is pending)."""
        self.final = True
        used = self.effects[block][2]
        if used is None:
            return self.enter(s, block)
        vm, lg = s.vm, s.lg
        if len(vm) + len(lg) > 3 * used.bit_count():      # (many pending, few touched: the touched ones)
            regs = registers(used)
            vm = {r: vm[r] for r in regs if r in vm}
            lg = {r: lg[r] for r in regs if r in lg}
        else:
            flags = self.effects[block][8]
            vm = {r: v for r, v in vm.items() if flags[r] == "1"}
            lg = {r: v for r, v in lg.items() if flags[r] == "1"}
        return _Walk(vm, lg, *self.counts[block])

    def leave(self, w: _Walk) -> WaitState:
        vc, dc = w.vc * _SPAN, w.dc * _SPAN
        return WaitState({r: v + vc for r, v in w.vm.items()} if vc else w.vm,
                         {r: v + dc if v > _SCALAR_CUT else v for r, v in w.lg.items()} if dc else w.lg, w.pending)

    def walk(self, s: _Walk, instrs, start: int, end: int, report):
        """`step` on each instruction that changes a count or touches a register with a load pending (the others
        change nothing)."""
        step, check = self.step, self._check
        for i, special, touch in zip(range(start, end), self.special[start:end], self.touch[start:end]):
            if special:
                s = step(s, instrs[i], report)
            elif touch & s.pending:             # (what `step` does with an instruction that is not special)
                check(s, instrs[i], touch, (), report)
        return s

    def step(self, s: _Walk, instr, report):
        f = instr.facts
        wait = f.wait
        if wait is not None:
            vm, _, lg = wait
            if report is not None and self.on_wait is not None:
                self.on_wait(instr, s)
            if vm < s.vm_n:
                s.vm_n = vm
            if lg < s.lg_n:
                s.lg_n = lg
            # (the pending mask made again once, and only when the wait covers a load: most waits cover few)
            dropped = False
            if s.vm and vm < self.vm_max:
                below = (vm - s.vc) * _SPAN              # (distance + vc < vm; vm < the cap)
                kept = {r: v for r, v in s.vm.items() if v < below}
                if len(kept) != len(s.vm):
                    s.vm, dropped = kept, True
            if lg < self.lg_max:
                if s.lg:
                    if lg == 0:
                        s.lg, dropped = {}, True
                    else:                        # (a scalar load's stays; lg < the cap)
                        below = (lg - s.dc) * _SPAN
                        kept = {r: v for r, v in s.lg.items() if v < below}
                        if len(kept) != len(s.lg):
                            s.lg, dropped = kept, True
                if lg < s.ds:
                    s.ds = lg
            if dropped:
                s.pending = _mask_of(s.vm, s.lg)
            return s
        key = f.key
        if key in _SPECIAL:
            if key == _CALL:                   # a call: the callee returns with every counter at zero
                self._check(s, instr, f.rmask, (), report, reads_only=True)
                return _Walk({}, {}, 0, 0, 0, 0)
            if key == _RETURN and (s.vm_n or s.vm or s.lg):
                # a return (or a jump the checks cannot follow): the caller takes every counter to be zero after a
                # call (S_SWAPPC above), as LLVM's calling convention has it, so no vector memory operation and no
                # load may be left outstanding
                if report is not None:
                    need = " ".join(p for p, n in (("vmcnt(0)", s.vm_n or s.vm), ("lgkmcnt(0)", s.lg)) if n)
                    report(instr, "missing-waitcnt", "s_setpc_b64 leaves while memory operations may be "
                           "outstanding: the code it returns to takes every counter to be zero", "s_waitcnt " + need)
                s = _Walk({}, {}, 0, 0, 0, 0)
            if key == _BARRIER and s.ds and self._drains(instr.index):
                if report is not None:
                    report(instr, "missing-waitcnt", "s_barrier while LDS operations may be outstanding: other "
                           "waves may see this wave's LDS accesses unfinished", "s_waitcnt lgkmcnt(0)")
                s.ds = 0
                s.lg = {r: v for r, v in s.lg.items() if v < _SCALAR_CUT}
        mem = f.mem
        if self.touch[instr.index] & s.pending:        # (f.rmask | f.wmask | f.dmask)
            vector = mem == "vm" or mem == "flat"
            self._check(s, instr, f.rmask | f.wmask, () if vector else f.dest, report, lg_dest=f.dest,
                        ds=mem == "ds")
        if mem is None:
            return s
        if mem == "vm" or mem == "flat":
            n = s.vm_n + 1
            s.vm_n = n if n < self.vm_max else self.vm_max
            if mem == "flat":
                n = s.lg_n + 1
                s.lg_n = n if n < self.lg_max else self.lg_max
            s.vc = vc = s.vc + 1
            dest = f.dest
            if dest:
                issued = instr.index + 1 - vc * _SPAN
                vmap = s.vm
                for r in dest:
                    vmap[r] = issued
                s.pending |= f.dmask
            return s
        n = s.lg_n + 1
        s.lg_n = n if n < self.lg_max else self.lg_max
        if mem == "ds":
            s.dc = dc = s.dc + 1
            dest = f.dest
            if dest:
                issued = instr.index + 1 - dc * _SPAN
                lmap = s.lg
                for r in dest:
                    lmap[r] = issued
                s.pending |= f.dmask
            if key not in _NO_LDS_MEMORY:
                n = s.ds + 1
                s.ds = n if n < self.lg_max else self.lg_max
        elif mem == "smem":
            issued = _SCALAR + instr.index + 1
            lmap = s.lg
            for r in f.dest:
                lmap[r] = issued
            s.pending |= f.dmask
        return s

    def _check(self, s: _Walk, instr, used: int, vm_dest, report, lg_dest=(), ds=False, reads_only=False):
        """Report the registers of the mask `used` (read or written now) and of `vm_dest` / `lg_dest` (filled
        later) that a load of vmcnt / lgkmcnt may still be writing, and take them as waited for."""
        vm, lg = s.vm, s.lg
        hit = used & s.pending
        if not hit & (hit - 1) and not vm_dest and (not lg_dest or not lg or not any(map(lg.__contains__, lg_dest))) \
                and (self.final or report is None):
            # (one register or none, nothing filled later that a load of lgkmcnt may still be writing: most
            # instructions asked) as below, without the lists
            r = hit.bit_length() - 1
            v, w = vm.get(r), lg.get(r)
            if v is None:
                if w is None:
                    return
            elif w is not None:                 # (pending on both counters: as below)
                return self._check_all(s, instr, used, vm_dest, report, lg_dest, ds, reads_only)
            if report is not None:
                report(*_missing_one(instr, r, v, w, v is not None, s.vc, s.dc, self.vm_max, self.lg_max))
            if v is not None:
                del vm[r]
            else:
                del lg[r]
            s.pending &= ~(1 << r)
            return
        return self._check_all(s, instr, used, vm_dest, report, lg_dest, ds, reads_only)

    def _check_all(self, s: _Walk, instr, used: int, vm_dest, report, lg_dest=(), ds=False, reads_only=False):
        """`_check` of any registers."""
        vm, lg = s.vm, s.lg
        regs = registers(used & s.pending)
        vm_used = [r for r in regs if r in vm] if vm else []
        lg_used = [r for r in regs if r in lg] if lg else []
        vm_hits = vm_used + [r for r in vm_dest if r in vm] if vm_dest else vm_used
        lg_hits = lg_used + [r for r in lg_dest if r in lg and not (ds and lg[r] > _SCALAR_CUT) and r not in lg_used] \
            if lg_dest else lg_used
        if not vm_hits and not lg_hits:
            return
        if report is not None:
            args = (instr, vm_hits, lg_hits, [(r, vm.get(r), lg.get(r)) for r in vm_hits + lg_hits], s.vc, s.dc,
                    self.vm_max, self.lg_max, (len(vm_used), len(lg_used), reads_only))
            if self.final:                      # (a settled block's one walk: its reports are kept)
                report(*_missing_wait(*args))
            else:
                report(Later(_missing_wait_later, *args))
        for r in vm_hits:
            vm.pop(r, None)
        for r in lg_hits:
            lg.pop(r, None)
        if not vm and not lg:                   # (nothing left pending: often, as the walk holds only the
            s.pending = 0                       # registers its block touches)
            return
        for r in vm_hits + lg_hits:
            if r not in vm and r not in lg:
                s.pending &= ~(1 << r)


def _passed(effect: tuple, vm: dict, lg: dict) -> tuple:
    """What block `effect` (`_block_effect`) lets through of the entry values `vm` and `lg` (a register's pending
    load per counter), aged by the operations it issues: ({}, {}) when nothing gets through (a call or return)."""
    fixed = effect[8]                  # (a character per register: "1" where the block fixes its value)
    if fixed is None:
        return {}, {}
    if vm:
        below, add = effect[3], effect[4]
        if below >= _UNBOUNDED:        # (no wait for vmcnt in the block: every register it does not fix goes on)
            vm = {r: v + add for r, v in vm.items() if fixed[r] == "0"} if add else \
                {r: v for r, v in vm.items() if fixed[r] == "0"}
        elif below > 0:
            vm = {r: v + add for r, v in vm.items() if v < below and fixed[r] == "0"}
        else:                          # (a wait for every load before it: no distance is below 0)
            vm = {}
    if lg:                             # (a scalar load's stays as it is, unless the block waits for all)
        below, add = effect[5], effect[6]
        if not effect[7]:              # (lgkmcnt(0): nothing gets through, a DS load's bound is 0 or less)
            lg = {}
        elif below >= _UNBOUNDED and not add:
            lg = {r: v for r, v in lg.items() if fixed[r] == "0"}
        else:
            lg = {r: v + add if v > _SCALAR_CUT else v for r, v in lg.items()
                  if (v < below or v < _SCALAR_CUT) and fixed[r] == "0"}
    return vm, lg


def _lower(state: dict, out: dict, better: bool) -> None:
    """Join `out` into the entry values `state`: a register's nearer load kept (`better`: every value of `out` is)."""
    if better:
        state.update(out)
        return
    for r, v in out.items():
        if r not in state or v < state[r]:
            state[r] = v


def _carry(state: dict, changes: dict, out: dict, better: bool, flags, below: int, cut: int) -> None:
    """Join `out` into the entry values `state` of a block visited before (`better`: every value of `out` is
    nearer), each value that changes and gets through the block (`_passing`: below `below` or `cut`, and not fixed
    there) stored in `changes` too.  (Stored in place: a map of the nearer values made and then merged cost ~350M
    instructions more per solve of bench_plain's branchy file; the flags are not read when nothing gets through.)"""
    if better:
        state.update(out)
        for r, v in out.items():
            if (v < below or v < cut) and flags[r] == "0":
                changes[r] = v
        return
    if below >= _UNBOUNDED:            # (no wait bounds the values in the block: those it fixes stop; most blocks)
        for r, v in out.items():
            if r not in state or v < state[r]:
                state[r] = v
                if flags[r] == "0":
                    changes[r] = v
        return
    for r, v in out.items():
        if r not in state or v < state[r]:
            state[r] = v
            if (v < below or v < cut) and flags[r] == "0":
                changes[r] = v


def _passing(effect: tuple) -> tuple:
    """Which entry values get through block `effect` (`_block_effect`), as `_passed` lets them: (its fixed registers
    as `_flags`, the bound a vmcnt value must stay below, the two a lgkmcnt value must stay below either of); a
    register the block fixes does not (flags "1")."""
    flags = effect[8]
    if flags is None:                  # (a call or return: nothing; the flags are not read then)
        return None, -1, _NOTHING, _NOTHING
    if not effect[7]:                  # (lgkmcnt(0): no lgkmcnt value)
        return flags, effect[3], _NOTHING, _NOTHING
    return flags, effect[3], effect[5], _SCALAR_CUT


_NOTHING = -(1 << 62)           # (below every pending load's int)


def _aged(effect: tuple, vm: dict, lg: dict) -> tuple:
    """`_passed` of values that all get through block `effect` (`_passing`): aged by the operations it issues."""
    add = effect[4]
    if add and vm:
        vm = {r: v + add for r, v in vm.items()}
    add = effect[6]
    if add and lg:
        lg = {r: v + add if v > _SCALAR_CUT else v for r, v in lg.items()}
    return vm, lg


_UNBOUNDED = _NO_LIMIT * _SPAN       # (a bound of `_block_effect` where no wait bounds the distances)


def _solve_counts(graph, effect: list, starts: list) -> list:
    """Each block's operation counts (ds, vm_n, lg_n) at its entry (None where no entry reaches it): the least
    fixpoint of the blocks' effects (`effect[n]`: (add, top) per count, a count x leaving as min(x + add, top)),
    joined by the larger count; `starts`: (entry block, its counts).  Blocks are taken in the solver's order
    (`dataflow.loop_ranges`), round and round, the next block whose entry counts grew after the one just done.
    (Last in, first out, the blocks of bench_plain's branchy file were visited 7 times each.)"""
    blocks = graph.blocks
    counts: list = [None] * len(blocks)
    waiting = RoundRobin(graph)            # the blocks with new entry counts to carry on
    wait = waiting.add
    for n, start in starts:
        counts[n] = start
        wait(n)
    while (n := waiting.pop()) is not None:
        (ds, vm_n, lg_n), e = counts[n], effect[n]
        ds, vm_n, lg_n = ds + e[0], vm_n + e[2], lg_n + e[4]
        out = (ds if ds < e[1] else e[1], vm_n if vm_n < e[3] else e[3], lg_n if lg_n < e[5] else e[5])
        for s in blocks[n].succs:
            old = counts[s]
            if old is None:
                counts[s] = out
            elif out[0] > old[0] or out[1] > old[1] or out[2] > old[2]:
                counts[s] = (out[0] if out[0] > old[0] else old[0], out[1] if out[1] > old[1] else old[1],
                             out[2] if out[2] > old[2] else old[2])
            else:
                continue
            wait(s)
    return counts


def _missing_wait(instr, vm_hits, lg_hits, entries, vc, dc, vcap, lcap, used):
    """The report of registers `instr` reads or overwrites while loads into them may be outstanding: `entries`,
    each hit register with its entries in the walk's `vm` and `lg` (or None) when `vc` / `dc` operations of each
    counter had been issued in the walk; `used`: how many of `vm_hits` and of `lg_hits` (the first ones, lowest
    first) the instruction reads or writes now, and whether only what it reads was asked about."""
    if len(entries) == 1:                  # one register (most reports): its entries as they are
        first, v, w = entries[0]
        return _missing_one(instr, first, v, w, bool(vm_hits), vc, dc, vcap, lcap)
    else:
        # (the entries are vm_hits' then lg_hits', each with its maps' values: a register is in the map its hits
        # list stands for; a pending int orders as its (distance, load) pair, so the least is the nearest load)
        nv = len(vm_hits)
        if lg_hits:
            w = min([w for _, _, w in entries[nv:]])
            need = (w >> _SHIFT) + dc if w > _SCALAR_CUT else 0      # (a scalar load: only lgkmcnt(0))
            lg_count = advised_count(need, lcap) if need > 0 else 0
        if vm_hits:
            d = (min([v for _, v, _ in entries[:nv]]) >> _SHIFT) + vc
            fix = _VM_WAIT[advised_count(d, vcap)]
            if lg_hits:
                fix += _LG_PART[lg_count]
        else:
            fix = _LG_WAIT[lg_count]
        loads = [((v if v is not None else w) & _INDEX) - 1 for _, v, w in entries]
        hits = vm_hits + lg_hits
        first, load, overwritten = _first(instr, hits, nv, loads, used)
        regs = sorted(set(hits))
        if len(regs) > 1:
            return _report_of(instr, _reg_list(regs) + _ARE[overwritten], " may still be writing them", load, fix)
    f = instr.facts
    overwritten = (f.wmask | f.dmask) >> first & 1
    return _report_of(instr, _HEADS[overwritten][first], _TAIL_ONE, load, fix)


def advised_count(count: int, top: int) -> int:
    """The count a suggested wait waits for, for an operation `count` of its counter back: below the counter's
    largest value `top`, which is the encoding of no wait (as the compiler caps it)."""
    return count if count < top else top - 1


def _missing_one(instr, r, v, w, in_vm: bool, vc, dc, vcap, lcap):
    """`_missing_wait` of one register `r` (its entries `v` in the walk's `vm` and `w` in its `lg`, or None; `in_vm`:
    is the report about its vmcnt load)."""
    if in_vm:
        d = (v >> _SHIFT) + vc
        fix = _VM_WAIT[advised_count(d, vcap)]
    else:
        need = (w >> _SHIFT) + dc if w > _SCALAR_CUT else -1
        fix = _LG_WAIT[advised_count(need, lcap) if need > 0 else 0]
    f = instr.facts
    overwritten = (f.wmask | f.dmask) >> r & 1
    return _report_of(instr, _HEADS[overwritten][r], _TAIL_ONE, ((v if v is not None else w) & _INDEX) - 1, fix)


def _report_of(instr, head, tail, load, fix):
    """The report (instr, code, message, fix) of `_missing_wait`: its message's head and tail around the load
    named (index `load`, -1: the caller's)."""
    if load < 0:
        return (instr, "missing-waitcnt", head + "a load of the caller (a function starts with its caller's loads "
                "possibly outstanding)" + tail, fix)
    # (the message naming one instruction, as check_lines' report takes it)
    return instr, "missing-waitcnt", (head + "the load at ", load, tail), fix


# (the texts a report of one register is made of, each made once)
_VM_WAIT = [f"s_waitcnt vmcnt({n})" for n in range(64)]        # (vmcnt_max: 15 or 63)
_LG_WAIT = [f"s_waitcnt lgkmcnt({n})" for n in range(64)]
_LG_PART = [f" lgkmcnt({n})" for n in range(64)]                # (after a vmcnt's)
_ARE = (" are read while ", " are overwritten while ")
_HEADS = ([f"{name} is read while " for name in _NAMES], [f"{name} is overwritten while " for name in _NAMES])
_HEADS[0][LDS_MEMORY] = _HEADS[1][LDS_MEMORY] = "LDS memory is accessed while "
_TAIL_ONE = " may still be writing it"


def _missing_wait_later(*args):
    """`_missing_wait` as a Later report makes it."""
    return _missing_wait(*args), {}


def _first(instr, hits, nv, loads, used) -> tuple:
    """The register a report names the load of, its load and whether the instruction overwrites it (`hits`: the
    registers pending on vmcnt, the first `nv`, then those on lgkmcnt; `loads`: the load of each, its vmcnt load
    where it has both): the one whose load came first; of several filled by that load, the first in the order of
    the set of registers the instruction reads and writes (`Facts.named_order`), then those it fills later (or any
    of them, where the message comes out the same)."""
    nearest = min(loads)
    first = hits[loads.index(nearest)]
    # (the message takes from the register chosen only its load and whether it is overwritten or read, unless it
    # names that one register alone: when the registers of the first load agree on that, any of them gives it)
    f = instr.facts
    late = f.wmask | f.dmask
    bit = late >> first & 1
    if all([late >> r & 1 == bit for r, at in zip(hits, loads) if at == nearest]):
        return first, nearest, bit
    load = dict(zip(reversed(hits), reversed(loads))).__getitem__      # (a register's first entry)
    vm_used, lg_used, reads_only = used
    vm_hits, lg_hits = hits[:nv], hits[nv:]
    position = {r: n for n, r in enumerate(f.named_order(writes=not reads_only))}
    ordered = sorted(vm_hits[:vm_used], key=position.__getitem__) + vm_hits[vm_used:] \
        + sorted(lg_hits[:lg_used], key=position.__getitem__) + lg_hits[lg_used:]
    first = min(ordered, key=load)
    return first, load(first), late >> first & 1


_LISTED: dict = {}          # (registers) -> their list in words (the same few recur in a file's messages)


def _reg_list(regs: list) -> str:
    """v4, v5, v6 -> v[4:6]; mixed files listed one range at a time."""
    key = tuple(regs)
    hit = _LISTED.get(key)
    if hit is None:
        if len(_LISTED) > 100_000:
            _LISTED.clear()
        hit = _LISTED[key] = _list_registers(regs)
    return hit


def _list_registers(regs: list) -> str:
    """`_register_runs(regs)`, one run of registers of one kind (most lists) or two registers written without the
    general loop."""
    lo, hi = (regs[0], regs[-1]) if regs else (0, 0)
    if len(regs) > 1 and (lo >= VGPR) == (hi >= VGPR) and (lo >= AGPR) == (hi >= AGPR) \
            and hi - lo == len(regs) - 1 and list(regs) == list(range(lo, hi + 1)):
        return _run_text(lo, hi)
    if len(regs) == 2:                  # (two registers, not a run: most other lists)
        return register_name(lo) + ", " + register_name(hi)
    return _register_runs(regs)


def _register_runs(regs: list) -> str:
    """The registers, each run of consecutive ones of one kind (SGPR, VGPR, AGPR) written as one range."""
    out = []
    i = 0
    while i < len(regs):
        j = i
        while j + 1 < len(regs) and regs[j + 1] == regs[j] + 1 and (regs[j + 1] >= VGPR) == (regs[i] >= VGPR) \
                and (regs[j + 1] >= AGPR) == (regs[i] >= AGPR):
            j += 1
        out.append(_run_text(regs[i], regs[j]))
        i = j + 1
    return ", ".join(out)


def _run_text(lo: int, hi: int) -> str:
    first, last = register_name(lo), register_name(hi)
    return first if lo == hi else f"{first[0]}[{first[1:]}:{last[1:]}]" if first[0] in "vas" and first[1:].isdigit() \
        else f"{first}..{last}"
