"""VGPR indexing mode (gfx8/gfx9): s_set_gpr_idx_on / _off / _idx / _mode, and the M0-relative VGPR operands of the
VALU instructions that run while it is on.

MODE bit 27 (GPR_IDX_EN) says the mode is on; M0[7:0] is the index and M0[15:12] enables it for src0, src1, src2 and
the destination.  A VALU instruction under the mode is recompiled with its enabled VGPR fields moved by the index
(cached per PC, index and enables), so the semantics themselves never see the mode.
"""
from __future__ import annotations

import numpy as np

from ..operands import ScalarSource
from .registry import custom
from .vector import NotSimulated, PackedOp, VectorOp

GPR_IDX_EN = np.uint32(1 << 27)
HWREG_MODE = 1
M0 = 124
_VALU = ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3B", "VOP3P", "VOP1_SDWA", "VOP2_SDWA", "VOPC_SDWA", "VOP1_DPP",
         "VOP2_DPP", "VOPC_DPP")


def _set_mode(m, w, on: bool) -> None:
    st = m.st
    mode = st.hwreg[w, HWREG_MODE]
    st.hwreg[w, HWREG_MODE] = (mode | GPR_IDX_EN) if on else (mode & ~GPR_IDX_EN)
    m.gpr_idx_on = bool((st.hwreg[:, HWREG_MODE] & GPR_IDX_EN).any())


def _set_m0(st, w, index=None, enables=None) -> None:
    m0 = st.sgpr[w, M0]
    if index is not None:
        m0 = (m0 & np.uint32(0xFFFFFF00)) | (index.astype(np.uint32) & np.uint32(0xFF))
    if enables is not None:
        m0 = (m0 & np.uint32(0xFFFF0FFF)) | np.uint32((enables & 0xF) << 12)
    st.write_sgpr(w, M0, m0)


@custom("S_SET_GPR_IDX_ON")
def _on(d, m):
    index = ScalarSource(d.fields["ssrc0"], "b32", d.literal)
    enables = d.fields["ssrc1"] & 0xF

    def step(m, w):
        _set_m0(m.st, w, index.read(m.st, w), enables)
        _set_mode(m, w, True)
        return False
    return step


@custom("S_SET_GPR_IDX_OFF")
def _off(d, m):
    def step(m, w):
        _set_mode(m, w, False)
        return False
    return step


@custom("S_SET_GPR_IDX_IDX")
def _idx(d, m):
    index = ScalarSource(d.fields["ssrc0"], "b32", d.literal)

    def step(m, w):
        _set_m0(m.st, w, index=index.read(m.st, w))
        return False
    return step


@custom("S_SET_GPR_IDX_MODE")
def _mode(d, m):
    enables = d.fields["simm16"] & 0xF

    def step(m, w):
        _set_m0(m.st, w, enables=enables)
        return False
    return step


def _moved(fields: dict, encoding: str, index: int, enables: int) -> dict:
    f = dict(fields)
    sdwa_or_dpp = encoding.endswith(("_SDWA", "_DPP"))
    for bit, name in enumerate(("src0", "src1", "src2")):
        if not enables >> bit & 1:
            continue
        if name == "src1" and "vsrc1" in f:
            f["vsrc1"] += index
        elif name in f and (f[name] >= 256 or (sdwa_or_dpp and name == "src0" and not f.get("s0"))):
            f[name] += index
    if enables >> 3 & 1 and "vdst" in f:
        f["vdst"] += index
    return f


def indexed_step(m, c, pc: int, w):
    """The compiled step for the current index/enables of waves w (the mode must be uniform across them)."""
    st = m.st
    on = st.hwreg[w, HWREG_MODE] & GPR_IDX_EN
    d = c.decoded
    if d is None or d.encoding not in _VALU or not on.any():
        return c.step
    m0 = st.sgpr[w, M0]
    if not (on.all() and (m0 == m0.flat[0]).all()):
        raise NotSimulated("VGPR indexing with a different M0 or mode in waves at the same instruction")
    index, enables = int(m0.flat[0]) & 0xFF, (int(m0.flat[0]) >> 12) & 0xF
    if enables == 0:
        return c.step
    key = (pc, index, enables)
    step = m._indexed.get(key)
    if step is None:
        if not isinstance(c.semantic, (VectorOp, PackedOp)):
            raise NotSimulated(f"{d.defn.name} under s_set_gpr_idx_on")
        moved = d._replace(fields=_moved(d.fields, d.encoding, index, enables))
        step = c.semantic.compile(moved, m)
        m._indexed[key] = step
    return step
