"""A forward dataflow solver over a `cfg.Graph`: block entry states are joined over predecessors until nothing
changes (every analysis here has finite, monotone states).  Blocks are walked in sweeps in reverse postorder: a
block is walked after its forward predecessors, and a block a back edge changes waits for the next sweep (taking it
at once would walk the whole loop again for every back edge, and a file of loops crossing each other tens of times),
so a file of crossing loops settles in a few sweeps.  Every walk of a block keeps what it would report; a block is
walked again whenever its entry state changes, so once nothing changes each block's last walk started from its final
state, and its kept reports are the ones made.  Warnings are made from the final states, once, in block order."""
from __future__ import annotations

from heapq import heappop, heappush


class Later:
    """A report whose arguments cost to make (a message's text): `make(*args)` gives (args, kwargs) of the report.
    A walk that is not its block's last makes reports for nothing; the solver makes only the ones it keeps."""
    __slots__ = ("make", "args")

    def __init__(self, make, *args):
        self.make, self.args = make, args


def delivering(report):
    """`report` taking Later reports too (what `solve` hands on)."""
    def deliver(*args, **kwargs):
        if len(args) == 1 and type(args[0]) is Later:
            args, kwargs = args[0].make(*args[0].args)
        report(*args, **kwargs)
    return deliver


class Analysis:
    """What an analysis supplies: the state at an entry, the join of two states, and one instruction's effect
    (it calls `report(instr, code, message, fix...)`, or `report(Later(...))`, for what it finds; the solver keeps
    only the last walk's)."""

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
    report = delivering(report)
    if not blocks:
        return
    state_in: list = [None] * len(blocks)
    rank = _reverse_postorder(graph)
    work: list = []
    for n in graph.entries:
        state_in[n] = analysis.entry(n in graph.callees)
        heappush(work, (rank[n], n))
    queued = set(graph.entries)
    steps = 0
    limit = 64 * len(blocks) + 1000        # a safety net: monotone states converge long before this
    kept: list = [None] * len(blocks)      # per block: the reports of its last walk
    step, instrs = analysis.step, graph.instrs
    later: list = []                       # blocks changed by a back edge: the next sweep's
    while (work or later) and steps < limit:
        if not work:
            work, later = later, work
        n = heappop(work)[1]
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
                    heappush(work if rank[s] > rank[n] else later, (rank[s], s))
    if not work and not later:
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


def _reverse_postorder(graph) -> list:
    """Each block's rank in a reverse postorder of a depth-first walk from the entries (blocks no entry reaches
    after them): a block's predecessors, but for back edges, come before it, so states settle in few passes."""
    blocks = graph.blocks
    seen = [False] * len(blocks)
    post: list = []
    for root in list(graph.entries) + list(range(len(blocks))):
        if seen[root]:
            continue
        seen[root] = True
        stack = [(root, iter(blocks[root].succs))]
        while stack:
            n, it = stack[-1]
            for s in it:
                if not seen[s]:
                    seen[s] = True
                    stack.append((s, iter(blocks[s].succs)))
                    break
            else:
                stack.pop()
                post.append(n)
    rank = [0] * len(blocks)
    for i, n in enumerate(reversed(post)):
        rank[n] = i
    return rank
