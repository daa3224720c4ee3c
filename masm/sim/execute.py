"""The fetch / decode / execute loop over a batch of waves.

Waves that share a PC execute each instruction together (numpy arrays over [waves, ..., 64 lanes]); when they diverge,
the group with the lowest PC runs first, which lets loops and branches reconverge.  Waves at s_barrier wait until every
wave of their workgroup has arrived (or ended).  Each PC is decoded through masm's ISA decoder once and compiled into a
step function by the semantics registered for its table key.
"""
from __future__ import annotations

import time
from dataclasses import field

import numpy as np

from ..dataclass_cache import dataclass
from ..diagnostics import SourceLoc
from .errors import MemoryFault, SimulationError
from .cycles import CycleDetector
from .hazards import WaitcntTracker, access_of
from .memory import GlobalMemory, LocalMemory, PrivateMemory
from .semantics import lookup
from .semantics.vector import NotSimulated
from .state import AT_BARRIER, RUNNING, Waves

HWREG_MODE = 1
DEFAULT_STEP_LIMIT = 2_000_000     # instruction steps one batch of waves may take (None: no limit)
DEFAULT_TIME_LIMIT = 10.0          # CPU seconds one batch of waves may take (None: no limit)
_CLOCK_MASK = 4095                 # the clock is read every 4,096 steps (cheap, and at most ~0.1 s late)
FAIRNESS_MASK = 1023


@dataclass
class Stats:
    waves: int = 0
    instructions: int = 0          # wave-instructions executed
    lane_instructions: int = 0     # active lanes summed over them
    seconds: float = 0.0


@dataclass
class CodeImage:
    """Where the code lives in the simulated address space, and how to name an address for people."""
    arch: str
    data: bytes
    base: int                      # address of data[0]
    kernel: str = "kernel"
    entry: int = 0                 # address of the kernel's first instruction
    locate: object = None          # callable(code_offset) -> SourceLoc | None
    functions: tuple = ()          # sorted (start address, end address, name) of the code's functions
    cache: dict = field(default_factory=dict)


@dataclass
class _Compiled:
    step: object
    size: int
    text: str
    error: str | None = None
    decoded: object = None
    semantic: object = None
    access: object = None          # hazards.Access: registers touched, memory counter used


def _family(arch: str) -> str:
    from ..targets import family_name
    return family_name(arch)


class Machine:
    """One batch of workgroups running one kernel."""

    def __init__(self, image: CodeImage, waves: Waves, mem: GlobalMemory, lds: LocalMemory, stats: Stats,
                 step_limit: int | None = DEFAULT_STEP_LIMIT, private: PrivateMemory | None = None,
                 check_waitcnt: bool = True, time_limit: float | None = DEFAULT_TIME_LIMIT):
        self.image, self.st, self.mem, self.lds, self.stats = image, waves, mem, lds, stats
        self.private = private
        self.waitcnt = WaitcntTracker(waves.count, waves.vgpr.shape[1], _family(image.arch)) if check_waitcnt else None
        self.gpr_idx_on = False     # some wave ran s_set_gpr_idx_on: VALU VGPR operands may be M0-relative
        self._indexed: dict = {}
        self.arch = image.arch
        self.family = _family(image.arch)
        self.step_limit = step_limit
        self.time_limit = time_limit

    # ---- errors -------------------------------------------------------------------------------------------------
    def error_at(self, pc: int, message: str, text: str | None = None, internal: bool = False) -> SimulationError:
        off = pc - self.image.entry
        where = f"{self.image.kernel}+0x{off:x}" if off >= 0 else f"0x{pc:x}"
        for start, end, name in self.image.functions:      # a compiler's code: the function it lies in
            if start <= pc < end:
                where = f"{name}+0x{pc - start:x}"
        found = self.image.locate(pc - self.image.base) if self.image.locate is not None else None
        loc, notes = found if found else (SourceLoc(f"<{self.image.kernel}>", 1, 1), ())
        instr = f" in '{text}'" if text else ""
        return SimulationError(f"{message}{instr} at {where}", loc, notes, internal)

    def bug_at(self, pc: int, e: Exception, text: str | None) -> SimulationError:
        """An exception the simulator did not expect: reported like any error (never a traceback), and marked."""
        return self.error_at(pc, f"simulator bug ({type(e).__name__}: {e}; please report it)", text, internal=True)

    # ---- decoding ------------------------------------------------------------------------------------------------
    def compiled(self, pc: int) -> _Compiled:
        c = self.image.cache.get(pc)
        if c is None:
            c = self._compile(pc)
            self.image.cache[pc] = c
        return c

    def _compile(self, pc: int) -> _Compiled:
        from .decode import decode
        off = pc - self.image.base
        if not 0 <= off < len(self.image.data):
            raise self.error_at(pc, "the program counter left the code object")
        try:
            d = decode(self.image.data, self.arch, off)
        except Exception as e:  # noqa: BLE001 - anything the decoder rejects is "not an instruction"
            msg = getattr(e, "message", None) or str(e).splitlines()[0]
            raise self.error_at(pc, f"cannot decode an instruction ({msg})") from None
        sem = lookup(d.defn, self.family)
        if sem is None:
            return _Compiled(None, d.size, d.text, f"instruction {d.defn.name} is not simulated")
        try:
            step = sem.compile(d, self)
        except NotSimulated as e:
            return _Compiled(None, d.size, d.text, f"{d.defn.name}: {e} is not simulated")
        except Exception as e:  # noqa: BLE001 - a bug in a semantic: located, marked, never a traceback
            raise self.bug_at(pc, e, d.text) from e
        return _Compiled(step, d.size, d.text, None, d, sem, access_of(d, self.family))

    # ---- the loop --------------------------------------------------------------------------------------------
    def _next_group(self, steps: int):
        """(pc, waves) of the group to run next, or None when every wave has ended."""
        st = self.st
        while True:
            running = st.status == RUNNING
            if steps & FAIRNESS_MASK == FAIRNESS_MASK and running.any():
                # now and then run the most advanced group instead of the least: a wave spinning on a flag that a
                # later-PC wave will set (inter-wave synchronisation) cannot starve it
                p = int(st.pc[running].max())
                return p, np.nonzero(running & (st.pc == p))[0]
            if running.all():
                p = int(st.pc.min())
                return p, (slice(None) if int(st.pc.max()) == p else np.nonzero(st.pc == p)[0])
            if running.any():
                p = int(st.pc[running].min())
                return p, np.nonzero(running & (st.pc == p))[0]
            if not (st.status == AT_BARRIER).any():
                return None
            self._release_barriers()

    def run(self) -> None:
        st, stats = self.st, self.stats
        steps = 0
        step_limit = self.step_limit if self.step_limit is not None else float("inf")
        timed = self.time_limit is not None
        deadline = time.process_time() + self.time_limit if timed else 0.0
        cycles = CycleDetector(self)
        group = self._next_group(steps)
        with np.errstate(all="ignore"):
            while group is not None:
                p, w = group
                c = self.compiled(p)
                if c.step is None:
                    raise self.error_at(p, c.error, c.text)
                everyone = isinstance(w, slice)
                step = self._indexed_step(c, p, w) if self.gpr_idx_on else c.step
                tracker = self.waitcnt
                stats.lane_instructions += st.active_lane_count(w)
                stats.instructions += st.count if everyone else len(w)
                try:
                    if tracker is not None and tracker.active:
                        tracker.check(c.access, w, self.describe)
                    jumped = step(self, w)
                    if tracker is not None and (c.access.kind is not None or c.access.wait is not None):
                        tracker.issued(c.access, w, p)
                except MemoryFault as e:
                    where = "" if e.wave is None else f" (wave {e.wave})" if e.lane is None else \
                        f" (wave {e.wave}, lane {e.lane})"
                    raise self.error_at(p, f"{e.message}{where}", c.text) from None
                except NotSimulated as e:
                    raise self.error_at(p, f"{e} is not simulated", c.text) from None
                except IndexError:
                    raise self.error_at(p, "register index beyond the kernel's allocated registers "
                                           f"({self.allocation()})", c.text) from None
                except SimulationError:
                    raise
                except Exception as e:  # noqa: BLE001 - a bug in a semantic: located, marked, never a traceback
                    raise self.bug_at(p, e, c.text) from e
                steps += 1
                if steps > step_limit:
                    raise self.error_at(p, f"the kernel did not finish after {steps - 1:,} instruction steps (an "
                                           "endless loop? `masm run --max-steps N` / masm.run(..., step_limit=N) "
                                           "allows more)", c.text)
                if timed and steps & _CLOCK_MASK == 0 and time.process_time() > deadline:
                    raise self.error_at(p, f"the kernel did not finish within {self.time_limit:g} s of CPU time "
                                           f"({steps:,} instruction steps; an endless loop? `masm run --time-limit "
                                           "S` / masm.run(..., time_limit=S) allows more, 0 / None: no limit)",
                                        c.text)
                if steps >= cycles.next_check:
                    period = cycles.check(steps)
                    if period:
                        raise self.error_at(p, f"endless loop: after {steps:,} instruction steps the waves are back "
                                               f"in exactly the state they had {period:,} steps earlier (registers, "
                                               "PCs, LDS and memory), so the kernel can never finish", c.text)
                if jumped:
                    group = self._next_group(steps)
                    continue
                st.pc[w] += c.size
                if everyone and steps & FAIRNESS_MASK != FAIRNESS_MASK:
                    group = (p + c.size, w)   # still converged: no need to look at the PCs again
                else:
                    group = self._next_group(steps)

    def allocation(self) -> str:
        """'8 VGPRs' / '8 VGPRs, 4 AGPRs' / '16 unified VGPRs, AGPRs a0..a3 from v12' for messages."""
        st = self.st
        vgprs, agprs = st.vgpr.shape[1], st.agpr.shape[1]
        if agprs and st.agpr.base is st.vgpr:
            return f"{vgprs} unified VGPRs, AGPRs a0..a{agprs - 1} from v{vgprs - agprs}"
        from ..targets import target
        return f"{vgprs} VGPRs" + (f", {agprs} AGPRs" if target(self.arch).has_agprs else "")

    def describe(self, pc: int) -> str:
        """'kernel+0x40 (global_load_dword v1, v[2:3], off)' for messages about another instruction."""
        c = self.image.cache.get(pc)
        where = f"{self.image.kernel}+0x{pc - self.image.entry:x}"
        for start, end, name in self.image.functions:
            if start <= pc < end:
                where = f"{name}+0x{pc - start:x}"
        return where + (f" ('{c.text}')" if c is not None else "")

    def _indexed_step(self, c: _Compiled, pc: int, w):
        """The step of a VALU instruction under s_set_gpr_idx_on: its enabled VGPR operands offset by M0[7:0]."""
        from .semantics.gpr_index import indexed_step
        return indexed_step(self, c, pc, w)

    def _release_barriers(self) -> None:
        """Every workgroup whose live waves all wait at s_barrier continues past it."""
        st = self.st
        waiting = st.status == AT_BARRIER
        st.pc[waiting] += 4
        st.status[waiting] = RUNNING

    # ---- floating-point mode --------------------------------------------------------------------------------------
    def _mode(self, w) -> int:
        first = 0 if isinstance(w, slice) else int(w[0])
        return int(self.st.hwreg[first, HWREG_MODE])

    def ieee_mode(self, w) -> bool:
        """MODE.IEEE (bit 9) of waves w."""
        return bool(self._mode(w) >> 9 & 1)

    def flush_inputs(self, w, srcs, vals, always: bool):
        mode = self._mode(w)
        if mode & 0xF:
            raise NotSimulated("a rounding mode other than round-to-nearest-even")
        out = []
        for s, v in zip(srcs, vals):
            if s.is_float and (always or not self._allows(mode, s.type, 0)):
                from .fp import flush_denormals
                v = flush_denormals(v)
            out.append(v)
        return out

    def flush_output(self, w, type_: str, result, always: bool):
        mode = self._mode(w)
        if always or not self._allows(mode, type_, 1):
            from .fp import flush_denormals
            return flush_denormals(result)
        return result

    @staticmethod
    def _allows(mode: int, type_: str, bit: int) -> bool:
        field_ = (mode >> 4) & 3 if type_ == "f32" else (mode >> 6) & 3
        return bool((field_ >> bit) & 1)

    def read_hwreg(self, w, reg: int) -> np.ndarray:
        return self.st.hwreg[w, reg].astype(np.uint64)

    def write_hwreg(self, w, reg: int, value) -> None:
        self.st.hwreg[w, reg] = np.asarray(value).astype(np.uint32)


def run_batch(image: CodeImage, waves: Waves, mem: GlobalMemory, lds: LocalMemory, stats: Stats,
              step_limit: int | None = DEFAULT_STEP_LIMIT, private_bytes: int = 0, check_waitcnt: bool = True,
              time_limit: float | None = DEFAULT_TIME_LIMIT) -> None:
    t0 = time.perf_counter()
    private = PrivateMemory(waves.count, private_bytes) if private_bytes else None
    try:
        Machine(image, waves, mem, lds, stats, step_limit, private, check_waitcnt, time_limit).run()
    finally:
        stats.seconds += time.perf_counter() - t0
    stats.waves += waves.count
