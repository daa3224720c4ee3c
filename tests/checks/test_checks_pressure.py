"""Register pressure in the report: the peak number of live VGPRs / SGPRs and where it is (line, macro invocation)."""
from __future__ import annotations

import os
import random
import sys

from hypothesis import HealthCheck, given, settings, strategies as st

from checks_helpers import with_random_branches
from deletions import encoded_lines

from masm import api
from masm.checks.cfg import build_graph
from masm.checks.pressure import liveness, pressure

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "tools"))
from bench_plain import make_source  # noqa: E402

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


@given(seed=st.integers(0, 10 ** 6), arch=st.sampled_from(("gfx900", "gfx90a")), block=st.integers(2, 12))
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_blocks_skipped_by_their_bound_change_no_peak(seed, arch, block):
    """The peaks skip the blocks whose registers (live at the end or touched) cannot reach a peak found earlier:
    the same peaks, at the same lines, as counting at every instruction, on random code in random loops."""
    rng = random.Random(seed)
    lines = [ln.strip() for ln in make_source(150, seed, arch).splitlines()
             if ln.strip() and not ln.lstrip().startswith(("//", ".", "s_endpgm")) and not ln.rstrip().endswith(":")]
    if arch == "gfx90a":                  # AccVGPRs live too
        for _ in range(30):
            a, v = rng.randrange(0, 40), rng.randrange(0, 40)
            lines.insert(rng.randrange(len(lines) + 1), rng.choice((f"v_accvgpr_write_b32 a{a}, v{v}",
                                                                    f"v_accvgpr_read_b32 v{v}, a{a}")))
    for encoded in encoded_lines(with_random_branches(lines, rng, block, 4), arch, "p.s"):
        graph = build_graph(encoded, arch)
        assert pressure(graph) == pressure(graph, every_instruction=True)


def test_liveness_rounds_skipping_unchanged_blocks_match_full_sweeps():
    """The liveness works a block out again only when a successor's live-in changed: on code whose loops cross
    everywhere (bench_plain's branchy kind: a conditional branch every 8 instructions to any of 20 labels before or
    after, many rounds) and on random nested loops, every block's live-in is what sweeping every block every round
    gives, and so are the peaks."""
    from bench_plain import make_branchy_source
    rng = random.Random(5)
    lines = [ln.strip() for ln in make_source(600, 5, "gfx900").splitlines()
             if ln.strip() and not ln.lstrip().startswith(("//", ".", "s_endpgm")) and not ln.rstrip().endswith(":")]
    sources = [(make_branchy_source(3000, 7, arch), arch) for arch in ("gfx900", "gfx90a")]
    sources += [(with_random_branches(lines, rng, block, 6), "gfx900") for block in (2, 3, 5)]
    for source, arch in sources:
        for encoded in encoded_lines(source, arch, "b.s"):
            graph = build_graph(encoded, arch)
            live_in, touched = liveness(graph)
            assert (live_in, touched) == liveness(graph, every_block=True)
            assert sum(1 for live in live_in if live) > len(live_in) // 2
            got = pressure(graph)
            assert got == pressure(graph, every_instruction=True)
            assert got.vgprs.count > 0 and got.sgprs.count > 0
