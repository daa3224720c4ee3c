"""Every independent error in one run, once per root cause, in the user's terms — the same in `masm build`,
`masm lint` (gcc and JSON) and the library."""
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import masm
from masm.diagnostics import AssemblyError

ROOT = Path(__file__).resolve().parents[2]

THREE = """kernel k
  s_mov_b32 s0, ![1 +* 2]
  frobnicate v1, v2
  s_mov_b32 s1, v3
  s_endpgm
endkernel
"""
THREE_ERRORS = [(2, 22, "unexpected '*' in expression"),
                (3, 3, "unknown instruction 'frobnicate'"),
                (4, 17, "invalid operand 'v3' for this instruction")]


def build_errors(source: str, arch: str = "gfx900", filename: str = "k.masm") -> list[tuple[int, int, str]]:
    with pytest.raises(AssemblyError) as info:
        masm.build(source, arch, filename=filename)
    return [(d.line, d.column, d.message) for d in info.value.diagnostics if d.severity == "error"]


def lint_errors(source: str, arch: str = "gfx900", filename: str = "k.masm") -> list[tuple[int, int, str]]:
    return [(d.line, d.column, d.message) for d in masm.lint(source, arch, filename=filename) if d.severity == "error"]


def test_a_preprocessor_error_does_not_hide_the_errors_of_later_stages():
    assert build_errors(THREE) == THREE_ERRORS
    assert lint_errors(THREE) == THREE_ERRORS


def test_the_command_line_shows_all_three(tmp_path):
    path = tmp_path / "k.masm"
    path.write_text(THREE)
    env = {"PYTHONPATH": str(ROOT)}
    build = subprocess.run([sys.executable, "-m", "masm.cli", "build", str(path), "-o", str(tmp_path / "k.hsaco")],
                           capture_output=True, text=True, env=env)
    assert build.returncode == 1
    assert [line.split(": error: ")[1] for line in build.stderr.splitlines() if ": error: " in line] == \
        [message for _, _, message in THREE_ERRORS]
    lint = subprocess.run([sys.executable, "-m", "masm.cli", "lint", "--format", "json", str(path)],
                          capture_output=True, text=True, env=env)
    assert lint.returncode == 1
    assert [(d["line"], d["column"], d["message"]) for d in json.loads(lint.stdout)] == THREE_ERRORS
    assert not (tmp_path / "k.hsaco").exists()


FOLLOW_ONS = {
    # an unclosed block: its generated labels and branches are closed quietly at the end of the kernel
    "unclosed s_while": ("kernel k\n  s_while(scc0)\n  s_nop 1\n  s_endpgm\nendkernel\n",
                         [(2, 3, "'s_while' is never closed: missing '_endw' before the end of the kernel at "
                                 "k.masm:5:1")]),
    "unclosed v_if in a v_while": (
        "kernel k\n  s_temp_range 4..20\n  v_while_u32(v1 < 4)\n    v_if_u32(v2 < 1)\n      _break\n  s_endpgm\n"
        "endkernel\n",
        [(3, 3, "'v_while' is never closed: missing '_endw' before the end of the kernel at k.masm:7:1"),
         (4, 5, "'v_if' is never closed: missing '_endif' before the end of the kernel at k.masm:7:1")]),
    "mismatched closer": ("kernel k\n  s_if(scc1)\n    s_nop 0\n  _endw\n  s_endpgm\nendkernel\n",
                          [(4, 3, "'_endw' does not match 's_if' opened at k.masm:2:3 (expected _endif)")]),
    # a statement the preprocessor reported: what it declares or opens is not reported missing again
    "bad temp count": ("kernel k\n  v_temp_range 1..9\n  v_temp t[![1/0]]\n  v_mov_b32 t, 1\n  s_endpgm\nendkernel\n",
                       [(3, 15, "division by zero in expression")]),
    "bad loop condition": ("kernel k\n  s_while_u32(![1/0] < s1)\n    s_nop 0\n  _endw\n  s_endpgm\nendkernel\n",
                           [(2, 18, "division by zero in expression")]),
    "bad pool": ("kernel k\n  v_temp_range 1..![1/0]\n  v_temp a, b\n  v_mov_b32 a, b\n  s_endpgm\nendkernel\n",
                 [(2, 22, "division by zero in expression")]),
    # a statement the statement stage reported
    "malformed condition": ("kernel k\n  s_if(scc1) junk\n    s_nop 0\n  _endif\n  s_endpgm\nendkernel\n",
                            [(2, 3, "expected `s_if(condition)` with nothing after the closing parenthesis, got "
                                    "'s_if(scc1) junk'")]),
    "enter with operands": ("kernel k\n  enter junk\n  leave\n  s_endpgm\nendkernel\n",
                            [(2, 9, "unexpected 'junk' after 'enter' (it takes no operands)")]),
    "pool out of range": ("kernel k\n  v_temp_range 250..300\n  v_temp t\n  v_mov_b32 t, v1\n  s_endpgm\nendkernel\n",
                          [(2, 21, "v_temp_range bound 300 is outside v0..v255: gfx900 has 256 VGPRs")]),
    "single-letter temp": ("kernel k\n  v_temp a\n  v_mov_b32 a, 1\n  s_endpgm\nendkernel\n",
                           [(2, 10, "temp 'a': no v_temp pool: declare one with `v_temp_range FIRST..LAST` first")]),
    "bad args": ("kernel k\n  args n:u33\n  load_arg s4, n\n  s_endpgm\nendkernel\n",
                 [(2, 8, "unknown argument type 'u33' (known: u8, i8, u16, i16, f16, u32, i32, f32, u64, i64, f64, "
                         "ptr)")]),
}


@pytest.mark.parametrize("case", sorted(FOLLOW_ONS))
def test_one_root_cause_one_error_in_build_and_lint(case):
    source, expected = FOLLOW_ONS[case]
    assert build_errors(source) == expected
    assert lint_errors(source) == expected


def test_a_kernel_starting_inside_another_ends_the_first():
    source = "kernel a\n  s_nop 0\nkernel b\n  s_endpgm\nendkernel\n"
    assert build_errors(source) == [(3, 1, "kernel 'b' starts inside kernel 'a' (add endkernel first)")]


NO_INTERNALS = [
    "kernel k\n  s_if(scc1)\n  s_nop 0\n  s_while(scc0)\n  s_nop 1\n  s_endpgm\nendkernel\n",
    "kernel k\n  s_temp_range 4..9\n  v_repeat\n  v_if_u32(v0 < 1)\n  _continue\n  s_endpgm\nendkernel\n",
    "#include kernel.inc\nkernel k\n  v_temp_range 1..10\n  v_temp g\n  mGlobalId1D(g, 64)\n  s_endpgm\nendkernel\n",
    "kernel k\n  s_branch @nowhere\n  s_endpgm\nendkernel\n",
]


@pytest.mark.parametrize("source", NO_INTERNALS)
def test_messages_name_nothing_internal(source):
    for arch in ("gfx803", "gfx90a"):
        with pytest.raises(AssemblyError) as info:
            masm.build(source, arch, filename="k.masm")
        diags = list(info.value.diagnostics) + masm.lint(source, arch, filename="k.masm")
        texts = [d.message for d in diags] + [n.message for d in diags for n in d.notes]
        assert texts
        for text in texts:
            assert text.isprintable(), text
            assert not re.search(r"\.L\w*\.", text) and "_group_base" not in text and "then_exit" not in text, text


def test_a_macro_temp_without_a_pool_is_named_by_the_macro_the_user_called():
    source = NO_INTERNALS[2]
    assert build_errors(source) == [
        (31, 12, "macro 'mGlobalId1D' needs 1 SGPR for a temp of its own: no s_temp pool: declare one with "
                 "`s_temp_range FIRST..LAST` first")]


def test_a_local_label_out_of_reach_is_named_as_written():
    source = "kernel far\n@top:\n  __for__(i in [0..33000], s_nop 0)\n  s_cbranch_scc1 @top\n  s_endpgm\n" \
             "endkernel\n"
    with pytest.raises(AssemblyError) as info:
        masm.build(source, "gfx900", filename="far.masm")
    d = info.value.diagnostics[0]
    assert d.message.startswith("branch to '@top' is out of range: the target is 132,008 bytes")
    assert [(n.loc.line, n.message) for n in d.notes] == [(2, "label '@top' is here")]


def test_failed_lines_leave_no_cycles_for_the_paused_collector():
    """A build pauses the cycle collector; an operand error once kept its traceback's frames in a cycle through the
    encoder's best guess, about 5 KB a failing line that nothing freed until the build ended (60,000 such lines:
    0.4 GB).  Failing lines of several kinds leave no frame behind."""
    import gc
    lines = "\n".join(f"  v_add_f32 v{300 + i}, v1, v2\n  s_mov_b32 s1, v{i}\n  ds_read_b32 v1, v2 offset:-{i + 1}"
                      for i in range(50))
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        with pytest.raises(AssemblyError):
            masm.build(lines + "\n  s_endpgm\n", "gfx900", filename="e.s")
        gc.collect()
        frames = [o for o in gc.garbage if type(o).__name__ == "frame"]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        if was:
            gc.enable()
    assert frames == []
