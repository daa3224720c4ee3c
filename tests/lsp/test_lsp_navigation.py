"""Hover, go-to-definition, completion and document symbols over stdio (these need the outline and the ISA table only)."""
from __future__ import annotations

import pytest
from lsprotocol import types as lsp
from pytest_lsp import LanguageClient

from lsp_helpers import open_doc

SOURCE = """\
// masm: arch=gfx900
#include "helpers.inc"
#macro PASS(dst, src, unused)
  v_add_f32 dst, src, src
#endm
kernel scale
  v_temp_range 2..20
  v_temp x, y
  enter
    v_temp x
    v_mov_b32 x, 1.0
  leave
@loop:
  PASS(x, y)
  TWICE(y)
  s_branch @loop
endkernel
"""
HELPERS = """\
#macro TWICE(r)
  v_add_f32 r, r, r
#endm
"""


@pytest.fixture
def files(tmp_path):
    (tmp_path / "helpers.inc").write_text(HELPERS)
    main = tmp_path / "scale.masm"
    main.write_text(SOURCE)
    return tmp_path, main


def pos(line: int, character: int) -> lsp.Position:
    """0-based LSP position."""
    return lsp.Position(line=line, character=character)


def at(uri: str, line: int, character: int) -> dict:
    return {"text_document": lsp.TextDocumentIdentifier(uri=uri), "position": pos(line, character)}


@pytest.mark.asyncio(loop_scope="module")
async def test_hover_on_macro_shows_definition_and_parameters(client: LanguageClient, files):
    _, main = files
    uri = open_doc(client, main, SOURCE)
    hover = await client.text_document_hover_async(lsp.HoverParams(**at(uri, 13, 3)))
    assert hover.contents.kind == lsp.MarkupKind.Markdown
    text = hover.contents.value
    assert "#macro PASS(dst, src, unused)" in text
    assert "v_add_f32 dst, src, src" in text
    assert "parameters: `dst`, `src`, `unused`" in text
    assert hover.range == lsp.Range(pos(13, 2), pos(13, 6))


@pytest.mark.asyncio(loop_scope="module")
async def test_hover_on_mnemonic_comes_from_the_isa_table(client: LanguageClient, files):
    _, main = files
    uri = open_doc(client, main, SOURCE)
    hover = await client.text_document_hover_async(lsp.HoverParams(**at(uri, 10, 6)))
    text = hover.contents.value
    assert text.startswith("**v_mov_b32** — ")
    assert "`v_mov_b32_e32` — VOP1, 4 bytes, opcode 1 (0x1): vdst:v, src0:src" in text
    assert "VOP1 layout: encoding[31:25]=0b0111111" in text
    assert hover.range == lsp.Range(pos(10, 4), pos(10, 13))


@pytest.mark.asyncio(loop_scope="module")
async def test_definition_of_macro_label_temp_and_include(client: LanguageClient, files):
    tmp, main = files
    uri = open_doc(client, main, SOURCE)
    # PASS( -> the macro's name on line 3
    loc = await client.text_document_definition_async(lsp.DefinitionParams(**at(uri, 13, 4)))
    assert loc.uri == uri and loc.range == lsp.Range(pos(2, 7), pos(2, 11))
    # s_branch @loop -> the label
    loc = await client.text_document_definition_async(lsp.DefinitionParams(**at(uri, 15, 13)))
    assert loc.range == lsp.Range(pos(12, 0), pos(12, 5))
    # x inside enter/leave is the inner temp; x after leave is the outer one
    loc = await client.text_document_definition_async(lsp.DefinitionParams(**at(uri, 10, 14)))
    assert loc.range == lsp.Range(pos(9, 11), pos(9, 12))
    loc = await client.text_document_definition_async(lsp.DefinitionParams(**at(uri, 13, 7)))
    assert loc.range == lsp.Range(pos(7, 9), pos(7, 10))
    # a macro defined in the included file, and the #include line itself
    loc = await client.text_document_definition_async(lsp.DefinitionParams(**at(uri, 14, 3)))
    assert loc.uri == (tmp / "helpers.inc").as_uri() and loc.range == lsp.Range(pos(0, 7), pos(0, 12))
    loc = await client.text_document_definition_async(lsp.DefinitionParams(**at(uri, 1, 12)))
    assert loc.uri == (tmp / "helpers.inc").as_uri() and loc.range.start == pos(0, 0)


@pytest.mark.asyncio(loop_scope="module")
async def test_completion_offers_mnemonics_macros_and_names_in_scope(client: LanguageClient, files):
    _, main = files
    text = SOURCE.replace("  s_branch @loop\n", "  s_branch @loop\n  v_add_f\n  TW\n")
    uri = open_doc(client, main, text)
    result = await client.text_document_completion_async(lsp.CompletionParams(**at(uri, 16, 9)))
    labels = {i.label for i in result.items}
    assert {"v_add_f32", "v_add_f16", "v_add_f64"} <= labels
    assert all(label.lower().startswith("v_add_f") for label in labels)
    result = await client.text_document_completion_async(lsp.CompletionParams(**at(uri, 17, 4)))
    assert "TWICE" in {i.label for i in result.items}
    result = await client.text_document_completion_async(lsp.CompletionParams(**at(uri, 15, 2)))
    labels = [i.label for i in result.items]
    assert {"x", "y", "PASS", "@loop", "_endif"} <= set(labels)
    assert result.is_incomplete and len(labels) == 200       # nothing typed yet: names in scope come first
    assert labels.index("@loop") < labels.index("_endif") < len(labels) - 1     # mnemonics last
    result = await client.text_document_completion_async(lsp.CompletionParams(**at(uri, 15, 5)))
    assert "s_branch" in {i.label for i in result.items} and not result.is_incomplete


@pytest.mark.asyncio(loop_scope="module")
async def test_document_symbols_list_kernels_macros_and_labels(client: LanguageClient, files):
    _, main = files
    uri = open_doc(client, main, SOURCE)
    result = await client.text_document_document_symbol_async(
        lsp.DocumentSymbolParams(text_document=lsp.TextDocumentIdentifier(uri=uri)))
    outline = [(s.name, s.kind, s.range.start.line, s.range.end.line, [c.name for c in s.children or []])
               for s in result]
    assert outline == [("PASS", lsp.SymbolKind.Method, 2, 4, []),
                       ("scale", lsp.SymbolKind.Function, 5, 16, ["@loop"])]


@pytest.mark.asyncio(loop_scope="module")
async def test_server_announces_its_features(client: LanguageClient):
    caps = client.initialize_result.capabilities
    sync = caps.text_document_sync
    assert sync.open_close and sync.change == lsp.TextDocumentSyncKind.Incremental
    assert sync.save is not None and sync.save is not False
    assert caps.hover_provider and caps.definition_provider and caps.document_symbol_provider
    assert set(caps.completion_provider.trigger_characters) == {"#", "_"}
    assert client.initialize_result.server_info.name == "masm"


@pytest.mark.asyncio(loop_scope="module")
async def test_completion_offers_every_structured_condition_keyword(client: LanguageClient, files):
    _, main = files
    text = SOURCE.replace("  s_branch @loop\n", "  s_branch @loop\n  s_if_\n")
    uri = open_doc(client, main, text)
    result = await client.text_document_completion_async(lsp.CompletionParams(**at(uri, 16, 7)))
    labels = {i.label for i in result.items}
    assert {"s_if_i32", "s_if_u32", "s_if_i64", "s_if_u64"} <= labels
