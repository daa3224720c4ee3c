"""Label values in the plain text of a masm kernel, written so that llvm-mc computes what masm builds.

In a masm kernel (the HetPas dialect) a label used as a value, `s_add_u32 s0, s12, @func` or `.long @table`, is its
byte offset from the start of the kernel's code: the kernel adds it to the address `s_getpc_b64` gave.  llvm-mc reads
the same bare symbol differently: as an instruction literal it is PC-relative (the label minus the literal's own
address), as data an absolute relocation.  The text masm writes (`masm expand`, `--format asm`) therefore names the
kernel's start with a label and subtracts it wherever a label is used as a value, so the difference is a constant to
both assemblers.  Branch targets (`s_branch`, `s_cbranch_*`, `s_call_b64`) are PC-relative in both and stay as written.
"""
from __future__ import annotations


from .preprocess.expr import try_evaluate
from .regex_cache import regex
from .statements.operands import split_top_level

_NAME = regex(r"(?<![\w.$@])([A-Za-z_.$][\w.$]*)")
_BRANCH_PREFIXES = ("s_branch", "s_cbranch", "s_call_b64")


def start_label(kernel: str) -> str:
    """The label the text puts at the start of `kernel`'s code."""
    return f".L{kernel}.kernel_start"


def _label_coefficient(operand: str, labels: set[str]) -> int | None:
    """How many times the operand counts a label's address (1 for `lab`, `lab+4`; 0 for `lab2-lab1`), None when
    it names no label or is no expression."""
    named = {m.group(1) for m in _NAME.finditer(operand) if m.group(1).lower() in labels}
    if not named or ":" in operand:
        return None
    at_one = try_evaluate(operand.strip(), {n: 1 << 20 for n in named})
    at_zero = try_evaluate(operand.strip(), {n: 0 for n in named})
    if type(at_one) is not int or type(at_zero) is not int:
        return None
    return (at_one - at_zero) >> 20


def kernel_relative(text: str, labels: set[str], start: str) -> str:
    """`text` (one plain statement) with every operand that is a label's address made relative to `start`.
    `labels`: the kernel's label names, lower-cased."""
    body = text.strip()
    mnemonic, _, rest = body.partition(" ")
    if not rest or mnemonic.lower().startswith(_BRANCH_PREFIXES):
        return text
    operands = split_top_level(rest)
    changed = False
    for i, op in enumerate(operands):
        if _label_coefficient(op, labels) == 1:
            operands[i] = f" ({op.strip()}) - {start}" if op[:1].isspace() else f"({op.strip()}) - {start}"
            changed = True
    if not changed:
        return text
    return f"{mnemonic} {','.join(operands)}"
