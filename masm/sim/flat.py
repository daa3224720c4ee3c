"""What a flat address reaches: global memory, or through the apertures (masm.sim.operands) the wave's LDS and its
lanes' scratch — as FLAT instructions (`flat_load_dword` on a generic pointer) and the scratch buffer of the ABI
(`buffer_store_dword v1, off, s[0:3], s7` with the private segment buffer the dispatcher sets up) see memory.

`FlatSpaces(m, w, lanes)` serves one instruction: `load(addresses, nbytes)` / `store(addresses, rows)` take the
addresses of the lanes `lanes` selects (in row-major order, as `gather`/`scatter` pass them) and send each to its
space; a fault names the lane among them.  `reaches_apertures(addr)` is the cheap test that keeps every other access
on the plain global path.
"""
from __future__ import annotations

import numpy as np

from .errors import MemoryFault
from .memory import _gather, _scatter
from .operands import APERTURE_SIZE, PRIVATE_APERTURE, SHARED_APERTURE

U64 = np.uint64
_LOWEST = U64(min(SHARED_APERTURE, PRIVATE_APERTURE))
# The base of the buffer resource the dispatcher passes as the private segment buffer (s[0:3] of compilers' kernels):
# an address no segment uses; MUBUF accesses through it reach the lanes' scratch (semantics/vmem.py).
SCRATCH_RESOURCE_BASE = 0x0000_5C00_0000_0000
HW_REG_SH_MEM_BASES = 15        # s_getreg: shared aperture >> 48 in bits 31:16, private in 15:0 (gfx9)
SH_MEM_BASES = (SHARED_APERTURE >> 48) << 16 | (PRIVATE_APERTURE >> 48)
QUEUE_SHARED_APERTURE_HI, QUEUE_PRIVATE_APERTURE_HI = 0x40, 0x44   # amd_queue_t fields gfx8 code reads them from


def scratch_resource() -> list[int]:
    """The four dwords of the private segment buffer resource: base SCRATCH_RESOURCE_BASE, no stride, no limit."""
    return [SCRATCH_RESOURCE_BASE & 0xFFFFFFFF, SCRATCH_RESOURCE_BASE >> 32, 0xFFFFFFFF, 0]


def queue_object() -> bytes:
    """An amd_queue_t as far as kernels read one: the aperture bases gfx8 code casts generic pointers with."""
    import struct
    out = bytearray(256)
    struct.pack_into("<II", out, QUEUE_SHARED_APERTURE_HI, SHARED_APERTURE >> 32, PRIVATE_APERTURE >> 32)
    return bytes(out)


def reaches_apertures(addr: np.ndarray) -> bool:
    return addr.size > 0 and bool(addr.max() >= _LOWEST)


def _inside(addr: np.ndarray, base: int) -> np.ndarray:
    return (addr >= U64(base)) & (addr < U64(base + APERTURE_SIZE))


class FlatSpaces:
    def __init__(self, m, w, lanes: np.ndarray):
        st = m.st
        self.m = m
        waves = np.arange(st.count)[w]
        self.slots = np.broadcast_to(st.slot[w][:, None], lanes.shape)[lanes].astype(np.int64)
        self.lane_ids = (waves[:, None] * 64 + np.arange(64)[None, :])[lanes]

    def _parts(self, addr: np.ndarray):
        addr = np.asarray(addr, U64).reshape(-1)
        shared, private = _inside(addr, SHARED_APERTURE), _inside(addr, PRIVATE_APERTURE)
        return addr, shared, private, ~(shared | private)

    @staticmethod
    def _call(fn, which: np.ndarray):
        """Run one space's access; a fault's lane (an index among `which`) becomes an index among all lanes."""
        try:
            return fn()
        except MemoryFault as e:
            if e.lane is not None:
                e.lane = int(np.nonzero(which)[0][e.lane])
            raise

    def _private_offsets(self, addr: np.ndarray, which: np.ndarray, nbytes: int) -> np.ndarray:
        private = self.m.private
        if private is None or private.size == 0:
            raise MemoryFault("scratch access, but the kernel has no private segment (private_segment_fixed_size 0)",
                              lane=0)
        return private.offsets(self.lane_ids[which], (addr[which] - U64(PRIVATE_APERTURE)).astype(np.int64),
                               nbytes)

    def load(self, addr: np.ndarray, nbytes: int) -> np.ndarray:
        addr, shared, private, plain = self._parts(addr)
        out = np.zeros((addr.size, nbytes), np.uint8)
        if plain.any():
            out[plain] = self._call(lambda: self.m.mem.load(addr[plain], nbytes), plain)
        if shared.any():
            out[shared] = self._call(lambda: self.m.lds.load(
                self.slots[shared], (addr[shared] - U64(SHARED_APERTURE)).astype(np.int64), nbytes), shared)
        if private.any():
            offsets = self._call(lambda: self._private_offsets(addr, private, nbytes), private)
            out[private] = _gather(self.m.private.data, offsets, nbytes)
        return out

    def store(self, addr: np.ndarray, rows: np.ndarray) -> None:
        addr, shared, private, plain = self._parts(addr)
        nbytes = rows.shape[1]
        if plain.any():
            self._call(lambda: self.m.mem.store(addr[plain], rows[plain]), plain)
        if shared.any():
            self._call(lambda: self.m.lds.store(
                self.slots[shared], (addr[shared] - U64(SHARED_APERTURE)).astype(np.int64), rows[shared]), shared)
        if private.any():
            offsets = self._call(lambda: self._private_offsets(addr, private, nbytes), private)
            _scatter(self.m.private.data, offsets, rows[private])
