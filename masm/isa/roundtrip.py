"""Whether decoded instructions re-assemble to their bytes: the encoder asked once per *shape*, not once per text.

`masm disasm` keeps a decoded instruction only if its text encodes back to exactly its bytes (random data decodes
to encodings llvm-mc would print but never make: misaligned tuples, two SGPRs on one constant bus, ...).  Two words
of one instruction form that differ only in register numbers, offsets or a literal print texts that differ only in
those numbers, and the encoder treats them alike unless a number crosses one of the lines it checks (the lines
masm/isa/templates.py checks too): a tuple's alignment (by 2 and 4), the end of a register file, two operands
naming the same or overlapping registers (the constant-bus count, the no-overlap rules), an offset's sign and
whether it is zero (a zero offset is not printed), a 16-bit immediate's sign, a literal an inline constant could
stand for.  A word's shape is its form, every other field's exact value and, for those numbers, only which side of
each line they fall on.  The first word of a shape that comes back byte for byte vouches for the others; a shape
that does not is asked again for every word (a rejection is never generalised).

tests/isa/test_isa_disasm_shapes.py gives random same-shape words to `disassemble` and compares its text with a
check of every word by the full encoder.
"""
from __future__ import annotations

from . import kept_templates
from .formats import Format
from .model import Decoded, InstrDef
from .operands import INLINE_F16, INLINE_F32, INLINE_F64

_SGPR_END = 102                 # s0..s101; codes from 102 on are named registers and constants: kept exactly
_NEAR = 32                      # register numbers closer than this (the widest tuple is 16) keep their distance
_WIDEST_IMAGE_DATA = 8          # MIMG vdata's width depends on dmask/tfe/d16: the largest it can be
# offsets that are written only when not zero (their sign, where they have one, is their top bit)
_OFFSETS = frozenset({("DS", "offset0"), ("DS", "offset1"), ("MUBUF", "offset"), ("MTBUF", "offset"),
                      ("FLAT", "offset")})
_INLINE_16 = frozenset(range(65)) | frozenset(range(0xFFF0, 0x10000)) | frozenset(INLINE_F16)
_INLINE_32 = frozenset(range(65)) | frozenset(range(0xFFFFFFF0, 0x100000000)) | frozenset(INLINE_F32) | \
    frozenset(v >> 32 for v in INLINE_F64)


def literal_class(literal: int | None):
    """A literal's value where an inline constant could stand for all or half of it, else only its sign bit."""
    if literal is None or literal in _INLINE_32 or literal & 0xFFFF in _INLINE_16 or literal >> 16 in _INLINE_16:
        return literal
    return -1 - (literal >> 31)


def _register_spec(defn: InstrDef, fmt: Format, o, family: str) -> tuple | None:
    """(scale, VGPR base, width, the field's SDWA register/scalar bit or None, the condition under which the printer
    writes the register (a Python format with a slot per field, and those fields) or None for always) of a register
    operand's field, or None when the field is not read as a register number or printed only sometimes in ways not
    listed here (its value then stays exact: a number the text does not show is not vouched for by another)."""
    from ..targets import FAMILY
    kind, name, fname = o.kind, o.field, fmt.name
    if name not in fmt.layout or kind not in ("v", "a", "s", "src", "ssrc", "sdwa_src"):
        return None
    if fname == "SMEM" and name == "offset" or fname == "EXP":       # (export sources: as `en` and `compr` say)
        return None
    mask = fmt.layout[name][1]
    width = max(o.width, 1)
    printed = None
    if fname == "MIMG" and name == "vdata":
        width = _WIDEST_IMAGE_DATA
    elif fname in ("MUBUF", "MTBUF") and name == "vaddr":
        width, printed = 2, ("{} or {}", ("offen", "idxen"))        # (a pair with both)
    elif fname == "MUBUF" and name == "vdata" and "lds_without_vdata" in defn.syntax:
        printed = ("not {}", ("lds",))
    elif fname == "FLAT" and name == "addr":
        width = max(width, 2)
        seg = dict(defn.fixed).get("seg", 0)
        if seg == 1:
            printed = ("{}", ("sve",)) if FAMILY[family].scratch_sve else ("{} == 0x7F", ("saddr",))
    if fname.endswith("_SDWA") and name in ("src0", "vsrc1"):
        bit = "s0" if name == "src0" else "s1"
        return 1, 256, width, bit if bit in fmt.layout else None, printed      # (gfx8's SDWA reads VGPRs only)
    if fname.endswith("_DPP") and name in ("src0", "vsrc1"):
        return 1, 256, width, None, printed
    scale = 2 if name == "sbase" else 4 if name in ("srsrc", "ssamp") else 1
    vgpr_field = kind in ("v", "a") and mask == 255
    return scale, 256 if vgpr_field else 0, width, None, printed


def _unit_classes(width: int) -> tuple:
    """A register unit's class for every unit 0..511 (SGPR codes and constants below 256, VGPR n at 256 + n) of an
    operand `width` dwords wide: which alignment by 4 a tuple has, for a register whose tuple stays inside its
    file; the unit itself for the others (named registers, tuples that reach the file's end)."""
    made = _UNIT_CLASSES.get(width)
    if made is None:
        out = []
        for unit in range(512):
            if unit >= 256:
                n = unit - 256
                out.append(-1 - (n & 3 if width > 1 else 0) if n + width <= 256 else unit)
            elif unit + width <= _SGPR_END:
                out.append(-5 - (unit & 3 if width > 1 else 0))
            elif 129 <= unit <= 192:        # inline constants 1..64
                out.append(-9)
            elif 193 <= unit <= 208:        # -1..-16
                out.append(-10)
            else:
                out.append(unit)
        made = _UNIT_CLASSES[width] = tuple(out)
    return made


_UNIT_CLASSES: dict[int, tuple] = {}


def shape_code(defn: InstrDef, fmt: Format, family: str, value_of) -> tuple[list[str], str, dict]:
    """The shape of a word of `defn` read with `fmt` as code: (statements, the key's expression, the names they need)
    where `value_of(name)` is the expression of field `name`, `word` the word (its first `fmt.size` bytes as an
    int) and `literal` its literal: the form's name and format, the word's bits outside its number fields as they
    are (bits no field names too: the decoder ignores them, the encoder leaves them 0), and each number field's class.
    Those bits hold the opcode and the segment, which with the format decide the form on an architecture (the decode
    index has one form per (format, opcode, segment)), so a shape is plain values that name no table entry: the
    shapes that came back are kept between processes as they are (`RoundTrip.check_text`)."""
    from .encode_operands import overlap_sensitive
    registers = {}
    for o in defn.operands:
        spec = _register_spec(defn, fmt, o, family) if o.field else None
        if spec is not None:
            registers[o.field] = spec
    scope = {"form": defn.name, "literal_class": literal_class}
    immediates = {o.field for o in defn.operands if o.kind in ("imm16", "label")}
    items, units, scalar_units = [], [], []
    numbers = 0                 # the bits of the number fields
    for name, (lo, mask) in fmt.layout.items():
        value = value_of(name)
        top = mask.bit_length() - 1
        if name in registers:
            scale, base, width, bit, printed = registers[name]
            unit = f"u{len(units)}"
            scaled = f"{value} * {scale}" if scale > 1 else value
            if bit is not None:
                units.append(f"{unit} = {scaled} + (0 if {value_of(bit)} else {base})")
            else:
                units.append(f"{unit} = {scaled} + {base}" if base else f"{unit} = {scaled}")
            if bit is not None or not base:
                scalar_units.append(unit)
            scope[f"C{width}"] = _unit_classes(width)
            if printed is not None:
                printed = printed[0].format(*(value_of(n) for n in printed[1]))
            items.append(f"C{width}[{unit}]" if printed is None else f"(C{width}[{unit}] if {printed} else {unit})")
        elif (fmt.name, name) in _OFFSETS:
            items.append(f"(-1 - ({value} >> {top}) if {value} else 0)")
        elif fmt.name == "SMEM" and name == "offset":
            items.append(f"((-1 - ({value} >> {top}) if {value} else 0) if {value_of('imm')} else {value})")
        elif name in immediates:
            items.append(f"(-1 - ({value} >> 15) if 0x100 <= {value} < 0xFF00 else {value})")
        else:
            continue
        numbers |= mask << lo
    # registers named twice (the constant bus counts an SGPR once) or, where a source may not overlap the
    # destination, near each other
    if overlap_sensitive(defn, family) or fmt.name == "MAI":
        names = [u.split(" = ")[0] for u in units]
        items += [f"({a} - {b} if -{_NEAR} < {a} - {b} < {_NEAR} else {_NEAR})"
                  for j, a in enumerate(names) for b in names[j + 1:]]
    else:
        items += [f"{a} == {b}" for j, a in enumerate(scalar_units) for b in scalar_units[j + 1:]]
    scope["exact"] = (1 << 8 * fmt.size) - 1 & ~numbers
    key = f"(form, {fmt.name!r}, word & exact, literal if literal is None else literal_class(literal), " + \
        ", ".join(items) + ")"
    return units, key, scope


def shape_reader(defn: InstrDef, fmt: Format, family: str):
    """The function (fields, literal, the word's bytes) -> the shape of a word of `defn` read with `fmt` (a hashable
    key), made as one expression (`shape_code` over the fields as a dict)."""
    units, key, scope = shape_code(defn, fmt, family, lambda name: f"f[{name!r}]")
    body = "".join(f"    {u}\n" for u in units)
    source = f"def shape(f, literal, data):\n    word = int.from_bytes(data[:{fmt.size}], 'little')\n{body}" \
        f"    return {key}\n"
    exec(compile(source, f"<{defn.name} shape>", "exec"), scope)        # noqa: S102
    return scope["shape"]


_READERS: dict[str, dict] = {}          # family -> {instruction form: its shape reader}
_GOOD: dict[str, set] = {}              # arch -> the shapes whose first word came back byte for byte
_GOOD_LIMIT = 200_000                   # (random data makes a shape of most words it decodes: memory stays bounded)
# The shapes that came back are kept between processes too, where the encoder's templates are (masm/isa/
# kept_templates.py: the command line only, keyed by the digest of the ISA layer's sources, so any change to the
# encoder, the printer or the tables starts afresh): a shape's verdict is a fact about those files alone.  One shard
# per (arch, format) lists the shapes of that format's forms as they are (a shape is plain values: `shape_code`),
# and the first shape of a format that is asked for adds the whole list to the shapes known (a list, not a set, on
# disk: each shape is hashed once, when it is added), so a later word of a kept shape is vouched for by one
# look-up, as a shape learnt in this process is.
KEPT_ENTRY = "roundtrip-shapes"
KEPT_LIMIT = 256                        # shapes per (arch, form): random data cannot crowd out the others
SHARD_LIMIT = 16_384                    # shapes per (arch, format): a shard stays quick to read (~0.3 MB)


class RoundTrip:
    """Which decoded instructions of one architecture re-assemble to their bytes (`check`), by shape.  What is
    learnt about a shape holds for the process (it is a fact about the encoder and the printer, not about a file)."""
    __slots__ = ("arch", "family", "known", "encode", "good", "formats", "readers", "keeps")

    def __init__(self, arch: str):
        from .formats import ARCH_FAMILY, formats_for
        self.arch, self.family, self.formats = arch, ARCH_FAMILY[arch], formats_for(arch)
        self.known = self.encode = None         # (the encoder, loaded when a shape is first asked: `_encoded`)
        self.good = _GOOD.setdefault(arch, set())
        self.readers = _READERS.setdefault(self.family, {})
        self.keeps = kept_templates.enabled()                  # (shapes are kept between processes: the command line)

    def shape(self, d: Decoded, data: bytes) -> tuple:
        """`d`'s shape (`data`: its bytes)."""
        reader = self.readers.get(d.defn)
        if reader is None:
            reader = self.readers[d.defn] = shape_reader(d.defn, self.formats[d.encoding], self.family)
        return reader(d.fields, d.literal, data)

    def check(self, d: Decoded, data: bytes, loc) -> bool:
        """Whether `d`'s text encodes to `data` (raises AssemblyError where the encoder refuses the text)."""
        reader = self.readers.get(d.defn)
        key = reader(d.fields, d.literal, data) if reader is not None else self.shape(d, data)
        return key in self.good or self.check_text(d.text, data, key, loc)

    def check_text(self, text: str, data: bytes, key: tuple, loc) -> bool:
        """Whether `text` (of a word of shape `key` not vouched for yet) encodes to `data`; a shape that does
        vouches for the later words of that shape.  Where shapes are kept, the first shape of a format asked here
        adds that format's kept shapes to the known ones."""
        good = self.good
        shard = None
        if self.keeps:
            shard = kept_templates.shard(KEPT_ENTRY, self.arch, key[1], list)
            if _UNITED.get((self.arch, key[1])) is not shard:
                good.update(shard)
                _UNITED[(self.arch, key[1])] = shard
                _SHARD_SIZES[(self.arch, key[1])] = len(shard)
                if key in good:
                    return True
        if self._encoded(text, loc) != data:
            return False
        if len(good) >= _GOOD_LIMIT:
            good.clear()
            for united in [k for k in _UNITED if k[0] == self.arch]:
                del _UNITED[united]
        good.add(key)
        if shard is not None and len(shard) < SHARD_LIMIT:
            known = _KNOWN.get((self.arch, key[1]))
            if known is None or known[0] is not shard:
                known = _KNOWN[(self.arch, key[1])] = (shard, set(shard), {})
                for kept in shard:
                    known[2][kept[0]] = known[2].get(kept[0], 0) + 1
            if key not in known[1] and known[2].get(key[0], 0) < KEPT_LIMIT:
                known[1].add(key)
                known[2][key[0]] = known[2].get(key[0], 0) + 1
                shard.append(key)
                _SHARD_SIZES[(self.arch, key[1])] = len(shard)
                kept_templates.added(KEPT_ENTRY, self.arch, key[1])
        return True

    def _encoded(self, text: str, loc) -> bytes:
        """`text`'s bytes from the encoder (its text cache and templates first, the full encoder otherwise); the
        encoder is loaded the first time (a disassembly whose every shape was kept needs none)."""
        if self.known is None:
            from .encoder import _encode, template_encoder
            self.known = template_encoder(self.arch)     # (texts seen before, and those a template covers)
            self.encode = _encode
        return (self.known(text) or self.encode(text, self.arch, loc, ())).data


def clear() -> None:
    """Forget the shapes this process learnt (as a new process starts; kept_templates.clear forgets those read)."""
    _GOOD.clear()
    _SHARD_SIZES.clear()
    _UNITED.clear()
    _KNOWN.clear()


_UNITED: dict = {}              # (arch, format) -> its kept shapes as read (kept_templates.shard), added to _GOOD
# (arch, format) -> (that shard, its shapes as a set, {form: the shapes it holds}), made when one is added to it
_KNOWN: dict = {}
_SHARD_SIZES: dict = {}         # (arch, format) -> the shapes its shard holds
