"""masm/stdlib/kernel.inc: global ids from the ABI registers the build stage predefines."""

import pytest

import masm
from tests.stdlib.llvm_mc import llvm_bytes

KERNEL = """\
#include kernel.inc
kernel k
  numthreadpergroup {size}
  s_temp_range 20..40
  v_temp_range 20..40
  v_temp gx, gy
  {body}
  s_endpgm
endkernel
"""


def _code(arch, size, body):
    return masm.build(KERNEL.format(size=size, body=body), arch).code


@pytest.mark.parametrize("arch, add", [("gfx803", "v_add_u32 v20, vcc, s20, v0"), ("gfx900", "v_add_u32 v20, s20, v0"),
                                       ("gfx90a", "v_add_u32 v20, s20, v0")])
def test_global_id_1d(arch, add):
    with_macro = _code(arch, 256, "mGlobalId1D(gx, 256)")
    by_hand = _code(arch, 256, "s_mul_i32 s20, group_id_x, 256\n" + add.replace("s20, v0", "s20, local_id_x"))
    assert with_macro == by_hand
    assert with_macro[-4:] == llvm_bytes("s_endpgm\n", arch)
    assert llvm_bytes(add + "\n", arch) in with_macro


def test_global_id_2d_uses_both_dimensions():
    with_macro = _code("gfx900", "16, 16", "mGlobalId2D(gx, gy, 16, 16)")
    by_hand = _code("gfx900", "16, 16", "s_mul_i32 s20, group_id_x, 16\nv_add_u32 gx, s20, local_id_x\n"
                                        "s_mul_i32 s20, group_id_y, 16\nv_add_u32 gy, s20, local_id_y")
    assert with_macro == by_hand


def test_global_id_2d_on_gfx90a_unpacks_the_packed_work_item_ids():
    with_macro = _code("gfx90a", "16, 16", "mGlobalId2D(gx, gy, 16, 16)")
    by_hand = _code("gfx90a", "16, 16", "v_bfe_u32 gx, v0, 0, 10\nv_bfe_u32 gy, v0, 10, 10\n"
                                        "s_mul_i32 s20, group_id_x, 16\nv_add_u32 gx, s20, gx\n"
                                        "s_mul_i32 s20, group_id_y, 16\nv_add_u32 gy, s20, gy")
    assert with_macro == by_hand


def test_load_arg_macros_declare_named_sgprs_and_load_them():
    source = ("#include kernel.inc\nkernel k\n  args n:u32, x:ptr\n  s_temp_range 20..40\n{body}\n"
              "  s_waitcnt lgkmcnt(0)\n  s_mov_b32 s30, n\n  s_mov_b64 s[32:33], x[0:1]\n  s_endpgm\nendkernel\n")
    with_macro = masm.build(source.format(body="  mLoadArg32(n)\n  mLoadArg64(x)"), "gfx900").code
    assert with_macro == llvm_bytes("s_load_dword s20, s[0:1], 0x0\ns_load_dwordx2 s[22:23], s[0:1], 0x8\n"
                                    "s_waitcnt lgkmcnt(0)\ns_mov_b32 s30, s20\ns_mov_b64 s[32:33], s[22:23]\n"
                                    "s_endpgm\n", "gfx900")


@pytest.mark.parametrize("arch, gfx8, gfx9, fmac_f64", [("gfx803", 1, 0, 0), ("gfx900", 0, 1, 0), ("gfx906", 0, 1, 0),
                                                          ("gfx908", 0, 1, 0), ("gfx90a", 0, 1, 1)])
def test_arch_switches(arch, gfx8, gfx9, fmac_f64):
    code = masm.assemble("#include arch.inc\ns_mov_b32 s0, ![MASM_GFX8*4 + MASM_GFX9*2 + MASM_HAS_FMAC_F64]\n"
                         "s_endpgm\n", arch)
    assert code == llvm_bytes(f"s_mov_b32 s0, {gfx8 * 4 + gfx9 * 2 + fmac_f64}\ns_endpgm\n", arch)
