"""Load the generated per-family tables (masm/isa/tables/*.json) into InstrDefs and index them per architecture."""
from __future__ import annotations

import functools
import os

from ..targets import ARCHES, FAMILY
from .formats import ARCH_FAMILY
from .model import InstrDef, Operand

_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tables")
_SUFFIXES = ("_e32", "_e64", "_sdwa", "_dpp")


def _operand(raw: list) -> Operand:
    if raw[0] == "=":
        return Operand("", "fixed", 0, raw[1])
    return Operand(raw[0], raw[1], raw[2], out=bool(raw[3]) if len(raw) > 3 else False,
                   type=raw[4] if len(raw) > 4 else "")


_INSTR_FIELDS = ("key", "name", "mnemonic", "fmt", "opcode", "archs", "operands", "fixed", "reads", "writes", "flags",
                 "type", "doc", "syntax")
_SET_INSTR = tuple(getattr(InstrDef, name).__set__ for name in _INSTR_FIELDS)


def _instr(values) -> InstrDef:
    """An InstrDef filled through its slots (the frozen dataclass __init__ costs several times more: start-up)."""
    d = object.__new__(InstrDef)
    for setter, value in zip(_SET_INSTR, values):
        setter(d, value)
    return d


def _records(family: str) -> tuple:
    """The table of `family` as plain values, the form masm.datacache keeps: (its aliases, its distinct operands as
    lists, its distinct name sets as tuples, one tuple per instruction with operands and sets as indices)."""
    import json
    with open(_table_path(family)) as f:
        data = json.load(f)
    operands: dict[tuple, int] = {}
    sets: dict[tuple, int] = {}

    def operand(o: list) -> int:
        return operands.setdefault(tuple(o), len(operands))

    def named(items) -> int:
        return sets.setdefault(tuple(items), len(sets))
    rows = tuple((e["key"], e["name"], e["mnemonic"], e["fmt"], e["op"], named(e["archs"]),
                  tuple([operand(o) for o in e["operands"]]), tuple(sorted(e["fixed"].items())), named(e["reads"]),
                  named(e["writes"]), named(e["flags"]), e["type"], e["doc"], named(e.get("syntax", ())))
                 for e in data["instructions"])
    return data.get("aliases", {}), tuple(operands), tuple(sets), rows


def _table_path(family: str) -> str:
    return os.path.join(_DIR, FAMILY[family].table)


@functools.cache
def family_table(family: str) -> tuple[InstrDef, ...]:
    from ..datacache import cached
    aliases, operands, sets, rows = cached(f"isa-{family}", [_table_path(family)], lambda: _records(family))
    _FAMILY_ALIASES[family] = {**MNEMONIC_ALIASES, **aliases}
    ops = [_operand(list(o)) for o in operands]          # equal operands and sets are one object each
    named = [frozenset(items) for items in sets]
    return tuple([_instr((key, name, mnemonic, fmt, op, named[archs], tuple([ops[i] for i in operand_ids]), fixed,
                          named[reads], named[writes], named[flags], type_, doc, named[syntax]))
                  for (key, name, mnemonic, fmt, op, archs, operand_ids, fixed, reads, writes, flags, type_, doc,
                       syntax) in rows])


def check_arch(arch: str) -> str:
    if arch not in ARCH_FAMILY:
        raise ValueError(f"unknown architecture {arch!r} (expected one of {', '.join(ARCHES)})")
    return ARCH_FAMILY[arch]


@functools.cache
def arch_table(arch: str) -> tuple[InstrDef, ...]:
    """Every instruction form that exists on `arch`."""
    return tuple(d for d in family_table(check_arch(arch)) if arch in d.archs)


@functools.cache
def forms_by_mnemonic(arch: str) -> dict[str, tuple[InstrDef, ...]]:
    """mnemonic (without suffix) -> its forms on `arch`."""
    out: dict[str, list[InstrDef]] = {}
    for d in arch_table(arch):
        out.setdefault(d.mnemonic, []).append(d)
    return {k: tuple(v) for k, v in out.items()}


@functools.cache
def mnemonics(arch: str) -> frozenset[str]:
    """Every spelling llvm-mc accepts as an instruction name on `arch` (lower case, with _e32/_e64/_sdwa/_dpp forms:
    `_e32` also on instructions llvm-mc does not class as VOP3, `s_mov_b32_e32`, as measured by
    tools/gen_operand_limits.py)."""
    from .encode_operands import operand_limits
    limits = operand_limits(ARCH_FAMILY[arch])
    names: set[str] = set()
    for d in arch_table(arch):
        names.add(d.name)
        names.add(d.mnemonic)
        if d.fmt in ("VOP3", "VOP3B") and d.name != d.mnemonic or d.name in limits["e64_suffix"]:
            names.add(d.mnemonic + "_e64")
        elif d.fmt.endswith("_SDWA"):
            names.add(d.mnemonic + "_sdwa")
        elif d.fmt.endswith("_DPP"):
            names.add(d.mnemonic + "_dpp")
        elif d.fmt in ("VOP1", "VOP2", "VOPC"):
            names.add(d.mnemonic + "_e32")
        if d.name in limits["e32_suffix"]:
            names.add(d.mnemonic + "_e32")
    names.update(alias for alias, name in aliases(arch).items() if name in names)
    return frozenset(names)


def is_mnemonic(word: str, arch: str) -> bool:
    return word.lower() in mnemonics(arch)


_LOOKUPS: dict[tuple[str, str], tuple[tuple[InstrDef, ...], str]] = {}


def lookup(arch: str, word: str) -> tuple[tuple[InstrDef, ...], str]:
    """The forms a written mnemonic may mean on `arch`, and the suffix it was written with ('' if none)."""
    key = (arch, word)
    hit = _LOOKUPS.get(key)
    if hit is None:
        hit = _lookup(arch, word)
        if len(_LOOKUPS) < 1 << 16:
            _LOOKUPS[key] = hit
    return hit


# other names llvm-mc 14 takes for an instruction (checked against it by tests/isa/test_isa_llvm_mc_corpus.py)
MNEMONIC_ALIASES = {"v_accvgpr_read": "v_accvgpr_read_b32", "v_accvgpr_write": "v_accvgpr_write_b32"}
# per family: those, and the table's own "aliases" (other families' names llvm-mc takes for an instruction of this
# one, found by tools/gen_isa_tables.py: gfx940's v_mfma_f32_32x32x1f32 is v_mfma_f32_32x32x1_2b_f32)
_FAMILY_ALIASES: dict[str, dict[str, str]] = {}


def aliases(arch: str) -> dict[str, str]:
    """Other spelling -> the table's mnemonic, on `arch`."""
    family = check_arch(arch)
    family_table(family)
    return _FAMILY_ALIASES[family]


def _lookup(arch: str, word: str) -> tuple[tuple[InstrDef, ...], str]:
    w = word.lower()
    w = aliases(arch).get(w, w)
    by = forms_by_mnemonic(arch)
    if w in by:
        return by[w], ""
    for suf in _SUFFIXES:
        if w.endswith(suf) and w[: -len(suf)] in by:
            return by[w[: -len(suf)]], suf
    return (), ""
