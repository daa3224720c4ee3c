"""The stdlib on CDNA3 (gfx942): cache.inc's modifiers per target (the bits clang 19 writes for each scope), and
int64.inc's one-instruction forms (v_lshl_add_u64, v_mov_b64), byte-exact against llvm-mc and run on the simulator."""

import numpy as np
import pytest

import masm
from masm.sim import run_code
from tests.stdlib.llvm_mc import llvm_bytes

CACHE = """\
#include cache.inc
global_load_dword v1, v[2:3], off MASM_LOAD_WORKGROUP
global_load_dword v1, v[2:3], off MASM_LOAD_DEVICE
global_load_dword v1, v[2:3], off MASM_LOAD_SYSTEM
global_store_dword v[2:3], v1, off MASM_STORE_DEVICE
global_store_dword v[2:3], v1, off MASM_STORE_SYSTEM
global_atomic_add v1, v[2:3], v4, off MASM_RETURN
global_store_dword v[2:3], v1, off MASM_NONTEMPORAL
"""
# what clang 19 -O2 writes for relaxed atomic loads / stores at workgroup, device and system scope, a returning atomic
# and __builtin_nontemporal_store (the modifiers after `off`, in CACHE's order)
CLANG_19_BITS = {
    "gfx900": ["", "glc", "glc", "", "", "glc", "glc slc"],
    "gfx90a": ["", "glc", "glc", "", "", "glc", "glc slc"],
    "gfx942": ["sc0", "sc1", "sc0 sc1", "sc1", "sc0 sc1", "sc0", "nt"],
}


@pytest.mark.parametrize("arch", sorted(CLANG_19_BITS))
def test_cache_modifiers_are_the_bits_clang_19_writes(arch):
    lines = [line for line in CACHE.splitlines()[1:]]
    plain = "".join(line.split(" MASM_")[0] + " " + bits + "\n" for line, bits in zip(lines, CLANG_19_BITS[arch]))
    assert masm.assemble(CACHE + "s_endpgm\n", arch) == llvm_bytes(plain + "s_endpgm\n", arch)


INT64 = """\
#include int64.inc
s_temp_range 10..40
v_temp_range 10..40
s_temp p[2] align:2
v_temp a[2], b[2], c[2], d[2]
"""


def test_int64_uses_the_cdna3_instructions():
    body = "v_add_u64(c, a, b)\nv_mov_b64_k(d, -3)\nv_mov_b64_k(d, $100000001)\nv_mov_u64(d, p)\n"
    plain = ("v_lshl_add_u64 v[14:15], v[10:11], 0, v[12:13]\nv_mov_b64 v[16:17], -3\n"
             "v_mov_b32 v16, 1\nv_mov_b32 v17, 1\nv_mov_b64 v[16:17], s[10:11]\n")
    assert masm.assemble(INT64 + body + "s_endpgm\n", "gfx942") == llvm_bytes(plain + "s_endpgm\n", "gfx942")


def test_v_add_u64_on_cdna3_adds_64_bits_and_leaves_vcc():
    rng = np.random.default_rng(9)
    a, b = (rng.integers(0, 2**64, 64, dtype=np.uint64) for _ in range(2))
    a[0], b[0] = 2**64 - 1, 1                             # wraps
    a[1], b[1] = 0xFFFFFFFF, 1                            # carries into the high dword

    def init(st, _):
        for r, v in ((10, a), (12, b)):
            st.vgpr[0, r] = (v & np.uint64(0xFFFFFFFF)).astype(np.uint32)
            st.vgpr[0, r + 1] = (v >> np.uint64(32)).astype(np.uint32)
        st.sgpr[0, 106], st.sgpr[0, 107] = 0x1234, 0x5678
        st.sgpr[0, 10], st.sgpr[0, 11] = 0x89ABCDEF, 0x01234567
    code = masm.assemble(INT64 + "v_add_u64(c, a, b)\nv_mov_u64(d, p)\ns_endpgm\n", "gfx942")
    st = run_code(code, "gfx942", init=init).state
    got = st.vgpr[0, 14].astype(np.uint64) | st.vgpr[0, 15].astype(np.uint64) << np.uint64(32)
    assert [int(x) for x in got] == [(int(x) + int(y)) % 2**64 for x, y in zip(a, b)]
    assert (st.sgpr[0, 106], st.sgpr[0, 107]) == (0x1234, 0x5678)
    assert (st.vgpr[0, 16] == 0x89ABCDEF).all() and (st.vgpr[0, 17] == 0x01234567).all()


@pytest.mark.parametrize("arch", ["gfx803", "gfx90a"])
def test_v_mov_u64_before_cdna3_is_two_moves(arch):
    plain = "v_mov_b32 v16, s10\nv_mov_b32 v17, s11\n"
    assert masm.assemble(INT64 + "v_mov_u64(d, p)\ns_endpgm\n", arch) == llvm_bytes(plain + "s_endpgm\n", arch)
