"""Every example in docs/LANGUAGE.md does what the page says.

Fenced blocks by language tag:
  ```masm         builds with masm.build (arch from an optional `// arch: gfxNNN` first line, default gfx900)
  ```masm-error   raises AssemblyError; a ```text block right after it starts with the first diagnostic,
                  `file:line:col: severity: message`
  ```masm-expand  builds, and the ```asm block right after it is exactly masm.expand's output
  ```masm-warning builds, and the ```text block right after it lists its warnings, one first line each
The examples are compiled as a file named example.masm (the name the page's outputs show).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

import masm

DOC = Path(__file__).resolve().parents[2] / "docs" / "LANGUAGE.md"
FILENAME = "example.masm"
DEFAULT_ARCH = "gfx900"
_FENCE_OPEN = re.compile(r"^```([\w-]+)\s*$")
_FENCE_CLOSE = re.compile(r"^```\s*$")
_ARCH_LINE = re.compile(r"^\s*//\s*arch:\s*(\w+)")


@dataclass(frozen=True)
class Block:
    lang: str
    line: int      # 1-based line of the opening fence
    text: str


def doc_blocks(text: str) -> list[Block]:
    """The fenced code blocks with a language tag, in order."""
    lines = text.split("\n")
    blocks: list[Block] = []
    i = 0
    while i < len(lines):
        match = _FENCE_OPEN.match(lines[i])
        if not match:
            i += 1
            continue
        end = i + 1
        while end < len(lines) and not _FENCE_CLOSE.match(lines[end]):
            end += 1
        assert end < len(lines), f"LANGUAGE.md:{i + 1}: unterminated code block"
        blocks.append(Block(match.group(1), i + 1, "\n".join(lines[i + 1:end]) + "\n"))
        i = end + 1
    return blocks


def arch_of(source: str) -> str:
    first = source.split("\n", 1)[0]
    match = _ARCH_LINE.match(first)
    return match.group(1) if match else DEFAULT_ARCH


def first_line(diagnostic) -> str:
    return f"{diagnostic.file}:{diagnostic.line}:{diagnostic.column}: {diagnostic.severity}: {diagnostic.message}"


def follower(blocks: list[Block], index: int, lang: str) -> Block | None:
    """The block right after blocks[index] when it has the tag `lang`."""
    if index + 1 < len(blocks) and blocks[index + 1].lang == lang:
        return blocks[index + 1]
    return None


BLOCKS = doc_blocks(DOC.read_text(encoding="utf-8")) if DOC.is_file() else []
CASES = [(i, b) for i, b in enumerate(BLOCKS) if b.lang in ("masm", "masm-error", "masm-expand", "masm-warning")]


def test_the_page_has_examples_of_every_kind():
    kinds = {b.lang for _, b in CASES}
    assert kinds == {"masm", "masm-error", "masm-expand", "masm-warning"}
    assert len(CASES) >= 15
    for i, block in CASES:
        if block.lang == "masm-expand":
            assert follower(BLOCKS, i, "asm") is not None, f"LANGUAGE.md:{block.line}: masm-expand without ```asm"


@pytest.mark.parametrize("index,block", CASES, ids=[f"{b.lang}@{b.line}" for _, b in CASES])
def test_doc_example(index: int, block: Block):
    arch = arch_of(block.text)
    where = f"LANGUAGE.md:{block.line}"
    if block.lang == "masm-error":
        with pytest.raises(masm.AssemblyError) as caught:
            masm.build(block.text, arch, filename=FILENAME)
        expected = follower(BLOCKS, index, "text")
        if expected is not None:
            assert first_line(caught.value.diagnostics[0]) == expected.text.split("\n", 1)[0], where
        return
    try:
        program = masm.build(block.text, arch, filename=FILENAME)
    except masm.AssemblyError as err:
        pytest.fail(f"{where}: example does not build: " + "; ".join(first_line(d) for d in err.diagnostics))
    assert program.kernels, where
    if block.lang == "masm-warning":
        shown = follower(BLOCKS, index, "text")
        assert shown is not None, f"{where}: masm-warning without ```text"
        assert [first_line(d) for d in program.warnings] == [ln for ln in shown.text.split("\n") if ln], where
    if block.lang == "masm-expand":
        shown = follower(BLOCKS, index, "asm")
        expanded = masm.expand(block.text, arch, filename=FILENAME)
        assert expanded.rstrip("\n") == shown.text.rstrip("\n"), where
