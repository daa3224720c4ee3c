"""Helpers for the LLVM-syntax tests: the reference code object llvm-mc + ld.lld make of a file, and the comparison
masm promises (tools/compare_code_objects.py)."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

TOOLS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "tools")
if TOOLS not in sys.path:
    sys.path.insert(0, TOOLS)

from compare_code_objects import differences  # noqa: E402,F401
from elf_read import Elf  # noqa: E402,F401

LLVM_MC = {14: shutil.which("llvm-mc"), 19: shutil.which("llvm-mc-19") or (
    "/usr/lib/llvm-19/bin/llvm-mc" if os.path.exists("/usr/lib/llvm-19/bin/llvm-mc") else None)}
LD_LLD = {14: shutil.which("ld.lld"), 19: shutil.which("ld.lld-19")}
_TARGET = re.compile(r'^\s*\.amdgcn_target\s+"amdgcn-amd-amdhsa--([^"]+)"', re.MULTILINE)
_IDENT = re.compile(r'clang version (\d+)')


def processor(source: str) -> str | None:
    """`gfx90a:xnack+` from the file's .amdgcn_target."""
    m = _TARGET.search(source)
    return m.group(1) if m else None


def llvm_version(source: str) -> int:
    """14 or 19: the LLVM that wrote the file (its .ident), 19 for targets only LLVM 19 knows."""
    m = _IDENT.search(source)
    if m and int(m.group(1)) >= 15:
        return 19
    proc = processor(source) or ""
    return 19 if proc.startswith("gfx94") or ".amdhsa_code_object_version" in source else 14


def missing_tools(version: int) -> str | None:
    if not LLVM_MC.get(version):
        return f"llvm-mc {version} is not installed"
    if not LD_LLD[14] or version == 19 and not LD_LLD[19]:
        return "ld.lld (and ld.lld-19 for LLVM 19 files) is not installed"
    return None


def reference_code_object(path: str, tmp_path, version: int | None = None) -> bytes:
    """What llvm-mc (the LLVM that wrote the file) + ld.lld -shared make of the file at `path`, without DWARF
    (`--strip-debug`: masm leaves debug information out; a file without any links the same either way)."""
    source = open(path).read()
    version = version or llvm_version(source)
    arch, *features = (processor(source) or "gfx900").split(":")
    mattr = [f"-mattr={','.join(f[-1] + f[:-1] for f in features)}"] if features else []
    obj, out = tmp_path / "ref.o", tmp_path / "ref.hsaco"
    subprocess.run([LLVM_MC[version], "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", *mattr, "-filetype=obj", path,
                    "-o", str(obj)], check=True, capture_output=True)
    # code objects v5 and v6 need ld.lld 15+; masm lays out v4 as ld.lld 14 does and v5, v6 as ld.lld 19
    v5 = re.search(r"^\s*\.amdhsa_code_object_version\s+[56]\b", source, re.MULTILINE) is not None
    subprocess.run([LD_LLD[19 if v5 else 14], "-shared", "--strip-debug", str(obj), "-o", str(out)], check=True,
                   capture_output=True)
    return out.read_bytes()
