"""Static safety checks over a kernel's encoded lines, before anything runs.

- `waitcnt`: a register read or overwritten while a memory load into it may be outstanding (missing `s_waitcnt`);
- `expcnt`: a VGPR overwritten before the GDS/GWS/export instruction reading it has (expcnt), a GWS operation not
  waited for;
- `hazards`: wait states the hardware does not insert itself (missing `s_nop`), from the target's rule table;
- `pressure`: live VGPRs / SGPRs at each instruction and where the peak is (for the report).
They share the control-flow graph (`cfg`) and the dataflow solver (`dataflow`).  Each warning has a `code`
("missing-waitcnt", "hazard"; lint's "uninitialized") and a `fix` (the instruction to insert before the line), and a
line carrying the comment `masm: ignore CODE` (`// masm: ignore hazard`; several codes with commas; no code: all) in
its source, or in the line of the macro invocation it came from, is not warned about.
"""
from __future__ import annotations

import re
from itertools import compress
from operator import attrgetter

from ..diagnostics import Diagnostic, printable, printable_warning
from ..regex_cache import regex
from ..targets import target

CODES = ("missing-waitcnt", "hazard", "uninitialized")
_IGNORE = regex(r"masm:\s*ignore\b([\w\s,-]*)", re.IGNORECASE)
_LINE_REF = regex(r"\{line:(\d+)\}")      # an instruction's index in a message: made `line N (`text`)`


def check_lines(lines, arch: str, *, checks=("missing-waitcnt", "hazard"), tgt=None) -> list[Diagnostic]:
    """The static-check warnings of one kernel's (or one module's) encoded lines (masm.layout.LayoutLine); `tgt`,
    the target with the file's xnack setting when the caller read it (else `.amdgcn_target` among the lines says)."""
    from .cfg import build_graph
    from .dataflow import solve
    if not any(ln.kind == "code" for ln in lines):
        return []
    graph = build_graph(lines, arch)
    if not graph.instrs:
        return []
    out: list[Diagnostic] = []
    seen: set = set()
    instrs = graph.instrs
    named: dict = {}                   # (instruction, the reporting line's file) -> how a message names it, printable

    def where(index: int, file: str) -> tuple:
        key = (index, file)
        hit = named.get(key)
        if hit is None:
            ln = instrs[index].line
            loc = ln.loc
            text = f"line {loc.line} (`{ln.text.strip()}`)" if loc.file == file else \
                f"line {loc.line} of {loc.file} (`{ln.text.strip()}`)"
            hit = named[key] = (text, _clean(text))
        return hit

    advice: dict = {}                  # (code, fix) -> the end of its messages, printable

    def ending(code: str, fix: str) -> tuple:
        end = advice.get((code, fix))
        if end is None:
            shown = "`, `".join(fix.split("\n")) if "\n" in fix else fix
            text = f": insert `{shown}` before this line (or silence the warning on this line with " \
                f"`// masm: ignore {code}`)"
            end = advice[(code, fix)] = (text, printable(text) is text)
        return end

    def report(instr, code, message, fix, related=None):
        """A warning at `instr`; `message` is text naming instructions as `{line:INDEX}`, or (text before, the
        index of the one instruction it names, text after) when the text is the checks' own (no control
        character)."""
        ln = instr.line
        loc = ln.loc
        if type(message) is tuple:
            head, index, tail = message
            known = len(seen)
            seen.add((code, loc, ln.notes, head, index, tail))
            if len(seen) == known:                  # (said already: the key hashed once)
                return
            named_as, clean = where(index, loc.file)
            end = advice.get((code, fix)) or ending(code, fix)
            message = f"{head}{named_as}{tail}{end[0]}"         # (one string made: most warnings)
        else:
            known = len(seen)
            seen.add((code, loc, ln.notes, message))
            if len(seen) == known:
                return
            if "{line:" in message:
                head, _, rest = message.partition("{line:")
                number, close, tail = rest.partition("}")
                if close and number.isdigit() and number.isascii() and "{line:" not in tail:
                    message = head + where(int(number), loc.file)[0] + tail    # (one instruction named: most)
                else:
                    message = _LINE_REF.sub(lambda m: where(int(m.group(1)), loc.file)[0], message)
            clean = _clean(message)
            end = ending(code, fix)
            message += end[0]
        notes = ln.notes if type(ln.notes) is tuple else tuple(ln.notes)
        if clean and end[1]:
            out.append(printable_warning(message, loc, notes, code, fix))
        else:
            out.append(Diagnostic("warning", message, loc, notes, 1, code, fix))

    tgt = tgt or target(arch)
    if "missing-waitcnt" in checks:
        from .waitcnt import MissingWaits
        solve(graph, MissingWaits(tgt.isa.vmcnt_max, barrier_drains_lds=_barriers_draining_lds(tgt, lines, graph)),
              report)
        from .expcnt import LateOperandReads, any_uses_expcnt
        if any_uses_expcnt(graph):                       # (only DS and export instructions use expcnt)
            solve(graph, LateOperandReads(), report)
    if "hazard" in checks:
        from .hazards import MissingWaitStates
        solve(graph, MissingWaitStates(tgt.hazards, soft_clauses=_xnack_on(tgt, lines, graph)), report)
    return out


def _clean(text: str) -> bool:
    """Has `text` no control character (`printable(text) is text`)?  (Printable ASCII, most texts, is told in C.)"""
    return text.isascii() and text.isprintable() or printable(text) is text


def _barriers_draining_lds(tgt, lines, graph):
    """Where LDS work outstanding at s_barrier is warned about: True at every s_barrier in masm kernels and plain
    files (hand-written: a wave reaching the barrier with its LDS writes unfinished is almost always a bug), and on
    targets without a back-off barrier (the compiler drains every counter before each s_barrier there).  In a file
    of LLVM syntax for gfx90a or gfx940+ the compiler waits before a barrier only where a fence asks for it
    (`s_waitcnt lgkmcnt(0)` before the s_barrier, maybe with ALU instructions between: `_fenced`); code built from
    `__builtin_amdgcn_s_barrier()` alone has none and is built as written.  Each kernel's (or function's) barriers
    say which it is: fenced when one of them has the wait, not when two or more have none; a kernel with one
    barrier, without the wait, shows nothing and follows the file (fenced when some kernel of the file is).  The
    answer is the set of the s_barrier instructions (indices) warned about.  (Decided for the whole file, one
    fenced kernel made the fence-less kernels of a module warn: clang 19's gfx940 corpus built as one module, 108
    warnings.)"""
    if not tgt.back_off_barrier or not graph.directives:
        return True
    instrs, blocks = graph.instrs, graph.blocks
    barriers = [k for k, instr in enumerate(instrs) if instr.facts.key == "S_BARRIER"]
    block_at = [0] * len(instrs)
    for n, b in enumerate(blocks):
        for k in range(b.start, b.end):
            block_at[k] = n
    fenced = {k for k in barriers if _fenced(instrs, blocks[block_at[k]].start, k)}
    if not fenced:
        return False
    in_block: dict = {}
    for k in barriers:
        in_block.setdefault(block_at[k], []).append(k)
    draining: set = set()
    for entry in graph.entries:               # each kernel's (or function's) blocks: those its entry reaches
        reached, todo = {entry}, [entry]
        while todo:
            for s in blocks[todo.pop()].succs:
                if s not in reached:
                    reached.add(s)
                    todo.append(s)
        own = [k for n in reached for k in in_block.get(n, ())]
        if len(own) == 1 or not fenced.isdisjoint(own):
            draining.update(own)
    return frozenset(draining)


def _fenced(instrs, start: int, barrier: int) -> bool:
    """Does an `s_waitcnt lgkmcnt(0)` come before the s_barrier at `barrier` in its block (from `start`), with no
    memory operation or other wait between them?  (The compiler's fence: its scheduler may move ALU instructions in
    between, as clang 14 does for gfx90a.)"""
    for k in range(barrier - 1, start - 1, -1):
        facts = instrs[k].facts
        if facts.wait is not None:
            return facts.wait[2] == 0
        if facts.mem is not None:
            return False
    return False


def _xnack_on(tgt, lines, graph=None) -> bool:
    """XNACK replay is on unless the target has none or the file's `.amdgcn_target` says `xnack-` (the first
    directive that is one; with `graph`, the lines' graph, from its directives' texts, not the lines)."""
    if not tgt.xnack or tgt.xnack_setting == "off":
        return False
    texts = graph.directives if graph is not None else (ln.text for ln in lines if ln.kind == "directive")
    for text in texts:
        if text.lstrip().startswith(".amdgcn_target"):
            return "xnack-" not in text
    return True


def silenced(diagnostics, source_text) -> list[Diagnostic]:
    """`diagnostics` without the static-check warnings a `masm: ignore` comment on their line (or on the line of the
    macro invocation they came from) silences.  `source_text(file)` -> the file's text or None."""
    cache: dict = {}
    asked: dict = {}                # (file, line) -> its comment's codes or None (several warnings share a line)

    def lines_of(file: str) -> list:
        lines = cache.get(file)
        if lines is None:
            text = source_text(file)
            # (a file no line of which can carry the comment: most files, where the lines need not be cut; asked
            # of the casefolded text alone, which holds every "masm" of the text: asked of the text first, the
            # search cost 2 ms more in a file without it, 2.7 MB of assembly)
            lines = cache[file] = text.splitlines() if text and "masm" in text.casefold() else []
        return lines

    def comment_codes(file: str, line: int):
        lines = lines_of(file)
        if not 0 < line <= len(lines):
            return None
        text = lines[line - 1]
        if "masm" not in text and "masm" not in text.casefold():       # (no such comment: most lines)
            return None
        m = _IGNORE.search(text)
        if m is None:
            return None
        codes = {c.strip().lower() for c in m.group(1).replace(",", " ").split() if c.strip()}
        return codes or set(CODES)

    def codes_at(loc):
        if cache.get(loc.file) == []:                   # (no line of the file can carry the comment)
            return None
        key = (loc.file, loc.line)
        if key in asked:
            return asked[key]
        codes = asked[key] = comment_codes(loc.file, loc.line)
        return codes

    diagnostics = list(diagnostics)
    if set(map(type, diagnostics)) == {Diagnostic}:
        # (none of the files the static-check warnings and their notes are in can carry the comment: all kept, as
        # the loop below would keep them, without a look at each of tens of thousands)
        coded = list(compress(diagnostics, map(_CODE, diagnostics)))
        files = set(map(_FILE, coded))
        for d in compress(coded, map(_NOTES, coded)):
            files.update(n.loc.file for n in d.notes)
        if not any(map(lines_of, files)):
            return diagnostics
    out = []
    for d in diagnostics:
        code = getattr(d, "code", None)
        if code is not None:
            codes = codes_at(d.loc)
            if codes is not None and code in codes:
                continue
            if d.notes and any((codes := codes_at(n.loc)) is not None and code in codes for n in d.notes):
                continue
        out.append(d)
    return out


_CODE, _FILE, _NOTES = attrgetter("code"), attrgetter("loc.file"), attrgetter("notes")


def file_reader(main_file: str, main_text: str):
    """`source_text` for `silenced`: the main file's text as given, other files (includes) read from disk."""
    def read(file: str):
        if file == main_file:
            return main_text
        try:
            from ..textfile import read_source_text
            return read_source_text(file)
        except Exception:
            return None
    return read
