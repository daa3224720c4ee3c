"""Turn decoded fields back into LLVM-syntax text that re-assembles to the same bytes.

Operands print in the form's table order; modifiers print per format, only when they differ from the default.
"""
from __future__ import annotations

from ..targets import FAMILY
from .formats import ARCH_FAMILY
from .model import InstrDef
from .operands import PAIR_NAMES, SCALAR_NAMES, ttmp_base
from . import syntax
from .encode_operands import operand_limits

_INLINE_FLOAT_TEXT = {240: "0.5", 241: "-0.5", 242: "1.0", 243: "-1.0", 244: "2.0", 245: "-2.0", 246: "4.0",
                      247: "-4.0", 248: "0.15915494"}
_SEL_NAMES = {v: k for k, v in syntax.SDWA_SEL.items()}
_UNUSED_NAMES = {v: k for k, v in syntax.SDWA_UNUSED.items()}


def vreg(prefix: str, index: int, count: int) -> str:
    return f"{prefix}{index}" if count == 1 else f"{prefix}[{index}:{index + count - 1}]"


def scalar(code: int, count: int, family: str) -> str:
    if code <= 101:
        return vreg("s", code, count)
    base = ttmp_base(family)
    if base <= code < base + (12 if family == "gfx8" else 16):
        return vreg("ttmp", code - base, count)
    if count == 2 and code in PAIR_NAMES:
        return PAIR_NAMES[code]
    if family == "gfx8" and 108 <= code <= 111:
        if count == 2 and code in (108, 110):
            return "tba" if code == 108 else "tma"
        return ["tba_lo", "tba_hi", "tma_lo", "tma_hi"][code - 108]
    if count == 1 and code in SCALAR_NAMES:
        return SCALAR_NAMES[code]
    if code in SCALAR_NAMES:
        return SCALAR_NAMES[code]
    raise ValueError(f"no scalar register with code {code}")


def source(code: int, count: int, family: str, literal: int | None) -> str:
    if code >= 256:
        return vreg("v", code - 256, count)
    if 128 <= code <= 192:
        return str(code - 128)
    if 193 <= code <= 208:
        return str(192 - code)
    if code == 248 and count == 2:
        return "0.15915494309189532"    # 1/(2*pi) as a double: the shorter spelling is not that double exactly
    if code in _INLINE_FLOAT_TEXT:
        return _INLINE_FLOAT_TEXT[code]
    if code == 255:
        return f"0x{literal or 0:x}"
    return scalar(code, count, family)


def _memory_flags(f: dict[str, int], family: str, others: tuple[str, ...]) -> list[str]:
    """The cache-policy bits and `others` that are set, in llvm-mc's order: on families whose cache bits keep their
    field names (glc slc, gfx90a's scc last of all), in field order; on CDNA3 sc0 nt sc1 first."""
    bits = FAMILY[family].cache_bits
    if all(name == field for name, field in bits):
        order = [name for name, _ in bits[:2]] + list(others) + [name for name, _ in bits[2:]]
        return [flag for flag in order if f.get(flag)]
    return [name for name, field in bits if f.get(field)] + [flag for flag in others if f.get(flag)]


def render(defn: InstrDef, f: dict[str, int], literal: int | None, arch: str) -> str:
    family = ARCH_FAMILY[arch]
    fmt = defn.fmt
    ops: list[str] = []
    mods: list[str] = []
    kind = fmt.split("_")[-1] if fmt.endswith(("_SDWA", "_DPP")) else fmt
    acc = f.get("acc", 0) and fmt in ("DS", "MUBUF", "MTBUF", "MIMG", "FLAT")
    operands = list(defn.operands)
    if fmt == "MUBUF" and f.get("lds") and "lds_without_vdata" in defn.syntax:
        operands = [o for o in operands if o.field != "vdata"]
    if fmt == "VOPC_SDWA" and family != "gfx8" and f.get("sd"):
        operands = operands[1:]
        ops.append(scalar(f.get("sdst", 0), 2, family))
    if fmt == "FLAT" and "is_atomic" in defn.flags and f.get("glc"):
        data = next(o for o in operands if o.field == "data")
        n = data.width // 2 if "compare_swap" in defn.flags else data.width
        ops.append(vreg("a" if acc else "v", f["vdst"], n))
    for o in operands:
        v = f.get(o.field, 0)
        if o.kind == "fixed":
            if o.text == "off" and fmt == "FLAT":
                ops.append(_flat_addr(f, defn, family))
            else:
                ops.append(o.text)
            continue
        if kind in ("SDWA", "DPP") and (o.field in ("src0", "vsrc1") or o.kind == "src"):
            idx = "0" if o.field == "src0" else "1"
            reg = v
            if kind == "SDWA" and f.get("s" + idx):
                text = source(reg, o.width, family, None)
            else:
                text = vreg("v", reg, o.width)
            if kind == "SDWA" and f.get(f"src{idx}_sext"):
                text = f"sext({text})"
            if f.get(f"src{idx}_abs"):
                text = f"|{text}|"
            if f.get(f"src{idx}_neg"):
                # on a DPP integer source (v_ldexp_f16_dpp's exponent) the NEG bit is written sext()
                integer = kind == "DPP" and f"{defn.name}:{o.field}" in operand_limits(family)["negabs"]
                text = f"sext({text})" if integer else _neg(text)
            ops.append(text)
            continue
        if o.kind == "src" or o.kind == "ssrc":
            text = source(v, o.width, family, literal)
            if defn.agpr_sources and v >= 256:
                text = vreg("a", v - 256, o.width)
            if fmt in ("VOP3", "VOP3B") and o.field.startswith("src"):
                i = int(o.field[-1])
                if f.get("abs", 0) >> i & 1:
                    text = f"|{text}|"
                if f.get("neg", 0) >> i & 1:
                    # a float instruction's integer operand (v_ldexp_f32's exponent): the NEG bit is sext()
                    integer = f"{defn.name}:{o.field}" in operand_limits(family)["neg"]
                    text = f"sext({text})" if integer else _neg(text)
            if fmt == "VOP3P" and "op_sel_hi" in defn.syntax:
                i = int(o.field[-1])
                if f.get("neg_hi", 0) >> i & 1:
                    text = f"|{text}|"
                if f.get("neg", 0) >> i & 1:
                    text = _neg(text)
            ops.append(text)
        elif o.kind in ("v", "a"):
            if fmt == "MAI":
                ops.append(_mai_reg(o, v, f, family))
            elif fmt == "MUBUF" and o.field == "vaddr" or fmt == "MTBUF" and o.field == "vaddr":
                ops.append(vreg("v", v, 2 if f.get("offen") and f.get("idxen") else 1)
                           if f.get("offen") or f.get("idxen") else "off")
            elif fmt == "FLAT" and o.field == "addr":
                ops.append(_flat_addr(f, defn, family))
            elif fmt == "MIMG" and o.field == "vdata":
                from .encode_memory import mimg_data_width
                n = mimg_data_width(defn, f.get("dmask", 0), f, family)
                ops.append(vreg("a" if acc else "v", v, n))
            elif fmt == "MIMG" and o.field == "vaddr":
                ops.append(vreg("v", v, o.width))
            elif acc and (o.field in ("vdata", "vdst", "data", "data0", "data1") or
                          fmt == "DS" and defn.name in operand_limits(family)["agpr_addr"]):
                ops.append(vreg("a", v, o.width))
            elif fmt in ("VOP3P",) and o.field.startswith("src"):
                ops.append(vreg(o.kind, v - 256, o.width))
            else:
                ops.append(vreg(o.kind, v, o.width))
        elif o.kind == "s":
            if o.field == "sbase":
                ops.append(scalar(v * 2, o.width, family))
            elif o.field in ("srsrc", "ssamp"):
                ops.append(scalar(v * 4, 8 if fmt == "MIMG" and o.field == "srsrc" and not f.get("a16") and
                                  o.width == 8 else o.width, family))
            elif o.field == "soffset" and fmt in ("MUBUF", "MTBUF"):
                ops.append(source(v, 1, family, None))
            elif fmt == "FLAT" and o.field == "saddr":
                ops.append("off" if v == 0x7F else scalar(v, o.width, family))
            elif fmt == "SMEM" and o.field == "offset":
                ops.append(scalar(v, 1, family))
            else:
                ops.append(scalar(v, o.width, family))
        elif o.kind == "literal32":
            ops.append(f"0x{literal or 0:x}")
        elif o.kind == "smem_offset":
            if f.get("soe") and FAMILY[family].smem_offset_and_sgpr:
                ops.append(scalar(f.get("soffset", 0), 1, family))      # the immediate follows as offset:
            elif not f.get("imm"):
                ops.append(scalar(v & 0x7F, 1, family))
            elif family != "gfx8" and v & 0x100000:
                ops.append(f"-0x{0x200000 - v:x}")
            else:
                ops.append(f"0x{v:x}")
        elif o.kind == "imm7":
            ops.append(str(f.get("sdata", 0)))
        elif o.kind in ("imm16", "label"):
            if not (v == 0 and "imm_optional" in defn.syntax):
                ops.append(str(v if o.kind == "imm16" else (v ^ 0x8000) - 0x8000))
        elif o.kind == "hwreg":
            ops.append(syntax.print_hwreg(v, family))
        elif o.kind == "sendmsg":
            ops.append(str(v))
        elif o.kind == "waitcnt":
            ops.append(syntax.print_waitcnt(v, family))
        elif o.kind == "gpr_idx":
            ops.append(syntax.print_gpr_idx(v) if v else "gpr_idx()")
        elif o.kind == "attr" and fmt == "VOP3":         # src0 = attribute | channel << 6 | high << 8
            ops.append(f"attr{v & 0x3F}.{syntax.CHANNELS[v >> 6 & 3]}")
        elif o.kind == "attr":
            ops.append(f"attr{f.get('attr', 0)}.{syntax.CHANNELS[f.get('attrchan', 0)]}")
        elif o.kind == "interp_param":
            ops.append({0: "p10", 1: "p20", 2: "p0"}.get(v, "p10"))
        elif o.kind == "exp_tgt":
            ops.append(syntax.print_exp_tgt(v) or str(v))
    if fmt == "EXP":
        if f.get("compr"):      # packed halves: vsrc0 stands for the first two operands, vsrc1 for the last two
            ops = ops[:1] + [vreg("v", f[f"vsrc{i // 2}"], 1) if f.get("en", 0) >> i & 1 else "off" for i in range(4)]
        else:
            ops = ops[:1] + [vreg("v", f[f"vsrc{i}"], 1) if f.get("en", 0) >> i & 1 else "off" for i in range(4)]
    mods += _modifiers(defn, f, family)
    text = defn.name
    if ops:
        text += " " + ", ".join(ops)
    if mods:
        text += " " + " ".join(mods)
    return text


def _neg(text: str) -> str:
    """Negation modifier: '-v1', but 'neg(2.0)' for constants (where '-' would change the constant)."""
    return f"neg({text})" if text[0].isdigit() or text[0] == "-" else f"-{text}"


def _flat_addr(f: dict, defn: InstrDef, family: str) -> str:
    seg = dict(defn.fixed).get("seg", 0)
    saddr = f.get("saddr", 0x7F)
    if seg == 1 and FAMILY[family].scratch_sve:       # CDNA3: the SVE bit says whether the VGPR address is used
        return vreg("v", f.get("addr", 0), 1) if f.get("sve") else "off"
    if seg == 1:
        return "off" if saddr != 0x7F else vreg("v", f.get("addr", 0), 1)
    if seg == 2:
        return vreg("v", f.get("addr", 0), 2 if saddr == 0x7F else 1)
    return vreg("v", f.get("addr", 0), 2)


def _mai_reg(o, v: int, f: dict, family: str) -> str:
    if o.field == "vdst":
        return vreg("a" if (f.get("acc_cd") or not FAMILY[family].mfma_vgpr_accumulators) else "v", v, o.width)
    if o.field == "src2" and o.kind == "v" and o.width == 1:    # v_smfmac_*: the sparsity index VGPR
        return vreg("v", v - 256, 1)
    if o.field == "src2":
        if v >= 256:
            return vreg("a" if (f.get("acc_cd") or not FAMILY[family].mfma_vgpr_accumulators) else "v", v - 256, o.width)
        return source(v, o.width, family, None)
    if o.field in ("src0", "src1"):
        i = int(o.field[-1])
        if v >= 256:
            return vreg("a" if f.get("acc", 0) >> i & 1 else "v", v - 256, o.width)
        return source(v, o.width, family, None)
    return vreg(o.kind, v, o.width)


def _bits(v: int, n: int) -> str:
    return "[" + ",".join(str(v >> i & 1) for i in range(n)) + "]"


def _modifiers(defn: InstrDef, f: dict, family: str) -> list[str]:
    fmt = defn.fmt
    out: list[str] = []
    if fmt in ("VOP3", "VOP3B"):
        if fmt == "VOP3" and f.get("op_sel") and family != "gfx8":
            nsrc = sum(1 for o in defn.operands if o.kind == "src")
            v = f["op_sel"]
            if "op_sel_all" in defn.syntax:         # all four bits in field order (v_cvt_sr_fp8_f32's byte select)
                out.append("op_sel:" + _bits(v, 4))
            else:
                out.append("op_sel:" + _bits((v & ((1 << nsrc) - 1)) | ((v >> 3) & 1) << nsrc, nsrc + 1))
        if "high" in defn.syntax and f.get("src0", 0) & 0x100:
            out.append("high")
        if f.get("clamp"):
            out.append("clamp")
        if f.get("omod"):
            out.append({1: "mul:2", 2: "mul:4", 3: "div:2"}[f["omod"]])
    elif fmt == "VOP3P":
        mix = "op_sel_hi" in defn.syntax
        hi = f.get("op_sel_hi", 0) | f.get("op_sel_hi2", 0) << 2
        if f.get("op_sel"):
            out.append("op_sel:" + _bits(f["op_sel"], 3))
        if (hi != 7 and not mix) or (hi and mix):
            out.append("op_sel_hi:" + _bits(hi, 3))
        if not mix:
            if f.get("neg"):
                out.append("neg_lo:" + _bits(f["neg"], 3))
            if f.get("neg_hi"):
                out.append("neg_hi:" + _bits(f["neg_hi"], 3))
        if f.get("clamp"):
            out.append("clamp")
    elif fmt == "MAI":
        for name in ("cbsz", "abid", "blgp"):
            if f.get(name):
                out.append(f"neg:{_bits(f[name], 3)}" if name == "blgp" and "neg" in defn.syntax
                           else f"{name}:{f[name]}")
    elif fmt.endswith("_SDWA") and defn.operands:      # v_nop_sdwa is written without selects
        if f.get("clamp"):
            out.append("clamp")
        if f.get("omod"):
            out.append({1: "mul:2", 2: "mul:4", 3: "div:2"}[f["omod"]])
        if fmt != "VOPC_SDWA" and "no_dst_sel" not in defn.syntax:
            out.append("dst_sel:" + _SEL_NAMES.get(f.get("dst_sel", 6), "DWORD"))
            out.append("dst_unused:" + _UNUSED_NAMES.get(f.get("dst_unused", 0), "UNUSED_PAD"))
        out.append("src0_sel:" + _SEL_NAMES.get(f.get("src0_sel", 6), "DWORD"))
        if fmt != "VOP1_SDWA":
            out.append("src1_sel:" + _SEL_NAMES.get(f.get("src1_sel", 6), "DWORD"))
    elif fmt.endswith("_DPP"):
        out.append(syntax.print_dpp_ctrl(f.get("dpp_ctrl", 0), family) or f"quad_perm:[0,1,2,3]")
        out.append(f"row_mask:0x{f.get('row_mask', 0):x}")
        out.append(f"bank_mask:0x{f.get('bank_mask', 0):x}")
        if f.get("bound_ctrl"):
            out.append("bound_ctrl:0")
    elif fmt == "SMEM":
        if f.get("soe") and f.get("imm") and FAMILY[family].smem_offset_and_sgpr:
            v = f.get("offset", 0)
            out.append(f"offset:-0x{0x200000 - v:x}" if v & 0x100000 else f"offset:0x{v:x}")
        if f.get("glc"):
            out.append("glc")
        if f.get("nv"):
            out.append("nv")
    elif fmt == "DS":
        o0, o1 = f.get("offset0", 0), f.get("offset1", 0)
        if "offset0" in defn.syntax:
            if o0:
                out.append(f"offset0:{o0}")
            if o1:
                out.append(f"offset1:{o1}")
        elif o0 | o1 << 8:
            out.append(f"offset:{o0 | o1 << 8}")
        if f.get("gds"):
            out.append("gds")
    elif fmt in ("MUBUF", "MTBUF"):
        if fmt == "MTBUF" and (f.get("dfmt", 0), f.get("nfmt", 0)) != (1, 0):
            # llvm-mc names only the parts that differ from the default (BUF_DATA_FORMAT_8, BUF_NUM_FORMAT_UNORM)
            parts = ([syntax.DATA_FORMATS[f.get("dfmt", 0)]] if f.get("dfmt", 0) != 1 else []) + \
                    ([syntax.NUM_FORMATS[f.get("nfmt", 0)]] if f.get("nfmt", 0) else [])
            out.append(f"format:[{','.join(parts)}]")
        if f.get("idxen"):
            out.append("idxen")
        if f.get("offen"):
            out.append("offen")
        if f.get("offset"):
            out.append(f"offset:{f['offset']}")
        if defn.name in operand_limits(family)["lds_operand"]:      # buffer_store_lds_dword: lds, then glc
            out += (["lds"] if f.get("lds") else []) + _memory_flags(f, family, ("tfe",))
        else:
            out += _memory_flags(f, family, ("lds", "tfe"))
    elif fmt == "MIMG":
        if f.get("dmask"):
            out.append(f"dmask:0x{f['dmask']:x}")
        for flag in ("unorm", "glc", "slc", "a16", "tfe", "lwe", "da", "d16"):
            if f.get(flag):
                out.append("r128" if flag == "a16" and family == "gfx8" else flag)   # one bit, named per family
    elif fmt == "FLAT":
        off = f.get("offset", 0)
        seg = dict(defn.fixed).get("seg", 0)
        if off:
            if seg in (1, 2) and off & 0x1000:
                off -= 0x2000
            out.append(f"offset:{off}")
        out += _memory_flags(f, family, ("lds", "tfe", "nv"))
    elif fmt == "EXP":
        for flag in ("done", "compr", "vm"):
            if f.get(flag):
                out.append(flag)
    return out
