"""Turn decoded fields back into LLVM-syntax text that re-assembles to the same bytes.

Operands print in the form's table order; modifiers print per format, only when they differ from the default.
"""
from __future__ import annotations

from ..targets import FAMILY
from .formats import ARCH_FAMILY, formats_for
from .model import InstrDef
from .operands import PAIR_NAMES, SCALAR_NAMES, ttmp_base
from . import kept_templates, syntax
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


# The texts of every code of a field, per (what prints it, tuple size): made the first time a form needs them, so that
# printing a word looks its operands up instead of formatting them.  A code whose text `scalar` / `source` refuses
# (or a literal, whose text depends on the literal) holds None: the function itself is called and decides.
_TEXTS: dict[tuple, list] = {}


def _table(key: tuple, size: int, text_of) -> list:
    made = _TEXTS.get(key)
    if made is None:
        keeps = kept_templates.enabled()
        kept = kept_templates.shard(KEPT_ENTRY, "", "texts") if keeps else None
        made = kept.get(key) if keeps else None
        if type(made) is not list or len(made) != size:
            made = []
            for code in range(size):
                try:
                    made.append(text_of(code))
                except ValueError:
                    made.append(None)
            if keeps:
                kept[key] = made
                kept_templates.added(KEPT_ENTRY, "", "texts")
        made = _TEXTS[key] = made
        _TEXT_KEYS[id(made)] = key
    return made


# The tables of texts are kept between processes where the form readers are (masm/isa/kept_templates.py: the
# command line only, keyed by the digest of the ISA layer's sources): making the ~16 tables a disassembly meets
# calls the functions above ~5,000 times, reading them is one entry.
KEPT_ENTRY = "printer-texts"


_TEXT_KEYS: dict[int, tuple] = {}      # id(a table of texts) -> its key in _TEXTS (a generated printer's recipe)


def register_texts(prefix: str, count: int) -> list:
    """`vreg(prefix, n, count)` for n in 0..255."""
    return _table(("v", prefix, count), 256, lambda n: vreg(prefix, n, count))


def scalar_texts(count: int, family: str) -> list:
    """`scalar(code, count, family)` for codes 0..255 (None where it refuses the code)."""
    return _table(("s", count, family), 256, lambda code: scalar(code, count, family))


def source_texts(count: int, family: str) -> list:
    """`source(code, count, family, _)` for codes 0..511 but the literal's (255), None where it refuses the code."""
    return _table(("src", count, family), 512, lambda code: None if code == 255 else source(code, count, family, None))


_FLAG_ORDERS: dict[tuple, tuple] = {}


def _flag_order(family: str, others: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """The cache-policy bits and `others` as (flag as written, its field), in llvm-mc's order: on families whose cache
    bits keep their field names (glc slc, gfx90a's scc last of all), in field order; on CDNA3 sc0 nt sc1 first."""
    key = (family, others)
    made = _FLAG_ORDERS.get(key)
    if made is None:
        bits = FAMILY[family].cache_bits
        if all(name == field for name, field in bits):
            order = [name for name, _ in bits[:2]] + list(others) + [name for name, _ in bits[2:]]
            made = tuple((flag, flag) for flag in order)
        else:
            made = tuple(bits) + tuple((flag, flag) for flag in others)
        made = _FLAG_ORDERS[key] = made
    return made


def render(defn: InstrDef, f: dict[str, int], literal: int | None, arch: str) -> str:
    """The instruction's text in llvm-mc's syntax (the decoder's fields of one word of `defn`)."""
    return printer(defn, ARCH_FAMILY[arch])(f, literal)


_PRINTERS: dict[tuple, object] = {}


def printer(defn: InstrDef, family: str):
    """The function (fields, literal) -> text of one instruction form on one family: the form's generated printer of
    words (masm/isa/form_reader.py, from `print_code`) on the word the fields make.  The decoder calls that printer
    on the word it read."""
    key = (defn, family)
    made = _PRINTERS.get(key)
    if made is None:
        from .form_reader import word_printer
        fmt = formats_for(family)[defn.fmt]
        print_word, join = word_printer(defn, fmt, family), fmt.join

        def made(f: dict, literal: int | None) -> str:
            return print_word(join(f), literal)
        _PRINTERS[key] = made
    return made


def printer_general(defn: InstrDef, family: str):
    """The general printer of a form: one function per operand, over the fields as a dict (what `print_code` falls
    back on for the pieces it does not write out, and what tests compare the generated printer with)."""
    key = (defn, family, "general")
    made = _PRINTERS.get(key)
    if made is None:
        made = _PRINTERS[key] = _make_printer(defn, family)
    return made


def _make_printer(defn: InstrDef, family: str):
    """The form's general printer."""
    fmt = defn.fmt
    kind = fmt.split("_")[-1] if fmt.endswith(("_SDWA", "_DPP")) else fmt
    memory = fmt in ("DS", "MUBUF", "MTBUF", "MIMG", "FLAT")
    operands = list(defn.operands)
    printers = [_operand_printer(defn, o, family, kind) for o in operands]
    # MUBUF with its lds bit set: a form written without vdata leaves that operand out
    lds_drop = fmt == "MUBUF" and "lds_without_vdata" in defn.syntax
    lds_printers = [p for o, p in zip(operands, printers) if o.field != "vdata"] if lds_drop else printers
    sdwa_sd = fmt == "VOPC_SDWA" and family != "gfx8"       # with sd set: the SGPR pair replaces the first operand
    flat_return = fmt == "FLAT" and "is_atomic" in defn.flags
    if flat_return:     # an atomic with glc returns the old value: its destination is printed first
        data = next((o for o in operands if o.field == "data"), None)
        returned = None if data is None else data.width // 2 if "compare_swap" in defn.flags else data.width
    exp = fmt == "EXP"
    modifiers = _modifier_printer(defn, family)
    name = defn.name

    def print_instruction(f: dict, literal: int | None) -> str:
        acc = memory and f.get("acc", 0)
        ops = []
        todo = lds_printers if lds_drop and f.get("lds") else printers
        if sdwa_sd and f.get("sd"):
            todo = todo[1:]
            ops.append(scalar(f.get("sdst", 0), 2, family))
        if flat_return and f.get("glc"):
            if returned is None:
                raise StopIteration     # (as next() over the operands did: no data operand)
            ops.append(vreg("a" if acc else "v", f["vdst"], returned))
        for p in todo:
            text = p(f, literal, acc)
            if text is not None:
                ops.append(text)
        if exp:
            en = f.get("en", 0)
            if f.get("compr"):  # packed halves: vsrc0 stands for the first two operands, vsrc1 for the last two
                ops = ops[:1] + [vreg("v", f[f"vsrc{i // 2}"], 1) if en >> i & 1 else "off" for i in range(4)]
            else:
                ops = ops[:1] + [vreg("v", f[f"vsrc{i}"], 1) if en >> i & 1 else "off" for i in range(4)]
        mods = modifiers(f)
        text = name
        if ops:
            text += " " + ", ".join(ops)
        if mods:
            text += " " + " ".join(mods)
        return text
    return print_instruction


def _memo(function, *args):
    """`function(value, *args)` remembered per value (waitcnt, hwreg, dpp_ctrl texts: a 16-bit field at most)."""
    texts: dict = {}

    def text_of(value: int):
        text = texts.get(value)
        if text is None:
            text = texts[value] = function(value, *args)
        return text
    return text_of


def _operand_printer(defn: InstrDef, o, family: str, kind: str):
    """The function (fields, literal, acc) -> the operand's text (None: not written) of operand `o` of `defn`."""
    fmt = defn.fmt
    field, okind, width = o.field, o.kind, o.width
    if okind == "fixed":
        if o.text == "off" and fmt == "FLAT":
            return _flat_address(defn, family)
        text = o.text
        return lambda f, literal, acc: text
    if kind in ("SDWA", "DPP") and (field in ("src0", "vsrc1") or okind == "src"):
        idx = "0" if field == "src0" else "1"
        sdwa = kind == "SDWA"
        s_bit, sext, abs_bit, neg_bit = "s" + idx, f"src{idx}_sext", f"src{idx}_abs", f"src{idx}_neg"
        # on a DPP integer source (v_ldexp_f16_dpp's exponent) the NEG bit is written sext()
        integer = kind == "DPP" and f"{defn.name}:{field}" in operand_limits(family)["negabs"]
        sources, vregs = source_texts(width, family), register_texts("v", width)

        def sdwa_dpp_source(f, literal, acc):
            reg = f.get(field, 0)
            if sdwa and f.get(s_bit):
                text = sources[reg] if 0 <= reg < 512 else None
                if text is None:
                    text = source(reg, width, family, None)
            else:
                text = vregs[reg] if 0 <= reg < 256 else vreg("v", reg, width)
            if sdwa and f.get(sext):
                text = f"sext({text})"
            if f.get(abs_bit):
                text = f"|{text}|"
            if f.get(neg_bit):
                text = f"sext({text})" if integer else _neg(text)
            return text
        return sdwa_dpp_source
    if okind == "src" or okind == "ssrc":
        agpr = defn.agpr_sources
        vop3 = fmt in ("VOP3", "VOP3B") and field.startswith("src")
        mix = fmt == "VOP3P" and "op_sel_hi" in defn.syntax
        bit = 1 << int(field[-1]) if vop3 or mix else 0
        # a float instruction's integer operand (v_ldexp_f32's exponent): the NEG bit is sext()
        integer = vop3 and f"{defn.name}:{field}" in operand_limits(family)["neg"]
        sources = source_texts(width, family)

        def source_operand(f, literal, acc):
            v = f.get(field, 0)
            text = sources[v] if 0 <= v < 512 else None
            if text is None:
                text = source(v, width, family, literal)
            if agpr and v >= 256:
                text = vreg("a", v - 256, width)
            if vop3:
                if f.get("abs", 0) & bit:
                    text = f"|{text}|"
                if f.get("neg", 0) & bit:
                    text = f"sext({text})" if integer else _neg(text)
            elif mix:
                if f.get("neg_hi", 0) & bit:
                    text = f"|{text}|"
                if f.get("neg", 0) & bit:
                    text = _neg(text)
            return text
        return source_operand
    if okind in ("v", "a"):
        if fmt == "MAI":
            return lambda f, literal, acc: _mai_reg(o, f.get(field, 0), f, family)
        if fmt in ("MUBUF", "MTBUF") and field == "vaddr":
            ones, pairs = register_texts("v", 1), register_texts("v", 2)

            def buffer_address(f, literal, acc):
                offen, idxen = f.get("offen"), f.get("idxen")
                if not (offen or idxen):
                    return "off"
                v = f.get(field, 0)
                return (pairs if offen and idxen else ones)[v] if 0 <= v < 256 else \
                    vreg("v", v, 2 if offen and idxen else 1)
            return buffer_address
        if fmt == "FLAT" and field == "addr":
            return _flat_address(defn, family)
        if fmt == "MIMG" and field == "vdata":
            from .encode_memory import mimg_data_width

            def image_data(f, literal, acc):
                # (a tuple the dmask would run past the register file's end is written up to its end: gfx90a's
                # image instructions take any data size, `image_load_mip v255, ... dmask:0xc` among them)
                first = f.get(field, 0)
                n = min(mimg_data_width(defn, f.get("dmask", 0), f, family), 256 - first)
                return vreg("a" if acc else "v", first, n)
            return image_data
        if fmt == "MIMG" and field == "vaddr":
            return lambda f, literal, acc: vreg("v", f.get(field, 0), width)
        agpr_data = field in ("vdata", "vdst", "data", "data0", "data1") or \
            fmt == "DS" and defn.name in operand_limits(family)["agpr_addr"]
        packed_source = fmt == "VOP3P" and field.startswith("src")
        if packed_source:       # (no acc bit on VOP3P: its register is 256 + n)
            return lambda f, literal, acc: vreg(okind, f.get(field, 0) - 256, width)
        names = register_texts(okind, width)
        if agpr_data:
            anames = register_texts("a", width)

            def data_register(f, literal, acc):
                v = f.get(field, 0)
                return (anames if acc else names)[v] if 0 <= v < 256 else vreg("a" if acc else okind, v, width)
            return data_register

        def register(f, literal, acc):
            v = f.get(field, 0)
            return names[v] if 0 <= v < 256 else vreg(okind, v, width)
        return register
    if okind == "s":
        if field in ("sbase", "srsrc", "ssamp"):
            scale = 2 if field == "sbase" else 4
            scalars = scalar_texts(width, family)

            def scaled_scalar(f, literal, acc):
                v = f.get(field, 0) * scale
                text = scalars[v] if 0 <= v < 256 else None
                return scalar(v, width, family) if text is None else text
            return scaled_scalar
        if field == "soffset" and fmt in ("MUBUF", "MTBUF"):
            sources = source_texts(1, family)

            def buffer_offset(f, literal, acc):
                v = f.get(field, 0)
                text = sources[v] if 0 <= v < 512 else None
                return source(v, 1, family, None) if text is None else text
            return buffer_offset
        if fmt == "FLAT" and field == "saddr":
            def flat_saddr(f, literal, acc):
                v = f.get(field, 0)
                return "off" if v == 0x7F else scalar(v, width, family)
            return flat_saddr
        if fmt == "SMEM" and field == "offset":
            return lambda f, literal, acc: scalar(f.get(field, 0), 1, family)
        scalars = scalar_texts(width, family)

        def scalar_register(f, literal, acc):
            v = f.get(field, 0)
            text = scalars[v] if 0 <= v < 256 else None
            return scalar(v, width, family) if text is None else text
        return scalar_register
    if okind == "literal32":
        return lambda f, literal, acc: f"0x{literal or 0:x}"
    if okind == "smem_offset":
        with_sgpr = FAMILY[family].smem_offset_and_sgpr
        gfx8 = family == "gfx8"

        def smem_offset(f, literal, acc):
            v = f.get(field, 0)
            if f.get("soe") and with_sgpr:
                return scalar(f.get("soffset", 0), 1, family)      # the immediate follows as offset:
            if not f.get("imm"):
                return scalar(v & 0x7F, 1, family)
            if not gfx8 and v & 0x100000:
                return f"-0x{0x200000 - v:x}"
            return f"0x{v:x}"
        return smem_offset
    if okind == "imm7":
        return lambda f, literal, acc: str(f.get("sdata", 0))
    if okind in ("imm16", "label"):
        optional = "imm_optional" in defn.syntax
        signed = okind == "label"

        def immediate(f, literal, acc):
            v = f.get(field, 0)
            if v == 0 and optional:
                return None
            return str((v ^ 0x8000) - 0x8000 if signed else v)
        return immediate
    if okind == "hwreg":
        hwreg = _memo(syntax.print_hwreg, family)
        return lambda f, literal, acc: hwreg(f.get(field, 0))
    if okind == "sendmsg":
        return lambda f, literal, acc: str(f.get(field, 0))
    if okind == "waitcnt":
        waitcnt = _memo(syntax.print_waitcnt, family)
        return lambda f, literal, acc: waitcnt(f.get(field, 0))
    if okind == "gpr_idx":
        return lambda f, literal, acc: syntax.print_gpr_idx(f.get(field, 0)) if f.get(field, 0) else "gpr_idx()"
    if okind == "attr" and fmt == "VOP3":         # src0 = attribute | channel << 6 | high << 8
        return lambda f, literal, acc: f"attr{f.get(field, 0) & 0x3F}.{syntax.CHANNELS[f.get(field, 0) >> 6 & 3]}"
    if okind == "attr":
        return lambda f, literal, acc: f"attr{f.get('attr', 0)}.{syntax.CHANNELS[f.get('attrchan', 0)]}"
    if okind == "interp_param":
        return lambda f, literal, acc: _INTERP_PARAMS.get(f.get(field, 0), "p10")
    if okind == "exp_tgt":
        return lambda f, literal, acc: syntax.print_exp_tgt(f.get(field, 0)) or str(f.get(field, 0))
    return _nothing


def _nothing(f, literal, acc) -> None:
    """The printer of an operand that is not written."""
    return None


_INTERP_PARAMS = {0: "p10", 1: "p20", 2: "p0"}


def _neg(text: str) -> str:
    """Negation modifier: '-v1', but 'neg(2.0)' for constants (where '-' would change the constant)."""
    return f"neg({text})" if text[0].isdigit() or text[0] == "-" else f"-{text}"


def _flat_address(defn: InstrDef, family: str):
    """The printer of a FLAT form's address operand: its VGPR (a pair when no SGPR base is used), or off."""
    seg = dict(defn.fixed).get("seg", 0)
    ones, pairs = register_texts("v", 1), register_texts("v", 2)
    if seg == 1:
        from .encode_memory import scratch_vgpr_address
        return lambda f, literal, acc: ones[f.get("addr", 0)] if scratch_vgpr_address(f, family) else "off"
    if seg == 2:
        return lambda f, literal, acc: (pairs if f.get("saddr", 0x7F) == 0x7F else ones)[f.get("addr", 0)]
    return lambda f, literal, acc: pairs[f.get("addr", 0)]


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


_OMOD = {1: "mul:2", 2: "mul:4", 3: "div:2"}
# formats written without modifiers (the e32 VALU encodings, SALU, VINTRP)
_PLAIN_FORMATS = frozenset({"SOP1", "SOP2", "SOPC", "SOPK", "SOPP", "VOP1", "VOP2", "VOPC", "VINTRP"})


def _no_modifiers(f: dict) -> tuple:
    return ()


def _modifier_printer(defn: InstrDef, family: str):
    """The function fields -> the modifiers written after the operands, in llvm-mc's order."""
    fmt = defn.fmt
    if fmt in _PLAIN_FORMATS or fmt.endswith("_SDWA") and not defn.operands:   # (v_nop_sdwa: without selects)
        return _no_modifiers
    if fmt in ("VOP3", "VOP3B"):
        return _vop3_modifiers(defn, family)
    if fmt.endswith("_SDWA"):
        return _sdwa_modifiers(defn)
    if fmt.endswith("_DPP"):
        return _dpp_modifier_printer(family)
    if fmt == "DS":
        return _ds_modifiers(defn)
    if fmt in ("MUBUF", "MTBUF"):
        return _buffer_modifiers(defn, family)
    if fmt == "FLAT":
        return _flat_modifiers(defn, family)
    if fmt == "VOP3P":
        return _packed_modifiers(defn)
    return lambda f: _modifiers(defn, f, family)


def _vop3_modifiers(defn: InstrDef, family: str):
    op_sel = defn.fmt == "VOP3" and family != "gfx8"
    op_sel_all = "op_sel_all" in defn.syntax     # all four bits in field order (v_cvt_sr_fp8_f32's byte select)
    nsrc = sum(1 for o in defn.operands if o.kind == "src")
    high = "high" in defn.syntax

    def vop3_modifiers(f: dict) -> list[str]:
        out = []
        if op_sel:
            v = f.get("op_sel")
            if v:
                out.append("op_sel:" + (_bits(v, 4) if op_sel_all else
                                        _bits((v & ((1 << nsrc) - 1)) | ((v >> 3) & 1) << nsrc, nsrc + 1)))
        if high and f.get("src0", 0) & 0x100:
            out.append("high")
        if f.get("clamp"):
            out.append("clamp")
        omod = f.get("omod")
        if omod:
            out.append(_OMOD[omod])
        return out
    return vop3_modifiers


def _sdwa_modifiers(defn: InstrDef):
    fmt = defn.fmt
    dst = fmt != "VOPC_SDWA" and "no_dst_sel" not in defn.syntax
    src1 = fmt != "VOP1_SDWA"

    def sdwa_modifiers(f: dict) -> list[str]:
        out = []
        if f.get("clamp"):
            out.append("clamp")
        omod = f.get("omod")
        if omod:
            out.append(_OMOD[omod])
        if dst:
            out.append("dst_sel:" + _SEL_NAMES.get(f.get("dst_sel", 6), "DWORD"))
            out.append("dst_unused:" + _UNUSED_NAMES.get(f.get("dst_unused", 0), "UNUSED_PAD"))
        out.append("src0_sel:" + _SEL_NAMES.get(f.get("src0_sel", 6), "DWORD"))
        if src1:
            out.append("src1_sel:" + _SEL_NAMES.get(f.get("src1_sel", 6), "DWORD"))
        return out
    return sdwa_modifiers


def _dpp_modifier_printer(family: str):
    """The function fields -> a DPP form's modifiers (dpp_ctrl and mask texts looked up per value)."""
    control = _memo(lambda v: syntax.print_dpp_ctrl(v, family) or "quad_perm:[0,1,2,3]")
    rows = [f"row_mask:0x{v:x}" for v in range(16)]
    banks = [f"bank_mask:0x{v:x}" for v in range(16)]

    def dpp_modifiers(f: dict) -> list[str]:
        out = [control(f.get("dpp_ctrl", 0)), rows[f.get("row_mask", 0)], banks[f.get("bank_mask", 0)]]
        if f.get("bound_ctrl"):
            out.append("bound_ctrl:0")
        return out
    return dpp_modifiers


def _ds_modifiers(defn: InstrDef):
    pair = "offset0" in defn.syntax

    def ds_modifiers(f: dict) -> list[str]:
        out = []
        o0, o1 = f.get("offset0", 0), f.get("offset1", 0)
        if pair:
            if o0:
                out.append(f"offset0:{o0}")
            if o1:
                out.append(f"offset1:{o1}")
        elif o0 | o1 << 8:
            out.append(f"offset:{o0 | o1 << 8}")
        if f.get("gds"):
            out.append("gds")
        return out
    return ds_modifiers


def _packed_modifiers(defn: InstrDef):
    mix = "op_sel_hi" in defn.syntax

    def packed_modifiers(f: dict) -> list[str]:
        out = []
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
        return out
    return packed_modifiers


def _buffer_modifiers(defn: InstrDef, family: str):
    typed = defn.fmt == "MTBUF"
    lds_operand = defn.name in operand_limits(family)["lds_operand"]    # buffer_store_lds_dword: lds, then glc
    flags = _flag_order(family, ("tfe",) if lds_operand else ("lds", "tfe"))

    def buffer_modifiers(f: dict) -> list[str]:
        out = []
        if typed and (f.get("dfmt", 0), f.get("nfmt", 0)) != (1, 0):
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
        if lds_operand and f.get("lds"):
            out.append("lds")
        for name, field in flags:
            if f.get(field):
                out.append(name)
        return out
    return buffer_modifiers


def _flat_modifiers(defn: InstrDef, family: str):
    signed = dict(defn.fixed).get("seg", 0) in (1, 2)
    flags = _flag_order(family, ("lds", "tfe", "nv"))

    def flat_modifiers(f: dict) -> list[str]:
        out = []
        off = f.get("offset", 0)
        if off:
            if signed and off & 0x1000:
                off -= 0x2000
            out.append(f"offset:{off}")
        for name, field in flags:
            if f.get(field):
                out.append(name)
        return out
    return flat_modifiers


def _modifiers(defn: InstrDef, f: dict, family: str) -> list[str]:
    """The modifiers of the formats not prepared above (MAI, SMEM, image, export)."""
    fmt = defn.fmt
    out: list[str] = []
    if fmt == "MAI":
        for name in ("cbsz", "abid", "blgp"):
            if f.get(name):
                out.append(f"neg:{_bits(f[name], 3)}" if name == "blgp" and "neg" in defn.syntax
                           else f"{name}:{f[name]}")
    elif fmt == "SMEM":
        if f.get("soe") and f.get("imm") and FAMILY[family].smem_offset_and_sgpr:
            v = f.get("offset", 0)
            out.append(f"offset:-0x{0x200000 - v:x}" if v & 0x100000 else f"offset:0x{v:x}")
        if f.get("glc"):
            out.append("glc")
        if f.get("nv"):
            out.append("nv")
    elif fmt == "MIMG":
        if f.get("dmask"):
            out.append(f"dmask:0x{f['dmask']:x}")
        for flag in ("unorm", "glc", "slc", "a16", "tfe", "lwe", "da", "d16"):
            if f.get(flag):
                out.append("r128" if flag == "a16" and family == "gfx8" else flag)   # one bit, named per family
    elif fmt == "EXP":
        for flag in ("done", "compr", "vm"):
            if f.get(flag):
                out.append(flag)
    return out


# The printer as code: the statements that print a word of one form from its fields held in local variables
# (`F_<field>`), made once per form from the same choices as `_make_printer` and the same text tables.  The form's
# reader (masm/isa/form_reader.py) runs them on fields cut from the word with shifts, with no dict and no call per
# operand; a piece not written out here (an export, an image, MFMA registers, ...) calls the general printer's own
# function on the fields as a dict (`f`).  tests/isa/test_isa_printer_prepared.py compares them with the general
# printer on words of every corpus form (hypothesis).

class PrintCode:
    """What `print_code` makes: `lines` (statements setting `text`), the names they need (`scope`), the fields they
    read as locals (`fields`) and whether they need the fields as the dict `f` too (`needs_dict`); and how each name
    of the scope is made again from the form (`recipes`: name -> a marshal-able recipe for `scope_value`, None
    where there is none), so that a later process can have the code without writing it (masm/isa/form_reader.py)."""
    __slots__ = ("lines", "scope", "fields", "needs_dict", "layout", "recipes")

    def __init__(self, layout: dict):
        self.lines: list[str] = []
        self.scope: dict = {"source": source, "scalar": scalar, "vreg": vreg, "_neg": _neg}
        self.recipes: dict = {name: ("G", name) for name in self.scope}
        self.fields: set = set()
        self.needs_dict = False
        self.layout = layout

    def field(self, name: str) -> str:
        """The expression of field `name` (0 where the format has no such field, as `f.get(name, 0)` reads it)."""
        if name not in self.layout:
            return "0"
        self.fields.add(name)
        return f"F_{name}"

    def fits(self, name: str, size: int, scale: int = 1) -> bool:
        """Whether every value of field `name` (times `scale`) indexes a table of `size` texts."""
        return name not in self.layout or self.layout[name][1] * scale < size

    def name(self, value, hint: str, recipe: tuple | None = None) -> str:
        """A name in the generated code's scope bound to `value` (made again by `recipe`, or, for a table of texts,
        a global of this module or plain texts, found from the value)."""
        key = f"{hint}{len(self.scope)}"
        self.scope[key] = value
        self.recipes[key] = recipe if recipe is not None else _recipe_of(value)
        return key

    def call(self, function, recipe: tuple, *args: str) -> str:
        """A call of the general printer's `function` (made again by `recipe`) on the fields as a dict."""
        self.needs_dict = True
        return f"{self.name(function, 'P', recipe)}({', '.join(args)})"


_GLOBAL_NAMES = ("_smem_offset_text", "_hex", "_SEL_NAMES", "_UNUSED_NAMES", "_OMOD", "source", "scalar", "vreg",
                 "_neg")


def _recipe_of(value) -> tuple | None:
    """How `scope_value` makes `value` again: a table of texts by its key, a global of this module by its name,
    a text or list of texts as itself; None for anything else."""
    key = _TEXT_KEYS.get(id(value))
    if key is not None and _TEXTS.get(key) is value:
        return ("T",) + key
    for name in _GLOBAL_NAMES:
        if globals()[name] is value:
            return ("G", name)
    if type(value) is str:
        return ("=", value)
    if type(value) is list and all(type(t) is str for t in value):
        return ("=", tuple(value))      # (indexed only: a tuple reads alike, and is kept once however often named)
    return None


def scope_value(recipe: tuple, defn: InstrDef, family: str):
    """The value a name of `print_code(defn, family, ...)`'s scope was bound to, made again from its recipe."""
    what = recipe[0]
    if what == "=":
        return recipe[1]
    if what == "G":
        return globals()[recipe[1]]
    if what == "T":
        maker = {"v": register_texts, "s": scalar_texts, "src": source_texts}[recipe[1]]
        return maker(*recipe[2:])
    if what == "general":
        return printer_general(defn, family)
    if what == "operand":
        fmt = defn.fmt
        kind = fmt.split("_")[-1] if fmt.endswith(("_SDWA", "_DPP")) else fmt
        return _operand_printer(defn, defn.operands[recipe[1]], family, kind)
    if what == "modifiers":
        return _modifier_printer(defn, family)
    if what == "waitcnt":
        return _memo(syntax.print_waitcnt, family)
    if what == "hwreg":
        return _memo(syntax.print_hwreg, family)
    if what == "op_sel":
        return _op_sel_texts(recipe[1], recipe[2])
    if what == "dpp":
        return _dpp_control_texts(family)
    if what == "bits":
        return _memo(_bits, recipe[1])
    raise KeyError(what)


def print_code(defn: InstrDef, family: str, layout: dict) -> PrintCode:
    """The statements that set `text` to the text of a word of `defn` whose fields (format layout `layout`) are the
    locals `F_<field>`, with `literal` the word's literal (None if it has none)."""
    code = PrintCode(layout)
    fmt = defn.fmt
    kind = fmt.split("_")[-1] if fmt.endswith(("_SDWA", "_DPP")) else fmt
    memory = fmt in ("DS", "MUBUF", "MTBUF", "MIMG", "FLAT")
    lines = code.lines
    special = fmt == "MUBUF" and "lds_without_vdata" in defn.syntax or fmt == "VOPC_SDWA" and family != "gfx8" or \
        fmt == "FLAT" and "is_atomic" in defn.flags or fmt == "EXP"
    if special:     # (operands that others drop or replace: the general printer decides)
        lines.append(f"text = {code.call(printer_general(defn, family), ('general',), 'f', 'literal')}")
        return code
    acc = code.field("acc") if memory else "0"
    parts = []                  # (expression, whether it can be None)
    for i, o in enumerate(defn.operands):
        made = _operand_code(defn, o, family, kind, code, f"t{i}", acc)
        if made is None:
            p = _operand_printer(defn, o, family, kind)
            if p is _nothing:
                continue
            lines.append(f"t{i} = {code.call(p, ('operand', i), 'f', 'literal', acc)}")
            parts.append((f"t{i}", True))
        else:
            parts.append(made)
    mods = _modifier_code(defn, family, code)
    # (the mnemonic is a name in the scope: forms that differ only in it share one compiled function)
    name, prefix = code.name(defn.name, "N"), code.name(defn.name + " ", "N")
    if parts and not any(optional for _, optional in parts):
        ops = ", ".join("{" + e + "}" for e, _ in parts)
        if "\\" in ops or "'" in ops and '"' in ops:      # (what one f-string cannot hold: a sum of the parts)
            lines.append(f"text = {prefix} + " + " + ', ' + ".join(e for e, _ in parts))
        else:       # (one f-string: the text is made in one piece)
            lines.append("text = f" + repr("{" + prefix + "}" + ops))
    elif parts:
        lines.append("ops = [" + ", ".join(e for e, _ in parts) + "]")
        lines.append("ops = [t for t in ops if t is not None]")
        lines.append(f"text = {prefix} + ', '.join(ops) if ops else {name}")
    else:
        lines.append(f"text = {name}")
    if mods:
        lines.append("text += m")
    return code


def _operand_code(defn: InstrDef, o, family: str, kind: str, code: PrintCode, t: str, acc: str):
    """(expression, whether it can be None) of operand `o`'s text, after statements appended to `code.lines` that
    compute it (into `t`); None where the general printer's function is to be called."""
    fmt = defn.fmt
    field, okind, width = o.field, o.kind, o.width
    lines = code.lines
    if okind == "fixed":
        if o.text == "off" and fmt == "FLAT":
            return _flat_address_code(defn, family, code, t)
        return repr(o.text), False
    if kind in ("SDWA", "DPP") and (field in ("src0", "vsrc1") or okind == "src"):
        if not code.fits(field, 256):
            return None
        idx = "0" if field == "src0" else "1"
        sdwa = kind == "SDWA"
        integer = kind == "DPP" and f"{defn.name}:{field}" in operand_limits(family)["negabs"]
        v = code.field(field)
        vregs = code.name(register_texts("v", width), "V")
        if sdwa and code.field("s" + idx) != "0":
            sources = code.name(source_texts(width, family), "S")
            lines.append(f"{t} = ({sources}[{v}] or source({v}, {width}, {family!r}, None)) if {code.field('s' + idx)} "
                         f"else {vregs}[{v}]")
        else:
            lines.append(f"{t} = {vregs}[{v}]")
        if sdwa and code.field(f"src{idx}_sext") != "0":
            lines.append(f"if {code.field(f'src{idx}_sext')}: {t} = 'sext(' + {t} + ')'")
        if code.field(f"src{idx}_abs") != "0":
            lines.append(f"if {code.field(f'src{idx}_abs')}: {t} = '|' + {t} + '|'")
        if code.field(f"src{idx}_neg") != "0":
            negated = f"'sext(' + {t} + ')'" if integer else f"_neg({t})"
            lines.append(f"if {code.field(f'src{idx}_neg')}: {t} = {negated}")
        return t, False
    if okind == "src" or okind == "ssrc":
        if not code.fits(field, 512):
            return None
        vop3 = fmt in ("VOP3", "VOP3B") and field.startswith("src")
        mix = fmt == "VOP3P" and "op_sel_hi" in defn.syntax
        bit = 1 << int(field[-1]) if vop3 or mix else 0
        integer = vop3 and f"{defn.name}:{field}" in operand_limits(family)["neg"]
        v = code.field(field)
        sources = code.name(source_texts(width, family), "S")
        lines.append(f"{t} = {sources}[{v}] or source({v}, {width}, {family!r}, literal)")
        if defn.agpr_sources:
            lines.append(f"if {v} >= 256: {t} = vreg('a', {v} - 256, {width})")
        if vop3:
            lines.append(f"if {code.field('abs')} & {bit}: {t} = '|' + {t} + '|'")
            negated = f"'sext(' + {t} + ')'" if integer else f"_neg({t})"
            lines.append(f"if {code.field('neg')} & {bit}: {t} = {negated}")
        elif mix:
            lines.append(f"if {code.field('neg_hi')} & {bit}: {t} = '|' + {t} + '|'")
            lines.append(f"if {code.field('neg')} & {bit}: {t} = _neg({t})")
        return t, False
    if okind in ("v", "a"):
        if fmt in ("MAI", "MIMG"):
            return None
        if fmt in ("MUBUF", "MTBUF") and field == "vaddr":
            if not code.fits(field, 256):
                return None
            ones, pairs = code.name(register_texts("v", 1), "V"), code.name(register_texts("v", 2), "V")
            offen, idxen, v = code.field("offen"), code.field("idxen"), code.field(field)
            return f"(({pairs} if {offen} and {idxen} else {ones})[{v}] if {offen} or {idxen} else 'off')", False
        if fmt == "FLAT" and field == "addr":
            return _flat_address_code(defn, family, code, t)
        if fmt == "VOP3P" and field.startswith("src"):
            return f"vreg({okind!r}, {code.field(field)} - 256, {width})", False
        if not code.fits(field, 256):
            return None
        v = code.field(field)
        names = code.name(register_texts(okind, width), "V")
        if field in ("vdata", "vdst", "data", "data0", "data1") or \
                fmt == "DS" and defn.name in operand_limits(family)["agpr_addr"]:
            anames = code.name(register_texts("a", width), "A")
            return (f"{names}[{v}]" if acc == "0" else f"({anames} if {acc} else {names})[{v}]"), False
        return f"{names}[{v}]", False
    if okind == "s":
        scale = 2 if field == "sbase" else 4 if field in ("srsrc", "ssamp") else 1
        if fmt == "SMEM" and field == "offset" or not code.fits(field, 256, scale):
            return None
        v = code.field(field)
        if field in ("sbase", "srsrc", "ssamp"):
            scalars = code.name(scalar_texts(width, family), "S")
            lines.append(f"{t} = {scalars}[{v} * {scale}] or scalar({v} * {scale}, {width}, {family!r})")
            return t, False
        if field == "soffset" and fmt in ("MUBUF", "MTBUF"):
            sources = code.name(source_texts(1, family), "S")
            lines.append(f"{t} = {sources}[{v}] or source({v}, 1, {family!r}, None)")
            return t, False
        if fmt == "FLAT" and field == "saddr":
            lines.append(f"{t} = 'off' if {v} == 0x7F else scalar({v}, {width}, {family!r})")
            return t, False
        scalars = code.name(scalar_texts(width, family), "S")
        lines.append(f"{t} = {scalars}[{v}] or scalar({v}, {width}, {family!r})")
        return t, False
    if okind == "literal32":
        return "f'0x{literal or 0:x}'", False
    if okind == "smem_offset" and code.fits("soffset", 256):
        v, texts = code.field(field), code.name(scalar_texts(1, family), "S")
        offset = code.name(_smem_offset_text if family != "gfx8" else _hex, "X")
        register = f"{t} = {texts}[{v} & 0x7F] or scalar({v} & 0x7F, 1, {family!r})"    # (offset in an SGPR)
        if FAMILY[family].smem_offset_and_sgpr and code.field("soe") != "0":
            lines.append(f"if {code.field('soe')}: {t} = {texts}[{code.field('soffset')}] or "
                         f"scalar({code.field('soffset')}, 1, {family!r})")
            lines.append(f"elif not {code.field('imm')}: {register}")
        else:
            lines.append(f"if not {code.field('imm')}: {register}")
        lines.append(f"else: {t} = {offset}({v})")
        return t, False
    if okind in ("imm16", "label"):
        v = code.field(field)
        value = f"({v} ^ 0x8000) - 0x8000" if okind == "label" else v
        if "imm_optional" in defn.syntax:
            return f"(str({value}) if {v} else None)", True
        return f"str({value})", False
    if okind == "waitcnt":
        return f"{code.name(_memo(syntax.print_waitcnt, family), 'W', ('waitcnt',))}({code.field(field)})", False
    if okind == "hwreg":
        return f"{code.name(_memo(syntax.print_hwreg, family), 'H', ('hwreg',))}({code.field(field)})", False
    if okind == "sendmsg":
        return f"str({code.field(field)})", False
    return None


def _flat_address_code(defn: InstrDef, family: str, code: PrintCode, t: str):
    """`_flat_address`'s choice as code."""
    seg = dict(defn.fixed).get("seg", 0)
    if not code.fits("addr", 256):
        return None
    ones, pairs = code.name(register_texts("v", 1), "V"), code.name(register_texts("v", 2), "V")
    addr = code.field("addr")
    if seg == 1 and FAMILY[family].scratch_sve:
        return f"({ones}[{addr}] if {code.field('sve')} else 'off')", False
    saddr = code.field("saddr") if "saddr" in code.layout else "0x7F"
    if seg == 1:
        return f"('off' if {saddr} != 0x7F else {ones}[{addr}])", False
    if seg == 2:
        return f"({pairs} if {saddr} == 0x7F else {ones})[{addr}]", False
    return f"{pairs}[{addr}]", False


def _modifier_code(defn: InstrDef, family: str, code: PrintCode) -> bool:
    """Append the statements that set `m` to the text of the modifiers (each after a space) to `code.lines`; False
    when the form has no modifiers."""
    fmt = defn.fmt
    lines, field = code.lines, code.field
    made = _modifier_printer(defn, family)
    if made is _no_modifiers:
        return False
    out = []
    if fmt in ("VOP3", "VOP3B"):
        if fmt == "VOP3" and family != "gfx8" and field("op_sel") != "0":
            nsrc, every = sum(1 for o in defn.operands if o.kind == "src"), "op_sel_all" in defn.syntax
            bits = code.name(_op_sel_texts(nsrc, every), "O", ("op_sel", nsrc, every))
            out.append(f"if {field('op_sel')}: m += ' ' + {bits}({field('op_sel')})")
        if "high" in defn.syntax:
            out.append(f"if {field('src0')} & 0x100: m += ' high'")
        out += _clamp_omod(code)
    elif fmt.endswith("_SDWA"):
        out += _clamp_omod(code)
        sel, unused = code.name(_SEL_NAMES, "N"), code.name(_UNUSED_NAMES, "N")
        if fmt != "VOPC_SDWA" and "no_dst_sel" not in defn.syntax:
            dst_sel = field("dst_sel") if "dst_sel" in code.layout else "6"
            out.append(f"m += ' dst_sel:' + {sel}.get({dst_sel}, 'DWORD')")
            out.append(f"m += ' dst_unused:' + {unused}.get({field('dst_unused')}, 'UNUSED_PAD')")
        out.append(f"m += ' src0_sel:' + {sel}.get({field('src0_sel') if 'src0_sel' in code.layout else '6'}, "
                   "'DWORD')")
        if fmt != "VOP1_SDWA":
            out.append(f"m += ' src1_sel:' + {sel}.get({field('src1_sel') if 'src1_sel' in code.layout else '6'}"
                       ", 'DWORD')")
    elif fmt.endswith("_DPP"):
        control = code.name(_dpp_control_texts(family), "D", ("dpp",))
        rows = code.name([f"row_mask:0x{v:x}" for v in range(16)], "R")
        banks = code.name([f"bank_mask:0x{v:x}" for v in range(16)], "B")
        lines.append(f"m = ' ' + {control}({field('dpp_ctrl')}) + ' ' + {rows}[{field('row_mask')}] + ' ' + "
                     f"{banks}[{field('bank_mask')}]")
        lines.append(f"if {field('bound_ctrl')}: m += ' bound_ctrl:0'")
        return True
    elif fmt == "MUBUF":
        out.append(f"if {field('idxen')}: m += ' idxen'")
        out.append(f"if {field('offen')}: m += ' offen'")
        out.append(f"if {field('offset')}: m += ' offset:' + str({field('offset')})")
        lds_operand = defn.name in operand_limits(family)["lds_operand"]
        if lds_operand:
            out.append(f"if {field('lds')}: m += ' lds'")
        for flag, name in _flag_order(family, ("tfe",) if lds_operand else ("lds", "tfe")):
            out.append(f"if {field(name)}: m += {' ' + flag!r}")
    elif fmt == "SMEM":
        if FAMILY[family].smem_offset_and_sgpr:
            offset = code.name(_smem_offset_text, "X")
            out.append(f"if {field('soe')} and {field('imm')}: m += ' offset:' + {offset}({field('offset')})")
        out.append(f"if {field('glc')}: m += ' glc'")
        out.append(f"if {field('nv')}: m += ' nv'")
    elif fmt == "VOP3P":
        mix = "op_sel_hi" in defn.syntax
        bits = code.name(_memo(_bits, 3), "B", ("bits", 3))
        out.append(f"hi = {field('op_sel_hi')} | {field('op_sel_hi2')} << 2")
        out.append(f"if {field('op_sel')}: m += ' op_sel:' + {bits}({field('op_sel')})")
        out.append(f"if {'hi' if mix else 'hi != 7'}: m += ' op_sel_hi:' + {bits}(hi)")
        if not mix:
            out.append(f"if {field('neg')}: m += ' neg_lo:' + {bits}({field('neg')})")
            out.append(f"if {field('neg_hi')}: m += ' neg_hi:' + {bits}({field('neg_hi')})")
        out.append(f"if {field('clamp')}: m += ' clamp'")
    elif fmt == "DS":
        o0, o1 = field("offset0"), field("offset1")
        if "offset0" in defn.syntax:
            out.append(f"if {o0}: m += ' offset0:' + str({o0})")
            out.append(f"if {o1}: m += ' offset1:' + str({o1})")
        else:
            out.append(f"if {o0} | {o1} << 8: m += ' offset:' + str({o0} | {o1} << 8)")
        out.append(f"if {field('gds')}: m += ' gds'")
    elif fmt == "FLAT":
        off = field("offset")
        if dict(defn.fixed).get("seg", 0) in (1, 2):
            out.append(f"if {off}: m += ' offset:' + str({off} - 0x2000 if {off} & 0x1000 else {off})")
        else:
            out.append(f"if {off}: m += ' offset:' + str({off})")
        for flag, name in _flag_order(family, ("lds", "tfe", "nv")):
            out.append(f"if {field(name)}: m += {' ' + flag!r}")
    else:           # (the other formats: the general printer's function, on the fields as a dict)
        lines.append(f"mods = {code.call(made, ('modifiers',), 'f')}")
        lines.append("m = ' ' + ' '.join(mods) if mods else ''")
        return True
    lines.append("m = ''")
    lines += out
    return True


def _op_sel_texts(nsrc: int, every: bool):
    """The `op_sel:[...]` text per value of the op_sel field of a VOP3 form with `nsrc` sources (`every`: all four
    bits in field order, "op_sel_all"), one memo for all such forms."""
    made = _OP_SEL_TEXTS.get((nsrc, every))
    if made is None:
        made = _OP_SEL_TEXTS[(nsrc, every)] = _memo(
            lambda v: "op_sel:" + (_bits(v, 4) if every else
                                   _bits((v & ((1 << nsrc) - 1)) | ((v >> 3) & 1) << nsrc, nsrc + 1)))
    return made


_OP_SEL_TEXTS: dict = {}


def _dpp_control_texts(family: str):
    """A DPP word's control text per value of its dpp_ctrl field."""
    return _memo(lambda v: syntax.print_dpp_ctrl(v, family) or "quad_perm:[0,1,2,3]")


def _hex(v: int) -> str:
    return f"0x{v:x}"


def _smem_offset_text(v: int) -> str:
    """An SMEM immediate offset of the families where it is signed (21 bits)."""
    return f"-0x{0x200000 - v:x}" if v & 0x100000 else f"0x{v:x}"


def _clamp_omod(code: PrintCode) -> list[str]:
    out = [f"if {code.field('clamp')}: m += ' clamp'"]
    omod = code.field("omod")
    if omod != "0":
        out.append(f"if {omod}: m += ' ' + {code.name(_OMOD, 'M')}[{omod}]")
    return out
