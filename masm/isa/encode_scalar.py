"""Scalar formats: SOP1, SOP2, SOPC, SOPK, SOPP (waitcnt, hwreg, sendmsg, gpr_idx, branch labels) and SMEM."""
from __future__ import annotations

from .model import Fixup
from .operands import OperandError, parse_int
from . import syntax
from .encode_operands import (SYMBOL_RE, names_register, OperandFail, EncodeState, check_source_limits, operand_limits,
                              read_sgpr, read_source, use_literal, read_literal, take_flag, reject_leftover_modifiers,
                              bind_operands, check_modifier_order, take_int)


# -------- scalar formats
def encode_salu(st: EncodeState, ops, mm, mcol):
    fixups = []
    # llvm-mc takes one SOPP form without its operand: `s_endpgm` (`s_nop`, `s_sleep`, `s_trap` ... need theirs)
    for o, it in bind_operands(st, ops, mcol, optional_tail=st.defn.fmt == "SOPP" and st.defn.name == "s_endpgm"):
        k = o.kind
        if k == "literal32":
            read_literal(st, it, "i32")
        elif k == "s":
            st.values[o.field] = read_sgpr(st, it, o.width, field=o.field)
        elif k == "ssrc":
            s = read_source(st, it, o.width, vgpr=False, literal=True, mods=False, typ="i64" if o.width == 2 else "i32")
            check_source_limits(st, o.field, it, s)
            if s.code == 255:
                use_literal(st, it, s)
            st.values[o.field] = s.code
        elif k in ("imm16", "label"):
            v = parse_int(it.text)
            if v is None:
                if k == "label" and SYMBOL_RE.match(it.text) and not names_register(it.text, st.family):
                    # (a branch target is a label or an absolute value: llvm-mc takes no label +/- offset there)
                    fixups.append(Fixup("branch16", 0, it.text))
                    continue
                raise OperandFail(it.col, f"invalid operand '{it.text}': expected an immediate")
            if not -0x8000 <= v <= 0xFFFF:
                raise OperandFail(it.col, "invalid immediate: only 16-bit values are legal")
            if v < 0 and f"{st.defn.name}:{o.field}" in operand_limits(st.family)["negative"]:
                raise OperandFail(it.col, f"invalid immediate: {st.defn.name} takes an unsigned 16-bit value")
            st.values[o.field] = v & 0xFFFF
        else:
            try:
                if k == "hwreg":
                    v = syntax.parse_hwreg(it.text, st.family)
                elif k == "sendmsg":
                    v = syntax.parse_sendmsg(it.text, st.family)
                elif k == "waitcnt":
                    v = syntax.parse_waitcnt(" ".join(x.text for x in ops[ops.index(it):]), st.family)
                elif k == "gpr_idx":
                    v = syntax.parse_gpr_idx(it.text)
                else:
                    raise OperandFail(it.col, f"unsupported operand kind {k}")
            except OperandError as e:
                raise OperandFail(it.col, e.message)
            st.values[o.field] = v
            if k == "waitcnt":
                break
    if st.defn.fmt == "SOPK" and st.defn.name == "s_setreg_imm32_b32":
        pass
    reject_leftover_modifiers(mm)
    return fixups


def encode_sopp(st, ops, mm, mcol):
    if st.defn.operands and st.defn.operands[0].kind == "waitcnt":
        if not ops:
            raise OperandFail(mcol, "too few operands for instruction")
        try:
            st.values["simm16"] = syntax.parse_waitcnt(" ".join(x.text for x in ops), st.family)
        except OperandError as e:
            raise OperandFail(ops[0].col, e.message)
        reject_leftover_modifiers(mm)
        return []
    return encode_salu(st, ops, mm, mcol)


def _smem_offset(st: EncodeState, it, v: int) -> int:
    """An immediate SMEM offset: gfx8, and on gfx9 the buffer forms (a 4-dword resource as sbase), take unsigned
    20-bit offsets, the others signed 21-bit ones."""
    buffer = any(b.field == "sbase" and b.width == 4 for b in st.defn.operands)
    if (st.family == "gfx8" or buffer) and not 0 <= v <= 0xFFFFF:
        raise OperandFail(it.col, "invalid offset: expected a 20-bit unsigned value")
    if st.family != "gfx8" and not -0x100000 <= v <= 0xFFFFF:
        raise OperandFail(it.col, "invalid offset: expected a 21-bit signed value")
    return v & 0x1FFFFF


def encode_smem(st: EncodeState, ops, mm, mcol):
    offset_optional = bool(st.defn.operands) and st.defn.operands[-1].kind == "smem_offset"
    if st.isa.smem_offset_and_sgpr:
        check_modifier_order(mm, ("offset", "glc"))
    if offset_optional:
        st.values["imm"] = 1            # `s_load_dword s0, s[0:1]` means offset 0
    for o, it in bind_operands(st, ops, mcol, optional_tail=offset_optional):
        if o.kind == "s":
            code = read_sgpr(st, it, o.width, field=o.field)
            if o.field == "sbase":
                st.values["sbase"] = code >> 1
            else:
                st.values[o.field] = code
        elif o.kind == "imm7":
            v = parse_int(it.text)
            if v is None or not 0 <= v <= 127:
                raise OperandFail(it.col, "invalid operand: expected a 7-bit immediate")
            st.values["sdata"] = v
        elif o.kind == "smem_offset":
            v = parse_int(it.text)
            if v is None and it.text.lower() in ("glc", "noglc") and st.isa.llvm >= 19:
                # llvm-mc 19 (gfx940-942) reads `s_load_dword s1, s[2:3] glc` as offset 0 with glc
                if it.text.lower() == "glc":
                    if "glc" in mm:
                        raise OperandFail(it.col, "invalid operand for instruction (glc given twice)")
                    mm["glc"] = (it, None)
                st.values["offset"], st.values["imm"] = 0, 1
                continue
            if v is None and it.text.lower() in ("glc", "noglc"):
                # llvm-mc 14 encodes `s_load_dword s1, s[2:3] glc` as offset 1 without glc: refused
                raise OperandFail(it.col, f"missing offset: write it before '{it.text}' (s_load_dword s1, s[2:3], 0 "
                                          f"glc)")
            if v is None:
                code = read_sgpr(st, it, 1)    # (llvm-mc 14 takes src_execz here but encodes m0: refused)
                if "offset" in mm and st.isa.smem_offset_and_sgpr:     # `s4 offset:0x10`: both, with the soe bit
                    item, _ = mm["offset"]
                    st.values.update(soe=1, soffset=code, offset=_smem_offset(st, item, take_int(
                        mm, "offset", -0x100000, 0xFFFFF)), imm=1)
                    continue
                st.values["offset"] = code
                st.values["imm"] = 0
            else:
                st.values["offset"] = _smem_offset(st, it, v)
                st.values["imm"] = 1
    # glc only on memory accesses that move data (loads, stores, atomics): llvm-mc refuses it on s_dcache_discard,
    # s_atc_probe and s_memtime
    moves_data = any(o.field == "sdata" and o.kind == "s" for o in st.defn.operands) and \
        any(o.field == "sbase" for o in st.defn.operands)
    if moves_data and take_flag(mm, "glc"):
        st.values["glc"] = 1
    reject_leftover_modifiers(mm)
    return []
