"""Decode instruction bytes with the same table the encoder uses.

The decode index maps (format, opcode, implied fields) to exactly one InstrDef per architecture; building it fails
loudly if two entries would claim the same encoding.  Formats are matched by their fixed encoding bits, most
specific first (the way the hardware decodes).
"""
from __future__ import annotations

import functools
import struct
from typing import NamedTuple

from ..diagnostics import AssemblyError, SourceLoc
from .formats import ARCH_FAMILY, Format, formats_for
from .model import Decoded, InstrDef
from .form_reader import keep_reader, kept_reader, word_printer, word_reader
from .table import arch_table, forms_by_mnemonic

# formats sharing encoding bits: which one an opcode belongs to is settled by the table
_SHARED = {"VOP3B": "VOP3", "MAI": "VOP3P", "VOP1_SDWA": "VOP1", "VOP1_DPP": "VOP1", "VOP2_SDWA": "VOP2",
           "VOP2_DPP": "VOP2", "VOPC_SDWA": "VOPC", "VOPC_DPP": "VOPC"}


_E32 = ("VOP1", "VOP2", "VOPC")
_U32 = struct.Struct("<I").unpack_from
_U64 = struct.Struct("<Q").unpack_from
_new = tuple.__new__


@functools.cache
def decode_index(arch: str) -> dict[tuple, InstrDef]:
    index: dict[tuple, InstrDef] = {}
    for d in arch_table(arch):
        key = (d.fmt, d.opcode, d.fixed)
        group = (_SHARED.get(d.fmt, d.fmt), d.opcode, _seg(d.fixed), d.fmt.split("_")[-1] if "_" in d.fmt else "")
        other = index.get(group)
        if other is not None and other is not d:
            raise RuntimeError(f"ISA table conflict on {arch}: {other!r} and {d!r} share encoding {key}")
        index[group] = d
    return index


def _seg(fixed: tuple) -> tuple:
    """The fixed fields that tell forms of one opcode apart in the index (FLAT's segment); others are checked."""
    return tuple(item for item in fixed if item[0] == "seg")


@functools.cache
def _ordered_formats(arch: str) -> tuple[Format, ...]:
    fmts = [f for f in formats_for(arch).values() if f.name not in _SHARED]
    return tuple(sorted(fmts, key=lambda f: -f.encoding[1]))


@functools.cache
def _by_top_bits(arch: str) -> tuple[Format | None, ...]:
    """The format of every value of a dword's top 9 bits (every format's fixed encoding bits end at bit 31)."""
    out = []
    for top in range(512):
        word = top << 23
        out.append(next((f for f in _ordered_formats(arch)
                         if (word >> f.encoding[0]) & ((1 << f.encoding[1]) - 1) == f.encoding[2]), None))
    return tuple(out)


class _Form(NamedTuple):
    """Per instruction form, what decoding a word of it needs beyond the table entry (prepared on first use)."""
    fmt: Format | None              # the format to read the fields with when it is not the matched one (VOP3B, MAI)
    literal: tuple                  # fields whose value 255 means a literal dword follows; ("",) for a mandatory one
    interp: bool                    # a VOP3 interpolation form (its `high` bit and slots are checked)
    fixed: tuple                    # the entry's implied field values (checked against the word)
    print: object                   # the form's printer of words (form_reader.word_printer), made on first use


class _ArchDecoder(NamedTuple):
    """What decoding one architecture's words needs, looked up once: per value of a dword's top 9 bits its format
    with the forms by opcode (by (opcode, segment) where the format has FLAT's seg field), and the SDWA and DPP
    variants of an e32 format with theirs; and, filled as forms are met, their prepared `_Form`s."""
    top: tuple          # top 9 bits -> None or (variant, SDWA variant | None, DPP variant | None), each variant
                        # (Format, forms, its split function, its size, whether forms are by (opcode, segment))
    family: str
    forms: dict         # InstrDef -> _Form
    keys: tuple         # top 9 bits -> None or the bits of a first dword that decide its form but for SDWA/DPP: see
                        # `form_key`
    readers: dict       # form key -> the form's reader (form_reader.word_reader), or False (the decoder is asked)


_DECODERS: dict[str, _ArchDecoder] = {}


def _arch_decoder(arch: str) -> _ArchDecoder:
    made = _DECODERS.get(arch)
    if made is not None:
        return made
    if arch not in ARCH_FAMILY:
        raise ValueError(f"unknown architecture {arch!r}")
    fmts = formats_for(arch)
    names, by_op = _decoder_plan(arch)

    def variant(base: Format, suffix: str):
        fmt = fmts.get(f"{base.name}_{suffix}") if suffix else base
        return None if fmt is None else (fmt, by_op.get((base.name, suffix), {}), _first_split(arch, fmt), fmt.size,
                                         fmt.name == "FLAT" and fmt.has("seg"))
    entries: dict[str, tuple] = {}      # a format's entry and key mask (the top bits of many values share one)
    top_formats = [None if name is None else fmts[name] for name in names]
    for base in dict.fromkeys(top_formats):
        if base is None:
            continue
        entry = (variant(base, ""), variant(base, "SDWA"), variant(base, "DPP")) if base.name in _E32 else \
            (variant(base, ""), None, None)
        mask = 0xFF800000
        for v in entry:
            if v is not None:
                for name in ("op", "seg"):
                    lo, bits = v[0].layout.get(name, (0, 0))
                    mask |= bits << lo
        entries[base.name] = (entry, None if mask >> 32 else mask)
    made = [(None, None) if base is None else entries[base.name] for base in top_formats]
    top, keys = tuple(e for e, _ in made), tuple(k for _, k in made)
    made = _DECODERS[arch] = _ArchDecoder(top, ARCH_FAMILY[arch], {}, keys, {})
    return made


def _first_split(arch: str, fmt: Format):
    """The split function of a format in `arch`'s decoder until it is first called: then the format's splitter is
    made (Format.splitter compiles one function per format, ~0.1 ms; a disassembly whose words are read by their
    forms' readers splits few formats, if any) and takes its place in the decoder."""
    def split(word: int) -> dict:
        made = fmt.splitter()
        state = _DECODERS.get(arch)
        if state is not None:
            def placed(v):
                return v if v is None or v[0] is not fmt else (v[0], v[1], made, v[3], v[4])
            entries: dict = {}          # id(an entry of the top bits) -> the entry with `made` in place
            top = []
            for e in state.top:
                if e is not None:
                    placed_entry = entries.get(id(e))
                    if placed_entry is None:
                        placed_entry = entries[id(e)] = (placed(e[0]), placed(e[1]), placed(e[2]))
                    e = placed_entry
                top.append(e)
            _DECODERS[arch] = state._replace(top=tuple(top))
        return made(word)
    return split


def _decoder_plan(arch: str) -> tuple:
    """What `_arch_decoder` is built from, as plain values: the name of the format of every value of a dword's top
    9 bits (or None), and per (format, SDWA/DPP suffix) its forms by opcode (by (opcode, segment) for FLAT), each
    as (mnemonic, place among that mnemonic's forms) — `decode` makes a form's table entry the first time it meets
    it.  Kept in the disk cache by the digest of the ISA layer's sources (making it asks for every table entry of
    the arch and tries every format on 512 values: ~25 ms of a small code object's disassembly)."""
    from .kept_templates import isa_sources_key
    sources = isa_sources_key()
    if sources is not None:
        from ..datacache import load
        kept = load(_PLAN_ENTRY, f"{arch}\0{sources}")
        if type(kept) is tuple and len(kept) == 2 and type(kept[0]) is tuple and len(kept[0]) == 512 and \
                type(kept[1]) is dict:
            return kept
    from .table import forms_by_mnemonic
    places = {id(d): (mnemonic, place) for mnemonic, forms in forms_by_mnemonic(arch).items()
              for place, d in enumerate(forms)}
    by_op: dict[tuple, dict] = {}
    for (base, op, seg, suffix), d in decode_index(arch).items():
        by_op.setdefault((base, suffix), {})[(op, seg[0][1]) if seg else op] = places[id(d)]
    made = tuple(None if f is None else f.name for f in _by_top_bits(arch)), by_op
    if sources is not None:
        from ..datacache import store
        store(_PLAN_ENTRY, f"{arch}\0{sources}", made)
    return made


_PLAN_ENTRY = "decoder-plan"


# a first dword's low 9 bits -> what they add to its form key: an e32 VALU word's src0 0xF9 means SDWA, 0xFA DPP (on
# other formats the bit only makes another key for the same form)
VARIANT_BITS = tuple(1 << 32 if low == 0xF9 else 2 << 32 if low == 0xFA else 0 for low in range(512))


def form_key(keys: tuple, dword0: int) -> int | None:
    """The bits of an instruction's first dword that decide which form it is (format, SDWA/DPP, opcode, FLAT's
    segment), as one int; None where the top bits name no format.  (`disassemble` computes it inline.)"""
    mask = keys[dword0 >> 23]
    return None if mask is None else dword0 & mask | VARIANT_BITS[dword0 & 0x1FF]


def arch_decoder(arch: str) -> _ArchDecoder:
    """What decoding `arch`'s words needs (made once per architecture)."""
    return _DECODERS.get(arch) or _arch_decoder(arch)


def form_reader(state: _ArchDecoder, code: bytes, pos: int, key: int, arch: str, keeps: bool | None = None):
    """The reader of the form of the instruction at `pos` (whose form key is `key`), made the first time the form is
    met (or made again from what an earlier command kept, form_reader.kept_reader); None when the decoder refuses
    the instruction there (a truncated word is not a fact of its form: nothing is kept) or the form is read another
    way (a form whose implied fields are checked on another format's fields).  `keeps`: whether readers are kept
    between processes (kept_templates.enabled(), asked here when not given)."""
    if keeps is None:
        from .kept_templates import enabled
        keeps = enabled()
    shard = state.top[key >> 23 & 0x1FF][0][0].name
    reader = kept_reader(arch, key, shard, state.family) if keeps else None
    if reader is None:
        try:
            d = decode(code, arch, pos, with_text=False)
        except AssemblyError:
            return None
        defn = d.defn
        other_fmt, literal_fields, interp, fixed, _ = state.forms[defn]
        reader = False
        if other_fmt is None or not fixed:
            reader = word_reader(defn, formats_for(arch)[defn.fmt], state.family, literal_fields, interp, fixed)
            if keeps:
                keep_reader(arch, key, shard, defn, reader)
    state.readers[key] = reader
    return reader


def _form(defn: InstrDef, matched: Format, arch: str) -> _Form:
    fmts = formats_for(arch)
    if any(o.kind == "literal32" for o in defn.operands):
        literal = ("",)             # (v_madmk_f32's K)
    elif defn.fmt in ("VOP1", "VOP2", "VOPC"):
        literal = ("src0",)
    elif defn.fmt in ("SOP1", "SOP2", "SOPC"):
        literal = ("ssrc0", "ssrc1")
    else:
        literal = ()
    interp = defn.fmt == "VOP3" and any(o.kind in ("attr", "interp_param") for o in defn.operands)
    return _Form(fmts[defn.fmt] if defn.fmt != matched.name and defn.fmt in fmts else None, literal, interp,
                 defn.fixed, None)


def _interp_fields_valid(defn: InstrDef, fields: dict) -> bool:
    """VOP3 interpolation: the `high` bit (src0 bit 8) only where the form takes it, p10/p20/p0 only as slots."""
    for o in defn.operands:
        if o.kind == "attr" and defn.fmt == "VOP3" and fields.get("src0", 0) >> 8 and "high" not in defn.syntax:
            return False
        if o.kind == "interp_param" and defn.fmt == "VOP3" and fields.get(o.field, 0) > 2:
            return False
    return True


def _error(offset: int, message: str) -> AssemblyError:
    """Located at the instruction's byte offset (made only when there is an error)."""
    return AssemblyError.at(SourceLoc("<code>", 1, offset + 1), message)


def decode(code: bytes, arch: str, offset: int = 0, *, with_text: bool = True) -> Decoded:
    """Decode the instruction at `offset`.  Raises AssemblyError (located at the byte offset) if it is invalid.
    `with_text=False` leaves `text` empty (the static checks need only the fields)."""
    state = _DECODERS.get(arch) or _arch_decoder(arch)
    if offset + 4 > len(code):
        raise _error(offset, f"truncated instruction at byte {offset}")
    dword0 = _U32(code, offset)[0]
    entry = state.top[dword0 >> 23]
    if entry is None:
        raise _error(offset, f"invalid instruction encoding 0x{dword0:08x} at byte {offset}")
    low = dword0 & 0x1FF
    fmt, by_op, split, size, by_segment = entry[1] if low == 0xF9 and entry[1] is not None else \
        entry[2] if low == 0xFA and entry[2] is not None else entry[0]
    if offset + size > len(code):
        raise _error(offset, f"truncated instruction at byte {offset}")
    word = _U64(code, offset)[0] if size == 8 else dword0
    fields = split(word)
    op = (fields["op"], fields["seg"]) if by_segment else fields.get("op", 0)
    defn = by_op.get(op)
    if defn is None:
        raise _error(offset, f"invalid instruction encoding 0x{dword0:08x} at byte {offset}")
    if defn.__class__ is tuple:         # (mnemonic, place): the form met for the first time (`_decoder_plan`)
        defn = by_op[op] = forms_by_mnemonic(arch)[defn[0]][defn[1]]
    form = state.forms.get(defn)
    if form is None:
        form = state.forms[defn] = _form(defn, fmt, arch)
    other_fmt, literal_fields, interp, fixed, print_form = form
    if fixed and any(fields.get(k, 0) != v for k, v in fixed):
        # (buffer_store_lds_dword exists only with its lds bit set)
        raise _error(offset, f"invalid instruction encoding 0x{dword0:08x} at byte {offset}")
    if other_fmt is not None:
        fmt = other_fmt
        fields = fmt.split(word)
        size = fmt.size
    if interp and not _interp_fields_valid(defn, fields):
        raise _error(offset, f"invalid instruction encoding 0x{dword0:08x} at byte {offset}")
    literal = None
    if literal_fields:
        for name in literal_fields:
            if not name or fields.get(name) == 255:
                if offset + size + 4 > len(code):
                    raise _error(offset, f"truncated literal at byte {offset + size}")
                literal = _U32(code, offset + size)[0]
                size += 4
                break
    text = ""
    if with_text:
        try:
            if print_form is None:
                print_form = word_printer(defn, fmt, state.family)
                state.forms[defn] = form._replace(print=print_form)
            text = print_form(word, literal)
        except (ValueError, KeyError, IndexError) as e:
            raise _error(offset, f"cannot print instruction at byte {offset}: {e}")
    return _new(Decoded, (defn, fmt.name, fields, literal, size, text))


_VERIFY_LOC = SourceLoc("<disassembly>", 1, 1)


class Repeats:
    """Instructions read before in the same code, by their bytes (code repeats s_waitcnt, s_nop, moves ...), with
    what the reader keeps for each.  An instruction's size follows from its first dword, so one lookup of the first
    dword tells whether the bytes at a position can be one of them, and how many bytes to look up."""
    __slots__ = ("sizes", "items")

    def __init__(self):
        self.sizes: dict[bytes, int] = {}       # a first dword's bytes -> the size of the instructions it starts
        self.items: dict[bytes, object] = {}    # an instruction's bytes -> what the reader keeps for it

    def find(self, code: bytes, pos: int):
        """(what is kept for the instruction at `pos`, its size) when its bytes were read before, else (None, 0)."""
        first = code[pos:pos + 4]
        size = self.sizes.get(first)
        if size is None:
            return None, 0
        hit = self.items.get(first if size == 4 else code[pos:pos + size])
        return (None, 0) if hit is None else (hit, size)

    def keep(self, data: bytes, value) -> None:
        """Remember `value` for the instruction whose bytes are `data`."""
        self.sizes[data[:4]] = len(data)
        self.items[data] = value


def read_or_none(read, code: bytes, pos: int):
    """(text, size, shape) of the word at `pos` by its form's reader `read`, or None when the reader declines it
    (`decode` then tells why)."""
    try:
        return read(code, pos)
    except (ValueError, KeyError, IndexError, StopIteration, struct.error):
        return None


def kept_words(data: bytes) -> str:
    """An instruction's bytes as the words of a `.long` (little-endian dwords)."""
    return ", ".join(f"0x{int.from_bytes(data[i:i + 4], 'little'):08x}" for i in range(0, len(data), 4))


def _kept_as_words(data: bytes, text: str) -> str:
    """An instruction whose text does not encode back to its bytes: the bytes as `.long` words, the text in a
    comment (`//`: a `;` would start another statement of a plain file)."""
    return f".long {kept_words(data)}  // {text} (kept as words: not written back by its text)"


def disassemble(code: bytes, arch: str, *, verify: bool = True) -> str:
    """One instruction per line; undecodable dwords become `.long 0x...` so the text still re-assembles.

    With `verify`, each decoded instruction is encoded again and kept only if that gives back exactly its bytes
    (random data decodes to encodings llvm-mc would print but never produce, e.g. misaligned register pairs); one
    that does not is printed as the `.long` words of all its bytes with its text in a comment, so the whole text
    always re-assembles to `code`.  The encoder is asked
    once per instruction shape (masm/isa/roundtrip.py), not once per text.  Each word is read by its form's reader
    (masm/isa/form_reader.py: fields, text and shape in one call); where it has none, or declines the word, `decode`
    reads it, and says why it is not an instruction."""
    from .roundtrip import RoundTrip
    state = _DECODERS.get(arch) or _arch_decoder(arch)
    keys, readers = state.keys, state.readers
    round_trip = RoundTrip(arch)
    check, check_text, shape_readers, good = round_trip.check, round_trip.check_text, round_trip.readers, \
        round_trip.good
    keeps = round_trip.keeps        # (readers and shapes are kept between processes: kept_templates.enabled())
    # instructions read before (code repeats s_waitcnt, s_nop, moves ...): the first dword of one -> its text (a
    # 4-byte instruction) or its size (a longer one, whose text `longer` keeps by all its bytes)
    short: dict[bytes, str | int] = {}
    longer: dict[bytes, str] = {}
    code = bytes(code)
    lines = []
    append = lines.append
    from_bytes = int.from_bytes
    variant_bits = VARIANT_BITS
    pos = 0
    end = len(code)
    while pos < end:
        first = code[pos:pos + 4]
        hit = short.get(first)
        if hit is not None:
            if hit.__class__ is str:
                append(hit)
                pos += 4
                continue
            text = longer.get(code[pos:pos + hit])
            if text is not None:
                append(text)
                pos += hit
                continue
        got = None
        if len(first) == 4:
            dword0 = from_bytes(first, "little")
            mask = keys[dword0 >> 23]       # (form_key, inline)
            if mask is not None:
                key = dword0 & mask | variant_bits[dword0 & 0x1FF]
                read = readers.get(key)
                if read is None:
                    read = form_reader(state, code, pos, key, arch, keeps)
                if read:
                    got = read_or_none(read, code, pos)
        if got is not None:
            text, size, shape = got
            data = first if size == 4 else code[pos:pos + size]
            if verify and shape not in good:
                try:
                    ok = check_text(text, data, shape, _VERIFY_LOC)
                except AssemblyError:
                    ok = False
                if not ok:
                    append(_kept_as_words(data, text))
                    pos += size
                    continue
        else:
            d = None
            try:
                d = decode(code, arch, pos)
                defn, _, fields, literal, size, text = d
                data = first if size == 4 else code[pos:pos + size]
                if verify:
                    reader = shape_readers.get(defn)     # (RoundTrip.check, inline for a shape met before)
                    if (reader is None or reader(fields, literal, data) not in good) and \
                            not check(d, data, _VERIFY_LOC):
                        raise AssemblyError.at(_VERIFY_LOC, "does not round-trip")
            except AssemblyError:
                if d is not None and pos + d.size <= end:     # decoded, but its text does not come back to it
                    append(_kept_as_words(code[pos:pos + d.size], d.text))
                    pos += d.size
                    continue
                if len(first) == 4:
                    append(f".long 0x{int.from_bytes(first, 'little'):08x}")
                else:
                    append(".byte " + ", ".join(f"0x{b:02x}" for b in first))
                pos += len(first)
                continue
        append(text)
        if size == 4:
            short[first] = text
        else:
            short[first] = size
            longer[data] = text
        pos += size
    return "\n".join(lines) + ("\n" if lines else "")
