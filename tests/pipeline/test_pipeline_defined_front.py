"""A file the preprocessor makes plain statements of (lines naming `#define`s, `-D` names) takes the lowering's
shortcut (preprocess/plain_source.statements_source, then pipeline._plain_front_end): it must give exactly what
split_kernels → lower give from the same statements, or decline — never a different kernel, line, location or
warning."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from masm import pipeline
from masm.diagnostics import AssemblyError, DiagnosticSink
from masm.kernels import split_kernels
from masm.preprocess import preprocess
from masm.preprocess.plain_source import statements_source
from masm.statements import lower

HEADER = ("#define N 7\n#define NEG -1\n#define R v[2:3]\n#define SUM 1 + 2\n#define TGT L0\n#define ABI kernarg_ptr\n"
          "#define OP s_nop\n#define M(x) x\n")
LINES = ["s_nop N", "v_add_f32 v1, v2, v3", "v_mov_b32 v0, NEG", "v_lshl_b64 R, R, 1", "s_mov_b32 s0, SUM",
         "s_branch TGT", "L0:", "L1:", "s_cbranch_scc1 L1", "s_nop 0", "s_endpgm", "v_mov_b32 v1, v[4:4]",
         "s_load_dword s0, ABI, 0", "OP 0", "s_nop M(1)", "v_add_f32 v1,v2,N", ".long N", "s_mov_b32 s0, N*2+N",
         "v_mov_b32 v0, s[N:N]", "s_mov_b32 s0, 1+2", "V_ADD_F32 V1, V2, V3", "s_waitcnt vmcnt(0)",
         "global_load_dword v1, v[2:3], off offset:N", "kernel k", "endkernel", "#define N 9", "#undef N"]


def _summary(front):
    return [(k.name, k.loc, k.workgroup_size, k.lds_bytes, k.args, k.aliases, k.abi,
             [(ln.text, ln.loc, ln.notes, ln.macro, ln.macro_loc, ln.loop_ids) for ln in lowered.lines],
             lowered.budget_vgprs, lowered.budget_sgprs, lowered.loops, lowered.warnings) for k, lowered in front]


def _check(source: str, filename: str = "d.s", arch: str = "gfx900"):
    try:
        statements = preprocess(source, filename=filename, arch=arch)
    except AssemblyError:
        return None
    made = statements_source(statements, filename)
    fast = None if made is None or statements.warnings else pipeline._plain_front_end(made, arch, filename)
    if fast is None:
        return None
    general = [(k, lower(k, arch)) for k in split_kernels(statements, filename=filename, arch=arch)]
    assert _summary(fast) == _summary(general), source
    return fast


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(LINES), min_size=1, max_size=10))
def test_preprocessed_plain_statements_match_or_are_declined(lines):
    _check(HEADER + "\n".join("  " + line for line in lines) + "\n")


def test_lines_naming_defines_take_the_shortcut_in_a_build():
    """collect_front_end takes the shortcut for them, with the lines and locations the general path gives."""
    source = HEADER + "L0:\n  s_nop N\n  v_mov_b32 v0, NEG\n  v_lshl_b64 R, R, 1\n  s_cbranch_scc0 TGT\n  s_endpgm\n"
    fast = _check(source)
    assert fast is not None
    front = pipeline.collect_front_end(source, "gfx900", filename="d.s", sink=DiagnosticSink())
    assert _summary([(k.source, k.lowered) for k in front.kernels]) == _summary(fast)
    assert [ln.text for ln in fast[0][1].lines] == ["L0:", "s_nop 7", "v_mov_b32 v0, -1", "v_lshl_b64 v[2:3], v[2:3], 1",
                                                   "s_cbranch_scc0 L0", "s_endpgm"]
    assert fast[0][1].lines[1].loc.line == 10 and fast[0][1].lines[1].loc.column == 3
