"""Hostile nesting is a located error (or simply works), never a Python RecursionError, a traceback or a quadratic
crawl: `![..]` inside `![..]`, `__if__` inside `__if__`, #define arguments inside #define arguments, deep brackets
and conditionals."""
from __future__ import annotations

import pytest

from masm.preprocess import budget, expander

from preprocess_helpers import error_of, expand, texts


@pytest.fixture(params=[True, False], ids=["fast", "general"])
def path(request, monkeypatch):
    monkeypatch.setattr(expander, "FAST_PATH", request.param)


def located(diag) -> tuple:
    return diag.loc.line, diag.loc.column, diag.message, len(diag.notes)


def test_splices_nested_3000_deep(path):
    assert located(error_of("s_nop " + "![" * 3000 + "1" + "]" * 3000 + "\n")) == (
        1, 137, "`![..]`, macro arguments and expressions nested more than 64 levels deep", 0)
    assert texts("s_nop " + "![" * 60 + "1" + "]" * 60 + "\n") == ["s_nop 1"]


def test_splices_nested_in_a_loop_header_and_an_if(path):
    assert located(error_of("__for__(i in [0.." + "![" * 300 + "1" + "]" * 300 + "], s_nop 0)\n"))[:3] == (
        1, 146, "`![..]`, macro arguments and expressions nested more than 64 levels deep")
    assert located(error_of("#if " + "![" * 300 + "1" + "]" * 300 + "\n#endif\n"))[:3] == (
        1, 133, "`![..]`, macro arguments and expressions nested more than 64 levels deep")


def test_if_texts_nested_3000_deep(path):
    assert located(error_of("__if__(1, " * 3000 + "s_nop 0" + ")" * 3000 + "\n")) == (
        1, 641, "__if__ texts and macros nested more than 64 levels deep", 0)
    assert texts("__if__(1, " * 60 + "s_nop 0" + ")" * 60 + "\n") == ["s_nop 0"]


def test_define_arguments_nested_3000_deep(path):
    diag = error_of("#define F(a) a\ns_nop " + "F(" * 3000 + "1" + ")" * 3000 + "\n")
    assert located(diag) == (2, 137, "`![..]`, macro arguments and expressions nested more than 64 levels deep", 65)
    assert diag.notes[0].message == "in an argument of macro 'F'"


def test_deep_brackets_and_conditionals_work_or_fail_where_they_open(path):
    n = 20000
    assert texts("s_nop ![" + "(" * n + "1" + ")" * n + "]\n") == ["s_nop 1"]
    assert texts("#if 1\n" * n + "s_nop 0\n" + "#endif\n" * n) == ["s_nop 0"]
    assert texts("#macro M(a)\n s_nop a\n#endm\nM(" + "(" * n + "1" + ")" * n + ")\n") == [
        "s_nop " + "(" * n + "1" + ")" * n]
    assert located(error_of("s_nop ![" + "-" * n + "1]\n"))[2] == "expression nested too deeply"
    assert located(error_of("#if 1\n" * n)) == (1, 1, "unterminated #if (missing #endif)", 0)
    assert located(error_of("s_nop " + "[" * n + "\n")) == (1, 7, "unbalanced brackets: '[' is never closed", 0)


def test_reading_nested_arguments_again_at_each_level_is_work(monkeypatch):
    monkeypatch.setattr(budget, "MAX_WORK", 200_000)
    # each of the 50 levels reads the 10,000 tokens inside it again: 500,000 tokens read for one statement
    source = "#macro M(a)\n  a\n#endm\n" + "M(" * 50 + "s_nop 0 " * 5000 + ")" * 50 + "\n"
    assert located(error_of(source))[2].startswith("expansion takes more than 200,000 units of work")


def _doubling_macros(levels: int, leaf: str) -> str:
    """M0 calls M1 twice, ... M{levels-1} calls `leaf` twice: 2^levels leaves from one call of M0."""
    lines = [f"#macro M{i}() M{i + 1}() M{i + 1}() #endm" for i in range(levels - 1)]
    lines.append(f"#macro M{levels - 1}() {leaf} {leaf} #endm")
    return "\n".join(lines) + "\nM0()\n"


def _all_errors(source: str) -> list:
    from masm.diagnostics import AssemblyError
    with pytest.raises(AssemblyError) as info:
        expand(source, errors=[])
    return [d for d in info.value.diagnostics if d.severity == "error"]


def test_an_error_in_each_of_2_to_the_36_expansions_stops_after_max_errors(path):
    """A fuzzed macro bomb whose every leaf calls an undefined macro took minutes: each error was recorded (with its
    chain) and the statements it dropped cost nothing.  Reading now stops at MAX_ERRORS errors with a located error,
    the recorded ones before it (as the build and lint collect them)."""
    errors = _all_errors(_doubling_macros(36, "UNDEFINED()"))
    last = errors[-1]
    assert last.message == f"too many errors ({budget.MAX_ERRORS:,}): reading stops here"
    assert (last.loc.line, len(last.notes)) == (36, 36)
    assert all(d.message == "undefined macro 'UNDEFINED'" for d in errors[:-1]) and len(errors) == budget.MAX_ERRORS + 1


def test_dropped_statements_count_against_the_budget(path, monkeypatch):
    """A statement dropped after an error costs like any other: with errors unlimited, the statement budget still
    ends a bomb of dropped statements."""
    monkeypatch.setattr(budget, "MAX_STATEMENTS", 5000)
    monkeypatch.setattr(budget, "MAX_ERRORS", 10 ** 9)
    errors = _all_errors(_doubling_macros(20, "UNDEFINED()"))
    # (each leaf statement holds two failing calls: two errors per dropped statement)
    assert "5,000 statements" in errors[-1].message and len(errors) <= 2 * 5000 + 3, errors[-1].message
