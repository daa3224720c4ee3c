"""Helpers for the static-check tests: build or lint a small source and keep the static-check warnings."""
from __future__ import annotations

from masm import api


def check(source: str, arch: str = "gfx900", code: str | None = None, via: str = "build") -> list[tuple]:
    """(line, code, fix) of each static-check warning (`code`: only that kind) of `source`, from `masm build`'s
    warnings or from lint."""
    if via == "build":
        diags = api.build(source, arch, filename="k.s").warnings
    else:
        diags = [d for d in api.lint(source, arch, filename="k.s") if d.severity == "warning"]
    return [(d.line, d.code, d.fix) for d in diags
            if d.code in ("missing-waitcnt", "hazard") and (code is None or d.code == code)]
