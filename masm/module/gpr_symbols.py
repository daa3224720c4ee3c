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
_NAME = regex(r"(?<![\w.$@])\.amdgcn\.(?:next_free_[vs]gpr|gfx_generation_(?:number|minor|stepping))(?![\w.$@])")


def predefined(tgt) -> dict[str, int]:
    """The symbols' values at the start of a file for target `tgt`."""
    major, minor, stepping = tgt.isa_version
    return {".amdgcn.gfx_generation_number": major, ".amdgcn.gfx_generation_minor": minor,
            ".amdgcn.gfx_generation_stepping": stepping, NEXT_FREE_VGPR: 0, NEXT_FREE_SGPR: 0}


def count(values: dict, regs) -> None:
    """The counters of `values` after an instruction naming the registers `regs` (its RegUse); a counter `.set` to
    something that is not a number stays as it is."""
    vgprs, sgprs = values.get(NEXT_FREE_VGPR), values.get(NEXT_FREE_SGPR)
    if type(vgprs) is int and regs.vgpr_max >= vgprs:
        values[NEXT_FREE_VGPR] = regs.vgpr_max + 1
    if type(sgprs) is int and regs.sgpr_max >= sgprs:
        values[NEXT_FREE_SGPR] = regs.sgpr_max + 1


def names_one(text: str) -> bool:
    """Does `text` name one of the symbols?"""
    return ".amdgcn." in text and _NAME.search(text) is not None


def substituted(text: str, values: dict) -> str:
    """`text` with each of the symbols written as its value now (as it stands in `values`)."""
    if ".amdgcn." not in text:
        return text
    return _NAME.sub(lambda m: str(values[m.group(0)]) if type(values.get(m.group(0))) is int else m.group(0), text)
