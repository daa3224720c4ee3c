"""A kernel's code read back from a code object: its instructions, branch targets, loops and registers.

`read_kernel_code(code, arch, base)` decodes the bytes with masm's decoder and checks each instruction by encoding it
again (what does not come back byte for byte is data, shown as `.long`).  Branches within the code get labels
(`.LBB<k>_<n>` in the disassembly); a backward branch closes a loop whose body runs from its target to the branch.
`masm report` (loops, registers used) and `masm disasm` (the listing) both read kernels through here.
"""
from __future__ import annotations

from dataclasses import field
from typing import NamedTuple

from ..dataclass_cache import dataclass
from ..diagnostics import AssemblyError, SourceLoc
from ..regex_cache import regex

_LOC = SourceLoc("<code object>", 1, 1)
_TRAILING_NUMBER = regex(r"-?\d+$")
_new = tuple.__new__


class CodeLine(NamedTuple):
    """One instruction (or `.long`) of a kernel's code (a named tuple: the reader makes one per instruction)."""
    offset: int                 # from the start of the kernel's code
    data: bytes
    text: str                   # the instruction as llvm-mc prints it, or `.long 0x...` for what is not one
    target: int | None = None   # a branch's target offset (from the start of the kernel's code)
    is_instruction: bool = True
    forced_literal: bool = False    # its 32-bit literal holds a value an inline constant could (llvm-mc 14 would
                                    # encode the text shorter): only a relocation expression or `.long` keeps it
    pcrel: tuple | None = None      # ("lo" | "hi", target offset, literal offset - s_getpc end): the literal is a
                                    # PC-relative offset from the s_getpc_b64 just before (compilers' data access)


@dataclass(frozen=True)
class Loop:
    start: int                  # the backward branch's target
    end: int                    # just past the branch
    branch: str                 # the branch instruction

    @property
    def body_bytes(self) -> int:
        return self.end - self.start


@dataclass
class KernelListing:
    lines: list[CodeLine]
    vgprs_used: int = 0         # highest VGPR index + 1 (0: none)
    sgprs_used: int = 0
    agprs_used: int = 0
    vcc: bool = False
    flat_scratch: bool = False
    xnack_mask: bool = False
    labels: dict[int, str] = field(default_factory=dict)    # offset -> label name, for branch targets inside

    @property
    def loops(self) -> list[Loop]:
        """One per backward branch (target at or before the branch), innermost-first order of appearance."""
        return [Loop(ln.target, ln.offset + len(ln.data), ln.text.split()[0]) for ln in self.lines
                if ln.target is not None and ln.target <= ln.offset]


_LABEL_FIELDS: dict = {}     # InstrDef -> the field of its label operand, or None
_PLAIN_READERS: dict = {}    # arch -> {form key: the form's reader, or False where it has none or is a branch's}


def _label_field(defn) -> str | None:
    """The field of a direct branch's label operand (SOPP simm16 / s_call's), None for other instructions."""
    field = _LABEL_FIELDS.get(defn, 0)
    if field == 0:
        field = _LABEL_FIELDS[defn] = next((o.field for o in defn.operands if o.kind == "label"), None)
    return field


def read_kernel_code(code: bytes, arch: str, label_prefix: str = ".LBB0_", registers: bool = True) -> KernelListing:
    """The kernel's instructions; with `registers=False` the register counts are left at 0 and each instruction is
    checked once per shape (masm/isa/roundtrip.py) instead of encoded again for the registers it names."""
    from ..isa.decoder import VARIANT_BITS, Repeats, arch_decoder, decode, form_reader, kept_words, read_or_none
    from ..isa.encoder import encode, template_encoder
    from ..isa.roundtrip import RoundTrip
    known = template_encoder(arch)      # (texts seen before, and those a template covers)
    round_trip = None if registers else RoundTrip(arch)
    check, check_text, good = (None, None, None) if registers else \
        (round_trip.check, round_trip.check_text, round_trip.good)
    # each word is read by its form's reader (masm/isa/form_reader.py) where it has one and is not a branch (whose
    # target needs the decoder's fields), else by `decode`
    state = arch_decoder(arch)
    keys, readers = (state.keys, state.readers) if check is not None else ((None,) * 512, {})
    variant_bits, from_bytes = VARIANT_BITS, int.from_bytes
    code = bytes(code)
    lines: list[CodeLine] = []
    append = lines.append
    uses = set()                        # the RegUse of every instruction (templates share them)
    seen = Repeats()                    # an instruction's bytes -> its text (an instruction a reader vouched for) or
    sizes, kept = seen.sizes, seen.items    # (text, size, branch target - offset or None, Encoded, forced)
    label_fields = _LABEL_FIELDS
    plain = _PLAIN_READERS.setdefault(arch, {})
    pos = 0
    end = len(code)
    while pos < end:
        first = code[pos:pos + 4]       # (Repeats.find, inline: this runs for every instruction)
        size = sizes.get(first)
        hit = None
        if size is not None:
            data = first if size == 4 else code[pos:pos + size]
            hit = kept.get(data)
            if hit.__class__ is str:
                append(_new(CodeLine, (pos, data, hit, None, True, False, None)))
                pos += size
                continue
        if hit is None and len(first) == 4:
            dword0 = from_bytes(first, "little")
            mask = keys[dword0 >> 23]
            if mask is not None:
                key = dword0 & mask | variant_bits[dword0 & 0x1FF]
                read = plain.get(key)
                if read is None:        # (the form's reader, False where it has none or is a branch's)
                    read = readers.get(key)
                    if read is None:
                        read = form_reader(state, code, pos, key, arch)
                    if read and _label_field(decode(code, arch, pos, with_text=False).defn) is not None:
                        read = False
                    plain[key] = read or False
                got = read_or_none(read, code, pos) if read else None
                if got is not None:
                    text, size, shape = got
                    data = first if size == 4 else code[pos:pos + size]
                    try:            # (one that does not come back: decoded below, for its forced literal)
                        vouched = shape in good or check_text(text, data, shape, _LOC)
                    except AssemblyError:
                        vouched = False
                    if vouched:
                        sizes[first] = size
                        kept[data] = text
                        append(_new(CodeLine, (pos, data, text, None, True, False, None)))
                        pos += size
                        continue
        if hit is None:
            forced = False
            d = None
            try:
                d = decode(code, arch, pos)
                data = first if d.size == 4 else code[pos:pos + d.size]
                if check is not None:
                    enc = None
                    if not check(d, data, _LOC):
                        _with_forced_literal(d, data, arch)
                        forced = True
                else:
                    enc = known(d.text) or encode(d.text, arch, _LOC)
                    if enc.data != data:
                        enc = _with_forced_literal(d, data, arch)
                        forced = True
            except (AssemblyError, ValueError, KeyError, IndexError):
                if d is not None and pos + d.size <= end:     # an instruction whose text does not come back to it
                    chunk = code[pos:pos + d.size]
                    text = f".long\t{kept_words(chunk)}\t; {d.text} (kept as words: not written back by its text)"
                else:
                    chunk = code[pos:pos + 4]
                    text = (f".long 0x{int.from_bytes(chunk, 'little'):08x}" if len(chunk) == 4
                            else ".byte " + ", ".join(f"0x{b:02x}" for b in chunk))
                append(CodeLine(pos, chunk, text, None, False))
                pos += len(chunk)
                continue
            field = label_fields.get(d.defn, 0)
            if field == 0:
                field = _label_field(d.defn)
            hit = (d.text, d.size, None if field is None else 4 + ((d.fields.get(field, 0) ^ 0x8000) - 0x8000) * 4,
                   enc, forced)
            sizes[first] = len(data)
            kept[data] = hit
        text, size, delta, enc, forced = hit
        if enc is not None:
            uses.add(enc.regs)
        append(_new(CodeLine, (pos, data, text, None if delta is None else pos + delta, True, forced, None)))
        pos += size
    lines = _pc_relative(lines, arch)
    listing = KernelListing(lines, max((r.vgpr_max for r in uses), default=-1) + 1,
                            max((r.sgpr_max for r in uses), default=-1) + 1,
                            max((r.agpr_max for r in uses), default=-1) + 1, any(r.vcc for r in uses),
                            any(r.flat_scratch for r in uses), any(r.xnack_mask for r in uses))
    starts = {ln.offset for ln in lines}
    targets = sorted({ln.target for ln in lines if ln.target is not None and ln.target in starts})
    listing.labels = {t: f"{label_prefix}{i}" for i, t in enumerate(targets)}
    return listing


_PROBE = 0x12345678      # a literal no inline constant can stand for


def _with_forced_literal(d, original: bytes, arch: str):
    """The encoding of `d` when only its literal's value keeps the encoder from the literal form (the value is an
    inline constant, e.g. 0xffffffff = -1): encoded again with another value, everything but the literal agrees."""
    from ..isa.encoder import encode
    if d.literal is None:
        raise AssemblyError.at(_LOC, "does not round-trip")
    printed = f"0x{d.literal:x}"
    if printed not in d.text:
        raise AssemblyError.at(_LOC, "does not round-trip")
    enc = encode(d.text.replace(printed, f"0x{_PROBE:x}"), arch, _LOC)
    if enc.data != original[:-4] + _PROBE.to_bytes(4, "little"):
        raise AssemblyError.at(_LOC, "does not round-trip")
    return enc


def _pc_relative(lines: list[CodeLine], arch: str) -> list[CodeLine]:
    """Mark `s_getpc_b64 s[A:A+1]`, `s_add_u32 sA, sA, LO`, `s_addc_u32 sA+1, sA+1, HI` (how compilers reach data
    and functions): the 64-bit offset HI:LO is from the end of the s_getpc_b64."""
    out = list(lines)
    for i in range(len(out) - 2):
        a = out[i]
        if not a.text.startswith("s_getpc_b64"):
            continue
        b, c = out[i + 1], out[i + 2]
        m = _GETPC.match(a.text)
        if not (m and b.is_instruction and c.is_instruction and len(b.data) == 8 and len(c.data) == 8):
            continue
        lo_reg = int(m.group(1))
        mb, mc = _ADD.match(b.text), _ADDC.match(c.text)
        if not (mb and mc and int(mb.group(1)) == int(mb.group(2)) == lo_reg
                and int(mc.group(1)) == int(mc.group(2)) == lo_reg + 1):
            continue
        lo = int.from_bytes(b.data[4:], "little")
        hi = int.from_bytes(c.data[4:], "little")
        value = lo | hi << 32
        value -= (1 << 64) if value >> 63 else 0
        getpc_end = a.offset + 4
        target = getpc_end + value
        out[i + 1] = b._replace(pcrel=("lo", target, b.offset + 4 - getpc_end))
        out[i + 2] = c._replace(pcrel=("hi", target, c.offset + 4 - getpc_end))
    return out


_GETPC = regex(r"s_getpc_b64 s\[(\d+):\d+\]$")
_ADD = regex(r"s_add_u32 s(\d+), s(\d+), 0x[0-9a-f]+$")
_ADDC = regex(r"s_addc_u32 s(\d+), s(\d+), 0x[0-9a-f]+$")


def labelled_text(line: CodeLine, labels: dict[int, str]) -> str:
    """The instruction with its branch target written as a label when it has one."""
    if line.target is None or line.target not in labels:
        return line.text
    return _TRAILING_NUMBER.sub(labels[line.target], line.text)
