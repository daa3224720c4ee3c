"""Batch access to llvm-mc for the generators and tests: disassemble many words, assemble many lines.

Invalid inputs are aligned back to their input by llvm-mc's `<stdin>:N:` line numbers; a marker instruction between
inputs keeps the outputs of each input apart.

The llvm-mc that judges a target is the one its family names (masm.targets: LLVM 14 for gfx8/gfx9/CDNA1-2, LLVM 19
for CDNA3); `use_llvm(19)` makes every call use another major version instead (to compare oracles).
"""
from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from masm.targets import FAMILY, TARGETS  # noqa: E402

LLVM_MC = shutil.which("llvm-mc")       # the default llvm-mc (LLVM 14 on Debian)
_FORCED: list[int] = []


@functools.cache
def llvm_mc_of(major: int) -> str | None:
    """The llvm-mc of LLVM `major`, or None when it is not installed."""
    for path in (f"/usr/lib/llvm-{major}/bin/llvm-mc", shutil.which(f"llvm-mc-{major}"), LLVM_MC):
        if path and os.access(path, os.X_OK):
            out = subprocess.run([path, "--version"], capture_output=True, text=True).stdout
            if re.search(rf"LLVM version {major}\.", out):
                return path
    return None


def oracle_major(mcpu: str) -> int:
    """The LLVM major version that judges `mcpu` (14 for a name masm does not know)."""
    if _FORCED:
        return _FORCED[-1]
    t = TARGETS.get(mcpu)
    return FAMILY[t.family].llvm if t else 14


def llvm_mc_for(mcpu: str) -> str | None:
    return llvm_mc_of(oracle_major(mcpu))


def missing_oracle(mcpu: str) -> str | None:
    """None when the oracle of `mcpu` is installed, else the reason (for pytest.skip)."""
    if llvm_mc_for(mcpu):
        return None
    major = oracle_major(mcpu)
    return f"llvm-mc of LLVM {major} not found (apt-get install llvm-{major})"


def use_llvm(major: int | None) -> None:
    """Judge every target with LLVM `major` from now on (None: each target's own oracle again)."""
    _FORCED[:] = [major] if major else []
_MARKER_WORD = bytes([0x5A, 0x5A, 0x80, 0xBF])          # s_nop 0x5a5a
_MARKER_TEXT = "s_nop 0x5a5a"
_LINE_RE = re.compile(r"^<stdin>:(\d+):(\d+): (error|warning): (.*)$")
_ENC_RE = re.compile(r";\s*encoding: \[([^\]]*)\]")


class LlvmCrash(RuntimeError):
    pass


def _run(args: list[str], text: str) -> tuple[str, str]:
    mcpu = next(a.split("=", 1)[1] for a in args if a.startswith("-mcpu="))
    mc = llvm_mc_for(mcpu)
    if mc is None:
        raise FileNotFoundError(missing_oracle(mcpu))
    p = subprocess.run([mc, *args], input=text, capture_output=True, text=True)
    if p.returncode < 0 or "Stack dump" in p.stderr:
        raise LlvmCrash("llvm-mc crashed")
    return p.stdout, p.stderr


def disassemble(words: list[bytes], mcpu: str) -> list[str | None]:
    """Like _disassemble_batch, bisecting around inputs that crash llvm-mc (those come back as None)."""
    try:
        return _disassemble_batch(words, mcpu)
    except LlvmCrash:
        if len(words) == 1:
            return [None]
        half = len(words) // 2
        return disassemble(words[:half], mcpu) + disassemble(words[half:], mcpu)


def _disassemble_batch(words: list[bytes], mcpu: str) -> list[str | None]:
    """The llvm-mc text of each word, or None unless llvm-mc reads exactly one instruction of exactly that size.

    Each word is followed by a marker word; the outputs are matched to the input byte stream by their encodings
    (an undecodable dword produces no output and is skipped 4 bytes at a time, as llvm-mc does).
    """
    lines = [",".join(f"0x{b:02x}" for b in w + _MARKER_WORD) for w in words]
    out, err = _run(["-arch=amdgcn", f"-mcpu={mcpu}", "-disassemble", "-show-encoding"], "\n".join(lines) + "\n")
    invalid: set[tuple[int, int]] = set()
    for line in err.splitlines():
        m = _LINE_RE.match(line)
        if m and m.group(4) == "invalid instruction encoding":
            invalid.add((int(m.group(1)) - 1, (int(m.group(2)) - 1) // 5))
    decoded: list[tuple[str, int]] = []
    for line in out.splitlines():
        m = _ENC_RE.search(line)
        if m:
            text = line[:m.start()].strip()
            # LLVM 19 prints a register of the wrong class with a comment: not a valid instruction
            decoded.append((None if "/*Invalid" in text else text, len(m.group(1).split(","))))
    # Walk the input byte stream with llvm-mc's outputs.  Undecodable dwords (known by line and column) are skipped
    # 4 bytes at a time; the marker output resynchronises at each line's end, because re-encoded sizes can be
    # smaller than the bytes read (a literal re-encoded as an inline constant).  A word that needs a literal it was
    # not given eats its marker; it is then unusable but the next word is not affected.
    result: list[str | None] = [None] * len(words)
    k = 0
    carry = 0
    for i, w in enumerate(words):
        end = len(w) + 4
        pos = carry
        first = None
        clean = False
        while pos < end and k < len(decoded):
            if (i, pos) in invalid:
                pos += 4
                continue
            text, size = decoded[k]
            k += 1
            if text == _MARKER_TEXT and size == 4 and pos > 0:
                clean = pos == len(w)
                pos = end
                break
            if pos == 0:
                first = (text, size)
            pos += size
        carry = max(0, pos - end)
        if first is not None and clean and first[1] == len(w):
            result[i] = first[0]
    return result


def assemble(lines: list[str], mcpu: str) -> list[bytes | str]:
    """The encoding of each line (bytes), or the error message (str) llvm-mc gives for it ('fixup' when the
    encoding has an unresolved label).  Inputs that crash llvm-mc come back as 'crash'."""
    try:
        return _assemble_batch(lines, mcpu)
    except LlvmCrash:
        if len(lines) == 1:
            return ["crash or misaligned output"]
        half = len(lines) // 2
        return assemble(lines[:half], mcpu) + assemble(lines[half:], mcpu)


def _assemble_batch(lines: list[str], mcpu: str) -> list[bytes | str]:
    body = "".join(f"{line}\n{_MARKER_TEXT}\n" for line in lines)
    out, err = _run(["-arch=amdgcn", f"-mcpu={mcpu}", "-show-encoding"], body)
    errors: dict[int, str] = {}
    for line in err.splitlines():
        m = _LINE_RE.match(line)
        if m and m.group(3) == "error":
            errors.setdefault((int(m.group(1)) - 1) // 2, m.group(4))
    groups: list[list[bytes | None]] = [[]]
    for line in out.splitlines():
        m = _ENC_RE.search(line)
        if not m:
            continue
        body = m.group(1)
        enc = None if "A" in body else bytes(int(x, 16) for x in body.split(","))
        if enc == _MARKER_WORD:
            groups.append([])
        else:
            groups[-1].append(enc)
    if len(groups) != len(lines) + 1:
        raise LlvmCrash("llvm-mc output does not line up with its input")    # bisect, like a crash
    result: list[bytes | str] = []
    for i in range(len(lines)):
        g = groups[i] if i < len(groups) else []
        if i in errors:
            result.append(errors[i])
        elif len(g) != 1:
            result.append("empty" if not g else "several instructions")
        else:
            result.append(g[0] if g[0] is not None else "fixup")
    return result
