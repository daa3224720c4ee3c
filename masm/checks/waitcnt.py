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
the number of in-order operations of its counter issued since (-1 for a scalar load: only a zero count covers it).
Paths join by keeping every register any path has pending, with the smaller distance.  Before `s_barrier`, no LDS
operation may be outstanding (another wave would read or overwrite LDS this one has not finished with).
"""
from __future__ import annotations

from .dataflow import Analysis
from .facts import AGPR, VGPR


# DS instructions that move data between lanes without reading or writing LDS memory: another wave cannot see them,
# so s_barrier need not wait for them (clang-19 reaches s_barrier with a ds_swizzle outstanding)
_NO_LDS_MEMORY = frozenset({"DS_SWIZZLE_B32", "DS_PERMUTE_B32", "DS_BPERMUTE_B32"})


class WaitState:
    __slots__ = ("vm", "lg", "ds", "vm_n", "lg_n")

    def __init__(self, vm=None, lg=None, ds=0, vm_n=0, lg_n=0):
        self.vm = vm if vm is not None else {}     # reg -> (distance, load instruction index)
        self.lg = lg if lg is not None else {}
        self.ds = ds                               # DS operations on LDS memory possibly outstanding (upper bound)
        self.vm_n = vm_n                           # operations of each counter possibly outstanding (upper bound)
        self.lg_n = lg_n

    def __eq__(self, other):
        return (self.vm == other.vm and self.lg == other.lg and self.ds == other.ds and self.vm_n == other.vm_n
                and self.lg_n == other.lg_n)


def _join_map(a: dict, b: dict) -> dict:
    out = dict(a)
    for r, v in b.items():
        w = out.get(r)
        if w is None or v < w:
            out[r] = v
    return out


def register_name(r: int) -> str:
    if r >= AGPR:
        return f"a{r - AGPR}"
    if r >= VGPR:
        return f"v{r - VGPR}"
    return {106: "vcc_lo", 107: "vcc_hi", 124: "m0", 126: "exec_lo", 127: "exec_hi", 253: "scc"}.get(r, f"s{r}")


class MissingWaits(Analysis):
    def __init__(self, vmcnt_max: int, lgkmcnt_max: int = 15, on_wait=None):
        self.vm_max = vmcnt_max
        self.lg_max = lgkmcnt_max
        self.on_wait = on_wait         # on_wait(instr, state) at each s_waitcnt of the final pass

    def entry(self, callee: bool = False):
        """An entry's state: a kernel starts with nothing outstanding; a function called from elsewhere may be
        entered with any register still being loaded (its caller's loads)."""
        if not callee:
            return WaitState()
        regs = [*range(0, 106), *range(256, 512)]
        return WaitState({r: (0, -1) for r in regs}, {r: (-1, -1) for r in regs}, self.lg_max, self.vm_max,
                         self.lg_max)

    def copy(self, s):
        return WaitState(dict(s.vm), dict(s.lg), s.ds, s.vm_n, s.lg_n)

    def join(self, a, b):
        return WaitState(_join_map(a.vm, b.vm), _join_map(a.lg, b.lg), max(a.ds, b.ds), max(a.vm_n, b.vm_n),
                         max(a.lg_n, b.lg_n))

    def step(self, s: WaitState, instr, report):
        f = instr.facts
        if f.wait is not None:
            vm, _, lg = f.wait
            if report is not None and self.on_wait is not None:
                self.on_wait(instr, s)
            s.vm_n = min(s.vm_n, vm)
            s.lg_n = min(s.lg_n, lg)
            if s.vm and vm < self.vm_max:
                s.vm = {r: v for r, v in s.vm.items() if v[0] < vm}
            if lg < self.lg_max:
                if s.lg:
                    s.lg = {r: v for r, v in s.lg.items() if not (lg == 0 or 0 <= lg <= v[0])}
                s.ds = min(s.ds, lg)
            return s
        if f.key == "S_SWAPPC_B64":          # a call: the callee returns with every counter at zero
            self._check(s, instr, f.reads, (), report)
            return WaitState()
        if f.key == "S_SETPC_B64" and (s.vm_n or s.vm or s.lg):
            # a return (or a jump the checks cannot follow): the caller takes every counter to be zero after a
            # call (S_SWAPPC above), as LLVM's calling convention has it, so no vector memory operation and no
            # load may be left outstanding
            if report is not None:
                need = " ".join(p for p, n in (("vmcnt(0)", s.vm_n or s.vm), ("lgkmcnt(0)", s.lg)) if n)
                report(instr, "missing-waitcnt", "s_setpc_b64 leaves while memory operations may be outstanding: "
                       "the code it returns to takes every counter to be zero", "s_waitcnt " + need)
            s = WaitState()
        if f.key == "S_BARRIER" and s.ds:
            if report is not None:
                report(instr, "missing-waitcnt", "s_barrier while LDS operations may be outstanding: other waves "
                       "may see this wave's LDS accesses unfinished", "s_waitcnt lgkmcnt(0)")
            s.ds = 0
            s.lg = {r: v for r, v in s.lg.items() if v[0] < 0}
        if s.vm or s.lg:
            same_vm = f.mem in ("vm", "flat")
            self._check(s, instr, f.reads | f.writes, () if same_vm else f.dest, report,
                        lg_dest=f.dest, ds=f.mem == "ds")
        mem = f.mem
        if mem is None:
            return s
        if mem in ("vm", "flat"):
            s.vm_n = min(s.vm_n + 1, self.vm_max)
        if mem != "vm":
            s.lg_n = min(s.lg_n + 1, self.lg_max)
        if mem in ("vm", "flat"):
            if s.vm:
                cap = self.vm_max
                s.vm = {r: (min(d + 1, cap), at) for r, (d, at) in s.vm.items()}
            for r in f.dest:
                s.vm[r] = (0, instr.index)
        if mem == "ds":
            if s.lg:
                cap = self.lg_max
                s.lg = {r: ((min(d + 1, cap) if d >= 0 else d), at) for r, (d, at) in s.lg.items()}
            for r in f.dest:
                s.lg[r] = (0, instr.index)
            if f.key not in _NO_LDS_MEMORY:
                s.ds = min(s.ds + 1, self.lg_max)
        elif mem == "smem":
            for r in f.dest:
                s.lg[r] = (-1, instr.index)
        return s

    def _check(self, s: WaitState, instr, regs, vm_dest, report, lg_dest=(), ds=False):
        vm_hits = [r for r in regs if r in s.vm] + [r for r in vm_dest if r in s.vm]
        lg_hits = [r for r in regs if r in s.lg]
        lg_hits += [r for r in lg_dest if r in s.lg and not (ds and s.lg[r][0] >= 0) and r not in lg_hits]
        if not vm_hits and not lg_hits:
            return
        if report is not None:
            vm_need = min((s.vm[r][0] for r in vm_hits), default=None)
            lg_need = min((max(s.lg[r][0], 0) for r in lg_hits), default=None)
            parts = []
            if vm_need is not None:
                parts.append(f"vmcnt({vm_need})")
            if lg_need is not None:
                parts.append(f"lgkmcnt({lg_need})")
            first = min(vm_hits + lg_hits, key=lambda r: (s.vm.get(r) or s.lg.get(r))[1])
            load = (s.vm.get(first) or s.lg.get(first))[1]
            where = f"the load at {{line:{load}}}" if load >= 0 else "a load of the caller (a function starts " \
                "with its caller's loads possibly outstanding)"
            used = "overwritten" if first in instr.facts.writes or first in instr.facts.dest else "read"
            regs = sorted(set(vm_hits + lg_hits))
            names = _reg_list(regs)
            many = len(regs) > 1
            report(instr, "missing-waitcnt", f"{names} {'are' if many else 'is'} {used} while "
                   f"{where} may still be writing {'them' if many else 'it'}",
                   "s_waitcnt " + " ".join(parts), related=load)
        for r in vm_hits:
            s.vm.pop(r, None)
        for r in lg_hits:
            s.lg.pop(r, None)


def _reg_list(regs: list) -> str:
    """v4, v5, v6 -> v[4:6]; mixed files listed one range at a time."""
    out = []
    i = 0
    while i < len(regs):
        j = i
        while j + 1 < len(regs) and regs[j + 1] == regs[j] + 1 and (regs[j + 1] >= VGPR) == (regs[i] >= VGPR) \
                and (regs[j + 1] >= AGPR) == (regs[i] >= AGPR):
            j += 1
        first, last = register_name(regs[i]), register_name(regs[j])
        out.append(first if i == j else f"{first[0]}[{first[1:]}:{last[1:]}]"
                   if first[0] in "vas" and first[1:].isdigit() else f"{first}..{last}")
        i = j + 1
    return ", ".join(out)
