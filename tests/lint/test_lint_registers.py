"""Lint's register-read-before-write warning (the ISA table says which operands an instruction writes)."""
from __future__ import annotations

from masm.lint import lint_source


def reads_before_writes(text: str):
    return [(d.line, d.column, d.message) for d in lint_source(text, "gfx900", filename="r.masm")
            if "before any write" in d.message]


def test_first_read_of_an_unwritten_register_warns_once():
    text = ("kernel k\n"
            "  v_add_f32 v1, v0, v5\n"
            "  v_mov_b32 v6, 0\n"
            "  v_add_f32 v7, v6, v1\n"
            "  v_add_f32 v8, v5, v7\n"
            "  s_endpgm\n"
            "endkernel\n")
    assert reads_before_writes(text) == [(2, 3, "register v5 read before any write in kernel 'k' (silence the warning on this line with `// masm: ignore uninitialized`)")]


def test_loads_and_64bit_ranges_count_as_writes():
    text = ("kernel k\n"
            "  s_load_dwordx2 s[10:11], s[0:1], 0\n"
            "  s_waitcnt lgkmcnt(0)\n"
            "  v_mov_b32 v2, s10\n"
            "  v_mov_b32 v3, s11\n"
            "  global_load_dword v4, v[2:3], off\n"
            "  v_add_u32 v5, v4, v9\n"
            "  s_endpgm\n"
            "endkernel\n")
    assert reads_before_writes(text) == [(7, 3, "register v9 read before any write in kernel 'k' (silence the warning on this line with `// masm: ignore uninitialized`)")]

