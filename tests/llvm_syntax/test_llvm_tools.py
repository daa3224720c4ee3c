"""The other commands on LLVM-syntax files: `masm expand` and `--format asm` write what llvm-mc + ld.lld build into
the same code object, `masm lint` finds nothing to say about clean compiler output, the listing covers every
section, and the command line takes the target from the file."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

import masm

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "compiler"))

from compiler_corpus import corpus_files  # noqa: E402
from llvm_syntax_helpers import differences, missing_tools, reference_code_object  # noqa: E402
from test_llvm_directives import HAND_WRITTEN  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SAMPLES = [e for e in corpus_files(opt="O2") if e.arch in ("gfx900", "gfx90a") and e.source in
           ("vector_ops", "lds_reduce", "private_calls", "rodata_tables")]


def _corpus_text(name: str) -> tuple[str, str]:
    entry = next(e for e in corpus_files() if e.name == name)
    return entry.text(), entry.path


@pytest.mark.parametrize("how", ["expand", "asm"])
def test_expanded_text_builds_the_same_code_object_with_llvm(how, tmp_path):
    for source, name in [(HAND_WRITTEN, "hand.s")] + [(e.text(), e.name) for e in SAMPLES[:2]]:
        version = 19 if ".amdhsa_code_object_version" in source else 14
        why = missing_tools(version)
        if why:
            pytest.skip(why)
        program = masm.build(source, filename=name)
        text = masm.expand(source, filename=name) if how == "expand" else program.asm
        path = tmp_path / "expanded.s"
        path.write_text(text)
        assert differences(program.code_object, reference_code_object(str(path), tmp_path, version)) == [], name


@pytest.mark.parametrize("entry", SAMPLES, ids=lambda e: e.name)
def test_lint_finds_nothing_in_clean_compiler_output(entry):
    assert masm.lint(entry.text(), filename=entry.path) == []


def test_lint_reports_what_the_build_reports():
    bad = HAND_WRITTEN.replace("v_lshlrev_b32 v1, 2, v0", "s_add_u32 s0, s0, tbl@rel32@lo+4")
    found = [(d.severity, d.line, d.message) for d in masm.lint(bad, filename="k.s")]
    assert found == [("error", 9, "undefined symbol 'tbl'")]


def test_listing_shows_every_section():
    source = HAND_WRITTEN + ".data\nvalues:\n  .long 1, 2\n"
    listing = masm.build(source, filename="k.s").listing
    sections = {ln.section for ln in listing}
    assert {".text", ".rodata", ".data"} <= sections
    data = [ln for ln in listing if ln.section == ".data" and ln.data]
    assert data[0].address == 0 and data[0].data == bytes.fromhex("0100000002000000")


def test_command_line_takes_the_arch_from_the_file(tmp_path):
    path = tmp_path / "k.s"
    path.write_text(HAND_WRITTEN.replace("gfx900", "gfx906"))
    env = dict(os.environ, PYTHONPATH=ROOT)
    out = subprocess.run([sys.executable, "-m", "masm.cli", "build", str(path), "--json", "-o",
                          str(tmp_path / "k.hsaco")], capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr
    assert '"arch": "gfx906"' in out.stdout
    wrong = subprocess.run([sys.executable, "-m", "masm.cli", "build", str(path), "--arch", "gfx900", "-o",
                            str(tmp_path / "k2.hsaco")], capture_output=True, text=True, env=env)
    assert wrong.returncode == 1 and "is for gfx906 (.amdgcn_target) but is built for gfx900" in wrong.stderr
    assert not (tmp_path / "k2.hsaco").exists()
