"""LDS instructions (DS): reads and writes (incl. read2/write2 and their st64 forms), atomics with and without
return, and the cross-lane ds_swizzle / ds_permute / ds_bpermute.  Each workgroup sees its own LDS."""
from __future__ import annotations

import numpy as np

from ..errors import MemoryFault
from ..memory import _gather, _scatter
from .registry import custom
from .vmem import _put, located, run_atomic, store_rows, vgpr_value, write_loaded
from .vector import NotSimulated

U32, U64 = np.uint32, np.uint64

_READS = {"B32": (4, "d"), "B64": (8, "d"), "B96": (12, "d"), "B128": (16, "d"), "U8": (1, "u"), "I8": (1, "s"),
          "U16": (2, "u"), "I16": (2, "s"), "U8_D16": (1, "u_lo"), "U8_D16_HI": (1, "u_hi"), "I8_D16": (1, "s_lo"),
          "I8_D16_HI": (1, "s_hi"), "U16_D16": (2, "u_lo"), "U16_D16_HI": (2, "u_hi")}
_WRITES = {"B32": (4, 0), "B64": (8, 0), "B96": (12, 0), "B128": (16, 0), "B8": (1, 0), "B16": (2, 0),
           "B8_D16_HI": (1, 16), "B16_D16_HI": (2, 16)}


class _Lds:
    """Per-lane LDS accessors bound to the waves' workgroup slots."""

    def __init__(self, m, w, active, full=False):
        self.lds, self.slot, self.active, self.full = m.lds, m.st.slot[w], active, full

    def offsets(self, addr, nbytes):
        """Flat offsets into the LDS array for the active lanes (all lanes, shaped [k, 64], when `full`);
        faults name the lane."""
        if self.full and addr.min() >= 0 and addr.max() + nbytes <= self.lds.size:
            return self.slot[:, None] * self.lds.padded + addr
        a = addr[self.active].astype(np.int64)
        slots = np.broadcast_to(self.slot[:, None], self.active.shape)[self.active]
        bad = (a < 0) | (a + nbytes > self.lds.size)
        if bad.any():
            i = int(np.nonzero(bad)[0][0])
            raise MemoryFault(f"{nbytes}-byte LDS access at address 0x{int(a[i]):x} is outside the workgroup's "
                              f"{self.lds.size} bytes of LDS", lane=i)
        return slots.astype(np.int64) * self.lds.padded + a


def _address(st, w, f, extra=0):
    """The LDS address: the address VGPR plus the instruction's offset, a 32-bit sum (a negative base with an offset
    that brings it back in range is an address in range, as on gfx8 and later: clang folds `t[63 - l]` into
    `v_sub_u32 v14, 0, v14` and `ds_read_b128 v[2:5], v14 offset:1008`)."""
    return (st.vgpr[w, f["addr"]].astype(np.int64) + extra) & 0xFFFFFFFF


def _lds_call(fn, lds, waves):
    try:
        return fn()
    except MemoryFault as e:
        raise located(e, lds.active, waves) from None


@custom(*[f"DS_READ_{s}" for s in _READS])
def _read(d, m):
    nbytes, kind = _READS[d.defn.key[len("DS_READ_"):]]
    f = d.fields
    offset = f["offset0"] | (f["offset1"] << 8)

    def step(m, w):
        st = m.st
        active, full = st.exec_lanes(w), st.exec_all(w)
        lds = _Lds(m, w, active, full)
        off = _lds_call(lambda: lds.offsets(_address(st, w, f, offset), nbytes), lds, w)
        if off.ndim == 2:
            out = _gather(m.lds.data, off, nbytes)
        else:
            out = np.zeros(active.shape + (nbytes,), np.uint8)
            out[active] = _gather(m.lds.data, off, nbytes)
        write_loaded(st, w, f["vdst"], out, kind, active, full, bool(f.get("acc")))
        return False
    return step


@custom(*[f"DS_WRITE_{s}" for s in _WRITES])
def _write(d, m):
    nbytes, shift = _WRITES[d.defn.key[len("DS_WRITE_"):]]
    f = d.fields
    offset = f["offset0"] | (f["offset1"] << 8)

    def step(m, w):
        st = m.st
        active, full = st.exec_lanes(w), st.exec_all(w)
        lds = _Lds(m, w, active, full)
        off = _lds_call(lambda: lds.offsets(_address(st, w, f, offset), nbytes), lds, w)
        rows = store_rows(st, w, f["data0"], nbytes, shift, bool(f.get("acc")))
        _scatter(m.lds.data, off, rows if off.ndim == 2 else rows[active])
        return False
    return step


_PAIRS = {"DS_READ2_B32": (4, 1), "DS_READ2_B64": (8, 1), "DS_READ2ST64_B32": (4, 64), "DS_READ2ST64_B64": (8, 64),
          "DS_WRITE2_B32": (4, 1), "DS_WRITE2_B64": (8, 1), "DS_WRITE2ST64_B32": (4, 64),
          "DS_WRITE2ST64_B64": (8, 64)}


@custom(*_PAIRS)
def _pair(d, m):
    key, f = d.defn.key, d.fields
    size, stride = _PAIRS[key]
    offsets = (f["offset0"] * size * stride, f["offset1"] * size * stride)
    write = key.startswith("DS_WRITE")
    words = size // 4

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        lds = _Lds(m, w, active)
        for i, extra in enumerate(offsets):
            off = _lds_call(lambda: lds.offsets(_address(st, w, f, extra), size), lds, w)
            if write:
                rows = store_rows(st, w, f["data0" if i == 0 else "data1"], size, 0, bool(f.get("acc")))
                _scatter(m.lds.data, off, rows[active])
            else:
                out = np.zeros(active.shape + (size,), np.uint8)
                out[active] = _gather(m.lds.data, off, size)
                write_loaded(st, w, f["vdst"] + i * words, out, "d", active, False, bool(f.get("acc")))
        return False
    return step


_EXCHANGE2 = {"DS_WRXCHG2_RTN_B32": (4, 1), "DS_WRXCHG2_RTN_B64": (8, 1), "DS_WRXCHG2ST64_RTN_B32": (4, 64),
              "DS_WRXCHG2ST64_RTN_B64": (8, 64)}


@custom(*_EXCHANGE2)
def _exchange2(d, m):
    """Two exchanges at addr + offset0 and addr + offset1 (in elements): old values to vdst, data0/data1 stored."""
    size, stride = _EXCHANGE2[d.defn.key]
    f = d.fields
    offsets = (f["offset0"] * size * stride, f["offset1"] * size * stride)
    words = size // 4

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        lds = _Lds(m, w, active)
        for i, extra in enumerate(offsets):   # in order: a lane's two addresses may coincide
            off = _lds_call(lambda: lds.offsets(_address(st, w, f, extra), size), lds, w)
            old = np.zeros(active.shape + (size,), np.uint8)
            old[active] = _gather(m.lds.data, off, size)
            rows = store_rows(st, w, f["data0" if i == 0 else "data1"], size, 0)
            _scatter(m.lds.data, off, rows[active])
            write_loaded(st, w, f["vdst"] + i * words, old, "d", active, False)
        return False
    return step


_DS_ATOMICS = {"ADD": "ADD", "SUB": "SUB", "RSUB": "RSUB", "INC": "INC", "DEC": "DEC", "MIN_I": "SMIN",
               "MAX_I": "SMAX", "MIN_U": "UMIN", "MAX_U": "UMAX", "AND": "AND", "OR": "OR", "XOR": "XOR",
               "MSKOR": "MSKOR", "WRXCHG": "WRXCHG", "CMPST": "CMPSWAP", "MIN_F": "MIN_F", "MAX_F": "MAX_F",
               "ADD_F": "ADD_F", "CMPST_F": "CMPSWAP"}


def _ds_atomic_keys():
    out = {}
    for base, op in (("ADD_U32", "ADD"), ("SUB_U32", "SUB"), ("RSUB_U32", "RSUB"), ("INC_U32", "INC"),
                     ("DEC_U32", "DEC"), ("MIN_I32", "SMIN"), ("MAX_I32", "SMAX"), ("MIN_U32", "UMIN"),
                     ("MAX_U32", "UMAX"), ("AND_B32", "AND"), ("OR_B32", "OR"), ("XOR_B32", "XOR"),
                     ("MSKOR_B32", "MSKOR"), ("CMPST_B32", "CMPSWAP"), ("CMPST_F32", "CMPSWAP_F"),
                     ("MIN_F32", "MIN_F"), ("MAX_F32", "MAX_F"), ("ADD_F32", "ADD_F")):
        for wide in (False, True):
            name = base if not wide else base.replace("32", "64")
            out[f"DS_{name}"] = (op, wide, False)
            out[f"DS_{name.replace('_', '_RTN_', 1)}"] = (op, wide, True)
    for name in ("PK_ADD_F16", "PK_ADD_BF16"):            # CDNA3: two 16-bit float sums in one dword
        out[f"DS_{name}"] = (name, False, False)
        out[f"DS_{name.replace('_ADD_', '_ADD_RTN_')}"] = (name, False, True)
    out["DS_WRAP_RTN_B32"] = ("WRAP", False, True)      # old >= data0 ? old - data0 : old + data1
    out["DS_WRXCHG_RTN_B32"] = ("SWAP", False, True)
    out["DS_WRXCHG_RTN_B64"] = ("SWAP", True, True)
    return out


_ATOMIC_KEYS = _ds_atomic_keys()


@custom(*_ATOMIC_KEYS)
def _atomic(d, m):
    op, wide, returns = _ATOMIC_KEYS[d.defn.key]
    f = d.fields
    offset = f["offset0"] | (f["offset1"] << 8)
    nbytes = 8 if wide else 4
    if op == "CMPSWAP_F":
        raise NotSimulated("ds_cmpst_f32/f64 (NaN-aware compare)")
    if op == "MSKOR":
        raise NotSimulated("ds_mskor")

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        lds = _Lds(m, w, active)
        off = _lds_call(lambda: lds.offsets(_address(st, w, f, offset), nbytes), lds, w)
        flat = np.zeros(active.shape, np.int64)
        flat[active] = off
        lds_bytes = m.lds.data

        def rw(addr, values=None):
            addr = addr.astype(np.int64)
            if values is None:
                rows = _gather(lds_bytes, addr, nbytes)
                return rows.view(U64 if wide else U32).reshape(-1).astype(U64)
            vals = values.astype(U64 if wide else U32)
            _scatter(lds_bytes, addr, np.ascontiguousarray(vals).view(np.uint8).reshape(-1, nbytes))
        acc = bool(f.get("acc"))
        data = vgpr_value(st, w, f["data0"], wide, acc)
        cmp = None
        if op == "CMPSWAP":  # DS compare-store: data0 is the compare value, data1 the new value
            data, cmp = vgpr_value(st, w, f["data1"], wide, acc), data
        elif op == "WRAP":
            cmp = vgpr_value(st, w, f["data1"], wide, acc)
        run_atomic(st, w, rw, flat.view(U64), active, data, cmp, op, wide, f["vdst"], returns, acc)
        return False
    return step


@custom("DS_SWIZZLE_B32")
def _swizzle(d, m):
    f = d.fields
    acc = bool(f.get("acc"))
    pattern = f["offset0"] | (f["offset1"] << 8)
    lane = np.arange(64)
    if pattern & 0x8000:  # quad permute mode: lanes within each group of 4
        sel = np.array([(pattern >> (2 * (i & 3))) & 3 for i in range(64)])
        src = (lane & ~3) + sel
    else:                 # bitmask mode within groups of 32
        and_mask, or_mask, xor_mask = pattern & 0x1F, (pattern >> 5) & 0x1F, (pattern >> 10) & 0x1F
        src = (lane & ~31) | ((((lane & 31) & and_mask) | or_mask) ^ xor_mask)

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        v = st.vgpr[w, f["addr"]][:, src]   # the swizzled value is the "address" operand
        v = np.where(active[:, src], v, U32(0))
        _put(st.agpr if acc else st.vgpr, w, f["vdst"], v, active, False)
        return False
    return step


@custom("DS_PERMUTE_B32", "DS_BPERMUTE_B32")
def _permute(d, m):
    f = d.fields
    backward = d.defn.key == "DS_BPERMUTE_B32"
    offset = f["offset0"] | (f["offset1"] << 8)
    acc = bool(f.get("acc"))

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        k = active.shape[0]
        idx = ((st.vgpr[w, f["addr"]].astype(np.int64) + offset) >> 2) & 63
        data = (st.agpr if acc else st.vgpr)[w, f["data0"]]
        rows = np.arange(k)[:, None]
        if backward:  # dst[lane] = src[idx[lane]]
            v = np.where(active[rows, idx], data[rows, idx], U32(0))
        else:         # dst[idx[lane]] = src[lane], in lane order
            v = np.zeros_like(data)
            for lane in range(64):
                sel = active[:, lane]
                v[np.nonzero(sel)[0], idx[sel, lane]] = data[sel, lane]
        _put(st.agpr if acc else st.vgpr, w, f["vdst"], v, active, False)
        return False
    return step



@custom("DS_READ_ADDTID_B32", "DS_WRITE_ADDTID_B32")
def _addtid(d, m):
    """LDS[M0 + offset + 4 * lane id]."""
    f = d.fields
    offset = f["offset0"] | (f["offset1"] << 8)
    read = d.defn.key == "DS_READ_ADDTID_B32"

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        lds = _Lds(m, w, active)
        addr = (st.sgpr[w, 124].astype(np.int64)[:, None] + offset + 4 * np.arange(64)[None, :])
        off = _lds_call(lambda: lds.offsets(addr, 4), lds, w)
        if read:
            out = np.zeros(active.shape + (4,), np.uint8)
            out[active] = _gather(m.lds.data, off, 4)
            write_loaded(st, w, f["vdst"], out, "d", active, False)
        else:
            _scatter(m.lds.data, off, store_rows(st, w, f["data0"], 4, 0)[active])
        return False
    return step


@custom("DS_APPEND", "DS_CONSUME")
def _append(d, m):
    """LDS[M0[15:0] + offset] += (or -=) the number of active lanes; every lane gets the value before (per wave,
    in wave order)."""
    f = d.fields
    if f.get("gds"):
        raise NotSimulated("GDS")
    offset = f["offset0"] | (f["offset1"] << 8)
    sign = 1 if d.defn.key == "DS_APPEND" else -1

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        waves = np.arange(st.count)[w]
        words = m.lds.data.view(np.uint32)
        result = np.zeros(active.shape, np.uint32)
        for k, wave in enumerate(waves):
            addr = (int(st.sgpr[wave, 124]) & 0xFFFF) + offset
            if addr + 4 > m.lds.size or addr & 3:
                raise MemoryFault(f"ds_append/consume address 0x{addr:x} outside the workgroup's {m.lds.size} "
                                  "bytes of LDS (or unaligned)", wave=int(wave))
            i = (int(st.slot[wave]) * m.lds.padded + addr) >> 2
            old = int(words[i])
            words[i] = (old + sign * int(active[k].sum())) & 0xFFFFFFFF
            result[k] = old
        _put(st.agpr if f.get("acc") else st.vgpr, w, f["vdst"], result, active, False)
        return False
    return step
