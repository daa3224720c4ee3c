"""The editor files in tools/editors: valid JSON, and the TextMate grammar classifies masm source as intended."""
from __future__ import annotations

import json
import re
from pathlib import Path

EDITORS = Path(__file__).resolve().parents[2] / "tools" / "editors"
GRAMMAR = json.loads((EDITORS / "vscode" / "syntaxes" / "masm.tmLanguage.json").read_text())


def scopes(line: str) -> dict[str, str]:
    """token -> scope name, applying the grammar's single-line `match` rules in order (first match wins at a spot)."""
    rules = []

    def collect(pattern):
        if "include" in pattern:
            collect(GRAMMAR["repository"][pattern["include"][1:]])
        elif "patterns" in pattern and "begin" not in pattern:
            for p in pattern["patterns"]:
                collect(p)
        elif "match" in pattern:
            rules.append(pattern)
    for p in GRAMMAR["patterns"]:
        collect(p)
    out: dict[str, str] = {}
    pos = 0
    while pos < len(line):
        best = None
        for rule in rules:
            m = re.compile(rule["match"]).search(line, pos)
            if m and m.end() > m.start() and (best is None or m.start() < best[0].start()):
                best = (m, rule)
        if best is None:
            break
        m, rule = best
        if "captures" in rule:
            for group, cap in rule["captures"].items():
                if m.group(int(group)):
                    out[m.group(int(group))] = cap["name"]
        else:
            out[m.group()] = rule["name"]
        pos = m.end()
    return out


def test_package_and_configuration_are_valid_json_naming_the_grammar():
    package = json.loads((EDITORS / "vscode" / "package.json").read_text())
    json.loads((EDITORS / "vscode" / "language-configuration.json").read_text())
    assert package["contributes"]["grammars"][0]["path"] == "./syntaxes/masm.tmLanguage.json"
    assert set(package["contributes"]["languages"][0]["extensions"]) == {".masm", ".s"}
    assert GRAMMAR["scopeName"] == "source.masm"


def test_instruction_registers_numbers_and_comment():
    got = scopes("  v_add_f32 v[4:5], s0, $FF // sum")
    assert got["v_add_f32"] == "keyword.other.instruction.masm"
    assert got["v[4:5]"] == got["s0"] == "variable.language.register.masm"
    assert got["$FF"] == "constant.numeric.hex.masm"
    assert got["// sum"] == "comment.line.double-slash.masm"


def test_macro_label_and_control_flow():
    got = scopes("#macro PASS(a, b)")
    assert got["#macro"] == "keyword.control.directive.macro.masm" and got["PASS"] == "entity.name.function.macro.masm"
    got = scopes("@loop: s_while_i32(i < 10) global_load_dword v1, v[2:3], off offset:16")
    assert got["@loop"] == "entity.name.label.masm"
    assert got["s_while_i32"] == "keyword.control.flow.masm"
    assert got["global_load_dword"] == "keyword.other.instruction.masm"
    assert got["offset"] == "storage.modifier.operand.masm"
    assert "offset:" not in got
