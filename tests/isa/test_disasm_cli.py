"""`masm disasm FILE --arch ARCH` on raw code and on an ELF code object: text that re-assembles to the same bytes."""
from __future__ import annotations

import shutil
import subprocess

import pytest
from click.testing import CliRunner

from masm.cli import main
from masm.isa.plain import assemble_plain

SOURCE = """
start:
  s_load_dwordx2 s[0:1], s[4:5], 0x10
  v_mov_b32 v1, 0x12345
  v_add_f32 v2, v1, s0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  global_store_dword v[4:5], v2, off offset:16
  s_cbranch_scc0 start
  s_endpgm
"""


def test_disasm_raw_file_round_trips(tmp_path):
    code = assemble_plain(SOURCE, "gfx900")
    path = tmp_path / "k.bin"
    path.write_bytes(code)
    result = CliRunner().invoke(main, ["disasm", str(path), "--arch", "gfx900"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == "s_load_dwordx2 s[0:1], s[4:5], 0x10"
    assert "s_cbranch_scc0 -10" in result.output      # (target - next instruction) / 4
    assert assemble_plain(result.output, "gfx900") == code


def test_disasm_offset_skips_bytes(tmp_path):
    code = assemble_plain(SOURCE, "gfx900")
    path = tmp_path / "k.bin"
    path.write_bytes(code)
    result = CliRunner().invoke(main, ["disasm", str(path), "--arch", "gfx900", "--offset", "8"])
    assert result.output.splitlines()[0] == "v_mov_b32_e32 v1, 0x12345"


@pytest.mark.skipif(shutil.which("llvm-mc") is None, reason="llvm-mc not found")
def test_disasm_elf_text_section(tmp_path):
    src = tmp_path / "k.s"
    src.write_text(SOURCE)
    obj = tmp_path / "k.o"
    subprocess.run(["llvm-mc", "-arch=amdgcn", "-mcpu=gfx906", "-filetype=obj", str(src), "-o", str(obj)], check=True)
    result = CliRunner().invoke(main, ["disasm", str(obj), "--arch", "gfx906"])
    assert result.exit_code == 0, result.output
    assert assemble_plain(result.output, "gfx906") == assemble_plain(SOURCE, "gfx906")
