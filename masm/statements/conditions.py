"""Conditions of the structured statements: `scc1`-style flags and relations `a < b`, lowered to one compare.

Scalar relations set SCC (`s_cmpk_*` when the constant fits 16 bits, else `s_cmp_*`); vector relations write VCC with
an e32 `v_cmp_*` (the relation is mirrored when only the left side is a VGPR, since e32 wants its VGPR in src1).
"""
from __future__ import annotations

import re

from ..dataclass_cache import dataclass
from ..diagnostics import AssemblyError, SourceLoc
from ..preprocess.expr import try_evaluate
from .operands import OperandRewriter, at_offset, format_value
from .registers import parse_register

# Flag -> the flag that is true exactly when it is false (and the branch that tests it is s_cbranch_<flag>).
NEGATED_FLAG = {"scc0": "scc1", "scc1": "scc0", "vccz": "vccnz", "vccnz": "vccz", "execz": "execnz",
                "execnz": "execz"}

RELATIONS = {"=": "eq", "==": "eq", "<>": "ne", "!=": "ne", "<": "lt", "<=": "le", ">": "gt", ">=": "ge"}
MIRRORED = {"eq": "eq", "ne": "ne", "lt": "gt", "gt": "lt", "le": "ge", "ge": "le"}
SCALAR_TYPES = ("i32", "u32", "i64", "u64")
VECTOR_TYPES = ("i32", "u32", "f32", "i64", "u64", "f64")


@dataclass(frozen=True)
class ScalarTest:
    """A scalar condition: the compare that sets the flag, and the flag a branch tests."""
    compare: str | None   # instruction that sets the flag (None for a bare flag)
    flag: str             # s_cbranch_<flag> is taken when the condition holds


@dataclass(frozen=True)
class Relation:
    """`left op right` of a structured condition."""
    left: str
    op: str               # eq ne lt le gt ge
    right: str


def split_relation(text: str, loc: SourceLoc, notes) -> tuple[str, str, str, int]:
    """`a <= b` -> ("a", "le", "b", offset of `b`); shifts `<<`/`>>` are not relations."""
    depth, i = 0, 0
    while i < len(text):
        ch = text[i]
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif depth == 0 and ch in "<>=!":
            two = text[i:i + 2]
            if two in ("<<", ">>"):
                i += 2
                continue
            op = two if two in RELATIONS else ch if ch in RELATIONS else None
            if op is not None:
                left, right = text[:i], text[i + len(op):]
                if not left.strip() or not right.strip():
                    break
                return left, RELATIONS[op], right, i + len(op)
        i += 1
    raise AssemblyError.at(loc, f"expected a relation 'a OP b' (OP one of = <> < <= > >= == !=), got '{text.strip()}'",
                           tuple(notes))


def parse_relation(text: str, rewriter: OperandRewriter, loc: SourceLoc, notes) -> Relation:
    left, op, right, right_at = split_relation(text, loc, notes)
    return Relation(rewriter.operand(left, loc, notes), op,
                    rewriter.operand(right, at_offset(loc, text, right_at), notes))


def _constant(text: str):
    return try_evaluate(text) if text else None


def _as_float(text: str) -> str:
    return repr(float(int(text))) if re.fullmatch(r"-?\d+", text) else text


def _is_vgpr(text: str) -> bool:
    reg = parse_register(text)
    return reg is not None and reg.file == "v"


def scalar_test(type_: str | None, text: str, rewriter: OperandRewriter, loc: SourceLoc, notes) -> ScalarTest:
    """The compare and flag for `s_if(flag)` (type None) or `s_if_<type>(rel)`."""
    if type_ is None:
        flag = text.strip().lower()
        if flag not in NEGATED_FLAG:
            raise AssemblyError.at(loc, f"expected a flag ({', '.join(NEGATED_FLAG)}), got '{text.strip()}'; "
                                        f"compare with s_if_i32(a < b) / s_if_u32(...)", tuple(notes))
        return ScalarTest(None, flag)
    if type_ not in SCALAR_TYPES:
        raise AssemblyError.at(loc, f"scalar conditions compare i32 or u32 (or u64 for = and <>), not {type_}",
                               tuple(notes))
    rel = parse_relation(text, rewriter, loc, notes)
    left, op, right = rel.left, rel.op, rel.right
    for side in (left, right):
        if _is_vgpr(side):
            raise AssemblyError.at(loc, f"a scalar condition cannot read the VGPR {side}; use v_if_{type_[:1]}32 "
                                        f"for per-lane conditions", tuple(notes))
    lc, rc = _constant(left), _constant(right)
    if lc is not None and rc is not None:
        raise AssemblyError.at(loc, f"condition compares two constants ({left} and {right})", tuple(notes))
    if isinstance(lc, float) or isinstance(rc, float):
        raise AssemblyError.at(loc, "scalar conditions compare integers, not floats", tuple(notes))
    if type_ in ("i64", "u64"):
        if op not in ("eq", "ne"):
            raise AssemblyError.at(loc, "64-bit scalar conditions support only = and <> (s_cmp_eq_u64 / "
                                        "s_cmp_lg_u64)", tuple(notes))
        return ScalarTest(f"s_cmp_{'eq' if op == 'eq' else 'lg'}_u64 {left}, {right}", "scc1")
    if lc is not None:
        left, right, op, rc = right, left, MIRRORED[op], lc
    mnemonic_op = "lg" if op == "ne" else op
    if rc is not None and -(1 << 32) <= rc < (1 << 32):
        low = rc & 0xFFFFFFFF
        imm16 = low if type_ == "u32" else (low - (1 << 32) if low & 0x80000000 else low)
        fits = imm16 <= 0xFFFF if type_ == "u32" else -0x8000 <= imm16 <= 0x7FFF
        if fits and parse_register(left) is not None:
            return ScalarTest(f"s_cmpk_{mnemonic_op}_{type_} {left}, {imm16}", "scc1")
        right = format_value(rc)
    return ScalarTest(f"s_cmp_{mnemonic_op}_{type_} {left}, {right}", "scc1")


def vector_compare(type_: str, text: str, rewriter: OperandRewriter, loc: SourceLoc, notes) -> str:
    """`v_cmp_<op>_<type> vcc, src0, src1` that sets VCC for the lanes where the relation holds."""
    if type_ not in VECTOR_TYPES:
        raise AssemblyError.at(loc, f"vector conditions compare {', '.join(VECTOR_TYPES)}, not {type_ or 'a flag'}",
                               tuple(notes))
    rel = parse_relation(text, rewriter, loc, notes)
    left, op, right = rel.left, rel.op, rel.right
    if type_.startswith("f"):   # `v1 < 1` means 1.0 (a hex literal stays raw bits)
        left, right = _as_float(left), _as_float(right)
    suffix = ""
    if not _is_vgpr(right):
        if _is_vgpr(left):
            left, right, op = right, left, MIRRORED[op]
        else:
            suffix = "_e64"
    if op == "ne" and type_.startswith("f"):
        op = "neq"      # unordered not-equal: true when either side is NaN, like C's !=
    return f"v_cmp_{op}_{type_}{suffix} vcc, {left}, {right}"
