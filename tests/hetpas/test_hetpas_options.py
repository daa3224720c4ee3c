"""HetPas's instruction options and modifier spellings (issue 15): `ofsByte` on scalar memory loads, `vop3`, the
MTBUF format after the other modifiers, and `offset0:` on GWS instructions — each becomes what llvm-mc reads, and
`masm build` encodes it as llvm-mc encodes the hand-written plain text."""
from __future__ import annotations

from tests.hetpas.hetpas_helpers import assert_builds_as


def test_ofsbyte_is_dropped_smem_offsets_are_bytes():
    body = "  s_buffer_load_dword s0, s[8:11], 0x60 ofsByte\n  s_load_dwordx2 s[2:3], s[4:5], 0x8 OFSBYTE\n"
    lines = assert_builds_as(body, "s_buffer_load_dword s0, s[8:11], 0x60\ns_load_dwordx2 s[2:3], s[4:5], 0x8",
                             "gfx803")
    assert lines == ["s_buffer_load_dword s0, s[8:11], 0x60", "s_load_dwordx2 s[2:3], s[4:5], 0x8"]


def test_vop3_asks_for_the_e64_form():
    body = "  v_sub_u32 v1, vcc, 0, s32 vop3\n  v_add_u32 v2, vcc, v3, v4 vop3\n"
    lines = assert_builds_as(body, "v_sub_u32_e64 v1, vcc, 0, s32\nv_add_u32_e64 v2, vcc, v3, v4", "gfx803")
    assert lines[0] == "v_sub_u32_e64 v1, vcc, 0, s32"


def test_mtbuf_format_may_follow_the_other_modifiers():
    body = ("  tbuffer_store_format_x v1, v0, s[4:7], 0 offen format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]\n"
            "  tbuffer_load_format_x v2, v0, s[4:7], 0 offen format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] glc\n"
            "  tbuffer_store_format_x v1, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen\n")
    assert_builds_as(body, "tbuffer_store_format_x v1, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] "
                           "offen\ntbuffer_load_format_x v2, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_32,"
                           "BUF_NUM_FORMAT_FLOAT] offen glc\ntbuffer_store_format_x v1, v0, s[4:7], 0 format:"
                           "[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen", "gfx803")


def test_gws_offset0_names_the_resource():
    body = "  ds_gws_init v1 offset0:3 gds\n  ds_gws_barrier v0 offset0:2 gds\n"
    assert_builds_as(body, "ds_gws_init v1 offset:3 gds\nds_gws_barrier v0 offset:2 gds", "gfx803")


def test_options_from_a_macro_and_on_the_fast_lane():
    body = ("  #macro W(v, AOption)\n"
            "    tbuffer_store_format_x v, v0, s[4:7], 0 offen format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] AOption\n"
            "  #endm\n"
            "  W(v1, glc) W(v2,)\n"
            "  s_buffer_load_dword s0, s[8:11], 0x60 ofsByte\n")
    assert_builds_as(body, "tbuffer_store_format_x v1, v0, s[4:7], 0 format:[BUF_DATA_FORMAT_32,"
                           "BUF_NUM_FORMAT_FLOAT] offen glc\ntbuffer_store_format_x v2, v0, s[4:7], 0 format:"
                           "[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen\ns_buffer_load_dword s0, s[8:11], 0x60",
                     "gfx803")


def test_a_plain_file_takes_the_general_lowering_for_them():
    import masm.api as api
    from tests.preprocess.preprocess_helpers import llvm_encodings
    source = "s_buffer_load_dword s0, s[8:11], 0x60 ofsByte\ns_memtime s4\ns_endpgm\n"
    expected = llvm_encodings(["s_buffer_load_dword s0, s[8:11], 0x60", "s_memtime s[4:5]", "s_endpgm"], "gfx803")
    assert api.assemble(source, "gfx803") == b"".join(expected)


def test_modifiers_in_any_order_are_written_in_llvm_mcs():
    body = ("  buffer_load_dword v1, v2, s[4:7], 0 glc offset:4 offen\n"
            "  ds_write2_b32 v1, v2, v3 gds offset1:8 offset0:4\n"
            "  global_load_dword v1, v[2:3], off slc glc offset:4\n"
            "  image_load v[0:3], v[4:7], s[8:15] glc unorm dmask:0xf\n"
            "  v_fract_f32_e64 v1, v2 div:2 clamp\n"
            "  v_pk_add_f16 v1, v2, v3 clamp op_sel_hi:[0,1] op_sel:[1,0]\n"
            "  v_mov_b32_dpp v0, v1 bank_mask:0xf row_mask:0xe row_shr:1\n"
            "  v_add_f32_sdwa v0, v1, v2 src1_sel:DWORD src0_sel:WORD_1 dst_unused:UNUSED_PAD clamp dst_sel:DWORD\n")
    plain = ("buffer_load_dword v1, v2, s[4:7], 0 offen offset:4 glc\n"
             "ds_write2_b32 v1, v2, v3 offset0:4 offset1:8 gds\n"
             "global_load_dword v1, v[2:3], off offset:4 slc glc\n"
             "image_load v[0:3], v[4:7], s[8:15] dmask:0xf unorm glc\n"
             "v_fract_f32_e64 v1, v2 clamp div:2\n"
             "v_pk_add_f16 v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,1] clamp\n"
             "v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xe bank_mask:0xf\n"
             "v_add_f32_sdwa v0, v1, v2 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD")
    assert assert_builds_as(body, plain) == plain.splitlines()


def test_cdna3_cache_bits_in_any_order():
    lines = assert_builds_as("  buffer_load_dword v1, v2, s[4:7], 0 nt sc1 offset:4 offen sc0\n",
                             "buffer_load_dword v1, v2, s[4:7], 0 offen offset:4 sc0 sc1 nt", "gfx942")
    assert lines == ["buffer_load_dword v1, v2, s[4:7], 0 offen offset:4 nt sc1 sc0"]   # cache bits: any order


def test_ofsdword_counts_the_offset_in_dwords():
    """`ofsDWord` (realhet's Piano/rope01: `0x18 ofsDWord` for the dispatch constant calcpi reads as `0x60 ofsByte`):
    the offset is in dwords, GCN1's unit, so it is 4 times as many bytes; an SGPR offset stays as it is."""
    body = ("  s_buffer_load_dword s30, s[8:11], 0x18 ofsDWord\n  s_buffer_load_dword s1, s[8:11], 3 glc ofsdword\n"
            "  #define IDX 5\n  s_buffer_load_dword s2, s[8:11], IDX+1 ofsDWord\n"
            "  s_load_dwordx2 s[2:3], s[0:1], s4 ofsDWord\n")
    lines = assert_builds_as(body, "s_buffer_load_dword s30, s[8:11], 0x60\ns_buffer_load_dword s1, s[8:11], 12 glc\n"
                                   "s_buffer_load_dword s2, s[8:11], 24\ns_load_dwordx2 s[2:3], s[0:1], s4", "gfx803")
    assert lines[:2] == ["s_buffer_load_dword s30, s[8:11], 0x60", "s_buffer_load_dword s1, s[8:11], 0xc glc"]


def test_a_register_in_parentheses_is_the_register():
    """`v_mov_b32 vAddr, (idx)` in a macro (realhet's Piano stdgcn.inc v_read) with a register for `idx`: the
    parentheses that protect an expression argument hold a register; llvm-mc reads `(v2)` as v2 too."""
    body = ("  v_temp_range 2..9\n  v_temp t\n  #macro rd(dst, idx)\n    v_mov_b32 dst, (idx)\n  #endm\n"
            "  rd(v1, t)  rd(v1, ((v3)))  rd(v1, 7)  s_mov_b32 s1, (s2)  v_add_u32 v1, vcc, (t), (v[3:3])\n")
    lines = assert_builds_as(body, "v_mov_b32 v1, v2\nv_mov_b32 v1, v3\nv_mov_b32 v1, 7\ns_mov_b32 s1, s2\n"
                                   "v_add_u32 v1, vcc, v2, v3", "gfx803")
    assert lines[0] == "v_mov_b32 v1, v2"
