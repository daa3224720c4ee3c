"""Diagnostics published by the server over stdio: ranges, macro invocation sites, updates after edits; hover of a temp
with its physical register."""
from __future__ import annotations

import pytest
from lsprotocol import types as lsp
from pytest_lsp import LanguageClient

from lsp_helpers import diagnostics_for, open_doc

BROKEN = """\
kernel k
  v_mov_b32 v0, 0
  v_ad_f32 v1, v0, v0
  s_endpgm
endkernel
"""
MACRO_ERROR = """\
#macro TWICE(r)
  v_ad_f32 r, r, r
#endm
kernel k
  TWICE(v1)
  s_endpgm
endkernel
"""
TEMPS = """\
kernel k
  v_temp_range 2..20
  v_temp x, y
  v_mov_b32 x, 1.0
  v_mov_b32 y, x
  s_endpgm
endkernel
"""


def rng(line, start, end):
    return lsp.Range(lsp.Position(line, start), lsp.Position(line, end))


@pytest.mark.asyncio(loop_scope="module")
async def test_open_publishes_errors_at_the_right_range(client: LanguageClient, tmp_path):
    uri = open_doc(client, tmp_path / "k.masm", BROKEN)
    diags = await diagnostics_for(client, uri)
    errors = [d for d in diags if d.severity == lsp.DiagnosticSeverity.Error]
    assert [d.range for d in errors] == [rng(2, 2, 10)]
    assert "v_ad_f32" in errors[0].message


@pytest.mark.asyncio(loop_scope="module")
async def test_editing_updates_the_diagnostics(client: LanguageClient, tmp_path):
    uri = open_doc(client, tmp_path / "k.masm", BROKEN)
    await diagnostics_for(client, uri)
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(
        text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[lsp.TextDocumentContentChangePartial(range=rng(2, 2, 10), text="v_add_f32")]))
    diags = await diagnostics_for(client, uri, version=2)
    assert [d for d in diags if d.severity == lsp.DiagnosticSeverity.Error] == []
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(
        text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=3),
        content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=BROKEN.replace("v_mov_b32", "v_mov_b3"))]))
    diags = await diagnostics_for(client, uri, version=3)
    assert [d.range for d in diags if d.severity == lsp.DiagnosticSeverity.Error] == [rng(1, 2, 10), rng(2, 2, 10)]


@pytest.mark.asyncio(loop_scope="module")
async def test_error_in_macro_body_is_shown_at_the_invocation_too(client: LanguageClient, tmp_path):
    uri = open_doc(client, tmp_path / "m.masm", MACRO_ERROR)
    diags = await diagnostics_for(client, uri)
    errors = [d for d in diags if d.severity == lsp.DiagnosticSeverity.Error]
    assert [d.range for d in errors] == [rng(1, 2, 10), rng(4, 2, 7)]
    assert "in expansion of macro 'TWICE'" in errors[1].message
    assert errors[0].related_information[0].location.range.start == lsp.Position(4, 2)


@pytest.mark.asyncio(loop_scope="module")
async def test_hover_on_temp_shows_its_physical_register(client: LanguageClient, tmp_path):
    uri = open_doc(client, tmp_path / "t.masm", TEMPS)
    await diagnostics_for(client, uri)
    hover = await client.text_document_hover_async(lsp.HoverParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(4, 12)))
    assert "**y** is `v3` at line 5" in hover.contents.value
    hover = await client.text_document_hover_async(lsp.HoverParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(4, 15)))
    assert "**x** is `v2` at line 5" in hover.contents.value
    hover = await client.text_document_hover_async(lsp.HoverParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(2, 9)))
    assert "**x** is `v2` at its first use, line 4" in hover.contents.value


ARGS_AND_MACROS = """\
#macro CLEAR(r)
  v_mov_b32 r, 0
#endm
kernel k
  args n:u32, p:ptr
  v_temp_range 4..20
  v_temp a, b
  CLEAR(b)
  CLEAR(a)
  s_endpgm
endkernel
"""


@pytest.mark.asyncio(loop_scope="module")
async def test_hover_through_a_macro_invocation_and_on_a_kernel_argument(client: LanguageClient, tmp_path):
    uri = open_doc(client, tmp_path / "a.masm", ARGS_AND_MACROS)
    await diagnostics_for(client, uri)
    hover = await client.text_document_hover_async(lsp.HoverParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(7, 8)))
    assert "**b** is `v5` at line 8" in hover.contents.value
    hover = await client.text_document_hover_async(lsp.HoverParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(4, 14)))
    assert hover.contents.value == ("kernel argument `p:ptr` — this file, line 5\n\n"
                                    "kernarg offset 8, 8 bytes (kernel `k`)")


@pytest.mark.asyncio(loop_scope="module")
async def test_saving_an_included_file_rechecks_the_documents_that_include_it(client: LanguageClient, tmp_path):
    inc = tmp_path / "ops.inc"
    inc.write_text("#macro OP(r)\n  v_mov_b32 r, 0\n#endm\n")
    main = '#include "ops.inc"\nkernel k\n  OP(v1)\n  s_endpgm\nendkernel\n'
    uri = open_doc(client, tmp_path / "m.masm", main)
    assert [d for d in await diagnostics_for(client, uri) if d.severity == lsp.DiagnosticSeverity.Error] == []
    inc.write_text("#macro OP(r)\n  v_mov_b3 r, 0\n#endm\n")
    client.text_document_did_save(lsp.DidSaveTextDocumentParams(
        text_document=lsp.TextDocumentIdentifier(uri=inc.as_uri())))
    errors = [d for d in await diagnostics_for(client, uri) if d.severity == lsp.DiagnosticSeverity.Error]
    assert [(d.range, d.message.split(" (")[0]) for d in errors] == [
        (rng(2, 2, 4), "unknown instruction 'v_mov_b3'; did you mean 'v_mov_b32'?")]
    assert "in expansion of macro 'OP'" in errors[0].message


@pytest.mark.asyncio(loop_scope="module")
async def test_first_line_comment_selects_the_architecture(client: LanguageClient, tmp_path):
    body = "kernel k\n  global_load_dword v1, v[2:3], off\n  s_endpgm\nendkernel\n"
    uri = open_doc(client, tmp_path / "g9.masm", body)           # initializationOptions: gfx900
    assert [d for d in await diagnostics_for(client, uri) if d.severity == lsp.DiagnosticSeverity.Error] == []
    uri = open_doc(client, tmp_path / "g8.masm", "// masm: arch=gfx803\n" + body)
    errors = [d for d in await diagnostics_for(client, uri) if d.severity == lsp.DiagnosticSeverity.Error]
    assert [d.range.start for d in errors] == [lsp.Position(2, 2)]
    assert "gfx803" in errors[0].message


@pytest.mark.asyncio(loop_scope="module")
async def test_quick_edits_are_debounced_into_one_run(client: LanguageClient, tmp_path):
    uri = open_doc(client, tmp_path / "d.masm", BROKEN)
    await diagnostics_for(client, uri)
    for version, text in ((2, "v_ad_f33"), (3, "v_ad_f34"), (4, "v_add_f32")):
        client.text_document_did_change(lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[lsp.TextDocumentContentChangePartial(range=rng(2, 2, 10), text=text)]))
    params = await client.wait_for_notification("textDocument/publishDiagnostics")
    assert (params.uri, params.version) == (uri, 4)
    assert [d for d in params.diagnostics if d.severity == lsp.DiagnosticSeverity.Error] == []
