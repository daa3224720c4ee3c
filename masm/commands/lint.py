"""`masm lint FILE… [--arch] [--format gcc|json]`: every diagnostic of every file, machine-readable.

gcc format, one diagnostic per line (VS Code's `$gcc` problem matcher reads it), expansion notes after it:
    kernel.masm:12:5: error: unknown instruction 'v_ad_f32'
    kernel.masm:30:3: note: in expansion of macro 'PASS'
json: one list of {file, line, column, severity, message, notes} over all files.
Exit status: 1 when any file has an error, else 0 (warnings alone do not fail).
"""
from __future__ import annotations

import json
import sys
from typing import Mapping, Sequence

from ..diagnostics import AssemblyError, Diagnostic, SourceLoc


def _read(path: str) -> str | Diagnostic:
    if path == "-":
        return sys.stdin.read()
    from pathlib import Path
    from ..preprocess.includes import IncludeError, read_regular_file
    try:   # (a directory or /dev/zero is refused, never read until memory runs out)
        return read_regular_file(Path(path), 256 << 20).decode("utf-8", errors="replace")
    except IncludeError as e:
        return Diagnostic("error", f"cannot read file: {e}", SourceLoc(path, 1, 1))


def lint_files(files: Sequence[str], *, arch: str | None, include_dirs: Sequence[str] = (),
               defines: Mapping[str, str] | None = None) -> list[Diagnostic]:
    from ..api import resolve_arch
    from ..lint import lint_source
    out: list[Diagnostic] = []
    for path in files:
        text = _read(path)
        if isinstance(text, Diagnostic):
            out.append(text)
            continue
        try:
            out.extend(lint_source(text, resolve_arch(text, arch), filename="<stdin>" if path == "-" else path,
                                   include_dirs=include_dirs, defines=defines))
        except AssemblyError as e:      # a file naming a processor masm has no target for: its error, and on
            out.extend(e.diagnostics)
    return out


def format_gcc(diags: Sequence[Diagnostic]) -> str:
    lines = []
    for d in diags:
        lines.append(f"{d.file}:{d.line}:{d.column}: {d.severity}: {d.message}")
        lines.extend(f"{n.loc.file}:{n.loc.line}:{n.loc.column}: note: {n.message}" for n in d.notes)
    return "".join(line + "\n" for line in lines)


def format_json(diags: Sequence[Diagnostic]) -> str:
    return json.dumps([d.as_dict() for d in diags], indent=2) + "\n"


def run_lint(files: Sequence[str], *, arch: str | None, include_dirs: Sequence[str] = (), fmt: str = "gcc",
             defines: Mapping[str, str] | None = None) -> int:
    diags = lint_files(files, arch=arch, include_dirs=include_dirs, defines=defines)
    sys.stdout.write(format_json(diags) if fmt == "json" else format_gcc(diags))
    sys.stdout.flush()
    return 1 if any(d.severity == "error" for d in diags) else 0
