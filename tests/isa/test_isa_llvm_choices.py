"""Instruction-form and syntax choices llvm-mc 14 makes that masm must make too: SDWA defaults (dst_unused is
UNUSED_PRESERVE), sext() and clamp choosing SDWA where the VOP3 form lacks them, modifier order, MTBUF's dfmt/nfmt
before soffset and format:[...] after it.  The expected bytes below were taken from llvm-mc 14; when llvm-mc is
installed each line is also compared live, and masm's disassembly of the bytes must read as llvm-mc's."""
from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

import masm
from masm.diagnostics import SourceLoc
from masm.isa import decode, encode
from masm.isa.plain import assemble_plain

HERE = os.path.dirname(os.path.abspath(__file__))
HAVE_LLVM = shutil.which("llvm-mc") is not None

# (arch, text, bytes from llvm-mc 14 -show-encoding)
EXPECTED = [
    ("gfx803", "v_mov_b32_sdwa v0, v1 src0_sel:BYTE_0", "f902007e01160000"),
    ("gfx900", "v_mov_b32_sdwa v0, v1 src0_sel:BYTE_0", "f902007e01160000"),
    ("gfx90a", "v_mov_b32_sdwa v0, v1 src0_sel:BYTE_0", "f902007e01160000"),
    ("gfx900", "v_mov_b32_sdwa v0, v1", "f902007e01160600"),
    ("gfx900", "v_add_f32_sdwa v0, v1, v2 src0_sel:WORD_1", "f904000201160506"),
    ("gfx803", "v_add_f32_sdwa v0, v1, v2 dst_sel:WORD_1", "f904000201150606"),
    ("gfx900", "v_add_f32_sdwa v0, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD", "f904000201060606"),
    ("gfx908", "v_add_f32 v1, v2, v3 dst_sel:WORD_1", "f906020202150606"),
    ("gfx900", "v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:WORD_1", "f904847c01000506"),
    ("gfx900", "v_add_f32_sdwa v0, v1, v2 clamp mul:2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_2", "f904000201650502"),
    ("gfx803", "v_mov_b32 v0, sext(v1)", "f902007e01160e00"),
    ("gfx900", "v_mov_b32 v0, sext(v1)", "f902007e01160e00"),
    ("gfx900", "v_add_u32 v0, sext(v1), v2", "f904006801160e06"),
    ("gfx803", "v_not_b32 v0, sext(v1)", "f956007e01160e00"),
    ("gfx900", "v_cvt_f32_i32 v0, sext(v1)", "f90a007e01160e00"),
    ("gfx803", "v_add_u16 v0, sext(v1), v2", "f904004c01160e06"),
    ("gfx900", "v_cmp_eq_i32 vcc, sext(v1), v2", "f904847d01000e06"),
    ("gfx900", "v_ldexp_f32 v0, v1, sext(v2)", "000088d201050240"),
    ("gfx803", "v_ldexp_f16 v0, v1, sext(v2)", "000033d101050240"),
    ("gfx803", "v_not_b32 v0, v1 clamp", "f956007e01360600"),
    ("gfx900", "v_not_b32 v0, v1 clamp", "f956007e01360600"),
    ("gfx803", "v_mov_b32 v0, v1 clamp", "f902007e01360600"),
    ("gfx90a", "v_mov_b32 v0, v1 clamp", "f902007e01360600"),
    ("gfx900", "v_and_b32 v0, v1, v2 clamp", "f904002601360606"),
    ("gfx900", "v_mov_b32 v0, s1 clamp", "f902007e01368600"),
    ("gfx900", "v_add_f32 v0, v1, v2 clamp", "008001d101050200"),
    ("gfx900", "v_add_u32 v0, v1, v2 clamp", "008034d101050200"),
    ("gfx803", "v_add_u16 v0, v1, v2 clamp", "008026d101050200"),
    ("gfx900", "v_cvt_f32_i32 v0, v1 clamp", "008045d101010000"),
    ("gfx900", "v_cmp_eq_f32 vcc, v1, v2 clamp", "6a8042d001050200"),
    ("gfx803", "v_cmp_eq_i32 vcc, v1, v2 clamp", "f904847d01200606"),
    ("gfx803", "v_cmpx_class_f32 vcc, v1, v2 clamp", "f904227c01200606"),
    ("gfx900", "v_mad_u32_u24 v0, v1, v2, v3 clamp", "0080c3d101050e04"),
    ("gfx900", "v_add_f32 v0, v1, v2 clamp mul:4", "008001d101050210"),
    ("gfx900", "v_cndmask_b32_e64 v0, -v1, v2, s[0:1]", "000000d101050220"),
    ("gfx900", "v_cvt_i32_f32 v0, -v1", "000048d101010020"),
    ("gfx803", "tbuffer_load_format_x v0, off, s[4:7], dfmt:15, nfmt:2, 0", "000078e900000180"),
    ("gfx900", "tbuffer_load_format_x v0, off, s[4:7], dfmt:15, nfmt:2, 0", "000078e900000180"),
    ("gfx90a", "tbuffer_load_format_x v0, off, s[4:7], dfmt:15, nfmt:2, 0", "000078e900000180"),
    ("gfx900", "tbuffer_load_format_x v0, off, s[4:7], dfmt:15, 0", "000078e800000180"),
    ("gfx900", "tbuffer_load_format_x v0, off, s[4:7], nfmt:2, 0", "000008e900000180"),
    ("gfx900", "tbuffer_load_format_x v0, off, s[4:7], nfmt:2, dfmt:15, 0", "000078e900000180"),
    ("gfx803", "tbuffer_load_format_x v0, off, s[4:7], dfmt:15 nfmt:2, 0", "000078e900000180"),
    ("gfx900", "tbuffer_load_format_x v0, v1, s[4:7], dfmt:15, nfmt:2, 0 offen offset:4 glc", "045078e901000180"),
    ("gfx900", "tbuffer_load_format_x v0, off, s[4:7], 0 format:22", "0000b0e800000180"),
    ("gfx90a", "tbuffer_load_format_x v0, off, s[4:7], 0 format:[BUF_NUM_FORMAT_FLOAT, BUF_DATA_FORMAT_32]", "0000a0eb00000180"),
    ("gfx803", "tbuffer_load_format_x v0, off, s[4:7], 0 format:[BUF_DATA_FORMAT_INVALID]", "000000e800000180"),
    ("gfx900", "tbuffer_store_format_xy v[2:3], off, s[4:7], dfmt:14, nfmt:7, s1 offset:8", "0880f2eb00020101"),
    ("gfx900", "s_mov_b64 s[0:1], xnack_mask", "680180be"),
    ("gfx90a", "v_mfma_i32_4x4x4i8 a[0:3], v0, v1, 5", "0080d2d300031602"),
    ("gfx908", "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, src_execz", "0000c2d30003f203"),
]


def _llvm(arch: str, lines: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run(["llvm-mc", "-arch=amdgcn", f"-mcpu={arch}", "-show-encoding"], input="\n".join(lines) + "\n",
                          capture_output=True, text=True)


def _rejected_lines() -> list[tuple[str, int, str]]:
    rows = []
    with open(os.path.join(HERE, "invalid_lines_extra.txt")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            arch, col, text = (part.strip() for part in line.rstrip("\n").split(" | ", 2))
            rows.append((arch, int(col), text))
    return rows


@pytest.mark.parametrize("arch,text,expected", EXPECTED, ids=[f"{a}:{t}" for a, t, _ in EXPECTED])
def test_masm_encodes_like_llvm_mc(arch, text, expected):
    assert encode(text, arch, SourceLoc("t.s", 1, 1)).data.hex() == expected


@pytest.mark.parametrize("arch,text,expected", EXPECTED, ids=[f"{a}:{t}" for a, t, _ in EXPECTED])
def test_disassembly_reassembles_to_the_same_bytes(arch, text, expected):
    printed = decode(bytes.fromhex(expected), arch).text
    assert encode(printed, arch, SourceLoc("t.s", 1, 1)).data.hex() == expected, printed


def test_expected_bytes_are_llvm_mc_s():
    if not HAVE_LLVM:
        pytest.skip("llvm-mc not found")
    for arch in sorted({a for a, _, _ in EXPECTED}):
        rows = [(t, e) for a, t, e in EXPECTED if a == arch]
        out = _llvm(arch, [t for t, _ in rows])
        got = ["".join(f"{int(b, 16):02x}" for b in m.group(1).split(","))
               for m in re.finditer(r"encoding: \[([^\]]*)\]", out.stdout)]
        assert got == [e for _, e in rows], out.stderr


def test_disassembly_text_is_llvm_mc_s():
    if not HAVE_LLVM:
        pytest.skip("llvm-mc not found")
    for arch, _, expected in EXPECTED:
        words = ",".join(f"0x{b:02x}" for b in bytes.fromhex(expected))
        out = subprocess.run(["llvm-mc", "-arch=amdgcn", f"-mcpu={arch}", "-disassemble"], input=words,
                             capture_output=True, text=True).stdout
        llvm_text = [ln.strip() for ln in out.splitlines() if ln.strip() and not ln.strip().startswith(".")][-1]
        assert decode(bytes.fromhex(expected), arch).text == llvm_text


def test_rejected_list_is_not_empty():
    assert len(_rejected_lines()) >= 30


@pytest.mark.parametrize("arch,column,text", _rejected_lines(), ids=[f"{a}:{t}" for a, _, t in _rejected_lines()])
def test_rejected_at_the_offending_column(arch, column, text):
    with pytest.raises(masm.AssemblyError) as exc:
        assemble_plain("s_nop 0\n" + text + "\n", arch, filename="bad.s")
    d = exc.value.diagnostics[0]
    assert (d.file, d.line, d.column) == ("bad.s", 2, column), d.message


def test_llvm_mc_rejects_each_line_too():
    if not HAVE_LLVM:
        pytest.skip("llvm-mc not found")
    rows = _rejected_lines()
    for arch in sorted({a for a, _, _ in rows}):
        texts = [t for a, _, t in rows if a == arch]
        out = _llvm(arch, texts)
        rejected = {int(m.group(1)) for m in re.finditer(r"^<stdin>:(\d+):\d+: error:", out.stderr, re.M)}
        assert [t for i, t in enumerate(texts, 1) if i not in rejected] == []
