"""Instructions new in CDNA3 (gfx940/941/942), as the AMD "CDNA3 Instruction Set Architecture" reference describes
them.  MFMA and sparse SMFMAC stay unsimulated (an error naming the instruction).

- v_mov_b64: a 64-bit move (VOP1 / VOP3; the DPP form is refused as other 64-bit DPP is).
- v_lshl_add_u64: D = (S0 << S1[2:0]) + S2, 64-bit (the manual allows shifts 0..4; masm computes any S1[2:0]).
- v_fmamk_f32 / v_fmaak_f32: fused S0 * K + S1 / S0 * S1 + K with a literal K (denormals as the mode says).
"""
from __future__ import annotations

import numpy as np

from .. import fp
from .valu import vop

u32, u64 = np.uint32, np.uint64

vop("V_MOV_B64", "b64", ["b64"], lambda a: a)
vop("V_LSHL_ADD_U64", "u64", ["u64", "u32", "u64"],
    lambda a, b, c: (a << (b & u32(7)).astype(u64)) + c)
vop("V_FMAMK_F32", "f32", ["f32", "f32", "f32"], fp.fma_f32, literal_src=1)
vop("V_FMAAK_F32", "f32", ["f32", "f32", "f32"], fp.fma_f32, literal_src=2)
