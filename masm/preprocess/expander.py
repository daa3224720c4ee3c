"""The expansion engine: reads token frames, runs directives, expands macros and loops, feeds the splitter.

Input is a stack of frames (a file, a macro body, one `__for__` iteration, …), each a token list with a read position
and the expansion chain (`notes`) that every statement read from it carries.  Macro invocations push a frame holding the
body with the arguments substituted (unexpanded; the frame is rescanned), so recursion is bounded by `MAX_DEPTH`, and
everything produced is counted against the budget (budget.py) as it is produced: nothing the user writes can hang the
preprocessor or exhaust memory.
"""
from __future__ import annotations

from pathlib import Path
from typing import Sequence

from ..diagnostics import AssemblyError, Diagnostic, Note, SourceLoc
from ..source import Statement
from .budget import MAX_CHAIN, MAX_TEXT, Budget, chain_error, record_errors
from .directives import DirectiveMixin, Cond, Family
from .expr import evaluate, precedence_warning, wrap64
from .frames import (ARCH_VALUES, COUNTER, DATE_NAME, FILE_NAME, FOR, IF, IFDEF, IFNDEF, LINE_NAME, MAX_DEPTH,
                     SPECIALS, TIME_NAME, Frame, build_time,
                     TokenSink, loc_of)
from .lexer import COL, FILE, ID, KIND, LINE, LOW, NL, NUM, OP, SPACE, STR, TEXT, join_text
from .loops import LoopMixin
from .macros import Macro, number_token, split_arguments, trim
from .reuse import ReuseMixin
from .splice_steps import find_steps
from .splitter import EXPR, PARAM
from .templates import NotTemplatable, argument_is_plain, composed_items, slot_values
from .words import StatementWords

FAST_PATH = True           # use templates and recordings where they apply (tests switch it off to compare both paths)


class Expander(ReuseMixin, LoopMixin, DirectiveMixin):
    """Expands frames into a sink (a StatementSplitter, or a TokenSink for expressions).  Directives, `__for__` /
    `__if__` and the fast-path plumbing live in the mixins; this class reads tokens, expands names and macros."""

    def __init__(self, arch: str, include_dirs: Sequence[str], words: StatementWords):
        self.arch = arch
        self.include_dirs = tuple(include_dirs)
        self.words = words
        self.families: dict[str, Family] = {}
        self.active: set[str] = set(SPECIALS)   # lower-case names the stream must look at
        self.names_version = 0                  # bumps when `active` changes (templates depend on it)
        self.definitions = 0                    # bumps at every definition (plain_lines.py depends on them)
        self.counter = 0
        self.steps = 0                          # macro invocations, __for__ iterations, __if__s and includes
        self.budget = Budget()
        self.cond: list[Cond] = []
        self.file_tokens: dict[Path, tuple[list, int]] = {}   # an included file's tokens and characters
        self.include_paths: dict[tuple, tuple] = {}   # (name, including file) -> (path, resolved path)
        self.fast_path = FAST_PATH
        self.close_tok = None       # the `)` that ended the last argument group read (`_read_group`)
        self.loop_templates: dict[tuple, object] = {}
        self.iteration_notes: dict[tuple, dict] = {}
        self.recordings: dict[tuple, object] = {}
        self.symbolic = False      # expanding a body with PARAM placeholders to build a template
        self.recording = False     # expanding one invocation to keep its result (no side effects allowed)
        self.deepest = 0
        self.deps: dict[str, tuple] = {}   # definitions used by a scratch expansion
        self.errors: list | None = None    # errors recorded to go on reading (None: raise at once; scratch expanders)
        self.warnings: list = []           # definitions that shadow a built-in (directives.py)
        self.nested_texts = 0              # expand_tokens calls in progress
        self.warned: set = set()

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
                self._step(loop.loc, loop.parent_notes, loop.size)
                frame.toks, frame.notes = loop.iteration(value)
                frame.pos = 0
                if loop.breaks:
                    sink.brk()
                stack.append(frame)
                return
        if frame.break_after:
            sink.brk()

    def recover(self, error: AssemblyError, token_mode: bool) -> bool:
        """Record `error` and go on when that is safe (the main expansion, writing statements); the caller then skips
        what it was reading and the statement it belongs to is dropped.  False: the caller must raise."""
        if self.errors is None or token_mode or self.symbolic or self.recording:
            return False
        record_errors(self.errors, error.diagnostics)
        return True

    def _step(self, loc: SourceLoc, notes, characters: int = 0) -> None:
        """A macro invocation, `__for__` iteration, `__if__` or include at `loc` that adds to the chain `notes` and
        copies `characters` of text: counted against the budget."""
        self.steps += 1
        depth = len(notes) + 1
        if depth > MAX_CHAIN:
            raise chain_error(loc, notes)
        self.budget.step(depth, characters, loc, notes)

    @staticmethod
    def reuse_cost(reused, depth: int, slot_lengths=()) -> tuple[int, int, int]:
        """(statements, characters, work) of a template's or recording's statements put `depth` levels deep, as the
        general path would count them: each statement its text and 1 + its chain, each invocation inside its chain."""
        n = reused.statements
        return n, reused.characters(slot_lengths), reused.chains + n * (depth + 1) + reused.steps * (depth + 1)

    def expand_tokens(self, toks: list, frame: Frame, notes=None) -> list:
        """`toks` with macros, `![..]` and specials expanded (no statement splitting); errors inside carry `notes`
        (by default the frame's)."""
        if self.nested_texts >= MAX_DEPTH and toks:   # (each level is a Python call: stop before the stack ends)
            raise AssemblyError.at(loc_of(toks[0]), f"`![..]`, macro arguments and expressions nested more than "
                                                    f"{MAX_DEPTH} levels deep", frame.notes if notes is None else notes)
        sub = Frame(list(toks), frame.notes if notes is None else notes, frame.macro, frame.macro_loc, frame.depth,
                    frame.painted, len(self.cond), "text", frame.includes)
        sink = TokenSink(MAX_TEXT)
        self.nested_texts += 1
        try:
            self.run([sub], sink, True)
        finally:
            self.nested_texts -= 1
        return sink.toks

    def eval_tokens(self, toks: list, at_tok, notes, names=ARCH_VALUES, text_ok: bool = False):
        """Evaluate expanded tokens as a constant expression; errors point at the token they concern.  `text_ok`:
        the value may be a text (a splice pastes it)."""
        toks = [t for t in toks if t[KIND] != NL]
        if self.symbolic and any(t[KIND] == PARAM or t[KIND] == EXPR for t in toks):
            raise NotTemplatable()  # a loop bound or condition that depends on a parameter
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
            value = evaluate(text, SourceLoc("", 1, 1), names, text_ok=text_ok)
        except AssemblyError as exc:
            diag = exc.diagnostics[0]
            at = diag.loc.column - 1
            where = starts[0]
            for start in starts:
                if start[0] <= at:
                    where = start
            loc = SourceLoc(where[1][FILE], where[1][LINE], where[1][COL] + max(0, at - where[0]))
            raise AssemblyError.at(loc, diag.message, notes) from None
        message = precedence_warning(text)
        if message is not None:
            self._warn_precedence(message, toks[0], notes)
        return value

    def _warn_precedence(self, message: str, tok, notes) -> None:
        """A shift mixed with arithmetic without parentheses: HetPas's reading is taken, with a warning (C's differs).
        Reused expansions never hold one, so each path warns exactly where the general path does."""
        if self.symbolic or self.recording:
            raise NotTemplatable()
        warning = Diagnostic("warning", message, loc_of(tok), tuple(notes or ()))
        if (warning.loc, message) not in self.warned:
            self.warned.add((warning.loc, message))
            self.warnings.append(warning)

    # ------------------------------------------------------------------------------------------------ names

    def _name(self, tok, frame: Frame, stack, sink, token_mode: bool) -> None:
        low = tok[LOW]
        if low in SPECIALS:
            if low == COUNTER and (self.symbolic or self.recording):
                raise NotTemplatable()  # a fresh number at each use: nothing to reuse
            if low == FOR:
                self._for(tok, frame, stack, sink, token_mode)
            elif low == IF:
                self._if_text(tok, frame, stack, sink)
            elif low == COUNTER:
                sink.token(number_token(self.counter, tok), frame)
                self.counter += 1
            elif low == LINE_NAME:
                # HetPas lays a top-level expansion out on the call's line: in a macro body, the outermost call's
                if self.symbolic or self.recording:
                    raise NotTemplatable()   # (where the body is expanded decides it)
                if frame.macro_loc is not None:
                    line = frame.macro_loc.line
                else:
                    line = tok[LINE]
                sink.token(number_token(line, tok), frame)
            elif low == IFDEF or low == IFNDEF:
                self._ifdef_text(tok, frame, stack, sink, low == IFDEF)
            elif low == DATE_NAME or low == TIME_NAME:
                text = '"' + build_time(low == DATE_NAME) + '"'
                sink.token((STR, text) + tok[2:7] + (text,), frame)
            elif low == FILE_NAME:
                text = '"' + tok[FILE].replace("\\", "\\\\").replace('"', '\\"') + '"'
                sink.token((STR, text) + tok[2:7] + (text,), frame)
            else:
                sink.token((ID, self.arch) + tok[2:7] + (self.arch,), frame)
            return
        family = self.families[low]
        if self.symbolic or self.recording:
            self.deps[low] = (family, family.version)  # what a reused expansion must check (templates.py)
        painted = frame.painted
        if family.by_count and self._next_is_open(stack):
            open_tok = self._take_open(stack, sink)
            inner = self._read_group(stack, open_tok, tok, sink)
            macro, args = self._overload(family, split_arguments(inner), inner)
            if macro is not None and macro.paint_key in painted:
                # inside its own expansion an overload is not expanded again (as C paints a name); another
                # overload of the same name is
                for raw in [tok, open_tok] + inner + [self.close_tok]:
                    sink.token(raw, frame)
                return
            if macro is None:
                error = self._arity_error(family, args, tok, frame)
                if not self.recover(error, token_mode):
                    raise error
                if all(m.is_block for m in family.by_count.values()):
                    sink.brk()   # the invocation was a statement of its own
                else:
                    sink.token(tok, frame)   # a stand-in keeps the statement's shape (it ends where it would)
                    sink.drop_statement()
                return
            self._invoke(macro, args, tok, frame, stack, sink, token_mode)
        elif family.obj is not None:
            if family.obj.paint_key in painted:
                sink.token(tok, frame)
                return
            self._invoke(family.obj, [], tok, frame, stack, sink, token_mode)
        elif 0 in family.by_count and family.by_count[0].is_block:
            self._invoke(family.by_count[0], [], tok, frame, stack, sink, token_mode)
        else:
            sink.token(tok, frame)

    @staticmethod
    def _overload(family: Family, args: list[list], inner: list):
        """The overload an invocation with `args` (split at every top-level comma) calls, and its arguments: the
        macro with exactly that many parameters, else the variadic one with the most fixed parameters that are
        given (its last parameter takes the rest, commas included; nothing when no argument is left).
        (None, args) when there is none."""
        by_count = family.by_count
        if len(args) == 1 and not args[0] and 0 in by_count:
            return by_count[0], []
        given = len(args)
        macro = by_count.get(given)
        if macro is not None and not macro.variadic:
            return macro, args
        best = None
        for m in by_count.values():
            if m.variadic and m.fixed <= given and (best is None or m.fixed > best.fixed):
                best = m
        if best is None:
            return None, args
        fixed = best.fixed
        if given == fixed:
            return best, args + [[]]
        return best, split_arguments(inner, fixed + 1)

    @staticmethod
    def _arity_error(family: Family, args: list[list], tok, frame: Frame) -> AssemblyError:
        """`macro 'M' takes 1 argument, but 2 were given`, at the invocation, with a note at each definition."""
        given = 0 if len(args) == 1 and not args[0] else len(args)
        overloads = sorted(family.by_count.values(), key=lambda m: (m.fixed, m.variadic))
        counts = [f"at least {m.fixed}" if m.variadic else str(m.fixed) for m in overloads]
        plural = "" if len(counts) == 1 and overloads[0].fixed == 1 else "s"
        defined = tuple(Note(m.loc, f"'{m.signature()}' defined here") for m in overloads[:8])
        return AssemblyError.at(loc_of(tok), f"macro '{tok[TEXT]}' takes {' or '.join(counts)} argument{plural}, "
                                f"but {given} {'was' if given == 1 else 'were'} given", defined + frame.notes,
                                len(tok[TEXT]))

    def _invoke(self, macro: Macro, args: list[list], tok, frame: Frame, stack, sink, token_mode: bool) -> None:
        depth = frame.depth + 1
        loc = loc_of(tok)
        if depth > MAX_DEPTH:
            raise AssemblyError.at(loc, f"macro '{tok[TEXT]}' nested more than {MAX_DEPTH} levels deep "
                                        "(endless recursion?)", frame.notes, len(tok[TEXT]))
        self._step(loc, frame.notes)
        if self.symbolic or self.recording:
            self.deepest = max(self.deepest, depth)
        notes = (Note(loc, f"in expansion of macro '{macro.name}'"),) + frame.notes
        if frame.macro is not None:
            outer, outer_loc = frame.macro, frame.macro_loc
        else:
            outer, outer_loc = macro.name, loc
        block = macro.is_block and not token_mode
        if block and self.fast_path:
            template = self._macro_template(macro, frame.painted, (loc, notes))
            if template is not None and depth + template.depth <= MAX_DEPTH:
                active = self.active
                words = self.words
                if all(argument_is_plain(a, active, words) and (a or not macro.params) for a in args):
                    texts = [join_text(a) for a in args]
                    values = tuple(slot_values(texts))
                    cost = self.reuse_cost(template, len(notes), [len(t) for t in texts])
                    self.budget.spend(*cost, loc, notes)
                    new = tuple.__new__      # (Statement without its __new__'s argument handling: once a line)
                    try:
                        made = [new(Statement, (text, sloc, inner + notes if inner else notes, outer, outer_loc))
                                for text, (_, sloc, _, inner, _, _) in zip(template.filled(values, texts),
                                                                           template.items)]
                    except AssemblyError:
                        made = None  # a `![..]` fails: the general path reports it where it is written
                    if made is not None:
                        self.steps += template.steps
                        sink.statements(made)
                        return
                    self.budget.refund(*cost)
                elif self.symbolic:
                    composed = composed_items(template, args, active, words, notes, outer, outer_loc,
                                              not macro.params)
                    if composed is not None:     # (arguments that are a parameter of the body being templated)
                        self.budget.spend(*self.reuse_cost(template, len(notes)), loc, notes)
                        self.deepest = max(self.deepest, depth + template.depth)
                        self.steps += template.steps
                        sink.composed(composed)
                        return
        painted = frame.painted if macro.is_block else frame.painted | {macro.paint_key}
        if not macro.is_block and args and not macro.has_special:
            # as in C, a #define's arguments are expanded before substitution (so F(F(0)) works); a #macro's are
            # substituted as written and expanded with its body
            inside = (Note(loc, f"in an argument of macro '{macro.name}'"),) + frame.notes
            args = [self.expand_tokens(a, frame, inside) if self._has_expansions(a) else a for a in args]
        size = macro.size(args)
        if size > MAX_TEXT:
            raise AssemblyError.at(loc, f"macro '{tok[TEXT]}' expands to more than {MAX_TEXT:,} characters; runaway "
                                        "recursion?", frame.notes, len(tok[TEXT]))
        self.budget.text(size, loc, notes)
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
                recorded = self._record(macro, body, painted, (loc, notes))
                if recorded is None:
                    macro.recordable = False
                else:
                    self.recordings[key] = recorded
            if recorded is not None and recorded is not self and not self._still_valid(recorded):
                recorded = self.recordings[key] = None  # a definition it used has changed: record again
            if recorded is not None and recorded is not self and depth + recorded.depth <= MAX_DEPTH:
                self.steps += recorded.steps
                self.budget.spend(*self.reuse_cost(recorded, len(notes)), loc, notes)
                sink.statements([Statement(text, sloc, inner + notes if inner else notes, outer, outer_loc)
                                 for text, sloc, inner in recorded.items])
                return
        if block:
            sink.brk()
        stack.append(Frame(body, notes, outer, outer_loc, depth, painted, len(self.cond),
                           "macro" if macro.is_block else "define", frame.includes, break_after=block))

    # ------------------------------------------------------------------------------------------------ reading

    def _has_expansions(self, toks: list) -> bool:
        active = self.active
        return any((t[KIND] == ID and t[LOW] in active) or (t[KIND] == OP and t[TEXT] in ("!", "#")) for t in toks)

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
                                self.close_tok = tok
                                # reading costs work (nested groups read the same tokens again and again)
                                self.budget.spend(0, 0, len(inner), loc_of(name_tok), frame.notes)
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

    # ------------------------------------------------------------------------------------------------ `![..]`, groups

    def _splice(self, bang, frame: Frame, sink) -> None:
        toks = frame.toks
        pos = frame.pos
        n = len(toks)
        depth = 0
        start = pos
        quoted = False      # inside a Pascal text ('S[8:11]'): its brackets are characters
        while pos < n:
            tok = toks[pos]
            if tok[KIND] == OP:
                if tok[TEXT] == "'":
                    quoted = not quoted
                elif quoted:
                    pass
                elif tok[TEXT] == "[":
                    depth += 1
                elif tok[TEXT] == "]":
                    if depth == 0:
                        break
                    depth -= 1
            pos += 1
        else:
            raise AssemblyError.at(loc_of(bang), "unterminated '![': missing ']'", frame.notes)
        frame.pos = pos + 1
        inner = toks[start:pos]
        try:
            self._splice_value(bang, inner, frame, sink)
        except AssemblyError as error:
            if not self.recover(error, isinstance(sink, TokenSink)):
                raise
            sink.token(number_token(0, bang), frame)   # a stand-in keeps the statement's shape
            sink.drop_statement()

    def _splice_value(self, bang, inner: list, frame: Frame, sink) -> None:
        steps = find_steps(inner) if any(t[KIND] == OP and t[TEXT] in "+-" for t in inner) else ()
        if steps:
            inner = self._apply_steps(inner, steps, frame)
        if self._has_expansions(inner):
            written = inner
            inner = self._expand_unquoted(inner, frame)
            if self._calls_block_macro(written) and all(t[KIND] == NL for t in inner):
                return   # `![bump]`, a #macro that only runs directives: like a host function giving '', nothing
        if self.symbolic and any(t[KIND] == STR for t in inner):
            raise NotTemplatable()   # a text value: pasted as tokens by the general path
        if self.symbolic and any(t[KIND] == PARAM or t[KIND] == EXPR for t in inner):
            # evaluated when the template is instantiated (templates.render; where the filled-in text would give a
            # precedence warning, that instantiation takes the general path, which gives it)
            if any(t[KIND] == EXPR for t in inner):
                raise NotTemplatable()
            sink.token((EXPR, tuple(inner)) + bang[2:7] + (None,), frame)
            return
        value = self.eval_tokens(inner, bang, frame.notes, text_ok=True)
        if type(value) is str:        # HetPas pastes a text value's characters: `![#x + "_end"]`, `!["GCN" + " ISA"]`
            self._paste_text(value, bang, frame, sink)
            return
        sink.token(number_token(value, bang), frame)

    def _calls_block_macro(self, toks: list) -> bool:
        """Are `toks` one invocation of a `#macro` (`name` or `name(…)`)?"""
        if not toks or toks[0][KIND] != ID:
            return False
        family = self.families.get(toks[0][LOW])
        if family is None or not any(m.is_block for m in family.by_count.values()):
            return False
        return len(toks) == 1 or toks[1][KIND] == OP and toks[1][TEXT] == "(" and toks[-1][TEXT] == ")"

    def _expand_unquoted(self, inner: list, frame: Frame) -> list:
        """A splice's tokens expanded, except inside Pascal texts ('…'), which HetPas's macro processor passes over."""
        if not any(t[KIND] == OP and t[TEXT] == "'" for t in inner):
            return self.expand_tokens(inner, frame)
        out: list = []
        plain: list = []
        quoted = False
        for tok in inner:
            if tok[KIND] == OP and tok[TEXT] == "'":
                if not quoted and plain:
                    out += self.expand_tokens(plain, frame) if self._has_expansions(plain) else plain
                    plain = []
                quoted = not quoted
                out.append(tok)
            elif quoted:
                out.append(tok)
            else:
                plain.append(tok)
        if plain:
            out += self.expand_tokens(plain, frame) if self._has_expansions(plain) else plain
        return out

    def _apply_steps(self, inner: list, steps, frame: Frame) -> list:
        """`inner` with each `++n` / `n--` … replaced by the value it reads; the `#assign` name is set anew."""
        if self.symbolic or self.recording:
            raise NotTemplatable()   # a side effect where it is expanded: nothing to reuse
        out: list = []
        last = 0
        for step in steps:
            name = inner[step.name]
            family = self.families.get(name[LOW])
            macro = family.obj if family is not None else None
            if macro is None or macro.function_like or len(macro.body) != 1 or macro.body[0][KIND] != NUM:
                written = "".join(t[TEXT] for t in inner[step.start:step.end])
                what = "is not defined" if family is None else "is not a number set by #assign"
                raise AssemblyError.at(loc_of(inner[step.start]), f"'{written}': '{name[TEXT]}' {what}; a counter "
                                       f"stepped in a splice is an #assign name (#assign {name[TEXT]} 0)",
                                       frame.notes)
            old = self.eval_tokens(macro.body, name, frame.notes)
            if not isinstance(old, int):
                raise AssemblyError.at(loc_of(name), f"'{name[TEXT]}' is {old}: only an integer counts",
                                       frame.notes)
            new = wrap64(old + step.delta)
            self._register(Macro(macro.name, (), [number_token(new, (NUM, "", False, False) + name[4:])],
                                 loc_of(name), False, False), frame.notes)
            out += inner[last:step.start]
            out.append(number_token(new if step.prefix else old, inner[step.start]))
            last = step.end
        return out + inner[last:]

    def _paste_text(self, value: str, bang, frame: Frame, sink) -> None:
        from .lexer import tokenize
        if "\n" in value or "\r" in value:
            raise AssemblyError.at(loc_of(bang), "a text pasted by '![..]' cannot hold a line break", frame.notes)
        try:
            toks = tokenize(value, bang[FILE], bang[LINE], bang[COL])
        except AssemblyError as error:
            raise AssemblyError.at(loc_of(bang), f"the text pasted by '![..]' does not read as source: "
                                   f"{error.diagnostics[0].message}", frame.notes) from None
        for i, tok in enumerate(t for t in toks if t[KIND] != NL):
            if i == 0:
                tok = tok[:SPACE] + (bang[SPACE],) + tok[SPACE + 1:]
            sink.token(tok, frame)

    def _group_after(self, tok, frame: Frame, stack, sink) -> list:
        if not self._next_is_open(stack):
            raise AssemblyError.at(loc_of(tok), f"expected '(' after {tok[TEXT]}", frame.notes, len(tok[TEXT]))
        open_tok = self._take_open(stack, sink)
        return self._read_group(stack, open_tok, tok, sink)

    @staticmethod
    def _split_first_comma(inner: list):
        """(before, after) the first top-level comma; after is None when there is none."""
        parts = split_arguments(inner, 2)
        return (parts[0], parts[1]) if len(parts) == 2 else (trim(inner), None)
