"""String data (.ascii, .asciz, .string): bytes as llvm-mc makes them, text passed through untouched, and an
instruction after odd-length data reported as misaligned (llvm-mc does not pad it; masm will not emit such code)."""
from __future__ import annotations

import shutil
import subprocess

import pytest
from click.testing import CliRunner

import masm
from masm.cli import main
from masm.diagnostics import AssemblyError

from build_helpers import run_tool, tool

# 36 bytes before s_nop 1: no padding needed (llvm-mc 14 -filetype=obj hangs when it has to pad code after odd-length
# data, so the padded case is checked against committed bytes only)
BODY = r'''  s_endpgm
  .ascii "ab"
  .asciz "x\n\101\x41\\\"", "yz"
  .string "q, r; // #s"
  .ascii "\t\r\b\f\7\0\x7f", "z"
  s_nop 1
'''
SOURCE = "kernel k\n" + BODY + "endkernel\n"
# s_endpgm, "ab", "x\nAA\\\"\0yz\0", "q, r; // #s\0", tab cr bs ff bel nul del "z", s_nop 1
EXPECTED = bytes.fromhex("000081bf" "6162" "780a41415c2200797a00" "712c20723b202f2f20237300" "090d080c07007f7a"
                         "010080bf")


def test_alignment_after_odd_length_string_pads_with_zero_bytes():
    source = 'kernel k\n  s_endpgm\n  .ascii "abc"\n  .p2align 2\n  s_nop 1\nendkernel\n'
    assert masm.build(source).code[:12] == bytes.fromhex("000081bf" "61626300" "010080bf")


def test_string_directives_give_the_committed_bytes():
    assert masm.build(SOURCE, filename="s.masm").code[:len(EXPECTED)] == EXPECTED


def test_string_directives_match_llvm_mc(tmp_path):
    if shutil.which("llvm-mc") is None:
        pytest.skip("llvm-mc not found")
    src = tmp_path / "s.s"
    src.write_text(BODY)
    obj = tmp_path / "s.o"
    run_tool(tool("llvm-mc"), "-arch=amdgcn", "-mcpu=gfx900", "-filetype=obj", str(src), "-o", str(obj))
    text = tmp_path / "s.text"
    run_tool(tool("llvm-objcopy"), "-O", "binary", "--only-section=.text", str(obj), str(text))
    assert text.read_bytes() == EXPECTED
    assert masm.build(SOURCE, filename="s.masm").code[:len(EXPECTED)] == text.read_bytes()


def test_expand_prints_strings_as_written_and_llvm_mc_accepts_them(tmp_path):
    src = tmp_path / "s.masm"
    src.write_text(SOURCE)
    result = CliRunner().invoke(main, ["expand", str(src)])
    assert result.exit_code == 0, result.output
    for line in BODY.splitlines():
        assert line in result.output.splitlines()
    if shutil.which("llvm-mc") is None:
        pytest.skip("llvm-mc not found")
    asm = tmp_path / "e.s"
    asm.write_text(result.output)
    shown = run_tool(tool("llvm-mc"), "-arch=amdgcn", "-mcpu=gfx900", "-show-encoding", str(asm))
    plain = tmp_path / "p.s"
    plain.write_text(BODY)
    direct = run_tool(tool("llvm-mc"), "-arch=amdgcn", "-mcpu=gfx900", "-show-encoding", str(plain))
    # llvm-mc reads the same data and instructions from masm's expansion as from the plain source
    assert _data_and_code(shown) == _data_and_code(direct) and len(_data_and_code(direct)) == 11


def _data_and_code(listing: str) -> list[str]:
    return [line.strip() for line in listing.splitlines()
            if line.strip() and not line.strip().startswith((".text", ".p2align", ";"))
            and not line.strip().endswith(":")]


def test_preprocessor_stringize_gives_string_data():
    source = "#define str(x) #x\nkernel k\n  s_endpgm\n  .asciz str(hi)\n  .p2align 2\nendkernel\n"
    assert masm.build(source).code[:8] == bytes.fromhex("000081bf" "686900" "00")


@pytest.mark.parametrize("data", ['.ascii "abc"', ".byte 1", '.asciz "ab", "c"'])
def test_instruction_after_odd_length_data_is_a_located_error(data):
    source = f"kernel k\n  s_endpgm\n  {data}\n  s_nop 0\n  s_nop 1\nendkernel\n"
    with pytest.raises(AssemblyError) as info:
        masm.build(source, filename="m.masm")
    errors = [d for d in info.value.diagnostics if d.severity == "error"]
    assert len(errors) == 1   # the first instruction of the misaligned stretch only
    assert (errors[0].loc.file, errors[0].loc.line, errors[0].loc.column) == ("m.masm", 4, 3)
    assert errors[0].message.startswith("instruction at address ")
    assert "is not 4-byte aligned" in errors[0].message and "`.p2align 2`" in errors[0].message


def test_even_length_string_then_instruction_needs_no_padding():
    source = 'kernel k\n  s_endpgm\n  .asciz "abc"\n  s_nop 0\nendkernel\n'
    assert masm.build(source).code[:12] == bytes.fromhex("000081bf" "61626300" "000080bf")


@pytest.mark.parametrize("data, column, message", [
    ('.ascii "a" "b"', 14, "expected ',' between the strings of .ascii"),
    ('.ascii "\\q"', 11, "invalid escape sequence '\\q' in string"),
    (".asciz abc", 10, ".asciz needs a string in double quotes"),
])
def test_bad_string_data_is_a_located_error(data, column, message):
    source = f"kernel k\n  s_endpgm\n  {data}\n  .p2align 2\nendkernel\n"
    with pytest.raises(AssemblyError) as info:
        masm.build(source, filename="b.masm")
    diag = info.value.diagnostics[0]
    assert (diag.loc.line, diag.loc.column, diag.message) == (3, column, message)
