"""Incremental linting for the language server: what stays valid between runs on an edited document.

The source is cut into a prelude and kernel segments, and those into chunks chosen by content; each chunk is
preprocessed once (as prelude + chunk) and each kernel segment analysed once, and both are moved to their new lines when
lines above them are inserted or deleted.  `_segments` says when this gives exactly what the whole file gives;
otherwise the caller runs the whole file.
"""
from __future__ import annotations

import copy
import os
import re
import zlib
from dataclasses import dataclass, field
from typing import Any

from ..diagnostics import AssemblyError, Diagnostic, Note, SourceLoc
from ..textfile import read_source_text
from .model import KernelAnalysis
from .stages import stages
from .text import strip_comments


class LintCache:
    """What stays valid between runs on an edited document (the language server keeps one per document):
    - `chunks`: the preprocessed statements of each chunk of source text, and each kernel segment's analysis (see
      `_segments`), moved when lines above them were inserted or deleted;
    - `lowered`: lowered kernels keyed by everything lowering reads;
    - `encodings`: instruction encodings keyed by their text (an encoding depends on the text and the arch only)."""

    def __init__(self, encodings: dict | None = None, max_encodings: int = 200_000):
        self.encodings: dict[tuple[str, str], Any] = {} if encodings is None else encodings
        self.lowered: dict[tuple, Any] = {}
        self.chunks: dict[tuple, Any] = {}
        self.max_encodings = max_encodings
        self.live: set = set()            # keys of `chunks` / `lowered` the current run used
        self.includes: tuple = ()         # (path, (mtime_ns, size)) of the files the prelude includes

    def trim(self) -> None:
        """After a run: forget chunks and kernels the document no longer has."""
        for table in (self.chunks, self.lowered):
            for key in [k for k in table if k not in self.live]:
                del table[key]
        self.live = set()
        if len(self.encodings) > self.max_encodings:
            self.encodings.clear()


# ------------------------------------------------------------------------------------------------- cutting the source

_KERNEL_LINE = re.compile(r"^[ \t]*kernel[ \t]+[A-Za-z_.@]", re.IGNORECASE | re.MULTILINE)
_NOT_SEGMENTABLE = re.compile(r"#|__counter__|__line__", re.IGNORECASE)
_ENDKERNEL_LINE = re.compile(r"^[ \t]*endkernel\b", re.IGNORECASE | re.MULTILINE)


def _segments(source: str, stateless) -> tuple[str, list[tuple[int, str, Any]]] | None:
    """Cut `source` into a prelude (everything before the first `kernel` line) and one segment per kernel, each cut
    again into chunks of a few dozen lines, when preprocessing prelude+chunk separately must give the same statements
    as the whole file: every kernel line is at top level and has one endkernel line after it, no directive, `__counter__` or `__line__` appears after
    the first one (nothing a chunk does can change how another expands), and chunks end where no bracket is open and
    the line does not continue; `stateless(prelude)` says that no macro the prelude (or a file it includes) defines
    carries state from one invocation to the next.
    Returns (prelude, [(first line, segment text, chunks() -> [(line, chunk text)])])."""
    code = strip_comments(source)
    starts = [m.start() for m in _KERNEL_LINE.finditer(code)]
    if not starts or _NOT_SEGMENTABLE.search(code, starts[0]):
        return None
    prelude = code[:starts[0]].lower()
    if prelude.count("#macro") != prelude.count("#endm") or prelude.count("#if") != prelude.count("#endif"):
        return None
    if not stateless(code[:starts[0]]):
        return None
    ends = starts[1:] + [len(code)]
    if any(len(_ENDKERNEL_LINE.findall(code, a, b)) != 1 for a, b in zip(starts, ends)):
        return None          # a kernel without its endkernel: only the whole file says what that means
    segments = []
    line = source.count("\n", 0, starts[0]) + 1
    for a, b in zip(starts, starts[1:] + [len(source)]):
        segments.append((line, source[a:b], lambda a=a, b=b, line=line: _chunks(source, code, a, b, line)))
        line += source.count("\n", a, b)
    return source[:starts[0]], segments


_STATEFUL = re.compile(r"__counter__|__line__|#\s*(?:assign|undef)\b", re.IGNORECASE)
_DIRECTIVE_IN_BODY = re.compile(r"#\s*(?:define|undef|assign|include|if|ifdef|ifndef|elif|else|endif|macro)\b",
                                re.IGNORECASE)
_INCLUDE = re.compile(r"^[ \t]*#include[ \t]+[\"<]?([^\"<>\s]+)", re.IGNORECASE | re.MULTILINE)
_MACRO_BODY = re.compile(r"#macro\b(.*?)(?:#endm\b|\Z)", re.IGNORECASE | re.DOTALL)


def _stateless(prelude: str, filename: str, include_dirs: tuple, cache: LintCache) -> bool:
    """True when expanding a macro of the prelude (or of the files it includes, transitively) cannot depend on what
    was expanded before: no `__counter__`, `__line__`, `#assign` or `#undef`, and no directive inside a macro body.
    Cached until the prelude or an included file changes."""
    from ..preprocess.includes import find_include
    texts, files, todo = [prelude], [], [(prelude, filename)]
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
                included = read_source_text(path)
            except OSError:
                return False
            todo.append((strip_comments(included), str(path)))
            texts.append(included)
    key = ("stateless", prelude, include_dirs, filename, tuple((f, _mtime(f)) for f in files))
    cache.live.add(key)
    cache.includes = key[-1]
    if key not in cache.chunks:
        cache.chunks[key] = not any(_STATEFUL.search(code) or any(_DIRECTIVE_IN_BODY.search(body.group(1))
                                                                for body in _MACRO_BODY.finditer(code))
                                    for code in map(strip_comments, texts))
    return cache.chunks[key]


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
    """Statements of one chunk of the source, or of one kernel segment with its analysis, as last seen at `line`."""

    line: int
    statements: list
    kernels: list[KernelAnalysis] | None = None      # kernel segments: None until analysed (or after moving)
    found: list[Diagnostic] | None = None
    parts: tuple = ()                                 # kernel segments: cache keys of their chunks
    split_errors: list[Diagnostic] = field(default_factory=list)   # kernel segments: split_kernels' errors


def preprocess_segments(source: str, filename: str, arch: str, include_dirs: tuple,
                         cache: LintCache | None) -> list[Segment] | None:
    """The source's statements per kernel segment (prelude first), or None when it cannot be cut (see _segments).
    Chunks whose text did not change since the last run are reused (moved to their new lines); only edited ones are
    preprocessed again, as prelude + chunk."""
    split = _segments(source, lambda prelude: _stateless(prelude, filename, include_dirs, cache)) \
        if cache is not None else None
    if split is None:
        return None
    prelude_text, segments = split
    prelude = (prelude_text, cache.includes)      # keys change when a file the prelude includes changes
    base = segments[0][0]
    try:
        cache.live.add(("prelude", prelude, arch, include_dirs, filename))
        head = _cached(cache, ("prelude", prelude, arch, include_dirs, filename), 1, filename,
                       lambda: stages.preprocess(prelude_text, filename=filename, arch=arch,
                                                  include_dirs=include_dirs))
        out = [head]
        for ordinal, (line, text, chunks) in enumerate(segments):
            key = ("kernel", prelude, text, arch, include_dirs, filename)
            cache.live.add(key)
            seg = cache.chunks.get(key)
            if seg is not None and seg.line != line:
                seg = _relocated(seg, filename, line)
            if seg is None:
                statements, parts, seen = [], [], {}
                for chunk_line, chunk in chunks():
                    # identical chunks (unrolled code) each keep their own entry: kernel number, n-th occurrence
                    seen[chunk] = seen.get(chunk, -1) + 1
                    parts.append(("chunk", prelude, chunk, ordinal, seen[chunk], arch, include_dirs, filename))
                    part = _cached(cache, parts[-1], chunk_line, filename, lambda chunk=chunk: stages.preprocess(
                        prelude_text + chunk, filename=filename, arch=arch,
                        include_dirs=include_dirs)[len(head.statements):], base)
                    statements.extend(part.statements)
                seg = Segment(line, statements, parts=tuple(parts))
            cache.live.update(seg.parts)
            cache.chunks[key] = seg
            out.append(seg)
        return out
    except AssemblyError:
        return None    # the whole file gives the errors, exactly as `masm build` reports them


def _cached(cache: LintCache, key: tuple, line: int, filename: str, compute, computed_at: int | None = None):
    """The chunk `key` at `line`: from the cache (moved if it was elsewhere) or computed (its statements are placed
    as if the chunk started at `computed_at`)."""
    cache.live.add(key)
    seg = cache.chunks.get(key)
    if seg is None:
        seg = Segment(computed_at or line, compute())
    if seg.line != line:
        seg = Segment(line, _moved(seg.statements, filename, seg.line, line - seg.line))
    cache.chunks[key] = seg
    return seg


# ------------------------------------------------------------------------------------------------- moving results

def _relocated(seg: "Segment", filename: str, line: int) -> "Segment":
    """`seg` (analysed when it began at seg.line) as it is now that it begins at `line`: an unchanged kernel below an
    inserted line keeps its analysis, only its locations move.  Falls back to re-analysis (kernels None) if a result
    does not have the documented shape."""
    delta = line - seg.line
    mover = _LocMover(filename, seg.line, delta)
    statements = mover.statements(seg.statements)
    if seg.kernels is None:
        return Segment(line, statements, parts=seg.parts)
    try:
        kernels = [mover.kernel(ka) for ka in seg.kernels]
    except (AttributeError, TypeError):
        return Segment(line, statements, parts=seg.parts)
    return Segment(line, statements, kernels, [mover.diagnostic(d) for d in seg.found], seg.parts,
                   [mover.diagnostic(d) for d in seg.split_errors])


class _LocMover:
    """Moves every location in `filename` at or after `first_line` by `delta` lines, in statements, diagnostics and
    kernel analyses (the shapes docs/ARCHITECTURE.md gives: Statement, PlainLine, LoweredKernel, KernelSource)."""

    def __init__(self, filename: str, first_line: int, delta: int):
        self.filename, self.first_line, self.delta = filename, first_line, delta
        self.moved: dict[int, Any] = {}          # id(old object) -> moved copy (locations and notes are shared a lot)

    def loc(self, loc):
        if loc is None or loc.line < self.first_line or loc.file != self.filename:
            return loc
        new = self.moved.get(id(loc))
        if new is None:
            new = self.moved[id(loc)] = SourceLoc(loc.file, loc.line + self.delta, loc.column)
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
        return Diagnostic(d.severity, d.message, self.loc(d.loc), self.notes(d.notes), d.length)

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
        encoded = [(self.moved.get(id(pl)) or self.plain_line(pl), enc) for pl, enc in ka.encoded]
        return KernelAnalysis(src, lowered, encoded, ka.complete)


def _moved(statements: list, filename: str, first_line: int, delta: int) -> list:
    """`statements` with every location in `filename` at or after `first_line` moved down `delta` lines."""
    if delta == 0:
        return statements

    def move(loc):
        if loc is None or loc.line < first_line or loc.file != filename:
            return loc
        return SourceLoc(loc.file, loc.line + delta, loc.column)

    out = []
    for st in statements:
        notes = tuple(Note(move(n.loc), n.message) for n in st.notes) if st.notes else st.notes
        out.append(type(st)(st.text, move(st.loc), notes, st.macro, move(st.macro_loc)))
    return out
