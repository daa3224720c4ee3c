"""HetPas's instruction options and modifier spellings that llvm-mc writes otherwise (issue 15).

- `ofsByte` after a scalar memory instruction said that the offset is in bytes (GCN1 counted dwords); from GCN3 on
  (every target masm has) SMEM offsets are bytes, so the word is dropped.  `ofsDWord` said it is in dwords (GCN1's
  own unit): the offset is multiplied by 4 (`0x18 ofsDWord` is byte 0x60).
- `vop3` asked for the 64-bit VOP3 encoding: the `_e64` form.
- `offen format:[…]` — HetPas takes the MTBUF format after the other modifiers; llvm-mc wants it first.
- `ds_gws_* … offset0:N` names the GWS resource with DS's `offset0`; llvm-mc writes `offset:N`.
- Modifiers in any order inside a `kernel` block (`glc offen offset:4`, `div:2 clamp`, `bank_mask:0xf row_shr:1`):
  llvm-mc takes only its own order in many formats, so they are put in that order (`_RANK`) before encoding, and the
  text masm writes is what llvm-mc reads.  A file without kernel blocks keeps llvm-mc's rule (the encoder refuses).

`hetpas_forms` turns one instruction (mnemonic and ", "-separated operands) into what llvm-mc reads; it returns its
input unchanged when none of these is there (`mentions_options` says quickly whether one may be).
"""
from __future__ import annotations

import functools
import re

from ..regex_cache import regex
from .operands import split_with_offsets

_WORDS = regex(r"(?<![\w:])(ofsbyte|ofsdword|vop3)(?![\w:])", re.IGNORECASE)
_OFFSET0 = regex(r"(?<![\w])offset0:", re.IGNORECASE)


# llvm-mc's order of modifiers (from its instruction syntax): buffer address kind, offsets, cache bits (in any order
# among themselves, as llvm-mc takes them), then the format's own; VOP3P op_sel before clamp, clamp before omod; SDWA selects after those; the DPP control first.
_RANK = {"format": 0, "offen": 1, "idxen": 1, "addr64": 1, "offset": 2, "offset0": 2, "offset1": 3, "gds": 4,
         "dmask": 5, "unorm": 6, "glc": 10, "sc0": 10, "slc": 10, "sc1": 10, "nt": 10, "scc": 10, "r128": 13,
         "a16": 13, "lds": 13, "tfe": 14, "lwe": 15, "da": 16, "d16": 17,
         "op_sel": 18, "op_sel_hi": 19, "neg_lo": 19.5, "neg_hi": 19.6, "clamp": 20, "mul": 21, "div": 21,
         "dst_sel": 30, "dst_unused": 31, "src0_sel": 32, "src1_sel": 33,
         "quad_perm": 40, "row_shl": 40, "row_shr": 40, "row_ror": 40, "wave_shl": 40, "wave_rol": 40, "wave_shr": 40,
         "wave_ror": 40, "row_mirror": 40, "row_half_mirror": 40, "row_bcast": 40, "row_newbcast": 40,
         "row_mask": 41, "bank_mask": 42, "bound_ctrl": 43}
_TOKEN = regex(r"[^\s\[]*\[[^\]]*\]\S*|\S+")


def _rank(token: str):
    return _RANK.get(token.split(":", 1)[0].lower())


def _modifiers_in_order(operands: str) -> str:
    """`operands` with the modifiers that end it in llvm-mc's order (unchanged when they already are, or when one is
    not a modifier masm knows the place of)."""
    tokens = [m for m in _TOKEN.finditer(operands)]
    tail = len(tokens)
    while tail and not tokens[tail - 1].group().endswith(",") and _rank(tokens[tail - 1].group()) is not None:
        tail -= 1
    if len(tokens) - tail < 2 or tail == 0:
        return operands
    mods = [m.group() for m in tokens[tail:]]
    ordered = sorted(mods, key=_rank)
    if ordered == mods:
        return operands
    return operands[:tokens[tail].start()] + " ".join(ordered)


def mentions_options(operands: str, any_order: bool = False) -> bool:
    """Could `hetpas_forms` change these operands (a cheap test on the text)?"""
    low = operands.lower()
    return "ofsbyte" in low or "ofsdword" in low or "vop3" in low or "format:" in low or "offset0:" in low or \
        any_order and low.count(" ") - low.count(", ") > 1     # (two modifiers or more: their order may change)


_MENTIONED = ("ofsbyte", "ofsdword", "vop3", "format:", "offset0:")     # what mentions_options looks for


def mentioning_options(operand_lists: list[str]) -> list[int]:
    """The indices of the operand lists (each without a newline) for which `mentions_options(operands)` holds: each
    word found by str.find over all lists at once (C speed; a regular expression of the five was 10x slower), for
    files of many lines."""
    lowered = "\n".join(operand_lists).lower()
    found: list[int] = []
    for word in _MENTIONED:
        at = lowered.find(word)
        while at >= 0:
            found.append(at)
            at = lowered.find(word, at + 1)
    found.sort()
    out: list[int] = []
    line = start = 0
    for at in found:       # (no word holds a newline: each is within one list)
        line += lowered.count("\n", start, at)
        start = at
        if not out or out[-1] != line:
            out.append(line)
    return out


@functools.lru_cache(maxsize=1 << 14)
def hetpas_forms(arch: str, mnemonic: str, operands: str, any_order: bool = False) -> tuple[str, str]:
    """(mnemonic, operands) as llvm-mc reads them (see the module docstring).  `any_order`: modifiers may come in any
    order (inside a masm `kernel` block; a file without one is read as llvm-mc reads it, order included).  A function
    of its text alone, kept per text (unrolled kernels repeat their lines)."""
    if not mentions_options(operands, any_order):
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
    if "ofsdword" in words and fmt == "SMEM":
        last = _WORDS.sub(lambda m: "" if m.group(1).lower() == "ofsdword" else m.group(0), last)
        offset, _, rest = last.strip().partition(" ")
        if offset and (offset[0].isdigit() or offset[0] in "($-+"):     # a number, not an SGPR offset
            from ..isa.operands import parse_int
            value = parse_int(offset)
            last = f"{hex(value * 4) if value is not None else f'({offset})*4'} {rest}"
    if "vop3" in words and fmt.startswith("VOP") and not suffix and any(f.name == f"{mnemonic.lower()}_e64"
                                                                          for f in forms):
        last = _WORDS.sub(lambda m: "" if m.group(1).lower() == "vop3" else m.group(0), last)
        mnemonic = f"{mnemonic}_e64"
    if fmt == "DS" and mnemonic.lower().startswith("ds_gws_"):
        last = _OFFSET0.sub("offset:", last)
    pieces[-1] = " ".join(last.split())
    joined = ", ".join(pieces)
    return mnemonic, _modifiers_in_order(joined) if any_order else joined
