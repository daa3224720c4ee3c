"""The document outline the server answers navigation from: declarations, scopes and labels read from text alone."""
from __future__ import annotations

from masm.lsp.index import arch_from_source, index_source, strip_comments, word_at

SOURCE = """\
; masm: arch=gfx906
#macro ONE v_mov_b32 v0, 1 #endm
#define LIMIT(n) (n*2)
kernel k
  alias base=s[4:5], arr0..3=v20, q[0..1]=s[8:9]
  v_temp_range 2..40
  v_temp t, w[4]  v_mov_b32 t, 0   // t: comment
  s_temp i align:2, sv[2] align:2
  enter
    v_temp t
@inner: global_load_dword t, v[2:3], off offset:16
  leave
  s_branch @inner /* skip: this */
endkernel
"""


def kinds(index, kind):
    return [(s.name, s.loc.line, s.loc.column) for s in index.symbols if s.kind == kind]


def test_declarations_with_their_positions():
    ix = index_source(SOURCE, "k.masm")
    assert kinds(ix, "macro") == [("ONE", 2, 8)]
    assert [s.body for s in ix.symbols if s.kind == "macro"] == ["v_mov_b32 v0, 1"]
    assert kinds(ix, "define") == [("LIMIT", 3, 9)]
    assert kinds(ix, "kernel") == [("k", 4, 8)]
    assert kinds(ix, "alias") == [("base", 5, 9), ("arr0", 5, 22), ("arr1", 5, 22), ("arr2", 5, 22),
                                  ("arr3", 5, 22), ("q", 5, 35), ("q0", 5, 35), ("q1", 5, 35)]
    assert kinds(ix, "v_temp") == [("t", 7, 10), ("w", 7, 13), ("t", 10, 12)]
    assert kinds(ix, "s_temp") == [("i", 8, 10), ("sv", 8, 21)]
    assert kinds(ix, "label") == [("@inner", 11, 1)]
    assert ix.arch == "gfx906"


def test_inner_scope_shadows_and_ends_at_leave():
    ix = index_source(SOURCE, "k.masm")
    assert ix.resolve("t", 11, 27).loc.line == 10          # inside enter/leave: the inner t
    assert ix.resolve("T", 7, 29).loc.line == 7            # names are case-insensitive
    assert ix.resolve("t", 13, 3).loc.line == 7            # after leave: the outer t again
    assert ix.resolve("@inner", 13, 12).kind == "label"
    assert ix.resolve("offset", 11, 41) is None            # a modifier, not a label


def test_words_comments_and_arch_comment():
    assert word_at(SOURCE, 13, 13) == ("@inner", 12)
    assert word_at(SOURCE, 13, 18) == ("@inner", 12)       # just after the word still counts
    assert word_at(SOURCE, 13, 2) is None
    stripped = strip_comments(SOURCE)
    assert len(stripped) == len(SOURCE) and "comment" not in stripped and "skip" not in stripped
    assert arch_from_source("// masm: arch=GFX803\n") == "gfx803"
    assert arch_from_source("v_nop\n// masm: arch=gfx803\n") is None


def test_variadic_parameters_keep_their_ellipsis_in_the_signature():
    ix = index_source("#macro mRepeat(count, body...)\n  body\n#endm\n#macro V(a, ...) __VA_ARGS__ #endm\n"
                      "#define CALL(op, args ...) op args\n", "k.masm")
    heads = {s.name: (s.detail, s.params) for s in ix.symbols if s.kind in ("macro", "define")}
    assert heads == {"mRepeat": ("#macro mRepeat(count, body...)", ("count", "body...")),
                     "V": ("#macro V(a, ...)", ("a", "...")),
                     "CALL": ("#define CALL(op, args...)", ("op", "args..."))}
    assert kinds(ix, "param") == [("count", 1, 16), ("body", 1, 23), ("a", 4, 10), ("__VA_ARGS__", 4, 13)]


# -- the outline kept across edits (index_after_edit) is the outline of the edited text

from hypothesis import given, settings, strategies as st  # noqa: E402

from masm.lsp.index import index_after_edit  # noqa: E402

_EDIT_SOURCE = """\
// masm: arch=gfx900
#define N 4
#macro M(a)
  v_add_u32 a, a, 1
#endm
kernel k
  v_temp_range 1..20
  v_temp x, y
  v_mov_b32 x, 0
  enter
    v_temp z
    v_mov_b32 z, x
    M(z)
  leave
@loop:
  v_add_u32 y, x, y
  s_branch @loop
endkernel
"""
_PIECES = ["", "\n", "v_nop\n", "  v_mov_b32 x, 1", "kernel", ":", "#", "/*", "x", "\n\n", "leave", "\\", '"', "y,"]


@settings(max_examples=400, deadline=None)
@given(st.integers(0, len(_EDIT_SOURCE)), st.integers(0, 40), st.lists(st.sampled_from(_PIECES), max_size=3))
def test_index_kept_across_an_edit_equals_a_fresh_index(start, length, pieces):
    end = min(len(_EDIT_SOURCE), start + length)
    inserted = "".join(pieces)
    new = _EDIT_SOURCE[:start] + inserted + _EDIT_SOURCE[end:]
    kept = index_after_edit(index_source(_EDIT_SOURCE, "k.masm"), _EDIT_SOURCE, start, end, inserted)
    if kept is not None:
        assert kept == index_source(new, "k.masm")


def test_index_is_kept_when_an_instruction_line_is_edited_or_added():
    old = index_source(_EDIT_SOURCE, "k.masm")
    at = _EDIT_SOURCE.index("v_add_u32 y")
    assert index_after_edit(old, _EDIT_SOURCE, at, at + 9, "v_sub_u32") is old
    at = _EDIT_SOURCE.index("v_mov_b32 x, 0")
    moved = index_after_edit(old, _EDIT_SOURCE, at, at, "v_nop\n  ")
    assert moved is not None and moved.resolve("@loop", 1, 1).loc.line == 16
