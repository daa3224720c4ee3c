"""Structured control flow -> compares, branches and EXEC-mask operations.

Exact sequences (S = EXEC save pair, C = continue mask pair, both aligned SGPR pairs from the s_temp pool):

  s_if(c) A _else B _endif   cmp; s_cbranch_<!f> ELSE; A; s_branch END; ELSE: B; END:
  s_while(c) A _endw         cmp; s_cbranch_<!f> END; TOP: A; CONT: cmp; s_cbranch_<f> TOP; END:
  s_repeat A s_until(c)      TOP: A; CONT: cmp; s_cbranch_<!f> TOP; END:
  v_if(r) A _else B _endif   v_cmp vcc; s_and_saveexec_b64 S, vcc; s_cbranch_execz ELSE; A;
                             ELSE: s_andn2_b64 exec, S, exec; s_cbranch_execz END; B; END: s_mov_b64 exec, S
  v_while(r) A _endw         v_cmp vcc; s_and_saveexec_b64 S, vcc; s_cbranch_execz END; TOP: [s_mov_b64 C, 0] A;
                             CONT: [s_or_b64 exec, exec, C] v_cmp vcc; s_and_b64 exec, exec, vcc;
                             s_cbranch_execnz TOP; END: s_mov_b64 exec, S
  v_repeat A v_until(r)      s_mov_b64 S, exec; TOP: [s_mov_b64 C, 0] A; CONT: [s_or_b64 exec, exec, C]
                             v_cmp vcc; s_andn2_b64 exec, exec, vcc; s_cbranch_execnz TOP; END: s_mov_b64 exec, S
  _break / _continue (scalar loop)  [s_mov_b64 exec, S of the outermost v_if inside the loop]; s_branch END / CONT
  _break (vector loop)       s_andn2_b64 Si, Si, exec for every v_if between; s_mov_b64 exec, 0;
                             s_branch <end of the innermost v_if's current part, or CONT of the loop>
  _continue (vector loop)    s_or_b64 C, C, exec; then as _break

The then-part of a v_if leaves through ELSE (whose `S & ~exec` gives the else lanes even after lanes left by
_break/_continue, because those lanes were removed from S too) or END when there is no _else.  A v_if that lanes left
by a vector _break/_continue ends with `s_cbranch_execz` to the same place a _break there would go, so code never runs
with no lane active.  Generated branches to the very next address, and generated labels nothing targets, are dropped.
"""
from __future__ import annotations

from dataclasses import field

from ..dataclass_cache import dataclass
from ..diagnostics import AssemblyError, Note, SourceLoc
from ..regex_cache import regex
from ..source import Statement
from .allocator import PoolError
from .conditions import NEGATED_FLAG, ScalarTest, scalar_test, vector_compare
from .registers import Reg

THEN_EXIT = "\x00then_exit\x00"   # placeholder target, patched at `_else` / `_endif` (or when `finish` closes it)
CONDITION_KIND = regex(r"(s_if|s_while|s_until|v_if|v_while|v_until)")

CLOSERS = {"s_if": "_endif", "v_if": "_endif", "s_while": "_endw", "v_while": "_endw",
           "s_repeat": "s_until", "v_repeat": "v_until"}
LABEL_PARTS = {"top": "the top", "cont": "the loop test", "end": "the end", "else": "the '_else' part"}
LABEL_KIND = {"s_if": "if", "v_if": "vif", "s_while": "while", "v_while": "vwhile", "s_repeat": "repeat",
              "v_repeat": "vrepeat"}


@dataclass(eq=False)
class Block:
    """An open structured block (s_if, v_while, s_repeat, ...) while its statements are lowered."""
    kind: str
    stmt: Statement
    stem: str                       # label prefix, e.g. `.Lmain.while3`
    scope_depth: int
    save: Reg | None = None         # EXEC at entry (vector constructs)
    cmask: Reg | None = None        # lanes that took `_continue` this iteration (vector loops)
    test: ScalarTest | str | None = None
    loop_id: int | None = None
    else_stmt: Statement | None = None
    then_exits: list[int] = field(default_factory=list)
    lanes_leave: bool = False       # a vector _break/_continue inside removes lanes from this v_if
    mismatched: bool = False        # a closer that does not fit it was reported (its missing closer is the same mistake)

    @property
    def is_loop(self) -> bool:
        return self.kind not in ("s_if", "v_if")

    @property
    def is_vector(self) -> bool:
        return self.kind.startswith("v_")

    def label(self, part: str) -> str:
        return f"{self.stem}.{part}"


class ControlFlow:
    """Lowers the structured statements of one kernel; `ctx` is the kernel's `Lowerer` (emit, names, pools…)."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.blocks: list[Block] = []
        self.counter = 0

    # ---------------------------------------------------------------------------------------------- helpers
    def _open(self, kind: str, stmt: Statement) -> Block:
        self.counter += 1
        block = Block(kind, stmt, f"{self.ctx.label_prefix}.{LABEL_KIND[kind]}{self.counter}",
                      self.ctx.names.depth)
        for part, what in LABEL_PARTS.items():
            self.ctx.spellings[block.label(part)] = f"{what} of the '{kind}' at {stmt.loc}"
        self.blocks.append(block)
        return block

    def _emit(self, text: str, stmt: Statement | None = None) -> int:
        if text.startswith(("s_branch ", "s_cbranch_")):
            return self.ctx.emit_branch(text, stmt)
        return self.ctx.emit(text, stmt)

    def _label(self, name: str, stmt: Statement | None = None) -> None:
        self.ctx.emit_label(name, stmt)

    def _pair(self, block: Block, purpose: str) -> Reg | None:
        try:
            what = "the EXEC mask saved by" if purpose == "saving EXEC" else "the _continue mask of"
            pair = self.ctx.pools["s"].allocate(2, 2, self.ctx.abi_busy("s"),
                                                (f"{what} the '{block.kind}' at {block.stmt.loc}", block.stmt.loc,
                                                 f"'{block.kind}' opened here"))
        except PoolError as exc:
            self.ctx.soft_error(block.stmt.loc, f"{block.kind} needs an aligned SGPR pair for {purpose}: {exc}",
                                block.stmt.notes)
            return None
        budget = self.ctx.budgets["s"]
        if budget is not None and pair.last >= budget:
            self.ctx.soft_error(block.stmt.loc, f"{block.kind} takes {pair.text()} from the s_temp pool for {purpose}"
                                                f": s{pair.last} is at or above the budget numsgprs {budget}",
                                block.stmt.notes)
        return pair

    def _release(self, *regs: Reg | None) -> None:
        for reg in regs:
            if reg is not None:
                self.ctx.pools["s"].release(reg)

    def _guarded(self, make, fallback=None):
        try:
            return make()
        except AssemblyError as err:
            self.ctx.sink.extend(err)
            return fallback

    def _closing(self, closer: str, stmt: Statement, kinds: tuple[str, ...]) -> Block | None:
        """The innermost block if `closer` may close it; otherwise a located error naming both places."""
        if not self.blocks:
            self.ctx.soft_error(stmt.loc, f"'{closer}' without an open {' / '.join(kinds)}", stmt.notes)
            return None
        block = self.blocks[-1]
        if block.kind not in kinds:
            block.mismatched = True
            opener = block.stmt
            expected = CLOSERS[block.kind] if closer != "_else" or block.kind not in ("s_if", "v_if") else "_endif"
            self.ctx.soft_error(
                stmt.loc, f"'{closer}' does not match '{block.kind}' opened at {opener.loc} (expected {expected})",
                (Note(opener.loc, f"'{block.kind}' opened here"),) + stmt.notes)
            return None
        if self.ctx.names.depth != block.scope_depth:
            scope = self.ctx.names.scopes[-1]
            where = scope.loc or stmt.loc
            self.ctx.soft_error(stmt.loc, f"'{closer}' closes '{block.kind}' (opened at {opener_loc(block)}) while "
                                          f"the scope entered at {where} is still open",
                                (Note(where, "scope entered here"), Note(block.stmt.loc, f"'{block.kind}' opened here"))
                                + stmt.notes)
        return block

    # ---------------------------------------------------------------------------------------------- ifs
    def open_if(self, stmt: Statement, vector: bool, type_: str | None, cond: str, cond_loc: SourceLoc) -> None:
        ctx = self.ctx
        if vector:
            block = self._open("v_if", stmt)
            compare = self._guarded(lambda: vector_compare(type_, cond, ctx.rewriter, cond_loc, stmt.notes))
            block.save = self._pair(block, "saving EXEC")
            if compare:
                self._emit(compare)
            save = block.save.text() if block.save else "s[0:1]"
            self._emit(f"s_and_saveexec_b64 {save}, vcc")
            block.then_exits.append(self._emit(f"s_cbranch_execz {THEN_EXIT}"))
        else:
            block = self._open("s_if", stmt)
            test = self._guarded(lambda: scalar_test(type_, cond, ctx.rewriter, cond_loc, stmt.notes),
                                 ScalarTest(None, "scc1"))
            if test.compare:
                self._emit(test.compare)
            block.then_exits.append(self._emit(f"s_cbranch_{NEGATED_FLAG[test.flag]} {THEN_EXIT}"))

    def lower_else(self, stmt: Statement) -> None:
        block = self._closing("_else", stmt, ("s_if", "v_if"))
        if block is None:
            return
        if block.else_stmt is not None:
            first = block.else_stmt.loc
            self.ctx.soft_error(stmt.loc, f"second '_else' for '{block.kind}' opened at {block.stmt.loc} (first "
                                          f"_else at {first})",
                                (Note(block.stmt.loc, f"'{block.kind}' opened here"), Note(first, "first _else here"))
                                + stmt.notes)
            return
        block.else_stmt = stmt
        if block.kind == "s_if":
            self._emit(f"s_branch {block.label('end')}")
        self._patch_then_exits(block, block.label("else"))
        self._label(block.label("else"))
        if block.kind == "v_if":
            save = block.save.text() if block.save else "s[0:1]"
            self._emit(f"s_andn2_b64 exec, {save}, exec")
            self._emit(f"s_cbranch_execz {block.label('end')}")

    def lower_endif(self, stmt: Statement) -> None:
        block = self._closing("_endif", stmt, ("s_if", "v_if"))
        if block is None:
            return
        self.blocks.pop()
        if block.else_stmt is None:
            self._patch_then_exits(block, block.label("end"))
        self._label(block.label("end"))
        if block.kind == "v_if":
            if block.save:
                self._emit(f"s_mov_b64 exec, {block.save.text()}")
            self._release(block.save)
            if block.lanes_leave:       # every lane may have left: skip the rest as a _break would
                self._branch_past_empty("s_cbranch_execz")

    def _patch_then_exits(self, block: Block, label: str) -> None:
        for index in block.then_exits:
            self.ctx.patch(index, THEN_EXIT, label)
        block.then_exits.clear()

    # ---------------------------------------------------------------------------------------------- loops
    def open_loop(self, stmt: Statement, kind: str, type_: str | None, cond: str | None, cond_loc: SourceLoc,
                  has_continue: bool) -> None:
        ctx = self.ctx
        block = self._open(kind, stmt)
        if kind == "s_while":
            test = self._guarded(lambda: scalar_test(type_, cond, ctx.rewriter, cond_loc, stmt.notes),
                                 ScalarTest(None, "scc1"))
            block.test = test
            if test.compare:
                self._emit(test.compare)
            self._emit(f"s_cbranch_{NEGATED_FLAG[test.flag]} {block.label('end')}")
        elif kind == "v_while":
            compare = self._guarded(lambda: vector_compare(type_, cond, ctx.rewriter, cond_loc, stmt.notes))
            block.test = compare
            block.save = self._pair(block, "saving EXEC")
            if compare:
                self._emit(compare)
            self._emit(f"s_and_saveexec_b64 {_text(block.save)}, vcc")
            self._emit(f"s_cbranch_execz {block.label('end')}")
        elif kind == "v_repeat":
            block.save = self._pair(block, "saving EXEC")
            self._emit(f"s_mov_b64 {_text(block.save)}, exec")
        if block.is_vector and has_continue:
            block.cmask = self._pair(block, "the _continue mask")
        block.loop_id = ctx.begin_loop(stmt, kind)
        self._label(block.label("top"))
        if block.cmask:
            self._emit(f"s_mov_b64 {block.cmask.text()}, 0")

    def close_loop(self, stmt: Statement, closer: str, type_: str | None = None, cond: str | None = None,
                   cond_loc: SourceLoc | None = None) -> None:
        ctx = self.ctx
        kinds = {"_endw": ("s_while", "v_while"), "s_until": ("s_repeat",), "v_until": ("v_repeat",)}[closer]
        block = self._closing(closer, stmt, kinds)
        if block is None:
            return
        self.blocks.pop()
        self._label(block.label("cont"))
        top = block.label("top")
        if block.cmask:
            self._emit(f"s_or_b64 exec, exec, {block.cmask.text()}")
        if block.kind == "s_while":
            if block.test.compare:
                self._emit(block.test.compare, block.stmt)
            self._emit(f"s_cbranch_{block.test.flag} {top}")
        elif block.kind == "s_repeat":
            test = self._guarded(lambda: scalar_test(type_, cond, ctx.rewriter, cond_loc, stmt.notes),
                                 ScalarTest(None, "scc1"))
            if test.compare:
                self._emit(test.compare)
            self._emit(f"s_cbranch_{NEGATED_FLAG[test.flag]} {top}")
        elif block.kind == "v_while":
            if block.test:
                self._emit(block.test, block.stmt)
            self._emit("s_and_b64 exec, exec, vcc")
            self._emit(f"s_cbranch_execnz {top}")
        else:
            compare = self._guarded(lambda: vector_compare(type_, cond, ctx.rewriter, cond_loc, stmt.notes))
            if compare:
                self._emit(compare)
            self._emit("s_andn2_b64 exec, exec, vcc")
            self._emit(f"s_cbranch_execnz {top}")
        ctx.end_loop()
        self._label(block.label("end"))
        if block.is_vector:
            self._emit(f"s_mov_b64 exec, {_text(block.save)}")
            self._release(block.save, block.cmask)

    # ---------------------------------------------------------------------------------------------- break / continue
    def lower_jump(self, stmt: Statement, keyword: str) -> None:
        loops = [i for i, b in enumerate(self.blocks) if b.is_loop]
        if not loops:
            self.ctx.soft_error(stmt.loc, f"'{keyword}' outside a loop", stmt.notes)
            return
        loop = self.blocks[loops[-1]]
        vector_ifs = [b for b in self.blocks[loops[-1] + 1:] if b.kind == "v_if"]
        is_continue = keyword == "_continue"
        if not loop.is_vector:
            if vector_ifs:
                self._emit(f"s_mov_b64 exec, {_text(vector_ifs[0].save)}")
            self._emit(f"s_branch {loop.label('cont' if is_continue else 'end')}")
            return
        if is_continue:
            if loop.cmask is None:
                loop.cmask = self._pair(loop, "the _continue mask")
            self._emit(f"s_or_b64 {_text(loop.cmask)}, {_text(loop.cmask)}, exec")
        for b in vector_ifs:
            self._emit(f"s_andn2_b64 {_text(b.save)}, {_text(b.save)}, exec")
        self._emit("s_mov_b64 exec, 0")
        self._branch_past_empty("s_branch")

    def _branch_past_empty(self, branch: str) -> None:
        """`branch` to where code continues once the current lanes are gone: the end of the current part of the
        innermost v_if inside the innermost (vector) loop, or that loop's bottom test."""
        inner_loop = max(i for i, b in enumerate(self.blocks) if b.is_loop)
        vector_ifs = [b for b in self.blocks[inner_loop + 1:] if b.kind == "v_if"]
        for b in vector_ifs:
            b.lanes_leave = True
        if not vector_ifs:
            self._emit(f"{branch} {self.blocks[inner_loop].label('cont')}")
            return
        inner = vector_ifs[-1]
        if inner.else_stmt is not None:
            self._emit(f"{branch} {inner.label('end')}")
        else:
            inner.then_exits.append(self._emit(f"{branch} {THEN_EXIT}"))

    # ---------------------------------------------------------------------------------------------- end of kernel
    def finish(self, end_loc: SourceLoc) -> None:
        """Report every block still open, then close it (quietly: its labels exist, so nothing else is reported)."""
        for block in self.blocks:
            if block.mismatched:
                continue
            closer = CLOSERS[block.kind]
            self.ctx.soft_error(block.stmt.loc, f"'{block.kind}' is never closed: missing '{closer}' before the end "
                                                f"of the kernel at {end_loc}",
                                (Note(end_loc, "kernel ends here"),) + block.stmt.notes)
        while self.blocks:
            block = self.blocks[-1]
            with self.ctx.quietly():
                self._close(block)
            if self.blocks and self.blocks[-1] is block:
                self.blocks.pop()          # (closing stopped half-way)

    def _close(self, block: Block) -> None:
        """Close `block` as its closer would, the end of the kernel standing for the closer."""
        stmt = block.stmt
        if block.kind in ("s_if", "v_if"):
            self.lower_endif(stmt)
        elif block.kind in ("s_while", "v_while"):
            self.close_loop(stmt, "_endw")
        else:
            self.close_loop(stmt, block.kind[0] + "_until", None, "scc1", stmt.loc)

    def broken_statement(self, stmt: Statement, keyword: str, has_continue: bool) -> None:
        """A control statement whose condition could not be read (already reported): it opens or closes its block
        all the same, with a stand-in condition."""
        kind = CONDITION_KIND.match(keyword.lower()).group(1)
        if kind in ("s_if", "v_if"):
            self.open_if(stmt, kind == "v_if", None, "scc1", stmt.loc)
        elif kind in ("s_while", "v_while"):
            self.open_loop(stmt, kind, None, "scc1", stmt.loc, has_continue)
        else:
            self.close_loop(stmt, kind, None, "scc1", stmt.loc)


def opener_loc(block: Block) -> SourceLoc:
    return block.stmt.loc


def _text(reg: Reg | None) -> str:
    return reg.text() if reg is not None else "s[0:1]"
