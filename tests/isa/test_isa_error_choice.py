"""When every form of an instruction refuses a line, the error shown is the form the line was written for: a
misaligned SGPR pair in a carry or mask operand (`v_add_co_u32 v0, s[1:2], ...`) is reported as an alignment error,
as llvm-mc reports it, not as the e32 form's 'expected vcc'."""
from __future__ import annotations

import pytest

from masm.diagnostics import AssemblyError, SourceLoc
from masm.isa.encoder import encode

CASES = [
    ("gfx900", "v_add_co_u32 v0, s[1:2], v1, v2", 17, "invalid register alignment in 's[1:2]'"),
    ("gfx900", "v_addc_co_u32 v0, s[3:4], v1, v2, s[5:6]", 18, "invalid register alignment in 's[3:4]'"),
    ("gfx900", "v_addc_co_u32 v0, vcc, v1, v2, s[5:6]", 31, "invalid register alignment in 's[5:6]'"),
    ("gfx900", "v_cndmask_b32 v0, v1, v2, s[1:2]", 26, "invalid register alignment in 's[1:2]'"),
    ("gfx803", "v_add_u32 v0, s[1:2], v1, v2", 14, "invalid register alignment in 's[1:2]'"),
    ("gfx900", "v_cndmask_b32 v0, v1, v2, s1", 26, "invalid operand 's1': expected 2-dword register"),
]


@pytest.mark.parametrize("arch,text,col,message", CASES)
def test_the_error_is_the_intended_forms(arch, text, col, message):
    with pytest.raises(AssemblyError) as e:
        encode(text, arch, SourceLoc("t.s", 1, 1))
    d = e.value.diagnostics[0]
    assert (d.loc.column - 1, d.message) == (col, message)


def test_vcc_where_vcc_is_wanted_still_encodes_the_short_form():
    assert len(encode("v_add_co_u32 v0, vcc, v1, v2", "gfx900", SourceLoc("t.s", 1, 1)).data) == 4


def test_label_expressions_with_spaces_around_any_operator_are_one_operand():
    for text, expr in [("s_addc_u32 s11, s11, (a - b) >> 32", "(a - b) >> 32"),
                       ("s_add_u32 s0, s0, (a - b) & 0xff", "(a - b) & 0xff"),
                       ("s_mov_b32 s0, a << 2", "a << 2")]:
        enc = encode(text, "gfx900", SourceLoc("t.s", 1, 1))
        assert [(f.kind, f.offset, f.expr) for f in enc.fixups] == [("literal32", 4, expr)]
    # |abs| is no operator: the modifier after it stays a modifier
    assert encode("v_add_f32_e64 v0, v1, |v2| clamp", "gfx900", SourceLoc("t.s", 1, 1)).data.hex() == \
        "008201d101050200"
