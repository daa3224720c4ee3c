"""The hazard engine steps only on instructions with a role and keeps a producer's instance only when something
within its horizon can read it (hazards.MissingWaitStates.prepare); with `every_role` it keeps every role and steps
on every instruction.  Both must report exactly the same, in the same order, on dense random code full of hazard
pairs, loops crossing and nested, on every hazard table."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from checks_helpers import with_random_branches
from deletions import encoded_lines

from masm.checks import cfg, dataflow
from masm.checks.hazards import MissingWaitStates
from masm.diagnostics import AssemblyError, SourceLoc
from masm.isa import encode
from masm.targets import target

_COMMON = (
    "v_add_f32 v{a}, v{b}, v{c}", "v_add_co_u32 v{a}, vcc, s{s}, v{b}", "v_cmp_gt_f32 vcc, v{a}, v{b}",
    "v_cmp_gt_f32_e64 s[{p}:{p1}], v{a}, v{b}", "v_cmpx_gt_f32 vcc, v{a}, v{b}",
    "v_mov_b32_dpp v{a}, v{b} row_shr:1 row_mask:0xf bank_mask:0xf", "v_readlane_b32 s{s}, v{a}, s{t}",
    "v_writelane_b32 v{a}, s{s}, s{t}", "v_readfirstlane_b32 s{s}, v{a}", "v_div_fmas_f32 v{a}, v{b}, v{c}, v{d}",
    "s_setreg_b32 hwreg(1, 0, 4), s{s}", "s_getreg_b32 s{s}, hwreg(1, 0, 4)", "s_mov_b32 m0, s{s}",
    "s_sendmsg sendmsg(0, 0, 0)", "buffer_store_dwordx4 v[{q}:{q3}], v{b}, s[0:3], 0 offen",
    "buffer_store_dwordx4 v[{q}:{q3}], v{b}, s[0:3], s{s} offen", "buffer_load_dword v{a}, v{b}, s[{r}:{r3}], 0 offen",
    "global_load_dword v{a}, v[{p}:{p1}], off", "global_store_dword v[{p}:{p1}], v{a}, off",
    "s_load_dword s{s}, s[{p}:{p1}], 0x0", "v_fma_f64 v[{p}:{p1}], v[{p}:{p1}], v[{p}:{p1}], v[{p}:{p1}]",
    "v_rcp_f32 v{a}, v{b}", "v_mul_f32 v{a}, s{s}, v{b}",
    "v_add_f32_sdwa v{a}, v{b}, v{c} dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD",
    "s_nop {n}", "s_nop 0", "s_add_u32 s{s}, s{t}, 1", "ds_read_b32 v{a}, v{b}",
)
_MAI = (
    "v_accvgpr_read_b32 v{a}, a{b}", "v_accvgpr_write_b32 a{a}, v{b}", "v_dot2_f32_f16 v{a}, v{b}, v{c}, v{d}",
    "v_mfma_f32_4x4x1f32 a[{q}:{q3}], v{a}, v{b}, a[{r}:{r3}]",
    "v_mfma_f32_4x4x1_16b_f32 a[{q}:{q3}], v{a}, v{b}, a[{r}:{r3}]",
    "v_mfma_f32_4x4x1f32 v[{q}:{q3}], v{a}, v{b}, v[{r}:{r3}]",
    "v_mfma_f32_4x4x4f16 a[{q}:{q3}], v[{p}:{p1}], v[{p}:{p1}], a[{r}:{r3}]",
    "v_mfma_f64_4x4x4f64 v[{p}:{p1}], v[{p}:{p1}], v[{p}:{p1}], v[{p}:{p1}]",
    "v_mfma_f64_4x4x4_4b_f64 v[{p}:{p1}], v[{p}:{p1}], v[{p}:{p1}], v[{p}:{p1}]",
    "v_mfma_f32_16x16x4f32 a[0:15], v{a}, v{b}, a[0:15]", "v_mfma_f32_16x16x4_f32 a[0:15], v{a}, v{b}, a[0:15]",
)
_ACCEPTED: dict = {}


def _templates(arch: str) -> list:
    """The templates masm encodes for `arch` (registers filled in with 0s and 4s)."""
    hit = _ACCEPTED.get(arch)
    if hit is None:
        hit = []
        for t in _COMMON + (_MAI if target(arch).hazards != "gfx9" else ()):
            try:
                encode(t.format(a=1, b=2, c=3, d=4, s=5, t=6, p=4, p1=5, q=4, q3=7, r=8, r3=11, n=1), arch,
                       SourceLoc("t.s", 1, 1))
                hit.append(t)
            except AssemblyError:
                pass
        _ACCEPTED[arch] = hit
    return hit


def _dense_source(seed: int, arch: str, count: int = 240) -> str:
    rng = random.Random(seed)
    templates = _templates(arch)
    lines = []
    for _ in range(count):
        p, q, r = rng.randrange(0, 8, 2), rng.randrange(0, 8, 4), rng.randrange(0, 12, 4)
        lines.append(rng.choice(templates).format(
            a=rng.randrange(8), b=rng.randrange(8), c=rng.randrange(8), d=rng.randrange(8), s=rng.randrange(8),
            t=rng.randrange(8), p=p, p1=p + 1, q=q, q3=q + 3, r=r, r3=r + 3, n=rng.randrange(3)))
    return with_random_branches(lines, rng, 12, 4)


def _reports(graph, analysis) -> list:
    got: list = []
    dataflow.solve(graph, analysis, lambda *a, **k: got.append((a[0].index, a[1:], k)))
    return got


def _pruned_and_every(lines, arch: str, soft: bool) -> tuple:
    """The hazard reports of `lines` with the roles pruned and with every role stepped."""
    cfg._LAST.clear()
    graph = cfg.build_graph(lines, arch)
    rules = target(arch).hazards
    return (_reports(graph, MissingWaitStates(rules, soft_clauses=soft)),
            _reports(graph, MissingWaitStates(rules, soft_clauses=soft, every_role=True)))


@given(seed=st.integers(0, 10 ** 6), arch=st.sampled_from(("gfx900", "gfx908", "gfx90a", "gfx940")),
       soft=st.booleans())
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_pruned_roles_report_what_every_role_reports(seed, arch, soft):
    assert len(_templates(arch)) >= 20, _templates(arch)
    for lines in encoded_lines(_dense_source(seed, arch), arch, "dense.s"):
        pruned, every = _pruned_and_every(lines, arch, soft)
        assert pruned == every
        assert every          # the dense code has hazards to find


def _sparse_source(seed: int, arch: str, count: int = 400) -> str:
    """Hazard pairs far apart: mostly instructions no rule involves, with each producer and consumer of the dense
    code now and then, at random distances around the rules' wait states (0 to 6 instructions between)."""
    rng = random.Random(seed)
    templates = _templates(arch)
    fillers = ("s_add_u32 s{s}, s{t}, 1", "s_nop 0", "v_add_f32 v{a}, v{b}, v{c}")
    lines = []
    while len(lines) < count:
        for _ in range(rng.randrange(0, 7)):
            lines.append(rng.choice(fillers).format(a=rng.randrange(8, 16), b=rng.randrange(8, 16),
                                                    c=rng.randrange(8, 16), s=rng.randrange(8, 16),
                                                    t=rng.randrange(8, 16)))
        p, q, r = rng.randrange(0, 8, 2), rng.randrange(0, 8, 4), rng.randrange(0, 12, 4)
        lines.append(rng.choice(templates).format(
            a=rng.randrange(8), b=rng.randrange(8), c=rng.randrange(8), d=rng.randrange(8), s=rng.randrange(8),
            t=rng.randrange(8), p=p, p1=p + 1, q=q, q3=q + 3, r=r, r3=r + 3, n=rng.randrange(3)))
    return with_random_branches(lines, rng, rng.choice((5, 12, 30)), 4)


@pytest.mark.parametrize("arch", ("gfx803", "gfx900", "gfx908", "gfx90a", "gfx940"))
def test_consumers_asked_only_near_their_producers_report_what_every_role_reports(arch):
    """A consumer is asked only within its rules' wait states after a producer in its block or after the block's
    start (prepare's `young` windows): on code whose hazard pairs lie far apart, exactly what every role reports."""
    found = 0
    for seed in range(8):
        for lines in encoded_lines(_sparse_source(seed, arch), arch, "sparse.s"):
            cfg._LAST.clear()
            graph = cfg.build_graph(lines, arch)
            rules = target(arch).hazards
            for soft in (False, True):
                pruned = _reports(graph, MissingWaitStates(rules, soft_clauses=soft))
                every = _reports(graph, MissingWaitStates(rules, soft_clauses=soft, every_role=True))
                assert pruned == every
                found += len(every)
    assert found >= 10


@given(count=st.integers(1, 60), data=st.data(), lo=st.integers(-8, 3), width=st.integers(0, 9))
@settings(max_examples=200, deadline=None)
def test_windows_made_by_shifting_bytes_are_the_positions_near_each(count, data, lo, width):
    """`hazards._near`: the windows p + lo .. p + lo + width - 1 of each position p (0..count), cut to 0..count-1."""
    from masm.checks.hazards import _near
    positions = sorted(data.draw(st.sets(st.integers(0, count))))
    want = bytearray(count)
    for p in positions:
        for k in range(lo, lo + width):
            if 0 <= p + k < count:
                want[p + k] = 1
    assert _near(count, positions, lo, lo + width).to_bytes(count, "little") == bytes(want)


_MEMORY = ("buffer_load_dword v{a}, v{b}, s[{r}:{r3}], 0 offen", "global_load_dword v{a}, v[{p}:{p1}], off",
           "global_store_dword v[{p}:{p1}], v{a}, off", "s_load_dword s{s}, s[{p}:{p1}], 0x0",
           "buffer_store_dwordx4 v[{q}:{q3}], v{b}, s[0:3], 0 offen", "s_load_dwordx2 s[{p}:{p1}], s[{p}:{p1}], 0x0")


@pytest.mark.parametrize("arch", ("gfx900", "gfx90a", "gfx940"))
def test_soft_clauses_stepped_only_where_memory_meets_memory_report_what_every_role_reports(arch):
    """With XNACK on, the walk steps only on the memory instructions next to another one (a lone one opens a clause
    the next instruction ends): on code of lone memory instructions, pairs and runs of both kinds, across branches
    and labels (runs falling through a label), exactly what stepping on every instruction reports."""
    found = 0
    for seed in range(10):
        rng = random.Random(seed)
        lines = []
        while len(lines) < 300:
            for _ in range(rng.choice((0, 0, 1, 1, 2, 3))):
                lines.append(f"v_add_f32 v{rng.randrange(8)}, v{rng.randrange(8)}, v{rng.randrange(8)}")
            for _ in range(rng.choice((1, 1, 1, 2, 3, 5))):
                p, q, r = rng.randrange(0, 8, 2), rng.randrange(0, 8, 4), rng.randrange(0, 12, 4)
                lines.append(rng.choice(_MEMORY).format(a=rng.randrange(8), b=rng.randrange(8), s=rng.randrange(8),
                                                        p=p, p1=p + 1, q=q, q3=q + 3, r=r, r3=r + 3))
        for encoded in encoded_lines(with_random_branches(lines, rng, rng.choice((5, 12, 30)), 4), arch, "clauses.s"):
            pruned, every = _pruned_and_every(encoded, arch, True)
            assert pruned == every
            found += sum("clause" in r[1][1] for r in every)
    assert found >= 20
