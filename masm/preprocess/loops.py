"""Compile-time control: `__for__` loops (three header forms, fast path through templates) and `__if__`."""
from __future__ import annotations

from itertools import chain

from ..diagnostics import AssemblyError, Diagnostic, Note, SourceLoc
from ..source import Statement
from .frames import FOR, MAX_DEPTH, Frame, loc_of
from .budget import MAX_CHAIN, chain_error
from .lexer import ID, KIND, LOW, NUM, OP, TEXT, text_size
from .macros import number_token, split_arguments
from .splitter import PARAM
from .templates import NotTemplatable, build_template, join_pieces, loop_placeholders, render


class _Loop:
    __slots__ = ("values", "body", "var_text", "var_slots", "loc", "parent_notes", "breaks", "size")

    def __init__(self, values, body, var_text, var_slots, loc, parent_notes, breaks):
        self.values = values
        self.body = body
        self.var_text = var_text
        self.var_slots = var_slots
        self.loc = loc
        self.parent_notes = parent_notes
        self.breaks = breaks
        self.size = text_size(body)   # characters each iteration copies (budget.py)

    def iteration(self, value):
        toks = list(self.body)
        body = self.body
        for k in self.var_slots:
            toks[k] = number_token(value, body[k])
        return toks, (Note(self.loc, f"in __for__ iteration {self.var_text}={value}"),) + self.parent_notes


class LoopMixin:
    """The Expander's `__for__` and `__if__` (see expander.py for the attributes used)."""

    def _if_text(self, tok, frame: Frame, stack, sink) -> None:
        inner = self._group_after(tok, frame, stack, sink)
        cond, text = self._split_first_comma(inner)
        if text is None:
            raise AssemblyError.at(loc_of(tok), "__if__ needs a condition and a text: __if__(cond, text)",
                                   frame.notes)
        value = self.eval_tokens(self.expand_tokens(cond, frame), tok, frame.notes)
        if value:
            if frame.depth >= MAX_DEPTH:
                raise AssemblyError.at(loc_of(tok), f"__if__ texts and macros nested more than {MAX_DEPTH} levels deep",
                                       frame.notes, len(tok[TEXT]))
            self._step(loc_of(tok), frame.notes)
            stack.append(Frame(text, frame.notes, frame.macro, frame.macro_loc, frame.depth + 1, frame.painted,
                               len(self.cond), "text", frame.includes))

    def _list_ranges(self, spec: list, how, notes) -> list[range]:
        """The values of a list `[1, 2, 5..8]` (tokens, brackets included) as ranges."""
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
                if first > last and len(bounds[0]) == 1 and len(bounds[1]) == 1:
                    self._warn_empty_range(bounds, notes)
                ranges.append(range(first, last + 1))   # HetPas's lists are Pascal sets: 3..0 holds nothing
        return ranges

    def _warn_step_direction(self, parts: dict, step: int, how, notes) -> None:
        """`6 downto 0 step 2` counts upward (here 0 times), as in HetPas, where the step's sign decides."""
        if self.symbolic or self.recording:
            raise NotTemplatable()   # (the general path warns where it is expanded)
        at = parts["step"][0] if parts["step"] else how
        message = (f"'downto ... step {step}' counts upward, as in HetPas, where the step's sign sets the direction "
                   f"whatever 'downto' says: write 'step {-step}' to count down")
        if (loc_of(at), message) not in self.warned:
            self.warned.add((loc_of(at), message))
            self.warnings.append(Diagnostic("warning", message, loc_of(at), tuple(notes or ())))

    def _warn_empty_range(self, bounds: list, notes) -> None:
        """A range written with two numbers that holds nothing (`[3..0]`): meant to count down, perhaps."""
        if self.symbolic or self.recording:
            raise NotTemplatable()   # (the general path warns where it is expanded)
        first, last = bounds[0][0], bounds[1][0]
        message = (f"the range {first[TEXT]}..{last[TEXT]} holds no values (HetPas's ranges go upward, so the loop "
                   f"runs 0 times); to count down write 'i := {first[TEXT]} downto {last[TEXT]}'")
        if (loc_of(first), message) not in self.warned:
            self.warned.add((loc_of(first), message))
            self.warnings.append(Diagnostic("warning", message, loc_of(first), tuple(notes or ())))

    def _where_holds(self, cond: list, var, value: int, where_tok, frame: Frame) -> bool:
        """The `where` condition for one value of the loop variable: a constant expression in which
        `X in [list]` and `X not in [list]` test membership."""
        notes = frame.notes
        if not cond:
            raise AssemblyError.at(loc_of(where_tok), "expected a condition after 'where'", notes)
        toks = [number_token(value, t) if t[KIND] == ID and t[LOW] == var[LOW] else t
                for t in self.expand_tokens(cond, frame)]
        out: list = []
        i = 0
        while i < len(toks):
            t = toks[i]
            if t[KIND] == ID and t[LOW] == "in" and out and i + 1 < len(toks) and toks[i + 1][TEXT] == "[":
                negate = len(out) > 1 and out[-1][KIND] == ID and out[-1][LOW] == "not"
                if negate:
                    out.pop()
                left = out.pop()
                depth, j = 0, i + 1
                while j < len(toks):
                    depth += toks[j][TEXT] == "["
                    depth -= toks[j][TEXT] == "]"
                    if depth == 0:
                        break
                    j += 1
                member = self.eval_tokens([left], left, notes)
                found = any(member in r for r in self._list_ranges(toks[i + 1:j + 1], t, notes))
                out.append(number_token(int(found != negate), left))
                i = j + 1
                continue
            out.append(t)
            i += 1
        return bool(self.eval_tokens(out, where_tok, notes))

    def _ifdef_text(self, tok, frame: Frame, stack, sink, defined: bool) -> None:
        """HetPas's `__ifdef__(NAME, text)` / `__ifndef__(NAME, text)`: the text when NAME is (is not) a #define,
        #macro or #assign name."""
        inner = self._group_after(tok, frame, stack, sink)
        name, text = self._split_first_comma(inner)
        if self.symbolic and any(t[KIND] == PARAM for t in name):
            raise NotTemplatable()   # the name is an argument
        if text is None or len(name) != 1 or name[0][KIND] != ID:
            raise AssemblyError.at(loc_of(tok), f"{tok[TEXT]} needs a name and a text: {tok[TEXT]}(NAME, text)",
                                   frame.notes, len(tok[TEXT]))
        if (name[0][LOW] in self.families) == defined:
            if frame.depth >= MAX_DEPTH:
                raise AssemblyError.at(loc_of(tok), f"{tok[TEXT]} texts and macros nested more than {MAX_DEPTH} "
                                       "levels deep", frame.notes, len(tok[TEXT]))
            self._step(loc_of(tok), frame.notes)
            stack.append(Frame(text, frame.notes, frame.macro, frame.macro_loc, frame.depth + 1, frame.painted,
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
        depth = len(frame.notes) + 1
        if count and depth > MAX_CHAIN:
            raise chain_error(loc, frame.notes)
        budget = self.budget
        if not budget.fits(0, 0, count * depth):
            allowed = (budget.max_work - budget.work) // depth
            raise AssemblyError.at(loc, f"__for__ runs {count:,} iterations; at most {allowed:,} fit in what is left "
                                        f"of the expansion's work budget ({budget.max_work:,})", frame.notes)
        var_low = var[LOW]
        notes = frame.notes
        values = chain.from_iterable(ranges)
        breaks = not token_mode and sink.at_statement_start(tok)
        if breaks:
            fast = self.fast_path and not self.symbolic  # (inside a template the loop is simply unrolled)
            template, numbers = self._loop_template(body, var_low, frame.painted, (loc, notes)) if fast else (None, ())
            if template is not None and frame.depth + template.depth <= MAX_DEPTH:
                widest = max(len(str(r.start)) for r in ranges if len(r)) + 1 if count else 0   # the variable's text
                statements, characters, work = self.reuse_cost(template, depth, [widest] + [len(n) for n in numbers])
                cost = (count * statements, count * characters, count * (work + depth))
                if cost[0] > budget.max_statements:
                    raise AssemblyError.at(loc, f"__for__ would produce {cost[0]:,} statements; the limit is "
                                                f"{budget.max_statements:,}", notes)
                if not budget.fits(*cost):
                    budget.spend(*cost, loc, notes)   # (raises)
                out = self._instantiate_loop(template, numbers, values, loc, var[TEXT], frame)
                if out is not None:
                    self.steps += count * (template.steps + 1)
                    budget.spend(*cost, loc, notes)
                    sink.statements(out)
                    return
                values = chain.from_iterable(ranges)  # the general path starts the loop again
            sink.brk()
        slots = self._var_slots(body, var_low)
        loop = _Loop(values, body, var[TEXT], slots, loc, notes, breaks)
        first = next(values, None)
        if first is None:
            return
        toks, it_notes = loop.iteration(first)
        self._step(loc, notes, loop.size)
        stack.append(Frame(toks, it_notes, frame.macro, frame.macro_loc, frame.depth, frame.painted,
                           len(self.cond), "loop", frame.includes, break_after=breaks, loop=loop))

    def _instantiate_loop(self, template, numbers: list[str], values, loc: SourceLoc, var_text: str,
                          frame: Frame) -> list | None:
        """Every iteration's statements from the body's template; None when a `![..]` in it fails to evaluate."""
        notes = frame.notes
        out = []
        append = out.append
        items = [(join_pieces(parts, numbers), parts, sloc, inner, frame.macro or inner_macro,
                  frame.macro_loc if frame.macro is not None else inner_macro_loc)
                 for _, sloc, parts, inner, inner_macro, inner_macro_loc in template.items]
        known_notes = self._iteration_notes(loc, var_text)
        new = tuple.__new__        # Statement(...) without the call of its __new__ (the innermost loop of __for__)
        try:
            for value in values:
                text = str(value)
                note = known_notes.get(value)
                if note is None:
                    note = known_notes[value] = Note(loc, f"in __for__ iteration {var_text}={text}")
                it_notes = (note,) + notes
                for pieces, parts, sloc, inner, macro, macro_loc in items:
                    append(new(Statement, (text.join(pieces) if pieces is not None else render(parts, [text] + numbers),
                                           sloc, inner + it_notes if inner else it_notes, macro, macro_loc)))
        except AssemblyError:
            return None
        return out

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
        where = _where_at(header)
        if where is not None:   # HetPas's `__for__(i := 1 to 8 where i not in [3, 4], …)`
            var, ranges = self._loop_header(header[:where], tok, frame)
            kept = [v for r in ranges for v in r if self._where_holds(header[where + 1:], var, v, header[where], frame)]
            return var, [range(v, v + 1) for v in kept]
        var = header[0]
        how = header[1]
        spec = self.expand_tokens(header[2:], frame)
        if how[KIND] == ID and how[LOW] == "in":
            return var, self._list_ranges(spec, how, notes)
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
            if "step" not in parts:
                step = -1 if down else 1
            elif down and step > 0:
                # HetPas's script takes a step's sign as the direction, whatever `to`/`downto` says: upward here
                self._warn_step_direction(parts, step, how, notes)
            return var, [range(first, last + 1, step) if step > 0 else range(first, last - 1, step)]
        raise AssemblyError.at(loc_of(how), usage, notes)

    def _int_bound(self, toks: list, at, notes) -> int:
        value = self.eval_tokens(toks, at, notes)
        if not isinstance(value, int):
            raise AssemblyError.at(loc_of(toks[0]), "__for__ bounds must be integers", notes)
        return value

    def _loop_template(self, body: list, var_low: str, painted: frozenset, site: tuple):
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
        if template is self or (template is not None and not self._still_valid(template)):
            if len(self.loop_templates) > 4096:
                self.loop_templates.clear()
            self.loop_templates[key] = None   # (while it is built: not again inside)
            template = build_template(loop_placeholders(body, self._var_slots(body, var_low)), self, painted, site)
            self.loop_templates[key] = template
        return template, numbers

    def _iteration_notes(self, loc: SourceLoc, var_text: str) -> dict:
        """value -> Note `in __for__ iteration i=value` of the loop at `loc`, kept for the loop's next run."""
        notes = self.iteration_notes.get((loc, var_text))
        if notes is None:
            if len(self.iteration_notes) > 4096:
                self.iteration_notes.clear()
            notes = self.iteration_notes[(loc, var_text)] = {}
        return notes


def _where_at(header: list) -> int | None:
    """The index of a `where` at bracket depth 0 in a loop header, or None."""
    depth = 0
    for i, t in enumerate(header):
        if t[KIND] == OP and t[TEXT] in ("(", "["):
            depth += 1
        elif t[KIND] == OP and t[TEXT] in (")", "]"):
            depth -= 1
        elif depth == 0 and i > 1 and t[KIND] == ID and t[LOW] == "where":
            return i
    return None
