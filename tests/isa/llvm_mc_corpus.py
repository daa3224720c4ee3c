"""Reading tests/corpus/llvm_mc/<arch>.tsv (LLVM's own MC test lines judged by llvm-mc 14, made by
tools/gen_llvm_mc_corpus.py) and comparing masm's verdict on each line with llvm-mc's."""
from __future__ import annotations

import os
import zlib
from typing import NamedTuple

from masm.diagnostics import AssemblyError, SourceLoc
from masm.isa import encode

CORPUS_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "corpus", "llvm_mc")
ARCHES = ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a")


class Row(NamedTuple):
    verdict: str        # ok | fixup | error
    data: bytes
    file: str
    text: str


def load(arch: str) -> list[Row]:
    rows = []
    with open(os.path.join(CORPUS_DIR, f"{arch}.tsv")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            verdict, hexs, name, text = line.rstrip("\n").split("\t", 3)
            rows.append(Row(verdict, bytes.fromhex(hexs) if verdict == "ok" else b"", name, text))
    return rows


def held_out(row: Row) -> bool:
    """One line in five (by a hash of its text), set aside before masm was fixed against this corpus."""
    return zlib.crc32(row.text.encode()) % 5 == 0


def load_deliberate() -> dict[tuple[str, str], str]:
    """(arch, line) -> why masm deliberately differs from llvm-mc 14 there (README: 'Where masm deliberately
    differs')."""
    out = {}
    path = os.path.join(CORPUS_DIR, "deliberate.tsv")
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                if line.startswith("#") or not line.strip():
                    continue
                arch, reason, text = line.rstrip("\n").split("\t", 2)
                out[(arch, text)] = reason
    return out


def masm_verdict(text: str, arch: str, lineno: int = 1) -> tuple[str, bytes | str]:
    """('ok', bytes) / ('fixup', bytes) / ('error', message) / ('unlocated', message) / ('crash', repr)."""
    loc = SourceLoc("llvm.s", lineno, 1)
    try:
        enc = encode(text, arch, loc)
    except AssemblyError as e:
        d = e.diagnostics[0]
        if d.file != "llvm.s" or d.line != lineno or not 1 <= d.column <= len(text) + 1:
            return "unlocated", f"{d.file}:{d.line}:{d.column}: {d.message}"
        return "error", d.message
    except Exception as e:  # noqa: BLE001 - a traceback from user input is a bug: reported as such
        return "crash", f"{type(e).__name__}: {e}"
    return ("fixup" if enc.fixups else "ok"), enc.data


def disagreements(arch: str, rows: list[Row]) -> list[str]:
    """A description of each row where masm and llvm-mc 14 differ."""
    bad = []
    for i, row in enumerate(rows, 1):
        kind, got = masm_verdict(row.text, arch, i)
        if row.verdict == "ok":
            same = kind == "ok" and got == row.data
        elif row.verdict == "fixup":
            same = kind == "fixup"
        else:
            same = kind == "error"
        if not same:
            want = row.data.hex() if row.verdict == "ok" else row.verdict
            have = got.hex() if isinstance(got, bytes) else f"{kind}: {got}"
            bad.append(f"{arch} {row.file}: {row.text!r}: llvm-mc {want}, masm {have}")
    return bad
