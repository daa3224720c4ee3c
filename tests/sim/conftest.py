"""Helpers for the simulator tests: assemble snippets with llvm-mc (an independent oracle for the bytes) and run
them on the simulator with hand-set registers."""
from __future__ import annotations

import shutil
import struct
import subprocess
import tempfile
from pathlib import Path

import numpy as np
import pytest

from fractions import Fraction

from masm.sim import run_code

LLVM_MC = shutil.which("llvm-mc")


def _text_section(obj: bytes) -> bytes:
    e_shoff, = struct.unpack_from("<Q", obj, 0x28)
    e_shentsize, e_shnum, e_shstrndx = struct.unpack_from("<HHH", obj, 0x3A)
    shdrs = [struct.unpack_from("<IIQQQQIIQQ", obj, e_shoff + i * e_shentsize) for i in range(e_shnum)]
    strtab = shdrs[e_shstrndx]
    for sh in shdrs:
        s = strtab[4] + sh[0]
        if obj[s:obj.index(b"\0", s)] == b".text":
            return obj[sh[4]:sh[4] + sh[5]]
    raise AssertionError("no .text")


def llvm_asm(text: str, arch: str = "gfx900") -> bytes:
    if LLVM_MC is None:
        pytest.skip("llvm-mc not found")
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp, "t.s"), Path(tmp, "t.o")
        src.write_text(text + "\n")
        r = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={arch}", "-filetype=obj", str(src), "-o", str(out)],
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        return _text_section(out.read_bytes())


def run_asm(text: str, arch: str = "gfx900", *, init=None, buffers=None, waves: int = 1, **kw):
    """Assemble `text` (s_endpgm appended) and run it; returns the RunResult (final state in .state)."""
    code = llvm_asm(text + "\ns_endpgm", arch)
    return run_code(code, arch, init=init, buffers=buffers, waves=waves, **kw)


def f32_bits(x) -> np.ndarray:
    return np.asarray(x, np.float32).view(np.uint32)


def f64_words(x) -> tuple[np.ndarray, np.ndarray]:
    b = np.asarray(x, np.float64).view(np.uint64)
    return (b & np.uint64(0xFFFFFFFF)).astype(np.uint32), (b >> np.uint64(32)).astype(np.uint32)


def v64(state, r: int, wave: int = 0) -> np.ndarray:
    return state.vgpr[wave, r].astype(np.uint64) | (state.vgpr[wave, r + 1].astype(np.uint64) << np.uint64(32))


def round_fraction(x: Fraction, mant_bits: int, min_exp: int, max_val: float) -> float:
    """Round an exact rational to nearest-even binary with `mant_bits` significand bits."""
    if x == 0:
        return 0.0
    sign = -1 if x < 0 else 1
    x = abs(x)
    e = x.numerator.bit_length() - x.denominator.bit_length()
    while Fraction(2) ** e > x:
        e -= 1
    while Fraction(2) ** (e + 1) <= x:
        e += 1
    q = max(e, min_exp) - (mant_bits - 1)
    m = x / Fraction(2) ** q
    fl = m.numerator // m.denominator
    rem = m - fl
    if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and fl % 2):
        fl += 1
    v = fl * Fraction(2) ** q
    return sign * (float(v) if v <= max_val else float("inf"))
