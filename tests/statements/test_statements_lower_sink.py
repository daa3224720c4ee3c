"""`lower(kernel, arch, sink)`: errors go to the sink and the lines of every statement that lowered come back;
without a sink the first failing kernel raises as before."""
import pytest

from masm.diagnostics import AssemblyError, DiagnosticSink
from masm.statements import lower

from stmt_helpers import kernel, statements

SOURCE = "v_temp_range 250..300\nv_temp t\nv_mov_b32 t, v1\nv_add_u32 v0, v1, bogus\nv_mov_b32 v2, s[999]\n" \
         "v_mov_b32 v3, 5 / 0\ns_endpgm\n"


def test_sink_collects_errors_and_keeps_lowered_lines():
    sink = DiagnosticSink()
    result = lower(kernel(statements(SOURCE)), "gfx900", sink)
    assert [line.text for line in result.lines] == ["v_add_u32 v0, v1, bogus", "s_endpgm"]
    assert [(d.loc.line, d.loc.column, d.message) for d in sink.errors] == [
        (1, 19, "v_temp_range bound 300 is outside v0..v255: gfx900 has 256 VGPRs"),
        # (no error for `v_temp t`: its pool's declaration failed, and that error says it)
        (5, 15, "register s[999:999] is out of range"),
        (6, 17, "division by zero in expression")]


def test_without_sink_lowering_raises_every_error():
    with pytest.raises(AssemblyError) as info:
        lower(kernel(statements(SOURCE)), "gfx900")
    assert [d.loc.line for d in info.value.diagnostics if d.severity == "error"] == [1, 5, 6]


def test_sink_stays_empty_for_a_clean_kernel():
    sink = DiagnosticSink()
    result = lower(kernel(statements("v_mov_b32 v0, v1\ns_endpgm\n")), "gfx900", sink)
    assert sink.items == [] and [line.text for line in result.lines] == ["v_mov_b32 v0, v1", "s_endpgm"]
