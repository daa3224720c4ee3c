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


# a hand-written file as AMDGPUUsage writes one: the kernel left at default visibility (`.amdhsa_kernel` makes it
# protected and gives k.kd the default it had), a loaded section and a non-loaded one of its own
HAND_WRITTEN = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
\t.text
\t.globl k
\t.p2align 8
\t.type k,@function
k:
\ts_endpgm
\t.section .notes_of_mine,"",@progbits
\t.long 0x12345678
\t.asciz "built by hand"
\t.section .table,"a",@progbits
\t.long 7
\t.rodata
\t.p2align 6
\t.amdhsa_kernel k
\t.amdhsa_next_free_vgpr 1
\t.amdhsa_next_free_sgpr 1
\t.end_amdhsa_kernel
"""


def _reference(source: str, tmp_path, *link_flags) -> bytes:
    from llvm_syntax_helpers import LD_LLD, LLVM_MC
    import subprocess
    if not LLVM_MC[14] or not LD_LLD[14]:
        pytest.skip("llvm-mc and ld.lld 14 are needed")
    (tmp_path / "ref.s").write_text(source)
    subprocess.run([LLVM_MC[14], "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", str(tmp_path / "ref.s"),
                    "-o", str(tmp_path / "ref.o")], check=True, capture_output=True)
    subprocess.run([LD_LLD[14], "-shared", *link_flags, str(tmp_path / "ref.o"), "-o", str(tmp_path / "ref.co")],
                   check=True, capture_output=True)
    return (tmp_path / "ref.co").read_bytes()


def test_a_hand_written_code_objects_own_sections_and_visibility_come_back():
    """The non-loaded section was left out of the disassembly, and k.kd came back protected (the disassembly declared
    k protected before its `.amdhsa_kernel`)."""
    original = masm.build(HAND_WRITTEN, filename="k.s").code_object
    assert Elf(original).section(".notes_of_mine").data == b"\x78\x56\x34\x12built by hand\0"
    text = disassemble_code_object(read_code_object(original, "k.hsaco"), "gfx900")
    assert "\t.protected\tk" not in text
    again = masm.build(text, filename="rt.s").code_object
    assert round_trip_differences(again, original) == []


def test_the_hand_written_code_object_is_llvms_and_round_trips_from_llvms(tmp_path):
    reference = _reference(HAND_WRITTEN, tmp_path)
    assert differences(masm.build(HAND_WRITTEN, filename="k.s").code_object, reference) == []
    text = disassemble_code_object(read_code_object(reference, "ref.co"), "gfx900")
    assert round_trip_differences(masm.build(text, filename="rt.s").code_object, reference) == []


def test_a_code_object_with_debug_information_says_what_its_disassembly_leaves_out(tmp_path):
    """Linked without --strip-debug: the DWARF sections are named in a comment, and the disassembly builds into what
    ld.lld --strip-debug makes."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "compiler", "clang14-gfx900-calls.g.s")
    source = open(path).read()
    with_dwarf = _reference(source, tmp_path)
    stripped = _reference(source, tmp_path, "--strip-debug")
    text = disassemble_code_object(read_code_object(with_dwarf, "g.co"), "gfx900")
    said = [ln for ln in text.splitlines() if ln.startswith("; left out:")]
    assert len(said) == 1 and said[0].endswith("): masm writes no DWARF")
    dwarf = said[0][len("; left out: the debug information ("):-len("): masm writes no DWARF")].split(", ")
    assert sorted(dwarf) == sorted(s.name for s in Elf(with_dwarf).sections if s.name.startswith(".debug"))
    assert round_trip_differences(masm.build(text, filename="rt.s").code_object, stripped) == []


def test_an_instruction_masm_cannot_write_back_is_kept_as_its_words():
    """gfx90a's MTBUF scc bit (llvm-mc 14 prints it, takes it nowhere): the disassembly writes the instruction's two
    words with its text in a comment (it wrote the first word, and read the second as a v_cndmask_b32 whose v144 the
    rebuilt descriptor was then warned about); the rebuilt code object is the same."""
    source = HAND_WRITTEN.replace("gfx900", "gfx90a").replace(
        "\ts_endpgm\n", "\t.long 0xe8200004, 0x01210100\n\ts_endpgm\n", 1).replace(
        ".amdhsa_next_free_sgpr 1\n", ".amdhsa_next_free_sgpr 8\n\t.amdhsa_accum_offset 4\n")
    original = masm.build(source, filename="k.s").code_object
    text = disassemble_code_object(read_code_object(original, "k.hsaco"), "gfx90a")
    assert ("\t.long\t0xe8200004, 0x01210100\t; tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32] "
            "offset:4 scc (kept as words: not written back by its text)") in text.splitlines()
    again = masm.build(text, filename="rt.s")
    assert round_trip_differences(again.code_object, original) == [] and again.warnings == []
