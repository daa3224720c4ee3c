"""tools/checks_oracle.py as documented: figures per compiler/arch, per arch and per kind, unreported deletions with
their reason, exit status 0 only with no false positive and every per-arch rate at --min or above."""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "tools"))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "compiler"))

import checks_oracle  # noqa: E402
from deletions import Deletion  # noqa: E402


def test_tool_on_the_gws_kernels(capsys):
    """GWS on gfx900: every wait LLVM put after a GWS operation is reported (lgkmcnt(0) completes it, expcnt(0)
    covers the VGPR it reads late)."""
    assert checks_oracle.main(["--source", "oracle_gws", "--arch", "gfx900", "--list"]) == 0
    out = capsys.readouterr().out.splitlines()
    rows = {line.split()[0]: line for line in out if line.startswith(("clang14/", "clang19/", "gfx900", "all"))}
    assert set(rows) == {"clang14/gfx900", "clang19/gfx900", "gfx900", "all"}
    assert rows["gfx900"].split()[1:3] == ["3", "0"]            # files, false positives
    assert "18/18 100.0%" in rows["gfx900"]
    assert "unreported deletions by reason: none" in out


def test_tool_fails_under_the_minimum(capsys):
    """gfx90a+ waits for memory before a GWS operation, which no register needs: under 95% on that one file."""
    assert checks_oracle.main(["--source", "oracle_gws", "--arch", "gfx90a", "--clang", "clang19", "--list"]) == 1
    out = capsys.readouterr().out
    assert "UNREPORTED clang19/gfx90a/oracle_gws.s:" in out and "memory ordering" in out
    assert "under the --min rate: gfx90a waits" in out


def test_reasons():
    def d(text, before="", after="", idle=False):
        return Deletion("f.s", 1, text, False, [], idle, before, after)
    assert checks_oracle.reason(d("s_waitcnt vmcnt(0)", idle=True)).startswith("idle")
    assert checks_oracle.reason(d("s_waitcnt vmcnt(0)", after="global_atomic_add v2, v2, v4, s[0:1] glc")) \
        .startswith("memory ordering")
    assert checks_oracle.reason(d("s_waitcnt vmcnt(0)", after="v_add_f32 v0, v1, v2")) == "unexplained"
    # a seq_cst LDS exchange (clang's __atomic_exchange_n on local memory): the release half before it, the
    # acquire half after it; a partial wait after an atomic, or a full one after a plain LDS read, stays unexplained
    assert checks_oracle.reason(d("s_waitcnt lgkmcnt(0)", "ds_or_rtn_b32 v3, v2, v0",
                                  "ds_wrxchg_rtn_b32 v2, v2, v1 offset:4")).startswith("memory ordering")
    assert checks_oracle.reason(d("s_waitcnt lgkmcnt(0)", "ds_wrxchg_rtn_b32 v4, v4, v1 offset:4",
                                  "s_load_dword s2, s[4:5], 0x4")).startswith("memory ordering: it completes the atomic")
    assert checks_oracle.reason(d("s_waitcnt vmcnt(0)", "global_atomic_add v1, v2, v3, s[0:1] glc",
                                  "v_mov_b32 v5, 0")).startswith("memory ordering: it completes the atomic")
    assert checks_oracle.reason(d("s_waitcnt lgkmcnt(1)", "ds_add_rtn_u32 v1, v2, v1",
                                  "s_load_dword s2, s[4:5], 0x4")) == "unexplained"
    assert checks_oracle.reason(d("s_waitcnt lgkmcnt(0)", "ds_read_b32 v1, v2",
                                  "s_load_dword s2, s[4:5], 0x4")) == "unexplained"
    assert checks_oracle.reason(d("s_waitcnt vmcnt(0)", "global_atomic_add v2, v3, s[0:1]",
                                  "v_mov_b32 v5, 0")) == "unexplained"
    assert checks_oracle.reason(d("s_nop 0", "buffer_load_dword v48, off, s[12:15], 0 offset:12",
                                  "buffer_load_dword v49, off, s[12:15], 0 offset:16")).startswith("clause break")
    assert checks_oracle.reason(d("s_nop 7", "v_mov_b32 v1, v18", "v_accvgpr_read_b32 v16, a15")) \
        .startswith("unexplained")
    # clang -O0 on gfx940: `s_nop 1` between the lanes of a spilled SGPR pair
    assert checks_oracle.reason(d("s_nop 1", "v_writelane_b32 v0, s2, 18", "v_writelane_b32 v0, s3, 19")) \
        .startswith("SGPR spill")
    assert checks_oracle.reason(d("s_nop 1", "v_writelane_b32 v0, s2, 18", "v_writelane_b32 v1, s3, 19")) \
        .startswith("unexplained")
    assert checks_oracle.reason(d("s_nop 1", "v_writelane_b32 v0, s2, 18", "v_writelane_b32 v0, s4, 19")) \
        .startswith("unexplained")


def test_llvm14_agpr_alias_reason():
    """LLVM 14's SIInsertWaitcnts numbers AGPR n as VGPR n + 226 (clang 14, gfx90a, spilled values loaded straight
    into AGPRs): a wait for a load into v250 before a load into a24 is for no register."""
    def d(wait, after, *waited):
        return Deletion("f.s", 1, wait, False, [], False, "v_mov_b32 v11, v9", after, waited)
    loads = ("global_load_dword v250, v[10:11], off", "global_load_dword v249, v[10:11], off")
    why = checks_oracle.reason(d("s_waitcnt vmcnt(27)", "global_load_dword a24, v[10:11], off", *loads))
    assert why.startswith("LLVM 14's AGPR alias") and "`global_load_dword v250, v[10:11], off`" in why
    # the other way round (a VGPR named after a load into its AGPR), and a load further back when LLVM capped the
    # count at 62
    assert checks_oracle.reason(d("s_waitcnt vmcnt(3)", "v_add_f32 v230, v1, v2", "global_load_dword a4, v[0:1], off")) \
        .startswith("LLVM 14's AGPR alias")
    assert checks_oracle.reason(d("s_waitcnt vmcnt(62)", "global_load_dword a18, v[6:7], off",
                                  "global_load_dword v5, v[6:7], off", "global_load_dword v244, v[4:5], off")) \
        .startswith("LLVM 14's AGPR alias")
    # not the nearest load it waits for, under the cap: unexplained; nor when a load it waits for writes a
    # register the next instruction names
    assert checks_oracle.reason(d("s_waitcnt vmcnt(5)", "global_load_dword a18, v[6:7], off",
                                  "global_load_dword v5, v[6:7], off", "global_load_dword v244, v[4:5], off")) \
        == "unexplained"
    assert checks_oracle.reason(d("s_waitcnt vmcnt(27)", "global_load_dword a24, v[10:11], off", loads[0],
                                  "global_load_dword v10, v[12:13], off")) == "unexplained"
    assert checks_oracle.reason(d("s_waitcnt vmcnt(27)", "global_load_dword a24, v[10:11], off")) == "unexplained"
