"""`masm report FILE`: the build report (code size against the I-cache, loops, registers, LDS, scratch, occupancy)
of an existing code object — masm's, clang's, hipcc's — as a table per kernel or as JSON."""
from __future__ import annotations

from ..diagnostics import AssemblyError, SourceLoc


def read_code_object_file(path: str, data: bytes, arch: str | None = None):
    """The checked CodeObject of a file's bytes (an ELF code object, or the one for `arch` in an offload bundle);
    anything else is a clear error."""
    from ..codeobject.bundle import is_code_object, open_code_object
    from ..render import register_source
    if not is_code_object(data):
        register_source(path, "")
        what = "empty" if not data else "not a code object (an AMDGPU ELF file or offload bundle)"
        raise AssemblyError.at(SourceLoc(path, 1, 1), f"{path} is {what}; `masm build` reports on a source")
    return open_code_object(data, path, arch)


def run_report(path: str, data: bytes, *, arch: str | None, force_arch: bool, as_json: bool) -> None:
    from ..codeobject.report import code_object_report
    from ..codeobject.bundle import choose_arch
    co = read_code_object_file(path, data, arch)
    report = code_object_report(co, choose_arch(co, arch, force_arch, path))
    if as_json:
        import json

        import click
        click.echo(json.dumps(report, indent=2))
        return
    import sys
    from ..report import render_report
    if not report["kernels"]:
        sys.stdout.write(f"{path}: no kernels (no NAME.kd kernel descriptor symbol)\n")
    render_report(report, sys.stdout)
