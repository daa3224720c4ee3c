"""Lowering a kernel that is plain LLVM assembly: labels and instructions only (see masm/preprocess/plain_source.py).

The general lowering classifies every statement, dispatches it and copies it through three lists; for a file of
labels and instructions that only does what this module does directly: labels are collected first (a branch may
name a later one), each instruction keeps its operands when `OperandRewriter.is_plain` says they stay as written or
gets them rewritten, and the linter's label warnings come from the same `Lowerer` code.  Anything else — a keyword, a
directive, data, an `@label`, a label defined twice, an operand that does not rewrite — returns None, and the caller
lowers the kernel the general way (which reports what is wrong).
"""
from __future__ import annotations

from ..diagnostics import AssemblyError, SourceLoc
from ..source import Statement
from .lowering import Lowerer, _SYMBOL
from .endings import end_warnings
from .model import LoweredKernel, PlainLine
from .hetpas_options import hetpas_forms, mentions_options
from .operand_widths import adapt_widths, may_adapt
from .operands import at_offset
from .statement_kinds import LABEL, classify

_NOWHERE = SourceLoc("<operands>", 1, 1)   # where rewrite would report an error: none is kept (the caller goes on)


def lower_plain(kernel, arch: str, plain, filename: str) -> LoweredKernel | None:
    """The lowered kernel of `plain` (a `masm.preprocess.plain_source.PlainSource`: labels and instructions written
    in `filename`, as preprocess would have made them), or None when the general lowering must decide."""
    lowerer = Lowerer(kernel, arch)          # kernel.statements is empty: nothing is classified twice
    labels, defs = lowerer.labels, lowerer.label_defs
    statements = plain.statements
    for text, line, column in statements:
        if text[-1] == ":":
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
    ranged = {m for m in mnemonics_of.values() if may_adapt(arch, m)}
    if ranged:   # a single register where a range is taken: the general lowering widens it (operand_widths.py)
        for text, _, _ in statements:
            word, _, rest = text.partition(" ")
            mnemonic = mnemonics_of.get(word)
            if mnemonic in ranged and rest and adapt_widths(arch, mnemonic, rest) != rest:
                return None
    for text, _, _ in statements:   # HetPas's `ofsByte`, `vop3`, modifier order: the general lowering rewrites them
        word, _, rest = text.partition(" ")
        if rest and mentions_options(rest) and hetpas_forms(arch, mnemonics_of.get(word) or word, rest)[1] != rest:
            return None
    rewriter = lowerer.rewriter
    rewritten: list[str] = []
    # operands with no parenthesis stay as written when each of them does (looked at once for the whole file);
    # those with one are rewritten once per distinct text
    checked = (all(word == mnemonic for word, mnemonic in mnemonics_of.items())
               and rewriter.are_plain({piece for piece in plain.pieces if "(" not in piece and ")" not in piece}))
    if checked and _stay_as_written({rest for rest in plain.operands if "(" in rest or ")" in rest}, rewriter,
                                    rewritten):
        # (tuple.__new__: the named tuples without the call of their __new__, for 60,000-line files)
        new = tuple.__new__
        out = [new(PlainLine, (text, new(SourceLoc, (filename, line, column)), (), None, None, ()))
               for text, line, column in statements]
    else:
        out = _lower_lines(statements, filename, mnemonics_of, rewriter, rewritten, checked)
        if out is None:
            return None
    lowerer.names.finish()
    lowerer.referenced = set(_SYMBOL.findall("\n".join([*rewritten, *mnemonics_of.values(), *rewriter.used_plain])))
    lowerer.register_warnings += end_warnings(out, arch, kernel)
    return LoweredKernel(out, None, None, [], lowerer._warnings(out))


def _stay_as_written(operands: set[str], rewriter, rewritten: list[str]) -> bool:
    """Whether each of `operands` rewrites to itself (those are added to `rewritten`)."""
    for rest in operands:
        try:
            if rewriter.rewrite(rest, _NOWHERE, ()) != rest:
                return False
        except AssemblyError:
            return False
    rewritten.extend(operands)
    return True


def _lower_lines(statements, filename: str, mnemonics_of: dict, rewriter, rewritten: list[str],
                 checked: bool) -> list | None:
    """Each statement as a PlainLine, operands that do not stay as written rewritten (and added to `rewritten`), or
    None when some operand does not rewrite.  `checked`: the mnemonics are written in lower case and operands with no
    parenthesis are known to stay as written."""
    is_plain = rewriter.is_plain
    out: list[PlainLine] = []
    append = out.append
    for text, line, column in statements:
        loc = SourceLoc(filename, line, column)
        if text[-1] == ":" or checked and "(" not in text and ")" not in text:
            append(PlainLine(text, loc))
            continue
        word, _, rest = text.partition(" ")
        mnemonic = mnemonics_of[word]
        if rest and is_plain(rest):
            append(PlainLine(text if mnemonic == word else f"{mnemonic} {rest}", loc))
            continue
        try:
            operands = rewriter.rewrite(rest, at_offset(loc, text, len(word) + 1), ()) if rest else ""
        except AssemblyError:
            return None
        lowered = f"{mnemonic} {operands}".rstrip()
        rewritten.append(lowered)
        append(PlainLine(lowered, loc))
    return out
