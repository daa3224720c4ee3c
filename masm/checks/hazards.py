"""Missing wait states: two instructions closer together than a rule of the target's hazard table allows
(masm/checks/hazard_rules.py), on any path through the control-flow graph, loops' back edges included.

The state at each point is the set of recent producers (rule producer, registers, instruction) with the wait states
issued since each; `s_nop N` gives N + 1 wait states, every other instruction 1.  A producer is forgotten once no
rule can need it any more.  A consumer closer than a rule allows is reported with the `s_nop` that makes up the
difference; the rest of the walk assumes it was inserted.
"""
from __future__ import annotations

from itertools import accumulate, compress
from operator import attrgetter, itemgetter

from .cfg import columns
from .dataflow import Analysis
from .facts import AGPR, EXEC, LDS_MEMORY, M0, VCC, VGPR, Facts, any_field_is, field_of
from .hazard_rules import RULE_SETS, mfma_class, source

_TRANS = ("V_RCP_", "V_RSQ_", "V_SQRT_", "V_LOG_", "V_EXP_", "V_SIN_", "V_COS_", "V_RCP_IFLAG_")
_M0_EARLY = ("S_SENDMSG", "S_SENDMSGHALT", "S_TTRACEDATA", "S_MOVRELS_B32", "S_MOVRELS_B64", "S_MOVRELD_B32",
             "S_MOVRELD_B64", "V_MOVRELS_B32", "V_MOVRELD_B32", "V_MOVRELSD_B32", "V_MOVRELSD_2_B32")
_LDS_DIRECT = 254
_SOURCES = ("src0", "src1", "src2")
# how many earlier clause members a new one is compared with: LLVM's hazard recognizer looks back this far, so
# clang's output is only guaranteed to respect the rule within it
CLAUSE_WINDOW = 5


_SGPRS = (1 << 128) - 1                        # bit masks over the register space of masm/checks/facts.py
_VGPRS = ((1 << (AGPR - VGPR)) - 1) << VGPR
_VECTOR = ((1 << 2048) - 1) << VGPR             # VGPRs and AGPRs (every register number from 256 up)
_EXEC = (1 << EXEC[0]) | (1 << EXEC[1])
_NOT_LDS = ~(1 << LDS_MEMORY)
_VCC = (1 << VCC[0]) | (1 << VCC[1])
_M0 = 1 << M0


def _union(regsets) -> int:
    m = 0
    for regs in regsets:
        for r in regs:
            m |= 1 << r
    return m


def _hwreg(f) -> int:
    return 1 << (f.fields.get("simm16", 0) & 0x3F)


def _is_trans(f) -> bool:
    return f.cls == "valu" and f.key.startswith(_TRANS)


# ---- what an earlier instruction does: the registers (or hardware register ids) a rule can match, as a bit mask,
# or None
def _valu_writes_sgpr(f):
    return f.wmask & _SGPRS if f.cls == "valu" else None


def _valu_writes_vcc(f):
    return _VCC if f.cls == "valu" and f.wmask >> VCC[0] & 1 else None


def _valu_writes_vgpr(f):
    return f.wmask & _VGPRS if f.cls == "valu" else None


def _valu_writes_exec(f):
    return _EXEC if f.cls == "valu" and f.wmask >> EXEC[0] & 1 else None


def _setreg(f):
    return _hwreg(f) if f.key in ("S_SETREG_B32", "S_SETREG_IMM32_B32") else None


def _salu_writes_m0(f):
    return _M0 if f.cls in ("salu", "branch") and f.wmask & _M0 else None


def _wide_vmem_store(f):
    if f.store_bytes <= 8:
        return None
    if f.encoding in ("MUBUF", "MTBUF") and f.fields.get("soffset", 128) < 128:
        return None                       # an SGPR soffset: no hazard (LLVM createsVALUHazard)
    return _union((f.store_data,))


def _trans_writes_vgpr(f):
    return f.wmask & _VGPRS if _is_trans(f) else None


def _is_mfma(f) -> bool:
    return f.encoding == "MAI" and not f.key.startswith("V_ACCVGPR_")


def _size(f) -> str:
    """An MFMA's class for the rule tables (hazard_rules.mfma_class: kind and passes)."""
    return mfma_class(f.key)


def _mfma_writes(f):
    return (f.wmask & _VECTOR, _size(f)) if _is_mfma(f) else None


def _mfma_reads_srcc(f):
    if not _is_mfma(f):
        return None
    regs = _mfma_srcc(f)
    return (regs, _size(f)) if regs else None


_NO_REGISTER = -1                 # a producer no rule compares registers with


def _dgemm(f):
    return (_NO_REGISTER, "dgemm") if _is_mfma(f) and _size(f)[0] == "d" else None


def _valu_forwards_dst(f):
    """A VALU that writes part of its destination VGPR through the forwarding path (LLVM's dst_sel forwarding
    hazard): SDWA with dst_sel other than DWORD, VOP3 with op_sel[3], the fp8/bf8 stochastic-rounding conversions
    with op_sel[2] or [3], and (as LLVM reads the modifier bit) a packed VOP3P op with op_sel_hi[0] set."""
    if f.cls != "valu" or _is_mfma(f) or f.key.startswith("V_ACCVGPR"):
        return None
    enc = f.encoding
    fields = f.fields
    if enc.endswith("_SDWA"):
        hit = fields.get("dst_sel", 6) != 6
    elif enc == "VOP3P":
        hit = bool(fields.get("op_sel_hi", 0) & 1)
    elif enc.startswith("VOP3"):
        hit = bool(fields.get("op_sel", 0) & 8) or (f.key in ("V_CVT_SR_FP8_F32", "V_CVT_SR_BF8_F32")
                                                    and bool(fields.get("op_sel", 0) & 12))
    else:
        hit = False
    return f.wmask & _VGPRS if hit else None


def _acc_write(f):
    return f.wmask & _VECTOR if f.key == "V_ACCVGPR_WRITE_B32" else None


def _acc_read_writes_vgpr(f):
    return f.wmask & _VGPRS if f.key == "V_ACCVGPR_READ_B32" else None


def _legacy_valu_writes_vgpr(f):
    return f.wmask & _VECTOR if f.cls == "valu" and not _is_mfma(f) and not f.key.startswith("V_DOT") \
        else None


def _legacy_valu_writes_exec(f):
    return _EXEC if f.cls == "valu" and not _is_mfma(f) and f.wmask >> EXEC[0] & 1 else None


def _valu_writes_vector(f):
    return f.wmask & _VECTOR if f.cls == "valu" else None


def _plain_valu_writes_vgpr(f):
    """A VALU write of a VGPR by an instruction that is neither an MFMA nor v_accvgpr_read/write."""
    return f.wmask & _VGPRS if f.cls == "valu" and not _is_mfma(f) and not f.key.startswith("V_ACCVGPR") \
        else None


def _acc_read_or_write(f):
    return (_NO_REGISTER, 0) if f.key in ("V_ACCVGPR_READ_B32", "V_ACCVGPR_WRITE_B32") else None


def _dot_writes(f):
    return (f.wmask & _VGPRS, f.key) if f.key.startswith("V_DOT") else None


PRODUCERS = {"mfma_writes": _mfma_writes, "mfma_reads_srcc": _mfma_reads_srcc, "acc_write": _acc_write,
             "acc_read_writes_vgpr": _acc_read_writes_vgpr, "legacy_valu_writes_vgpr": _legacy_valu_writes_vgpr,
             "legacy_valu_writes_exec": _legacy_valu_writes_exec, "dot_writes": _dot_writes,
             "valu_writes_sgpr": _valu_writes_sgpr, "valu_writes_vcc": _valu_writes_vcc,
             "valu_writes_vgpr": _valu_writes_vgpr, "valu_writes_exec": _valu_writes_exec, "setreg": _setreg,
             "salu_writes_m0": _salu_writes_m0, "wide_vmem_store": _wide_vmem_store,
             "trans_writes_vgpr": _trans_writes_vgpr, "dgemm": _dgemm, "valu_forwards_dst": _valu_forwards_dst,
             "valu_writes_vector": _valu_writes_vector, "plain_valu_writes_vgpr": _plain_valu_writes_vgpr,
             "acc_read_or_write": _acc_read_or_write}


# ---- what a later instruction does: the registers it touches that matter (a bit mask), True (no register
# involved) or None
def _vmem_reads_sgpr(f):
    return f.rmask & _SGPRS & ~_EXEC if f.cls == "vmem" else None


def _div_fmas(f):
    return True if f.key.startswith("V_DIV_FMAS") else None


def _lane_select(f):
    if f.key not in ("V_READLANE_B32", "V_WRITELANE_B32"):
        return None
    code = f.fields.get("src1", f.fields.get("ssrc1"))
    return 1 << code if code is not None and code < 128 else None


def _getreg(f):
    return _hwreg(f) if f.key == "S_GETREG_B32" else None


def _setreg_consumer(f):
    return _hwreg(f) if f.key in ("S_SETREG_B32", "S_SETREG_IMM32_B32") else None


def _dpp_reads_vgpr(f):
    """The VGPRs a DPP instruction reads, with its destination where lanes keep their old value (a row or bank mask
    that leaves some out, or bound_ctrl off with a control that has lanes without a source: row_shl/shr, wave_shl/
    shr, row_bcast): LLVM's tied `old` operand, which clang sets by a VALU just before (`v_mov_b32 v0, 7`, `s_nop 1`,
    `v_mov_b32_dpp v0, v5 ... row_mask:0x3 bank_mask:0xe`)."""
    if not f.encoding.endswith("_DPP"):
        return None
    fields = f.fields
    keeps = fields.get("row_mask", 15) != 15 or fields.get("bank_mask", 15) != 15 or \
        not fields.get("bound_ctrl", 0) and fields.get("dpp_ctrl", 0) in _DPP_LANES_WITHOUT_SOURCE
    return (f.rmask | f.wmask if keeps else f.rmask) & _VGPRS


_DPP_LANES_WITHOUT_SOURCE = frozenset([*range(0x101, 0x110), *range(0x111, 0x120), 0x130, 0x138, 0x142, 0x143])


def _dpp(f):
    return True if f.encoding.endswith("_DPP") else None


def _reads_m0_early(f):
    key = f.key
    if key in _M0_EARLY or key.startswith("V_INTERP_"):
        return True
    cls = f.cls
    if cls == "valu":
        return True if any_field_is(f, _SOURCES, _LDS_DIRECT) else None
    if cls == "ds":
        return True if field_of(f, "gds") else None
    if cls == "vmem":
        return True if field_of(f, "lds") else None
    return None


def _valu_writes_vgpr_c(f):
    return f.wmask & _VGPRS if f.cls == "valu" else None


def _valu_reads_sgpr(f):
    return f.rmask & _SGPRS & ~(_EXEC | _M0) if f.cls == "valu" else None


def _rw_lane(f):
    return True if f.key in ("V_READLANE_B32", "V_READFIRSTLANE_B32", "V_WRITELANE_B32") else None


def _readlane_src(f):
    return f.rmask & _VGPRS if f.key in ("V_READLANE_B32", "V_READFIRSTLANE_B32") else None


def _non_trans_valu_reads(f):
    return f.rmask & _VGPRS if f.cls == "valu" and not _is_trans(f) else None


def _operand_union(f, fields, written=False) -> int:
    m = 0
    for fld, out, regs in f.operands:
        if fld in fields and out == written:
            m |= regs
    return m


def _mfma_or_acc_write(f):
    return True if _is_mfma(f) or f.key == "V_ACCVGPR_WRITE_B32" else None


def _mfma_or_acc_write_reads_vgpr(f):
    return f.rmask & _VGPRS if _is_mfma(f) or f.key == "V_ACCVGPR_WRITE_B32" else None


def _mfma(f):
    return True if _is_mfma(f) else None


def _mfma_reads_vgpr(f):
    return (f.rmask & _VECTOR) | _mfma_srcc(f) if _is_mfma(f) else None


def _mfma_srcab(f):
    """srcA and srcB; an SMFMAC's sparsity index (its src2) is read like them."""
    if not _is_mfma(f):
        return None
    return _operand_union(f, ("src0", "src1", "src2") if f.key.startswith("V_SMFMAC") else ("src0", "src1"))


def _mfma_srcc(f):
    """srcC as one tuple (the `partial` rules compare it with the producer's result as a whole); an SMFMAC
    accumulates in its destination (its src2 is the sparsity index)."""
    if not _is_mfma(f):
        return None
    if f.key.startswith("V_SMFMAC"):
        return f.wmask & _VECTOR
    return _operand_union(f, ("src2",))


def _sgemm_srcc(f):
    return _mfma_srcc(f) if _is_mfma(f) and _size(f)[0] != "d" else None


def _dgemm_srcc(f):
    return _mfma_srcc(f) if _is_mfma(f) and _size(f)[0] == "d" else None


def _dgemm_4x4_srcc(f):
    return _mfma_srcc(f) if _is_mfma(f) and _size(f) == "d4" else None


def _non_xdl_srcc(f):
    return _mfma_srcc(f) if _is_mfma(f) and _size(f)[0] != "x" else None


def _valu_reads_any(f):
    return f.rmask & _VECTOR if f.cls == "valu" and not _is_mfma(f) else None


def _memory_reads_any(f):
    return f.rmask & _VECTOR if f.cls in ("vmem", "ds", "other") else None


def _valu_or_load_writes(f):
    if f.cls == "valu" and not _is_mfma(f):
        return f.wmask & _VECTOR
    if f.cls in ("vmem", "ds"):
        return (f.wmask | f.dmask) & _VECTOR
    return None


def _fma64(f):
    return True if f.key.startswith(("V_FMA_F64", "V_FMAC_F64")) else None


def _valu_uses_vgpr(f):
    """The VGPRs a VALU reads, with its destination where it keeps part of it (SDWA dst_unused:UNUSED_PRESERVE,
    VOP3 op_sel[3], the fp8/bf8 byte-selecting conversions): what LLVM's dst_sel forwarding check counts as a use
    (an instruction that only overwrites the register is none: clang 19 puts no s_nop before
    `v_mov_b32 v3, v23` after `v_pk_mul_f32 v[2:3], ...`)."""
    if f.cls != "valu":
        return None
    fields = f.fields
    enc = f.encoding
    keeps = enc.endswith("_SDWA") and fields.get("dst_sel", 6) != 6 and fields.get("dst_unused", 0) == 2 or \
        enc.startswith("VOP3") and enc != "VOP3P" and bool(fields.get("op_sel", 0) & 12)
    return (f.rmask | f.wmask if keeps else f.rmask) & _VGPRS


def _acc_read(f):
    return f.rmask & _VECTOR if f.key == "V_ACCVGPR_READ_B32" else None


def _acc_write_dst(f):
    return f.wmask & _VECTOR if f.key == "V_ACCVGPR_WRITE_B32" else None


def _memory_reads_vgpr(f):
    return f.rmask & _VGPRS if f.cls in ("vmem", "ds") else None


def _memory_reads_vector(f):
    return f.rmask & _VECTOR if f.cls in ("vmem", "ds") else None


def _non_mfma_reads(f):
    if _is_mfma(f) or f.cls not in ("valu", "vmem", "ds", "other"):
        return None
    return f.rmask & _VECTOR


def _valu_reads_vgpr(f):
    return f.rmask & _VGPRS if f.cls == "valu" else None


CONSUMERS = {"mfma_or_acc_write": _mfma_or_acc_write, "mfma_or_acc_write_reads_vgpr": _mfma_or_acc_write_reads_vgpr,
             "mfma": _mfma, "mfma_reads_vgpr": _mfma_reads_vgpr, "mfma_srcab": _mfma_srcab, "mfma_srcc": _mfma_srcc,
             "mfma_srcc_any": _mfma_srcc, "acc_read": _acc_read, "acc_write_dst": _acc_write_dst,
             "memory_reads_vgpr": _memory_reads_vgpr, "non_mfma_reads": _non_mfma_reads,
             "valu_reads_vgpr": _valu_reads_vgpr,
             "vmem_reads_sgpr": _vmem_reads_sgpr, "div_fmas": _div_fmas, "lane_select": _lane_select,
             "getreg": _getreg, "setreg": _setreg_consumer, "dpp_reads_vgpr": _dpp_reads_vgpr, "dpp": _dpp,
             "reads_m0_early": _reads_m0_early, "valu_writes_vgpr_c": _valu_writes_vgpr_c,
             "valu_reads_sgpr": _valu_reads_sgpr, "rw_lane": _rw_lane, "readlane_src": _readlane_src,
             "non_trans_valu_reads": _non_trans_valu_reads, "sgemm_srcc": _sgemm_srcc, "dgemm_srcc": _dgemm_srcc,
             "dgemm_4x4_srcc": _dgemm_4x4_srcc, "non_xdl_srcc": _non_xdl_srcc, "valu_reads_any": _valu_reads_any,
             "memory_reads_any": _memory_reads_any, "valu_or_load_writes": _valu_or_load_writes, "fma64": _fma64,
             "valu_uses_vgpr": _valu_uses_vgpr, "memory_reads_vector": _memory_reads_vector}


def _valu(key, cls, enc):
    return cls == "valu"


def _mai(key, cls, enc):
    return enc == "MAI" or key.startswith("V_ACCVGPR_")


# when a selector can give anything but None, by the instruction's operation, class and encoding alone (a
# selector not listed here is always asked); tests/checks checks these against the selectors on the corpus
GATES = {
    "valu_writes_sgpr": _valu, "valu_writes_vcc": _valu, "valu_writes_vgpr": _valu, "valu_writes_exec": _valu,
    "trans_writes_vgpr": _valu, "legacy_valu_writes_vgpr": _valu, "legacy_valu_writes_exec": _valu,
    "valu_writes_vgpr_c": _valu, "valu_reads_sgpr": _valu, "non_trans_valu_reads": _valu, "valu_reads_vgpr": _valu,
    "setreg": lambda key, cls, enc: key in ("S_SETREG_B32", "S_SETREG_IMM32_B32"),
    "getreg": lambda key, cls, enc: key == "S_GETREG_B32",
    "salu_writes_m0": lambda key, cls, enc: cls in ("salu", "branch"),
    "wide_vmem_store": lambda key, cls, enc: cls == "vmem",
    "vmem_reads_sgpr": lambda key, cls, enc: cls == "vmem",
    "mfma_writes": _mai, "mfma_reads_srcc": _mai, "mfma_or_acc_write": _mai, "mfma_or_acc_write_reads_vgpr": _mai,
    "mfma": _mai, "mfma_reads_vgpr": _mai, "mfma_srcab": _mai, "mfma_srcc": _mai, "mfma_srcc_any": _mai,
    "acc_write": _mai, "acc_read_writes_vgpr": _mai, "acc_read": _mai, "acc_write_dst": _mai,
    "dot_writes": lambda key, cls, enc: key.startswith("V_DOT"),
    "div_fmas": lambda key, cls, enc: key.startswith("V_DIV_FMAS"),
    "lane_select": lambda key, cls, enc: key in ("V_READLANE_B32", "V_WRITELANE_B32"),
    "rw_lane": lambda key, cls, enc: key in ("V_READLANE_B32", "V_READFIRSTLANE_B32", "V_WRITELANE_B32"),
    "readlane_src": lambda key, cls, enc: key in ("V_READLANE_B32", "V_READFIRSTLANE_B32"),
    "dpp_reads_vgpr": lambda key, cls, enc: enc.endswith("_DPP"),
    "dpp": lambda key, cls, enc: enc.endswith("_DPP"),
    "reads_m0_early": lambda key, cls, enc: key in _M0_EARLY or key.startswith("V_INTERP_")
    or cls in ("ds", "vmem", "valu"),
    "memory_reads_vgpr": lambda key, cls, enc: cls in ("vmem", "ds"),
    "memory_reads_vector": lambda key, cls, enc: cls in ("vmem", "ds"),
    "valu_writes_vector": _valu, "plain_valu_writes_vgpr": _valu, "acc_read_or_write": _mai,
    "non_mfma_reads": lambda key, cls, enc: cls in ("valu", "vmem", "ds", "other"),
    "dgemm": _mai, "sgemm_srcc": _mai, "dgemm_srcc": _mai, "dgemm_4x4_srcc": _mai, "non_xdl_srcc": _mai,
    "valu_forwards_dst": _valu, "valu_reads_any": _valu, "valu_uses_vgpr": _valu,
    "memory_reads_any": lambda key, cls, enc: cls in ("vmem", "ds", "other"),
    "valu_or_load_writes": lambda key, cls, enc: cls in ("valu", "vmem", "ds"),
    "fma64": lambda key, cls, enc: key.startswith(("V_FMA_F64", "V_FMAC_F64")),
}


def _masked(mask: int):
    return lambda values: list(map(mask.__and__, values))


# selectors over a group of instructions at once, for the instructions `GATES` lets through: (the facts' field
# they read, a function of that field's values giving what the selector gives for each instruction), without a
# call per instruction; tests/checks compares them with the selectors on generated code and the compiler corpus
BATCHES = {
    "valu_writes_sgpr": ("wmask", _masked(_SGPRS)), "valu_writes_vgpr": ("wmask", _masked(_VGPRS)),
    "valu_writes_vcc": ("wmask", lambda values: [_VCC if v >> VCC[0] & 1 else None for v in values]),
    "valu_writes_exec": ("wmask", lambda values: [_EXEC if v >> EXEC[0] & 1 else None for v in values]),
    "salu_writes_m0": ("wmask", lambda values: [_M0 if v & _M0 else None for v in values]),
    "valu_writes_vector": ("wmask", _masked(_VECTOR)),
}
CONSUMER_BATCHES = {
    "vmem_reads_sgpr": ("rmask", _masked(_SGPRS & ~_EXEC)),
    "valu_writes_vgpr_c": ("wmask", _masked(_VGPRS)), "valu_reads_sgpr": ("rmask", _masked(_SGPRS & ~(_EXEC | _M0))),
    "valu_reads_vgpr": ("rmask", _masked(_VGPRS)), "memory_reads_vgpr": ("rmask", _masked(_VGPRS)),
    "memory_reads_vector": ("rmask", _masked(_VECTOR)),
}
_BATCH_OF = {PRODUCERS[name]: spec for name, spec in BATCHES.items()}
_BATCH_OF.update((CONSUMERS[name], spec) for name, spec in CONSUMER_BATCHES.items())
_FIELD_OF = {"wmask": itemgetter(Facts._fields.index("wmask")), "rmask": itemgetter(Facts._fields.index("rmask")),
             "wdmask": lambda f: f.wmask | f.dmask, "rwmask": lambda f: f.rmask | f.wmask}    # (itemgetters: see cfg)


# selectors whose answer depends on the instruction's operation, class and encoding (its `Facts.kind`) and then on
# one field of its facts alone: per kind, (the field, a function of that field's values over the kind's instructions)
# or None (the selector gives None for every instruction of that kind); `prepare` runs them over a group kind by
# kind, without a call per instruction (most of gfx90a's and gfx940's rules); tests/checks compares them with the
# selectors on generated code and the compiler corpus
def _mfma_kind(key, cls, enc) -> bool:
    return enc == "MAI" and not key.startswith("V_ACCVGPR_")


def _plain_valu_kind(key, cls, enc) -> bool:
    return cls == "valu" and not _mfma_kind(key, cls, enc)


def _trans_kind(key, cls, enc) -> bool:
    return cls == "valu" and key.startswith(_TRANS)


def _each(value):
    return lambda values: [value] * len(values)


def _when(test, field: str, fn):
    return lambda key, cls, enc: (field, fn) if test(key, cls, enc) else None


_ALL_TRUE = _each(True)
_EXEC_IF_WRITTEN = BATCHES["valu_writes_exec"][1]
_ACC_READ, _ACC_WRITE = "V_ACCVGPR_READ_B32", "V_ACCVGPR_WRITE_B32"
KIND_BATCHES = {
    "legacy_valu_writes_vgpr": _when(lambda k, c, e: _plain_valu_kind(k, c, e) and not k.startswith("V_DOT"), "wmask",
                                     _masked(_VECTOR)),
    "legacy_valu_writes_exec": _when(_plain_valu_kind, "wmask", _EXEC_IF_WRITTEN),
    "plain_valu_writes_vgpr": _when(lambda k, c, e: _plain_valu_kind(k, c, e) and not k.startswith("V_ACCVGPR"),
                                    "wmask", _masked(_VGPRS)),
    "acc_write": _when(lambda k, c, e: k == _ACC_WRITE, "wmask", _masked(_VECTOR)),
    "acc_read_writes_vgpr": _when(lambda k, c, e: k == _ACC_READ, "wmask", _masked(_VGPRS)),
    "acc_read_or_write": _when(lambda k, c, e: k in (_ACC_READ, _ACC_WRITE), "wmask", _each((_NO_REGISTER, 0))),
    "dgemm": _when(lambda k, c, e: _mfma_kind(k, c, e) and mfma_class(k)[0] == "d", "wmask",
                   _each((_NO_REGISTER, "dgemm"))),
    "mfma_writes": lambda k, c, e: ("wmask", lambda values, size=mfma_class(k): [(v & _VECTOR, size) for v in values]) \
    if _mfma_kind(k, c, e) else None,
    "trans_writes_vgpr": _when(_trans_kind, "wmask", _masked(_VGPRS)),
    "valu_forwards_dst": None,
    "mfma_or_acc_write": _when(lambda k, c, e: _mfma_kind(k, c, e) or k == _ACC_WRITE, "rmask", _ALL_TRUE),
    "mfma_or_acc_write_reads_vgpr": _when(lambda k, c, e: _mfma_kind(k, c, e) or k == _ACC_WRITE, "rmask",
                                          _masked(_VGPRS)),
    "mfma": _when(_mfma_kind, "rmask", _ALL_TRUE),
    "acc_read": _when(lambda k, c, e: k == _ACC_READ, "rmask", _masked(_VECTOR)),
    "acc_write_dst": _when(lambda k, c, e: k == _ACC_WRITE, "wmask", _masked(_VECTOR)),
    "non_mfma_reads": _when(lambda k, c, e: not _mfma_kind(k, c, e) and c in ("valu", "vmem", "ds", "other"),
                            "rmask", _masked(_VECTOR)),
    "valu_reads_any": _when(_plain_valu_kind, "rmask", _masked(_VECTOR)),
    "memory_reads_any": _when(lambda k, c, e: c in ("vmem", "ds", "other"), "rmask", _masked(_VECTOR)),
    "valu_or_load_writes": lambda k, c, e: ("wmask", _masked(_VECTOR)) if _plain_valu_kind(k, c, e) else \
    ("wdmask", _masked(_VECTOR)) if c in ("vmem", "ds") else None,
    "fma64": _when(lambda k, c, e: k.startswith(("V_FMA_F64", "V_FMAC_F64")), "rmask", _ALL_TRUE),
    "div_fmas": _when(lambda k, c, e: k.startswith("V_DIV_FMAS"), "rmask", _ALL_TRUE),
    "rw_lane": _when(lambda k, c, e: k in ("V_READLANE_B32", "V_READFIRSTLANE_B32", "V_WRITELANE_B32"), "rmask",
                     _ALL_TRUE),
    "readlane_src": _when(lambda k, c, e: k in ("V_READLANE_B32", "V_READFIRSTLANE_B32"), "rmask", _masked(_VGPRS)),
    "dpp": _when(lambda k, c, e: e.endswith("_DPP"), "rmask", _ALL_TRUE),
    "non_trans_valu_reads": _when(lambda k, c, e: c == "valu" and not _trans_kind(k, c, e), "rmask", _masked(_VGPRS)),
}
del KIND_BATCHES["valu_forwards_dst"]             # (reads op_sel / dst_sel from the word: asked per instruction)
_KIND_BATCH_OF = {PRODUCERS[name]: spec for name, spec in KIND_BATCHES.items() if name in PRODUCERS}
_KIND_BATCH_OF.update((CONSUMERS[name], spec) for name, spec in KIND_BATCHES.items() if name in CONSUMERS)
_FACTS_OF = attrgetter("facts")


_NO_ROLE = ((), (), ())


def nops(waits: int) -> str:
    """The s_nop lines that give `waits` wait states (at most 8 each, as compilers write them)."""
    out = []
    while waits > 0:
        out.append(f"s_nop {min(waits, 8) - 1}")
        waits -= 8
    return "\n".join(out)


def _most(waits) -> int:
    return waits if type(waits) is int else max(waits.values())


def _near(count: int, positions, lo: int, hi: int) -> int:
    """The positions p + k (lo <= k < hi) of each p in `positions` (0..count) that lie in 0..count-1, as an int whose
    byte n (little-endian) is 1 for each such position n: the windows are the positions' bytes shifted, or-ed at
    once."""
    pad = -lo if lo < 0 else 0
    base = bytearray(count + pad + 1)
    for p in positions:
        base[p + pad] = 1
    m = int.from_bytes(base, "little")
    out = 0
    for k in range(lo - pad, hi - pad):
        out |= m << 8 * k if k >= 0 else m >> -8 * k
    return out & ((1 << 8 * count) - 1)


def _picked(items, at: list) -> list:
    """`[items[i] for i in at]` (an itemgetter takes them in C: a map of `items.__getitem__` took 5 times as long
    over the 60,000 instructions of bench_plain's mix)."""
    if len(at) > 1:
        return list(itemgetter(*at)(items))
    return [items[at[0]]] if at else []


class _Walk:
    """The state while walking a block: per rule producer, its instances {(producer, registers, instruction,
    size): the time it was issued at}, and the open memory clauses; `now` counts wait states.  Ages are
    `now - time`, so issuing an instruction ages everything at once; an instance no rule can need any more is only
    dropped when its producer makes another (and when the state leaves the block), which changes nothing but the
    dictionaries' size."""
    __slots__ = ("now", "live", "clause")

    def __init__(self, now: int, live: dict, clause: dict):
        self.now, self.live, self.clause = now, live, clause


class MissingWaitStates(Analysis):
    """State (between blocks): {(producer, registers, instruction index, size): wait states since}, registers as a
    bit mask; and the open clauses {("clause", kind, members, 0): wait states since}."""

    def __init__(self, rule_set: str, soft_clauses: bool = False, every_role: bool = False):
        self.soft_clauses = soft_clauses      # XNACK replay: a clause of memory loads must not overwrite its inputs
        self.every_role = every_role          # keep every role and step on every instruction (the tests' reference)
        self.rules = RULE_SETS.get(rule_set, ())
        self.producers = sorted({r.producer for r in self.rules})
        self.horizon = {p: max(_most(r.waits) for r in self.rules if source(r) == p)
                        for p in {source(r) for r in self.rules}}
        # a rule with `between`: its producer's instances are kept as long as it needs them too, and each
        # instruction the `between` selector matches copies them to the rule's own source
        self.betweens = sorted({(r.producer, r.between, source(r)) for r in self.rules if r.between})
        for producer, between, derived in self.betweens:
            self.horizon[producer] = max(self.horizon.get(producer, 0), self.horizon[derived])
        self.by_consumer: dict = {}
        for r in self.rules:
            self.by_consumer.setdefault(r.consumer, []).append(r)
        self.roles: list = []          # per instruction (prepare): (made, checks, passes) or None
        self.active = bytearray()      # per instruction: does the walk step on it (1)
        self.advance: list = []        # per instruction: the wait states it gives
        self.plans: dict = {}          # per block (start, end): `_plan`
        self._asked: dict = {}         # (key, class, encoding) -> (producers, consumers) its GATES let through
        self._shared: dict = {}        # the names of those selectors -> that tuple (one per set of names)
        self._kind_plans: dict = {}    # (selector, kind) -> what KIND_BATCHES gives for the kind

    def entry(self, callee: bool = False):
        return {}

    def copy(self, s):
        return dict(s)

    def join(self, a, b):
        out = None
        get = a.get
        for k, v in b.items():
            w = get(k)
            if w is None or v < w:
                if out is None:
                    out = dict(a)
                out[k] = v
        return a if out is None else out

    def enter(self, s: dict, block: int) -> _Walk:
        live: dict = {}
        clause = {}
        for k, age in s.items():
            if k[0] == "clause":
                clause[k] = -age
            else:
                mine = live.get(k[0])
                if mine is None:
                    mine = live[k[0]] = {}
                mine[k] = -age
        return _Walk(0, live, clause)

    def leave(self, w: _Walk) -> dict:
        """The instances still needed, by age (their order matters within one producer and among the clauses)."""
        now, horizon = w.now, self.horizon
        out = {}
        for producer, mine in w.live.items():
            most = horizon[producer]
            for k, t in mine.items():
                if now - t < most:
                    out[k] = now - t
        for k, t in w.clause.items():
            out[k] = now - t
        return out

    def _asked_for(self, f) -> tuple:
        """The selectors `GATES` lets through for `f`'s operation, class and encoding: (producers, consumers with
        their rules, betweens)."""
        kind = (f.key, f.cls, f.encoding)
        asked = self._asked.get(kind)
        if asked is None:
            # (one tuple per set of selectors let through: `prepare` takes the kinds that share it as one group,
            # a file of every entry's instructions has ~1,600 kinds and ~10 such sets)
            names = (tuple(p for p in self.producers if p not in GATES or GATES[p](*kind)),
                     tuple(c for c in self.by_consumer if c not in GATES or GATES[c](*kind)),
                     tuple(x for x in self.betweens if x[1] not in GATES or GATES[x[1]](*kind)))
            asked = self._shared.get(names)
            if asked is None:
                by_consumer = self.by_consumer
                asked = self._shared[names] = (
                    tuple((p, PRODUCERS[p]) for p in names[0]),
                    tuple((CONSUMERS[c], tuple((ri, rule, source(rule)) for ri, rule in enumerate(by_consumer[c])))
                          for c in names[1]),
                    tuple((p, d, PRODUCERS[b]) for p, b, d in names[2]))
            self._asked[kind] = asked
        return asked

    def prepare(self, graph) -> None:
        """Each instruction's roles, worked out once: what it produces [(producer, registers, size)], per producer
        the rules it may be the consumer of [((consumer index, rule index), rule, registers)] (the order in which
        the first worst is chosen), and the betweens it passes [(producer, derived)]; None for an instruction with
        no role, which the walk passes over counting its wait states.  Only what can matter is kept: a rule is
        asked about only when its producer occurs in the graph, and a producer's instance only when a consumer of
        it (or an instruction passing it on) follows within its horizon in the block, or the block may end before
        the horizon: any other instance is older than every rule's wait states by the time anything reads it."""
        instrs = graph.instrs
        count = len(instrs)
        facts = columns(graph)[0]
        every = self.every_role
        groups: dict = {}                  # the instructions by what GATES lets through for them
        asked_for, by_kind = self._asked_for, self._asked
        segments: dict = {}                # per group: (kind, first, end) of each kind's run of its members
        for kind, members in graph.by_kind.items():
            asked = by_kind.get(kind) or asked_for(facts[members[0]])
            group = groups.get(id(asked))
            if group is None:
                groups[id(asked)] = (asked, list(members))
                segments[id(asked)] = [(kind, 0, len(members))]
            else:
                segments[id(asked)].append((kind, len(group[1]), len(group[1]) + len(members)))
                group[1].extend(members)
        # a producer only when some instruction can be a consumer of one of its rules (or pass it on)
        consumers = {id(select) for asked, _ in groups.values() for select, _ in asked[1]}
        betweens = {p for asked, _ in groups.values() for p, _, _ in asked[2]}
        wanted = {r.producer for r in self.rules if id(CONSUMERS[r.consumer]) in consumers
                  and (r.between is None or r.producer in betweens)}
        # each producer's selector over the instructions GATES lets it see (kept per group until the readers are
        # known): which producers the graph has
        values: dict = {}                  # (group, facts' field) -> the field of each member

        def over(select, group: list, key) -> list:
            """What `select` gives for each instruction of a group (`BATCHES`' way, but with `every_role`)."""
            batch = None if every else _BATCH_OF.get(select)
            if batch is None:
                by_kind = None if every or key is None else _KIND_BATCH_OF.get(select)
                if by_kind is None:
                    return list(map(select, group))
                out: list = []
                plans = self._kind_plans
                for kind, lo, hi in segments[key]:
                    plan = plans.get((select, kind), False)
                    if plan is False:
                        plan = plans[(select, kind)] = by_kind(*kind)
                    if plan is None:
                        out += [None] * (hi - lo)
                        continue
                    name, fn = plan
                    got = values.get((key, name))
                    if got is None:
                        got = values[(key, name)] = list(map(_FIELD_OF[name], group))
                    out += fn(got[lo:hi])
                return out
            name, fn = batch
            if key is None:
                return fn(list(map(_FIELD_OF[name], group)))
            got = values.get((key, name))
            if got is None:
                got = values[(key, name)] = list(map(_FIELD_OF[name], group))
            return fn(got)
        present: set = set(self.producers) if every else set()
        produced: list = []                # (producer, members, what its selector gives for each)
        members_facts: dict = {}           # per group: the facts of its members
        for key, ((producers, _, _), members) in groups.items():
            if not every:
                producers = [(p, select) for p, select in producers if p in wanted]
            if not producers:
                continue
            group = members_facts[key] = _picked(facts, members)
            for p, select in producers:
                got = over(select, group, key)
                produced.append((p, members, got))
                if p not in present and any(got) and any(x and (x[0] if type(x) is tuple else x) for x in got):
                    present.add(p)
        passes_at: dict = {}
        sources = {source(r) for r in self.rules} if every else set(present)
        readers: dict = {}                 # per producer (or derived source): the instructions reading its instances
        for (_, _, between), members in groups.values():
            if not between:
                continue
            between = [(p, d, select) for p, d, select in between if p in present]
            for i in members:
                f = facts[i]
                passes = tuple((p, d) for p, d, select in between if select(f))
                if passes:
                    passes_at[i] = passes
                    for p, d in passes:
                        sources.add(d)
                        readers.setdefault(p, []).append(i)
        # a consumer is asked only where an instance of one of its rules' producers can be younger than the rule's
        # wait states: within them after an instruction making one in the block, or after the block's start (an
        # instance from before it is as old as the wait states since, at least one an instruction); anywhere else
        # each of its rules finds every instance old enough.  A rule with `between` reads copies an in-between
        # instruction makes, each as old as the instance it copies, so at least as old as the wait states since
        # that instruction: the copying instructions stand for its source's makers.
        prune = not every
        making: dict = {}                  # producer -> the instructions its selector gives something for
        if prune:
            for p, members, got in produced:
                making.setdefault(p, []).extend(compress(members, got))
            for i, passes in passes_at.items():
                for _, d in passes:
                    making.setdefault(d, []).append(i)
        starts = [b.start for b in graph.blocks]
        windows_of: dict = {}

        def young(rules) -> bytearray:
            """Where an instance of a source of `rules` may be younger than the rule's wait states (1)."""
            windows = tuple(sorted({(src, _most(rule.waits)) for _, rule, src in rules}))
            hit = windows_of.get(windows)
            if hit is None:
                hit = _near(count, starts, 0, max(w for _, w in windows))
                for src, waits in windows:
                    hit |= _near(count, making.get(src, ()), 1, 1 + waits)
                hit = windows_of[windows] = hit.to_bytes(count, "little")
            return hit
        checks_at: dict = {}
        for key, ((_, consumers, _), members) in groups.items():
            mine = tuple((select, kept) for select, rules in consumers
                         if (kept := tuple(r for r in rules if r[2] in sources)))
            if not mine:
                continue
            # each selector over the group at once, kept where it gives something: {member's position: what it
            # gives}; an instruction with no consumer role is passed over in C (a list of every member, None where
            # the selector was not asked, cost a step per member and selector in the VALU group of ~40k)
            count_of = len(members)
            asked: list = []
            if prune:
                for select, rules in mine:
                    keep = _picked(young(rules), members)
                    if not any(keep):
                        asked.append({})
                        continue
                    if all(keep):
                        at = range(count_of)
                        got = over(select, members_facts.get(key) or _picked(facts, members), key)
                    else:
                        at = list(compress(range(count_of), keep))
                        got = over(select, _picked(facts, _picked(members, at)), None)
                    asked.append(dict(compress(zip(at, got), got)))
            else:
                group = members_facts.get(key) or _picked(facts, members)
                for select, _ in mine:
                    got = over(select, group, key)
                    asked.append(dict(compress(enumerate(got), got)))
            roled = sorted(set().union(*asked)) if len(asked) > 1 else asked[0]
            for at in roled:
                i = members[at]
                checks: dict = {}
                ci = 0
                for (_, rules), given in zip(mine, asked):
                    regs = given.get(at)
                    if not regs:
                        continue
                    for ri, rule, src in rules:
                        found = checks.get(src)
                        if found is None:
                            found = checks[src] = []
                        found.append(((ci, ri), rule, regs))
                    ci += 1
                checks_at[i] = tuple(checks.items())
                for src in checks:
                    readers.setdefault(src, []).append(i)
        # an instance is needed when something reads it (or passes it on) within the producer's horizon, or when
        # the block may end before its horizon: per producer, the instructions whose instance would be, marked
        # window by window
        horizon = self.horizon
        needed: dict = {}
        if not every:
            ends = [b.end for b in graph.blocks]
            for p in present:
                most = horizon[p]
                # (the window before a block's end may reach into the block before: an instance made that nothing
                # reads changes no report, as `every_role` shows)
                needed[p] = (_near(count, readers.get(p, ()), -most, 0) | _near(count, ends, -1 - most, 0)).to_bytes(
                    count, "little")
        made_at: dict = {}
        for p, members, got in produced:
            marks = needed.get(p)
            instances = compress(zip(members, got), got)
            if marks is not None:                 # (the instances needed, picked in C: a fifth of those made)
                instances = compress(instances, map(marks.__getitem__, compress(members, got)))
            for i, x in instances:
                regs, size = x if type(x) is tuple else (x, 0)
                if regs:
                    made = made_at.get(i)
                    if made is None:
                        made_at[i] = [(p, regs, size)]
                    else:
                        made.append((p, regs, size))
        roles: list = [None] * count
        for i, made in made_at.items():
            roles[i] = (made, checks_at.get(i, ()), passes_at.get(i, ()))
        for i in checks_at.keys() | passes_at.keys():
            if roles[i] is None:
                roles[i] = ((), checks_at.get(i, ()), passes_at.get(i, ()))
        self.roles = roles
        # the instructions the walk steps on: those with a role, and with soft clauses the memory instructions next
        # to another one (a lone one opens a clause that the next instruction ends, as passing over it does; a
        # block's successors see its last instruction's clause only by falling through to the next instruction:
        # a branch ends its block and any clause)
        active = bytearray(b"\1") * count if every else bytearray(count)
        for i in made_at.keys() | checks_at.keys() | passes_at.keys():
            active[i] = 1
        advance = [1] * count                     # the wait states each gives: 1, an s_nop its count + 1
        memory: list = []
        for kind, members in graph.by_kind.items():
            if self.soft_clauses and kind[1] in ("vmem", "smem"):
                memory += members
            if facts[members[0]].nops:
                for i in members:
                    advance[i] = facts[i].nops
        if memory:
            near = bytearray(count + 2)           # (instruction i at i + 1: a memory instruction)
            for i in memory:
                near[i + 1] = 1
            for i in memory:
                if near[i] or near[i + 2]:
                    active[i] = 1
        self.active, self.advance = active, advance
        # per block: `_plan`, from the wait states given before each instruction (a running sum)
        given = list(accumulate(advance, initial=0))
        stepped = list(compress(range(count), active))
        plans = self.plans = {}
        k, last = 0, len(stepped)
        for b in graph.blocks:
            steps = []
            at, end = b.start, b.end
            while k < last and stepped[k] < end:
                i = stepped[k]
                steps.append((i, given[i] - given[at]))
                at = i + 1
                k += 1
            plans[(b.start, end)] = (steps, given[end] - given[at])

    def walk(self, w: _Walk, instrs, start: int, end: int, report):
        """`step` on each instruction with a role (and, with soft clauses, each memory instruction); the others
        only add their wait states (and end an open clause)."""
        plan = self.plans.get((start, end))
        if plan is None:                            # (not a block: each instruction looked at)
            plan = self._plan(start, end)
        step = self.step
        steps, tail = plan
        for i, skipped in steps:
            if skipped:
                w.now += skipped
                if w.clause:
                    w.clause = {}
            w = step(w, instrs[i], report)
        if tail:
            w.now += tail
            if w.clause:
                w.clause = {}
        return w

    def _plan(self, start: int, end: int) -> tuple:
        """The instructions start..end-1 the walk steps on, each with the wait states the instructions passed over
        before it give, and the wait states of those after the last."""
        active, advance = self.active, self.advance
        steps = []
        at = start
        i = active.find(1, start, end)
        while i >= 0:
            steps.append((i, sum(advance[at:i]) if i > at else 0))
            at = i + 1
            i = active.find(1, at, end)
        return steps, sum(advance[at:end]) if end > at else 0

    def step(self, w: _Walk, instr, report):
        f = instr.facts
        if self.soft_clauses:
            cls = f.cls
            if cls == "vmem" or cls == "smem":
                self._clause(w, instr, report)
            elif w.clause:                      # (any other instruction ends the clause: `_clause` without a call)
                w.clause = {}
        made, checks, passes = self.roles[instr.index] or _NO_ROLE
        live = w.live
        if checks and live:
            now = w.now
            need_most, worst, first = 0, None, None
            for producer, found in checks:
                mine = live.get(producer)
                if not mine:
                    continue
                for pos, (key, t) in enumerate(mine.items()):
                    _, pregs, at, size = key
                    age = now - t
                    for order, rule, regs in found:
                        waits = rule.waits if type(rule.waits) is int else rule.waits.get(size, 0)
                        if age >= waits:
                            continue
                        if rule.same_register and (regs is True or not (pregs & regs)):
                            continue
                        if rule.partial and pregs == regs or rule.full and pregs != regs:
                            continue
                        if rule.same_op_accumulates and size == f.key and not (
                                pregs & _operand_union(f, ("src0", "src1", "vsrc1"))):
                            continue
                        need = waits - age
                        if need > need_most or need == need_most and (order, pos) < first:
                            need_most, worst, first = need, (rule, at, age), (order, pos)
            if need_most:
                if report is not None:
                    rule, at, _ = worst
                    waits = need_most + worst[2]
                    report(instr, "hazard", f"{rule.what} needs {waits} wait state"
                           f"{'s' if waits > 1 else ''} in between ({rule.name}); {need_most} "
                           f"{'are' if need_most > 1 else 'is'} missing after {{line:{at}}}",
                           nops(need_most))
                w.now += need_most
        w.now += f.nops or 1
        for producer, derived in passes:        # (before this instruction's own instances are made)
            mine = live.get(producer)
            if mine:
                now, most = w.now, self.horizon[derived]
                copies = live.setdefault(derived, {})
                for (_, regs, at, size), t in mine.items():
                    if now - t < most:
                        copies[(derived, regs, at, size)] = t
        if made:
            now, horizon = w.now, self.horizon
            for producer, regs, size in made:
                key = (producer, regs, instr.index, size)
                mine = live.get(producer)
                if mine is None:
                    mine = live[producer] = {}
                # the nearest write counts (LLVM looks back to the nearest def): drop the ones it covers (the
                # instruction's own from an earlier walk round a loop too: it becomes the newest), and those no
                # rule needs any more (issued at or before `stale`; the complement of the registers made once)
                if mine:
                    stale, others = now - horizon[producer], ~regs
                    for old in [k for k, t in mine.items() if t <= stale or not k[1] & others]:
                        del mine[old]
                mine[key] = now
        return w

    def _clause(self, w: _Walk, instr, report) -> None:
        """With XNACK enabled a page fault replays a whole clause of back-to-back memory instructions of one kind
        (vector or scalar); so no instruction of the clause may write a register an instruction of the clause
        reads, and a store may not follow loads in it (LLVM checkSoftClauseHazards).  `s_nop 0` ends a clause."""
        f = instr.facts
        kind = "vmem" if f.cls == "vmem" else "smem" if f.cls == "smem" else None
        if kind is None:
            if w.clause:
                w.clause = {}
            return
        open_ = w.clause
        defs = (f.dmask | f.wmask) & _NOT_LDS         # (a load into LDS defines no register: LLVM's clause has none)
        uses = f.rmask & ~_EXEC
        broken = False
        worst = None
        for k in open_:
            _, ckind, members, _ = k
            if ckind != kind:
                continue
            cdefs = cuses = 0
            for m in members:
                cdefs |= m[0]
                cuses |= m[1]
            if cdefs and ("is_store" in f.flags or (cdefs | defs) & (cuses | uses)):
                broken = True
                worst = members[0][2]
        if broken and report is not None:
            report(instr, "hazard", "with XNACK on, a clause of back-to-back memory instructions is replayed "
                   "whole after a page fault, so none may overwrite a register the clause reads (nor may a "
                   "store follow loads in it): 1 wait state is missing to end the clause that starts at "
                   f"{{line:{worst}}}", "s_nop 0")
        new = {}
        me = (defs, uses, instr.index)
        now = w.now
        for k in open_:
            if k[1] == kind and not broken:
                new[("clause", kind, (k[2] + (me,))[-CLAUSE_WINDOW:], 0)] = now
        if not new:
            new[("clause", kind, (me,), 0)] = now
        w.clause = new
