"""The ISA layer's public surface as other stages use it: mnemonics, formats, encode results, decode fields."""
from __future__ import annotations

import json
import os

import pytest

import masm.isa as isa
from masm.diagnostics import AssemblyError, SourceLoc
from masm.isa.decoder import decode_index
from masm.isa.formats import FORMATS, formats_for
from masm.isa.table import arch_table, forms_by_mnemonic
from masm.targets import ARCHES as TARGET_ARCHES

LOC = SourceLoc("k.s", 7, 5)
ARCHES = tuple(TARGET_ARCHES)      # every described target


@pytest.mark.parametrize("word,arch,expected", [
    ("v_add_f32", "gfx900", True), ("V_ADD_F32_E64", "gfx900", True), ("v_add_f32_e32", "gfx803", True),
    ("v_add_f32_sdwa", "gfx906", True), ("v_add_f32_dpp", "gfx90a", True), ("s_waitcnt", "gfx908", True),
    ("global_load_dword", "gfx803", False), ("global_load_dword", "gfx900", True),
    ("v_mfma_f32_32x32x1f32", "gfx900", False), ("v_mfma_f32_32x32x1f32", "gfx908", True),
    ("v_pk_fma_f32", "gfx908", False), ("v_pk_fma_f32", "gfx90a", True), ("v_interp_p1_f32", "gfx90a", False),
    ("kernel", "gfx900", False), ("v_temp", "gfx900", False), ("s_if", "gfx900", False),
])
def test_is_mnemonic(word, arch, expected):
    assert isa.is_mnemonic(word, arch) is expected


def test_mnemonics_are_lower_case_sets():
    for arch in ARCHES:
        names = isa.mnemonics(arch)
        assert isinstance(names, frozenset) and len(names) > 1500
        assert all(n == n.lower() for n in names)


def test_formats_name_fields_like_the_isa_documents():
    vop2 = FORMATS["gfx9"]["VOP2"]
    assert [f.name for f in vop2.fields] == ["src0", "vsrc1", "vdst", "op"]
    word = vop2.join({"op": 1, "vdst": 1, "src0": 258, "vsrc1": 3})
    assert word == 0x02020702            # v_add_f32_e32 v1, v2, v3
    assert vop2.split(word) == {"src0": 258, "vsrc1": 3, "vdst": 1, "op": 1}
    for fam, fmts in FORMATS.items():
        assert {"SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM", "VOP1", "VOP2", "VOPC", "VOP3", "VOP3B", "DS",
                "MUBUF", "MTBUF", "MIMG", "FLAT", "EXP", "VINTRP", "VOP1_SDWA", "VOP2_DPP"} <= set(fmts)
    assert {"VOP3P", "MAI"} <= set(FORMATS["gfx90a"]) and "VOP3P" not in FORMATS["gfx8"]
    assert formats_for("gfx908") is FORMATS["gfx9"]


def test_encode_returns_bytes_regs_and_definition():
    e = isa.encode("v_add_co_u32 v10, vcc, s4, v3", "gfx900", LOC)
    assert e.data == bytes.fromhex("04061432") and e.size == 4 and e.fixups == ()
    assert e.defn.key == "V_ADD_CO_U32" and e.defn.fmt == "VOP2"
    assert e.regs.vgpr_max == 10 and e.regs.sgpr_max == 4 and e.regs.vcc and e.regs.agpr_max == -1
    e = isa.encode("s_load_dwordx4 s[8:11], s[2:3], 0x10", "gfx906", LOC)
    assert e.regs.sgpr_max == 11 and e.regs.vgpr_max == -1 and not e.regs.vcc
    e = isa.encode("v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[4:7]", "gfx908", LOC)
    assert e.regs.agpr_max == 7 and e.regs.vgpr_max == 1
    e = isa.encode("s_mov_b64 flat_scratch, s[0:1]", "gfx900", LOC)
    assert e.regs.flat_scratch and e.regs.sgpr_max == 1


def test_labels_become_fixups():
    e = isa.encode("s_cbranch_scc1 loop_end", "gfx900", LOC)
    assert e.fixups == (isa.Fixup("branch16", 0, "loop_end"),) and e.data[2:] == bytes([0x85, 0xBF])
    e = isa.encode("s_add_u32 s0, s0, table - base", "gfx900", LOC)
    assert e.fixups == (isa.Fixup("literal32", 4, "table - base"),) and e.size == 8


def test_suffix_free_encoding_choice_matches_llvm():
    enc = lambda t, a="gfx900": isa.encode(t, a, LOC).data.hex()  # noqa: E731
    assert enc("v_add_f32 v1, v2, v3") == "02070202"                       # e32 when legal
    assert enc("v_add_f32 v1, v2, s3") == "010001d102070000"               # VOP3 when vsrc1 is an SGPR
    assert enc("v_add_f32 v1, 0.15915494, v3") == "f8060202"              # 1/(2*pi) is inline on gfx8+
    assert enc("v_mov_b32 v1, 0x3f800000") == "f202027e"                  # 1.0 bit pattern is inline
    assert enc("v_mov_b32 v1, 0x12345") == "ff02027e45230100"             # literal
    # SDWA only when asked for; llvm-mc's dst_unused default is UNUSED_PRESERVE
    assert enc("v_add_f32 v1, v2, v3 dst_sel:WORD_1") == "f906020202150606"


@pytest.mark.parametrize("text,column,message", [
    ("v_add_f32 v1, v2, s[1:2]", 23, "alignment"),
    ("v_add_f32_e64 v0, s0, s1", 27, "constant bus"),
    ("v_add_f32_e64 v0, 0x1234, v1", 23, "literal"),
    ("global_load_dword v0, v[0:1], off", 5, "not supported on gfx803"),
    ("ds_read_b32 v0, v1 offset:70000", 24, "offset"),
])
def test_errors_point_at_the_operand(text, column, message):
    arch = "gfx803" if "global" in text else "gfx900"
    with pytest.raises(AssemblyError) as exc:
        isa.encode(text, arch, LOC, notes=())
    d = exc.value.diagnostics[0]
    assert (d.file, d.line) == ("k.s", 7)
    assert d.column == column, d
    assert message in d.message


@pytest.mark.parametrize("arch,text,hexbytes", [     # encodings llvm-mc 14 gives for these lines
    ("gfx90a", "v_accvgpr_read_b32 v1, a2", "0140d8d302010018"),
    ("gfx908", "v_accvgpr_write_b32 a1, 5", "0140d9d385000018"),
    ("gfx90a", "v_mfma_f64_16x16x4f64 v[0:7], v[2:3], v[4:5], v[0:7]", "0000eed302090204"),
    ("gfx90a", "buffer_load_dword a5, v1, s[4:7], 0 offen", "001050e001058180"),
    ("gfx900", "ds_gws_init v1 offset:65535 gds", "ffff33d901000000"),
    ("gfx900", "ds_ordered_count v1, v2 offset:4 gds", "04007fd902000001"),
    ("gfx900", "v_madmk_f32 v1, v2, 0x11223344, v3", "0207022e44332211"),
    ("gfx900", "s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x11223344", "01f800ba44332211"),
    ("gfx803", "s_waitcnt vmcnt(0) & lgkmcnt(0)", "70008cbf"),
    ("gfx900", "s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 0)", "220090bf"),
    ("gfx900", "ds_swizzle_b32 v0, v1 offset:swizzle(QUAD_PERM, 0, 1, 2, 3)", "e4807ad801000000"),
    ("gfx900", 'ds_swizzle_b32 v0, v1 offset:swizzle(BITMASK_PERM, "01pi0")', "06097ad801000000"),
    ("gfx900", "ds_swizzle_b32 v0, v1 offset:swizzle(SWAP, 16)", "1f407ad801000000"),
    ("gfx900", "ds_swizzle_b32 v0, v1 offset:swizzle(REVERSE, 8)", "1f1c7ad801000000"),
    ("gfx900", "ds_swizzle_b32 v0, v1 offset:swizzle(BROADCAST, 8, 3)", "78007ad801000000"),
])
def test_special_forms(arch, text, hexbytes):
    e = isa.encode(text, arch, LOC)
    assert e.data.hex() == hexbytes
    assert isa.encode(isa.decode(e.data, arch).text, arch, LOC).data == e.data


def test_decode_gives_raw_fields_and_text():
    d = isa.decode(bytes.fromhex("ff02027e45230100"), "gfx900")
    assert d.defn.name == "v_mov_b32_e32" and d.encoding == "VOP1" and d.size == 8
    assert d.fields == {"src0": 255, "op": 1, "vdst": 1} and d.literal == 0x12345
    assert d.text == "v_mov_b32_e32 v1, 0x12345"
    d = isa.decode(bytes.fromhex("f906020202050606"), "gfx900")
    assert d.encoding == "VOP2_SDWA" and d.fields["dst_sel"] == 5 and d.fields["src0"] == 2


def test_disassemble_keeps_undecodable_words_as_data():
    code = bytes.fromhex("02070202") + bytes.fromhex("ffffffff") + bytes.fromhex("000081bf")
    assert isa.disassemble(code, "gfx900") == "v_add_f32_e32 v1, v2, v3\n.long 0xffffffff\ns_endpgm\n"


def test_instruction_definitions_carry_what_consumers_need():
    forms = forms_by_mnemonic("gfx900")
    add = {d.fmt for d in forms["v_add_f32"]}
    assert {"VOP2", "VOP3", "VOP2_SDWA", "VOP2_DPP"} <= add
    assert {d.key for d in forms["v_add_f32"]} == {"V_ADD_F32"}
    cmp = next(d for d in forms["v_cmp_eq_f32"] if d.fmt == "VOPC")
    assert "vcc" in cmp.writes and "exec" in cmp.reads
    assert "scc" in forms["s_add_u32"][0].writes and "scc" in forms["s_cselect_b32"][0].reads
    assert forms["s_branch"][0].is_branch and not forms["s_nop"][0].is_branch
    assert forms["global_load_dword"][0].is_load and forms["buffer_store_dword"][0].is_store
    mad = forms["v_mad_f32"][0]
    assert [(o.field, o.kind, o.width) for o in mad.operands] == [
        ("vdst", "v", 1), ("src0", "src", 1), ("src1", "src", 1), ("src2", "src", 1)]
    assert forms["v_add_f64"][0].operands[1].width == 2
    assert all(d.doc for d in arch_table("gfx900"))
    assert forms["s_waitcnt"][0].opcodes == {"gfx900": 0x0C, "gfx906": 0x0C, "gfx908": 0x0C}


def test_tables_are_generated_and_decode_without_conflicts():
    here = os.path.join(os.path.dirname(isa.__file__), "tables")
    for name in ("gfx8.json", "gfx9.json", "gfx90a.json"):
        with open(os.path.join(here, name)) as f:
            assert "generated by tools/gen_isa_tables.py" in json.load(f)["_comment"]
    for arch in ARCHES:
        assert len(decode_index(arch)) == len(arch_table(arch))
