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
