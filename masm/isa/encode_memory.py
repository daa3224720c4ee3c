"""Memory and export formats: DS, MUBUF, MTBUF, MIMG, FLAT/GLOBAL/SCRATCH and EXP."""
from __future__ import annotations

import re

from .formats import formats_for
from .model import InstrDef, Operand
from .operands import Item, OperandError, is_modifier, parse_float, parse_int
from . import syntax
from .encode_operands import (NEGATED, EncodeState, OperandFail, bind_operands, check_modifier_order, modifier_map,
                              note_register, operand_limits, read_register, read_sgpr, read_source, read_vgpr,
                              reject_leftover_modifiers, take_flag, take_int)

# the orders llvm-mc 14 takes modifiers in (a tuple: one operand, see check_modifier_order), measured pair by pair;
# CACHE stands for the family's cache-policy bits (glc slc, or sc0 nt sc1) and their `no` forms
CACHE = "<cache>"
DS_ORDER = (("offset", "offset0", "offset1"), "gds")
BUFFER_ORDER = (("format", "dfmt", "nfmt"), "idxen", "offen", "addr64", "offset", CACHE, "tfe", "lds")
BUFFER_LDS_ORDER = (("format", "dfmt", "nfmt"), "idxen", "offen", "addr64", "offset", "lds", CACHE, "tfe")
EXP_ORDER = ("done", "compr", "vm")
MIMG_ORDER = ("dmask", "unorm", ("glc", "slc"), ("r128", "a16"), "tfe", "lwe", "da", "d16")
FLAT_ORDER = ("offset", CACHE)


def cache_order(st: EncodeState, order: tuple) -> tuple:
    """`order` with CACHE replaced by the family's cache-policy modifiers (one group: llvm-mc reads them as one;
    `noglc` stands in its flag's place, see modifier_map)."""
    return tuple(st.isa.cache_bit_names if entry == CACHE else entry for entry in order)


def take_cache_bits(st: EncodeState, mm: dict, limits: dict | None = None) -> None:
    """Set the format field of each cache-policy modifier written (sc0 sets glc's bit on CDNA3); `noX` keeps X's
    bit clear; bits the oracle takes nowhere or not on this instruction are errors."""
    fam = st.isa
    fmt = formats_for(st.arch)[st.defn.fmt]
    for name, field in fam.cache_bits:
        if name in fam.cache_bits_unassembled or not fmt.has(field):
            continue
        if limits and name in mm and mm[name][1] != NEGATED and st.defn.name in limits.get(field, ()):
            raise OperandFail(mm[name][0].col, f"invalid modifier '{name}': {st.defn.name} takes no {name}")
        if take_flag(mm, name):
            st.values[field] = 1
    _foreign_cache_bits(st, mm)


def _foreign_cache_bits(st: EncodeState, mm: dict) -> None:
    """Another family's spelling of a cache bit (glc on CDNA3, sc0 on gfx9): an error that names this target's."""
    from ..targets import FAMILY
    own = {name: field for name, field in st.isa.cache_bits}
    for fam in FAMILY.values():
        for name, field in fam.cache_bits:
            if name in mm and name not in own:
                mine = next((n for n, f in st.isa.cache_bits if f == field), None)
                hint = f"; {st.arch} writes this bit as '{mine}'" if mine else ""
                raise OperandFail(mm[name][0].col, f"invalid modifier '{name}': not a cache-policy bit on {st.arch} "
                                                   f"(its bits are {', '.join(own)}){hint}")


def cache_name(st: EncodeState, field: str) -> str:
    """The modifier that sets `field` on this family ('sc0' for glc on CDNA3)."""
    return next((name for name, f in st.isa.cache_bits if f == field), field)


# -------- memory
def read_data_vgpr(st: EncodeState, it: Item, width: int) -> int:
    """A data register: VGPR, or AGPR where the family allows it (sets the format's acc bit; all data operands must agree)."""
    r = read_vgpr(st, it, width, allow_agpr=st.isa.agpr_memory_data)
    acc = int(r.file == "a")
    if st.values.setdefault("acc", acc) != acc:
        raise OperandFail(it.col, "invalid operand: data registers must all be VGPRs or all AGPRs")
    return r.index


def encode_ds(st: EncodeState, ops, mm, mcol):
    check_modifier_order(mm, DS_ORDER)
    if "gds" in mm and st.defn.name in operand_limits(st.family)["gds"]:
        raise OperandFail(mm["gds"][0].col, f"invalid modifier 'gds': {st.defn.name} takes no gds on {st.arch}")
    even = st.defn.name in operand_limits(st.family)["even_vgpr"]
    for o, it in bind_operands(st, ops, mcol):
        if even and read_register(st, it).index % 2:
            raise OperandFail(it.col, f"invalid operand '{it.text}': vgpr must be even aligned")
        if o.field == "addr" and st.defn.name not in operand_limits(st.family)["agpr_addr"]:
            st.values["addr"] = read_vgpr(st, it, o.width).index
        else:
            st.values[o.field] = read_data_vgpr(st, it, o.width)
    if "offset0" in st.defn.syntax:
        v0 = take_int(mm, "offset0", 0, 255)
        v1 = take_int(mm, "offset1", 0, 255)
        st.values["offset0"] = v0 or 0
        st.values["offset1"] = v1 or 0
    elif "offset" in mm:
        item, arg = mm.pop("offset")
        if arg.lower().startswith("swizzle"):
            try:
                v = syntax.parse_swizzle(arg)
            except OperandError as e:
                raise OperandFail(item.col, e.message)
        else:
            v = parse_int(arg)
            if v is None or not 0 <= v <= 0xFFFF:
                raise OperandFail(item.col, "invalid offset: expected a 16-bit unsigned value")
        st.values["offset0"] = v & 0xFF
        st.values["offset1"] = v >> 8
    if take_flag(mm, "gds"):
        st.values["gds"] = 1
    reject_leftover_modifiers(mm)
    return []


def read_soffset(st: EncodeState, it: Item) -> int:
    """An SGPR or any inline constant (read as a 32-bit value: 0xffffffff is -1, 2.0 the float)."""
    if parse_int(it.text) is None and parse_float(it.text) is None:
        return read_sgpr(st, it, 1, special=True)
    try:
        s = read_source(st, it, 1, vgpr=False, literal=False, mods=False, typ="i32")
    except OperandFail:
        raise OperandFail(it.col, "invalid operand: soffset must be an SGPR or an inline constant") from None
    return s.code


def _one_register_data(defn: InstrDef) -> bool:
    """A buffer instruction whose data is one register: one that may load into LDS without naming it (LLVM 15+)."""
    return any(o.field == "vdata" and o.width <= 1 for o in defn.operands)


def encode_buffer(st: EncodeState, ops, mm, mcol):
    if "lds_without_vdata" not in st.defn.syntax and len(ops) == len(st.defn.operands) and ops and \
            _one_register_data(st.defn) and is_modifier(ops[-1].text) and ("lds" in mm or ops[-1].text.lower() == "lds"):
        # LLVM 15+'s load to LDS without its data register (below): the operands were counted with it, so its first
        # modifier (`offen`, or `lds` itself) was taken for the last operand
        mm = modifier_map([ops[-1]]) | mm
        ops = ops[:-1]
    if st.defn.name in operand_limits(st.family)["lds_operand"]:
        # buffer_store_lds_dword: its lds is part of the syntax, written right after offset:
        if "lds" not in mm and mm:          # (alone, the instruction is complete without it)
            raise OperandFail(ops[-1].col + len(ops[-1].text) if ops else mcol, f"too few operands for "
                                                                                f"{st.defn.name}: write lds")
        check_modifier_order(mm, cache_order(st, BUFFER_LDS_ORDER))
    else:
        check_modifier_order(mm, cache_order(st, BUFFER_ORDER))
    if "lds" in mm and "tfe" in mm:
        raise OperandFail(mm["tfe"][0].col, "invalid modifier 'tfe': a load to LDS takes no tfe")
    fmt = st.defn.fmt
    for flag in ("offen", "idxen"):
        if flag in mm and not any(o.field == "vaddr" for o in st.defn.operands):
            raise OperandFail(mm[flag][0].col, f"invalid modifier '{flag}': {st.defn.name} has no address register")
    offen = take_flag(mm, "offen")
    idxen = take_flag(mm, "idxen")
    expected = st.defn.operands
    if "lds" in mm and ("lds_without_vdata" in st.defn.syntax or len(ops) == len(expected) - 1
                        and _one_register_data(st.defn)):
        # the load goes to LDS, no data register: CDNA3's only syntax, and LLVM 15+'s on the older targets too
        # (clang 19 writes it; llvm-mc 14 takes only the data register's form, and both encode vdata 0)
        expected = tuple(o for o in expected if o.field != "vdata")
    for o, it in bind_operands(st, ops, mcol, expected=expected):
        if o.field == "vaddr":
            if it.text.lower() == "off":
                if offen or idxen:
                    raise OperandFail(it.col, "invalid operand: 'off' with offen/idxen")
            else:
                if not (offen or idxen):
                    raise OperandFail(it.col, "invalid operand: a VGPR address needs offen or idxen")
                st.values["vaddr"] = read_vgpr(st, it, 2 if offen and idxen else 1).index
        elif o.field == "srsrc":
            st.values["srsrc"] = read_sgpr(st, it, 4) >> 2
        elif o.field == "soffset":
            st.values["soffset"] = read_soffset(st, it)
        elif o.field == "vdata":
            st.values["vdata"] = read_data_vgpr(st, it, o.width)
    st.values["offen"] = int(offen)
    st.values["idxen"] = int(idxen)
    off = take_int(mm, "offset", 0, 4095)
    st.values["offset"] = off or 0
    limits = operand_limits(st.family)
    take_cache_bits(st, mm, limits)
    for flag in ("lds", "tfe"):
        if flag in mm and st.defn.name in limits.get(flag, ()):
            raise OperandFail(mm[flag][0].col, f"invalid modifier '{flag}': {st.defn.name} takes no {flag}")
        if formats_for(st.arch)[fmt].has(flag) and take_flag(mm, flag):
            st.values[flag] = 1
    if fmt == "MTBUF":
        take_mtbuf_format(st, mm)
    reject_leftover_modifiers(mm)
    return []


def split_legacy_mtbuf_format(items: list, is_modifier) -> tuple[list, list]:
    """(other items, dfmt:/nfmt: items).  llvm-mc 14 takes the legacy dfmt:/nfmt: pair only before the soffset operand
    (`s[4:7], dfmt:15, nfmt:2, 0`); after it only `format:`."""
    legacy_at = [it.text.lower().startswith(("dfmt:", "nfmt:")) for it in items]
    last_operand = max((i for i, it in enumerate(items)
                        if not legacy_at[i] and (it.after_comma or not is_modifier(it.text))), default=-1)
    rest, legacy = [], []
    for i, it in enumerate(items):
        if legacy_at[i]:
            if i > last_operand:
                raise OperandFail(it.col, f"invalid operand '{it.text}': dfmt/nfmt go before soffset, "
                                          "or write format:[...] after it")
            legacy.append(it)
        else:
            rest.append(it)
    return rest, legacy


def take_mtbuf_format(st: EncodeState, mm: dict) -> None:
    dfmt, nfmt = 1, 0
    if "format" in mm and ("dfmt" in mm or "nfmt" in mm):
        raise OperandFail(mm["format"][0].col, "duplicate format: dfmt/nfmt and format: name the same field")
    if "format" in mm:
        item, arg = mm.pop("format")
        m = re.match(r"^\[\s*(\w+)\s*(?:,\s*(\w+)\s*)?\]$", arg)
        v = parse_int(arg)
        if v is not None:
            if not 0 <= v <= 127:
                raise OperandFail(item.col, "invalid format value")
            dfmt, nfmt = v & 15, v >> 4
        elif m:
            seen = set()
            for name in (m.group(1), m.group(2)):
                if name is None:
                    continue
                if name.upper() in syntax.DATA_FORMATS:
                    kind, dfmt = "data", syntax.DATA_FORMATS.index(name.upper())
                elif name.upper() in syntax.NUM_FORMATS:
                    kind, nfmt = "numeric", syntax.NUM_FORMATS.index(name.upper())
                else:
                    raise OperandFail(item.col, f"unknown buffer format '{name}'")
                if kind in seen:
                    raise OperandFail(item.col, f"duplicate {kind} format in '{item.text}'")
                seen.add(kind)
        else:
            raise OperandFail(item.col, f"invalid format '{arg}'")
    d = take_int(mm, "dfmt", 0, 15)
    n = take_int(mm, "nfmt", 0, 7)
    st.values["dfmt"] = dfmt if d is None else d
    st.values["nfmt"] = nfmt if n is None else n


def encode_mimg(st: EncodeState, ops, mm, mcol):
    check_modifier_order(mm, MIMG_ORDER)
    fmt = formats_for(st.arch)["MIMG"]
    dmask_col = mm["dmask"][0].col if "dmask" in mm else mcol
    dmask = take_int(mm, "dmask", 0, 15) or 0
    check_mimg_dmask(st.defn, dmask, dmask_col)
    st.values["dmask"] = dmask
    flags = {}
    mm_cols = {name: item.col for name, (item, _) in mm.items()}
    for flag in ("unorm", "glc", "slc", "da", "a16", "r128", "tfe", "lwe", "d16"):
        written = flag in mm
        value = take_flag(mm, flag)
        if not written:
            continue
        if (flag == "r128") != (st.family == "gfx8") and flag in ("r128", "a16"):
            # one bit: r128 on gfx8, a16 from gfx9 on (llvm-mc takes each name only where it applies; `noa16` too)
            raise OperandFail(mm_cols.get(flag, mcol), f"'{flag}' is not supported on {st.arch}")
        if flag == "r128":
            flag = "a16"
        if not fmt.has(flag):
            raise OperandFail(mcol, f"'{flag}' is not supported on {st.arch}")
        if flag == "d16" and st.defn.name in operand_limits(st.family)["d16"]:
            raise OperandFail(mm_cols[flag], f"invalid modifier 'd16': {st.defn.name} takes no d16")
        if value:
            flags[flag] = 1
    st.values.update(flags)
    for o, it in bind_operands(st, ops, mcol):
        if o.field == "vdata":
            widths = mimg_data_widths(st.defn, dmask, flags, st.family)
            r = read_register(st, it)
            if r.count not in widths:
                raise OperandFail(it.col, f"invalid operand '{it.text}': image data size does not match dmask"
                                          + (" and tfe" if st.family != "gfx90a" else ""))
            st.values["vdata"] = read_data_vgpr(st, it, r.count)
        elif o.field == "vaddr":
            r = read_register(st, it)
            if r.file != "v":
                raise OperandFail(it.col, f"invalid operand '{it.text}': expected VGPR")
            note_register(st, r)
            st.values["vaddr"] = r.index
        elif o.field == "srsrc":
            r = read_register(st, it)
            if r.file != "s" or r.count not in (4, 8):
                raise OperandFail(it.col, f"invalid operand '{it.text}': expected 4 or 8 SGPRs")
            note_register(st, r)
            st.values["srsrc"] = r.index >> 2
        elif o.field == "ssamp":
            st.values["ssamp"] = read_sgpr(st, it, 4) >> 2
    reject_leftover_modifiers(mm)
    return []


def check_mimg_dmask(defn: InstrDef, dmask: int, col: int) -> None:
    """llvm-mc's dmask rules: an atomic takes 0x1, 0x3 or 0xf; a gather4 exactly one bit."""
    if "is_atomic" in defn.flags:
        if dmask not in (0x1, 0x3, 0xF):
            raise OperandFail(col, "invalid atomic image dmask")
    elif "image_gather" in defn.flags and dmask not in (0x1, 0x2, 0x4, 0x8):
        raise OperandFail(col, "invalid image_gather dmask: only one bit must be set")


def mimg_data_widths(defn: InstrDef, dmask: int, flags: dict, family: str) -> tuple[int, ...]:
    """The data register sizes llvm-mc 14 takes for an image instruction.  Where it checks them: one dword per dmask
    bit (4 for gather4), halved by d16 (not on gfx8, whose d16 data is unpacked), +1 with tfe, and an atomic only in
    its own sizes (one or two values: the table's width or twice it).  Where it does not (forms listed under
    'unchecked_data_size' by tools/gen_operand_limits.py: gfx90a, which has no tfe), any of those sizes."""
    own = (defn.operands[0].width // (2 if "compare_swap" in defn.flags else 1),) if "is_atomic" in defn.flags else ()
    sizes = tuple(sorted({w * k for w in own for k in (1, 2)})) if own else (1, 2, 3, 4, 5)
    if defn.name in operand_limits(family)["unchecked_data_size"]:
        return sizes
    n = 4 if "image_gather" in defn.flags else max(1, bin(dmask).count("1"))
    if flags.get("d16") and family != "gfx8":
        n = (n + 1) // 2
    n += flags.get("tfe", 0)
    return (n,) if n in sizes else ()


def scratch_vgpr_address(fields, family: str) -> bool:
    """Whether a scratch instruction with these fields uses its VGPR address: on CDNA3 as its SVE bit says, before
    that when it has no SGPR address (saddr off).  (The printer writes it, the static checks read it.)"""
    from ..targets import FAMILY
    if FAMILY[family].scratch_sve:
        return bool(fields.get("sve"))
    return fields.get("saddr", 0x7F) == 0x7F


def mimg_data_width(defn: InstrDef, dmask: int, flags: dict, family: str) -> int:
    """The data size the disassembler prints: one dword per dmask bit (4 for gather4), halved by d16, +1 with tfe;
    atomics move one value (two for compare-and-swap), or two with dmask 0x3 (four for compare-and-swap)."""
    if "is_atomic" in defn.flags:
        count = bin(dmask).count("1")
        if "compare_swap" in defn.flags:
            n = count if count in (2, 4) else 2
        else:
            n = count if count in (1, 2) else 1
    else:
        n = 4 if "image_gather" in defn.flags else max(1, bin(dmask).count("1"))
        if flags.get("d16") and family != "gfx8":
            n = (n + 1) // 2
    return n + flags.get("tfe", 0)


def encode_flat(st: EncodeState, ops, mm, mcol):
    if "inst_offset" in mm:             # llvm-mc's other name for a FLAT offset
        if "offset" in mm:
            raise OperandFail(mm["inst_offset"][0].col, "duplicate modifier 'offset'")
        mm["offset"] = mm.pop("inst_offset")
    check_modifier_order(mm, cache_order(st, FLAT_ORDER))
    seg = dict(st.defn.fixed).get("seg", 0)
    gfx8 = st.family == "gfx8"
    ops = list(ops)
    expected = st.defn.operands
    saddr_off = False
    pairs = []
    glc = cache_name(st, "glc")         # an atomic returns its old value with glc (sc0 on CDNA3)
    returns = glc in mm and mm[glc][1] != NEGATED       # (`noglc`: no returned value)
    if len(ops) == len(expected) + 1 and "is_atomic" in st.defn.flags and returns:
        data = next(o for o in expected if o.field == "data")
        returned = Operand("vdst", "v", data.width // 2 if "compare_swap" in st.defn.flags else data.width, out=True)
        expected = (returned,) + tuple(expected)
    if len(ops) != len(expected):
        raise OperandFail(ops[-1].col if ops else mcol, "invalid number of operands for instruction")
    addr_off = False
    for o, it in zip(expected, ops):
        if o.kind == "fixed" and o.text == "off":
            o = SCRATCH_ADDR
        pairs.append((o, it))
    for o, it in pairs:
        if o.field == "saddr":
            if it.text.lower() == "off":
                saddr_off = True
                st.values["saddr"] = 0x7F
            else:
                st.values["saddr"] = read_sgpr(st, it, o.width, special=st.isa.flat_saddr_src_values)
                if st.values["saddr"] == 127:       # a scratch address SGPR is any but exec_hi
                    raise OperandFail(it.col, f"invalid operand '{it.text}' for this instruction")
    for o, it in pairs:
        if o.field == "addr":
            if it.text.lower() == "off":
                if seg != 1:
                    raise OperandFail(it.col, "invalid operand 'off' for the address")
                addr_off = True
                continue
            width = 2 if (seg == 0 or gfx8 or (seg == 2 and saddr_off)) else 1
            if seg == 1 or seg == 2 and not saddr_off:
                width = 1
            if seg == 2 and saddr_off:
                width = 2
            st.values["addr"] = read_vgpr(st, it, width).index
        elif o.field in ("vdst", "data"):
            st.values[o.field] = read_data_vgpr(st, it, o.width)
    if seg == 1 and st.isa.scratch_sve:
        st.values["sve"] = int(not addr_off)        # CDNA3: the VGPR address is used (SGPR too, or neither)
    elif seg == 1 and addr_off and saddr_off:
        raise OperandFail(mcol, "invalid operands: scratch needs an address VGPR or SGPR")
    elif seg == 1 and not addr_off and not saddr_off and "addr" in st.values:
        it = next(it for o, it in pairs if o.field == "saddr")
        raise OperandFail(it.col, f"invalid operand '{it.text}': scratch takes a VGPR or an SGPR address on "
                                  f"{st.arch}, not both")
    if not gfx8:
        lo, hi = (-4096, 4095) if seg in (1, 2) else (0, 4095)
        off = take_int(mm, "offset", lo, hi)
        st.values["offset"] = (off or 0) & 0x1FFF
    elif "offset" in mm:            # gfx8 FLAT has no offset field; llvm-mc takes offset:0 all the same
        take_int(mm, "offset", 0, 0, "flat offset (gfx8 has none)")
    # llvm-mc 14 takes no lds, tfe, nv (nor scc: see encode_buffer) on FLAT, global or scratch instructions, and glc on
    # an atomic only with its returned-value register
    if returns and "is_atomic" in st.defn.flags and not any(o.field == "vdst" for o, _ in pairs):
        raise OperandFail(mm[glc][0].col, f"{st.defn.name} must not use {glc}: an atomic takes {glc} only with the "
                                          f"register it returns into (write it first)")
    take_cache_bits(st, mm)
    reject_leftover_modifiers(mm)
    return []


SCRATCH_ADDR = Operand("addr", "v", 1)


def encode_exp(st: EncodeState, ops, mm, mcol):
    if len(ops) != 5:
        raise OperandFail(ops[-1].col if ops else mcol, "invalid number of operands for exp")
    try:
        st.values["tgt"] = syntax.parse_exp_tgt(ops[0].text)
    except OperandError as e:
        raise OperandFail(ops[0].col, e.message)
    en = 0
    for i, it in enumerate(ops[1:]):
        if it.text.lower() == "off":
            continue
        st.values[f"vsrc{i}"] = read_vgpr(st, it, 1).index
        en |= 1 << i
    check_modifier_order(mm, EXP_ORDER)
    compr = take_flag(mm, "compr")
    if compr:
        st.values["compr"] = 1
        en = (3 if en & 1 else 0) | (12 if en & 4 else 0)
        # two registers of packed halves: the first and third operands go to vsrc0 and vsrc1; llvm-mc leaves the
        # other fields zero (`exp mrt6 v246, v246, v151, v151 compr`)
        st.values["vsrc1"] = st.values.pop("vsrc2", 0)
        st.values.pop("vsrc3", None)
    st.values["en"] = en
    if take_flag(mm, "done"):
        st.values["done"] = 1
    if take_flag(mm, "vm"):
        st.values["vm"] = 1
    reject_leftover_modifiers(mm)
    return []
