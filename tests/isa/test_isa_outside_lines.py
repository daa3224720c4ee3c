"""Lines from outside masm's own corpus where masm and llvm-mc differed (found by tools/random_words_agreement.py
on gfx90a and by LLVM 19's CDNA3 MC tests judged on the lines of the older targets): the bytes are llvm-mc 14's on
gfx90a and llvm-mc 19's on gfx942 (the same for these lines), the refusals theirs."""
from __future__ import annotations

import pytest

from masm.diagnostics import AssemblyError, SourceLoc
from masm.isa.encoder import encode

LOC = SourceLoc("t.s", 1, 1)


def _error(text: str, arch: str):
    with pytest.raises(AssemblyError) as info:
        encode(text, arch, LOC)
    d = info.value.diagnostics[0]
    return d.column, d.message


# a packed pair of 32-bit values takes one 32-bit inline constant, read at 32 bits (masm read it as a 64-bit
# operand: 1/(2*pi) and 1.0 written as bits were literals, refused)
@pytest.mark.parametrize("arch", ["gfx90a", "gfx942"])
@pytest.mark.parametrize("text, hexbytes", [
    ("v_pk_mul_f32 v[0:1], v[2:3], 0x3f800000", "0040b1d302e50118"),
    ("v_pk_mul_f32 v[0:1], v[2:3], 0x3e22f983", "0040b1d302f10118"),
    ("v_pk_fma_f32 v[0:1], v[2:3], 0.15915494, v[4:5]", "0040b0d302f1111c"),
    ("v_pk_mov_b32 v[0:1], 0.15915494, v[2:3]", "0040b3d3f8040218"),
    ("v_pk_mul_f32 v[48:49], s[0:1], 0.15915494 op_sel_hi:[0,0]", "3040b1d300f00100"),
    ("v_pk_mov_b32 v[0:1], -1, v[2:3]", "0040b3d3c1040218"),
])
def test_a_packed_32_bit_pair_takes_32_bit_inline_constants(arch, text, hexbytes):
    assert encode(text, arch, LOC).data == bytes.fromhex(hexbytes)


@pytest.mark.parametrize("arch", ["gfx90a", "gfx942"])
def test_a_packed_32_bit_pair_takes_no_literal(arch):
    assert _error("v_pk_mul_f32 v[0:1], v[2:3], 0x3ff00000", arch)[1].startswith("literal operands are not supported")


@pytest.mark.parametrize("arch", ["gfx90a", "gfx942"])
def test_another_64_bit_source_reads_its_constant_at_64_bits(arch):
    """v_mad_i64_i32's src2 is 64-bit though the instruction's type is i32: 0xfffffff0 is a literal there (refused),
    not -16 (tests/isa/test_llvm_live.py found the packed-pair rule applied to it)."""
    text = "v_mad_i64_i32 v[6:7], vcc, vcc_hi, v6, 0xfffffff0"
    assert _error(text, arch) == (40, "literal operands are not supported")
    assert encode("v_mad_u64_u32 v[0:1], s[0:1], v2, v3, -1", arch, LOC).data == bytes.fromhex("0000e8d102070603")


# the accumulator input (srcC) of an MFMA on gfx90a and CDNA3: AGPRs, VGPRs, inline constants and the src_* values,
# no SGPR (masm took s[0:3] and vcc)
@pytest.mark.parametrize("arch", ["gfx90a", "gfx942"])
@pytest.mark.parametrize("text, column", [
    ("v_mfma_f32_4x4x1f32 v[0:3], v1, v2, s[0:3]", 37),
    ("v_mfma_f64_4x4x4f64 v[0:1], v[2:3], v[4:5], s[0:1]", 45),
    ("v_mfma_f64_4x4x4f64 v[0:1], v[2:3], v[4:5], vcc", 45),
])
def test_an_mfma_accumulator_input_is_no_sgpr(arch, text, column):
    found = _error(text, arch)
    assert found[0] == column and "the accumulator input is an AGPR or VGPR tuple, or an inline constant" in found[1]


@pytest.mark.parametrize("arch", ["gfx90a", "gfx942"])
@pytest.mark.parametrize("text, hexbytes", [
    ("v_mfma_f32_4x4x1f32 a[0:3], v1, v2, src_execz", "0080c2d30105f203"),
    ("v_mfma_f64_4x4x4f64 v[0:1], v[2:3], v[4:5], src_shared_base", "0000efd30209ae03"),
])
def test_an_mfma_accumulator_input_may_be_a_source_value(arch, text, hexbytes):
    assert encode(text, arch, LOC).data == bytes.fromhex(hexbytes)


# llvm-mc 19 refuses the name of the host-trap acknowledgement on gfx9 and later (llvm-mc 14, gfx90a's oracle, takes it)
def test_sysmsg_host_trap_ack_by_name_is_refused_on_cdna3():
    text = "s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK)"
    assert _error(text, "gfx942")[1] == "specified operation id is not supported on this GPU"
    assert encode(text, "gfx90a", LOC).data == bytes.fromhex("3f0090bf")
    assert encode("s_sendmsg sendmsg(15, 3, 0)", "gfx942", LOC).data == bytes.fromhex("3f0090bf")


# LLVM 19's lit() takes a constant (masm took lit(v1) as v1 on gfx940-942)
def test_lit_of_a_register_is_refused():
    column, message = _error("v_sqrt_f32 v2, lit(v1)", "gfx942")
    assert column == 16 and message == "invalid operand 'lit(v1)': lit() takes a constant, not a register"
    assert encode("v_sqrt_f32 v2, lit(1.0)", "gfx942", LOC).data == bytes.fromhex("f24e047e")
