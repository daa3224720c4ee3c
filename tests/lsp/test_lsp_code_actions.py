"""Quick fixes of the static checks over stdio: the warning carries its code and fix, the code action inserts the
suggested s_waitcnt / s_nop before the line (indented as it), and the fixed text gives no such warning."""
from __future__ import annotations

import pytest
from lsprotocol import types as lsp
from pytest_lsp import LanguageClient

from lsp_helpers import diagnostics_for, open_doc

MISSING_WAIT = """\
kernel k
  v_mov_b32 v2, 0
  v_mov_b32 v3, 0
  global_load_dword v4, v[2:3], off
  v_add_f32 v0, v4, v4
  s_endpgm
endkernel
"""


def _apply(text: str, edit: lsp.WorkspaceEdit, uri: str) -> str:
    lines = text.split("\n")
    for change in sorted(edit.changes[uri], key=lambda e: (e.range.start.line, e.range.start.character),
                         reverse=True):
        row, col = change.range.start.line, change.range.start.character
        lines[row] = lines[row][:col] + change.new_text + lines[row][col:]
    return "\n".join(lines)


@pytest.mark.asyncio(loop_scope="module")
async def test_insert_the_missing_wait(client: LanguageClient, tmp_path):
    uri = open_doc(client, tmp_path / "k.masm", MISSING_WAIT)
    diags = await diagnostics_for(client, uri)
    [warning] = [d for d in diags if d.code == "missing-waitcnt"]
    assert warning.range.start.line == 4
    actions = await client.text_document_code_action_async(lsp.CodeActionParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), range=warning.range,
        context=lsp.CodeActionContext(diagnostics=[warning])))
    assert [a.title for a in actions] == ["Insert `s_waitcnt vmcnt(0)` before this line",
                                          "Ignore missing-waitcnt on this line (`// masm: ignore missing-waitcnt`)"]
    fixed = _apply(MISSING_WAIT, actions[0].edit, uri)
    assert fixed.split("\n")[4] == "  s_waitcnt vmcnt(0)"
    ignored = _apply(MISSING_WAIT, actions[1].edit, uri)
    assert ignored.split("\n")[4] == "  v_add_f32 v0, v4, v4  // masm: ignore missing-waitcnt"
    for text, version in ((fixed, 2), (ignored, 3)):
        client.text_document_did_change(lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text)]))
        diags = await diagnostics_for(client, uri, version=version)
        assert [d for d in diags if d.code == "missing-waitcnt"] == []


@pytest.mark.asyncio(loop_scope="module")
async def test_insert_the_missing_nops(client: LanguageClient, tmp_path):
    text = ("kernel k\n  v_mov_b32 v1, 1.0\n  v_div_scale_f32 v4, vcc, v1, v1, v1\n"
            "  v_div_fmas_f32 v5, v1, v1, v1\n  s_endpgm\nendkernel\n")
    uri = open_doc(client, tmp_path / "h.masm", text)
    diags = await diagnostics_for(client, uri)
    [warning] = [d for d in diags if d.code == "hazard"]
    actions = await client.text_document_code_action_async(lsp.CodeActionParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), range=warning.range,
        context=lsp.CodeActionContext(diagnostics=[warning])))
    assert actions[0].title == "Insert `s_nop 3` before this line"
    assert _apply(text, actions[0].edit, uri).split("\n")[3] == "  s_nop 3"
