"""Batch access to llvm-mc for the generators and tests: disassemble many words, assemble many lines.

Invalid inputs are aligned back to their input by llvm-mc's `<stdin>:N:` line numbers; a marker instruction between
inputs keeps the outputs of each input apart.
"""
from __future__ import annotations

import re
import shutil
import subprocess

LLVM_MC = shutil.which("llvm-mc")
LLVM_MC_19 = shutil.which("llvm-mc-19") or shutil.which("llvm-mc", path="/usr/lib/llvm-19/bin")
_MARKER_WORD = bytes([0x5A, 0x5A, 0x80, 0xBF])          # s_nop 0x5a5a
_MARKER_TEXT = "s_nop 0x5a5a"
_LINE_RE = re.compile(r"^<stdin>:(\d+):(\d+): (error|warning): (.*)$")
_ENC_RE = re.compile(r";\s*encoding: \[([^\]]*)\]")


class LlvmCrash(RuntimeError):
    pass


def _run(args: list[str], text: str, binary: str | None = None) -> tuple[str, str]:
    p = subprocess.run([binary or LLVM_MC, *args], input=text, capture_output=True, text=True)
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
            decoded.append((line[:m.start()].strip(), len(m.group(1).split(","))))
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


def assemble(lines: list[str], mcpu: str, binary: str | None = None) -> list[bytes | str]:
    """The encoding of each line (bytes), or the error message (str) llvm-mc gives for it ('fixup' when the
    encoding has an unresolved label).  Inputs that crash llvm-mc come back as 'crash'."""
    try:
        return _assemble_batch(lines, mcpu, binary)
    except LlvmCrash:
        if len(lines) == 1:
            return ["crash or misaligned output"]
        half = len(lines) // 2
        return assemble(lines[:half], mcpu, binary) + assemble(lines[half:], mcpu, binary)


def _assemble_batch(lines: list[str], mcpu: str, binary: str | None = None) -> list[bytes | str]:
    body = "".join(f"{line}\n{_MARKER_TEXT}\n" for line in lines)
    out, err = _run(["-arch=amdgcn", f"-mcpu={mcpu}", "-show-encoding"], body, binary)
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
