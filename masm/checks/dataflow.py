"""A forward dataflow solver over a `cfg.Graph`: block entry states are joined over predecessors until nothing
changes (every analysis here has finite, monotone states).  Blocks are taken in reverse postorder with the loops
nested in it (`loop_ranges`), as Bourdoncle's recursive iteration strategy takes a weak topological order ("Efficient
chaotic iteration strategies with widenings", 1993): a block after its forward predecessors, and a loop walked again
from its head until the head's entry state stays the same, the loops inside it settled each time; a block whose
entry state has not changed since its last walk is skipped.  On bench_plain's files this walks each block 1.1-1.5
times (its mix of 60,000 instructions, whose branches go back up to 20 labels and cross, 1.45; whole sweeps in
reverse postorder took 3.3, last-in-first-out order 19 on its file of corpus lines).  Where loops cross everywhere
(a conditional branch every 8 instructions to any of 20 labels before or after it), that order nests them deep and
walked each block 17 times, where plain sweeps walk it 6 times: after 2 walks a block the solver goes on in sweeps,
the next block with a new entry state after the one just walked, around and around.  Every walk of a block keeps
what it would report; a block is walked again whenever its entry state changes, so once nothing changes each
block's last walk started from its final state, and its kept reports are the ones made.  Warnings are made from the
final states, once, in block order.  An analysis that solves its entry states itself (`Analysis.settle`: the
missing waits, per register) skips all this: each block it reaches is walked once from its final state."""
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
        """The join of states `a` (a block's entry state so far) and `b`; `a` itself when `b` adds nothing."""
        raise NotImplementedError

    def copy(self, state):
        raise NotImplementedError

    def step(self, state, instr, report):
        raise NotImplementedError

    def prepare(self, graph) -> None:
        """Called once before solving `graph` (an analysis may work out per-instruction or per-block facts)."""

    def enter(self, state, block: int):
        """The state to walk block number `block` with, from its entry state (which it must not change)."""
        return self.copy(state)

    def walk(self, state, instrs, start: int, end: int, report):
        """`step` over instructions start..end-1; an analysis may skip the instructions whose step changes
        nothing and reports nothing."""
        step = self.step
        for i in range(start, end):
            state = step(state, instrs[i], report)
        return state

    def leave(self, state):
        """The state at a block's end as its successors see it (`join`, `==`)."""
        return state

    def settle(self, graph):
        """Each block's final entry state (None where no entry reaches it), when the analysis solves them itself
        (called after `prepare`); None to have `solve` iterate over whole blocks.  `solve` then walks each reached
        block once from its state (`enter_settled`), reporting (each report made at once: never a Later)."""
        return None

    def enter_settled(self, state, block: int):
        """The state to walk block `block` with from its final entry state (`settle`'s), its exit state asked by
        nobody: an analysis may leave out what the block cannot report."""
        return self.enter(state, block)


def solve(graph, analysis: Analysis, report) -> None:
    blocks = graph.blocks
    given, report = report, delivering(report)
    if not blocks:
        return
    if getattr(graph, "order", None) is None:
        graph.order = loop_ranges(graph)
    block_at, position, end_of, parent = graph.order
    state_in: list = [None] * len(blocks)
    dirty = 0                              # bit p: the block at position p has a new entry state since its walk
    for n in graph.entries:
        state_in[n] = analysis.entry(n in graph.callees)
        dirty |= 1 << position[n]
    analysis.prepare(graph)
    settled = analysis.settle(graph)
    if settled is not None:                # the final states: one walk a block makes the reports (each one
        walk, enter, instrs = analysis.walk, analysis.enter_settled, graph.instrs      # made there: no Later)
        for n, b in enumerate(blocks):
            if settled[n] is not None:
                walk(enter(settled[n], n), instrs, b.start, b.end, given)
        return
    walks = 0
    limit = 64 * len(blocks) + 1000        # a safety net: monotone states converge long before this
    kept: list = [None] * len(blocks)      # per block: the reports of its last walk
    walk, enter, leave, join, instrs = analysis.walk, analysis.enter, analysis.leave, analysis.join, graph.instrs
    copy = analysis.copy
    # a block after the blocks it depends on (but for back edges, which go to the head of a loop holding both); a
    # loop is walked again, its head first, until its head's entry state stays the same, the loops inside it
    # settled each time.  Blocks whose entry state has not changed since their last walk are skipped (the dirty
    # bits find the next one at once).
    stack: list = []                       # the loops being settled: (head position, end of the enclosing)
    i, end, head = 0, len(blocks), -1
    sweep_after = 2 * len(blocks)          # then sweeps (see above)
    while walks < limit:
        rest = dirty >> i
        if walks >= sweep_after:           # the next block with a new entry state, around and around
            if not rest:
                if not dirty:
                    break
                i, rest = 0, dirty
            p = i + (rest & -rest).bit_length() - 1
        elif (p := i + (rest & -rest).bit_length() - 1 if rest else end) >= end:
            if not stack:
                break
            if dirty >> head & 1:         # the loop again, from its head
                p = head
            else:
                i, end = end, stack.pop()[1]
                head = stack[-1][0] if stack else -1
                continue
        else:
            chain = []                     # the loops holding p that are not being settled yet
            q = parent[p]
            while q != head:
                chain.append(q)
                q = parent[q]
            for q in reversed(chain):
                stack.append((q, end))
                end, head = end_of[q], q
        n = block_at[p]
        dirty &= ~(1 << p)
        walks += 1
        b = blocks[n]
        found: list = []

        def keep(*args, **kwargs):
            found.append((args, kwargs))
        state = leave(walk(enter(state_in[n], n), instrs, b.start, b.end, keep))
        kept[n] = found
        for s in b.succs:
            old = state_in[s]
            new = copy(state) if old is None else join(old, state)
            if old is None or new is not old and new != old:
                state_in[s] = new
                dirty |= 1 << position[s]
        if end_of[p] and p != head and walks < sweep_after:    # a loop's head: settle the loop
            stack.append((p, end))
            end, head = end_of[p], p
        i = p + 1
    if walks < limit:
        for found in kept:
            for args, kwargs in found or ():
                report(*args, **kwargs)
        return
    for n, b in enumerate(blocks):          # (the safety net stopped the solving: walk once more from what is known)
        if state_in[n] is None:
            continue
        walk(enter(state_in[n], n), instrs, b.start, b.end, report)


def loop_ranges(graph) -> tuple:
    """The order the solver takes blocks in, and its loops: the blocks in reverse postorder of a depth-first walk
    from the entries (then the blocks they do not reach), and for each block a back edge goes to (an edge to an
    earlier or the same position) a loop from it to the last block with a back edge to it, stretched over every
    loop it crosses, so that loops nest.  (A weak topological order, as Bourdoncle's algorithm makes, settled the
    same files in as many walks, but takes time the blocks times the loops' depth to make: 0.4 s for the 300
    nested loops of bench_plain's mix; this takes linear time.)  Returns (the block at each position, each block's
    position, per position the end of the loop it heads (0: none), per position the head of the innermost loop
    holding it (-1: none))."""
    blocks = graph.blocks
    count = len(blocks)
    seen = [False] * count
    post: list = []
    for root in list(graph.entries) + list(range(count)):
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
    post.reverse()
    block_at = post
    position = [0] * count
    for p, n in enumerate(block_at):
        position[n] = p
    end_of = [0] * count
    for p, n in enumerate(block_at):
        for s in blocks[n].succs:
            h = position[s]
            if h <= p and end_of[h] <= p:
                end_of[h] = p + 1
    top: list = []                         # the outermost loops after position p, leftmost last
    for p in range(count - 1, -1, -1):
        e = end_of[p]
        if not e:
            continue
        while top and top[-1][0] < e:      # a loop starting inside this one: nested (stretched)
            e = max(e, top.pop()[1])
        end_of[p] = e
        top.append((p, e))
    parent = [-1] * count
    open_: list = []                       # the loops holding the current position, innermost last
    for p in range(count):
        while open_ and end_of[open_[-1]] <= p:
            open_.pop()
        parent[p] = open_[-1] if open_ else -1
        if end_of[p]:
            open_.append(p)
    return block_at, position, end_of, parent


class RoundRobin:
    """Blocks waiting for a visit, taken in the solver's order (`loop_ranges`) round and round: the next one waiting
    after the block visited last.  (Two heaps of positions, this round's and the next's, and a flag per position:
    a bit per position in one int made two ints of the blocks' size at each addition and five at each visit.)"""
    __slots__ = ("block_at", "position", "waiting", "now", "later", "after")

    def __init__(self, graph):
        if getattr(graph, "order", None) is None:
            graph.order = loop_ranges(graph)
        self.block_at, self.position = graph.order[0], graph.order[1]
        self.waiting = bytearray(len(self.block_at))       # per position: waiting for a visit
        self.now: list = []            # the positions waiting after the block visited last (a heap)
        self.later: list = []          # those at or before it: the next round's (a heap)
        self.after = 0                 # the position after the block visited last

    def add(self, n: int) -> None:
        """Block `n` waits for a visit."""
        p = self.position[n]
        if not self.waiting[p]:
            self.waiting[p] = 1
            heappush(self.now if p >= self.after else self.later, p)

    def pop(self) -> int | None:
        """The next block to visit (no longer waiting), or None when none waits."""
        now = self.now
        if not now:
            if not self.later:
                return None
            now, self.later = self.later, now
            self.now = now
        p = heappop(now)
        self.waiting[p] = 0
        self.after = p + 1
        return self.block_at[p]
