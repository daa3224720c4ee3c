"""A function returns (`s_setpc_b64`) with nothing outstanding: its caller takes every counter to be zero after the
call (LLVM's calling convention; masm's checks model `s_swappc_b64` the same way), so a vector memory operation or a
load still in flight at the return is reported, with the wait that fixes it."""
from __future__ import annotations

from checks_helpers import check

W = "missing-waitcnt"
HEAD = "\t.text\n\t.type f,@function\nf:\n\ts_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\n"


def test_load_outstanding_at_return():
    src = HEAD + "\tglobal_load_dword v0, v[2:3], off\n\ts_setpc_b64 s[30:31]\n"
    assert check(src, "gfx900", code=W) == [(6, W, "s_waitcnt vmcnt(0)")]
    assert check(src.replace("\ts_setpc", "\ts_waitcnt vmcnt(0)\n\ts_setpc"), "gfx900", code=W) == []


def test_store_outstanding_at_return():
    """A store fills no register, but the caller's own count of vector memory operations would be off by one."""
    src = HEAD + "\tflat_store_dword v[0:1], v2\n\ts_setpc_b64 s[30:31]\n"
    assert check(src, "gfx803", code=W) == [(6, W, "s_waitcnt vmcnt(0)")]


def test_scalar_load_outstanding_at_return():
    src = HEAD + "\ts_load_dword s4, s[0:1], 0x0\n\ts_setpc_b64 s[30:31]\n"
    assert check(src, "gfx900", code=W) == [(6, W, "s_waitcnt lgkmcnt(0)")]


def test_flat_load_waited_by_vmcnt_is_enough():
    """FLAT also counts on lgkmcnt, but its data and completion are in vmcnt order: vmcnt(0) covers it (clang-14's
    gfx803 functions return so)."""
    src = HEAD + "\tflat_load_dword v4, v[0:1]\n\ts_waitcnt vmcnt(0)\n\ts_setpc_b64 s[30:31]\n"
    assert check(src, "gfx803", code=W) == []
