"""Compiler outputs that once built differently from llvm-mc + ld.lld or did not round-trip (tests/llvm_syntax/compiler,
see its README): each builds with masm into the code object the LLVM that wrote it builds, and that code object
disassembles and builds back with masm to itself."""
from __future__ import annotations

import glob
import os

import pytest

import masm
from masm.codeobject.disassembly import disassemble_code_object
from masm.codeobject.reader import read_code_object

from llvm_syntax_helpers import differences, llvm_version, missing_tools, processor, reference_code_object
from test_llvm_round_trip import round_trip_differences

FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "compiler")
FILES = sorted(glob.glob(os.path.join(FOLDER, "*.s")))


@pytest.mark.parametrize("path", FILES, ids=os.path.basename)
def test_same_code_object_and_round_trip(path, tmp_path):
    source = open(path).read()
    why = missing_tools(llvm_version(source))
    if why:
        pytest.skip(why)
    reference = reference_code_object(path, tmp_path)
    program = masm.build(source, filename=path)
    assert differences(program.code_object, reference) == []
    if ".cfi_sections" in source:        # -g: the one warning that the debug information is left out
        assert [(d.line, d.message.split(":")[0]) for d in program.warnings] == [
            (source[:source.index("\t.file\t0")].count("\n") + 1, "debug information ignored")]
    arch = processor(source).split(":")[0]
    again = masm.build(disassemble_code_object(read_code_object(reference, "ref.hsaco"), arch), filename="rt.s")
    assert round_trip_differences(again.code_object, reference) == []


def test_the_regression_corpus_holds_what_it_was_kept_for():
    texts = {os.path.basename(p): open(p).read() for p in FILES}
    assert ".section\t.data.rel.ro" in texts["clang19-gfx90a-ptr_tables.s"]
    assert "!str n" in texts["clang14-gfx900-calls.arginfo.s"]
    assert "\t.hidden\tpoly" in texts["clang14-gfx900-calls.s"]
    for name in ("clang14-gfx900-calls.g.s", "clang19-gfx90a-calls.g.O0.s", "clang19-gfx942-hip_kernels.g.s"):
        assert "\t.cfi_sections .debug_frame" in texts[name] and "\t.section\t.debug_info" in texts[name]
    assert "\t.uleb128 " in texts["clang14-gfx900-calls.g.s"]
    assert "\t.quad\t_ZZ6reducePfPKfE1s" in texts["clang19-gfx942-hip_kernels.g.s"]
    assert "\t.amdhsa_code_object_version 6\n" in texts["clang19-gfx942-hip_kernels.cov6.s"]
