"""Diagnostics that say how to fix frequent mistakes: the carry form of gfx8 adds, the target's spelling of an unknown
or foreign mnemonic, labels spelled almost right (or with/without their @), literals where only inline constants fit,
and a repeated chain of notes (endless recursion) shown once."""
import pytest

import masm
from masm.diagnostics import AssemblyError


def errors(body: str, arch: str = "gfx900") -> list[tuple[int, int, str]]:
    source = f"kernel k\n{body}\n  s_endpgm\nendkernel\n"
    with pytest.raises(AssemblyError) as info:
        masm.build(source, arch, filename="k.masm")
    found = [(d.line, d.column, d.message) for d in info.value.diagnostics if d.severity == "error"]
    assert found == [(d.line, d.column, d.message) for d in masm.lint(source, arch, filename="k.masm")
                     if d.severity == "error"]
    return found


def test_spelling_searches_are_bounded_per_kernel_and_repeats_are_free(monkeypatch):
    """A search compares the word with every mnemonic (~10 ms): a file of 60,000 misspelt lines took over 5 minutes
    to report.  A repeated word is hinted on every line; after the bound, new words get no spelling hint."""
    from masm import hints
    monkeypatch.setattr(hints, "SPELLING_SEARCHES_PER_BUILD", 2)
    body = "\n".join(["  v_add_f23 v1, v2, v3", "  s_mov_b23 s1, s2", "  v_fma_f23 v1, v2, v3, v4",
                      "  v_add_f23 v4, v2, v3"])
    assert [m for _, _, m in errors(body)] == [
        "unknown instruction 'v_add_f23'; did you mean 'v_add_f32'?",
        "unknown instruction 's_mov_b23'; did you mean 's_mov_b32'?",
        "unknown instruction 'v_fma_f23'",                                 # the third distinct word
        "unknown instruction 'v_add_f23'; did you mean 'v_add_f32'?"]      # seen before


def test_gfx803_add_without_its_carry_shows_the_vcc_form():
    assert errors("  v_add_u32 v1, v2, v3", "gfx803") == [
        (2, 23, "too few operands for instruction; on gfx803 v_add_u32 writes a carry: `v_add_u32 v1, vcc, v2, v3` "
                "(the carry-out in vcc, or in an SGPR pair in the e64 form)")]


def test_gfx9_add_with_a_carry_names_the_carry_instruction():
    assert errors("  v_add_u32 v1, vcc, v2, v3", "gfx900") == [
        (2, 26, "invalid operand for instruction (too many operands); v_add_u32 has no carry on gfx900: the "
                "instruction with a carry-out is v_add_co_u32")]


@pytest.mark.parametrize("arch, line, better", [
    ("gfx900", "v_add_f23 v1, v2, v3", "v_add_f32"),
    ("gfx900", "v_ad_f32 v1, v2, v3", "v_add_f32"),
    ("gfx803", "v_add_co_u32 v1, vcc, v2, v3", "v_add_u32"),           # the same instruction, named for gfx9
    ("gfx803", "global_load_dword v1, v[2:3], off", "flat_load_dword"),
])
def test_a_mnemonic_spelled_almost_right_or_for_another_target(arch, line, better):
    (found,) = errors("  " + line, arch)
    assert found[:2] == (2, 3) and found[2].endswith(f"; did you mean '{better}'?")


def test_no_guess_for_a_word_like_no_mnemonic():
    assert errors("  frobnicate v1") == [(2, 3, "unknown instruction 'frobnicate'")]


def test_labels_spelled_almost_right_or_without_their_at():
    assert errors("  s_branch @lop\n  s_endpgm\n@loop:") == [
        (2, 12, "undefined label '@lop'; did you mean '@loop'?")]
    assert errors("  s_branch loop\n  s_endpgm\n@loop:") == [
        (2, 3, "undefined label 'loop'; did you mean '@loop'? (a label defined as `@loop:` is written with its @)")]
    assert errors("  s_branch @loop\n  s_endpgm\nloop:") == [
        (2, 12, "undefined label '@loop'; did you mean 'loop'? (a label defined as `loop:` is written without @)")]


def test_label_spelling_searches_are_bounded_per_kernel(monkeypatch):
    """A search compares the word with every label of the kernel (25 ms a word among 3,000 labels): after the
    bound, new words get no hint; a word searched before keeps its hint."""
    from masm import hints
    monkeypatch.setattr(hints, "SPELLING_SEARCHES_PER_BUILD", 2)
    assert [m for _, _, m in errors("  s_branch @lop\n  s_branch @lopp\n  s_branch @loopp\n  s_branch @lop\n"
                                     "  s_endpgm\n@loop:")] == [
        "undefined label '@lop'; did you mean '@loop'?", "undefined label '@lopp'; did you mean '@loop'?",
        "undefined label '@loopp'", "undefined label '@lop'; did you mean '@loop'?"]


def test_an_undefined_label_is_found_even_when_another_line_fails():
    assert errors("  s_branch nowhere\n  frobnicate v1") == [
        (2, 3, "undefined label 'nowhere'"), (3, 3, "unknown instruction 'frobnicate'")]


def test_a_literal_where_only_inline_constants_fit_says_which_fit():
    assert errors("  v_mad_f32 v1, v2, 3.3, v3") == [
        (2, 21, "literal operands are not supported; only an inline constant fits here (an integer from -16 to 64, "
                "or one of the floats 0.5, 1.0, 2.0, 4.0, their negatives and 1/(2*pi) (0.15915494)); put other "
                "values in a register first")]


def test_endless_recursion_shows_its_chain_once():
    source = "#macro R(n)\n  R(n)\n#endm\nkernel k\n  R(1)\nendkernel\n"
    with pytest.raises(AssemblyError) as info:
        masm.build(source, "gfx900", filename="r.masm")
    (d,) = info.value.diagnostics
    assert [(n.loc.line, n.message) for n in d.notes] == [
        (2, "in expansion of macro 'R'"), (2, "… (repeated 62 more times)"), (5, "in expansion of macro 'R'")]
    (linted,) = masm.lint(source, "gfx900", filename="r.masm")
    assert linted.notes == d.notes


def test_mutual_recursion_shows_its_cycle_once():
    source = "#macro A(n)\n  B(n)\n#endm\n#macro B(n)\n  A(n)\n#endm\nkernel k\n  A(1)\nendkernel\n"
    (d,) = masm.lint(source, "gfx900", filename="r.masm")
    assert [(n.loc.line, n.message) for n in d.notes] == [
        (2, "in expansion of macro 'B'"), (5, "in expansion of macro 'A'"),
        (2, "… (the last 2 notes repeated 30 more times)"), (2, "in expansion of macro 'B'"),
        (8, "in expansion of macro 'A'")]
