"""`masm disasm`, `masm report` and `masm run` on inputs they cannot use: a clear error with exit status 1 (2 for
usage errors), never a traceback, nothing allocated that the machine does not have."""
from __future__ import annotations

import struct

import pytest
from click.testing import CliRunner

from masm.cli import main

from codeobject_helpers import masm_object

DAXPY = """kernel daxpy
  args n:u32, a:f64, x:ptr, y:ptr, z:ptr
  s_endpgm
endkernel
"""


def _invoke(*args):
    r = CliRunner().invoke(main, [str(a) for a in args])
    assert "Traceback" not in r.output and not isinstance(r.exception, (TypeError, ValueError, OverflowError,
                                                                         MemoryError, KeyError, IndexError))
    return r


@pytest.mark.parametrize("command", ["disasm", "report", "run"])
def test_a_damaged_elf_is_a_located_error(tmp_path, command):
    data = bytearray(masm_object("gfx900"))
    struct.pack_into("<Q", data, 0x28, (1 << 64) - 1)
    path = tmp_path / "bad.hsaco"
    path.write_bytes(data)
    r = _invoke(command, path)
    assert r.exit_code == 1
    headers = struct.unpack_from("<H", data, 0x3C)[0]
    assert r.output.splitlines()[0] == (f"{path}:1:41: error: the section header table (offset 0xffffffffffffffff, "
                                        f"{headers} headers) lies past the end of the file ({len(data)} bytes)")
    assert len(r.output.splitlines()) == 1            # no "source line" of a binary file


@pytest.mark.parametrize("command", ["disasm", "report"])
def test_truncated_files_are_located_errors(tmp_path, command):
    data = masm_object("gfx900")
    for size in (4, 40, 63, 64, 100, 1000, len(data) - 1):
        path = tmp_path / f"cut{size}.hsaco"
        path.write_bytes(data[:size])
        r = _invoke(command, path)
        assert r.exit_code == 1, (size, r.output)
        assert r.output.startswith(f"{path}:1:"), r.output


def test_disasm_of_a_text_file_and_of_an_empty_file(tmp_path):
    text = tmp_path / "k.masm"
    text.write_text("kernel k\n  s_endpgm\nendkernel\n")
    r = _invoke("disasm", text)
    assert r.exit_code == 1
    assert r.output == f"{text}:1:1: error: {text} is text, not code bytes or a code object (to assemble a source, " \
                       "use masm build)\n"
    empty = tmp_path / "empty.bin"
    empty.write_bytes(b"")
    r = _invoke("disasm", empty)
    assert r.exit_code == 1 and "is empty: there is nothing to disassemble" in r.output
    r = _invoke("report", text)
    assert r.exit_code == 1
    assert "is not a code object (an AMDGPU ELF file or offload bundle); `masm build` reports on a source" in r.output


def test_an_elf_for_another_machine_is_refused(tmp_path):
    data = bytearray(masm_object("gfx900"))
    struct.pack_into("<H", data, 18, 62)               # EM_X86_64
    path = tmp_path / "x86.o"
    path.write_bytes(data)
    r = _invoke("disasm", path)
    assert r.exit_code == 1 and "error: not an AMDGPU code object (ELF machine 62, AMDGPU is 224)" in r.output


def test_the_architecture_comes_from_the_code_object(tmp_path):
    path = tmp_path / "k.hsaco"
    path.write_bytes(masm_object("gfx906"))
    r = _invoke("disasm", path, "--arch", "gfx900")
    assert r.exit_code == 1
    assert f"{path}:1:49: error: {path} is a gfx906 code object (ELF e_flags), not gfx900: leave out --arch, or " \
           "add --force-arch to read it as gfx900" in r.output
    r = _invoke("disasm", path, "--arch", "gfx900", "--force-arch")
    assert r.exit_code == 0 and '.amdgcn_target "amdgcn-amd-amdhsa--gfx906' in r.output
    assert _invoke("disasm", path).exit_code == 0


@pytest.mark.parametrize("grid, block, message", [
    ("65536,65536", "64", "grid (65536, 65536, 1) of blocks (64, 1, 1) is 274,877,906,944 work-items; a dispatch "
                          "has fewer than 2^32 (4,294,967,296)"),
    ("4194304", "1024", "is 4,294,967,296 work-items; a dispatch has fewer than 2^32"),
    ("1", "2048", "block (2048, 1, 1) has 2,048 work-items; a workgroup has at most 1024"),
])
def test_run_refuses_grids_the_hardware_cannot_dispatch(tmp_path, grid, block, message):
    src = tmp_path / "d.masm"
    src.write_text(DAXPY.replace("args", "numthreadpergroup 1024\n  args"))
    r = _invoke("run", src, "--grid", grid, "--block", block, "--arg", "1", "--arg", "2", "--arg", "x:f64[4]",
                "--arg", "y:f64[4]", "--arg", "z:f64[4]")
    assert r.exit_code == 1 and message in r.output, r.output
    assert not (tmp_path / "z.npy").exists()


def test_run_refuses_arrays_it_cannot_have_before_allocating(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    src = tmp_path / "d.masm"
    src.write_text(DAXPY)
    r = _invoke("run", src, "--arg", "1", "--arg", "2", "--arg", "out:f64[99999999999999]", "--arg", "y:f64[4]",
                "--arg", "z:f64[4]")
    assert r.exit_code == 1
    assert "<command line>:1:1: error: new array out:f64[99999999999999] needs 799,999,999,999,992 bytes, more " \
           "than the 1,073,741,824 left of the memory limit (raise it with --memory-limit)" in r.output
    r = _invoke("run", src, "--memory-limit", "1K", "--arg", "1", "--arg", "2", "--arg", "x:f64[100]",
                "--arg", "y:f64[100]", "--arg", "z:f64[4]")
    assert r.exit_code == 1 and "new array y:f64[100] needs 800 bytes, more than the 224 left" in r.output
    # (fuzz campaign, seed 51) a limit raised past what the machine has: the allocation fails, located, no traceback
    r = _invoke("run", src, "--memory-limit", "99999999T", "--arg", "1", "--arg", "2", "--arg",
                "out:f64[99999999999999]", "--arg", "y:f64[4]", "--arg", "z:f64[4]")
    assert r.exit_code == 1 and "<command line>:1:1: error: new array out:f64[99999999999999]: cannot allocate " \
        "799,999,999,999,992 bytes" in r.output and "Traceback" not in r.output
    r = _invoke("run", src, "--memory-limit", "lots")
    assert r.exit_code == 2 and "expected a size in bytes" in r.output
    assert not list(tmp_path.glob("*.npy"))


def test_run_refuses_devices_and_directories(tmp_path):
    r = _invoke("run", "/dev/zero")
    assert r.exit_code == 2 and "cannot read /dev/zero: not a regular file" in r.output
    r = _invoke("disasm", tmp_path)
    assert r.exit_code == 2 and "not a regular file" in r.output


# ------------------------------------------------------------------- files that are not assembly source at all

_TO_ASSEMBLY = ("make assembly with `llc -mtriple=amdgcn-amd-amdhsa -mcpu=ARCH FILE` (or compile with clang -S, "
                "without -emit-llvm or -fgpu-rdc)")
_IR = ("; ModuleID = 'k.cl'\nsource_filename = \"k.cl\"\ntarget datalayout = \"e-p:64:64\"\n"
       "target triple = \"amdgcn-amd-amdhsa\"\n\ndefine amdgpu_kernel void @k() {\n  ret void\n}\n")


@pytest.mark.parametrize("name, data, line, message", [
    ("k.hsaco", None, 1, "this is an ELF file (a code object or an object file), not assembly source: `masm disasm "
                         "FILE` writes the source of its code"),
    ("k.bc", b"BC\xc0\xde\x35\x14\x00\x00\x05\x00\x00\x00\x62\x0c\x30\x24", 1,
     f"this is LLVM bitcode, not assembly source: {_TO_ASSEMBLY}"),
    ("k.bc", b"\xde\xc0\x17\x0b\x00\x00\x00\x00\x14\x00\x00\x00", 1,
     f"this is LLVM bitcode, not assembly source: {_TO_ASSEMBLY}"),
    ("k.ll", _IR.encode(), 1, f"this is LLVM IR, not assembly source: {_TO_ASSEMBLY}"),
    ("k.ll", _IR.split("\n", 1)[1].encode(), 1, f"this is LLVM IR, not assembly source: {_TO_ASSEMBLY}"),
    ("k.ll", ("; comment\n\n" + _IR.split("\n", 2)[2]).encode(), 3,
     f"this is LLVM IR, not assembly source: {_TO_ASSEMBLY}"),
    ("k.ll", b"\t.text\n\t.file\t\"host.c\"\n\t.globl\tadd                             # -- Begin function add\n"
             b"\t.p2align\t4, 0x90\nadd:\n\tleal\t(%rdi,%rsi), %eax\n\tretq\n", 3,
     "this is assembly for another processor (LLVM marks an x86 function with '# -- Begin function'; AMDGPU code "
     "says '; -- Begin function'): of hipcc --save-temps, the GPU code is the *-hip-amdgcn-amd-amdhsa-*.s file"),
])
def test_build_of_a_file_that_is_not_assembly_is_one_error_saying_what_it_is(tmp_path, name, data, line, message):
    path = tmp_path / name
    path.write_bytes(masm_object("gfx900") if data is None else data)
    r = _invoke("build", path, "-o", tmp_path / "out.hsaco")
    assert r.exit_code == 1 and not (tmp_path / "out.hsaco").exists()
    lines = r.output.splitlines()
    assert lines[0] == f"{path}:{line}:1: error: {message}"
    # a binary file's line is not echoed; a text's is, with the caret
    assert lines[1:] == ([] if name != "k.ll" else [path.read_text().split("\n")[line - 1].replace("\t", " "), "^"])
    r = _invoke("lint", path)
    assert r.exit_code == 1 and r.output.splitlines()[0] == f"{path}:{line}:1: error: {message}"


def test_disasm_of_llvm_bitcode_says_what_it_is(tmp_path):
    path = tmp_path / "k.bc"
    path.write_bytes(b"BC\xc0\xde\x35\x14\x00\x00\x05\x00\x00\x00\x62\x0c\x30\x24")
    r = _invoke("disasm", path)
    assert r.exit_code == 1
    assert r.output == f"{path}:1:1: error: {path} is LLVM bitcode, not code bytes or a code object: {_TO_ASSEMBLY}, " \
                       "then masm build\n"


def test_assembly_that_mentions_ir_words_later_is_read_as_assembly():
    import masm
    source = "kernel k\n" + "  s_nop 0\n" * 30 + "  // target triple = \"amdgcn-amd-amdhsa\"\n  s_endpgm\nendkernel\n"
    assert masm.build(source, "gfx900").kernels[0].name == "k"
