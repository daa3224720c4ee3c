"""A forward dataflow solver over a `cfg.Graph`: block entry states are joined over predecessors until nothing
changes (every analysis here has finite, monotone states).  Blocks are taken in Bourdoncle's weak topological order
and its recursive iteration strategy: a block after its forward predecessors, and a loop (a component of the order)
walked again from its head until the head's entry state stays the same, the loops inside it settled each time;
blocks whose entry state has not changed since their last walk are skipped.  On bench_plain's files this walks each
block 1.1-1.5 times (the mix of 60,000 instructions, whose branches go back up to 20 labels and cross, 1.45; sweeps
in reverse postorder took 3.3, last-in-first-out order 19 on the corpus-lines file).  Every walk of a block keeps
what it would report; a block is walked again whenever its entry state changes, so once nothing changes each
block's last walk started from its final state, and its kept reports are the ones made.  Warnings are made from the
final states, once, in block order."""
from __future__ import annotations



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


def solve(graph, analysis: Analysis, report) -> None:
    blocks = graph.blocks
    report = delivering(report)
    if not blocks:
        return
    if getattr(graph, "order", None) is None:
        graph.order = _positions(weak_topological_order(graph), len(blocks))
    block_at, position, end_of, parent = graph.order
    state_in: list = [None] * len(blocks)
    dirty = 0                              # bit p: the block at position p has a new entry state since its walk
    for n in graph.entries:
        state_in[n] = analysis.entry(n in graph.callees)
        dirty |= 1 << position[n]
    analysis.prepare(graph)
    walks = 0
    limit = 64 * len(blocks) + 1000        # a safety net: monotone states converge long before this
    kept: list = [None] * len(blocks)      # per block: the reports of its last walk
    walk, enter, leave, join, instrs = analysis.walk, analysis.enter, analysis.leave, analysis.join, graph.instrs
    copy = analysis.copy
    # the weak topological order's iteration: a block after the blocks it depends on (but for back edges, which
    # go to the head of a component holding both); a component is walked again, its head first, until its head's
    # entry state stays the same, the components inside it settled each time.  Blocks whose entry state has not
    # changed since their last walk are skipped (the dirty bits find the next one at once).
    stack: list = []                       # the components being settled: (head position, end of the enclosing)
    i, end, head = 0, len(blocks), -1
    while walks < limit:
        rest = dirty >> i
        p = i + (rest & -rest).bit_length() - 1 if rest else end
        if p >= end:
            if not stack:
                break
            if dirty >> head & 1:         # the component again, from its head
                p = head
            else:
                i, end = end, stack.pop()[1]
                head = stack[-1][0] if stack else -1
                continue
        else:
            chain = []                     # the components holding p that are not being settled yet
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
        if end_of[p] and p != head:        # a component's head: settle the component
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


def _positions(order: list, count: int) -> tuple:
    """The weak topological order flattened: (block at each position, each block's position, per position the end
    of the component it heads (0: none), per position the head position of the innermost component holding it
    (-1: none))."""
    block_at: list = []
    end_of: list = []
    parent: list = []
    todo = [(order, 0, -1)]
    while todo:
        elements, k, up = todo.pop()
        if k == len(elements):
            if up >= 0:
                end_of[up] = len(block_at)
            continue
        todo.append((elements, k + 1, up))
        e = elements[k]
        if type(e) is int:
            block_at.append(e)
            end_of.append(0)
            parent.append(up)
        else:
            p = len(block_at)
            block_at.append(e[0])
            end_of.append(0)
            parent.append(up)
            todo.append((e[1], 0, p))
    position = [0] * count
    for p, n in enumerate(block_at):
        position[n] = p
    return block_at, position, end_of, parent


def weak_topological_order(graph) -> list:
    """Bourdoncle's weak topological order of the blocks ("Efficient chaotic iteration strategies with widenings",
    1993), from the entries (then the blocks they do not reach): a list of elements, each a block number or a
    component (head, [elements]); every edge goes forward in it except those to the head of a component holding
    both (a loop's back edges).  Built without recursion (a chain of 60,000 instructions makes deep walks)."""
    blocks = graph.blocks
    succs = [b.succs for b in blocks]
    done = 1 << 62                         # the depth-first number of a block already placed (infinite)
    dfn = [0] * len(blocks)
    stack: list = []                       # the blocks visited and not yet placed
    count = 0
    part: list = []                        # the order, last element first (as if one root led to every entry)
    for root in list(graph.entries) + list(range(len(blocks))):
        if dfn[root]:
            continue
        # frames: [block, successors' iterator, head, loop, partition it goes to, component's partition or None]
        count += 1
        dfn[root] = count
        stack.append(root)
        frames = [[root, iter(succs[root]), count, False, part, None]]
        while frames:
            f = frames[-1]
            if f[5] is not None:            # the component of block f[0]: its unvisited successors go in it
                for w in f[1]:
                    if dfn[w] == 0:
                        count += 1
                        dfn[w] = count
                        stack.append(w)
                        frames.append([w, iter(succs[w]), count, False, f[5], None])
                        break
                else:
                    frames.pop()
                    f[5].reverse()
                    f[4].append((f[0], f[5]))
                    _deliver(frames, f[2])
                continue
            for w in f[1]:
                if dfn[w] == 0:
                    count += 1
                    dfn[w] = count
                    stack.append(w)
                    frames.append([w, iter(succs[w]), count, False, f[4], None])
                    break
                m = dfn[w]
                if m <= f[2]:
                    f[2], f[3] = m, True
            else:
                v = f[0]
                frames.pop()
                if f[2] == dfn[v]:
                    dfn[v] = done
                    e = stack.pop()
                    if f[3]:
                        while e != v:
                            dfn[e] = 0
                            e = stack.pop()
                        f[1], f[5] = iter(succs[v]), []
                        frames.append(f)    # v heads a component: its partition, then placed in f[4]
                        continue
                    f[4].append(v)
                _deliver(frames, f[2])
    part.reverse()
    return part


def _deliver(frames: list, head: int) -> None:
    """A finished visit's head number to the visit that made it (a component's frame takes none)."""
    if frames and frames[-1][5] is None:
        p = frames[-1]
        if head <= p[2]:
            p[2], p[3] = head, True
