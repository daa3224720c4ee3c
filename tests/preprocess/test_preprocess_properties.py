"""Property tests: random macro programs against a small reference expander, fast path against general path, and
random mutations that must only ever raise AssemblyError."""
from __future__ import annotations

import re
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from masm.diagnostics import AssemblyError
from masm.preprocess import expander, preprocess

# ------------------------------------------------------------------------------------------------ random programs


class Writer:
    """Builds source text and remembers where each piece starts (1-based line, column)."""

    def __init__(self):
        self.lines = [""]

    def put(self, text: str) -> tuple[int, int]:
        pos = (len(self.lines), len(self.lines[-1]) + 1)
        self.lines[-1] += text
        return pos

    def newline(self) -> None:
        self.lines.append("")

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"


def spell(data, name: str) -> str:
    return data.draw(st.sampled_from([name, name.upper()]))


def render(pieces, env) -> str:
    """Reference substitution: every name piece replaced by its value (text)."""
    return "".join(env[p[1]] if isinstance(p, tuple) else p for p in pieces)


class Program:
    """A random macro program.  Plain programs use what the reference expander below models; `rich` programs also
    use every other construct of the language (stringize `#p`, paste `##`, `#if`/`#else` in bodies, `__if__`,
    overloads by arity, a variadic macro, `#define` with `#`/`##`, labels, comments of each kind, HetPas's `\\`
    separator, Pascal comments, a brace definition and an overload invoking another) and are only
    compared between the fast and the general path."""

    def __init__(self, data, rich: bool = False):
        self.data = data
        self.rich = rich
        self.w = Writer()
        self.defines: dict[str, str] = {}
        self.functions: list[str] = []    # function-like defines F(a) -> (a+1)
        self.specials: list[str] = []     # rich programs: CAT(a, b) a##b, STR(x) #x
        self.macros: dict[str, tuple[str, list[str], list]] = {}
        self.overloads: list[tuple[str, int]] = []   # (name, arity) of every macro a rich program may call
        self.items: list = []
        self.counter = 0

    # expressions are lists of pieces: literal strings and ("name", lower) references
    def expr(self, names: list[str], depth: int = 0) -> list:
        d = self.data
        choice = d.draw(st.integers(0, 5 if depth < 2 else 1))
        if choice == 5 and self.functions:
            return [("call", d.draw(st.sampled_from(self.functions)), self.expr(names, depth + 1))]
        if choice == 0 or choice == 5 or not names:
            return [str(d.draw(st.integers(0, 20)))]
        if choice == 1:
            return [("name", d.draw(st.sampled_from(names)))]
        op = d.draw(st.sampled_from(["+", "*", "-"]))
        left, right = self.expr(names, depth + 1), self.expr(names, depth + 1)
        return ["("] + left + [op] + right + [")"] if choice == 4 else left + [op] + right

    def instr(self, names: list[str]) -> list:
        d = self.data
        if self.rich and d.draw(st.integers(0, 2)) == 0:
            return self.rich_instr(names)
        kind = d.draw(st.integers(0, 3))
        if kind == 3:
            return ["s_nop ", ("counter",)]
        if kind == 0:
            return ["v_mov_b32 v["] + self.expr(names) + ["], "] + self.expr(names)
        if kind == 1:
            return ["s_add_u32 s["] + self.expr(names) + ["], s1, "] + self.expr(names)
        return ["s_nop ", ("splice", self.expr(names))]

    def write_pieces(self, pieces) -> tuple[int, int]:
        start = None
        for p in pieces:
            if isinstance(p, str):
                pos = self.w.put(p)
            elif p[0] == "name":
                pos = self.w.put(spell(self.data, p[1]))
            elif p[0] == "counter":
                pos = self.w.put("__counter__")
            elif p[0] == "raw":
                pos = self.w.put(p[1])
            elif p[0] == "call":
                pos = self.w.put(spell(self.data, p[1]) + "(")
                self.write_pieces(p[2])
                self.w.put(")")
            else:  # splice
                pos = self.w.put("![")
                self.write_pieces(p[1])
                self.w.put("]")
            start = start or pos
        return start

    def body(self, names: list[str], depth: int, indent: str) -> list:
        d = self.data
        items = []
        for _ in range(d.draw(st.integers(1, 3))):
            kind = d.draw(st.integers(0, 3 if depth < 2 else 1))
            self.w.put(indent)
            if self.rich and d.draw(st.integers(0, 3)) == 0:
                self.rich_item(names, depth, indent)
            elif kind <= 1 or (kind == 2 and not self.macros):
                pieces = self.instr(names)
                items.append(("instr", self.write_pieces(pieces), pieces))
                if d.draw(st.booleans()):  # a second statement on the same line
                    self.w.put("  ")
                    pieces = self.instr(names)
                    items.append(("instr", self.write_pieces(pieces), pieces))
            elif kind == 2 and self.rich:
                self.rich_call(names)
            elif kind == 2:
                low = d.draw(st.sampled_from(sorted(self.macros)))
                spelled, params, _ = self.macros[low]
                pos = self.w.put(spell(d, low))
                self.w.put("(")
                args = []
                for k in range(len(params)):
                    if k:
                        self.w.put(", ")
                    arg = self.expr(names)
                    self.write_pieces(arg)
                    args.append(arg)
                self.w.put(")")
                items.append(("call", pos, low, args))
            else:
                var = f"i{depth}"
                lo = d.draw(st.integers(0, 3))
                hi = lo + d.draw(st.integers(-1, 3))
                pos = self.w.put("__for__(")
                bound = str(hi)
                if names and d.draw(st.booleans()):  # a bound written with a name (its value does not matter)
                    bound = f"({spell(d, d.draw(st.sampled_from(names)))})*0+{hi}"
                self.w.put(f"{spell(d, var)} in [{lo}..{bound}],")
                self.w.newline()
                inner = self.body(names + [var], depth + 1, indent + "  ")
                self.w.put(indent + ")")
                items.append(("for", pos, var, range(lo, hi + 1), inner))   # [3..2] holds nothing (a Pascal set)
            self.w.newline()
        return items

    # ---- rich constructs (no reference model: the fast and the general path are compared)
    def rich_instr(self, names: list[str], kind: int | None = None) -> list:
        """A statement using `#`, `##`, `__if__`, a label or a comment."""
        d = self.data
        params = [n for n in names if n.startswith("p")]
        name = ("name", d.draw(st.sampled_from(params))) if params else str(d.draw(st.integers(0, 9)))
        if kind is None:
            kind = d.draw(st.integers(0, 16))
        if kind == 0 and params:
            return [".ascii #", name]                                   # stringize a parameter
        if kind == 1:
            return ["s_mov_b32 s##", name, ", 0"]                       # paste onto a parameter
        if kind == 2:
            return ["v_mov_b32 v", name, "##1, ", name]                 # paste after a parameter
        if kind == 3:
            return ["v_mov_b32 v##", str(d.draw(st.integers(0, 9))), ", 0"]   # paste of two literals
        if kind == 4:
            return [".ascii STR(", name, ")"] if "str" in self.specials else ["s_nop ", name]
        if kind == 5:
            return ["v_mov_b32 CAT(v, ", name, "), 0"] if "cat" in self.specials else ["s_nop 1"]
        if kind == 6:
            return ["__if__(", name, " % 2, s_nop ", name, ")"]
        if kind == 7:
            label = d.draw(st.sampled_from(["L0: ", "@L![" + str(d.draw(st.integers(0, 3))) + "]: ", "lbl_"]))
            return [("raw", label), name, ": s_nop 0"]
        if kind == 8:
            return ["s_nop ", name, ("raw", d.draw(st.sampled_from([" // c", " ; c", " /* c */", "/* c\n */"])))]
        if kind == 10:
            return ["s_nop ", name, " \\ s_nop 1"]                       # HetPas's statement separator
        if kind == 11:
            return ["s_nop ", name, ("raw", d.draw(st.sampled_from([" { c }", " (* c *)", " {c\n } s_nop 2"])))]
        if kind == 12:
            return ["s_mov_b32 s", name, ", __line__"]                     # the outermost call's line
        if kind == 13:
            return ["__ifdef__(d0, s_nop ", name, ") __ifndef__(", ("raw", d.draw(st.sampled_from(["d1", "m0"]))),
                    ", s_sleep 1)"]
        if kind == 14:
            return ["__for__(k := 0 to 5 where k not in [1, ", name, "], s_nop k)"]
        if kind == 9 and "count" in self.specials:      # a counter stepped in a splice, a directive-only #macro
            return [("raw", d.draw(st.sampled_from(["s_nop ![++cnt]", "s_nop ![cnt--]", "![bump] s_nop ![cnt]"])))]
        if kind == 15:                                  # Pascal texts, min/max, a range ending below its start
            return ["s_nop ![", name, " > 4 ? '1' : 'min(2, 7)']"]
        if kind == 16:
            return ["s_nop ![max(", name, ", 3)] __for__(k in [1..", name, "-3], s_sleep k)"]
        return ["s_add_u32 s", name, ", s", name, ", ![", name, " * 2]"]

    def rich_item(self, names: list[str], depth: int, indent: str) -> None:
        """A conditional block (`#if` over a parameter or a define) or a block comment between statements."""
        d = self.data
        if d.draw(st.booleans()):
            self.w.put("/* block")
            self.w.newline()
            self.w.put(" comment */ s_nop 7")
            return
        cond = self.expr(names)
        self.w.put("#if ")
        self.write_pieces(cond)
        self.w.put(d.draw(st.sampled_from(["", " > 3", " = 2", " and 1"])))
        self.w.newline()
        self.write_pieces(self.instr(names))
        if d.draw(st.booleans()):
            self.w.newline()
            self.w.put(indent + "#else")
            self.w.newline()
            self.write_pieces(self.instr(names))
        self.w.newline()
        self.w.put(indent + "#endif")

    def rich_call(self, names: list[str]) -> None:
        """A call of any overload, the arguments any expressions, sometimes a statement or empty."""
        d = self.data
        if not self.overloads:
            self.write_pieces(self.instr(names))
            return
        low, arity = d.draw(st.sampled_from(self.overloads))
        for call in range(d.draw(st.integers(1, 3))):    # the same macro again: templates and recordings start
            self.w.put(" " if call else "")
            self.w.put(spell(d, low))
            if arity == 0 and d.draw(st.booleans()):
                continue
            self.w.put("(")
            for k in range(arity):
                if k:
                    self.w.put(", ")
                how = d.draw(st.integers(0, 5))
                if how <= 1:
                    self.w.put(d.draw(st.sampled_from(["", "s_nop 3", "v1", "x y", "ab", "7", "12"])))
                else:
                    self.write_pieces(self.expr(names))
            self.w.put(")")

    def build(self) -> str:
        d = self.data
        if self.rich:
            for name, text in (("cat", "#define CAT(a, b) a##b"), ("str", "#define STR(x) #x"),
                               ("count", "#assign cnt 0\n#macro bump\n  #assign cnt cnt+2\n#endm")):
                if d.draw(st.booleans()):
                    self.w.put(text)
                    self.w.newline()
                    self.specials.append(name)
            if d.draw(st.booleans()):   # a variadic macro: its last parameter takes the rest, commas included
                self.w.put("#macro va(p0, rest...)\n  s_nop p0\n  .long rest\n#endm")
                self.w.newline()
                self.overloads += [("va", 1), ("va", 2), ("va", 3)]
            if d.draw(st.booleans()):   # a brace definition, and an overload that invokes it
                self.w.put("{#define br(p0) s_nop p0\n  s_nop 1}")
                self.w.newline()
                self.w.put("#define br(p0, p1) br(p0) \\ s_nop p1")
                self.w.newline()
                self.overloads += [("br", 1), ("br", 2)]
        for n in range(d.draw(st.integers(0, 2))):
            name = f"d{n}"
            value = str(d.draw(st.integers(0, 9)))
            self.w.put(f"#define {spell(d, name)} {value}")
            self.w.newline()
            self.defines[name] = value
        for n in range(d.draw(st.integers(0, 1))):
            name = f"f{n}"
            self.w.put(f"#define {spell(d, name)}(a) (a+1)")
            self.w.newline()
            self.functions.append(name)
        for n in range(d.draw(st.integers(1 if self.rich else 0, 3))):
            name = f"m{n}"
            params = [f"p{k}" for k in range(d.draw(st.integers(0, 2)))]
            head = f"#macro {name}" + (f"({', '.join(params)})" if params else "")
            self.w.put(head)
            self.w.newline()
            if self.rich and params:   # a body that stringizes or pastes a parameter (what templates must not miss)
                self.w.put("  ")
                self.write_pieces(self.rich_instr(params, d.draw(st.integers(0, 2))))
                self.w.newline()
            body = self.body(params + sorted(self.defines), 0, "  ")
            self.w.put("#endm")
            self.w.newline()
            self.macros[name] = (name, params, body)
            self.overloads.append((name, len(params)))
            if self.rich and d.draw(st.booleans()):   # an overload of the same name with another arity
                more = [f"p{k}" for k in range(len(params) + 1)]
                self.w.put(f"#macro {spell(d, name)}({', '.join(more)})")
                self.w.newline()
                self.body(more + sorted(self.defines), 0, "  ")
                self.w.put("#endm")
                self.w.newline()
                self.overloads.append((name, len(more)))
        self.initial_defines = dict(self.defines)
        self.items = []
        for _ in range(d.draw(st.integers(1, 3))):
            self.items += self.body(sorted(self.defines), 0, "")
            if self.defines and d.draw(st.booleans()):  # redefine: later expansions must see the new value
                name = d.draw(st.sampled_from(sorted(self.defines)))
                value = str(d.draw(st.integers(0, 9)))
                self.w.put(f"#{d.draw(st.sampled_from(['define', 'assign']))} {spell(d, name)} {value}")
                self.w.newline()
                self.items.append(("assign", name, value))
        if self.rich:   # every overload a few times with plain arguments, as a template's callers would
            for low, arity in self.overloads:
                for call in range(3):
                    args = [d.draw(st.sampled_from(["1", "2", "13", "0x10", "7", "v1", "ab"])) for _ in range(arity)]
                    self.w.put(spell(d, low) + (f"({', '.join(args)})" if arity else "") + " ")
                self.w.newline()
        return self.w.text()

    # the reference expansion
    def expand(self, items, env, notes, outer, out) -> None:
        for item in items:
            if item[0] == "assign":
                self.current[item[1]] = item[2]
                env[item[1]] = item[2]
            elif item[0] == "instr":
                _, (line, col), pieces = item
                text = "".join(self.render_piece(p, env) for p in pieces)
                out.append((text, line, col, notes, outer))
            elif item[0] == "call":
                _, (line, col), low, args = item
                spelled, params, body = self.macros[low]
                inner_env = dict(self.current)
                inner_env.update({p: "".join(self.render_piece(x, env) for x in a) for p, a in zip(params, args)})
                note = (line, col, f"in expansion of macro '{spelled}'")
                self.expand(body, inner_env, (note,) + notes, outer or (spelled, line, col), out)
            else:
                _, (line, col), var, values, body = item
                for v in values:
                    note = (line, col, f"in __for__ iteration {var}={v}")
                    self.expand(body, {**env, var: str(v)}, (note,) + notes, outer, out)

    def render_piece(self, piece, env) -> str:
        if isinstance(piece, str):
            return piece
        if piece[0] == "name":
            return env[piece[1]]
        if piece[0] == "counter":
            self.counter += 1
            return str(self.counter - 1)
        if piece[0] == "call":
            return "(" + "".join(self.render_piece(p, env) for p in piece[2]) + "+1)"
        text = "".join(self.render_piece(p, env) for p in piece[1])
        return str(eval(text))  # only integers, + - * and parentheses: the same value in C and Python


def as_tuples(statements):
    return [(s.text, s.loc.line, s.loc.column, tuple((n.loc.line, n.loc.column, n.message) for n in s.notes),
             (s.macro, s.macro_loc.line, s.macro_loc.column) if s.macro else None) for s in statements]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_random_programs_expand_like_the_reference(data):
    program = Program(data)
    source = program.build()
    expected = []
    program.current = dict(program.initial_defines)
    program.expand(program.items, dict(program.initial_defines), (), None, expected)
    # for the loop variable the reference writes the name as declared (lower case); the note shows it as written
    got = as_tuples(preprocess(source, filename="p.masm", arch="gfx900"))
    normalize = lambda rows: [(t, l, c, tuple((a, b, m.lower()) for a, b, m in n), o and (o[0].lower(),) + o[1:])
                              for t, l, c, n, o in rows]
    assert normalize(got) == normalize(expected), source


def both_paths(source: str) -> tuple:
    """(fast path, general path) results of `source`: the statements, or the error's text."""
    results = []
    saved = expander.FAST_PATH
    for fast in (True, False):
        expander.FAST_PATH = fast
        try:
            results.append(preprocess(source, filename="p.masm", arch="gfx900"))
        except AssemblyError as exc:
            results.append(str(exc))
        finally:
            expander.FAST_PATH = saved
    return tuple(results)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_fast_path_and_general_path_agree(data):
    program = Program(data)
    source = program.build()
    fast, slow = both_paths(source)
    assert not isinstance(fast, str), fast
    assert fast == slow, source


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_fast_path_and_general_path_agree_on_every_construct(data):
    """Programs with `#p`, `##`, `#if`, `__if__`, overloads, labels and comments in macro bodies invoked several
    times: the templates and recordings give exactly what the general path gives (statements or errors)."""
    source = Program(data, rich=True).build()
    fast, slow = both_paths(source)
    assert fast == slow, source


FAST_SLOW_CASES = [
    "#macro M(a, b) v_mov_b32 a, b s_nop 0 #endm\nM(v1, 2) M(v[1:2], (3)) M(, 1) M(x y, 1)\n",
    "#macro M(a) a: s_nop 0 #endm\nM(lbl) M(@l2)\n",
    "#macro M(a) v_add_u32 v0, v1, v2 a #endm\nM(clamp) M() M(offset:16) M(x: 1) M(foo(1))\n",
    "#macro M(a) s_waitcnt a #endm\nM(vmcnt(0) lgkmcnt(0)) M(vmcnt(0) & lgkmcnt(0))\n",
    "__for__(i in [0..2], x i: s_nop i)\n__for__(i in [0..1], s_nop 0 loop![i]: s_nop 1)\n",
    "#macro M(a)\n  v_mov_b32 v0, a\n  a\n#endm\nM(s_nop 1) M(v1) M(1 +)\n",
    "#macro M(a) .long a, a #endm\nM(1) M(\"s\") M([1, 2])\n",
    "#macro M(a) s_nop a \\ s_nop 1 #endm\nM(1) M(2 \\ s_nop 3) M(1 \\) M([1 \\ 2])\n",
    "#define M(a) s_nop a\n#define M(a, b) M(a) M(b)\nM(1, 2) M(3, 4) M(5)\n",
]


def test_fast_path_and_general_path_agree_on_tricky_arguments(monkeypatch):
    for source in FAST_SLOW_CASES:
        try:
            fast = preprocess(source, filename="p.masm", arch="gfx900")
        except AssemblyError as exc:
            fast = str(exc)
        monkeypatch.setattr(expander, "FAST_PATH", False)
        try:
            slow = preprocess(source, filename="p.masm", arch="gfx900")
        except AssemblyError as exc:
            slow = str(exc)
        monkeypatch.setattr(expander, "FAST_PATH", True)
        assert fast == slow, source


# ------------------------------------------------------------------------------------------------ fuzzing

SEED_SOURCES = [
    "#define N 4\n#macro PASS(a, b)\n  v_add_f32 a, b, v0 // c\n  s_nop 0\n#endm\n"
    "start: v_mov_b32 v0, 0 v_mov_b32 v1, -1\nPASS(v1, v2)\n__for__(i in [0..N-1], v_xor_b32 v[i], v[i], v[i+1])\n"
    "@loop![N*2]: s_nop 0\n#if N > 2\n s_waitcnt vmcnt(0) lgkmcnt(0)\n#else\n s_nop 1\n#endif\n",
    "#macro mRepeat(n, what)\n  __for__(k in [1..n], what)\n#endm\n#macro C(a, g) v_add_u32 a, g, 1 #endm\n"
    "mRepeat(3, C(v1, v2) C(v3, v[1:2]))\n#assign c 0\n#assign c c+1\ns_mov_b32 s0, ![not(($F0)<<24) + c]\n",
    "#define CAT(a, b) a##b\n#define S(x) #x\n.ascii S(hi)\nv_mov_b32 CAT(v, 1), 0\n"
    "__for__(i := 0 to 6 step 2, __if__(i % 4, s_nop i))\n/* c */ s_endpgm ; x\n",
]
FRAGMENTS = ["(", ")", "[", "]", ",", "#", "##", "![", "#macro", "#endm", "#if 1\n", "#endif\n", "#else\n",
             "__for__(", "__if__(", "/*", "*/", "\\\n", "\n", "..", ":=", " to ", "$", "0x", ":", "@", "\"", "M(",
             "PASS", "mRepeat(", "#define", "#include \"x\"\n", "#undef N\n", "/0", "<<64", "__counter__"]


def sample_sources() -> list[tuple[str, str]]:
    """(text, file name) of the seeds and of the small samples (named as they are, so their includes resolve)."""
    root = Path(__file__).resolve().parents[2] / "samples"
    files = sorted(root.glob("**/*.masm")) + sorted(root.glob("**/*.inc"))
    return ([(text, "fuzz.masm") for text in SEED_SOURCES] +
            [(p.read_text(errors="replace"), str(p)) for p in files if p.stat().st_size < 12_000])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_mutated_sources_only_raise_assembly_errors(data):
    source, filename = data.draw(st.sampled_from(sample_sources()))
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(source)))
        how = data.draw(st.integers(0, 2))
        if how == 0:
            source = source[:at] + data.draw(st.sampled_from(FRAGMENTS)) + source[at:]
        elif how == 1:
            source = source[:at] + source[at + data.draw(st.integers(1, 8)):]
        else:
            source = source[:at] + data.draw(st.text(max_size=3)) + source[at:]
    try:
        preprocess(source, filename=filename, arch="gfx900")
    except AssemblyError as exc:
        for diag in exc.diagnostics:
            assert diag.loc.line >= 1 and diag.loc.column >= 1


def test_samples_expand_identically_on_both_paths(monkeypatch):
    root = Path(__file__).resolve().parents[2] / "samples"
    files = sorted(root.glob("**/*.masm"))
    assert files, f"no samples in {root}"
    for path in files:
        source = path.read_text()
        fast = preprocess(source, filename=str(path), arch="gfx900")
        monkeypatch.setattr(expander, "FAST_PATH", False)
        slow = preprocess(source, filename=str(path), arch="gfx900")
        monkeypatch.setattr(expander, "FAST_PATH", True)
        assert fast == slow, path
