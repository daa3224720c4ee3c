"""Vector memory: FLAT / GLOBAL and MUBUF loads, stores and atomics, lane-parallel over every wave at one PC.

Shared helpers also serve the LDS (DS) instructions: gathering/scattering per-lane byte rows under EXEC, writing
loaded dwords (or 16-bit halves for the D16 forms) to VGPRs, and atomics applied in lane order.
"""
from __future__ import annotations

import numpy as np

from ..errors import MemoryFault
from ..flat import SCRATCH_RESOURCE_BASE, FlatSpaces, reaches_apertures
from ..narrow_floats import add_bf16_pairs, add_f16_pairs
from ...targets import FAMILY
from ..operands import PRIVATE_APERTURE, ScalarSource
from .registry import custom
from .vector import NotSimulated

U32, U64 = np.uint32, np.uint64

# load/store kinds: (bytes, how a loaded value is extended / placed)
_LOAD_KINDS = {"DWORD": (4, "d"), "DWORDX2": (8, "d"), "DWORDX3": (12, "d"), "DWORDX4": (16, "d"),
               "UBYTE": (1, "u"), "SBYTE": (1, "s"), "USHORT": (2, "u"), "SSHORT": (2, "s"),
               "UBYTE_D16": (1, "u_lo"), "UBYTE_D16_HI": (1, "u_hi"), "SBYTE_D16": (1, "s_lo"),
               "SBYTE_D16_HI": (1, "s_hi"), "SHORT_D16": (2, "u_lo"), "SHORT_D16_HI": (2, "u_hi")}
_STORE_KINDS = {"DWORD": (4, 0), "DWORDX2": (8, 0), "DWORDX3": (12, 0), "DWORDX4": (16, 0), "BYTE": (1, 0),
                "SHORT": (2, 0), "BYTE_D16_HI": (1, 16), "SHORT_D16_HI": (2, 16)}


# ---- per-lane data movement ----------------------------------------------------------------------------------
def located(fault: MemoryFault, active: np.ndarray, waves) -> MemoryFault:
    """Turn the index of a fault among the active lanes into (wave, lane)."""
    if fault.lane is not None and fault.wave is None:
        pos = np.argwhere(active)
        if fault.lane < len(pos):
            k, lane = pos[fault.lane]
            wave = int(np.arange(active.shape[0])[k] if isinstance(waves, slice) else waves[k])
            fault.wave, fault.lane = wave, int(lane)
    return fault


def gather(load, addr: np.ndarray, active: np.ndarray, full: bool, nbytes: int, waves) -> np.ndarray:
    """uint8 [k, 64, nbytes]; `load(addresses_1d, nbytes)` reads the active lanes only."""
    k = active.shape[0]
    try:
        if full:
            return load(addr.reshape(-1), nbytes).reshape(k, 64, nbytes)
        out = np.zeros((k, 64, nbytes), np.uint8)
        out[active] = load(addr[active], nbytes)
        return out
    except MemoryFault as e:
        raise located(e, active, waves) from None


def scatter(store, addr: np.ndarray, active: np.ndarray, rows: np.ndarray, waves) -> None:
    try:
        store(addr[active], rows[active])
    except MemoryFault as e:
        raise located(e, active, waves) from None


def read_vgprs(st, w, first: int, count: int, acc: bool = False) -> np.ndarray:
    regs = st.agpr if acc else st.vgpr
    return np.stack([regs[w, first + i] for i in range(count)], axis=-1)  # [k, 64, count] uint32


def write_loaded(st, w, vdst: int, data: np.ndarray, kind: str, active: np.ndarray, full: bool, acc=False) -> None:
    """Place loaded bytes [k, 64, n] into VGPRs as the load kind says."""
    regs = st.agpr if acc else st.vgpr
    n = data.shape[-1]
    if kind == "d":
        words = np.ascontiguousarray(data).view(U32)
        for i in range(n // 4):
            _put(regs, w, vdst + i, words[..., i], active, full)
        return
    val = data[..., 0].astype(U32) if n == 1 else np.ascontiguousarray(data).view(np.uint16)[..., 0].astype(U32)
    signed = kind.startswith("s")
    if signed:
        narrow = val.astype(np.uint8).view(np.int8) if n == 1 else val.astype(np.uint16).view(np.int16)
        val = narrow.astype(np.int32).view(U32)
    if kind in ("u", "s"):
        _put(regs, w, vdst, val, active, full)
        return
    half = val & U32(0xFFFF)
    old = regs[w, vdst]
    new = (old & U32(0xFFFF0000)) | half if kind.endswith("lo") else (old & U32(0xFFFF)) | (half << U32(16))
    _put(regs, w, vdst, new, active, full)


def _put(regs, w, r, value, active, full):
    if full:
        regs[w, r] = value
    else:
        regs[w, r] = np.where(active, value, regs[w, r])


def store_rows(st, w, data_reg: int, nbytes: int, shift: int, acc=False) -> np.ndarray:
    """The bytes a store writes per lane: [k, 64, nbytes]."""
    if nbytes >= 4:
        words = read_vgprs(st, w, data_reg, nbytes // 4, acc)
        return np.ascontiguousarray(words).view(np.uint8)
    v = (st.agpr if acc else st.vgpr)[w, data_reg] >> U32(shift)
    return np.ascontiguousarray(v[..., None]).view(np.uint8)[..., :nbytes]


# ---- atomics --------------------------------------------------------------------------------------------------
def _signed(x, wide):
    return x.view(np.int64) if wide else x.astype(U32).view(np.int32).astype(np.int64)


def atomic_fn(op: str, wide: bool):
    """(old, data, cmp) -> new; values as uint64."""
    mask = U64(0xFFFFFFFFFFFFFFFF) if wide else U64(0xFFFFFFFF)

    def f64(x):
        return x.view(np.float64) if wide else x.astype(U32).view(np.float32)

    def bits(x):
        return x.view(U64) if wide else x.astype(np.float32).view(U32).astype(U64)
    table = {
        "ADD": lambda o, d, c: (o + d) & mask, "SUB": lambda o, d, c: (o - d) & mask,
        "RSUB": lambda o, d, c: (d - o) & mask, "AND": lambda o, d, c: o & d, "OR": lambda o, d, c: o | d,
        "XOR": lambda o, d, c: o ^ d, "SWAP": lambda o, d, c: d, "WRXCHG": lambda o, d, c: d,
        "UMIN": lambda o, d, c: np.minimum(o, d), "UMAX": lambda o, d, c: np.maximum(o, d),
        "MIN_U": lambda o, d, c: np.minimum(o, d), "MAX_U": lambda o, d, c: np.maximum(o, d),
        "SMIN": lambda o, d, c: np.where(_signed(o, wide) < _signed(d, wide), o, d),
        "SMAX": lambda o, d, c: np.where(_signed(o, wide) > _signed(d, wide), o, d),
        "INC": lambda o, d, c: np.where(o >= d, U64(0), (o + U64(1)) & mask),
        "DEC": lambda o, d, c: np.where((o == 0) | (o > d), d, o - U64(1)),
        "CMPSWAP": lambda o, d, c: np.where(o == c, d, o),
        "ADD_F": lambda o, d, c: bits(f64(o) + f64(d)),
        "MIN_F": lambda o, d, c: bits(np.fmin(f64(o), f64(d))), "MAX_F": lambda o, d, c: bits(np.fmax(f64(o), f64(d))),
        "MSKOR": lambda o, d, c: (o & ~d) | c,
        "PK_ADD_F16": lambda o, d, c: add_f16_pairs(o.astype(U32), d.astype(U32)).astype(U64),
        "PK_ADD_BF16": lambda o, d, c: add_bf16_pairs(o.astype(U32), d.astype(U32)).astype(U64),
        "WRAP": lambda o, d, c: np.where(o >= d, o - d, (o + c) & mask),
    }
    return table[op]


def apply_atomic(read_write, addr_flat: np.ndarray, data: np.ndarray, cmp: np.ndarray | None, fn, wide: bool):
    """Apply `fn` at each address in lane order; returns the old values (uint64 [n]).

    `read_write(addr, values=None)` reads (values None) or writes uint64 values of the access width.
    """
    with np.errstate(all="ignore"):
        if np.unique(addr_flat).size == addr_flat.size:
            old = read_write(addr_flat)
            read_write(addr_flat, fn(old, data, cmp))
            return old
        old_all = np.empty(addr_flat.size, U64)
        for i in range(addr_flat.size):
            a = addr_flat[i:i + 1]
            old = read_write(a)
            old_all[i] = old[0]
            read_write(a, fn(old, data[i:i + 1], None if cmp is None else cmp[i:i + 1]))
        return old_all


# ---- FLAT / GLOBAL ---------------------------------------------------------------------------------------------
def _flat_address(d, m):
    f = d.fields
    fixed = dict(d.defn.fixed)
    seg = fixed.get("seg", f.get("seg", 0))
    if seg == 1:
        raise NotSimulated("scratch (private) memory")
    offset = f.get("offset", 0)
    if offset & 0x1000:
        offset -= 0x2000
    saddr = f.get("saddr", 0x7F)
    use_saddr = seg == 2 and saddr not in (0x7F, 0x7D) and m.family != "gfx8"
    vaddr = f["addr"]

    def address(st, w):
        if use_saddr:
            base = st.read_sgpr64(w, saddr)[:, None]
            return (base + st.vgpr[w, vaddr].astype(U64) + U64(offset & 0xFFFFFFFFFFFFFFFF)) if offset >= 0 else \
                (base + st.vgpr[w, vaddr].astype(U64) - U64(-offset))
        a = st.vgpr[w, vaddr].astype(U64) | (st.vgpr[w, vaddr + 1].astype(U64) << U64(32))
        return a + U64(offset) if offset >= 0 else a - U64(-offset)
    return address


def _space(m, w, addr, active, full: bool, flat: bool):
    """Global memory, or (flat addresses into an aperture) the FlatSpaces that also reach LDS and scratch."""
    if flat and reaches_apertures(addr if full else addr[active]):
        return FlatSpaces(m, w, np.ones_like(active) if full else active)
    return m.mem


def _flat_keys(prefix):
    return [(f"{p}_{s}", s) for p in prefix for s in _LOAD_KINDS]


@custom(*[f"{p}_LOAD_{s}" for p in ("FLAT", "GLOBAL") for s in _LOAD_KINDS])
def _flat_load(d, m):
    suffix = d.defn.key.split("_LOAD_", 1)[1]
    nbytes, kind = _LOAD_KINDS[suffix]
    address = _flat_address(d, m)
    vdst, acc = d.fields["vdst"], bool(d.fields.get("acc"))
    flat = d.defn.key.startswith("FLAT_")      # a flat address may point into the LDS or scratch aperture

    def step(m, w):
        st = m.st
        active, full = st.exec_lanes(w), st.exec_all(w)
        addr = address(st, w)
        data = gather(_space(m, w, addr, active, full, flat).load, addr, active, full, nbytes, w)
        write_loaded(st, w, vdst, data, kind, active, full, acc)
        return False
    return step


@custom(*[f"{p}_STORE_{s}" for p in ("FLAT", "GLOBAL") for s in _STORE_KINDS])
def _flat_store(d, m):
    suffix = d.defn.key.split("_STORE_", 1)[1]
    nbytes, shift = _STORE_KINDS[suffix]
    address = _flat_address(d, m)
    data_reg, acc = d.fields["data"], bool(d.fields.get("acc"))
    flat = d.defn.key.startswith("FLAT_")

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        addr = address(st, w)
        scatter(_space(m, w, addr, active, False, flat).store, addr, active,
                store_rows(st, w, data_reg, nbytes, shift, acc), w)
        return False
    return step


_ATOMIC_OPS = {"ADD": "ADD", "SUB": "SUB", "AND": "AND", "OR": "OR", "XOR": "XOR", "SWAP": "SWAP", "SMIN": "SMIN",
               "SMAX": "SMAX", "UMIN": "UMIN", "UMAX": "UMAX", "INC": "INC", "DEC": "DEC", "CMPSWAP": "CMPSWAP",
               "ADD_F32": "ADD_F", "ADD_F64": "ADD_F", "MIN_F64": "MIN_F", "MAX_F64": "MAX_F",
               "PK_ADD_F16": "PK_ADD_F16", "PK_ADD_BF16": "PK_ADD_BF16"}


def _atomic_keys(prefixes):
    out = []
    for p in prefixes:
        for name in _ATOMIC_OPS:
            if p == "BUFFER" and name == "PK_ADD_BF16":     # no MUBUF form before gfx950
                continue
            out.append(f"{p}_ATOMIC_{name}")
            if not name.endswith(("F32", "F64", "F16")):
                out.append(f"{p}_ATOMIC_{name}_X2")
    return out


def _atomic_shape(key: str):
    name = key.split("_ATOMIC_", 1)[1]
    wide = name.endswith("_X2") or name.endswith("F64")
    name = name[:-3] if name.endswith("_X2") else name
    return _ATOMIC_OPS[name], wide


def memory_read_write(mem, nbytes):
    def rw(addr, values=None):
        if values is None:
            rows = mem.load(addr, nbytes)
            return (rows.view(U64 if nbytes == 8 else U32).reshape(-1)).astype(U64)
        vals = values.astype(U64 if nbytes == 8 else U32)
        mem.store(addr, np.ascontiguousarray(vals).view(np.uint8).reshape(-1, nbytes))
    return rw


def vgpr_value(st, w, reg: int, wide: bool, acc: bool = False) -> np.ndarray:
    """A 32- or 64-bit per-lane value from VGPR(s) as uint64 [k, 64]."""
    regs = st.agpr if acc else st.vgpr
    v = regs[w, reg].astype(U64)
    if wide:
        v = v | (regs[w, reg + 1].astype(U64) << U64(32))
    return v


def run_atomic(st, w, rw, addr, active, data, cmp, op, wide, vdst, returns, acc=False):
    """Shared by FLAT/GLOBAL/MUBUF/DS atomics: apply in lane order, optionally return the old values."""
    fn = atomic_fn(op, wide)
    try:
        old = apply_atomic(rw, addr[active], data[active], None if cmp is None else cmp[active], fn, wide)
    except MemoryFault as e:
        raise located(e, active, w) from None
    if returns:
        n = 2 if wide else 1
        out = np.zeros(active.shape + (n,), U32)
        out[active, 0] = (old & U64(0xFFFFFFFF)).astype(U32)
        if wide:
            out[active, 1] = (old >> U64(32)).astype(U32)
        for i in range(n):
            _put(st.agpr if acc else st.vgpr, w, vdst + i, out[..., i], active, False)


def atomic_operands(st, w, data_reg, op, wide, acc=False):
    """FLAT/MUBUF atomics: data in data_reg.., and for CMPSWAP the compare value right after it."""
    n = 2 if wide else 1
    data = vgpr_value(st, w, data_reg, wide, acc)
    cmp = vgpr_value(st, w, data_reg + n, wide, acc) if op == "CMPSWAP" else None
    return data, cmp


@custom(*_atomic_keys(("FLAT", "GLOBAL")))
def _flat_atomic(d, m):
    op, wide = _atomic_shape(d.defn.key)
    address = _flat_address(d, m)
    f = d.fields
    returns = bool(f.get("glc"))
    acc = bool(f.get("acc"))

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        rw = memory_read_write(m.mem, 8 if wide else 4)
        addr = address(st, w)
        if reaches_apertures(addr[active]):
            raise NotSimulated("an atomic through a flat address into the LDS or scratch aperture")
        data, cmp = atomic_operands(st, w, f["data"], op, wide, acc)
        run_atomic(st, w, rw, addr, active, data, cmp, op, wide, f["vdst"], returns, acc)
        return False
    return step


# ---- MUBUF -----------------------------------------------------------------------------------------------------
def _buffer_address(d, m):
    """Per-lane address and in-range mask for a MUBUF access (raw and structured buffers, no swizzling)."""
    f = d.fields
    srsrc = f["srsrc"] * 4
    soffset = ScalarSource(f["soffset"], "b32", d.literal)
    offset, offen, idxen, vaddr = f["offset"], f["offen"], f["idxen"], f["vaddr"]

    def address(st, w, nbytes):
        base = st.read_sgpr64(w, srsrc) & U64((1 << 48) - 1)
        if (base == U64(SCRATCH_RESOURCE_BASE)).all():
            # the ABI's private segment buffer: a swizzled buffer, so soffset is a wave-level offset (the stack and
            # frame pointers count 64 bytes per byte of each lane's scratch) and voffset + offset the lane's own;
            # each lane's scratch at soffset / 64 + voffset + offset; out-of-range accesses fault there
            # (voffset + offset is a 32-bit sum: clang folds 2392 - 8 * k into a negative VGPR and offset:2392)
            voff = st.vgpr[w, vaddr].astype(U64) if offen else U64(0)
            lane = (voff + U64(offset)) & U64(0xFFFFFFFF)
            addr = U64(PRIVATE_APERTURE) + (soffset.read(st, w)[:, None] >> U64(6)) + lane
            addr = np.broadcast_to(addr, (addr.shape[0], 64))
            return addr, np.ones(addr.shape, bool)
        dw1 = st.sgpr[w, srsrc + 1].astype(U64)
        stride = (dw1 >> U64(16)) & U64(0x3FFF)
        num_records = st.sgpr[w, srsrc + 2].astype(U64)
        dw3 = st.sgpr[w, srsrc + 3]
        if (dw3 & U32(1 << 23)).any() and m.family != "gfx8":
            pass
        if ((dw1 >> U64(31)) & U64(1)).any():
            raise NotSimulated("swizzled buffer")
        index = np.zeros(1, U64)
        voff = np.zeros(1, U64)
        reg = vaddr
        if idxen:
            index = st.vgpr[w, reg].astype(U64)
            reg += 1
        if offen:
            voff = st.vgpr[w, reg].astype(U64)
        inst_off = voff + U64(offset)
        soff = soffset.read(st, w)[:, None]
        addr = base[:, None] + soff + stride[:, None] * index + inst_off
        raw = stride[:, None] == 0
        in_range = np.where(raw, inst_off + U64(nbytes) <= num_records[:, None],
                            (index < num_records[:, None]) & (inst_off + U64(nbytes) <= stride[:, None]))
        return np.broadcast_to(addr, (addr.shape[0], 64)), np.broadcast_to(in_range, (addr.shape[0], 64))
    return address


@custom(*[f"BUFFER_LOAD_{s}" for s in _LOAD_KINDS])
def _buffer_load(d, m):
    nbytes, kind = _LOAD_KINDS[d.defn.key[len("BUFFER_LOAD_"):]]
    if d.fields.get("lds"):
        from .cdna3 import buffer_load_to_lds     # the LDS-DMA loads live with CDNA3's global/scratch ones
        if kind not in ("d", "u", "s") or nbytes > 4:
            raise NotSimulated("a buffer load to LDS of more than a dword or into a 16-bit half")
        return buffer_load_to_lds(d, m, nbytes, kind)
    address = _buffer_address(d, m)
    vdst, acc = d.fields["vdata"], bool(d.fields.get("acc"))

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        addr, ok = address(st, w, nbytes)
        # out-of-range lanes read 0
        data = gather(_space(m, w, addr, active & ok, False, True).load, addr, active & ok, False, nbytes, w)
        write_loaded(st, w, vdst, data, kind, active, False, acc)
        return False
    return step


@custom(*[f"BUFFER_STORE_{s}" for s in _STORE_KINDS])
def _buffer_store(d, m):
    nbytes, shift = _STORE_KINDS[d.defn.key[len("BUFFER_STORE_"):]]
    address = _buffer_address(d, m)
    vdata, acc = d.fields["vdata"], bool(d.fields.get("acc"))

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        addr, ok = address(st, w, nbytes)
        # out-of-range lanes are dropped, as the buffer bounds check does
        scatter(_space(m, w, addr, active & ok, False, True).store, addr, active & ok,
                store_rows(st, w, vdata, nbytes, shift, acc), w)
        return False
    return step


@custom(*_atomic_keys(("BUFFER",)))
def _buffer_atomic(d, m):
    op, wide = _atomic_shape(d.defn.key)
    address = _buffer_address(d, m)
    f = d.fields
    returns = bool(f.get("glc"))
    acc = bool(f.get("acc"))

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        addr, ok = address(st, w, 8 if wide else 4)
        rw = memory_read_write(m.mem, 8 if wide else 4)
        data, cmp = atomic_operands(st, w, f["vdata"], op, wide, acc)
        run_atomic(st, w, rw, addr, active & ok, data, cmp, op, wide, f["vdata"], returns, acc)
        return False
    return step


# ---- formatted buffer access (32-bit-per-component formats only) ---------------------------------------------------
_FORMAT_COUNTS = {"X": 1, "XY": 2, "XYZ": 3, "XYZW": 4}
_DWORD_FORMATS = {1: 4, 2: 11, 3: 13, 4: 14}     # BUF_DATA_FORMAT_32, _32_32, _32_32_32, _32_32_32_32
_INT_OR_FLOAT = (4, 5, 7)                        # BUF_NUM_FORMAT_UINT, SINT, FLOAT: the bits pass unchanged


def _format_keys():
    out = {}
    for comps, n in _FORMAT_COUNTS.items():
        out[f"BUFFER_LOAD_FORMAT_{comps}"] = (n, True, False)
        out[f"BUFFER_STORE_FORMAT_{comps}"] = (n, False, False)
        out[f"TBUFFER_LOAD_FORMAT_{comps}"] = (n, True, True)
        out[f"TBUFFER_STORE_FORMAT_{comps}"] = (n, False, True)
    return out


_FORMAT_KEYS = _format_keys()


@custom(*_FORMAT_KEYS)
def _format_access(d, m):
    n, load, typed_in_instruction = _FORMAT_KEYS[d.defn.key]
    f = d.fields
    if typed_in_instruction:
        if f["dfmt"] != _DWORD_FORMATS[n] or f["nfmt"] not in _INT_OR_FLOAT:
            raise NotSimulated(f"buffer data format {f['dfmt']} / number format {f['nfmt']}")
    address = _buffer_address(d, m)
    vdata, acc = f["vdata"], bool(f.get("acc"))
    srsrc = f["srsrc"] * 4

    def check_descriptor(st, w):
        dw3 = st.sgpr[w, srsrc + 3]
        dst_sel = dw3 & U32(0xFFF)
        if not typed_in_instruction:
            dfmt = (dw3 >> U32(15)) & U32(0xF)
            nfmt = (dw3 >> U32(12)) & U32(0x7)
            if (dfmt != _DWORD_FORMATS[n]).any() or (~np.isin(nfmt, _INT_OR_FLOAT)).any():
                raise NotSimulated("a buffer data format other than 32-bit components")
        if load and (dst_sel != 0xFAC).any():   # x, y, z, w in order
            raise NotSimulated("a buffer destination swizzle (dst_sel) other than xyzw")

    def step(m, w):
        st = m.st
        check_descriptor(st, w)
        active = st.exec_lanes(w)
        addr, ok = address(st, w, 4 * n)
        if load:
            data = gather(m.mem.load, addr, active & ok, False, 4 * n, w)
            write_loaded(st, w, vdata, data, "d", active, False, acc)
        else:
            scatter(m.mem.store, addr, active & ok, store_rows(st, w, vdata, 4 * n, 0, acc), w)
        return False
    return step


# ---- scratch (private memory, gfx9 scratch_* instructions) -----------------------------------------------------
def _scratch_offset(d, m):
    f = d.fields
    offset = f.get("offset", 0)
    if offset & 0x1000:
        offset -= 0x2000
    saddr = f.get("saddr", 0x7F)
    scalar = ScalarSource(saddr, "b32", None) if saddr not in (0x7F, 0x7D) else None
    vaddr = f["addr"]
    if FAMILY[m.family].scratch_sve:
        # gfx940: the SVE bit says the VGPR address is used, beside an SGPR address or alone; neither is the
        # instruction offset alone (`scratch_load_dword v1, off, off offset:16`)
        use_vgpr = bool(f.get("sve"))

        def offsets(st, w):
            base = np.zeros((st.exec_lanes(w).shape[0], 1), np.int64)
            if scalar is not None:
                base = base + scalar.read(st, w).astype(np.int64)[:, None]
            if use_vgpr:
                base = base + st.vgpr[w, vaddr].astype(np.int64)
            return np.broadcast_to((base + offset) & 0xFFFFFFFF, st.exec_lanes(w).shape)
        return offsets

    def offsets(st, w):
        # a 32-bit sum: a negative VGPR address with a positive instruction offset (clang's 2392 - 8 * k) wraps
        base = scalar.read(st, w).astype(np.int64)[:, None] if scalar is not None else \
            st.vgpr[w, vaddr].astype(np.int64)
        return np.broadcast_to((base + offset) & 0xFFFFFFFF, st.exec_lanes(w).shape)
    return offsets


def _private_access(m, st, w, offsets, active, nbytes):
    if m.private is None or m.private.size == 0:
        raise MemoryFault("scratch access, but the kernel has no private segment (private_segment_fixed_size 0)")
    waves = np.arange(st.count)[w]
    lane_ids = (waves[:, None] * 64 + np.arange(64)[None, :])[active]
    try:
        return m.private.offsets(lane_ids, offsets[active], nbytes)
    except MemoryFault as e:
        raise located(e, active, w) from None


@custom(*[f"SCRATCH_LOAD_{s}" for s in _LOAD_KINDS])
def _scratch_load(d, m):
    from ..memory import _gather
    nbytes, kind = _LOAD_KINDS[d.defn.key[len("SCRATCH_LOAD_"):]]
    offsets, vdst, acc = _scratch_offset(d, m), d.fields["vdst"], bool(d.fields.get("acc"))

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        flat = _private_access(m, st, w, offsets(st, w), active, nbytes)
        out = np.zeros(active.shape + (nbytes,), np.uint8)
        out[active] = _gather(m.private.data, flat, nbytes)
        write_loaded(st, w, vdst, out, kind, active, False, acc)
        return False
    return step


@custom(*[f"SCRATCH_STORE_{s}" for s in _STORE_KINDS])
def _scratch_store(d, m):
    from ..memory import _scatter
    nbytes, shift = _STORE_KINDS[d.defn.key[len("SCRATCH_STORE_"):]]
    offsets, data_reg, acc = _scratch_offset(d, m), d.fields["data"], bool(d.fields.get("acc"))

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        flat = _private_access(m, st, w, offsets(st, w), active, nbytes)
        _scatter(m.private.data, flat, store_rows(st, w, data_reg, nbytes, shift, acc)[active])
        return False
    return step
