"""Bit-field layout of every GCN encoding format, per architecture family, as data.

A format is identified by its fixed `encoding` bits; every other field is named as in the AMD ISA documents (lower
case).  Bit positions count over the whole instruction: dword 0 holds bits 0..31, dword 1 bits 32..63.  SDWA and DPP
are VOP1/VOP2/VOPC words whose src0 is 0xF9 / 0xFA followed by one extra dword, described here as their own formats.
"""
from __future__ import annotations

from dataclasses import field as dataclass_field

from ..dataclass_cache import dataclass
from ..targets import FAMILY, TARGETS

ARCH_FAMILY = {t.arch: t.family for t in TARGETS.values()}
FAMILIES = tuple(dict.fromkeys(ARCH_FAMILY.values()))      # the families with a table (and so with targets)


@dataclass(frozen=True, slots=True)
class Field:
    """A named bit field of an encoding format."""
    name: str
    lo: int       # lowest bit over the whole instruction
    width: int

    @property
    def mask(self) -> int:
        return (1 << self.width) - 1

    def get(self, word: int) -> int:
        return (word >> self.lo) & self.mask

    def put(self, word: int, value: int) -> int:
        return (word & ~(self.mask << self.lo)) | ((value & self.mask) << self.lo)


@dataclass(frozen=True, slots=True)
class Format:
    """An encoding format: its size, its fixed encoding bits and its named fields."""
    name: str
    size: int                 # bytes without literal (4 or 8)
    encoding: tuple[int, int, int]   # (lo, width, value) of the fixed bits in dword 0
    fields: tuple[Field, ...]
    layout: dict = dataclass_field(default_factory=dict, compare=False, repr=False)    # field name -> (lo, mask), for join
    _splitter: object = dataclass_field(default=None, compare=False, repr=False)     # made by splitter()

    def field(self, name: str) -> Field:
        for f in self.fields:
            if f.name == name:
                return f
        raise KeyError(f"{self.name} has no field {name}")

    def has(self, name: str) -> bool:
        return name in self.layout

    def split(self, word: int) -> dict[str, int]:
        """The value of every field of `word`, by name."""
        return (self._splitter or self.splitter())(word)

    def splitter(self):
        """`split` as one function of the word, made on first use: a single dict display of the fields' shifts and
        masks (the decoder splits every instruction it reads; a loop over the layout costs twice as much)."""
        if self._splitter is None:
            items = ", ".join(f"{name!r}: (w >> {lo}) & {mask}" for name, (lo, mask) in self.layout.items())
            scope: dict = {}
            exec(compile(f"def split(w):\n    return {{{items}}}\n", f"<{self.name} fields>", "exec"), scope)  # noqa: S102
            object.__setattr__(self, "_splitter", scope["split"])      # (a cache on a frozen record)
        return self._splitter

    def join(self, values: dict[str, int]) -> int:
        """The instruction word with `values` in their fields (names the format lacks are ignored).  A format's fields
        and its fixed bits do not overlap (tests/isa/test_isa_format_split.py), so each value is or-ed in."""
        lo, width, value = self.encoding
        word = value << lo
        layout = self.layout
        for name, v in values.items():
            if v:
                spec = layout.get(name)
                if spec is not None:
                    word |= (v & spec[1]) << spec[0]
        return word


def _fmt(name: str, size: int, encoding: tuple[int, int, int], *fields: tuple[str, int, int]) -> Format:
    """fields as (name, hi, lo) in the ISA documents' [hi:lo] notation."""
    made = tuple(Field(n, lo, hi - lo + 1) for n, hi, lo in fields)
    return Format(name, size, encoding, made, {f.name: (f.lo, f.mask) for f in made})


_SDWA_VOP = (("src0", 39, 32), ("dst_sel", 42, 40), ("dst_unused", 44, 43), ("clamp", 45, 45),
             ("src0_sel", 50, 48), ("src0_sext", 51, 51), ("src0_neg", 52, 52), ("src0_abs", 53, 53),
             ("src1_sel", 58, 56), ("src1_sext", 59, 59), ("src1_neg", 60, 60), ("src1_abs", 61, 61))
_SDWA9_EXTRA = (("omod", 47, 46), ("s0", 55, 55), ("s1", 63, 63))
_SDWA9_VOPC = (("src0", 39, 32), ("sdst", 46, 40), ("sd", 47, 47),
               ("src0_sel", 50, 48), ("src0_sext", 51, 51), ("src0_neg", 52, 52), ("src0_abs", 53, 53), ("s0", 55, 55),
               ("src1_sel", 58, 56), ("src1_sext", 59, 59), ("src1_neg", 60, 60), ("src1_abs", 61, 61), ("s1", 63, 63))
_DPP = (("src0", 39, 32), ("dpp_ctrl", 48, 40), ("bound_ctrl", 51, 51), ("src0_neg", 52, 52), ("src0_abs", 53, 53),
        ("src1_neg", 54, 54), ("src1_abs", 55, 55), ("bank_mask", 59, 56), ("row_mask", 63, 60))

_VOP1 = (("src0", 8, 0), ("op", 16, 9), ("vdst", 24, 17))
_VOP2 = (("src0", 8, 0), ("vsrc1", 16, 9), ("vdst", 24, 17), ("op", 30, 25))
_VOPC = (("src0", 8, 0), ("vsrc1", 16, 9), ("op", 24, 17))


def _family(name: str) -> dict[str, Format]:
    gfx8 = FAMILY[name].generation == 8
    acc = FAMILY[name].agpr_memory_data      # acc bits on memory formats, a third cache bit
    sdwa_extra = () if gfx8 else _SDWA9_EXTRA
    formats = [
        _fmt("SOP2", 4, (30, 2, 0b10), ("ssrc0", 7, 0), ("ssrc1", 15, 8), ("sdst", 22, 16), ("op", 29, 23)),
        _fmt("SOPK", 4, (28, 4, 0b1011), ("simm16", 15, 0), ("sdst", 22, 16), ("op", 27, 23)),
        _fmt("SOP1", 4, (23, 9, 0b101111101), ("ssrc0", 7, 0), ("op", 15, 8), ("sdst", 22, 16)),
        _fmt("SOPC", 4, (23, 9, 0b101111110), ("ssrc0", 7, 0), ("ssrc1", 15, 8), ("op", 22, 16)),
        _fmt("SOPP", 4, (23, 9, 0b101111111), ("simm16", 15, 0), ("op", 22, 16)),
        _fmt("SMEM", 8, (26, 6, 0b110000), ("sbase", 5, 0), ("sdata", 12, 6), ("glc", 16, 16), ("imm", 17, 17),
             ("op", 25, 18), ("offset", 51, 32))
        if gfx8 else
        _fmt("SMEM", 8, (26, 6, 0b110000), ("sbase", 5, 0), ("sdata", 12, 6), ("soe", 14, 14), ("nv", 15, 15),
             ("glc", 16, 16), ("imm", 17, 17), ("op", 25, 18), ("offset", 52, 32), ("soffset", 63, 57)),
        _fmt("VOP1", 4, (25, 7, 0b0111111), *_VOP1),
        _fmt("VOPC", 4, (25, 7, 0b0111110), *_VOPC),
        _fmt("VOP2", 4, (31, 1, 0), *_VOP2),
        _fmt("VOP1_SDWA", 8, (25, 7, 0b0111111), *(_VOP1[1:] + _SDWA_VOP + sdwa_extra)),
        _fmt("VOP2_SDWA", 8, (31, 1, 0), *(_VOP2[1:] + _SDWA_VOP + sdwa_extra)),
        _fmt("VOPC_SDWA", 8, (25, 7, 0b0111110),
             *(_VOPC[1:] + (_SDWA_VOP[0], _SDWA_VOP[3]) + _SDWA_VOP[4:] if gfx8 else _VOPC[1:] + _SDWA9_VOPC)),
        _fmt("VOP1_DPP", 8, (25, 7, 0b0111111), *(_VOP1[1:] + _DPP)),
        _fmt("VOP2_DPP", 8, (31, 1, 0), *(_VOP2[1:] + _DPP)),
        _fmt("VOPC_DPP", 8, (25, 7, 0b0111110), *(_VOPC[1:] + _DPP)),
        _fmt("VOP3", 8, (26, 6, 0b110100), ("vdst", 7, 0), ("abs", 10, 8),
             *(() if gfx8 else (("op_sel", 14, 11),)), ("clamp", 15, 15), ("op", 25, 16),
             ("src0", 40, 32), ("src1", 49, 41), ("src2", 58, 50), ("omod", 60, 59), ("neg", 63, 61)),
        _fmt("VOP3B", 8, (26, 6, 0b110100), ("vdst", 7, 0), ("sdst", 14, 8), ("clamp", 15, 15), ("op", 25, 16),
             ("src0", 40, 32), ("src1", 49, 41), ("src2", 58, 50), ("omod", 60, 59), ("neg", 63, 61)),
        _fmt("VINTRP", 4, (26, 6, 0b110101), ("vsrc", 7, 0), ("attrchan", 9, 8), ("attr", 15, 10), ("op", 17, 16),
             ("vdst", 25, 18)),
        _fmt("DS", 8, (26, 6, 0b110110), ("offset0", 7, 0), ("offset1", 15, 8), ("gds", 16, 16), ("op", 24, 17),
             *((("acc", 25, 25),) if acc else ()),
             ("addr", 39, 32), ("data0", 47, 40), ("data1", 55, 48), ("vdst", 63, 56)),
        _fmt("MUBUF", 8, (26, 6, 0b111000), ("offset", 11, 0), ("offen", 12, 12), ("idxen", 13, 13),
             ("glc", 14, 14), *((("scc", 15, 15),) if acc else ()), ("lds", 16, 16), ("slc", 17, 17),
             ("op", 24, 18), ("vaddr", 39, 32), ("vdata", 47, 40), ("srsrc", 52, 48),
             (("acc", 55, 55) if acc else ("tfe", 55, 55)), ("soffset", 63, 56)),
        _fmt("MTBUF", 8, (26, 6, 0b111010), ("offset", 11, 0), ("offen", 12, 12), ("idxen", 13, 13),
             ("glc", 14, 14), ("op", 18, 15), ("dfmt", 22, 19), ("nfmt", 25, 23),
             ("vaddr", 39, 32), ("vdata", 47, 40), ("srsrc", 52, 48), *((("scc", 53, 53),) if acc else ()),
             ("slc", 54, 54), (("acc", 55, 55) if acc else ("tfe", 55, 55)), ("soffset", 63, 56)),
        _fmt("MIMG", 8, (26, 6, 0b111100), ("dmask", 11, 8), ("unorm", 12, 12), ("glc", 13, 13), ("da", 14, 14),
             ("a16", 15, 15), (("acc", 16, 16) if acc else ("tfe", 16, 16)), ("lwe", 17, 17), ("op", 24, 18),
             ("slc", 25, 25), ("vaddr", 39, 32), ("vdata", 47, 40), ("srsrc", 52, 48), ("ssamp", 57, 53),
             ("d16", 63, 63)),
        _fmt("FLAT", 8, (26, 6, 0b110111), *((("offset", 12, 0), ("sve" if FAMILY[name].scratch_sve else "lds", 13, 13),
                                              ("seg", 15, 14)) if not gfx8 else ()),
             ("glc", 16, 16), ("slc", 17, 17), ("op", 24, 18), *((("scc", 25, 25),) if acc else ()),
             ("addr", 39, 32), ("data", 47, 40), ("saddr", 54, 48), (("acc", 55, 55) if acc else ("nv", 55, 55)),
             ("vdst", 63, 56))
        if not gfx8 else
        _fmt("FLAT", 8, (26, 6, 0b110111), ("glc", 16, 16), ("slc", 17, 17), ("op", 24, 18),
             ("addr", 39, 32), ("data", 47, 40), ("tfe", 55, 55), ("vdst", 63, 56)),
        _fmt("EXP", 8, (26, 6, 0b110001), ("en", 3, 0), ("tgt", 9, 4), ("compr", 10, 10), ("done", 11, 11),
             ("vm", 12, 12), ("vsrc0", 39, 32), ("vsrc1", 47, 40), ("vsrc2", 55, 48), ("vsrc3", 63, 56)),
    ]
    if not gfx8:
        formats.append(_fmt("VOP3P", 8, (23, 9, 0b110100111), ("vdst", 7, 0), ("neg_hi", 10, 8), ("op_sel", 13, 11),
                            ("op_sel_hi2", 14, 14), ("clamp", 15, 15), ("op", 22, 16), ("src0", 40, 32),
                            ("src1", 49, 41), ("src2", 58, 50), ("op_sel_hi", 60, 59), ("neg", 63, 61)))
        formats.append(_fmt("MAI", 8, (23, 9, 0b110100111), ("vdst", 7, 0), ("cbsz", 10, 8), ("abid", 14, 11),
                            ("acc_cd", 15, 15), ("op", 22, 16), ("src0", 40, 32), ("src1", 49, 41),
                            ("src2", 58, 50), ("acc", 60, 59), ("blgp", 63, 61)))
    return {f.name: f for f in formats}


class _ByFamily(dict):
    """family -> its formats, each family's made on first use (a start-up builds only the one it assembles for)."""

    def __missing__(self, family: str) -> dict[str, Format]:
        if family not in FAMILIES:
            raise KeyError(family)
        made = self[family] = _family(family)
        return made


FORMATS: dict[str, dict[str, Format]] = _ByFamily()


def formats_for(arch: str) -> dict[str, Format]:
    """The formats of `arch` ('gfx900') or of a family ('gfx9')."""
    return FORMATS[ARCH_FAMILY.get(arch, arch)]
