"""`finish_diagnostics` keeps a diagnostic without notes whose column is within its line as it is, without asking
`SourceColumns.fit`: its result is the general way's (fit on every diagnostic) for generated diagnostics, columns
before, within and past their lines, on lines there are and lines there are not, in files there are and are not."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from masm.columns import SourceColumns
from masm.diagnostics import Diagnostic, Note, SourceLoc
from masm.pipeline import _collapsed, finish_diagnostics

MAIN = "main.s"
TEXT = "  v_add_f32 v1, v2, v3\n\ns_nop 0\r\n" + "x" * 40 + "\n\tL0:"
FILES = [MAIN, "/nonexistent/other.s", "<input>"]


def reference(diagnostics, columns: SourceColumns) -> list:
    """finish_diagnostics as it was: `fit` asked of each diagnostic kept."""
    seen, out = set(), []
    main = columns.filename
    for d in sorted(diagnostics, key=lambda d: (d.severity != "error", d.loc.file != main, d.loc)):
        key = (d.severity, d.message, d.loc, d.notes)
        if key not in seen:
            seen.add(key)
            out.append(columns.fit(_collapsed(d)))
    return out


locations = st.builds(SourceLoc, st.sampled_from(FILES), st.integers(-1, 8), st.integers(-2, 50))
notes = st.lists(st.builds(Note, locations, st.sampled_from(["in expansion of macro 'M'", "here"])), max_size=4)
diagnostics = st.builds(Diagnostic, st.sampled_from(["error", "warning", "note"]),
                        st.sampled_from(["a", "b", "insert `s_nop 0` before this line"]), locations,
                        notes.map(tuple), st.integers(1, 60), st.sampled_from([None, "hazard"]))


@settings(max_examples=400, deadline=None)
@given(st.lists(diagnostics, max_size=12))
def test_finish_diagnostics_as_fit_gives(found):
    got = finish_diagnostics(found, SourceColumns(MAIN, TEXT))
    want = reference(found, SourceColumns(MAIN, TEXT))
    assert got == want
    assert [d.length for d in got] == [d.length for d in want]


# a build's static-check warnings: all warnings, all in the main file (their notes anywhere), where the order is
# the locations' alone (`_in_order`'s lane sorting by the location only)
main_locations = st.builds(SourceLoc, st.just(MAIN), st.integers(-1, 8), st.integers(-2, 50))
main_warnings = st.builds(Diagnostic, st.just("warning"), st.sampled_from(["a", "b", "insert `s_nop 0`"]),
                          main_locations, notes.map(tuple), st.integers(1, 60), st.sampled_from([None, "hazard"]))


@settings(max_examples=300, deadline=None)
@given(st.lists(main_warnings, max_size=30), st.lists(diagnostics, max_size=2))
def test_warnings_of_the_main_file_in_the_order_of_the_general_key(found, others):
    for mixed in (found, found + others):
        got = finish_diagnostics(mixed, SourceColumns(MAIN, TEXT))
        want = reference(mixed, SourceColumns(MAIN, TEXT))
        assert got == want
        assert [(d.loc, d.length) for d in got] == [(d.loc, d.length) for d in want]
