"""llvm-mc as the oracle for the stdlib and sample tests: the bytes of hand-written plain assembly."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

LLVM_MC = shutil.which("llvm-mc")
LLVM_MC_19 = shutil.which("llvm-mc-19")           # the oracle for gfx940-942, which llvm-mc 14 does not know
_ENCODING = re.compile(r";\s*encoding:\s*\[([^\]]*)\]")


def llvm_bytes(plain: str, arch: str) -> bytes:
    """Assemble `plain` (one instruction per line) with llvm-mc; skips the test visibly when llvm-mc is missing."""
    tool = LLVM_MC_19 if arch.startswith("gfx94") else LLVM_MC
    if tool is None:
        pytest.skip("llvm-mc-19 not found (apt-get install llvm-19)" if arch.startswith("gfx94") else
                    "llvm-mc not found")
    result = subprocess.run([tool, "-arch=amdgcn", f"-mcpu={arch}", "-show-encoding"], input=plain,
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0 and "error" not in result.stderr, result.stderr
    code = bytearray()
    for line in result.stdout.splitlines():
        match = _ENCODING.search(line)
        if match:
            code += bytes(int(b, 16) for b in match.group(1).split(","))
    return bytes(code)
