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
from pygls.exceptions import JsonRpcException, JsonRpcInvalidParams
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol
from pygls.uris import to_fs_path

from .. import __version__
from ..diagnostics import Diagnostic, SourceLoc
from .complete import completions
from .diagnostics import to_lsp
from .documents import Document, DocumentStore, Settings
from .hover import hover_markdown
from .navigate import definition, document_symbols

log = logging.getLogger("masm.lsp")


class MasmProtocol(LanguageServerProtocol):
    """pygls's protocol, but a request whose parameters do not deserialize (a position with `line: -1`, say) is
    answered at once: pygls only logs it, and the client would wait for an answer forever.  A textDocument request
    gets an empty answer (null), any other an InvalidParams error."""

    def structure_message(self, data):
        try:
            return super().structure_message(data)
        except JsonRpcException:
            if isinstance(data, dict) and "id" in data and isinstance(data.get("method"), str):
                if data["method"].startswith("textDocument/"):
                    self._send_response(data["id"], None)
                else:
                    self._send_response(data["id"], error=JsonRpcInvalidParams().to_response_error())
            raise


class MasmLanguageServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("masm", __version__, protocol_cls=MasmProtocol)
        self.store = DocumentStore()
        self._timers: dict[str, asyncio.TimerHandle] = {}

    def document(self, uri: str) -> Document | None:
        """The open document `uri` (or the file it names, read from disk); None when there is neither."""
        text_doc = self.workspace.get_text_document(uri)
        try:
            source = text_doc.source
        except (OSError, UnicodeDecodeError, ValueError):
            return None
        path = (to_fs_path(uri) if uri.startswith("file:") else None) or uri
        return self.store.open(uri, path, source, text_doc.version)

    def publish(self, uri: str) -> None:
        """Run the pipeline on the document now and publish its diagnostics."""
        self._cancel(uri)
        if uri not in self.store.documents:
            return
        doc = self.document(uri)
        if doc is None:
            return
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

    def current(self, uri: str) -> Document | None:
        """The document with an up-to-date analysis (edits still waiting for the debounce are analysed now)."""
        doc = self.document(uri)
        if doc is not None and doc.analysed_text != doc.text:
            self.publish(uri)
        return doc


def _position(doc: Document | None, pos: lsp.Position) -> tuple[int, int] | None:
    """(line, column), 1-based, of an LSP position inside `doc`'s text (at most just past a line's end); None when
    there is no document or the position is outside it (clients may send any number)."""
    if doc is None or pos.line < 0 or pos.character < 0:
        return None
    lines = doc.text.split("\n")
    if pos.line >= len(lines) or pos.character > len(lines[pos.line]):
        return None
    return pos.line + 1, pos.character + 1


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
    where = _position(doc, pos)
    found = hover_markdown(ls.store, doc, *where) if where else None
    if found is None:
        return None
    text, start, length = found
    rng = lsp.Range(lsp.Position(pos.line, start - 1), lsp.Position(pos.line, start - 1 + length))
    return lsp.Hover(contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=text), range=rng)


@server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
def goto_definition(ls: MasmLanguageServer, params: lsp.DefinitionParams) -> lsp.Location | None:
    doc = ls.document(params.text_document.uri)
    where = _position(doc, params.position)
    return definition(ls.store, doc, *where) if where else None


@server.feature(lsp.TEXT_DOCUMENT_COMPLETION,
                lsp.CompletionOptions(trigger_characters=["#", "_"]))
def complete(ls: MasmLanguageServer, params: lsp.CompletionParams) -> lsp.CompletionList:
    doc = ls.document(params.text_document.uri)
    where = _position(doc, params.position)
    items = completions(ls.store, doc, *where) if where else []
    return lsp.CompletionList(is_incomplete=False, items=items)


@server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
def symbols(ls: MasmLanguageServer, params: lsp.DocumentSymbolParams) -> list[lsp.DocumentSymbol]:
    doc = ls.document(params.text_document.uri)
    return document_symbols(doc) if doc is not None else []


def serve() -> None:
    """Run the server on stdin/stdout until the client exits."""
    logging.basicConfig(level=logging.WARNING, format="masm-lsp %(levelname)s: %(message)s")
    server.start_io()
