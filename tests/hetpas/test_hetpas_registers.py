"""HetPas's register operands (issue 15): a single register names the base of a wider operand, a name of a wider
range where one register is taken means its first register, array aliases `alias q[4]=v16`, and the element names
`t0 … t4` of a temp array `t[5]`.  Each kernel's expansion is compared with llvm-mc's bytes for the plain text."""
from __future__ import annotations

import pytest

import masm.api as api
from masm.diagnostics import AssemblyError

from tests.hetpas.hetpas_helpers import assert_builds_as, expanded, kernel_source
from tests.preprocess.preprocess_helpers import llvm_encodings


def test_a_single_register_names_the_base_of_a_wider_operand():
    body = ("  s_buffer_load_dwordx8 s32, s[12:15], 0x00\n"
            "  s_movreld_b64 s0, s0\n"
            "  buffer_store_dwordx4 v4, v1, s[4:7], 0 offen\n"
            "  v_add_f64 v[2:3], v6, s8\n"
            "  s_temp_range 20..40\n  s_temp tmp[2] align:2\n  s_memtime tmp[0]\n")
    lines = assert_builds_as(body, "s_buffer_load_dwordx8 s[32:39], s[12:15], 0x00\ns_movreld_b64 s[0:1], s[0:1]\n"
                                   "buffer_store_dwordx4 v[4:7], v1, s[4:7], 0 offen\n"
                                   "v_add_f64 v[2:3], v[6:7], s[8:9]\ns_memtime s[20:21]")
    assert lines[0] == "s_buffer_load_dwordx8 s[32:39], s[12:15], 0x00"
    assert lines[4] == "s_memtime s[20:21]"


def test_a_single_register_names_the_pair_of_a_carry_or_compare_result():
    # realhet's FractalComputeUnit: `v_addc_u32 D, ACarry[C], S0, S1, vcc` with ACarry0..23=s68 (one name a register);
    # the VOP2 form's `vcc` there does not hide that the VOP3 form takes a pair
    body = ("  v_addc_u32 v1, s68, v2, v3, vcc\n  v_subb_u32 v1, vcc, v2, v3, s70\n  v_add_u32 v4, s4, v5, v6\n"
            "  v_cmp_le_i32 s96, s36, v11\n  v_addc_u32 v1, vcc, v2, v3, vcc\n")
    lines = assert_builds_as(body, "v_addc_u32 v1, s[68:69], v2, v3, vcc\nv_subb_u32 v1, vcc, v2, v3, s[70:71]\n"
                                   "v_add_u32 v4, s[4:5], v5, v6\nv_cmp_le_i32_e64 s[96:97], s36, v11\n"
                                   "v_addc_u32 v1, vcc, v2, v3, vcc", arch="gfx803")
    assert lines[:2] == ["v_addc_u32 v1, s[68:69], v2, v3, vcc", "v_subb_u32 v1, vcc, v2, v3, s[70:71]"]


@pytest.mark.parametrize("line, column", [("  v_addc_u32 v1, s69, v2, v3, vcc", 18),
                                          ("  v_addc_u32 v1, vcc, v2, v3, s71", 31)])
def test_a_single_register_naming_an_odd_pair_is_an_error(line, column):
    # HetPas encodes the odd register without a word; 64-bit SGPR operands are even-aligned (llvm-mc refuses too)
    with pytest.raises(AssemblyError) as info:
        api.assemble(kernel_source(line), "gfx803")
    diagnostic = info.value.diagnostics[0]
    assert diagnostic.message.startswith("invalid register alignment in 's[")
    assert (diagnostic.loc.line, diagnostic.loc.column) == (2, column)


def test_a_range_ending_below_its_start_is_read_from_its_first_register_with_a_warning():
    # realhet's GCN_CAL_mandel writes `s_buffer_load_dwordx8 s[32:3], …`: HetPas takes s32 and the instruction's width
    body = "  s_buffer_load_dwordx8 s[32:3], s[12:15], 0x00\n  s_waitcnt lgkmcnt(0)\n  s_memtime s[8:1]\n"
    assert_builds_as(body, "s_buffer_load_dwordx8 s[32:39], s[12:15], 0x00\ns_waitcnt lgkmcnt(0)\ns_memtime s[8:9]")
    warnings = api.build(kernel_source(body), "gfx900").warnings
    found = [(w.loc.line, w.loc.column, w.message) for w in warnings if "ends below its start" in w.message]
    assert found == [
        (2, 3, "register range 's[32:3]' ends below its start: read as s[32:39], the registers the instruction takes "
               "from its first (as HetPas reads it); write s[32:39]"),
        (4, 3, "register range 's[8:1]' ends below its start: read as s[8:9], the registers the instruction takes "
               "from its first (as HetPas reads it); write s[8:9]")]


@pytest.mark.parametrize("line, column", [("  v_mov_b32 v[5:3], 0", 13), ("  s_mov_b32 s1, s[9:2]", 17)])
def test_a_range_ending_below_its_start_where_one_register_is_taken_is_an_error(line, column):
    with pytest.raises(AssemblyError) as info:
        api.assemble(kernel_source(line))
    diagnostic = info.value.diagnostics[0]
    assert "invalid register range" in diagnostic.message
    assert (diagnostic.loc.line, diagnostic.loc.column) == (2, column)


def test_a_plain_file_reads_a_range_ending_below_its_start_like_the_dialect():
    # the plain-file front end masks register numbers when it asks which lines need widths: s[32:3] must not pass
    source = "s_buffer_load_dwordx8 s[32:3], s[4:7], 0x00\ns_endpgm\n"
    plain = "s_buffer_load_dwordx8 s[32:39], s[4:7], 0x00\ns_endpgm"
    result = api.build(source, "gfx803", filename="k.s")
    assert result.code == b"".join(llvm_encodings(plain.splitlines(), "gfx803"))
    assert [w.loc.line for w in result.warnings if "ends below its start" in w.message] == [1]


def test_a_wide_alias_where_one_register_is_taken_means_its_first():
    body = ("  alias codebase=s[12:13], val=v[4:5]\n"
            "  s_getpc_b64 codebase\n"
            "  s_sub_u32 codebase, codebase, 4\n"
            "  s_addc_u32 s13, s13, 0\n"
            "  v_mov_b32 val, 0\n")
    assert_builds_as(body, "s_getpc_b64 s[12:13]\ns_sub_u32 s12, s12, 4\ns_addc_u32 s13, s13, 0\nv_mov_b32 v4, 0")


def test_an_explicit_range_where_one_register_is_taken_stays_an_error():
    with pytest.raises(AssemblyError) as info:
        api.assemble(kernel_source("  s_mov_b32 s3, s[6:7]"))
    assert "s[6:7]" in info.value.diagnostics[0].message


def test_array_aliases():
    body = ("  alias q[4]=v16, p[2]=s[4:5], r[0..1]=v2\n"
            "  v_mov_b32 q0, q3\n"
            "  v_mov_b32 q[1], r1\n"
            "  s_mov_b64 p1, p[0]\n")
    assert_builds_as(body, "v_mov_b32 v16, v19\nv_mov_b32 v17, v3\ns_mov_b64 s[6:7], s[4:5]")


def test_temp_array_elements_are_named_like_hetpas():
    body = ("  v_temp_range 1..20\n"
            "  v_temp t[5], x\n"
            "  v_mov_b32 t0, 1.0\n"
            "  v_mov_b32 t4, t[2]\n"
            "  v_mov_b32 x, t1\n")
    assert expanded(body) == ["v_mov_b32 v1, 1.0", "v_mov_b32 v5, v3", "v_mov_b32 v6, v2"]
    assert_builds_as(body, "v_mov_b32 v1, 1.0\nv_mov_b32 v5, v3\nv_mov_b32 v6, v2")


def test_element_names_never_take_a_register_name_or_a_declared_name():
    body = ("  v_temp_range 1..20\n"
            "  alias t1=v30\n"
            "  enter\n"
            "    v_temp s[2], t[3]\n"
            "    v_add_u32 v7, s0, s[1]\n"   # s0 is the SGPR; s[1] is the temp's second register
            "    v_mov_b32 t1, t0\n"         # t1 is the outer alias
            "  leave\n")
    assert_builds_as(body, "v_add_u32 v7, s0, v2\nv_mov_b32 v30, v3")


def test_an_element_name_yields_to_a_later_declaration():
    body = "  v_temp_range 1..20\n  v_temp g[2]\n  v_temp g0\n  v_mov_b32 g0, g1\n"
    assert expanded(body) == ["v_mov_b32 v3, v2"]
