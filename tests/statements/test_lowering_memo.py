"""An instruction statement lowered before takes its earlier line (Lowerer.instruction_lines) only while its names
resolve as they did: after a scope change, a new temp or a constant, the same text lowers again."""
from __future__ import annotations

import masm


def _lines(source: str, arch: str = "gfx900") -> list[str]:
    program = masm.build(source, arch)
    return [line.strip() for line in program.asm.splitlines()
            if line.strip().startswith(("v_", "s_mov", "s_add"))]


def test_the_same_text_follows_its_names_through_scopes_and_is_remembered_within_one():
    source = """kernel k
  v_temp_range 1..20
  enter
    v_temp a
    v_mov_b32 a, 1
    v_mov_b32 a, 1
  leave
  v_temp b
  enter
    v_temp c, a
    v_mov_b32 a, 1
    v_mov_b32 a, 1
  leave
  s_endpgm
endkernel
"""
    lines = _lines(source)
    assert lines[0] == lines[1] and lines[2] == lines[3]
    assert lines[0] != lines[2]       # `a` is another register in the second scope (b and c were taken first)


def test_a_constant_set_between_repeats_changes_the_line():
    source = """.text
.globl k
.p2align 8
.type k,@function
k:
  .set N, 1
  v_mov_b32 v[N], 0
  v_mov_b32 v[N], 0
  .set N, 2
  v_mov_b32 v[N], 0
  s_endpgm
"""
    assert _lines(source) == ["v_mov_b32 v1, 0", "v_mov_b32 v1, 0", "v_mov_b32 v2, 0"]


def test_repeated_lines_name_their_labels_and_use_their_temps_as_the_first_did():
    source = """kernel k
  v_temp_range 1..20
  v_temp a, b
  lbl:
  __for__(i in [1..3], v_add_u32 a, a, 1  s_cbranch_scc0 lbl  v_mov_b32 b, a)
  s_endpgm
endkernel
"""
    program = masm.build(source, "gfx900", filename="k.masm")
    assert [d.message for d in program.warnings if "never" in d.message or "declared" in d.message] == []
    assert _lines(source) == ["v_add_u32 v1, v1, 1", "v_mov_b32 v2, v1"] * 3
