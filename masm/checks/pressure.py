"""Register pressure: how many VGPRs and SGPRs are live at each instruction, and where the most are.

Liveness runs backwards over the control-flow graph (masm/checks/cfg.py): a register is live between a write and its
last read on any path.  The pressure at an instruction counts the registers live after it plus those it writes (its
results need registers even when nothing reads them).  Registers are bit masks (bit r of the one register space of
masm/checks/facts.py), so a kernel of 60,000 instructions costs a few integer operations per instruction.
"""
from __future__ import annotations

from bisect import bisect_right
from functools import reduce
from operator import attrgetter, is_, or_
from typing import NamedTuple

from .cfg import columns
from .facts import AGPR, VGPR

_VGPR_MASK = ((1 << 256) - 1) << VGPR
_AGPR_MASK = ((1 << 256) - 1) << AGPR
_SGPR_MASK = (1 << 106) - 1                   # s0..s101 and VCC (106, 107 are VCC; EXEC, M0 not counted)


class Peak(NamedTuple):
    count: int
    line: object | None        # the LayoutLine where it is reached (loc, notes, origin.macro / macro_loc)


class Pressure(NamedTuple):
    vgprs: Peak
    sgprs: Peak
    agprs: Peak


def liveness(graph, every_block: bool = False) -> tuple[list, list]:
    """Per block of `graph`: the registers live at its start, and those its instructions touch (as bit masks);
    `every_block` works out every block in every round (the tests' reference)."""
    blocks = graph.blocks
    _, reads, writes, touches = columns(graph)
    # each block as one step, live in = (live out & ~kills) | uses, then the blocks' fixpoint
    kills, uses, touched = [], [], []
    for b in blocks:
        start, end = b.start, b.end
        u = 0
        for w, read in zip(reversed(writes[start:end]), reversed(reads[start:end])):
            if u & w:                          # (u & ~w: a negative int's operations cost twice a positive's)
                u ^= u & w
            u |= read
        kills.append(~reduce(or_, writes[start:end], 0))
        uses.append(u)
        touched.append(reduce(or_, touches[start:end], 0))
    # the blocks from last to first, round after round until a round changes nothing (at most 50); a block is
    # worked out again only when a successor's live-in changed since (else it would give what it has): the rounds
    # and their results are those of sweeping every block (`every_block` does, the tests' reference)
    count = len(blocks)
    live_in = [0] * count
    succs = [b.succs for b in blocks]
    preds = [b.preds for b in blocks]
    dirty, later = bytearray(b"\1") * count, bytearray(count)    # this round's blocks to do, the next round's
    changed = True
    rounds = 0
    while changed and rounds < 50:
        changed = False
        rounds += 1
        if every_block:
            dirty[:] = b"\1" * count
        n = dirty.rfind(1)
        while n >= 0:
            dirty[n] = 0
            live = 0
            for s in succs[n]:
                live |= live_in[s]
            live = (live & kills[n]) | uses[n]
            if live != live_in[n]:
                live_in[n] = live
                changed = True
                for p in preds[n]:
                    if p < n:
                        dirty[p] = 1           # (still to come in this round)
                    else:
                        later[p] = 1
            n = dirty.rfind(1, 0, n)
        dirty, later = later, dirty            # (this round's are all done: `later` starts empty)
    return live_in, touched


def pressure(graph, every_instruction: bool = False) -> Pressure:
    """The peaks of `graph`; `every_instruction` counts at every instruction, not skipping the blocks that cannot
    reach a peak, over the liveness of every block worked out in every round (the tests' reference)."""
    live_in, touched = liveness(graph, every_instruction)
    return _peaks(graph, live_in, touched, range(len(graph.blocks)), every_instruction)


def _peaks(graph, live_in: list, touched: list, numbers: range, every_instruction: bool = False) -> Pressure:
    """The peaks over the blocks `numbers` of `graph`, from its liveness (`live_in`, `touched`)."""
    blocks, instrs = graph.blocks, graph.instrs
    _, reads, writes, _ = columns(graph)
    vmask, smask, amask = _VGPR_MASK, _SGPR_MASK, _AGPR_MASK
    bv = bs = ba = 0                   # the peaks, and the first instruction reaching each
    iv = is_ = ia = None
    for n in numbers:
        b = blocks[n]
        live = 0
        for s in b.succs:
            live |= live_in[s]
        # every register busy at an instruction of the block is live at its end or touched in it: a block whose
        # bound reaches no peak (its instructions come after the peaks' first places) cannot change them
        bound = live | touched[n]
        if not every_instruction and (bound & vmask).bit_count() <= bv and (bound & smask).bit_count() <= bs \
                and (not bound >> AGPR or (bound & amask).bit_count() <= ba):
            continue
        for i in range(b.end - 1, b.start - 1, -1):
            w = writes[i]
            busy = live | w
            c = (busy & vmask).bit_count()
            if c > bv or c == bv and iv is not None and i < iv:
                bv, iv = c, i
            c = (busy & smask).bit_count()
            if c > bs or c == bs and is_ is not None and i < is_:
                bs, is_ = c, i
            if busy >> AGPR:                   # AGPR bits are the highest: none set, none counted
                c = (busy & amask).bit_count()
                if c > ba or c == ba and ia is not None and i < ia:
                    ba, ia = c, i
            live = (live & ~w) | reads[i]
    return Pressure(*(Peak(count, instrs[at].line if at is not None else None)
                      for count, at in ((bv, iv), (bs, is_), (ba, ia))))


def kernel_pressure(lines, arch: str) -> Pressure | None:
    """The pressure of one kernel's lines: read from the graph the checks last built when the lines are a part of
    it standing alone (`_part_of_checked`: a kernel of a file of several), else from their own graph."""
    from .cfg import build_graph
    found = _part_of_checked(lines, arch)
    if found is not None:
        return found
    graph = build_graph(lines, arch, keep=False)      # (the checked graph stays kept for the file's other kernels)
    if not graph.instrs:
        return None
    return pressure(graph)


_LINE = attrgetter("line")
# [(the checked graph, {id(line): a block's first instruction}, block starts, live_in, touched)]
_CHECKED: list = []


def _part_of_checked(lines, arch: str) -> Pressure | None:
    """The pressure of `lines`, a kernel's placed lines, from the graph of the whole file the checks built (kept by
    cfg.build_graph, `cfg.kept`; its liveness worked out once for all the file's kernels), when its instructions are there one
    after the other in whole blocks that no edge leaves: liveness runs backwards, so those blocks' values are
    what the kernel's own graph gives (a branch out of the kernel, a fall-through into the next one: None, and
    `kernel_pressure` builds the kernel's graph).  Placing a file of LLVM syntax changes its lines in place, so the
    kernel's lines are the checked graph's.  (A file of 1,004 kernels built 1,004 graphs for the report.)
    (tests/checks/test_checks_pressure_parts.py compares it with each kernel's own graph.)"""
    from .cfg import build_graph, kept as kept_graph
    checked = kept_graph()
    if checked is None or checked[0] is lines or checked[1] != arch:
        return None
    codes = [ln for ln in lines if ln.kind == "code"]
    if not codes:
        return None
    kept = _CHECKED[0] if _CHECKED and _CHECKED[0][0] is checked[2] else None
    if kept is None:                    # (the file's first kernel: its graph brought up to date after layout once)
        graph = build_graph(checked[0], arch)
        starts = [b.start for b in graph.blocks]
        instrs = graph.instrs
        index = {id(instrs[k].line): k for k in starts}        # (a kernel starts a block, or is not answered)
        kept = (graph, index, starts, *liveness(graph))
        _CHECKED[:] = [kept]
    graph, index, starts, live_in, touched = kept
    first = index.get(id(codes[0]))
    instrs, blocks = graph.instrs, graph.blocks
    end = first + len(codes) if first is not None else 0
    if first is None or end > len(instrs) or not all(map(is_, map(_LINE, instrs[first:end]), codes)):
        return None
    n0, n1 = bisect_right(starts, first) - 1, bisect_right(starts, end - 1)
    if blocks[n1 - 1].end != end or \
            any(not n0 <= s < n1 for n in range(n0, n1) for s in blocks[n].succs):
        return None
    return _peaks(graph, live_in, touched, range(n0, n1))
