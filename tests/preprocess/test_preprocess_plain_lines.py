"""The plain-line fast path (masm/preprocess/plain_lines.py) produces exactly what the general path produces:
the same statements with the same locations and notes, or the same diagnostics."""
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from masm.diagnostics import AssemblyError
from masm.preprocess import plain_lines, preprocess

ROOT = Path(__file__).resolve().parents[2]
CORPUS = sorted((ROOT / "tests" / "corpus").glob("*.s"))
SAMPLES = sorted((ROOT / "samples").glob("*/*.masm"))


def outcome(source: str, filename: str, arch: str, fast: bool):
    saved = plain_lines.ENABLED
    plain_lines.ENABLED = fast
    try:
        return "ok", preprocess(source, filename=filename, arch=arch)
    except AssemblyError as exc:
        return "error", [(d.message, d.loc, d.notes) for d in exc.diagnostics]
    finally:
        plain_lines.ENABLED = saved


def assert_paths_agree(source: str, filename: str = "p.masm", arch: str = "gfx900"):
    fast = outcome(source, filename, arch, True)
    slow = outcome(source, filename, arch, False)
    assert fast == slow, source
    return fast


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.name)
def test_corpus_files_agree(path):
    kind, statements = assert_paths_agree(path.read_text(), str(path), path.stem)
    assert kind == "ok" and len(statements) > 100


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_samples_agree(path):
    kind, statements = assert_paths_agree(path.read_text(), str(path))
    assert kind == "ok" and statements


EDGE_CASES = [
    "  v_add_f32\tv0,v1,  v2 ; comment\n\ts_nop 0 // other\n",
    "L0:\n@loop: ; x\n  s_cbranch_scc1 L0\nlbl :\nx: s_nop 0\nloop:s_nop 0\n",
    "v_mov_b32 v0, v1 s_nop 0\nfoo s_nop 0\nfoo bar\n, s_nop 1\n",
    "v_add_u32 v0,\n v1, v2\ns_mov_b64 s[0:1], s[2:\n3]\ns_nop 0 ) (\n s_nop 1\n",
    "#define FOO v1\nv_mov_b32 v0, FOO\nv_mov_b32 v0, foo\n#undef FOO\nv_mov_b32 v0, FOO\n",
    "#define ARGS v0,\nv_mov_b32 ARGS\nv1\ns_nop 0\n",
    "#macro M(a)\n  v_mov_b32 v0, a\n#endm\nM(1)\ns_nop 0\nM(\n 2)\n",
    "#if 0\ns_nop 0\n#else\ns_nop 1\n#endif\ns_nop 2\n#ifdef X\n s_nop 3\n#endif\n",
    "s_waitcnt vmcnt(0) & lgkmcnt(0)\ns_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s0\nfoo(1)\n",
    "s_nop __line__\ns_mov_b32 s0, ![1+2]\ns_mov_b32 s0, ! [1]\n",
    "s_nop 0 \\\n  1\ns_nop 2\n.long 1, 2\n.long 3,\\\n 4\n",
    "v_mov_b32 v0, 0x1f\nv_mov_b32 v0, 12foo\n#define oo 7\nv_mov_b32 v0, 0x1ffoo\nv_mov_b32 v0, 1.5e3\n",
    "a..b\nv_mov_b32 v0, 1.\ns_nop 0 offset:16 dst_sel:WORD_1\nlabel: s_nop 0\nx:s_nop\nw: a:s_nop.\n",
    "#macro M\ns_nop 0\n#endm\nM\ns_nop 1\nm\n",
    "\ufeffs_nop 0\n\r\ns_nop 1\r\n",
    "s_nop 0\ns_nop \"unterminated\n",
    # lines with a quote are lexed once per distinct text: repeated good ones, then a bad one, then a good one again
    ".ascii \"a\"\n" * 3 + "s_nop 0\n.ascii \"b\n.ascii \"a\"\n",
    ".ascii \"a\"\n" * 3 + "s_nop 0\n.ascii \"a\"\n",
    "s_nop 0\nundefined(1)\nother(2)\n",
    "s_nop 0\n/* a\nb */ s_nop 1\n",
    "kernel k\n  s_if_u64(s[4:5] == s[6:7]) s_nop 0 _endif\nendkernel\n",
    "s_nop 0\n#if 1\ns_nop 1\n",
    "s_nop 0\n#macro M\ns_nop 1\n",
    "s_nop 0\n   \n\n",
    "s_nop 0",
    "",
    # runs of lines the expander reads go to it together (at most 256 lines a run): a #define within a run, an #if
    # and a macro call spanning its end, a plain line between runs
    "#define A 1\n" + "s_nop A\n" * 300 + "#define A 2\ns_nop A\n#if A == 2\ns_nop A\n#endif\ns_nop 0\ns_nop A\n",
    "#define B v1\nv_mov_b32 v0, B\n#define B v2\nv_mov_b32 v0, B\ns_nop 0\nv_mov_b32 v0, B\n",
    "#macro M(a)\n s_nop a\n#endm\n" + "M(1)\n" * 255 + "M(\n2)\ns_nop 0\n",
    # lines naming object-like #defines: replaced as text where the general path makes one statement of them
    "#define N 1\nv_add_u32 v0, N, v1\n#define N 2\nv_add_u32 v0, N, v1\n#define N(x) x\nv_add_u32 v0, N, v1\n"
    "v_add_u32 v0, N(3), v1\n#undef N\nv_add_u32 v0, N, v1\n",
    "#define K 4\n#define L K+1\nv_add_u32 v0, L, v1\ns_nop K K\nK s_nop 0\ns_nop 0 K\ns_nop K:\ns_nop K(1)\n",
    "#define E\n#define W s_nop 0\n#define C 1 // c\ns_nop 1 E\ns_nop 1 E ,\nv_mov_b32 v0, W\ns_nop C\n",
    "#define NEG -1\n#define R v[2:3]\ns_nop NEG\nv_mov_b32 v0,NEG\nv_lshl_b64 R, R, 1 ; NEG\ns_nop ![NEG]\n",
    "#define K 4\n" + "s_nop K\n" * 3 + "x: s_nop K\n" + "s_nop K\n",
]


@pytest.mark.parametrize("source", EDGE_CASES)
def test_edge_cases_agree(source):
    assert_paths_agree(source)


FRAGMENTS = ["s_nop", "v_mov_b32", "v_add_f32", "s_waitcnt", "v0", "v1", "s[0:1]", "v[2:3]", "0", "0x1f", "12",
             "1.5", "$FF", "-", "+", ",", ":", "(", ")", "[", "]", "|", "foo", "bar", "@l", ".L1", "FOO", "M",
             "vmcnt(0)", "offset:16", "lbl:", "x:", "; c", "// c", "/* c */", "\\", "#", "![1]", "__line__",
             "\"s\"", "..", "_endif", "s_if_u64", "numvgprs", "dd", ".long", "\t", "  ", "\n", "\n", "\n",
             "NUM", "num", "NEG", "SUM", "REG", "OPEN", "WORD", "EMPTY", "SELF", "F", "'"]
HEADER = ("#define FOO v1\n#macro M(a) s_nop a #endm\n#define NUM 7\n#define NEG -1\n#define SUM 1 + 2\n"
          "#define REG v[2:3]\n#define OPEN (\n#define WORD s_nop\n#define EMPTY\n#define SELF SELF+1\n#define F(x) x\n")


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.lists(st.sampled_from(FRAGMENTS), max_size=8).map(lambda parts: " ".join(parts)
                                                                        if len(parts) % 2 else "".join(parts)),
                max_size=8))
def test_random_lines_agree(lines):
    assert_paths_agree(HEADER + "\n".join(lines) + "\n")
    assert_paths_agree("\n".join(lines))


@pytest.mark.parametrize("limit", [20, 40, 60, 75, 76, 100, 150, 200, 236, 237, 300, 400])
@pytest.mark.parametrize("budget_name", ["MAX_WORK", "MAX_CHARACTERS", "MAX_STATEMENTS"])
def test_defines_as_text_count_what_the_expander_counts(monkeypatch, limit, budget_name):
    """A line naming #defines taken as text counts what the expander counts for it: each budget runs out at the
    same statement, with the same error, as when the expander reads the line."""
    from masm.preprocess import budget
    monkeypatch.setattr(budget, budget_name, limit // 8 if budget_name == "MAX_STATEMENTS" else limit)
    source = ("#define K 4\n#define LONG 1+2+3+4+5+6+7+8+9+10+11+12\n" +
              "s_nop 0\nv_add_u32 v0, K, v1\nv_add_u32 v0, LONG, v1\nv_add_u32 v0, K, LONG\n" * 4)
    monkeypatch.setattr(plain_lines, "DEFINES_AS_TEXT", False)
    expected = outcome(source, "p.masm", "gfx900", True)
    monkeypatch.setattr(plain_lines, "DEFINES_AS_TEXT", True)
    assert outcome(source, "p.masm", "gfx900", True) == expected


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(max_codepoint=0x2FF), max_size=40))
def test_rejected_characters_as_the_lexers_class(text):
    """has_rejected finds what the lexer's class of rejected characters finds (any character but printable ASCII
    and \\t \\n \\v \\f \\r)."""
    import re
    assert plain_lines.has_rejected(text) == (re.search(r"[^\t\n\v\f\r -~]", text) is not None)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 0x7F) | st.sampled_from([0xA0, 0xE9, 0x2028]), st.integers(0, 3))
def test_a_rejected_character_anywhere_agrees(code, where):
    """A character the lexer may reject, in one of a plain file's lines: the same statements or errors both ways."""
    lines = ["s_mov_b32 s0, 1", "v_add_u32 v1, v2, v3 ; note", "label:", "s_endpgm"]
    line = lines[where]
    lines[where] = line[:4] + chr(code) + line[4:]
    assert_paths_agree("\n".join(lines) + "\n")


_RUN_LINES = ["s_nop 0", "v_add_f32 v1, v2, v3", "", "; only a comment", "  v_mov_b32 v0, FOO ; c", "lbl:",
              "v_mov_b32 v0, NUM", "#define FOO v2", "#undef FOO", "#define NUM 9", "M(1)", "s_nop ![1+1]",
              "v_add_u32 v0,", " v1, v2", "s_nop __line__", "#if 1", "#endif", "s_mov_b64 s[0:1], s[2:3]"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(_RUN_LINES), st.integers(1, 70)), max_size=12))
def test_long_runs_of_plain_lines_agree(runs):
    """expand_file reads a run of plain lines a window at a time (16 lines, doubled while all are plain): runs of
    every length, with definitions, macros, `![..]` and continued statements between and after them."""
    source = "#macro M(a)\n s_nop a\n#endm\n" + "".join((line + "\n") * count for line, count in runs)
    assert_paths_agree(source)
