"""masm/stdlib/loops.inc: mRepeat is the scoped s_while loop it promises; labels it makes are unique."""

import struct

import pytest

import masm
from masm.diagnostics import AssemblyError

POOLS = "s_temp_range 20..40\nv_temp_range 20..40\n"


def test_mrepeat_is_a_counted_s_while_in_its_own_scope():
    with_macro = masm.assemble(
        "#include loops.inc\n" + POOLS + "#macro BODY() s_nop 1 #endm\nmRepeat(5, BODY())\ns_endpgm\n", "gfx900")
    by_hand = masm.assemble(
        POOLS + "enter\n s_temp i\n s_mov_b32 i, 0\n s_while_u32(i < 5)\n  s_nop 1\n  s_add_u32 i, i, 1\n _endw\n"
        "leave\ns_endpgm\n", "gfx900")
    assert with_macro == by_hand


def test_nested_mrepeat_gets_a_second_counter_and_frees_both():
    with_macro = masm.assemble(
        "#include loops.inc\n" + POOLS + "#macro INNER() mRepeat(3, BODY()) #endm\n#macro BODY() s_nop 2 #endm\n"
        "mRepeat(2, INNER())\ns_temp after\ns_mov_b32 after, 7\ns_endpgm\n", "gfx900")
    by_hand = masm.assemble(
        POOLS + "enter\n s_temp i\n s_mov_b32 i, 0\n s_while_u32(i < 2)\n"
        "  enter\n   s_temp j\n   s_mov_b32 j, 0\n   s_while_u32(j < 3)\n    s_nop 2\n    s_add_u32 j, j, 1\n"
        "   _endw\n  leave\n  s_add_u32 i, i, 1\n _endw\nleave\n"
        "s_mov_b32 s20, 7\ns_endpgm\n", "gfx900")
    assert with_macro == by_hand


def test_mrepeat_body_may_use_its_own_i():
    # the counter's name does not capture a user temp called i
    code = masm.assemble("#include loops.inc\n" + POOLS + "s_temp i\n#macro BUMP() s_add_u32 i, i, 1 #endm\n"
                         "s_mov_b32 i, 0\nmRepeat(4, BUMP())\ns_endpgm\n", "gfx900")
    by_hand = masm.assemble(POOLS + "s_temp i\ns_mov_b32 i, 0\nenter\n s_temp k\n s_mov_b32 k, 0\n"
                            " s_while_u32(k < 4)\n  s_add_u32 i, i, 1\n  s_add_u32 k, k, 1\n _endw\nleave\n"
                            "s_endpgm\n", "gfx900")
    assert code == by_hand


def test_mlabel_address_points_at_the_label_from_each_site():
    source = ("#include loops.inc\n" + POOLS + "s_temp p[2] align:2, q[2] align:2\n"
              "mLabelAddress(p, table)\nmLabelAddress(q, table)\ns_endpgm\ntable:\n  dd $11223344\n")
    code = masm.assemble(source, "gfx900")
    table = code.index(struct.pack("<I", 0x11223344))
    # each expansion: s_getpc_b64 (4 bytes), s_add_u32 and s_addc_u32 with 32-bit literals (8 + 8): the low and
    # high halves of the 64-bit distance from the site
    for start in (0, 20):
        site = start + 4                                   # s_getpc_b64 returns the address after itself
        low, high = struct.unpack_from("<I", code, start + 8)[0], struct.unpack_from("<I", code, start + 16)[0]
        assert (high << 32 | low) == table - site


def test_mlabel_address_of_a_label_before_the_site_carries_minus_one():
    # a table before the code: the distance is negative, so the high half adds -1 (0 would be off by 4 GiB)
    source = ("#include loops.inc\n" + POOLS + "s_temp p[2] align:2\ns_branch go\ntable:\n  dd $11223344\ngo:\n"
              "mLabelAddress(p, table)\ns_endpgm\n")
    code = masm.assemble(source, "gfx900")
    start = 8                                              # after s_branch (4) and the table (4)
    site = start + 4
    low, high = struct.unpack_from("<I", code, start + 8)[0], struct.unpack_from("<I", code, start + 16)[0]
    assert (low, high) == ((4 - site) & 0xFFFFFFFF, 0xFFFFFFFF)


def test_munique_id_gives_fresh_numbers():
    source = ("#include loops.inc\n#macro TWICE() mUniqueId(n) @here![n]: s_branch @here![n] #endm\n"
              "TWICE()\nTWICE()\ns_endpgm\n")
    code = masm.assemble(source, "gfx900")
    assert len(code) == 12
    assert code[0:4] == code[4:8] == bytes([0xFF, 0xFF, 0x82, 0xBF])   # s_branch to itself: offset -1


def test_a_label_used_by_two_expansions_without_munique_id_clashes():
    with pytest.raises(AssemblyError):
        masm.assemble("#macro TWICE() @here: s_branch @here #endm\nTWICE()\nTWICE()\ns_endpgm\n", "gfx900")
