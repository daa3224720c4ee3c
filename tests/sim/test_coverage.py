"""Which table instructions the simulator executes: prints `set(table) - set(semantics)` per architecture.

Informational by design (not every table entry needs semantics, e.g. graphics-only image sampling); what must hold
is that every registered semantic names a real table key, so a typo cannot silently leave an instruction uncovered.
"""
from masm.isa.formats import ARCH_FAMILY
from masm.isa.table import arch_table
from masm.sim.semantics import covered_keys

# Real GCN instructions with semantics here that masm's ISA table does not list yet (reported to the ISA owner).
NOT_YET_IN_TABLE = {"V_MADAK_F16", "V_MADAK_F32", "V_MADMK_F16", "V_MADMK_F32", "V_NOP"}


def test_report_coverage_and_no_stray_semantics():
    all_keys = set()
    for arch in ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx941", "gfx942"):
        keys = {d.key for d in arch_table(arch)}
        all_keys |= keys
        covered = covered_keys(ARCH_FAMILY[arch]) & keys
        missing = sorted(keys - covered)
        images = [k for k in missing if k.startswith("IMAGE_")]
        rest = [k for k in missing if not k.startswith("IMAGE_")]
        print(f"\n{arch}: {len(covered)}/{len(keys)} instructions simulated; not simulated ({len(missing)}): "
              f"{len(images)} IMAGE_* sampling instructions, " + " ".join(rest))
    stray = {k for fam in ("gfx8", "gfx9", "gfx90a", "gfx940") for k in covered_keys(fam)} - all_keys - NOT_YET_IN_TABLE
    assert not stray, f"semantics registered for keys that are in no table: {sorted(stray)}"
