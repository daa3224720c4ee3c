"""The report's table (masm/text_table.py) is drawn as rich draws the same table (rich is the oracle here): the
samples' reports at several widths, and random rows by hypothesis; on a terminal it is styled."""
from __future__ import annotations

import io
import os

import pytest
from hypothesis import given, settings, strategies as st

import masm
from masm.report import _rows, render_report
from masm.text_table import render_table

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SAMPLES = ["samples/groestl/groestl.masm", "samples/daxpy/daxpy_1.masm", "samples/sdwa/packed_f16.masm",
           "samples/daxpy/daxpy_5.masm",
           "samples/matvec/matvec.masm"]


def rich_table(title: str, rows: list[tuple], width: int) -> str:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    def text(cell):
        return Text(cell) if isinstance(cell, str) else Text.assemble(*[(t, s) if s else t for t, s in cell])

    table = Table(title=Text(title), show_header=False, title_justify="left")
    table.add_column("what", style="bold")
    table.add_column("value")
    for a, b in rows:
        table.add_row(text(a), text(b))
    out = io.StringIO()
    Console(file=out, width=width).print(table)
    return out.getvalue()


def _report(path: str, arch: str) -> dict:
    full = os.path.join(ROOT, path)
    with open(full) as f:
        program = masm.build(f.read(), arch, filename=path, include_dirs=[os.path.dirname(full)])
    return program.report


@pytest.mark.parametrize("path", SAMPLES)
def test_sample_reports_are_drawn_as_rich_draws_them(path):
    report = _report(path, "gfx900")
    for width in (40, 63, 80, 100, 132):
        for k in report["kernels"]:
            title = f"{k['name']}  ({report['arch']})"
            assert render_table(title, _rows(k), width) == rich_table(title, _rows(k), width), (path, width)


_words = st.text(alphabet=st.sampled_from("abcXYZ019 _:/.,()`→≤█·中"), min_size=0, max_size=90)
_cells = st.one_of(_words, st.lists(st.tuples(_words, st.sampled_from(["", "green", "bold red"])), min_size=1,
                                    max_size=3))


@settings(max_examples=60, deadline=None)
@given(title=_words, rows=st.lists(st.tuples(st.text(alphabet="abc XYZ/", min_size=1, max_size=18), _cells),
                                   min_size=1, max_size=4),
       width=st.integers(min_value=40, max_value=140))
def test_random_rows_are_drawn_as_rich_draws_them(title, rows, width):
    assert render_table(title, rows, width) == rich_table(title, rows, width)


def test_a_newline_in_a_cell_starts_a_line_of_the_cell():
    assert render_table("t", [("x", "ab\ncd\n")], 40).split("\n") == [
        "t         ", "┌───┬────┐", "│ x │ ab │", "│   │ cd │", "└───┴────┘", ""]


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_on_a_terminal_the_fit_verdicts_are_coloured_and_no_color_turns_it_off(monkeypatch):
    report = _report("samples/groestl/groestl.masm", "gfx900")
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    monkeypatch.setenv("COLUMNS", "100")
    out = _Terminal()
    render_report(report, out)
    assert "\x1b[32mfits\x1b[0m" in out.getvalue() and "\x1b[1mcode\x1b[0m" in out.getvalue()
    plain = io.StringIO()
    render_report(report, plain, width=100)
    assert out.getvalue().replace("\x1b[32m", "").replace("\x1b[1m", "").replace("\x1b[3m", "") \
        .replace("\x1b[0m", "") == plain.getvalue()
    monkeypatch.setenv("NO_COLOR", "1")
    quiet = _Terminal()
    render_report(report, quiet)
    assert quiet.getvalue() == plain.getvalue()
