"""stdlib_macros/kernel.inc: global ids from the ABI registers the build stage predefines."""

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
