"""Decode instruction bytes with the same table the encoder uses.

The decode index maps (format, opcode, implied fields) to exactly one InstrDef per architecture; building it fails
loudly if two entries would claim the same encoding.  Formats are matched by their fixed encoding bits, most
specific first (the way the hardware decodes).
"""
from __future__ import annotations

import functools

from ..diagnostics import AssemblyError, SourceLoc
from .formats import ARCH_FAMILY, Format, formats_for
from .model import Decoded, InstrDef
from .printer import render
from .table import arch_table

# formats sharing encoding bits: which one an opcode belongs to is settled by the table
_SHARED = {"VOP3B": "VOP3", "MAI": "VOP3P", "VOP1_SDWA": "VOP1", "VOP1_DPP": "VOP1", "VOP2_SDWA": "VOP2",
           "VOP2_DPP": "VOP2", "VOPC_SDWA": "VOPC", "VOPC_DPP": "VOPC"}


_E32 = ("VOP1", "VOP2", "VOPC")
_SUFFIX = {name: name.split("_")[-1] for name in ("VOP1_SDWA", "VOP2_SDWA", "VOPC_SDWA", "VOP1_DPP", "VOP2_DPP",
                                                  "VOPC_DPP")}


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


def _match(word: int, arch: str) -> Format | None:
    return _by_top_bits(arch)[word >> 23]


_HAS_K: dict[InstrDef, bool] = {}     # InstrDef -> it has a mandatory literal operand (v_madmk_f32's K)


def _literal_slots(defn: InstrDef, fields: dict) -> bool:
    k = _HAS_K.get(defn)
    if k is None:
        k = _HAS_K[defn] = any(o.kind == "literal32" for o in defn.operands)
    if k:
        return True
    if defn.fmt in ("VOP1", "VOP2", "VOPC"):
        return fields.get("src0") == 255
    if defn.fmt in ("SOP1", "SOP2", "SOPC"):
        return fields.get("ssrc0") == 255 or fields.get("ssrc1") == 255
    return False


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
    family = ARCH_FAMILY.get(arch)
    if family is None:
        raise ValueError(f"unknown architecture {arch!r}")
    if offset + 4 > len(code):
        raise _error(offset, f"truncated instruction at byte {offset}")
    dword0 = int.from_bytes(code[offset:offset + 4], "little")
    base = _match(dword0, arch)
    if base is None:
        raise _error(offset, f"invalid instruction encoding 0x{dword0:08x} at byte {offset}")
    fmt = base
    fmts = formats_for(arch)
    if base.name in _E32 and dword0 & 0x1FF in (0xF9, 0xFA):
        fmt = fmts[base.name + ("_SDWA" if dword0 & 0x1FF == 0xF9 else "_DPP")]
    if offset + fmt.size > len(code):
        raise _error(offset, f"truncated instruction at byte {offset}")
    word = int.from_bytes(code[offset:offset + fmt.size], "little")
    fields = fmt.split(word)
    index = decode_index(arch)
    op = fields.get("op", 0)
    suffix = _SUFFIX.get(fmt.name, "")
    fixed = (("seg", fields.get("seg", 0)),) if fmt.name == "FLAT" and "seg" in fields else ()
    defn = index.get((base.name, op, fixed, suffix))
    if defn is not None and defn.fixed and any(fields.get(k, 0) != v for k, v in defn.fixed):
        defn = None         # (buffer_store_lds_dword exists only with its lds bit set)
    if defn is None:
        raise _error(offset, f"invalid instruction encoding 0x{dword0:08x} at byte {offset}")
    if defn.fmt != fmt.name and defn.fmt in fmts:
        fmt = fmts[defn.fmt]
        fields = fmt.split(word)
    if not _interp_fields_valid(defn, fields):
        raise _error(offset, f"invalid instruction encoding 0x{dword0:08x} at byte {offset}")
    size = fmt.size
    literal = None
    if _literal_slots(defn, fields):
        if offset + size + 4 > len(code):
            raise _error(offset, f"truncated literal at byte {offset + size}")
        literal = int.from_bytes(code[offset + size:offset + size + 4], "little")
        size += 4
    try:
        text = render(defn, fields, literal, arch) if with_text else ""
    except (ValueError, KeyError, IndexError) as e:
        raise _error(offset, f"cannot print instruction at byte {offset}: {e}")
    return Decoded(defn, fmt.name, fields, literal, size, text)


_VERIFY_LOC = SourceLoc("<disassembly>", 1, 1)


def disassemble(code: bytes, arch: str, *, verify: bool = True) -> str:
    """One instruction per line; undecodable dwords become `.long 0x...` so the text still re-assembles.

    With `verify`, each decoded instruction is encoded again and kept only if that gives back exactly its bytes
    (random data decodes to encodings llvm-mc would print but never produce, e.g. misaligned register pairs); any
    other dword is printed as `.long` too, so the whole text always re-assembles to `code`."""
    from .encoder import encode
    lines = []
    pos = 0
    while pos < len(code):
        try:
            d = decode(code, arch, pos)
            if verify and encode(d.text, arch, _VERIFY_LOC).data != bytes(code[pos:pos + d.size]):
                raise AssemblyError.at(_VERIFY_LOC, "does not round-trip")
            lines.append(d.text)
            pos += d.size
        except AssemblyError:
            chunk = code[pos:pos + 4]
            if len(chunk) == 4:
                lines.append(f".long 0x{int.from_bytes(chunk, 'little'):08x}")
            else:
                lines.append(".byte " + ", ".join(f"0x{b:02x}" for b in chunk))
            pos += len(chunk)
    return "\n".join(lines) + ("\n" if lines else "")
