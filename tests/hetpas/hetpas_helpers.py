"""Helpers for the HetPas dialect tests: a kernel's expansion through the whole pipeline, compared with llvm-mc."""
from __future__ import annotations

import masm.api as api
from tests.preprocess.preprocess_helpers import llvm_encodings


def kernel_source(body: str, name: str = "k") -> str:
    return f"kernel {name}\n{body}\n  s_endpgm\nendkernel\n"


def expanded(body: str, arch: str = "gfx900") -> list[str]:
    """The instruction lines `masm expand` prints for a kernel with `body` (before its s_endpgm)."""
    out = []
    for line in api.expand(kernel_source(body), arch).splitlines():
        text = line.split(";")[0].strip()
        if text and not text.startswith(".") and not text.endswith(":"):
            out.append(text)
    assert out[-1] == "s_endpgm"
    return out[:-1]


def assert_builds_as(body: str, plain: str, arch: str = "gfx900") -> list[str]:
    """The kernel's expansion is what llvm-mc reads, and it encodes like the hand-written `plain` text; `masm build`
    makes the same bytes."""
    lines = expanded(body, arch)
    expected = llvm_encodings([line for line in plain.splitlines() if line.strip()], arch)
    assert expected, "the plain equivalent encodes nothing"
    assert llvm_encodings(lines, arch) == expected
    code = api.assemble(kernel_source(body), arch)
    assert code[:sum(map(len, expected))] == b"".join(expected)
    return lines
