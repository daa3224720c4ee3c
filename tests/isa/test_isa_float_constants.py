"""Floating-point constants as llvm-mc reads them: rounded to the operand's float size, inline when those bits are an
inline integer or (except for 16-bit integer operands) an inline float, else a literal; overflow and underflow are
errors, never a Python exception.  Expected bytes are llvm-mc 14's; the live test re-checks them when it is there."""
from __future__ import annotations

import re
import shutil
import subprocess

import pytest

import masm
from masm.diagnostics import AssemblyError
from masm.isa import disassemble

# (arch, line, llvm-mc's bytes or None for an error)
CASES = [
    ("gfx900", "v_add_u16 v0, 0.5, v1", "ff02004c00380000"),          # 16-bit integer operand: 0.5 is a literal
    ("gfx900", "v_mul_lo_u16 v0, 1.0, v1", "ff020052003c0000"),
    ("gfx803", "v_cvt_f16_i16 v0, -2.0", "ff74007e00c00000"),
    ("gfx900", "v_cvt_f16_i16 v0, 0.15915494", "ff74007e18310000"),
    ("gfx900", "v_add_u16 v0, 5.9604644775390625e-08, v1", "8102004c"),  # bits 0x0001: the inline integer 1
    ("gfx900", "v_add_f32 v0, 1.401298464324817e-45, v1", "81020002"),
    ("gfx900", "v_add_f16 v0, 0.1, v1", "ff02003e662e0000"),           # rounding is fine
    ("gfx900", "v_sat_pk_u8_i16 v0, 0.5", "f09e007e"),                  # dword sources despite the name
    ("gfx90a", "v_dot2c_i32_i16 v1, 0.5, v2", "f0040270"),
    ("gfx900", "v_add_u32 v0, 0.5, v1", "f0020068"),
    ("gfx900", "v_add_u16_e64 v0, 0.5, v1", None),                      # a literal in VOP3 on gfx9
    ("gfx900", "v_add_f16 v0, 1e5, v1", None),                          # overflows half precision
    ("gfx900", "v_add_f16 v0, 65520.0, v1", None),
    ("gfx900", "v_add_f16 v0, 1e-7, v1", None),                         # underflows
    ("gfx900", "v_add_f32 v0, 1e39, v1", None),
    ("gfx900", "v_add_f32 v0, 1e-40, v1", None),
    ("gfx900", "s_mov_b32 s0, 1e39", None),
    ("gfx900", "v_madak_f16 v0, v1, v2, 1e5", None),
    ("gfx900", "s_mov_b64 s[0:1], 1.5", None),                          # no float literal for a 64-bit integer
    ("gfx900", "v_add_f64 v[0:1], 0.15915494, v[2:3]", None),          # not the double 1/(2*pi): a literal
    ("gfx900", "v_add_f64 v[0:1], 0.15915494309189532, v[2:3]", "000080d2f8040200"),
]


def _masm(arch: str, line: str):
    try:
        return masm.assemble(f"  {line}\n", arch).hex()
    except AssemblyError as e:
        assert e.diagnostics[0].line == 1
        return None


@pytest.mark.parametrize("arch, line, want", CASES)
def test_float_constant_encodes_as_llvm_mc(arch, line, want):
    assert _masm(arch, line) == want


def test_double_inv_2pi_disassembles_to_a_spelling_that_reassembles():
    code = bytes.fromhex("000080d2f8040200")
    text = disassemble(code, "gfx900")
    assert "0.15915494309189532" in text
    assert masm.assemble(text, "gfx900") == code


@pytest.mark.skipif(shutil.which("llvm-mc") is None, reason="llvm-mc not found")
@pytest.mark.parametrize("arch", sorted({arch for arch, _, _ in CASES}))
def test_cases_still_match_the_installed_llvm_mc(arch):
    for _, line, want in [c for c in CASES if c[0] == arch]:
        out = subprocess.run(["llvm-mc", "-arch=amdgcn", f"-mcpu={arch}", "-show-encoding"], input=line + "\n",
                             capture_output=True, text=True)
        m = re.search(r"encoding: \[(.*)\]", out.stdout)
        got = bytes(int(x, 16) for x in m.group(1).split(",")).hex() if m else None
        assert got == want, line
