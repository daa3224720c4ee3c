"""The language server shows every independent error of a document at once: a bad expression (preprocessor), an
unknown mnemonic and an illegal operand (encoder) — lint's complete result."""
from __future__ import annotations

import pytest
from lsprotocol import types as lsp
from pytest_lsp import LanguageClient

from lsp_helpers import diagnostics_for, open_doc

THREE = """kernel k
  s_mov_b32 s0, ![1 +* 2]
  frobnicate v1, v2
  s_mov_b32 s1, v3
  s_endpgm
endkernel
"""


@pytest.mark.asyncio(loop_scope="module")
async def test_all_three_errors_are_published(client: LanguageClient, tmp_path):
    uri = open_doc(client, tmp_path / "three.masm", THREE)
    diags = await diagnostics_for(client, uri)
    errors = [d for d in diags if d.severity == lsp.DiagnosticSeverity.Error]
    assert [(d.range.start.line, d.range.start.character, d.message) for d in errors] == [
        (1, 21, "unexpected '*' in expression"),
        (2, 2, "unknown instruction 'frobnicate'"),
        (3, 16, "invalid operand 'v3' for this instruction")]
