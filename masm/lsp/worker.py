"""The pipeline runs off the event loop: one background thread analyses open documents, one at a time, newest text
first, and hands the results back to the loop, so a request never waits behind a long run (a 1 MB document takes
seconds the first time).  Requests that want the pipeline's answer (the register a temp is at, this line's bytes) wait
for a run of the current text at most `REQUEST_WAIT` (0.1) seconds and otherwise answer without it.

Only the worker thread runs the pipeline and touches a document's lint cache; the loop only reads the finished
`Document.analysis` (replaced whole, never changed in place).
"""
from __future__ import annotations

import asyncio
import logging
import threading
import time
import traceback
from typing import Callable

from ..diagnostics import Diagnostic, SourceLoc
from .documents import Document, DocumentStore
from .registers import kernel_views

log = logging.getLogger("masm.lsp")

REQUEST_WAIT = 0.1          # seconds a request waits for a run of the current text
QUICK_TEXT = 20_000         # characters of a document that has never been analysed that are worth waiting for
_WARM_UP = "\0warm-up:"     # a queue entry that is not a uri


def worth_waiting(doc: Document) -> bool:
    """Whether a run of `doc` can finish within REQUEST_WAIT: judged by its last run (or the one going on), and for
    a document never analysed by its size (the first run of a file reads ~200 kB/s at best)."""
    running = doc.running_since
    if running is not None and time.perf_counter() - running > REQUEST_WAIT:
        return False
    if doc.analysed is None and doc.run_seconds == 0.0:
        return len(doc.text) <= QUICK_TEXT
    return doc.run_seconds <= REQUEST_WAIT


class AnalysisWorker:
    def __init__(self, store: DocumentStore, loop: asyncio.AbstractEventLoop,
                 done: Callable[[Document, str, list[Diagnostic]], None]):
        """`done(doc, text, diagnostics)` is called on the loop after each run (`text`: what was analysed)."""
        self.store = store
        self.loop = loop
        self.done = done
        self._pending: dict[str, None] = {}          # uris to analyse, oldest request first
        self._wake = threading.Condition()
        self._waiters: dict[str, list[asyncio.Future]] = {}
        self._running: str | None = None             # the uri being analysed
        self._thread = threading.Thread(target=self._run, name="masm-lsp-pipeline", daemon=True)
        self._thread.start()

    def warm_up(self, arch: str) -> None:
        """Load what the first answers and the first run need (the pipeline's modules, the ISA table of `arch`) on
        the worker thread, before documents arrive."""
        with self._wake:
            self._pending.pop(_WARM_UP + arch, None)
            self._pending[_WARM_UP + arch] = None
            self._wake.notify()

    def submit(self, uri: str) -> None:
        with self._wake:
            self._pending.pop(uri, None)
            self._pending[uri] = None
            self._wake.notify()

    async def fresh(self, doc: Document, timeout: float = REQUEST_WAIT) -> bool:
        """Wait (at most `timeout` s) until `doc` has an analysis of its current text (starting its run if none is
        queued); True if it has one."""
        deadline = self.loop.time() + timeout
        while not doc.is_analysed():
            left = deadline - self.loop.time()
            if left <= 0 or doc.uri not in self.store.documents:
                return False
            if not self._queued(doc.uri):
                self.submit(doc.uri)
            future = self.loop.create_future()
            self._waiters.setdefault(doc.uri, []).append(future)
            try:
                await asyncio.wait_for(future, left)
            except asyncio.TimeoutError:
                return doc.is_analysed()
        return True

    def _queued(self, uri: str) -> bool:
        with self._wake:
            return uri in self._pending or self._running == uri

    # -- the worker thread
    def _run(self) -> None:
        while True:
            with self._wake:
                while not self._pending:
                    self._wake.wait()
                uri = next(iter(self._pending))
                del self._pending[uri]
                self._running = uri
            try:
                self._analyse(uri)
            finally:
                self._running = None

    def _analyse(self, uri: str) -> None:
        if uri.startswith(_WARM_UP):
            try:
                from ..isa import mnemonics
                from ..lint import analyze  # noqa: F401
                from .complete import language_items
                mnemonics(uri[len(_WARM_UP):])
                language_items(uri[len(_WARM_UP):])
            except Exception:  # whatever fails here fails again, reported, where it is used
                log.debug("warming up failed: %s", traceback.format_exc())
            return
        doc = self.store.documents.get(uri)
        if doc is None:
            return
        text = doc.text
        started = doc.running_since = time.perf_counter()
        try:
            analysis = self.store.analyse(doc, text, _prepare)
            found = analysis.diagnostics
        except Exception as e:  # a bug in a stage must not take the server down; show it where the user looks
            log.error("the pipeline failed on %s: %s", uri, traceback.format_exc())
            found = [Diagnostic("error", f"masm internal error while linting: {type(e).__name__}: {e}",
                                SourceLoc(doc.path, 1, 1))]
        doc.run_seconds = time.perf_counter() - started
        doc.running_since = None
        try:
            self.loop.call_soon_threadsafe(self._finished, doc, text, found)
        except RuntimeError:        # the loop is closed: the server is exiting
            pass

    def _finished(self, doc: Document, text: str, found: list[Diagnostic]) -> None:
        try:
            self.done(doc, text, found)
        finally:
            for future in self._waiters.pop(doc.uri, ()):
                if not future.done():
                    future.set_result(None)


def _prepare(analysis) -> None:
    """What hover looks up, built on the worker before the analysis is handed over (an unchanged kernel keeps its
    views), so the loop never builds it."""
    for ka in analysis.kernels:
        kernel_views(ka)
