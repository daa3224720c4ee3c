"""The static checks' shortcuts compute what the general path computes: an instruction's facts read through the table
entry the encoder used equal its facts read through the decoder, and a hazard selector that `hazards.GATES` does not
ask for an instruction's operation, class and encoding gives nothing for it, and one's `hazards.BATCHES` form gives what
it gives where the gate lets the instruction through, as its `hazards.KIND_BATCHES` form does for its kind."""
from __future__ import annotations

import os
import sys

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from checks_helpers import with_random_branches
from deletions import encoded_lines

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "compiler"))
sys.path.insert(0, os.path.join(ROOT, "tools"))

from bench_plain import make_branchy_source, make_source  # noqa: E402
from compiler_corpus import corpus_files  # noqa: E402

from masm.checks import cfg  # noqa: E402
from masm.checks.hazards import BATCHES, CONSUMER_BATCHES, CONSUMERS, GATES, KIND_BATCHES, PRODUCERS  # noqa: E402
from masm.checks.hazards import _FIELD_OF  # noqa: E402
from masm.targets import target  # noqa: E402

ARCHES = ("gfx803", "gfx900", "gfx908", "gfx90a", "gfx940")


def _code(lines):
    return [ln for ln in lines if ln.kind == "code" and ln.data]


def _both_ways(ln, arch):
    """(facts through the table entry, facts through the decoder) of one encoded line, caches cleared."""
    fam = target(arch).family
    cfg._FACTS.clear()
    by_entry = cfg.instruction_facts(bytes(ln.data), arch, fam, ln.defn)
    cfg._FACTS.clear()
    by_decoder = cfg.instruction_facts(bytes(ln.data), arch, fam, None)
    cfg._FACTS.clear()
    return by_entry, by_decoder


def _gates_hold(facts) -> None:
    kind = (facts.key, facts.cls, facts.encoding)
    for name, gate in GATES.items():
        selector = PRODUCERS.get(name) or CONSUMERS[name]
        if not gate(*kind):
            assert selector(facts) is None, (name, facts.name)
    for batches, selectors in ((BATCHES, PRODUCERS), (CONSUMER_BATCHES, CONSUMERS)):
        for name, (field, over) in batches.items():
            if GATES[name](*kind):
                assert over([getattr(facts, field)]) == [selectors[name](facts)], (name, facts.name)
    for name, by_kind in KIND_BATCHES.items():
        selector = PRODUCERS.get(name) or CONSUMERS[name]
        plan = by_kind(*kind)
        if plan is None:
            assert selector(facts) is None, (name, facts.name)
        else:
            field, over = plan
            assert over([_FIELD_OF[field](facts)]) == [selector(facts)], (name, facts.name)


@given(seed=st.integers(0, 10 ** 6), arch=st.sampled_from(ARCHES))
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_facts_by_table_entry_equal_facts_by_decoder(seed, arch):
    for lines in encoded_lines(make_source(60, seed, arch), arch, "gen.s"):
        for ln in _code(lines):
            by_entry, by_decoder = _both_ways(ln, arch)
            assert by_entry is not None and by_entry == by_decoder, ln.text
            _gates_hold(by_entry)


def test_facts_keep_the_word_and_make_fields_and_operands_when_asked():
    """Facts read through a table entry keep their word; their fields and operands, made when asked, are the
    decoder's (the dict and tuple it reads), and facts differing only in a register are unequal."""
    from masm.checks.facts import any_field_is, field_of
    arch = "gfx900"
    source = "v_add_f32 v0, v1, v2\nv_add_f32 v0, v1, v3\nbuffer_load_dword v5, v6, s[8:11], 0 offen\n" \
             "buffer_load_dword v5, off, s[8:11], 0\nv_mov_b32 v1, lds_direct\nds_write_b32 v1, v2 gds\n" \
             "s_load_dword s4, s[0:1], 0x0\n"
    for lines in encoded_lines(source, arch, "f.s"):
        got = [_both_ways(ln, arch) for ln in _code(lines)]
        for by_entry, by_decoder in got:
            assert type(by_entry.word) is int and type(by_decoder.word) is dict
            assert dict(by_entry.fields) == by_decoder.fields and by_entry.operands == by_decoder.operands
            assert by_entry.operands and any(m for _, _, m in by_entry.operands)
            for name in ("src0", "vsrc1", "gds", "offen", "nope"):
                assert field_of(by_entry, name) == field_of(by_decoder, name) == by_decoder.fields.get(name)
        assert got[0][0] != got[1][0] and got[0][0].operands != got[1][0].operands
        assert [op[0] for op in got[2][0].operands] == ["vdata", "vaddr", "srsrc", "soffset"]
        assert [op[0] for op in got[3][0].operands] == ["vdata", "srsrc", "soffset"]
        assert [any_field_is(f, ("src0", "src1", "src2"), 254) for f, _ in got[:5]] == [False] * 4 + [True]
        assert field_of(got[5][0], "gds") == 1 and field_of(got[4][0], "gds", 7) == 7


def test_block_ends_are_the_same_for_every_entry_of_a_kind():
    """cfg finds the instructions that end a block per `Facts.kind` (operation, class, encoding): every table entry
    of a kind agrees on the flags and operation that decide it."""
    from masm.checks.cfg import _ENDS
    from masm.checks.facts import _class
    from masm.isa.table import family_table
    for family in ("gfx8", "gfx9", "gfx90a", "gfx940"):
        ends: dict = {}
        for defn in family_table(family):
            for enc in (defn.fmt, defn.fmt + "_SDWA", defn.fmt + "_DPP"):
                kind = (defn.key, _class(defn, enc), enc)
                answer = "branch" in defn.flags or "indirect_branch" in defn.flags or defn.key in _ENDS
                assert ends.setdefault(kind, answer) == answer, (family, defn.name)


CORPUS = [e for e in corpus_files() if (e.clang, e.arch) in (("clang14", "gfx900"), ("clang14", "gfx908"),
                                                              ("clang14", "gfx90a"), ("clang19", "gfx940"))]


@pytest.mark.parametrize("entry", CORPUS, ids=lambda e: e.name)
def test_compiler_output_facts_and_gates(entry):
    for lines in encoded_lines(entry.text(), entry.arch, entry.name):
        for ln in _code(lines):
            by_entry, by_decoder = _both_ways(ln, entry.arch)
            assert by_entry == by_decoder, ln.text
            _gates_hold(by_entry)



def _solve_then_walk(graph, analysis, report) -> None:
    """The reference: solve to the fixpoint without reporting, then walk every block once more from its final entry
    state with reporting on (what dataflow.solve did before it kept each block's last walk)."""
    from masm.checks.dataflow import delivering
    report = delivering(report)
    blocks = graph.blocks
    state_in: list = [None] * len(blocks)
    work = list(graph.entries)
    analysis.prepare(graph)
    for n in work:
        state_in[n] = analysis.entry(n in graph.callees)
    while work:
        n = work.pop()
        state = analysis.enter(state_in[n], n)
        for i in range(blocks[n].start, blocks[n].end):
            state = analysis.step(state, graph.instrs[i], None)
        state = analysis.leave(state)
        for s in blocks[n].succs:
            old = state_in[s]
            new = analysis.copy(state) if old is None else analysis.join(old, state)
            if old is None or new != old:
                state_in[s] = new
                if s not in work:
                    work.append(s)
    for n, b in enumerate(blocks):
        if state_in[n] is not None:
            state = analysis.enter(state_in[n], n)
            for i in range(b.start, b.end):
                state = analysis.step(state, graph.instrs[i], report)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_reports_from_the_last_walks_equal_a_final_reporting_walk(seed):
    """dataflow.solve keeps each block's reports from its last walk; a separate walk from the final entry states
    must report exactly the same, in the same order, on files with loops and branches."""
    from masm.checks import dataflow
    from masm.checks.hazards import MissingWaitStates
    from masm.checks.waitcnt import MissingWaits
    arch = "gfx90a"
    for lines in encoded_lines(make_source(3000, seed, arch), arch, "gen.s"):
        graph = cfg.build_graph(lines, arch)
        for make in (lambda: MissingWaits(target(arch).isa.vmcnt_max),
                     lambda: MissingWaitStates(target(arch).hazards, soft_clauses=True)):
            kept: list = []
            dataflow.solve(graph, make(), lambda *a, **k: kept.append((a[0].index, a[1:], k)))
            again: list = []
            _solve_then_walk(graph, make(), lambda *a, **k: again.append((a[0].index, a[1:], k)))
            assert kept == again and kept


def _branchy_source(count: int, seed: int, arch: str) -> str:
    """`count` redrawn lines of the ISA corpus (every format, GDS and SMEM among them) in blocks of 40, each block
    ending now and then in a branch back to one of the last 8 labels: loops nested and crossing at random."""
    import random
    from bench_plain import _masm_accepts, _redrawn
    with open(os.path.join(ROOT, "tests", "corpus", f"{arch}.s")) as f:
        corpus = [c for c in (ln.split("//")[0].strip() for ln in f if not ln.startswith("//")) if c]
    corpus = [c for c in corpus if not c.startswith(("s_cbranch", "s_branch", "s_setpc", "s_swappc", "s_endpgm"))]
    rng = random.Random(seed)
    lines, _ = _masm_accepts([_redrawn(rng.choice(corpus), rng) for _ in range(count)], arch)
    return with_random_branches(lines, rng, 40, 8)


@pytest.mark.parametrize("shape, seed", [("crossing", 5), ("crossing", 6), ("mix", 7)])
def test_solving_order_changes_nothing_and_walks_each_block_a_few_times(shape, seed):
    """The solver takes blocks in weak topological order; on a file of crossing loops it reports exactly what
    the plain last-in-first-out order reports (the analyses' states join and age alike in any order: distances are
    not capped inside the states), and it walks each instruction a few times, not tens of times (a random file of
    60,000 lines with loops like these once walked every instruction 50 times in last-in-first-out order: 45 s of
    checks; bench_plain's mix, whose conditional branches go back up to 20 labels, 30 times when a back edge's
    target was walked again at once instead of in the next sweep: 40 s)."""
    from masm.checks import dataflow
    from masm.checks.expcnt import LateOperandReads
    from masm.checks.hazards import MissingWaitStates
    from masm.checks.waitcnt import MissingWaits
    arch = "gfx90a"
    source = _branchy_source(2400, seed, arch) if shape == "crossing" else make_source(4000, seed, arch)
    reported = 0
    for lines in encoded_lines(source, arch, "gen.s"):
        graph = cfg.build_graph(lines, arch)
        assert len(graph.blocks) > 60
        for make in (lambda: MissingWaits(target(arch).isa.vmcnt_max), LateOperandReads,
                     lambda: MissingWaitStates(target(arch).hazards, soft_clauses=True)):
            kept: list = []
            analysis = make()
            walked = [0]
            step = analysis.step

            def counting(state, instr, report):
                walked[0] += 1
                return step(state, instr, report)
            analysis.step = counting
            dataflow.solve(graph, analysis, lambda *a, **k: kept.append((a[0].index, a[1:], k)))
            again: list = []
            _solve_then_walk(graph, make(), lambda *a, **k: again.append((a[0].index, a[1:], k)))
            assert sorted(kept, key=repr) == sorted(again, key=repr)
            reported += len(kept)
            assert walked[0] <= 5 * len(graph.instrs), (type(analysis).__name__, walked[0], len(graph.instrs))
    assert reported


@pytest.mark.parametrize("seed", [11])
def test_loops_crossing_everywhere_are_settled_per_register_and_walked_once(seed):
    """Where loops cross everywhere (bench_plain's `branchy`: a conditional branch every 8 lines, to 20 labels before
    or after), whole blocks walked again for every change walked each block 6-17 times; MissingWaits settles its
    states per register (`settle`) and the solver walks each reached block once, reporting exactly what the
    reference does."""
    from masm.checks import dataflow
    from masm.checks.waitcnt import MissingWaits
    arch = "gfx900"
    for lines in encoded_lines(make_branchy_source(1600, seed, arch), arch, "gen.s"):
        graph = cfg.build_graph(lines, arch)
        analysis = MissingWaits(target(arch).isa.vmcnt_max)
        walks = [0]
        walk = analysis.walk

        def counting(state, instrs, start, end, report):
            walks[0] += report is not None          # (`settle` walks each block once from nothing, not reporting)
            return walk(state, instrs, start, end, report)
        analysis.walk = counting
        kept: list = []
        dataflow.solve(graph, analysis, lambda *a, **k: kept.append((a[0].index, a[1:], k)))
        assert walks[0] == len(graph.blocks)
        again: list = []
        _solve_then_walk(graph, MissingWaits(target(arch).isa.vmcnt_max),
                         lambda *a, **k: again.append((a[0].index, a[1:], k)))
        assert sorted(kept, key=repr) == sorted(again, key=repr) and kept

