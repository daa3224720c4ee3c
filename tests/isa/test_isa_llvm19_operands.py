"""Operands llvm-mc 14 refuses but LLVM 15+ takes and clang 19 writes for gfx8/gfx9/CDNA, so that its output assembles
as it is: gfx9 SMEM with an SGPR offset and an immediate one at once (`s_load_dwordx2 s[16:17], s[8:9], s15
offset:0x0`, soe=1 imm=1), M0 as the lane select of v_writelane_b32 beside an SGPR, an SGPR source of
v_accvgpr_write_b32 on gfx90a.  The bytes llvm-mc 19 makes, the same refusals, and the disassembly reading back as
written; compared live when llvm-mc 19 is installed."""
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
    ("s_load_dword s1, s[8:9], s15 offset:0x100000", "invalid offset value 0x100000: expected -1048576..1048575"),
    ("s_buffer_load_dword s1, s[8:11], s15 offset:-1", "invalid offset: expected a 20-bit unsigned value"),
    ("s_load_dword s1, s[8:9], 0x4 offset:0x4", "invalid modifier 'offset:0x4' for this instruction"),
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


# (arch, text, bytes from llvm-mc 19) and (arch, text) llvm-mc 19 refuses
LANE_AND_ACC = [
    ("gfx803", "v_writelane_b32 v4, s3, m0", "04008ad203f80000"),
    ("gfx900", "v_writelane_b32 v4, s3, m0", "04008ad203f80000"),
    ("gfx90a", "v_writelane_b32 v4, s3, m0", "04008ad203f80000"),
    ("gfx900", "v_writelane_b32 v4, exec_lo, m0", "04008ad27ef80000"),
    ("gfx90a", "v_accvgpr_write_b32 a0, s36", "0040d9d324000018"),
    ("gfx90a", "v_accvgpr_write_b32 a0, m0", "0040d9d37c000018"),
    ("gfx90a", "v_accvgpr_write_b32 a0, vcc_lo", "0040d9d36a000018"),
]
LANE_AND_ACC_REFUSED = [
    ("gfx900", "v_writelane_b32 v4, m0, s3"),
    ("gfx900", "v_writelane_b32 v4, s3, s4"),
    ("gfx900", "v_writelane_b32 v4, s3, vcc_lo"),
    ("gfx908", "v_accvgpr_write_b32 a0, s36"),
    ("gfx90a", "v_accvgpr_write_b32 a0, 0x1234"),
]


@pytest.mark.parametrize("arch, text, hexbytes", LANE_AND_ACC)
def test_lane_select_and_acc_sources(arch, text, hexbytes):
    code = masm.build(text + "\ns_endpgm\n", arch).code
    assert code[:8].hex() == hexbytes
    assert disassemble(code[:8], arch).strip().replace("_e64", "") == text


@pytest.mark.parametrize("arch, text", LANE_AND_ACC_REFUSED)
def test_lane_select_and_acc_refusals(arch, text):
    with pytest.raises(masm.AssemblyError):
        masm.build(text + "\ns_endpgm\n", arch)


@pytest.mark.skipif(LLVM_MC_19 is None, reason="llvm-mc 19 is not installed")
@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx908", "gfx90a"])
def test_lane_and_acc_agree_with_llvm_mc_19(tmp_path, arch):
    lines = [(t, h) for a, t, h in LANE_AND_ACC if a == arch] + [(t, None) for a, t in LANE_AND_ACC_REFUSED if a == arch]
    for text, hexbytes in lines:
        src = tmp_path / "l.s"
        src.write_text(text + "\n")
        r = subprocess.run([LLVM_MC_19, "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-show-encoding", str(src)],
                           capture_output=True, text=True)
        got = re.findall(r"encoding: \[([^\]]*)\]", r.stdout)
        assert ("".join(b[2:] for b in got[0].split(",")) if got else None) == hexbytes, text


# A buffer load into LDS written without its data register, as LLVM 15+ writes it (clang 19's output for gfx9/CDNA1-2;
# llvm-mc 14 takes only `buffer_load_dword v0, v1, s[0:3], 0 offen lds`, with a data register it encodes as 0):
# (text, bytes from llvm-mc 19 for gfx803, gfx900, gfx908 and gfx90a alike)
LDS_LOADS = [
    ("buffer_load_dword v1, s[0:3], 0 offen lds", "001051e001000080"),
    ("buffer_load_dword off, s[0:3], 0 lds", "000051e000000080"),
    ("buffer_load_ubyte v2, s[4:7], s5 offen offset:4 lds", "041041e002000105"),
    ("buffer_load_sshort v1, s[0:3], 0 idxen glc lds", "00604de001000080"),
]


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx908", "gfx90a"])
@pytest.mark.parametrize("text, hexbytes", LDS_LOADS)
def test_a_load_into_lds_without_its_data_register(arch, text, hexbytes):
    code = masm.build(text + "\ns_endpgm\n", arch).code
    assert code[:8].hex() == hexbytes


@pytest.mark.parametrize("text", ["buffer_load_dwordx2 off, s[0:3], 0 lds", "buffer_store_dword v1, s[0:3], 0 offen lds",
                                  "buffer_load_dword v1, s[0:3], 0 offen"])
def test_loads_into_lds_llvm_mc_19_refuses_are_refused(text):
    with pytest.raises(masm.AssemblyError):
        masm.build(text + "\ns_endpgm\n", "gfx900")


def _lds_load_forms() -> list[str]:
    """Every buffer load that may load into LDS (and two that may not), with each kind of address and cache bits."""
    out = []
    for op in ("ubyte", "sbyte", "ushort", "sshort", "dword", "dwordx2", "format_x"):
        for address in ("off, s[0:3], 0", "v1, s[4:7], s5 offen", "v2, s[8:11], 0 idxen",
                        "v[2:3], s[8:11], s9 idxen offen", "off, s[0:3], -1 offset:4095"):
            for bits in ("", " glc", " slc", " glc slc"):
                out.append(f"buffer_load_{op} {address}{bits} lds")
    return out


@pytest.mark.skipif(LLVM_MC_19 is None, reason="llvm-mc 19 is not installed")
@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx908", "gfx90a"])
def test_loads_into_lds_agree_with_llvm_mc_19(tmp_path, arch):
    from masm.diagnostics import SourceLoc
    from masm.isa import encode
    lines = _lds_load_forms()
    src = tmp_path / "lds.s"
    src.write_text("\n".join(lines) + "\n")
    r = subprocess.run([LLVM_MC_19, "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-show-encoding", str(src)],
                       capture_output=True, text=True)
    refused = {int(n) for n in re.findall(r"lds\.s:(\d+):\d+: error", r.stderr)}
    encodings = iter(re.findall(r"encoding: \[([^\]]*)\]", r.stdout))
    for number, text in enumerate(lines, 1):
        want = None if number in refused else "".join(b[2:] for b in next(encodings).split(","))
        try:
            got = encode(text, arch, SourceLoc("lds.s", number, 1)).data.hex()
        except masm.AssemblyError:
            got = None
        assert got == want, text
    assert len(refused) == 20         # (dwordx2: no load into LDS)
