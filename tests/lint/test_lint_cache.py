"""The language server's cache (reused chunks and kernels, relocated after inserted lines) must never change what lint
reports: after every edit, a cached run equals a fresh run — diagnostics, statements and lowered lines."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from masm.lint import LintCache, analyze

PRELUDE = """\
// masm: arch=gfx900
#macro MIX(dst, a, b)
  v_xor_b32 dst, a, b
  v_add_u32 dst, dst, a
#endm
"""


def kernel(n: int, body_lines: int = 30) -> str:
    body = "".join(f"  MIX(x, y, v{k % 3})\n" if k % 3 == 0 else f"  v_add_u32 y, {k}, y\n"
                   for k in range(body_lines))
    return (f"kernel k{n}\n  v_temp_range 2..40\n  v_temp x, y, spare\n  v_mov_b32 x, 0\n  v_mov_b32 y, 1\n"
            f"{body}  s_endpgm\nendkernel\n")


SOURCE = PRELUDE + "".join(kernel(n) for n in range(4))


def snapshot(analysis):
    return ([(d.severity, d.message, d.loc, d.notes) for d in analysis.diagnostics],
            analysis.statements,
            [[(pl.text, pl.loc, pl.notes) for pl in ka.lowered.lines] for ka in analysis.kernels],
            [[(pl.loc, enc.data) for pl, enc in ka.encoded] for ka in analysis.kernels])


def edits(text: str):
    lines = text.split("\n")
    yield "in-line edit", "\n".join(lines[:60] + [lines[60] + "  "] + lines[61:])
    yield "inserted line", "\n".join(lines[:60] + ["  v_add_u32 y, 99, y"] + lines[60:])
    yield "deleted line", "\n".join(lines[:60] + lines[61:])
    yield "error in kernel 2", text.replace("  v_add_u32 y, 4, y\n", "  v_add_u32 y, 4, yy\n", 2)
    yield "two lines inserted at the top", "// one\n// two\n" + text
    yield "macro changed", text.replace("v_xor_b32 dst, a, b", "v_or_b32 dst, a, b")
    yield "directive inside a kernel", text.replace("kernel k2\n", "kernel k2\n#define Q 3\n")
    yield "bad declaration in kernel 3", text.replace("kernel k3\n", "kernel k3\n  ldssize zz\n")
    yield "endkernel missing", text.replace("endkernel\nkernel k2", "kernel k2")
    yield "back to the start", text


def test_cached_runs_equal_fresh_runs_after_each_edit():
    cache = LintCache()
    analyze(SOURCE, "gfx900", filename="/w/c.masm", cache=cache)
    for what, text in edits(SOURCE):
        cached = snapshot(analyze(text, "gfx900", filename="/w/c.masm", cache=cache))
        fresh = snapshot(analyze(text, "gfx900", filename="/w/c.masm"))
        assert cached == fresh, what


def test_the_edits_are_seen():
    cache = LintCache()
    analyze(SOURCE, "gfx900", filename="/w/c.masm", cache=cache)
    warned = analyze(SOURCE, "gfx900", filename="/w/c.masm", cache=cache).diagnostics
    assert [(d.line, d.message) for d in warned if "spare" in d.message] == [
        (8, "temp 'spare' is declared but never used"), (45, "temp 'spare' is declared but never used"),
        (82, "temp 'spare' is declared but never used"), (119, "temp 'spare' is declared but never used")]
    text = "\n".join(SOURCE.split("\n")[:50] + ["  v_bogus v1"] + SOURCE.split("\n")[50:])
    errors = [d for d in analyze(text, "gfx900", filename="/w/c.masm", cache=cache).diagnostics
              if d.severity == "error"]
    assert [(d.line, d.column) for d in errors] == [(51, 3)]


def test_counter_macros_from_an_include_disable_reuse(tmp_path):
    """`__counter__` continues from one kernel to the next: chunks must not be preprocessed on their own then."""
    (tmp_path / "uniq.inc").write_text("#macro LOOP_LABEL()\n  @l![__counter__]:\n  s_branch @l![__counter__ - 1]\n"
                                       "#endm\n")
    text = '#include "uniq.inc"\n' + "".join(
        f"kernel k{n}\n" + "  LOOP_LABEL()\n" * 12 + "  s_endpgm\nendkernel\n" for n in range(3))
    path = str(tmp_path / "u.masm")
    cache = LintCache()
    for edit in (text, text.replace("kernel k1\n", "kernel k1\n  s_nop 0\n"), text):
        cached = snapshot(analyze(edit, "gfx900", filename=path, cache=cache))
        assert cached == snapshot(analyze(edit, "gfx900", filename=path))
        assert [d for d in cached[0] if d[0] == "error"] == []


# -- definitions written between kernels (interludes): macros, defines and includes read in order, kernels reused

INTERLUDED = """\
// masm: arch=gfx900
#include loops.inc
#define BASE 3
#macro MIX(dst, a, b)
  v_xor_b32 dst, a, b
  v_add_u32 dst, dst, a
#endm
kernel k0
  v_temp_range 2..40
  s_temp_range 4..20
  v_temp x, y
  v_mov_b32 x, 0
  v_mov_b32 y, BASE
  MIX(x, y, x)
  mRepeat(2, v_add_u32 y, 1, y)
  s_endpgm
endkernel

// helpers of k1
#define BASE 5
#macro STEP(d, k)
  v_add_u32 d, ![k * BASE], d
  __if__(k == 9, v_bogus_if_k_is_9 d)
#endm

kernel k1
  v_temp_range 2..40
  v_temp x, y
  v_mov_b32 x, BASE
  v_mov_b32 y, 1
  STEP(x, 2)
  MIX(y, x, y)
  STEP(y, 3)
  s_endpgm
endkernel
#macro TAIL(d)
  v_mov_b32 d, 9
#endm
kernel k2
  v_temp_range 2..40
  v_temp x
  TAIL(x)
  STEP(x, 1)
  s_endpgm
endkernel
"""


def interlude_edits(text: str):
    lines = text.split("\n")
    yield "line inserted above an interlude", "\n".join(lines[:10] + ["  v_nop"] + lines[10:])
    yield "line inserted inside an interlude macro", text.replace("  v_add_u32 d, ![k * BASE], d\n",
                                                                  "  v_nop\n  v_add_u32 d, ![k * BASE], d\n")
    yield "define between kernels changed", text.replace("#define BASE 5", "#define BASE 7")
    yield "error inside an interlude macro", text.replace("STEP(y, 3)", "STEP(y, 9)")
    yield "error inside an interlude macro, lines moved", "// moved\n" + text.replace("STEP(y, 3)", "STEP(y, 9)")
    yield "kernel inserted", text.replace("kernel k2\n", "kernel k9\n  s_endpgm\nendkernel\nkernel k2\n")
    yield "interlude removed", text.replace("#macro TAIL(d)\n  v_mov_b32 d, 9\n#endm\n", "")
    yield "statement between kernels", text.replace("#macro TAIL(d)\n", "v_nop\n#macro TAIL(d)\n")
    yield "stateful macro used in a kernel", text.replace("  MIX(x, y, x)\n", "  s_temp p[2] align:2\n"
                                                          "  mLabelAddress(p, @here)\n@here:\n  MIX(x, y, x)\n")
    yield "unbalanced #if between kernels", text.replace("#define BASE 5", "#if 1\n#define BASE 5")
    yield "back to the start", text


def test_interludes_cached_runs_equal_fresh_runs_after_each_edit():
    cache = LintCache()
    first = analyze(INTERLUDED, "gfx900", filename="/w/i.masm", cache=cache)
    assert [d for d in first.diagnostics if d.severity == "error"] == []
    for what, text in interlude_edits(INTERLUDED):
        cached = snapshot(analyze(text, "gfx900", filename="/w/i.masm", cache=cache))
        fresh = snapshot(analyze(text, "gfx900", filename="/w/i.masm"))
        assert cached == fresh, what


def test_an_error_in_a_macro_between_kernels_is_located_in_its_body():
    cache = LintCache()
    analyze(INTERLUDED, "gfx900", filename="/w/i.masm", cache=cache)
    text = "// one\n// two\n" + INTERLUDED.replace("STEP(y, 3)", "STEP(y, 9)")
    errors = [d for d in analyze(text, "gfx900", filename="/w/i.masm", cache=cache).diagnostics
              if d.severity == "error"]
    body = text.split("\n").index("  __if__(k == 9, v_bogus_if_k_is_9 d)") + 1
    call = text.split("\n").index("  STEP(y, 9)") + 1
    assert [(d.line, [n.loc.line for n in d.notes]) for d in errors] == [(body, [call])]


def test_interludes_keep_unchanged_kernels():
    """An edit inside kernel k1 leaves k0's and k2's analyses as they were (the very objects)."""
    cache = LintCache()
    before = analyze(INTERLUDED, "gfx900", filename="/w/i.masm", cache=cache)
    after = analyze(INTERLUDED.replace("STEP(x, 2)", "STEP(x, 4)"), "gfx900", filename="/w/i.masm", cache=cache)
    assert after.kernels[0] is before.kernels[0] and after.kernels[2] is before.kernels[2]
    assert after.kernels[1] is not before.kernels[1]


_EDIT_LINES = ["  v_nop", "", "// note", "#define BASE 4", "  MIX(x, x, y)", "  STEP(x, 1)", "  v_add_u32 x, 1, x",
               "#macro EXTRA(r)\n  v_mov_b32 r, 1\n#endm", "  v_bad_op x", "endkernel\nkernel kx\n  s_endpgm"]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, 60), st.sampled_from(["insert", "delete", "replace"]),
                          st.sampled_from(_EDIT_LINES)), min_size=1, max_size=4))
def test_random_edits_cached_equal_fresh(edits):
    cache = LintCache()
    text = INTERLUDED
    analyze(text, "gfx900", filename="/w/r.masm", cache=cache)
    for line, kind, new in edits:
        lines = text.split("\n")
        line = min(line, len(lines) - 1)
        if kind == "insert":
            lines.insert(line, new)
        elif kind == "delete":
            del lines[line]
        else:
            lines[line] = new
        text = "\n".join(lines)
        cached = snapshot(analyze(text, "gfx900", filename="/w/r.masm", cache=cache))
        assert cached == snapshot(analyze(text, "gfx900", filename="/w/r.masm")), (kind, line, new)
