"""Compiler code objects of the committed corpus (tests/compiler/) that need the ABI's harder parts, run against
Python references: generic (flat) pointers into LDS and scratch through the apertures (gfx8 reads them from the queue,
gfx9 from src_*/SH_MEM_BASES), scratch through the private segment buffer, calls with a stack, recursion, a `local`
pointer argument (dynamic LDS), and a clang-19 code object v5 (hidden arguments)."""
from __future__ import annotations

import os
import sys

import numpy as np
import pytest
from click.testing import CliRunner

import masm
from masm.cli import main
from masm.sim import DynamicLds

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "compiler"))
from compiler_corpus import corpus_files, reference_code_object  # noqa: E402

SUPPORTED = ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a")


def _files(source: str) -> list:
    return [e for e in corpus_files() if e.source == source and e.arch in SUPPORTED and e.opt == "O2"]


def _code_object(entry) -> bytes:
    data, why = reference_code_object(entry)
    if data is None:
        pytest.skip(why)
    return data


@pytest.mark.parametrize("entry", _files("generic_ptrs"), ids=lambda e: e.name)
def test_generic_pointers_reach_global_lds_and_scratch(entry):
    co = _code_object(entry)
    n = 256
    x = np.arange(n + 4, dtype=np.float32)
    out = np.zeros(n, np.float32)
    masm.run(co, kernel="generic_sum", block=(256,), args=[out, x])
    i = np.arange(n)
    glob = np.array([x[j:j + 4].sum() for j in i])                 # sum4 of a global pointer
    lds = np.array([x[j & 252:(j & 252) + 4].sum() for j in i])    # of an LDS pointer
    private = x[:n] * 10                                           # of a private array: x + 2x + 3x + 4x
    assert np.array_equal(out, (glob + lds + private).astype(np.float32))
    back = np.zeros(64, np.float32)
    masm.run(co, kernel="cast_back", block=(64,), args=[back, np.arange(64, dtype=np.float32)])
    assert np.array_equal(back, np.arange(63, -1, -1, dtype=np.float32))


def _private_array(inp: np.ndarray, sel: int, items: int) -> np.ndarray:
    out = np.zeros(items, np.uint32)
    for i in range(items):
        buf = [int(v) for v in inp[32 * i:32 * i + 32]]
        for k in range(32):
            buf[(k * 7 + sel) & 31] ^= buf[k]
        a, b = buf[0], buf[(sel + 1) & 31]
        t = [((a * (k + 1)) & 0xFFFFFFFF) ^ b for k in range(8)]
        out[i] = (buf[sel & 31] + t[a & 7] + t[b & 7]) & 0xFFFFFFFF
    return out


def _walk(t, x: int, depth: int) -> int:
    if depth == 0:
        return x
    r = _walk(t, int(t[x & 255]), depth - 1)
    return (r * r + int(t[(x >> 8) & 255])) & 0xFFFFFFFF


@pytest.mark.parametrize("entry", _files("private_calls"), ids=lambda e: e.name)
def test_scratch_arrays_calls_and_recursion(entry):
    co = _code_object(entry)
    rng = np.random.default_rng(3)
    inp = rng.integers(0, 2**32, 64 * 32, dtype=np.uint32)
    out = np.zeros(64, np.uint32)
    masm.run(co, kernel="private_array", args=[out, inp, 13])
    assert np.array_equal(out, _private_array(inp, 13, 64))
    table = rng.integers(0, 2**32, 256, dtype=np.uint32)
    start = rng.integers(0, 2**32, 64, dtype=np.uint32)
    walked = start.copy()
    with pytest.raises(masm.AssemblyError, match=r"scratch access at offset 0x[0-9a-f]+ is outside the kernel's "
                                                 r"\d+ bytes of private memory per work-item .* at walk\+0x"):
        masm.run(co, kernel="recursive_walk", args=[walked, table, 5])     # the descriptor's stack is too small
    masm.run(co, kernel="recursive_walk", args=[walked, table, 5], scratch=1024)
    assert np.array_equal(walked, [_walk(table, int(v), 5) for v in start])


@pytest.mark.parametrize("entry", _files("lds_reduce"), ids=lambda e: e.name)
def test_a_local_pointer_argument_gets_dynamic_lds(entry):
    co = _code_object(entry)
    rng = np.random.default_rng(1)
    inp = rng.integers(-1000, 1000, 64 * 64 * 4, dtype=np.int32)
    out = np.zeros(4, np.int32)
    masm.run(co, kernel="reduce_max_dynamic", grid=(4,), block=(64,), args=[out, inp, DynamicLds(256), inp.size])
    groups = (np.arange(inp.size) % (64 * 64)) // 64
    assert list(out) == [inp[groups == g].max() for g in range(4)]
    with pytest.raises(masm.AssemblyError, match=r"argument 3 \(int\*\) is a local \(LDS\) pointer: pass the LDS"):
        masm.run(co, kernel="reduce_max_dynamic", args=[out, inp, np.zeros(4), inp.size])


def test_dynamic_lds_from_the_command_line(tmp_path, monkeypatch):
    entry = _files("lds_reduce")[0]
    path = tmp_path / "k.co"
    path.write_bytes(_code_object(entry))
    monkeypatch.chdir(tmp_path)
    np.save("in.npy", np.arange(4096, dtype=np.int32))
    r = CliRunner().invoke(main, ["run", str(path), "--kernel", "reduce_max_dynamic", "--grid", "2", "--block", "64",
                                  "--arg", "out:i32[2]", "--arg", "in.npy", "--arg", "lds:256", "--arg", "4096"])
    assert r.exit_code == 0, r.output
    assert list(np.load("out.npy")) == [63, 127]          # each group: its 64 items (the stride is 4096)
    r = CliRunner().invoke(main, ["run", str(path), "--kernel", "reduce_max_dynamic", "--arg", "out:i32[2]",
                                  "--arg", "in.npy", "--arg", "7", "--arg", "4096"])
    assert r.exit_code == 1 and "argument 3 (int*) is a local (LDS) pointer: pass lds:BYTES" in r.output


def test_more_scratch_from_the_command_line(tmp_path, monkeypatch):
    entry = _files("private_calls")[0]
    path = tmp_path / "k.co"
    path.write_bytes(_code_object(entry))
    monkeypatch.chdir(tmp_path)
    table = np.arange(256, dtype=np.uint32) * 7
    np.save("table.npy", table)
    np.save("out.npy", np.arange(64, dtype=np.uint32))
    args = ["run", str(path), "--kernel", "recursive_walk", "--arg", "out.npy", "--arg", "table.npy", "--arg", "3"]
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 1 and "bytes of private memory per work-item" in r.output
    assert list(np.load("out.npy")) == list(range(64))        # a failed run writes nothing
    r = CliRunner().invoke(main, args + ["--scratch", "512"])
    assert r.exit_code == 0, r.output
    assert list(np.load("out.npy")) == [_walk(table, v, 3) for v in range(64)]
