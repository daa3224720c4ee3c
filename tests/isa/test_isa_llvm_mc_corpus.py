"""masm against LLVM's own AMDGPU MC tests (tests/corpus/llvm_mc/, judged by llvm-mc 14 through
tools/gen_llvm_mc_corpus.py): valid lines byte-exact, invalid lines rejected with an AssemblyError located on the
line, except the differences README.md lists under 'Where masm deliberately differs from llvm-mc 14'."""
from __future__ import annotations

import os
import re
import sys

import pytest

from masm.diagnostics import AssemblyError

from masm.isa.plain import assemble_plain
from masm.isa.table import MNEMONIC_ALIASES, mnemonics

from llvm_mc_corpus import ARCHES, disagreements, held_out, load, load_deliberate


@pytest.mark.parametrize("arch", ARCHES)
def test_llvm_mc_corpus_agrees(arch):
    # (while issue 16 is being worked on, the held-out files are measured by tools/llvm_mc_agreement.py --held-out,
    # which prints no lines; this test checks the others)
    rows = [r for r in load(arch) if not held_out(r)]
    deliberate = load_deliberate()
    checked = [r for r in rows if (arch, r.text) not in deliberate]
    bad = disagreements(arch, checked)
    assert not bad, f"{len(bad)} of {len(checked)} lines differ:\n" + "\n".join(bad[:25])


def test_corpus_is_broad():
    rows = {arch: load(arch) for arch in ARCHES}
    assert sum(len(r) for r in rows.values()) >= 90_000
    assert sum(row.verdict == "error" for r in rows.values() for row in r) >= 5_000
    for arch, r in rows.items():
        assert sum(row.verdict == "ok" for row in r) >= 400, arch
        assert len({row.file for row in r}) >= 5, arch
        if os.environ.get("MASM_LLVM_MC_HIDE_HELD_OUT") != "1":
            assert 0.1 < sum(held_out(row) for row in r) / len(r) < 0.3, arch


_ERROR_FILE = re.compile(r"[-_]err(_pos)?[^/]*\.s$|[-_]errs\.s$")


@pytest.mark.parametrize("arch", ARCHES)
def test_error_files_are_refused_line_by_line(arch):
    """Each line of LLVM's error tests (`*-err.s`, `*_err.s`) that llvm-mc 14 refuses, assembled together as one
    file: masm reports an error located on every one of them (and nothing else)."""
    by_file: dict[str, list[str]] = {}
    for row in load(arch):
        if row.verdict == "error" and _ERROR_FILE.search(row.file) and not held_out(row):
            by_file.setdefault(row.file, []).append(row.text)
    assert sum(len(v) for v in by_file.values()) >= 10, by_file.keys()
    for name, lines in sorted(by_file.items()):
        with pytest.raises(AssemblyError) as exc:
            assemble_plain("".join(line + "\n" for line in lines), arch, filename=name)
        located = {d.line for d in exc.value.diagnostics if d.file == name and d.severity == "error"}
        missing = [(i, lines[i - 1]) for i in range(1, len(lines) + 1) if i not in located]
        assert not missing, f"{name}: no error on {missing[:10]}"


def test_deliberate_differences_are_in_the_corpus_and_in_the_readme():
    import os
    readme = open(os.path.join(os.path.dirname(__file__), "..", "..", "README.md")).read()
    section = readme[readme.index("Where masm deliberately differs"):][:4000]
    texts = {arch: {r.text for r in load(arch)} for arch in ARCHES}
    for (arch, text), reason in load_deliberate().items():
        assert text in texts[arch], (arch, text)
        assert reason in section, reason


LLVM15_SYNTAX = "LLVM 15+ syntax that clang 19 writes"


def test_llvm15_syntax_differences_are_llvm_mc_19_bytes():
    """The lines masm takes because LLVM 15+ takes them (llvm-mc 14 refuses them) get llvm-mc 19's bytes."""
    tools = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools")
    sys.path.insert(0, tools)
    try:
        from llvm_oracle import assemble, llvm_mc_of, use_llvm
    finally:
        sys.path.remove(tools)
    if llvm_mc_of(19) is None:
        pytest.skip("llvm-mc of LLVM 19 not found (apt-get install llvm-19)")
    by_arch: dict[str, list[str]] = {}
    for (arch, text), reason in load_deliberate().items():
        if reason == LLVM15_SYNTAX:
            by_arch.setdefault(arch, []).append(text)
    assert sum(len(v) for v in by_arch.values()) >= 20
    for arch, lines in by_arch.items():
        use_llvm(19)
        try:
            want = assemble(lines, arch)
        finally:
            use_llvm(None)
        for text, expected in zip(lines, want):
            assert assemble_plain(text, arch) == expected, (arch, text)


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
