"""The language server under abuse, over stdio: broken framing, messages that are not JSON-RPC, requests out of order,
parameters of the wrong shape, edits of documents that are not open.  After each, the server is alive, answers the
next valid request, and never sent an "Error in server" popup (window/showMessage of type Error)."""
from __future__ import annotations

import json

import pytest

from lsp_wire import WireServer, frame

SOURCE = "kernel k\n  v_temp_range 1..9\n  v_temp x\n  v_mov_b32 x, 1.0\n  s_endpgm\nendkernel\n"
URI = "file:///nonexistent/abuse/k.masm"


@pytest.fixture(scope="module")
def server():
    with WireServer() as s:
        s.open(URI, SOURCE)
        yield s


def still_serving(s: WireServer) -> None:
    answer = s.hover(URI, 3, 4)                  # on v_mov_b32
    assert "v_mov_b32" in answer["result"]["contents"]["value"]
    assert s.alive()
    assert s.error_popups() == [] and s.internal_errors() == []


VALID = {"jsonrpc": "2.0", "method": "textDocument/hover",
         "params": {"textDocument": {"uri": URI}, "position": {"line": 3, "character": 4}}}

BROKEN_FRAMING = {
    "length of 20 digits": b"Content-Length: 99999999999999999999\r\n\r\n{}",
    "length of 19 digits, over the cap": b"Content-Length: 9999999999999999999\r\n\r\n{\"jsonrpc\": \"2.0\"}",
    "huge but valid length, body cut short": b"Content-Length: 5000000000\r\n\r\n{\"jsonrpc\":",
    "negative length": b"Content-Length: -5\r\n\r\n{}",
    "non-numeric length": b"Content-Length: twelve\r\n\r\n{}",
    "length with a fraction": b"Content-Length: 1.5\r\n\r\n{}",
    "missing length": b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n" + json.dumps(VALID).encode(),
    "no header at all": json.dumps({**VALID, "id": 990}).encode(),
    "body shorter than its length": b"Content-Length: 300\r\n\r\n{\"jsonrpc\": \"2.0\", \"method\": \"x\"}",
    "zero length": b"Content-Length: 0\r\n\r\n",
    "header line of 100 kB": b"X-Junk: " + b"x" * 100_000 + b"\r\n\r\n{}",
    "only newlines": b"\r\n" * 100,
    "binary junk": bytes(range(256)) * 4,
}


@pytest.mark.parametrize("name", list(BROKEN_FRAMING))
def test_broken_framing_is_skipped_and_the_next_message_served(server, name):
    server.send(BROKEN_FRAMING[name])
    still_serving(server)


def test_content_length_over_the_cap_is_skipped_whole(server):
    from masm.lsp.transport import MAX_MESSAGE
    body = b'{"jsonrpc": "2.0", "method": "$/x", "params": "' + b"a" * (MAX_MESSAGE + 1) + b'"}'
    server.send(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    still_serving(server)


BAD_MESSAGES = {
    "invalid JSON": b"{nope",
    "invalid UTF-8": b'{"jsonrpc": "2.0", "method": "\xff\xfe"}',
    "a list": b"[1, 2, 3]",
    "a number": b"5",
    "a string": b'"hello"',
    "null": b"null",
    "nested 100,000 deep": b"[" * 100_000 + b"]" * 100_000,
    "200,000 objects": b"[" + b"{}," * 200_000 + b"{}]",
    "no jsonrpc member": b'{"method": "textDocument/hover", "params": {}}',
    "jsonrpc 1.0": b'{"jsonrpc": "1.0", "method": "initialized", "params": {}}',
    "method of the wrong type": b'{"jsonrpc": "2.0", "method": 5}',
    "id that is an object": b'{"jsonrpc": "2.0", "id": {"a": 1}, "method": "textDocument/hover"}',
    "response to nothing": b'{"jsonrpc": "2.0", "id": 123456, "result": 1}',
    "error response to nothing": b'{"jsonrpc": "2.0", "id": 123457, "error": {"code": 1, "message": "x"}}',
    "unknown notification": b'{"jsonrpc": "2.0", "method": "x/unknown", "params": [1]}',
    "didOpen without params": b'{"jsonrpc": "2.0", "method": "textDocument/didOpen"}',
    "didOpen with a number as document": b'{"jsonrpc": "2.0", "method": "textDocument/didOpen", '
                                         b'"params": {"textDocument": 7}}',
    "didChange of a document that is not open": json.dumps({
        "jsonrpc": "2.0", "method": "textDocument/didChange",
        "params": {"textDocument": {"uri": "file:///not/open.masm", "version": 2},
                   "contentChanges": [{"text": "x"}]}}).encode(),
    "didClose of a document that is not open": json.dumps({
        "jsonrpc": "2.0", "method": "textDocument/didClose",
        "params": {"textDocument": {"uri": "file:///not/open.masm"}}}).encode(),
    "didSave of a document that is not open": json.dumps({
        "jsonrpc": "2.0", "method": "textDocument/didSave",
        "params": {"textDocument": {"uri": "file:///not/open.masm"}}}).encode(),
    "cancel of nothing": b'{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 99999}}',
    "cancel with a bad id": b'{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": [1]}}',
    "cancel with an empty list as id": b'{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": []}}',
    "cancel without params": b'{"jsonrpc": "2.0", "method": "$/cancelRequest"}',
}


@pytest.mark.parametrize("name", list(BAD_MESSAGES))
def test_message_that_is_not_a_valid_notification_is_ignored(server, name):
    server.send(frame(BAD_MESSAGES[name]))
    still_serving(server)


def request(server: WireServer, method, params, msg_id="abuse-1"):
    server.send(frame({"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params}))
    return server.answer(msg_id)


BAD_REQUESTS = {
    "hover without params": ("textDocument/hover", None),
    "hover with a string as params": ("textDocument/hover", "x"),
    "hover with a number as document": ("textDocument/hover", {"textDocument": 5, "position": "x"}),
    "hover at a negative line": ("textDocument/hover", {"textDocument": {"uri": URI},
                                                        "position": {"line": -1, "character": 0}}),
    "hover at a position of the wrong type": ("textDocument/hover", {"textDocument": {"uri": URI},
                                                                      "position": {"line": "3", "character": None}}),
    "hover at 2^64": ("textDocument/hover", {"textDocument": {"uri": URI},
                                             "position": {"line": 2**64, "character": 2**64}}),
    "definition past the end": ("textDocument/definition", {"textDocument": {"uri": URI},
                                                             "position": {"line": 99, "character": 0}}),
    "completion past a line's end": ("textDocument/completion", {"textDocument": {"uri": URI},
                                                                  "position": {"line": 3, "character": 999}}),
    "symbols of an unknown scheme": ("textDocument/documentSymbol", {"textDocument": {"uri": "untitled:Untitled-1"}}),
    "hover on a URI that is not a URI": ("textDocument/hover", {"textDocument": {"uri": "::::"},
                                                               "position": {"line": 0, "character": 0}}),
    "hover on a file URI with a NUL": ("textDocument/hover", {"textDocument": {"uri": "file:///tmp/a%00b.masm"},
                                                              "position": {"line": 0, "character": 0}}),
    "hover on a file URI of a very long name": ("textDocument/hover", {
        "textDocument": {"uri": "file:///tmp/" + "n" * 5000 + ".masm"}, "position": {"line": 0, "character": 0}}),
    "unknown method": ("masm/unknown", {}),
    "shutdown with params": ("workspace/executeCommand", {"command": "nope"}),
}


@pytest.mark.parametrize("name", list(BAD_REQUESTS))
def test_bad_request_gets_an_answer_and_the_server_goes_on(server, name):
    method, params = BAD_REQUESTS[name]
    answer = request(server, method, params)
    assert "result" in answer or "error" in answer
    if "result" in answer:
        assert answer["result"] in (None, [], {"isIncomplete": False, "items": []})
    still_serving(server)


def test_request_with_an_invalid_member_gets_an_error_by_its_id(server):
    server.send(frame(b'{"jsonrpc": "2.0", "id": "abuse-2", "method": 5}'))
    assert server.answer("abuse-2")["error"]["code"] == -32600
    still_serving(server)


@pytest.mark.parametrize("uri", ["untitled:" + "n" * 5000, "file:///tmp/" + "n" * 300 + ".masm",
                                 "untitled:a\u0000b", "", "::::"])
def test_documents_whose_uri_is_no_usable_file_name_are_checked(server, uri):
    server.open(uri, "kernel k\n  v_bogus v1\nendkernel\n")
    published = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                and m["params"]["uri"] == uri, timeout=30)
    assert [(d["range"]["start"]["line"], d["message"]) for d in published["params"]["diagnostics"]][:1] == [
        (1, "unknown instruction 'v_bogus'")]
    assert "Traceback" not in server.stderr_text()
    still_serving(server)


def test_change_outside_the_document_is_applied_where_it_meets_the_text(server):
    uri = "file:///nonexistent/abuse/edit.masm"
    server.open(uri, "kernel k\n  s_endpgm\nendkernel\n")
    for start, end in [((99, 5), (3, 0)), ((1, 500), (1, 900)), ((7, 0), (2, 0))]:
        server.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": 2},
            "contentChanges": [{"range": {"start": {"line": start[0], "character": start[1]},
                                          "end": {"line": end[0], "character": end[1]}}, "text": "\n"}]})
    answer = server.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                   "position": {"line": 1, "character": 4}})
    assert "s_endpgm" in answer["result"]["contents"]["value"]
    still_serving(server)


def test_a_second_initialize_is_refused_and_keeps_the_open_documents(server):
    answer = server.request("initialize", {"processId": None, "rootUri": None, "capabilities": {},
                                           "initializationOptions": {"arch": "gfx803"}})
    assert answer["error"]["code"] == -32600
    still_serving(server)                           # URI is still open: hover answers from its text


def test_requests_before_initialize_get_an_error_and_initialize_still_works():
    with WireServer(initialize=False) as s:
        answer = s.hover(URI, 0, 0)
        assert answer["error"]["code"] == -32002
        s.notify("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "masm", "version": 1,
                                                           "text": SOURCE}})
        assert "result" in s.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
        s.notify("initialized", {})
        s.open(URI, SOURCE)
        still_serving(s)


def test_requests_after_shutdown_get_an_error_and_exit_ends_the_server():
    with WireServer() as s:
        assert s.request("shutdown", None)["result"] is None
        assert s.hover(URI, 0, 0)["error"]["code"] == -32600
        s.notify("exit", None)
        assert s.proc.wait(timeout=10) == 0


def test_exit_without_shutdown_ends_the_server_with_status_1():
    with WireServer() as s:
        s.notify("exit", None)
        assert s.proc.wait(timeout=10) == 1


def test_end_of_input_ends_the_server():
    with WireServer() as s:
        s.proc.stdin.close()
        assert s.proc.wait(timeout=10) in (0, 1)
