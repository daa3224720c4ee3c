"""Scalar memory: s_load / s_buffer_load / s_store (and their dword counts), s_memtime, cache hints."""
from __future__ import annotations

import numpy as np

from ..operands import ScalarSource
from .registry import custom

_COUNTS = {"DWORD": 1, "DWORDX2": 2, "DWORDX4": 4, "DWORDX8": 8, "DWORDX16": 16}
_LOADS = {f"S_LOAD_{k}": n for k, n in _COUNTS.items()}
_BUFFER_LOADS = {f"S_BUFFER_LOAD_{k}": n for k, n in _COUNTS.items()}
_STORES = {f"S_STORE_{k}": n for k, n in _COUNTS.items() if n <= 4}
_BUFFER_STORES = {f"S_BUFFER_STORE_{k}": n for k, n in _COUNTS.items() if n <= 4}


def _offset_reader(d, m):
    """The byte offset an SMEM instruction adds: immediate, SGPR, or (gfx9 soe) both."""
    f = d.fields
    if m.family == "gfx8":
        if f["imm"]:
            imm, sgpr = f["offset"], None
        else:
            imm, sgpr = 0, f["offset"] & 0x7F
    else:
        if f["imm"]:
            imm = f["offset"]
            if imm & 0x100000:
                imm -= 0x200000
            sgpr = f["soffset"] if f.get("soe") else None
        else:
            imm, sgpr = 0, (f["soffset"] if f.get("soe") else f["offset"] & 0x7F)
    src = ScalarSource(sgpr, "b32", None) if sgpr is not None else None

    def read(st, w):
        off = np.full(st.count if isinstance(w, slice) else len(w), imm, np.int64)
        if src is not None:
            off = off + src.read(st, w).astype(np.int64)
        return off
    return read


def _base_reader(d, buffer: bool):
    sbase = d.fields["sbase"] * 2

    def read(st, w):
        base = st.read_sgpr64(w, sbase)
        if buffer:
            base = base & np.uint64((1 << 48) - 1)
        return base
    return read


@custom(*_LOADS, *_BUFFER_LOADS)
def _load(d, m):
    key = d.defn.key
    n = _LOADS.get(key) or _BUFFER_LOADS[key]
    base, off = _base_reader(d, key in _BUFFER_LOADS), _offset_reader(d, m)
    sdata = d.fields["sdata"]

    def step(m, w):
        st = m.st
        addr = (base(st, w).astype(np.int64) + off(st, w)).astype(np.uint64) & ~np.uint64(3)
        data = m.mem.load(addr, 4 * n).view(np.uint32).reshape(-1, n)
        for i in range(n):
            st.write_sgpr(w, sdata + i, data[:, i])
        return False
    return step


@custom(*_STORES, *_BUFFER_STORES)
def _store(d, m):
    key = d.defn.key
    n = _STORES.get(key) or _BUFFER_STORES[key]
    base, off = _base_reader(d, key in _BUFFER_STORES), _offset_reader(d, m)
    sdata = d.fields["sdata"]

    def step(m, w):
        st = m.st
        addr = (base(st, w).astype(np.int64) + off(st, w)).astype(np.uint64) & ~np.uint64(3)
        rows = np.stack([st.sgpr[w, sdata + i] for i in range(n)], axis=1)
        m.mem.store(addr, np.ascontiguousarray(rows).view(np.uint8).reshape(-1, 4 * n))
        return False
    return step


@custom("S_MEMTIME", "S_MEMREALTIME")
def _memtime(d, m):
    sdata = d.fields["sdata"]

    def step(m, w):
        m.st.write_sgpr64(w, sdata, np.uint64(m.stats.instructions))
        return False
    return step


@custom("S_DCACHE_DISCARD", "S_DCACHE_DISCARD_X2", "S_ATC_PROBE", "S_ATC_PROBE_BUFFER")
def _hint(d, m):
    def step(m, w):
        return False
    return step



# ---- scalar atomics -------------------------------------------------------------------------------------------
def _scalar_atomic_keys():
    from .vmem import _ATOMIC_OPS
    out = {}
    for prefix, buffer in (("S_ATOMIC_", False), ("S_BUFFER_ATOMIC_", True)):
        for name, op in _ATOMIC_OPS.items():
            if name.endswith(("F32", "F64", "F16")):     # no scalar float atomics
                continue
            out[prefix + name] = (op, False, buffer)
            out[prefix + name + "_X2"] = (op, True, buffer)
    return out


_SCALAR_ATOMICS = _scalar_atomic_keys()


@custom(*_SCALAR_ATOMICS)
def _scalar_atomic(d, m):
    from .vmem import apply_atomic, atomic_fn, memory_read_write
    op, wide, buffer = _SCALAR_ATOMICS[d.defn.key]
    base, off = _base_reader(d, buffer), _offset_reader(d, m)
    sdata, returns = d.fields["sdata"], bool(d.fields.get("glc"))
    n = 2 if wide else 1

    def value(st, w, reg):
        return st.read_sgpr64(w, reg) if wide else st.sgpr[w, reg].astype(np.uint64)

    def step(m, w):
        st = m.st
        addr = (base(st, w).astype(np.int64) + off(st, w)).astype(np.uint64)
        data = value(st, w, sdata)
        cmp = value(st, w, sdata + n) if op == "CMPSWAP" else None
        old = apply_atomic(memory_read_write(m.mem, 4 * n), addr, data, cmp, atomic_fn(op, wide), wide)
        if returns:
            if wide:
                st.write_sgpr64(w, sdata, old)
            else:
                st.write_sgpr(w, sdata, old.astype(np.uint32))
        return False
    return step
