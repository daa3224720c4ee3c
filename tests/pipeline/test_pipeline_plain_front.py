"""The plain-file shortcuts of the front end (preprocess/plain_source.py, then pipeline._plain_front_end) must give
exactly what preprocess → split_kernels → lower give, or decline (None) — never a different kernel, line, location or
warning."""
from __future__ import annotations

import os
import random
import sys

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from masm import pipeline
from masm.diagnostics import AssemblyError, DiagnosticSink
from masm.kernels import split_kernels
from masm.preprocess import preprocess
from masm.preprocess.plain_source import plain_statements
from masm.statements import lower
from masm.targets import ARCHES as TARGET_ARCHES

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ARCHES = tuple(TARGET_ARCHES)      # every described target


def _general(source: str, arch: str, filename: str):
    kernels = split_kernels(preprocess(source, filename=filename, arch=arch), filename=filename, arch=arch)
    return [(k, lower(k, arch)) for k in kernels]


def _summary(front):
    out = []
    for k, lowered in front:
        out.append((k.name, k.loc, k.workgroup_size, k.lds_bytes, k.args, k.aliases, k.abi,
                    [(ln.text, ln.loc, ln.notes, ln.macro, ln.macro_loc, ln.loop_ids) for ln in lowered.lines],
                    lowered.budget_vgprs, lowered.budget_sgprs, lowered.loops, lowered.warnings))
    return out


def _shortcut(source: str, arch: str, filename: str):
    plain = plain_statements(source, arch)
    return None if plain is None else pipeline._plain_front_end(plain, arch, filename)


def _check(source: str, arch: str = "gfx900", filename: str = "plain.s", *, expect_shortcut: bool | None = None):
    fast = _shortcut(source, arch, filename)
    if expect_shortcut is not None:
        assert (fast is not None) == expect_shortcut
    if fast is None:
        return None
    try:
        general = _general(source, arch, filename)
    except AssemblyError as e:
        pytest.fail(f"the shortcut accepted a file the general path rejects: {e}\n{source[:500]}")
    assert _summary(fast) == _summary(general)
    # the questions about directives, asked of the lines the shortcut says may hold one (labels, constants) and of
    # every line of the general path's kernel
    assert all(lowered.directive_lines is not None for _, lowered in fast)
    assert all(lowered.directive_lines is None for _, lowered in general)
    assert pipeline._is_module(fast) == pipeline._is_module(general)
    assert pipeline._target_of(fast, arch) == pipeline._target_of(general, arch)
    return fast


def _bench_source(count: int, seed: int, arch: str) -> str:
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    try:
        from bench_plain import make_source
    finally:
        sys.path.pop(0)
    return make_source(count, seed, arch)


@pytest.mark.parametrize("seed, arch", [(1, "gfx900"), (2, "gfx900"), (1, "gfx803")])
def test_benchmark_file_takes_the_shortcut_and_matches(seed, arch):
    _check(_bench_source(3000, seed, arch), arch, expect_shortcut=True)


@pytest.mark.parametrize("kind, arch", [("handwritten", "gfx900"), ("literals", "gfx803"), ("packed", "gfx90a"),
                                        ("sets", "gfx900")])
def test_benchmark_kinds_take_the_shortcut_and_match(kind, arch):
    """bench_plain's hand-typed file (tabs, `v1,v2`, capitals, comments), its file of distinct literals, counters
    and offset expressions, its SDWA/DPP/packed-math file and its file of `.set` constants named in operands keep
    the shortcut and give the general path's lines."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    try:
        import bench_plain
    finally:
        sys.path.pop(0)
    _check(getattr(bench_plain, f"make_{kind}_source")(1500, 3, arch), arch, expect_shortcut=True)


@pytest.mark.parametrize("arch", ARCHES)
def test_corpus_as_a_file_matches(arch):
    rng = random.Random(arch)
    lines = []
    with open(os.path.join(ROOT, "tests", "corpus", f"{arch}.s")) as f:
        for n, line in enumerate(f):
            if line.startswith("//") or not line.strip():
                continue
            text = line.rstrip("\n").rpartition("  // ")[0]
            if n % 97 == 0:
                lines.append(f"label_{n}:")
            lines.append(rng.choice(["  ", "\t", "", "    "]) + text + rng.choice(["", "  ; note", " // x", "  "]))
    assert _check("\n".join(lines) + "\n", arch, expect_shortcut=True) is not None


def test_unreferenced_labels_warn_as_in_the_general_path():
    fast = _check("start:\n  s_branch end\nunused:\n  s_nop 0\nend:\n  s_endpgm\n", expect_shortcut=True)
    assert [(d.message, d.loc.line) for d in fast[0][1].warnings] == [
        ("label 'start' is never the target of a branch or reference", 1),
        ("label 'unused' is never the target of a branch or reference", 3)]


@pytest.mark.parametrize("source", [
    "#define X 1\n s_nop X\n",                 # a directive
    "kernel k\n s_endpgm\nendkernel\n",        # kernel declarations
    " v_temp t\n v_mov_b32 t, 0\n",           # a masm keyword
    " s_nop 0 s_nop 1\n",                       # two statements on a line
    "L1: s_nop 0\n",                            # a label and an instruction on one line
    " s_load_dword s4, kernarg_ptr, 0\n",       # an ABI name
    " s_nop (1\n s_endpgm\n",                   # an unclosed parenthesis
    " v_add_u32 v0, v1,\n v2\n",                # a statement going on on the next line
    "@loop:\n s_branch @loop\n",                # a local label
    " s_nop ![1+1]\n",                          # an expression to splice
    " .long 1\n",                               # data
    " v_mov_b32 v0, 1e-5x\n",                   # not one token
    " s_nop foo(1)\n",                          # a call the expander must judge
    "a:\na:\n s_nop 0\n",                       # a label defined twice
    " s_if(scc1)\n _endif\n",                   # structured control flow
    " v_mov_b32 v0, \u00b5\n",                  # not ASCII
])
def test_files_needing_more_than_lines_are_declined(source):
    assert _shortcut(source, "gfx900", "f.s") is None


_MARK_PIECES = ["#", '"', "\\", "!", "[", "![", "/", "*", "/*", "*/", "(", ")", "(*", "*)", "{", "}", "\x00", "\x08",
                "\x09", "\x0b", "\x0d", "\x0e", "\x1c", "\x1f", "\x7f", " v_mov_b32 v0, 1", "\n", ";", "//", "!="]


@given(st.lists(st.sampled_from(_MARK_PIECES), max_size=8))
def test_marks_needing_the_expander_are_found_in_one_pass(pieces):
    """plain_source._needs_expander (one bytes.translate over the text) answers what looking for each mark and each
    rejected ASCII character in the text answers."""
    import re
    from masm.preprocess.plain_source import _NEEDS_EXPANDER, _needs_expander
    text = "".join(pieces)
    expected = any(mark in text for mark in _NEEDS_EXPANDER) or re.search(r"[\x00-\x08\x0e-\x1f\x7f]", text) is not None
    assert _needs_expander(text) == expected


@given(st.lists(st.sampled_from([",", ", ", " ,", " ", "[", "]", "\n", "v1", "0", "quad_perm:[0,1,2,3]", ",,"]),
                max_size=10))
def test_bare_commas_are_found_as_the_pattern_finds_them(pieces):
    """plain_kernel._has_bare_comma (two counts first) answers what its regular expression alone answers."""
    from masm.statements.plain_kernel import _BARE_COMMA, _has_bare_comma
    text = "".join(pieces)
    assert _has_bare_comma(text) == (_BARE_COMMA.search(text) is not None)


def test_operands_that_fold_are_rewritten_as_in_the_general_path():
    fast = _check(" s_mov_b32 s0, 1+2\n v_mov_b32 v1, v[4:4]\n s_waitcnt vmcnt(0) & lgkmcnt(0)\n s_endpgm\n",
                  expect_shortcut=True)
    assert [ln.text for ln in fast[0][1].lines][:2] == ["s_mov_b32 s0, 3", "v_mov_b32 v1, v4"]


_PIECES = ["s_nop 0", "v_add_f32 v1, v2, v3", "s_mov_b32 s0, 1+2", "v_mov_b32 v0, -1", "s_waitcnt vmcnt(0)",
           "s_branch L0", "L0:", "L1:", "s_cbranch_scc1 L1", "v_mov_b32_dpp v1, v2 row_shr:1 bank_mask:0xf",
           "global_load_dword v1, v[2:3], off offset:16", "s_getreg_b32 s1, hwreg(HW_REG_MODE, 0, 4)",
           "v_mov_b32 v1, v[4:4]", "v_cmp_gt_f32 vcc, 0.5, v1", "s_endpgm", "V_ADD_F32 V1, V2, V3",
           "#define Q 3", "s_nop Q", "kernel k", "endkernel", "v_temp t", "@x:", "s_nop (1", "s_nop 0 s_nop 0",
           "L2: s_nop 0", "s_nop 1,", "// only a comment", "; another", "s_nop 0 ; trailing", "s_nop 0x10",
           "s_nop 010", "v_mov_b32 v0, s[0:1]", "s_load_dword s0, s[0:1], 0x10 glc", "s_nop\t0",
           "v_add_u32 v1, 2 * 3, v2", "s_nop foo", "foo(1)", "v_mov_b32 v0, 1e-5", "s_nop  2",
           "s_mov_b32 s0, local_id_x", "s_mov_b32 s0, s2 // group_id_y", ".text", "exp mrt0 v0, v0, v0, v0",
           "v_add_f32 v0, v1, v2)", "s_mov_b32 s0, (1+2)", "global_load_dword v1, v[2:3], off offset:0x10",
           "ds_read_b32 v1, v2 offset:010", "v_mov_b32 v1, 0x123456789", "s_mov_b32 s0, 4294967296",
           "s_mov_b32 s0, 999999999", "s_mov_b32 s0, 0X10", "v_add_f32 v0, -v1, |v2|", "s_nop -0",
           "ds_write2_b32 v1, v2, v3 offset0:4 offset1:0x8", "s_branch l0", "s_mov_b32 s0, l1-L0",
           # assembler directives: statements to the preprocessor, declined by the lowering's shortcut
           ".p2align 8", ".long 1, 2", ".globl L0", ".section .text", ".byte 0x10", ".AMDGPU_METADATA", ".set K, 3",
           "s_nop K", ".text s_nop 0", ".align 4 // note", ".L1:", ".long .L1", "dd 5",
           # constants (`.set` before the first instruction: the shortcut; after one: declined), named in register
           # indices, offsets and expressions, defined from labels, other constants, with a bare comma
           ".set K, 3", ".equ J, K+1", ".SET Q,2", ".equiv Z, 4", ".set R, L0", ".set", ".set W, (J", "s_nop J",
           "v_mov_b32 v0, v[K]", "v_add_f32 v[J], v1, v2", "s_mov_b32 s0, K*4+J", "ds_read_b32 v1, v2 offset:K*16",
           "s_load_dwordx2 s[K:K+1], s[0:1], Q", "s_branch R", "v_mov_b32 v1, Z",
           # operands separated by a bare comma (hand-written style), brackets holding commas
           "v_add_f32 v1,v2,v3", "v_add_f32 v1 ,v2,  v3", "ds_write2_b32 v1,v2,v3 offset0:4 offset1:8",
           "v_mov_b32_dpp v1,v2 quad_perm:[0,1,2,3] row_mask:0xf", "s_mov_b32 s0,1+2", "v_add_f32 v1,,v2",
           "s_load_dwordx2 s[0:1],s[2:3],0x0", "s_load_dwordx2 s0,s2,0", "v_pk_add_f16 v1,v2,v3 op_sel:[0,1]",
           "s_waitcnt vmcnt(0),lgkmcnt(0)", "s_branch L0,", "v_add_f32 v1,v2,Q", "s_load_dword s0,s[0:1],0x10 ofsdword",
           # labels named like directives (an unused one warns unless the file is an LLVM module or has debug
           # information: the questions the shortcut asks of its labels and constants only)
           ".amdhsa_kernel_x:", ".cfi_y:", ".loc:", ".Ldead:", "unused:", ".amdgcn_target_z:", ".section:",
           ".set .amdhsa_k, 1", ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"", ".globl unused"]


@pytest.mark.parametrize("label", [".amdhsa_kernel_x", ".cfi_y", ".loc", ".Ldead", "unused", ".amdgcn_target_z",
                                   ".section", ".Lcfi_z"])
@pytest.mark.parametrize("head", ["", ".set K, 3\n"])
def test_labels_named_like_directives_are_asked_about_as_in_the_general_path(label, head):
    """The shortcut asks the questions about directives (an LLVM module? debug information? the target) of its labels
    and constants only: an unused label named like a module directive makes the file a module, one named like a
    debug directive silences the unused `.L` labels, as when the general path asks every line."""
    fast = _check(f"{head}  s_nop 0\n{label}:\n  s_nop 1\n.Lother:\n  s_endpgm\n", expect_shortcut=True)
    lowered = fast[0][1]
    assert [line.text for line in lowered.directive_lines] == (([".set K, 3"] if head else []) +
                                                                [f"{label}:", ".Lother:"])
    assert pipeline._is_module(fast) == (label.startswith(".amdhsa_") or bool(head))     # (`.set`: a module's too)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(_PIECES), st.sampled_from(["", " ", "  ", "\t"])), min_size=1, max_size=12))
def test_random_files_match_or_are_declined(lines):
    _check("\n".join(indent + text for text, indent in lines) + "\n")


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(_PIECES + ["", "L0: ", "L1:\ts_nop 0", "s_nop 0\t; x", "s_nop 0 //: y",
                                                     "v_add_f32 v1,\tv2, v3", "s_nop 0 ,", "L0 :"]),
                          st.sampled_from(["", " ", "  ", "\t", "\f", " \v "]), st.sampled_from(["", " ", "\r", "\t"])),
                min_size=1, max_size=12))
def test_plain_statements_are_what_preprocess_makes(lines):
    """The whole-file scan gives preprocess's statements (texts and locations), or declines: with comments, empty
    lines, blanks of every kind before and after the statement, CRLF line ends."""
    source = "\n".join(indent + text + end for text, indent, end in lines) + "\n"
    plain = plain_statements(source, "gfx900")
    if plain is not None:
        assert [(t, line, column) for t, line, column in plain.statements] == [
            (st.text, st.loc.line, st.loc.column) for st in preprocess(source, filename="f.s", arch="gfx900")]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from([".set K, 3", ".equ J, K+1", ".SET Q,2", ".equiv Z, 4", ".set R, L0", "L0:",
                                 ".set K, 5", ".set W, s1"]), min_size=1, max_size=5),
       st.lists(st.sampled_from(_PIECES), min_size=1, max_size=8))
def test_files_starting_with_constants_match_or_are_declined(head, body):
    """Constants defined before the first instruction, then any statements: the general path's lines, or declined."""
    _check("".join(f"  {text}\n" for text in head + body))


def test_constants_before_the_code_take_the_shortcut():
    """`.set` lines before the first instruction keep the file on the shortcut (bench_plain's sets file lowered the
    general way: 0.76 s of its 3.7 s); each instruction sees every constant, as in the general lowering."""
    source = ("  .set K, 3\n  .SET J,K+1\nL0:\n  .equ Q, 2\n  v_mov_b32 v0, v[K]\n  s_mov_b32 s0, J*4+Q\n"
              "  ds_read_b32 v1, v2 offset:K*16\n  s_cbranch_scc0 L0\n  s_endpgm\n")
    fast = _check(source, expect_shortcut=True)
    assert [ln.text for ln in fast[0][1].lines][:4] == [".set K, 3", ".set J,K+1", "L0:", ".equ Q, 2"]
    assert fast[0][1].lines[4].text == "v_mov_b32 v0, v3"


@pytest.mark.parametrize("source", [
    "  s_nop 0\n  .set K, 3\n  s_nop K\n",          # a constant defined after an instruction
    "  .set K, 3\n  .equ J, 4\n",                    # constants and no instruction
])
def test_constants_after_code_are_declined(source):
    assert _shortcut(source, "gfx900", "f.s") is None


def test_a_file_with_directives_is_split_once_and_lowered_the_general_way():
    source = "  .text\n  .p2align 8\nL0:\n  v_add_f32 v1, v2, v3\n  s_cbranch_scc1 L0\n  s_endpgm\n  .long 0x1, 2\n"
    assert plain_statements(source, "gfx900") is not None
    assert _shortcut(source, "gfx900", "f.s") is None
    sink = DiagnosticSink()
    front = pipeline.collect_front_end(source, "gfx900", filename="f.s", sink=sink)
    assert _summary([(k.source, k.lowered) for k in front.kernels]) == _summary(_general(source, "gfx900", "f.s"))
    assert [ln.text for ln in front.kernels[0].lowered.lines] == [
        ".text", ".p2align 8", "L0:", "v_add_f32 v1, v2, v3", "s_cbranch_scc1 L0", "s_endpgm", ".long 0x1, 2"]


def test_lines_that_are_rewritten_beside_lines_that_stay_match():
    """Operands are judged once per distinct operand, not per line: a file where some lines' operands are rewritten
    (`|v2|` and a folded sum with no parenthesis, `gpr_idx(SRC1,SRC2)` with one, an upper-case mnemonic) and the
    others stay as written gives exactly the general path's lines."""
    source = ("L0:\n  v_add_f32_e64 v1, |v2|, v3\n  v_add_f32 v4, v5, v6\n  s_set_gpr_idx_on s14, gpr_idx(SRC1,SRC2)\n"
              "  s_set_gpr_idx_off\n  s_waitcnt vmcnt(0)\n  V_MOV_B32 v0, v1\n  v_mov_b32 v0, 1+2\n"
              "  v_add_f32 v4, |v2|, v6\n  s_cbranch_scc0 L0\n  s_endpgm\n")
    fast = _check(source, expect_shortcut=True)
    texts = [ln.text for ln in fast[0][1].lines]
    assert texts[3] == "s_set_gpr_idx_on s14, gpr_idx(SRC1, SRC2)" and texts[6] == "v_mov_b32 v0, v1"
    assert texts[2] == "v_add_f32 v4, v5, v6" and texts[4] == "s_set_gpr_idx_off"


def test_operands_separated_by_bare_commas_take_the_shortcut():
    """Hand-written `v1,v2,v3` lowers as the general path lowers it (separated by ", "), without declining the file
    (it did for a line with a modifier the HetPas options look at, and then rewrote every line)."""
    source = ("L0:\n\tv_add_f32\tv1,v2,v3\n  ds_write2_b32 v1,v2,v3 offset0:4 offset1:8\n  v_mov_b32 v0,1+2\n"
              "  v_mov_b32_dpp v1,v2 quad_perm:[0,1,2,3] row_mask:0xf\n  s_cbranch_scc0 L0\n  s_endpgm\n")
    fast = _check(source, expect_shortcut=True)
    assert [ln.text for ln in fast[0][1].lines][1:5] == [
        "v_add_f32 v1, v2, v3", "ds_write2_b32 v1, v2, v3 offset0:4 offset1:8", "v_mov_b32 v0, 3",
        "v_mov_b32_dpp v1, v2 quad_perm:[0,1,2,3] row_mask:0xf"]


def test_a_parenthesis_opening_an_operand_is_no_call_of_the_operand_before():
    """The operands are joined by newlines in a set's order: a word ending the operand before `(3)` is no call, so
    whether the file takes the shortcut did not depend on the hash seed (`$` matched before the newline)."""
    source = "v_add_u32 v1, s2, (3)\ns_endpgm\n"
    for order in (["s2", "(3)"], ["(3)", "s2"]):
        operands = "\n".join(order)
        from masm.preprocess.plain_source import _CALL_WORD
        assert all(_CALL_WORD.search(chunk[-80:]) is None for chunk in operands.split("(")[:-1])
    assert plain_statements(source, "gfx900") is not None


_SEPARATION_PIECES = [",", ", ", " ,", " ", "[", "]", "(", ")", "v1", "V2", "0", "s[4:5]", "[0,1]",
                      "quad_perm:[0,1,2,3]", ",,", "hwreg(A,0,4)", "L0:", "op"]
_PIECES_JOINED = st.lists(st.sampled_from(_SEPARATION_PIECES), max_size=12).map("".join)
_SEPARATED_LINES = st.one_of(
    # single blanks, none at either end (mostly the replacements' lines)
    st.lists(_PIECES_JOINED.map(lambda line: " ".join(line.split())), min_size=1, max_size=8),
    st.lists(st.lists(st.sampled_from(_SEPARATION_PIECES + ["  ", "\t", "\n"]), max_size=12).map("".join),
             min_size=1, max_size=8))


@settings(max_examples=1000, deadline=None)
@given(_SEPARATED_LINES)
def test_lines_separated_at_once_are_separated_as_one_by_one(lines):
    """plain_kernel._separated_lines (three replacements over the joined lines, the odd lines one by one) gives what
    separating each operand list on its own gives: with any blanks, brackets, parentheses, commas at either end,
    newlines within a line."""
    from masm.statements.plain_kernel import _separated_lines, _separated_operands
    assert _separated_lines(lines) == list(map(_separated_operands, lines))


# operands of every kind the width check and the plain check meet: registers and ranges of every file (numbers of
# one to three digits), names, numbers, modifiers, expressions, absolute values, calls
_WIDTH_OPERANDS = st.one_of(
    st.tuples(st.sampled_from(["v", "s", "a", "-v", "V"]), st.integers(0, 300)).map(lambda t: f"{t[0]}{t[1]}"),
    st.tuples(st.sampled_from(["v", "s", "a"]), st.integers(0, 300), st.integers(0, 8)).map(
        lambda t: f"{t[0]}[{t[1]}:{t[1] + t[2]}]"),
    st.sampled_from(["off", "vcc", "exec", "0x10", "12", "0", "-3", "0.5", "offset:16", "v2 offset:0x100 glc",
                     "s4 offen", "|v3|", "1+2", "hwreg(HW_REG_MODE, 0, 4)", "v[4:4] dmask:0xf", "s[8:15]",
                     "flat_scratch", "L0", "foo*4", "v1 row_shr:1"]))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["s_load_dwordx4", "s_buffer_load_dwordx8", "global_load_dwordx2", "buffer_store_dwordx4",
                        "ds_write_b64", "v_add_f64", "v_fma_f64", "s_mov_b64", "image_sample", "flat_atomic_cmpswap",
                        "v_mfma_f32_4x4x1f32", "s_memtime", "v_cmp_lt_f64"]),
       st.lists(_WIDTH_OPERANDS, min_size=1, max_size=5))
def test_width_check_is_the_same_with_each_number_one_zero(mnemonic, operands):
    """The plain lowering asks operand_widths.adapt_widths whether it would change an operand list with each run of
    digits one 0 (plain_kernel._zero_runs_as_one of it with each digit a 0): the answer is the one for the list with
    each digit a 0."""
    from masm.statements.lowering import _DIGITS_TO_ZERO
    from masm.statements.operand_widths import adapt_widths
    from masm.statements.plain_kernel import _zero_runs_as_one
    text = ", ".join(operands)
    digits = text.encode().translate(_DIGITS_TO_ZERO).decode()
    runs = _zero_runs_as_one(digits)
    assert "00" not in runs
    for arch in ("gfx900", "gfx90a", "gfx942"):
        assert (adapt_widths(arch, mnemonic, digits) != digits) == (adapt_widths(arch, mnemonic, runs) != runs)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sets(_WIDTH_OPERANDS, max_size=12))
def test_operands_not_staying_are_those_are_plain_refuses(pieces):
    """OperandRewriter.not_staying (one pass over a file's distinct operands) finds the operands `are_plain` of each
    alone refuses, and records the others as it records them."""
    from masm.diagnostics import SourceLoc
    from masm.kernels import plain_kernel
    from masm.statements.lowering import Lowerer

    def rewriter():
        return Lowerer(plain_kernel("f.s", "gfx900", SourceLoc("f.s", 1, 1)), "gfx900").rewriter
    pieces = {piece for piece in pieces if "(" not in piece}
    one, each = rewriter(), rewriter()
    assert one.not_staying(pieces) == frozenset(piece for piece in pieces if not each.are_plain((piece,)))
    assert one.used_plain == each.used_plain
