"""The lowered lines: those the lowering makes PlainLines of at once (repeated instructions, instructions and data
staying as written) and those `emit` makes (structured control flow, rewritten operands), in source order, with a
generated branch to the next address and an unreferenced generated label left out between them."""
from __future__ import annotations

from masm.diagnostics import DiagnosticSink
from masm.statements import lower
from masm.statements.model import PlainLine
from stmt_helpers import FILE, kernel, statements

_SOURCE = """v_temp_range 10..20
v_temp a
v_mov_b32 a, 1
s_if(scc1)
  v_mov_b32 a, 1
  v_add_f32 v1, v2, v3
_else
_endif
v_mov_b32 a, 1
.long 1, 2
v_add_f32 v1, v2, v3
s_while(scc0)
  v_add_f32 v1, v2, v3
  _break
_endw
v_add_f32 v1, v2, v3
s_endpgm"""


def test_lines_made_at_once_and_emitted_lines_keep_their_order_and_places():
    sink = DiagnosticSink()
    result = lower(kernel(statements(_SOURCE)), "gfx900", sink)
    assert not sink.items
    assert all(type(line) is PlainLine for line in result.lines)
    assert [(line.text, line.loc.file, line.loc.line, line.loc.column, line.loop_ids) for line in result.lines] == [
        ("v_mov_b32 v10, 1", FILE, 3, 1, ()),
        ("s_cbranch_scc0 .Lk.if1.else", FILE, 4, 1, ()),
        ("v_mov_b32 v10, 1", FILE, 5, 3, ()),
        ("v_add_f32 v1, v2, v3", FILE, 6, 3, ()),
        (".Lk.if1.else:", FILE, 7, 1, ()),           # (the branch over the empty `_else` and its label are left out)
        ("v_mov_b32 v10, 1", FILE, 9, 1, ()),
        (".long 1, 2", FILE, 10, 1, ()),
        ("v_add_f32 v1, v2, v3", FILE, 11, 1, ()),
        ("s_cbranch_scc1 .Lk.while2.end", FILE, 12, 1, ()),
        (".Lk.while2.top:", FILE, 12, 1, (0,)),
        ("v_add_f32 v1, v2, v3", FILE, 13, 3, (0,)),
        ("s_branch .Lk.while2.end", FILE, 14, 3, (0,)),
        ("s_cbranch_scc0 .Lk.while2.top", FILE, 15, 1, (0,)),
        (".Lk.while2.end:", FILE, 15, 1, ()),
        ("v_add_f32 v1, v2, v3", FILE, 16, 1, ()),
        ("s_endpgm", FILE, 17, 1, ()),
    ]
