"""Register pressure in the report: the peak number of live VGPRs / SGPRs and where it is (line, macro invocation)."""
from __future__ import annotations

from masm import api

SOURCE = """\
#macro WIDE(first)
  v_mov_b32 v8, first
  v_add_f32 v9, v1, v2
  v_add_f32 v10, v3, v4
  v_add_f32 v11, v9, v10
  v_add_f32 v11, v11, v8
#endm
kernel k
  v_mov_b32 v1, 1.0
  v_mov_b32 v2, 1.0
  v_mov_b32 v3, 1.0
  v_mov_b32 v4, 1.0
  WIDE(v1)
  v_mov_b32 v1, v11
  s_endpgm
endkernel
"""


def test_peak_live_vgprs_with_line_and_macro():
    report = api.build(SOURCE, "gfx900", filename="p.masm").report
    peak = report["kernels"][0]["pressure"]["vgprs"]
    # `v_mov_b32 v8, v1` (macro line 2) writes v8 while v1..v4 are all still to be read: 5 live, the most
    assert (peak["count"], peak["line"], peak["macro"], peak["macro_line"]) == (5, 2, "WIDE", 13)


def test_loop_keeps_its_values_live_across_the_back_edge():
    src = ("kernel k\n  v_mov_b32 v5, 0\n  v_mov_b32 v6, 0\n  s_mov_b32 s4, 8\n"
           "top:\n  v_add_f32 v5, v5, v6\n  s_sub_u32 s4, s4, 1\n  s_cmp_lg_u32 s4, 0\n  s_cbranch_scc1 top\n"
           "  v_mov_b32 v7, v5\n  s_endpgm\nendkernel\n")
    report = api.build(src, "gfx900", filename="p.masm").report
    assert report["kernels"][0]["pressure"]["vgprs"]["count"] == 2
