"""Lowering a kernel that is plain LLVM assembly: labels and instructions only (see masm/preprocess/plain_source.py).

The general lowering classifies every statement, dispatches it and copies it through three lists; for a file of
labels and instructions that only does what this module does directly: labels are collected first (a branch may
name a later one), each instruction keeps its operands when `OperandRewriter.is_plain` says they stay as written
(separated by ", " as the rewriting separates them: `v1,v2` becomes `v1, v2`) or gets them rewritten, and the
linter's label warnings come from the same `Lowerer` code.  Anything else — a keyword, a directive, data, an
`@label`, a label defined twice, an operand that does not rewrite — returns None, and the caller
lowers the kernel the general way (which reports what is wrong).
"""
from __future__ import annotations

from itertools import compress, count, repeat
from operator import contains, itemgetter, ne

from ..diagnostics import AssemblyError, SourceLoc
from ..preprocess.plain_source import operand_pieces
from ..regex_cache import regex
from ..source import Statement
from .lowering import _DIGITS_TO_ZERO, _SYMBOL, Lowerer
from .endings import end_warnings
from .model import LoweredKernel, PlainLine
from .hetpas_options import hetpas_forms, mentioning_options, mentions_options
from .operand_widths import adapt_widths, has_reversed_range, may_adapt
from .operands import at_offset, split_with_offsets
from .statement_kinds import LABEL, classify

# a comma outside brackets with no blank after it, or one before it (`quad_perm:[0,1,2,3]` has none)
_BARE_COMMA = regex(r"(?: ,|,(?! ))(?![^\[\]\n]*\])")
_NOWHERE = SourceLoc("<operands>", 1, 1)   # where rewrite would report an error: none is kept (the caller goes on)


def _has_bare_comma(text: str) -> bool:
    """Whether `_BARE_COMMA` finds a comma in `text`; the regular expression runs only when some comma has no
    blank after it or one before it (two counts of C speed: a 60,000-line file's operands in 3 ms, not 26)."""
    if " ," not in text and text.count(",") == text.count(", "):
        return False
    return _BARE_COMMA.search(text) is not None


def lower_plain(kernel, arch: str, plain, filename: str) -> LoweredKernel | None:
    """The lowered kernel of `plain` (a `masm.preprocess.plain_source.PlainSource`: labels and instructions written
    in `filename`, as preprocess would have made them), or None when the general lowering must decide."""
    lowerer = Lowerer(kernel, arch)          # kernel.statements is empty: nothing is classified twice
    labels, defs = lowerer.labels, lowerer.label_defs
    every = plain.statements
    constants = _constant_lines(plain, lowerer, filename)
    if constants is None:
        return None
    if constants:
        head, plain = constants
    if _has_bare_comma("\n".join(plain.operands)):
        plain = _separated_source(plain)
    statements = plain.statements
    for at in plain.label_at:
        text, line, column = every[at]
        kind, name, _, _ = classify(text)
        key = name.lower() if kind == LABEL else ""
        if kind != LABEL or name.startswith("@") or key in defs:
            return None
        defs[key] = Statement(text, SourceLoc(filename, line, column))
        labels[key] = name
    # first word -> its mnemonic (lower case), None: not an instruction
    mnemonics_of = {word: word.lower() if classify(word)[0] == "instruction" else None for word in plain.heads}
    if None in mnemonics_of.values():
        return None
    # Two rewrites of the general lowering: a single register where a range is taken (operand_widths.py: depends on
    # where registers stand, not on their numbers, so each distinct instruction with its digits masked is asked
    # once), and HetPas's `ofsByte`, `vop3`, modifier order (hetpas_options.py: each distinct instruction that
    # mentions one).  If either would rewrite an instruction, the general lowering runs.
    ranged = {m for m in mnemonics_of.values() if may_adapt(arch, m)}
    words, rests = plain.operand_heads, plain.operands     # (each statement with operands: its first word, the rest)
    # (a range or an option is within one operand: the distinct operands are looked at, not every line)
    distinct = "\n".join(plain.pieces)
    if ranged and has_reversed_range(distinct):
        return None     # (`s[32:3]`: read from its first register by the general lowering, with a warning)
    if ranged:      # (each number becomes one 0: widths depend on where registers stand, not on their numbers)
        takes = list(map({word for word, m in mnemonics_of.items() if m in ranged}.__contains__, words))
        words_ranged = list(compress(words, takes))
        masked = "\n".join(compress(rests, takes)).encode().translate(_DIGITS_TO_ZERO).decode().split("\n") \
            if words_ranged else []
        for word, rest in {(word, _zero_runs_as_one(rest)) for word, rest in set(zip(words_ranged, masked))}:
            if adapt_widths(arch, mnemonics_of[word], rest) != rest:
                return None
    if mentions_options(distinct):
        for word, rest in {(words[i], rests[i]) for i in mentioning_options(rests)}:
            if hetpas_forms(arch, mnemonics_of[word], rest)[1] != _separated(rest):
                return None     # (an option rewritten; operands only re-separated by ", " are kept, see below)
    rewriter = lowerer.rewriter
    rewritten: list[str] = []
    # which operands stay as written is asked once per distinct operand (those with no parenthesis, cut at ", ") or
    # per distinct operand list (those with one), not per line: `bad` are the former that do not, `stay` the latter
    # that do (added to `rewritten`); a line whose operands are all known to stay is kept as written
    simple = {piece for piece in plain.pieces if "(" not in piece and ")" not in piece}
    bad = rewriter.not_staying(simple)
    stay = _staying({rest for rest in plain.operands if "(" in rest or ")" in rest}, rewriter, rewritten)
    new = tuple.__new__     # (the named tuples without the call of their __new__, for 60,000-line files)
    if not bad and stay[1]:
        texts = list(map(itemgetter(0), statements))
        capitals = {word: mnemonic for word, mnemonic in mnemonics_of.items() if word != mnemonic}
        if capitals:        # (`V_ADD_U32 v1, v2, v3` is lowered as `v_add_u32 v1, v2, v3`)
            texts = _with_mnemonics(texts, capitals)
        out = list(map(new, repeat(PlainLine), zip(         # (C-level maps: a 60,000-line file's in 11 ms, not 34)
            texts,
            map(new, repeat(SourceLoc), zip(repeat(filename), map(itemgetter(1), statements),
                                            map(itemgetter(2), statements))),
            repeat(()), repeat(None), repeat(None), repeat(()))))
    else:
        out = _lower_lines(statements, filename, mnemonics_of, rewriter, rewritten, bad, stay[0])
        if out is None:
            return None
    directives = []
    # the lines whose first word may start with `.`: the labels and the lines before the first instruction (every
    # other line is an instruction, whose mnemonic does not), by their places in `every`, which are theirs in `out`
    at = plain.label_at
    if constants:
        directives = [ln.text for ln in head if ln.text[-1] != ":"]
        out[:0] = head
        at = sorted(set(at).union(range(len(head))))
    lowerer.directive_lines = [out[i] for i in at]
    lowerer.names.finish()
    lowerer.referenced = set(_SYMBOL.findall("\n".join([*rewritten, *mnemonics_of.values(), *rewriter.used_plain,
                                                         *directives])))
    lowerer.register_warnings += end_warnings(out, arch, kernel)
    return LoweredKernel(out, None, None, [], lowerer._warnings(out), directive_lines=lowerer.directive_lines)


def _zero_runs_as_one(text: str) -> str:
    """`text` (an operand list with each digit a 0) with each run of 0s one 0: what operand_widths.adapt_widths makes
    of it depends on where its registers stand, not on their numbers nor on how many digits those have (so masked,
    the 32,936 operand lists of distinct.s whose mnemonic may take a range are 2,499 distinct ones, 11,021 with each
    digit a 0; each distinct list is masked so, not the whole text: mix.s's 19,034 are 430).  (A number of more than
    80 digits, which adapt_widths does not read as a register's, becomes one it does: then the general lowering
    decides, as for any operand list the check finds changed.)"""
    while "00" in text:
        text = text.replace("00", "0")
    return text


_CONSTANT_DIRECTIVES = frozenset((".set", ".equ", ".equiv"))


def _constant_lines(plain, lowerer, filename: str):
    """The file's `.set` / `.equ` / `.equiv` lines, when they all come before the first instruction (each instruction
    then sees every constant, as in the general lowering, which goes in order): () when there are none; else (the
    lines before the first instruction, `plain` from that instruction on), with the constants defined in `lowerer`.
    None when one comes after an instruction, or no instruction follows (the general lowering decides).  Each of
    those lines is lowered by the general lowering's own `Lowerer._statement`."""
    heads = {head for head in plain.heads if head.lower() in _CONSTANT_DIRECTIVES}
    if not heads:
        return ()
    statements = plain.statements
    first = next((k for k, (text, _, _) in enumerate(statements)
                  if text[-1] != ":" and text.partition(" ")[0] not in heads), len(statements))
    if first == len(statements) or any(text.partition(" ")[0] in heads for text, _, _ in statements[first:]):
        return None
    new = tuple.__new__
    head = []
    for index, (text, line, column) in enumerate(statements[:first]):
        loc = new(SourceLoc, (filename, line, column))
        if text[-1] != ":":             # (the general lowering's own code emits the line and defines the constant)
            lowerer.stmt = Statement(text, loc)
            try:
                lowerer._statement(index, lowerer.stmt, classify(text), set())
            except AssemblyError:
                return None
            text = lowerer.lines.pop()[0]
        head.append(new(PlainLine, (text, loc, (), None, None, ())))
    lowerer.emitted.clear()
    operands = [(word, rest) for word, rest in zip(plain.operand_heads, plain.operands) if word not in heads]
    rests = [rest for _, rest in operands]
    return head, plain._replace(
        statements=statements[first:], heads=plain.heads - heads, operands=rests,
        operand_heads=[word for word, _ in operands], pieces=operand_pieces(rests))


def _staying(operands: set[str], rewriter, rewritten: list[str]) -> tuple[set[str], bool]:
    """(those of `operands` that rewrite to themselves, which are added to `rewritten`; whether all of them do)."""
    stay = set()
    for rest in operands:
        try:
            if rewriter.rewrite(rest, _NOWHERE, ()) == rest:
                stay.add(rest)
        except AssemblyError:
            pass
    rewritten.extend(stay)
    return stay, len(stay) == len(operands)


def _lower_lines(statements, filename: str, mnemonics_of: dict, rewriter, rewritten: list[str],
                 bad: frozenset, stay: set) -> list | None:
    """Each statement as a PlainLine, operands that do not stay as written rewritten (and added to `rewritten`), or
    None when some operand does not rewrite.  `bad`: the operands with no parenthesis that do not stay as written
    (all others do); `stay`: the operand lists with a parenthesis that do."""
    new = tuple.__new__
    out: list[PlainLine] = []
    append = out.append
    for text, line, column in statements:
        loc = new(SourceLoc, (filename, line, column))
        if text[-1] == ":":
            append(new(PlainLine, (text, loc, (), None, None, ())))
            continue
        word, _, rest = text.partition(" ")
        mnemonic = mnemonics_of[word]
        if not rest or (rest in stay if "(" in rest or ")" in rest else not bad or bad.isdisjoint(rest.split(", "))):
            # (operands that stay as written: the mnemonic in lower case, the operands as they are)
            append(new(PlainLine, (text if mnemonic == word else f"{mnemonic} {rest}" if rest else mnemonic, loc,
                                   (), None, None, ())))
            continue
        try:
            operands = rewriter.rewrite(rest, at_offset(loc, text, len(word) + 1), ())
        except AssemblyError:
            return None
        lowered = f"{mnemonic} {operands}".rstrip()
        rewritten.append(lowered)
        append(PlainLine(lowered, loc))
    return out


def _with_mnemonics(texts: list[str], capitals: dict[str, str]) -> list[str]:
    """`texts` (statements) with each first word that is a key of `capitals` replaced by its value."""
    out = []
    append = out.append
    get = capitals.get
    for text in texts:
        word, blank, rest = text.partition(" ")
        mnemonic = get(word)
        append(text if mnemonic is None else mnemonic + blank + rest)
    return out


def _separated_source(plain):
    """`plain` with the operands of each statement that separates them by a bare comma (`v1,v2`) and holds no
    parenthesis separated by ", ", as the rewriting would separate them; the others (`hwreg(A,0,4)`) are left to
    the rewriting."""
    operands = _separated_lines(plain.operands)
    changed = list(compress(count(), map(ne, operands, plain.operands)))
    statements = plain.statements
    if changed:
        statements = list(statements)
        # (the statements with operands, in order: those whose text has a blank, the one after the first word)
        having = list(compress(count(), map(contains, map(itemgetter(0), statements), repeat(" "))))
        if len(having) != len(operands):    # (a label with a blank in a file the preprocessor made: one by one)
            having = [at for at, (text, _, _) in enumerate(statements) if text[-1] != ":" and text.partition(" ")[2]]
        heads = plain.operand_heads
        for index in changed:
            at = having[index]
            _, line, column = statements[at]
            statements[at] = (f"{heads[index]} {operands[index]}", line, column)
    return plain._replace(statements=statements, operands=operands, pieces=operand_pieces(operands))


def _separated_operands(rest: str) -> str:
    """One statement's operands as `_separated_source` leaves them."""
    if "(" not in rest and ")" not in rest and _BARE_COMMA.search(rest) is not None:
        return _separated(rest)
    return rest


_NO_COMMA_BRACKETS = regex(r"\[[^\[\](),\n]*\]")
_NOT_ODD = bytes(set(range(128)) - set(b"()[]\n"))    # what bytes.translate deletes to leave only those


def _separated_lines(lines: list[str]) -> list[str]:
    """`_separated_operands` of each of `lines` (operand lists), most at once: between blanks that are single spaces,
    with no blank at either end of a line, cutting at each comma and stripping the pieces is taking out the blank
    before and after each comma and putting one after it (three replacements over the joined text); the lines that
    hold a parenthesis or a bracket once the brackets without commas are taken out (`v[4:5]`) are done one by one.
    (A 60,000-line hand-written file's operands in a few ms instead of ~0.1 s line by line.)"""
    whole = "\n".join(lines)
    if "  " in whole or "\n " in whole or " \n" in whole or whole[:1] == " " or whole[-1:] == " " or any(
            blank in whole for blank in "\t\f\v\r") or whole.count("\n") != len(lines) - 1:
        return list(map(_separated_operands, lines))
    out = whole.replace(" ,", ",").replace(", ", ",").replace(",", ", ").split("\n")
    if "(" in whole or ")" in whole or "[" in whole or "]" in whole:
        left = _NO_COMMA_BRACKETS.sub("", whole) if "[" in whole else whole      # (the same lines)
        for index in compress(count(), left.encode().translate(None, _NOT_ODD).split(b"\n")):
            out[index] = _separated_operands(lines[index])
    return out


def _separated(operands: str) -> str:
    """`operands` separated by ", " as the rewriting separates them (each operand between top-level commas,
    stripped): `v1,v2 ,v3` -> `v1, v2, v3`."""
    return ", ".join([piece.strip() for piece, _ in split_with_offsets(operands)])
