"""A register named by number while a temp pool has handed it out: a warning naming the holder and its line."""
import masm


def warnings(text: str, arch: str = "gfx900") -> list[tuple[int, int, str, list]]:
    program = masm.build(f"kernel k\n{text}\nendkernel\n", arch, filename="k.masm")
    return [(d.line, d.column, d.message, [(n.loc.line, n.loc.column, n.message) for n in d.notes])
            for d in program.warnings if "by number" in d.message]


def test_a_numbered_register_under_a_temp_is_warned_at_the_use_naming_the_temp():
    # the case: v1 written by number, then `v_temp a` lands on v1, then v1 and a are read together
    assert warnings("""  v_temp_range 1..10
  v_mov_b32 v1, 7
  v_temp a
  v_add_u32 v2, v1, a
  s_endpgm""") == [(5, 17, "v1 is used by number here, but temp 'a' (declared at k.masm:4:10) holds v1 now: both "
                           "name the same register", [(4, 10, "temp 'a' declared here")])]


def test_a_register_range_overlapping_a_temp_array():
    found = warnings("""  s_temp_range 4..20
  s_temp p[2] align:2
  s_mov_b64 p, 0
  s_load_dwordx4 s[8:11], s[4:5], 0
  s_endpgm""")
    assert found == [(5, 27, "s[4:5] is used by number here, but temp 'p' (declared at k.masm:3:10) holds s4 now: "
                             "both name the same register", [(3, 10, "temp 'p' declared here")])]


def test_no_warning_once_the_temp_is_freed_or_outside_the_pool():
    assert warnings("""  v_temp_range 1..10
  enter
    v_temp a
    v_mov_b32 a, 1
  leave
  v_mov_b32 v1, 7
  v_mov_b32 v20, 7
  s_endpgm""") == []


def test_the_exec_mask_a_vector_if_saves_is_named():
    found = warnings("""  s_temp_range 4..20
  v_if_u32(v1 < 5)
    s_mov_b32 s4, 0
  _endif
  s_endpgm""")
    assert found == [(4, 15, "s4 is used by number here, but the EXEC mask saved by the 'v_if' at k.masm:3:3 holds s4 "
                             "now: both name the same register", [(3, 3, "'v_if' opened here")])]


# ----------------------------------------------------------------------------------------------- finding them
from hypothesis import given, settings, strategies as st  # noqa: E402

from masm.diagnostics import SourceLoc  # noqa: E402
from masm.source import Statement  # noqa: E402
from masm.statements.clashes import _numbered_joined, numbered_statements  # noqa: E402

_PIECES = ["v1", "s[4:5]", "v[ 2 ]", "v[3 : 4]", "s7", "vcc", "sv2", "v_mov_b32", " ", ", ", "[", "]", "v[", "s[1",
           ":", "2", "x.v3", "V9", "S[0:1]", "v8.x", "$s1", "address[0:1]", "\n"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.sampled_from(_PIECES), max_size=8).map("".join), max_size=12))
def test_registers_named_by_number_are_found_text_by_text_as_in_one_search_of_all(texts):
    """Each distinct text searched once gives what one search of all the texts joined gives (which decides when a
    `[` is open at a text's end: a match may go on into the next text)."""
    statements = [Statement(text, SourceLoc("k.masm", i + 1, 1)) for i, text in enumerate(texts)]
    assert numbered_statements(statements) == _numbered_joined(statements)


def test_a_repeated_text_names_its_registers_at_each_of_its_statements():
    statements = [Statement(text, SourceLoc("k.masm", i + 1, 1))
                  for i, text in enumerate(["v_mov_b32 v1, s[2:3]", "s_nop 0", "v_mov_b32 v1, s[2:3]"])]
    named = (("v", 1, 1, 10, "v1"), ("s", 2, 3, 14, "s[2:3]"))
    assert numbered_statements(statements) == {0: named, 2: named}
