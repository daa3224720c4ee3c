"""The control-flow graph of a list of encoded lines (masm/layout.py's LayoutLine: labels, code, data).

Each instruction's `Facts` are read once (cached by its bytes) from the table entry it was encoded from, or from the
decoder where that is unknown (a relaxed long branch, lines made elsewhere).  Blocks start at the first instruction, at every
label a branch names and after every branch or end; `s_cbranch_*` has both outcomes as successors, `s_branch` only its
target, `s_endpgm` / `s_setpc_b64` / `s_cbranch_join` none, and `s_swappc_b64` (a call) continues after itself.  A
block no other block reaches (the first one, a function after another's end) is an entry.  Branches whose target is
no known label (a number, a label outside the lines) keep only their fall-through.
"""
from __future__ import annotations

import re
from bisect import bisect_left, insort
from dataclasses import field
from itertools import compress, repeat
from operator import attrgetter, is_, itemgetter, ne, or_
from typing import NamedTuple

from ..dataclass_cache import dataclass
from ..regex_cache import regex
from ..targets import FAMILY, target
from .facts import Facts, facts_of, reader

_TYPE = regex(r"\s*\.type\s+([\w.$]+)\s*,\s*@function", re.IGNORECASE)
_KERNEL = regex(r"\s*\.amdhsa_kernel\s+([\w.$]+)", re.IGNORECASE)
_FACTS: dict = {}          # family -> {bytes: Facts} (the table is the same for every target of a family)
_ENDS = frozenset(("S_ENDPGM", "S_ENDPGM_SAVED", "S_ENDPGM_ORDERED_PS_DONE", "S_SETPC_B64", "S_CBRANCH_JOIN",
                   "S_RFE_B64", "S_TRAP"))


class Instr(NamedTuple):
    index: int                # position in the instruction list
    line: object              # the LayoutLine
    facts: Facts


_new_instr = tuple.__new__    # (an Instr made without NamedTuple's __new__: once per instruction)


@dataclass
class Block:
    start: int                # first instruction index
    end: int                  # one past the last
    succs: list = field(default_factory=list)
    preds: list = field(default_factory=list)


@dataclass
class Graph:
    instrs: list
    blocks: list
    entries: list             # block numbers nothing else reaches
    family: str
    arch: str
    callees: set = field(default_factory=set)   # entry blocks of functions (`.type f,@function`, not a kernel)
    by_kind: dict = field(default_factory=dict)  # Facts.kind -> the instructions of that kind, in order
    order: tuple | None = None                  # dataflow.loop_ranges (made by the first dataflow.solve)
    columns: tuple | None = None                # `columns` (made when first asked)
    directives: tuple = ()                      # the texts of the lines' directives, in order
    facts: list | None = None                   # each instruction's facts (`build_graph` keeps them for `columns`)
    # what the lines said beside the instructions (`_updated`): the labels (lower-cased name -> instruction), the
    # label each branch names, the functions and kernels named, and each instruction's bytes when read
    labels: dict = field(default_factory=dict)
    targets: dict = field(default_factory=dict)
    functions: set = field(default_factory=set)
    kernels: set = field(default_factory=set)
    datas: list | None = None
    lines: list | None = None                   # the lines (a copy of the list; None: `_updated` cannot be used)


def instruction_facts(data: bytes, arch: str, family: str, defn=None, formats=None) -> Facts | None:
    """The facts of one instruction's bytes; `defn`, the table entry the encoder made them from, spares decoding
    (its format, from `formats` (the arch's), splits the words into fields, as the decoder would)."""
    known = _FACTS.get(family)
    if known is None:
        known = _FACTS[family] = {}
    hit = known.get(data)
    if hit is None:
        hit = _read_facts(data, arch, family, defn, formats or _formats(arch), known)
    return hit


def _read_facts(data: bytes, arch: str, family: str, defn, formats: dict, known: dict) -> Facts | None:
    """`instruction_facts` of bytes not in `known` (the family's cache), which keeps them."""
    fmt = formats.get(defn.fmt) if defn is not None else None
    if fmt is not None and len(data) >= fmt.size:
        hit = reader(defn, fmt, family, FAMILY[family].vmcnt_max)(data)
    else:
        from ..isa.decoder import decode
        try:
            d = decode(data, arch, with_text=False)
        except Exception:       # data the decoder does not know (raw words): no facts, no checks
            return None
        hit = facts_of(d, family, FAMILY[family].vmcnt_max)
    if len(known) > 200_000:
        known.clear()
    known[data] = hit
    return hit


def _formats(arch: str) -> dict:
    from ..isa.formats import formats_for
    return formats_for(arch)


_DATA = attrgetter("data")
# (a field of the facts by its position: an itemgetter takes it ~13% faster than an attrgetter, which looks the name
# up on the class first)
_FACTS_OF = attrgetter("facts")
_RMASK, _WMASK, _DMASK = (itemgetter(Facts._fields.index(name)) for name in ("rmask", "wmask", "dmask"))


def columns(graph) -> tuple:
    """Per instruction of `graph`, as lists the passes share (made once, a column at a time): (facts, the registers
    read (`rmask`), those written now or later (`wmask | dmask`), those touched (both))."""
    made = graph.columns
    if made is None:
        facts = graph.facts if graph.facts is not None else list(map(_FACTS_OF, graph.instrs))
        reads = list(map(_RMASK, facts))
        writes = list(map(or_, map(_WMASK, facts), map(_DMASK, facts)))
        made = graph.columns = (facts, reads, writes, list(map(or_, reads, writes)))
    return made
_LAST: list = []     # [(lines, arch, graph)]: the checks and the report's pressure share one kernel's graph


def build_graph(lines, arch: str, keep: bool = True) -> Graph:
    """The control-flow graph of `lines`, kept for the last `lines` object asked: the warnings and the report of one
    kernel read the same graph unless layout changed the size of the code (long branches) or data since.  After
    such a change the kept graph is brought up to date (`_updated`: the instructions whose bytes changed read again,
    the blocks made again), as long as the lines hold the same instructions.  `keep=False`: a graph of other lines
    than the kept one's is not kept instead (a kernel's, beside the checked graph of its whole file: `kept`)."""
    size = sum(map(len, map(_DATA, lines)))
    graph = None
    if _LAST and _LAST[0][0] is lines and _LAST[0][1] == arch:
        if _LAST[0][2] == size:
            return _LAST[0][3]
        graph = _updated(_LAST[0][3], lines, arch)
    if graph is None:
        graph = _build_graph(lines, arch)
    if keep or not _LAST or _LAST[0][0] is lines:
        _LAST[:] = [(lines, arch, size, graph)]
    return graph


def kept() -> tuple | None:
    """(lines, arch, graph) of the graph `build_graph` keeps, as it was made (not brought up to date), or None."""
    return (_LAST[0][0], _LAST[0][1], _LAST[0][3]) if _LAST else None




def _updated(old: Graph, lines, arch: str) -> Graph | None:
    """The graph `_build_graph(lines, arch)` makes, from `old`, the graph of the same `lines` before layout changed
    some of their bytes (patched branch offsets, branches relaxed into long jumps: `masm.layout` changes lines in
    place, never their number, kinds or labels): the facts of the instructions whose bytes changed are read again,
    the rest kept, and the blocks are made again from them.  None (build it afresh) when the instructions are not
    the same lines as before (a line that became empty or undecodable, lines added or removed).
    (tests/checks/test_checks_graph_update.py compares it with a fresh build.)"""
    was = old.lines
    if was is None or old.arch != arch or len(was) != len(lines) or not all(map(is_, lines, was)):
        return None
    instrs = old.instrs
    code = list(map(_LINE, instrs))
    datas = list(map(_DATA, code))
    if not all(datas):                  # (an instruction became empty: `_build_graph` passes over it)
        return None
    if set(map(type, datas)) != {bytes}:
        datas = [d if type(d) is bytes else bytes(d) for d in datas]
    changed = list(compress(range(len(datas)), map(ne, datas, old.datas)))
    fam = old.family
    formats = _formats(arch)
    known = _FACTS.setdefault(fam, {})
    if len(known) > 200_000:
        known.clear()
    facts = list(old.facts)
    for k in changed:
        data, ln = datas[k], code[k]
        f = known.get(data)
        if f is None:
            f = _read_facts(data, arch, fam, None if ln.long_branch else ln.defn, formats, known)
            if f is None:
                return None
        facts[k] = f
    instrs = list(instrs)
    by_kind = {kind: list(at) for kind, at in old.by_kind.items()}
    moved = False
    for k in changed:
        instrs[k] = _new_instr(Instr, (k, code[k], facts[k]))
        was, now = old.facts[k].kind, facts[k].kind
        if was == now:
            continue
        moved = True
        at = by_kind[was]
        del at[bisect_left(at, k)]
        if not at:
            del by_kind[was]
        at = by_kind.get(now)
        if at is None:
            by_kind[now] = [k]
        else:
            insort(at, k)
    if moved:                           # (in the order of each kind's first instruction, as `_build_graph` has it)
        by_kind = dict(sorted(by_kind.items(), key=_FIRST_INDEX))
    graph = _graph(instrs, facts, by_kind, old.labels, old.targets, old.functions, old.kernels, fam, arch,
                   old.directives, datas, was)
    if old.columns is not None:
        reads, writes, touches = list(old.columns[1]), list(old.columns[2]), list(old.columns[3])
        for k in changed:
            f = facts[k]
            reads[k] = r = f.rmask
            writes[k] = w = f.wmask | f.dmask
            touches[k] = r | w
        graph.columns = (facts, reads, writes, touches)
    return graph


_LINE = attrgetter("line")


def _FIRST_INDEX(item) -> int:
    return item[1][0]


def _build_graph(lines, arch: str) -> Graph:
    fam = target(arch).family
    formats = _formats(arch)
    known = _FACTS.setdefault(fam, {})              # (instruction_facts' cache, looked up here first)
    if len(known) > 200_000:
        known.clear()
    readers: dict = {}                              # table entry -> (facts.reader, bytes it reads)
    vmcnt_max = FAMILY[fam].vmcnt_max
    code: list = []                                 # the lines of the instructions, in order
    facts_of_code: list = []                        # and their facts
    datas: list = []                                # and their bytes
    add_line, add_facts, add_data = code.append, facts_of_code.append, datas.append
    label_at: dict[str, int] = {}
    pending_labels: list[str] = []
    targets: dict = {}                              # instruction -> the label its branch names (lower-cased)
    functions: set = set()
    kernels: set = set()
    by_kind: dict = {}
    index = 0
    directives: list = []
    skipped = False                                 # (a code line that is no instruction: empty, undecodable)
    for ln in lines:
        kind = ln.kind
        if kind != "code":
            if kind == "directive":
                directives.append(ln.text)
                m = _TYPE.match(ln.text)
                if m:
                    functions.add(m.group(1).lower())
                m = _KERNEL.match(ln.text)
                if m:
                    kernels.add(m.group(1).lower())
            elif kind == "label":
                pending_labels.append(ln.label.lower() if ln.label else ln.text.rstrip(":").strip().lower())
            elif kind == "data":
                pending_labels.clear()              # a label on data is no code address
            continue
        data = ln.data
        if not data:
            skipped = True
            continue
        if type(data) is not bytes:
            data = bytes(data)
        facts = known.get(data)
        if facts is None:
            defn = ln.defn
            read = readers.get(defn) if defn is not None and not ln.long_branch else None
            if read is not None and len(data) >= read[1]:
                facts = known[data] = read[0](data)
            else:
                facts = _read_facts(data, arch, fam, None if ln.long_branch else defn, formats, known)
                if facts is None:
                    skipped = True
                    continue
                if defn is not None and not ln.long_branch and defn.fmt in formats:
                    fmt = formats[defn.fmt]
                    readers[defn] = (reader(defn, fmt, fam, vmcnt_max), fmt.size)
        if pending_labels:
            for name in pending_labels:
                label_at[name] = index
            pending_labels.clear()
        if ln.fixups:
            for fx in ln.fixups:
                if fx.kind == "branch16":
                    targets[index] = fx.expr.strip().lower()
        add_line(ln)
        add_facts(facts)
        add_data(data)
        try:                                        # (the kind met before: all but a few; no `get` call, one look-up)
            by_kind[facts.kind].append(index)
        except KeyError:
            by_kind[facts.kind] = [index]
        index += 1
    instrs = list(map(_new_instr, repeat(Instr), zip(range(index), code, facts_of_code)))
    # (the lines are kept for `_updated` when every code line is an instruction)
    return _graph(instrs, facts_of_code, by_kind, label_at, targets, functions, kernels, fam, arch,
                  tuple(directives), datas, list(lines) if not skipped else None)


def _graph(instrs: list, facts_of_code: list, by_kind: dict, label_at: dict, targets: dict, functions: set,
           kernels: set, fam: str, arch: str, directives: tuple, datas: list, lines: list | None) -> Graph:
    """The graph of the instructions `instrs` (their facts, their indices by kind, the labels, branch targets,
    functions and kernels the lines name): its blocks, entries and callees."""
    # the instructions that end a block (branch, end, return), found per table entry
    enders: list = []
    for at in by_kind.values():
        facts = instrs[at[0]].facts
        flags = facts.flags
        if "branch" in flags or "indirect_branch" in flags or facts.key in _ENDS:
            enders.extend(at)
    enders.sort()
    targets_get = targets.get
    leaders = {0} if instrs else set()
    for i in enders:
        leaders.add(i + 1)
        t = targets_get(i)
        if t in label_at:
            leaders.add(label_at[t])
    leaders = sorted(x for x in leaders if x < len(instrs))
    block_of = {}
    blocks = []
    for n, s in enumerate(leaders):
        e = leaders[n + 1] if n + 1 < len(leaders) else len(instrs)
        blocks.append(Block(s, e))
        block_of[s] = n
    for n, b in enumerate(blocks):
        last = instrs[b.end - 1].facts
        succ = []
        t = targets_get(b.end - 1)
        is_branch = "branch" in last.flags
        if is_branch and t in label_at:
            succ.append(block_of[label_at[t]])
        ends = last.key in _ENDS or last.key == "S_BRANCH" and t in label_at
        if not ends and b.end < len(instrs):
            succ.append(block_of[b.end])
        for s in dict.fromkeys(succ):
            b.succs.append(s)
            blocks[s].preds.append(n)
    entries = [n for n, b in enumerate(blocks) if n == 0 or not b.preds]
    # (a function's name at a kernel's entry, an alias such as a disassembly's second label for `.set f, kernel`,
    # does not make the kernel a function entered with its caller's loads outstanding)
    kernel_starts = {label_at[name] for name in kernels if name in label_at}
    callees = {block_of[label_at[name]] for name in functions - kernels
               if name in label_at and label_at[name] in block_of and label_at[name] not in kernel_starts}
    entries += [n for n in callees if n not in entries]
    graph = Graph(instrs, blocks, entries, fam, arch, callees, by_kind=by_kind, directives=directives)
    graph.facts = facts_of_code
    graph.labels, graph.targets, graph.functions, graph.kernels, graph.datas, graph.lines = \
        label_at, targets, functions, kernels, datas, lines
    return graph
