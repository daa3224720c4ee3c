"""Hostile input is a located error: characters outside ASCII (a full-width digit that Python's int() would read),
control characters, integer literals that do not fit in 64 bits (or that int() refuses: 4,300 digits), include files
that are not regular files (a directory, a FIFO, a device), names the OS refuses, files that are not UTF-8."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from masm import api
from masm.diagnostics import AssemblyError, SourceLoc
from masm.isa import encode
from masm.preprocess import includes

from preprocess_helpers import error_of, texts

ASCII_ONLY = "outside strings and comments a source is plain ASCII"


def where(diag) -> tuple:
    return diag.loc.line, diag.loc.column, diag.message


def test_a_full_width_digit_is_an_error_where_it_is():
    assert where(error_of("s_mov_b32 s4, 0x0\uff10\n")) == (
        1, 18, f"unexpected character '\uff10' (U+FF10 FULLWIDTH DIGIT ZERO): {ASCII_ONLY}")
    assert where(error_of("s_nop 0\nv_mov_b32 v\uff11, 0\n")) == (
        2, 12, f"unexpected character '\uff11' (U+FF11 FULLWIDTH DIGIT ONE): {ASCII_ONLY}")
    assert where(error_of("s_mov_b32 s0, ![\u0663 + 1]\n")) == (
        1, 17, f"unexpected character '\u0663' (U+0663 ARABIC-INDIC DIGIT THREE): {ASCII_ONLY}")


def test_other_scripts_are_fine_in_strings_and_comments():
    assert texts('.ascii "\uff10\u00e9"  // r\u00e9sum\u00e9 \uff11\ns_nop 1 /* \u00fc */\n') == [
        '.ascii "\uff10\u00e9"', "s_nop 1"]


def test_control_characters_and_replaced_bytes_are_named_not_printed():
    assert where(error_of("s_nop 0\x00\n")) == (1, 8, f"unexpected character U+0000: {ASCII_ONLY}")
    assert where(error_of("s_nop\x7f 0\n")) == (1, 6, f"unexpected character U+007F: {ASCII_ONLY}")
    assert where(error_of("s_nop 0 \ufffd\n")) == (
        1, 9, "unexpected character U+FFFD REPLACEMENT CHARACTER: the file has bytes here that are not UTF-8")
    assert where(error_of("s_nop 0\n\ufeffs_nop 1\n"))[:2] == (2, 1)   # a byte-order mark only at the start
    assert texts("\ufeffs_nop 0\n") == ["s_nop 0"]


def test_cr_only_line_ends_and_nul_in_a_plain_file():
    assert texts("s_nop 0\rs_nop 1\r") == ["s_nop 0", "s_nop 1"]
    with pytest.raises(AssemblyError) as info:
        api.build("s_nop 0\n\x01\ns_endpgm\n", "gfx900", filename="p.s")
    assert where(info.value.diagnostics[0]) == (2, 1, f"unexpected character U+0001: {ASCII_ONLY}")


def test_integer_literals_must_fit_in_64_bits():
    digits = "1" * 5000
    with pytest.raises(AssemblyError) as info:
        api.build(f"s_mov_b32 s4, {digits}\ns_endpgm\n", "gfx900", filename="n.masm")
    assert where(info.value.diagnostics[0]) == (
        1, 15, "integer literal 1111111111…111111 (5,000 characters) does not fit in 64 bits")
    assert where(error_of(f"s_nop ![2 + {digits}]\n")) == (
        1, 13, "integer literal 1111111111…111111 (5,000 characters) does not fit in 64 bits")
    assert where(error_of(f"#if {digits}\n#endif\n")) == (
        1, 5, "integer literal 1111111111…111111 (5,000 characters) does not fit in 64 bits")
    assert where(error_of(f"__for__(i in [0..{digits}], s_nop 0)\n")) == (
        1, 18, "integer literal 1111111111…111111 (5,000 characters) does not fit in 64 bits")
    assert where(error_of("s_nop ![0x1FFFFFFFFFFFFFFFF]\n")) == (
        1, 9, "integer literal 0x1FFFFFFFFFFFFFFFF does not fit in 64 bits")
    assert where(error_of("s_nop ![18446744073709551616]\n")) == (
        1, 9, "integer literal 18446744073709551616 does not fit in 64 bits")
    assert texts("s_nop ![18446744073709551615 + 1]\ns_nop ![$FFFFFFFFFFFFFFFF]\n"
                 "s_nop ![000000000000000000000000007]\n") == ["s_nop 0", "s_nop -1", "s_nop 7"]


def test_the_encoder_reads_only_ascii_numbers():
    loc = SourceLoc("e.s", 1, 1)
    for text, message in [("s_mov_b32 s0, \uff11", "invalid operand '\uff11'"),
                          ("v_mov_b32 v\uff11, 0", "invalid operand 'v\uff11': expected a register"),
                          ("s_mov_b32 s0, " + "9" * 5000, "invalid operand: literal does not fit in 32 bits"),
                          ("exp mrt\uff11 v0, v0, v0, v0", "invalid exp target 'mrt\uff11'")]:
        with pytest.raises(AssemblyError) as info:
            encode(text, "gfx900", loc)
        assert info.value.diagnostics[0].message == message


def test_long_numbers_in_statements_are_errors_not_tracebacks():
    digits = "1" * 5000
    for source in [f"alias q=v[{digits}]\ns_endpgm\n", f"s_mov_b32 s0, s[{digits}]\ns_endpgm\n",
                   f".long {digits}\ns_endpgm\n", f"numvgprs {digits}\ns_endpgm\n"]:
        with pytest.raises(AssemblyError) as info:
            api.build(source, "gfx900", filename="n.masm")
        assert info.value.diagnostics[0].loc.line == 1, source[:20]


# ------------------------------------------------------------------------------------------------ includes

def include_error(tmp_path: Path, name: str):
    source = f'#include "{name}"\n'
    return where(error_of(source, filename=str(tmp_path / "m.masm")))


def test_an_include_name_too_long_for_the_os(tmp_path):
    name = "a" * 300
    assert include_error(tmp_path, name) == (1, 10, f"cannot include '{name}': File name too long")


def test_a_directory_fifo_or_device_is_never_read(tmp_path):
    (tmp_path / "d.inc").mkdir()
    os.mkfifo(tmp_path / "f.inc")
    assert include_error(tmp_path, "d.inc") == (1, 10, "cannot include 'd.inc': it is a directory")
    special = "it is not a regular file (a FIFO, device or socket)"
    assert include_error(tmp_path, "f.inc") == (1, 10, f"cannot include 'f.inc': {special}")
    assert include_error(tmp_path, "/dev/zero") == (1, 10, f"cannot include '/dev/zero': {special}")
    assert include_error(tmp_path, "/dev/stdin")[2].startswith("cannot include '/dev/stdin': ")


def test_a_regular_file_later_in_the_search_wins_over_a_directory(tmp_path):
    (tmp_path / "x.inc").mkdir()
    other = tmp_path / "lib"
    other.mkdir()
    (other / "x.inc").write_text("s_nop 3\n")
    assert texts('#include "x.inc"\n', filename=str(tmp_path / "m.masm"), include_dirs=[str(other)]) == ["s_nop 3"]


def test_an_include_that_is_too_big_or_not_utf8(tmp_path, monkeypatch):
    (tmp_path / "big.inc").write_text("s_nop 0\n" * 100)
    monkeypatch.setattr(includes.read_include, "__defaults__", (64,))
    assert include_error(tmp_path, "big.inc")[2] == (f"cannot read include file '{tmp_path / 'big.inc'}': it has 800 "
                                                      "bytes; the limit is 64")
    (tmp_path / "bad.inc").write_bytes(b"s_nop 0\ns_nop \xff\n")
    assert include_error(tmp_path, "bad.inc")[2] == (f"include file '{tmp_path / 'bad.inc'}' is not UTF-8 text "
                                                      "(byte 0xff on line 2)")


def test_a_symlink_loop_and_a_nul_in_the_name(tmp_path):
    os.symlink(tmp_path / "loop.inc", tmp_path / "loop.inc")
    assert include_error(tmp_path, "loop.inc")[2].startswith("cannot include 'loop.inc': ")
    assert where(error_of('#include "a\x00b"\n'))[:2] in [(1, 10), (1, 11)]


def test_the_cli_and_lint_refuse_devices_and_directories(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    for command in (["build", "/dev/zero"], ["expand", str(tmp_path)]):
        run = subprocess.run([sys.executable, "-m", "masm.cli", *command], capture_output=True, text=True, env=env,
                             timeout=60)
        assert run.returncode == 2
        assert run.stderr.splitlines()[-1] == f"Error: cannot read {command[1]}: not a regular file"
    run = subprocess.run([sys.executable, "-m", "masm.cli", "lint", "/dev/zero", str(tmp_path)], capture_output=True,
                         text=True, env=env, timeout=60)
    assert run.returncode == 1 and run.stdout.splitlines() == [
        "/dev/zero:1:1: error: cannot read file: it is not a regular file (a FIFO, device or socket)",
        f"{tmp_path}:1:1: error: cannot read file: it is a directory"]


def test_the_cli_reports_bytes_that_are_not_utf8(tmp_path):
    path = tmp_path / "bad.masm"
    path.write_bytes(b"s_nop 0\ns_nop \xff\xfe\ns_endpgm\n")
    run = subprocess.run([sys.executable, "-m", "masm.cli", "build", "--format", "raw", "-o", str(tmp_path / "o.bin"),
                          str(path)], capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=str(
                              Path(__file__).resolve().parents[2])))
    assert run.returncode == 1
    assert run.stderr.splitlines()[0] == (f"{path}:2:7: error: unexpected character U+FFFD REPLACEMENT CHARACTER: the "
                                          "file has bytes here that are not UTF-8")
    assert not (tmp_path / "o.bin").exists()
