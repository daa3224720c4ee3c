"""Clang offload bundles (`hipcc --genco` writes them as `.co`): `masm report`, `disasm` and `run` find the code object
for the architecture inside."""
from __future__ import annotations

import shutil
import struct
import subprocess

import numpy as np
import pytest
from click.testing import CliRunner

import masm
from masm.cli import main

from codeobject_helpers import masm_object

SOURCE = """kernel fill
  args out:ptr, v:u32
  numthreadpergroup 64
  s_load_dwordx2 s[4:5], s[0:1], 0
  s_load_dword s6, s[0:1], 8
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v2, s6
  global_store_dword v1, v2, s[4:5]
  s_endpgm
endkernel
"""


def bundle(entries: list[tuple[str, bytes]]) -> bytes:
    """The documented layout: magic, count, (offset, size, id length, id) per entry, then the contents."""
    header = len(b"__CLANG_OFFLOAD_BUNDLE__") + 8 + sum(24 + len(i) for i, _ in entries)
    out, body, offset = bytearray(b"__CLANG_OFFLOAD_BUNDLE__" + struct.pack("<Q", len(entries))), bytearray(), header
    for ident, data in entries:
        out += struct.pack("<QQQ", offset, len(data), len(ident)) + ident.encode()
        body += data
        offset += len(data)
    return bytes(out + body)


def _fat(tmp_path) -> str:
    path = tmp_path / "fill.co"
    path.write_bytes(bundle([("host-x86_64-unknown-linux-gnu", b""),
                             ("hipv4-amdgcn-amd-amdhsa--gfx900", masm.build(SOURCE, "gfx900").code_object),
                             ("hipv4-amdgcn-amd-amdhsa--gfx90a", masm.build(SOURCE, "gfx90a").code_object)]))
    return str(path)


def test_the_architecture_chooses_the_code_object(tmp_path, monkeypatch):
    path = _fat(tmp_path)
    r = CliRunner().invoke(main, ["report", path])
    assert r.exit_code == 1
    assert "the offload bundle holds code objects for gfx900, gfx90a (several): choose one with --arch" in r.output
    r = CliRunner().invoke(main, ["report", path, "--arch", "gfx90a", "--json"])
    assert r.exit_code == 0, r.output
    assert '"arch": "gfx90a"' in r.output
    r = CliRunner().invoke(main, ["disasm", path, "--arch", "gfx900"])
    assert r.exit_code == 0 and '.amdgcn_target "amdgcn-amd-amdhsa--gfx900"' in r.output
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(main, ["run", path, "--arch", "gfx90a", "--arg", "out:u32[64]", "--arg", "9"])
    assert r.exit_code == 0, r.output
    assert (np.load(tmp_path / "out.npy") == 9).all()
    r = CliRunner().invoke(main, ["report", path, "--arch", "gfx906"])
    assert r.exit_code == 1 and "holds code objects for gfx900, gfx90a (none for gfx906)" in r.output


def test_damaged_bundles_are_located_errors(tmp_path):
    good = bundle([("hipv4-amdgcn-amd-amdhsa--gfx900", masm_object("gfx900"))])
    cases = {
        "count": (good[:24] + struct.pack("<Q", 1 << 40) + good[32:], "says it has 1099511627776 entries"),
        "size": (good[:40] + struct.pack("<Q", 1 << 40) + good[48:], "lies past the end of the file"),
        "cut": (good[:30], "truncated offload bundle header"),
        "compressed": (b"CCOB" + bytes(60), "a compressed offload bundle: unpack it first"),
        "host only": (bundle([("host-x86_64-unknown-linux-gnu", b"\0" * 8)]), "holds no AMDGPU code object"),
    }
    for what, (data, message) in cases.items():
        path = tmp_path / f"{what}.co"
        path.write_bytes(data)
        r = CliRunner().invoke(main, ["report", str(path)])
        assert r.exit_code == 1 and message in r.output, (what, r.output)


def test_a_bundle_made_by_clang_offload_bundler(tmp_path):
    tool = shutil.which("clang-offload-bundler-19") or shutil.which("clang-offload-bundler")
    if tool is None:
        pytest.skip("clang-offload-bundler not found (apt-get install clang-19)")
    co = tmp_path / "fill.hsaco"
    co.write_bytes(masm.build(SOURCE, "gfx906").code_object)
    host = tmp_path / "host.o"
    host.write_bytes(b"")
    out = tmp_path / "fill.co"
    p = subprocess.run([tool, "--type=o", "--targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--gfx906",
                        f"--input={host}", f"--input={co}", f"--output={out}"], capture_output=True, text=True)
    if p.returncode:      # older spellings of the options
        p = subprocess.run([tool, "-type=o", "-targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--gfx906",
                            f"-inputs={host},{co}", f"-outputs={out}"], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    r = CliRunner().invoke(main, ["report", str(out), "--json"])
    assert r.exit_code == 0, r.output
    assert '"arch": "gfx906"' in r.output and '"name": "fill"' in r.output
