"""What a document declares, read from its text alone (no pipeline run): the editor's outline of a masm source.

The index knows where macros, `#define`s, labels, kernels, aliases, temps and `#include`s are written, which scope
(`enter`/`leave`, macro body, kernel) each alias or temp is visible in, and which word stands at a position.  It is
deliberately forgiving: a half-typed document still gives an outline.  Meaning (which register a temp is, what an
instruction encodes to) comes from the pipeline, not from here.
"""
from __future__ import annotations

import bisect
import itertools
import re
import textwrap
from dataclasses import field

from ..dataclass_cache import dataclass
from ..diagnostics import SourceLoc
from ..lint.text import strip_comments
from ..regex_cache import regex

_WORD = regex(r"[A-Za-z_.@][\w.@]*")
_TOKEN = regex(r"#\w+|[A-Za-z_.@][\w.@]*|\$[0-9A-Fa-f]+|\d[\w.]*|\S")
_ARCH_COMMENT = regex(r"^\s*(?://|;|/\*)\s*masm:.*?\barch\s*=\s*(gfx[0-9a-f]+)", re.IGNORECASE)
_DECLARATION_KINDS = ("alias", "v_temp", "s_temp", "param", "arg")
# Only lines that may declare something are tokenized (instruction lines are most of a kernel and declare nothing).
_DECLARING = regex(r"[#:]|\b(?:kernel|endkernel|alias|[vs]_temp|enter|leave|args)\b", re.IGNORECASE)
_NEEDLES = ("#", ":", "kernel", "alias", "_temp", "enter", "leave", "args")      # every _DECLARING match has one


@dataclass(frozen=True, slots=True)
class Symbol:
    """One declared name.  `loc` is where the name itself is written; `visible` is the (start, end) range of
    (line, column) positions where it can be referred to (end None: to the end of the document)."""

    name: str
    kind: str                      # macro | define | label | kernel | alias | v_temp | s_temp | param | arg
    loc: SourceLoc
    detail: str = ""               # "#macro PASS(a, b)", "alias x = v3", "v_temp t[5]", ...
    params: tuple[str, ...] = ()
    body: str = ""                 # macro / define body as written
    end: tuple[int, int] | None = None          # last position of a macro / kernel definition
    visible: tuple[tuple[int, int], tuple[int, int] | None] | None = None

    @property
    def key(self) -> str:
        return self.name.lower()

    def visible_at(self, pos: tuple[int, int]) -> bool:
        if self.visible is None:
            return True
        start, end = self.visible
        return start <= pos and (end is None or pos <= end)


@dataclass(frozen=True, slots=True)
class Include:
    path: str                      # as written, without quotes
    loc: SourceLoc                 # first character of the path
    length: int


@dataclass(slots=True)
class SourceIndex:
    filename: str
    symbols: list[Symbol] = field(default_factory=list)
    includes: list[Include] = field(default_factory=list)
    arch: str | None = None        # from a first-line `// masm: arch=gfx803` comment
    _by_name: dict | None = field(default=None, compare=False, repr=False)   # made on first use (symbols are final)

    def named(self, name: str) -> list[Symbol]:
        if self._by_name is None:
            by_name: dict[str, list[Symbol]] = {}
            for s in self.symbols:
                by_name.setdefault(s.name.lower(), []).append(s)
            self._by_name = by_name
        return self._by_name.get(name.lower(), [])

    def resolve(self, name: str, line: int, column: int) -> Symbol | None:
        """The declaration `name` refers to at (line, column): the innermost visible alias/temp/parameter declared
        before it, else a label, macro, define or kernel of that name."""
        pos = (line, column)
        scoped = [s for s in self.named(name) if s.kind in _DECLARATION_KINDS and s.visible_at(pos)
                  and (s.loc.line, s.loc.column) <= pos]
        if scoped:
            return max(scoped, key=lambda s: (s.visible[0] if s.visible else (0, 0), (s.loc.line, s.loc.column)))
        for kind in ("label", "macro", "define", "kernel"):
            for s in self.named(name):
                if s.kind == kind:
                    return s
        return None

    def visible_names(self, line: int, column: int) -> list[Symbol]:
        pos = (line, column)
        seen: dict[str, Symbol] = {}
        for s in self.symbols:
            if s.kind in _DECLARATION_KINDS and not (s.visible_at(pos) and (s.loc.line, s.loc.column) <= pos):
                continue
            seen.setdefault(s.key, s)
        return list(seen.values())

    def include_at(self, line: int, column: int) -> Include | None:
        for inc in self.includes:
            if inc.loc.line == line and inc.loc.column - 1 <= column <= inc.loc.column + inc.length:
                return inc
        return None


def arch_from_source(text: str) -> str | None:
    """The architecture named by a first-line comment such as `// masm: arch=gfx803`."""
    end = text.find("\n")
    m = _ARCH_COMMENT.match(text, 0, len(text) if end < 0 else end)
    return m.group(1).lower() if m else None


def word_at(text: str | list[str], line: int, column: int) -> tuple[str, int] | None:
    """The identifier covering 1-based (line, column), and the column it starts at (`text` may be given as its
    lines)."""
    lines = text.split("\n") if isinstance(text, str) else text
    if not 1 <= line <= len(lines):
        return None
    src = lines[line - 1]
    for m in _WORD.finditer(src):
        if m.start() + 1 <= column <= m.end() + 1 and (column <= m.end() or m.end() == len(src) or
                                                           not _WORD.match(src, m.end())):
            if m.start() + 1 <= column <= m.end():
                return m.group(), m.start() + 1
            if column == m.end() + 1:
                return m.group(), m.start() + 1
    return None


class _Scanner:
    """One pass over the comment-free text, token by token."""

    def __init__(self, filename: str, text: str):
        self.filename = filename
        self.raw = text
        self.text = strip_comments(text)
        self.starts = [0, *itertools.accumulate(len(line) + 1 for line in self.text.split("\n")[:-1])]
        self.tokens = _declaring_tokens(self.text)
        self.i = 0
        self.index = SourceIndex(filename, arch=arch_from_source(text))
        self.scopes: list[tuple[int, int]] = []          # open scope starts
        self.pending: list[list[int]] = [[]]             # symbol indices declared in each open scope
        self.macro: tuple[int, Symbol] | None = None      # the macro whose body we are in (symbol index)
        self.kernel: tuple[int, Symbol] | None = None
        self.macro_depth = self.kernel_depth = 1          # scope depth to unwind to at #endm / endkernel

    # -- positions
    def pos(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self.starts, offset)
        return line, offset - self.starts[line - 1] + 1

    def loc(self, offset: int) -> SourceLoc:
        line, col = self.pos(offset)
        return SourceLoc(self.filename, line, col)

    def line_end(self, offset: int) -> int:
        """End of the logical line at `offset` (a trailing backslash continues it)."""
        while True:
            j = self.text.find("\n", offset)
            if j < 0:
                return len(self.text)
            if self.text[:j].rstrip().endswith("\\"):
                offset = j + 1
                continue
            return j

    def skip_to(self, offset: int) -> None:
        while self.i < len(self.tokens) and self.tokens[self.i][1] < offset:
            self.i += 1

    def peek(self, k: int = 0) -> tuple[str, int] | None:
        j = self.i + k
        return self.tokens[j] if j < len(self.tokens) else None

    def adjacent(self, offset: int, char: str) -> bool:
        return self.text.startswith(char, offset)

    # -- symbols
    def add(self, symbol: Symbol) -> int:
        self.index.symbols.append(symbol)
        k = len(self.index.symbols) - 1
        if symbol.kind in ("alias", "v_temp", "s_temp", "arg"):
            self.pending[-1].append(k)
        return k

    def open_scope(self, offset: int) -> None:
        self.scopes.append(self.pos(offset))
        self.pending.append([])

    def close_scope(self, offset: int) -> None:
        if len(self.pending) <= 1:
            return
        end = self.pos(offset)
        for k in self.pending.pop():
            s = self.index.symbols[k]
            self.index.symbols[k] = _with(s, visible=(s.visible[0] if s.visible else (s.loc.line, s.loc.column), end))
        self.scopes.pop()

    def scope_start(self) -> tuple[int, int]:
        return self.scopes[-1] if self.scopes else (1, 1)

    # -- the pass
    def run(self) -> SourceIndex:
        while self.i < len(self.tokens):
            tok, off = self.tokens[self.i]
            low = tok.lower()
            self.i += 1
            if low == "#macro":
                self.macro_start(off)
            elif low == "#endm":
                self.macro_end(off)
            elif low == "#define":
                self.define(off)
            elif low == "#include":
                self.include(off)
            elif tok.startswith("#"):
                self.skip_to(self.line_end(off))
            elif low == "kernel" and (nxt := self.peek()) and _WORD.fullmatch(nxt[0]):
                self.kernel_start(off)
            elif low == "endkernel":
                self.kernel_end(off)
            elif low == "alias":
                self.alias_list()
            elif low in ("v_temp", "s_temp"):
                self.temp_list(low)
            elif low == "args":
                self.arg_list()
            elif low == "enter":
                self.open_scope(off)
            elif low == "leave":
                self.close_scope(off + len(tok))
            elif _WORD.fullmatch(tok) and self.adjacent(off + len(tok), ":") and self.is_label(off, tok):
                self.add(Symbol(tok, "label", self.loc(off), detail=f"{tok}:"))
                self.i += 1
        while len(self.pending) > 1:
            self.close_scope(len(self.text))
        if self.macro:
            self.macro_end(len(self.text))
        if self.kernel:
            self.kernel_end(len(self.text))
        return self.index

    def is_label(self, off: int, tok: str) -> bool:
        after = off + len(tok) + 1
        if after < len(self.text) and not self.text[after].isspace():
            return False
        line_start = self.starts[self.pos(off)[0] - 1]
        before = self.text[line_start:off]
        return before.count("(") <= before.count(")") and before.count("[") <= before.count("]")

    def macro_start(self, off: int) -> None:
        nxt = self.peek()
        if not nxt or not _WORD.fullmatch(nxt[0]):
            return
        name, noff = nxt
        self.i += 1
        params: list[tuple[str, int]] = []
        written: list[str] = []
        if self.adjacent(noff + len(name), "("):
            close = self.text.find(")", noff)
            close = len(self.text) if close < 0 else close
            written = _parameters(self.text, noff + len(name) + 1, close)
            params = [(_parameter_name(p), off) for p, off in written]
            written = [p for p, _ in written]
            self.skip_to(close + 1)
        head = f"#macro {name}" + (f"({', '.join(written)})" if params or
                                    self.adjacent(noff + len(name), "(") else "")
        after_header = self.tokens[self.i - 1][1] + len(self.tokens[self.i - 1][0])
        first = re.compile(r"\S").search(self.text, after_header)
        body_start = first.start() if first else len(self.text)
        endm = re.compile(r"#endm\b", re.IGNORECASE).search(self.text, body_start)
        body_end = endm.start() if endm else len(self.text)
        body = _macro_body(self.raw[body_start:body_end], self.raw[:body_start])
        k = self.add(Symbol(name, "macro", self.loc(noff), detail=head, params=tuple(written),
                            body=body))
        self.macro = (k, self.index.symbols[k])
        self.macro_depth = len(self.pending)
        visible = (self.pos(body_start), self.pos(body_end))
        for p, poff in params:
            self.index.symbols.append(Symbol(p, "param", self.loc(poff), detail=f"parameter of macro {name}",
                                             visible=(self.pos(poff), visible[1])))
        self.open_scope(body_start)

    def macro_end(self, off: int) -> None:
        if not self.macro:
            return
        while len(self.pending) > self.macro_depth:
            self.close_scope(off)
        k, sym = self.macro
        self.index.symbols[k] = _with(sym, end=self.pos(off + 5 if off < len(self.text) else off))
        self.macro = None

    def define(self, off: int) -> None:
        end = self.line_end(off)
        nxt = self.peek()
        if nxt and nxt[1] < end and _WORD.fullmatch(nxt[0]):
            name, noff = nxt
            params: tuple[str, ...] = ()
            rest = noff + len(name)
            if self.adjacent(rest, "("):
                close = self.text.find(")", rest)
                if 0 <= close < end:
                    params = tuple(p for p, _ in _parameters(self.text, rest + 1, close))
                    rest = close + 1
            body = self.raw[rest:end].strip()
            head = f"#define {name}" + (f"({', '.join(params)})" if params else "")
            self.add(Symbol(name, "define", self.loc(noff), detail=head, params=params, body=body))
        self.skip_to(end)

    def include(self, off: int) -> None:
        end = self.line_end(off)
        start = off + len("#include")
        seg = self.text[start:end]
        stripped = seg.strip()
        if stripped:
            lead = start + (len(seg) - len(seg.lstrip()))
            path = stripped
            if path[0] in "\"<" and len(path) > 1:
                lead += 1
                path = path[1:].split('"' if stripped[0] == '"' else ">")[0]
            else:
                path = path.split()[0]
            self.index.includes.append(Include(path, self.loc(lead), len(path)))
        self.skip_to(end)

    def kernel_start(self, off: int) -> None:
        name, noff = self.peek()
        self.i += 1
        if self.kernel:
            self.kernel_end(off)
        k = self.add(Symbol(name, "kernel", self.loc(noff), detail=f"kernel {name}"))
        self.kernel = (k, self.index.symbols[k])
        self.kernel_depth = len(self.pending)
        self.open_scope(off)

    def kernel_end(self, off: int) -> None:
        if not self.kernel:
            return
        while len(self.pending) > self.kernel_depth:
            self.close_scope(off)
        k, sym = self.kernel
        self.index.symbols[k] = _with(sym, end=self.pos(off))
        self.kernel = None

    def brackets(self, after: int) -> int:
        """Consume a `[...]` written right after offset `after`; return the offset after it."""
        t = self.peek()
        if not t or t[0] != "[" or t[1] != after:
            return after
        depth = 0
        while (t := self.peek()) is not None:
            self.i += 1
            depth += t[0] == "["
            depth -= t[0] == "]"
            if depth == 0:
                return t[1] + 1
        return len(self.text)

    def next_is(self, text: str) -> bool:
        t = self.peek()
        return bool(t) and t[0].lower() == text

    def alias_list(self) -> None:
        while (t := self.peek()) and _WORD.fullmatch(t[0]):
            name, off = t
            self.i += 1
            end = self.brackets(off + len(name))
            label = self.text[off:end]
            target = ""
            if self.next_is("="):
                eq = self.peek()[1]
                self.i += 1
                t = self.peek()
                if t and t[0] != "," and "\n" not in self.text[eq:t[1]]:
                    self.i += 1
                    tend = self.brackets(t[1] + len(t[0]))
                    target = self.text[t[1]:tend]
            if target:
                for n in _expand_alias_names(label, name):
                    self.add(Symbol(n, "alias", self.loc(off), detail=f"alias {label} = {target}",
                                    visible=(self.pos(off), None)))
            if not self.next_is(","):
                return
            self.i += 1

    def arg_list(self) -> None:
        """`args n:u32, a:f64, x:ptr` — kernel arguments, visible to the end of the kernel."""
        while (t := self.peek()) and _WORD.fullmatch(t[0]) and (c := self.peek(1)) and c[0] == ":":
            name, off = t
            kind = self.peek(2)
            self.i += 3 if kind else 2
            detail = f"args {name}:{kind[0]}" if kind else f"args {name}"
            self.add(Symbol(name, "arg", self.loc(off), detail=detail, visible=(self.pos(off), None)))
            if not self.next_is(","):
                return
            self.i += 1

    def temp_list(self, kind: str) -> None:
        while (t := self.peek()) and _WORD.fullmatch(t[0]):
            name, off = t
            self.i += 1
            end = self.brackets(off + len(name))
            if self.next_is("align") and (c := self.peek(1)) and c[0] == ":":
                self.i += 2
                if (n := self.peek()) and n[0][0].isdigit():
                    self.i += 1
                    end = n[1] + len(n[0])
            item = " ".join(self.text[off:end].split())
            self.add(Symbol(name, kind, self.loc(off), detail=f"{kind} {item}", visible=(self.pos(off), None)))
            if not self.next_is(","):
                return
            self.i += 1


def _expand_alias_names(label: str, name: str) -> list[str]:
    """`arr0..11` names arr0 … arr11; `q[0..3]` names q (its elements are q0 … q3 too)."""
    m = re.fullmatch(r"([A-Za-z_.@][\w.@]*?)(\d+)\s*\.\.\s*(\d+)", label)
    if m:
        base, lo, hi = m.group(1), int(m.group(2)), int(m.group(3))
        if 0 <= hi - lo <= 4096:
            return [f"{base}{k}" for k in range(lo, hi + 1)]
    m = re.fullmatch(r"([A-Za-z_.@][\w.@]*)\s*\[\s*(\d+)\s*\.\.\s*(\d+)\s*\]", label)
    if m:
        base, lo, hi = m.group(1), int(m.group(2)), int(m.group(3))
        if 0 <= hi - lo <= 4096:
            return [base] + [f"{base}{k}" for k in range(lo, hi + 1)]
    return [name]


def _macro_body(body: str, before: str) -> str:
    """The body as written: one line stripped, several lines dedented (the first line keeps its indentation)."""
    if "\n" not in body.strip("\n"):
        return body.strip()
    line_start = before.rfind("\n") + 1
    first_indent = before[line_start:] if not before[line_start:].strip() else ""
    return textwrap.dedent((first_indent + body.strip("\n")).rstrip())


def _with(sym: Symbol, **changes) -> Symbol:
    from dataclasses import replace
    return replace(sym, **changes)


def _declaring_tokens(text: str) -> list[tuple[str, int]]:
    """(token, offset) of every token on the lines that may declare something (found with str.find, which is much
    faster than a regular expression over the whole text; each candidate line is then checked with _DECLARING)."""
    low = text.lower()
    starts: set[int] = set()
    for needle in _NEEDLES:
        find = low.find
        pos = find(needle)
        while pos >= 0:
            line = low.rfind("\n", 0, pos) + 1
            starts.add(line)
            end = find("\n", pos)
            if end < 0:
                break
            pos = find(needle, end)
    tokens: list[tuple[str, int]] = []
    for start in sorted(starts):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        if _DECLARING.search(text, start, end):
            tokens.extend((t.group(), t.start()) for t in _TOKEN.finditer(text, start, end))
    return tokens


def index_source(text: str, filename: str) -> SourceIndex:
    """The declarations of `text` (see module doc)."""
    return _Scanner(filename, text).run()


# An edit whose old and new lines contain none of these leaves the declarations as they were (only moved).
_REINDEX = _NEEDLES + ("/*", "*/", '"', "\\")


def index_after_edit(index: SourceIndex, old: str, start: int, end: int, inserted: str) -> SourceIndex | None:
    """The index of `old` with [start, end) replaced by `inserted`, from `index` (the index of `old`) when the edit
    cannot change a declaration: the lines it touches, before and after, declare nothing and hold no comment or
    string delimiter or continuation, are not the first line, not inside a macro body, and no position the index
    keeps is on them.  None: index the new text from scratch."""
    first = old.rfind("\n", 0, start) + 1
    last = old.find("\n", end)
    last = len(old) if last < 0 else last
    before, after = old[first:start], old[end:last]
    touched = (before + old[start:end] + after).lower(), (before + inserted + after).lower()
    if first == 0 or any(needle in text for text in touched for needle in _REINDEX):
        return None
    if old[:first - 1].rstrip(" \t\r").endswith("\\"):
        return None
    line = old.count("\n", 0, first) + 1                 # the first line the edit touches
    old_last = line + old.count("\n", start, end)
    delta = inserted.count("\n") - (old_last - line)
    positions = [p for s in index.symbols for p in (
        (s.loc.line, s.loc.column), s.end, *(s.visible or ())) if p is not None]
    positions += [(inc.loc.line, inc.loc.column) for inc in index.includes]
    if any(line <= p[0] <= old_last for p in positions):
        return None
    if any(s.kind == "macro" and s.end and s.loc.line <= line <= s.end[0] for s in index.symbols):
        return None
    if delta == 0:
        return index
    return _shifted(index, old_last, delta)


def _shifted(index: SourceIndex, after_line: int, delta: int) -> SourceIndex:
    """`index` with every position on a line after `after_line` moved by `delta` lines."""
    def pos(p):
        return p if p is None or p[0] <= after_line else (p[0] + delta, p[1])

    def loc(l: SourceLoc) -> SourceLoc:
        return l if l.line <= after_line else SourceLoc(l.file, l.line + delta, l.column)

    symbols = []
    for s in index.symbols:
        visible = s.visible if s.visible is None else (pos(s.visible[0]), pos(s.visible[1]))
        symbols.append(Symbol(s.name, s.kind, loc(s.loc), s.detail, s.params, s.body, pos(s.end), visible))
    includes = [Include(i.path, loc(i.loc), i.length) for i in index.includes]
    return SourceIndex(index.filename, symbols, includes, index.arch)


def _parameters(text: str, start: int, close: int) -> list[tuple[str, int]]:
    """The parameters of a `#macro` / `#define` head between `start` and `close` as written, with their offsets; a
    variadic last one keeps its `...` (`body...`, `body ...` or a bare `...`)."""
    out: list[tuple[str, int]] = []
    end = start
    for m in _WORD.finditer(text, start, close):
        word = m.group()
        if word.strip(".") == "" and out and "," not in text[end:m.start()]:
            out[-1] = (out[-1][0] + word, out[-1][1])   # `body ...`
        else:
            out.append((word, m.start()))
        end = m.end()
    return out


def _parameter_name(written: str) -> str:
    """The name a parameter binds: `body...` binds `body`, a bare `...` binds `__VA_ARGS__` (as in C)."""
    name = written[:-3] if written.endswith("...") else written
    return name or "__VA_ARGS__"
