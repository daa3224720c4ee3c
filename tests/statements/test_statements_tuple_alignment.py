"""64-bit register tuples must start at an even register (VGPRs on gfx90a, SGPR pairs everywhere): a `v_temp`
array is even-aligned by itself on gfx90a, `align:1` asks for any start, and a misaligned tuple that a declaration
caused is reported at that declaration with the fix."""
import pytest

import masm
from masm.diagnostics import AssemblyError


def code(text: str, arch: str) -> list[str]:
    out = masm.expand(f"kernel k\n{text}\nendkernel\n", arch, filename="k.masm")
    return [line.strip() for line in out.splitlines() if line.startswith("  ")]


def errors(text: str, arch: str) -> list[tuple]:
    with pytest.raises(AssemblyError) as info:
        masm.build(f"kernel k\n{text}\nendkernel\n", arch, filename="k.masm")
    return [(d.line, d.column, d.message, [(n.loc.line, n.loc.column, n.message) for n in d.notes])
            for d in info.value.diagnostics if d.severity == "error"]


PAIR = """  v_temp_range 1..20
  v_temp gid, offs, addr[2], val
  v_mov_b32 addr[0], 0
  global_load_dword val, addr, off
  s_endpgm"""


def test_a_vgpr_array_is_even_aligned_on_gfx90a_and_first_fit_elsewhere():
    assert code(PAIR, "gfx90a")[:2] == ["v_mov_b32 v4, 0", "global_load_dword v3, v[4:5], off"]
    assert code(PAIR, "gfx900")[:2] == ["v_mov_b32 v3, 0", "global_load_dword v5, v[3:4], off"]
    masm.build(f"kernel k\n{PAIR}\nendkernel\n", "gfx90a")


def test_align_1_allows_any_start_and_a_misaligned_pair_is_reported_at_the_declaration():
    text = PAIR.replace("addr[2]", "addr[2] align:1")
    assert errors(text, "gfx90a") == [
        (3, 21, "temp 'addr' is v[3:4], which starts at an odd register, but addr is used as a 64-bit operand, "
                "which must start at an even one; declare it with `align:2`",
         [(5, 26, "used as a 64-bit operand here: addr")])]


def test_an_odd_element_of_an_aligned_array_is_reported_at_the_use():
    text = "  v_temp_range 1..20\n  v_temp t[3]\n  global_load_dword v10, t[1:2], off\n  s_endpgm"
    assert errors(text, "gfx90a") == [
        (4, 26, "invalid register alignment: t[1:2] starts at element 1 of temp 't' (v[2:4]), an odd register, but a "
                "64-bit operand must start at an even one; use an even element", [])]


def test_an_sgpr_pair_without_align_is_reported_at_its_declaration_with_the_fix():
    text = "  s_temp_range 3..20\n  s_temp p[2]\n  s_load_dword s10, p, 0\n  s_endpgm"
    assert errors(text, "gfx900") == [
        (3, 10, "temp 'p' is s[3:4], which starts at an odd register, but p is used as a 64-bit operand, which "
                "must start at an even one; declare it with `align:2`", [(4, 21, "used as a 64-bit operand here: p")])]


def test_no_even_run_left_says_why_the_alignment_was_asked():
    text = "  v_temp_range 1..4\n  v_temp a, b, c[2]\n  s_endpgm"
    assert errors(text, "gfx90a") == [
        (3, 16, "temp 'c': out of temp registers in v_temp_range 1..4: 2 asked (aligned to 2), 2 free but no aligned "
                "run of 2 consecutive; on this target a VGPR array starts at an even register so that it can be a "
                "64-bit operand (write `align:1` if it never is)", [])]
