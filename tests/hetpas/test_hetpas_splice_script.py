"""What HetPas's splices do as Pascal (issue 15, realhet's GCN_CAL_FractalComputeUnit): a Pascal text `'S[8:11]'`
chosen by `?:`, a counter stepped where it is read (`@BlockLoop![++RunIdx]:`, the counter an `#assign` name in masm)
and a splice that calls a `#macro` which only runs directives, as his splices call host functions that give ''.
Each expansion is compared with llvm-mc's bytes for the hand-expanded text."""
from __future__ import annotations

import pytest

import masm.api as api
import masm.preprocess.expander as expander_module
from tests.hetpas.hetpas_helpers import assert_builds_as, kernel_source
from tests.preprocess.preprocess_helpers import assert_same_bytes, error_of, llvm_encodings, texts


@pytest.mark.parametrize("driver, plain", [(0, "s[4:7]"), (1, "s[8:11]")])
def test_a_pascal_text_chosen_by_a_condition_is_pasted(driver, plain):
    body = (f"  #assign NewDriver {driver}\n"
            "  alias UAV=![NewDriver?'S[8:11]':'S[4:7]']\n"
            "  s_buffer_load_dwordx4 s[12:15], UAV, 0x10\n")
    lines = assert_builds_as(body, f"s_buffer_load_dwordx4 s[12:15], {plain}, 0x10", arch="gfx803")
    assert lines == [f"s_buffer_load_dwordx4 s[12:15], {plain}, 0x10"]


def test_pascal_texts_compare_join_and_keep_what_is_inside_them():
    source = ("#define B 2\n"
              "s_nop !['it''s' == \"it's\"]\n"     # '' is a quote inside a Pascal text
              "s_nop !['a]' + 'b' == \"a]b\"]\n"   # a bracket inside a text does not end the splice
              "s_nop !['B' == \"B\"]\n"            # a name inside a text is not a macro to expand (HetPas skips texts)
              "s_nop ![B]\n")
    assert texts(source) == ["s_nop 1", "s_nop 1", "s_nop 1", "s_nop 2"]
    assert_same_bytes(source, "s_nop 1\ns_nop 1\ns_nop 1\ns_nop 2")


def test_a_pascal_text_where_a_number_is_wanted_is_an_error():
    error = error_of("#assign x 'S'\n")
    assert (error.loc.line, error.loc.column, error.message) == (1, 11, 'expected a number, not the text "S"')


def test_a_counter_is_stepped_where_the_splice_reads_it():
    source = ("#assign n 0\n"
              "s_nop ![++n]\ns_nop ![n]\ns_nop ![n++]\ns_nop ![n]\ns_nop ![--N]\ns_nop ![n--]\ns_nop ![n]\n"
              "s_nop ![2*++n+1]\n")
    assert texts(source) == ["s_nop 1", "s_nop 1", "s_nop 1", "s_nop 2", "s_nop 1", "s_nop 1", "s_nop 0",
                             "s_nop 3"]
    assert_same_bytes(source, "s_nop 1\ns_nop 1\ns_nop 1\ns_nop 2\ns_nop 1\ns_nop 1\ns_nop 0\ns_nop 3")


def test_two_signs_that_are_no_step_keep_their_meaning():
    # `5--b` is 5-(-b) as before; `+ +n` (a blank between) is two signs; a number is no counter
    source = "#assign b 2\ns_nop ![5--b]\ns_nop ![+ +b]\ns_nop ![b]\ns_nop ![1--1]\n"
    assert texts(source) == ["s_nop 7", "s_nop 2", "s_nop 2", "s_nop 2"]


def test_block_labels_counted_by_a_splice_as_in_realhets_begin_and_end_run():
    body = ("  #assign RunIdx 0\n"
            "  #define BeginRun s_movk_i32 s20, 0 \\ @BlockLoop![++RunIdx]: s_add_u32 s21, s21, s20\n"
            "  #define EndRun s_add_i32 s20, s20, 1 \\ s_cmp_ge_i32 s20, s24 \\ s_cbranch_scc0 @BlockLoop![runIdx]\n"
            "  BeginRun\n  s_nop 1\n  EndRun\n  BeginRun\n  EndRun\n")
    plain = ("s_movk_i32 s20, 0\ns_add_u32 s21, s21, s20\ns_nop 1\ns_add_i32 s20, s20, 1\ns_cmp_ge_i32 s20, s24\n"
             "s_cbranch_scc0 -5\n"        # back to the s_add_u32 after the first BlockLoop1
             "s_movk_i32 s20, 0\ns_add_u32 s21, s21, s20\ns_add_i32 s20, s20, 1\ns_cmp_ge_i32 s20, s24\n"
             "s_cbranch_scc0 -4\n")       # and after BlockLoop2
    code = api.assemble(kernel_source(body), "gfx803")
    expected = b"".join(llvm_encodings(plain.splitlines(), "gfx803"))
    assert code[:len(expected)] == expected
    listing = api.expand(kernel_source(body), "gfx803")
    assert ".Lk.at.BlockLoop1:" in listing and ".Lk.at.BlockLoop2:" in listing


@pytest.mark.parametrize("fast", [True, False])
def test_a_step_inside_a_macro_expanded_many_times_counts_each_time(monkeypatch, fast):
    # the fast path reuses a #macro's statements from earlier expansions: a step is a side effect it must not reuse
    monkeypatch.setattr(expander_module, "FAST_PATH", fast)
    source = ("#assign n 0\n#macro L(r)\n  s_mov_b32 r, ![++n]\n#endm\n"
              + "L(s1)\n" * 4 + "__for__(i in [1..3], L(s2))\n")
    assert texts(source) == [f"s_mov_b32 s1, {i}" for i in (1, 2, 3, 4)] + [f"s_mov_b32 s2, {i}" for i in (5, 6, 7)]


@pytest.mark.parametrize("source, column, message", [
    ("s_nop ![++x]\n", 9, "'++x': 'x' is not defined; a counter stepped in a splice is an #assign name "
                          "(#assign x 0)"),
    ("#define f(a) a\ns_nop ![f++]\n", 9, "'f++': 'f' is not a number set by #assign; a counter stepped in a "
                                          "splice is an #assign name (#assign f 0)"),
    ("#define t 1.5\ns_nop ![++t]\n", 11, "'t' is 1.5: only an integer counts"),
])
def test_a_step_of_something_that_is_no_counter_is_an_error(source, column, message):
    error = error_of(source)
    assert (error.loc.line, error.loc.column, error.message) == (source.count("\n"), column, message)


def test_a_splice_calling_a_macro_that_only_runs_directives_pastes_nothing():
    # realhet's ![NextACarryIdx] calls a host function that steps a counter and gives ''; in masm it is a #macro
    source = ("#assign ACarryIdx -1\n#assign ACarryCnt 2\n"
              "#macro NextACarryIdx\n  #assign ACarryIdx ACarryIdx+1\n"
              "  #if ACarryIdx>=ACarryCnt\n    #error too many ACarry in run\n  #endif\n#endm\n"
              "#macro Set(v)\n  #assign ACarryIdx v\n#endm\n"
              "#define AddC(d) ![NextACarryIdx] v_addc_u32 d, vcc, d, v2, s[![ACarryIdx*2]:![ACarryIdx*2+1]]\n"
              "AddC(v1)\nAddC(v3)\n![Set(7)] s_nop ![ACarryIdx]\n")
    assert texts(source, arch="gfx803") == ["v_addc_u32 v1, vcc, v1, v2, s[0:1]", "v_addc_u32 v3, vcc, v3, v2, s[2:3]",
                                           "s_nop 7"]
    assert_same_bytes(source, "v_addc_u32 v1, vcc, v1, v2, s[0:1]\nv_addc_u32 v3, vcc, v3, v2, s[2:3]\ns_nop 7",
                      arch="gfx803")
    error = error_of(source.replace("![Set(7)] s_nop ![ACarryIdx]\n", "AddC(v4)\n"))
    assert (error.loc.line, error.message) == (6, "too many ACarry in run")


@pytest.mark.parametrize("source, column", [("s_nop ![]\n", 7), ("#define E\ns_nop ![E]\n", 7)])
def test_an_empty_splice_that_calls_no_macro_stays_an_error(source, column):
    error = error_of(source)
    assert (error.loc.column, error.message) == (column, "missing expression")


def test_a_macro_parameter_inside_a_pascal_text_is_not_substituted():
    # HetPas's macro processor passes over '…' (C over a character literal): `x` in 'x' stays the letter x
    source = ("#define F(x) s_nop ![x > 1 ? 'x' == \"x\" : 2]\n#define x 5\nF(3)\nF(0)\n"
              "#define CH(a) s_mov_b32 s0, 'a' + a\nCH(1)\n")
    assert texts(source) == ["s_nop 1", "s_nop 2", "s_mov_b32 s0, 'a' + 1"]
    assert_same_bytes(source, "s_nop 1\ns_nop 2\ns_mov_b32 s0, 98")
