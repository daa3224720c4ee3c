"""The fast path for plain lines: a line that cannot contain preprocessor syntax becomes its Statement directly.

Lexing costs about 2 µs per token, which dominates large macro-free files.  `PlainLines.statement_text` decides from
the line's text alone (a few regular expressions, no tokens) whether the general path could do anything but produce
exactly one statement from it, and if not returns that statement's text and column.  Everything else — directives,
`![..]`, names that are defined macros or specials, several statement words, labels, comments that span lines,
continuations, strings — goes through the lexer and the expander in chunks: a run of such lines, cut by
`chunk_end` at its last line end where the general path would be between statements (no open `#if`, `#macro`,
bracket or trailing comma).

A line that is plain but for names of object-like `#define`s with plain bodies (`v_add_u32 v1, C3, v2`) becomes its
statement as text (`PlainLines.define_statement`: each name replaced by its body's text, which `statement_text` must
find one statement), counted against the budget as the expander counts it; `DEFINES_AS_TEXT` switches it off.

`lexable_by_lines` says when the split is safe at all: lexical errors must be found before anything is expanded, as
the general path (which lexes the whole file first) does.
"""
from __future__ import annotations

from itertools import compress, count, repeat
from operator import contains, is_, itemgetter

from ..regex_cache import regex
from ..diagnostics import AssemblyError, SourceLoc
from ..source import Statement
from .frames import Frame
from .budget import MAX_TEXT, TEXT_WORK, CHARACTERS_PER_WORK
from .lexer import BOL, KIND, LINE, LOW, NL, OP, TEXT, join_text, tokenize
from .words import OPERAND_FUNCTIONS, StatementWords

ENABLED = True   # tests switch it off to compare with the general path
DEFINES_AS_TEXT = True   # lines naming plain object-like #defines as text (tests switch it off to compare)

_COMMENT = regex(r";|//")
# ASCII characters that are never part of an ID or NUM token, as blanks: what is left is words and numbers (a bytes
# table: str.translate is several times slower).
_NOT_IN_WORDS = bytes(c for c in range(128) if not (chr(c).isalnum() or chr(c) in "_@.$"))
_BETWEEN_WORDS = bytes.maketrans(_NOT_IN_WORDS, b" " * len(_NOT_IN_WORDS))
# The lexer's ID and NUM rules (lexer.py), lower-case, as whole pieces.
_ID = regex(r"(?:[a-z_@][a-z0-9_@]*|\.[a-z_][a-z0-9_@]*)(?:\.[a-z0-9_@]+)*")
_NUM = regex(r"\d+\.\d+(?:e[-+]?\d+)?|\d+e[-+]?\d+|0x[0-9a-f]+|0b[01]+|\$[0-9a-f]+|\d+")
# A word run followed by `(`: the splitter checks such calls (`vmcnt(0)` is fine, `undefined(1)` is an error).
_CALL = regex(r"(?<![A-Za-z0-9_@.$])([A-Za-z0-9_@.$]++) ?\(")
# A `:` the splitter could take as the end of a label: followed by a blank or the end, or glued to a word.
_COLON = regex(r":(?!=)( |$|(?:[A-Za-z_@][A-Za-z0-9_@]*|\.[A-Za-z_][A-Za-z0-9_@]*)(?:\.[A-Za-z0-9_@]+)*)")
_LABEL_LINE = regex(r"[ \t\f\v\r]*([A-Za-z_@][A-Za-z0-9_@]*|\.[A-Za-z_][A-Za-z0-9_@]*):[ \t\f\v\r]*")
_NOT_BRACKETS = regex(r"[^()\[\]]+")
_DIRECTIVE_LINES = frozenset({"define", "undef", "assign", "include", "if", "ifdef", "ifndef", "elif", "else",
                              "endif", "error"})


class PlainLines:
    """Recognizes plain lines for one expansion (`active` is the expander's live set of names it must look at)."""

    def __init__(self, words: StatementWords, active: set[str]):
        self.words = words
        self.starts = words.cache
        self.active = active
        self.inert: set[str] = set()   # words seen that start no statement
        self.bodies: dict = {}         # object-like #define -> its body's text (None: not replaced as text)

    def _starts(self, low: str) -> bool:
        known = self.starts.get(low)
        return known if known is not None else self.words.starts_statement(low)

    def statement_text(self, line: str):
        """None when the line needs the general path; else (text, column) of its one statement, ("", 0) for none."""
        if _needs_lexer(line):
            return None                      # the lexer or the expander does something with it
        cut = _COMMENT.search(line)
        code = line[:cut.start()] if cut else line
        text = " ".join(code.split())
        if not text:
            return "", 0
        column = len(code) - len(code.lstrip(" \t\f\v\r")) + 1
        if text[-1] == ",":
            return None                      # the statement goes on on the next line
        active = self.active
        if ":" in text:
            label = _LABEL_LINE.fullmatch(code)
            if label is not None:
                name = label.group(1)
                low = name.lower()
                if low in active:
                    return None
                return name + ":", column
            for match in _COLON.finditer(text):
                after = match.group(1)
                if not after or after == " " or self._starts(after.lower()):
                    return None
        if "(" in text or "[" in text or ")" in text or "]" in text:
            depth = 0
            for ch in _NOT_BRACKETS.sub("", text):
                if ch == "(" or ch == "[":
                    depth += 1
                elif depth:
                    depth -= 1
            if depth:
                return None                  # the statement goes on on the next line
        low_text = text.lower()
        pieces = low_text.encode().translate(_BETWEEN_WORDS).decode().split()
        ids = []
        for piece in pieces:
            if piece.isidentifier():
                ids.append(piece)
            elif not piece.isdigit():
                if _ID.fullmatch(piece) is not None:
                    ids.append(piece)
                elif _NUM.fullmatch(piece) is None:
                    return None              # not one token (`1e-5`, `a..b`, `12foo`): the lexer decides
        if not ids:
            return text, column
        if not active.isdisjoint(ids):
            return None
        if not self.inert.issuperset(ids[1:]) or (ids[0] != pieces[0] or not low_text.startswith(ids[0])):
            starts = self.starts
            first = pieces[0] if low_text.startswith(pieces[0]) else ""
            for index, low in enumerate(ids):
                known = starts.get(low)
                if known is None:
                    known = self.words.starts_statement(low)
                if known:
                    if index or low != first:
                        return None          # a second statement starts on this line
                else:
                    self.inert.add(low)
        if "(" in text:
            for low in _CALL.findall(low_text):
                if low not in OPERAND_FUNCTIONS and not self._starts(low):
                    return None              # a call the general path checks (and may report as undefined)
        return text, column


    def define_statement(self, line: str, families: dict):
        """(text, column, definitions) when `line` is plain but for names of object-like `#define`s (`definitions`,
        in the order named) whose bodies hold nothing the expander looks at, and the line's first word is none of
        them: the general path replaces each name by its body's tokens (the first taking the name's blank) and cuts
        one statement from the line, with the line's own location and chain; that statement's text is the line's
        with each name replaced by its body's text, and `statement_text` of that text decides, as for any plain
        line, that it is one statement.  None when the general path must decide."""
        if "'" in line or _needs_lexer(line):
            return None
        cut = _COMMENT.search(line)
        code = line[:cut.start()] if cut else line
        text = " ".join(code.split())
        active = self.active
        parts = []
        used = []
        done = 0
        for match in _WORD_RUN.finditer(text):
            word = match.group()
            low = word.lower()
            if low not in active:
                continue
            start = match.start()
            family = families.get(low)
            if not start or family is None or family.by_count or family.obj is None:
                return None                  # a special, a macro, or the statement's first word
            macro = family.obj
            body = self.bodies.get(macro, self)
            if body is self:
                body = self.bodies[macro] = _body_text(macro)
            if body is None:
                return None
            parts.append(text[done:start])
            parts.append(body)
            done = match.end()
            used.append(macro)
        if not used:
            return None
        parts.append(text[done:])
        new = "".join(parts)
        found = self.statement_text(new)
        if found is None or found[0] != new:
            return None                      # not one plain statement, or its text is not `new` as it stands
        return new, len(code) - len(code.lstrip(" \t\f\v\r")) + 1, tuple(used)


def _body_text(macro):
    """The text an object-like #define's body puts in a statement, or None when it is not one to replace as text."""
    if macro.is_block or macro.function_like or macro.has_special or not macro.body or macro.own_size > MAX_TEXT \
            or any(tok[KIND] == NL for tok in macro.body):
        return None
    return join_text(macro.body)


def _needs_lexer(line: str) -> bool:
    """Whether the lexer or the expander could do anything with `line` but cut it into words and operators."""
    return (not line.isascii() or "#" in line or '"' in line or "\\" in line or "![" in line or "/*" in line
            or "*/" in line or "{" in line or "}" in line or "(*" in line or "*)" in line)


_WORD_RUN = regex(r"[A-Za-z0-9_@.$]+")   # a run of the characters IDs and numbers are made of


def chunk_end(toks: list, last: bool = False) -> int:
    """The index just after the first NL (with `last`: the last NL) at which the general path is between statements
    (no open `#if`, `#macro`, bracket, or trailing comma), or -1."""
    if_depth = macro_depth = depth = 0
    last_token = None
    in_directive = False
    found = -1
    n = len(toks)
    for i, tok in enumerate(toks):
        kind = tok[KIND]
        if kind == NL:
            in_directive = False
            if not if_depth and not macro_depth and not depth and (last_token is None or last_token[TEXT] != ","):
                if not last:
                    return i + 1
                found = i + 1
            continue
        if kind == OP and tok[TEXT] == "#" and i + 1 < n and toks[i + 1][KIND] != NL:
            word = toks[i + 1][LOW]
            if word == "macro":
                macro_depth += 1
            elif word in ("endm", "endmacro"):
                macro_depth = max(0, macro_depth - 1)
            elif tok[BOL] and not macro_depth:
                if word in ("if", "ifdef", "ifndef"):
                    if_depth += 1
                elif word == "endif":
                    if_depth = max(0, if_depth - 1)
                in_directive = word in _DIRECTIVE_LINES
            continue
        if macro_depth or in_directive:
            continue
        last_token = tok
        if kind == OP:
            text = tok[TEXT]
            if text == "(" or text == "[":
                depth += 1
            elif (text == ")" or text == "]") and depth:
                depth -= 1
    return found


def lexable_by_lines(source: str, filename: str) -> bool:
    """True when lexing the file line by line cannot meet an error the whole-file lexer would report first: no
    block comments (`/* */`, Pascal's `{ }` and `(* *)`, brace definitions `{#define …}`), no character outside
    printable ASCII (the lexer rejects them outside strings and comments), and every line with a string lexes on its
    own."""
    if "/*" in source or "{" in source or "(*" in source or has_rejected(source):
        return False
    if '"' in source:
        # (whether a line lexes does not depend on where it is: each distinct line with a quote is lexed once, found
        # by C-level maps; an LLVM module repeats its `.section ".note.GNU-stack"` and `.amdgcn_target "…"` lines)
        lines = source.split("\n")
        for line in dict.fromkeys(compress(lines, map(contains, lines, repeat('"')))):
            try:
                tokenize(line, filename, 1)
            except AssemblyError:
                return False
    return True


# what the lexer accepts anywhere: printable ASCII and the blanks \t \n \v \f \r
_PRINTABLE = b"\t\n\v\f\r" + bytes(range(0x20, 0x7F))


def has_rejected(source: str) -> bool:
    """Whether `source` holds a character the lexer rejects outside strings and comments (and more): outside
    printable ASCII but for \\t \\n \\v \\f \\r.  Deleting those from the text's bytes is one C-speed pass (a
    regular expression's class took 28 ms of a 2.2 MB file, this 2.4 ms)."""
    return not source.isascii() or bool(source.encode("ascii").translate(None, _PRINTABLE))


def expand_file(source: str, filename: str, root: Frame, expander, sink) -> None:
    """Expand the top-level file: plain lines straight into `sink`, everything else through the expander in chunks
    that start and end between statements (`root` gives the chunks' frame attributes)."""
    lines = source.split("\n")
    n = len(lines)
    plain = PlainLines(expander.words, expander.active)
    out = sink.out
    notes, macro, macro_loc = root.notes, root.macro, root.macro_loc
    # each distinct line's answer, while the names the expander looks at stay as they were (only a directive at the
    # top level changes them, and it bumps `names_version`: scratch expansions refuse directives)
    known: dict[str, object] = {}
    version = expander.names_version
    statement_text = plain.statement_text
    # each distinct line's answer as a line naming #defines, while no definition changes: (text, column, characters,
    # work) of its statement, what the general path counts for it (budget.py), or None
    defined: dict[str, object] = {}
    definitions = expander.definitions
    families = expander.families
    budget = sink.budget
    chain = len(notes)
    append = out.append
    extend = out.extend
    known_get = known.get
    new = tuple.__new__     # (the named tuples without their __new__'s argument handling: once per line)
    i = 0
    while i < n:
        if not sink.cur and sink.label_at < 0 and not sink.dropping:
            if expander.names_version != version:
                known.clear()
                version = expander.names_version
            if expander.definitions != definitions:
                defined.clear()
                definitions = expander.definitions
            start, characters = len(out), 0
            window = _FIRST_WINDOW
            while i < n:        # a run of plain lines (nothing in it changes the expander's state)
                # the lines from i on whose answers are statements, `window` lines at a time, by C-level maps; each
                # distinct line judged once (a line after the run's end may be judged early: the answers are
                # cleared when the names change)
                chunk = lines[i:i + window]
                answers = list(map(known_get, chunk))
                if None in answers:
                    for line in compress(chunk, map(is_, answers, repeat(None))):
                        if line not in known:
                            known[line] = statement_text(line)
                    answers = list(map(known_get, chunk))
                run = answers.index(None) if None in answers else len(answers)
                if run:
                    texts = list(map(itemgetter(0), answers[:run]))     # ("" for a line without a statement)
                    characters += sum(map(len, texts))
                    made = list(compress(answers, texts))
                    extend(map(new, repeat(Statement), zip(
                        map(itemgetter(0), made), map(new, repeat(SourceLoc), zip(
                            repeat(filename), compress(count(i + 1), texts), map(itemgetter(1), made))),
                        repeat(notes), repeat(macro), repeat(macro_loc))))
                    i += run
                    if run == len(answers):
                        window = min(2 * window, _MOST_LINES_A_WINDOW)
                        continue
                window = _FIRST_WINDOW
                line = lines[i]     # (its answer is None: it needs the expander, or it names #defines)
                found = defined.get(line, defined)
                if found is defined:
                    found = defined[line] = _defined_cost(plain.define_statement(line, families), chain) \
                        if DEFINES_AS_TEXT else None
                if found is None:
                    break
                # a line naming #defines: counted as the general path counts it (at most what is left)
                _spend_run(budget, out, start, characters, notes)
                start, characters = len(out), 0
                text, column, spent_characters, work, invocations = found
                if not budget.fits(1, spent_characters, work):
                    break           # the general path says where
                loc = new(SourceLoc, (filename, i + 1, column))
                budget.spend(1, spent_characters, work, loc, notes)
                expander.steps += invocations
                append(new(Statement, (text, loc, notes, macro, macro_loc)))
                start = len(out)
                i += 1
                continue
            _spend_run(sink.budget, out, start, characters, notes)
            if i == n:
                break
            # the lines after it that need the expander too go with it (one lexing and expansion for a run of lines
            # naming #defines, not one per line); a line judged plain here may be judged again after the run
            stop = i + 1
            while stop < n and stop - i < _MOST_LINES_A_CHUNK:
                found = known.get(lines[stop], known)
                if found is known:
                    found = known[lines[stop]] = statement_text(lines[stop])
                if found is not None:
                    break
                stop += 1
            i = _expand_chunk(lines, i, filename, root, expander, sink, stop)
        else:
            i = _expand_chunk(lines, i, filename, root, expander, sink, i + 1)


def _spend_run(budget, out: list, start: int, characters: int, notes) -> None:
    """Count the statements `out[start:]` (`characters` long in all, one unit of work each) in `budget`: at once
    when they fit, else one by one, so the error is at the first that does not (and the list ends before it)."""
    count = len(out) - start
    if not count:
        return
    if budget.fits(count, characters, count):
        budget.spend(count, characters, count, out[-1].loc, notes)
        return
    for index in range(start, len(out)):
        try:
            budget.spend(1, len(out[index].text), 1, out[index].loc, notes)
        except AssemblyError:
            del out[index:]
            raise


_MOST_LINES_A_CHUNK = 256
_FIRST_WINDOW = 16              # the lines a run of plain lines looks at first, doubled while all are plain
_MOST_LINES_A_WINDOW = 2048


def _defined_cost(made, chain: int):
    """`made` (PlainLines.define_statement's answer) as (text, column, characters, work, invocations): what the
    general path counts for it, `chain` deep (budget.py): each name an invocation (Budget.step) substituting its
    body (Budget.text), then the statement cut from tokens (Budget.statement)."""
    if made is None:
        return None
    text, column, used = made
    characters = len(text)
    work = TEXT_WORK + chain + 1
    for macro in used:
        characters += macro.own_size
        work += TEXT_WORK + chain + 1 + macro.own_size // CHARACTERS_PER_WORK
    return text, column, characters, work, len(used)


def _expand_chunk(lines: list[str], start: int, filename: str, root: Frame, expander, sink, stop: int) -> int:
    """Lex lines `start` up to `stop` (further if the general path is not between statements at any line end in
    them), expand up to the last line end between statements; returns the next line."""
    n = len(lines)
    while True:
        text = "\n".join(lines[start:stop]) + ("\n" if stop < n else "")
        if start:
            # lexed after the newline that ends the line before, as in the whole file (a line's first token counts
            # as preceded by a blank), which is then dropped
            toks = tokenize("\n" + text, filename, start)[1:]
        else:
            toks = tokenize(text, filename, 1)
        end = chunk_end(toks, last=True) if stop < n else len(toks)
        if end >= 0:
            break
        stop = min(n, start + 2 * (stop - start))
    used = toks[:end]
    following = used[-1][LINE] if stop < n else n   # the cut is after an NL token: its line number is the next index
    frame = Frame(used, root.notes, root.macro, root.macro_loc, root.depth, root.painted, len(expander.cond),
                  "file", root.includes)
    expander.run([frame], sink, False)
    return following
