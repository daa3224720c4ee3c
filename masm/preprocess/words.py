"""Which words start a statement: instruction mnemonics (from masm.isa), masm statement keywords, data directives.

The preprocessor splits a line into statements at these words; everything else (registers, modifiers such as
`offset:16`, `vmcnt(0)`, `dst_sel:WORD_1`) stays with the statement before it.
"""
from __future__ import annotations

from functools import cache

from ..regex_cache import regex

# masm statement keywords (docs/ARCHITECTURE.md), lower-case; the structured conditions come from the statements stage
_FIXED_KEYWORDS = frozenset({
    "alias", "v_temp", "s_temp", "v_temp_range", "s_temp_range", "enter", "leave", "numvgprs", "numsgprs",
    "kernel", "endkernel", "args", "numthreadpergroup", "ldssize", "load_arg",
    "usersgprs", "groupids", "localids", "scratchsize", "floatmode", "ieeemode", "dx10clamp", "fp16overflow",
    "fpexceptions", "dynamiclds", "amdhsa",
    "_else", "_endif", "_endw", "s_repeat", "v_repeat", "_break", "_continue",
})
_CONDITION_KINDS = ("if", "while", "until")


@cache
def condition_keywords() -> frozenset[str]:
    """`s_if(flag)`, `s_if_<scalar type>(rel)`, `v_if_<vector type>(rel)` and the same for while / until, for exactly
    the types masm.statements.conditions accepts (imported here, not at module load: that module imports expr.py)."""
    from ..statements.conditions import SCALAR_TYPES, VECTOR_TYPES
    scalar = {f"s_{kind}" for kind in _CONDITION_KINDS}
    scalar |= {f"s_{kind}_{t}" for kind in _CONDITION_KINDS for t in SCALAR_TYPES}
    vector = {f"v_{kind}_{t}" for kind in _CONDITION_KINDS for t in VECTOR_TYPES}
    return frozenset(scalar | vector)


def statement_keywords() -> frozenset[str]:
    """Every masm statement keyword: declarations, scopes, structured control flow (lower-case)."""
    return _FIXED_KEYWORDS | condition_keywords()


DATA_DIRECTIVES = frozenset({
    ".long", "dd", "db", "dw", "dq", ".byte", ".short", ".quad", ".align",
    ".int", ".word", ".hword", ".2byte", ".4byte", ".8byte", ".p2align", ".balign", ".fill", ".space", ".zero",
    ".ascii", ".asciz", ".string", ".text", ".data", ".globl", ".global", ".section",
})

# Operand syntax that looks like a call: `hwreg(HW_REG_MODE)`, `vmcnt(0)` — never an undefined macro.
OPERAND_FUNCTIONS = frozenset({
    "hwreg", "sendmsg", "vmcnt", "expcnt", "lgkmcnt", "vscnt", "vmcnt_sat", "expcnt_sat", "lgkmcnt_sat",
    "swizzle", "gpr_idx", "abs", "neg", "sext", "lit", "depctr", "quad_perm", "row_shl", "row_shr", "row_ror",
    "row_bcast", "bitmask_perm", "broadcast", "swap", "reverse", "defined",
})

@cache
def directive_words() -> frozenset[str]:
    """Every directive the layout places or the LLVM module layer reads: a statement word, never a macro call even when
    `(` follows (`.amdhsa_next_free_vgpr (NV+2)`, `.float (1.5)`)."""
    from ..layout import ALIGN_DIRECTIVES, DATA_SIZES, FILL_DIRECTIVES, FLOAT_DIRECTIVES, STRING_DIRECTIVES
    from ..module.directives import MODULE_DIRECTIVES
    return frozenset(DATA_SIZES) | frozenset(FLOAT_DIRECTIVES) | frozenset(ALIGN_DIRECTIVES) | \
        frozenset(FILL_DIRECTIVES) | frozenset(STRING_DIRECTIVES) | MODULE_DIRECTIVES


_PROVISIONAL_MNEMONIC = regex(r"(s|v|ds|buffer|tbuffer|image|flat|global|scratch)_[a-z0-9_]+|exp|exp_compr")


def _provisional_is_mnemonic(word: str, arch: str) -> bool:
    return _PROVISIONAL_MNEMONIC.fullmatch(word.lower()) is not None


def _mnemonic_test():
    try:
        from ..isa import is_mnemonic
    except ImportError:
        return _provisional_is_mnemonic
    return is_mnemonic


def builtin_description(low: str, words: "StatementWords") -> str | None:
    """What the built-in word `low` is ("the masm statement 'enter'", "the gfx900 instruction 's_nop'", ...), or
    None when it is not a statement word or a special of the preprocessor."""
    from .frames import SPECIALS
    if low in SPECIALS:
        return f"the preprocessor's '{low}'"
    if low in words.keywords:
        return f"the masm statement '{low}'"
    if low in DATA_DIRECTIVES:
        return f"the data directive '{low}'"
    if words.starts_statement(low):
        return f"the {words.arch} instruction '{low}'"
    return None


class StatementWords:
    """Answers `starts_statement(low)` for one architecture, caching every word it has seen."""

    def __init__(self, arch: str):
        self.arch = arch
        self._is_mnemonic = _mnemonic_test()
        self.cache: dict[str, bool] = {}
        self.keywords = _FIXED_KEYWORDS | condition_keywords()

    def starts_statement(self, low: str) -> bool:
        known = self.cache.get(low)
        if known is None:
            known = low in self.keywords or low in DATA_DIRECTIVES or low in directive_words() or \
                low.startswith(".amdhsa_") or (
                low not in OPERAND_FUNCTIONS and bool(self._is_mnemonic(low, self.arch)))
            self.cache[low] = known
        return known
