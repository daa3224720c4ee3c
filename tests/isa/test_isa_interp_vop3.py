"""VOP3-encoded interpolation (gfx8/gfx9: v_interp_p1ll_f16, v_interp_p1lv_f16, v_interp_p2_f16,
v_interp_p2_legacy_f16, v_interp_p1_f32_e64, v_interp_p2_f32_e64, v_interp_mov_f32_e64).

src0 holds the attribute (bits 5..0), its channel (bits 7..6) and the `high` flag (bit 8); src1 the i/j register
(or p10/p20/p0); src2 the optional extra source.  The expected bytes were taken from llvm-mc 14 and are also compared
live when llvm-mc is installed; masm's disassembly of them must read as llvm-mc's and re-assemble to them.  llvm-mc's
source rules here are its own (an SGPR i/j only for gfx9's v_interp_p2_f16, M0 everywhere, no constant bus limit
otherwise): the rejected lines must fail at llvm-mc's column.  Constants are rejected by masm although llvm-mc takes
them, because llvm-mc encodes them wrongly (its bytes do not read back as the line)."""
from __future__ import annotations

import re
import shutil
import subprocess

import pytest

import masm
from masm.diagnostics import SourceLoc
from masm.isa import decode, encode
from masm.isa.plain import assemble_plain

HAVE_LLVM = shutil.which("llvm-mc") is not None

# (arch, text, bytes from llvm-mc 14 -show-encoding)
EXPECTED = [
    ("gfx803", "v_interp_p1ll_f16 v1, v2, attr0.x", "010074d200040200"),
    ("gfx803", "v_interp_p1ll_f16 v1, -|v2|, attr31.w high clamp mul:2", "018274d2df050248"),
    ("gfx803", "v_interp_p1lv_f16 v1, v2, attr3.y, -v3 high clamp div:2", "018075d243050e9c"),
    ("gfx803", "v_interp_p2_f16 v1, v2, attr1.z, s3", "010076d281040e00"),
    ("gfx803", "v_interp_p1_f32_e64 v1, m0, attr63.w", "010070d2fff80000"),
    ("gfx803", "v_interp_p2_f32_e64 v255, |v255|, attr0.x clamp mul:4", "ff8271d200fe0310"),
    ("gfx803", "v_interp_mov_f32_e64 v1, p20, attr5.z clamp", "018072d285020000"),
    ("gfx900", "v_interp_p1ll_f16 v1, v2, attr0.x high", "010074d200050200"),
    ("gfx900", "v_interp_p1lv_f16 v1, v2, attr0.x, |v3|", "010475d200040e04"),
    ("gfx900", "v_interp_p2_f16 v1, s2, attr1.z, s3", "010077d281040c00"),
    ("gfx900", "v_interp_p2_f16 v1, -s2, attr1.z, -|m0| high", "010477d28105f0c1"),
    ("gfx900", "v_interp_p2_legacy_f16 v1, v2, attr1.z, vcc_lo", "010076d28104aa01"),
    ("gfx900", "v_interp_p1_f32_e64 v1, -v2, attr32.x", "010070d220040240"),
    ("gfx900", "v_interp_mov_f32_e64 v1, p10, attr0.x", "010072d200000000"),
    ("gfx906", "v_interp_p2_f32_e64 v7, v8, attr12.y div:2", "070071d24c100218"),
    ("gfx906", "v_interp_mov_f32_e64 v1, p0, attr2.w", "010072d2c2040000"),
    ("gfx908", "v_interp_p1lv_f16 v10, v11, attr9.z, s12 mul:2", "0a0075d289163208"),
    ("gfx908", "v_interp_p2_legacy_f16 v1, m0, attr1.z, v3 high", "010076d281f90c04"),
]

# (arch, 1-based column of llvm-mc's error on line 2, text)
REJECTED = [
    ("gfx900", 25, "v_interp_p1_f32_e64 v1, s2, attr0.x"),
    ("gfx900", 23, "v_interp_p1ll_f16 v1, vcc_lo, attr0.x"),
    ("gfx900", 23, "v_interp_p1lv_f16 v1, s2, attr0.x, v3"),
    ("gfx900", 28, "v_interp_p2_legacy_f16 v1, ttmp1, attr0.x, v3"),
    ("gfx803", 21, "v_interp_p2_f16 v1, s2, attr1.z, s3"),
    ("gfx900", 37, "v_interp_p1_f32_e64 v1, v2, attr0.x high"),
    ("gfx900", 38, "v_interp_mov_f32_e64 v1, p0, attr5.z high"),
    ("gfx900", 42, "v_interp_p1ll_f16 v1, v2, attr31.w clamp high"),
    ("gfx900", 35, "v_interp_p1ll_f16 v1, v2, attr0.x op_sel:[0,0]"),
    ("gfx900", 29, "v_interp_p2_f32_e64 v1, v2, attr64.w"),
    ("gfx900", 26, "v_interp_mov_f32_e64 v1, v2, attr5.z"),
    ("gfx900", 26, "v_interp_mov_f32_e64 v1, -p10, attr0.x"),
    ("gfx900", 38, "v_interp_p1_f32_e64 v1, v2, attr0.x, v3"),
    ("gfx900", 36, "v_interp_p1lv_f16 v1, v2, attr0.x, v[3:4]"),
    ("gfx803", 1, "v_interp_p2_legacy_f16 v1, v2, attr1.z, v3"),
    ("gfx90a", 1, "v_interp_p1ll_f16 v1, v2, attr0.x"),
]

# (arch, column, text): llvm-mc accepts these but its bytes do not disassemble to the line; masm rejects them
MISENCODED_BY_LLVM = [
    ("gfx900", 36, "v_interp_p1lv_f16 v1, v2, attr0.x, 1.0"),
    ("gfx900", 21, "v_interp_p2_f16 v1, 1.0, attr0.x, v3"),
    ("gfx803", 34, "v_interp_p2_f16 v1, v2, attr0.x, 0x1234"),
]


def _llvm_encode(arch: str, lines: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run(["llvm-mc", "-arch=amdgcn", f"-mcpu={arch}", "-show-encoding"],
                          input="\n".join(lines) + "\n", capture_output=True, text=True)


def _llvm_disassemble(arch: str, data: bytes) -> str:
    words = ",".join(f"0x{b:02x}" for b in data)
    out = subprocess.run(["llvm-mc", "-arch=amdgcn", f"-mcpu={arch}", "-disassemble"], input=words,
                         capture_output=True, text=True).stdout
    return [ln.strip() for ln in out.splitlines() if ln.strip() and not ln.strip().startswith(".")][-1]


def _encodings(stdout: str) -> list[str]:
    return ["".join(f"{int(b, 16):02x}" for b in m.group(1).split(","))
            for m in re.finditer(r"encoding: \[([^\]]*)\]", stdout)]


@pytest.mark.parametrize("arch,text,expected", EXPECTED, ids=[f"{a}:{t}" for a, t, _ in EXPECTED])
def test_encodes_like_llvm_mc(arch, text, expected):
    assert encode(text, arch, SourceLoc("t.s", 1, 1)).data.hex() == expected


@pytest.mark.parametrize("arch,text,expected", EXPECTED, ids=[f"{a}:{t}" for a, t, _ in EXPECTED])
def test_disassembly_prints_the_line_and_reassembles(arch, text, expected):
    d = decode(bytes.fromhex(expected), arch)
    assert d.size == 8
    assert d.text == text
    assert encode(d.text, arch, SourceLoc("t.s", 1, 1)).data.hex() == expected


def test_expected_bytes_are_llvm_mc_s():
    if not HAVE_LLVM:
        pytest.skip("llvm-mc not found")
    for arch in sorted({a for a, _, _ in EXPECTED}):
        rows = [(t, e) for a, t, e in EXPECTED if a == arch]
        out = _llvm_encode(arch, [t for t, _ in rows])
        assert _encodings(out.stdout) == [e for _, e in rows], out.stderr


def test_disassembly_text_is_llvm_mc_s():
    if not HAVE_LLVM:
        pytest.skip("llvm-mc not found")
    for arch, _, expected in EXPECTED:
        data = bytes.fromhex(expected)
        assert decode(data, arch).text == _llvm_disassemble(arch, data)


@pytest.mark.parametrize("arch,column,text", REJECTED + MISENCODED_BY_LLVM,
                         ids=[f"{a}:{t}" for a, _, t in REJECTED + MISENCODED_BY_LLVM])
def test_rejected_at_the_offending_column(arch, column, text):
    with pytest.raises(masm.AssemblyError) as exc:
        assemble_plain("s_nop 0\n" + text + "\n", arch, filename="bad.s")
    d = exc.value.diagnostics[0]
    assert (d.file, d.line, d.column) == ("bad.s", 2, column), d.message


def test_llvm_mc_rejects_at_the_same_column():
    if not HAVE_LLVM:
        pytest.skip("llvm-mc not found")
    for arch, column, text in REJECTED:
        err = _llvm_encode(arch, ["s_nop 0", text]).stderr
        assert f"<stdin>:2:{column}: error:" in err, (text, err)


def test_llvm_mc_misencodes_constant_sources():
    if not HAVE_LLVM:
        pytest.skip("llvm-mc not found")
    for arch, _, text in MISENCODED_BY_LLVM:
        out = _llvm_encode(arch, [text])
        (got,) = _encodings(out.stdout)
        assert _llvm_disassemble(arch, bytes.fromhex(got)) != text


def test_high_bit_only_decodes_where_the_form_takes_it():
    # v_interp_p1_f32_e64 with src0 bit 8 set: llvm-mc calls it an invalid encoding; the f16 form prints `high`
    with pytest.raises(masm.AssemblyError):
        decode(bytes.fromhex("010070d200050200"), "gfx900")
    assert decode(bytes.fromhex("010074d200050200"), "gfx900").text == "v_interp_p1ll_f16 v1, v2, attr0.x high"
