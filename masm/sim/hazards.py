"""Missing-s_waitcnt detection: a register read or written while a load into it is still in flight is an error.

On hardware, memory instructions return their data later; a kernel must `s_waitcnt` before it uses the registers a
load writes.  The simulator completes every access at once, so a missing wait would go unnoticed and the kernel would
compute the right thing here and garbage on a GPU.  This tracker follows the counters the way the ISA defines them:

- vmcnt: vector memory instructions (FLAT/GLOBAL/MUBUF/MTBUF loads, stores and atomics) complete in issue order;
  `s_waitcnt vmcnt(N)` guarantees all but the N most recent are done.
- lgkmcnt: LDS (DS) instructions complete in issue order; scalar memory (SMEM) may return out of order, so an SMEM
  load is only known to be done after `lgkmcnt(0)`.  FLAT instructions count on both counters.
A register is "in flight" from the load's issue until a wait retires it; touching it before that is reported with
the load that is still pending and the wait to add.
"""
from __future__ import annotations


import numpy as np

from ..checks.facts import lds_role
from ..dataclass_cache import dataclass
from ..targets import FAMILY
from .errors import MemoryFault

VMEM_FORMATS = ("FLAT", "MUBUF", "MTBUF", "MIMG")
VCC_LO, M0, EXEC_LO = 106, 124, 126


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


def _code_regs(code: int, width: int, vgprs: list, sgprs: list) -> None:
    if code >= 256:
        vgprs.extend(range(code - 256, code - 256 + width))
    elif code < 102 or code in (VCC_LO, VCC_LO + 1, M0, EXEC_LO, EXEC_LO + 1) or 102 <= code < 128:
        sgprs.extend(c for c in range(code, code + width) if c < 128)


def access_of(d, family: str) -> Access:
    defn, f, enc = d.defn, d.fields, d.encoding
    vgprs: list[int] = []
    sgprs: list[int] = []
    sdwa_or_dpp = enc.endswith(("_SDWA", "_DPP"))
    for op in defn.operands:
        if op.kind == "fixed":
            if op.text == "vcc":
                sgprs.extend((VCC_LO, VCC_LO + 1))
            continue
        if op.field not in f:
            continue
        value, width = f[op.field], max(op.width, 1)
        if op.field == "vaddr" and defn.fmt in ("MUBUF", "MTBUF") and not (f.get("offen") or f.get("idxen")):
            continue                                    # `off`: the field is there, no VGPR is read
        if op.field == "vsrc1" and enc.endswith("_SDWA") and family != "gfx8" and f.get("s1"):
            _code_regs(value, width, vgprs, sgprs)      # gfx9 SDWA: s1 makes src1 a scalar operand
        elif op.kind == "v":
            vgprs.extend(range(value, value + width))
        elif op.kind == "s":
            scale = {"sbase": 2, "srsrc": 4}.get(op.field, 1)
            if op.field in ("saddr",) and value in (0x7F, 0x7D):
                continue
            _code_regs(value * scale, width, vgprs, sgprs)
        elif op.kind in ("src", "ssrc", "sdwa_src"):
            if sdwa_or_dpp and op.field == "src0" and not (family != "gfx8" and f.get("s0")):
                vgprs.extend(range(value, value + width))
            else:
                _code_regs(value, width, vgprs, sgprs)
        elif op.kind == "smem_offset" and f.get("soe"):
            sgprs.append(f.get("soffset", 0) if f.get("imm") else value & 0x7F)
        elif op.kind == "smem_offset" and not f.get("imm"):
            sgprs.append(value & 0x7F)
    if "m0" in defn.reads:
        sgprs.append(M0)
    if "vcc" in defn.reads or "vcc" in defn.writes:
        sgprs.extend((VCC_LO, VCC_LO + 1))
    kind, dest_v, dest_s, wait = None, (), (), None
    returns = defn.is_load or ("is_atomic" in defn.flags and bool(f.get("glc")))
    # LDS memory as the static checks see it (checks/facts.lds_role): a load into LDS fills no VGPR
    role = lds_role(defn, f)
    lds = "reads" if role == "ds" and not f.get("gds") else \
        "fills" if role == "dma" or role == "buffer" and f.get("lds") else None
    if lds == "fills":
        returns = False
    if defn.fmt in VMEM_FORMATS:
        seg = dict(defn.fixed).get("seg", f.get("seg", 0))
        kind = "flat" if defn.fmt == "FLAT" and seg == 0 else "vm"
    elif defn.fmt == "DS":
        kind = "ds"
        returns = "vdst" in f and any(op.field == "vdst" for op in defn.operands)
    elif defn.fmt == "SMEM":
        kind = "smem"
    if kind is not None and returns:
        for op in defn.operands:
            if op.field in ("vdst", "vdata") and op.kind == "v":
                dest_v = tuple(range(f[op.field], f[op.field] + max(op.width, 1)))
                break
            if op.field == "sdata":
                dest_s = tuple(range(f["sdata"], f["sdata"] + max(op.width, 1)))
                break
    if defn.key == "S_WAITCNT":
        imm = f["simm16"]
        vm = (imm & 0xF) | (((imm >> 14) & 3) << 4 if family != "gfx8" else 0)
        wait = (vm, (imm >> 8) & 0xF)
    return Access(tuple(sorted(set(vgprs))), tuple(sorted(set(sgprs))), kind, dest_v, dest_s, wait, lds)


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
