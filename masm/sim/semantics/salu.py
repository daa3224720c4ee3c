"""Scalar ALU semantics: SOP2, SOP1, SOPC and SOPK, vectorised over the waves that share a PC.

Values travel as uint64 arrays [k] (32-bit operations use the low half); each function returns the result and the
new SCC (or None when the instruction leaves SCC alone).
"""
from __future__ import annotations

import numpy as np

from ..errors import MemoryFault
from ..operands import ScalarSource
from ..state import EXEC_LO
from .registry import custom, register
from .vector import NotSimulated

U64 = np.uint64
M32 = U64(0xFFFFFFFF)
ONE = U64(1)


def s32(x):
    return (x & M32).astype(np.uint32).view(np.int32).astype(np.int64)


def s64(x):
    return x.view(np.int64)


def nz(x):
    return x != 0


class ScalarOp:
    def __init__(self, key: str, width: int | None, srcs: tuple[int, ...], fn, sopk_signed: bool | None = None):
        self.key, self.width, self.srcs, self.fn, self.sopk_signed = key, width, srcs, fn, sopk_signed

    def compile(self, d, m):
        f, enc = d.fields, d.encoding
        types = {32: "b32", 64: "b64"}
        if enc == "SOP2" or enc == "SOPC":
            readers = [ScalarSource(f["ssrc0"], types[self.srcs[0]], d.literal),
                       ScalarSource(f["ssrc1"], types[self.srcs[1]], d.literal)]
        elif enc == "SOP1":
            readers = [ScalarSource(f["ssrc0"], types[self.srcs[0]], d.literal)] if self.srcs else []
        elif enc == "SOPK":
            imm = f["simm16"]
            imm = imm - 0x10000 if (self.sopk_signed and imm & 0x8000) else imm
            readers = [ScalarSource(f["sdst"], "b32", None), _Const(imm & 0xFFFFFFFF)]
        else:
            raise NotSimulated(f"{enc} encoding of a scalar ALU instruction")
        sdst = f.get("sdst") if enc != "SOPC" else None
        fn, width = self.fn, self.width

        def step(m, w):
            st = m.st
            vals = [r.read(st, w) for r in readers]
            res, scc = fn(*vals, st.scc[w].astype(U64))
            if scc is not None:
                st.scc[w] = scc
            if width == 32:
                st.write_sgpr(w, sdst, (res & M32).astype(np.uint32))
            elif width == 64:
                st.write_sgpr64(w, sdst, res)
            return False
        return step


class _Const:
    def __init__(self, v):
        self.v = U64(v)

    def read(self, st, w):
        k = st.count if isinstance(w, slice) else len(w)
        return np.full(k, self.v, U64)


def sop(key, width, srcs, fn, **kw):
    register(ScalarOp(key, width, tuple(srcs), fn, **kw))


def _add_u32(a, b, c):
    r = a + b
    return r, r >> U64(32)


def _sub_u32(a, b, c):
    return (a - b) & M32, (b > a).astype(U64)


def _ovf(r, a, b):
    return ((r < -2**31) | (r > 2**31 - 1)).astype(U64)


sop("S_ADD_U32", 32, (32, 32), _add_u32)
sop("S_SUB_U32", 32, (32, 32), _sub_u32)
sop("S_ADDC_U32", 32, (32, 32), lambda a, b, c: ((a + b + c), (a + b + c) >> U64(32)))
sop("S_SUBB_U32", 32, (32, 32), lambda a, b, c: ((a - b - c) & M32, (b + c > a).astype(U64)))
sop("S_ADD_I32", 32, (32, 32), lambda a, b, c: (a + b, _ovf(s32(a) + s32(b), a, b)))
sop("S_SUB_I32", 32, (32, 32), lambda a, b, c: (a - b, _ovf(s32(a) - s32(b), a, b)))
sop("S_MIN_I32", 32, (32, 32), lambda a, b, c: (np.where(s32(a) < s32(b), a, b), (s32(a) < s32(b)).astype(U64)))
sop("S_MAX_I32", 32, (32, 32), lambda a, b, c: (np.where(s32(a) > s32(b), a, b), (s32(a) > s32(b)).astype(U64)))
sop("S_MIN_U32", 32, (32, 32), lambda a, b, c: (np.minimum(a, b), (a < b).astype(U64)))
sop("S_MAX_U32", 32, (32, 32), lambda a, b, c: (np.maximum(a, b), (a > b).astype(U64)))
sop("S_CSELECT_B32", 32, (32, 32), lambda a, b, c: (np.where(c != 0, a, b), None))
sop("S_CSELECT_B64", 64, (64, 64), lambda a, b, c: (np.where(c != 0, a, b), None))
for _w in (32, 64):
    _m = M32 if _w == 32 else U64(0xFFFFFFFFFFFFFFFF)
    _ops = {"AND": lambda a, b: a & b, "OR": lambda a, b: a | b, "XOR": lambda a, b: a ^ b,
            "ANDN2": lambda a, b: a & ~b, "ORN2": lambda a, b: a | ~b, "NAND": lambda a, b: ~(a & b),
            "NOR": lambda a, b: ~(a | b), "XNOR": lambda a, b: ~(a ^ b)}
    for _n, _f in _ops.items():
        sop(f"S_{_n}_B{_w}", _w, (_w, _w), lambda a, b, c, _f=_f, _m=_m: (_f(a, b) & _m, nz(_f(a, b) & _m)))
    sop(f"S_NOT_B{_w}", _w, (_w,), lambda a, c, _m=_m: (~a & _m, nz(~a & _m)))
sop("S_LSHL_B32", 32, (32, 32), lambda a, b, c: ((a << (b & U64(31))) & M32, nz((a << (b & U64(31))) & M32)))
sop("S_LSHR_B32", 32, (32, 32), lambda a, b, c: (a >> (b & U64(31)), nz(a >> (b & U64(31)))))
sop("S_ASHR_I32", 32, (32, 32), lambda a, b, c: _ashr32(a, b))
sop("S_LSHL_B64", 64, (64, 32), lambda a, b, c: (a << (b & U64(63)), nz(a << (b & U64(63)))))
sop("S_LSHR_B64", 64, (64, 32), lambda a, b, c: (a >> (b & U64(63)), nz(a >> (b & U64(63)))))
sop("S_ASHR_I64", 64, (64, 32), lambda a, b, c: _ashr64(a, b))


def _ashr32(a, b):
    r = (s32(a) >> (b & U64(31)).astype(np.int64)).astype(np.uint64) & M32
    return r, nz(r)


def _ashr64(a, b):
    r = (s64(a) >> (b & U64(63)).astype(np.int64)).view(U64)
    return r, nz(r)


def _bfe(a, b, width, signed):
    off = b & U64(width - 1)
    size = np.minimum((b >> U64(16)) & U64(0x7F), U64(width))
    mask = np.where(size >= 64, U64(0xFFFFFFFFFFFFFFFF), (ONE << np.minimum(size, U64(63))) - ONE)
    v = (a >> off) & mask
    if signed:
        sign = np.where(size > 0, (v >> np.maximum(size, ONE) - ONE) & ONE, U64(0))
        ext = np.where((sign == 1) & (size < 64), ~mask, U64(0))
        v = v | ext
        if width == 32:
            v = v & M32
    return v, nz(v)


sop("S_BFE_U32", 32, (32, 32), lambda a, b, c: _bfe(a, b, 32, False))
sop("S_BFE_I32", 32, (32, 32), lambda a, b, c: _bfe(a, b, 32, True))
sop("S_BFE_U64", 64, (64, 32), lambda a, b, c: _bfe(a, b, 64, False))
sop("S_BFE_I64", 64, (64, 32), lambda a, b, c: _bfe(a, b, 64, True))
sop("S_BFM_B32", 32, (32, 32), lambda a, b, c: ((((ONE << (a & U64(31))) - ONE) << (b & U64(31))) & M32, None))
sop("S_BFM_B64", 64, (32, 32), lambda a, b, c: ((((ONE << (a & U64(63))) - ONE) << (b & U64(63))), None))
sop("S_MUL_I32", 32, (32, 32), lambda a, b, c: ((s32(a) * s32(b)).view(U64) & M32, None))
sop("S_MUL_HI_U32", 32, (32, 32), lambda a, b, c: ((a * b) >> U64(32), None))
sop("S_MUL_HI_I32", 32, (32, 32), lambda a, b, c: (((s32(a) * s32(b)) >> 32).view(U64) & M32, None))
sop("S_ABSDIFF_I32", 32, (32, 32), lambda a, b, c: _nzres(np.abs(s32(a) - s32(b)).view(U64) & M32))
for _n in (1, 2, 3, 4):
    sop(f"S_LSHL{_n}_ADD_U32", 32, (32, 32),
        lambda a, b, c, _n=_n: (((a << U64(_n)) & M32) + b, (((a << U64(_n)) & M32) + b) >> U64(32)))
sop("S_PACK_LL_B32_B16", 32, (32, 32), lambda a, b, c: ((a & U64(0xFFFF)) | ((b & U64(0xFFFF)) << U64(16)), None))
sop("S_PACK_LH_B32_B16", 32, (32, 32), lambda a, b, c: ((a & U64(0xFFFF)) | (b & U64(0xFFFF0000)), None))
sop("S_PACK_HH_B32_B16", 32, (32, 32), lambda a, b, c: ((a >> U64(16)) | (b & U64(0xFFFF0000)), None))


def _nzres(r):
    return r, nz(r)


# ---- SOPC -------------------------------------------------------------------------------------------------------
_CMP = {"EQ": np.equal, "LG": np.not_equal, "GT": np.greater, "GE": np.greater_equal, "LT": np.less,
        "LE": np.less_equal}
for _n, _f in _CMP.items():
    sop(f"S_CMP_{_n}_I32", None, (32, 32), lambda a, b, c, _f=_f: (None, _f(s32(a), s32(b))))
    sop(f"S_CMP_{_n}_U32", None, (32, 32), lambda a, b, c, _f=_f: (None, _f(a, b)))
    sop(f"S_CMPK_{_n}_I32", None, (32, 32), lambda a, b, c, _f=_f: (None, _f(s32(a), s32(b))), sopk_signed=True)
    sop(f"S_CMPK_{_n}_U32", None, (32, 32), lambda a, b, c, _f=_f: (None, _f(a, b)), sopk_signed=False)
sop("S_CMP_EQ_U64", None, (64, 64), lambda a, b, c: (None, a == b))
sop("S_CMP_LG_U64", None, (64, 64), lambda a, b, c: (None, a != b))
sop("S_BITCMP0_B32", None, (32, 32), lambda a, b, c: (None, ((a >> (b & U64(31))) & ONE) == 0))
sop("S_BITCMP1_B32", None, (32, 32), lambda a, b, c: (None, ((a >> (b & U64(31))) & ONE) == 1))
sop("S_BITCMP0_B64", None, (64, 32), lambda a, b, c: (None, ((a >> (b & U64(63))) & ONE) == 0))
sop("S_BITCMP1_B64", None, (64, 32), lambda a, b, c: (None, ((a >> (b & U64(63))) & ONE) == 1))

# ---- SOPK -------------------------------------------------------------------------------------------------------
sop("S_MOVK_I32", 32, (32, 32), lambda d, k, c: (k, None), sopk_signed=True)
sop("S_CMOVK_I32", 32, (32, 32), lambda d, k, c: (np.where(c != 0, k, d), None), sopk_signed=True)
sop("S_ADDK_I32", 32, (32, 32), lambda d, k, c: (d + k, _ovf(s32(d) + s32(k), d, k)), sopk_signed=True)
sop("S_MULK_I32", 32, (32, 32), lambda d, k, c: ((s32(d) * s32(k)).view(U64) & M32, None), sopk_signed=True)

# ---- SOP1 -------------------------------------------------------------------------------------------------------
sop("S_MOV_B32", 32, (32,), lambda a, c: (a, None))
sop("S_MOV_B64", 64, (64,), lambda a, c: (a, None))
sop("S_BREV_B32", 32, (32,), lambda a, c: (_brev(a, 32), None))
sop("S_BREV_B64", 64, (64,), lambda a, c: (_brev(a, 64), None))
sop("S_BCNT0_I32_B32", 32, (32,), lambda a, c: _nzres((32 - np.bitwise_count(a)).astype(U64)))
sop("S_BCNT0_I32_B64", 32, (64,), lambda a, c: _nzres((64 - np.bitwise_count(a)).astype(U64)))
sop("S_BCNT1_I32_B32", 32, (32,), lambda a, c: _nzres(np.bitwise_count(a).astype(U64)))
sop("S_BCNT1_I32_B64", 32, (64,), lambda a, c: _nzres(np.bitwise_count(a).astype(U64)))
sop("S_FF0_I32_B32", 32, (32,), lambda a, c: (_ff1(~a & M32, 32), None))
sop("S_FF0_I32_B64", 32, (64,), lambda a, c: (_ff1(~a, 64), None))
sop("S_FF1_I32_B32", 32, (32,), lambda a, c: (_ff1(a, 32), None))
sop("S_FF1_I32_B64", 32, (64,), lambda a, c: (_ff1(a, 64), None))
sop("S_FLBIT_I32_B32", 32, (32,), lambda a, c: (_flbit(a, 32), None))
sop("S_FLBIT_I32_B64", 32, (64,), lambda a, c: (_flbit(a, 64), None))
sop("S_FLBIT_I32", 32, (32,), lambda a, c: (_flbit_signed(a, 32), None))
sop("S_FLBIT_I32_I64", 32, (64,), lambda a, c: (_flbit_signed(a, 64), None))
sop("S_SEXT_I32_I8", 32, (32,), lambda a, c: ((a & U64(0xFF)).astype(np.uint8).view(np.int8).astype(np.int64)
                                               .view(U64) & M32, None))
sop("S_SEXT_I32_I16", 32, (32,), lambda a, c: ((a & U64(0xFFFF)).astype(np.uint16).view(np.int16)
                                                .astype(np.int64).view(U64) & M32, None))
sop("S_ABS_I32", 32, (32,), lambda a, c: _nzres(np.abs(s32(a)).view(U64) & M32))
sop("S_WQM_B32", 32, (32,), lambda a, c: _nzres(_wqm(a, 8)))
sop("S_WQM_B64", 64, (64,), lambda a, c: _nzres(_wqm(a, 16)))
sop("S_QUADMASK_B32", 32, (32,), lambda a, c: _nzres(_quadmask(a, 8)))
sop("S_QUADMASK_B64", 64, (64,), lambda a, c: _nzres(_quadmask(a, 16)))
sop("S_BITREPLICATE_B64_B32", 64, (32,), lambda a, c: (_bitreplicate(a), None))


def _brev(a, width):
    out = np.zeros_like(a)
    for i in range(width):
        out |= ((a >> U64(i)) & ONE) << U64(width - 1 - i)
    return out


def _ff1(a, width):
    low = a & (~a + ONE)
    pos = np.where(a == 0, -1, np.floor(np.log2(np.where(low == 0, 1, low).astype(np.float64))).astype(np.int64))
    return pos.view(U64) & M32


def _flbit(a, width):
    hi = np.full(a.shape, -1, np.int64)
    for i in range(width):
        hi = np.where(((a >> U64(i)) & ONE) == 1, i, hi)
    return np.where(hi < 0, -1, width - 1 - hi).view(U64) & M32


def _flbit_signed(a, width):
    v = a if width == 64 else a & M32
    neg = ((v >> U64(width - 1)) & ONE) == 1
    mask = M32 if width == 32 else U64(0xFFFFFFFFFFFFFFFF)
    inv = np.where(neg, ~v & mask, v)
    r = _flbit(inv, width)
    return np.where(inv == 0, M32, r)


def _wqm(a, quads):
    out = np.zeros_like(a)
    for q in range(quads):
        out |= np.where(((a >> U64(4 * q)) & U64(0xF)) != 0, U64(0xF) << U64(4 * q), U64(0))
    return out


def _quadmask(a, quads):
    out = np.zeros_like(a)
    for q in range(quads):
        out |= np.where(((a >> U64(4 * q)) & U64(0xF)) != 0, ONE << U64(q), U64(0))
    return out


def _bitreplicate(a):
    out = np.zeros_like(a)
    for i in range(32):
        out |= ((a >> U64(i)) & ONE) * U64(3) << U64(2 * i)
    return out


# ---- SOP1 instructions that read their destination, EXEC or the PC ------------------------------------------------
@custom("S_BITSET0_B32", "S_BITSET1_B32", "S_BITSET0_B64", "S_BITSET1_B64", "S_CMOV_B32", "S_CMOV_B64")
def _dest_reading(d, m):
    key, f = d.defn.key, d.fields
    wide = key.endswith("B64")
    src = ScalarSource(f["ssrc0"], "b64" if (wide and key.startswith("S_CMOV")) else "b32", d.literal)
    sdst = f["sdst"]
    bitset = key.startswith("S_BITSET")
    value = 1 if key.startswith("S_BITSET1") else 0

    def step(m, w):
        st = m.st
        a = src.read(st, w)
        old = st.read_sgpr64(w, sdst) if wide else st.sgpr[w, sdst].astype(U64)
        if bitset:
            bit = ONE << (a & U64(63 if wide else 31))
            new = old | bit if value else old & ~bit
        else:
            new = np.where(st.scc[w] != 0, a, old)
        if wide:
            st.write_sgpr64(w, sdst, new)
        else:
            st.write_sgpr(w, sdst, (new & M32).astype(np.uint32))
        return False
    return step


_SAVEEXEC = {"S_AND_SAVEEXEC_B64": lambda s, e: s & e, "S_OR_SAVEEXEC_B64": lambda s, e: s | e,
             "S_XOR_SAVEEXEC_B64": lambda s, e: s ^ e, "S_ANDN2_SAVEEXEC_B64": lambda s, e: s & ~e,
             "S_ORN2_SAVEEXEC_B64": lambda s, e: s | ~e, "S_NAND_SAVEEXEC_B64": lambda s, e: ~(s & e),
             "S_NOR_SAVEEXEC_B64": lambda s, e: ~(s | e), "S_XNOR_SAVEEXEC_B64": lambda s, e: ~(s ^ e),
             "S_ANDN1_SAVEEXEC_B64": lambda s, e: ~s & e, "S_ORN1_SAVEEXEC_B64": lambda s, e: ~s | e}
_WREXEC = {"S_ANDN1_WREXEC_B64": lambda s, e: ~s & e, "S_ANDN2_WREXEC_B64": lambda s, e: s & ~e}


@custom(*_SAVEEXEC, *_WREXEC)
def _saveexec(d, m):
    key, f = d.defn.key, d.fields
    fn = _SAVEEXEC.get(key) or _WREXEC[key]
    wrexec = key in _WREXEC
    src = ScalarSource(f["ssrc0"], "b64", d.literal)
    sdst = f["sdst"]

    def step(m, w):
        st = m.st
        s = src.read(st, w)
        old = st.exec64(w)
        new = fn(s, old)
        st.write_sgpr64(w, sdst, new if wrexec else old)
        st.write_sgpr64(w, EXEC_LO, new)
        st.scc[w] = new != 0
        return False
    return step


@custom("S_GETPC_B64")
def _getpc(d, m):
    sdst, size = d.fields["sdst"], d.size

    def step(m, w):
        m.st.write_sgpr64(w, sdst, (m.st.pc[w] + size).astype(U64))
        return False
    return step


@custom("S_SETPC_B64", "S_SWAPPC_B64")
def _setpc(d, m):
    f, swap, size = d.fields, d.defn.key == "S_SWAPPC_B64", d.size
    src = ScalarSource(f["ssrc0"], "b64", None)

    def step(m, w):
        st = m.st
        target = src.read(st, w).astype(np.int64)
        if swap:
            st.write_sgpr64(w, f["sdst"], (st.pc[w] + size).astype(U64))
        st.pc[w] = target
        return True
    return step


@custom("S_CALL_B64")
def _call(d, m):
    f = d.fields
    simm = f["simm16"] - 0x10000 if f["simm16"] & 0x8000 else f["simm16"]

    def step(m, w):
        st = m.st
        st.write_sgpr64(w, f["sdst"], (st.pc[w] + 4).astype(U64))
        st.pc[w] = st.pc[w] + 4 + simm * 4
        return True
    return step


@custom("S_MOVRELS_B32", "S_MOVRELS_B64", "S_MOVRELD_B32", "S_MOVRELD_B64")
def _movrel(d, m):
    """s_movrels: D = SGPR[S0 + M0] (S0 must name an SGPR); s_movreld: SGPR[D + M0] = S0, where S0 is any scalar
    source (an inline constant or literal is a value, not a register number)."""
    key, f = d.defn.key, d.fields
    n = 2 if key.endswith("B64") else 1
    source_relative = key.startswith("S_MOVRELS")
    if source_relative and f["ssrc0"] >= 102:
        raise NotSimulated("s_movrels with a source that is not an SGPR")
    value = None if source_relative else ScalarSource(f["ssrc0"], "b64" if n == 2 else "b32", d.literal)

    def step(m, w):
        st = m.st
        m0 = st.sgpr[w, 124].astype(np.int64)
        rel = np.broadcast_to((f["ssrc0"] if source_relative else f["sdst"]) + m0, m0.shape)
        if (rel + n > 102).any():
            bad = int(np.argmax(rel + n > 102))
            raise MemoryFault(f"the M0-relative register s{int(rel[bad])} (M0 = {int(m0[bad])}) is outside "
                              "s0..s101")
        rows = np.arange(st.count)[w]
        if source_relative:
            vals = [st.sgpr[rows, rel + i] for i in range(n)]
            for i in range(n):
                st.write_sgpr(w, f["sdst"] + i, vals[i])
        else:
            v = value.read(st, w)
            for i in range(n):
                st.sgpr[rows, rel + i] = ((v >> U64(32 * i)) & U64(0xFFFFFFFF)).astype(np.uint32)
        return False
    return step


# ---- hardware registers ----------------------------------------------------------------------------------------
def _hwreg(simm16: int) -> tuple[int, int, int]:
    return simm16 & 0x3F, (simm16 >> 6) & 0x1F, ((simm16 >> 11) & 0x1F) + 1


@custom("S_GETREG_B32")
def _getreg(d, m):
    reg, off, size = _hwreg(d.fields["simm16"])
    sdst = d.fields["sdst"]

    def step(m, w):
        v = m.read_hwreg(w, reg)
        m.st.write_sgpr(w, sdst, ((v >> U64(off)) & U64((1 << size) - 1)).astype(np.uint32))
        return False
    return step


@custom("S_SETREG_B32")
def _setreg(d, m):
    reg, off, size = _hwreg(d.fields["simm16"])
    src = d.fields["sdst"]
    mask = U64(((1 << size) - 1) << off)

    def step(m, w):
        st = m.st
        v = st.sgpr[w, src].astype(U64)
        old = m.read_hwreg(w, reg)
        m.write_hwreg(w, reg, (old & ~mask) | ((v << U64(off)) & mask))
        return False
    return step


@custom("S_SETREG_IMM32_B32")
def _setreg_imm(d, m):
    reg, off, size = _hwreg(d.fields["simm16"])
    value = U64(d.literal)
    mask = U64(((1 << size) - 1) << off)

    def step(m, w):
        old = m.read_hwreg(w, reg)
        m.write_hwreg(w, reg, (old & ~mask) | ((value << U64(off)) & mask))
        return False
    return step
