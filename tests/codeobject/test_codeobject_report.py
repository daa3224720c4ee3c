"""`masm report` on code objects: compiler-made ones agree with the compiler's own figures (metadata counts and
clang's `; NumVgprs:` / `; NumSgprs:` / `; Occupancy:` comments), masm-made ones with what `masm build` printed."""
from __future__ import annotations

import json
import os
import re
import sys

import pytest
from click.testing import CliRunner

import masm
from masm.cli import main
from masm.codeobject.reader import read_code_object
from masm.codeobject.report import code_object_report

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "compiler"))
from compiler_corpus import corpus_files, reference_code_object  # noqa: E402

SUPPORTED = ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx941", "gfx942")
CLANG_FILES = [e for e in corpus_files() if e.arch in SUPPORTED]


def clang_kernel_info(text: str) -> dict[str, dict[str, int]]:
    """Per kernel, the figures of clang's `; Kernel info:` comment block (it follows the kernel's `.size`)."""
    out = {}
    for m in re.finditer(r"\.size\s+([\w.$]+),[^\n]*\n(?:(?!\.size)[\s\S])*?; Kernel info:\n((?:;[^\n]*\n)+)", text):
        figures = dict(re.findall(r"; (\w+)(?::| =) (\d+)", m.group(2)))
        out[m.group(1)] = {k: int(v) for k, v in figures.items()}
    return out


def whole_workgroups(occupancy: int, workgroup_size: list[int]) -> float:
    """clang's `; Occupancy:` (waves per SIMD from registers and LDS) once whole workgroups must fit on a CU, as
    masm counts: a workgroup's waves all live on one CU (4 SIMDs), at most 16 workgroups of several waves.  The one
    deliberate difference: LLVM reports 7 for a 16-wave workgroup at 7 waves/SIMD by VGPRs; only one such
    workgroup fits on a CU, so masm reports 4."""
    waves = -(-workgroup_size[0] * workgroup_size[1] * workgroup_size[2] // 64)
    groups = min(4 * occupancy // waves, 16 if waves > 1 else 40)
    per_simd = groups * waves / 4
    return int(per_simd) if per_simd == int(per_simd) else round(per_simd, 2)


@pytest.mark.parametrize("entry", CLANG_FILES, ids=lambda e: e.name)
def test_report_agrees_with_the_compiler(entry):
    ref, why = reference_code_object(entry)
    if ref is None:
        pytest.skip(why)
    co = read_code_object(ref, entry.name)
    report = code_object_report(co, entry.arch)
    info = clang_kernel_info(entry.text())
    assert [k["name"] for k in report["kernels"]] == [k for k in entry.kernels], report
    for k in report["kernels"]:
        meta = next(m for m in co.metadata["amdhsa.kernels"] if m[".name"] == k["name"])
        assert k["sgprs"] == meta[".sgpr_count"] == info[k["name"]]["NumSgprs"]
        assert k["lds_bytes"] == meta[".group_segment_fixed_size"]
        assert k["scratch_bytes"] == meta[".private_segment_fixed_size"] == info[k["name"]]["ScratchSize"]
        if not k["agprs"]:
            assert k["vgprs"] == meta[".vgpr_count"] == info[k["name"]]["NumVgprs"]
        assert k["vgprs_used"] <= max(k["vgprs"], 1) and k["sgprs_used"] <= k["sgprs"]
        assert k["code_bytes"] > 0 and k["code_bytes"] % 4 == 0
        assert k["waves_per_simd"] == whole_workgroups(info[k["name"]]["Occupancy"], k["workgroup_size"]), k


def test_loops_are_the_backward_branches_with_their_body_sizes():
    entry = next(e for e in CLANG_FILES if e.clang == "clang14" and e.arch == "gfx900" and e.opt == "O2"
                 and "reduce" in e.source)
    ref, why = reference_code_object(entry)
    if ref is None:
        pytest.skip(why)
    co = read_code_object(ref, entry.name)
    report = code_object_report(co, "gfx900")
    text = entry.text()
    for k in report["kernels"]:
        body = text.split(f"{k['name']}:", 1)[1].split(".Lfunc_end", 1)[0]
        headers = len(re.findall(r"Loop Header: Depth", body))
        assert len(k["loops"]) >= headers, (k["name"], k["loops"])
        for loop in k["loops"]:
            assert loop["start"] < loop["end"] <= k["code_bytes"] and loop["body_bytes"] == loop["end"] - \
                loop["start"]
            assert loop["branch"].startswith("s_cbranch") or loop["branch"] == "s_branch"


PROBES = {
    "loops": """
kernel looper
  numthreadpergroup 128
  ldssize 3000
  v_temp_range 1..40
  s_temp_range 4..30
  args out:ptr, n:u32
  s_mov_b32 s5, 0
  s_while_u32(s5 < 8)
    v_add_f32 v1, 1.0, v1
    s_add_u32 s5, s5, 1
  _endw
  s_endpgm
endkernel
kernel second
  numthreadpergroup 64
  v_mov_b32 v77, 0
  s_mov_b32 s90, 0
  s_endpgm
endkernel
""",
}


@pytest.mark.parametrize("arch", SUPPORTED)
def test_a_masm_code_object_reports_what_masm_build_printed(tmp_path, arch):
    program = masm.build(PROBES["loops"], arch, filename="loops.masm")
    path = tmp_path / "loops.hsaco"
    path.write_bytes(program.code_object)
    r = CliRunner().invoke(main, ["report", str(path), "--json"])
    assert r.exit_code == 0, r.output
    got = json.loads(r.output)
    assert got["arch"] == arch and got["code_bytes"] == len(program.code)
    same = ("name", "code_offset", "code_bytes", "icache_share", "fits_icache", "workgroup_size", "vgprs",
            "vgprs_used", "vgprs_allocated", "agprs", "sgprs", "sgprs_kernel", "sgprs_used", "extra_sgprs",
            "lds_bytes", "scratch_bytes", "kernarg_bytes", "waves_per_simd", "waves_per_cu", "workgroups_per_cu",
            "occupancy", "limited_by", "next_cliff", "cliff")
    for built, read in zip(program.report["kernels"], got["kernels"], strict=True):
        assert {k: built[k] for k in same} == {k: read[k] for k in same}
        # the structured s_while loop is the backward branch the report finds
        assert len(read["loops"]) == len(built["loops"])
        for b_loop, r_loop in zip(built["loops"], read["loops"]):
            assert 0 < r_loop["body_bytes"] <= b_loop["body_bytes"]


def test_report_table_names_every_kernel_and_its_loop(tmp_path):
    path = tmp_path / "k.hsaco"
    path.write_bytes(masm.build(PROBES["loops"], "gfx900").code_object)
    r = CliRunner().invoke(main, ["report", str(path)])
    assert r.exit_code == 0, r.output
    assert "looper  (gfx900)" in r.output and "second  (gfx900)" in r.output
    assert re.search(r"loop\s+│ \+0x[0-9a-f]+\.\.\+0x[0-9a-f]+ \(s_cbranch_scc\d\): body \d+ bytes", r.output)
    assert "3,000 bytes / 0 bytes; workgroup 128x1x1" in r.output
