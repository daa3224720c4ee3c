"""The build pipeline: preprocess → split_kernels → statements.lower → encode → layout → code object + report.

`build_program` returns a `masm.program.Program`; `expand_source` returns the expanded plain assembly (what llvm-mc
accepts), kernel declarations as comments.
"""
from __future__ import annotations

import gc
import itertools
import re
from contextlib import contextmanager
from dataclasses import replace
from operator import attrgetter, eq
from typing import Mapping, Sequence

from .columns import SourceColumns
from .dataclass_cache import dataclass
from .diagnostics import AssemblyError, Diagnostic, DiagnosticSink, SourceLoc, collapse_repeats
from .layout import DATA_SIZES, LayoutLine, data_line, label_name, layout_kernel
from .program import Kernel, ListingLine, Program
from .foreign_input import not_assembly
from .module.directives import MODULE_DIRECTIVES, assignment, is_debug_directive, split_operands, unsupported
from .module.gpr_symbols import NEXT_FREE_SGPR, NEXT_FREE_VGPR
from .preprocess.budget import MAX_ERRORS
from .preprocess.expr import try_evaluate
from .regex_cache import regex

KERNEL_ALIGN = 256  # a kernel's first instruction must be 256-byte aligned (kernel_code_entry_byte_offset)

DATA_WORDS = frozenset(w for w in DATA_SIZES if not w.startswith("."))


# (a processor name: gfx90a, or a generic one of code object v6, gfx9-generic, gfx9-4-generic)
_TARGET_LINE = regex(r'^[ \t]*\.amdgcn_target[ \t]+"amdgcn-amd-amdhsa--(gfx[0-9a-z]+(?:-[0-9a-z]+)*)',
                     re.MULTILINE | re.I)


def file_arch(source: str) -> str | None:
    """The processor a file's `.amdgcn_target` names (the first one), or None."""
    m = _TARGET_LINE.search(source)
    return m.group(1).lower() if m else None


def _check_arch(arch: str, filename: str, source: str = "") -> None:
    """An AssemblyError when masm has no target `arch`: at the file's `.amdgcn_target` when that names it, else at
    the file's start."""
    from .targets import ARCHES
    if arch in ARCHES:
        return
    known = ", ".join(ARCHES)
    m = _TARGET_LINE.search(source) if ".amdgcn_target" in source else None
    if m is None or m.group(1).lower() != arch:
        raise AssemblyError.at(SourceLoc(filename, 1, 1), f"unknown architecture '{arch}' (known: {known})")
    line = source.count("\n", 0, m.start(1)) + 1
    column = m.start(1) - source.rfind("\n", 0, m.start(1))
    if arch.endswith("-generic"):
        what = (f"the generic target '{arch}' (code object v6) is not supported: build for one processor (known: "
                f"{known})")
    elif re.fullmatch(r"gfx1\d{3}", arch):
        what = f"'{arch}' is RDNA (gfx10 and later), not a masm target: masm assembles GCN and CDNA (known: {known})"
    else:
        what = f"unknown architecture '{arch}' (known: {known})"
    raise AssemblyError.at(SourceLoc(filename, line, column), what)


def front_end(source: str, arch: str, *, filename: str, include_dirs: Sequence[str] = (),
              defines: Mapping[str, str] | None = None, warnings: list | None = None):
    """preprocess → split_kernels → lower: [(KernelSource, LoweredKernel)] (AssemblyError with every problem).
    `defines`: NAME -> VALUE, as `#define NAME VALUE` before the first line (`masm build -D`); `warnings`, a list
    that receives the front end's warnings (the build's, less those of encoding and the static checks)."""
    sink = DiagnosticSink()
    front = collect_front_end(source, arch, filename=filename, include_dirs=include_dirs, defines=defines, sink=sink)
    if sink.errors:
        raise AssemblyError(finish_diagnostics(sink.items, SourceColumns(filename, source)))
    if warnings is not None:
        found = list(sink.items)
        for k in front.kernels:
            found.extend(k.lowered.warnings)
        warnings.extend(finish_diagnostics(found, SourceColumns(filename, source)))
    return [(k.source, k.lowered) for k in front.kernels]


@dataclass
class FrontKernel:
    """A kernel as the front end leaves it: its source and its lowered lines."""
    source: object            # masm.kernels.KernelSource
    lowered: object           # masm.statements.LoweredKernel (the lines of every statement that lowered)
    failed: bool = False      # lowering this kernel reported an error


@dataclass
class FrontEnd:
    """The front end's result: every kernel read, and whether reading failed."""
    kernels: list[FrontKernel]
    failed: bool = False      # preprocessing or reading the kernels reported an error (statements may be missing)


def collect_front_end(source: str, arch: str, *, filename: str, sink: DiagnosticSink, include_dirs: Sequence[str] = (),
                      defines: Mapping[str, str] | None = None) -> FrontEnd:
    """preprocess → split_kernels → lower, going on after errors (into `sink`) as far as each stage can: a statement
    with an error is reported once, and what it leaves missing is not reported again (masm/statements/recovery.py).
    An error reading cannot go on after (an #if never closed, a budget) ends the run with the errors so far."""
    from .kernels import split_kernels
    from .preprocess import Statements, preprocess
    from .preprocess.plain_source import plain_statements
    from .source import Statement
    from .statements import lower
    from .statements.recovery import statement_key
    _check_arch(arch, filename, source)
    plain = None if defines else plain_statements(source, arch)
    if plain is not None:
        fast = _plain_front_end(plain, arch, filename)
        if fast is not None:
            return FrontEnd([FrontKernel(k, lowered) for k, lowered in fast])
    errors: list[Diagnostic] = []
    dropped: list = []
    if plain is not None:       # preprocessing would only split the lines: the general lowering goes on from them
        statements = Statements(Statement(text, SourceLoc(filename, line, column))
                                for text, line, column in plain.statements)
    else:
        try:
            statements = preprocess(source, filename=filename, arch=arch, include_dirs=include_dirs,
                                    defines=defines, errors=errors, dropped=dropped)
        except AssemblyError as e:
            sink.extend(e)
            return FrontEnd([], True)
    if plain is None and not errors and not dropped and not statements.warnings:
        # a file the preprocessor made plain statements of (lines naming #defines): the lowering's shortcut
        from .preprocess.plain_source import statements_source
        made = statements_source(statements, filename)
        fast = None if made is None else _plain_front_end(made, arch, filename)
        if fast is not None:
            return FrontEnd([FrontKernel(k, lowered) for k, lowered in fast])
    sink.items.extend(errors)
    sink.items.extend(statements.warnings)   # definitions that shadow a built-in
    poisoned = {statement_key(st) for st in dropped}
    reported = {(st.loc.file, st.loc.line, st.notes) for st in dropped}
    split = DiagnosticSink()
    kernels = split_kernels(statements, filename=filename, arch=arch, sink=split)
    sink.items.extend(d for d in split.items if (d.loc.file, d.loc.line, d.notes) not in reported)
    front = FrontEnd([], bool(errors) or bool(split.errors))
    for k in kernels:
        own = DiagnosticSink()
        lowered = lower(k, arch, own, poisoned)
        sink.items.extend(own.items)
        front.kernels.append(FrontKernel(k, lowered, bool(own.errors)))
    return front


def finish_diagnostics(diagnostics, columns: "SourceColumns") -> list[Diagnostic]:
    """Errors first, then the rest, each once and in source order (the main file's first); every column within its
    line, a repeated chain of notes shown once."""
    seen = set()
    out = []
    fit = columns.fit
    lines_of: dict = {}                 # file -> its lines (`columns.lines`), asked once a file, not once a warning
    for d in _in_order(diagnostics, columns.filename):
        key = (d.severity, d.message, d.loc, d.notes)
        if key not in seen:
            seen.add(key)
            # a diagnostic without notes whose column is within its line is as `fit` gives it (most: each static
            # check warning; asked here, without fit's two calls, of tens of thousands of them)
            if not d.notes:
                file, line, column = d.loc
                if column >= 1:
                    lines = lines_of.get(file, lines_of)
                    if lines is lines_of:
                        lines = lines_of[file] = columns.lines(file)
                    # (`columns.line`'s text: the line without a CRLF's '\r')
                    if lines is None or not 1 <= line <= len(lines) or column <= len(lines[line - 1].rstrip("\r")) + 1:
                        out.append(d)
                        continue
            out.append(fit(_collapsed(d)))
    return out


_SEVERITY, _LOC, _FILE = attrgetter("severity"), attrgetter("loc"), attrgetter("loc.file")


def _in_order(diagnostics, main: str) -> list:
    """`diagnostics` sorted by (not an error, not in file `main`, location), stably.  When none is an error and all
    are in `main` (a build's static-check warnings), the first two are the same for all: sorted by the location
    alone, its key taken in C (a key made by a lambda cost ~0.3 us a warning)."""
    diagnostics = diagnostics if type(diagnostics) is list else list(diagnostics)     # (read more than once)
    if "error" not in map(_SEVERITY, diagnostics) and all(map(eq, map(_FILE, diagnostics), itertools.repeat(main))):
        return sorted(diagnostics, key=_LOC)
    return sorted(diagnostics, key=lambda d: (d.severity != "error", d.loc.file != main, d.loc))


def _collapsed(d: Diagnostic) -> Diagnostic:
    """`d` with a repeated chain of notes (endless recursion) shown once (diagnostics.collapse_repeats)."""
    if len(d.notes) < 3:
        return d            # (too short to repeat: collapse_repeats keeps it)
    notes = collapse_repeats(d.notes)
    return d if len(notes) == len(d.notes) else replace(d, notes=notes)


def _plain_front_end(plain, arch: str, filename: str):
    """front_end's result for a file of plain LLVM assembly (labels and instructions; `plain` its statements from
    masm/preprocess/plain_source.py) by the lowering's shortcut (masm/statements/plain_kernel.py), or None when the
    general lowering must run."""
    from .kernels import ABI_ALIAS_NAMES, plain_kernel
    from .statements.plain_kernel import lower_plain
    if not plain.words.isdisjoint(ABI_ALIAS_NAMES):
        return None
    text, line, column = plain.statements[0]
    kernel = plain_kernel(filename, arch, SourceLoc(filename, line, column))
    lowered = lower_plain(kernel, arch, plain, filename)
    return None if lowered is None else [(kernel, lowered)]


# -------------------------------------------------------------------------------------------------- encoding

@dataclass
class _Counts:
    """The highest registers the encoded lines name and the special registers they use."""
    vgpr_max: int = -1
    sgpr_max: int = -1
    agpr_max: int = -1
    vcc: bool = False
    flat_scratch: bool = False
    xnack_mask: bool = False

    def add(self, regs) -> None:
        self.vgpr_max = max(self.vgpr_max, regs.vgpr_max)
        self.sgpr_max = max(self.sgpr_max, regs.sgpr_max)
        self.agpr_max = max(self.agpr_max, regs.agpr_max)
        self.vcc |= regs.vcc
        self.flat_scratch |= regs.flat_scratch
        self.xnack_mask |= regs.xnack_mask


def _budget_error(line, kind: str, used_max: int, budget: int) -> Diagnostic:
    prefix = {"vgpr": "v", "sgpr": "s"}[kind]
    return Diagnostic("error", f"{prefix}{used_max} is outside the declared budget num{kind}s {budget} "
                      f"(allowed: {prefix}0..{prefix}{budget - 1})", line.loc, tuple(line.notes))


def encode_lines(lowered, arch: str, sink: DiagnosticSink, encode=None,
                 columns: SourceColumns | None = None) -> tuple[list[LayoutLine], _Counts]:
    """One LayoutLine per plain line; register use counted and checked against the declared budgets.
    `encode(text, loc, notes)` defaults to masm.isa.encode for `arch` (lint passes a caching one); `columns` moves
    the columns of errors in rewritten lines to the source as written."""
    from .isa.encoder import encoded_texts, template_encoder
    known = template_encoder(arch) if encode is None else None   # a line a template covers: no location needed
    seen = encoded_texts(arch).get if known else {}.get          # (a line encoded before: no call at all)
    templated = template_encoder(arch, unseen=True) if known else None      # (what `known` does after `seen`)
    encode = encode or _encoder(arch)
    budget_v, budget_s = lowered.budget_vgprs, lowered.budget_sgprs
    budgets = budget_v is not None or budget_s is not None
    uses: set = set()                     # the distinct RegUse values
    constants = _SetConstants()           # `.set NAME, 5` / `NAME = 5`: later instructions see the number
    searched: set = set()                 # unknown mnemonics looked up for a spelling hint (hints.py bounds them)
    failed = 0                            # lines refused (at MAX_ERRORS encoding stops)
    out: list[LayoutLine] = []
    append = out.append
    for line in lowered.lines:
        text = line.text.strip()
        if not text:
            continue
        notes = line.notes if type(line.notes) is tuple else tuple(line.notes)
        substituted = None
        if text[0] == "." or text[-1] == ":":
            enc = None                      # (a directive or a label: no instruction's text, nor its template's)
        elif constants.values:              # lines naming a `.set` constant are encoded with its value
            enc = None
            if known:
                substituted = constants.substitute(text)
                enc = known(constants.folded(substituted))
                if enc is not None:
                    text = substituted
        else:
            enc = seen(text) or templated and templated(text)
        if enc is None:
            try:
                # labels, directives, `dd` data and `name = value` start so; anything else is an instruction
                if text[0] == "." or text[-1] == ":" or text[:2].lower() == "dd" or "=" in text:
                    item = _non_instruction(text, line, notes, sink)
                    if item is not None:
                        append(item)
                        if item.kind == "directive":
                            constants.watch(item.text)
                        continue
                if constants.values:
                    text = substituted if substituted is not None else constants.substitute(text)
                    folded = constants.folded(text)
                    if folded is not text:      # (its numbers' template shape; an error is the text's as written)
                        try:
                            enc = encode(folded, line.loc, notes)
                        except AssemblyError:
                            pass
                if enc is None:
                    enc = encode(text, line.loc, notes)
            except AssemblyError as e:
                sink.items.extend(_explained(e.diagnostics, text, line, lowered, columns, arch, searched))
                failed += 1
                if failed >= MAX_ERRORS:     # (a macro failing in each of its 2^N expansions: as reading stops)
                    sink.items.append(Diagnostic("error", f"too many errors ({failed:,}): encoding stops here",
                                                 line.loc, notes))
                    break
                continue
        regs = enc.regs
        if budgets:
            if budget_v is not None and regs.vgpr_max >= budget_v:
                sink.items.append(_budget_error(line, "vgpr", regs.vgpr_max, budget_v))
            if budget_s is not None and regs.sgpr_max >= budget_s:
                sink.items.append(_budget_error(line, "sgpr", regs.sgpr_max, budget_s))
        uses.add(regs)
        append(LayoutLine("code", text, line.loc, notes, line, enc.data, enc.fixups, "", 1, regs, enc.defn))
    counts = _Counts()
    for regs in uses:
        counts.add(regs)
    return out, counts


def _explained(diagnostics, text: str, line, lowered, columns: SourceColumns | None, arch: str,
               searched: set | None = None) -> list[Diagnostic]:
    """An encoding error of `line` (lowered `text`) with a hint how to fix it (masm/hints.py), pointed at the source
    as written, and explained by the declaration behind it when it is one's fault (masm/statements/explain.py).
    `searched`: the unknown words whose spelling these lines have looked up (hints.with_hints)."""
    from .hints import with_hints
    diagnostics = with_hints(diagnostics, text, arch, searched)
    if columns is None:
        return diagnostics
    diagnostics = columns.remap(diagnostics, text, line.loc)
    declared = getattr(lowered, "declared", None)
    if declared:
        from .statements.explain import explain_alignment
        diagnostics = explain_alignment(diagnostics, columns, declared)
    return diagnostics


def _non_instruction(text: str, line, notes: tuple, sink: DiagnosticSink):
    """A label, directive or data line as a LayoutLine, or None when the line is an instruction after all.
    LLVM module directives (sections, symbols, `.amdhsa_kernel`, metadata; `name = value`) become "directive"
    lines for masm/module/builder.py."""
    word = text.split(None, 1)[0].lower()
    if text.endswith(":") and (name := label_name(text)) is not None:
        return LayoutLine("label", text, line.loc, notes, line, label=name)
    if word in MODULE_DIRECTIVES or word.startswith(".amdhsa_") or unsupported(word) or is_debug_directive(word) or (
            word[0] != "." and assignment(text) is not None):
        return LayoutLine("directive", text, line.loc, notes, line)
    if word[0] == "." or word in DATA_WORDS:
        return data_line(text, line.loc, notes, line) or LayoutLine("directive", text, line.loc, notes, line)
    return None


_REGISTER_COUNTERS = frozenset((NEXT_FREE_VGPR, NEXT_FREE_SGPR))


class _SetConstants:
    """The absolute symbols `.set`/`.equ`/`=` defined so far: llvm-mc encodes an instruction naming one with its
    value (an inline constant when it fits), so they are substituted before encoding.  A name is substituted where it
    is a whole symbol token (a run of word characters, `.`, `$` and `@`), so the cost per line does not grow with
    the number of symbols (a module of many kernels defines thousands)."""

    _TOKENS = regex(r"([\w.$@]+)")     # (split keeps the tokens at the odd places)

    def __init__(self):
        self.values: dict[str, int] = {}
        self._texts: dict[str, str] = {}       # the values as written into a line

    def watch(self, text: str) -> bool:
        pair = assignment(text)
        if pair is None:
            word, _, rest = text.partition(" ")
            if word.lower() not in (".set", ".equ", ".equiv"):
                return False
            parts = split_operands(rest)
            if len(parts) != 2:
                return False
            pair = parts[0], parts[1]
        if pair[0] in _REGISTER_COUNTERS:
            # (llvm-mc's counters grow with each instruction after a `.set` of one: the module builder writes their
            # values where they are read, module/gpr_symbols.py)
            return True
        value = try_evaluate(pair[1], self.values)
        if isinstance(value, int):
            self.values[pair[0]] = value
            self._texts[pair[0]] = str(value)
        else:
            self.values.pop(pair[0], None)
            self._texts.pop(pair[0], None)
        return True

    def substitute(self, text: str) -> str:
        if not self.values:
            return text
        parts = self._TOKENS.split(text)
        tokens = parts[1::2]
        texts = self._texts
        if texts.keys().isdisjoint(tokens):
            return text
        get = texts.get
        parts[1::2] = [get(t, t) for t in tokens]
        return "".join(parts)

    def folded(self, text: str) -> str:
        """`text` (substituted) with its operands of numbers and operators written as their values (`5*4+2` ->
        `22`): the encoder reads the same value from either (operands.parse_int), and the line is then one of its
        numbers' template shapes (masm/isa/templates.py) instead of a full encoding each.  `text` itself when
        there is nothing to fold."""
        return _folded_operands(text) if _OPERATOR.search(text) is not None else text


# an operand (or a modifier's value) of numbers and operators only, once `.set` constants are substituted
# (`K7*4+K2` -> `5*4+2`; _SetConstants.folded)
_OPERATOR = regex(r"[-+*/%<>&|^~]")
_CALL = regex(r"[\w.$@]\s*\(")
# (no `|`: the operand reader takes bars for an absolute value, `~0|~0` is refused as written)
_ARITHMETIC = regex(r"[-+*/%<>&^~() 0-9a-fA-Fx]*[-+*/%<>&^~][-+*/%<>&^~() 0-9a-fA-Fx]*")


def _folded_operands(line: str) -> str:
    """`line` with each of its operands (and modifier values) that are integer arithmetic written as the value
    `parse_int` reads from it; anything else (registers, names, calls, floats) as it is."""
    parse_int = _PARSE_INT[0] if _PARSE_INT else _parse_int()
    head, _, rest = line.partition(" ")
    if _CALL.search(rest) is not None:
        return line             # (`hwreg(1, 2*4, 4)`: its commas are not the operands')
    pieces = rest.split(", ")
    changed = False
    for n, piece in enumerate(pieces):
        if _OPERATOR.search(piece) is None:
            continue
        if _ARITHMETIC.fullmatch(piece) is not None:
            value = _arithmetic_value(piece, parse_int)
            if value is not None:
                pieces[n], changed = value, True
            continue
        words = piece.split(" ")          # a register and modifiers: `v2 offset:5*16`
        for k, word in enumerate(words):
            key, colon, value = word.partition(":")
            if colon and _ARITHMETIC.fullmatch(value) is not None and key.isidentifier():
                folded = _arithmetic_value(value, parse_int)
                if folded is not None:
                    words[k], changed = f"{key}:{folded}", True
        pieces[n] = " ".join(words)
    return f"{head} {', '.join(pieces)}" if changed else line


_PARSE_INT: list = []


def _parse_int():
    """operands.parse_int (imported on the first fold: a file without `.set` constants never needs it here)."""
    from .isa.operands import parse_int
    _PARSE_INT.append(parse_int)
    return parse_int


def _arithmetic_value(text: str, parse_int) -> str | None:
    """The value `parse_int` reads from `text` (balanced parentheses, not a lone number), as decimal text."""
    if text.count("(") != text.count(")") or not text.strip():
        return None
    try:
        value = parse_int(text)
    except Exception:      # noqa: BLE001 - the encoder reports it on the line as written
        return None
    return None if value is None else str(value)


# -------------------------------------------------------------------------------------------------- building

def _encoder(arch: str):
    from .isa import encode

    def run(text, loc, notes):
        return encode(text, arch, loc, notes)
    return run


def label_errors(lines, encode) -> list[Diagnostic]:
    """The branch targets and label expressions of `lines` that name no label, for a kernel with errors elsewhere:
    its addresses are not final (lines that failed are missing), so nothing else layout checks is reported."""
    try:
        layout_kernel(lines, 0, encode=encode, long_branches=False)
    except AssemblyError as e:
        return [d for d in e.diagnostics if d.message.startswith("undefined label")]
    return []


def _pad_to(code: bytearray, alignment: int, nop: bytes) -> None:
    while len(code) % alignment:
        code += nop if len(code) % 4 == 0 else b"\0"


def _long_jump_pair(counts: _Counts, abi_sgprs: int, budget: int | None, max_sgprs: int, loc: SourceLoc):
    """The even SGPR above every SGPR the kernel uses, for the long-jump pair."""
    first = max(counts.sgpr_max + 1, abi_sgprs)
    first += first % 2
    limit = budget if budget is not None else max_sgprs
    if first + 2 > limit:
        what = f"the declared budget numsgprs {budget}" if budget is not None else f"the {max_sgprs} SGPRs"
        raise AssemblyError.at(loc, f"--long-branches needs a free SGPR pair s[{first}:{first + 1}] above every "
                               f"SGPR the kernel uses, which exceeds {what}")
    return first


def _check_abi_budgets(ksrc, lowered, vgprs_needed: int, sgprs_needed: int) -> None:
    """A declared budget must at least hold the registers the dispatcher initialises."""
    for kind, budget, needed in (("vgpr", lowered.budget_vgprs, vgprs_needed),
                                 ("sgpr", lowered.budget_sgprs, sgprs_needed)):
        if budget is not None and budget < needed:
            raise AssemblyError.at(ksrc.loc, f"kernel '{ksrc.name}' declares num{kind}s {budget}, but the dispatcher "
                                   f"initialises {needed} {kind.upper()}s for it (its ABI registers)")


def _build_kernel(ksrc, lowered, arch: str, base: int, long_branches: bool, sink: DiagnosticSink,
                  columns: SourceColumns | None = None, layout: str = "full", tgt=None):
    """Encode, check and place one kernel at `base`: (Kernel, PlacedKernel), or None after recording errors.
    `layout`: "full"; "labels" after an error in this kernel's statements (only label names are checked, see
    `label_errors`); "none" after an error that may have left statements out anywhere."""
    from .codeobject import target
    from .module.masm_kernels import descriptor_for, kernel_fields
    tgt = tgt or target(arch)
    lines, counts = encode_lines(lowered, arch, sink, columns=columns)
    for ln in lines:
        if ln.kind == "directive":
            word = ln.text.split(None, 1)[0]
            if ksrc.implicit:       # a file of plain instructions: no module directive made it an LLVM module
                from .module.directives import refusal
                sink.error(ln.loc, refusal(word), ln.notes)
                continue
            sink.error(ln.loc, f"'{word}' is LLVM assembler syntax for a whole file; inside a masm `kernel` block "
                               f"the kernel's declarations say what it declares (see docs/LANGUAGE.md, Kernels)",
                       ln.notes)
    abi = ksrc.abi
    abi_sgprs = abi.user_sgprs + abi.system_sgprs
    abi_vgprs = 1 if abi.packed_workitem_ids else abi.workitem_id_dims
    try:
        _check_abi_budgets(ksrc, lowered, abi_vgprs, abi_sgprs)
    except AssemblyError as e:
        sink.extend(e)
    if sink.errors or layout != "full":
        if layout != "none":
            sink.items.extend(label_errors(lines, _encoder(arch)))
        return None
    sink.items.extend(static_checks(lines, arch, tgt))
    pair: list[int] = []

    def temp_sgpr() -> int:
        if not pair:
            pair.append(_long_jump_pair(counts, abi_sgprs, lowered.budget_sgprs, tgt.max_sgprs, ksrc.loc))
        return pair[0]

    try:
        placed = layout_kernel(lines, base, encode=_encoder(arch), long_branches=long_branches, temp_sgpr=temp_sgpr)
    except AssemblyError as e:
        sink.extend(e)
        return None
    if placed.long_branches:
        counts.sgpr_max = max(counts.sgpr_max, pair[0] + 1)
    vgprs_used = max(counts.vgpr_max + 1, abi_vgprs)
    sgprs_used = max(counts.sgpr_max + 1, abi_sgprs)
    kernel = Kernel(
        name=ksrc.name, workgroup_size=ksrc.workgroup_size, args=list(ksrc.args),
        vgprs=lowered.budget_vgprs if lowered.budget_vgprs is not None else vgprs_used,
        sgprs=lowered.budget_sgprs if lowered.budget_sgprs is not None else sgprs_used,
        agprs=counts.agpr_max + 1, lds_bytes=ksrc.lds_bytes, code_offset=base, code_size=len(placed.code),
        kernarg_size=ksrc.kernarg_size, kernarg_align=ksrc.kernarg_align, abi=abi, vgprs_used=vgprs_used,
        sgprs_used=sgprs_used, agprs_used=counts.agpr_max + 1,
        extra_sgprs=tgt.extra_sgprs(counts.vcc, counts.flat_scratch, tgt.xnack_reserved),
        labels={k: v - base for k, v in placed.labels.items()})
    fields = kernel_fields(tgt, ksrc, kernel.vgprs, kernel.agprs, kernel.sgprs, counts.vcc, counts.flat_scratch)
    try:
        kernel.descriptor_fields = descriptor_for(tgt, ksrc.name, fields, ksrc.loc, ksrc.fields.locs)
    except AssemblyError as e:
        sink.extend(e)
        return None
    kernel.scratch_bytes = kernel.descriptor_fields.value("private_segment_fixed_size")
    kernel.dynamic_lds = ksrc.fields.dynamic_lds
    return kernel, placed




def _target_of(front, arch: str):
    """(Target with the file's xnack/sramecc settings, code object version) from `.amdgcn_target` and
    `.amdhsa_code_object_version` lines (in a file of masm kernels: outside the kernel blocks); AssemblyError when
    they contradict `arch` or each other."""
    file_lines = front[0][0].file_lines if front else ()
    return target_of_lines(itertools.chain(file_lines, *[_directive_lines(lowered) for _, lowered in front]), arch)


def _directive_lines(lowered) -> list:
    """The lines of a lowered kernel whose first word may start with `.` (all of them unless the lowering knows:
    LoweredKernel.directive_lines): what `.amdgcn_target`, `.amdhsa_code_object_version` and the module directives
    are looked for in."""
    return lowered.lines if lowered.directive_lines is None else lowered.directive_lines


def target_of_lines(lines, arch: str):
    """`_target_of` for any lines with .text, .loc and .notes (lowered or encoded)."""
    from .codeobject.target import ELF_ABI_VERSION, parse_target_id, target
    from .module.directives import unquote
    from .preprocess.expr import evaluate
    tgt = target(arch)
    version = None
    seen = None
    for line in [line for line in lines if ".amd" in line.text]:   # (both directives start so; few lines hold it)
        text = line.text.strip()
        if not text.startswith(".amdgcn_target") and not text.startswith(".amdhsa_code_object_version"):
            continue
        word, _, rest = text.partition(" ")
        if word == ".amdgcn_target":
            name = unquote(rest, line.loc, ".amdgcn_target")
            parsed = parse_target_id(name)
            if parsed is None:
                raise AssemblyError.at(line.loc, f"invalid target id '{name}' (expected "
                                       f"amdgcn-amd-amdhsa--{arch}[:sramecc+|-][:xnack+|-])", line.notes)
            if "+" in parsed[0] or parsed[0].endswith("-"):      # code object v3's `gfx900+xnack`
                base, *flags = re.split(r"(?=[+-])", parsed[0])
                new = ":".join([base] + [f[1:] + f[0] for f in flags])
                raise AssemblyError.at(line.loc, f"'{parsed[0]}' is the target id syntax of code object v3, which "
                                       f"llvm-mc 14 and masm do not take: write amdgcn-amd-amdhsa--{new}", line.notes)
            if parsed[0] != arch:
                raise AssemblyError.at(line.loc, f"the file is for {parsed[0]} (.amdgcn_target) but is built "
                                       f"for {arch}: build it with --arch {parsed[0]}", line.notes)
            for feature, setting in parsed[1].items():
                if not getattr(tgt, feature):
                    raise AssemblyError.at(line.loc, f"{arch} has no {feature} setting ('{name}')", line.notes)
            if seen is not None and seen != name:
                raise AssemblyError.at(line.loc, f"a second, different .amdgcn_target '{name}'", line.notes)
            seen = name
            tgt = tgt.with_features(**parsed[1])
        elif word == ".amdhsa_code_object_version":
            value = evaluate(rest, line.loc, notes=line.notes)
            if value not in ELF_ABI_VERSION:
                raise AssemblyError.at(line.loc, f"code object version {value} is not supported (masm writes "
                                       f"versions {', '.join(map(str, ELF_ABI_VERSION))})", line.notes)
            if version is not None and version != value:
                raise AssemblyError.at(line.loc, "a second, different .amdhsa_code_object_version", line.notes)
            version = value
    return tgt, version or tgt.code_object_version


@contextmanager
def _cycle_collector_paused():
    """Python's cycle collector stays off while a build runs: a big source makes hundreds of thousands of small
    objects that all live to the end of the build, and each collection would only walk them again (15-20% of the
    build time).  Cycles made meanwhile are collected once it is back on."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def build_program(source: str, arch: str, *, filename: str = "<input>", long_branches: bool = False,
                  include_dirs: Sequence[str] = (), defines: Mapping[str, str] | None = None) -> Program:
    with _cycle_collector_paused():
        return _build_program(source, arch, filename, long_branches, include_dirs, defines)


def _build_program(source: str, arch: str, filename: str, long_branches: bool, include_dirs: Sequence[str],
                   defines: Mapping[str, str] | None = None) -> Program:
    from .codeobject.linker import link
    from .module.masm_kernels import object_for_kernels
    from .report import report_maker
    refused = not_assembly(source)
    if refused is not None:
        raise AssemblyError.at(SourceLoc(filename, refused[0], 1), refused[1])
    sink = DiagnosticSink()
    front = collect_front_end(source, arch, filename=filename, include_dirs=include_dirs, defines=defines, sink=sink)
    columns = SourceColumns(filename, source)
    pairs = [(fk.source, fk.lowered) for fk in front.kernels]
    try:
        tgt, version = _target_of(pairs, arch)
    except AssemblyError as e:
        sink.extend(e)
        raise AssemblyError(finish_diagnostics(sink.items, columns)) from None
    if _is_module(pairs):
        if sink.errors:
            raise AssemblyError(finish_diagnostics(sink.items, columns))
        return _build_module(pairs[0], arch, tgt, version, filename, long_branches, source)
    nop = bytes(_encoder(arch)("s_nop 0", SourceLoc(filename, 1, 1), ()).data)
    code = bytearray()
    kernels: list[Kernel] = []
    placed_all = []
    warnings: list[Diagnostic] = []
    for fk in front.kernels:
        ksrc, lowered = fk.source, fk.lowered
        _pad_to(code, KERNEL_ALIGN, nop)
        own = DiagnosticSink()  # each kernel reports all its own problems, whatever the others had
        built = _build_kernel(ksrc, lowered, arch, len(code), long_branches, own, columns,
                              "none" if front.failed else "labels" if fk.failed else "full", tgt=tgt)
        warnings.extend(lowered.warnings)
        sink.items.extend(lowered.in_user_terms(own.items))
        if built is None:
            continue
        kernel, placed = built
        code += placed.code
        kernels.append(kernel)
        placed_all.append((ksrc, lowered, placed))
    if sink.errors:
        raise AssemblyError(finish_diagnostics(sink.items, columns))
    warnings = finish_diagnostics(warnings + sink.items, columns)
    warnings = silenced_warnings(warnings, filename, source)
    linked = link(object_for_kernels(tgt, version, bytes(code), kernels))
    text = linked.sections[".text"]
    for k in kernels:
        k.descriptor_address = linked.symbol_addresses[k.name + ".kd"]
        k.entry_address = text.address + k.code_offset
        k.descriptor_fields.entry_offset = k.entry_address - k.descriptor_address
        k.descriptor = k.descriptor_fields.to_bytes()
    program = Program(arch=arch, code=bytes(code), code_object=linked.data, kernels=kernels,
                      text_address=text.address, text_file_offset=text.offset, warnings=warnings,
                      make_listing=lambda: [ListingLine(ln.address, ln.data, ln.text, ln.loc, ln.notes, ksrc.name,
                                                        ln.relaxed_text)
                                            for ksrc, _, placed in placed_all for ln in placed.lines],
                      make_asm=lambda: program_asm(arch, filename, placed_all))
    program.make_report = report_maker(program, placed_all, filename)
    return program


def refused_directives(lines) -> list[Diagnostic]:
    """An error for each line holding a directive masm refuses with a reason (module/directives.UNSUPPORTED)."""
    from .module.directives import unsupported
    out = []
    for ln in lines:
        text = ln.text.lstrip()
        if text.startswith("."):
            reason = unsupported(text.split(None, 1)[0].lower())
            if reason is not None:
                out.append(Diagnostic("error", reason, ln.loc, tuple(ln.notes)))
    return out


def check_module(lines, arch: str, encode) -> list[Diagnostic]:
    """The errors building and linking the encoded lines of a file of LLVM directives gives (raised), and the
    builder's warnings (for lint)."""
    from .codeobject.linker import link
    from .module.builder import ModuleBuilder
    tgt, version = target_of_lines(lines, arch)
    builder = ModuleBuilder(tgt, version, encode)
    for ln in lines:
        builder.add(ln)
    builder.sink.raise_if_errors()
    built = builder.finish()
    if builder.obj.kernels:
        link(built.obj)
    return built.warnings


def _build_module(front_item, arch: str, tgt, version: int, filename: str, long_branches: bool,
                  source: str = "") -> Program:
    """A file without masm `kernel` blocks: LLVM-syntax directives, or plain instructions (one implicit kernel)."""
    from .codeobject.amdhsa import KernelDescriptor  # noqa: F401  (documentation of what implicit_kernel makes)
    from .module.build import add_default_kernel, build_module_program
    from .module.masm_kernels import descriptor_for, kernel_fields, masm_metadata
    ksrc, lowered = front_item
    sink = DiagnosticSink()
    lines, counts = encode_lines(lowered, arch, sink)
    if sink.errors:         # a refused directive (GNU `.macro`, `.if`) explains the errors it causes: said first
        sink.items.extend(refused_directives(lowered.lines))
        raise AssemblyError(finish_diagnostics(sink.items, SourceColumns(filename, source)))
    checked = static_checks(lines, arch, tgt)

    def implicit_kernel(builder, counts=counts):
        abi = ksrc.abi
        abi_sgprs = abi.user_sgprs + abi.system_sgprs
        abi_vgprs = 1 if abi.packed_workitem_ids else abi.workitem_id_dims
        vgprs, sgprs = max(counts.vgpr_max + 1, abi_vgprs), max(counts.sgpr_max + 1, abi_sgprs)
        fields = kernel_fields(tgt, ksrc, vgprs, counts.agpr_max + 1, sgprs, counts.vcc, counts.flat_scratch)
        descriptor = descriptor_for(tgt, ksrc.name, fields, ksrc.loc, ksrc.fields.locs)
        record = Kernel(name=ksrc.name, workgroup_size=ksrc.workgroup_size, args=list(ksrc.args), vgprs=vgprs,
                        sgprs=sgprs, agprs=counts.agpr_max + 1, lds_bytes=ksrc.lds_bytes, code_offset=0,
                        code_size=0, kernarg_size=ksrc.kernarg_size, kernarg_align=ksrc.kernarg_align, abi=abi,
                        vgprs_used=vgprs, sgprs_used=sgprs, agprs_used=counts.agpr_max + 1,
                        extra_sgprs=descriptor.extra_sgprs)
        record.descriptor_fields = descriptor
        note, doc = masm_metadata(tgt, [record], version)
        add_default_kernel(builder, ksrc.name, descriptor, ksrc.loc, note, doc)

    program = build_module_program(ksrc, lowered, lines, counts, arch, tgt, version, filename, _encoder(arch),
                                   long_branches, implicit_kernel, lambda: module_asm(arch, filename, lowered))
    program.warnings = silenced_warnings(list(program.warnings) + checked, filename, source)
    return program


def static_checks(lines, arch: str, tgt=None) -> list[Diagnostic]:
    """Missing waits and hazards of one kernel's encoded lines (masm/checks), as warnings; `tgt`, the target with
    the file's xnack setting (else read from the lines' `.amdgcn_target`)."""
    from .checks import check_lines
    return check_lines(lines, arch, tgt=tgt)


def silenced_warnings(warnings: list[Diagnostic], filename: str, source: str) -> list[Diagnostic]:
    """The warnings a `masm: ignore CODE` comment does not silence (masm/checks)."""
    if not any(d.code for d in warnings):
        return warnings
    from .checks import file_reader, silenced
    return silenced(warnings, file_reader(filename, source))


# -------------------------------------------------------------------------------------------------- expand

def _origin_comment(line) -> str:
    if line.macro:
        where = line.macro_loc
        at = f" at {where.file}:{where.line}" if where else ""
        return f"; from macro {line.macro}{at}"
    return f"; {line.loc.file}:{line.loc.line}"


def _asm_kernel(ksrc, items) -> list[str]:
    """Plain assembly of one kernel: declarations and ABI registers as comments, labels flush left, and a comment
    wherever the lines start coming from elsewhere (another macro invocation or back in the file).
    `items`: (texts, PlainLine) pairs, texts being what the line became (several for a relaxed branch)."""
    from .kernel_relative import kernel_relative, start_label
    x, y, z = ksrc.workgroup_size
    out = ["", f"; kernel {ksrc.name}  (numthreadpergroup {x},{y},{z}; ldssize {ksrc.lds_bytes})"]
    if ksrc.args:
        out.append("; args " + ", ".join(f"{a.name}:{a.type} @ {a.offset}" for a in ksrc.args))
    out.append("; ABI registers: " + ", ".join(f"{n}={r}" for n, r in ksrc.aliases.items()))
    labels = {name.lower() for texts, _ in items for t in texts if (name := label_name(t.strip())) is not None}
    start = start_label(ksrc.name)
    header = len(out)
    origin = None
    for texts, line in items:
        key = (line.macro, line.macro_loc) if line.macro else (None, line.loc.file)
        if key != origin:
            out.append(_origin_comment(line))
        origin = key
        if len(texts) > 1:
            out.append(f"; {line.text.strip()}  (relaxed by --long-branches)")
        for text in texts:
            text = text.strip()
            if label_name(text) is None:
                text = "  " + (kernel_relative(text, labels, start) if labels else text)
            out.append(text)
    if any(start in text for text in out[header:]):
        out.insert(header, f"{start}:  ; label values below are offsets from here, as masm builds them")
    out.append(f"; endkernel {ksrc.name}")
    return out


def _module_lines(lowered) -> list[str]:
    """The lines of a file of LLVM directives as llvm-mc reads them (metadata blocks unfolded), with a comment
    wherever they start coming from elsewhere."""
    from .module.directives import unquote
    out: list[str] = []
    origin = None
    for line in lowered.lines:
        text = line.text.strip()
        if not text:
            continue
        key = (line.macro, line.macro_loc) if line.macro else (None, line.loc.file)
        if key != origin and origin is not None:
            out.append(_origin_comment(line))
        origin = key
        if text.lower().startswith('.amdgpu_metadata "'):
            out += [".amdgpu_metadata", unquote(text[len(".amdgpu_metadata"):], line.loc, ".amdgpu_metadata"),
                    ".end_amdgpu_metadata"]
        else:
            out.append(text if label_name(text) is not None else "  " + text)
    return out


def _is_module(front) -> bool:
    """A file without masm kernel blocks that uses LLVM module directives (its lines are written out as they are)."""
    from .module.directives import uses_module_directives
    if len(front) != 1 or not front[0][0].implicit:
        return False
    return uses_module_directives(line.text for line in _directive_lines(front[0][1]))


def module_asm(arch: str, filename: str, lowered) -> str:
    """`--format asm` of a file of LLVM directives: its lines as llvm-mc takes them."""
    return "\n".join([f"; masm build: {filename} for {arch}"] + _module_lines(lowered)) + "\n"


def expand_source(source: str, arch: str, *, filename: str = "<input>", include_dirs: Sequence[str] = (),
                  defines: Mapping[str, str] | None = None, warnings: list | None = None) -> str:
    """The expanded plain assembly (before layout): every kernel's lines, its declarations as comments; `warnings`
    (a list) receives the warnings of the expansion."""
    out: list[str] = [f"; masm expand: {filename} for {arch}"]
    with _cycle_collector_paused():
        front = front_end(source, arch, filename=filename, include_dirs=include_dirs, defines=defines,
                          warnings=warnings)
    if _is_module(front):
        return "\n".join(out + _module_lines(front[0][1])) + "\n"
    for ksrc, lowered in front:
        out.append(".p2align 8  ; kernels start 256-byte aligned")
        out += _asm_kernel(ksrc, [((line.text,), line) for line in lowered.lines if line.text.strip()])
    return "\n".join(out) + "\n"


def program_asm(arch: str, filename: str, placed_all) -> str:
    """The plain assembly of a built program, long branches as they were relaxed (llvm-mc makes the same bytes)."""
    out: list[str] = [f"; masm build: {filename} for {arch}"]
    for ksrc, _, placed in placed_all:
        out.append(".p2align 8  ; kernels start 256-byte aligned")
        out += _asm_kernel(ksrc, [(ln.relaxed_text or (ln.text,), ln.origin) for ln in placed.lines])
    return "\n".join(out) + "\n"
