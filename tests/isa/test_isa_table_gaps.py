"""Table entries that the first sweep missed or described incompletely: operand-less VOP3 / SDWA / DPP forms,
VOP2 forms with a trailing K literal, and implicit VCC / M0 reads.  Encodings are llvm-mc 14's."""
from __future__ import annotations

import pytest

import masm.isa as isa
from masm.diagnostics import AssemblyError, SourceLoc
from masm.isa.table import forms_by_mnemonic

LOC = SourceLoc("gap.s", 3, 1)
ARCHES = ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a")


@pytest.mark.parametrize("arch", ARCHES)
@pytest.mark.parametrize("word", ["v_nop", "v_nop_e32", "v_nop_e64", "v_nop_sdwa", "v_nop_dpp", "v_madmk_f32",
                                  "v_madak_f32", "v_madmk_f16", "v_madak_f16", "v_clrexcp_e64"])
def test_forms_are_mnemonics(word, arch):
    assert isa.is_mnemonic(word, arch)


@pytest.mark.parametrize("arch", ARCHES)
@pytest.mark.parametrize("text,hexbytes", [
    ("v_nop", "0000007e"),
    ("v_nop_e64", "000040d100000000"),
    ("v_nop_sdwa", "f900007e00000000"),
    ("v_nop_dpp quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf", "fa00007e00e400ff"),
    ("v_clrexcp_e64", "000075d100000000"),
    ("v_madmk_f32 v1, v2, 0x11223344, v3", "0207022e44332211"),
    ("v_madak_f32 v1, v2, v3, 1.0", "020702300000803f"),
    ("v_madmk_f32 v1, 1.0, 0x11223344, v3", "f206022e44332211"),
    ("v_madmk_f16 v1, v2, 0x1122, v3", "0207024822110000"),
    ("v_madak_f16 v1, v2, v3, -1", "0207024affff0000"),          # K of an f16 op is 16 bits
    ("v_madak_f16 v1, v2, v3, -32768", "0207024a00800000"),
    ("v_madak_f16 v1, v2, v3, 1.5", "0207024a003e0000"),
])
def test_encodings_round_trip(arch, text, hexbytes):
    e = isa.encode(text, arch, LOC)
    assert e.data.hex() == hexbytes
    printed = isa.decode(e.data, arch).text
    assert isa.encode(printed, arch, LOC).data == e.data


@pytest.mark.parametrize("text,operand,message", [
    ("v_madak_f16 v1, v2, v3, 65536", "65536", "16 bits"),
    ("v_madmk_f16 v1, v2, 0xffff0000, v3", "0xffff0000", "16 bits"),
    ("v_madmk_f32 v1, s2, 0x11223344, v3", "s2", "constant bus"),
    ("v_div_fmas_f32 v0, s1, v2, v3", "s1", "constant bus"),          # VCC is read implicitly
    ("v_div_fmas_f64 v[0:1], s[2:3], v[2:3], v[4:5]", "s[2:3]", "constant bus"),
    ("v_nop_e64 clamp", "clamp", "invalid modifier"),
    ("v_nop_sdwa dst_sel:BYTE_0", "dst_sel", "invalid modifier"),
])
def test_rejected_like_llvm(text, operand, message):
    with pytest.raises(AssemblyError) as exc:
        isa.encode(text, "gfx900", LOC)
    d = exc.value.diagnostics[0]
    assert (d.line, d.column) == (3, text.index(operand) + 1)
    assert message in d.message


@pytest.mark.parametrize("arch", ARCHES)
def test_implicit_reads(arch):
    forms = forms_by_mnemonic(arch)
    for name, reg in [("v_div_fmas_f32", "vcc"), ("v_div_fmas_f64", "vcc"), ("s_movrels_b32", "m0"),
                      ("s_movreld_b64", "m0"), ("ds_gws_init", "m0"), ("ds_gws_barrier", "m0")]:
        assert all(reg in d.reads for d in forms[name]), name
    if arch == "gfx803":       # llvm-mc 14 has v_movrel* on GCN3 only
        for name in ("v_movrels_b32", "v_movreld_b32", "v_movrelsd_b32"):
            assert all("m0" in d.reads for d in forms[name]), name
    else:       # gfx803 lacks these; every gfx8 DS instruction reads M0 anyway
        for name in ("ds_append", "ds_consume", "ds_read_addtid_b32", "ds_write_addtid_b32"):
            assert all("m0" in d.reads for d in forms[name]), name
    assert not any("m0" in d.reads for d in forms["v_add_f32"])
    assert not any("vcc" in d.reads for d in forms["v_fma_f32"])
    assert isa.encode("v_div_fmas_f32 v0, v1, v2, v3", arch, LOC).regs.vcc
