"""Operands of `.set` constants, numbers and + - * / (`K*4+J`, `offset:K*16`) are judged to stay as written without
rewriting them (OperandRewriter._names_constants): the lowered lines, warnings and errors are exactly those of the
general way, whatever else the names are (temps, aliases, labels, registers, word operators, undefined)."""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from masm.diagnostics import AssemblyError
from masm.statements import operands

from stmt_helpers import lowered

HEAD = """v_temp_range 2..40
v_temp t, u[2]
alias x=v1
.set K, 3
.set J, 40
.set t, 5
.set and, 1
.set V1, 2
L0:
"""
NAMES = ["K", "J", "k", "t", "u", "x", "and", "V1", "v1", "L0", "Q", "vcc"]


@st.composite
def piece(draw):
    tokens = [draw(st.sampled_from(NAMES + ["0", "4", "16", "99999999999"])) for _ in range(draw(st.integers(1, 3)))]
    ops = [draw(st.sampled_from(["+", "-", "*", "/"])) for _ in tokens[1:]]
    text = tokens[0] + "".join(op + tok for op, tok in zip(ops, tokens[1:]))
    return draw(st.sampled_from(["{}", "-{}", "offset:{}", "{} "])).format(text)


def outcome(source: str, fast: bool):
    saved = operands.CONSTANT_PIECES
    operands.CONSTANT_PIECES = fast
    try:
        k = lowered(source)
        return "ok", [line.text for line in k.lines], [(w.message, w.loc) for w in k.warnings]
    except AssemblyError as exc:
        return "error", [(d.message, d.loc, d.length, d.notes) for d in exc.diagnostics]
    finally:
        operands.CONSTANT_PIECES = saved


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(["s_mov_b32 s0, {}", "v_add_u32 v1, {}, v2", "ds_read_b32 v1, v2 {}",
                                           "s_add_u32 s1, s2, {}"]), piece()), min_size=1, max_size=6))
def test_constant_operands_agree_with_the_general_way(lines):
    source = HEAD + "\n".join(form.format(text) for form, text in lines) + "\ns_branch L0"
    assert outcome(source, True) == outcome(source, False), source


def test_constant_operands_are_judged_without_rewriting(monkeypatch):
    source = HEAD + "\n".join(f"s_add_u32 s1, s2, K*{k}+J\nds_read_b32 v1, v2 offset:K*{k}" for k in range(50))
    slow = outcome(source, False)
    calls = []
    rewrites = operands.OperandRewriter._rewrites_to_itself
    monkeypatch.setattr(operands.OperandRewriter, "_rewrites_to_itself",
                        lambda self, word: calls.append(word) or rewrites(self, word))
    fast = outcome(source, True)
    assert fast == slow and fast[0] == "ok" and fast[1][-1] == "ds_read_b32 v1, v2 offset:K*49"
    assert not [word for word in calls if "K*" in word]
