"""The language server fuzzed over stdio: random sequences of LSP messages, valid and broken (framing, JSON, shapes,
positions, URIs, edits of documents that are not open, a second initialize), against one server.  After each
sequence the server must be alive, answer a hover within the time limit, never have shown an error popup and never
have logged an internal error.

Bounded for the suite (about 40 sequences); a longer campaign: MASM_LSP_FUZZ_EXAMPLES=2000 pytest tests/lsp -k fuzz
"""
from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from lsp_wire import WireServer, frame

EXAMPLES = int(os.environ.get("MASM_LSP_FUZZ_EXAMPLES", "40"))
PROBE_URI = "file:///nonexistent/fuzz/probe.masm"
PROBE_TEXT = "kernel probe\n  v_temp_range 1..9\n  v_temp x\n  v_mov_b32 x, 1.0\n  s_endpgm\nendkernel\n"

SNIPPETS = [
    PROBE_TEXT,
    "// masm: arch=gfx803\n#macro M(a, b)\n  v_add_u32 a, vcc, a, b\n#endm\nkernel k\n  v_temp_range 1..9\n"
    "  v_temp x, y\n  M(x, y)\n  s_endpgm\nendkernel\n",
    '#include "missing.inc"\n#include loops.inc\nkernel k\n  mRepeat(3, s_nop 0)\n  s_endpgm\nendkernel\n',
    "kernel a\n  s_endpgm\nendkernel\n#define N 3\nkernel b\n  __for__(i in [1..N], s_nop i)\n  s_endpgm\nendkernel\n",
    "kernel k\n  s_if(scc1)\n    s_nop 0\n  _endw\nendkernel\n",
    "v_add_f32 v0, v1, v2\ns_endpgm\n",
    "\x00\xff\U0001F600 \r\n\r kernel\n",
    "",
]
URIS = st.sampled_from([
    PROBE_URI, "file:///nonexistent/fuzz/a.masm", "file:///nonexistent/fuzz/b.masm", "file:///dev/zero",
    "file:///dev/null", "file:///", "file:///tmp", "untitled:Untitled-1", "http://example.com/x.masm", "", "::::",
    "file:///nonexistent/fuzz/%00.masm", "file:///nonexistent/" + "n" * 300 + ".masm", "file://host/share/x.masm",
])
NUMBERS = st.one_of(st.integers(-3, 40), st.sampled_from([2**31 - 1, 2**31, 2**53, -2**31, 10**30]))
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner,
                                                                                   max_size=3), max_leaves=8)
POSITION = st.fixed_dictionaries({"line": NUMBERS, "character": NUMBERS})
RANGE = st.fixed_dictionaries({"start": POSITION, "end": POSITION})


def _message(method: str, params, msg_id=None) -> dict:
    message = {"jsonrpc": "2.0", "method": method, "params": params}
    if msg_id is not None:
        message["id"] = msg_id
    return message


def _requests():
    ids = st.one_of(st.integers(1000, 10**6), st.text(min_size=1, max_size=6))
    at = st.fixed_dictionaries({"textDocument": st.fixed_dictionaries({"uri": URIS}), "position": POSITION})
    return st.one_of(
        st.builds(lambda p, i: _message("textDocument/hover", p, i), at, ids),
        st.builds(lambda p, i: _message("textDocument/definition", p, i), at, ids),
        st.builds(lambda p, i: _message("textDocument/completion", p, i), at, ids),
        st.builds(lambda u, i: _message("textDocument/documentSymbol", {"textDocument": {"uri": u}}, i), URIS, ids),
        st.builds(lambda i: _message("initialize", {"processId": None, "rootUri": None, "capabilities": {}}, i), ids),
        st.builds(lambda m, p, i: _message(m, p, i), st.sampled_from(["textDocument/hover", "x/unknown",
                                                                      "workspace/executeCommand", "$/x"]), JSON, ids),
    )


def _notifications():
    text = st.one_of(st.sampled_from(SNIPPETS), st.text(max_size=200))
    version = st.one_of(st.integers(-5, 10**6), st.none())
    change = st.one_of(st.fixed_dictionaries({"text": text}),
                       st.fixed_dictionaries({"range": RANGE, "text": text}))
    return st.one_of(
        st.builds(lambda u, t, v: _message("textDocument/didOpen", {"textDocument": {
            "uri": u, "languageId": "masm", "version": v, "text": t}}), URIS, text, st.integers(0, 100)),
        st.builds(lambda u, v, c: _message("textDocument/didChange", {
            "textDocument": {"uri": u, "version": v}, "contentChanges": c}), URIS, version,
            st.lists(change, max_size=3)),
        st.builds(lambda u: _message("textDocument/didClose", {"textDocument": {"uri": u}}), URIS),
        st.builds(lambda u: _message("textDocument/didSave", {"textDocument": {"uri": u}}), URIS),
        st.builds(lambda i: _message("$/cancelRequest", {"id": i}), JSON),
        st.builds(lambda m, p: _message(m, p), st.sampled_from(["textDocument/didOpen", "textDocument/didChange",
                                                                 "initialized", "x/unknown"]), JSON),
    )


def _mutated(message: dict, draw) -> dict:
    """`message` with one member replaced by arbitrary JSON (wrong types, missing parts)."""
    message = json.loads(json.dumps(message))
    node, key = message, None
    for _ in range(draw(st.integers(0, 3))):
        if not isinstance(node, dict) or not node:
            break
        key = draw(st.sampled_from(sorted(node)))
        if isinstance(node[key], dict):
            node = node[key]
            key = None
    if isinstance(node, dict) and node:
        key = key or draw(st.sampled_from(sorted(node)))
        node[key] = draw(JSON)
    return message


@st.composite
def wire_bytes(draw) -> bytes:
    kind = draw(st.sampled_from(["request", "notification", "mutated", "broken framing", "broken json"]))
    if kind in ("request", "notification", "mutated"):
        message = draw(_requests() if kind == "request" else _notifications())
        if kind == "mutated":
            message = _mutated(message, draw)
        return frame(json.dumps(message))
    if kind == "broken json":
        return frame(draw(st.sampled_from([b"{", b"[1,", b"\xff\xfe", b"null", b"[]", b"1e999", b'"x"',
                                           b"[" * 5000, b'{"jsonrpc": "2.0"}', b'{"jsonrpc": "2.0", "id": null}'])))
    body = draw(st.binary(max_size=40))
    return draw(st.sampled_from([
        b"Content-Length: 99999999999999999999\r\n\r\n" + body,
        b"Content-Length: -1\r\n\r\n" + body,
        b"Content-Length: %d\r\n\r\n" % (len(body) + draw(st.integers(1, 100))) + body,
        b"Content-Length: %d\r\n\r\n" % max(0, len(body) - 3) + body,
        b"Content-Type: x\r\n\r\n" + body,
        body,
        b"X" * draw(st.integers(1, 10_000)) + b"\r\n",
    ]))


@pytest.fixture(scope="module")
def server():
    with WireServer() as s:
        s.open(PROBE_URI, PROBE_TEXT)
        yield s


def _problems(s: WireServer, since: int) -> list[str]:
    logged = [m["params"]["message"] for m in s.received[since:]
              if m.get("method") in ("window/logMessage", "window/showMessage")]
    return [text for text in logged if "internal error" in text] + \
        [f"popup: {m['params']}" for m in s.error_popups()]


@settings(max_examples=EXAMPLES, deadline=None, derandomize=EXAMPLES <= 40,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture])
@given(st.lists(wire_bytes(), min_size=1, max_size=8))
def test_random_traffic_never_ends_or_breaks_the_server(server, messages):
    since = len(server.received)
    for data in messages:
        server.send(data)
    server.open(PROBE_URI, PROBE_TEXT)       # the probe document may have been closed or changed
    answer = server.hover(PROBE_URI, 3, 4, timeout=60)
    trail = [m[:300] for m in messages]
    assert server.alive(), trail
    assert "v_mov_b32" in answer["result"]["contents"]["value"], (answer, trail)
    assert _problems(server, since) == [], trail
    assert "Traceback" not in server.stderr_text(), (server.stderr_text()[-2000:], trail)
