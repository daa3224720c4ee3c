"""The expansion engine: reads token frames, runs directives, expands macros and loops, feeds the splitter.

Input is a stack of frames (a file, a macro body, one `__for__` iteration, …), each a token list with a read position
and the expansion chain (`notes`) that every statement read from it carries.  Macro invocations push a frame holding the
body with the arguments substituted (unexpanded; the frame is rescanned), so recursion is bounded by `MAX_DEPTH` and all
output is counted against `MAX_LINES`: nothing the user writes can hang the preprocessor.
"""
from __future__ import annotations

from itertools import chain
from pathlib import Path
from typing import Sequence

from ..diagnostics import AssemblyError, Note, SourceLoc
from .expr import evaluate
from .includes import find_include
from .lexer import BOL, COL, FILE, ID, KIND, LINE, LOW, NL, NUM, OP, SPACE, STR, TEXT, join_text, tokenize
from .macros import Macro, number_token, split_arguments, trim
from .records import make_note, make_statement, statement_maker
from .splitter import PARAM
from .templates import (Collector, NotTemplatable, argument_is_plain, build_template, join_pieces, recording_of,
                        slot_values)
from .words import StatementWords

MAX_DEPTH = 64             # nested macro expansions
MAX_INCLUDE_DEPTH = 32
FAST_PATH = True           # use templates.py where it applies (tests switch it off to compare both paths)
MAX_LINES = 10_000_000     # statements produced
MAX_STEPS = 10_000_000     # macro invocations + __for__ iterations + includes (bounds work that produces nothing)

FOR, IF, COUNTER, LINE_NAME, FILE_NAME, ARCH_NAME = "__for__", "__if__", "__counter__", "__line__", "__file__", "__arch__"
SPECIALS = frozenset({FOR, IF, COUNTER, LINE_NAME, FILE_NAME, ARCH_NAME})

# Architecture names usable in expressions: `#if __arch__ >= gfx908`
ARCH_VALUES = {"gfx803": 0x803, "gfx900": 0x900, "gfx906": 0x906, "gfx908": 0x908, "gfx90a": 0x90A}


class _IfNames(dict):
    """Names in `#if`: the architecture names; any other identifier is 0, as in the C preprocessor."""

    def get(self, key, default=None):
        return dict.get(self, key.lower(), 0)


_IF_NAMES = _IfNames(ARCH_VALUES)


def loc_of(tok) -> SourceLoc:
    return SourceLoc(tok[FILE], tok[LINE], tok[COL])


class Frame:
    __slots__ = ("toks", "pos", "notes", "macro", "macro_loc", "depth", "painted", "cond_base", "break_after",
                 "kind", "includes", "loop")

    def __init__(self, toks, notes, macro, macro_loc, depth, painted, cond_base, kind, includes,
                 break_after=False, loop=None):
        self.toks = toks
        self.pos = 0
        self.notes = notes
        self.macro = macro
        self.macro_loc = macro_loc
        self.depth = depth
        self.painted = painted
        self.cond_base = cond_base
        self.kind = kind          # "file" | "macro" | "define" | "loop" | "text"
        self.includes = includes  # resolved paths of the files this frame is nested in (cycle detection)
        self.break_after = break_after
        self.loop = loop


class _Loop:
    __slots__ = ("values", "body", "var_text", "var_slots", "loc", "parent_notes", "breaks")

    def __init__(self, values, body, var_text, var_slots, loc, parent_notes, breaks):
        self.values = values
        self.body = body
        self.var_text = var_text
        self.var_slots = var_slots
        self.loc = loc
        self.parent_notes = parent_notes
        self.breaks = breaks

    def iteration(self, value):
        toks = list(self.body)
        body = self.body
        for k in self.var_slots:
            toks[k] = number_token(value, body[k])
        return toks, (make_note(self.loc, f"in __for__ iteration {self.var_text}={value}"),) + self.parent_notes


class _Family:
    """Everything defined under one (case-insensitive) name: an object-like #define and/or overloads by arity."""
    __slots__ = ("obj", "by_count")

    def __init__(self):
        self.obj: Macro | None = None
        self.by_count: dict[int, Macro] = {}


class _Cond:
    __slots__ = ("loc", "notes", "taken", "else_seen")

    def __init__(self, loc, notes, taken):
        self.loc = loc
        self.notes = notes
        self.taken = taken
        self.else_seen = False


class TokenSink:
    """Output of a nested expansion (expressions, loop headers): just the tokens."""

    def __init__(self):
        self.toks: list = []

    def token(self, tok, frame) -> None:
        self.toks.append(tok)

    def brk(self) -> None:
        pass

    def at_statement_start(self, tok) -> bool:
        return False


class Expander:
    def __init__(self, arch: str, include_dirs: Sequence[str], words: StatementWords):
        self.arch = arch
        self.include_dirs = tuple(include_dirs)
        self.words = words
        self.families: dict[str, _Family] = {}
        self.active: set[str] = set(SPECIALS)   # lower-case names the stream must look at
        self.names_version = 0                  # bumps when `active` changes (templates depend on it)
        self.counter = 0
        self.steps = 0
        self.cond: list[_Cond] = []
        self.file_tokens: dict[Path, list] = {}
        self.max_lines = MAX_LINES
        self.max_steps = MAX_STEPS
        self.fast_path = FAST_PATH
        self.loop_templates: dict[tuple, object] = {}
        self.iteration_notes: dict[tuple, dict] = {}
        self.recordings: dict[tuple, object] = {}
        self.symbolic = False      # expanding a body with PARAM placeholders to build a template
        self.recording = False     # expanding one invocation to keep its result (no side effects allowed)
        self.deepest = 0

    def _child(self) -> "Expander":
        """A scratch expander sharing this one's definitions and caches (for templates and recordings)."""
        child = Expander(self.arch, self.include_dirs, self.words)
        child.families = self.families
        child.active = self.active
        child.names_version = self.names_version
        child.loop_templates = self.loop_templates
        child.iteration_notes = self.iteration_notes
        child.recordings = self.recordings
        return child

    def symbolic_statements(self, toks: list, painted: frozenset):
        """Expand `toks` (which hold PARAM placeholders) on a scratch expander: (statements as (tokens, context) with
        contexts relative to the body, deepest nesting, invocations).  Raises NotTemplatable."""
        child = self._child()
        child.symbolic = True
        collector = Collector(self.words, self.max_lines)
        child.run([Frame(toks, (), None, None, 0, painted, 0, "text", (), break_after=True)], collector, False)
        collector.brk()
        return collector.found, child.deepest, child.steps

    def _record(self, macro: Macro, body: list, painted: frozenset):
        """Expand one invocation's body on a scratch expander and keep the result, or None when the expansion has
        side effects (directives, __counter__) or fails (the general path then reports the error)."""
        child = self._child()
        child.recording = True
        collector = Collector(self.words, self.max_lines)
        try:
            child.run([Frame(body, (), None, None, 0, painted, 0, "macro", (), break_after=True)], collector, False)
            collector.brk()
        except NotTemplatable:
            return None
        except (AssemblyError, RecursionError):
            return None
        return recording_of(collector.found, child.deepest, child.steps)

    # ------------------------------------------------------------------------------------------------ main loop
    def run(self, stack: list[Frame], sink, token_mode: bool) -> None:
        active = self.active
        emit = sink.token
        while stack:
            frame = stack[-1]
            toks = frame.toks
            n = len(toks)
            pos = frame.pos
            while pos < n:
                tok = toks[pos]
                pos += 1
                kind = tok[0]
                if kind == ID:
                    if tok[7] in active:
                        frame.pos = pos
                        self._name(tok, frame, stack, sink, token_mode)
                        break
                elif kind == OP:
                    text = tok[1]
                    if text == "#" and tok[3]:
                        if self.symbolic or self.recording:
                            raise NotTemplatable()
                        frame.pos = pos
                        self._directive(tok, frame, stack, sink, token_mode)
                        break
                    if text == "!" and pos < n and toks[pos][1] == "[" and not toks[pos][2]:
                        if self.symbolic:
                            raise NotTemplatable()
                        frame.pos = pos + 1
                        self._splice(tok, frame, sink)
                        break
                emit(tok, frame)
            else:
                frame.pos = pos
                stack.pop()
                self._end_frame(frame, stack, sink)

    def _end_frame(self, frame: Frame, stack: list[Frame], sink) -> None:
        if len(self.cond) > frame.cond_base:
            c = self.cond[frame.cond_base]
            del self.cond[frame.cond_base:]
            raise AssemblyError.at(c.loc, "unterminated #if (missing #endif)", c.notes)
        loop = frame.loop
        if loop is not None:
            value = next(loop.values, None)
            if value is not None:
                self._step(loop.loc, loop.parent_notes)
                frame.toks, frame.notes = loop.iteration(value)
                frame.pos = 0
                if loop.breaks:
                    sink.brk()
                stack.append(frame)
                return
        if frame.break_after:
            sink.brk()

    def _step(self, loc: SourceLoc, notes) -> None:
        self.steps += 1
        if self.steps > self.max_steps:
            raise AssemblyError.at(loc, f"expansion takes more than {self.max_steps} steps "
                                        "(macro invocations and __for__ iterations); runaway recursion?", notes)

    def expand_tokens(self, toks: list, frame: Frame) -> list:
        """`toks` with macros, `![..]` and specials expanded (no statement splitting)."""
        sub = Frame(list(toks), frame.notes, frame.macro, frame.macro_loc, frame.depth, frame.painted,
                    len(self.cond), "text", frame.includes)
        sink = TokenSink()
        self.run([sub], sink, True)
        return sink.toks

    def eval_tokens(self, toks: list, at_tok, notes, names=ARCH_VALUES):
        """Evaluate expanded tokens as a constant expression; errors point at the token they concern."""
        toks = [t for t in toks if t[KIND] != NL]
        if not toks:
            raise AssemblyError.at(loc_of(at_tok), "missing expression", notes)
        parts = []
        starts = []
        offset = 0
        for tok in toks:
            if tok[SPACE] and parts:
                parts.append(" ")
                offset += 1
            starts.append((offset, tok))
            parts.append(tok[TEXT])
            offset += len(tok[TEXT])
        text = "".join(parts)
        try:
            return evaluate(text, SourceLoc("", 1, 1), names)
        except AssemblyError as exc:
            diag = exc.diagnostics[0]
            at = diag.loc.column - 1
            where = starts[0]
            for start in starts:
                if start[0] <= at:
                    where = start
            loc = SourceLoc(where[1][FILE], where[1][LINE], where[1][COL] + max(0, at - where[0]))
            raise AssemblyError.at(loc, diag.message, notes) from None

    # ------------------------------------------------------------------------------------------------ names
    def _name(self, tok, frame: Frame, stack, sink, token_mode: bool) -> None:
        low = tok[LOW]
        if low in SPECIALS:
            if self.symbolic or (self.recording and low == COUNTER):
                raise NotTemplatable()
            if low == FOR:
                self._for(tok, frame, stack, sink, token_mode)
            elif low == IF:
                self._if_text(tok, frame, stack, sink)
            elif low == COUNTER:
                sink.token(number_token(self.counter, tok), frame)
                self.counter += 1
            elif low == LINE_NAME:
                sink.token(number_token(tok[LINE], tok), frame)
            elif low == FILE_NAME:
                text = '"' + tok[FILE].replace("\\", "\\\\").replace('"', '\\"') + '"'
                sink.token((STR, text) + tok[2:7] + (text,), frame)
            else:
                sink.token((ID, self.arch) + tok[2:7] + (self.arch,), frame)
            return
        family = self.families[low]
        if low in frame.painted:
            sink.token(tok, frame)
            return
        if family.by_count and self._next_is_open(stack):
            open_tok = self._take_open(stack, sink)
            inner = self._read_group(stack, open_tok, tok, sink)
            args = split_arguments(inner)
            if len(args) == 1 and not args[0] and 0 in family.by_count:
                args = []
            macro = family.by_count.get(len(args))
            if macro is None:
                # a #macro's last parameter takes any extra arguments: mRepeat(4, v_add_u32 v0, v0, 1)
                greedy = [count for count, m in family.by_count.items() if m.is_block and 0 < count < len(args)]
                if greedy:
                    macro = family.by_count[max(greedy)]
                    args = split_arguments(inner, max(greedy))
            if macro is None:
                counts = sorted(family.by_count)
                takes = " or ".join(str(c) for c in counts)
                raise AssemblyError.at(loc_of(tok), f"macro '{tok[TEXT]}' takes {takes} argument"
                                       f"{'' if counts == [1] else 's'}, but {len(args)} "
                                       f"{'was' if len(args) == 1 else 'were'} given", frame.notes, len(tok[TEXT]))
            self._invoke(macro, args, tok, frame, stack, sink, token_mode)
        elif family.obj is not None:
            self._invoke(family.obj, [], tok, frame, stack, sink, token_mode)
        elif 0 in family.by_count and family.by_count[0].is_block:
            self._invoke(family.by_count[0], [], tok, frame, stack, sink, token_mode)
        else:
            sink.token(tok, frame)

    def _invoke(self, macro: Macro, args: list[list], tok, frame: Frame, stack, sink, token_mode: bool) -> None:
        depth = frame.depth + 1
        loc = loc_of(tok)
        if depth > MAX_DEPTH:
            raise AssemblyError.at(loc, f"macro '{tok[TEXT]}' nested more than {MAX_DEPTH} levels deep "
                                        "(endless recursion?)", frame.notes, len(tok[TEXT]))
        self._step(loc, frame.notes)
        if self.symbolic or self.recording:
            self.deepest = max(self.deepest, depth)
            if self.symbolic and macro.has_special and any(t[KIND] == PARAM for a in args for t in a):
                raise NotTemplatable()
        notes = (make_note(loc, f"in expansion of macro '{macro.name}'"),) + frame.notes
        if frame.macro is not None:
            outer, outer_loc = frame.macro, frame.macro_loc
        else:
            outer, outer_loc = macro.name, loc
        block = macro.is_block and not token_mode
        if block and self.fast_path:
            template = self._macro_template(macro, frame.painted)
            if template is not None and depth + template.depth <= MAX_DEPTH:
                active = self.active
                words = self.words
                if all(argument_is_plain(a, active, words) and (a or not template.steps) for a in args):
                    self.steps += template.steps
                    values = slot_values([join_text(a) for a in args])
                    sink.statements([make_statement(fmt.format(*values), sloc, inner + notes if inner else notes,
                                                    outer, outer_loc)
                                     for fmt, sloc, _, inner, _, _ in template.items])
                    return
        painted = frame.painted if macro.is_block else frame.painted | {macro.name.lower()}
        body = macro.substitute(args)
        if body and body[0][SPACE] != tok[SPACE]:
            body[0] = (body[0][KIND], body[0][TEXT], tok[SPACE]) + body[0][3:]
        if block and self.fast_path and not self.symbolic and macro.recordable:
            # the same invocation again (same arguments, written at the same place): reuse its statements
            # (recorded at its second occurrence: most invocations never repeat)
            key = (macro, self.names_version, painted, tuple(map(tuple, args)))
            recorded = self.recordings.get(key, self)
            if self.recording:
                pass  # inside a recording: reuse what exists, start nothing new (it would nest the work)
            elif recorded is self:
                if len(self.recordings) > 65536:
                    self.recordings.clear()
                self.recordings[key] = None
            elif recorded is None:
                recorded = self._record(macro, body, painted)
                if recorded is None:
                    macro.recordable = False
                else:
                    self.recordings[key] = recorded
            if recorded is not None and recorded is not self and depth + recorded.depth <= MAX_DEPTH:
                self.steps += recorded.steps
                if self.steps > self.max_steps:
                    self._step(loc, frame.notes)
                sink.statements([make_statement(text, sloc, inner + notes if inner else notes, outer, outer_loc)
                                 for text, sloc, inner in recorded.items])
                return
        if block:
            sink.brk()
        stack.append(Frame(body, notes, outer, outer_loc, depth, painted, len(self.cond),
                           "macro" if macro.is_block else "define", frame.includes, break_after=block))

    def _macro_template(self, macro: Macro, painted: frozenset):
        version, template = macro.template_cache
        if version != (self.names_version, painted):
            template = build_template(macro.body, macro.param_index, self, painted)
            macro.template_cache = ((self.names_version, painted), template)
        return template

    def _iteration_notes(self, loc: SourceLoc, var_text: str) -> dict:
        """value -> Note `in __for__ iteration i=value` of the loop at `loc`, kept for the loop's next run."""
        notes = self.iteration_notes.get((loc, var_text))
        if notes is None:
            if len(self.iteration_notes) > 4096:
                self.iteration_notes.clear()
            notes = self.iteration_notes[(loc, var_text)] = {}
        return notes

    def _loop_template(self, body: list, var_low: str, painted: frozenset):
        """(template, the body's numbers) for a __for__ body.  Templates are cached by the body's tokens with the
        numbers left out, so a loop inside a macro is built once whatever numbers its arguments put in it."""
        numbers = []
        shape = []
        for tok in body:
            if tok[KIND] == NUM:
                numbers.append(tok[TEXT])
                shape.append(tok[2:7])
            else:
                shape.append(tok)
        key = (self.names_version, painted, var_low, tuple(shape))
        template = self.loop_templates.get(key, self)
        if template is self:
            if len(self.loop_templates) > 4096:
                self.loop_templates.clear()
            template = build_template(body, {var_low: 0}, self, painted, number_slots=True)
            self.loop_templates[key] = template
        return template, numbers

    # ------------------------------------------------------------------------------------------------ reading
    @staticmethod
    def _next_is_open(stack) -> bool:
        for frame in reversed(stack):
            if frame.pos < len(frame.toks):
                tok = frame.toks[frame.pos]
                return tok[KIND] == OP and tok[TEXT] == "("
            if frame.kind != "define":
                return False
        return False

    def _take_open(self, stack, sink):
        while stack[-1].pos >= len(stack[-1].toks):
            self._end_frame(stack.pop(), stack, sink)
        frame = stack[-1]
        tok = frame.toks[frame.pos]
        frame.pos += 1
        return tok

    def _read_group(self, stack, open_tok, name_tok, sink) -> list:
        """The raw tokens up to the `)` matching `open_tok` (which was just read)."""
        depth = 0
        inner: list = []
        while True:
            frame = stack[-1]
            toks = frame.toks
            pos = frame.pos
            n = len(toks)
            while pos < n:
                tok = toks[pos]
                pos += 1
                if tok[KIND] == OP:
                    text = tok[TEXT]
                    if text == "(" or text == "[":
                        depth += 1
                    elif text == ")" or text == "]":
                        if depth == 0:
                            if text == ")":
                                frame.pos = pos
                                return inner
                            raise AssemblyError.at(loc_of(tok), f"unbalanced ']' in the arguments of "
                                                   f"'{name_tok[TEXT]}'", frame.notes)
                        depth -= 1
                inner.append(tok)
            frame.pos = pos
            if frame.kind == "define" and len(stack) > 1:
                self._end_frame(stack.pop(), stack, sink)
                continue
            raise AssemblyError.at(loc_of(open_tok), f"unbalanced parentheses: the arguments of '{name_tok[TEXT]}' "
                                   "are not closed with ')'", frame.notes)

    @staticmethod
    def _rest_of_line(frame: Frame) -> list:
        toks = frame.toks
        pos = frame.pos
        n = len(toks)
        start = pos
        while pos < n and toks[pos][KIND] != NL:
            pos += 1
        frame.pos = pos + 1 if pos < n else pos
        return toks[start:pos]

    # ------------------------------------------------------------------------------------------------ specials
    def _splice(self, bang, frame: Frame, sink) -> None:
        toks = frame.toks
        pos = frame.pos
        n = len(toks)
        depth = 0
        start = pos
        while pos < n:
            tok = toks[pos]
            if tok[KIND] == OP:
                if tok[TEXT] == "[":
                    depth += 1
                elif tok[TEXT] == "]":
                    if depth == 0:
                        break
                    depth -= 1
            pos += 1
        else:
            raise AssemblyError.at(loc_of(bang), "unterminated '![': missing ']'", frame.notes)
        frame.pos = pos + 1
        value = self.eval_tokens(self.expand_tokens(toks[start:pos], frame), bang, frame.notes)
        sink.token(number_token(value, bang), frame)

    def _group_after(self, tok, frame: Frame, stack, sink) -> list:
        if not self._next_is_open(stack):
            raise AssemblyError.at(loc_of(tok), f"expected '(' after {tok[TEXT]}", frame.notes, len(tok[TEXT]))
        open_tok = self._take_open(stack, sink)
        return self._read_group(stack, open_tok, tok, sink)

    @staticmethod
    def _split_first_comma(inner: list):
        depth = 0
        for i, tok in enumerate(inner):
            if tok[KIND] == OP:
                text = tok[TEXT]
                if text == "(" or text == "[":
                    depth += 1
                elif text == ")" or text == "]":
                    depth -= 1
                elif text == "," and depth == 0:
                    return trim(inner[:i]), trim(inner[i + 1:])
        return trim(inner), None

    def _if_text(self, tok, frame: Frame, stack, sink) -> None:
        inner = self._group_after(tok, frame, stack, sink)
        cond, text = self._split_first_comma(inner)
        if text is None:
            raise AssemblyError.at(loc_of(tok), "__if__ needs a condition and a text: __if__(cond, text)",
                                   frame.notes)
        value = self.eval_tokens(self.expand_tokens(cond, frame), tok, frame.notes)
        if value:
            self._step(loc_of(tok), frame.notes)
            stack.append(Frame(text, frame.notes, frame.macro, frame.macro_loc, frame.depth, frame.painted,
                               len(self.cond), "text", frame.includes))

    def _for(self, tok, frame: Frame, stack, sink, token_mode: bool) -> None:
        loc = loc_of(tok)
        inner = self._group_after(tok, frame, stack, sink)
        header, body = self._split_first_comma(inner)
        if body is None:
            raise AssemblyError.at(loc, "__for__ needs a loop header and a body: __for__(i in [0..3], body)",
                                   frame.notes)
        var, ranges = self._loop_header(header, tok, frame)
        count = sum(len(r) for r in ranges)
        if count > self.max_steps:
            raise AssemblyError.at(loc, f"__for__ runs {count} iterations; the limit is {self.max_steps}",
                                   frame.notes)
        self.steps += count
        if self.steps > self.max_steps:
            self._step(loc, frame.notes)
        var_low = var[LOW]
        notes = frame.notes
        values = chain.from_iterable(ranges)
        breaks = not token_mode and sink.at_statement_start(tok)
        if breaks:
            template, numbers = self._loop_template(body, var_low, frame.painted) if self.fast_path else (None, ())
            if template is not None and frame.depth + template.depth <= MAX_DEPTH:
                self.steps += count * template.steps
                if self.steps > self.max_steps:
                    self._step(loc, notes)
                lines = count * len(template.items)
                if lines + sink.count() > self.max_lines:
                    raise AssemblyError.at(loc, f"__for__ would produce {lines} lines; the limit is "
                                                f"{self.max_lines}", notes)
                out = []
                append = out.append
                items = [(join_pieces(parts, numbers), sloc, inner, frame.macro or inner_macro,
                          frame.macro_loc if frame.macro is not None else inner_macro_loc)
                         for _, sloc, parts, inner, inner_macro, inner_macro_loc in template.items]
                known_notes = self._iteration_notes(loc, var[TEXT])
                var_text = var[TEXT]
                new, statement, set_text, set_loc, set_notes, set_macro, set_macro_loc = statement_maker()
                for value in values:
                    text = str(value)
                    note = known_notes.get(value)
                    if note is None:
                        note = known_notes[value] = make_note(loc, f"in __for__ iteration {var_text}={text}")
                    it_notes = (note,) + notes
                    for pieces, sloc, inner, macro, macro_loc in items:
                        s = new(statement)
                        set_text(s, text.join(pieces))
                        set_loc(s, sloc)
                        set_notes(s, inner + it_notes if inner else it_notes)
                        set_macro(s, macro)
                        set_macro_loc(s, macro_loc)
                        append(s)
                sink.statements(out)
                return
            sink.brk()
        slots = self._var_slots(body, var_low)
        loop = _Loop(values, body, var[TEXT], slots, loc, notes, breaks)
        first = next(values, None)
        if first is None:
            return
        toks, it_notes = loop.iteration(first)
        stack.append(Frame(toks, it_notes, frame.macro, frame.macro_loc, frame.depth, frame.painted,
                           len(self.cond), "loop", frame.includes, break_after=breaks, loop=loop))

    @staticmethod
    def _var_slots(body: list, var_low: str) -> list[int]:
        """Indices of the loop variable in `body`, skipping nested __for__ loops that rebind the same name."""
        slots = []
        i = 0
        n = len(body)
        while i < n:
            tok = body[i]
            if tok[KIND] == ID:
                if tok[LOW] == var_low:
                    slots.append(i)
                elif tok[LOW] == FOR and i + 2 < n and body[i + 1][TEXT] == "(" and body[i + 2][LOW] == var_low:
                    depth = 0
                    while i < n:
                        text = body[i][TEXT]
                        if text == "(":
                            depth += 1
                        elif text == ")":
                            depth -= 1
                            if depth == 0:
                                break
                        i += 1
            i += 1
        return slots

    def _loop_header(self, header: list, tok, frame: Frame):
        notes = frame.notes
        usage = "__for__ header must be 'i in [list]' or 'i := first to last [step s]'"
        if len(header) < 3 or header[0][KIND] != ID:
            raise AssemblyError.at(loc_of(header[0] if header else tok), usage, notes)
        var = header[0]
        how = header[1]
        spec = self.expand_tokens(header[2:], frame)
        if how[KIND] == ID and how[LOW] == "in":
            if not spec or spec[0][TEXT] != "[" or spec[-1][TEXT] != "]":
                raise AssemblyError.at(loc_of(spec[0] if spec else how), "expected a list in brackets, "
                                       "e.g. [0..15] or [1, 2, 5..8]", notes)
            ranges = []
            for item in split_arguments(spec[1:-1]):
                bounds = [[]]
                for t in item:
                    if t[KIND] == OP and t[TEXT] == ".." and len(bounds) == 1:
                        bounds.append([])
                    else:
                        bounds[-1].append(t)
                at = item[0] if item else spec[0]
                first = self._int_bound(bounds[0], at, notes)
                if len(bounds) == 1:
                    ranges.append(range(first, first + 1))
                else:
                    last = self._int_bound(bounds[1], at, notes)
                    ranges.append(range(first, last + 1) if first <= last else range(first, last - 1, -1))
            return var, ranges
        if how[KIND] == OP and how[TEXT] == ":=":
            parts = {"from": []}
            current = "from"
            for t in spec:
                if t[KIND] == ID and t[LOW] in ("to", "downto", "step") and t[LOW] not in parts:
                    current = t[LOW]
                    parts[current] = []
                    continue
                parts[current].append(t)
            if ("to" in parts) == ("downto" in parts):
                raise AssemblyError.at(loc_of(how), usage, notes)
            first = self._int_bound(parts["from"], how, notes)
            down = "downto" in parts
            last = self._int_bound(parts["downto" if down else "to"], how, notes)
            step = self._int_bound(parts["step"], how, notes) if "step" in parts else 1
            if step == 0:
                raise AssemblyError.at(loc_of(parts["step"][0] if parts["step"] else how),
                                       "__for__ step must not be 0", notes)
            if down:
                step = -abs(step)
            return var, [range(first, last + 1, step) if step > 0 else range(first, last - 1, step)]
        raise AssemblyError.at(loc_of(how), usage, notes)

    def _int_bound(self, toks: list, at, notes) -> int:
        value = self.eval_tokens(toks, at, notes)
        if not isinstance(value, int):
            raise AssemblyError.at(loc_of(toks[0]), "__for__ bounds must be integers", notes)
        return value

    # ------------------------------------------------------------------------------------------------ directives
    def _directive(self, hash_tok, frame: Frame, stack, sink, token_mode: bool) -> None:
        toks = frame.toks
        pos = frame.pos
        if pos >= len(toks) or toks[pos][KIND] == NL:
            frame.pos = pos + 1  # a lone '#': nothing
            return
        name_tok = toks[pos]
        if name_tok[KIND] != ID:
            raise AssemblyError.at(loc_of(name_tok), "expected a directive name after '#'", frame.notes)
        frame.pos = pos + 1
        name = name_tok[LOW]
        if name == "macro":
            self._define_block(hash_tok, frame)
            return
        line = self._rest_of_line(frame)
        if name == "define":
            self._define(line, hash_tok, frame)
        elif name == "undef":
            if not line or line[0][KIND] != ID:
                raise AssemblyError.at(loc_of(name_tok), "expected a name after #undef", frame.notes)
            low = line[0][LOW]
            if self.families.pop(low, None) is not None:
                self.active.discard(low)
                self.names_version += 1
        elif name == "assign":
            if not line or line[0][KIND] != ID:
                raise AssemblyError.at(loc_of(name_tok), "expected a name after #assign", frame.notes)
            value = self.eval_tokens(self.expand_tokens(line[1:], frame), line[0], frame.notes)
            at = line[0]
            self._register(Macro(at[TEXT], (), [number_token(value, (NUM, "", False, False) + at[4:])],
                                 loc_of(at), False, False))
        elif name == "include":
            self._include(line, name_tok, frame, stack, sink)
        elif name in ("if", "ifdef", "ifndef"):
            if name == "if":
                value = bool(self._if_value(line, name_tok, frame))
            else:
                if not line or line[0][KIND] != ID:
                    raise AssemblyError.at(loc_of(name_tok), f"expected a name after #{name}", frame.notes)
                value = (line[0][LOW] in self.families) == (name == "ifdef")
            self.cond.append(_Cond(loc_of(hash_tok), frame.notes, value))
            if not value:
                self._skip(frame)
        elif name in ("elif", "else", "endif"):
            if len(self.cond) <= frame.cond_base:
                raise AssemblyError.at(loc_of(hash_tok), f"#{name} without #if", frame.notes)
            cond = self.cond[-1]
            if name == "endif":
                self.cond.pop()
                return
            if cond.else_seen:
                raise AssemblyError.at(loc_of(hash_tok), f"#{name} after #else", frame.notes)
            if name == "else":
                cond.else_seen = True
            self._skip(frame)  # the branch that was being assembled has ended
        elif name in ("endm", "endmacro"):
            raise AssemblyError.at(loc_of(hash_tok), f"#{name_tok[TEXT]} without #macro", frame.notes)
        elif name == "error":
            raise AssemblyError.at(loc_of(hash_tok), join_text(line) or "#error", frame.notes)
        else:
            raise AssemblyError.at(loc_of(name_tok), f"unknown directive '#{name_tok[TEXT]}'", frame.notes,
                                   len(name_tok[TEXT]))

    def _if_value(self, line: list, at, frame: Frame):
        resolved = []
        i = 0
        n = len(line)
        while i < n:
            tok = line[i]
            if tok[KIND] == ID and tok[LOW] == "defined":
                if i + 3 < n and line[i + 1][TEXT] == "(" and line[i + 2][KIND] == ID and line[i + 3][TEXT] == ")":
                    name, i = line[i + 2], i + 4
                elif i + 1 < n and line[i + 1][KIND] == ID:
                    name, i = line[i + 1], i + 2
                else:
                    raise AssemblyError.at(loc_of(tok), "expected a name after 'defined'", frame.notes)
                resolved.append(number_token(int(name[LOW] in self.families), tok))
                continue
            resolved.append(tok)
            i += 1
        return self.eval_tokens(self.expand_tokens(resolved, frame), at, frame.notes, _IF_NAMES)

    def _skip(self, frame: Frame) -> None:
        """Skip the rest of the current conditional branch; stop at the next branch that is taken or at #endif."""
        cond = self.cond[-1]
        toks = frame.toks
        n = len(toks)
        nest = 0
        while frame.pos < n:
            tok = toks[frame.pos]
            frame.pos += 1
            if not (tok[KIND] == OP and tok[TEXT] == "#" and tok[BOL]) or frame.pos >= n:
                continue
            name_tok = toks[frame.pos]
            if name_tok[KIND] != ID:
                continue
            name = name_tok[LOW]
            if name in ("if", "ifdef", "ifndef"):
                nest += 1
            elif nest and name == "endif":
                nest -= 1
            elif nest == 0 and name in ("elif", "else", "endif"):
                frame.pos += 1
                line = self._rest_of_line(frame)
                if name == "endif":
                    self.cond.pop()
                    return
                if cond.else_seen:
                    raise AssemblyError.at(loc_of(tok), f"#{name} after #else", frame.notes)
                if name == "else":
                    cond.else_seen = True
                    if not cond.taken:
                        cond.taken = True
                        return
                elif not cond.taken and self._if_value(line, name_tok, frame):
                    cond.taken = True
                    return
        self.cond.pop()
        raise AssemblyError.at(cond.loc, "unterminated #if (missing #endif)", cond.notes)

    def _register(self, macro: Macro) -> None:
        low = macro.name.lower()
        family = self.families.get(low)
        if family is None:
            family = self.families[low] = _Family()
        if macro.function_like or macro.is_block:
            family.by_count[len(macro.params)] = macro
        else:
            family.obj = macro
        if low not in self.active:
            self.active.add(low)
            self.names_version += 1

    def _params(self, toks: list, pos: int, frame: Frame) -> tuple[tuple[str, ...], int]:
        """Parse `(a, b, c)` starting at toks[pos] == '('; returns (lower-case names, index after ')')."""
        params: list[str] = []
        pos += 1
        expect_name = True
        while pos < len(toks):
            tok = toks[pos]
            if tok[KIND] == NL:
                break
            pos += 1
            if tok[TEXT] == ")" and (not expect_name or not params):
                return tuple(params), pos
            if expect_name and tok[KIND] == ID:
                if tok[LOW] in params:
                    raise AssemblyError.at(loc_of(tok), f"duplicate parameter '{tok[TEXT]}'", frame.notes)
                params.append(tok[LOW])
                expect_name = False
            elif not expect_name and tok[TEXT] == ",":
                expect_name = True
            else:
                raise AssemblyError.at(loc_of(tok), "expected a parameter name" if expect_name else
                                       "expected ',' or ')' in the parameter list", frame.notes)
        at = toks[pos - 1] if pos - 1 < len(toks) else toks[-1]
        raise AssemblyError.at(loc_of(at), "unterminated parameter list: missing ')'", frame.notes)

    def _define(self, line: list, hash_tok, frame: Frame) -> None:
        if not line or line[0][KIND] != ID:
            raise AssemblyError.at(loc_of(line[0] if line else hash_tok), "expected a name after #define",
                                   frame.notes)
        name = line[0]
        if len(line) > 1 and line[1][TEXT] == "(" and not line[1][SPACE]:
            params, end = self._params(line, 1, frame)
            function_like = True
        else:
            params, end = (), 1
            function_like = False
        body = list(line[end:])
        if body:
            body[0] = (body[0][KIND], body[0][TEXT], False, False) + body[0][4:]
        self._register(Macro(name[TEXT], params, body, loc_of(name), False, function_like))

    def _define_block(self, hash_tok, frame: Frame) -> None:
        toks = frame.toks
        pos = frame.pos
        n = len(toks)
        if pos >= n or toks[pos][KIND] != ID:
            raise AssemblyError.at(loc_of(toks[pos] if pos < n else hash_tok), "expected a macro name after #macro",
                                   frame.notes)
        name = toks[pos]
        pos += 1
        function_like = pos < n and toks[pos][KIND] == OP and toks[pos][TEXT] == "("
        params: tuple[str, ...] = ()
        if function_like:
            params, pos = self._params(toks, pos, frame)
        start = pos
        nest = 0
        while pos < n:
            tok = toks[pos]
            if tok[KIND] == OP and tok[TEXT] == "#" and pos + 1 < n and toks[pos + 1][KIND] == ID:
                word = toks[pos + 1][LOW]
                if word == "macro":
                    nest += 1
                elif word in ("endm", "endmacro"):
                    if nest == 0:
                        break
                    nest -= 1
            pos += 1
        else:
            raise AssemblyError.at(loc_of(hash_tok), f"unterminated #macro '{name[TEXT]}' (missing #endm)",
                                   frame.notes)
        body = trim(toks[start:pos])
        frame.pos = pos + 2
        if body:
            body[0] = (body[0][KIND], body[0][TEXT], False, True) + body[0][4:]
        self._register(Macro(name[TEXT], params, body, loc_of(name), True, function_like))

    def _include(self, line: list, name_tok, frame: Frame, stack, sink) -> None:
        if not line:
            raise AssemblyError.at(loc_of(name_tok), "expected a file name after #include", frame.notes)
        first = line[0]
        if first[KIND] == STR:
            target = first[TEXT][1:-1]
        elif first[TEXT] == "<" and line[-1][TEXT] == ">":
            target = join_text(line[1:-1])
        else:
            target = join_text(line)
        loc = loc_of(first)
        path, searched = find_include(target, first[FILE], self.include_dirs)
        if path is None:
            where = ", ".join(str(d) for d in searched) or "nowhere"
            raise AssemblyError.at(loc, f"include file '{target}' not found (searched: {where})", frame.notes)
        resolved = path.resolve()
        if resolved in frame.includes:
            chain_text = " -> ".join(p.name for p in frame.includes[frame.includes.index(resolved):]) + \
                f" -> {resolved.name}"
            raise AssemblyError.at(loc, f"include cycle: {chain_text}", frame.notes)
        if len(frame.includes) > MAX_INCLUDE_DEPTH:
            raise AssemblyError.at(loc, f"includes nested more than {MAX_INCLUDE_DEPTH} deep", frame.notes)
        toks = self.file_tokens.get(resolved)
        if toks is None:
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                raise AssemblyError.at(loc, f"cannot read include file '{path}': {exc}", frame.notes) from None
            toks = self.file_tokens[resolved] = tokenize(text, str(path))
        self._step(loc, frame.notes)
        sink.brk()
        notes = (Note(loc_of(name_tok), "included from here"),) + frame.notes
        stack.append(Frame(toks, notes, frame.macro, frame.macro_loc, frame.depth, frame.painted, len(self.cond),
                           "file", frame.includes + (resolved,), break_after=True))
