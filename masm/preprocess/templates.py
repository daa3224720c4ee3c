"""Fast paths: expansions computed once and reused, producing exactly the statements the general path would.

Templates.  A macro body or `__for__` body is expanded once with each parameter (and, for loop bodies, each number)
replaced by an opaque PARAM token (`Expander.symbolic_statements`).  The placeholders are put in by the general path's
own code (`Macro.substitute` for macros, the loop's variable slots for loops), so pasting and stringizing behave
exactly as there.  Defines and nested macros expand as usual,
`__for__` / `__if__` whose bounds or condition do not depend on a parameter run, and a `![..]` that does is kept as an
expression to evaluate per instantiation (an instantiation where the filled-in expression would give the shift
precedence warning, or fails, takes the general path, which warns or reports).  A nested invocation of a macro that
has a template, with arguments that are each one parameter of the body or plain, is composed: the inner template's
items with its slots replaced by those parameters or texts (`composed_items`), not expanded token by token again at
each level.  Anything else whose result would depend on a parameter's value (loop
bounds, conditions, directives, `#`/`##` on an argument, `__counter__`) abandons the attempt.  The statements that
come out are kept as format strings with precomputed locations and relative expansion notes; each later invocation or
loop iteration only fills them in.  Arguments must be inert and unable to move a statement boundary
(`argument_is_plain`); an empty argument fills no slot (`op p, q` with q empty ends in a comma, which joins the next
line), so only a parameterless macro's `M()` takes a template with one.

Recordings.  An invocation that recurs with the same arguments written at the same place (a macro called in a loop)
reuses the statements of its earlier expansion, unless that expansion had side effects (directives, `__counter__`).

Both remember which definitions they used (`deps`) and are rebuilt when one changes.  Whatever does not qualify takes
the general path; tests/preprocess check on random programs and on the samples that both paths agree.
"""
from __future__ import annotations

from itertools import repeat

from ..diagnostics import AssemblyError, SourceLoc
from .lexer import COL, FILE, ID, KIND, LINE, LOW, NL, NUM, OP, SPACE, STR, TEXT, join_text, text_size
from .expr import evaluate, precedence_warning
from .splitter import EXPR, PARAM, Splitter, statement_text
from .words import OPERAND_FUNCTIONS, StatementWords

_NOWHERE = SourceLoc("<template>", 1, 1)
_INERT_OPS_AT_DEPTH0 = frozenset("+-*/%<>=&|^~?.$@'`")


class NotTemplatable(Exception):
    """Raised inside a symbolic expansion when the result would depend on a parameter's value."""


class Template:
    """Statements of one body.  Each item is `(format_string, loc, parts, notes, macro, macro_loc)`: in the format
    string slot 2*i is parameter i and slot 2*i+1 the same preceded by a space (empty when the argument is); `parts`
    are the text pieces and `(parameter, spaced)` pairs, from which loops build `join_pieces`; `notes`
    are the expansions inside the body (to put before the caller's), `macro`/`macro_loc` the outermost of them.
    `depth` and `steps` are the nesting and the number of invocations one instantiation stands for.
    For the budget (budget.py): `statements`, `text` (characters of the statements without their slots),
    `slot_uses` (how often each slot is filled in) and `chains` (the notes of the items, summed)."""

    __slots__ = ("items", "depth", "steps", "deps", "statements", "text", "slot_uses", "chains", "composed",
                 "joined")

    def __init__(self, items: list[tuple], depth: int, steps: int, deps: tuple):
        self.items = items
        self.depth = depth
        self.steps = steps
        self.deps = deps      # ((name, family, family.version), …) of every definition the expansion used
        self.composed: dict[tuple, list | None] = {}   # composed_items' work per mapping of the slots
        self.joined: str | None = None    # the items' format strings joined by "\0" ("": some item has none)
        self.statements = len(items)
        self.chains = sum([len(item[3]) for item in items])
        self.text, self.slot_uses = _measure(items)

    def characters(self, slot_lengths) -> int:
        """The characters of one instantiation's statements, the slots' texts `slot_lengths` long."""
        return self.text + sum(u * n for u, n in zip(self.slot_uses, slot_lengths))

    def filled(self, values: tuple, texts: list[str]) -> list[str]:
        """Each item's text with the slots filled in (`values` as `slot_values` makes them from the arguments'
        `texts`); AssemblyError where a `![..]` fails or would warn.  Items without a `![..]` are filled in by one
        format string for all of them, cut at the "\0" between them (unless a text holds one)."""
        joined = self.joined
        if joined is None:
            formats = [item[0] for item in self.items]
            joined = "\0".join(formats) if None not in formats else ""
            self.joined = joined = joined if joined.count("\0") == len(formats) - 1 else ""
        if joined:
            out = joined.format(*values).split("\0")
            if len(out) == len(self.items):
                return out
        return [fmt.format(*values) if fmt is not None else render(parts, texts)
                for fmt, _, parts, _, _, _ in self.items]


def _measure(items: list[tuple]) -> tuple[int, list[int]]:
    """(`text`, `slot_uses`) of a template's items: their parts' sizes (`_size`) summed, each distinct parts object
    measured once (composed items share theirs, a statement's text is one string)."""
    text = 0
    shared: dict[int, list] = {}
    for item in items:
        parts = item[2]
        if len(parts) == 1 and parts[0].__class__ is str:
            text += len(parts[0])
            continue
        entry = shared.get(id(parts))
        if entry is None:
            shared[id(parts)] = [parts, 1]
        else:
            entry[1] += 1
    uses: list[int] = []
    for parts, count in shared.values():
        once: list[int] = []
        text += count * _size(parts, once)
        if len(once) > len(uses):
            uses.extend([0] * (len(once) - len(uses)))
        for slot, n in enumerate(once):
            uses[slot] += count * n
    return text, uses


def _size(parts: tuple, uses: list[int]) -> int:
    """The fixed characters of a statement's parts (an expression's value counts 20); counts the slots' uses."""
    size = 0
    for part in parts:
        if part.__class__ is str:
            size += len(part)
        elif part[0] == "expr":
            size += 20
        else:
            slot = part[0]
            if slot >= len(uses):
                uses.extend([0] * (slot + 1 - len(uses)))
            uses[slot] += 1
            size += part[1]
    return size


class Collector(Splitter):
    """Splitter that keeps each statement's tokens and context instead of building Statements; statements made
    ready by a fast path inside are kept as they are (as `(None, statement)`).  Statements count against `budget`
    (the scratch expansion's: budget.py); more than `limit` built token by token make NotTemplatable."""

    def __init__(self, words: StatementWords, limit: int, budget):
        super().__init__(words)
        self.found: list[tuple] = []
        self.built = 0                  # statements built token by token (the expensive kind)
        self.limit = limit
        self.budget = budget

    def emit(self, toks: list, context) -> None:
        if toks[0][KIND] == PARAM:
            raise NotTemplatable()  # where a statement starts, and so its location, depends on an argument
        first = toks[0]
        self.budget.statement(text_size(toks), len(context[0]), SourceLoc(first[FILE], first[LINE], first[COL]),
                              context[0])
        self.found.append((list(toks), context))
        self.built += 1
        if self.built > self.limit:
            raise NotTemplatable()

    def statements(self, items) -> None:
        """Statements made ready by a fast path (which counted them)."""
        self.brk()
        self.found.extend(zip(repeat(None), items))

    def composed(self, items) -> None:
        """Template items of an inner invocation whose arguments are this body's parameters (`composed_items`)."""
        self.brk()
        self.found.extend(zip(repeat(False), items))


class Recording:
    """The statements one invocation produced, with notes relative to the invocation: `(text, loc, notes)` items;
    the rest as in Template."""

    __slots__ = ("items", "depth", "steps", "deps", "statements", "text", "chains")

    def __init__(self, items: list[tuple], depth: int, steps: int, deps: tuple):
        self.items = items
        self.depth = depth
        self.steps = steps
        self.deps = deps
        self.statements = len(items)
        self.text = sum(len(item[0]) for item in items)
        self.chains = sum(len(item[2]) for item in items)

    def characters(self, slot_lengths=()) -> int:
        return self.text


def recording_of(found: list, depth: int, steps: int, deps: tuple) -> Recording:
    items = []
    for toks, entry in found:
        if toks is None:
            items.append((entry.text, entry.loc, entry.notes))
        else:
            first = toks[0]
            items.append((statement_text(toks), SourceLoc(first[FILE], first[LINE], first[COL]), entry[0]))
    return Recording(items, depth, steps, deps)


def _inert(toks: list, active) -> bool:
    """True when nothing in `toks` needs the expander (no macro names, specials, directives or splices)."""
    for i, tok in enumerate(toks):
        kind = tok[KIND]
        if kind == ID:
            if tok[LOW] in active:
                return False
        elif kind == OP:
            text = tok[TEXT]
            if text == "#" or text == "##" or (text == "!" and i + 1 < len(toks) and toks[i + 1][TEXT] == "["):
                return False
    return True


def placeholder(slot: int, at: SourceLoc) -> tuple:
    """The token standing for parameter `slot` while a template is built (its text is unknown until instantiation)."""
    return (PARAM, slot, False, False, at.file, at.line, at.column, None)


def macro_placeholders(macro) -> list:
    """The macro's body as every invocation gets it (`Macro.substitute`, the general path's own substitution), with
    a placeholder for each argument; NotTemplatable when the body stringizes or pastes one."""
    return macro.substitute([[placeholder(slot, macro.loc)] for slot in range(len(macro.params))])


def loop_placeholders(body: list, var_slots: list[int]) -> list:
    """A `__for__` body as each iteration gets it (the loop variable at `var_slots`, as `loops._Loop.iteration`
    replaces it) with placeholder 0 for the variable and placeholders 1, 2, ... for the body's numbers in order: loop
    bodies that differ only in numbers (a macro's arguments substituted into them) share one template."""
    marked = list(body)
    for k in var_slots:
        marked[k] = (PARAM, 0) + body[k][2:7] + (None,)
    numbers = 0
    for k, tok in enumerate(marked):
        if tok[KIND] == NUM:
            numbers += 1
            marked[k] = (PARAM, numbers) + tok[2:7] + (None,)
    return marked


def build_template(marked: list, expander, painted: frozenset, site: tuple):
    """The Template of `marked` (a body holding placeholders: `macro_placeholders`, `loop_placeholders`), or None
    when the result would depend on an argument's value.  `site` is the (loc, notes) the work is counted at."""
    try:
        if _inert(marked, expander.active):
            budget = expander.budget.child()
            collector = Collector(expander.words, 1 << 62, budget)
            try:
                for tok in marked:
                    collector.token(tok, None)
                collector.brk()
            finally:
                expander.budget.spend(*budget.scratch(), *site)
            found, depth, steps, deps = collector.found, 0, 0, ()
        else:
            found, depth, steps, deps = expander.symbolic_statements(marked, painted, site)
    except (NotTemplatable, RecursionError):
        return None
    except AssemblyError:
        if not expander.budget.fits(0, 0, 0):
            raise   # the budget is crossed: reported at the site
        return None
    items = []
    for toks, entry in found:
        if toks is False:   # an inner template's item, its slots this body's parameters (composed_items)
            items.append(entry)
            continue
        if toks is None:  # made ready inside, so it does not depend on a parameter
            text, loc, notes, macro, macro_loc = entry      # (a Statement)
            fmt = text.replace("{", "{{").replace("}", "}}") if "{" in text or "}" in text else text
            items.append((fmt, loc, (text,), notes, macro, macro_loc))
            continue
        notes, macro, macro_loc = entry
        first = toks[0]
        if first[KIND] == PARAM:
            return None
        fmt = []
        parts = _parts(toks, fmt)
        items.append(("".join(fmt) if fmt is not None and None not in fmt else None,
                      SourceLoc(first[FILE], first[LINE], first[COL]), parts, notes, macro, macro_loc))
    return Template(items, depth, steps, deps)


def _parts(toks, fmt: list | None) -> tuple:
    """The parts of a statement (or of an expression inside `![..]`): text, `(slot, spaced)` and
    `("expr", spaced, parts)`; also appends its format-string pieces to `fmt` (None for an expression)."""
    parts = []
    for j, tok in enumerate(toks):
        spaced = bool(tok[SPACE] and j)
        kind = tok[KIND]
        if kind == PARAM:
            if fmt is not None:
                fmt.append("{%d}" % (2 * tok[TEXT] + spaced))
            parts.append((tok[TEXT], spaced))
        elif kind == EXPR:
            if fmt is not None:
                fmt.append(None)
            parts.append(("expr", spaced, _parts(tok[TEXT], None)))
        else:
            text = (" " if spaced else "") + tok[TEXT]
            if fmt is not None:
                fmt.append(text.replace("{", "{{").replace("}", "}}"))
            if parts and parts[-1].__class__ is str:
                parts[-1] += text
            else:
                parts.append(text)
    return tuple(parts)


class _Warns(AssemblyError):
    """A `![..]` of a template whose text, filled in, mixes a shift with arithmetic: the general path evaluates it
    and gives the precedence warning where it is written."""


def composed_items(template: Template, args: list, active, words: StatementWords, notes: tuple, macro,
                   macro_loc, empty_allowed: bool = False) -> list | None:
    """The items of `template` (an inner macro's) for an invocation, inside a body being templated, whose arguments
    are each one parameter of that body or plain (`argument_is_plain`), at least one a parameter: each inner slot
    becomes the parameter or the argument's text, as instantiating the template with the values the parameters will
    have gives (they are plain, or that instantiation takes the general path).  `notes` are the invocation's
    (relative to the body), `macro`/`macro_loc` the outermost expansion.  None when an argument is neither, or empty
    where it fills a slot (`empty_allowed`: the inner macro takes no parameter, `M()`): an empty argument can move a
    statement boundary (`op p, q` with q empty ends in a comma, which joins the next line)."""
    mapping: list = []
    for arg in args:
        toks = [t for t in arg if t[KIND] != NL]
        if len(toks) == 1 and toks[0][KIND] == PARAM:
            mapping.append(toks[0][TEXT])
        elif (toks or empty_allowed) and not any(t[KIND] == PARAM or t[KIND] == EXPR for t in toks) and \
                argument_is_plain(arg, active, words):
            mapping.append(join_text(arg))
        else:
            return None
    if all(type(m) is str for m in mapping):
        return None          # (no parameter: the template is instantiated as it is)
    key = tuple(mapping)
    made = template.composed.get(key)
    if made is None:         # (a body invoking the inner macro in a loop composes it alike at every iteration)
        made = _composed(template, mapping)
        if len(template.composed) >= 64:
            template.composed.clear()
        template.composed[key] = made
    if not made and template.items:
        return None          # (a slot beyond the arguments)
    return [(fmt, sloc, parts, inner + notes if inner else notes, macro, macro_loc)
            for fmt, sloc, parts, inner in made]


def _composed(template: Template, mapping: list) -> list:
    """The items of `template` as (format string, location, parts, notes inside) with its slots replaced by
    `mapping` (`composed_items`); empty when a slot lies beyond the arguments."""
    out = []
    try:
        for fmt, sloc, parts, inner, _, _ in template.items:
            new = _composed_parts(parts, mapping)
            if fmt is not None or not any(part[0] == "expr" for part in new if part.__class__ is tuple):
                # (no `![..]` left: those whose text no longer has a slot were worked out by _composed_parts)
                fmt = "".join([part.replace("{", "{{").replace("}", "}}") if part.__class__ is str else
                               "{%d}" % (2 * part[0] + part[1]) for part in new])
            out.append((fmt, sloc, new, inner))
    except IndexError:
        return []
    return out


def _composed_parts(parts: tuple, mapping: list) -> tuple:
    """`parts` with each slot k replaced by `mapping[k]`: a parameter number (a slot of the outer body) or a text.
    A `![..]` whose text is then whole is replaced by its value's text where it neither fails nor warns (as `render`
    would fill it in at every instantiation); otherwise it stays, and instantiations take the general path."""
    out: list = []
    for part in parts:
        if part.__class__ is str:
            text = part
        elif part[0] == "expr":
            inner = _composed_parts(part[2], mapping)
            value = None
            if all(p.__class__ is str for p in inner):
                try:
                    value = expression_value("".join(inner))
                except AssemblyError:
                    pass
            if value is None:
                out.append(("expr", part[1], inner))
                continue
            text = " " + value if part[1] else value
        else:
            value = mapping[part[0]]
            if type(value) is not str:
                out.append((value, part[1]))
                continue
            text = (" " + value if value else "") if part[1] else value
        if out and out[-1].__class__ is str:
            out[-1] += text
        else:
            out.append(text)
    return tuple(out)


# a filled-in `![..]` text -> its value's text, for those that neither fail nor warn (evaluating a text with no names
# is a function of the text alone; unrolled bodies fill in the same few hundred texts thousands of times)
_VALUES: dict[str, str] = {}


def render(parts: tuple, values: list[str]) -> str:
    """The text of `parts` with `values[slot]` in the slots and every `![..]` evaluated (AssemblyError if one
    fails or would warn: the caller then takes the general path, which reports it where it was written)."""
    out = []
    for part in parts:
        if part.__class__ is str:
            out.append(part)
        elif part[0] == "expr":
            text = render(part[2], values)
            value = _VALUES.get(text)
            if value is None:
                value = expression_value(text)
            out.append(" " + value if part[1] else value)
        else:
            value = values[part[0]]
            out.append((" " + value if value else "") if part[1] else value)
    return "".join(out)


def expression_value(text: str) -> str:
    """The text of the value of a filled-in `![..]` text; AssemblyError if it fails or would warn (the general path
    then evaluates it where it is written and reports that)."""
    value = _VALUES.get(text)
    if value is None:
        if precedence_warning(text) is not None:
            raise _Warns.at(_NOWHERE, "a precedence warning")
        value = number_text(evaluate(text, _NOWHERE))
        if len(_VALUES) >= 1 << 16:
            _VALUES.clear()
        _VALUES[text] = value
    return value


def number_text(value) -> str:
    return str(value) if not isinstance(value, float) else repr(value)


def join_pieces(parts: tuple, numbers: list[str]) -> tuple[str, ...] | None:
    """For a loop template: the statement as pieces around the loop variable (slot 0), with the body's numbers
    (slots 1, 2, …) filled in, so that each iteration's text is `value.join(pieces)`; None if it holds a `![..]`."""
    pieces = [""]
    for part in parts:
        if part.__class__ is tuple and part[0] == "expr":
            return None
        if part.__class__ is str:
            pieces[-1] += part
            continue
        slot, spaced = part
        if slot == 0:
            pieces[-1] += " " if spaced else ""
            pieces.append("")
        else:
            pieces[-1] += (" " if spaced else "") + numbers[slot - 1]
    return tuple(pieces)


def argument_is_plain(arg: list, active, words: StatementWords) -> bool:
    """Can `arg` stand in a template slot without changing how the body splits into statements?"""
    if not arg:
        return True
    if arg[0][KIND] == OP and arg[0][TEXT] in ("(", ":"):
        return False
    depth = 0
    prev = None
    n = len(arg)
    for i, tok in enumerate(arg):
        kind = tok[KIND]
        if kind == ID:
            low = tok[LOW]
            if low in active or words.starts_statement(low):
                return False
        elif kind == OP:
            text = tok[TEXT]
            if text == "\\":
                return False        # HetPas's statement separator
            if text == "(" or text == "[":
                if text == "(" and prev is not None and prev[KIND] == ID and prev[LOW] not in OPERAND_FUNCTIONS:
                    return False
                depth += 1
            elif text == ")" or text == "]":
                depth -= 1
                if depth < 0:
                    return False
            elif depth == 0 and text not in _INERT_OPS_AT_DEPTH0:
                # `offset:16` is fine; `name: x` or a trailing `:` could make a label
                if text != ":" or i + 1 >= n or arg[i + 1][SPACE] or arg[i + 1][KIND] == NL:
                    return False
        elif kind != NUM and kind != STR:
            return False
        prev = tok
    if depth:
        return False
    if prev[KIND] == OP and prev[TEXT] not in (")", "]"):
        return False
    return True


def slot_values(texts: list[str]) -> list[str]:
    values = []
    for text in texts:
        values.append(text)
        values.append(" " + text if text else "")
    return values
