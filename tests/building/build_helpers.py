"""Helpers for the build-stage tests: LLVM tools (skipped visibly when missing) and small builders."""
from __future__ import annotations

import shutil
import struct
import subprocess

import pytest


def tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} not found (install LLVM 14 / lld to run this test)")
    return path


def run_tool(*args, input_text: str | None = None) -> str:
    proc = subprocess.run(args, input=input_text, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def descriptor_fields(kd: bytes) -> dict:
    """The kernel descriptor's fields by name (AMDGPUUsage 'Kernel Descriptor')."""
    group, private, kernarg = struct.unpack_from("<III", kd, 0)
    entry, = struct.unpack_from("<q", kd, 16)
    rsrc3, rsrc1, rsrc2 = struct.unpack_from("<III", kd, 44)
    kcp, = struct.unpack_from("<H", kd, 56)
    return {"group_segment_fixed_size": group, "private_segment_fixed_size": private, "kernarg_size": kernarg,
            "kernel_code_entry_byte_offset": entry, "compute_pgm_rsrc3": rsrc3, "compute_pgm_rsrc1": rsrc1,
            "compute_pgm_rsrc2": rsrc2, "kernel_code_properties": kcp,
            "reserved": kd[12:16] + kd[24:44] + kd[58:64]}


def elf_symbols(path: str) -> dict[str, tuple[int, int]]:
    """name -> (value, size) from llvm-readelf --syms."""
    out = run_tool(tool("llvm-readelf"), "--syms", "-W", path)
    syms = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 8 and parts[0].rstrip(":").isdigit() and parts[7] != "":
            syms[parts[7]] = (int(parts[1], 16), int(parts[2], 0))
    return syms


def section_bytes(path: str, section: str, tmp_path) -> bytes:
    out = tmp_path / (section.strip(".") + ".bin")
    run_tool(tool("llvm-objcopy"), "-O", "binary", f"--only-section={section}", path, str(out))
    return out.read_bytes()
