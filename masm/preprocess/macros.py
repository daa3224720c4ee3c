"""Macro definitions (`#define`, `#macro`) and the substitution of arguments into their bodies.

A body is tokenized once, at definition; `substitute` copies it with parameters replaced by the argument tokens
(whole words, case-insensitive), `#p` stringized and `a ## b` pasted.  Arguments are substituted unexpanded and the
result is rescanned by the expander, as in a textual macro processor.  Templates (templates.py) are built from the
same substitution with placeholder arguments; stringizing or pasting a placeholder raises NotTemplatable.
"""
from __future__ import annotations

from dataclasses import field

from ..dataclass_cache import dataclass
from ..diagnostics import SourceLoc
from .lexer import BOL, COL, FILE, ID, KIND, LINE, LOW, NL, NUM, OP, SPACE, STR, TEXT, join_text, text_size, tokenize
from .splitter import PARAM
from .templates import NotTemplatable

VA_ARGS = "__va_args__"  # the name a bare `...` parameter binds (as in C)
PASTE = "paste"  # token kind of a `##` written in a body (a `##` inside an argument is plain text)


@dataclass(eq=False)
class Macro:
    """A `#define` or `#macro` definition."""
    name: str                     # as written
    params: tuple[str, ...]       # lower-cased; () for object-like defines and parameterless #macros
    body: list                    # tokens
    loc: SourceLoc
    is_block: bool                # True for #macro ... #endm, False for #define
    function_like: bool           # written with a parameter list (`#define F()` is function-like with 0 params)
    variadic: bool = False        # the last parameter was written `name...` (or `...`, named __va_args__): it takes
                                  # the arguments after the fixed ones, commas included
    has_special: bool = field(init=False)   # stringize or paste in the body
    template_cache: tuple = field(init=False, default=(-1, None))
    recordable: bool = field(init=False, default=True)   # False once an expansion had side effects
    invocations: int = field(init=False, default=0)      # counted until a template is built

    def __post_init__(self):
        index = {p: i for i, p in enumerate(self.params)}
        self.param_index = index
        body = []
        special = False
        for tok in self.body:
            if tok[KIND] == OP and tok[TEXT] == "##":
                tok = (PASTE,) + tok[1:]
                special = True
            body.append(tok)
        for i, tok in enumerate(body[:-1]):
            nxt = body[i + 1]
            if tok[KIND] == OP and tok[TEXT] == "#" and not tok[BOL] and nxt[KIND] == ID and nxt[LOW] in index:
                special = True
        self.body = body
        self.has_special = special
        # substitution plan: (start, end, slot, param token) — copy body[start:end], then the argument `slot`
        plan = []
        start = 0
        self.quoted = quoted = _quoted_positions(body)
        if not special:
            for i, tok in enumerate(body):
                if tok[KIND] == ID and tok[LOW] in index and i not in quoted:
                    plan.append((start, i, index[tok[LOW]], tok))
                    start = i + 1
        self.plan = plan
        self.tail = start
        # the size of a substitution (budget.py): the body's own text, plus each argument's as often as it is used
        # (twice for a stringized use: quotes and backslashes may be escaped)
        uses = [0] * len(self.params)
        own = 0
        for i, tok in enumerate(body):
            slot = index.get(tok[LOW]) if tok[KIND] == ID else None
            if slot is None:
                own += len(tok[TEXT]) if tok[KIND] != PASTE else 0
            elif i and body[i - 1][KIND] == OP and body[i - 1][TEXT] == "#" and not body[i - 1][BOL]:
                uses[slot] += 2
                own += 2
            else:
                uses[slot] += 1
        self.own_size = own
        self.uses = uses

    def size(self, args: list[list]) -> int:
        """How many characters of text substituting `args` makes (at most)."""
        total = self.own_size
        for slot, count in enumerate(self.uses):
            if count and slot < len(args):
                total += count * text_size(args[slot])
        return total


    @property
    def paint_key(self) -> str:
        """What an expansion of this definition marks as not to be expanded again inside it: the name for an
        object-like define, the name and parameter count for a function-like one, so that one overload may invoke
        another of the same name (HetPas's `#define s_inc(x) s_inc(x, 1)`)."""
        if not self.function_like:
            return self.name.lower()
        return f"{self.name.lower()}/{len(self.params)}{'...' if self.variadic else ''}"

    @property
    def fixed(self) -> int:
        """The number of arguments the macro needs (all its parameters unless it is variadic)."""
        return len(self.params) - 1 if self.variadic else len(self.params)

    def signature(self) -> str:
        """`NAME(a, body...)` as written (parameter names lower-cased), for messages."""
        if not self.function_like:
            return self.name
        names = list(self.params)
        if self.variadic:
            names[-1] = "..." if names[-1] == VA_ARGS else names[-1] + "..."
        return f"{self.name}({', '.join(names)})"

    def substitute(self, args: list[list]) -> list:
        """The body with `args` in place of the parameters (a fresh token list)."""
        body = self.body
        if not self.has_special:
            out: list = []
            extend = out.extend
            for start, end, slot, param in self.plan:
                extend(body[start:end])
                arg = args[slot]
                if arg:
                    first = arg[0]
                    if first[SPACE] == param[SPACE] and first[BOL] == param[BOL]:
                        extend(arg)
                    else:
                        out.append((first[KIND], first[TEXT], param[SPACE], param[BOL]) + first[4:])
                        extend(arg[1:])
            extend(body[self.tail:])
            return out
        index = self.param_index
        quoted = self.quoted
        out = []
        i = 0
        n = len(body)
        while i < n:
            tok = body[i]
            kind = tok[KIND]
            if kind == ID:
                slot = index.get(tok[LOW])
                if slot is not None and i not in quoted:
                    out.extend(respace(args[slot], tok[SPACE], tok[BOL]))
                    i += 1
                    continue
            elif kind == OP and tok[TEXT] == "#" and not tok[BOL] and i + 1 < n:
                nxt = body[i + 1]
                if nxt[KIND] == ID and nxt[LOW] in index:
                    out.append(stringize(args[index[nxt[LOW]]], tok))
                    i += 2
                    continue
            out.append(tok)
            i += 1
        if self.has_special:
            out = paste(out)
        return out


def _quoted_positions(body: list) -> frozenset:
    """Indexes of the tokens between two `'` on one line: a Pascal text (`![c ? 'S[8:11]' : 'S[4:7]']`) or a
    character (`'a'`), where HetPas (and C) substitute no parameter."""
    if not any(t[KIND] == OP and t[TEXT] == "'" for t in body):
        return frozenset()
    inside: list[int] = []
    opened = None
    for i, tok in enumerate(body):
        if tok[KIND] == NL:
            opened = None
        elif tok[KIND] == OP and tok[TEXT] == "'":
            if opened is None:
                opened = i
            else:
                inside.extend(range(opened + 1, i))
                opened = None
    return frozenset(inside)


def respace(arg: list, space: bool, bol: bool) -> list:
    """`arg` standing where a parameter token stood: its first token takes the parameter's spacing."""
    if not arg:
        return arg
    first = arg[0]
    if first[SPACE] == space and first[BOL] == bol:
        return arg
    return [(first[KIND], first[TEXT], space, bol) + first[4:]] + arg[1:]


def stringize(arg: list, at: tuple) -> tuple:
    if any(t[KIND] == PARAM for t in arg):
        raise NotTemplatable()  # the string is the argument's text: a template cannot hold it
    text = join_text(arg).replace("\\", "\\\\").replace('"', '\\"')
    return (STR, f'"{text}"', at[SPACE], at[BOL], at[FILE], at[LINE], at[COL], f'"{text}"')


def paste(toks: list) -> list:
    """Resolve every `##`: glue the tokens on either side into one (re-lexed) token."""
    out: list = []
    i = 0
    n = len(toks)
    while i < n:
        tok = toks[i]
        if tok[KIND] != PASTE:
            out.append(tok)
            i += 1
            continue
        i += 1
        if not out or i >= n:
            continue
        left = out.pop()
        right = toks[i]
        i += 1
        if left[KIND] == PARAM or right[KIND] == PARAM:
            raise NotTemplatable()  # the pasted token depends on the argument's text
        if right[KIND] == PASTE:
            out.append(left)
            i -= 1
            continue
        glued = tokenize(left[TEXT] + right[TEXT], left[FILE], left[LINE], left[COL]) if left[KIND] != NL else []
        if len(glued) == 1:
            g = glued[0]
            out.append((g[KIND], g[TEXT], left[SPACE], left[BOL], left[FILE], left[LINE], left[COL], g[LOW]))
        else:
            out.append(left)
            out.append((right[KIND], right[TEXT], False, False) + right[4:])
    return out


def split_arguments(inner: list, most: int = 0) -> list[list]:
    """Split the tokens between an invocation's parentheses at top-level commas; strip surrounding newlines.
    With `most`, the last of at most `most` arguments takes the rest, commas included."""
    args: list[list] = []
    current: list = []
    depth = 0
    for tok in inner:
        if tok[KIND] == OP:
            text = tok[TEXT]
            if text == "(" or text == "[":
                depth += 1
            elif text == ")" or text == "]":
                depth -= 1
            elif text == "," and depth == 0 and (not most or len(args) < most - 1):
                args.append(trim(current))
                current = []
                continue
        current.append(tok)
    args.append(trim(current))
    return args


def trim(toks: list) -> list:
    start = 0
    end = len(toks)
    while start < end and toks[start][KIND] == NL:
        start += 1
    while end > start and toks[end - 1][KIND] == NL:
        end -= 1
    if start or end != len(toks):
        toks = toks[start:end]
    return toks


def number_token(value: int | float, at: tuple) -> tuple:
    text = str(value) if not isinstance(value, float) else repr(value)  # as templates.number_text
    return (NUM, text, at[SPACE], at[BOL], at[FILE], at[LINE], at[COL], text)
