"""Placement rules for temps beyond first fit: alignment a target requires, and how messages name a temp.

- On targets whose VGPR tuples must start at an even register (gfx90a: `Target.aligned_vgpr_tuples`), a `v_temp`
  array of two or more registers is allocated even-aligned unless its declaration says `align:N`, so that
  `v_temp addr[2]` can be used as a 64-bit pair (`global_load_dword v, addr, off`).  `align:1` asks for any start.
- A temp a macro declares for itself under a name starting with `_` (`_group_base` in kernel.inc) is named in
  messages by the macro the user invoked: "a temp of macro 'mGlobalId1D'".
"""
from __future__ import annotations


def default_alignment(file: str, count: int, target) -> int:
    """The alignment of a temp array declared without `align:N`."""
    if file == "v" and count >= 2 and target is not None and getattr(target, "aligned_vgpr_tuples", False):
        return 2
    return 1


def default_align_hint(file: str, count: int, align: int, match) -> str:
    """Added to an allocation failure when the alignment was the target's default, not written."""
    if file == "v" and count >= 2 and align == 2 and match.group(3) is None:
        return ("; on this target a VGPR array starts at an even register so that it can be a 64-bit operand "
                "(write `align:1` if it never is)")
    return ""


def internal_title(name: str, stmt) -> str:
    """How messages name temp `name` declared by `stmt` when the name is a macro's own (else "")."""
    macro = getattr(stmt, "macro", None) if stmt is not None else None
    if name.startswith("_") and macro:
        return f"a temp of macro '{macro}'"
    return ""


def allocation_subject(name: str, file: str, count: int, stmt) -> str:
    """The start of an allocation error: `temp 'x'`, or `macro 'M' needs 2 SGPRs for a temp of its own`."""
    if not internal_title(name, stmt):
        return f"temp '{name}'"
    kind = {"v": "VGPR", "s": "SGPR"}.get(file, "register")
    return f"macro '{stmt.macro}' needs {count} {kind}{'s' if count > 1 else ''} for a temp of its own"
