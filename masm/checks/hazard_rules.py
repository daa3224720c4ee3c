"""The hazard tables: wait states the hardware does not insert between two instructions, one table per rule set
(`Target.hazards` in masm/targets.py names which one a target follows).  Data, like the ISA tables: each rule names
what the earlier instruction does (`producer`), what the later one does (`consumer`), whether the two must touch the
same register (`same_register`), and how many wait states (`s_nop N` gives N + 1; every other instruction gives 1)
must lie between them.  The selectors are defined in masm/checks/hazards.py.

Sources (facts only): AMD's GCN3, Vega, CDNA1 and CDNA2 ISA manuals, section "Manually Inserted Wait States
(NOPs)", and LLVM's GCNHazardRecognizer (which instructions and counts clang's output is made to respect).
"""
from __future__ import annotations

from typing import NamedTuple


class Rule(NamedTuple):
    name: str             # short id, shown in the warning
    producer: str         # selector of the earlier instruction (masm/checks/hazards.py PRODUCERS)
    consumer: str         # selector of the later instruction (CONSUMERS)
    waits: int | tuple    # wait states required between them; for an MFMA producer a triple by its size
    #                       (4x4 / 16x16 / 32x32: 2, 8 and 16 passes)
    same_register: bool   # the consumer must read (or write) a register the producer wrote
    what: str             # the rule in words, for the message
    partial: bool = False  # only when the registers overlap without being the same tuple (MFMA srcC chains)
    same_op_accumulates: bool = False  # the producer's own operation reading it as srcC needs no wait (DOT)


_GCN = (
    Rule("valu-sgpr-vmem", "valu_writes_sgpr", "vmem_reads_sgpr", 5, True,
         "a VALU write of an SGPR followed by a vector memory instruction reading it"),
    Rule("valu-vcc-div-fmas", "valu_writes_vcc", "div_fmas", 4, False,
         "a VALU write of VCC followed by v_div_fmas"),
    Rule("valu-sgpr-lane-select", "valu_writes_sgpr", "lane_select", 4, True,
         "a VALU write of an SGPR followed by v_readlane/v_writelane using it as the lane select"),
    Rule("setreg-getreg", "setreg", "getreg", 2, True,
         "s_setreg followed by s_getreg of the same hardware register"),
    Rule("setreg-setreg", "setreg", "setreg", 2, True,
         "s_setreg followed by s_setreg of the same hardware register"),
    Rule("valu-vgpr-dpp", "valu_writes_vgpr", "dpp_reads_vgpr", 2, True,
         "a VALU write of a VGPR followed by a DPP instruction reading it"),
    Rule("valu-exec-dpp", "valu_writes_exec", "dpp", 5, False,
         "a VALU write of EXEC followed by a DPP instruction"),
    Rule("salu-m0-read", "salu_writes_m0", "reads_m0_early", 1, False,
         "an SALU write of M0 followed by s_sendmsg, GDS, s_movrel, LDS-direct or an LDS DMA load reading it"),
    Rule("wide-store-data", "wide_vmem_store", "valu_writes_vgpr_c", 1, True,
         "a vector memory store of more than 8 bytes followed by a VALU write of its data registers"),
)

# MFMA and AccVGPR rules of CDNA1 (gfx908: separate AccVGPR file)
_CDNA1_MAI = (
    Rule("valu-exec-mfma", "valu_writes_exec", "mfma_or_acc_write", 4, False,
         "a VALU write of EXEC followed by an MFMA or v_accvgpr_write"),
    Rule("valu-vgpr-mfma", "valu_writes_vgpr", "mfma_or_acc_write_reads_vgpr", 2, True,
         "a VALU write of a VGPR followed by an MFMA or v_accvgpr_write reading it"),
    Rule("mfma-agpr-srcc", "mfma_writes", "mfma_srcc", 2, True,
         "an MFMA result followed by an MFMA reading part of it as srcC", partial=True),
    Rule("mfma-agpr-acc-read", "mfma_writes", "acc_read", (4, 10, 18), True,
         "an MFMA result followed by v_accvgpr_read of it"),
    Rule("mfma-agpr-acc-write", "mfma_writes", "acc_write_dst", (1, 7, 15), True,
         "an MFMA result followed by v_accvgpr_write overwriting it"),
    Rule("acc-write-mfma-srcc", "acc_write", "mfma_srcc_any", 1, True,
         "v_accvgpr_write followed by an MFMA reading the AccVGPR as srcC"),
    Rule("acc-write-mfma-srcab", "acc_write", "mfma_srcab", 3, True,
         "v_accvgpr_write followed by an MFMA reading the AccVGPR as srcA/srcB"),
    Rule("acc-write-acc-read", "acc_write", "acc_read", 3, True,
         "v_accvgpr_write followed by v_accvgpr_read of the same AccVGPR"),
    Rule("mfma-srcc-acc-write", "mfma_reads_srcc", "acc_write_dst", (0, 5, 13), True,
         "an MFMA reading srcC followed by v_accvgpr_write overwriting it"),
    Rule("acc-read-memory", "acc_read_writes_vgpr", "memory_reads_vgpr", 2, True,
         "v_accvgpr_read followed by a memory instruction reading its result"),
)

# MFMA rules of CDNA2 and CDNA3 (one register file: AccVGPRs are VGPRs to the hazard rules), and DOT results
_CDNA2_MAI = (
    Rule("valu-exec-mfma", "legacy_valu_writes_exec", "mfma", 4, False,
         "a VALU write of EXEC followed by an MFMA"),
    Rule("valu-vgpr-mfma", "legacy_valu_writes_vgpr", "mfma_reads_vgpr", 2, True,
         "a VALU write of a VGPR or AccVGPR followed by an MFMA reading it"),
    Rule("mfma-srcab", "mfma_writes", "mfma_srcab", (5, 11, 19), True,
         "an MFMA result followed by an MFMA reading it as srcA/srcB"),
    Rule("mfma-srcc", "mfma_writes", "mfma_srcc", (2, 8, 16), True,
         "an MFMA result followed by an MFMA reading part of it as srcC", partial=True),
    Rule("mfma-valu-read", "mfma_writes", "non_mfma_reads", (5, 11, 19), True,
         "an MFMA result followed by a VALU, memory or export instruction reading it"),
    Rule("dot-read", "dot_writes", "valu_reads_vgpr", 3, True,
         "a DOT result followed by a VALU reading it (other than the same DOT operation accumulating it)",
         same_op_accumulates=True),
)

_CDNA2 = (
    Rule("valu-sgpr-valu", "valu_writes_sgpr", "valu_reads_sgpr", 2, True,
         "a VALU write of an SGPR or VCC followed by a VALU reading it"),
    Rule("valu-exec-lane", "valu_writes_exec", "rw_lane", 4, False,
         "a VALU write of EXEC followed by v_readlane/v_readfirstlane/v_writelane"),
    Rule("valu-vgpr-readlane", "valu_writes_vgpr", "readlane_src", 1, True,
         "a VALU write of a VGPR followed by v_readlane/v_readfirstlane reading it"),
)

_CDNA3 = (
    Rule("trans-use", "trans_writes_vgpr", "non_trans_valu_reads", 1, True,
         "a transcendental VALU result used by the next non-transcendental VALU"),
)

_CDNA3_MFMA_READ = (4, 6, 10)

RULE_SETS: dict[str, tuple[Rule, ...]] = {
    "gfx8": _GCN,
    "gfx9": _GCN,
    "gfx908": _GCN + _CDNA1_MAI,
    "gfx90a": _GCN + _CDNA2_MAI,
    # CDNA3's MFMA latencies depend on each operation's passes, not only on its size (32x32x8 f16 takes 8 passes,
    # 32x32x1 f32 16): until the table knows passes per operation, the smallest count of a size is required
    "gfx940": tuple(r._replace(waits=2) if r.name == "wide-store-data" else r for r in _GCN)
    + tuple(r._replace(waits=_CDNA3_MFMA_READ) if r.name in ("mfma-srcab", "mfma-valu-read") else r
            for r in _CDNA2_MAI) + _CDNA2 + _CDNA3,
}
