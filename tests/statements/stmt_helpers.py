"""Shared helpers for the statement-stage tests: build statements from text, lower them, assemble with llvm-mc."""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from types import SimpleNamespace

import pytest

from masm.diagnostics import AssemblyError, SourceLoc
from masm.source import Statement
from masm.statements import lower

FILE = "t.masm"
LLVM_MC = shutil.which("llvm-mc")
OBJCOPY = shutil.which("llvm-objcopy")


def statements(source: str, file: str = FILE) -> list[Statement]:
    """One Statement per non-blank line, located at its first non-blank column (what the preprocessor gives for
    macro-free text with one statement per line)."""
    out = []
    for number, line in enumerate(source.splitlines(), 1):
        if line.strip():
            column = len(line) - len(line.lstrip()) + 1
            out.append(Statement(line.strip(), SourceLoc(file, number, column)))
    return out


def kernel(stmts, name: str = "k", aliases=None):
    return SimpleNamespace(name=name, statements=stmts, aliases=aliases or {})


def lowered(source: str, arch: str = "gfx900", aliases=None):
    return lower(kernel(statements(source), aliases=aliases), arch)


def lines(source: str, arch: str = "gfx900", aliases=None) -> list[str]:
    """The lowered texts (labels included)."""
    return [line.text for line in lowered(source, arch, aliases).lines]


def error_of(source: str, arch: str = "gfx900"):
    """The first diagnostic of the AssemblyError lowering `source` raises."""
    with pytest.raises(AssemblyError) as info:
        lowered(source, arch)
    return info.value.diagnostics[0]


def where(diag) -> tuple[int, int]:
    return diag.loc.line, diag.loc.column


def need_llvm():
    if LLVM_MC is None or OBJCOPY is None:
        pytest.skip("llvm-mc not found")


def llvm_bytes(text: str, arch: str = "gfx900") -> bytes:
    """The .text bytes llvm-mc assembles `text` (plain LLVM syntax, one statement per line) to."""
    need_llvm()
    with tempfile.TemporaryDirectory() as tmp:
        src, obj, raw = (os.path.join(tmp, n) for n in ("a.s", "a.o", "a.bin"))
        with open(src, "w") as f:
            f.write(text + "\n")
        run = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={arch}", "-filetype=obj", src, "-o", obj],
                             capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        subprocess.run([OBJCOPY, "-O", "binary", "--only-section=.text", obj, raw], check=True)
        with open(raw, "rb") as f:
            return f.read()


def lowered_bytes(source: str, arch: str = "gfx900", aliases=None) -> bytes:
    return llvm_bytes("\n".join(lines(source, arch, aliases)), arch)
