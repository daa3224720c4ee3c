"""`masm build`: assemble a file, write the chosen output atomically, print the report (text tables or JSON)."""
from __future__ import annotations

import os
import sys

from ..files import write_atomically

EXTENSIONS = {"hsaco": ".hsaco", "raw": ".bin", "listing": ".lst", "asm": ".s"}


def default_output(file: str, fmt: str) -> str:
    stem = "stdin" if file == "-" else os.path.splitext(file)[0]
    return stem + EXTENSIONS[fmt]


def format_listing(program) -> str:
    """address, bytes (as little-endian dwords), source text, origin file:line and the expansion chain."""
    out = [f"; masm listing ({program.arch})"]
    kernel = None
    for ln in program.listing:
        if ln.kernel != kernel:
            kernel = ln.kernel
            out.append(f"; kernel {kernel}")
        data = ln.data
        if len(data) % 4 == 0:
            words = " ".join(f"{int.from_bytes(data[i:i + 4], 'little'):08X}" for i in range(0, len(data), 4))
        else:
            words = data.hex(" ").upper()
        origin = f"{ln.loc.file}:{ln.loc.line}" if ln.loc else ""
        text = ln.text if not ln.relaxed_text else ln.text + " -> " + "; ".join(ln.relaxed_text)
        chain = "".join(f" <- {n.message} ({n.loc.file}:{n.loc.line})" for n in ln.notes)
        if len(words) > 26:  # long data / long jumps: bytes on their own rows
            out.append(f"{ln.address:08x}:  {'':26}  {text:<48} ; {origin}{chain}")
            for i in range(0, len(data), 8):
                chunk = data[i:i + 8]
                out.append(f"{ln.address + i:08x}:  "
                           + " ".join(f"{int.from_bytes(chunk[j:j + 4], 'little'):08X}"
                                      for j in range(0, len(chunk) - len(chunk) % 4, 4)))
            continue
        out.append(f"{ln.address:08x}:  {words:<26}  {text:<48} ; {origin}{chain}")
    return "\n".join(out) + "\n"


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def run_build(file: str, source: str, *, arch: str, output: str | None, fmt: str, include_dirs=(),
              long_branches: bool = False, as_json: bool = False, quiet: bool = False, defines=None) -> None:
    from .. import api
    from ..foreign_input import binary_file
    from ..render import register_source, render_diagnostics
    path = output or default_output(file, fmt)
    if file != "-" and path != "-" and _same_file(path, file):
        import click
        raise click.UsageError(f"the output {path} is the input file; writing it would destroy the source "
                               f"(choose another -o)")
    binary = binary_file(source)
    if file == "-" or binary:
        register_source(file, "" if binary else source)   # (no line of a binary file is echoed)
    program = api.build(source, arch, filename=file, long_branches=long_branches, include_dirs=include_dirs,
                        defines=defines)
    if fmt == "hsaco":
        data = program.code_object
    elif fmt == "raw":
        data = program.code
    elif fmt == "listing":
        data = format_listing(program).encode()
    else:
        data = program.asm.encode()
    to_stdout = path == "-"
    try:
        if to_stdout:  # `-o -`: the output on stdout, the report on stderr
            sys.stdout.buffer.write(data)
            sys.stdout.flush()
        else:
            write_atomically(path, data)
    except OSError as e:
        import click
        raise click.ClickException(f"cannot write {path}: {e.strerror or e}") from None
    if program.warnings:
        render_diagnostics(program.warnings)
    if quiet:
        return
    if as_json:
        import json

        import click
        click.echo(json.dumps(program.report, indent=2), err=to_stdout)
        return
    from ..report import render_report
    render_report(program.report, sys.stderr if to_stdout else sys.stdout)
