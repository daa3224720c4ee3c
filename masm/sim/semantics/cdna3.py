"""Instructions new in CDNA3 (gfx940/941/942), as the AMD "CDNA3 Instruction Set Architecture" reference describes
them.  MFMA and sparse SMFMAC stay unsimulated (an error naming the instruction).

- v_mov_b64: a 64-bit move (VOP1 / VOP3; the DPP form is refused as other 64-bit DPP is).
- v_lshl_add_u64: D = (S0 << S1[2:0]) + S2, 64-bit (the manual allows shifts 0..4; masm computes any S1[2:0]).
- v_fmamk_f32 / v_fmaak_f32: fused S0 * K + S1 / S0 * S1 + K with a literal K (denormals as the mode says).
- loads into LDS (global_load_lds_*, scratch_load_lds_*, buffer_load_* lds, buffer_store_lds_dword): below.
- v_cvt_f32_fp8 / _bf8, v_cvt_pk_f32_fp8 / _bf8, v_cvt_pk_fp8_f32 / _bf8_f32: the FNUZ formats of
  masm/sim/narrow_floats.py.  v_cvt_sr_fp8_f32 / _bf8_f32 (stochastic rounding): masm's reading of which random
  bits are used is stated there; the byte written is the one op_sel[3:2] names, the others are kept.
- buffer_inv: nothing to do (the simulator has no caches).  Packed f16 / bf16 atomics (global / flat / buffer /
  ds_pk_add_*) and flat_atomic_add_f32 are in vmem.py and ds.py with the other atomics.
"""
from __future__ import annotations

import numpy as np

from .. import fp
from ..memory import _gather, _scatter
from ..narrow_floats import BF8, FP8
from ..state import M0
from .ds import _lds_call, _Lds
from .registry import custom
from .valu import vop
from .vmem import _buffer_address, _flat_address, _private_access, _scratch_offset, _space, gather, scatter

u32, u64 = np.uint32, np.uint64

vop("V_MOV_B64", "b64", ["b64"], lambda a: a)
vop("V_LSHL_ADD_U64", "u64", ["u64", "u32", "u64"],
    lambda a, b, c: (a << (b & u32(7)).astype(u64)) + c)
vop("V_FMAMK_F32", "f32", ["f32", "f32", "f32"], fp.fma_f32, literal_src=1)
vop("V_FMAAK_F32", "f32", ["f32", "f32", "f32"], fp.fma_f32, literal_src=2)


# ---- loads into LDS ------------------------------------------------------------------------------------------------
# global_load_lds_* / scratch_load_lds_* / buffer_load_* lds: each active lane's value goes to the LDS, not to a
# VGPR, at M0 + the instruction offset + 4 * lane id (the ISA's LDS_ADDR = LDS_base + LDS_offset + inst_offset +
# TID * 4).  masm's reading for the byte and short forms: the value is extended to a dword (as a VGPR load extends
# it) and the lane's whole dword is written.  M0 is taken whole; an address past the workgroup's LDS is a fault.
# buffer_store_lds_dword is the way back: LDS[M0 + offset + 4 * lane id] to the buffer address.
_LDS_KINDS = {"DWORD": (4, "d"), "UBYTE": (1, "u"), "SBYTE": (1, "s"), "USHORT": (2, "u"), "SSHORT": (2, "s")}


def _extend_to_dword(data: np.ndarray, kind: str) -> np.ndarray:
    """Loaded bytes [k, 64, n] -> uint32 [k, 64] as a VGPR load would hold them."""
    n = data.shape[-1]
    if kind == "d":
        return np.ascontiguousarray(data).view(u32)[..., 0]
    raw = data[..., 0].astype(u32) if n == 1 else np.ascontiguousarray(data).view(np.uint16)[..., 0].astype(u32)
    if kind == "s":
        narrow = raw.astype(np.uint8).view(np.int8) if n == 1 else raw.astype(np.uint16).view(np.int16)
        return narrow.astype(np.int32).view(u32)
    return raw


def _lds_rows(m, w, active, offset: int):
    """The LDS offsets (flat, for the active lanes) of M0 + offset + 4 * lane id."""
    lds = _Lds(m, w, active)
    addr = m.st.sgpr[w, M0].astype(np.int64)[:, None] + offset + 4 * np.arange(64)[None, :]
    return _lds_call(lambda: lds.offsets(np.broadcast_to(addr, active.shape), 4), lds, w)


def _to_lds(m, w, active, offset: int, words: np.ndarray) -> None:
    off = _lds_rows(m, w, active, offset)
    _scatter(m.lds.data, off, np.ascontiguousarray(words[active]).view(np.uint8).reshape(-1, 4))


def _signed_offset(f) -> int:
    offset = f.get("offset", 0)
    return offset - 0x2000 if offset & 0x1000 else offset


@custom(*[f"GLOBAL_LOAD_LDS_{s}" for s in _LDS_KINDS])
def _global_load_lds(d, m):
    nbytes, kind = _LDS_KINDS[d.defn.key[len("GLOBAL_LOAD_LDS_"):]]
    address, offset = _flat_address(d, m), _signed_offset(d.fields)

    def step(m, w):
        st = m.st
        active, full = st.exec_lanes(w), st.exec_all(w)
        addr = address(st, w)
        data = gather(m.mem.load, addr, active, full, nbytes, w)
        _to_lds(m, w, active, offset, _extend_to_dword(data, kind))
        return False
    return step


@custom(*[f"SCRATCH_LOAD_LDS_{s}" for s in _LDS_KINDS])
def _scratch_load_lds(d, m):
    nbytes, kind = _LDS_KINDS[d.defn.key[len("SCRATCH_LOAD_LDS_"):]]
    offsets, offset = _scratch_offset(d, m), _signed_offset(d.fields)

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        flat = _private_access(m, st, w, offsets(st, w), active, nbytes)
        data = np.zeros(active.shape + (nbytes,), np.uint8)
        data[active] = _gather(m.private.data, flat, nbytes)
        _to_lds(m, w, active, offset, _extend_to_dword(data, kind))
        return False
    return step


def buffer_load_to_lds(d, m, nbytes: int, kind: str):
    """The step of a MUBUF load with the lds bit (out-of-range lanes write 0, as they read 0)."""
    address, offset = _buffer_address(d, m), d.fields["offset"]

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        addr, ok = address(st, w, nbytes)
        data = gather(_space(m, w, addr, active & ok, False, True).load, addr, active & ok, False, nbytes, w)
        _to_lds(m, w, active, offset, _extend_to_dword(data, kind))
        return False
    return step


@custom("BUFFER_STORE_LDS_DWORD")
def _buffer_store_lds(d, m):
    address, offset = _buffer_address(d, m), d.fields["offset"]

    def step(m, w):
        st = m.st
        active = st.exec_lanes(w)
        addr, ok = address(st, w, 4)
        rows = np.zeros(active.shape + (4,), np.uint8)
        rows[active] = _gather(m.lds.data, _lds_rows(m, w, active, offset), 4)
        scatter(_space(m, w, addr, active & ok, False, True).store, addr, active & ok, rows, w)
        return False
    return step


@custom("BUFFER_INV")
def _buffer_inv(d, m):
    """Invalidates the vector caches at the scope sc0/sc1 name: the simulator has no caches."""
    return lambda m, w: False


# ---- fp8 / bf8 conversions -----------------------------------------------------------------------------------------
def _pack_bytes(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    return lo.astype(u32) | hi.astype(u32) << u32(8)


for _name, _fmt in (("FP8", FP8), ("BF8", BF8)):
    # byte 0 of the source (SDWA src0_sel picks another byte, WORD_1 the high pair)
    vop(f"V_CVT_F32_{_name}", "f32", ["u32"], lambda a, f=_fmt: f.decode(a & u32(0xFF)))
    vop(f"V_CVT_PK_F32_{_name}", "b64", ["u32"],
        lambda a, f=_fmt: f.decode(a & u32(0xFF)).view(u32).astype(u64)
        | f.decode(a >> u32(8) & u32(0xFF)).view(u32).astype(u64) << u64(32))
    # two f32 to two bytes, written to the low word of vdst, or (op_sel[3]) the high word; the other word is kept
    vop(f"V_CVT_PK_{_name}_F32", "u16", ["f32", "f32"],
        lambda a, b, f=_fmt: _pack_bytes(f.encode(a), f.encode(b)), keeps_high_half_gfx9=True, no_flush=True)


for _name, _fmt in (("FP8", FP8), ("BF8", BF8)):
    # stochastic rounding with the random bits of src1 (narrow_floats.py says how they are used: a reading)
    vop(f"V_CVT_SR_{_name}_F32", "b32", ["f32", "u32"],
        lambda a, r, f=_fmt: f.encode_stochastic(a, r).astype(u32), byte_select=True, no_flush=True)
