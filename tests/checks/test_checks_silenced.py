"""`silenced` keeps every diagnostic without a look at each when no file a static-check warning (or its notes) is in
can carry a `masm: ignore` comment; here it is compared with the look at each (the definition) on generated
diagnostics: with codes and without, notes in other files, files with comments silencing some codes, files without
any, files that cannot be read."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from masm.checks import silenced
from masm.diagnostics import Diagnostic, Note, SourceLoc

TEXTS = {
    "plain.s": "  v_add_f32 v1, v2, v3\n  s_nop 0\n  s_endpgm\n",
    "quiet.s": "  v_add_f32 v1, v2, v3 // masm: ignore hazard\n  s_nop 0 // MASM: ignore\n  s_endpgm\n",
    "macros.s": "  PASS v1 // masm: ignore missing-waitcnt, hazard\n  x\n",
    "named.s": "  s_nop 0 // a file that names masm without the comment\n",
}
FILES = sorted(TEXTS) + ["absent.s"]


def _look_at_each(diagnostics, source_text) -> list:
    """Each diagnostic with a code looked at: its line's comment, then its notes' lines."""
    import re
    pattern = re.compile(r"masm:\s*ignore\b([\w\s,-]*)", re.IGNORECASE)

    def codes_at(loc):
        text = source_text(loc.file)
        lines = text.splitlines() if text else []
        if not 0 < loc.line <= len(lines):
            return None
        m = pattern.search(lines[loc.line - 1])
        if m is None:
            return None
        return {c.strip().lower() for c in m.group(1).replace(",", " ").split() if c.strip()} or \
            {"missing-waitcnt", "hazard", "uninitialized"}
    out = []
    for d in diagnostics:
        if d.code is not None and any((codes := codes_at(loc)) is not None and d.code in codes
                                      for loc in [d.loc] + [n.loc for n in d.notes]):
            continue
        out.append(d)
    return out


locations = st.builds(SourceLoc, st.sampled_from(FILES), st.integers(0, 4), st.integers(1, 5))
diagnostics = st.builds(Diagnostic, st.sampled_from(["warning", "error"]), st.sampled_from(["a", "b"]), locations,
                        st.lists(st.builds(Note, locations, st.just("in expansion of macro 'PASS'")),
                                 max_size=2).map(tuple),
                        st.just(1), st.sampled_from([None, "hazard", "missing-waitcnt", "uninitialized"]))


@settings(max_examples=400, deadline=None)
@given(st.lists(diagnostics, max_size=10), st.sets(st.sampled_from(FILES)))
def test_silenced_as_a_look_at_each_silences(found, readable):
    def source_text(file):
        return TEXTS.get(file) if file in readable else None
    got = silenced(found, source_text)
    assert got == _look_at_each(found, source_text)
    assert all(a is b for a, b in zip(got, [d for d in found if any(d is k for k in got)]))
