"""Lines llvm-mc rejects must raise AssemblyError located on their own line (and llvm-mc, when present, must
reject them too — the list is only worth something if it is true)."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

import pytest

import masm
from masm.isa.plain import assemble_plain

HERE = os.path.dirname(os.path.abspath(__file__))


TOOLS = os.path.join(os.path.dirname(os.path.dirname(HERE)), "tools")
# CDNA3's lines are generated (tools/gen_invalid_lines.py) and judged by llvm-mc 19
FILES = ("invalid_lines.txt", "invalid_lines_cdna3.txt")


def invalid_lines() -> list[tuple[str, str]]:
    rows = []
    for name in FILES:
        with open(os.path.join(HERE, name)) as f:
            for line in f:
                if line.startswith("#") or not line.strip():
                    continue
                arch, _, text = line.rstrip("\n").partition(" | ")
                rows.append((arch, text))
    return rows


def test_list_is_long_enough():
    assert len(invalid_lines()) >= 200
    assert sum(1 for arch, _ in invalid_lines() if arch in ("gfx940", "gfx942")) >= 2000


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx942"])
def test_each_line_is_rejected_at_its_line(arch):
    rows = [t for a, t in invalid_lines() if a == arch]
    for i, text in enumerate(rows):
        source = "s_nop 0\n" * 2 + text + "\ns_nop 0\n"
        with pytest.raises(masm.AssemblyError) as exc:
            assemble_plain(source, arch, filename="bad.s")
        diags = exc.value.diagnostics
        assert diags[0].line == 3, (text, diags[0])
        assert diags[0].file == "bad.s"
        assert 1 <= diags[0].column <= len(text) + 1


@pytest.mark.skipif(shutil.which("llvm-mc") is None, reason="llvm-mc not found")
@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx942"])
def test_llvm_mc_rejects_each_line_too(arch):
    sys.path.insert(0, TOOLS)
    try:
        from llvm_oracle import llvm_mc_for, missing_oracle
    finally:
        sys.path.remove(TOOLS)
    if missing_oracle(arch):
        pytest.skip(missing_oracle(arch))
    rows = [t for a, t in invalid_lines() if a == arch]
    p = subprocess.run([llvm_mc_for(arch), "-arch=amdgcn", f"-mcpu={arch}", "-show-encoding"],
                       input="\n".join(rows) + "\n", capture_output=True, text=True)
    rejected = {int(m.group(1)) for m in re.finditer(r"^<stdin>:(\d+):\d+: error:", p.stderr, re.M)}
    accepted = [text for i, text in enumerate(rows, 1) if i not in rejected]
    assert accepted == []
