"""Requests about documents that do not exist, or positions outside the document: a prompt empty answer, never an
internal error or no answer at all."""
from __future__ import annotations

import asyncio

import pytest
from lsprotocol import types as lsp
from pytest_lsp import LanguageClient

from lsp_helpers import open_doc

SOURCE = "kernel k\n  v_temp_range 1..9\n  v_temp x\n  v_mov_b32 x, 1.0\n  s_endpgm\nendkernel\n"
ANSWER_WITHIN = 10.0


def _doc(uri):
    return lsp.TextDocumentIdentifier(uri=uri)


async def _ask(client: LanguageClient, method: str, uri: str, line: int, character: int):
    pos = lsp.Position(line=0, character=0)
    object.__setattr__(pos, "line", line)      # lsprotocol refuses to build a negative Position; a client may send one
    object.__setattr__(pos, "character", character)
    request = {
        "hover": lambda: client.text_document_hover_async(lsp.HoverParams(_doc(uri), pos)),
        "definition": lambda: client.text_document_definition_async(lsp.DefinitionParams(_doc(uri), pos)),
        "completion": lambda: client.text_document_completion_async(lsp.CompletionParams(_doc(uri), pos)),
        "symbols": lambda: client.text_document_document_symbol_async(lsp.DocumentSymbolParams(_doc(uri))),
    }[method]
    return await asyncio.wait_for(request(), ANSWER_WITHIN)


def _empty(answer) -> bool:
    return answer is None or answer == [] or (isinstance(answer, lsp.CompletionList) and len(answer.items) == 0)


@pytest.mark.asyncio(loop_scope="module")
@pytest.mark.parametrize("method", ["hover", "definition", "completion", "symbols"])
async def test_request_on_a_document_that_is_not_open_and_does_not_exist(client: LanguageClient, tmp_path, method):
    uri = (tmp_path / "missing.masm").as_uri()
    assert _empty(await _ask(client, method, uri, 0, 3))


@pytest.mark.asyncio(loop_scope="module")
@pytest.mark.parametrize("method", ["hover", "definition", "completion"])
@pytest.mark.parametrize("line, character", [(-1, 0), (0, -1), (7, 0), (10**6, 0), (3, 10**9), (2**31 - 1, 2**31 - 1)])
async def test_position_outside_the_document_gets_an_empty_answer(client: LanguageClient, tmp_path, method, line,
                                                                   character):
    uri = open_doc(client, tmp_path / "k.masm", SOURCE)
    assert _empty(await _ask(client, method, uri, line, character))


@pytest.mark.asyncio(loop_scope="module")
async def test_the_server_still_answers_after_bad_requests(client: LanguageClient, tmp_path):
    uri = open_doc(client, tmp_path / "k2.masm", SOURCE)
    await _ask(client, "hover", uri, -1, 0)
    await _ask(client, "hover", (tmp_path / "nope.masm").as_uri(), 0, 0)
    answer = await _ask(client, "hover", uri, 3, 4)         # on v_mov_b32
    assert answer is not None and "v_mov_b32" in answer.contents.value
