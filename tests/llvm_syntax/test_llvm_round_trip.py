"""Round trip: `masm disasm` of every compiler code object of tests/compiler (clang-14 and clang-19, every arch)
re-assembles with `masm build` into the code object it was read from.  Not only the `.text`, the kernel descriptors
and the metadata: every loaded byte, the ELF and program headers, the section headers and the symbol tables are the
same; the one freedom is the order of names in `.strtab` (the order the compiler first named the symbols, which a
linked code object does not record), so the symbol tables are compared symbol by symbol."""
from __future__ import annotations

import os
import sys

import pytest
from click.testing import CliRunner

import masm
from masm.cli import main
from masm.codeobject.disassembly import disassemble_code_object
from masm.codeobject.reader import read_code_object

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "compiler"))

from compiler_corpus import corpus_files, reference_code_object, reference_object  # noqa: E402
from llvm_syntax_helpers import Elf, differences  # noqa: E402

FILES = corpus_files()
def round_trip_differences(rebuilt: bytes, original: bytes) -> list[str]:
    """What differs between two code objects, but the linker's name in `.comment` and the order of `.strtab`."""
    out = [d for d in differences(rebuilt, original)
           if not d.startswith(("section .symtab bytes", "section .strtab bytes", "section .dynstr bytes"))]
    a, b = Elf(rebuilt), Elf(original)
    for table in (".symtab", ".dynsym"):
        if a.symbols(table) != b.symbols(table):
            out.append(f"{table}: {a.symbols(table)} != {b.symbols(table)}")
    if sorted(a.section(".strtab").data.split(b"\0")) != sorted(b.section(".strtab").data.split(b"\0")):
        out.append(".strtab holds other names")
    return out


@pytest.mark.parametrize("entry", FILES, ids=lambda e: e.name)
def test_disasm_of_a_compiler_code_object_builds_back_with_masm(entry):
    original, why = reference_code_object(entry)
    if original is None:
        pytest.skip(why)
    source = disassemble_code_object(read_code_object(original, "in.hsaco"), entry.arch)
    program = masm.build(source, filename="round-trip.s")
    assert program.arch == entry.arch and [k.name for k in program.kernels] == list(entry.kernels)
    assert round_trip_differences(program.code_object, original) == []
    # the descriptor fields come back as the compiler wrote them: no register warning the compiler's file has not
    assert [w.message for w in program.warnings if "(.amdhsa_next_free" in w.message] == []


def test_the_documented_commands_round_trip(tmp_path):
    """README/docs/CLI.md: `masm disasm K.hsaco > K.s && masm build K.s -o K2.hsaco` gives K.hsaco back."""
    entry = next(e for e in FILES if e.name == "clang14/gfx900/rodata_tables.s")
    original, why = reference_code_object(entry)
    if original is None:
        pytest.skip(why)
    (tmp_path / "k.hsaco").write_bytes(original)
    runner = CliRunner()
    listing = runner.invoke(main, ["disasm", str(tmp_path / "k.hsaco")])
    assert listing.exit_code == 0, listing.output
    assert "; re-assemble: masm build FILE.s -o FILE.hsaco" in listing.output
    (tmp_path / "k.s").write_text(listing.output)
    built = runner.invoke(main, ["build", str(tmp_path / "k.s"), "-o", str(tmp_path / "k2.hsaco"), "--quiet"])
    assert built.exit_code == 0, built.output
    assert round_trip_differences((tmp_path / "k2.hsaco").read_bytes(), original) == []


RELOCATABLE = [e for e in FILES if e.arch == "gfx900" or (e.clang == "clang19" and e.arch == "gfx90a")]


@pytest.mark.parametrize("entry", RELOCATABLE, ids=lambda e: e.name)
def test_disasm_of_a_relocatable_object_builds_with_masm_as_ld_lld_links_it(entry):
    """llvm-mc's `.o` (code with relocations): `masm build` of its disassembly is what `ld.lld -shared` makes of it."""
    obj, why = reference_object(entry)
    linked, _ = reference_code_object(entry)
    if obj is None or linked is None:
        pytest.skip(why)
    program = masm.build(disassemble_code_object(read_code_object(obj, "in.o"), entry.arch), filename="rt.s")
    assert round_trip_differences(program.code_object, linked) == []
