"""On gfx90a and gfx940 a memory instruction's `acc` bit puts its data and destination in AGPRs; its address
(`addr`, `vaddr`) stays in VGPRs.  The checks once read the address as AGPRs too: `ds_read_b32 a1, v4` in clang's
output was said to read a4 (a false missing-waitcnt warning), and a load into v4 before it was not seen."""
from __future__ import annotations

import random

import pytest

from checks_helpers import check
from masm.checks import facts as F
from masm.isa.formats import formats_for
from masm.isa.table import arch_table
from masm.targets import FAMILY, target

_MEMORY = ("DS", "FLAT", "MUBUF", "MTBUF", "MIMG")
_VGPRS = range(F.VGPR, F.VGPR + 256)
_AGPRS = range(F.AGPR, F.AGPR + 256)


def _registers(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


@pytest.mark.parametrize("arch", ("gfx90a", "gfx940"))
def test_the_acc_bit_moves_data_to_agprs_and_leaves_the_address_in_vgprs(arch):
    family = target(arch).family
    vmcnt_max = FAMILY[family].vmcnt_max
    formats = formats_for(arch)
    rng = random.Random(arch)
    entries = [(d, formats[d.fmt]) for d in arch_table(arch)
               if d.fmt in _MEMORY and d.fmt in formats and "acc" in formats[d.fmt].layout]
    assert len(entries) > 300
    seen = {"address": 0, "data": 0}
    for defn, fmt in entries:
        read = F.reader(defn, fmt, family, vmcnt_max)
        lo = fmt.layout["acc"][0]
        for acc in (0, 1):
            for _ in range(8):
                word = rng.getrandbits(8 * fmt.size) & ~(1 << lo) | acc << lo
                fields = fmt.split(word)
                general = F.facts_from_fields(defn, fmt.name, fields, family, vmcnt_max)
                got = read(word.to_bytes(fmt.size, "little"))
                assert got == general, (defn.key, hex(word))
                kinds = {op.field: op.kind for op in defn.operands}
                for name, _, mask in got.operands:
                    if kinds.get(name) != "v" or not mask:
                        continue
                    address = name in ("addr", "vaddr")
                    seen["address" if address else "data"] += 1
                    files = _VGPRS if address or not acc else _AGPRS
                    # (its first register: a random tuple may run past v255, past the file's end)
                    assert min(_registers(mask)) in files, (arch, defn.key, name, acc, hex(word))
    assert seen["address"] > 1000 and seen["data"] > 1000


def _source(*lines: str) -> str:
    return "".join(f"{line}\n" if line.endswith(":") else f"  {line}\n" for line in lines) + "  s_endpgm\n"


@pytest.mark.parametrize("arch", ("gfx90a", "gfx940"))
def test_an_agpr_load_does_not_make_its_address_number_a_pending_agpr(arch):
    # clang's shape: a4 loaded by address v4; one path waits, the other goes straight to the next load by v4
    source = _source("ds_read_b32 a4, v4", "s_cbranch_scc0 L1", "s_waitcnt lgkmcnt(0)", "L1:",
                     "ds_read_b32 a1, v4", "s_waitcnt lgkmcnt(0)")
    assert check(source, arch) == []


@pytest.mark.parametrize("arch", ("gfx90a", "gfx940"))
@pytest.mark.parametrize("lines, want", [
    # the address of an AGPR load, still being loaded
    (("global_load_dword v4, v[0:1], off", "ds_read_b32 a1, v4", "s_waitcnt vmcnt(0) lgkmcnt(0)"),
     [(2, "missing-waitcnt", "s_waitcnt vmcnt(0)")]),
    (("buffer_load_dword a4, off, s[0:3], 0", "buffer_load_dword a1, v4, s[0:3], 0 offen", "s_waitcnt vmcnt(0)"),
     []),
    # the loaded AGPR itself
    (("global_load_dword a4, v[0:1], off", "v_accvgpr_read_b32 v0, a4", "s_waitcnt vmcnt(0)"),
     [(2, "missing-waitcnt", "s_waitcnt vmcnt(0)")]),
    # a store's address v[4:5] is not a[4:5]: only the clause rule (a store after a load) remains
    (("global_load_dword a4, v[0:1], off", "global_store_dword v[4:5], a6, off", "s_waitcnt vmcnt(0)"),
     [(2, "hazard", "s_nop 0")]),
    (("global_load_dword v4, v[0:1], off", "global_store_dword v[4:5], a6, off", "s_waitcnt vmcnt(0)"),
     [(2, "missing-waitcnt", "s_waitcnt vmcnt(0)"), (2, "hazard", "s_nop 0")]),
])
def test_agpr_memory_instructions_wait_for_what_they_really_read(arch, lines, want):
    assert check(_source(*lines), arch) == want
