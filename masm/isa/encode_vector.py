"""Vector ALU formats: VOP1/VOP2/VOPC (e32), VOP3/VOP3B, VOP3P, MAI, SDWA, DPP and VINTRP."""
from __future__ import annotations

from .formats import formats_for
from .model import Operand
from .operands import Item, OperandError
from . import syntax
from .encode_operands import (LDS_DIRECT, EncodeState, OperandFail, bind_operands, check_constant_bus,
                              check_overlap, check_scalar_limits,
                              check_modifier_order, check_source_limits, note_register, operand_limits, read_literal, read_register,
                              read_sgpr, read_source, read_vgpr, reject_leftover_modifiers, take_bits, take_flag,
                              take_int, use_literal)


SDWA_MODIFIERS = ("dst_sel", "dst_unused", "src0_sel", "src1_sel")


DPP_MODIFIERS = ("quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror",
             "row_mirror", "row_half_mirror", "row_bcast", "row_newbcast", "row_mask", "bank_mask", "bound_ctrl")


# -------- VALU
def read_vop_dst(st: EncodeState, o, it: Item):
    if o.kind == "s":
        r = read_register(st, it)
        if r.file != "s" or r.index < 235 and r.count != o.width or r.index == LDS_DIRECT:
            raise OperandFail(it.col, f"invalid operand '{it.text}': expected {o.width}-dword SGPR")
        check_scalar_limits(st, o.field, it, r)
        note_register(st, r)
        return r.index
    if o.kind == "a":
        return read_vgpr(st, it, o.width, want_agpr=True).index
    return read_vgpr(st, it, o.width).index


def encode_vop_e32(st: EncodeState, ops, mm, mcol):
    if mm:
        item, _ = min(mm.values(), key=lambda x: x[0].col)
        raise OperandFail(item.col, f"invalid modifier '{item.text}' for this instruction")
    for o, it in bind_operands(st, ops, mcol):
        if o.kind == "src":
            s = read_source(st, it, o.width, vgpr=True, literal=True, mods=False, typ=o.type or st.defn.type,
                            fold=True)
            check_source_limits(st, o.field, it, s)
            if s.code == 255:
                use_literal(st, it, s)
            st.values[o.field] = s.code
        elif o.kind == "literal32":
            read_literal(st, it, st.defn.type)
        elif o.field == "vsrc1":
            st.values["vsrc1"] = read_vgpr(st, it, o.width).index
        else:
            st.values[o.field] = read_vop_dst(st, o, it)
    check_constant_bus(st, ops[-1].col if ops else mcol)
    return []


OMOD = {"mul:2": 1, "mul:4": 2, "div:2": 3}


def take_omod_clamp(st: EncodeState, mm: dict) -> None:
    if take_flag(mm, "clamp"):
        st.values["clamp"] = 1
    if "mul" in mm and "div" in mm:
        item = max(mm["mul"][0], mm["div"][0], key=lambda i: i.col)
        raise OperandFail(item.col, f"invalid modifier '{item.text}': one output modifier per instruction")
    for key in ("mul", "div"):
        if key in mm:
            item, arg = mm.pop(key)
            v = OMOD.get(f"{key}:{arg}")
            if v is None:
                raise OperandFail(item.col, f"invalid output modifier '{item.text}'")
            st.values["omod"] = v


VOP3_MODIFIER_ORDER = ("high", "clamp", "mul", "div")
SDWA_MODIFIER_ORDER = ("clamp", "mul", "div") + SDWA_MODIFIERS


def check_sdwa_dpp_modifiers(st: EncodeState, o, it: Item, s) -> None:
    """SDWA and DPP sources: -x and |x| only on a floating-point source, sext() only on an integer one (as llvm-mc
    takes them, measured per source by tools/gen_operand_limits.py)."""
    limits = operand_limits(st.family)
    key = f"{st.defn.name}:{o.field}"
    if s.sext and key in limits["sext"]:
        raise OperandFail(it.col, f"invalid operand '{it.text.strip()}': sext() is for integer sources")
    if (s.neg or s.abs) and key in limits["negabs"]:
        raise OperandFail(it.col, f"invalid operand '{it.text.strip()}': -x and |x| are for floating-point sources "
                                  f"(an integer source takes sext())")


def reject_sext(st: EncodeState, o, it: Item, s) -> None:
    """Outside SDWA, llvm-mc takes sext() only on the integer operand of a float instruction (v_ldexp_f32's
    exponent), where it sets the NEG bit (measured per source by tools/gen_operand_limits.py)."""
    if s.sext and f"{st.defn.name}:{o.field}" in operand_limits(st.family)["sext"]:
        raise OperandFail(it.col, "invalid operand: sext() is only supported with SDWA and on a float instruction's "
                                  "integer operand")


INTERP_HIGH = 0x100      # VOP3 interpolation: src0 bit 8 selects the high half of the f16 attribute (`high`)
M0_CODE = 124


def read_vop3_attr(it: Item) -> int:
    """VOP3 interpolation src0: attribute number in bits 5..0, channel in bits 7..6."""
    try:
        attr, chan = syntax.parse_attr(it.text)
    except OperandError as e:
        raise OperandFail(it.col, e.message)
    return attr | chan << 6


def read_interp_slot(it: Item) -> int:
    v = syntax.INTERP_PARAMS.get(it.text.lower())
    if v is None:
        raise OperandFail(it.col, f"invalid interpolation slot '{it.text}'")
    return v


def check_interp_source(st: EncodeState, o, it: Item, s) -> None:
    """llvm-mc 14 mis-encodes constants in VOP3 interpolation sources (it prints them back as invalid immediates),
    so masm rejects them; it takes an SGPR as src1 only where the table does not flag `src1_vgpr` (M0 always)."""
    if s.reg is None:
        raise OperandFail(it.col, f"invalid operand '{it.text}': interpolation sources are registers")
    if o.field == "src1" and "src1_vgpr" in st.defn.flags and s.code < 256 and s.code != M0_CODE:
        raise OperandFail(it.col, "invalid operand (violates constant bus restrictions)")


def encode_vop3(st: EncodeState, ops, mm, mcol):
    if not st.defn.operands:            # v_nop_e64: llvm-mc takes no modifiers either
        reject_leftover_modifiers(mm)
        bind_operands(st, ops, mcol)
        return []
    neg = abs_ = 0
    interp = any(o.kind == "attr" for o in st.defn.operands)
    dst, sources = None, []
    for o, it in bind_operands(st, ops, mcol):
        if o.kind == "attr":
            st.values["src0"] = read_vop3_attr(it)
        elif o.kind == "interp_param":
            st.values["src1"] = read_interp_slot(it)
        elif o.kind == "src":
            s = read_source(st, it, o.width, vgpr=True, literal=False, mods=True, typ=o.type or st.defn.type)
            check_source_limits(st, o.field, it, s)
            if interp:
                check_interp_source(st, o, it, s)
            reject_sext(st, o, it, s)
            if (s.neg or s.abs) and f"{st.defn.name}:{o.field}" in operand_limits(st.family)["neg"]:
                raise OperandFail(it.col, f"invalid operand '{it.text}': this operand takes no -/|..| modifiers")
            if s.reg is not None:
                sources.append((o.field, s.reg, it.col))
            st.values[o.field] = s.code
            i = int(o.field[-1])
            neg |= (s.neg or s.sext) << i       # a float op's integer operand (v_ldexp_*): sext is the NEG bit
            abs_ |= s.abs << i
        elif o.field == "sdst":
            st.values["sdst"] = read_sgpr(st, it, o.width, field="sdst")
        else:
            st.values[o.field] = read_vop_dst(st, o, it)
            if o.kind in ("v", "a"):
                dst = st.regs[-1]
    check_overlap(st, dst, sources)
    if neg:
        st.values["neg"] = neg
    if abs_:
        if st.defn.fmt == "VOP3B":
            raise OperandFail(mcol, "abs modifier is not supported by this instruction")
        st.values["abs"] = abs_
    check_modifier_order(mm, VOP3_MODIFIER_ORDER)
    if "high" in st.defn.syntax and take_flag(mm, "high"):
        st.values["src0"] |= INTERP_HIGH
    lacking = operand_limits(st.family)
    for key, names in (("clamp", ("clamp",)), ("omod", ("mul", "div"))):
        for name in names:
            if name in mm and st.defn.name in lacking[key]:
                item = mm[name][0]
                raise OperandFail(item.col, f"invalid modifier '{item.text}': {st.defn.name} has no {key}")
    take_omod_clamp(st, mm)
    if "op_sel" in mm and st.defn.name in lacking["op_sel"]:
        item = mm["op_sel"][0]
        raise OperandFail(item.col, f"invalid modifier '{item.text}': {st.defn.name} has no op_sel")
    if st.family != "gfx8" and st.defn.fmt == "VOP3" and "op_sel" in mm and not interp:
        nsrc = sum(1 for o in st.defn.operands if o.kind == "src")
        item = mm["op_sel"][0]
        v = take_bits(mm, "op_sel", 4)
        n = item.text.count(",") + 1
        if "op_sel_all" in st.defn.syntax:      # all four bits in field order (v_cvt_sr_fp8_f32's byte select)
            if n != 4:
                raise OperandFail(item.col, "invalid op_sel operand: expected 4 bits")
            st.values["op_sel"] = v
        else:
            # llvm-mc reads one bit per source, then the destination's; bits after that are ignored
            st.values["op_sel"] = (v & ((1 << nsrc) - 1)) | ((v >> nsrc) & 1) << 3
    reject_leftover_modifiers(mm)
    if interp:              # llvm-mc 14 applies no constant bus limit to these (see check_interp_source)
        return []
    # an implicit VCC read (v_div_fmas_*) takes the constant bus like a written SGPR
    check_constant_bus(st, ops[-1].col if ops else mcol)
    return []


def encode_vop3p(st: EncodeState, ops, mm, mcol):
    nsrc = 0
    mix = "op_sel_hi" in st.defn.syntax
    neg = neg_hi = 0
    dst, sources = None, []
    for o, it in bind_operands(st, ops, mcol):
        if o.kind == "a" and o.field.startswith("src"):       # v_accvgpr_read_b32's AGPR source
            r = read_vgpr(st, it, o.width, want_agpr=True)
            sources.append((o.field, r, it.col))
            st.values[o.field] = 256 + r.index
            nsrc += 1
        elif o.kind == "src":
            s = read_source(st, it, o.width, vgpr=True, literal=False, mods=mix, typ=o.type or st.defn.type)
            check_source_limits(st, o.field, it, s)
            if s.sext:
                raise OperandFail(it.col, "invalid operand: sext() is only supported with SDWA")
            st.values[o.field] = s.code
            if s.reg is not None:
                sources.append((o.field, s.reg, it.col))
            neg |= s.neg << nsrc
            neg_hi |= s.abs << nsrc
            nsrc += 1
        else:
            st.values[o.field] = read_vop_dst(st, o, it)
            if o.kind in ("v", "a"):
                dst = st.regs[-1]
    check_overlap(st, dst, sources)
    lacking = operand_limits(st.family)
    for name in ("op_sel", "op_sel_hi"):       # CDNA3's dot products take neither (but op_sel:[0,0,0])
        if name in mm and st.defn.name in lacking[name] and (name == "op_sel_hi" or "1" in mm[name][1]):
            item = mm[name][0]
            raise OperandFail(item.col, f"invalid modifier '{item.text}': {st.defn.name} takes no {name} on "
                                        f"{st.arch}")
    # llvm-mc takes up to four bits and ignores those past the sources (v_pk_mul_f32 ... op_sel:[1,0,1] is [1,0]);
    # v_fma_mix* take three
    op_sel = take_bits(mm, "op_sel", 3 if mix else 4)
    if op_sel is not None:
        op_sel &= (1 << nsrc) - 1
    hi_item = mm.get("op_sel_hi")
    hi = take_bits(mm, "op_sel_hi", 4)
    if hi is not None:
        hi &= 7
    if hi is None:
        hi = 0 if mix else 7
    elif not mix:
        # llvm-mc 14: a source the written bits do not reach gets 0, a bit past the last source keeps its default 1
        # (v_dot2_u32_u16 ... op_sel_hi:[0,0] clears src2's bit; v_pk_mul_f32 ... op_sel_hi:[0,0] keeps bit 2)
        hi |= 7 & ~((1 << max(nsrc, hi_item[1].count(",") + 1)) - 1)
    st.values["op_sel"] = op_sel or 0
    st.values["op_sel_hi"] = hi & 3
    st.values["op_sel_hi2"] = (hi >> 2) & 1
    nl = take_bits(mm, "neg_lo", 3)
    nh = take_bits(mm, "neg_hi", 3)
    st.values["neg"] = (nl or 0) | neg
    st.values["neg_hi"] = (nh or 0) | neg_hi
    if take_flag(mm, "clamp"):
        st.values["clamp"] = 1
    reject_leftover_modifiers(mm)
    check_constant_bus(st, ops[-1].col if ops else mcol)
    return []


def encode_mai(st: EncodeState, ops, mm, mcol):
    """v_mfma_*: AGPR or VGPR operands (acc / acc_cd bits), cbsz, abid, blgp."""
    vgpr_acc = st.isa.mfma_vgpr_accumulators     # vdst / srcC may be VGPRs (acc_cd)
    acc = 0
    dst, sources = None, []
    files = {}                                  # vdst / src2 -> ("a" | "v", item): acc_cd selects both
    for o, it in bind_operands(st, ops, mcol):
        if o.field in ("src0", "src1"):     # a VGPR or an AGPR: llvm-mc takes no constant or SGPR there
            if it.text.lower().startswith(("a", "acc")):
                r = read_vgpr(st, it, o.width, want_agpr=True)
                acc |= 1 << int(o.field[-1])
            else:
                r = read_vgpr(st, it, o.width)
            sources.append((o.field, r, it.col))
            st.values[o.field] = 256 + r.index
        elif o.field == "src2" and o.kind == "v" and o.width == 1:
            # v_smfmac_*: srcC is the VGPR with the sparsity index (the accumulator is vdst itself)
            st.values["src2"] = 256 + read_vgpr(st, it, 1).index
        elif o.field == "src2":
            t = it.text.lower()
            if t.startswith(("a", "acc")):
                r = read_vgpr(st, it, o.width, want_agpr=True)
                sources.append(("src2", r, it.col))
                st.values["src2"] = 256 + r.index
                files["src2"] = ("a", it)
            else:
                s = read_source(st, it, o.width, vgpr=True, literal=False, mods=False, typ=o.type or st.defn.type)
                if s.code >= 256:
                    files["src2"] = ("v", it)
                # gfx908's accumulator input is an AGPR tuple or one of the special source registers
                # (src_execz, src_shared_base ...); llvm-mc refuses constants, SGPRs and VGPRs there
                if not vgpr_acc and not (s.reg is not None and 235 <= s.reg.index <= 253):
                    raise OperandFail(it.col, f"invalid operand '{it.text}': expected AGPR")
                # gfx90a and CDNA3 take VGPRs and inline constants too, but no SGPR (nor vcc, m0, exec, ttmp)
                if s.reg is not None and s.code < 256 and not 235 <= s.reg.index <= 253:
                    raise OperandFail(it.col, f"invalid operand '{it.text}': the accumulator input is an AGPR or "
                                              f"VGPR tuple, or an inline constant, not an SGPR")
                if s.reg is not None:
                    sources.append(("src2", s.reg, it.col))
                st.values["src2"] = s.code
        else:
            t = it.text.lower()
            if vgpr_acc and not t.startswith(("a", "acc")):
                dst = read_vgpr(st, it, o.width)
                files["vdst"] = ("v", it)
            else:
                dst = read_vgpr(st, it, o.width, want_agpr=True)
                files["vdst"] = ("a", it)
                if vgpr_acc:
                    st.values["acc_cd"] = 1
            st.values["vdst"] = dst.index
    check_overlap(st, dst, sources)
    if vgpr_acc and "vdst" in files and "src2" in files and files["vdst"][0] != files["src2"][0]:
        it = files["src2"][1]
        raise OperandFail(it.col, f"invalid operand '{it.text}': the accumulator input must be in the destination's "
                                  f"register file ({'AGPRs' if files['vdst'][0] == 'a' else 'VGPRs'})")
    st.values["acc"] = acc
    neg = "neg" in st.defn.syntax           # CDNA3's f64 MFMA: the blgp bits negate the sources, neg:[a,b,c]
    for name, hi in (("cbsz", 7), ("abid", 15)) + ((() if neg else (("blgp", 7),))):
        v = take_int(mm, name, 0, hi)
        if v is not None:
            st.values[name] = v
    if neg:
        v = take_bits(mm, "neg", 3)
        if v is not None:
            st.values["blgp"] = v
    reject_leftover_modifiers(mm)
    return []


def encode_sdwa(st: EncodeState, ops, mm, mcol):
    if not st.defn.operands:            # v_nop_sdwa: every field zero, no modifiers
        reject_leftover_modifiers(mm)
        bind_operands(st, ops, mcol)
        return []
    gfx8 = st.family == "gfx8"
    vopc = st.defn.fmt == "VOPC_SDWA"
    for o, it in bind_sdwa_operands(st, ops, mcol, vopc and not gfx8):
        if o.kind in ("src", "sdwa_src") or o.field == "vsrc1":
            idx = "0" if o.field == "src0" else "1"
            s = read_source(st, it, o.width, vgpr=True, literal=False, mods=True, typ=o.type or st.defn.type)
            check_sdwa_dpp_modifiers(st, o, it, s)
            if s.code == LDS_DIRECT:
                raise OperandFail(it.col, "lds_direct cannot be used with SDWA")
            if s.code >= 256:
                st.values["src0" if idx == "0" else "vsrc1"] = s.code - 256
            else:
                if gfx8:
                    raise OperandFail(it.col, "invalid operand: SDWA on gfx8 takes VGPR sources only")
                st.values["src0" if idx == "0" else "vsrc1"] = s.code
                st.values["s" + idx] = 1
            if s.neg:
                st.values[f"src{idx}_neg"] = 1
            if s.abs:
                st.values[f"src{idx}_abs"] = 1
            if s.sext:
                st.values[f"src{idx}_sext"] = 1
        elif o.field == "sdst":
            st.values["sdst"] = read_sgpr(st, it, 2)
            st.values["sd"] = 1
        else:
            st.values[o.field] = read_vop_dst(st, o, it)
    check_modifier_order(mm, SDWA_MODIFIER_ORDER)
    for name, table, default in (("dst_sel", syntax.SDWA_SEL, 6), ("dst_unused", syntax.SDWA_UNUSED, 2),
                                 ("src0_sel", syntax.SDWA_SEL, 6), ("src1_sel", syntax.SDWA_SEL, 6)):
        if not formats_for(st.arch)[st.defn.fmt].has(name):
            continue
        if (name == "src1_sel" and st.defn.fmt == "VOP1_SDWA") or \
                (name.startswith("dst") and st.defn.fmt == "VOPC_SDWA"):
            continue
        if name.startswith("dst") and "no_dst_sel" in st.defn.syntax:    # a whole dword, nothing to select
            st.values[name] = default if name == "dst_sel" else 0
            continue
        v = default
        if name in mm:
            item, arg = mm.pop(name)
            if arg.upper() not in table:
                raise OperandFail(item.col, f"invalid {name} value '{arg}'")
            v = table[arg.upper()]
            if name == "dst_sel" and v != default and st.defn.name in operand_limits(st.family)["dst_sel"]:
                raise OperandFail(item.col, f"invalid {name} value '{arg}': {st.defn.name} writes a whole dword")
        st.values[name] = v
    if "clamp" in mm and not formats_for(st.arch)[st.defn.fmt].has("clamp"):     # gfx9 VOPC SDWA
        item = mm["clamp"][0]
        raise OperandFail(item.col, f"invalid modifier '{item.text}' for this instruction")
    take_omod_clamp(st, mm)
    check_constant_bus(st, ops[-1].col if ops else mcol)
    if gfx8 and "omod" in st.values:
        raise OperandFail(mcol, "output modifiers are not supported with SDWA on gfx8")
    reject_leftover_modifiers(mm)
    return []


def bind_sdwa_operands(st: EncodeState, ops, mcol, vopc9: bool):
    if vopc9 and ops and ops[0].text.lower() != "vcc":
        pairs = bind_operands(st, [Item("vcc", ops[0].col)] + ops[1:], mcol)
        from .model import Operand
        return [(Operand("sdst", "s", 2), ops[0])] + pairs
    return bind_operands(st, ops, mcol)


def encode_dpp(st: EncodeState, ops, mm, mcol):
    for o, it in bind_operands(st, ops, mcol):
        if o.kind == "src" or o.field == "vsrc1":
            idx = "0" if o.field == "src0" else "1"
            s = read_source(st, it, o.width, vgpr=True, literal=False, mods=True, typ=o.type or st.defn.type)
            if s.code < 256:
                raise OperandFail(it.col, "invalid operand: DPP takes VGPR sources only")
            st.values["src0" if idx == "0" else "vsrc1"] = s.code - 256
            check_sdwa_dpp_modifiers(st, o, it, s)
            if s.neg or s.sext:
                st.values[f"src{idx}_neg"] = 1
            if s.abs:
                st.values[f"src{idx}_abs"] = 1
        else:
            st.values[o.field] = read_vop_dst(st, o, it)
    ctrl = None
    for name in list(mm):
        if name in ("row_mask", "bank_mask", "bound_ctrl"):
            continue
        if name in DPP_MODIFIERS:
            item, arg = mm.pop(name)
            if ctrl is not None:
                raise OperandFail(item.col, "only one DPP control is allowed")
            try:
                ctrl = syntax.parse_dpp_ctrl(name, arg, st.family)
            except OperandError as e:
                raise OperandFail(item.col, e.message)
            if "dpp_newbcast_only" in st.defn.flags and name != "row_newbcast":
                raise OperandFail(item.col, f"invalid DPP control '{item.text}': {st.defn.name} operates on 64-bit "
                                            f"values and takes only row_newbcast")
    if ctrl is None:
        raise OperandFail(mcol, "missing DPP control (quad_perm, row_shl, ...)")
    st.values["dpp_ctrl"] = ctrl
    rm = take_int(mm, "row_mask", 0, 15)
    bm = take_int(mm, "bank_mask", 0, 15)
    st.values["row_mask"] = 15 if rm is None else rm
    st.values["bank_mask"] = 15 if bm is None else bm
    if "bound_ctrl" in mm:
        item, arg = mm.pop("bound_ctrl")
        if arg not in ("0", "1"):
            raise OperandFail(item.col, f"invalid bound_ctrl value '{arg}'")
        st.values["bound_ctrl"] = 1
    reject_leftover_modifiers(mm)
    return []


def encode_vintrp(st: EncodeState, ops, mm, mcol):
    for o, it in bind_operands(st, ops, mcol):
        if o.kind == "attr":
            try:
                st.values["attr"], st.values["attrchan"] = syntax.parse_attr(it.text)
            except OperandError as e:
                raise OperandFail(it.col, e.message)
        elif o.kind == "interp_param":
            v = syntax.INTERP_PARAMS.get(it.text.lower())
            if v is None:
                raise OperandFail(it.col, f"invalid interpolation slot '{it.text}'")
            st.values["vsrc"] = v
        else:
            st.values[o.field] = read_vgpr(st, it, o.width).index
    reject_leftover_modifiers(mm)
    return []
