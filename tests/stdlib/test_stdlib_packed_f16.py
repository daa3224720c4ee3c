"""masm/stdlib/packed_f16.inc: the exact bytes per architecture, against llvm-mc on the plain equivalent."""

import pytest

import masm
from tests.stdlib.llvm_mc import llvm_bytes

GFX9_FAMILY = ["gfx900", "gfx906", "gfx908", "gfx90a"]

MACRO_SOURCE = """\
#include packed_f16.inc
v_addpk_f16(v1, v2, v3)
v_mulpk_f16(v4, v5, v6)
v_madpk_f16(v7, v8, v9, v10)
v_addpk_swap_f16(v11, v12, v13)
s_endpgm
"""

GFX8_PLAIN = """\
v_add_f16 v1, v2, v3
v_add_f16_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_1
v_mul_f16 v4, v5, v6
v_mul_f16_sdwa v4, v5, v6 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_1
v_mad_f16 v7, v8, v9, v10
v_mul_f16_sdwa v7, v8, v9 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_1
v_add_f16_sdwa v7, v7, v10 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_1
v_add_f16_sdwa v11, v12, v13 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_0
v_add_f16_sdwa v11, v12, v13 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_1
s_endpgm
"""

GFX9_PLAIN = """\
v_pk_add_f16 v1, v2, v3
v_pk_mul_f16 v4, v5, v6
v_pk_fma_f16 v7, v8, v9, v10
v_pk_add_f16 v11, v12, v13 op_sel:[1,1] op_sel_hi:[0,0]
s_endpgm
"""


def test_gfx803_uses_a_plain_instruction_plus_its_sdwa_form():
    code = masm.assemble(MACRO_SOURCE, "gfx803")
    assert code == llvm_bytes(GFX8_PLAIN, "gfx803")


@pytest.mark.parametrize("arch", GFX9_FAMILY)
def test_gfx9_family_uses_native_packed_math(arch):
    code = masm.assemble(MACRO_SOURCE, arch)
    assert code == llvm_bytes(GFX9_PLAIN, arch)


@pytest.mark.parametrize("arch, add_bytes", [("gfx803", 12), ("gfx900", 8)])
def test_packed_add_size(arch, add_bytes):
    one = masm.assemble("#include packed_f16.inc\nv_addpk_f16(v1, v2, v3)\ns_endpgm\n", arch)
    assert len(one) - 4 == add_bytes
