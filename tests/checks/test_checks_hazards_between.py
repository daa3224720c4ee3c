"""gfx90a's three-instruction rule (`valu-dgemm-memory`: a VALU write, then an f64 MFMA, then a memory read of the
VGPR) reads copies of the VALU write's instances that the MFMA makes when it issues, each as old as the write.  The
hazard engine asks a consumer only within its rules' wait states after an instruction making an instance of their
source (hazards.MissingWaitStates.prepare); for this rule the copying MFMAs stand for the makers.  It must report
exactly what the engine keeping every role reports, on code where the three lie at random distances, in one block
and across loops."""
from __future__ import annotations

import random

import pytest

from checks_helpers import with_random_branches
from deletions import encoded_lines

from masm.checks import cfg, dataflow
from masm.checks.hazards import MissingWaitStates

_WRITES = ("v_add_f32 v{a}, v{b}, v{c}", "v_mov_b32 v{a}, v{b}", "v_accvgpr_write_b32 a{a}, v{b}")
_DGEMM = "v_mfma_f64_4x4x4f64 v[{p}:{p1}], v[40:41], v[42:43], v[{p}:{p1}]"
_READS = ("global_store_dword v[16:17], v{a}, off", "ds_write_b32 v{b}, v{a}", "ds_write_b32 v20, a{a}",
          "buffer_store_dword v{a}, v{b}, s[0:3], 0 offen", "global_load_dword v{b}, v[{a}:{a1}], off")
_FILLERS = ("s_add_u32 s{s}, s{s}, 1", "s_nop 0", "v_add_f32 v{f}, v{f}, v{f}", "s_nop 1")


def _source(seed: int, block: int) -> str:
    """A VALU write, an f64 MFMA and a memory read of the same register (or of others), 0 to 2 instructions no
    rule involves between each two (now and then 12), over and over."""
    rng = random.Random(seed)
    lines = []
    while len(lines) < 300:
        a = rng.randrange(0, 8, 2)
        regs = dict(a=a, a1=a + 1, b=8 + rng.randrange(8), c=rng.randrange(8), p=32 + rng.randrange(0, 8, 2))
        regs["p1"] = regs["p"] + 1
        parts = [rng.choice(_WRITES), _DGEMM, rng.choice(_READS)]
        if rng.random() < 0.3:
            parts.pop(rng.randrange(3))
        for part in parts:
            for _ in range(rng.choice((0, 0, 0, 1, 2, 12))):
                lines.append(rng.choice(_FILLERS).format(s=rng.randrange(8, 16), f=rng.randrange(24, 32)))
            lines.append(part.format(**regs))
    return with_random_branches(lines, rng, block, 4)


def _reports(graph, analysis) -> list:
    got: list = []
    dataflow.solve(graph, analysis, lambda *a, **k: got.append((a[0].index, a[1:], k)))
    return got


@pytest.mark.parametrize("block", (6, 25, 400))
def test_between_rule_pruned_reports_what_every_role_reports(block):
    between = asked = asked_every = 0
    for seed in range(6):
        for lines in encoded_lines(_source(seed, block), "gfx90a", "between.s"):
            cfg._LAST.clear()
            graph = cfg.build_graph(lines, "gfx90a")
            for soft in (False, True):
                pruned_engine = MissingWaitStates("gfx90a", soft_clauses=soft)
                every_engine = MissingWaitStates("gfx90a", soft_clauses=soft, every_role=True)
                pruned = _reports(graph, pruned_engine)
                every = _reports(graph, every_engine)
                assert pruned == every
                between += sum("valu-dgemm-memory" in r[1][1] for r in every)
                asked += sum(1 for role in pruned_engine.roles if role and role[1])
                asked_every += sum(1 for role in every_engine.roles if role and role[1])
    assert between >= 5                   # the rule is met, and found the same way
    if block > 6:                         # (in blocks of 6, every instruction is near a block's start)
        assert asked < asked_every        # consumers far from every producer and copy are not asked
