"""`masm lsp`: the language server on stdio (pygls 2).

Diagnostics are published on open and save at once, and after edits once typing pauses (debounced, 200 ms by default).
Architecture: a first-line comment `// masm: arch=gfx803` in the document, else initializationOptions
`{"arch": "gfx906"}`, else gfx900.  Other initializationOptions: `includeDirs` (list of folders searched by
`#include`, like `-I`) and `debounceMs`.
"""
from __future__ import annotations

import asyncio
import logging
import traceback

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from .. import __version__
from ..diagnostics import Diagnostic, SourceLoc
from .complete import completions
from .diagnostics import to_lsp
from .documents import Document, DocumentStore, Settings
from .hover import hover_markdown
from .navigate import definition, document_symbols

log = logging.getLogger("masm.lsp")


class MasmLanguageServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("masm", __version__)
        self.store = DocumentStore()
        self._timers: dict[str, asyncio.TimerHandle] = {}

    def document(self, uri: str) -> Document:
        text_doc = self.workspace.get_text_document(uri)
        path = (to_fs_path(uri) if uri.startswith("file:") else None) or uri
        return self.store.open(uri, path, text_doc.source, text_doc.version)

    def publish(self, uri: str) -> None:
        """Run the pipeline on the document now and publish its diagnostics."""
        self._cancel(uri)
        if uri not in self.store.documents:
            return
        doc = self.document(uri)
        try:
            found = self.store.analyse(doc).diagnostics
        except Exception as e:  # a bug in a stage must not take the server down; show it where the user looks
            log.error("lint failed: %s", traceback.format_exc())
            found = [Diagnostic("error", f"masm internal error while linting: {type(e).__name__}: {e}",
                                SourceLoc(doc.path, 1, 1))]
        self.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(
            uri=uri, version=doc.version, diagnostics=to_lsp(found, doc.path, doc.text)))

    def schedule(self, uri: str) -> None:
        self._cancel(uri)
        delay = self.store.settings.debounce_ms / 1000
        self._timers[uri] = asyncio.get_running_loop().call_later(delay, self.publish, uri)

    def _cancel(self, uri: str) -> None:
        timer = self._timers.pop(uri, None)
        if timer is not None:
            timer.cancel()

    def current(self, uri: str) -> Document:
        """The document with an up-to-date analysis (edits still waiting for the debounce are analysed now)."""
        doc = self.document(uri)
        if doc.analysed_text != doc.text:
            self.publish(uri)
        return doc


server = MasmLanguageServer()


@server.feature(lsp.INITIALIZE)
def initialize(ls: MasmLanguageServer, params: lsp.InitializeParams) -> None:
    ls.store.settings = Settings.from_options(params.initialization_options)


@server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
async def did_open(ls: MasmLanguageServer, params: lsp.DidOpenTextDocumentParams) -> None:
    ls.document(params.text_document.uri)
    ls.publish(params.text_document.uri)


@server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
async def did_change(ls: MasmLanguageServer, params: lsp.DidChangeTextDocumentParams) -> None:
    ls.document(params.text_document.uri)
    ls.schedule(params.text_document.uri)


@server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
async def did_save(ls: MasmLanguageServer, params: lsp.DidSaveTextDocumentParams) -> None:
    for doc in ls.store.documents.values():      # an included file may have changed: re-run everything open
        doc.analysed_text = None
    for uri in list(ls.store.documents):
        ls.publish(uri)


@server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
async def did_close(ls: MasmLanguageServer, params: lsp.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    ls._cancel(uri)
    ls.store.close(uri)
    ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


@server.feature(lsp.TEXT_DOCUMENT_HOVER)
def hover(ls: MasmLanguageServer, params: lsp.HoverParams) -> lsp.Hover | None:
    doc = ls.current(params.text_document.uri)
    pos = params.position
    found = hover_markdown(ls.store, doc, pos.line + 1, pos.character + 1)
    if found is None:
        return None
    text, start, length = found
    rng = lsp.Range(lsp.Position(pos.line, start - 1), lsp.Position(pos.line, start - 1 + length))
    return lsp.Hover(contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=text), range=rng)


@server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
def goto_definition(ls: MasmLanguageServer, params: lsp.DefinitionParams) -> lsp.Location | None:
    doc = ls.document(params.text_document.uri)
    return definition(ls.store, doc, params.position.line + 1, params.position.character + 1)


@server.feature(lsp.TEXT_DOCUMENT_COMPLETION,
                lsp.CompletionOptions(trigger_characters=["#", "_"]))
def complete(ls: MasmLanguageServer, params: lsp.CompletionParams) -> lsp.CompletionList:
    doc = ls.document(params.text_document.uri)
    items = completions(ls.store, doc, params.position.line + 1, params.position.character + 1)
    return lsp.CompletionList(is_incomplete=False, items=items)


@server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
def symbols(ls: MasmLanguageServer, params: lsp.DocumentSymbolParams) -> list[lsp.DocumentSymbol]:
    return document_symbols(ls.document(params.text_document.uri))


def serve() -> None:
    """Run the server on stdin/stdout until the client exits."""
    logging.basicConfig(level=logging.WARNING, format="masm-lsp %(levelname)s: %(message)s")
    server.start_io()
