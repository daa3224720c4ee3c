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


def with_random_branches(lines, rng, block: int, reach: int) -> str:
    """`lines` as a kernel of loops nested and crossing at random: a label before every `block` lines, and at the end
    of each block a branch (conditional or not) back to one of the last `reach` labels."""
    out, labels = [], 0
    for i, line in enumerate(lines):
        if i % block == 0:
            out.append(f"L{labels}:")
            labels += 1
        if i % block == block - 1:
            out.append(f"  {rng.choice(('s_cbranch_scc0', 's_cbranch_vccz', 's_branch'))} "
                       f"L{rng.randrange(max(0, labels - reach), labels)}")
        out.append("  " + line)
    return "\n".join(out) + "\n  s_endpgm\n"
