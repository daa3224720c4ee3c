"""`masm disasm` of code objects: LLVM-syntax assembly that llvm-mc + ld.lld build back into the same `.text`, kernel
descriptors (entry offsets included), `.rodata` and metadata — for every compiler code object of the corpus and for
masm's own; the architecture from the ELF header; labels at branch targets; data as data."""
from __future__ import annotations

import os
import re
import sys

import pytest
from click.testing import CliRunner

import masm
from masm.cli import main
from masm.codeobject.disassembly import disassemble_code_object
from masm.codeobject.reader import read_code_object

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "compiler"))
from compiler_corpus import (assemble_and_link, corpus_files, oracle, reference_code_object,  # noqa: E402
                             reference_object)

from codeobject_helpers import ARCHES, PROBE  # noqa: E402

SUPPORTED = set(ARCHES)
FILES = [e for e in corpus_files() if e.arch in SUPPORTED]


def assert_same_code_object(original: bytes, rebuilt: bytes) -> None:
    a, b = read_code_object(original, "original"), read_code_object(rebuilt, "rebuilt")
    text = [(s.name, a.section_data(s)) for s in a.text_sections()]
    assert text == [(s.name, b.section_data(s)) for s in b.text_sections()]
    assert [(k.name, k.descriptor, k.code_address) for k in a.kernels()] == \
        [(k.name, k.descriptor, k.code_address) for k in b.kernels()]
    for name in (".rodata", ".data", ".bss"):
        sa, sb = a.section(name), b.section(name)
        assert (sa is None) == (sb is None), name
        if sa is not None:
            assert (sa.addr, sa.size, a.section_data(sa)) == (sb.addr, sb.size, b.section_data(sb)), name
    assert a.metadata == b.metadata
    assert a.e_flags == b.e_flags


def _round_trip(tmp_path, data: bytes, arch: str, clang: str) -> bytes:
    co = read_code_object(data, "in.hsaco")
    source = tmp_path / "rt.s"
    source.write_text(disassemble_code_object(co, arch))
    built, why = assemble_and_link(str(source), arch, clang, str(tmp_path))
    if built is None:
        pytest.skip(why)
    with open(built, "rb") as f:
        return f.read()


@pytest.mark.parametrize("entry", FILES, ids=lambda e: e.name)
def test_compiler_code_objects_round_trip_through_llvm_mc_and_ld_lld(tmp_path, entry):
    ref, why = reference_code_object(entry)
    if ref is None:
        pytest.skip(why)
    assert_same_code_object(ref, _round_trip(tmp_path, ref, entry.arch, entry.clang))


def _resolved_relocations(co) -> set:
    """Every relocation as (section, offset, type, target section, target offset): what it patches and with what."""
    out = set()
    for index, entries in co.relocations.items():
        for r in entries:
            target = (r.symbol.value if r.symbol is not None else 0) + r.addend
            out.add((co.sections[index].name, r.offset, r.type, co.sections[r.section].name, target))
    return out


RELOCATABLE = [e for e in FILES if e.arch == "gfx900" or (e.clang == "clang19" and e.arch == "gfx90a")]


@pytest.mark.parametrize("entry", RELOCATABLE, ids=lambda e: e.name)
def test_relocatable_objects_round_trip_with_their_relocations(tmp_path, entry):
    """llvm-mc's own .o (no linker): code with zeroed literals and relocations, descriptors with REL64 entries."""
    import subprocess
    obj, why = reference_object(entry)
    if obj is None:
        pytest.skip(why)
    co = read_code_object(obj, "in.o")
    source = tmp_path / "rt.s"
    source.write_text(disassemble_code_object(co, entry.arch))
    mc = oracle(entry.clang)[0][0]
    built = subprocess.run([mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={entry.arch}", "-filetype=obj", str(source),
                            "-o", "-"], capture_output=True, timeout=120)
    assert built.returncode == 0, built.stderr.decode()
    again = read_code_object(built.stdout, "rt.o")
    assert [co.section_data(s) for s in co.text_sections()] == [again.section_data(s) for s in again.text_sections()]
    assert [(k.name, k.descriptor) for k in co.kernels()] == [(k.name, k.descriptor) for k in again.kernels()]
    assert co.metadata == again.metadata
    assert _resolved_relocations(co) == _resolved_relocations(again) and co.relocations


@pytest.mark.parametrize("arch", ARCHES)
def test_masm_code_objects_round_trip_through_llvm_mc_and_ld_lld(tmp_path, arch):
    data = masm.build(PROBE, arch, filename="probe.masm").code_object
    rebuilt = _round_trip(tmp_path, data, arch, "clang14")
    a, b = read_code_object(data), read_code_object(rebuilt)
    assert [s_data for s_data in map(a.section_data, a.text_sections())] == \
        [s_data for s_data in map(b.section_data, b.text_sections())]
    ka, kb = a.kernels(), b.kernels()
    assert [k.descriptor[:16] + k.descriptor[24:] for k in ka] == [k.descriptor[:16] + k.descriptor[24:] for k in kb]
    assert a.metadata == b.metadata


def test_the_listing_has_kernels_labels_data_and_metadata(tmp_path):
    entry = next(e for e in FILES if e.clang == "clang14" and e.arch == "gfx900" and e.opt == "O2"
                 and "table" in e.text() and "@rel32@lo" in e.text())
    ref, why = reference_code_object(entry)
    if ref is None:
        pytest.skip(why)
    path = tmp_path / "k.co"
    path.write_bytes(ref)
    r = CliRunner().invoke(main, ["disasm", str(path)])
    assert r.exit_code == 0, r.output
    out = r.output
    assert '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"' in out
    for kernel in entry.kernels:
        assert f"\t.globl\t{kernel}\n" in out and f"\n{kernel}:\n" in out and f"\t.amdhsa_kernel {kernel}\n" in out
    # every branch goes to a label, every label is defined once
    branches = re.findall(r"\ts_(?:c)?branch\w* (\S+)", out)
    assert branches and all(b.startswith(".LBB") for b in branches)
    labels = re.findall(r"^(\.LBB\d+_\d+):$", out, re.M)
    assert set(branches) <= set(labels) and len(labels) == len(set(labels))
    # a compiler's PC-relative data access names its symbol, as clang wrote it
    assert set(re.findall(r"@rel32@(?:lo|hi)[+-]\d+", out)) == set(re.findall(r"@rel32@(?:lo|hi)[+-]\d+",
                                                                             entry.text()))
    assert "\t.amdgpu_metadata\n---\n" in out and "\t.end_amdgpu_metadata\n" in out
    assert "\t.section\t.rodata" in out


def test_raw_code_still_disassembles_one_instruction_a_line(tmp_path):
    code = masm.assemble("s_mov_b32 s0, 1\ns_endpgm", "gfx906")
    path = tmp_path / "k.bin"
    path.write_bytes(code)
    r = CliRunner().invoke(main, ["disasm", str(path), "--arch", "gfx906"])
    assert r.exit_code == 0 and r.output == "s_mov_b32 s0, 1\ns_endpgm\n"
    r = CliRunner().invoke(main, ["disasm", str(path), "--offset", "99"])
    assert r.exit_code == 2 and "--offset 99 is outside the 8 bytes" in r.output
