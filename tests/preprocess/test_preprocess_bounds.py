"""Exponential growth stops with a located error carrying the expansion chain (the expansion budget, budget.py).

Each source of tools/bench_bounds.py (which measures their time and memory in cold processes) is expanded here and
its first error checked: file, line, column, message, the length of the expansion chain and its innermost note.  The
six sources of issue 13 run with the real budget; the others with a tenth of the work budget, to keep the suite fast.
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from masm.diagnostics import AssemblyError
from masm.preprocess import budget, preprocess

_TOOL = Path(__file__).resolve().parents[2] / "tools" / "bench_bounds.py"
_spec = importlib.util.spec_from_file_location("bench_bounds_shapes", _TOOL)
bench_bounds = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_bounds)


def work_message(limit: str) -> str:
    return (f"expansion takes more than {limit} units of work (statements, macro invocations and __for__ iterations, "
            "counted with their nesting depth); runaway recursion?")


WORK, SMALL_WORK = work_message("6,000,000"), work_message("600,000")

# shape: (file, line, column, message, chain length, innermost note as (file, line, column, message))
WITH_THE_REAL_BUDGET = {
    "macro_doubling_nested": ('m.masm', 4, 49, WORK, 25, ('m.masm', 4, 49, "in expansion of macro 'D'")),
    "macro_chain_twice": ('m.masm', 74, 9, WORK, 26, ('m.masm', 74, 9, "in expansion of macro 'M25'")),
    "macro_recursive_doubling_argument": ('m.masm', 2, 3,
        "macro 'R' expands to more than 1,000,000 characters; runaway recursion?",
        17, ('m.masm', 2, 3, "in expansion of macro 'R'")),
    "define_doubling_nested": ('m.masm', 2, 45,
        "macro 'D' expands to more than 1,000,000 characters; runaway recursion?",
        22, ('m.masm', 2, 43, "in an argument of macro 'D'")),
    "define_object_doubling": ('m.masm', 5, 13, WORK, 57, ('m.masm', 6, 13, "in expansion of macro 'A4'")),
    "for_nested_200": ('m.masm', 1, 2963,
        'expansion nested more than 128 levels deep (macro invocations, __for__ iterations and includes)',
        128, ('m.masm', 1, 2939, 'in __for__ iteration i127=0')),
}
WITH_A_TENTH_OF_THE_WORK = {
    "macro_chain_twice_counter": ('m.masm', 122, 3,
        SMALL_WORK,
        41, ('m.masm', 119, 9, "in expansion of macro 'M40'")),
    "macro_chain_twice_no_output": ('m.masm', 80, 9,
        SMALL_WORK,
        28, ('m.masm', 80, 9, "in expansion of macro 'M27'")),
    "define_object_doubling_statements": ('m.masm', 5, 12,
        SMALL_WORK,
        57, ('m.masm', 6, 15, "in expansion of macro 'A4'")),
    "define_wide_base10": ('m.masm', 1, 12, SMALL_WORK, 9, ('m.masm', 2, 24, "in expansion of macro 'A0'")),
    "macro_wide_base10_counter": ('m.masm', 5, 24, SMALL_WORK, 8, ('m.masm', 8, 30, "in expansion of macro 'A1'")),
    "stringize_doubling": ('m.masm', 2, 3,
        "macro 'Q' expands to more than 1,000,000 characters; runaway recursion?",
        9, ('m.masm', 2, 3, "in expansion of macro 'Q'")),
    "paste_doubling": ('m.masm', 2, 3,
        "macro 'P' expands to more than 1,000,000 characters; runaway recursion?",
        18, ('m.masm', 2, 3, "in expansion of macro 'P'")),
    "paste_doubling_defines": ('m.masm', 23, 16,
        "macro 'P21' expands to more than 1,000,000 characters; runaway recursion?",
        19, ('m.masm', 24, 16, "in expansion of macro 'P22'")),
    "splice_doubling": ('m.masm', 3, 14, SMALL_WORK, 59, ('m.masm', 4, 14, "in expansion of macro 'B2'")),
    "splice_recursion": ('m.masm', 2, 11,
        "macro 'S' nested more than 64 levels deep (endless recursion?)",
        64, ('m.masm', 2, 11, "in expansion of macro 'S'")),
    "if_text_doubling": ('m.masm', 2, 13,
        "macro 'I' nested more than 64 levels deep (endless recursion?)",
        32, ('m.masm', 2, 13, "in expansion of macro 'I'")),
    "for_in_recursion": ('m.masm', 2, 24,
        "macro 'L' nested more than 64 levels deep (endless recursion?)",
        128, ('m.masm', 2, 3, 'in __for__ iteration i=0')),
    "for_nested_60": ('m.masm', 1, 1279,
        "__for__ runs 2 iterations; at most 1 fit in what is left of the expansion's work budget (600,000)",
        56, ('m.masm', 1, 1256, 'in __for__ iteration i55=1')),
    "for_huge_count": ('m.masm', 1, 1,
        "__for__ runs 1,000,000,000,000 iterations; at most 599,990 fit in what is left of the expansion's "
        "work budget (600,000)",
        0, None),
    "variadic_doubling": ('m.masm', 2, 3, SMALL_WORK, 2, ('m.masm', 2, 3, "in expansion of macro 'V'")),
    "include_twice_nested": ('f30.inc', 1, 10, SMALL_WORK, 31, ('f29.inc', 2, 2, 'included from here')),
    "include_itself": ('m.masm', 1, 10, 'include cycle: m.masm -> m.masm', 0, None),
}


def first_error(name: str, tmp_path: Path):
    files = bench_bounds.SHAPES[name]
    for file, text in files.items():
        (tmp_path / file).write_text(text)
    main = next(iter(files))
    with pytest.raises(AssemblyError) as info:
        preprocess(files[main], filename=str(tmp_path / main), arch="gfx900")
    diag = info.value.diagnostics[0]
    note = diag.notes[0] if diag.notes else None
    return (Path(diag.loc.file).name, diag.loc.line, diag.loc.column, diag.message, len(diag.notes),
            (Path(note.loc.file).name, note.loc.line, note.loc.column, note.message) if note else None)


def test_every_shape_is_checked():
    assert set(WITH_THE_REAL_BUDGET) | set(WITH_A_TENTH_OF_THE_WORK) == set(bench_bounds.SHAPES)


@pytest.mark.parametrize("name", sorted(WITH_THE_REAL_BUDGET))
def test_growth_of_issue_13_stops_with_a_located_error(name, tmp_path):
    assert first_error(name, tmp_path) == WITH_THE_REAL_BUDGET[name]


@pytest.mark.parametrize("name", sorted(WITH_A_TENTH_OF_THE_WORK))
def test_growth_stops_with_a_located_error(name, tmp_path, monkeypatch):
    monkeypatch.setattr(budget, "MAX_WORK", 600_000)
    assert first_error(name, tmp_path) == WITH_A_TENTH_OF_THE_WORK[name]
