"""Incremental linting for the language server: what stays valid between runs on an edited document.

The source is cut into a prelude (before the first kernel), kernel segments (`kernel` … `endkernel`) and the interludes
between them (macros, defines, includes written between kernels), and each kernel segment into chunks chosen by
content.  One `Preprocessor` session reads the prelude and the interludes in order each run; a chunk is preprocessed
once, with the definitions of everything written before its kernel, and kept; a kernel segment is analysed once.  Both
are moved to their new lines when lines above them are inserted or deleted.  `_layout` and `_stateless` say when this
gives exactly what the whole file gives; otherwise the caller runs the whole file.

Chunks and interludes are read under names of their own (`_piece_name`) with lines counted from 1, so that their
locations can be told apart from the file's and placed (`_Placer`) wherever the piece now stands.
"""
from __future__ import annotations

import bisect
import copy
import hashlib
import os
import re
import zlib
from dataclasses import field
from typing import Any, Callable

from ..dataclass_cache import dataclass
from ..diagnostics import AssemblyError, Diagnostic, Note, SourceLoc
from ..regex_cache import regex
from ..textfile import read_source_text
from .checks import moved_kernel
from .model import KernelAnalysis
from .stages import stages
from .text import strip_comments


class LintCache:
    """What stays valid between runs on an edited document (the language server keeps one per document):
    - `chunks`: the preprocessed statements of each chunk of source text, and each kernel segment's analysis (see
      `_layout`), moved when lines above them were inserted or deleted;
    - `lowered`: lowered kernels keyed by everything lowering reads;
    - `encodings`: instruction encodings keyed by their text (an encoding depends on the text and the arch only)."""

    def __init__(self, encodings: dict | None = None, max_encodings: int = 200_000):
        self.encodings: dict[tuple[str, str], Any] = {} if encodings is None else encodings
        self.lowered: dict[tuple, Any] = {}
        self.chunks: dict[tuple, Any] = {}
        self.max_encodings = max_encodings
        self.live: set = set()            # keys of `chunks` / `lowered` the current run used
        self.includes: tuple = ()         # (path, (mtime_ns, size)) of the files the definitions include

    def trim(self) -> None:
        """After a run: forget chunks and kernels the document no longer has."""
        for table in (self.chunks, self.lowered):
            for key in [k for k in table if k not in self.live]:
                del table[key]
        self.live = set()
        if len(self.encodings) > self.max_encodings:
            self.encodings.clear()


# ------------------------------------------------------------------------------------------------- cutting the source

_KERNEL_LINE = regex(r"^[ \t]*kernel[ \t]+[A-Za-z_.@]", re.IGNORECASE | re.MULTILINE)
_ENDKERNEL_LINE = regex(r"^[ \t]*endkernel\b[^\n]*(?:\n|\Z)", re.IGNORECASE | re.MULTILINE)
_NOT_IN_KERNELS = regex(r"#|__counter__|__line__|__file__", re.IGNORECASE)
_NOT_IN_INTERLUDES = regex(r"__line__|__file__", re.IGNORECASE)


@dataclass(slots=True)
class _Kernel:
    line: int                     # first line
    lines: int                    # lines it spans
    text: str
    chunks: Callable[[], list[tuple[int, str]]]


@dataclass(slots=True)
class _Interlude:
    line: int
    lines: int
    text: str
    blank: bool                   # only blanks and comments


@dataclass(slots=True)
class _Layout:
    prelude: str
    kernels: list[_Kernel]
    interludes: list[_Interlude]  # interludes[i] follows kernels[i]


def _layout(source: str) -> _Layout | None:
    """Cut `source` into a prelude, kernel segments and the interludes after each, when reading the definitions in
    order and each kernel's chunks on their own must give the same statements as the whole file: every `kernel`
    line is at top level and has one `endkernel` line after it before the next; no directive, `__counter__`,
    `__line__` or `__file__` is written inside a kernel (nothing a chunk does can change how another expands); each
    interlude closes the `#macro`s and `#if`s it opens and has no `__line__` or `__file__` (it is read under a name
    of its own); chunks end where no bracket is open and the line does not continue."""
    code = strip_comments(source)
    starts = [m.start() for m in _KERNEL_LINE.finditer(code)]
    if not starts:
        return None
    prelude = code[:starts[0]].lower()
    if not _balanced(prelude):
        return None
    kernels, interludes = [], []
    line = source.count("\n", 0, starts[0]) + 1
    for a, b in zip(starts, starts[1:] + [len(code)]):
        ends = list(_ENDKERNEL_LINE.finditer(code, a, b))
        if len(ends) != 1:
            return None      # a kernel without its endkernel: only the whole file says what that means
        end = ends[0].end()
        if _NOT_IN_KERNELS.search(code, a, end):
            return None
        between = code[end:b]
        if not _balanced(between.lower()) or _NOT_IN_INTERLUDES.search(between):
            return None
        lines = source.count("\n", a, end)
        kernels.append(_Kernel(line, lines, source[a:end],
                               lambda a=a, end=end, line=line: _chunks(source, code, a, end, line)))
        interludes.append(_Interlude(line + lines, source.count("\n", end, b), source[end:b], not between.strip()))
        line += lines + interludes[-1].lines
    return _Layout(source[:starts[0]], kernels, interludes)


def _balanced(code: str) -> bool:
    return code.count("#macro") == code.count("#endm") and code.count("#if") == code.count("#endif")


_STATEFUL = regex(r"__counter__|__line__|__file__|#\s*(?:assign|undef)\b", re.IGNORECASE)
_DIRECTIVE_IN_BODY = regex(r"#\s*(?:define|undef|assign|include|if|ifdef|ifndef|elif|else|endif|macro)\b",
                           re.IGNORECASE)
_INCLUDE = regex(r"^[ \t]*#include[ \t]+[\"<]?([^\"<>\s]+)", re.IGNORECASE | re.MULTILINE)
_DEFINITION = regex(r"#macro[ \t]+([A-Za-z_.@][\w.@]*)(.*?)(?:#endm\b|\Z)|#define[ \t]+([A-Za-z_.@][\w.@]*)([^\n]*)",
                    re.IGNORECASE | re.DOTALL)
_NAME = regex(r"[A-Za-z_.@][\w.@]*")


def _stateless(layout: _Layout, filename: str, include_dirs: tuple, cache: LintCache) -> bool:
    """True when no kernel invokes a macro or define that carries state from one expansion to the next: one whose
    body (or a macro or define it names, transitively) uses `__counter__`, `__line__`, `__file__`, `#assign` or
    `#undef`, or holds a directive.  Definitions come from the prelude, the interludes and the files they include
    (transitively).  The set of such names is cached until a definition or an included file changes."""
    from ..preprocess.includes import find_include
    definitions = layout.prelude + "".join(i.text for i in layout.interludes)
    texts, files, todo = [strip_comments(definitions)], [], [(texts_0 := strip_comments(definitions), filename)]
    del texts_0
    while todo and len(files) < 64:
        text, where = todo.pop()
        for m in _INCLUDE.finditer(text):
            try:
                path, _ = find_include(m.group(1), where, include_dirs)
            except (OSError, ValueError):      # a name the file system refuses: the whole file reports it
                return False
            if path is None or str(path) in files:
                continue
            files.append(str(path))
            try:
                included = strip_comments(read_source_text(path))
            except OSError:
                return False
            todo.append((included, str(path)))
            texts.append(included)
    if todo:
        return False
    stamps = tuple((f, _mtime(f)) for f in files)
    cache.includes = stamps
    key = ("stateful", _digest(definitions), include_dirs, filename, stamps)
    cache.live.add(key)
    stateful = cache.chunks.get(key)
    if stateful is None:
        stateful = cache.chunks[key] = _stateful_names(texts)
    if not stateful:
        return True
    for kernel in layout.kernels:
        words_key = ("words", kernel.text)
        cache.live.add(words_key)
        words = cache.chunks.get(words_key)
        if words is None:
            words = cache.chunks[words_key] = frozenset(w.lower() for w in _NAME.findall(strip_comments(kernel.text)))
        if not stateful.isdisjoint(words):
            return False
    return True


def _stateful_names(texts: list[str]) -> frozenset[str]:
    """Lower-case names of the macros and defines of `texts` that carry state (see _stateless)."""
    bodies: dict[str, list[str]] = {}
    for code in texts:
        for m in _DEFINITION.finditer(code):
            name, body = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
            bodies.setdefault(name.lower(), []).append(body)
    stateful = {name for name, found in bodies.items()
                if any(_STATEFUL.search(body) or _DIRECTIVE_IN_BODY.search(body) for body in found)}
    uses = {name: {w.lower() for body in found for w in _NAME.findall(body)} & bodies.keys()
            for name, found in bodies.items()}
    changed = True
    while changed:
        grown = {name for name, used in uses.items() if name not in stateful and used & stateful}
        changed = bool(grown)
        stateful |= grown
    return frozenset(stateful)


def _digest(*texts: str) -> bytes:
    h = hashlib.blake2b(digest_size=16)
    for text in texts:
        h.update(text.encode("utf-8", "surrogatepass"))
        h.update(b"\0")
    return h.digest()


def _mtime(path: str) -> tuple[int, int]:
    try:
        st = os.stat(path)
        return st.st_mtime_ns, st.st_size
    except OSError:
        return -1, -1


def _chunks(source: str, code: str, a: int, b: int, line: int) -> list[tuple[int, str]]:
    out = []
    for c, d in _chunk_spans(code, a, b):
        out.append((line, source[c:d]))
        line += source.count("\n", c, d)
    return out


_CHUNK_MIN, _CHUNK_MAX, _CHUNK_MODULUS = 8, 160, 24


def _chunk_spans(code: str, a: int, b: int) -> list[tuple[int, int]]:
    """Chunk boundaries chosen by content (a line whose checksum hits a value ends a chunk), so inserting a line
    moves only the boundaries next to it and the other chunks keep their text (and their cache entries)."""
    spans = []
    start, depth, lines = a, 0, 0
    pos = a
    while pos < b:
        nl = code.find("\n", pos, b)
        end = b if nl < 0 else nl + 1
        text = code[pos:end]
        depth += text.count("(") + text.count("[") - text.count(")") - text.count("]")
        lines += 1
        pos = end
        if depth or end >= b or lines < _CHUNK_MIN:
            continue
        tail = text.rstrip()
        if tail.endswith(("\\", ",")):
            continue
        if lines >= _CHUNK_MAX or zlib.crc32(tail.encode()) % _CHUNK_MODULUS == 0:
            spans.append((start, end))
            start, lines = end, 0
    spans.append((start, b))
    return spans


@dataclass(slots=True)
class Segment:
    """Statements of one chunk of the source, or of one kernel segment with its analysis, as last placed."""

    line: int
    statements: list
    kernels: list[KernelAnalysis] | None = None      # kernel segments: None until analysed (or after moving)
    found: list[Diagnostic] | None = None
    parts: tuple = ()                                 # kernel segments: cache keys of their chunks
    split_errors: list[Diagnostic] = field(default_factory=list)   # kernel segments: split_kernels' errors
    places: tuple = ()                                # kernel segments: (first line, lines) of each region its
                                                      # locations may name in the file (interludes before it, itself)


def _piece_name(filename: str, what: str) -> str:
    """The name a piece of `filename` is read under (in the same folder, so `#include` searches the same places; a
    name no file has)."""
    return f"{filename}\u2063{what}"


def preprocess_segments(source: str, filename: str, arch: str, include_dirs: tuple,
                        cache: LintCache | None) -> list[Segment] | None:
    """The source's statements per kernel segment (prelude first), or None when it cannot be cut (see _layout,
    _stateless).  Kernel segments and chunks whose text and preceding definitions did not change since the last
    run are reused (moved to their new lines); only edited ones are preprocessed again."""
    if cache is None:
        return None
    layout = _layout(source)
    if layout is None or not _stateless(layout, filename, include_dirs, cache):
        return None
    try:
        session = stages.preprocessor(filename, arch, include_dirs)
        head = Segment(1, session.feed(layout.prelude))
        if head.statements:
            return None      # the prelude emits statements: only the whole file says which kernel they join
        state = _digest(layout.prelude, repr(cache.includes), arch, repr(include_dirs), filename)
        placed: dict[str, int] = {}          # piece name -> the line it starts at now
        regions: list[tuple[int, int]] = []  # (first line, lines) of the interludes read so far
        out = [head]
        for kernel, interlude in zip(layout.kernels, layout.interludes):
            key = ("kernel", state, kernel.text)
            cache.live.add(key)
            places = (*regions, (kernel.line, kernel.lines))
            seg = cache.chunks.get(key)
            if seg is not None and seg.places != places:
                seg = _relocated(seg, filename, places)
            if seg is None:
                seg = _preprocessed_kernel(session, kernel, state, filename, placed, cache)
                seg.places = places
            cache.live.update(seg.parts)
            cache.chunks[key] = seg
            out.append(seg)
            if not interlude.blank:
                name = _piece_name(filename, f"interlude {len(regions)}")
                if session.feed(interlude.text, name):
                    return None  # statements outside kernels: only the whole file says what they mean
                placed[name] = interlude.line
                regions.append((interlude.line, interlude.lines))
                state = _digest(state.hex(), interlude.text)
        return out
    except AssemblyError:
        return None    # the whole file gives the errors, exactly as `masm build` reports them


def _preprocessed_kernel(session, kernel: _Kernel, state: bytes, filename: str,
                         placed: dict[str, int], cache: LintCache) -> Segment:
    """A kernel segment's statements from its chunks: each chunk read on its own (under the name `chunk`, lines from
    1) with the definitions of `session`, kept in that form, and placed where it stands now."""
    chunk_name = _piece_name(filename, "chunk")
    statements, parts = [], []
    for line, text in kernel.chunks():
        key = ("chunk", state, text)      # read under a name of its own: the same entry serves identical chunks
        parts.append(key)
        cache.live.add(key)
        chunk = cache.chunks.get(key)
        if chunk is None:
            chunk = cache.chunks[key] = _Chunk(session.feed(text, chunk_name))
        places = {**placed, chunk_name: line}
        if chunk.places != places:
            chunk.places, chunk.placed = places, _Placer(filename, places).statements(chunk.read)
        statements.extend(chunk.placed)
    return Segment(kernel.line, statements, parts=tuple(parts))


@dataclass(slots=True)
class _Chunk:
    read: list                    # its statements as read under the name `chunk`
    places: dict | None = None    # where they were last placed (piece name -> first line)
    placed: list | None = None


class _Placer:
    """Places the locations of pieces read under names of their own (`places`: name -> first line now) in
    `filename`."""

    def __init__(self, filename: str, places: dict[str, int]):
        self.filename, self.places = filename, places
        self.moved: dict[int, Any] = {}

    def loc(self, loc):
        if loc is None:
            return loc
        first = self.places.get(loc.file)
        if first is None:
            return loc
        new = self.moved.get(id(loc))
        if new is None:
            new = self.moved[id(loc)] = SourceLoc(self.filename, loc.line + first - 1, loc.column)
        return new

    def notes(self, notes):
        if not notes:
            return notes
        new = self.moved.get(id(notes))
        if new is None:
            new = self.moved[id(notes)] = tuple(Note(self.loc(n.loc), n.message) for n in notes)
        return new

    def statements(self, statements: list) -> list:
        return [type(st)(st.text, self.loc(st.loc), self.notes(st.notes), st.macro, self.loc(st.macro_loc))
                for st in statements]


# ------------------------------------------------------------------------------------------------- moving results

def _relocated(seg: "Segment", filename: str, places: tuple) -> "Segment":
    """`seg` (placed at seg.places) as it is at `places` (the same regions, each maybe at another line): an unchanged
    kernel below an inserted line keeps its analysis, only its locations move.  Falls back to re-analysis (kernels
    None) if a result does not have the documented shape."""
    mover = _LocMover(filename, _region_shift(seg.places, places))
    line = places[-1][0]
    statements = mover.statements(seg.statements)
    if seg.kernels is None:
        return Segment(line, statements, parts=seg.parts, places=places)
    try:
        kernels = [mover.kernel(ka) for ka in seg.kernels]
    except (AttributeError, TypeError):
        return Segment(line, statements, parts=seg.parts, places=places)
    return Segment(line, statements, kernels, [mover.diagnostic(d) for d in seg.found], seg.parts,
                   [mover.diagnostic(d) for d in seg.split_errors], places)


def _region_shift(old: tuple, new: tuple) -> Callable[[int], int]:
    """line -> line: a line inside one of the regions `old` ((first line, lines) each) moves with it to where `new`
    has it; other lines stay."""
    starts = [first for first, _ in old]
    # a region's last line may be the next one's first (it ends with a newline): bisect finds the later region then
    moves = [(first, first + lines + 1, to - first) for (first, lines), (to, _) in zip(old, new)]

    def shift(line: int) -> int:
        k = bisect.bisect_right(starts, line) - 1
        if k >= 0:
            first, end, delta = moves[k]
            if line < end:
                return line + delta
        return line
    return shift


class _LocMover:
    """Moves every location in `filename` by `shift` (line -> line), in statements, diagnostics and kernel analyses
    (the shapes docs/ARCHITECTURE.md gives: Statement, PlainLine, LoweredKernel, KernelSource)."""

    def __init__(self, filename: str, shift: Callable[[int], int]):
        self.filename, self.shift = filename, shift
        self.moved: dict[int, Any] = {}          # id(old object) -> moved copy (locations and notes are shared a lot)

    def loc(self, loc):
        if loc is None or loc.file != self.filename:
            return loc
        new = self.moved.get(id(loc))
        if new is None:
            line = self.shift(loc.line)
            new = self.moved[id(loc)] = loc if line == loc.line else SourceLoc(loc.file, line, loc.column)
        return new

    def notes(self, notes):
        if not notes:
            return notes
        new = self.moved.get(id(notes))
        if new is None:
            new = self.moved[id(notes)] = tuple(Note(self.loc(n.loc), n.message) for n in notes)
        return new

    def statements(self, statements: list) -> list:
        out = []
        for st in statements:
            new = type(st)(st.text, self.loc(st.loc), self.notes(st.notes), st.macro, self.loc(st.macro_loc))
            self.moved[id(st)] = new
            out.append(new)
        return out

    def diagnostic(self, d: Diagnostic) -> Diagnostic:
        return Diagnostic(d.severity, d.message, self.loc(d.loc), self.notes(d.notes), d.length, d.code, d.fix)

    def plain_line(self, pl):
        new = type(pl)(pl.text, self.loc(pl.loc), self.notes(pl.notes), pl.macro, self.loc(pl.macro_loc),
                       pl.loop_ids)
        self.moved[id(pl)] = new
        return new

    def kernel(self, ka: KernelAnalysis) -> KernelAnalysis:
        src = copy.copy(ka.source)
        src.statements = [self.moved.get(id(st)) or self.statements([st])[0] for st in ka.source.statements]
        src.loc, src.end_loc = self.loc(ka.source.loc), self.loc(getattr(ka.source, "end_loc", None))
        lowered = None
        if ka.lowered is not None:
            lowered = copy.copy(ka.lowered)
            lowered.lines = [self.plain_line(pl) for pl in ka.lowered.lines]
            lowered.warnings = [self.diagnostic(d) for d in ka.lowered.warnings]
            lowered.loops = [type(lp)(lp.id, self.loc(lp.loc), lp.kind) for lp in ka.lowered.loops]
            moved_kernel(ka.lowered, lowered, self.diagnostic)
        encoded = [(self.moved.get(id(pl)) or self.plain_line(pl), enc) for pl, enc in ka.encoded]
        return KernelAnalysis(src, lowered, encoded, ka.complete)
