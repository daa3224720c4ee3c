"""expcnt (masm/checks/expcnt.py): a GDS instruction reads its VGPRs after it issues, so overwriting them needs
`s_waitcnt expcnt(N)` first; a GWS operation must be waited for (lgkmcnt(0)) before the wave goes on.  LDS
instructions and vector memory stores do not use expcnt on these targets (gfx8+: the store's data is a wait-state
rule, `wide-store-data`)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from checks_helpers import check
from deletions import encoded_lines

W = "missing-waitcnt"
SETUP = "s_mov_b32 m0, -1\nv_mov_b32 v1, 0\nv_mov_b32 v2, 0\nv_mov_b32 v3, 0\ns_nop 0\n"


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx908", "gfx90a"])
def test_gds_data_overwritten_before_expcnt(arch):
    src = SETUP + "ds_write_b32 v1, v2 gds\nv_mov_b32 v2, 5\ns_endpgm\n"
    assert check(src, arch, code=W) == [(7, W, "s_waitcnt expcnt(0)")]
    assert check(src.replace("v_mov_b32 v2, 5", "s_waitcnt expcnt(0)\nv_mov_b32 v2, 5"), arch, code=W) == []


def test_gds_address_counts_and_later_gds_operations_give_distance():
    src = SETUP + "ds_add_u32 v1, v2 gds\nds_add_u32 v3, v3 gds\nv_add_u32 v1, v1, 1\ns_endpgm\n"
    assert check(src, "gfx900", code=W) == [(8, W, "s_waitcnt expcnt(1)")]
    assert check(src.replace("v_add_u32 v1", "s_waitcnt expcnt(1)\nv_add_u32 v1"), "gfx900", code=W) == []


def test_lds_data_is_read_at_issue():
    assert check(SETUP + "ds_write_b32 v1, v2\nv_mov_b32 v2, 5\ns_endpgm\n", "gfx900", code=W) == []


def test_gds_overwrite_across_the_loop_back_edge():
    src = (SETUP + "s_mov_b32 s6, 4\n"
           "top:\n"
           "  v_add_u32 v2, v2, 1\n"
           "  s_sub_u32 s6, s6, 1\n"
           "  s_cmp_lg_u32 s6, 0\n"
           "  ds_write_b32 v1, v2 gds\n"
           "  s_cbranch_scc1 top\n"
           "s_waitcnt expcnt(0) lgkmcnt(0)\ns_endpgm\n")
    assert check(src, "gfx900", code=W) == [(8, W, "s_waitcnt expcnt(0)")]


def test_gws_must_be_waited_for():
    src = SETUP + "ds_gws_barrier v1 gds\ns_nop 0\nv_mov_b32 v3, 1\ns_endpgm\n"
    assert check(src, "gfx900", code=W) == [(8, W, "s_waitcnt lgkmcnt(0)")]
    waited = src.replace("s_nop 0\nv_mov", "s_waitcnt expcnt(0) lgkmcnt(0)\nv_mov")
    assert check(waited, "gfx900", code=W) == []


def test_vector_store_data_is_a_wait_state_rule_not_expcnt():
    src = ("v_mov_b32 v0, 0\nv_mov_b32 v1, 0\nv_mov_b32 v2, 0\nv_mov_b32 v3, 0\nv_mov_b32 v4, 0\nv_mov_b32 v5, 0\n"
           "flat_store_dwordx4 v[4:5], v[0:3]\nv_mov_b32 v2, 1\ns_endpgm\n")
    assert check(src, "gfx803") == [(8, "hazard", "s_nop 0")]


def test_gws_on_cdna3():
    """gfx940-942 have no GDS data operations, but GWS remains (clang-19 emits ds_gws_* there)."""
    src = SETUP + "ds_gws_init v2 gds\nv_mov_b32 v2, 1\ns_endpgm\n"   # gfx90a+: an even VGPR
    assert check(src, "gfx942", code=W) == [(7, W, "s_waitcnt lgkmcnt(0)"), (7, W, "s_waitcnt expcnt(0)")]


_DS_LINES = ("ds_write_b32 v1, v2", "ds_write_b32 v1, v2 gds", "ds_add_u32 v3, v3", "ds_add_u32 v3, v3 gds",
             "ds_read_b32 v4, v1", "ds_read_b32 v4, v1 offset:16 gds", "ds_gws_barrier v1 gds", "v_mov_b32 v2, 5",
             "s_waitcnt lgkmcnt(0)", "ds_swizzle_b32 v5, v1 offset:0x1f")


@given(picks=st.lists(st.integers(0, len(_DS_LINES) - 1), min_size=1, max_size=40),
       arch=st.sampled_from(("gfx803", "gfx900", "gfx90a")), decoded=st.lists(st.integers(0, 39), max_size=6))
@settings(max_examples=60, deadline=None)
def test_expcnt_users_asked_per_table_entry_as_per_instruction(picks, arch, decoded):
    """`any_uses_expcnt` (a table entry's DS instructions' `gds` bits or-ed at once, `fields_set`) answers as
    `uses_expcnt` asked of every instruction, on random DS code with and without `gds`; `fields_set` gives the
    instructions `field_of` gives, also in a group of facts some of which the decoder made (their fields a dict)."""
    from masm.checks import cfg
    from masm.checks.expcnt import any_uses_expcnt, uses_expcnt
    from masm.checks.facts import field_of, fields_set
    if arch == "gfx90a":                                     # (GWS there: an even VGPR)
        lines = [_DS_LINES[k].replace("ds_gws_barrier v1", "ds_gws_barrier v2") for k in picks]
    else:
        lines = [_DS_LINES[k] for k in picks]
    encoded = encoded_lines(SETUP + "\n".join(lines) + "\ns_endpgm\n", arch, "e.s")[0]
    graph = cfg.build_graph(encoded, arch)
    facts = [instr.facts for instr in graph.instrs]
    assert any_uses_expcnt(graph) == any(uses_expcnt(f) for f in facts)
    fam = graph.family
    for kind, members in graph.by_kind.items():
        group = [facts[i] for i in members]
        for n in decoded:                                    # (the decoder's facts of some of them)
            if n < len(group):
                group[n] = cfg._read_facts(bytes(graph.instrs[members[n]].line.data), arch, fam, None, {}, {})
        for name in ("gds", "offset", "nothing"):
            assert fields_set(group, name) == [k for k, f in enumerate(group) if field_of(f, name)]


@given(seed=st.integers(0, 10 ** 6), arch=st.sampled_from(("gfx803", "gfx900", "gfx90a", "gfx942")))
@settings(max_examples=20, deadline=None)
def test_registers_written_now_or_later_by_masks_as_by_sets(seed, arch):
    """`step` finds the locked registers an instruction overwrites as `registers((wmask | dmask) & locked)`: for
    any vector registers locked, what the sets of its registers written and filled later, sorted, give."""
    import os
    import random
    import sys
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "tools"))
    from bench_plain import make_source
    from masm.checks import cfg
    from masm.checks.facts import VGPR, registers
    rng = random.Random(seed)
    for lines in encoded_lines(make_source(80, seed, arch), arch, "e.s"):
        for instr in cfg.build_graph(lines, arch).instrs:
            f = instr.facts
            locked = frozenset(rng.sample(range(VGPR, VGPR + 64), 24))
            mask = sum(1 << r for r in locked)
            assert registers((f.wmask | f.dmask) & mask) == \
                sorted(r for r in (frozenset(f.writes) | frozenset(f.dest)) if r >= VGPR and r in locked)
