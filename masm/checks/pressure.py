"""Register pressure: how many VGPRs and SGPRs are live at each instruction, and where the most are.

Liveness runs backwards over the control-flow graph (masm/checks/cfg.py): a register is live between a write and its
last read on any path.  The pressure at an instruction counts the registers live after it plus those it writes (its
results need registers even when nothing reads them).  Registers are bit masks (bit r of the one register space of
masm/checks/facts.py), so a kernel of 60,000 instructions costs a few integer operations per instruction.
"""
from __future__ import annotations

from typing import NamedTuple

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


_MASKS: dict = {}


def _masks(f) -> tuple[int, int]:
    hit = _MASKS.get(id(f))
    if hit is None or hit[0] is not f:
        reads = 0
        for r in f.reads:
            reads |= 1 << r
        writes = 0
        for r in f.writes | frozenset(f.dest):
            writes |= 1 << r
        hit = _MASKS[id(f)] = (f, reads, writes)
    return hit[1], hit[2]


def pressure(graph) -> Pressure:
    blocks, instrs = graph.blocks, graph.instrs
    live_in = [0] * len(blocks)
    changed = True
    rounds = 0
    while changed and rounds < 50:
        changed = False
        rounds += 1
        for n in range(len(blocks) - 1, -1, -1):
            b = blocks[n]
            live = 0
            for s in b.succs:
                live |= live_in[s]
            for i in range(b.end - 1, b.start - 1, -1):
                reads, writes = _masks(instrs[i].facts)
                live = (live & ~writes) | reads
            if live != live_in[n]:
                live_in[n] = live
                changed = True
    best = {"v": (0, None), "s": (0, None), "a": (0, None)}
    for n, b in enumerate(blocks):
        live = 0
        for s in b.succs:
            live |= live_in[s]
        for i in range(b.end - 1, b.start - 1, -1):
            reads, writes = _masks(instrs[i].facts)
            busy = live | writes
            for kind, mask in (("v", _VGPR_MASK), ("s", _SGPR_MASK), ("a", _AGPR_MASK)):
                count = bin(busy & mask).count("1")
                if count > best[kind][0] or count == best[kind][0] and best[kind][1] is not None \
                        and i < best[kind][1]:
                    best[kind] = (count, i)
            live = (live & ~writes) | reads
    return Pressure(*(Peak(best[k][0], instrs[best[k][1]].line if best[k][1] is not None else None)
                      for k in ("v", "s", "a")))


def kernel_pressure(lines, arch: str) -> Pressure | None:
    from .cfg import build_graph
    graph = build_graph(lines, arch)
    if not graph.instrs:
        return None
    return pressure(graph)
