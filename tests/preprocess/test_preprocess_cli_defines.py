"""Definitions from outside the source: `masm build|expand|lint|run -D NAME[=VALUE]` and `defines=` in the API.

A definition is `#define NAME VALUE` written before the first line of the file: the bytes must be those of the
hand-written equivalent, every construct that reads defines must see it, and its errors are located in
`<command line>` (line N = the N-th definition, columns those of `NAME=VALUE`).
"""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import masm
from masm.cli import main
from masm.diagnostics import AssemblyError
from masm.preprocess import plain_lines

VARIANTS = """kernel k
#ifdef FAST
  v_mov_b32 v0, ![N*2]
#else
  v_mov_b32 v0, N
#endif
#if N > 2
  s_mov_b32 s0, N
#endif
  s_endpgm
endkernel
"""

# a file without any directive: the fast path for plain lines must see the command-line names too
OPERANDS_ONLY = """kernel k
  v_mov_b32 v0, N
  s_add_u32 s0, s1, STEP
  s_endpgm
endkernel
"""


def plain(*lines: str) -> str:
    return "kernel k\n" + "".join(f"  {line}\n" for line in lines) + "  s_endpgm\nendkernel\n"


def invoke(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def write(tmp_path, text: str, name: str = "k.masm"):
    path = tmp_path / name
    path.write_text(text)
    return path


def build_raw(tmp_path, source: str, *options) -> bytes:
    out = tmp_path / "out.bin"
    result = invoke("build", write(tmp_path, source), "--format", "raw", "--quiet", "-o", out, *options)
    assert result.exit_code == 0, result.output
    return out.read_bytes()


# ------------------------------------------------------------------------------------------------ CLI: the bytes

def test_define_with_a_value_changes_the_bytes(tmp_path):
    five = build_raw(tmp_path, VARIANTS, "-D", "N=5")
    one = build_raw(tmp_path, VARIANTS, "-D", "N=1")
    assert five == masm.assemble(plain("v_mov_b32 v0, 5", "s_mov_b32 s0, 5"))
    assert one == masm.assemble(plain("v_mov_b32 v0, 1"))      # `#if N > 2` is false
    assert five != one


def test_define_without_a_value_is_1(tmp_path):
    code = build_raw(tmp_path, VARIANTS, "-D", "FAST", "-D", "N=3")
    assert code == masm.assemble(plain("v_mov_b32 v0, 6", "s_mov_b32 s0, 3"))   # #ifdef FAST, ![N*2]
    code = build_raw(tmp_path, "kernel k\n  v_mov_b32 v0, ![FAST*10]\n  s_endpgm\nendkernel\n", "-DFAST")
    assert code == masm.assemble(plain("v_mov_b32 v0, 10"))


def test_ifdef_sees_a_define_and_not_its_absence(tmp_path):
    source = "kernel k\n#ifdef WIDE\n  v_mov_b32 v1, 7\n#else\n  v_mov_b32 v1, 9\n#endif\n  s_endpgm\nendkernel\n"
    assert build_raw(tmp_path, source, "-D", "WIDE") == masm.assemble(plain("v_mov_b32 v1, 7"))
    assert build_raw(tmp_path, source) == masm.assemble(plain("v_mov_b32 v1, 9"))
    source = "kernel k\n#if defined(WIDE) && WIDE == 4\n  v_mov_b32 v1, 4\n#endif\n  s_endpgm\nendkernel\n"
    assert build_raw(tmp_path, source, "-D", "WIDE=4") == masm.assemble(plain("v_mov_b32 v1, 4"))


def test_names_are_case_insensitive_and_the_last_definition_wins(tmp_path):
    assert build_raw(tmp_path, VARIANTS, "-D", "n=4") == masm.assemble(plain("v_mov_b32 v0, 4", "s_mov_b32 s0, 4"))
    code = build_raw(tmp_path, VARIANTS, "-D", "N=1", "-D", "n=7", "-D", "STEP=2")
    assert code == masm.assemble(plain("v_mov_b32 v0, 7", "s_mov_b32 s0, 7"))


def test_a_define_in_the_file_replaces_the_command_line_one(tmp_path):
    code = build_raw(tmp_path, "#define N 2\n" + VARIANTS, "-D", "N=9")
    assert code == masm.assemble(plain("v_mov_b32 v0, 2"))


def test_value_is_macro_text_used_in_operands(tmp_path):
    code = build_raw(tmp_path, OPERANDS_ONLY, "-D", "N=s3", "-D", "STEP=(1 << 4) + 1")
    assert code == masm.assemble(plain("v_mov_b32 v0, s3", "s_add_u32 s0, s1, (1 << 4) + 1"))
    # an empty value, as `cc -DNAME=`: defined, and expands to nothing
    source = "kernel k\n#ifdef EMPTY\n  v_mov_b32 v0, 1 EMPTY\n#endif\n  s_endpgm\nendkernel\n"
    assert build_raw(tmp_path, source, "-D", "EMPTY=") == masm.assemble(plain("v_mov_b32 v0, 1"))


@pytest.mark.parametrize("fast", [True, False])
def test_fast_path_and_general_path_agree(monkeypatch, fast):
    monkeypatch.setattr(plain_lines, "ENABLED", fast)
    code = masm.assemble(OPERANDS_ONLY, defines={"n": "v7", "Step": "3"})
    assert code == masm.assemble(plain("v_mov_b32 v0, v7", "s_add_u32 s0, s1, 3"))


# ------------------------------------------------------------------------------------------------ CLI: commands

def test_expand_takes_defines(tmp_path):
    result = invoke("expand", write(tmp_path, VARIANTS), "-D", "N=3", "-D", "FAST")
    assert result.exit_code == 0, result.output
    assert "  v_mov_b32 v0, 6\n  s_mov_b32 s0, 3\n" in result.output


def test_lint_takes_defines(tmp_path):
    path = write(tmp_path, OPERANDS_ONLY)
    without = invoke("lint", path, "--format", "json")
    assert without.exit_code == 1
    assert any("'N'" in d["message"] for d in json.loads(without.stdout))
    result = invoke("lint", path, "-D", "N=1", "-D", "STEP=2", "--format", "json")
    assert result.exit_code == 0, result.output
    assert [d for d in json.loads(result.stdout) if d["severity"] == "error"] == []


def test_run_takes_defines(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = write(tmp_path, "#ifndef READY\n#error build with -D READY\n#endif\n" + plain())
    refused = invoke("run", path)
    assert refused.exit_code == 1 and "error: build with -D READY" in refused.output
    result = invoke("run", path, "-D", "READY")
    assert result.exit_code == 0, result.output
    assert "kernel k:" in result.output and "waves run: 1" in result.output


# ------------------------------------------------------------------------------------------------ CLI: errors

@pytest.mark.parametrize("command", ["build", "expand", "lint", "run"])
@pytest.mark.parametrize("text, message", [
    ("1x", "invalid macro name '1x'"),
    ("=3", "expected NAME or NAME=VALUE, got '=3'"),
    ("", "expected NAME or NAME=VALUE, got ''"),
    ("F(x)=x", "invalid macro name 'F(x)'"),
    ("a-b=1", "invalid macro name 'a-b'"),
])
def test_a_bad_name_is_a_usage_error(tmp_path, command, text, message):
    result = invoke(command, write(tmp_path, plain()), "-D", text)
    assert result.exit_code == 2, result.output
    assert "Invalid value for '-D'" in result.output and message in result.output
    assert "Traceback" not in result.output


def test_an_error_in_a_value_is_located_on_the_command_line(tmp_path):
    result = invoke("build", write(tmp_path, VARIANTS), "-D", "FAST", "-D", "N=1/0", "-o", tmp_path / "x.hsaco")
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0] == "<command line>:2:4: error: division by zero in expression"
    assert lines[1:3] == ["N=1/0", "   ^"]      # the definition is shown as written
    result = invoke("lint", write(tmp_path, VARIANTS), "-D", "N=/* open")
    assert result.exit_code == 1
    assert result.output.startswith("<command line>:1:3: error: unterminated /* comment")


# ------------------------------------------------------------------------------------------------ API

def test_api_defines():
    expected = masm.assemble(plain("v_mov_b32 v0, 6", "s_mov_b32 s0, 3"))
    assert masm.assemble(VARIANTS, defines={"N": "3", "FAST": "1"}) == expected
    assert masm.build(VARIANTS, "gfx900", defines={"n": "3", "fast": ""}).code == expected
    assert "v_mov_b32 v0, 4" in masm.expand(VARIANTS, defines={"N": "4"})
    assert [d for d in masm.lint(OPERANDS_ONLY, defines={"N": "1", "STEP": "1"}) if d.severity == "error"] == []


def test_api_reports_bad_definitions_at_the_command_line():
    with pytest.raises(AssemblyError) as info:
        masm.assemble(VARIANTS, defines={"N": "1", "2bad": "1"})
    d = info.value.diagnostics[0]
    assert (d.file, d.line, d.column) == ("<command line>", 2, 1)
    assert "invalid macro name '2bad'" in d.message
    with pytest.raises(AssemblyError) as info:
        masm.assemble(VARIANTS, defines={"N": "1\n#error x"})
    d = info.value.diagnostics[0]
    assert (d.file, d.line, d.column, d.message) == ("<command line>", 1, 3,
                                                     "a definition's value cannot contain a line break")
    with pytest.raises(AssemblyError) as info:
        masm.assemble(VARIANTS, defines={"FAST": "1", "N": "7 % 0"})
    assert str(info.value.diagnostics[0].loc) == "<command line>:2:5"
