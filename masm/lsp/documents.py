"""The server's view of open documents: text, architecture, outline (index) and last pipeline run, all cached.

A document is analysed by `masm.lint.analyze` (the same pipeline as `masm build`); its outline comes from
`masm.lsp.index` and so do the outlines of the files it `#include`s (read from disk, re-read when they change).
"""
from __future__ import annotations

import gc
import os
from dataclasses import dataclass, field
from pathlib import Path

from ..targets import ARCHES, DEFAULT_ARCH
from ..lint import Analysis, LintCache, analyze
from .index import SourceIndex, arch_from_source, index_source


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
    analysis: Analysis | None = None
    analysed_text: str | None = None
    cache: LintCache | None = None      # this document's pipeline cache (see masm.lint.LintCache)

    @property
    def index(self) -> SourceIndex:
        if self._index is None:
            self._index = index_source(self.text, self.path)
        return self._index

    def update(self, text: str, version: int | None) -> None:
        if text != self.text:
            self.text = text
            self._index = None
        self.version = version


@dataclass(slots=True)
class _FileIndex:
    mtime: float
    index: SourceIndex
    text: str


@dataclass
class DocumentStore:
    settings: Settings = field(default_factory=Settings)
    documents: dict[str, Document] = field(default_factory=dict)
    encodings: dict = field(default_factory=dict)     # instruction encodings, shared by every document
    _files: dict[str, _FileIndex] = field(default_factory=dict)

    def arch_for(self, doc: Document) -> str:
        arch = arch_from_source(doc.text)
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

    def analyse(self, doc: Document) -> Analysis:
        """Run the pipeline on the document unless its text has not changed since the last run."""
        arch = self.arch_for(doc)
        if doc.analysis is not None and doc.analysed_text == doc.text and doc.analysis.arch == arch:
            return doc.analysis
        gc.disable()        # the caches make the heap large; a collection in the middle of a run costs more than it
        try:                # frees (the run makes few cycles), so collect between runs instead
            doc.analysis = analyze(doc.text, arch, filename=doc.path, include_dirs=self.include_dirs_for(doc),
                                   cache=self._cache(doc))
        finally:
            gc.enable()
        doc.analysed_text = doc.text
        return doc.analysis

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
            mtime = os.stat(path).st_mtime
        except OSError:
            return None
        hit = self._files.get(path)
        if hit is None or hit.mtime != mtime:
            try:
                text = Path(path).read_text(encoding="utf-8", errors="replace")
            except OSError:
                return None
            hit = self._files[path] = _FileIndex(mtime, index_source(text, path), text)
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

