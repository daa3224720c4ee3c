"""Recognising a batch of waves that can never finish: the whole machine state repeats.

The simulator is deterministic, so if every register, PC, wave status, LDS byte, scratch byte and byte of writable
memory is the same at two moments (at the same phase of the scheduler), everything between them repeats for ever:
`@l: s_branch @l`, a spin-wait on a flag nobody sets, a loop whose counter never changes.  Such a loop is reported at
once instead of running into the step limit.

Long runs only (from `CHECK_FROM` steps on) are sampled, every `interval` steps (a multiple of the scheduler's
fairness period, so samples are in phase), and each sample's fingerprint is compared with the last `KEEP` ones.  A
cycle of P steps is found once the samples span P (for P whose odd part is at most `KEEP`, e.g. any loop of up to 64
instructions).  The interval doubles whenever fingerprinting took more than 1/20 of the time since the previous
sample, so big batches pay at most a few percent.  A loop that changes state on every turn (a counter) is not a
cycle; the step limit stops it.
"""
from __future__ import annotations

import hashlib
import time
from collections import OrderedDict

CHECK_FROM = 1 << 12
FIRST_INTERVAL = 1024
MAX_INTERVAL = 1 << 20
KEEP = 64


class CycleDetector:
    def __init__(self, machine) -> None:
        self.m = machine
        self.next_check = CHECK_FROM
        self.interval = FIRST_INTERVAL
        self.seen: OrderedDict[bytes, int] = OrderedDict()
        self.last_time = time.perf_counter()

    def fingerprint(self) -> bytes:
        m, st = self.m, self.m.st
        h = hashlib.blake2b(digest_size=20)
        arrays = [st.pc, st.status, st.sgpr, st.scc, st.vgpr, st.hwreg, m.lds.data]
        if st.agpr.base is not st.vgpr:
            arrays.append(st.agpr)
        if m.private is not None:
            arrays.append(m.private.data)
        arrays += [seg.data for seg in m.mem.segments if seg.writable]
        for a in arrays:
            if a.size:
                h.update(a.data if a.flags.c_contiguous else a.tobytes())
        h.update(b"1" if m.gpr_idx_on else b"0")
        return h.digest()

    def check(self, steps: int) -> int | None:
        """The cycle's length in steps when the state at `steps` was seen before, else None."""
        start = time.perf_counter()
        key = self.fingerprint()
        earlier = self.seen.get(key)
        if earlier is not None:
            return steps - earlier
        self.seen[key] = steps
        if len(self.seen) > KEEP:
            self.seen.popitem(last=False)
        now = time.perf_counter()
        if (now - start) * 20 > start - self.last_time and self.interval < MAX_INTERVAL:
            self.interval *= 2
        self.last_time = now
        self.next_check = steps + self.interval
        return None
