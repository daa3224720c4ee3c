"""The lowering's verbatim lane (Lowerer.run: a directive that reaches the build as written and defines no constant
takes its line without the driver's bookkeeping) gives exactly what `Lowerer._statement` gives: the same lines,
locations, loops, warnings and errors, with constants, scopes, structured control flow and errors around it."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

import masm.statements.lowering as lowering
from masm.diagnostics import AssemblyError, DiagnosticSink
from masm.statements import lower
from stmt_helpers import kernel, statements

_PIECES = [
    ".text", ".globl k", ".GLOBL k2", ".section .rodata,\"a\"", ".type k,@function", ".size k, .Lend-k",
    ".amdhsa_next_free_vgpr 4", ".amdhsa_kernel k", ".end_amdhsa_kernel", ".p2align 8", ".protected k",
    ".set N, 2", ".equ M, N+1", ".equiv Q, 3", ".set", ".set W, s1", ".weak w", ".ident \"clang\"",
    "v_mov_b32 v[N], 0", "s_mov_b32 s0, M", "v_add_f32 v1, v2, v3", "s_branch k", "k:", ".Lend:", "L0:",
    "s_cbranch_scc0 L0", "s_endpgm", "v_temp a", "v_temp_range 10..20", "v_mov_b32 a, 1", "enter", "leave",
    "s_if(scc1)", "_endif", "s_while(scc0)", "_endw", "v_mov_b32 undefined_name, 1", "alias x = v3",
    "v_mov_b32 x, 2", ".long 1, 2", "s_nop Q", "  .globl  k ", ".text .data", ".amdhsa_user_sgpr_count 2",
]


def _outcome(source: str, lane: bool):
    saved = lowering.VERBATIM_LANE
    lowering.VERBATIM_LANE = lane
    try:
        sink = DiagnosticSink()
        result = lower(kernel(statements(source)), "gfx900", sink)
        lines = [(ln.text, ln.loc, ln.notes, ln.loop_ids) for ln in result.lines]
        return (lines, result.loops, result.warnings, result.spellings,
                [(d.severity, d.message, d.loc, d.notes) for d in sink.items])
    except AssemblyError as e:
        return [(d.severity, d.message, d.loc) for d in e.diagnostics]
    finally:
        lowering.VERBATIM_LANE = saved


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=14))
def test_the_verbatim_lane_lowers_as_the_statement_code(pieces):
    source = "\n".join(pieces)
    assert _outcome(source, True) == _outcome(source, False)


def test_module_directives_keep_their_operands_as_written():
    source = "\n".join([".text", ".globl  k", ".type k,@function", "k:", "  s_endpgm", ".Lend:",
                        ".size k, .Lend-k", ".section .rodata"])
    lines, *_ , diagnostics = _outcome(source, True)
    assert [text for text, *_ in lines] == [".text", ".globl k", ".type k,@function", "k:", "s_endpgm", ".Lend:",
                                            ".size k, .Lend-k", ".section .rodata"]
    assert [loc.line for _, loc, *_ in lines] == [1, 2, 3, 4, 5, 6, 7, 8]
