"""One masm language server per test module, started as `python -m masm.cli lsp` and driven over stdio by pytest-lsp's client."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient

from lsp_helpers import record_publish

# Every client created from here on records all diagnostics publications (see lsp_helpers.diagnostics_for).
pytest_lsp.client.DEFAULT_CLIENT_FEATURES[lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = record_publish

ROOT = Path(__file__).resolve().parents[2]
_ENV = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "masm.cli", "lsp"],
                                              server_env=_ENV), scope="module")
async def client(lsp_client: LanguageClient):
    lsp_client.initialize_result = await lsp_client.initialize_session(lsp.InitializeParams(
        capabilities=lsp.ClientCapabilities(),
        initialization_options={"arch": "gfx900", "debounceMs": 300}))
    yield
    await lsp_client.shutdown_session()
