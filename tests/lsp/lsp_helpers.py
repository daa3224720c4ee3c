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


async def diagnostics_for(client: LanguageClient, uri: str, version: int | None = None, timeout: float = 20.0):
    """Wait for the server to publish diagnostics for `uri` (at `version`, if given) and return them."""
    async def wait():
        while True:
            params = await client.wait_for_notification("textDocument/publishDiagnostics")
            if params.uri == uri and (version is None or params.version == version):
                return list(params.diagnostics)
    return await asyncio.wait_for(wait(), timeout)
