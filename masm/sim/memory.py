"""The simulated address spaces: 64-bit global memory made of numpy-backed segments, and LDS per workgroup.

Global segments are the kernel's `ptr` arguments (views of the caller's arrays, so stores land in place), the
kernarg segment and the loaded code object.  Each segment gets its own well separated base address; an access that
does not lie entirely inside one segment is a `MemoryFault` naming the first offending lane.
"""
from __future__ import annotations


import numpy as np

from ..dataclass_cache import dataclass
from .errors import MemoryFault

GLOBAL_BASE = 0x0000_1000_0000_0000
SEGMENT_GAP = 1 << 24          # unmapped bytes between segments: small overruns fault instead of hitting a neighbour
SEGMENT_ALIGN = 1 << 16


@dataclass
class Segment:
    name: str
    base: int
    data: np.ndarray   # uint8, 1-D, possibly a view of a caller's array
    writable: bool

    @property
    def end(self) -> int:
        return self.base + self.data.size


def _bytes_view(array: np.ndarray) -> np.ndarray:
    if not array.flags.c_contiguous:
        raise ValueError("array arguments must be C-contiguous")
    return array.reshape(-1).view(np.uint8)


class GlobalMemory:
    def __init__(self) -> None:
        self.segments: list[Segment] = []
        self._next = GLOBAL_BASE
        self._bases = np.zeros(0, np.uint64)
        self._ends = np.zeros(0, np.uint64)

    def map(self, name: str, data: np.ndarray | bytes, *, writable: bool = True, address: int | None = None) -> Segment:
        """Map an array (its bytes, in place) or a bytes object (copied, read-only) and return its segment."""
        if isinstance(data, (bytes, bytearray)):
            view = np.frombuffer(bytes(data), np.uint8).copy()
            writable = False
        else:
            view = _bytes_view(data)
        if address is None:
            address = self._next
        seg = Segment(name, address, view, writable)
        self.segments.append(seg)
        self.segments.sort(key=lambda s: s.base)
        self._next = max(self._next, -(-(seg.end + SEGMENT_GAP) // SEGMENT_ALIGN) * SEGMENT_ALIGN)
        self._bases = np.array([s.base for s in self.segments], np.uint64)
        self._ends = np.array([s.end for s in self.segments], np.uint64)
        return seg

    def _locate(self, addr: np.ndarray, nbytes: int, write: bool) -> np.ndarray:
        """Segment index of each address; faults unless [addr, addr+nbytes) lies in one mapped segment."""
        idx = np.searchsorted(self._bases, addr, side="right").astype(np.int64) - 1
        ok = idx >= 0
        safe = np.where(ok, idx, 0)
        if self.segments:
            ok &= addr + np.uint64(nbytes) <= self._ends[safe]
        else:
            ok[:] = False
        if write and ok.all():
            ro = [i for i, s in enumerate(self.segments) if not s.writable]
            if ro and np.isin(safe, ro).any():
                bad = int(np.nonzero(np.isin(safe, ro))[0][0])
                raise MemoryFault(f"store to read-only {self.segments[safe[bad]].name} at address "
                                  f"0x{int(addr[bad]):x}", lane=bad)
        if not ok.all():
            bad = int(np.nonzero(~ok)[0][0])
            raise MemoryFault(f"{nbytes}-byte {'store to' if write else 'load from'} unmapped address "
                              f"0x{int(addr[bad]):x}{self._nearest(int(addr[bad]), nbytes)}", lane=bad)
        return safe

    def _nearest(self, a: int, nbytes: int = 1) -> str:
        for s in self.segments:
            if s.base <= a < s.end:         # starts inside, ends past the end
                return f" ({a + nbytes - s.end} bytes past the end of {s.name}, {s.data.size} bytes at 0x{s.base:x})"
        best = None
        for s in self.segments:
            d = a - s.end if a >= s.end else s.base - a
            if best is None or d < best[0]:
                best = (d, s, a >= s.end)
        if best is None:
            return ""
        d, s, after = best
        where = f"{d} bytes past the end of" if after else f"{d} bytes before"
        return f" ({where} {s.name}, {s.data.size} bytes at 0x{s.base:x})"

    def _one_segment(self, addr: np.ndarray, nbytes: int, write: bool) -> Segment | None:
        """The segment holding every access, when one does (the common case: two reductions, no search per lane)."""
        lo, hi = int(addr.min()), int(addr.max())
        i = int(np.searchsorted(self._bases, np.uint64(lo), side="right")) - 1
        if i < 0:
            return None
        seg = self.segments[i]
        if hi + nbytes <= seg.end and (seg.writable or not write):
            return seg
        return None

    def load(self, addr: np.ndarray, nbytes: int) -> np.ndarray:
        """Bytes at each address: uint8 [n, nbytes]."""
        addr = np.asarray(addr, np.uint64).reshape(-1)
        out = np.empty((addr.size, nbytes), np.uint8)
        if addr.size == 0:
            return out
        one = self._one_segment(addr, nbytes, False)
        if one is not None:
            return _gather(one.data, (addr - np.uint64(one.base)).astype(np.int64), nbytes)
        seg = self._locate(addr, nbytes, write=False)
        for s in _unique(seg):
            sel = slice(None) if s is None else (seg == s)
            sidx = seg[0] if s is None else s
            segment = self.segments[sidx]
            off = (addr[sel] - np.uint64(segment.base)).astype(np.int64)
            out[sel] = _gather(segment.data, off, nbytes)
        return out

    def store(self, addr: np.ndarray, data: np.ndarray) -> None:
        """Write uint8 [n, nbytes] rows; later lanes win when addresses coincide (like lane order on hardware)."""
        addr = np.asarray(addr, np.uint64).reshape(-1)
        if addr.size == 0:
            return
        nbytes = data.shape[1]
        one = self._one_segment(addr, nbytes, True)
        if one is not None:
            _scatter(one.data, (addr - np.uint64(one.base)).astype(np.int64), data)
            return
        seg = self._locate(addr, nbytes, write=True)
        for s in _unique(seg):
            sel = slice(None) if s is None else (seg == s)
            sidx = seg[0] if s is None else s
            segment = self.segments[sidx]
            off = (addr[sel] - np.uint64(segment.base)).astype(np.int64)
            _scatter(segment.data, off, data[sel])

    def segment_views(self, addr: np.ndarray, nbytes: int, write: bool):
        """(segment bytes, offsets, selection) per segment touched — for atomics that need the raw arrays."""
        addr = np.asarray(addr, np.uint64).reshape(-1)
        seg = self._locate(addr, nbytes, write=write)
        for s in _unique(seg):
            sel = np.ones(addr.size, bool) if s is None else (seg == s)
            sidx = int(seg[0]) if s is None else s
            segment = self.segments[sidx]
            yield segment.data, (addr[sel] - np.uint64(segment.base)).astype(np.int64), sel


def _unique(seg: np.ndarray):
    """Segments touched; None when every access hits the first one (the common, fast case)."""
    if seg.size == 0 or seg.min() == seg.max():
        return [None]
    return [int(s) for s in np.unique(seg)]


def _gather(data: np.ndarray, off: np.ndarray, nbytes: int) -> np.ndarray:
    """Bytes at each offset: uint8 off.shape + (nbytes,)."""
    if nbytes % 4 == 0 and data.size % 4 == 0 and not (off & 3).any():
        words = data.view(np.uint32)
        if nbytes == 4:
            return words[off >> 2].view(np.uint8).reshape(off.shape + (4,))
        idx = (off >> 2)[..., None] + np.arange(nbytes // 4)
        return words[idx].view(np.uint8).reshape(off.shape + (nbytes,))
    return data[off[..., None] + np.arange(nbytes)]


def _scatter(data: np.ndarray, off: np.ndarray, rows: np.ndarray) -> None:
    """Write rows [..., nbytes] at each offset; later rows win where offsets coincide."""
    nbytes = rows.shape[-1]
    if nbytes % 4 == 0 and data.size % 4 == 0 and not (off & 3).any():
        words = data.view(np.uint32)
        idx = (off >> 2)[..., None] + np.arange(nbytes // 4)
        words[idx] = np.ascontiguousarray(rows).view(np.uint32).reshape(off.shape + (nbytes // 4,))
        return
    data[off[..., None] + np.arange(nbytes)] = rows


class LocalMemory:
    """LDS: `size` bytes per workgroup slot of the running batch, zero-initialised like a fresh allocation."""

    def __init__(self, slots: int, size: int) -> None:
        self.size = size
        self.padded = max(4, -(-size // 4) * 4)
        self.data = np.zeros(slots * self.padded, np.uint8)

    def _offsets(self, slot: np.ndarray, addr: np.ndarray, nbytes: int) -> np.ndarray:
        addr = addr.astype(np.int64)
        bad = (addr < 0) | (addr + nbytes > self.size)
        if bad.any():
            i = int(np.nonzero(bad)[0][0])
            raise MemoryFault(f"{nbytes}-byte LDS access at 0x{int(addr[i]):x} is outside the workgroup's "
                              f"{self.size} bytes of LDS", lane=i)
        return slot.astype(np.int64) * self.padded + addr

    def load(self, slot: np.ndarray, addr: np.ndarray, nbytes: int) -> np.ndarray:
        off = self._offsets(slot, addr, nbytes)
        return _gather(self.data, off, nbytes)

    def store(self, slot: np.ndarray, addr: np.ndarray, rows: np.ndarray) -> None:
        off = self._offsets(slot, addr, rows.shape[1])
        _scatter(self.data, off, rows)

    def flat_offsets(self, slot: np.ndarray, addr: np.ndarray, nbytes: int) -> np.ndarray:
        return self._offsets(slot, addr, nbytes)


class PrivateMemory:
    """Scratch: `size` bytes private to each lane of each wave of the batch (the hardware's swizzled layout is
    invisible to a kernel that addresses it through scratch_* instructions)."""

    def __init__(self, waves: int, size: int) -> None:
        self.size = size
        self.padded = max(4, -(-size // 4) * 4)
        self.data = np.zeros(waves * 64 * self.padded, np.uint8)

    def offsets(self, lane_ids: np.ndarray, addr: np.ndarray, nbytes: int) -> np.ndarray:
        """lane_ids = wave * 64 + lane for each access."""
        addr = addr.astype(np.int64)
        bad = (addr < 0) | (addr + nbytes > self.size)
        if bad.any():
            i = int(np.nonzero(bad)[0][0])
            raise MemoryFault(f"{nbytes}-byte scratch access at offset 0x{int(addr[i]) & 0xFFFFFFFF:x} is outside the "
                              f"kernel's {self.size} bytes of private memory per work-item", lane=i)
        return lane_ids.astype(np.int64) * self.padded + addr
