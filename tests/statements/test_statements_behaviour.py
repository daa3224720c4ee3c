"""Behaviour of the lowered exec-mask code: random structured programs run lane by lane in a reference interpreter
and, lowered, in a small wave64 model (tests/statements/stmt_exec_model.py) must leave every lane's registers equal."""
from hypothesis import HealthCheck, given, settings, strategies as st

from stmt_exec_model import FULL, LANES, M32, Wave
from stmt_helpers import lines

PRELUDE = ["s_temp_range 40..60", "v_add_u32 v1, 3, v0", "v_xor_b32 v2, v0, v1", "s_mov_b32 s1, 5",
           "s_mov_b32 s2, 0"]
DATA = [1, 2, 3, 4]
OPS = ["<", ">=", "=", "<>", "<=", ">"]


class Break(Exception):
    pass


class Continue(Exception):
    pass


# ---------------------------------------------------------------------------------------------- program strategy
@st.composite
def conditions(draw):
    reg = draw(st.sampled_from([0] + DATA))
    op = draw(st.sampled_from(OPS))
    if draw(st.booleans()):
        rhs = ("v", draw(st.sampled_from([0] + DATA)))
    else:
        rhs = ("c", draw(st.integers(0, 70)))
    return (reg, op, rhs, draw(st.booleans()))        # last: write the constant / second reg on the left


def blocks(depth: int, in_loop: bool, loops: list[int]):
    leaves = [st.tuples(st.just("add"), st.sampled_from(DATA), st.integers(0, 40), st.sampled_from([0] + DATA)),
              st.tuples(st.just("xor"), st.sampled_from(DATA), st.sampled_from([0] + DATA),
                        st.sampled_from([0] + DATA))]
    if in_loop:
        leaves.append(st.tuples(st.just("break")))
        leaves.append(st.tuples(st.just("continue")))
    if depth <= 0:
        return st.lists(st.one_of(leaves), min_size=1, max_size=3)

    @st.composite
    def node(draw):
        kind = draw(st.sampled_from(["leaf", "leaf", "if", "sif", "while", "repeat"]))
        if kind == "leaf":
            return draw(st.one_of(leaves))
        if kind in ("if", "sif"):
            cond = draw(conditions()) if kind == "if" else (draw(st.sampled_from([1, 2])), draw(st.sampled_from(OPS)),
                                                            ("c", draw(st.integers(0, 6))), False)
            then = draw(blocks(depth - 1, in_loop, loops))
            other = draw(st.one_of(st.none(), blocks(depth - 1, in_loop, loops)))
            return (kind, cond, then, other)
        loops.append(len(loops))
        counter = 10 + len(loops)
        bound = draw(st.integers(1, 4))
        return (kind, counter, bound, draw(blocks(depth - 1, True, loops)))

    return st.lists(node(), min_size=1, max_size=3)


@st.composite
def programs(draw):
    return draw(blocks(3, False, []))


# ---------------------------------------------------------------------------------------------- rendering
def render_cond(cond, vector=True):
    reg, op, rhs, swapped = cond
    left = f"v{reg}" if vector else f"s{reg}"
    right = f"v{rhs[1]}" if rhs[0] == "v" else str(rhs[1])
    if swapped:
        mirror = {"<": ">", ">": "<", "<=": ">=", ">=": "<=", "=": "=", "<>": "<>"}
        left, right, op = right, left, mirror[op]
    return f"{left} {op} {right}"


def render(block, out):
    for node in block:
        kind = node[0]
        if kind == "add":
            out.append(f"v_add_u32 v{node[1]}, {node[2]}, v{node[3]}")
        elif kind == "xor":
            out.append(f"v_xor_b32 v{node[1]}, v{node[2]}, v{node[3]}")
        elif kind in ("break", "continue"):
            out.append(f"_{kind}")
        elif kind in ("if", "sif"):
            out.append(f"v_if_u32({render_cond(node[1])})" if kind == "if"
                       else f"s_if_u32({render_cond(node[1], vector=False)})")
            render(node[2], out)
            if node[3] is not None:
                out.append("_else")
                render(node[3], out)
            out.append("_endif")
        else:
            _, counter, bound, body = node
            out.append(f"v_mov_b32 v{counter}, 0")
            out.append(f"v_while_u32(v{counter} < {bound})" if kind == "while" else "v_repeat")
            out.append(f"v_add_u32 v{counter}, 1, v{counter}")
            render(body, out)
            out.append("_endw" if kind == "while" else f"v_until_u32(v{counter} >= {bound})")
    return out


# ---------------------------------------------------------------------------------------------- reference
def holds(cond, regs, scalars, vector=True):
    reg, op, rhs, _ = cond
    a = regs[reg] if vector else scalars[reg]
    b = regs[rhs[1]] if rhs[0] == "v" else rhs[1]
    return {"<": a < b, ">=": a >= b, "=": a == b, "<>": a != b, "<=": a <= b, ">": a > b}[op]


def interpret(block, regs, scalars):
    for node in block:
        kind = node[0]
        if kind == "add":
            regs[node[1]] = (node[2] + regs[node[3]]) & M32
        elif kind == "xor":
            regs[node[1]] = regs[node[2]] ^ regs[node[3]]
        elif kind == "break":
            raise Break
        elif kind == "continue":
            raise Continue
        elif kind in ("if", "sif"):
            taken = holds(node[1], regs, scalars, kind == "if")
            branch = node[2] if taken else node[3]
            if branch is not None:
                interpret(branch, regs, scalars)
        else:
            _, counter, bound, body = node
            regs[counter] = 0
            while True:
                if kind == "while" and not regs[counter] < bound:
                    break
                try:
                    regs[counter] += 1
                    interpret(body, regs, scalars)
                except Break:
                    break
                except Continue:
                    pass
                if kind == "repeat" and regs[counter] >= bound:
                    break


def reference(program, exec_mask):
    result = []
    for lane in range(LANES):
        regs = {r: 0 for r in range(32)}
        if exec_mask >> lane & 1:
            regs[0] = lane
            regs[1] = lane + 3
            regs[2] = lane ^ (lane + 3)
            interpret(program, regs, {1: 5, 2: 0})
        else:
            regs[0] = lane
        result.append(regs)
    return result


def run_lowered(program, exec_mask):
    text = "\n".join(PRELUDE + render(program, []))
    wave = Wave(exec_mask).run(lines(text))
    assert wave.exec == exec_mask, "EXEC not restored at the end"
    return wave


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(programs(), st.sampled_from([FULL, 0x00FF00FF00FF00F0, 1 << 63]))
def test_random_structured_programs_match_reference(program, exec_mask):
    wave = run_lowered(program, exec_mask)
    expected = reference(program, exec_mask)
    for reg in DATA + [10 + k for k in range(1, 10)]:
        got = [wave.v[reg][lane] for lane in range(LANES)]
        assert got == [expected[lane][reg] for lane in range(LANES)], f"v{reg}"


def test_break_lane_leaves_for_good_and_returns_at_exit():
    program = [("while", 11, 4, [("if", (0, "<", ("c", 8), False), [("break",)], None),
                                 ("add", 1, 100, 1)]),
               ("add", 2, 1, 0)]
    wave = run_lowered(program, FULL)
    assert wave.v[1][3] == 3 + 3 and wave.v[1][9] == 9 + 3 + 400
    assert wave.v[2][3] == 4 and wave.v[11][3] == 1 and wave.v[11][9] == 4


def test_continue_skips_rest_of_iteration_only():
    program = [("repeat", 11, 3, [("if", (11, "=", ("c", 2), False), [("continue",)], None),
                                  ("add", 1, 10, 1)])]
    wave = run_lowered(program, FULL)
    assert all(wave.v[1][lane] == lane + 3 + 20 for lane in range(LANES))


def test_scalar_break_from_inside_v_if_restores_exec():
    text = """s_temp_range 20..40
s_mov_b32 s1, 0
s_while_u32(s1 < 10)
  s_add_u32 s1, s1, 1
  v_if_u32(v0 < 5)
    v_add_u32 v1, 1, v1
    s_if_u32(s1 = 3)
      _break
    _endif
  _endif
_endw
v_add_u32 v2, 7, v2"""
    wave = Wave().run(lines(text))
    assert wave.exec == FULL and wave.s[1] == 3
    assert wave.v[1][:6] == [3, 3, 3, 3, 3, 0] and wave.v[2] == [7] * LANES


def test_scalar_continue_from_inside_v_if_restores_exec():
    text = """s_temp_range 20..40
s_mov_b32 s1, 0
s_repeat
  s_add_u32 s1, s1, 1
  v_if_u32(v0 >= 60)
    s_if_u32(s1 < 3)
      _continue
    _endif
    v_add_u32 v1, 1, v1
  _endif
  v_add_u32 v2, 1, v2
s_until_u32(s1 >= 5)"""
    wave = Wave().run(lines(text))
    assert wave.exec == FULL and wave.s[1] == 5
    assert wave.v[1][60] == 3 and wave.v[1][0] == 0 and wave.v[2][0] == 3 and wave.v[2][63] == 3


# ---------------------------------------------------------------------------------------------- mixed scalar/vector
# Programs that also hold scalar loops, scalar statements and scalar _break/_continue (possibly inside v_ifs), checked
# against a wave-level reference: code runs with the set of active lanes, and only while that set is not empty.

MAX_LOOPS = 14          # loop counters are v11.. / s11.. (below the s_temp pool at s40)
COUNTERS = [10 + k for k in range(1, MAX_LOOPS + 1)]


class ScalarBreak(Exception):
    pass


class ScalarContinue(Exception):
    pass


def mixed_blocks(depth: int, loop_kind: str | None, counters: list[int], allocated: list[int] | None = None):
    """Statement lists; `counters` are the scalar loop counters in scope, `allocated` every loop counter so far."""
    allocated = [] if allocated is None else allocated
    leaves = [st.tuples(st.just("add"), st.sampled_from(DATA), st.integers(0, 40), st.sampled_from([0] + DATA)),
              st.tuples(st.just("sadd"), st.sampled_from([3, 4]), st.integers(1, 9))]
    if loop_kind:
        leaves += [st.tuples(st.just("break")), st.tuples(st.just("continue"))]
    if depth <= 0:
        return st.lists(st.one_of(leaves), min_size=1, max_size=3)

    @st.composite
    def node(draw):
        kind = draw(st.sampled_from(["leaf", "leaf", "if", "sif", "while", "repeat", "swhile", "srepeat"]))
        if kind == "leaf" or (kind not in ("if", "sif") and len(allocated) >= MAX_LOOPS):
            return draw(st.one_of(leaves))
        if kind in ("if", "sif"):
            if kind == "if":
                cond = draw(conditions())
            else:
                cond = (draw(st.sampled_from([1, 2] + counters)), draw(st.sampled_from(OPS)),
                        ("c", draw(st.integers(0, 4))), False)
            then = draw(mixed_blocks(depth - 1, loop_kind, counters, allocated))
            other = draw(st.one_of(st.none(), mixed_blocks(depth - 1, loop_kind, counters, allocated)))
            return (kind, cond, then, other)
        allocated.append(len(allocated))
        counter = 10 + len(allocated)
        inner = counters + [counter] if kind.startswith("s") else counters
        bound = draw(st.integers(1, 3))
        body = draw(mixed_blocks(depth - 1, "s" if kind.startswith("s") else "v", inner, allocated))
        return (kind, counter, bound, body)

    return st.lists(node(), min_size=1, max_size=3)


def render_mixed(block, out):
    for node in block:
        kind = node[0]
        if kind == "sadd":
            out.append(f"s_add_u32 s{node[1]}, s{node[1]}, {node[2]}")
        elif kind in ("swhile", "srepeat"):
            _, counter, bound, body = node
            out.append(f"s_mov_b32 s{counter}, 0")
            out.append(f"s_while_u32(s{counter} < {bound})" if kind == "swhile" else "s_repeat")
            out.append(f"s_add_u32 s{counter}, s{counter}, 1")
            render_mixed(body, out)
            out.append("_endw" if kind == "swhile" else f"s_until_u32(s{counter} >= {bound})")
        elif kind in ("if", "sif"):
            out.append(f"v_if_u32({render_cond(node[1])})" if kind == "if"
                       else f"s_if_u32({render_cond(node[1], vector=False)})")
            render_mixed(node[2], out)
            if node[3] is not None:
                out.append("_else")
                render_mixed(node[3], out)
            out.append("_endif")
        elif kind in ("while", "repeat"):
            _, counter, bound, body = node
            out.append(f"v_mov_b32 v{counter}, 0")
            out.append(f"v_while_u32(v{counter} < {bound})" if kind == "while" else "v_repeat")
            out.append(f"v_add_u32 v{counter}, 1, v{counter}")
            render_mixed(body, out)
            out.append("_endw" if kind == "while" else f"v_until_u32(v{counter} >= {bound})")
        else:
            render([node], out)
    return out


class WaveReference:
    def __init__(self, exec_mask: int):
        self.v = {r: [0] * LANES for r in range(32)}
        self.v[0] = list(range(LANES))
        for lane in range(LANES):
            if exec_mask >> lane & 1:
                self.v[1][lane] = lane + 3
                self.v[2][lane] = lane ^ (lane + 3)
        self.s = {r: 0 for r in range(32)}
        self.s[1] = 5
        self.loops: list[dict] = []

    def lane_holds(self, cond, lane):
        return holds(cond, {r: self.v[r][lane] for r in self.v}, self.s)

    def block(self, nodes, mask: frozenset) -> frozenset:
        for node in nodes:
            if not mask:
                break
            mask = self.node(node, mask)
        return mask

    def node(self, node, mask):
        kind = node[0]
        if kind == "add":
            for lane in mask:
                self.v[node[1]][lane] = (node[2] + self.v[node[3]][lane]) & M32
        elif kind == "xor":
            for lane in mask:
                self.v[node[1]][lane] = self.v[node[2]][lane] ^ self.v[node[3]][lane]
        elif kind == "sadd":
            self.s[node[1]] = (self.s[node[1]] + node[2]) & M32
        elif kind == "if":
            taken = frozenset(lane for lane in mask if self.lane_holds(node[1], lane))
            rest = mask - taken
            after = self.block(node[2], taken) if taken else frozenset()
            if node[3] is None:
                return after | rest
            return after | (self.block(node[3], rest) if rest else frozenset())
        elif kind == "sif":
            branch = node[2] if holds(node[1], {}, self.s, vector=False) else node[3]
            return self.block(branch, mask) if branch is not None else mask
        elif kind in ("while", "repeat"):
            _, counter, bound, body = node
            for lane in mask:
                self.v[counter][lane] = 0
            self.loops.append({"kind": "v", "cont": set()})
            active = frozenset(lane for lane in mask if kind == "repeat" or self.v[counter][lane] < bound)
            while active:
                self.loops[-1]["cont"] = set()
                for lane in active:
                    self.v[counter][lane] += 1
                after = self.block(body, active) | self.loops[-1]["cont"]
                active = frozenset(lane for lane in after if (self.v[counter][lane] < bound if kind == "while"
                                                              else not self.v[counter][lane] >= bound))
            self.loops.pop()
        elif kind in ("swhile", "srepeat"):
            _, counter, bound, body = node
            self.s[counter] = 0
            self.loops.append({"kind": "s"})
            while kind == "srepeat" or self.s[counter] < bound:
                self.s[counter] += 1
                try:
                    self.block(body, mask)
                except ScalarBreak:
                    break
                except ScalarContinue:
                    pass
                if kind == "srepeat" and self.s[counter] >= bound:
                    break
            self.loops.pop()
        elif kind == "break":
            if self.loops[-1]["kind"] == "s":
                raise ScalarBreak
            return frozenset()
        elif kind == "continue":
            if self.loops[-1]["kind"] == "s":
                raise ScalarContinue
            self.loops[-1]["cont"] |= mask
            return frozenset()
        return mask


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.composite(lambda draw: draw(mixed_blocks(3, None, [], [])))(), st.sampled_from([FULL, 0x00FF00FF00FF00F0, 1 << 63]))
def test_random_mixed_programs_match_wave_reference(program, exec_mask):
    text = "\n".join(PRELUDE + render_mixed(program, []))
    wave = Wave(exec_mask).run(lines(text))
    ref = WaveReference(exec_mask)
    ref.block(program, frozenset(lane for lane in range(LANES) if exec_mask >> lane & 1))
    assert wave.exec == exec_mask
    for reg in DATA + COUNTERS:
        assert wave.v[reg] == ref.v[reg], f"v{reg}"
    for reg in [3, 4] + COUNTERS:
        assert wave.s[reg] == ref.s[reg], f"s{reg}"


def test_code_after_an_if_that_every_lane_left_is_skipped():
    program = [("while", 11, 3, [("if", (0, ">=", ("c", 0), False), [("break",)], None), ("sadd", 3, 1)]),
               ("repeat", 12, 2, [("if", (0, "<", ("c", 100), False), [("continue",)], [("add", 1, 1, 1)]),
                                  ("sadd", 4, 1)])]
    text = "\n".join(PRELUDE + render_mixed(program, []))
    wave = Wave().run(lines(text))
    assert (wave.s[3], wave.s[4]) == (0, 0) and wave.exec == FULL
    assert wave.v[11] == [1] * LANES and wave.v[12] == [2] * LANES
