"""`masm lint` over the real pipeline: every error (not just the first), lint's own warnings, exit status."""
from __future__ import annotations

import json
import re

from click.testing import CliRunner

from masm.cli import main
from masm.lint import lint_source

GCC_MATCHER = re.compile(r"^(.*?):(\d+):(\d*):?\s+(?:fatal\s+)?(warning|error):\s+(.*)$")


def lint_cli(tmp_path, name: str, text: str, *args: str):
    path = tmp_path / name
    path.write_text(text)
    result = CliRunner().invoke(main, ["lint", str(path), *args])
    return path, result


def located(out: str) -> list[tuple[int, int, str, str]]:
    """(line, column, severity, message) of each diagnostic line the $gcc matcher accepts."""
    found = []
    for line in out.splitlines():
        m = GCC_MATCHER.match(line)
        if m:
            found.append((int(m.group(2)), int(m.group(3)), m.group(4), m.group(5)))
    return found


TWO_BAD_INSTRUCTIONS = """\
kernel k
  v_mov_b32 v0, 0
  v_ad_f32 v1, v0, v0
  s_mov_b32 s0, 1
  v_mul_fx v2, v0, v0
  s_endpgm
endkernel
"""


def test_every_bad_instruction_is_reported_not_just_the_first(tmp_path):
    path, result = lint_cli(tmp_path, "k.masm", TWO_BAD_INSTRUCTIONS)
    assert result.exit_code == 1
    errors = [(line, col) for line, col, sev, msg in located(result.output) if sev == "error"]
    assert errors == [(3, 3), (5, 3)]
    assert result.output.startswith(f"{path}:3:3: error: ")
    assert "v_ad_f32" in result.output.splitlines()[0]


def test_json_format_has_the_same_diagnostics(tmp_path):
    path, result = lint_cli(tmp_path, "k.masm", TWO_BAD_INSTRUCTIONS, "--format", "json")
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert [(d["file"], d["line"], d["column"], d["severity"]) for d in data if d["severity"] == "error"] == [
        (str(path), 3, 3, "error"), (str(path), 5, 3, "error")]


def test_error_in_a_macro_body_is_reported_with_its_invocations(tmp_path):
    text = ("#macro TWICE(r)\n"
            "  v_ad_f32 r, r, r\n"
            "#endm\n"
            "kernel k\n"
            "  TWICE(v1)\n"
            "  TWICE(v2)\n"
            "  s_endpgm\n"
            "endkernel\n")
    path, result = lint_cli(tmp_path, "m.masm", text)
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0].startswith(f"{path}:2:3: error: ")
    assert f"{path}:5:3: note: in expansion of macro 'TWICE'" in lines
    assert f"{path}:6:3: note: in expansion of macro 'TWICE'" in lines


def test_clean_kernel_with_only_warnings_exits_0(tmp_path):
    text = ("#macro COPY(dst, src, spare)\n"
            "  v_mov_b32 dst, src\n"
            "#endm\n"
            "kernel k\n"
            "  COPY(v1, v0, 3)\n"
            "  s_endpgm\n"
            "endkernel\n")
    path, result = lint_cli(tmp_path, "w.masm", text)
    assert result.exit_code == 0, result.output
    assert f"{path}:1:23: warning: parameter 'spare' of macro 'COPY' is never used" in result.output.splitlines()


def test_numvgprs_above_use_warns_with_its_occupancy_cost():
    text = ("kernel k\n"
            "  numvgprs 128\n"
            "  v_mov_b32 v2, 0\n"
            "  s_endpgm\n"
            "endkernel\n")
    diags = lint_source(text, "gfx900", filename="b.masm")
    budget = [d for d in diags if "numvgprs" in d.message]
    assert [(d.severity, d.line, d.column, d.message) for d in budget] == [
        ("warning", 2, 3, "numvgprs 128 but the kernel uses 3 VGPRs: 2 waves/SIMD instead of 10 "
                          "(occupancy 20% instead of 100%)")]


def test_errors_of_two_kernels_are_both_reported():
    text = ("kernel a\n"
            "  leave\n"
            "  s_endpgm\n"
            "endkernel\n"
            "kernel b\n"
            "  _endif\n"
            "  s_endpgm\n"
            "endkernel\n")
    diags = lint_source(text, "gfx900", filename="two.masm")
    assert [(d.line, d.column) for d in diags if d.severity == "error"][:2] == [(2, 3), (6, 3)]


def test_unknown_macro_error_is_located():
    diags = lint_source("kernel k\n  NOT_A_MACRO(1)\n  s_endpgm\nendkernel\n", "gfx900", filename="u.masm")
    errors = [d for d in diags if d.severity == "error"]
    assert errors and (errors[0].file, errors[0].line, errors[0].column) == ("u.masm", 2, 3)


def test_parameters_used_only_as_a_for_range_count_as_used():
    source = ("#macro COPY(D, S, first, last) __for__(n in [first..last], v_mov_b32 D[n], S[n]) #endm\n"
              "kernel k\n  v_temp_range 1..20\n  v_temp a[4], b[4]\n  COPY(a, b, 0, 3)\n  s_endpgm\nendkernel\n")
    messages = [d.message for d in lint_source(source, "gfx900", filename="k.masm")]
    assert not [m for m in messages if "of macro 'COPY'" in m], messages
