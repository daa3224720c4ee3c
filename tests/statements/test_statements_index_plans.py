"""Operands `name[index]` whose brackets hold numbers and operators only are worked out once per shape
(OperandRewriter._indexed): the lowered lines, warnings and errors are exactly those of the general way."""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from masm.diagnostics import AssemblyError
from masm.statements import operands

from stmt_helpers import lowered

DECLS = """v_temp_range 2..127
s_temp_range 8..40
v_temp a, t[5], u[64]
s_temp sv[4] align:2
alias x=v1, pair=s[4:5], arr0..3=v20
"""
NAMES = ["t", "T", "u", "sv", "pair", "x", "arr", "v", "s", "a", "acc", "ttmp", "q", "vcc"]
NUMBERS = ["0", "1", "2", "3", "5", "7", "9", "10", "63", "64", "101", "255", "256", "08", "010", "123456789",
           "1234567890", "99999999999999999999"]
OPERATORS = ["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "==", "<", "!", "~"]


@st.composite
def bounds(draw):
    def expression(depth):
        if depth == 0 or draw(st.booleans()):
            return draw(st.sampled_from(NUMBERS))
        op = draw(st.sampled_from(OPERATORS))
        left, right = expression(depth - 1), expression(depth - 1)
        form = draw(st.sampled_from(["{l}{o}{r}", "({l}{o}{r})", "{l} {o} {r}", "{o}{l}", "({l})", "{l}{o}"]))
        return form.format(l=left, o=op, r=right)

    first = expression(2)
    return first if draw(st.booleans()) else f"{first}:{expression(2)}"


def outcome(source: str, plans: bool):
    saved = operands.INDEX_PLANS
    operands.INDEX_PLANS = plans
    try:
        k = lowered(source)
        return "ok", [line.text for line in k.lines], [(w.message, w.loc) for w in k.warnings]
    except AssemblyError as exc:
        return "error", [(d.message, d.loc, d.length, d.notes) for d in exc.diagnostics]
    finally:
        operands.INDEX_PLANS = saved


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(NAMES), bounds(), st.sampled_from(["v_mov_b32 {}, 0", "s_mov_b32 {}, 1",
                                                                           "v_add_u32 v1, {} , v2",
                                                                           "s_mov_b64 {}, 0"])),
                min_size=1, max_size=6))
def test_index_plans_agree_with_the_general_way(items):
    # each operand once as written, once with other numbers in the same shape (the shape's plan is reused)
    body = []
    for name, inner, form in items:
        body.append(form.format(f"{name}[{inner}]"))
        body.append(form.format(f"{name}[{inner.replace('1', '2')}]"))
    source = DECLS + "\n".join(body)
    assert outcome(source, True) == outcome(source, False), source


def test_unrolled_indices_take_the_plan(monkeypatch):
    """`u[(k+1)%64]` for many k (u is v8..v71): the operands never go the general way, and each is the register the
    general way gives."""
    source = DECLS + "\n".join(f"v_add_u32 u[{k}%64], u[({k}+1)%64], u[({k}*7+3)%64]" for k in range(200))
    slow = outcome(source, False)
    general = []
    substitute = operands.OperandRewriter.substitute
    monkeypatch.setattr(operands.OperandRewriter, "substitute",
                        lambda self, text, *a, **k: general.append(text) or substitute(self, text, *a, **k))
    fast = outcome(source, True)
    assert fast == slow and fast[0] == "ok"
    assert fast[1][-1] == "v_add_u32 v{}, v{}, v{}".format(8 + 199 % 64, 8 + 200 % 64, 8 + (199 * 7 + 3) % 64)
    assert not [text for text in general if "u[" in text]
