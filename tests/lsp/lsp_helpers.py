"""Helpers for driving the masm language server in tests."""
from __future__ import annotations

import asyncio
from pathlib import Path

from lsprotocol import types as lsp
from pytest_lsp import LanguageClient


def open_doc(client: LanguageClient, path: Path, text: str, version: int = 1) -> str:
    uri = path.resolve().as_uri()
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(
        lsp.TextDocumentItem(uri=uri, language_id="masm", version=version, text=text)))
    return uri


def record_publish(client: LanguageClient, params: lsp.PublishDiagnosticsParams) -> None:
    """Client handler for publishDiagnostics: keep every publication, so a test never misses one that arrived while
    it was not waiting (the server re-checks every open document on save, so publications come in bursts)."""
    client.diagnostics[params.uri] = params.diagnostics
    client.__dict__.setdefault("masm_publications", []).append(params)


async def diagnostics_for(client: LanguageClient, uri: str, version: int | None = None, timeout: float = 60.0):
    """The next not yet consumed diagnostics the server published for `uri` (at `version`, if given)."""
    cursors = client.__dict__.setdefault("masm_cursors", {})
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        log = client.__dict__.get("masm_publications", [])
        for index in range(cursors.get(uri, 0), len(log)):
            params = log[index]
            if params.uri == uri:
                cursors[uri] = index + 1
                if version is None or params.version == version:
                    return list(params.diagnostics)
        if loop.time() > deadline:
            raise asyncio.TimeoutError(f"no diagnostics published for {uri} within {timeout} s")
        await asyncio.sleep(0.02)
