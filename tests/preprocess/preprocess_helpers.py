"""Shared helpers for the preprocessor tests: expansion shortcuts and the llvm-mc oracle."""
from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from masm.diagnostics import AssemblyError
from masm.preprocess import preprocess

LLVM_MC = shutil.which("llvm-mc")
LLVM_MC_19 = shutil.which("llvm-mc-19") or next((p for p in ["/usr/lib/llvm-19/bin/llvm-mc"] if os.path.exists(p)),
                                                  None)    # the LLVM that knows gfx940-942
_ENCODING = re.compile(r"encoding: \[([^\]]*)\]")


def expand(source: str, filename: str = "test.masm", arch: str = "gfx900", **kw):
    return preprocess(source, filename=filename, arch=arch, **kw)


def texts(source: str, **kw) -> list[str]:
    return [s.text for s in expand(source, **kw)]


def where(statement) -> tuple:
    """(line, column, [note lines and messages]) of a statement or diagnostic."""
    return (statement.loc.line, statement.loc.column, [(n.loc.line, n.loc.column, n.message) for n in statement.notes])


def error_of(source: str, **kw):
    with pytest.raises(AssemblyError) as info:
        expand(source, **kw)
    return info.value.diagnostics[0]


def llvm_encodings(lines: list[str], arch: str = "gfx900") -> list[bytes]:
    """The encoding of each instruction llvm-mc assembles from `lines` (skips the test if llvm-mc is missing)."""
    mc = LLVM_MC_19 if arch.startswith("gfx94") else LLVM_MC
    if mc is None:
        pytest.skip("llvm-mc-19 not found (Debian package llvm-19)" if arch.startswith("gfx94") else
                    "llvm-mc not found")
    run = subprocess.run([mc, "-arch=amdgcn", f"-mcpu={arch}", "-show-encoding"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True)
    assert run.returncode == 0 and not run.stderr.strip(), run.stderr
    out = []
    for match in _ENCODING.finditer(run.stdout):
        out.append(bytes(int(b, 16) for b in match.group(1).split(",")))
    return out


def assert_same_bytes(source: str, plain: str, arch: str = "gfx900", **kw) -> list:
    """The expansion of `source` and the hand-written `plain` assembly encode to the same, non-empty bytes."""
    statements = expand(source, arch=arch, **kw)
    expanded = llvm_encodings([s.text for s in statements], arch)
    expected = llvm_encodings([line for line in plain.splitlines() if line.strip()], arch)
    assert expected, "the plain equivalent encodes nothing"
    assert expanded == expected
    return statements
