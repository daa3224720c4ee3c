"""`masm lint`: run the whole pipeline without writing anything and collect every diagnostic, plus warnings.

The stages are the build's own (docs/ARCHITECTURE.md): preprocess -> split_kernels -> lower -> encode -> layout.  Lint
calls them one unit at a time so that one error does not hide the next: every kernel is lowered even when an earlier one
failed, every instruction is encoded even when an earlier one failed.  A stage that stops at its first error still gives
that error.  On top of the errors, lint warns about what is legal but probably a mistake:

- an alias or temp declared and never used, a label nothing branches to (the statement stage finds these and returns
  them in `LoweredKernel.warnings`), a macro parameter the body never uses;
- a register read before anything in the kernel wrote it (ABI-initialised registers count as written);
- `numvgprs N` above the VGPRs the kernel uses, with the occupancy that costs.

`analyze()` also returns what the stages produced (statements, lowered kernels, encodings) so the language server can
answer hovers from the same run.  A `LintCache` makes repeated runs on an edited document cheap.
"""
from __future__ import annotations

import copy
import os
import re
import zlib
from dataclasses import dataclass, field
from typing import Any, Sequence

from .diagnostics import AssemblyError, Diagnostic, Note, SourceLoc

_WORD = re.compile(r"[A-Za-z_.@][\w.@]*")


# ------------------------------------------------------------------------------------------------- results

@dataclass(slots=True)
class KernelAnalysis:
    """One kernel as far as the pipeline got with it."""

    source: Any                                    # masm.kernels.KernelSource
    lowered: Any = None                            # masm.statements.LoweredKernel, None if lowering failed
    encoded: list[tuple[Any, Any]] = field(default_factory=list)   # (PlainLine, Encoded) for each instruction
    complete: bool = False                         # encoded and laid out by the build's own functions


@dataclass(slots=True)
class Analysis:
    filename: str
    arch: str
    diagnostics: list[Diagnostic] = field(default_factory=list)
    statements: list = field(default_factory=list)                  # masm.source.Statement
    kernels: list[KernelAnalysis] = field(default_factory=list)
    memo: dict = field(default_factory=dict)          # derived views readers build once (e.g. lines by location)

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]


class LintCache:
    """What stays valid between runs on an edited document (the language server keeps one):
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


# ------------------------------------------------------------------------------------------------- entry points

def lint_source(source: str, arch: str, *, filename: str = "<input>", include_dirs: Sequence[str] = (),
                cache: LintCache | None = None) -> list[Diagnostic]:
    """Every error the assembler would report for `source`, and lint's warnings, in source order."""
    return analyze(source, arch, filename=filename, include_dirs=include_dirs, cache=cache).diagnostics


def analyze(source: str, arch: str, *, filename: str = "<input>", include_dirs: Sequence[str] = (),
            cache: LintCache | None = None) -> Analysis:
    result = Analysis(filename, arch)
    found: list[Diagnostic] = []
    include_dirs = tuple(include_dirs)
    try:
        segmented = _preprocess_segments(source, filename, arch, include_dirs, cache)
        if segmented is None:
            result.statements = _stages.preprocess(source, filename=filename, arch=arch, include_dirs=include_dirs)
        else:
            result.statements = [st for seg in segmented for st in seg.statements]
            if not _analyze_segments(segmented, arch, filename, result, found, cache):
                segmented = None
                result.kernels, found = [], []
        if segmented is None:
            for kernel in _stages.split_kernels(result.statements, filename=filename, arch=arch):
                result.kernels.append(_analyze_kernel(kernel, arch, found, cache))
    except AssemblyError as e:
        result.diagnostics = _ordered(e.diagnostics, filename)
        return result
    if not any(d.severity == "error" for d in found) and not all(ka.complete for ka in result.kernels):
        found.extend(_late_errors(source, arch, filename, include_dirs))
    if not any(d.severity == "error" for d in found):
        found.extend(_warnings(result, source, arch))
    if cache:
        cache.trim()
    result.diagnostics = _ordered(found, filename)
    return result


# ------------------------------------------------------------------------------------------------- the stages

class _Stages:
    """The pipeline entry points lint calls, in one place (each a public API of its stage)."""

    @staticmethod
    def preprocess(source, *, filename, arch, include_dirs):
        from .preprocess import preprocess
        return preprocess(source, filename=filename, arch=arch, include_dirs=include_dirs)

    @staticmethod
    def split_kernels(statements, *, filename, arch):
        from .kernels import split_kernels
        return split_kernels(statements, filename=filename, arch=arch)

    @staticmethod
    def lower(kernel, arch):
        """Lower one kernel as the build does (split_kernels already gave it the ABI aliases)."""
        from .statements import lower
        return lower(kernel, arch)

    @staticmethod
    def encode(text, arch, loc, notes):
        from .isa import encode
        return encode(text, arch, loc, notes)

    @staticmethod
    def can_encode_with(encoder) -> bool:
        """Does the build's `encode_lines` accept an encoder (so lint can pass its caching one)?"""
        import inspect
        from . import pipeline
        fn = getattr(pipeline, "encode_lines", None)
        return fn is not None and "encode" in inspect.signature(fn).parameters

    @staticmethod
    def encode_lines(lowered, arch, sink, encoder):
        from .pipeline import encode_lines
        return encode_lines(lowered, arch, sink, encode=encoder)[0]

    @staticmethod
    def layout(lines, encoder):
        from .layout import layout_kernel
        return layout_kernel(lines, 0, encode=encoder, long_branches=False)

    @staticmethod
    def abi_written_registers(kernel, arch) -> frozenset[tuple[str, int]] | None:
        """Registers the dispatcher initialises at wave launch for `kernel` (KernelSource.abi, from the build stage);
        None when the kernel does not say."""
        abi = getattr(kernel, "abi", None)
        if abi is None:
            return None
        regs = [abi.kernarg_ptr, *abi.workgroup_ids.values(), *abi.workitem_ids.values()]
        out = set()
        for reg in regs:
            out.update(_expand_register(reg))
        return frozenset(out) or None

    @staticmethod
    def build(source, arch, *, filename, include_dirs):
        from .pipeline import build_program
        return build_program(source, arch, filename=filename, include_dirs=include_dirs)


_stages = _Stages()


# -- preprocessing by kernel segments

_KERNEL_LINE = re.compile(r"^[ \t]*kernel[ \t]+[A-Za-z_.@]", re.IGNORECASE | re.MULTILINE)
_NOT_SEGMENTABLE = re.compile(r"#|__counter__|__line__", re.IGNORECASE)


def _segments(source: str, stateless) -> tuple[str, list[tuple[int, str, Any]]] | None:
    """Cut `source` into a prelude (everything before the first `kernel` line) and one segment per kernel, each cut
    again into chunks of a few dozen lines, when preprocessing prelude+chunk separately must give the same statements
    as the whole file: every kernel line is at top level, no directive, `__counter__` or `__line__` appears after
    the first one (nothing a chunk does can change how another expands), and chunks end where no bracket is open and
    the line does not continue; `stateless(prelude)` says that no macro the prelude (or a file it includes) defines
    carries state from one invocation to the next.
    Returns (prelude, [(first line, segment text, chunks() -> [(line, chunk text)])])."""
    from .lsp.index import strip_comments
    code = strip_comments(source)
    starts = [m.start() for m in _KERNEL_LINE.finditer(code)]
    if not starts or _NOT_SEGMENTABLE.search(code, starts[0]):
        return None
    prelude = code[:starts[0]].lower()
    if prelude.count("#macro") != prelude.count("#endm") or prelude.count("#if") != prelude.count("#endif"):
        return None
    if not stateless(code[:starts[0]]):
        return None
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
    from .lsp.index import strip_comments
    from .preprocess.includes import find_include
    texts, files, todo = [prelude], [], [(prelude, filename)]
    while todo and len(files) < 64:
        text, where = todo.pop()
        for m in _INCLUDE.finditer(text):
            path, _ = find_include(m.group(1), where, include_dirs)
            if path is None or str(path) in files:
                continue
            files.append(str(path))
            try:
                included = path.read_text(encoding="utf-8", errors="replace")
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
class _Segment:
    """Statements of one chunk of the source, or of one kernel segment with its analysis, as last seen at `line`."""

    line: int
    statements: list
    kernels: list[KernelAnalysis] | None = None      # kernel segments: None until analysed (or after moving)
    found: list[Diagnostic] | None = None
    parts: tuple = ()                                 # kernel segments: cache keys of their chunks


def _preprocess_segments(source: str, filename: str, arch: str, include_dirs: tuple,
                         cache: LintCache | None) -> list[_Segment] | None:
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
                       lambda: _stages.preprocess(prelude_text, filename=filename, arch=arch,
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
                    part = _cached(cache, parts[-1], chunk_line, filename, lambda chunk=chunk: _stages.preprocess(
                        prelude_text + chunk, filename=filename, arch=arch,
                        include_dirs=include_dirs)[len(head.statements):], base)
                    statements.extend(part.statements)
                seg = _Segment(line, statements, parts=tuple(parts))
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
        seg = _Segment(computed_at or line, compute())
    if seg.line != line:
        seg = _Segment(line, _moved(seg.statements, filename, seg.line, line - seg.line))
    cache.chunks[key] = seg
    return seg


def _analyze_segments(segments: list[_Segment], arch: str, filename: str, result: Analysis,
                      found: list[Diagnostic], cache: LintCache) -> bool:
    """Split and analyse each kernel segment on its own (reusing unchanged ones).  False when that would not be
    what the whole file gives: the prelude emits statements, or two kernels share a name."""
    if segments[0].statements:
        return False
    for seg in segments[1:]:
        if seg.kernels is None:
            seg.kernels, seg.found = [], []
            try:
                for kernel in _stages.split_kernels(seg.statements, filename=filename, arch=arch):
                    seg.kernels.append(_analyze_kernel(kernel, arch, seg.found, cache, lowered_cache=False))
            except AssemblyError as e:
                seg.found.extend(e.diagnostics)
        result.kernels.extend(seg.kernels)
        found.extend(seg.found)
    names = [getattr(ka.source, "name", "").lower() for ka in result.kernels]
    return len(names) == len(set(names))


def _relocated(seg: "_Segment", filename: str, line: int) -> "_Segment":
    """`seg` (analysed when it began at seg.line) as it is now that it begins at `line`: an unchanged kernel below an
    inserted line keeps its analysis, only its locations move.  Falls back to re-analysis (kernels None) if a result
    does not have the documented shape."""
    delta = line - seg.line
    mover = _LocMover(filename, seg.line, delta)
    statements = mover.statements(seg.statements)
    if seg.kernels is None:
        return _Segment(line, statements, parts=seg.parts)
    try:
        kernels = [mover.kernel(ka) for ka in seg.kernels]
    except (AttributeError, TypeError):
        return _Segment(line, statements, parts=seg.parts)
    return _Segment(line, statements, kernels, [mover.diagnostic(d) for d in seg.found], seg.parts)


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


def _analyze_kernel(kernel, arch: str, found: list[Diagnostic], cache: LintCache | None,
                    lowered_cache: bool = True) -> KernelAnalysis:
    """Lower, encode and lay out one kernel, collecting every diagnostic into `found`.  (A kernel segment that is
    analysed here has changed, so its lowering is not looked up in `cache.lowered`: the key costs more than it saves.)"""
    ka = KernelAnalysis(kernel)
    key = _kernel_key(kernel, arch) if cache and lowered_cache else None
    if key is not None:
        cache.live.add(key)
    try:
        if key is not None and key in cache.lowered:
            ka.lowered = cache.lowered[key]
        else:
            ka.lowered = _stages.lower(kernel, arch)
            if key is not None:
                cache.lowered[key] = ka.lowered
    except AssemblyError as e:
        found.extend(e.diagnostics)
        return ka
    found.extend(getattr(ka.lowered, "warnings", ()) or ())
    encoder = _CachingEncoder(arch, cache.encodings if cache else {})
    if _stages.can_encode_with(encoder):
        ka.complete = _encode_and_place(ka, encoder, found)
    else:
        _encode_each_line(ka, encoder, found)
    return ka


class _CachingEncoder:
    """`masm.isa.encode` for one architecture, remembering every encoding by its text (an encoding depends only on
    the text and the architecture; errors are never cached, so they keep their locations)."""

    def __init__(self, arch: str, memo: dict):
        self.arch = arch
        self.memo = memo

    def __call__(self, text: str, loc: SourceLoc, notes=()):
        hit = self.memo.get((text, self.arch))
        if hit is None:
            hit = self.memo[(text, self.arch)] = _stages.encode(text, self.arch, loc, tuple(notes))
        return hit

    def known(self, text: str):
        return self.memo.get((text, self.arch))


def _encode_and_place(ka: KernelAnalysis, encoder: _CachingEncoder, found: list[Diagnostic]) -> bool:
    """The build's own encoding (budgets, data directives) and layout (labels, branch range) of one kernel."""
    from .diagnostics import DiagnosticSink
    sink = DiagnosticSink()
    lines = _stages.encode_lines(ka.lowered, encoder.arch, sink, encoder)
    found.extend(sink.items)
    for ln in lines:
        enc = encoder.known(ln.text) if ln.kind == "code" else None
        if enc is not None:
            ka.encoded.append((ln.origin, enc))
    if sink.errors:
        return True
    try:
        _stages.layout(lines, encoder)
    except AssemblyError as e:
        found.extend(e.diagnostics)
    return True


def _encode_each_line(ka: KernelAnalysis, encoder: _CachingEncoder, found: list[Diagnostic]) -> None:
    """Encode every instruction line (when the build's encode_lines cannot take lint's encoder)."""
    for line in ka.lowered.lines:
        text = line.text.strip()
        if not text or text.endswith(":") or text.startswith("."):
            continue
        try:
            ka.encoded.append((line, encoder(text, line.loc, tuple(line.notes))))
        except AssemblyError as e:
            found.extend(e.diagnostics)


def _kernel_key(kernel, arch: str) -> tuple | None:
    """Everything lowering reads from a KernelSource, hashable (None: not cacheable)."""
    try:
        key = (arch, kernel.name, kernel.loc, tuple(kernel.statements), tuple(getattr(kernel, "workgroup_size", ())),
               getattr(kernel, "lds_bytes", 0), tuple(getattr(kernel, "args", ())),
               tuple(sorted((getattr(kernel, "aliases", None) or {}).items())), getattr(kernel, "end_loc", None))
        hash(key)
        return key
    except (AttributeError, TypeError):
        return None


def _late_errors(source: str, arch: str, filename: str, include_dirs) -> list[Diagnostic]:
    """Errors only a whole build finds: run it, keep nothing but its diagnostics.  Only used when lint could not run
    the build's encode_lines/layout_kernel itself, and only when every kernel lowered and encoded cleanly."""
    try:
        _stages.build(source, arch, filename=filename, include_dirs=include_dirs)
    except AssemblyError as e:
        return list(e.diagnostics)
    return []


def _ordered(diags: Sequence[Diagnostic], filename: str) -> list[Diagnostic]:
    """Unique diagnostics, the main file's first, in line/column order (errors before warnings at one spot)."""
    seen = set()
    out = []
    for d in diags:
        key = (d.severity, d.message, d.loc, d.notes)
        if key not in seen:
            seen.add(key)
            out.append(d)
    return sorted(out, key=lambda d: (d.file != filename, d.file, d.line, d.column, d.severity != "error"))


# ------------------------------------------------------------------------------------------------- warnings

def _warnings(result: Analysis, source: str, arch: str) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    out += _unused_macro_parameters(source, result.filename)
    for ka in result.kernels:
        if ka.lowered is None:
            continue
        out += _reads_before_writes(ka, arch)
        out += _oversized_budget(ka, arch)
    return out


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


_MACRO_HEAD = re.compile(r"#macro[ \t]+([A-Za-z_.@][\w.@]*)[ \t]*\(([^)\n]*)\)", re.IGNORECASE)
_ENDM = re.compile(r"#endm\b", re.IGNORECASE)


def _unused_macro_parameters(source: str, filename: str) -> list[Diagnostic]:
    """Parameters a `#macro NAME(p1, p2)` body never mentions (macros of the linted file itself)."""
    if "#macro" not in source.lower():
        return []
    from .lsp.index import strip_comments
    code = strip_comments(source)
    out = []
    for head in _MACRO_HEAD.finditer(code):
        end = _ENDM.search(code, head.end())
        used = set(_words(code[head.end():end.start() if end else len(code)]))
        for param in _WORD.finditer(head.group(2)):
            if param.group().lower() in used:
                continue
            offset = head.start(2) + param.start()
            line = code.count("\n", 0, offset) + 1
            column = offset - (code.rfind("\n", 0, offset) + 1) + 1
            out.append(Diagnostic("warning", f"parameter '{param.group()}' of macro '{head.group(1)}' is never used",
                                  SourceLoc(filename, line, column), (), len(param.group())))
    return out


# -- registers read before written

_REG_TOKEN = re.compile(r"\b([vsa])(\d+)\b|\b([vsa])\[\s*(\d+)\s*:\s*(\d+)\s*\]", re.IGNORECASE)


def _expand_register(text: str) -> list[tuple[str, int]]:
    """`v3` -> [(v,3)]; `s[4:5]` -> [(s,4),(s,5)]; anything else -> []."""
    out = []
    for m in _REG_TOKEN.finditer(str(text)):
        if m.group(1):
            out.append((m.group(1).lower(), int(m.group(2))))
        else:
            f, lo, hi = m.group(3).lower(), int(m.group(4)), int(m.group(5))
            out.extend((f, k) for k in range(lo, hi + 1))
    return out


def _split_operands(text: str) -> list[str]:
    """The comma-separated operands after the mnemonic (modifiers after the last operand dropped)."""
    parts = text.strip().split(None, 1)
    if len(parts) < 2:
        return []
    ops, depth, start = [], 0, 0
    body = parts[1]
    for i, ch in enumerate(body + ","):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "," and depth <= 0:
            ops.append(body[start:i].strip())
            start = i + 1
    if ops:
        ops[-1] = ops[-1].split()[0] if ops[-1].split() else ops[-1]
    return ops


def _has_direction(operands) -> bool:
    """Does the ISA table say which operands are written (`out`) / read?  Without that, nothing can be checked."""
    return all(hasattr(op, "out") or hasattr(op, "direction") for op in operands)


def _operand_is_output(operand) -> bool:
    return bool(getattr(operand, "out", False) or getattr(operand, "is_output", False)
                or getattr(operand, "direction", "") in ("out", "inout"))


def _operand_is_input(operand) -> bool:
    direction = getattr(operand, "direction", None)
    if direction is not None:
        return direction in ("in", "inout")
    return not getattr(operand, "out", False) or bool(getattr(operand, "tied", False))


_DEFAULT_ABI = frozenset([("s", k) for k in range(16)] + [("v", k) for k in range(3)])


def _reads_before_writes(ka: KernelAnalysis, arch: str) -> list[Diagnostic]:
    """First read of each register no earlier instruction (in program order) has written."""
    from .isa.model import Operand
    if not _has_direction([Operand]):
        return []
    try:
        written = set(_stages.abi_written_registers(ka.source, arch) or _DEFAULT_ABI)
    except AssemblyError:
        return []
    reported: set[tuple[str, int]] = set()
    out = []
    for line, enc in ka.encoded:
        operands = tuple(getattr(getattr(enc, "defn", None), "operands", ()) or ())
        texts = _split_operands(line.text)
        if not operands or len(texts) != len(operands) or not _has_direction(operands):
            for t in texts:           # shape unknown: count everything as written, warn about nothing
                written.update(_expand_register(t))
            continue
        writes = []
        for op, t in zip(operands, texts):
            regs = _expand_register(t)
            if _operand_is_input(op):
                missing = [r for r in regs if r not in written and r not in reported]
                if missing:
                    reported.update(missing)
                    out.append(Diagnostic("warning", f"{_register_list(missing)} read before any write in kernel "
                                          f"'{getattr(ka.source, 'name', '?')}'", line.loc, tuple(line.notes)))
            if _operand_is_output(op):
                writes.extend(regs)
        written.update(writes)
    return out


def _register_list(regs: list[tuple[str, int]]) -> str:
    names = [f"{f}{k}" for f, k in regs]
    return ("register " if len(names) == 1 else "registers ") + ", ".join(names)


# -- numvgprs above what is used

_BUDGET = re.compile(r"^\s*numvgprs\b", re.IGNORECASE)


def _oversized_budget(ka: KernelAnalysis, arch: str) -> list[Diagnostic]:
    budget = getattr(ka.lowered, "budget_vgprs", None)
    if not budget:
        return []
    used = 1 + max((getattr(getattr(enc, "regs", None), "vgpr_max", -1) for _, enc in ka.encoded), default=-1)
    if used >= budget:
        return []
    site = next((st for st in getattr(ka.source, "statements", ()) if _BUDGET.match(st.text)), None)
    loc = site.loc if site else ka.source.loc
    message = f"numvgprs {budget} but the kernel uses {used} VGPRs"
    cost = _occupancy_cost(ka, arch, budget, used)
    message += f": {cost}" if cost else ""
    return [Diagnostic("warning", message, loc, tuple(site.notes) if site else ())]


def _occupancy_cost(ka: KernelAnalysis, arch: str, budget: int, used: int) -> str:
    try:
        from .occupancy import occupancy
        wg = getattr(ka.source, "workgroup_size", None) or (64,)
        wg_size = 1
        for d in (wg if isinstance(wg, (tuple, list)) else (wg,)):
            wg_size *= int(d)
        lds = int(getattr(ka.source, "lds_bytes", 0) or 0)
        declared = occupancy(arch, budget, None, lds_bytes=lds, wg_size=wg_size)
        needed = occupancy(arch, max(used, 1), None, lds_bytes=lds, wg_size=wg_size)
    except (ImportError, ValueError, TypeError):
        return ""
    if needed.waves_per_simd > declared.waves_per_simd:
        return (f"{declared.waves_per_simd} waves/SIMD instead of {needed.waves_per_simd} "
                f"(occupancy {declared.occupancy:.0%} instead of {needed.occupancy:.0%})")
    return f"no occupancy lost at this size ({declared.waves_per_simd} waves/SIMD either way)"
