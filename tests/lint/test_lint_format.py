"""`masm lint` output formats, from known diagnostics: gcc lines VS Code's $gcc matcher reads, and JSON."""
from __future__ import annotations

import json
import re

from masm.commands.lint import format_gcc, format_json, run_lint
from masm.diagnostics import Diagnostic, Note, SourceLoc

# VS Code's `$gcc` problem matcher (as the C/C++ extension defines it)
GCC_MATCHER = re.compile(r"^(.*?):(\d+):(\d*):?\s+(?:fatal\s+)?(warning|error):\s+(.*)$")

DIAGS = [
    Diagnostic("error", "unknown instruction 'v_ad_f32'", SourceLoc("src/k.masm", 3, 5),
               (Note(SourceLoc("src/k.masm", 9, 3), "in expansion of macro 'PASS'"),)),
    Diagnostic("warning", "temp 't' is declared but never used", SourceLoc("src/k.masm", 12, 10)),
]


def test_gcc_lines_are_exact_and_match_the_vscode_gcc_matcher():
    out = format_gcc(DIAGS)
    assert out == ("src/k.masm:3:5: error: unknown instruction 'v_ad_f32'\n"
                   "src/k.masm:9:3: note: in expansion of macro 'PASS'\n"
                   "src/k.masm:12:10: warning: temp 't' is declared but never used\n")
    matched = [GCC_MATCHER.match(line).groups() for line in out.splitlines() if GCC_MATCHER.match(line)]
    assert matched == [("src/k.masm", "3", "5", "error", "unknown instruction 'v_ad_f32'"),
                       ("src/k.masm", "12", "10", "warning", "temp 't' is declared but never used")]


def test_json_lists_file_line_column_severity_message():
    data = json.loads(format_json(DIAGS))
    assert [{k: d[k] for k in ("file", "line", "column", "severity", "message")} for d in data] == [
        {"file": "src/k.masm", "line": 3, "column": 5, "severity": "error",
         "message": "unknown instruction 'v_ad_f32'"},
        {"file": "src/k.masm", "line": 12, "column": 10, "severity": "warning",
         "message": "temp 't' is declared but never used"},
    ]
    assert data[0]["notes"] == [{"file": "src/k.masm", "line": 9, "column": 3,
                                 "message": "in expansion of macro 'PASS'"}]


def test_missing_file_is_an_error_line_and_exit_1(tmp_path, capsys):
    missing = tmp_path / "nope.masm"
    assert run_lint([str(missing)], arch="gfx900") == 1
    assert capsys.readouterr().out == f"{missing}:1:1: error: cannot read file: No such file or directory\n"
