"""v_cmp(x)_class_*'s second source is the 32-bit mask of the float classes to test, not a value of the compared
type: llvm-mc reads a constant there as an i32 (an inline integer, or the bits of an inline f32), so
`v_cmp_class_f16_e64 s[0:1], v0, 0x3800` (the f16 bits of 0.5) is a literal, which VOP3 refuses on these targets.
masm read it as f16's inline 0.5 — the hardware then tests the mask 0x3f000000, not 0x3800: silently other code.
(Found by tests/isa/test_llvm_live.py's random constant spellings, seed 785868973.)"""
from __future__ import annotations

import sys

import pytest

from masm.diagnostics import AssemblyError, SourceLoc
from masm.isa import encode

from tests.isa.test_llvm_live import TOOLS, _need_oracle

CONSTANTS = ["0", "64", "65", "-16", "-17", "0.5", "-0.5", "4.0", "0.15915494", "0x3800", "0xb800", "0x3c00",
             "0x3f000000", "0xbf000000", "0x3fe00000", "0x3ff", "0xffff", "0xffffffff"]


def _lines() -> list[str]:
    out = []
    for name in ("v_cmp_class_f16", "v_cmpx_class_f16", "v_cmp_class_f32", "v_cmpx_class_f64"):
        value = "v[0:1]" if name.endswith("64") else "v0"
        for c in CONSTANTS:
            out += [f"{name}_e64 s[0:1], {value}, {c}", f"{name}_e64 s[0:1], {c}, v0", f"{name} vcc, {c}, v0"]
    return out


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx90a", "gfx940"])
def test_class_masks_encode_or_are_refused_as_llvm_mc_does(arch):
    _need_oracle(arch)
    sys.path.insert(0, TOOLS)
    try:
        from llvm_oracle import assemble
    finally:
        sys.path.remove(TOOLS)
    lines = _lines()
    differ = []
    for line, want in zip(lines, assemble(lines, arch)):
        try:
            got = encode(line, arch, SourceLoc("c.s", 1)).data
        except AssemblyError:
            got = None
        if got != (want if isinstance(want, bytes) else None):
            differ.append(f"{line}: masm {got and got.hex()}, llvm-mc {want if isinstance(want, str) else want.hex()}")
    assert not differ, "\n".join(differ[:10])


def test_the_f16_bits_of_an_inline_float_are_a_literal_in_the_mask():
    with pytest.raises(AssemblyError, match="literal operands are not supported"):
        encode("v_cmp_class_f16_e64 s[0:1], v0, 0x3800", "gfx900", SourceLoc("c.s", 1))
    # the float itself is the inline constant 0.5 (the f32 bits 0x3f000000), as llvm-mc encodes it
    assert encode("v_cmp_class_f16_e64 s[0:1], v0, 0.5", "gfx900", SourceLoc("c.s", 1)).data == \
        bytes.fromhex("000014d000e10100")
