"""A `#macro`, `#define` or `#assign` with the name of a built-in statement (an instruction of the target, a masm
statement keyword, a data directive) is a warning at the name; the definition still wins, as before (realhet's
sources wrap instructions in macros).  Warnings reach `masm build`, `masm lint` and the language server."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from masm import api
from masm.lint import LintCache
from masm.lint.run import lint_source

from preprocess_helpers import expand


def warnings_of(source: str, **kw) -> list[tuple]:
    return [(w.loc.file, w.loc.line, w.loc.column, w.length, w.message, [(n.loc.line, n.message) for n in w.notes])
            for w in expand(source, **kw).warnings]


def test_a_macro_over_an_instruction_warns_and_still_expands():
    statements = expand("#macro s_nop(x)\n  v_nop\n#endm\ns_nop(1)\n")
    assert [s.text for s in statements] == ["v_nop"]
    assert warnings_of("#macro s_nop(x)\n  v_nop\n#endm\ns_nop(1)\n") == [
        ("test.masm", 1, 8, 5, "#macro 's_nop' shadows the gfx900 instruction 's_nop': every 's_nop' after this "
         "expands the macro", [])]


def test_keywords_directives_and_specials():
    source = ("#define enter 1\n#define S_IF(c) c\n#assign v_temp 3\n#define .long 4\n#macro __for__\n#endm\n"
              "#define my_macro 5\n#macro v_temp_ok\n#endm\n")
    assert [(line, column, message) for _, line, column, _, message, _ in warnings_of(source)] == [
        (1, 9, "#define 'enter' shadows the masm statement 'enter': every 'enter' after this expands the definition"),
        (2, 9, "#define 'S_IF' shadows the masm statement 's_if': every 'S_IF' after this expands the definition"),
        (3, 9, "#assign 'v_temp' shadows the masm statement 'v_temp': every 'v_temp' after this expands the "
               "definition"),
        (4, 9, "#define '.long' shadows the data directive '.long': every '.long' after this expands the definition"),
        (5, 8, "#macro '__for__' has the name of the preprocessor's '__for__', which is expanded instead: this "
               "definition is never used")]


def test_instructions_are_those_of_the_target():
    source = "#macro v_fmac_f64(a)\n  s_nop a\n#endm\n"
    assert warnings_of(source, arch="gfx900") == []
    assert [m for *_, m, _ in warnings_of(source, arch="gfx90a")] == [
        "#macro 'v_fmac_f64' shadows the gfx90a instruction 'v_fmac_f64': every 'v_fmac_f64' after this expands the "
        "macro"]


def test_definitions_in_includes_macros_and_loops_warn_once_with_their_chain(tmp_path):
    (tmp_path / "defs.inc").write_text("\n#define s_endpgm s_nop 0\n")
    source = ('#include "defs.inc"\n#macro DEF\n  #define enter 2\n#endm\nDEF\n'
              '__for__(i in [0..3],\n#define leave 3\n)\n')
    got = warnings_of(source, filename=str(tmp_path / "m.masm"))
    assert [(Path(f).name, line, column, notes) for f, line, column, _, _, notes in got] == [
        ("defs.inc", 2, 9, [(1, "included from here")]),
        ("m.masm", 3, 11, [(5, "in expansion of macro 'DEF'")]),
        ("m.masm", 7, 9, [(6, "in __for__ iteration i=0")])]


def test_a_command_line_define_warns_at_its_line():
    assert warnings_of("s_nop 0\n", defines={"X": "1", "s_nop": "s_sleep"}) == [
        ("<command line>", 2, 1, 5, "#define 's_nop' shadows the gfx900 instruction 's_nop': every 's_nop' after "
         "this expands the definition", [])]


SOURCE = ("#macro s_nop(x)\n  s_sleep x\n#endm\n" +
          "".join(f"kernel k{i}\n" + "  s_nop(1)\n" * 30 + "  s_endpgm\nendkernel\n" for i in range(3)))
SHADOWS = "warning: #macro 's_nop' shadows the gfx900 instruction 's_nop': every 's_nop' after this expands the macro"


def test_build_and_lint_report_the_warning():
    assert [str(w) for w in api.build(SOURCE, "gfx900", filename="w.masm").warnings] == [f"w.masm:1:8: {SHADOWS}"]
    assert f"w.masm:1:8: {SHADOWS}" in [str(d) for d in lint_source(SOURCE, "gfx900", filename="w.masm")]
    cache = LintCache()   # the language server's way: kernels cut into cached segments
    for _ in range(2):
        assert f"w.masm:1:8: {SHADOWS}" in [str(d) for d in lint_source(SOURCE, "gfx900", filename="w.masm",
                                                                       cache=cache)]


def test_the_cli_prints_it_and_succeeds(tmp_path):
    path = tmp_path / "w.masm"
    path.write_text(SOURCE)
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    run = subprocess.run([sys.executable, "-m", "masm.cli", "build", "--quiet", "--format", "raw", "-o",
                          str(tmp_path / "w.bin"), str(path)], capture_output=True, text=True, env=env)
    assert run.returncode == 0 and run.stderr.splitlines()[0] == f"{path}:1:8: {SHADOWS}"
    run = subprocess.run([sys.executable, "-m", "masm.cli", "lint", str(path)], capture_output=True, text=True, env=env)
    assert run.returncode == 0 and f"{path}:1:8: {SHADOWS}" in run.stdout + run.stderr
