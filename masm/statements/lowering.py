"""One kernel's statements -> plain LLVM lines: classifies each statement and hands it to the declarations, the
operand rewriter or the control flow; collects lines, loops, errors and linter warnings."""
from __future__ import annotations

import functools
from contextlib import contextmanager
from operator import itemgetter

from ..diagnostics import AssemblyError, Diagnostic, DiagnosticSink, Note, SourceLoc
from ..regex_cache import regex
from ..source import Statement
from .allocator import Pool, PoolError
from .clashes import numbered_clashes, numbered_statements
from .endings import end_warnings
from .model import LoopInfo, LoweredKernel, PlainLine
from .hetpas_options import hetpas_forms, mentions_options
from .operand_widths import adapt_widths, has_reversed_range, may_adapt, reversed_readings
from .operands import OperandRewriter, at_offset
from .recovery import DECLARATION_KINDS, Recovery
from .registers import parse_register
from .scopes import Binding, Names
from .statement_kinds import classify, LABEL
from ..module.directives import VERBATIM, has_debug_information, uses_module_directives

DATA_DIRECTIVES = {"dd": ".long", "db": ".byte", "dw": ".short", "dq": ".quad", ".long": ".long", ".byte": ".byte",
                   ".short": ".short", ".quad": ".quad", ".word": ".short", ".int": ".long"}
BARE_KEYWORDS = {"enter", "leave", "_else", "_endif", "_endw", "_break", "_continue", "s_repeat", "v_repeat"}

_SYMBOL = regex(r"[\w.@]+")
_NOT_IN_LABELS = regex(r"[^\w.]")     # what a kernel name may hold that a label may not
_DIGITS_TO_ZERO = bytes.maketrans(b"123456789", b"000000000")
STRING_DIRECTIVES = {".ascii", ".asciz", ".string"}


def _indices(items: list, value) -> list[int]:
    """The positions of `value` in `items` (found at C level: most kernels have few labels)."""
    out = []
    index = -1
    try:
        while True:
            index = items.index(value, index + 1)
            out.append(index)
    except ValueError:
        return out


def _verbatim(directive: str) -> bool:
    """LLVM module directives (sections, symbols, kernel descriptors, metadata): their operands name symbols and
    flags, not registers, and reach the build as written."""
    word = directive.lower()
    return word in VERBATIM or word.startswith(".amdhsa_")


_CONSTANT_DIRECTIVES = (".set", ".equ", ".equiv")
VERBATIM_LANE = True    # tests switch it off to compare with `_statement` (see Lowerer._verbatim_line)


def _verbatim_text(keyword: str, rest: str) -> str:
    """The line of a verbatim directive: its operands as written."""
    return f"{keyword.lower()} {rest.strip()}".rstrip()


class Lowerer:
    """Lowers one kernel (see `masm.statements.lower`)."""

    def __init__(self, kernel, arch: str, poisoned=()):
        self.kernel = kernel
        self.recovery = Recovery(poisoned)
        self.arch = arch
        self.any_order = not getattr(kernel, "implicit", False)   # modifiers in any order inside `kernel` blocks
        self.statements: list[Statement] = list(kernel.statements)
        self.kinds = list(map(classify, map(itemgetter(0), self.statements)))     # (Statement.text)
        self.sink = DiagnosticSink()
        self.pools = {"v": Pool("v"), "s": Pool("s")}
        self.names = Names(self.pools)
        self.budgets: dict[str, int | None] = {"v": None, "s": None}
        self.label_prefix = ".L" + _NOT_IN_LABELS.sub("_", str(kernel.name))
        self.spellings: dict[str, str] = {}   # generated label -> how messages name it (LoweredKernel.spellings)
        self.labels, self.label_defs = self._collect_labels()
        self.rewriter = OperandRewriter(self.names, self.labels)
        self.rewriter.label_names = [classify(stmt.text)[1] for stmt in self.label_defs.values()]
        self.lines: list = []                # what `emit` makes: [text, statement, loop_ids] while lowering (texts get
        #                                      patched; _final_lines makes PlainLines of them); other lines: PlainLines
        self.emitted: list[int] = []         # indices of the lines `emit` made (not the fast path's, no repeat's)
        self.fast_mnemonics: set[str] = set()  # mnemonics of the fast path's lines
        self.fast_pieces: set[str] = set()     # their operands as written, cut at ", " (the symbols they name are
        #                                        those of the operands: plain_kernel.py reads rewriter.used_plain)
        # an instruction's (kind, mnemonic, operands as written, their offset) -> (line, bindings named):
        # one lowered before, with no warning, since the names and constants last changed (unrolled code repeats
        # its lines); its later statements take the line and mark the bindings used, as lowering them again would
        self.instruction_lines: dict[tuple, tuple] = {}
        self.unchanged_widths: set[tuple[str, bytes]] = set()   # see _plain_widths
        self.loops: list[LoopInfo] = []
        self.loop_stack: list[int] = []
        self.loop_ids: tuple[int, ...] = ()  # loop_stack as a tuple (what every emitted line records)
        self.generated_labels: set[str] = set()
        self.generated_branches: set[int] = set()
        self.stmt: Statement | None = None
        self.index = 0                       # the statement being lowered
        self.register_warnings: list[Diagnostic] = []
        for name, text in (getattr(kernel, "aliases", None) or {}).items():
            self.names.bind(Binding(name, "alias", text, parse_register(text), getattr(kernel, "loc", None)
                                    or SourceLoc("<abi>", 1), report_unused=False), predefined=True)

    @functools.cached_property
    def flow(self):
        """The structured control flow (made on first use: a kernel of plain lines has none)."""
        from .control_flow import ControlFlow
        return ControlFlow(self)

    @functools.cached_property
    def abi_liveness(self):
        from .abi_liveness import AbiLiveness
        return AbiLiveness(self.statements, self.kinds, getattr(self.kernel, "aliases", None) or {}, self.arch)

    @functools.cached_property
    def numbered(self) -> dict[int, tuple]:
        """The statements that name registers by number (clashes.numbered_statements), found on first use."""
        return numbered_statements(self.statements)

    @functools.cached_property
    def target(self):
        from ..codeobject.target import TARGETS
        return TARGETS.get(self.arch)

    def abi_busy(self, file: str) -> dict[int, str] | None:
        """ABI registers of `file` the kernel still reads at or after the current statement (register -> why), which
        no temp may take now (masm/statements/abi_liveness.py)."""
        abi = self.abi_registers.get(file)
        if not abi or abi.isdisjoint(self.pools[file].members):
            return None               # (the usual pools start above the ABI registers: nothing to look up)
        return self.abi_liveness.busy(file, self.index, self.statements) or None

    @functools.cached_property
    def abi_registers(self) -> dict[str, set[int]]:
        """The register indices of each file the ABI aliases name."""
        out: dict[str, set[int]] = {}
        for text in (getattr(self.kernel, "aliases", None) or {}).values():
            reg = parse_register(text)
            if reg is not None:
                out.setdefault(reg.file, set()).update(range(reg.first, reg.first + reg.count))
        return out

    @functools.cached_property
    def declarations(self):
        from .declarations import Declarations
        return Declarations(self)

    # ------------------------------------------------------------------------------------------------ output
    def emit(self, text: str, stmt: Statement | None = None) -> int:
        index = len(self.lines)
        self.lines.append([text, stmt or self.stmt, self.loop_ids])
        self.emitted.append(index)
        return index

    def emit_branch(self, text: str, stmt: Statement | None = None) -> int:
        """A generated branch (dropped at the end if its target turns out to be the next address)."""
        index = self.emit(text, stmt)
        self.generated_branches.add(index)
        return index

    def emit_label(self, name: str, stmt: Statement | None = None) -> None:
        self.generated_labels.add(name)
        self.emit(f"{name}:", stmt)

    def patch(self, index: int, placeholder: str, text: str) -> None:
        self.lines[index][0] = self.lines[index][0].replace(placeholder, text)

    def begin_loop(self, stmt: Statement, kind: str) -> int:
        loop_id = len(self.loops)
        self.loops.append(LoopInfo(loop_id, stmt.loc, kind))
        self.loop_stack.append(loop_id)
        self.loop_ids = tuple(self.loop_stack)
        return loop_id

    def end_loop(self) -> None:
        self.loop_stack.pop()
        self.loop_ids = tuple(self.loop_stack)

    def soft_error(self, loc: SourceLoc, message: str, notes=(), length: int = 1) -> None:
        self.sink.error(loc, message, tuple(notes), length)

    # ------------------------------------------------------------------------------------------------ driver
    def run(self, sink: DiagnosticSink | None = None) -> LoweredKernel:
        """The lowered kernel; raises on any error unless `sink` is given (see `masm.statements.lower`)."""
        has_continue = self._loops_with_continue()
        stay_as_written = self.rewriter.stay_as_written
        fast_pieces = self.fast_pieces
        lines = self.lines
        fast_mnemonics = self.fast_mnemonics
        recovery = self.recovery
        pools = self.pools
        v_pool, s_pool = pools["v"], pools["s"]
        names, rewriter = self.names, self.rewriter
        numbered = None
        clashes = True            # (until the statements are found to name no register by number)
        # what an instruction's known line depends on, the loops a line is in, and whether earlier errors are to be
        # looked for: only lowering a statement the slow way (below) changes them, so they are read again after each
        state = (names.version, rewriter.constants_version)
        known_lines = self.instruction_lines
        loop_ids = self.loop_ids
        clean = not recovery.poisoned and not recovery.failed_names
        stmt = None
        new = tuple.__new__     # (a line that takes no patching is made a PlainLine at once: see _final_lines)
        verbatim = {}           # classified -> its line, when a verbatim directive that defines no constant, else ""
        emitted = self.emitted
        for index, (stmt, classified) in enumerate(zip(self.statements, self.kinds)):
            kind = classified[0]
            if kind == "directive" and clean:    # (an LLVM module's many: what `_statement` does for them, less the
                text = verbatim.get(classified)     # driver's bookkeeping, which none of them changes)
                if text is None:
                    text = verbatim[classified] = self._verbatim_line(classified)
                if text:
                    emitted.append(len(lines))
                    lines.append([text, stmt, loop_ids])
                    continue
            if kind == "instruction":
                if clashes and (v_pool.taken or s_pool.taken):
                    if numbered is None:
                        numbered = self.numbered
                        clashes = bool(numbered)
                    if index in numbered:
                        self.register_warnings += numbered_clashes(stmt, numbered[index], classified[3], pools)
                if clean:
                    known = known_lines.get(classified)
                    if known is not None:         # (unrolled code: most statements)
                        if known[1]:
                            for binding in known[1]:
                                binding.used = True
                            known_lines[classified] = (known[0], ())   # (used for good now)
                        # (an emitted line's text is the first one's, which the symbols are read from: no index kept)
                        lines.append(new(PlainLine, (known[0], stmt[1], stmt[2], stmt[3], stmt[4], loop_ids)))
                        continue
            self.stmt = stmt
            self.index = index
            if recovery.poisoned and recovery.is_poisoned(stmt):
                self._lower_reported(index, stmt, classified, has_continue)
                state, known_lines, loop_ids, clean = self._lowered_slowly(state)
                continue
            if recovery.failed_names and kind == "instruction" and recovery.names_failed(stmt.text, self.names):
                self._lower_without_line(index, stmt, classified, has_continue)
                state, known_lines, loop_ids, clean = self._lowered_slowly(state)
                continue
            if kind == "instruction":
                known = known_lines.get(classified)
                if known is not None:
                    for binding in known[1]:
                        binding.used = True
                    lines.append(new(PlainLine, (known[0], stmt[1], stmt[2], stmt[3], stmt[4], loop_ids)))
                    continue
                before = (len(lines), len(self.sink.items), len(self.register_warnings), state)
            if kind == "instruction" and stay_as_written(pieces := classified[2].split(", ")):  # registers, numbers
                mnemonic = classified[1].lower()
                fast_mnemonics.add(mnemonic)
                operands = classified[2]
                fast_pieces.update(pieces)
                if may_adapt(self.arch, mnemonic):   # HetPas's `s_memtime s4` is s[4:5]
                    operands = self._plain_widths(mnemonic, operands, stmt)
                if mentions_options(operands, self.any_order):   # HetPas's `ofsByte`, `vop3`, modifier order
                    mnemonic, operands = hetpas_forms(self.arch, mnemonic, operands, self.any_order)
                    mnemonic = mnemonic.lower()
                text = f"{mnemonic} {operands}"
                lines.append(new(PlainLine, (text, stmt[1], stmt[2], stmt[3], stmt[4], loop_ids)))
                if len(self.register_warnings) == before[2]:    # (the one thing the lines above may add)
                    known_lines[classified] = (text, ())
                continue
            if kind == "data" and classified[1].lower() not in ("dq", ".quad") and \
                    stay_as_written(pieces := classified[2].split(", ")):        # numbers, as written
                directive = DATA_DIRECTIVES[classified[1].lower()]
                fast_mnemonics.add(directive)
                fast_pieces.update(pieces)
                text = f"{directive} {classified[2]}"
                lines.append(new(PlainLine, (text, stmt[1], stmt[2], stmt[3], stmt[4], loop_ids)))
                continue
            try:
                rewriter.last_used = ()
                self._statement(index, stmt, classified, has_continue)
                if kind == "instruction":
                    self._remember_line(classified, before, True)
            except (AssemblyError, PoolError) as err:
                quiet = recovery.quiet_pool_failure(kind, self.pools)
                if kind in DECLARATION_KINDS:
                    recovery.declaration_failed(kind, classified[2])
                if not quiet:
                    if isinstance(err, PoolError):
                        self.soft_error(stmt.loc, str(err), stmt.notes)
                    else:
                        self.sink.extend(err)
            state, known_lines, loop_ids, clean = self._lowered_slowly(state)
        if stmt is not None:            # (what finishing reports at: the last statement, as while lowering it)
            self.stmt = stmt
            self.index = len(self.statements) - 1
        end_loc = getattr(self.kernel, "end_loc", None) or (self.statements[-1].loc if self.statements
                                                             else getattr(self.kernel, "loc", SourceLoc("<input>", 1)))
        self.flow.finish(end_loc)
        while self.names.depth > 0:
            scope = self.names.scopes[-1]
            self.soft_error(scope.loc, f"scope entered here is never left: missing 'leave' before the end of the "
                                       f"kernel at {end_loc}", (Note(end_loc, "kernel ends here"),) + scope.notes)
            self.names.leave(end_loc)
        self.names.finish()
        lines = self._final_lines()
        if not self.sink.errors:        # (after an error the lines are incomplete: no guess about the ending)
            self.register_warnings += end_warnings(lines, self.arch, self.kernel)
        warnings = self._warnings(lines)
        if sink is None:
            self.sink.raise_if_errors()
        else:
            sink.items.extend(self.sink.items)
        return LoweredKernel(lines, self.budgets["v"], self.budgets["s"], self.loops, warnings, self.spellings,
                             self.names.declared, self.rewriter.label_names)

    def _verbatim_line(self, classified) -> str:
        """The line `_statement` emits for a directive that reaches the build as written and defines no constant
        (the verbatim lane of `run`), or "" for any other directive."""
        _, keyword, rest, _ = classified
        if not VERBATIM_LANE or not _verbatim(keyword) or keyword.lower() in _CONSTANT_DIRECTIVES:
            return ""
        return _verbatim_text(keyword, rest)

    def _lowered_slowly(self, state: tuple) -> tuple:
        """After a statement lowered the slow way: (the names and constants version, the known lines for it — none
        once either changed: versions only grow —, the loops a line is in, whether no earlier error is to be
        looked for)."""
        now = (self.names.version, self.rewriter.constants_version)
        if now != state:
            self.instruction_lines = {}
        recovery = self.recovery
        return now, self.instruction_lines, self.loop_ids, not recovery.poisoned and not recovery.failed_names

    def _remember_line(self, classified, before: tuple, emitted: bool) -> None:
        """Keep the line an instruction statement just became for its repeats (`instruction_lines`), when it made
        exactly one line and nothing else: no diagnostic, no change to the names or constants."""
        lines = self.lines
        if (len(lines), len(self.sink.items), len(self.register_warnings),
                (self.names.version, self.rewriter.constants_version)) != (before[0] + 1,) + before[1:]:
            return
        if emitted and self.emitted[-1:] != [before[0]]:
            return
        self.instruction_lines[classified] = (lines[-1][0], self.rewriter.last_used if emitted else ())

    @contextmanager
    def quietly(self):
        """Lower something whose errors were reported already (or follow from one that was): keep its effect on the
        structure, drop what it reports."""
        size = len(self.sink.items)
        try:
            yield
        except (AssemblyError, PoolError):
            pass
        finally:
            del self.sink.items[size:]

    def _lower_reported(self, index: int, stmt: Statement, classified, has_continue: set[int]) -> None:
        """A statement an earlier stage reported: it declares nothing and emits no line of its own; a structured
        statement still opens or closes its block (quietly), so its partner is not reported as unmatched."""
        kind = classified[0]
        if kind in DECLARATION_KINDS:
            self.recovery.declaration_failed(kind, classified[2])
        elif kind not in ("instruction", "data", "directive"):     # (a label is still defined)
            with self.quietly():
                self._statement(index, stmt, classified, has_continue)

    def _lower_without_line(self, index: int, stmt: Statement, classified, has_continue: set[int]) -> None:
        """An instruction naming what a failed declaration was to declare: its own errors, but not its line."""
        lines = self.lines
        size = len(lines)
        try:
            self._statement(index, stmt, classified, has_continue)
        except AssemblyError as err:
            self.sink.extend(err)
        del lines[size:]
        while self.emitted and self.emitted[-1] >= size:
            self.emitted.pop()

    def _constant(self, name: str, value: str) -> None:
        """A symbol set to a constant in a file of LLVM syntax: register indices after it may use it."""
        from ..preprocess.expr import try_evaluate
        number = try_evaluate(value.strip(), self.rewriter.constants)
        if isinstance(number, int) and not isinstance(number, bool):
            self.rewriter.define_constant(name, number)

    def _statement(self, index: int, stmt: Statement, classified, has_continue: set[int]) -> None:
        kind, keyword, rest, offset = classified
        if kind == "directive" and _verbatim(keyword):
            self.emit(_verbatim_text(keyword, rest))   # names, strings, flags as written
            if keyword.lower() in _CONSTANT_DIRECTIVES and "," in rest:
                name, _, value = rest.partition(",")
                self._constant(name.strip(), value)
            return
        rest_loc = at_offset(stmt.loc, stmt.text, offset)
        notes = stmt.notes
        if kind in BARE_KEYWORDS and rest.strip():   # reported, and the keyword still does its part
            self.soft_error(rest_loc, f"unexpected '{rest.strip()}' after '{kind}' (it takes no operands)", notes)
        if kind == LABEL:
            self.emit(f"{self.labels[keyword.lower()]}:")
        elif kind == "instruction" and not keyword.strip(","):    # HetPas passes over a stray `,` statement
            self.register_warnings.append(Diagnostic(
                "warning", "a statement of only ',' does nothing (HetPas passes over it; remove it)", stmt.loc,
                tuple(notes), len(stmt.text.strip())))
        elif kind == "instruction" and rest.lstrip()[:1] == "=" and rest.lstrip()[1:2] != "=":
            self.emit(f"{keyword} {rest.strip()}")      # `name = expression`: a symbol assignment, as written
            self._constant(keyword, rest.lstrip()[1:])
        elif kind == "instruction":
            operands = self.rewriter.rewrite(rest, rest_loc, notes) if rest.strip() else ""
            if operands:
                operands = self._adapt_widths(keyword, operands, rest, stmt, notes)
                keyword, operands = hetpas_forms(self.arch, keyword, operands, self.any_order)
            self.emit(f"{keyword.lower()} {operands}".rstrip())
        elif kind == "data":
            directive = DATA_DIRECTIVES[keyword.lower()]
            self.emit(f"{directive} {self.rewriter.rewrite(rest, rest_loc, notes, wide=directive == '.quad')}")
        elif kind == "directive" and keyword.lower() in STRING_DIRECTIVES:
            self.emit(f"{keyword.lower()} {rest.strip()}".rstrip())  # quoted text: no names, no expressions
        elif kind == "directive":
            operands = self.rewriter.rewrite(rest, rest_loc, notes) if rest.strip() else ""
            self.emit(f"{keyword.lower()} {operands}".rstrip())
        elif kind == "alias":
            self.declarations.alias(rest, rest_loc, notes)
        elif kind in ("v_temp", "s_temp"):
            self.declarations.temps(kind[0], rest, rest_loc, notes)
        elif kind in ("v_temp_range", "s_temp_range"):
            self.declarations.temp_range(kind[0], rest, rest_loc, notes)
        elif kind == "enter":
            self.names.enter(stmt.loc, notes)
        elif kind == "leave":
            self.declarations.leave(stmt)
        elif kind in ("numvgprs", "numsgprs"):
            self.declarations.budget(kind[3], rest, rest_loc, notes)
        elif kind in ("s_if", "v_if"):
            self.flow.open_if(stmt, kind == "v_if", keyword, rest, rest_loc)
        elif kind in ("s_while", "v_while", "s_repeat", "v_repeat"):
            self.flow.open_loop(stmt, kind, keyword, rest, rest_loc, index in has_continue)
        elif kind in ("s_until", "v_until"):
            self.flow.close_loop(stmt, kind, keyword, rest, rest_loc)
        elif kind == "_endw":
            self.flow.close_loop(stmt, "_endw")
        elif kind == "_else":
            self.flow.lower_else(stmt)
        elif kind == "_endif":
            self.flow.lower_endif(stmt)
        elif kind in ("_break", "_continue"):
            self.flow.lower_jump(stmt, kind)
        elif kind == "malformed_condition":
            self.soft_error(stmt.loc, f"expected `{keyword}(condition)` with nothing after the closing "
                                      f"parenthesis, got '{stmt.text.strip()}'", notes)
            with self.quietly():        # its block still opens or closes, so its partner finds it
                self.flow.broken_statement(stmt, keyword, index in has_continue)
        elif kind == "load_arg":
            raise AssemblyError.at(stmt.loc, "load_arg is not read here: write `load_arg DEST, NAME` on its own, in a "
                                             "kernel whose `args` declare NAME", notes)
        # kernel, endkernel, args, numthreadpergroup, ldssize: read by the build stage, nothing to emit

    # ------------------------------------------------------------------------------------------------ labels
    def _collect_labels(self) -> tuple[dict[str, str], dict[str, Statement]]:
        labels: dict[str, str] = {}
        defs: dict[str, Statement] = {}
        for index in _indices(list(map(itemgetter(0), self.kinds)), LABEL):
            stmt = self.statements[index]
            name = self.kinds[index][1]
            key = name.lower()
            if key in defs:
                first = defs[key].loc
                self.sink.error(stmt.loc, f"label '{name}' is already defined at {first}",
                                (Note(first, "first defined here"),) + stmt.notes, len(name))
                continue
            defs[key] = stmt
            labels[key] = f"{self.label_prefix}.at.{name[1:]}" if name.startswith("@") else name
            if name.startswith("@"):
                self.spellings[labels[key]] = f"'{name}'"
        return labels, defs

    def _loops_with_continue(self) -> set[int]:
        """Indices of loop openers that a `_continue` belongs to (a vector loop then needs a continue mask)."""
        stack: list[tuple[str, int]] = []
        found: set[int] = set()
        if "_continue" not in map(itemgetter(0), self.kinds):      # (C-level: most kernels have none)
            return found
        for index, (kind, _, _, _) in enumerate(self.kinds):
            if kind in ("s_if", "v_if", "s_while", "v_while", "s_repeat", "v_repeat"):
                stack.append((kind, index))
            elif kind in ("_endif", "_endw", "s_until", "v_until") and stack:
                stack.pop()
            elif kind == "_continue":
                loops = [i for k, i in stack if k not in ("s_if", "v_if")]
                if loops:
                    found.add(loops[-1])
        return found

    # ------------------------------------------------------------------------------------------------ finishing
    def _final_lines(self) -> list[PlainLine]:
        """PlainLines without generated branches to the very next address and without unreferenced generated
        labels (so an empty `_else` or a `_break` just before `_endif` costs nothing)."""
        lines = self.lines
        dropped = {i for i in self.generated_branches if self._branch_to_next(i)}
        kept = [line for i, line in enumerate(lines) if i not in dropped] if dropped else lines
        # every symbol the instructions and data name: the fast path's lines are their mnemonics and plain operands
        # (no line of them ends with ":"), the others are scanned whole; "\n" is no symbol character
        texts = {lines[i][0] for i in self.emitted if i not in dropped} if dropped else \
            {lines[i][0] for i in self.emitted}          # (unrolled code repeats its lines: each text once)
        texts = {text for text in texts if not text.endswith(":")}
        texts.update(self.fast_mnemonics, self.rewriter.used_plain, self.fast_pieces)
        referenced = set(_SYMBOL.findall("\n".join(texts)))
        # a symbol with a relocation's variant (`.Lfoo@rel32@lo+4`, LLVM syntax) names the symbol before the `@` (a
        # HetPas label may hold `@` itself, so the whole word counts too)
        referenced.update([word[0] + word[1:].partition("@")[0] for word in referenced if "@" in word[1:]])
        # the generated labels nothing refers to are left out (their lines' texts, each text looked at once)
        generated = self.generated_labels
        unused = {text for text in set(map(itemgetter(0), kept))
                  if text[-1:] == ":" and text[:-1] in generated and text[:-1] not in referenced} if generated else ()
        # the lines `emit` made are lists (texts get patched): each becomes its PlainLine now; every other line is one
        # already (run makes them so, without a second pass over all the lines)
        new = tuple.__new__     # (PlainLine without its __new__'s argument handling: once per line)
        for index in self.emitted:
            text, stmt, loop_ids = lines[index]
            lines[index] = new(PlainLine, (text, stmt[1], stmt[2], stmt[3], stmt[4], loop_ids))
        out = [line for index, line in enumerate(lines) if index not in dropped and line[0] not in unused] \
            if dropped or unused else lines
        self.referenced = referenced
        return out

    def _branch_to_next(self, index: int) -> bool:
        """Whether line `index` is a generated branch whose target label directly follows it."""
        if index not in self.generated_branches:
            return False
        target = self.lines[index][0].split()[-1]
        for line in self.lines[index + 1:]:     # (lists and PlainLines: each line's text first)
            text = line[0]
            if not text.endswith(":"):
                return False
            if text[:-1] == target:
                return True
        return False

    def _plain_widths(self, mnemonic: str, operands: str, stmt) -> str:
        """`_adapt_widths` of operands as written with no name in them.  Such a text's widths depend on where its
        registers stand, not on their numbers, unless a range ends below its start: a shape (the digits as 0) that
        one text of left unchanged leaves every text unchanged (plain_kernel.py asks the same per distinct shape)."""
        if ":" in operands and has_reversed_range(operands):
            return self._adapt_widths(mnemonic, operands, None, stmt, ())
        shape = (mnemonic, operands.encode().translate(_DIGITS_TO_ZERO))
        if shape in self.unchanged_widths:
            return operands
        adapted = self._adapt_widths(mnemonic, operands, None, stmt, ())
        if adapted == operands:
            self.unchanged_widths.add(shape)
        return adapted

    def _adapt_widths(self, mnemonic: str, operands: str, written: str | None, stmt, notes) -> str:
        """`adapt_widths`, with a warning for each range that ends below its start (read from its first register)."""
        adapted = adapt_widths(self.arch, mnemonic, operands, written)
        for bad, read in reversed_readings(operands, adapted):
            self.register_warnings.append(Diagnostic(
                "warning", f"register range '{bad}' ends below its start: read as {read}, the registers the "
                f"instruction takes from its first (as HetPas reads it); write {read}", stmt.loc, tuple(notes),
                len(stmt.text.strip())))
        return adapted

    directive_lines = None      # (the lines that may hold a directive, when the caller knows them: LoweredKernel)

    def _directive_candidates(self, lines: list[PlainLine]) -> list[PlainLine]:
        """The lines of `lines` whose first word may start with `.` (`directive_lines` when set, else all)."""
        return lines if self.directive_lines is None else self.directive_lines

    def _warnings(self, lines: list[PlainLine]) -> list[Diagnostic]:
        found: dict[tuple, Diagnostic] = {}

        def add(loc, message, notes, length):
            found.setdefault((loc, message), Diagnostic("warning", message, loc, tuple(notes), length))

        for d in self.register_warnings:
            found.setdefault((d.loc, d.message), d)

        used_groups = {(b.loc, b.group) for b in self.names.used_in_groups}
        for binding in self.names.unused:
            if binding.group is not None:
                if (binding.loc, binding.group) not in used_groups:
                    add(binding.loc, f"alias range '{binding.group}' is declared but never used", binding.notes,
                        len(binding.group))
                continue
            add(binding.loc, f"{binding.title} is declared but never used", binding.notes, len(binding.name))
        debug = None            # (asked only of an unused `.L` label: clang -g leaves them for the DWARF it writes)
        module = None           # (asked only of an unused named label: in a file of LLVM module directives it is a
        #                          symbol of the object's symbol table, as llvm-mc makes it, not dead code)
        for key, stmt in self.label_defs.items():
            if stmt.macro is None and self.labels[key] not in self.referenced:
                name = classify(stmt.text)[1]
                if name.startswith(".L"):
                    if debug is None:
                        # (each distinct text once: whether any line carries it depends on the texts alone, and
                        # unrolled code repeats its lines)
                        debug = has_debug_information(set(map(itemgetter(0), self._directive_candidates(lines))))
                    if debug:
                        continue
                else:
                    if module is None:
                        module = getattr(self.kernel, "implicit", False) and \
                            uses_module_directives(set(map(itemgetter(0), self._directive_candidates(lines))))
                    if module:
                        continue
                add(stmt.loc, f"label '{name}' is never the target of a branch or reference", stmt.notes, len(name))
        return sorted(found.values(), key=lambda d: d.loc)     # (file, line, column)
