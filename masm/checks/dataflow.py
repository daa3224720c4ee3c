"""A forward dataflow solver over a `cfg.Graph`: block entry states are joined over predecessors until nothing
changes (every analysis here has finite, monotone states).  Every walk of a block keeps what it would report; a block
is walked again whenever its entry state changes, so once nothing changes each block's last walk started from its
final state, and its kept reports are the ones made.  Warnings are made from the final states, once, in block order."""
from __future__ import annotations


class Analysis:
    """What an analysis supplies: the state at an entry, the join of two states, and one instruction's effect
    (it calls `report(instr, code, message, fix...)` for what it finds; the solver keeps only the last walk's)."""

    def entry(self, callee: bool = False):
        raise NotImplementedError

    def join(self, a, b):
        raise NotImplementedError

    def copy(self, state):
        raise NotImplementedError

    def step(self, state, instr, report):
        raise NotImplementedError

    def enter(self, state):
        """The state to walk a block with, from its entry state (which it must not change)."""
        return self.copy(state)

    def leave(self, state):
        """The state at a block's end as its successors see it (`join`, `==`)."""
        return state


def solve(graph, analysis: Analysis, report) -> None:
    blocks = graph.blocks
    if not blocks:
        return
    state_in: list = [None] * len(blocks)
    work = []
    for n in graph.entries:
        state_in[n] = analysis.entry(n in graph.callees)
        work.append(n)
    queued = set(work)
    steps = 0
    limit = 64 * len(blocks) + 1000        # a safety net: monotone states converge long before this
    kept: list = [None] * len(blocks)      # per block: the reports of its last walk
    step, instrs = analysis.step, graph.instrs
    while work and steps < limit:
        n = work.pop()
        queued.discard(n)
        steps += 1
        state = analysis.enter(state_in[n])
        b = blocks[n]
        found: list = []

        def keep(*args, **kwargs):
            found.append((args, kwargs))
        for i in range(b.start, b.end):
            state = step(state, instrs[i], keep)
        kept[n] = found
        state = analysis.leave(state)
        for s in b.succs:
            old = state_in[s]
            new = analysis.copy(state) if old is None else analysis.join(old, state)
            if old is None or new != old:
                state_in[s] = new
                if s not in queued:
                    queued.add(s)
                    work.append(s)
    if not work:
        for found in kept:
            for args, kwargs in found or ():
                report(*args, **kwargs)
        return
    for n, b in enumerate(blocks):          # (the safety net stopped the solving: walk once more from what is known)
        if state_in[n] is None:
            continue
        state = analysis.enter(state_in[n])
        for i in range(b.start, b.end):
            state = step(state, instrs[i], report)
