"""How diagnostics reach a terminal: the echoed source line is the line the lexer counted (only '\\n' ends a line),
control characters never reach the terminal (an ESC in a comment cannot recolour it, a '\\r' cannot overwrite the
message), and an output encoding that cannot show a character gets an escape instead of a traceback."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import masm
from masm.diagnostics import AssemblyError
from masm.render import format_diagnostic, register_source

ROOT = Path(__file__).resolve().parent.parent.parent
SOURCE = ("kernel k\n  v_bogus v1 // \x1b[31mred\x1b[0m \x07 \r tail\n\ts_bogus2\t s1 // \x0c form feed\n"
          "  s_bogus3 s1\r\n  s_endpgm\nendkernel\n")


def _errors(name: str):
    register_source(name, SOURCE)
    with pytest.raises(AssemblyError) as e:
        masm.build(SOURCE, "gfx900", filename=name)
    return [format_diagnostic(d) for d in e.value.diagnostics]


def test_the_echoed_line_is_the_reported_line_and_shows_no_control_characters():
    first, second, third = _errors("ctl.masm")
    assert first.splitlines() == [
        "ctl.masm:2:3: error: unknown instruction 'v_bogus'",
        "  v_bogus v1 // \u241b[31mred\u241b[0m \u2407 \u240d tail",
        "  ^"]
    assert second.splitlines() == [
        "ctl.masm:3:2: error: unknown instruction 's_bogus2'",
        " s_bogus2  s1 // \u240c form feed",                        # a form feed is blank space, not a new line
        " ^"]
    assert third.splitlines()[:2] == ["ctl.masm:4:3: error: unknown instruction 's_bogus3'", "  s_bogus3 s1"]


def test_a_file_on_disk_is_split_the_same_way(tmp_path):
    path = tmp_path / "disk.masm"
    path.write_bytes(SOURCE.encode())
    with pytest.raises(AssemblyError) as e:
        masm.build(path.read_text(), "gfx900", filename=str(path))
    rendered = format_diagnostic(e.value.diagnostics[1])
    assert rendered.splitlines()[1] == " s_bogus2  s1 // \u240c form feed"
    assert not any(ord(c) < 32 for c in rendered.replace("\n", ""))


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_an_output_encoding_that_cannot_show_a_character_is_no_traceback(tmp_path, encoding):
    path = tmp_path / "wide.masm"
    path.write_text("kernel k\n  s_mov_b32 s4, 0x0\uff10\n  s_endpgm\nendkernel\n", encoding="utf-8")
    env = dict(os.environ, PYTHONIOENCODING=encoding, PYTHONPATH=str(ROOT))
    for command in (["lint", str(path)], ["build", str(path), "-o", str(tmp_path / "w.hsaco")]):
        r = subprocess.run([sys.executable, "-m", "masm.cli", *command], capture_output=True, env=env, timeout=120)
        out = (r.stdout + r.stderr).decode(encoding)
        assert r.returncode == 1, out
        assert "Traceback" not in out
        assert f"{path}:2:20: error: unexpected character '\\uff10' (U+FF10 FULLWIDTH DIGIT ZERO)" in out


def test_rendered_together_each_file_shows_its_lines_or_none(tmp_path):
    """render_diagnostics looks each file up once a call: a file on disk shows its lines, one that is not there
    (a benchmark's name) none, for every diagnostic in it."""
    import io

    from masm.diagnostics import Diagnostic, SourceLoc
    from masm.render import render_diagnostics
    path = tmp_path / "two.masm"
    path.write_text("  s_nop 0\n\ts_nop 1\n")
    diags = [Diagnostic("warning", f"w{k}", SourceLoc(str(file), line, 3)) for k, (file, line) in
             enumerate([(path, 1), (tmp_path / "absent.s", 1), (path, 2), (tmp_path / "absent.s", 2), (path, 3)])]
    out = io.StringIO()
    render_diagnostics(diags, out)
    assert out.getvalue() == "".join(f"{format_diagnostic(d)}\n" for d in diags)
    assert out.getvalue().splitlines() == [
        f"{path}:1:3: warning: w0", "  s_nop 0", "  ^", f"{tmp_path / 'absent.s'}:1:3: warning: w1",
        f"{path}:2:3: warning: w2", " s_nop 1", "  ^", f"{tmp_path / 'absent.s'}:2:3: warning: w3",
        f"{path}:3:3: warning: w4"]


@pytest.mark.parametrize("pad, tail", [(0, 500), (300, 0), (300, 500), (100, 10)])
def test_a_long_line_is_echoed_as_a_window_around_the_column(pad, tail):
    line = " " * pad + "v_bogus v1 // " + "x" * tail
    source = f"kernel k\n{line}\n  s_endpgm\nendkernel\n"
    register_source(f"long{pad}_{tail}.masm", source)
    with pytest.raises(AssemblyError) as e:
        masm.build(source, "gfx900", filename=f"long{pad}_{tail}.masm")
    head, echo, caret = format_diagnostic(e.value.diagnostics[0]).splitlines()
    assert head == f"long{pad}_{tail}.masm:2:{pad + 1}: error: unknown instruction 'v_bogus'"
    if len(line) <= 160:
        assert echo == line
    else:                   # 160 characters of the line, each cut end marked with '…'
        assert len(echo.strip("…")) == 160 and echo.startswith("…") == (pad > 40)
        assert echo.endswith("…") == (not line.endswith(echo.strip("…"))) and echo.strip("…") in line
    # the caret and the underline stand under the word the error is about
    at = caret.index("^")
    assert echo[at:at + len("v_bogus")] == "v_bogus" and caret.rstrip("~") == " " * at + "^"


def _as_it_was(d, lines) -> str:
    """format_diagnostic as it was written before it was made by one format: the head, then the echoed line and
    the caret, then the notes, each added to the text before (the message tested for `visible` by isprintable)."""
    from masm.render import _window, visible
    file, line, column = d.loc
    head = f"{file}:{line}:{column}: {d.severity}: {d.message if d.message.isprintable() else visible(d.message)}"
    src = lines[line - 1] if lines and 1 <= line <= len(lines) else None
    if src is not None:
        src, column, length = _window(src.replace("\t", " "), max(column, 1), d.length)
        head = (f"{head}\n{src if src.isprintable() else visible(src)}\n{' ' * (column - 1)}^"
                f"{'~' * (length - 1) if length > 1 else ''}")
    return "\n".join([head] + [f"{n.loc.file}:{n.loc.line}:{n.loc.column}: note: {visible(n.message)}"
                                for n in d.notes])


def test_each_diagnostic_is_shown_as_it_was():
    """The messages of diagnostics keep only a line feed of `visible`'s characters (their control characters were
    escaped when they were made): shown without testing them, they read as before, with every character there
    is, the echoed lines long and short, with tabs, notes or none, rendered one by one and together."""
    import io

    from hypothesis import given, settings, strategies as st

    from masm.diagnostics import Diagnostic, Note, SourceLoc
    from masm.render import render_diagnostics

    lines = ["  v_add_f32 v1, v2, v3", "\ts_nop 0 // \x1b[31m", "x" * 300, "é\u2028\x85 y"]
    texts = st.text(st.characters(min_codepoint=0, max_codepoint=0x3000), max_size=12)
    locs = st.builds(SourceLoc, st.just("shown.s"), st.integers(0, 5), st.integers(-1, 320))
    diags = st.builds(Diagnostic, st.sampled_from(["error", "warning"]), texts, locs,
                      st.lists(st.builds(Note, locs, texts), max_size=2).map(tuple), st.integers(1, 30))

    @settings(max_examples=300, deadline=None)
    @given(st.lists(diags, max_size=4), st.booleans())
    def check(found, with_source):
        want = [_as_it_was(d, lines if with_source else None) for d in found]
        assert [format_diagnostic(d, with_source, lambda f: lines) for d in found] == want
        out = io.StringIO()
        register_source("shown.s", "\n".join(lines) + "\n")
        render_diagnostics(found, out, with_source)
        assert out.getvalue() == "".join(text + "\n" for text in want)
    check()
