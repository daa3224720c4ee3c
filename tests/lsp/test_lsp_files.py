"""Files the server reads itself (documents that are not open, `#include` targets) are read only when they are regular
files of at most 16 MiB, without blocking: a FIFO, /dev/zero, a directory or a huge file get an empty answer at once,
over stdio."""
from __future__ import annotations

import os

import pytest

from lsp_wire import WireServer

ANSWER_WITHIN = 10.0
METHODS = {
    "hover": lambda uri: ("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 1}}),
    "definition": lambda uri: ("textDocument/definition", {"textDocument": {"uri": uri},
                                                           "position": {"line": 0, "character": 1}}),
    "completion": lambda uri: ("textDocument/completion", {"textDocument": {"uri": uri},
                                                           "position": {"line": 0, "character": 1}}),
    "symbols": lambda uri: ("textDocument/documentSymbol", {"textDocument": {"uri": uri}}),
}


@pytest.fixture(scope="module")
def server():
    with WireServer() as s:
        yield s


@pytest.fixture(scope="module")
def odd_files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("odd")
    os.mkfifo(folder / "fifo.masm")
    os.mkfifo(folder / "fifo.inc")
    (folder / "folder.masm").mkdir()
    with open(folder / "huge.masm", "wb") as f:       # sparse: no disk space used
        f.truncate(100 << 20)
    with open(folder / "huge.inc", "wb") as f:
        f.truncate(100 << 20)
    return folder


def _empty(answer: dict) -> bool:
    return answer.get("result") in (None, [], {"isIncomplete": False, "items": []})


@pytest.mark.parametrize("method", list(METHODS))
@pytest.mark.parametrize("name", ["fifo.masm", "folder.masm", "huge.masm", "/dev/zero", "/dev/null", "/dev/stdin"])
def test_request_on_a_file_that_is_not_regular_or_too_large_answers_at_once(server, odd_files, method, name):
    path = name if name.startswith("/") else str(odd_files / name)
    uri = "file://" + path
    answer = server.request(*METHODS[method](uri), timeout=ANSWER_WITHIN)
    assert _empty(answer)
    assert server.alive() and server.error_popups() == [] and server.internal_errors() == []


def test_request_on_a_regular_file_that_is_not_open_reads_it(server, tmp_path):
    path = tmp_path / "plain.masm"
    path.write_text("kernel k\n  s_endpgm\nendkernel\n")
    answer = server.request("textDocument/hover", {"textDocument": {"uri": path.as_uri()},
                                                   "position": {"line": 1, "character": 4}})
    assert "s_endpgm" in answer["result"]["contents"]["value"]


SOURCE = """\
#include "fifo.inc"
#include "/dev/zero"
#include "huge.inc"
kernel k
  UNKNOWN_MACRO()
  s_endpgm
endkernel
"""


def test_includes_of_a_fifo_a_device_and_a_huge_file_never_block_navigation(server, odd_files):
    path = odd_files / "nav.masm"
    path.write_text(SOURCE)                          # not opened: navigation reads it (and what it includes) itself
    uri = path.as_uri()
    for line, character in [(0, 12), (1, 12), (2, 12), (4, 5)]:
        for method in ("textDocument/definition", "textDocument/hover", "textDocument/completion"):
            answer = server.request(method, {"textDocument": {"uri": uri},
                                             "position": {"line": line, "character": character}},
                                    timeout=ANSWER_WITHIN)
            assert "result" in answer, (method, line, answer)
    hover = server.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                  "position": {"line": 0, "character": 12}})
    assert "not found on the include path" in hover["result"]["contents"]["value"]
    assert server.alive() and server.error_popups() == [] and server.internal_errors() == []


def test_diagnostics_of_a_document_including_a_fifo_and_a_device_arrive(server, odd_files):
    uri = (odd_files / "diag.masm").as_uri()
    server.open(uri, SOURCE.replace('#include "huge.inc"\n', ""))
    published = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                and m["params"]["uri"] == uri, timeout=30)
    errors = [(d["range"]["start"]["line"], d["message"]) for d in published["params"]["diagnostics"]]
    assert errors and errors[0][0] == 0 and "fifo.inc" in errors[0][1]
    assert server.alive() and server.error_popups() == [] and server.internal_errors() == []
