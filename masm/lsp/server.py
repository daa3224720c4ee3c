"""`masm lsp`: the language server on stdio (pygls 2).

Diagnostics are published on open and save at once, and after edits once typing pauses (debounced, 200 ms by default);
the pipeline runs on a background thread (worker.py), so requests are answered while it runs.  Architecture: a
first-line comment `// masm: arch=gfx803` in the document, else initializationOptions `{"arch": "gfx906"}`, else
gfx900.  Other initializationOptions: `includeDirs` (list of folders searched by `#include`, like `-I`) and `debounceMs`.

Whatever a client sends, the server goes on serving: broken framing is skipped (transport.py), a message that is not a
JSON-RPC object, a request before `initialize`, a second `initialize`, a request after `shutdown` and parameters of the
wrong shape are answered with an error when they carry a request id and logged otherwise, and an exception inside a
handler is logged (stderr and window/logMessage), never shown as an "Error in server" popup.
"""
from __future__ import annotations

import asyncio
import functools
import hashlib
import json
import logging
import re
import sys
import threading
import traceback

from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol
from pygls.protocol.language_server import lsp_method
from pygls.uris import to_fs_path

from .. import __version__
from ..diagnostics import Diagnostic
from .complete import completions
from .diagnostics import to_lsp
from .documents import Document, DocumentStore, Settings
from .hover import hover_markdown
from .navigate import definition, document_symbols
from .text_sync import Position, locate
from .transport import MessageReader
from .worker import AnalysisWorker, worth_waiting

log = logging.getLogger("masm.lsp")

# JSON-RPC / LSP error codes
INVALID_REQUEST, INVALID_PARAMS, SERVER_NOT_INITIALIZED = -32600, -32602, -32002
_HANDOFF = 4            # messages read ahead of the one being handled


class _CountedObjects:
    """json's object_pairs_hook: a dict per JSON object, and a ValueError past MAX_OBJECTS of them (no LSP message
    has that many; a body of small objects would otherwise cost ~40 times its size in memory)."""

    MAX_OBJECTS = 100_000

    def __init__(self):
        self.left = self.MAX_OBJECTS

    def __call__(self, pairs):
        self.left -= 1
        if self.left < 0:
            raise ValueError(f"more than {self.MAX_OBJECTS} JSON objects in one message")
        return dict(pairs)


def _valid_id(value) -> bool:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


class MasmProtocol(LanguageServerProtocol):
    """pygls's protocol, hardened: `receive` takes one message body from the transport and never raises."""

    initialized = False

    def receive(self, body: bytes, reader: MessageReader | None = None) -> None:
        try:
            data = json.loads(body, object_pairs_hook=_CountedObjects())
        except (ValueError, RecursionError) as e:       # bad JSON, bad UTF-8, nesting too deep, too many objects
            self._server.warn(f"message that is not JSON ({type(e).__name__}: {str(e)[:120]}): ignored")
            if reader is not None:
                reader.recover(body)
            return
        if not isinstance(data, dict):
            self._server.warn(f"message that is not a JSON object ({type(data).__name__}): ignored")
            return
        msg_id = data.get("id")
        method = data.get("method")
        is_request = "id" in data and "method" in data
        if ("id" in data and not _valid_id(msg_id)) or ("method" in data and not isinstance(method, str)) \
                or data.get("jsonrpc") != "2.0" or ("method" not in data and "id" not in data):
            self._reject(data, INVALID_REQUEST, "not a JSON-RPC 2.0 request, notification or response")
            return
        if is_request and not self.initialized and method != lsp.INITIALIZE:
            self._reject(data, SERVER_NOT_INITIALIZED, f"'{method}' before 'initialize'")
            return
        if is_request and method == lsp.INITIALIZE and self.initialized:
            self._reject(data, INVALID_REQUEST, "'initialize' may be sent only once; the server keeps its state")
            return
        if self._shutdown and method != lsp.EXIT:
            self._reject(data, INVALID_REQUEST, f"'{method}' after 'shutdown'")
            return
        if method == lsp.CANCEL_REQUEST and not (isinstance(data.get("params"), dict)
                                                 and _valid_id(data["params"].get("id"))):
            self._server.warn("'$/cancelRequest' without a request id: ignored")
            return
        if not self.initialized and not is_request and method not in (lsp.EXIT, None):
            self._server.warn(f"notification '{method}' before 'initialize': ignored")
            return
        try:
            message = self.structure_message(data)
        except JsonRpcException:
            if is_request and method.startswith("textDocument/"):
                self._send_response(msg_id, None)      # an empty answer: the editor shows nothing
                self._server.warn(f"'{method}' with parameters of the wrong shape: answered with nothing")
            else:
                self._reject(data, INVALID_PARAMS, f"'{method}' with parameters of the wrong shape")
            return
        except Exception as e:
            self._reject(data, INVALID_PARAMS, f"'{method}' could not be read ({type(e).__name__})")
            return
        try:
            self.handle_message(message)
        except (SystemExit, KeyboardInterrupt):
            raise
        except Exception:
            self._server.internal_error(f"handling '{method}'")
            if is_request and msg_id not in self._request_futures:
                self._send_response(msg_id, None)

    def _reject(self, data: dict, code: int, message: str) -> None:
        msg_id = data.get("id")
        if "method" in data and _valid_id(msg_id):
            self._send_response(msg_id, error=lsp.ResponseError(code=code, message=message))
            self._server.warn(f"{message}: answered with an error")
        else:
            self._server.warn(f"{message}: ignored")

    @lsp_method(lsp.INITIALIZE)
    def lsp_initialize(self, params: lsp.InitializeParams):
        self.initialized = True
        return (yield from super().lsp_initialize(params))

    # Documents live in the DocumentStore (text_sync.py applies the edits), not in pygls's workspace: these builtins
    # only pass the notification on.
    @lsp_method(lsp.TEXT_DOCUMENT_DID_OPEN)
    def lsp_text_document__did_open(self, params):
        yield self.fm.features[lsp.TEXT_DOCUMENT_DID_OPEN], (params,), None

    @lsp_method(lsp.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params):
        yield self.fm.features[lsp.TEXT_DOCUMENT_DID_CHANGE], (params,), None

    @lsp_method(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def lsp_text_document__did_close(self, params):
        yield self.fm.features[lsp.TEXT_DOCUMENT_DID_CLOSE], (params,), None


class MasmLanguageServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("masm", __version__, protocol_cls=MasmProtocol)
        self.store = DocumentStore()
        self._timers: dict[str, asyncio.TimerHandle] = {}
        self.worker: AnalysisWorker | None = None

    # -- logging: stderr and the client's log, never a popup
    def warn(self, message: str) -> None:
        """A client's mistake (malformed message, unknown document, position outside it)."""
        self._log(message, lsp.MessageType.Warning)

    def internal_error(self, what: str) -> None:
        """An exception escaped into a handler: a bug.  One line to the client, the traceback to stderr."""
        kind, error, tb = sys.exc_info()
        where = traceback.extract_tb(tb)[-1] if tb else None
        at = f" at {where.filename.rsplit('/', 1)[-1]}:{where.lineno}" if where else ""
        log.debug("%s", traceback.format_exc())
        self._log(f"internal error while {what}: {kind.__name__ if kind else 'error'}: {error}{at}",
                  lsp.MessageType.Error)

    def _log(self, message: str, kind: lsp.MessageType) -> None:
        log.log(logging.ERROR if kind == lsp.MessageType.Error else logging.WARNING, "%s", message)
        if self.protocol.initialized and not self.protocol._shutdown:
            try:
                self.window_log_message(lsp.LogMessageParams(type=kind, message=f"masm: {message}"))
            except Exception:  # the client is gone: stderr has it
                pass

    def report_server_error(self, error: Exception, source) -> None:
        """pygls's hook for errors outside a handler's answer: logged, never a window/showMessage popup."""
        self._log(f"{type(error).__name__}: {error}", lsp.MessageType.Error)

    # -- stdio
    def start_io(self, stdin=None, stdout=None) -> None:
        from pygls.io_ import StdoutWriter
        self._stop_event = threading.Event()
        self.protocol.set_writer(StdoutWriter(stdout or sys.stdout.buffer))
        code = 0
        try:
            asyncio.run(self._serve(stdin or sys.stdin.buffer))
        except BrokenPipeError:
            log.error("the client closed the connection")
        except KeyboardInterrupt:
            pass
        except SystemExit as exit_:       # the `exit` notification: 0 after `shutdown`, 1 without (as LSP says)
            code = exit_.code if isinstance(exit_.code, int) else 0
        finally:
            self.shutdown()
        if code:
            sys.exit(code)

    async def _serve(self, stdin) -> None:
        """Read messages on a daemon thread (so a blocked read never keeps the process alive) and handle them here."""
        loop = asyncio.get_running_loop()
        self.worker = AnalysisWorker(self.store, loop, self._analysed)
        messages: asyncio.Queue = asyncio.Queue(_HANDOFF)
        reader = MessageReader(stdin, lambda text: loop.call_soon_threadsafe(self.warn, text))

        def read() -> None:
            while True:
                try:
                    body = reader.next()
                except Exception:
                    body = None
                    log.error("reading the input failed: %s", traceback.format_exc())
                try:
                    asyncio.run_coroutine_threadsafe(messages.put(body), loop).result()
                except (RuntimeError, asyncio.CancelledError):   # the loop is closed
                    return
                if body is None:
                    return

        threading.Thread(target=read, name="masm-lsp-reader", daemon=True).start()
        while not self._stop_event.is_set():
            body = await messages.get()
            if body is None:
                break
            self.protocol.receive(body, reader)
            await asyncio.sleep(0)       # let the handlers this message started run before the next one

    # -- documents
    def document(self, uri: str) -> Document | None:
        """The open document `uri`, else the regular file a `file:` URI names (read without blocking, not kept)."""
        doc = self.store.documents.get(uri)
        return doc if doc is not None else self.store.disk_document(uri)

    def _analysed(self, doc: Document, text: str, found: list[Diagnostic]) -> None:
        """On the loop, after a pipeline run of `text`: publish, if the document is still open with that text."""
        if self.store.documents.get(doc.uri) is not doc or doc.text != text:
            return
        self.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(
            uri=doc.uri, version=doc.version, diagnostics=to_lsp(found, doc.path, text)))

    def schedule(self, uri: str, delay: float | None = None) -> None:
        """Analyse `uri` after `delay` seconds (default: the debounce delay)."""
        self._cancel(uri)
        if delay is None:
            delay = self.store.settings.debounce_ms / 1000
        if delay <= 0:
            self.worker.submit(uri)
        else:
            self._timers[uri] = asyncio.get_running_loop().call_later(delay, self._due, uri)

    def _due(self, uri: str) -> None:
        self._timers.pop(uri, None)
        if uri in self.store.documents:
            self.worker.submit(uri)

    def _cancel(self, uri: str) -> None:
        timer = self._timers.pop(uri, None)
        if timer is not None:
            timer.cancel()

    async def current(self, uri: str) -> Document | None:
        """The document, with the pipeline's analysis of its current text if its run can finish within the request
        wait (REQUEST_WAIT; edits still waiting for the debounce are then analysed now).  A document whose runs take
        longer is answered at once, and analysed when the debounce delay is over (see worth_waiting)."""
        doc = self.document(uri)
        if doc is not None and uri in self.store.documents and not doc.is_analysed() and worth_waiting(doc):
            self._cancel(uri)
            await self.worker.fresh(doc)
        return doc


def guarded(empty=None):
    """A handler that never raises: an exception is logged as an internal error and the request answered `empty`."""
    def wrap(handler):
        @functools.wraps(handler)
        async def run(ls: MasmLanguageServer, params):
            try:
                result = handler(ls, params)
                if asyncio.iscoroutine(result):
                    result = await result
                return result
            except Exception:
                ls.internal_error(f"answering {handler.__name__}")
                return empty() if callable(empty) else empty
        return run
    return wrap


def _position(doc: Document | None, pos: lsp.Position) -> tuple[int, int] | None:
    """(line, column), 1-based, of an LSP position inside `doc`'s text (at most just past a line's end); None when
    there is no document or the position is outside it (clients may send any number)."""
    if doc is None or pos.line < 0 or pos.character < 0:
        return None
    lines = doc.lines
    if pos.line >= len(lines) or pos.character > len(lines[pos.line]):
        return None
    return pos.line + 1, pos.character + 1


server = MasmLanguageServer()


@server.feature(lsp.INITIALIZE)
@guarded()
def initialize(ls: MasmLanguageServer, params: lsp.InitializeParams) -> None:
    ls.store.settings = Settings.from_options(params.initialization_options)
    ls.worker.warm_up(ls.store.settings.arch)


def _path_for(uri: str) -> str:
    """The name the pipeline knows the document by: its path for a `file:` URI, else the URI itself; a name no file
    system would take (a NUL, a part longer than 255 bytes) becomes `<document HASH>`."""
    try:
        path = to_fs_path(uri) if uri.lower().startswith("file:") else None
    except (ValueError, TypeError, IndexError):
        path = None
    path = path or uri
    if not path or "\0" in path or len(path.encode("utf-8", "surrogatepass")) > 4000 or \
            any(len(part.encode("utf-8", "surrogatepass")) > 255 for part in re.split(r"[/\\]", path)):
        return f"<document {hashlib.blake2b(uri.encode('utf-8', 'surrogatepass'), digest_size=6).hexdigest()}>"
    return path


@server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
@guarded()
def did_open(ls: MasmLanguageServer, params: lsp.DidOpenTextDocumentParams) -> None:
    item = params.text_document
    doc = ls.store.open(item.uri, _path_for(item.uri), item.text, item.version)
    doc.index               # made now, before the pipeline's thread competes for the interpreter: the first
    ls.schedule(item.uri, 0)  # requests (hover, outline) need it


@server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
@guarded()
def did_change(ls: MasmLanguageServer, params: lsp.DidChangeTextDocumentParams) -> None:
    uri = params.text_document.uri
    doc = ls.store.documents.get(uri)
    if doc is None:
        ls.warn(f"didChange for a document that is not open: {uri[:200]}: ignored")
        return
    for change in params.content_changes:
        rng = getattr(change, "range", None)
        if rng is None:
            doc.update(change.text, doc.version)
            continue
        start, end, valid = locate(doc.text, Position(rng.start.line, rng.start.character),
                                   Position(rng.end.line, rng.end.character), doc.line_starts)
        if not valid:
            ls.warn(f"didChange range {rng.start.line}:{rng.start.character}-{rng.end.line}:{rng.end.character} "
                    f"outside {uri[:200]}: applied where it meets the text")
        doc.replace(start, end, change.text)
    doc.version = params.text_document.version
    ls.schedule(uri)


@server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
@guarded()
def did_save(ls: MasmLanguageServer, params: lsp.DidSaveTextDocumentParams) -> None:
    for doc in ls.store.documents.values():      # an included file may have changed: re-run everything open
        doc.analysed = None
    for uri in list(ls.store.documents):
        ls.schedule(uri, 0)


@server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
@guarded()
def did_close(ls: MasmLanguageServer, params: lsp.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    ls._cancel(uri)
    if uri not in ls.store.documents:
        ls.warn(f"didClose for a document that is not open: {uri[:200]}: ignored")
        return
    ls.store.close(uri)
    ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


@server.feature(lsp.TEXT_DOCUMENT_HOVER)
@guarded()
async def hover(ls: MasmLanguageServer, params: lsp.HoverParams) -> lsp.Hover | None:
    doc = ls.document(params.text_document.uri)
    pos = params.position
    where = _position(doc, pos)
    if where is None:
        return None
    if ls.store.documents.get(doc.uri) is doc and not doc.is_analysed():
        await ls.current(doc.uri)
        where = _position(doc, pos)             # the text may have changed meanwhile
        if where is None:
            return None
    found = hover_markdown(ls.store, doc, *where)
    if found is None:
        return None
    text, start, length = found
    rng = lsp.Range(lsp.Position(pos.line, start - 1), lsp.Position(pos.line, start - 1 + length))
    return lsp.Hover(contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=text), range=rng)


@server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
@guarded()
def goto_definition(ls: MasmLanguageServer, params: lsp.DefinitionParams) -> lsp.Location | None:
    doc = ls.document(params.text_document.uri)
    where = _position(doc, params.position)
    return definition(ls.store, doc, *where) if where else None


@server.feature(lsp.TEXT_DOCUMENT_COMPLETION, lsp.CompletionOptions(trigger_characters=["#", "_"]))
@guarded(lambda: lsp.CompletionList(is_incomplete=False, items=[]))
def complete(ls: MasmLanguageServer, params: lsp.CompletionParams) -> lsp.CompletionList:
    doc = ls.document(params.text_document.uri)
    where = _position(doc, params.position)
    items, complete = completions(ls.store, doc, *where) if where else ([], True)
    return lsp.CompletionList(is_incomplete=not complete, items=items)


@server.feature(lsp.TEXT_DOCUMENT_CODE_ACTION,
                lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix]))
@guarded(list)
def actions(ls: MasmLanguageServer, params: lsp.CodeActionParams) -> list[lsp.CodeAction]:
    """Quick fixes of the static checks' warnings: insert the suggested s_waitcnt / s_nop, or ignore the line."""
    doc = ls.document(params.text_document.uri)
    if doc is None:
        return []
    from .code_actions import code_actions
    return code_actions(params.text_document.uri, doc.lines, params.context.diagnostics)


@server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
@guarded(list)
def symbols(ls: MasmLanguageServer, params: lsp.DocumentSymbolParams) -> list[lsp.DocumentSymbol]:
    doc = ls.document(params.text_document.uri)
    return document_symbols(doc) if doc is not None else []


def serve() -> None:
    """Run the server on stdin/stdout until the client exits."""
    logging.basicConfig(level=logging.WARNING, format="masm-lsp %(levelname)s: %(message)s")
    logging.getLogger("pygls").setLevel(logging.CRITICAL)     # its complaints are ours to word (see MasmProtocol)
    sys.setswitchinterval(0.001)     # the loop gets the interpreter back from the pipeline's thread within 1 ms
    server.start_io()
