"""Wave state for a batch of wave64 waves, as numpy arrays indexed by wave first.

Scalar registers are stored by their operand encoding (0..127): s0..s101, FLAT_SCRATCH 102/103, XNACK_MASK 104/105,
VCC 106/107, TTMP 108..123, M0 124, EXEC 126/127 — so an instruction's 8-bit source field indexes `sgpr` directly.
VGPRs are uint32 [waves, n, 64]; AccVGPRs likewise (gfx908/gfx90a).  `w` below is either `slice(None)` (every wave
of the batch, the fast path) or an index array of the waves that share the current PC.
"""
from __future__ import annotations

import numpy as np

VCC_LO, M0, EXEC_LO = 106, 124, 126
RUNNING, AT_BARRIER, ENDED = 0, 1, 2
LANES = 64
_LANE_BITS = np.uint64(1) << np.arange(64, dtype=np.uint64)


def lanes_of(mask64: np.ndarray) -> np.ndarray:
    """uint64 masks [k] -> bool [k, 64] (bit i = lane i)."""
    return (mask64[:, None] & _LANE_BITS) != 0


def mask_of(lanes: np.ndarray) -> np.ndarray:
    """bool [k, 64] -> uint64 masks [k]."""
    return (lanes.astype(np.uint64) << np.arange(64, dtype=np.uint64)).sum(axis=1, dtype=np.uint64)


class Waves:
    """All waves of a batch of workgroups."""

    def __init__(self, count: int, vgprs: int, sgprs: int = 128, agprs: int = 0, accum_offset: int | None = None):
        """`vgprs` VGPRs and `agprs` AccVGPRs per lane.  With `accum_offset` (gfx90a) there is one unified file of
        `vgprs` registers and the AccVGPRs are its registers from `accum_offset` on (`agpr` is a view of `vgpr`);
        otherwise (gfx908) the AccVGPRs are a file of their own.  A register beyond either file is an IndexError,
        which the executor reports as an access beyond the kernel's allocation."""
        self.count = count
        self.sgpr = np.zeros((count, 128), np.uint32)
        self.scc = np.zeros(count, np.uint32)
        self.vgpr = np.zeros((count, max(vgprs, 1), LANES), np.uint32)
        if accum_offset is not None:
            self.agpr = self.vgpr[:, accum_offset:, :]
        else:
            self.agpr = np.zeros((count, agprs, LANES), np.uint32)
        self.pc = np.zeros(count, np.int64)
        self.status = np.full(count, RUNNING, np.int8)
        self.slot = np.zeros(count, np.int64)        # workgroup slot in this batch (LDS, barriers)
        self.hwreg = np.zeros((count, 32), np.uint32)  # MODE, STATUS, TRAPSTS, ... by s_getreg id
        self._exec_lanes: np.ndarray | None = None
        self._exec_full: np.ndarray | None = None

    # ---- EXEC ------------------------------------------------------------------------------------------------
    def exec64(self, w) -> np.ndarray:
        s = self.sgpr[w]
        return s[:, EXEC_LO].astype(np.uint64) | (s[:, EXEC_LO + 1].astype(np.uint64) << np.uint64(32))

    def exec_changed(self) -> None:
        self._exec_lanes = None

    def _refresh_exec(self) -> None:
        self._exec_lanes = lanes_of(self.exec64(slice(None)))
        self._exec_full = self._exec_lanes.all(axis=1)
        self._exec_count = self._exec_lanes.sum(axis=1)
        self._exec_all_full = bool(self._exec_full.all())
        self._exec_total = int(self._exec_count.sum())

    def exec_lanes(self, w) -> np.ndarray:
        """bool [k, 64] of the active lanes of waves w."""
        if self._exec_lanes is None:
            self._refresh_exec()
        return self._exec_lanes if isinstance(w, slice) else self._exec_lanes[w]

    def exec_all(self, w) -> bool:
        """True when every lane of every wave in w is active (writes need no masking)."""
        if self._exec_lanes is None:
            self._refresh_exec()
        return self._exec_all_full if isinstance(w, slice) else bool(self._exec_full[w].all())

    def active_lane_count(self, w) -> int:
        if self._exec_lanes is None:
            self._refresh_exec()
        return self._exec_total if isinstance(w, slice) else int(self._exec_count[w].sum())

    # ---- scalar registers --------------------------------------------------------------------------------------
    def write_sgpr(self, w, index: int, value: np.ndarray) -> None:
        if index >= 128 or index == 125:
            return  # writes to constants / NULL are dropped
        self.sgpr[w, index] = value
        if index in (EXEC_LO, EXEC_LO + 1):
            self._exec_lanes = None

    def write_sgpr64(self, w, index: int, value: np.ndarray) -> None:
        value = np.asarray(value, np.uint64)
        self.write_sgpr(w, index, (value & np.uint64(0xFFFFFFFF)).astype(np.uint32))
        self.write_sgpr(w, index + 1, (value >> np.uint64(32)).astype(np.uint32))

    def read_sgpr64(self, w, index: int) -> np.ndarray:
        s = self.sgpr[w]
        return s[:, index].astype(np.uint64) | (s[:, index + 1].astype(np.uint64) << np.uint64(32))
