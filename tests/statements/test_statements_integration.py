"""The statement stage behind the real preprocessor: macros, __for__, one-line statements, located errors."""
import pytest

from masm.diagnostics import AssemblyError
from masm.preprocess import preprocess
from masm.statements import lower

from stmt_exec_model import Wave
from stmt_helpers import kernel, llvm_bytes

REP = """#macro rep(n, what...)
  enter
  s_temp i
  s_movk_i32 i, 0
  s_while_i32(i<n)
    what
    s_addk_i32 i, 1
  _endw
  leave
#endm
"""


def lower_source(source: str, arch: str = "gfx900"):
    return lower(kernel(preprocess(source, filename="k.masm", arch=arch)), arch)


def texts(source: str, arch: str = "gfx900") -> list[str]:
    return [line.text for line in lower_source(source, arch).lines]


def test_v_while_in_s_while_in_macro_in_for_matches_hand_lowered():
    source = """s_temp_range 10..40
#macro PASS(k)
  s_while_u32(s4 < k)
    v_while_u32(v1 < v0)
      v_add_u32 v1, v1, 1
    _endw
    s_add_u32 s4, s4, 1
  _endw
#endm
__for__(j in [1..2], PASS(j*3))
"""
    hand = []
    for j, bound in ((1, 3), (2, 6)):
        hand += [f"s_cmpk_lt_u32 s4, {bound}", f"s_cbranch_scc0 W{j}_END", f"W{j}_TOP:",
                 "v_cmp_lt_u32 vcc, v1, v0", "s_and_saveexec_b64 s[10:11], vcc", f"s_cbranch_execz V{j}_END",
                 f"V{j}_TOP:", "v_add_u32 v1, v1, 1", "v_cmp_lt_u32 vcc, v1, v0", "s_and_b64 exec, exec, vcc",
                 f"s_cbranch_execnz V{j}_TOP", f"V{j}_END:", "s_mov_b64 exec, s[10:11]", "s_add_u32 s4, s4, 1",
                 f"s_cmpk_lt_u32 s4, {bound}", f"s_cbranch_scc1 W{j}_TOP", f"W{j}_END:"]
    out = texts(source)
    assert llvm_bytes("\n".join(out)) == llvm_bytes("\n".join(hand))
    k = lower_source(source)
    v_add = [line for line in k.lines if line.text.startswith("v_add_u32")]
    assert [line.loop_ids for line in v_add] == [(0, 1), (2, 3)]
    assert v_add[1].macro == "PASS" and "j=2" in v_add[1].notes[-1].message


def test_nested_rep_macro_inner_i_shadows_outer():
    source = "s_temp_range 4..9\n" + REP + "rep(2, rep(3, s_add_u32 s1, s1, 1))\n"
    out = texts(source)
    assert "s_movk_i32 s4, 0" in out and "s_movk_i32 s5, 0" in out
    wave = Wave().run(out)
    assert wave.s[1] == 6 and wave.s[4] == 2


def test_statements_sharing_a_line_and_spliced_constants():
    out = texts("v_temp_range 2..20\nv_temp xx, lo, hi  v_mov_b32 xx, 0\ns_mov_b32 s0, ![not(($F0)<<24)]\n"
                "v_mov_b32 lo, hi")
    assert out == ["v_mov_b32 v2, 0", "s_mov_b32 s0, 0xfffffff", "v_mov_b32 v3, v4"]


def test_error_inside_macro_carries_expansion_notes():
    source = "s_temp_range 4..4\n" + REP + "rep(2, rep(3, s_nop 0))\n"
    with pytest.raises(AssemblyError) as info:
        lower_source(source)
    d = info.value.diagnostics[0]
    assert (d.loc.line, d.loc.column) == (4, 10) and "out of temp registers" in d.message
    assert [(n.loc.line, n.loc.column) for n in d.notes] == [(12, 8), (12, 1)]


def test_unique_labels_from_a_macro_loop():
    source = "s_temp_range 10..40\n__for__(j in [0..9], v_if_u32(v0 < j) v_nop _endif)\n"
    labels = [t for t in texts(source) if t.endswith(":")]
    assert len(labels) == len(set(labels)) == 10
