"""Load the generated per-family tables (masm/isa/tables/*.json) into InstrDefs and index them per architecture."""
from __future__ import annotations

import functools
import os
import threading
from collections.abc import Mapping

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


class _Family:
    """One family's table as the plain rows masm.datacache keeps, each row's InstrDef made when it is first asked
    for (a build asks for the forms of the mnemonics it uses, not for all ~1,900) and then always the same object."""

    def __init__(self, family: str):
        from ..datacache import cached
        aliases, operands, sets, self.rows = cached(f"isa-{family}", [_table_path(family)], lambda: _records(family))
        _FAMILY_ALIASES[family] = {**MNEMONIC_ALIASES, **aliases}
        self.operands = [_operand(list(o)) for o in operands]     # equal operands and sets are one object each
        self.sets = [frozenset(items) for items in sets]
        self.defs: list[InstrDef | None] = [None] * len(self.rows)
        self.lock = threading.Lock()

    def instr(self, index: int) -> InstrDef:
        made = self.defs[index]
        if made is None:
            with self.lock:
                made = self.defs[index]
                if made is None:
                    key, name, mnemonic, fmt, op, archs, operand_ids, fixed, reads, writes, flags, type_, doc, \
                        syntax = self.rows[index]
                    named, ops = self.sets, self.operands
                    made = self.defs[index] = _instr((key, name, mnemonic, fmt, op, named[archs],
                                                      tuple([ops[i] for i in operand_ids]), fixed, named[reads],
                                                      named[writes], named[flags], type_, doc, named[syntax]))
        return made

    def rows_on(self, arch: str) -> list[int]:
        """The indices of the rows whose forms exist on `arch`, in table order."""
        with_arch = [arch in items for items in self.sets]
        return [i for i, row in enumerate(self.rows) if with_arch[row[5]]]


@functools.cache
def _family(family: str) -> _Family:
    return _Family(family)


@functools.cache
def family_table(family: str) -> tuple[InstrDef, ...]:
    fam = _family(family)
    return tuple([fam.instr(i) for i in range(len(fam.rows))])


def check_arch(arch: str) -> str:
    if arch not in ARCH_FAMILY:
        raise ValueError(f"unknown architecture {arch!r} (expected one of {', '.join(ARCHES)})")
    return ARCH_FAMILY[arch]


@functools.cache
def _arch_rows(arch: str) -> tuple[int, ...]:
    return tuple(_family(check_arch(arch)).rows_on(arch))


@functools.cache
def arch_table(arch: str) -> tuple[InstrDef, ...]:
    """Every instruction form that exists on `arch`."""
    instr = _family(check_arch(arch)).instr
    return tuple([instr(i) for i in _arch_rows(arch)])


class _Forms(Mapping):
    """mnemonic -> its forms on one architecture (the InstrDefs of a mnemonic made on its first look-up)."""

    def __init__(self, arch: str):
        fam = _family(check_arch(arch))
        self._instr = fam.instr
        self._rows: dict[str, list[int]] = {}
        for i in _arch_rows(arch):
            self._rows.setdefault(fam.rows[i][2], []).append(i)
        self._made: dict[str, tuple[InstrDef, ...]] = {}

    def __getitem__(self, mnemonic: str) -> tuple[InstrDef, ...]:
        made = self._made.get(mnemonic)
        if made is None:
            made = self._made[mnemonic] = tuple([self._instr(i) for i in self._rows[mnemonic]])
        return made

    def __contains__(self, mnemonic) -> bool:
        return mnemonic in self._rows

    def __iter__(self):
        return iter(self._rows)

    def __len__(self) -> int:
        return len(self._rows)


@functools.cache
def forms_by_mnemonic(arch: str) -> Mapping[str, tuple[InstrDef, ...]]:
    """mnemonic (without suffix) -> its forms on `arch` (in table order)."""
    return _Forms(arch)


@functools.cache
def mnemonics(arch: str) -> frozenset[str]:
    """Every spelling llvm-mc accepts as an instruction name on `arch` (lower case, with _e32/_e64/_sdwa/_dpp forms:
    `_e32` also on instructions llvm-mc does not class as VOP3, `s_mov_b32_e32`, as measured by
    tools/gen_operand_limits.py).  Kept in masm.datacache by the bytes of the table, the limits and this module."""
    from ..datacache import cached
    sources = [_table_path(check_arch(arch)), os.path.join(os.path.dirname(_DIR), "operand_limits.json"),
               os.path.abspath(__file__)]
    return frozenset(cached(f"mnemonics-{arch}", sources, lambda: sorted(_mnemonics(arch))))


def _mnemonics(arch: str) -> set[str]:
    from .encode_operands import operand_limits
    limits = operand_limits(ARCH_FAMILY[arch])
    names: set[str] = set()
    rows = _family(check_arch(arch)).rows
    for i in _arch_rows(arch):
        name, mnemonic, fmt = rows[i][1:4]
        names.add(name)
        names.add(mnemonic)
        if fmt in ("VOP3", "VOP3B") and name != mnemonic or name in limits["e64_suffix"]:
            names.add(mnemonic + "_e64")
        elif fmt.endswith("_SDWA"):
            names.add(mnemonic + "_sdwa")
        elif fmt.endswith("_DPP"):
            names.add(mnemonic + "_dpp")
        elif fmt in ("VOP1", "VOP2", "VOPC"):
            names.add(mnemonic + "_e32")
        if name in limits["e32_suffix"]:
            names.add(mnemonic + "_e32")
    names.update(alias for alias, name in aliases(arch).items() if name in names)
    return names


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
    _family(family)
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
