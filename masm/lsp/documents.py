"""The server's view of open documents: text, architecture, outline (index) and last pipeline run, all cached.

A document is analysed by `masm.lint.analyze` (the same pipeline as `masm build`); its outline comes from
`masm.lsp.index` and so do the outlines of the files it `#include`s (read from disk, re-read when they change).
Files are read only when they are regular files of at most `MAX_SOURCE_BYTES` (16 MiB), without ever blocking (see
masm.textfile); a document larger than that is kept but neither indexed nor analysed.
"""
from __future__ import annotations

import gc
import os
from collections import OrderedDict
from dataclasses import field

from pygls.uris import to_fs_path

from ..dataclass_cache import dataclass
from ..diagnostics import Diagnostic, SourceLoc
from ..targets import ARCHES, DEFAULT_ARCH
from ..lint import Analysis, LintCache, analyze
from ..textfile import MAX_SOURCE_BYTES, read_source_text
from .index import SourceIndex, arch_from_source, index_after_edit, index_source
from .text_sync import line_starts, starts_after_edit

_KEPT_FILES = 64          # outlines of files on disk (includes, documents not open) kept between requests
_FULL_COLLECTION_EVERY = 50     # pipeline runs between full garbage collections (see DocumentStore.analyse)


@dataclass(slots=True)
class Settings:
    """From the client's initializationOptions: {"arch": "gfx906", "includeDirs": [...], "debounceMs": 200}."""

    arch: str = DEFAULT_ARCH
    include_dirs: tuple[str, ...] = ()
    debounce_ms: int = 200

    @classmethod
    def from_options(cls, options) -> "Settings":
        s = cls()
        if isinstance(options, dict):
            arch = str(options.get("arch", "")).lower()
            if arch in ARCHES:
                s.arch = arch
            dirs = options.get("includeDirs") or options.get("include_dirs") or ()
            if isinstance(dirs, (list, tuple)):
                s.include_dirs = tuple(str(d) for d in dirs)
            try:
                s.debounce_ms = max(0, int(options.get("debounceMs", s.debounce_ms)))
            except (TypeError, ValueError):
                pass
        return s


@dataclass(slots=True)
class Document:
    uri: str
    path: str                       # the filename the pipeline sees (a file path, or the URI for unsaved buffers)
    text: str
    version: int | None = None
    _index: SourceIndex | None = None
    _lines: list[str] | None = None
    _starts: list[int] | None = None
    analysed: tuple[str, Analysis] | None = None    # (text, its analysis) of the last pipeline run
    cache: LintCache | None = None      # this document's pipeline cache (see masm.lint.LintCache)
    run_seconds: float = 0.0            # how long the last pipeline run took
    running_since: float | None = None  # time.perf_counter() when the pipeline run going on now started

    @property
    def too_large(self) -> bool:
        return len(self.text) > MAX_SOURCE_BYTES

    @property
    def index(self) -> SourceIndex:
        if self._index is None:
            self._index = index_source("" if self.too_large else self.text, self.path)
        return self._index

    @property
    def lines(self) -> list[str]:
        """The text cut at `\n` (masm's lines)."""
        if self._lines is None:
            self._lines = self.text.split("\n")
        return self._lines

    @property
    def analysis(self) -> Analysis | None:
        """The last pipeline run's result, if it was of the current text."""
        done = self.analysed
        return done[1] if done is not None and done[0] == self.text else None

    def is_analysed(self) -> bool:
        done = self.analysed
        return done is not None and done[0] == self.text

    def update(self, text: str, version: int | None) -> None:
        if text != self.text:
            self.text = text
            self._index = None
            self._lines = None
            self._starts = None
        self.version = version

    @property
    def line_starts(self) -> list[int]:
        """Offsets where the lines begin as LSP counts them (after `\n`, `\r\n` or `\r`)."""
        if self._starts is None:
            self._starts = line_starts(self.text)
        return self._starts

    def replace(self, start: int, end: int, inserted: str) -> None:
        """Replace [start, end) of the text by `inserted`; the outline is moved along when the edit cannot change
        it (see index_after_edit), else made again when next asked for; so are the line starts."""
        old = self.text
        self.text = old[:start] + inserted + old[end:]
        self._lines = None
        if self._index is not None:
            self._index = index_after_edit(self._index, old, start, end, inserted)
        if self._starts is not None:
            self._starts = starts_after_edit(self._starts, self.text, start, end, len(inserted))


@dataclass(slots=True)
class _FileIndex:
    stamp: tuple[int, int]          # (mtime_ns, size)
    index: SourceIndex
    text: str


@dataclass
class DocumentStore:
    settings: Settings = field(default_factory=Settings)
    documents: dict[str, Document] = field(default_factory=dict)
    encodings: dict = field(default_factory=dict)     # instruction encodings, shared by every document
    _files: OrderedDict[str, _FileIndex] = field(default_factory=OrderedDict)
    runs: int = 0

    def arch_for(self, doc: Document, text: str | None = None) -> str:
        arch = arch_from_source(doc.text if text is None else text)
        return arch if arch in ARCHES else self.settings.arch

    def open(self, uri: str, path: str, text: str, version: int | None = None) -> Document:
        doc = self.documents.get(uri)
        if doc is None:
            doc = self.documents[uri] = Document(uri, path, text, version)
        else:
            doc.update(text, version)
        return doc

    def close(self, uri: str) -> None:
        self.documents.pop(uri, None)

    def disk_document(self, uri: str) -> Document | None:
        """A document that is not open: the file a `file:` URI names, if it is a regular file of at most
        MAX_SOURCE_BYTES (read without blocking).  It is not analysed."""
        path = _file_path(uri)
        if path is None or self.file_index(path) is None:
            return None
        hit = self._files[path]
        doc = Document(uri, path, hit.text)
        doc._index = hit.index
        return doc

    def analyse(self, doc: Document, text: str | None = None, prepare=None) -> Analysis:
        """Run the pipeline on `text` (by default the document's text) unless it is what the last run analysed; the
        result becomes the document's analysis (after `prepare(analysis)`, if given, has run)."""
        text = doc.text if text is None else text
        arch = self.arch_for(doc, text)
        done = doc.analysed
        if done is not None and done[0] == text and done[1].arch == arch:
            return done[1]
        if len(text) > MAX_SOURCE_BYTES:
            analysis = Analysis(doc.path, arch)
            analysis.diagnostics = [Diagnostic("warning", f"the document is larger than {MAX_SOURCE_BYTES >> 20} MiB: "
                                               "the language server does not check it (run masm lint)",
                                               SourceLoc(doc.path, 1, 1))]
        else:
            # The caches and the analysis make the heap large (millions of objects, freed by reference counting: the
            # pipeline makes few cycles).  A collection in the middle of a run costs more than it frees, and so would
            # the first one after it, which would scan everything the run made (a second, on the server's loop):
            # what exists after the run is moved out of the collector's sight (gc.freeze) before it is enabled again.
            collecting = gc.isenabled()
            gc.disable()
            try:
                analysis = analyze(text, arch, filename=doc.path, include_dirs=self.include_dirs_for(doc),
                                   cache=self._cache(doc))
            finally:
                self.runs += 1
                if self.runs % _FULL_COLLECTION_EVERY == 0:
                    gc.unfreeze()
                    gc.collect()
                gc.freeze()
                if collecting:
                    gc.enable()
        if prepare is not None:
            prepare(analysis)
        doc.analysed = (text, analysis)
        return analysis

    def _cache(self, doc: Document) -> LintCache:
        if doc.cache is None:
            doc.cache = LintCache(self.encodings)
        return doc.cache

    def include_dirs_for(self, doc: Document) -> tuple[str, ...]:
        return self.settings.include_dirs

    # -- #include files

    def resolve_include(self, name: str, including: str) -> str | None:
        """Where `#include name` written in file `including` is read from (the preprocessor's own search)."""
        try:
            from ..preprocess.includes import find_include
        except ImportError:
            return None
        try:
            path, _ = find_include(name, including, self.settings.include_dirs)
        except (OSError, ValueError):
            return None
        return str(path.resolve()) if path is not None else None

    def file_index(self, path: str) -> SourceIndex | None:
        """The outline of a file on disk (an open document's buffer wins)."""
        for doc in self.documents.values():
            if doc.path == path:
                return doc.index
        try:
            st = os.stat(path)
        except (OSError, ValueError):
            return None
        stamp = (st.st_mtime_ns, st.st_size)
        hit = self._files.get(path)
        if hit is None or hit.stamp != stamp:
            try:
                text = read_source_text(path)
            except OSError:
                return None
            hit = self._files[path] = _FileIndex(stamp, index_source(text, path), text)
            while len(self._files) > _KEPT_FILES:
                self._files.popitem(last=False)
        self._files.move_to_end(path)
        return hit.index

    def file_text(self, path: str) -> str | None:
        for doc in self.documents.values():
            if doc.path == path:
                return doc.text
        if self.file_index(path) is None:
            return None
        return self._files[path].text

    def indexes(self, doc: Document, depth: int = 8) -> list[SourceIndex]:
        """The document's outline followed by those of the files it includes, transitively."""
        out = [doc.index]
        seen = {doc.path}
        todo: list[tuple[SourceIndex, int]] = [(doc.index, 0)]
        while todo:
            index, level = todo.pop(0)
            if level >= depth:
                continue
            for inc in index.includes:
                path = self.resolve_include(inc.path, index.filename)
                if path is None or path in seen:
                    continue
                seen.add(path)
                sub = self.file_index(path)
                if sub is not None:
                    out.append(sub)
                    todo.append((sub, level + 1))
        return out



def _file_path(uri: str) -> str | None:
    """The path a `file:` URI names (None for other schemes and malformed URIs)."""
    if not isinstance(uri, str) or not uri.lower().startswith("file:"):
        return None
    try:
        return to_fs_path(uri)
    except (ValueError, TypeError, IndexError):
        return None
