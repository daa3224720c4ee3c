"""gfx9 SMEM with an SGPR offset and an immediate one at once (`s_load_dwordx2 s[16:17], s[8:9], s15 offset:0x0`,
soe=1 imm=1), as LLVM 19 compiler output writes it: the bytes llvm-mc 19 makes, the same refusals, and the
disassembly reading back as written.  Compared live when llvm-mc 19 is installed."""
from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

import masm
from masm.isa.decoder import disassemble

LLVM_MC_19 = shutil.which("llvm-mc-19") or ("/usr/lib/llvm-19/bin/llvm-mc"
                                             if os.path.exists("/usr/lib/llvm-19/bin/llvm-mc") else None)

# (text, bytes from llvm-mc 19 -show-encoding for gfx900 and gfx90a)
EXPECTED = [
    ("s_load_dwordx2 s[16:17], s[8:9], s15 offset:0x0", "044406c00000001e"),
    ("s_load_dwordx2 s[16:17], s[8:9], s15 offset:0x10", "044406c01000001e"),
    ("s_load_dword s1, s[8:9], s15 offset:-0x1", "444002c0ffff1f1e"),
    ("s_load_dword s1, s[8:9], s15 offset:-0x100000", "444002c00000101e"),
    ("s_buffer_load_dword s1, s[8:11], s15 offset:0xfffff", "444022c0ffff0f1e"),
    ("s_store_dword s1, s[8:9], s15 offset:0x4", "444042c00400001e"),
    ("s_load_dword s1, s[8:9], m0 offset:0x4", "444002c0040000f8"),
    ("s_load_dword s1, s[8:9], s15 offset:0x4 glc", "444003c00400001e"),
    ("s_dcache_discard s[8:9], s15 offset:0x4", "0440a2c00400001e"),
]

REFUSED = [
    ("s_load_dword s1, s[8:9], s15 offset:0x100000", "expected a 21-bit signed offset"),
    ("s_buffer_load_dword s1, s[8:11], s15 offset:-1", "expected a 20-bit unsigned offset"),
    ("s_load_dword s1, s[8:9], 0x4 offset:0x4", "invalid operand for instruction"),
]


@pytest.mark.parametrize("arch", ["gfx900", "gfx90a"])
@pytest.mark.parametrize("text, hexbytes", EXPECTED)
def test_sgpr_and_immediate_offset(arch, text, hexbytes):
    code = masm.build(text + "\ns_endpgm\n", arch).code
    assert code[:8].hex() == hexbytes
    assert disassemble(code[:8], arch).strip() == text


@pytest.mark.parametrize("text, message", REFUSED)
def test_refused_like_llvm_mc_19(text, message):
    with pytest.raises(masm.AssemblyError) as info:
        masm.build(text + "\ns_endpgm\n", "gfx900")
    assert info.value.diagnostics[0].message.startswith(message)


def test_gfx8_has_no_sgpr_plus_immediate_form():
    with pytest.raises(masm.AssemblyError):
        masm.build("s_load_dword s1, s[8:9], s15 offset:0x4\ns_endpgm\n", "gfx803")


@pytest.mark.skipif(LLVM_MC_19 is None, reason="llvm-mc 19 is not installed")
def test_expected_bytes_are_llvm_mc_19s(tmp_path):
    src = tmp_path / "smem.s"
    src.write_text("\n".join(text for text, _ in EXPECTED) + "\n")
    out = subprocess.run([LLVM_MC_19, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-show-encoding", str(src)],
                         capture_output=True, text=True, check=True).stdout
    got = ["".join(b[2:] for b in m.split(",")) for m in re.findall(r"encoding: \[([^\]]*)\]", out)]
    assert got == [h for _, h in EXPECTED]
