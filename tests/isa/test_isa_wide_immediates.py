"""An immediate wider than its field is refused, where llvm-mc keeps its low bits without a word (README: 'Where masm
deliberately differs from llvm-mc 14'): `s_nop 0x10000` is an `s_nop 0` to llvm-mc, `s_atc_probe 0xdd, ...` writes
0x5d.  With llvm-mc installed, the test also shows that it does truncate each line (so the list stays true)."""
from __future__ import annotations

import re
import shutil
import subprocess

import pytest

import masm
from masm.diagnostics import AssemblyError

WIDE = [  # (arch, line, masm's message, the column it points at)
    ("gfx900", "s_nop 0x10000", "only 16-bit values are legal", 7),
    ("gfx803", "s_waitcnt 0x1ffff", "only 16-bit values are legal", 11),
    ("gfx90a", "s_setprio -32769", "only 16-bit values are legal", 11),
    ("gfx900", "s_setkill 0xffffffff", "only 16-bit values are legal", 11),
    ("gfx900", "s_atc_probe 0xdd, s[56:57], s3", "expected a 7-bit immediate", 13),
    ("gfx90a", "s_atc_probe_buffer -1, s[4:7], s3", "expected a 7-bit immediate", 20),
    ("gfx900", "s_setreg_imm32_b32 hwreg(30, 0, 1), 0x100000000", "does not fit in 32 bits", 37),
]


@pytest.mark.parametrize("arch,line,message,col", WIDE, ids=[w[1] for w in WIDE])
def test_a_value_wider_than_its_field_is_refused(arch, line, message, col):
    with pytest.raises(AssemblyError) as e:
        masm.assemble(line + "\n", arch=arch, filename="t.s")
    d = e.value.diagnostics[0]
    assert message in d.message and (d.loc.line, d.loc.column) == (1, col), (d.message, d.loc)


@pytest.mark.skipif(shutil.which("llvm-mc") is None, reason="llvm-mc not found")
@pytest.mark.parametrize("arch,line,message,col", WIDE, ids=[w[1] for w in WIDE])
def test_llvm_mc_keeps_the_low_bits_of_each(arch, line, message, col):
    out = subprocess.run(["llvm-mc", "-arch=amdgcn", f"-mcpu={arch}", "-show-encoding"], input=line + "\n",
                         capture_output=True, text=True)
    assert "error" not in out.stderr and re.search(r"encoding: \[", out.stdout), out.stderr
    value = re.search(r"(-?0x[0-9a-f]+|-?\d+)", line.split(None, 1)[1].replace("hwreg(30, 0, 1), ", "")).group(1)
    bits = 7 if "atc_probe" in line else 32 if "imm32" in line else 16
    fits = int(value, 0) & ((1 << bits) - 1)
    assert fits != int(value, 0)
    # llvm-mc's line encodes the same as the value cut to the field
    cut = line.replace(value, hex(fits), 1)
    again = subprocess.run(["llvm-mc", "-arch=amdgcn", f"-mcpu={arch}", "-show-encoding"], input=cut + "\n",
                           capture_output=True, text=True)
    assert re.search(r"encoding: (\[[^\]]*\])", out.stdout).group(1) == \
        re.search(r"encoding: (\[[^\]]*\])", again.stdout).group(1)
