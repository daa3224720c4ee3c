"""Random (often wrong) statement sequences: lowering either succeeds or raises AssemblyError, never anything else."""
from hypothesis import given, settings, strategies as st

from masm.diagnostics import AssemblyError

from stmt_helpers import lowered

FRAGMENTS = [
    "v_temp_range 2..40", "s_temp_range 10..30", "s_temp_range 10..11", "v_temp a, t[4]", "s_temp i, p[2] align:2",
    "v_temp x[0]", "v_temp y[999]", "s_temp q align:3", "v_temp a", "alias r=v3, arr0..3=v20", "alias q[0..1]=s[4:5]",
    "alias r=", "alias zz=", "alias bad", "alias 3x=v1", "enter", "leave", "numvgprs 16", "numsgprs 0", "numvgprs x",
    "v_mov_b32 a, t[3]", "v_mov_b32 a, t[9]", "v_mov_b32 a, t[1:2]", "v_mov_b32 r, arr2", "s_mov_b64 q1, p",
    "v_mov_b32 v[1+1], s[2*3]", "s_mov_b32 i, 1/0", "s_mov_b32 i, not(($F0)<<24)", "v_mov_b32 a, t[", "v_mov_b32 a, ]",
    "s_if(scc1)", "s_if(bogus)", "s_if_i32(i < 5)", "s_if_i32(i)", "s_if_f32(i < 1)", "s_if_u64(p < p)", "_else",
    "_endif", "s_while_u32(i <> 100000)", "s_while(vccnz)", "_endw", "s_repeat", "s_until_i32(i >= 3)",
    "s_until(scc0)", "v_if_i32(a < 5)", "v_if_f64(t[0:1] <> 1.5)", "v_if_x32(a < 1)", "v_while_u32(a < t[1])",
    "v_repeat", "v_until_i32(a = 7)", "v_until(scc1)", "_break", "_continue", "@lbl:", "s_branch @lbl",
    "s_branch @nowhere", "dd 1, 2, $FF", "dq -1", ".align 4", "load_arg a, n", "v_if_u32(a < 1) v_nop", "_endw x",
    "s_nop 0", "v_nop", "s_waitcnt vmcnt(0) & lgkmcnt(0)", "v_if_i32(1 < 2)", "s_if_i32(1 < 2)",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=25))
def test_lowering_raises_only_assembly_errors(program):
    try:
        lowered("\n".join(program))
    except AssemblyError as err:
        assert err.diagnostics and all(d.loc.line >= 1 for d in err.diagnostics)
