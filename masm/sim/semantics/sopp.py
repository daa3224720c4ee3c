"""Program control (SOPP): branches, s_endpgm, s_barrier, waits and hints, plus the lane <-> scalar moves
v_readlane / v_writelane / v_readfirstlane."""
from __future__ import annotations

import numpy as np

from ..errors import MemoryFault
from ..operands import ScalarSource
from ..state import AT_BARRIER, ENDED, VCC_LO
from .registry import custom
from .vector import NotSimulated


def _simm(d) -> int:
    v = d.fields["simm16"]
    return v - 0x10000 if v & 0x8000 else v


_CONDITIONS = {
    "S_BRANCH": None,
    "S_CBRANCH_SCC0": lambda st, w: st.scc[w] == 0,
    "S_CBRANCH_SCC1": lambda st, w: st.scc[w] != 0,
    "S_CBRANCH_VCCZ": lambda st, w: st.read_sgpr64(w, VCC_LO) == 0,
    "S_CBRANCH_VCCNZ": lambda st, w: st.read_sgpr64(w, VCC_LO) != 0,
    "S_CBRANCH_EXECZ": lambda st, w: st.exec64(w) == 0,
    "S_CBRANCH_EXECNZ": lambda st, w: st.exec64(w) != 0,
    # debugger-controlled branches: no debugger is attached, so they are never taken
    "S_CBRANCH_CDBGSYS": False, "S_CBRANCH_CDBGUSER": False, "S_CBRANCH_CDBGSYS_OR_USER": False,
    "S_CBRANCH_CDBGSYS_AND_USER": False,
}


@custom(*_CONDITIONS)
def _branch(d, m):
    cond = _CONDITIONS[d.defn.key]
    delta = 4 + 4 * _simm(d)

    def step(m, w):
        st = m.st
        if cond is None:
            st.pc[w] += delta
        elif cond is False:
            st.pc[w] += 4
        else:
            st.pc[w] += np.where(cond(st, w), delta, 4)
        return True
    return step


@custom("S_ENDPGM", "S_ENDPGM_SAVED")
def _endpgm(d, m):
    def step(m, w):
        m.st.status[w] = ENDED
        return True
    return step


@custom("S_BARRIER")
def _barrier(d, m):
    def step(m, w):
        m.st.status[w] = AT_BARRIER  # the scheduler releases the workgroup (pc += 4) once all its waves are here
        return True
    return step


@custom("S_NOP", "S_WAITCNT", "S_SLEEP", "S_SETPRIO", "S_ICACHE_INV", "S_INCPERFLEVEL", "S_DECPERFLEVEL",
        "S_TTRACEDATA", "S_WAKEUP", "S_SETKILL", "S_DCACHE_INV", "S_DCACHE_WB", "S_DCACHE_INV_VOL",
        "S_DCACHE_WB_VOL", "BUFFER_WBINVL1", "BUFFER_WBINVL1_VOL", "BUFFER_WBL2", "BUFFER_INVL2", "DS_NOP",
        "V_CLREXCP")
def _no_effect(d, m):
    """Waits, hints and cache maintenance: the simulator completes every memory access immediately."""
    def step(m, w):
        return False
    return step


@custom("S_SENDMSG", "S_SENDMSGHALT")
def _sendmsg(d, m):
    """Messages go to the graphics pipeline / host interrupt logic; none changes a compute wave's state."""
    def step(m, w):
        return False
    return step


# ---- lane moves ---------------------------------------------------------------------------------------------------
@custom("V_READFIRSTLANE_B32")
def _readfirstlane(d, m):
    f = d.fields
    if d.encoding not in ("VOP1", "VOP3"):
        raise NotSimulated(f"{d.encoding} form")
    src = f["src0"]
    if src < 256:
        raise NotSimulated("v_readfirstlane of a scalar source")
    vgpr, sdst = src - 256, f["vdst"]

    def step(m, w):
        st = m.st
        lanes = st.exec_lanes(w)
        first = np.where(lanes.any(axis=1), lanes.argmax(axis=1), 0)
        vals = st.vgpr[w, vgpr]
        st.write_sgpr(w, sdst, vals[np.arange(vals.shape[0]), first])
        return False
    return step


@custom("V_READLANE_B32")
def _readlane(d, m):
    f = d.fields
    vgpr, sdst = f["src0"] - 256, f["vdst"]
    lane = ScalarSource(f["src1"], "b32", d.literal)

    def step(m, w):
        st = m.st
        sel = (lane.read(st, w) & np.uint64(63)).astype(np.int64)
        vals = st.vgpr[w, vgpr]
        st.write_sgpr(w, sdst, vals[np.arange(vals.shape[0]), sel])
        return False
    return step


@custom("V_WRITELANE_B32")
def _writelane(d, m):
    f = d.fields
    value = ScalarSource(f["src0"], "b32", d.literal)
    lane = ScalarSource(f["src1"], "b32", d.literal)
    vdst = f["vdst"]

    def step(m, w):
        st = m.st
        sel = (lane.read(st, w) & np.uint64(63)).astype(np.int64)
        rows = np.arange(st.count)[w]
        st.vgpr[rows, vdst, sel] = value.read(st, w).astype(np.uint32)
        return False
    return step


@custom("V_NOP")
def _vnop(d, m):
    def step(m, w):
        return False
    return step


@custom("V_SWAP_B32")
def _swap(d, m):
    f = d.fields
    if d.encoding != "VOP1":
        raise NotSimulated(f"{d.encoding} form")
    a, b = f["vdst"], f["src0"] - 256

    def step(m, w):
        st = m.st
        act, full = st.exec_lanes(w), st.exec_all(w)
        va, vb = st.vgpr[w, a].copy(), st.vgpr[w, b].copy()
        st.vgpr[w, a] = vb if full else np.where(act, vb, va)
        st.vgpr[w, b] = va if full else np.where(act, va, vb)
        return False
    return step


@custom("S_TRAP", "S_SETHALT")
def _trap(d, m):
    """No trap handler is installed: a trap or a halt ends the simulation with an error naming it."""
    key, imm = d.defn.key, d.fields["simm16"]
    if key == "S_SETHALT" and not imm & 1:
        def resume(m, w):   # s_sethalt 0 clears the halt bit: nothing to do
            return False
        return resume
    what = f"s_trap {imm:#x}" if key == "S_TRAP" else "s_sethalt"

    def step(m, w):
        raise MemoryFault(f"the kernel executed {what}; no trap handler or debugger is attached")
    return step
