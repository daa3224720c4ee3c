"""What one encoded instruction does, as the static checks see it: the registers it reads and writes, which memory
counter it increments and which registers that operation fills later, the counts of an `s_waitcnt`, its class for the
hazard rules, and where control goes.  Everything is read from the instruction's fields (its words split by its
format, as the decoder splits them) and its ISA table entry, never from the text.  What depends only on the table
entry (class, counter, implicit registers, which operands name registers and how) is worked out once per entry
(`_Plan`), so one instruction costs a few field look-ups; the registers come also as bit masks (bit r of the one
register space below) for the engines' fast tests.

Registers are numbered in one space: SGPRs and the special scalar registers by their operand code (0..127: VCC is
106/107, M0 124, EXEC 126/127), VGPR n is 256 + n, AGPR n is 768 + n, and SCC is 253.  LDS memory is one more
register, 254 (`LDS_MEMORY`, the operand code of lds_direct): a load that writes LDS itself (a buffer load with
`lds`, gfx940's global/scratch_load_lds_*) fills it later, counted on vmcnt, and every DS instruction that reads or
writes LDS memory (not the lane moves, not GDS) reads it, so a DS access after such a load needs the `s_waitcnt
vmcnt` LLVM puts there (SIInsertWaitcnts gives LDS DMA a slot of its own the same way).
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import reduce
from itertools import repeat
from operator import is_, itemgetter, or_
from typing import NamedTuple

from ..targets import FAMILY
from ..isa.form_reader import compiled_function
from ..isa.encode_memory import mimg_data_width, scratch_vgpr_address
from ..isa.model import Operand

VGPR, AGPR, SCC = 256, 768, 253
LDS_MEMORY = 254
_LDS_BIT = 1 << LDS_MEMORY
# DS instructions that move data between lanes without LDS memory (another wave cannot see them) and those of GDS
# alone: no LDS access
LANE_MOVES = frozenset({"DS_SWIZZLE_B32", "DS_PERMUTE_B32", "DS_BPERMUTE_B32"})
_NO_LDS_ACCESS = LANE_MOVES | {"DS_NOP", "DS_ORDERED_COUNT"}
VCC = (106, 107)
M0 = 124
EXEC = (126, 127)
VMEM_FORMATS = ("FLAT", "MUBUF", "MTBUF", "MIMG")
VALU_FORMATS = ("VOP1", "VOP2", "VOP3", "VOP3P", "VOPC", "MAI")
_NINE_BIT = ("src0", "src1", "src2")
_SCALE = {"sbase": 2, "srsrc": 4, "ssamp": 4}   # an SGPR field that names every 2nd / 4th register (a tuple's first)
# a memory instruction's address operand: always VGPRs (the `acc` bit makes only the data and destination AGPRs)
_ADDRESS_FIELDS = frozenset(("addr", "vaddr"))
# operands the table writes in another way than the facts read them: an SMFMAC's src2 (its sparsity index, a VGPR
# whatever acc_cd says), the destination of an SDWA compare from gfx9 on (VCC, or with `sd` the SGPR pair `sdst`),
# a scratch instruction's address (the table's fixed `off`: a VGPR when the instruction uses one)
_SPARSE_INDEX_KIND, _COMPARE_DEST_KIND = "sparse_index", "compare_dest"
_SCRATCH_ADDRESS = Operand("addr", "v", 1)
_new_tuple = tuple.__new__          # Facts made without NamedTuple's __new__ (once per instruction)


_item = tuple.__getitem__


class Fields(tuple, Mapping):
    """An instruction's fields by name, from its word in format `fmt`: a field is taken out of the word when asked
    for (`get`, `[]`: a shift and a mask by the format's layout), all of them split when iterated (most instructions'
    facts need none of them: their register operands are read from the word directly).  It is the pair (word,
    format), made by `tuple.__new__(Fields, (word, fmt))`: one is made per instruction, and an object with an
    `__init__` of its own cost ~40% of reading an instruction's facts."""
    __slots__ = ()

    @property
    def word(self) -> int:
        return _item(self, 0)

    @property
    def fmt(self):
        return _item(self, 1)

    def _fields(self) -> dict:
        return _item(self, 1).split(_item(self, 0))

    def __getitem__(self, name):
        spec = _item(self, 1).layout[name]
        return (_item(self, 0) >> spec[0]) & spec[1]

    def get(self, name, default=None):
        spec = _item(self, 1).layout.get(name)
        return default if spec is None else (_item(self, 0) >> spec[0]) & spec[1]

    def __contains__(self, name) -> bool:
        return name in _item(self, 1).layout

    def __iter__(self):
        return iter(self._fields())

    def __len__(self) -> int:
        return len(self._fields())

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    def __ne__(self, other):
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    __hash__ = None                   # (a mapping: unhashable, as Mapping's subclasses are)

    def __repr__(self) -> str:
        return repr(self._fields())


_SPECS: dict = {}           # (id of a format, field names) -> (the format, the (lowest bit, mask) of those it has)


def _specs(fmt, names: tuple) -> tuple:
    key = (id(fmt), names)
    hit = _SPECS.get(key)
    if hit is None:
        hit = _SPECS[key] = (fmt, tuple(fmt.layout[name] for name in names if name in fmt.layout))
    return hit[1]


def any_field_is(f, names: tuple, value: int) -> bool:
    """Does one of the fields `names` of the instruction of facts `f` hold `value`?  (Read straight from its word, no
    `Fields` made: a hazard selector asks this of every VALU instruction.)"""
    source = _item(f, _SOURCE)
    if type(source) is tuple:                        # (fields read by the decoder, as a dict)
        fields = _item(f, _WORD)
        return any(fields.get(name) == value for name in names)
    word = _item(f, _WORD)
    for lo, mask in _specs(source.fmt, names):
        if (word >> lo) & mask == value:
            return True
    return False


def field_of(f, name: str, default=None):
    """Field `name` of the instruction of facts `f` (`f.fields.get(name, default)` without making `Fields`)."""
    source = _item(f, _SOURCE)
    if type(source) is tuple:
        return _item(f, _WORD).get(name, default)
    spec = source.fmt.layout.get(name)
    return default if spec is None else (_item(f, _WORD) >> spec[0]) & spec[1]


def fields_set(group: list, name: str) -> list:
    """The positions in `group` (facts) of the instructions whose field `name` is not 0 (`field_of(f, name)`, 0 where
    there is none): when all are read alike (one table entry's instructions, their facts made by one reader), their
    words are or-ed at once and each looked at only when the or has the field set (a DS instruction's `gds` bit is
    asked of every DS instruction of a kernel, and hardly any has it)."""
    if not group:
        return []
    source = _item(group[0], _SOURCE)
    if type(source) is not tuple and all(map(is_, map(_SOURCE_OF, group), repeat(source))):
        spec = source.fmt.layout.get(name)
        if spec is None or not (reduce(or_, map(_WORD_OF, group)) >> spec[0]) & spec[1]:
            return []
    return [k for k, f in enumerate(group) if field_of(f, name)]


class Facts(NamedTuple):
    key: str                          # the operation (S_WAITCNT, V_ADD_F32 ...)
    name: str                         # the form's mnemonic
    cls: str                          # "valu", "salu", "vmem", "smem", "ds", "branch", "other"
    rmask: int                        # the registers read, as a bit mask (bit r: register r)
    wmask: int                        # written when the instruction executes (not a load's late data)
    mem: str | None                   # "vm", "flat", "ds", "smem", "msg" (increments a counter) or None
    dest: tuple                       # registers a memory operation fills when it completes (lowest first)
    wait: tuple | None                # (vmcnt, expcnt, lgkmcnt) of an s_waitcnt
    nops: int                         # wait states an s_nop gives (its count + 1); 0 for anything else
    encoding: str                     # VOP1, VOP3, VOP2_DPP, VOP1_SDWA, MAI ...
    flags: frozenset                  # the table's flags (branch, ends_program, is_store ...)
    word: object                      # its first word (`fmt.size` bytes) as an int, or its fields as a dict
    store_bytes: int = 0              # bytes of store data (VMEM stores)
    store_data: tuple = ()            # the registers holding it
    source: object = ()               # how `fields` and `operands` come from `word` (a `_Source`), or with a dict
    #                                   `word`, the operands themselves
    dmask: int = 0                    # `dest` as a bit mask
    implicit: tuple = ((), ())        # the registers the table entry reads and writes without an operand naming them
    kind: tuple = ()                  # (key, cls, encoding), one tuple per table entry and encoding

    # the fields and the operands are made when asked (a few instructions' are): most instructions' facts are read
    # from their word without them, and made ~40% faster for that
    @property
    def fields(self) -> Mapping:
        """The fields by name (a dict, or `Fields`)."""
        source = _item(self, _SOURCE)
        return _item(self, _WORD) if type(source) is tuple else _new_tuple(Fields, (_item(self, _WORD), source.fmt))

    @property
    def operands(self) -> tuple:
        """(field, written, registers as a bit mask (0: none)) per register operand."""
        source = _item(self, _SOURCE)
        return source if type(source) is tuple else source.operands(_item(self, _WORD))

    def __eq__(self, other):
        if not isinstance(other, Facts):
            return NotImplemented
        return _item(self, slice(0, _WORD)) == _item(other, slice(0, _WORD)) \
            and _item(self, slice(_WORD + 1, _SOURCE)) == _item(other, slice(_WORD + 1, _SOURCE)) \
            and _item(self, slice(_SOURCE + 1, None)) == _item(other, slice(_SOURCE + 1, None)) \
            and self.fields == other.fields and self.operands == other.operands

    def __ne__(self, other):
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    __hash__ = None                   # (its fields are a mapping: unhashable)

    @property
    def reads(self) -> frozenset:
        """The registers read."""
        return frozenset(registers(self.rmask))

    @property
    def writes(self) -> frozenset:
        """The registers written when the instruction executes."""
        return frozenset(registers(self.wmask))

    def named_order(self, writes: bool = True) -> list:
        """The registers read (and written), in the order a set made from them operand by operand, the implicit
        ones last, iterates in: the order a report names the first of several registers it is about."""
        reads = [r for _, out, m in self.operands if not out for r in registers(m)] + list(self.implicit[0])
        if not writes:
            return list(frozenset(reads))
        written = [r for _, out, m in self.operands if out for r in registers(m)] + list(self.implicit[1])
        if self.dest:
            written = [r for r in written if r not in self.dest]
        return list(frozenset(reads) | frozenset(written))


_WORD, _SOURCE = Facts._fields.index("word"), Facts._fields.index("source")
_WORD_OF, _SOURCE_OF = itemgetter(_WORD), itemgetter(_SOURCE)
_RMASK, _DEST, _DMASK, _IMPLICIT = (Facts._fields.index(name) for name in ("rmask", "dest", "dmask", "implicit"))


class _Source:
    """How the facts of a table entry's instructions read by its `reader` make their fields (`Fields` of their word in
    format `fmt`) and their operands (a function generated once, as the reader is, when first asked)."""
    __slots__ = ("fmt", "plan", "vmcnt_max", "read_operands")

    def __init__(self, fmt, plan, vmcnt_max: int):
        self.fmt, self.plan, self.vmcnt_max, self.read_operands = fmt, plan, vmcnt_max, None

    def operands(self, word: int) -> tuple:
        read = self.read_operands
        if read is None:
            read = self.read_operands = _make_reader(self.plan, self.fmt, self.vmcnt_max, operands=True)
        return read(word)


def _code_regs(code: int, width: int, out: list) -> None:
    """A 9-bit / 8-bit source code: VGPR (>= 256), SGPR or special register; constants name nothing."""
    if code >= 256:
        out.extend(range(code, code + width))
    elif code < 128 and code != 125:                 # 125: null on some targets; 128.. constants
        out.extend(range(code, min(code + width, 128)))
    elif code == 253:
        out.append(SCC)


def _operand_regs(op, value: int, fields: dict, encoding: str, fmt: str, family: str) -> list:
    width = max(op.width, 1)
    regs: list = []
    kind = op.kind
    sdwa_or_dpp = encoding.endswith(("_SDWA", "_DPP"))
    if kind in ("v", "a", _SPARSE_INDEX_KIND) and op.field in _NINE_BIT and not sdwa_or_dpp:
        if value < 256:             # (a 9-bit source below 256 is an SGPR or a constant, whatever the table says)
            _code_regs(value, width, regs)
            return regs
        value -= 256
    if kind == "v":
        if op.field == "vsrc1" and encoding.endswith("_SDWA") and family != "gfx8" and fields.get("s1"):
            _code_regs(value, width, regs)             # (gfx9 on: s1 makes SDWA's src1 an SGPR or a constant)
            return regs
        if op.field == "vaddr" and fmt in ("MUBUF", "MTBUF") and fields.get("offen") and fields.get("idxen"):
            width = 2                                  # (an index and an offset)
        if op.field == "vdata" and fmt == "MUBUF" and fields.get("lds"):
            return regs                                # (the data goes to LDS: no VGPR)
        acc = fmt in VMEM_FORMATS + ("DS",) and op.field not in _ADDRESS_FIELDS and fields.get("acc")
        if fmt == "MAI":                       # AGPR or VGPR by the acc_cd bit (C, D) and the acc bits (A, B)
            acc = fields.get("acc_cd") if op.field in ("vdst", "src2") else \
                (fields.get("acc", 0) >> (0 if op.field == "src0" else 1)) & 1
        base = AGPR if acc else VGPR
        regs.extend(range(base + value, base + value + width))
    elif kind == _SPARSE_INDEX_KIND:
        regs.extend(range(VGPR + value, VGPR + value + width))
    elif kind == _COMPARE_DEST_KIND:
        if fields.get("sd"):
            _code_regs(value, 2, regs)
        else:
            regs.extend(VCC)
    elif kind == "a":
        if op.field in _NINE_BIT and value >= 256:
            value -= 256
        if fmt == "MAI" and op.field in ("vdst", "src2") and FAMILY[family].mfma_vgpr_accumulators \
                and not fields.get("acc_cd"):                      # gfx90a+: acc_cd 0 puts C/D in VGPRs
            regs.extend(range(VGPR + value, VGPR + value + width))
        else:
            regs.extend(range(AGPR + value, AGPR + value + width))
    elif kind == "s":
        scale = _SCALE.get(op.field, 1)
        if op.field == "saddr" and value in (0x7F, 0x7D):
            return regs
        _code_regs(value * scale, width, regs)
    elif kind in ("src", "ssrc", "sdwa_src"):
        if sdwa_or_dpp and op.field == "src0" and not (family != "gfx8" and fields.get("s0")):
            regs.extend(range(VGPR + value, VGPR + value + width))
        elif op.field == "vsrc1" and encoding.endswith("_SDWA") and family != "gfx8" and fields.get("s1"):
            _code_regs(value, width, regs)
        elif kind == "sdwa_src" and not (family != "gfx8" and fields.get("s1" if op.field == "vsrc1" else "s0")):
            regs.extend(range(VGPR + value, VGPR + value + width))
        else:
            _code_regs(value, width, regs)
    elif kind == "smem_offset":
        if fields.get("soe"):
            regs.append(fields.get("soffset", 0) if fields.get("imm") else value & 0x7F)
        elif not fields.get("imm"):
            regs.append(value & 0x7F)
    return regs


def _code_range(code: int, width: int):
    """`_code_regs` as a range (lo, hi), or None (a constant)."""
    if code >= 256:
        return code, code + width
    if code < 128 and code != 125:
        return code, min(code + width, 128)
    if code == 253:
        return SCC, SCC + 1
    return None


def _reader(op, encoding: str, fmt: str, family: str):
    """`_operand_regs` for one operand of one table entry as a table of the field's value alone (the registers as a
    bit mask per value, 0 for none) where nothing else in the instruction matters (most operands); else None (the
    general function then reads the fields).  Operands read alike share one table."""
    width = max(op.width, 1)
    sdwa_or_dpp = encoding.endswith(("_SDWA", "_DPP"))
    kind, name = op.kind, op.field
    if kind == "v" and fmt not in VMEM_FORMATS + ("DS", "MAI"):
        return _table("v", name in _NINE_BIT and not sdwa_or_dpp, width)
    if kind == "s" and name != "saddr":
        return _table("s", _SCALE.get(name, 1), width)
    if kind in ("src", "ssrc") and not (sdwa_or_dpp and name == "src0") \
            and not (name == "vsrc1" and encoding.endswith("_SDWA") and family != "gfx8"):
        return _table("s", 1, width)
    if kind == "a" and fmt != "MAI":                # an AGPR (v_accvgpr_read/write/mov): a 9-bit source's 256 + n
        return _table("a", name in _NINE_BIT, width)
    return None


_TABLES: dict = {}
_FIELD_VALUES = 512                     # register fields are at most 9 bits wide


def _table(kind: str, how: int, width: int) -> list:
    """Per field value, the registers as a bit mask: VGPRs or AGPRs ("v", "a"; `how`: a 9-bit source field, 256 + n,
    whose values below 256 are operand codes as in any source) or a scalar operand code times `how` ("s": SGPRs and
    special registers, constants naming none).  (Made by comprehensions: a build meets ~90 tables of 512.)"""
    key = (kind, how, width)
    hit = _TABLES.get(key)
    if hit is None:
        ones = (1 << width) - 1
        if kind != "s":
            base = VGPR if kind == "v" else AGPR
            low = [ones << at for at in range(base, base + 256)]
            hit = _table("s", 1, width)[:256] + low if how else \
                low + [ones << at for at in range(base + 256, base + _FIELD_VALUES)]
        else:
            hit = [((1 << (span[1] - span[0])) - 1) << span[0] if span else 0
                   for span in map(_code_range, range(0, how * _FIELD_VALUES, how), repeat(width))]
        _TABLES[key] = hit
    return hit


def _class(defn, encoding: str) -> str:
    fmt = defn.fmt
    if fmt in VMEM_FORMATS:
        return "vmem"
    if fmt == "SMEM":
        return "smem"
    if fmt == "DS":
        return "ds"
    if fmt.startswith(("VOP", "MAI")) or encoding.startswith(("VOP", "MAI")):
        return "valu"
    if fmt.startswith("SOP"):
        return "branch" if "branch" in defn.flags else "salu"
    return "other"


def _mask(regs) -> int:
    m = 0
    for r in regs:
        m |= 1 << r
    return m


def registers(mask: int) -> list:
    """The registers of a bit mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


# how `facts_from_fields` reads an operand: by a table of its field's value, by one of two tables as a bit of the
# instruction says (`acc`: a VGPR or AGPR data operand of a memory instruction; `s0` / `s1`: an SDWA / DPP source in
# a VGPR or an operand code; an MFMA's `acc_cd`, or the bit of its `acc` field for a source, as (field, bit)), by the
# VGPR table with a condition (MUBUF vaddr: only with offen/idxen; FLAT addr: 64 bits without an SGPR base), by the
# `acc` tables unless the `lds` bit says there is none (a buffer load's data: with `lds` it goes to LDS), or by
# `_operand_regs` with all the fields
_BY_TABLE, _BY_BIT, _BY_VADDR, _BY_FLAT_ADDR, _GENERAL, _BY_DATA = range(6)
_REGISTER_KINDS = frozenset(("v", "a", "s", "src", "ssrc", "sdwa_src", "smem_offset", _SPARSE_INDEX_KIND))
# `special`, an operand read otherwise than by its kind: a buffer address (only with offen/idxen, a pair with both), a
# FLAT address (a pair without an SGPR base), a scratch address, an SDWA compare's destination, a buffer
# instruction's data (none with `lds`) and an image instruction's data (as many registers as dmask, d16 and tfe
# say: the printer's `mimg_data_width`)
_BUFFER_ADDRESS, _FLAT_ADDRESS, _SCRATCH, _COMPARE_DEST, _LDS_DATA, _IMAGE_DATA = range(1, 7)


def _operand_plan(op, special: int, enc: str, fmt: str, family: str) -> tuple | None:
    """(field, written, how, table(s), bit or wider tables, operand) for one operand of a table entry; None for an
    operand that never names a register."""
    name, out, kind = op.field, op.out, op.kind
    if kind not in _REGISTER_KINDS:
        return None
    width = max(op.width, 1)
    if special in (_SCRATCH, _IMAGE_DATA):
        return name, out, _GENERAL, special, None, op
    if kind == _SPARSE_INDEX_KIND:
        return name, out, _BY_TABLE, _table("v", 1, width), None, op
    if kind == "v" and name == "vsrc1" and enc.endswith("_SDWA") and family != "gfx8":
        return name, out, _BY_BIT, (_table("v", 0, width), _table("s", 1, width)), "s1", op
    if kind == "v" and fmt in VMEM_FORMATS + ("DS",):
        if name in _ADDRESS_FIELDS:
            vgprs = _table("v", 0, width)
            if special == _BUFFER_ADDRESS:
                return name, out, _BY_VADDR, vgprs, _table("v", 0, 2), op
            if special == _FLAT_ADDRESS:
                return name, out, _BY_FLAT_ADDR, vgprs, _table("v", 0, 2), op
            return name, out, _BY_TABLE, vgprs, None, op
        tables = (_table("v", 0, width), _table("a", 0, width))
        if special == _LDS_DATA:
            return name, out, _BY_DATA, tables, None, op
        return name, out, _BY_BIT, tables, "acc", op
    if fmt == "MAI" and kind in ("v", "a") and not special:
        # an MFMA's register: a VGPR or AGPR by the acc_cd bit (vdst, src2) or the acc bit of its source (src0 bit
        # 0, src1 bit 1), as `_operand_regs` reads it; an "a" operand is an AGPR but where gfx90a+ let acc_cd put
        # C / D in VGPRs
        nine = name in _NINE_BIT
        tables = (_table("v", nine, width), _table("a", nine, width))
        if name in ("vdst", "src2"):
            if kind == "v" or FAMILY[family].mfma_vgpr_accumulators:
                return name, out, _BY_BIT, tables, "acc_cd", op
        elif kind == "v":
            return name, out, _BY_BIT, tables, ("acc", 0 if name == "src0" else 1), op
        return name, out, _BY_TABLE, tables[1], None, op
    table = None if special else _reader(op, enc, fmt, family)
    if table is not None:
        return name, out, _BY_TABLE, table, None, op
    if kind in ("src", "ssrc", "sdwa_src") and not special:
        vgprs, codes = _table("v", 0, width), _table("s", 1, width)
        gfx8 = family == "gfx8"
        if enc.endswith(("_SDWA", "_DPP")) and name == "src0":
            bit, tables = "s0", (vgprs, codes)
        elif name == "vsrc1" and enc.endswith("_SDWA") and not gfx8:
            bit, tables = "s1", (vgprs if kind == "sdwa_src" else codes, codes)
        else:                                                  # an sdwa_src operand (_reader took the others)
            bit, tables = ("s1" if name == "vsrc1" else "s0"), (vgprs, codes)
        if gfx8:
            return name, out, _BY_TABLE, tables[0], None, op
        return name, out, _BY_BIT, tables, bit, op
    return name, out, _GENERAL, special, None, op


class _Plan:
    """What one table entry (in one encoding, for one family) contributes to its instructions' facts."""
    __slots__ = ("defn", "enc", "family", "ops", "simple", "words", "reader", "implicit", "imp_reads", "imp_writes",
                 "cls", "mem", "flat_seg", "returns", "returns_glc", "atomic", "ds_returns", "store_field", "vdata_op",
                 "atomic_data", "key", "is_waitcnt", "is_nop", "imp_rmask", "imp_wmask", "kind", "source", "lds",
                 "lds_implicit")

    def __init__(self, defn, enc: str, family: str, fields: dict):
        self.defn, self.enc, self.family = defn, enc, family
        ops = []
        scratch = defn.fmt == "FLAT" and dict(defn.fixed).get("seg") == 1
        sparse = defn.key.startswith("V_SMFMAC")
        compare_dest = enc == "VOPC_SDWA" and "sd" in fields
        for op in defn.operands:
            special = 0
            if scratch and op.kind == "fixed" and op.text == "off" and "addr" in fields:
                op, special = _SCRATCH_ADDRESS, _SCRATCH
            elif op.kind == "fixed" or op.field not in fields:     # `vcc` in the text: the implicit registers say it
                continue
            elif op.field == "vaddr" and defn.fmt in ("MUBUF", "MTBUF"):
                special = _BUFFER_ADDRESS
            elif op.field == "vdata" and "lds" in fields:
                special = _LDS_DATA
            elif op.field == "vdata" and defn.fmt == "MIMG":
                special = _IMAGE_DATA
            elif op.field == "addr" and defn.fmt == "FLAT":
                special = _FLAT_ADDRESS
            elif sparse and op.field == "src2":
                op = Operand(op.field, _SPARSE_INDEX_KIND, op.width)
            planned = _operand_plan(op, special, enc, defn.fmt, family)
            if planned is not None:
                ops.append(planned)
            if defn.reads_output(op):                       # (v_fmac_f32, s_addk_i32 ... read it too)
                ops.append(_operand_plan(Operand(op.field, op.kind, op.width), 0, enc, defn.fmt, family))
        if compare_dest:
            ops.append(("sdst", True, _GENERAL, _COMPARE_DEST, None, Operand("sdst", _COMPARE_DEST_KIND, 2, out=True)))
        self.ops = tuple(ops)
        imp_r, imp_w = [], []
        for name, regs in (("vcc", VCC), ("exec", EXEC), ("m0", (M0,)), ("scc", (SCC,))):
            if name in defn.reads:
                imp_r.extend(regs)
            if name in defn.writes and not (compare_dest and name == "vcc"):
                imp_w.extend(regs)
        self.imp_reads, self.imp_writes = tuple(imp_r), tuple(imp_w)
        self.implicit = (self.imp_reads, self.imp_writes)
        self.imp_rmask, self.imp_wmask = _mask(imp_r), _mask(imp_w)
        self.lds = _lds_role(defn, fields)
        self.lds_implicit = (self.imp_reads + (LDS_MEMORY,), self.imp_writes)     # (a DS access's)
        self.cls = cls = _class(defn, enc)
        self.flat_seg = dict(defn.fixed).get("seg")              # None: the instruction's seg field says
        self.atomic = "is_atomic" in defn.flags
        self.returns = defn.is_load
        self.returns_glc = self.atomic                            # an atomic returns its old value with glc
        self.mem = None
        if cls == "vmem":
            self.mem = "vm" if defn.fmt != "FLAT" else None       # FLAT: by segment, per instruction
        elif cls == "ds":
            self.mem = "ds"
        elif cls == "smem":
            self.mem = "smem"
            self.returns = self.returns or any(op.out for op in defn.operands)
        elif defn.key in ("S_SENDMSG", "S_SENDMSGHALT"):
            self.mem = "msg"
        self.ds_returns = any(op.out for op in defn.operands)
        self.atomic_data = next((op for op in defn.operands if op.field in ("data", "vdata", "sdata")), None)
        store_op = next((op for op in defn.operands if op.field in ("vdata", "data") and not op.out), None) \
            if defn.is_store and cls == "vmem" else None
        self.store_field = store_op.field if store_op is not None else None
        self.vdata_op = next((op for op in defn.operands if op.field == "vdata"), None)
        self.key = defn.key
        self.kind = (defn.key, cls, enc)
        self.is_waitcnt = defn.key == "S_WAITCNT"
        self.is_nop = defn.key == "S_NOP"
        # `reader` reads the facts of an instruction of this entry from its word alone: every operand by a table,
        # no memory counter, nothing else read from the fields but an s_waitcnt's or s_nop's count
        self.simple = all(how == _BY_TABLE for _, _, how, _, _, _ in self.ops) and cls not in ("vmem", "ds", "smem") \
            and self.mem is None and self.key != "V_ACCVGPR_MOV_B32"
        self.reader = None                                        # made by `reader`
        self.source = None                                        # (its `_Source`, made with it)
        self.words = None                                         # (field, written, lo, mask, table) per operand

    def place(self, layout: dict) -> tuple:
        """`words`, from the format's layout (field -> (lowest bit, mask))."""
        self.words = tuple((name, out, *layout[name], table) for name, out, _, table, _, _ in self.ops)
        return self.words


_PLANS: dict = {}


def _plan(defn, enc: str, family: str, fields: dict) -> _Plan:
    key = (defn, enc, family)
    hit = _PLANS.get(key)
    if hit is None:
        hit = _PLANS[key] = _Plan(defn, enc, family, fields)
    return hit


def facts_of(decoded, family: str, vmcnt_max: int) -> Facts:
    """The facts of a decoded instruction (masm.isa.model.Decoded)."""
    return facts_from_fields(decoded.defn, decoded.encoding, decoded.fields, family, vmcnt_max)


def facts_from_fields(defn, enc: str, f: dict, family: str, vmcnt_max: int) -> Facts:
    """The facts of the instruction of table entry `defn` in encoding `enc` whose words split into fields `f`."""
    plan = _PLANS.get((defn, enc, family)) or _plan(defn, enc, family, f)
    fmt = defn.fmt
    operands: list = []
    rmask = wmask = store_mask = 0
    for name, out, how, table, wide, op in plan.ops:
        if how == _BY_TABLE:
            m = table[f[name]]
        elif how == _BY_BIT:
            if type(wide) is tuple:                     # (one bit of a field: an MFMA source's acc bit)
                m = table[(f.get(wide[0], 0) >> wide[1]) & 1][f[name]]
            else:
                m = table[1 if f.get(wide) else 0][f[name]]
        elif how == _BY_DATA:
            if f.get("lds"):
                continue
            m = table[1 if f.get("acc") else 0][f[name]]
        elif how == _GENERAL:
            if table == _SCRATCH:                       # (`table` holds `special` here)
                if not scratch_vgpr_address(f, family):
                    continue
            elif table == _IMAGE_DATA:
                op = op.__class__(op.field, op.kind, mimg_data_width(plan.defn, f.get("dmask", 0), f, family), out=out)
            elif table == _FLAT_ADDRESS:
                seg = plan.flat_seg if plan.flat_seg is not None else f.get("seg", 0)
                if seg == 0 or (seg == 2 and f.get("saddr") in (0x7F, 0x7D)):
                    op = op.__class__(op.field, op.kind, 2)          # a 64-bit address without an SGPR base
            m = _mask(_operand_regs(op, f[name], f, enc, fmt, family))
        else:
            if how == _BY_VADDR:
                offen, idxen = f.get("offen"), f.get("idxen")
                if not (offen or idxen):
                    continue
                if offen and idxen:
                    table = wide
            else:
                seg = plan.flat_seg if plan.flat_seg is not None else f.get("seg", 0)
                if seg == 0 or (seg == 2 and f.get("saddr") in (0x7F, 0x7D)):
                    table = wide                                      # a 64-bit address without an SGPR base
            m = table[f[name]]
        if out:
            wmask |= m
        else:
            rmask |= m
            if name == plan.store_field:
                store_mask = m
        operands.append((name, out, m))
    if plan.key == "V_ACCVGPR_MOV_B32":          # its 9-bit source names an AGPR (256 + n), not a VGPR
        rmask = _vgprs_as_agprs(rmask)
        operands = [(fld, out, m if out else _vgprs_as_agprs(m)) for fld, out, m in operands]
    rmask |= plan.imp_rmask
    wmask |= plan.imp_wmask
    cls = plan.cls
    mem, dest, dmask, store_bytes, store_data = plan.mem, (), 0, 0, ()
    if cls == "vmem" or mem is not None and mem != "msg":
        mem, dest, dmask, wmask, store_bytes, store_data = _memory(
            plan, wmask, store_mask, f.get("seg", 0), f.get("glc"), f.get("acc"),
            f.get("vdst" if "vdst" in f else "vdata" if "vdata" in f else "sdata", 0))
    wait = None
    nops = 0
    if plan.is_waitcnt:
        imm = f.get("simm16", 0)
        vm = (imm & 0xF) | ((((imm >> 14) & 3) << 4) if vmcnt_max > 15 else 0)
        wait = (vm, (imm >> 4) & 0x7, (imm >> 8) & 0xF)
    elif plan.is_nop:
        nops = (f.get("simm16", 0) & 0xF) + 1
    facts = _new_tuple(Facts, (plan.key, defn.name, cls, rmask, wmask, mem, dest, wait, nops, enc, defn.flags, f,
                               store_bytes, store_data, tuple(operands), dmask, plan.implicit, plan.kind))
    return facts if plan.lds is None else _with_lds_memory(facts, plan)


def _lds_role(defn, layout) -> str | None:
    """How the instructions of table entry `defn` (its format's fields `layout`) touch LDS memory: "ds" (a DS access,
    unless its gds bit is set), "buffer" (a buffer load writing LDS when its `lds` bit is set), "dma" (a load that
    always writes LDS), or None."""
    key = defn.key
    if defn.fmt == "DS":
        return None if key in _NO_LDS_ACCESS or key.startswith("DS_GWS_") else "ds"
    if defn.fmt == "MUBUF" and "lds" in layout and "is_load" in defn.flags:
        return "buffer"
    if defn.fmt == "FLAT" and "_LOAD_LDS_" in key:
        return "dma"
    return None


def _with_lds_memory(f: Facts, plan: _Plan) -> Facts:
    """`f` with LDS memory (`LDS_MEMORY`) read (a DS access) or filled later (a load into LDS), as `plan.lds` says.
    (Made by slicing: NamedTuple's `_replace` cost ~4 us an instruction, and a third of bench_plain's mix is DS.)"""
    role = plan.lds
    if role == "ds":
        if field_of(f, "gds", 0):
            return f
        return _new_tuple(Facts, f[:_RMASK] + (f[_RMASK] | _LDS_BIT,) + f[_RMASK + 1:_IMPLICIT] + (plan.lds_implicit,)
                          + f[_IMPLICIT + 1:])
    if role == "buffer" and not field_of(f, "lds", 0):
        return f
    return _new_tuple(Facts, f[:_DEST] + (f[_DEST] + (LDS_MEMORY,),) + f[_DEST + 1:_DMASK] + (f[_DMASK] | _LDS_BIT,)
                      + f[_DMASK + 1:])


def _memory(plan: _Plan, wmask: int, store_mask: int, seg, glc, acc, data_at: int) -> tuple:
    """(counter, registers filled later, as a mask, the registers written now, store bytes, store data registers)
    of a memory instruction of `plan` that writes `wmask` and reads `store_mask` as store data; `seg`, `glc`, `acc`:
    its fields (0 or None where the format has none); `data_at`: its vdst field, else its vdata (sdata) field."""
    mem, dest, dmask = plan.mem, (), 0
    store_bytes, store_data = 0, ()
    if plan.cls == "vmem" and mem is None:
        mem = "flat" if (plan.flat_seg if plan.flat_seg is not None else seg) == 0 else "vm"
    if mem is not None and mem != "msg":
        returns = plan.ds_returns if mem == "ds" else plan.returns or (plan.returns_glc and bool(glc))
        out_mask = wmask
        if returns:
            if plan.atomic and (not out_mask or plan.defn.fmt in ("MUBUF", "MTBUF")):
                # a returning atomic: its old value, as wide as its data (half of a compare-swap's: the data and
                # the value compared), in vdst (FLAT), vdata (buffer) or sdata (SMEM)
                data = plan.atomic_data
                width = max(data.width, 1) if data else 1
                if "compare_swap" in plan.defn.flags:
                    width = max(width // 2, 1)
                base = 0 if plan.cls == "smem" else AGPR if acc else VGPR
                out_mask = ((1 << width) - 1) << (base + data_at)
            if out_mask:
                dmask = out_mask
                dest = _REGISTERS.get(out_mask) or _registers_of(out_mask)
                wmask &= ~out_mask
        if store_mask:
            store_data = _REGISTERS.get(store_mask) or _registers_of(store_mask)
            store_bytes = 4 * len(store_data)
    return mem, dest, dmask, wmask, store_bytes, store_data


_REGISTERS: dict = {}         # a mask -> its registers as a tuple (loads and stores name the same few often)


def _registers_of(mask: int) -> tuple:
    if len(_REGISTERS) > 100_000:
        _REGISTERS.clear()
    hit = _REGISTERS[mask] = tuple(registers(mask))
    return hit


def _vgprs_as_agprs(mask: int) -> int:
    """`mask` with its VGPRs moved to the AGPRs of the same numbers."""
    vgprs = mask & _VGPR_BITS
    return (mask & ~_VGPR_BITS) | (vgprs << (AGPR - VGPR))


_VGPR_BITS = ((1 << (AGPR - VGPR)) - 1) << VGPR


def reader(defn, fmt, family: str, vmcnt_max: int):
    """The function `read(data) -> Facts` of the instructions of table entry `defn` in format `fmt` (`data`: their
    bytes, at least `fmt.size`), made once per entry: what `facts_from_fields` gives for `fmt.split` of the first
    `fmt.size` bytes.  For an entry whose registers are all read by a table of one field's value (most ALU
    instructions, `s_waitcnt`, `s_nop`, memory instructions) it is generated code that takes each field out of the
    word with a shift and a mask, the facts keeping the word: their fields (`Fields`) and operands are made when
    asked (`_Source`); for the others it splits the word and calls `facts_from_fields`.  (tests/checks compare these
    facts with the decoder's on generated code, the compiler corpus and every line of tests/corpus.)"""
    plan = _PLANS.get((defn, fmt.name, family)) or _plan(defn, fmt.name, family, fmt.layout)
    read = plan.reader
    if read is None:
        read = plan.reader = _make_reader(plan, fmt, vmcnt_max)
    return read


_SHARED_GLOBALS: dict = {}     # the generated readers' globals (one dict: see `_closure_function`)


def _closure_function(source: str, scope: dict, name: str):
    """The function `name` defined by `source` over the names in `scope`, those names bound in its closure: the text
    is made a factory taking them (compiled once per text, isa.form_reader.compiled_function) and called with them.
    (With the names as its globals, each entry's reader ran the same code over another globals dictionary, and the
    interpreter's specialized global look-ups missed at each reader change: 12% of reading bench_plain's mix.)"""
    names = sorted(scope)
    body = "".join(f"    {line}\n" for line in source.splitlines())
    text = f"def _make({', '.join(names)}):\n{body}    return {name}\n"
    return compiled_function(text, _SHARED_GLOBALS, "_make")(**scope)


def _generated_general(op, special) -> bool:
    """Does `_make_reader` generate the reading of this operand `_operand_regs` reads (a FLAT SGPR base, an SMEM
    offset, an SDWA compare's destination, an image instruction's VGPR data)?"""
    if special == _COMPARE_DEST or special == _IMAGE_DATA and op.kind == "v":
        return True
    return not special and (op.kind == "s" and op.field == "saddr" or op.kind == "smem_offset")


def _bits(lo: int, mask: int) -> str:
    """The code of a field at bit `lo` (`mask` wide) of the word `w` (a field at bit 0 without a shift: a shift makes
    a new int, a third of a field's cost)."""
    return f"w & {mask}" if lo == 0 else f"(w >> {lo}) & {mask}"


def _make_reader(plan: _Plan, fmt, vmcnt_max: int, operands: bool = False):
    """The generated `read(data) -> Facts` of `reader`; with `operands`, `read(word) -> the operands` (what the
    facts' `operands` are: made only when asked)."""
    size, enc, defn, family = fmt.size, fmt.name, plan.defn, plan.family
    layout = fmt.layout
    # the entry's own values are names of the scope, not written into the code: entries alike in all but those
    # share one compiled text (isa.form_reader.compiled_function; the distinct kind of bench_plain meets ~1,700
    # entries, each compiled on its own took 1.2 s)
    if plan.source is None:
        plan.source = _Source(fmt, plan, vmcnt_max)
    scope: dict = {"_from": int.from_bytes, "_new": _new_tuple, "_Facts": Facts,
                   "_general": facts_from_fields, "_memory": _memory, "_plan": plan, "_defn": defn,
                   "_flags": defn.flags, "_implicit": plan.implicit, "_kind": plan.kind, "_key": plan.key,
                   "_name": defn.name, "_cls": plan.cls, "_enc": enc, "_mem": plan.mem, "_imp_r": plan.imp_rmask,
                   "_imp_w": plan.imp_wmask, "_flat_seg": plan.flat_seg, "_source": plan.source}
    word = f"_from(data if len(data) == {size} else data[:{size}], 'little')"
    if any(how == _GENERAL and not _generated_general(op, special) for _, _, how, special, _, op in plan.ops) \
            or plan.key == "V_ACCVGPR_MOV_B32":
        scope["_family"] = family
        scope["_split"] = fmt.splitter()          # (made only here: compiling a format's splitter costs ~0.1 ms)
        if operands:
            code = f"def read(w):\n    return _general(_defn, _enc, _split(w), _family, {vmcnt_max}).operands\n"
        else:
            code = f"def read(data):\n    return _general(_defn, _enc, _split({word}), _family, {vmcnt_max})\n"
        return _closure_function(code, scope, "read")

    def field(name: str, default: str = "0") -> str:
        spec = layout.get(name)
        return f"({_bits(*spec)})" if spec is not None else default

    body = [] if operands else [f"    w = {word}"]
    # (an entry's implicit registers or-ed in only where it has some: each `|` of two masks makes a new int)
    reads, writes, listed = ["_imp_r"] if plan.imp_rmask else [], ["_imp_w"] if plan.imp_wmask else [], []
    store = "0"
    lines_of_ops = operands and not plan.simple        # operands as a list: some may be left out
    if lines_of_ops:
        body.append("    ops = []")
    for n, (name, out, how, table, wide, op) in enumerate(plan.ops):
        lo, mask = layout[name]
        value = _bits(lo, mask)
        indent = "    "
        if how == _BY_TABLE:
            scope[f"_t{n}"] = table
            pick = f"_t{n}[{value}]"
        elif how == _BY_BIT:
            scope[f"_t{n}"] = table
            pick = f"_t{n}[({field(wide[0])} >> {wide[1]}) & 1][{value}]" if type(wide) is tuple else \
                f"_t{n}[1 if {field(wide)} else 0][{value}]"
        elif how == _BY_DATA:
            scope[f"_t{n}"] = table
            body.append(f"    m{n} = 0")
            body.append(f"    if not {field('lds')}:")
            indent = "        "
            pick = f"_t{n}[1 if {field('acc')} else 0][{value}]"
        elif how == _BY_VADDR:
            scope[f"_t{n}"] = table
            body.append(f"    m{n} = 0")
            scope[f"_w{n}"] = wide
            body.append(f"    offen, idxen = {field('offen')}, {field('idxen')}")
            body.append("    if offen or idxen:")
            indent = "        "
            pick = f"(_w{n} if offen and idxen else _t{n})[{value}]"
        elif how == _GENERAL and table == _COMPARE_DEST:    # VCC, or with `sd` the SGPR pair sdst
            scope[f"_t{n}"], scope["_vcc"] = _table("s", 1, 2), _mask(VCC)
            pick = f"_t{n}[{value}] if {field('sd')} else _vcc"
        elif how == _GENERAL and table == _IMAGE_DATA:      # as many VGPRs (AGPRs with acc) as mimg_data_width says
            scope["_image_width"], scope["_family"] = mimg_data_width, family
            flags = ", ".join(f"{name!r}: {field(name)}" for name in ("d16", "tfe") if name in layout)
            base = f"({AGPR} if {field('acc')} else {VGPR})" if "acc" in layout else str(VGPR)
            body.append(f"    width = _image_width(_defn, {field('dmask')}, {{{flags}}}, _family)")
            pick = f"((1 << (width if width > 1 else 1)) - 1) << ({base} + ({value}))"
        elif how == _GENERAL and op.kind == "s":       # a FLAT SGPR base: none when off (0x7F, 0x7D)
            scope[f"_t{n}"] = _table("s", 1, max(op.width, 1))
            body.append(f"    v = {value}")
            pick = f"0 if v == 127 or v == 125 else _t{n}[v]"
        elif how == _GENERAL:                          # an SMEM offset: an SGPR by soe / imm
            body.append(f"    v = {value}")
            body.append(f"    soe, imm = {field('soe')}, {field('imm')}")
            pick = f"(1 << ({field('soffset')} if imm else v & 127)) if soe else 0 if imm else 1 << (v & 127)"
        else:                                          # _BY_FLAT_ADDR: 64 bits without an SGPR base
            scope[f"_t{n}"], scope[f"_w{n}"] = table, wide
            seg = "_flat_seg" if plan.flat_seg is not None else field("seg")
            body.append(f"    seg = {seg}")
            body.append(f"    wide = seg == 0 or (seg == 2 and {field('saddr', 'None')} in (127, 125))")
            pick = f"(_w{n} if wide else _t{n})[{value}]"
        body.append(f"{indent}m{n} = {pick}")
        if lines_of_ops:
            body.append(f"{indent}ops.append(({name!r}, {out}, m{n}))")
        else:
            listed.append(f"({name!r}, {out}, m{n}), ")
        (writes if out else reads).append(f"m{n}")
        if not out and name == plan.store_field:
            store = f"m{n}"
    if operands:
        body.append(f"    return {'tuple(ops)' if lines_of_ops else '(' + ''.join(listed) + ')'}")
        return _closure_function("def read(w):\n" + "\n".join(body) + "\n", scope, "read")
    body.append(f"    rmask = {' | '.join(reads) or '0'}")
    body.append(f"    wmask = {' | '.join(writes) or '0'}")
    tail = "_mem, (), 0"
    store_part = "0, ()"
    if plan.cls == "vmem" or plan.mem is not None and plan.mem != "msg":
        mem = plan.mem if plan.mem is not None else None if plan.flat_seg is None else \
            "flat" if plan.flat_seg == 0 else "vm"
        if mem is not None and not plan.atomic:
            # `_memory` with what depends on the entry decided here (its counter, whether it returns data): a
            # load's data registers are what it writes, filled later; a store's data, what it reads as such
            scope["_mem"], scope["_registers"], scope["_registers_of"] = mem, _REGISTERS, _registers_of
            if plan.ds_returns if mem == "ds" else plan.returns:
                body.append("    if wmask:")
                body.append("        dmask, wmask = wmask, 0")
                body.append("        dest = _registers.get(dmask) or _registers_of(dmask)")
                body.append("    else:")
                body.append("        dest, dmask = (), 0")
                tail = "_mem, dest, dmask"
            if store != "0":
                body.append(f"    if {store}:")
                body.append(f"        sdata = _registers.get({store}) or _registers_of({store})")
                body.append("        sbytes = 4 * len(sdata)")
                body.append("    else:")
                body.append("        sbytes, sdata = 0, ()")
                store_part = "sbytes, sdata"
        else:
            data_at = field("vdst") if "vdst" in layout else field("vdata") if "vdata" in layout else field("sdata")
            body.append(f"    mem, dest, dmask, wmask, sbytes, sdata = _memory(_plan, wmask, {store}, {field('seg')}, "
                        f"{field('glc', 'None')}, {field('acc', 'None')}, {data_at})")
            tail, store_part = "mem, dest, dmask", "sbytes, sdata"
    wait, nops = "None", "0"
    if plan.is_waitcnt or plan.is_nop:
        body.append(f"    imm = {_bits(*layout.get('simm16', (0, 0)))}")
        if plan.is_nop:
            nops = "(imm & 15) + 1"
        else:
            high = "(((imm >> 14) & 3) << 4)" if vmcnt_max > 15 else "0"
            wait = f"((imm & 15) | {high}, (imm >> 4) & 7, (imm >> 8) & 15)"
    mem, dest, dmask = tail.split(", ")
    implicit = "_implicit"
    if plan.lds is not None:            # (`_with_lds_memory`, written out: its general fallback above calls it)
        scope["_lds_bit"], scope["_lds_implicit"], scope["_lds"] = _LDS_BIT, plan.lds_implicit, LDS_MEMORY
        if plan.lds == "ds":            # a DS access reads LDS memory, unless it is one of GDS
            gds = field("gds")
            body.append(f"    if {gds}:")
            body.append("        imp = _implicit")
            body.append("    else:")
            body.append("        rmask |= _lds_bit")
            body.append("        imp = _lds_implicit")
            implicit = "imp"
        else:                           # a load into LDS fills it later (a buffer load: with its `lds` bit)
            indent = "    "
            if plan.lds == "buffer":
                body.append(f"    if not {field('lds')}:")
                body.append(f"        ldest, ldmask = {dest}, {dmask}")
                body.append("    else:")
                indent = "        "
            body.append(f"{indent}ldest, ldmask = {dest} + (_lds,), {dmask} | _lds_bit")
            dest, dmask = "ldest", "ldmask"
    body.append(f"    return _new(_Facts, (_key, _name, _cls, rmask, wmask, {mem}, {dest}, "
                f"{wait}, {nops}, _enc, _flags, w, {store_part}, _source, {dmask}, {implicit}, _kind))")
    code = "def read(data):\n" + "\n".join(body) + "\n"
    return _closure_function(code, scope, "read")
