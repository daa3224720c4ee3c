"""The registers of MFMA and v_accvgpr_* instructions are read by tables of their fields' values (a VGPR or AGPR by
the acc_cd bit or a source's acc bit, an AGPR operand of v_accvgpr_read/write), in the generated facts readers and
in `facts_from_fields`: on random words of every such table entry they name exactly the registers the general
reading of each operand (`facts._operand_regs`, with all the fields) names."""
from __future__ import annotations

import random

import pytest

from masm.checks import facts as F
from masm.isa.formats import formats_for
from masm.isa.table import arch_table
from masm.targets import FAMILY, target


def _entries(arch: str) -> list:
    formats = formats_for(arch)
    return [(d, formats[d.fmt]) for d in arch_table(arch)
            if d.fmt in formats and (d.fmt == "MAI" or any(op.kind == "a" for op in d.operands))]


@pytest.mark.parametrize("arch", ("gfx908", "gfx90a", "gfx940"))
def test_mfma_and_accvgpr_registers_are_what_the_general_reading_names(arch):
    family = target(arch).family
    vmcnt_max = FAMILY[family].vmcnt_max
    rng = random.Random(arch)
    entries = _entries(arch)
    assert sum(d.fmt == "MAI" for d, _ in entries) >= 20 and any(d.key == "V_ACCVGPR_READ_B32" for d, _ in entries)
    by_table = 0
    for defn, fmt in entries:
        plan = F._plan(defn, fmt.name, family, fmt.layout)
        by_table += all(how in (F._BY_TABLE, F._BY_BIT) for _, _, how, _, _, _ in plan.ops)
        read = F.reader(defn, fmt, family, vmcnt_max)
        for _ in range(40):
            word = rng.getrandbits(8 * fmt.size)
            fields = fmt.split(word)
            got = read(word.to_bytes(fmt.size, "little"))
            general = F.facts_from_fields(defn, fmt.name, fields, family, vmcnt_max)
            assert got == general
            if defn.key == "V_ACCVGPR_MOV_B32":            # (its source's VGPR numbers name AGPRs: read apart)
                continue
            want = tuple((name, out, F._mask(F._operand_regs(op, fields[name], fields, fmt.name, defn.fmt, family)))
                         for name, out, _, _, _, op in plan.ops)
            assert got.operands == want, (defn.key, hex(word))
            reads = writes = 0
            for _, out, m in want:
                if out:
                    writes |= m
                else:
                    reads |= m
            assert (got.rmask, got.wmask) == (reads | plan.imp_rmask, writes | plan.imp_wmask)
    assert by_table >= len(entries) - 1       # all but v_accvgpr_mov's special reading, without `_operand_regs`
