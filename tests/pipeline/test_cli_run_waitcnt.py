"""`masm run` reports a register used before its load is waited for, unless --no-check-waitcnt is given."""
from __future__ import annotations

import numpy as np
from click.testing import CliRunner

from masm.cli import main

MISSING_WAIT = """kernel k
  args x:ptr
  load_arg s[4:5], x
  s_load_dword s6, s[4:5], 0
  v_mov_b32 v1, s6
  s_endpgm
endkernel
"""


def test_missing_waitcnt_is_a_located_error_and_the_flag_turns_the_check_off(tmp_path):
    src = tmp_path / "nowait.masm"
    src.write_text(MISSING_WAIT)
    arr = tmp_path / "x.npy"
    np.save(arr, np.arange(4, dtype=np.uint32))
    runner = CliRunner()
    checked = runner.invoke(main, ["run", str(src), "--arg", str(arr)])
    assert checked.exit_code == 1
    assert f"{src}:4:3: error: s4 is used while the scalar load" in checked.output
    assert "s_waitcnt lgkmcnt(0)" in checked.output
    unchecked = runner.invoke(main, ["run", str(src), "--arg", str(arr), "--no-check-waitcnt"])
    assert unchecked.exit_code == 0, unchecked.output
    assert "waves run: 1" in unchecked.output
