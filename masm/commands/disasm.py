"""`masm disasm FILE`: raw code bytes as one instruction per line, or a whole code object (masm's, clang's, hipcc's)
as LLVM-syntax assembly that re-assembles to it (masm/codeobject/disassembly.py).

A code object's architecture is its ELF header's; `--arch` naming another is an error unless `--force-arch`.  Raw
bytes are read as `--arch` (default gfx900).  A damaged code object, a text file or an empty file is a clear error
located at the file (and, for a code object, the byte offset of the damaged field)."""
from __future__ import annotations

import click

from ..diagnostics import AssemblyError, SourceLoc
from ..foreign_input import BITCODE_MAGIC, TO_ASSEMBLY

DEFAULT_ARCH = "gfx900"


def looks_like_text(data: bytes) -> bool:
    """UTF-8 text of printable characters and line breaks only (code bytes have NULs and control bytes)."""
    if b"\0" in data:
        return False
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return all(c.isprintable() or c in "\t\r\n\f\v" for c in text)


def run_disasm(path: str, data: bytes, arch: str | None, offset: int = 0, force_arch: bool = False) -> None:
    from ..codeobject.magic import is_code_object
    from ..render import register_source
    if is_code_object(data):
        from ..codeobject.bundle import choose_arch, open_code_object
        from ..codeobject.disassembly import disassemble_code_object
        if offset:
            raise click.UsageError("--offset applies to raw code bytes, not to a code object")
        co = open_code_object(data, path, arch)
        click.echo(disassemble_code_object(co, choose_arch(co, arch, force_arch, path)), nl=False)
        return
    register_source(path, "")
    if not data:
        raise AssemblyError.at(SourceLoc(path, 1, 1), f"{path} is empty: there is nothing to disassemble")
    if data.startswith(BITCODE_MAGIC):
        raise AssemblyError.at(SourceLoc(path, 1, 1), f"{path} is LLVM bitcode, not code bytes or a code object: "
                               f"{TO_ASSEMBLY}, then masm build")
    if looks_like_text(data):
        raise AssemblyError.at(SourceLoc(path, 1, 1), f"{path} is text, not code bytes or a code object (to "
                               "assemble a source, use masm build)")
    if offset < 0 or offset >= len(data):
        raise click.UsageError(f"--offset {offset} is outside the {len(data)} bytes of {path}")
    from ..isa.decoder import disassemble
    click.echo(disassemble(data[offset:], arch or DEFAULT_ARCH), nl=False)
