"""The language server's cache (reused chunks and kernels, relocated after inserted lines) must never change what lint
reports: after every edit, a cached run equals a fresh run — diagnostics, statements and lowered lines."""
from __future__ import annotations

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
