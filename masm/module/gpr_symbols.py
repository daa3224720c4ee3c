"""The symbols llvm-mc defines in every AMDHSA source (LLVM's AMDGPUUsage, "Assembler: symbols").

`.amdgcn.gfx_generation_number`, `_minor` and `_stepping` are the processor's version (gfx90a: 9, 0, 10).
`.amdgcn.next_free_vgpr` and `.amdgcn.next_free_sgpr` start at 0, and after each instruction they are at least one
above the highest VGPR / SGPR it names (AGPRs, VCC and the other special registers do not count); `.set` may change
them anywhere (a file of several kernels sets them to 0 before each).  A use takes the value at that point, so
`.amdhsa_next_free_vgpr .amdgcn.next_free_vgpr` after a kernel's code gives that code's count, the idiom of
hand-written LLVM-syntax kernels.  masm/module/builder.py keeps them with its `.set` constants.
"""
from __future__ import annotations

from ..regex_cache import regex

NEXT_FREE_VGPR, NEXT_FREE_SGPR = ".amdgcn.next_free_vgpr", ".amdgcn.next_free_sgpr"
_NAMES = r"\.amdgcn\.(?:next_free_[vs]gpr|gfx_generation_(?:number|minor|stepping))(?![\w.$@])"
_NAME = regex(r"(?<![\w.$@])" + _NAMES)


def predefined(tgt) -> dict[str, int]:
    """The symbols' values at the start of a file for target `tgt`."""
    major, minor, stepping = tgt.isa_version
    return {".amdgcn.gfx_generation_number": major, ".amdgcn.gfx_generation_minor": minor,
            ".amdgcn.gfx_generation_stepping": stepping, NEXT_FREE_VGPR: 0, NEXT_FREE_SGPR: 0}


def count(values: dict, vgpr_max: int, sgpr_max: int) -> None:
    """The counters of `values` after instructions whose highest VGPR and SGPR are `vgpr_max` and `sgpr_max` (-1:
    none); a counter `.set` to something that is not a number stays as it is."""
    _grow(values, NEXT_FREE_VGPR, vgpr_max)
    _grow(values, NEXT_FREE_SGPR, sgpr_max)


def _grow(values: dict, name: str, highest: int) -> None:
    """Counter `name` of `values` after a register numbered up to `highest` (one it was `.set` to, not a number,
    stays)."""
    now = values.get(name)
    if type(now) is int and highest >= now:
        values[name] = highest + 1


def names_one(text: str) -> bool:
    """Does `text` name one of the symbols?"""
    return ".amdgcn." in text and _NAME.search(text) is not None


def substituted(text: str, values: dict) -> str:
    """`text` with each of the symbols written as its value now (as it stands in `values`)."""
    if ".amdgcn." not in text:
        return text
    return _NAME.sub(lambda m: str(values[m.group(0)]) if type(values.get(m.group(0))) is int else m.group(0), text)


# a VGPR or SGPR operand (v7, s[4:5], v[3]) or one of the symbols, in an instruction's text
_REGISTER_OR_NAME = regex(r"(?<![\w.$@])(?:([vs])(?:(\d+)|\[(\d+)(?::(\d+))?\])(?![\w.$@])|" + _NAMES + ")")


def substituted_in_instruction(text: str, values: dict) -> str:
    """`substituted` for an instruction's text, counting its own registers as llvm-mc does: it counts each register
    operand when it parses it and takes a symbol's value when it parses the symbol, so a register written before
    the symbol counts and one after it does not yet (`v_add_u32 v1, .amdgcn.next_free_vgpr, v9` is 2 in a file
    of none before: v1 counted, v9 not).  `values` is brought up to those operands."""
    if ".amdgcn." not in text:
        return text
    out, at = [], 0
    for m in _REGISTER_OR_NAME.finditer(text):
        kind = m.group(1)
        if kind is None:                           # a symbol: its value at this point
            value = values.get(m.group(0))
            if type(value) is int:
                out.append(text[at:m.start()] + str(value))
                at = m.end()
            continue
        _grow(values, NEXT_FREE_VGPR if kind == "v" else NEXT_FREE_SGPR, int(m.group(2) or m.group(4) or m.group(3)))
    return "".join(out) + text[at:]
