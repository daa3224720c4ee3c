"""Where `masm build -o` writes: stdout for `-`, through symlinks, and never by renaming over a device file."""
from __future__ import annotations

import os

from click.testing import CliRunner

from masm.cli import main

SOURCE = "s_mov_b32 s0, 1\ns_endpgm\n"
CODE = bytes.fromhex("810080be000081bf")


def _src(tmp_path):
    p = tmp_path / "k.s"
    p.write_text(SOURCE)
    return p


def test_dash_writes_the_output_to_stdout_and_the_report_elsewhere(tmp_path):
    result = CliRunner().invoke(main, ["build", str(_src(tmp_path)), "--format", "raw", "-o", "-", "--quiet"])
    assert result.exit_code == 0, result.output
    assert result.stdout_bytes == CODE
    assert not (tmp_path / "-").exists() and not os.path.exists("-")


def test_a_symlink_output_replaces_its_target_and_keeps_the_link(tmp_path):
    target = tmp_path / "real.bin"
    target.write_bytes(b"old")
    link = tmp_path / "link.bin"
    link.symlink_to(target)
    result = CliRunner().invoke(main, ["build", str(_src(tmp_path)), "--format", "raw", "-o", str(link), "--quiet"])
    assert result.exit_code == 0, result.output
    assert link.is_symlink()
    assert target.read_bytes() == CODE


def test_a_fifo_output_is_written_into_not_replaced(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        result = CliRunner().invoke(main, ["build", str(_src(tmp_path)), "--format", "raw", "-o", str(fifo),
                                           "--quiet"])
        assert result.exit_code == 0, result.output
        assert os.read(reader, 64) == CODE
    finally:
        os.close(reader)
    import stat
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_an_output_naming_the_input_is_refused_and_the_source_kept(tmp_path):
    """Found by the fuzz campaign: `masm build k.s -o k.s` replaced the source with the code object."""
    src = _src(tmp_path)
    link = tmp_path / "alias.s"
    link.symlink_to(src)
    for output in (str(src), str(link), os.path.join(str(tmp_path), ".", "k.s")):
        result = CliRunner().invoke(main, ["build", str(src), "-o", output, "--quiet"])
        assert result.exit_code == 2, result.output
        assert "is the input file" in result.output
        assert src.read_text() == SOURCE
