"""How a kernel ends: a warning where execution can run past its last instruction, for an empty source or kernel;
`numsgprs` above the target's SGPRs is an error."""
import pytest

import masm
from masm.diagnostics import AssemblyError


def warned(source: str, arch: str = "gfx900", filename: str = "k.masm") -> list[tuple]:
    return [(d.line, d.column, d.message, [(n.loc.line, n.message) for n in d.notes])
            for d in masm.lint(source, arch, filename=filename) if d.severity == "warning"]


def test_a_kernel_without_s_endpgm_runs_off_its_end():
    assert warned("kernel k\n  s_mov_b32 s0, 1\nendkernel\n") == [
        (2, 3, "execution can run past the end of kernel 'k': the last instruction on this path is not s_endpgm (or "
               "a branch away)", [(3, "the kernel ends here")])]


def test_a_branch_to_a_label_at_the_end_runs_off_it_too():
    source = "kernel k\n  s_cbranch_scc0 @out\n  s_endpgm\n@out:\nendkernel\n"
    assert [w[:2] for w in warned(source)] == [(2, 3)]


def test_the_same_warning_for_a_plain_file_and_from_build():
    source = "s_cbranch_scc0 finish\ns_endpgm\nfinish:\n"
    assert [w[:2] for w in warned(source, filename="p.s")] == [(1, 1)]
    program = masm.build(source, "gfx900", filename="p.s")
    assert [(d.line, d.column) for d in program.warnings if "run past" in d.message] == [(1, 1)]


@pytest.mark.parametrize("ending", ["s_endpgm", "s_branch @top", "s_endpgm\n  .long 1, 2", "s_setpc_b64 s[4:5]"])
def test_no_warning_when_every_path_ends(ending):
    source = f"kernel k\n@top:\n  s_cbranch_scc1 @top\n  {ending}\nendkernel\n"
    assert [w for w in warned(source) if "run past" in w[2]] == []


def test_an_open_block_is_one_error_and_no_ending_warning():
    diags = masm.lint("kernel k\n  s_while(scc0)\n  s_nop 1\nendkernel\n", "gfx900", filename="k.masm")
    assert [(d.severity, d.line) for d in diags] == [("error", 2)]


def test_an_empty_source_and_an_empty_kernel_are_warned():
    assert warned("") == [(1, 1, "the source is empty: there is nothing to assemble", [])]
    assert warned("// nothing here\n\n") == [(1, 1, "the source is empty: there is nothing to assemble", [])]
    assert warned("kernel k\nendkernel\n") == [(1, 1, "kernel 'k' has no instructions (not even s_endpgm)", [])]
    program = masm.build("", "gfx900", filename="e.masm")
    assert [d.message for d in program.warnings] == ["the source is empty: there is nothing to assemble"]


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx90a"])
def test_numsgprs_past_the_last_sgpr_is_an_error(arch):
    with pytest.raises(AssemblyError) as info:
        masm.build("kernel k\n  numsgprs 104\n  s_endpgm\nendkernel\n", arch, filename="k.masm")
    d = info.value.diagnostics[0]
    assert (d.line, d.column, d.message) == (
        2, 12, f"numsgprs 104 is outside 1..102: {arch} has s0..s101 (VCC, FLAT_SCRATCH and XNACK_MASK come after "
               f"them, and masm adds them to the count itself)")
    program = masm.build("kernel k\n  numsgprs 102\n  s_mov_b32 s101, 0\n  s_endpgm\nendkernel\n", arch)
    assert program.kernels[0].sgprs == 102


# ----------------------------------------------------------------------------------------------- the walk
from hypothesis import given, settings, strategies as st  # noqa: E402

from masm.diagnostics import SourceLoc  # noqa: E402
from masm.statements.endings import _Flow  # noqa: E402
from masm.statements.model import PlainLine  # noqa: E402

_LINES = ["s_nop 0", "v_mov_b32 v0, v1", "a:", "b:", "s_cbranch_scc0 a", "s_cbranch_vccz b", "s_branch a",
          "s_branch b", "s_endpgm", "s_setpc_b64 s[4:5]", "s_branch nowhere", "not_an_instruction v0", ".long 1",
          "s_cbranch_execz a"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_LINES), min_size=1, max_size=40).filter(lambda t: any(x[-1:] != ":" for x in t)))
def test_the_walk_over_stops_finds_what_looking_at_every_line_finds(texts):
    lines = [PlainLine(text, SourceLoc("k.masm", i + 1, 1)) for i, text in enumerate(texts)]
    flow = _Flow("gfx900")
    assert flow.last_reachable(lines) == flow.last_reachable(lines, every_line=True)
