"""`masm run ... --arg x.npy` writes the changed array back like a build output: killed with SIGKILL in the middle of
the write, x.npy is the old file, whole; the next run replaces it and removes the killed run's temporary file."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

import masm
from masm.files import remove_stale_temporaries, write_atomically

ROOT = Path(masm.__file__).resolve().parents[1]
TOUCH = """kernel touch
  args x:ptr
  s_load_dwordx2 s[2:3], s[0:1], 0
  v_mov_b32 v1, 0
  v_mov_b32 v2, 1.0
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v2, s[2:3]
  s_endpgm
endkernel
"""
ELEMENTS = 8 << 20           # 32 MiB of f32: the write takes long enough to be caught in the middle


def _start(tmp_path: Path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "masm.cli", "run", "touch.masm", "--arg", "x.npy"],
                            cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _temporaries(tmp_path: Path) -> list[Path]:
    return sorted(tmp_path.glob(".x.npy.*.tmp"))


def test_sigkill_during_the_write_leaves_the_old_array_whole(tmp_path):
    (tmp_path / "touch.masm").write_text(TOUCH)
    old = np.zeros(ELEMENTS, np.float32)
    old[-1] = 7.0
    np.save(tmp_path / "x.npy", old)
    rng = random.Random(1)
    caught = 0
    for attempt in range(5):
        proc = _start(tmp_path)
        deadline = time.monotonic() + 120
        size = (tmp_path / "x.npy").stat().st_size
        # the write has begun when a temporary file appears (or, written in place, when x.npy changes size)
        while (not _temporaries(tmp_path) and (tmp_path / "x.npy").stat().st_size == size
               and proc.poll() is None and time.monotonic() < deadline):
            time.sleep(0.0005)
        if proc.poll() is None:
            time.sleep(rng.uniform(0, 0.01))      # somewhere inside the write
            proc.send_signal(signal.SIGKILL)
        proc.communicate()
        if proc.returncode == -signal.SIGKILL:
            caught += 1
        x = np.load(tmp_path / "x.npy")          # always a whole file: the old one or the new one
        assert x.shape == (ELEMENTS,) and x[-1] == 7.0
        assert x[0] in (0.0, 1.0)
        if x[0] == 1.0:                          # the run finished before the kill: start again from the old file
            np.save(tmp_path / "x.npy", old)
    assert caught >= 3, f"only {caught} of 5 runs were killed while writing"
    assert _temporaries(tmp_path)                # what the killed runs left behind ...
    proc = _start(tmp_path)
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, err.decode()
    assert b"wrote x.npy" in out
    x = np.load(tmp_path / "x.npy")
    assert x[0] == 1.0 and x[-1] == 7.0
    assert not _temporaries(tmp_path)            # ... the next write of x.npy removed


def test_stale_temporaries_of_other_names_and_live_processes_stay(tmp_path):
    target = tmp_path / "out.hsaco"
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    stale = tmp_path / f".out.hsaco.{dead.pid}.abc123.tmp"
    live = tmp_path / f".out.hsaco.{os.getpid()}.def456.tmp"
    other = tmp_path / f".other.hsaco.{dead.pid}.abc123.tmp"
    user = tmp_path / ".out.hsaco.notes.tmp"
    for p in (stale, live, other, user):
        p.write_bytes(b"x")
    write_atomically(str(target), b"new")
    assert target.read_bytes() == b"new"
    assert not stale.exists() and live.exists() and other.exists() and user.exists()
    assert remove_stale_temporaries(str(target)) == []
    write_atomically(str(target), lambda f: f.write(b"written by a function"))
    assert target.read_bytes() == b"written by a function"
