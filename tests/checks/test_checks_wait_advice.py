"""The `s_waitcnt` a missing-wait warning suggests must fix it: inserted before the line, the warning goes.

A counter's largest value (vmcnt 15 on gfx8, 63 on gfx9; lgkmcnt 15; expcnt 7) is the "do not wait" encoding: the
checks take `vmcnt(15)` on gfx8 as no wait at all, so a load with 15 or more operations after it is only waited for
by the largest value less one, as the compiler waits for it (clang-14 -O2 for gfx803 waits `vmcnt(14)` for the first
of 20 loads).  The advice suggested the largest value itself, which silenced nothing."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from checks_helpers import check


def _loads(count: int, op: str) -> list[str]:
    if op == "vm":
        return [f"buffer_load_dword v{k}, v100, s[0:3], 0 offen" for k in range(count)]
    return [f"ds_read_b32 v{k}, v100" for k in range(count)]


@pytest.mark.parametrize("arch, op, count, fix", [
    ("gfx803", "vm", 20, "s_waitcnt vmcnt(14)"),        # 19 loads after the first: past vmcnt's 15
    ("gfx803", "vm", 16, "s_waitcnt vmcnt(14)"),        # exactly 15 after it
    ("gfx803", "vm", 15, "s_waitcnt vmcnt(14)"),        # 14 after it: that count itself
    ("gfx803", "vm", 14, "s_waitcnt vmcnt(13)"),
    ("gfx900", "vm", 70, "s_waitcnt vmcnt(62)"),        # gfx9's vmcnt goes to 63
    ("gfx900", "vm", 40, "s_waitcnt vmcnt(39)"),
    ("gfx900", "ds", 20, "s_waitcnt lgkmcnt(14)"),      # lgkmcnt goes to 15
    ("gfx90a", "ds", 16, "s_waitcnt lgkmcnt(14)"),
])
def test_the_fix_of_a_load_past_the_counters_range_is_its_largest_wait_less_one(arch, op, count, fix):
    body = _loads(count, op) + ["v_add_f32 v150, v0, v0", "s_endpgm"]
    warned = check("\n".join(body) + "\n", arch, "missing-waitcnt")
    assert warned == [(count + 1, "missing-waitcnt", fix)]
    fixed = _loads(count, op) + [fix, "v_add_f32 v150, v0, v0", "s_endpgm"]
    assert check("\n".join(fixed) + "\n", arch, "missing-waitcnt") == []


@pytest.mark.parametrize("arch, op", [("gfx803", "vm"), ("gfx900", "ds")])
def test_the_largest_value_is_no_wait(arch, op):
    """`vmcnt(15)` on gfx8 (`lgkmcnt(15)` everywhere) waits for nothing, however many operations came after."""
    top = "vmcnt(15)" if op == "vm" else "lgkmcnt(15)"
    body = _loads(20, op) + [f"s_waitcnt {top}", "v_add_f32 v150, v0, v0", "s_endpgm"]
    assert [w[0] for w in check("\n".join(body) + "\n", arch, "missing-waitcnt")] == [22]


def test_expcnt_advice_is_below_its_largest_value():
    """Overwriting the data VGPR of the 8th-last GDS instruction: expcnt(6), not the no-wait expcnt(7)."""
    body = [f"ds_write_b32 v{k}, v{k + 1} gds" for k in range(0, 20, 2)] + ["v_mov_b32 v1, 0", "s_endpgm"]
    warned = check("\n".join(body) + "\n", "gfx900", "missing-waitcnt")
    fixes = [fix for _, _, fix in warned if "expcnt" in fix]
    assert fixes == ["s_waitcnt expcnt(6)"]


_USES = ["v_add_f32 v{a}, v{b}, v{c}", "v_mov_b32 v{a}, v{b}", "s_add_u32 s{sa}, s{sb}, 1"]


def _random_kernel(rng: random.Random, lines: int) -> list[str]:
    out = []
    for _ in range(lines):
        kind = rng.random()
        a, b, c = (rng.randrange(24) for _ in range(3))
        sa, sb = rng.randrange(4, 20), rng.randrange(4, 20)
        if kind < 0.35:
            out.append(f"buffer_load_dword v{a}, v{b}, s[0:3], 0 offen")
        elif kind < 0.55:
            out.append(f"ds_read_b32 v{a}, v{b}")
        elif kind < 0.6:
            out.append(f"s_load_dword s{sa}, s[0:1], 0x{rng.randrange(64) * 4:x}")
        else:
            out.append(rng.choice(_USES).format(a=a, b=b, c=c, sa=sa, sb=sb))
    return out + ["s_endpgm"]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), arch=st.sampled_from(["gfx803", "gfx900", "gfx90a"]))
def test_every_suggested_wait_silences_its_warning(seed, arch):
    """Straight-line code of loads (vector, LDS, scalar) and uses: the wait each warning suggests, inserted before
    its line, leaves no missing-wait warning at that line."""
    body = _random_kernel(random.Random(seed), 60)
    for line, _, fix in check("\n".join(body) + "\n", arch, "missing-waitcnt"):
        fixed = body[:line - 1] + fix.split("\n") + body[line - 1:]
        after = check("\n".join(fixed) + "\n", arch, "missing-waitcnt")
        moved = line + fix.count("\n") + 1                      # the warned line, after the inserted wait
        assert moved not in [w[0] for w in after], (fix, body[line - 1])
