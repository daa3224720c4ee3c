"""HetPas's instruction options and modifier spellings that llvm-mc writes otherwise (issue 15).

- `ofsByte` after a scalar memory instruction said that the offset is in bytes (GCN1 counted dwords); from GCN3 on
  (every target masm has) SMEM offsets are bytes, so the word is dropped.
- `vop3` asked for the 64-bit VOP3 encoding: the `_e64` form.
- `offen format:[…]` — HetPas takes the MTBUF format after the other modifiers; llvm-mc wants it first.
- `ds_gws_* … offset0:N` names the GWS resource with DS's `offset0`; llvm-mc writes `offset:N`.

`hetpas_forms` turns one instruction (mnemonic and ", "-separated operands) into what llvm-mc reads; it returns its
input unchanged when none of these is there (`mentions_options` says quickly whether one may be).
"""
from __future__ import annotations

import re

from .operands import split_with_offsets

_WORDS = re.compile(r"(?<![\w:])(ofsbyte|vop3)(?![\w:])", re.IGNORECASE)
_FORMAT = re.compile(r"\s*(?<![\w])format:(\[[^\]]*\]|\S+)", re.IGNORECASE)
_OFFSET0 = re.compile(r"(?<![\w])offset0:", re.IGNORECASE)


def mentions_options(operands: str) -> bool:
    """Could `hetpas_forms` change these operands (a cheap test on the text)?"""
    low = operands.lower()
    return "ofsbyte" in low or "vop3" in low or "format:" in low or "offset0:" in low


def hetpas_forms(arch: str, mnemonic: str, operands: str) -> tuple[str, str]:
    """(mnemonic, operands) as llvm-mc reads them (see the module docstring)."""
    if not mentions_options(operands):
        return mnemonic, operands
    from ..isa.table import lookup
    forms, suffix = lookup(arch, mnemonic)
    if not forms:
        return mnemonic, operands
    fmt = forms[0].fmt
    pieces = [piece.strip() for piece, _ in split_with_offsets(operands)]
    last = pieces[-1]
    words = {m.group(1).lower() for m in _WORDS.finditer(last)}
    if "ofsbyte" in words and fmt == "SMEM":
        last = _WORDS.sub(lambda m: "" if m.group(1).lower() == "ofsbyte" else m.group(0), last)
    if "vop3" in words and fmt.startswith("VOP") and not suffix and any(f.name == f"{mnemonic.lower()}_e64"
                                                                          for f in forms):
        last = _WORDS.sub(lambda m: "" if m.group(1).lower() == "vop3" else m.group(0), last)
        mnemonic = f"{mnemonic}_e64"
    if fmt == "MTBUF":
        found = _FORMAT.search(last)
        head = last.split(" ", 1)
        if found is not None and len(head) == 2 and not head[1].lower().startswith("format:"):
            rest = (last[:found.start()] + last[found.end():]).split(" ", 1)
            last = f"{rest[0]} format:{found.group(1)}" + (f" {rest[1].strip()}" if len(rest) > 1 else "")
    if fmt == "DS" and mnemonic.lower().startswith("ds_gws_"):
        last = _OFFSET0.sub("offset:", last)
    pieces[-1] = " ".join(last.split())
    return mnemonic, ", ".join(pieces)
