"""The records the ISA tables are made of: one `InstrDef` per instruction form (e32 / e64 / sdwa / dpp / memory ...).

`key` names the operation (shared by all forms of it: V_ADD_F32 for v_add_f32_e32, _e64, _sdwa, _dpp); the simulator
keys its semantics by it.  `name` is the form's own spelling as llvm-mc prints it.
"""
from __future__ import annotations

from typing import NamedTuple

from ..dataclass_cache import dataclass
from ..regex_cache import regex

_READS_DESTINATION = regex(r"(?:V_(?:PK_)?F?MAC_|V_DOT\d+C_|V_SMFMAC_|S_(?:ADDK|MULK)_I32$|S_CMOVK?_|S_BITSET[01]_)")


@dataclass(frozen=True, slots=True)
class Operand:
    """One written operand: the format field it fills, its kind and its width in dwords.

    kinds: 'v' / 's' / 'a' (register of that file), 'src' (VALU 9-bit source: register, inline constant or literal),
    'ssrc' (SALU 8-bit source), 'sdwa_src', 'imm16', 'label', 'hwreg', 'sendmsg', 'waitcnt', 'gpr_idx',
    'smem_offset', 'imm7', 'attr', 'interp_param', 'exp_tgt', and 'fixed' (literal text such as vcc or off).
    """

    field: str
    kind: str
    width: int = 1
    text: str = ""          # for kind 'fixed'
    out: bool = False       # the instruction writes this operand (loads' data, destinations)
    type: str = ""          # literal type when it differs from InstrDef.type (v_dot2_f32_f16's f32 accumulator)

    @property
    def is_register(self) -> bool:
        return self.kind in ("v", "s", "a", "src", "ssrc", "sdwa_src")


@dataclass(frozen=True, slots=True, eq=False)
class InstrDef:
    """One instruction form of the generated tables (one record per mnemonic and encoding)."""
    key: str                        # operation, e.g. "V_ADD_F32"
    name: str                       # this form's mnemonic, e.g. "v_add_f32_e32"
    mnemonic: str                   # without encoding suffix, e.g. "v_add_f32"
    fmt: str                        # format name in masm/isa/formats.py
    opcode: int
    archs: frozenset[str]
    operands: tuple[Operand, ...]
    fixed: tuple[tuple[str, int], ...] = ()     # field values this form implies (e.g. FLAT seg)
    reads: frozenset[str] = frozenset()         # implicit: exec, vcc, scc, m0
    writes: frozenset[str] = frozenset()
    flags: frozenset[str] = frozenset()         # branch, indirect_branch, ends_program, is_load, is_store, is_atomic
    type: str = ""                  # literal / inline-constant type of the sources: f16 f32 f64 i16 i32 i64
    doc: str = ""
    syntax: frozenset[str] = frozenset()        # modifiers the form is written with (offset vs offset0/offset1, ...)

    @property
    def opcodes(self) -> dict[str, int]:
        """Opcode per architecture this form exists on."""
        return {a: self.opcode for a in self.archs}

    @property
    def agpr_sources(self) -> bool:
        """v_accvgpr_* moves: the 9-bit source field names an AGPR (256 + n) instead of a VGPR."""
        return self.fmt in ("VOP1", "VOP1_DPP", "VOP1_SDWA") and any(o.kind == "a" for o in self.operands)

    @property
    def reads_destination(self) -> bool:
        """The operation reads its destination too, though the table lists it as an output only (LLVM ties a source
        to most of them): it adds to it (v_mac_*, v_fmac_*, v_pk_fmac_f16, the DOT `c` forms such as v_dot4c_i32_i8
        in every encoding, the SMFMACs, whose src2 is their sparsity index; s_addk_i32, s_mulk_i32), or keeps part
        or all of it (s_bitset0/1 change one bit, s_cmov / s_cmovk keep it when SCC is 0).  Not v_writelane_b32,
        which keeps the other lanes too: it fills a register lane by lane from nothing (an SGPR spill), whose lanes
        are not a value read before, as the report's pressure and lint's first reads would take them."""
        return _READS_DESTINATION.match(self.key) is not None

    def reads_output(self, op: Operand) -> bool:
        """Is `op` the destination this operation reads too (`reads_destination`)?  (The static checks' facts and
        lint's first reads ask it of each operand.)"""
        return op.out and op.field in ("vdst", "sdst") and self.reads_destination

    @property
    def is_branch(self) -> bool:
        return "branch" in self.flags

    @property
    def is_load(self) -> bool:
        return "is_load" in self.flags

    @property
    def is_store(self) -> bool:
        return "is_store" in self.flags

    def __repr__(self) -> str:
        return f"InstrDef({self.name} {self.fmt} op={self.opcode:#x})"


class RegUse(NamedTuple):
    """The registers an instruction names (a named tuple: templates make one per register pattern)."""
    vgpr_max: int = -1
    sgpr_max: int = -1
    agpr_max: int = -1
    vcc: bool = False
    flat_scratch: bool = False
    xnack_mask: bool = False


@dataclass(frozen=True, slots=True)
class Fixup:
    """A part of an encoded instruction that is filled in once labels have addresses."""
    kind: str      # "branch16" | "literal32"
    offset: int    # byte offset inside the instruction
    expr: str


class Encoded(NamedTuple):
    """One encoded instruction (a named tuple: the template fast path makes one per line, and a tuple is several
    times cheaper to create than a frozen dataclass)."""
    data: bytes
    size: int
    fixups: tuple[Fixup, ...]
    regs: RegUse
    defn: InstrDef


class Decoded(NamedTuple):
    """One decoded instruction (a named tuple, like Encoded: the decoder makes one per word it reads)."""
    defn: InstrDef
    encoding: str                   # format name
    fields: dict                    # field name -> value (masm/isa/formats.py's names)
    literal: int | None = None
    size: int = 4
    text: str = ""
