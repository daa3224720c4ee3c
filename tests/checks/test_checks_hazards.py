"""Missing wait states, one test per hazard rule (masm/checks/hazard_rules.py): the pair back to back is reported with
the `s_nop` that fixes it, and is not once that `s_nop` is there; loops' back edges and both branch outcomes count."""
from __future__ import annotations

import pytest

from checks_helpers import check as _check
from masm import api

H = "hazard"


def nops(waits: int) -> str:
    """What the fix inserts: s_nop 7 (8 wait states) as often as needed, then the rest."""
    return "\n".join([f"s_nop 7"] * ((waits - 1) // 8) + [f"s_nop {(waits - 1) % 8}"])


def check(source: str, arch: str = "gfx900"):
    return _check(source, arch, code=H)


# (rule, arch, setup lines, producer, consumer, wait states)
CASES = [
    ("valu-sgpr-vmem", "gfx900", "v_mov_b32 v1, 0\nv_mov_b32 v2, 0\nv_mov_b32 v3, 0",
     "v_readfirstlane_b32 s4, v1", "buffer_load_dword v1, v2, s[0:3], s4 offen", 5),
    ("valu-vcc-div-fmas", "gfx900", "v_mov_b32 v1, 1.0\nv_mov_b32 v2, 1.0\nv_mov_b32 v3, 1.0",
     "v_div_scale_f32 v4, vcc, v1, v2, v1", "v_div_fmas_f32 v5, v1, v2, v3", 4),
    ("valu-sgpr-lane-select", "gfx900", "v_mov_b32 v1, 0\nv_mov_b32 v2, 0",
     "v_readfirstlane_b32 s4, v1", "v_readlane_b32 s5, v2, s4", 4),
    ("setreg-getreg", "gfx900", "s_mov_b32 s4, 0",
     "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s4", "s_getreg_b32 s5, hwreg(HW_REG_MODE, 0, 4)", 2),
    ("setreg-setreg", "gfx803", "s_mov_b32 s4, 0",
     "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s4", "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s4", 2),
    ("valu-vgpr-dpp", "gfx900", "v_mov_b32 v2, 0",
     "v_add_f32 v1, v2, v2", "v_mov_b32_dpp v3, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", 2),
    # the destination's old value, kept in lanes a mask leaves out (clang's update_dpp with an old value)
    ("valu-vgpr-dpp into old (masks)", "gfx900", "v_mov_b32 v5, 0",
     "v_mov_b32 v0, 7", "v_mov_b32_dpp v0, v5 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0xe", 2),
    ("valu-vgpr-dpp into old (row_shr)", "gfx90a", "v_mov_b32 v5, 0",
     "v_mov_b32 v0, 7", "v_mov_b32_dpp v0, v5 row_shr:1 row_mask:0xf bank_mask:0xf", 2),
    ("valu-exec-dpp", "gfx900", "v_mov_b32 v1, 0\nv_mov_b32 v2, 0",
     "v_cmpx_eq_u32 vcc, v1, v2", "v_mov_b32_dpp v3, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", 5),
    ("salu-m0-read", "gfx900", "s_mov_b32 s4, 0",
     "s_mov_b32 m0, s4", "s_sendmsg sendmsg(MSG_INTERRUPT)", 1),
    ("wide-store-data", "gfx803", "v_mov_b32 v0, 0\nv_mov_b32 v1, 0\nv_mov_b32 v2, 0\nv_mov_b32 v3, 0\n"
     "v_mov_b32 v4, 0\nv_mov_b32 v5, 0", "flat_store_dwordx4 v[4:5], v[0:3]", "v_mov_b32 v2, 1", 1),
    ("soft-clause", "gfx900", "v_mov_b32 v2, 0\nv_mov_b32 v3, 0",
     "global_load_dword v2, v[2:3], off", "global_load_dword v4, v[2:3], off offset:4", 1),
    ("valu-vgpr-mfma", "gfx908", "v_mov_b32 v1, 0\nv_accvgpr_write_b32 a0, 0\nv_accvgpr_write_b32 a1, 0\n"
     "v_accvgpr_write_b32 a2, 0\nv_accvgpr_write_b32 a3, 0\ns_nop 4",
     "v_add_f32 v2, v1, v1", "v_mfma_f32_4x4x1f32 a[0:3], v2, v1, a[0:3]", 2),
    ("mfma-agpr-acc-read (32x32)", "gfx908", "v_mov_b32 v1, 0\ns_nop 4",
     "v_mfma_f32_32x32x1f32 a[0:31], v1, v1, a[0:31]", "v_accvgpr_read_b32 v0, a5", 18),
    ("mfma-agpr-acc-read (4x4)", "gfx908", "v_mov_b32 v1, 0\ns_nop 4",
     "v_mfma_f32_4x4x1f32 a[0:3], v1, v1, a[0:3]", "v_accvgpr_read_b32 v0, a1", 4),
    ("acc-write-acc-read", "gfx908", "v_mov_b32 v1, 0\ns_nop 1",
     "v_accvgpr_write_b32 a3, v1", "v_accvgpr_read_b32 v0, a3", 3),
    ("mfma-srcab (gfx90a)", "gfx90a", "v_mov_b32 v1, 0\ns_nop 4",
     "v_mfma_f32_4x4x1f32 a[0:3], v1, v1, 0", "v_mfma_f32_4x4x1f32 a[4:7], a1, v1, 0", 5),
    ("mfma-valu-read (gfx90a 16x16)", "gfx90a", "v_mov_b32 v1, 0\ns_nop 4",
     "v_mfma_f32_16x16x4f32 v[4:7], v1, v1, 0", "v_add_f32 v0, v5, v5", 11),
    ("dot-read (gfx90a)", "gfx90a", "v_mov_b32 v1, 0\nv_mov_b32 v2, 0",
     "v_dot4c_i32_i8 v1, v2, v2", "v_add_u32 v0, v1, v1", 3),
    # (a DOT `c` form reads its destination: another DOT operation accumulating the result needs the wait states)
    ("dot-read, another DOT accumulating it (gfx90a)", "gfx90a", "v_mov_b32 v1, 0\nv_mov_b32 v2, 0",
     "v_dot4c_i32_i8 v1, v2, v2", "v_dot2c_i32_i16 v1, v2, v2", 3),
    ("dot-read, another DOT accumulating it (gfx942)", "gfx942", "v_mov_b32 v1, 0\nv_mov_b32 v2, 0",
     "v_dot2c_f32_f16 v1, v2, v2", "v_dot4c_i32_i8 v1, v2, v2", 3),
    ("dot-write (gfx90a)", "gfx90a", "v_mov_b32 v1, 0\nv_mov_b32 v2, 0",
     "v_dot4c_i32_i8 v1, v2, v2", "v_mov_b32 v1, 0", 3),
    ("dot-write, a load (gfx942)", "gfx942", "v_mov_b32 v1, 0\nv_mov_b32 v2, 0\nv_mov_b32 v3, 0",
     "v_dot4c_i32_i8 v1, v2, v2", "global_load_dword v1, v[2:3], off", 3),
    ("trans-use (gfx942)", "gfx942", "v_mov_b32 v1, 1.0",
     "v_rcp_f32 v2, v1", "v_add_f32 v0, v2, v2", 1),
]


@pytest.mark.parametrize("rule, arch, setup, producer, consumer, waits", CASES, ids=[c[0] for c in CASES])
def test_rule(rule, arch, setup, producer, consumer, waits):
    head = setup + "\n" + producer + "\n"
    line = head.count("\n") + 1
    assert check(head + consumer + "\ns_endpgm\n", arch) == [(line, H, nops(waits))]
    assert check(head + nops(waits) + "\n" + consumer + "\ns_endpgm\n", arch) == []
    if waits > 1:      # any instruction is one wait state: one fewer nop is still needed
        assert check(head + "s_mov_b32 s20, 0\n" + consumer + "\ns_endpgm\n", arch) == \
            [(line + 1, H, nops(waits - 1))]


def test_message_counts_the_missing_wait_states():
    src = "v_mov_b32 v1, 1.0\nv_div_scale_f32 v4, vcc, v1, v1, v1\ns_nop 1\nv_div_fmas_f32 v5, v1, v1, v1\n"
    [d] = [d for d in api.build(src, "gfx900", filename="k.s").warnings if d.code == H]
    assert d.line == 4
    assert d.message == ("a VALU write of VCC followed by v_div_fmas needs 4 wait states in between "
                         "(valu-vcc-div-fmas); 2 are missing after line 2 (`v_div_scale_f32 v4, vcc, v1, v1, v1`): "
                         "insert `s_nop 1` before this line (or silence the warning on this line with "
                         "`// masm: ignore hazard`)")


def test_hazard_across_the_loop_back_edge():
    """The lane select written at the bottom of the loop is read at the top of the next iteration."""
    src = ("v_mov_b32 v1, 0\nv_mov_b32 v2, 0\ns_mov_b32 s4, 0\ns_mov_b32 s6, 4\n"
           "top:\n"
           "  v_readlane_b32 s5, v2, s4\n"
           "  s_sub_u32 s6, s6, 1\n"
           "  s_cmp_lg_u32 s6, 0\n"
           "  v_readfirstlane_b32 s4, v1\n"
           "  s_cbranch_scc1 top\n"
           "s_endpgm\n")
    assert check(src) == [(6, H, "s_nop 2")]
    assert check(src.replace("top:\n", "top:\n  s_nop 2\n")) == []


def test_hazard_on_one_outcome_of_a_branch():
    src = ("v_mov_b32 v1, 1.0\ns_cmp_eq_u32 s2, 0\n"
           "v_div_scale_f32 v4, vcc, v1, v1, v1\n"
           "s_cbranch_scc1 near\n"
           "s_nop 4\n"
           "near:\n"
           "v_div_fmas_f32 v5, v1, v1, v1\n")
    assert check(src) == [(7, H, "s_nop 2")]


def test_soft_clause_only_with_xnack():
    src = ("v_mov_b32 v2, 0\nv_mov_b32 v3, 0\n"
           "global_load_dword v2, v[2:3], off\nglobal_load_dword v4, v[2:3], off offset:4\n")
    assert check(src) == [(4, H, "s_nop 0")]
    off = '.amdgcn_target "amdgcn-amd-amdhsa--gfx900:xnack-"\n'
    lines = api.build(off + src, "gfx900", filename="k.s").warnings
    assert [d for d in lines if d.code == H] == []


def test_silenced_hazard():
    src = "v_mov_b32 v1, 1.0\nv_div_scale_f32 v4, vcc, v1, v1, v1\nv_div_fmas_f32 v5, v1, v1, v1 // masm: ignore hazard\n"
    assert check(src) == []


def test_soft_clause_follows_the_target_line_of_a_file_of_masm_kernels():
    """In a file of masm `kernel` blocks, `.amdgcn_target` outside them sets xnack for the checks too (build and
    lint alike)."""
    body = ("kernel k\n  v_mov_b32 v2, 0\n  v_mov_b32 v3, 0\n  global_load_dword v2, v[2:3], off\n"
            "  global_load_dword v4, v[2:3], off offset:4\n  s_endpgm\nendkernel\n")
    on = [(d.loc.line, d.fix) for d in api.build(body, "gfx900", filename="k.masm").warnings if d.code == H]
    assert on == [(5, "s_nop 0")]
    off = '.amdgcn_target "amdgcn-amd-amdhsa--gfx900:xnack-"\n' + body
    assert [d for d in api.build(off, "gfx900", filename="k.masm").warnings if d.code == H] == []
    assert [d for d in api.lint(off, "gfx900", filename="k.masm") if getattr(d, "code", None) == H] == []
    assert [(d.loc.line - 1, d.fix) for d in api.lint(
        '.amdgcn_target "amdgcn-amd-amdhsa--gfx900:xnack+"\n' + body, "gfx900", filename="k.masm")
        if getattr(d, "code", None) == H] == on


@pytest.mark.parametrize("dpp", ["v_mov_b32_dpp v0, v5 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
                                 "v_mov_b32_dpp v0, v5 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0"])
def test_a_dpp_that_writes_every_lane_does_not_read_its_destination(dpp):
    """Every lane written (full masks, and a source for every lane or bound_ctrl's zero): the old value is no
    input, and a VALU that wrote the destination just before needs no wait states."""
    assert check("v_mov_b32 v5, 0\ns_nop 1\nv_mov_b32 v0, 7\n" + dpp + "\ns_endpgm\n", "gfx900") == []


@pytest.mark.parametrize("arch", ["gfx90a", "gfx942"])
def test_the_same_dot_operation_accumulating_its_result_needs_no_wait_states(arch):
    """LLVM's checkMAIVALUHazards: a DOT result read as srcC, or overwritten, by the same DOT operation needs none;
    read as srcA/srcB it needs 3."""
    head = "v_mov_b32 v1, 0\nv_mov_b32 v2, 0\nv_dot4c_i32_i8 v1, v2, v2\n"
    assert check(head + "v_dot4c_i32_i8 v1, v2, v2\ns_endpgm\n", arch) == []
    assert check(head + "v_dot4c_i32_i8 v2, v1, v2\ns_endpgm\n", arch) == [(4, H, nops(3))]


def test_gfx908_has_no_dot_rule():
    assert check("v_mov_b32 v1, 0\nv_mov_b32 v2, 0\nv_dot4c_i32_i8 v1, v2, v2\nv_dot2c_i32_i16 v1, v2, v2\n"
                 "v_mov_b32 v1, 0\ns_endpgm\n", "gfx908") == []
