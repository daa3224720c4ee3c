"""Missing-s_waitcnt detection: a register read or written while a load into it is still in flight is an error.

On hardware, memory instructions return their data later; a kernel must `s_waitcnt` before it uses the registers a
load writes.  The simulator completes every access at once, so a missing wait would go unnoticed and the kernel would
compute the right thing here and garbage on a GPU.  This tracker follows the counters the way the ISA defines them:

- vmcnt: vector memory instructions (FLAT/GLOBAL/MUBUF/MTBUF loads, stores and atomics) complete in issue order;
  `s_waitcnt vmcnt(N)` guarantees all but the N most recent are done.
- lgkmcnt: LDS (DS) instructions complete in issue order; scalar memory (SMEM) may return out of order, so an SMEM
  load is only known to be done after `lgkmcnt(0)`.  FLAT instructions count on both counters.
A register is "in flight" from the load's issue until a wait retires it; touching it before that is reported with
the load that is still pending and the wait to add.  LDS memory is in flight from a load into LDS until vmcnt covers
it.  Which registers an instruction reads and fills is the static checks' reading (checks/facts.py), not a second one.
"""
from __future__ import annotations

import numpy as np

from ..checks.facts import AGPR, LDS_MEMORY, VGPR, facts_of, registers
from ..dataclass_cache import dataclass
from ..targets import FAMILY
from .errors import MemoryFault


@dataclass(frozen=True)
class Access:
    """What one instruction touches and issues, derived from its table entry and fields."""
    vgprs: tuple[int, ...]
    sgprs: tuple[int, ...]
    kind: str | None               # "vm", "flat" (vm + lgkm), "ds", "smem" or None
    dest_vgprs: tuple[int, ...] = ()
    dest_sgprs: tuple[int, ...] = ()
    wait: tuple[int, int] | None = None   # (vmcnt, lgkmcnt) of an s_waitcnt
    lds: str | None = None         # "fills": a load into LDS (vmcnt); "reads": a DS access of LDS memory

    @property
    def vm_checked(self) -> list[int]:
        """VGPRs whose pending vector-memory loads matter (a vector load may overwrite its own pending target)."""
        own = self.dest_vgprs if self.kind in ("vm", "flat") else ()
        return [r for r in self.vgprs if r not in own]

    @property
    def ds_checked(self) -> list[int]:
        own = self.dest_vgprs if self.kind == "ds" else ()
        return [r for r in self.vgprs if r not in own]

    @property
    def s_checked(self) -> list[int]:
        return [r for r in self.sgprs if r not in self.dest_sgprs]


def access_of(d, family: str) -> Access:
    """The Access of decoded instruction `d`, from the registers the static checks read in it (checks/facts.py: one
    reading of the ISA tables for both, checked against llvm-mc's text of every corpus line): the VGPRs and SGPRs it
    reads or writes, now or when its load completes, its memory counter, what its load fills, its s_waitcnt counts,
    and whether it fills or accesses LDS memory.  (AGPRs are not tracked here.)"""
    f = facts_of(d, family, FAMILY[family].vmcnt_max)
    used = f.rmask | f.wmask | f.dmask
    dest = f.dest
    wait = f.wait
    return Access(tuple(r - VGPR for r in registers(used & _VGPR_BITS)), tuple(registers(used & _SGPR_BITS)),
                  f.mem if f.mem in _COUNTED else None,
                  tuple(r - VGPR for r in dest if VGPR <= r < AGPR), tuple(r for r in dest if r < 128),
                  None if wait is None else (wait[0], wait[2]),
                  "fills" if LDS_MEMORY in dest else "reads" if f.rmask >> LDS_MEMORY & 1 else None)


_VGPR_BITS = ((1 << 256) - 1) << VGPR
_SGPR_BITS = (1 << 128) - 1
_COUNTED = frozenset(("vm", "flat", "ds", "smem"))


class WaitcntTracker:
    """Per-wave counters and per-register 'in flight until' marks for one batch of waves."""

    def __init__(self, waves: int, vgprs: int, family: str):
        self.family = family
        self.vm_seq = np.zeros(waves, np.int64)
        self.vm_done = np.zeros(waves, np.int64)
        self.ds_seq = np.zeros(waves, np.int64)
        self.ds_done = np.zeros(waves, np.int64)
        self.v_vm = np.zeros((waves, vgprs), np.int64)      # vm sequence number of the load writing the VGPR
        self.v_ds = np.zeros((waves, vgprs), np.int64)
        self.s_smem = np.zeros((waves, 128), bool)
        self.v_pc = np.zeros((waves, vgprs), np.int64)      # address of that load (for the message)
        self.s_pc = np.zeros((waves, 128), np.int64)
        self.lds_vm = np.zeros(waves, np.int64)             # vm sequence number of the last load into LDS
        self.lds_pc = np.zeros(waves, np.int64)
        self.active = False                                 # anything in flight anywhere in the batch
        self._cache: dict = {}

    def _lists(self, a: Access):
        """Register index lists for one instruction, cached (the same Access is checked many times)."""
        lists = self._cache.get(id(a))
        if lists is None:
            nv = self.v_vm.shape[1]
            lists = ([r for r in a.vm_checked if r < nv], [r for r in a.ds_checked if r < nv], a.s_checked,
                     [r for r in a.dest_vgprs if r < nv], list(a.dest_sgprs))
            self._cache[id(a)] = (a, lists)
            return lists
        return lists[1]

    def _wave(self, w, k) -> int:
        return int(k) if isinstance(w, slice) else int(w[k])

    def check(self, a: Access, w, describe) -> None:
        if not self.active:
            return
        vm_regs, ds_regs, s_regs, _, _ = self._lists(a)
        for regs, marks, done, counter in ((vm_regs, self.v_vm, self.vm_done, "vmcnt"),
                                           (ds_regs, self.v_ds, self.ds_done, "lgkmcnt")):
            if not regs:
                continue
            pending = marks[w][:, regs] > done[w][:, None]
            if pending.any():
                k, j = np.argwhere(pending)[0]
                wave = self._wave(w, k)
                raise MemoryFault(f"v{regs[j]} is used while the load at {describe(int(self.v_pc[wave, regs[j]]))} "
                                  f"may still be writing it: add s_waitcnt {counter}(0) (or a count that covers "
                                  f"that load) before this instruction", wave=wave)
        if a.lds == "reads":
            pending = self.lds_vm[w] > self.vm_done[w]
            if pending.any():
                wave = self._wave(w, np.argwhere(pending)[0][0])
                raise MemoryFault(f"LDS is accessed while the load into LDS at {describe(int(self.lds_pc[wave]))} "
                                  f"may still be writing it: add s_waitcnt vmcnt(0) (or a count that covers that "
                                  f"load) before this instruction", wave=wave)
        if s_regs:
            pending = self.s_smem[w][:, s_regs]
            if pending.any():
                k, j = np.argwhere(pending)[0]
                wave = self._wave(w, k)
                raise MemoryFault(f"s{s_regs[j]} is used while the scalar load at "
                                  f"{describe(int(self.s_pc[wave, s_regs[j]]))} may still be writing it: add "
                                  "s_waitcnt lgkmcnt(0) before this instruction", wave=wave)

    def issued(self, a: Access, w, pc: int) -> None:
        if a.wait is not None:
            vm, lgkm = a.wait
            if vm < FAMILY[self.family].vmcnt_max:
                self.vm_done[w] = np.maximum(self.vm_done[w], self.vm_seq[w] - vm)
            if lgkm < 15:
                self.ds_done[w] = np.maximum(self.ds_done[w], self.ds_seq[w] - lgkm)
                if lgkm == 0:
                    self.s_smem[w] = False
            self.active = bool((self.vm_seq > self.vm_done).any() or (self.ds_seq > self.ds_done).any()
                               or self.s_smem.any())
            return
        if a.kind is None:
            return
        _, _, _, dest_v, dest_s = self._lists(a)
        rows = w if isinstance(w, slice) else w[:, None]
        if a.kind in ("vm", "flat"):
            self.vm_seq[w] += 1
            if a.lds == "fills":
                self.lds_vm[w] = self.vm_seq[w]
                self.lds_pc[w] = pc
            if dest_v:
                self.v_vm[rows, dest_v] = self.vm_seq[w][:, None]
                self.v_pc[rows, dest_v] = pc
        if a.kind in ("ds", "flat"):
            self.ds_seq[w] += 1
            if a.kind == "ds" and dest_v:
                self.v_ds[rows, dest_v] = self.ds_seq[w][:, None]
                self.v_pc[rows, dest_v] = pc
        if a.kind == "smem" and dest_s:
            self.s_smem[rows, dest_s] = True
            self.s_pc[rows, dest_s] = pc
        self.active = True
