"""masm against LLVM's own AMDGPU MC tests (tests/corpus/llvm_mc/, judged by llvm-mc 14 through
tools/gen_llvm_mc_corpus.py): valid lines byte-exact, invalid lines rejected with an AssemblyError located on the
line, except the differences README.md lists under 'Where masm deliberately differs from llvm-mc 14'."""
from __future__ import annotations

import pytest

from masm.isa.plain import assemble_plain
from masm.isa.table import MNEMONIC_ALIASES, mnemonics

from llvm_mc_corpus import ARCHES, disagreements, held_out, load, load_deliberate


@pytest.mark.parametrize("arch", ARCHES)
def test_llvm_mc_corpus_agrees(arch):
    rows = load(arch)
    deliberate = load_deliberate()
    checked = [r for r in rows if (arch, r.text) not in deliberate]
    bad = disagreements(arch, checked)
    assert not bad, f"{len(bad)} of {len(checked)} lines differ:\n" + "\n".join(bad[:25])


def test_corpus_is_broad():
    rows = {arch: load(arch) for arch in ARCHES}
    assert sum(len(r) for r in rows.values()) >= 1000
    assert sum(row.verdict == "error" for r in rows.values() for row in r) >= 300
    for arch, r in rows.items():
        assert any(row.verdict == "ok" for row in r), arch
        assert 0.1 < sum(held_out(row) for row in r) / len(r) < 0.3, arch


def test_deliberate_differences_are_in_the_corpus_and_in_the_readme():
    import os
    readme = open(os.path.join(os.path.dirname(__file__), "..", "..", "README.md")).read()
    section = readme[readme.index("Where masm deliberately differs"):][:4000]
    for (arch, text), reason in load_deliberate().items():
        assert any(r.text == text for r in load(arch)), (arch, text)
        assert reason in section, reason


@pytest.mark.parametrize("arch", ["gfx908", "gfx90a"])
def test_mnemonic_aliases_are_instructions(arch):
    for alias, name in MNEMONIC_ALIASES.items():
        assert alias in mnemonics(arch) and name in mnemonics(arch)
    a = assemble_plain("v_accvgpr_read v1, a2\nv_accvgpr_write a1, v2\n", arch)
    b = assemble_plain("v_accvgpr_read_b32 v1, a2\nv_accvgpr_write_b32 a1, v2\n", arch)
    assert a == b


def test_invalid_line_error_is_located_in_a_file():
    """An invalid corpus line inside a file: the error names that file and line."""
    bad = next(r for r in load("gfx803") if r.verdict == "error" and r.text.startswith("s_sendmsg"))
    with pytest.raises(Exception) as exc:
        assemble_plain("s_nop 0\n" + bad.text + "\n", "gfx803", filename="k.s")
    d = exc.value.diagnostics[0]
    assert (d.file, d.line) == ("k.s", 2) and 1 <= d.column <= len(bad.text)
