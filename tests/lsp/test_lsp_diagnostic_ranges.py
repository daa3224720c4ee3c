"""masm diagnostics (1-based, with expansion notes) -> LSP diagnostics (0-based ranges, shown at macro invocations)."""
from __future__ import annotations

from lsprotocol import types as lsp

from masm.diagnostics import Diagnostic, Note, SourceLoc
from masm.lsp.diagnostics import to_lsp

TEXT = """\
#macro PASS(a)
  v_ad_f32 a, a, a
#endm
  PASS(v1)
  s_nop 0
"""


def rng(line, start, end):
    return lsp.Range(lsp.Position(line, start), lsp.Position(line, end))


def test_range_is_zero_based_and_covers_the_token():
    d = Diagnostic("error", "unknown instruction 'v_ad_f32'", SourceLoc("/k.masm", 2, 3))
    [out] = to_lsp([d], "/k.masm", TEXT)
    assert out.range == rng(1, 2, 10)
    assert out.severity == lsp.DiagnosticSeverity.Error
    assert out.message == "unknown instruction 'v_ad_f32'"
    assert out.source == "masm"


def test_explicit_length_is_kept():
    d = Diagnostic("warning", "w", SourceLoc("/k.masm", 5, 9), length=1)
    d2 = Diagnostic("warning", "w2", SourceLoc("/k.masm", 2, 3), length=4)
    out = to_lsp([d, d2], "/k.masm", TEXT)
    assert [o.range for o in out] == [rng(4, 8, 9), rng(1, 2, 6)]
    assert out[0].severity == lsp.DiagnosticSeverity.Warning


def test_error_in_macro_body_is_also_shown_at_the_invocation():
    inv = SourceLoc("/k.masm", 4, 3)
    d = Diagnostic("error", "unknown instruction 'v_ad_f32'", SourceLoc("/k.masm", 2, 3),
                   (Note(inv, "in expansion of macro 'PASS'"),))
    body, site = to_lsp([d], "/k.masm", TEXT)
    assert body.range == rng(1, 2, 10)
    assert site.range == rng(3, 2, 6)
    assert site.message == "unknown instruction 'v_ad_f32' (in expansion of macro 'PASS'; at k.masm:2:3)"
    assert site.related_information[0].location.range == rng(1, 2, 2)
    assert body.related_information[0].message == "in expansion of macro 'PASS'"
    assert body.related_information[0].location.uri == "file:///k.masm"


def test_error_in_an_included_file_is_shown_at_the_include_line():
    d = Diagnostic("error", "bad", SourceLoc("/inc/h.inc", 7, 1),
                   (Note(SourceLoc("/inc/h.inc", 2, 1), "in expansion of macro 'X'"),
                    Note(SourceLoc("/k.masm", 5, 3), "in expansion of macro 'X'")))
    [site] = to_lsp([d], "/k.masm", TEXT)
    assert site.range == rng(4, 2, 7)
    assert site.message == "bad (in expansion of macro 'X'; at h.inc:7:1)"


def test_identical_expansions_are_reported_once_per_spot():
    body = SourceLoc("/k.masm", 2, 3)
    d1 = Diagnostic("error", "e", body, (Note(SourceLoc("/k.masm", 4, 3), "in expansion of macro 'PASS'"),))
    d2 = Diagnostic("error", "e", body, (Note(SourceLoc("/k.masm", 4, 3), "in expansion of macro 'PASS'"),))
    assert len(to_lsp([d1, d2], "/k.masm", TEXT)) == 2
