"""The graph of a kernel's lines after layout changed some of their bytes (patched branch offsets, branches relaxed
into long jumps, in place): the kept graph brought up to date (`cfg._updated`, what the report's register pressure
reads after a build with --long-branches) is the graph a fresh build of the lines makes, field by field."""
from __future__ import annotations

import os
import random
import sys

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from checks_helpers import with_random_branches
from deletions import encoded_lines

from masm import api
from masm.checks import cfg

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "tools"))
from bench_plain import make_source  # noqa: E402

# instructions a line's bytes may become: ends, branches, a call, a long jump's words, an 8-byte word
_OTHERS = """\
  s_endpgm
  s_branch 0
  s_cbranch_scc1 0
  s_setpc_b64 s[4:5]
  s_swappc_b64 s[4:5], s[6:7]
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, 0x12345
  s_waitcnt vmcnt(0) lgkmcnt(0)
  global_load_dword v1, v[2:3], off
  v_add_f32 v1, 0x40400000, v2
"""


def _words(arch: str) -> list:
    """(bytes, table entry) of instructions a line may become, and a long jump's words in one line (read by the
    decoder: a relaxed branch's)."""
    lines = encoded_lines(_OTHERS, arch, "o.s")[0]
    words = [(bytes(ln.data), ln.defn) for ln in lines if ln.kind == "code" and ln.data]
    return words + [(words[5][0] + words[6][0] + words[3][0], None)]


@pytest.fixture(autouse=True)
def _own_caches():
    """The facts cache and the kept graph as they were: a line's bytes changed here stay its own."""
    kept = {family: dict(known) for family, known in cfg._FACTS.items()}
    yield
    cfg._FACTS.clear()
    cfg._FACTS.update(kept)
    cfg._LAST.clear()


def _same(got, fresh) -> None:
    assert len(got.instrs) == len(fresh.instrs)
    for a, b in zip(got.instrs, fresh.instrs):
        assert a.index == b.index and a.line is b.line and a.facts == b.facts
    assert [(b.start, b.end, b.succs, b.preds) for b in got.blocks] == \
        [(b.start, b.end, b.succs, b.preds) for b in fresh.blocks]
    assert (got.entries, got.callees, got.family, got.arch, got.directives) == \
        (fresh.entries, fresh.callees, fresh.family, fresh.arch, fresh.directives)
    assert list(got.by_kind.items()) == list(fresh.by_kind.items())          # (the order too)
    assert got.facts == fresh.facts and got.datas == fresh.datas
    assert (got.labels, got.targets, got.functions, got.kernels) == \
        (fresh.labels, fresh.targets, fresh.functions, fresh.kernels)
    assert cfg.columns(got) == cfg.columns(fresh)


def _kernel(seed: int, arch: str, block: int) -> list:
    rng = random.Random(seed)
    lines = [ln.strip() for ln in make_source(100, seed, arch).splitlines()
             if ln.strip() and not ln.lstrip().startswith(("//", ".", "s_endpgm")) and not ln.rstrip().endswith(":")]
    return encoded_lines(with_random_branches(lines, rng, block, 4), arch, "u.s")[0]


@given(seed=st.integers(0, 10 ** 6), arch=st.sampled_from(("gfx900", "gfx90a", "gfx942")), block=st.integers(2, 12),
       changes=st.integers(1, 8), with_columns=st.booleans())
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_updated_graph_is_the_fresh_graph(seed, arch, block, changes, with_columns):
    """Random instructions of random code in random loops take other bytes (ends, branches, calls, long jumps,
    instructions of other kinds and sizes, with or without the long-branch mark): the kept graph brought up to date
    is a fresh build's, and `build_graph` gives it."""
    rng = random.Random(seed)
    lines = _kernel(seed, arch, block)
    kept = cfg.build_graph(lines, arch)
    if with_columns:
        cfg.columns(kept)
    code = [ln for ln in lines if ln.kind == "code"]
    pool = _words(arch) + [(bytes(ln.data), ln.defn) for ln in code]

    def becomes(ln, word):                                       # (as layout changes a line: its bytes, a table
        ln.data, ln.defn = word                                  # entry that reads them or the decoder's mark)
        ln.long_branch = word[1] is None or rng.random() < 0.3
    size = sum(len(ln.data) for ln in lines)
    for _ in range(changes):
        becomes(rng.choice(code), rng.choice(pool))
    while sum(len(ln.data) for ln in lines) == size:             # (a size that changes: the kept graph is redone)
        becomes(code[0], rng.choice([w for w in pool if len(w[0]) != len(code[0].data)]))
    got = cfg.build_graph(lines, arch)
    assert got is not kept and cfg._updated(kept, lines, arch) is not None
    _same(got, cfg._build_graph(lines, arch))


def test_lines_that_are_no_longer_the_same_instructions_are_built_afresh():
    """An instruction that became empty, or lines added: the graph is built afresh (`_updated` declines)."""
    lines = _kernel(3, "gfx900", 5)
    kept = cfg.build_graph(lines, "gfx900")
    code = [ln for ln in lines if ln.kind == "code"]
    code[4].data = b""
    assert cfg._updated(kept, lines, "gfx900") is None
    _same(cfg.build_graph(lines, "gfx900"), cfg._build_graph(lines, "gfx900"))
    kept = cfg.build_graph(lines, "gfx900")
    lines.insert(3, lines[7])
    lines[3].data += b""
    assert cfg._updated(kept, lines, "gfx900") is None


def test_long_branches_build_reads_the_updated_graph(monkeypatch):
    """A build with --long-branches: the report's register pressure is read from the graph brought up to date
    after layout relaxed the branch (its long jump writes the SGPR pair it uses), the same as from a fresh graph."""
    updated = []
    update = cfg._updated
    monkeypatch.setattr(cfg, "_updated", lambda *args: updated.append(update(*args)) or updated[-1])
    body = "\n".join(f"  v_add_f32 v{i % 40 + 2}, v{(i * 7) % 40 + 2}, v{(i * 3) % 40 + 2}" for i in range(33_000))
    src = f"kernel k\nL0:\n  s_cmp_eq_u32 s5, 0\n  s_cbranch_scc1 far\n{body}\nfar:\n  s_branch L0\n  s_endpgm\nendkernel\n"
    program = api.build(src, "gfx900", long_branches=True, filename="far.masm")
    pressure = program.report["kernels"][0]["pressure"]
    assert len(updated) == 1 and updated[0] is not None
    kept = cfg._LAST[0]
    lines, graph = kept[0], kept[3]
    assert any(ln.long_branch for ln in lines) and graph.datas is not None
    from masm.checks.pressure import pressure as pressure_of
    fresh = pressure_of(cfg._build_graph(lines, "gfx900"))
    assert (pressure["sgprs"]["count"], pressure["vgprs"]["count"]) == (fresh.sgprs.count, fresh.vgprs.count)
    _same(graph, cfg._build_graph(lines, "gfx900"))
