"""Mergeable sections (`"aM"` constants, `"aMS"` strings) combined as ld.lld combines them.

ld.lld cuts each mergeable input section into pieces (NUL-terminated strings, or entries of `entsize` bytes), keeps
one copy of equal pieces, and lays the pieces out in 32 shards chosen by the top bits of each piece's hash, in the
order the pieces come within a shard (ld.lld's MergeNoTailSection at its default -O1).  The hash is XXH64 in LLD 14
and XXH3-64 from LLD 17 on (which hashes a string without its terminator); masm uses LLD 14's way for code object
v4 and LLD 19's for v5, as it does for the layout.
Inputs merge into one piece table when their output section, flags and entry size agree (and, for strings, their
alignment); the table takes the place of its first input.
"""
from __future__ import annotations

from dataclasses import field

from ..dataclass_cache import dataclass
from ..diagnostics import AssemblyError
from ..module.objfile import SHF_STRINGS, Section

SHARDS = 32


def _align(value: int, alignment: int) -> int:
    return -(-value // alignment) * alignment if alignment > 1 else value


@dataclass
class MergedSection:
    """One piece table; acts as an input section of its output section (name, type, flags, align, data)."""

    name: str
    type: int
    flags: int
    entsize: int
    align: int
    members: list[Section] = field(default_factory=list)
    data: bytes = b""
    pieces: dict[str, list[tuple[int, int, int]]] = field(default_factory=dict)  # member -> (in, size, out)

    @property
    def size(self) -> int:
        return len(self.data)

    def map_offset(self, section: str, offset: int) -> int:
        """Where byte `offset` of member `section` is in the table."""
        for start, size, out in self.pieces[section]:
            if start <= offset < start + size:
                return out + offset - start
        last = self.pieces[section][-1] if self.pieces[section] else (0, 0, 0)
        return last[2] + offset - last[0]                 # the end of the section (a symbol just past it)

    def finish(self, modern: bool) -> None:
        from .xxhash import xxh3_64, xxh64
        digest = xxh3_64 if modern else xxh64
        # LLD 17+ hashes a string without its terminator, LLD 14 with it
        trim = self.entsize if modern and self.flags & SHF_STRINGS else 0
        shards: list[dict[bytes, int]] = [{} for _ in range(SHARDS)]
        sizes = [0] * SHARDS
        placed: list[tuple[str, int, int, int, int]] = []       # (member, in, size, shard, offset in shard)
        for sec in self.members:
            for start, piece in _pieces(sec):
                shard = ((digest(piece[:len(piece) - trim]) & 0xFFFFFFFF) >> 1) >> 26
                table = shards[shard]
                if piece not in table:
                    at = _align(sizes[shard], self.align)
                    table[piece] = at
                    sizes[shard] = at + len(piece)
                placed.append((sec.name, start, len(piece), shard, table[piece]))
        offsets, off = [], 0
        for shard in range(SHARDS):
            if sizes[shard]:
                off = _align(off, self.align)
            offsets.append(off)
            off += sizes[shard]
        data = bytearray(off)
        for shard, table in enumerate(shards):
            for piece, at in table.items():
                data[offsets[shard] + at:offsets[shard] + at + len(piece)] = piece
        self.data = bytes(data)
        for name, start, size, shard, at in placed:
            self.pieces.setdefault(name, []).append((start, size, offsets[shard] + at))


def _pieces(sec: Section) -> list[tuple[int, bytes]]:
    data, unit = sec.data, sec.entsize
    if not sec.flags & SHF_STRINGS:
        if len(data) % unit:
            raise AssemblyError.at(sec.loc, f"mergeable section '{sec.name}' holds {len(data)} bytes, not a multiple "
                                   f"of its entry size {unit}")
        return [(i, data[i:i + unit]) for i in range(0, len(data), unit)]
    out, start = [], 0
    zero = bytes(unit)
    i = 0
    while i < len(data):
        if data[i:i + unit] == zero:
            out.append((start, data[start:i + unit]))
            start = i + unit
        i += unit
    if start != len(data):
        raise AssemblyError.at(sec.loc, f"mergeable string section '{sec.name}' does not end with a terminator")
    return out


def merge_inputs(out_name: str, inputs: list, modern: bool) -> tuple[list, dict[str, MergedSection]]:
    """The inputs of one output section with mergeable ones replaced by their piece tables, and member -> table."""
    tables: list[MergedSection] = []
    member_of: dict[str, MergedSection] = {}
    result = []
    for sec in inputs:
        if not (sec.alloc and sec.flags & 0x10 and sec.entsize):        # SHF_MERGE with an entry size
            result.append(sec)
            continue
        strings = bool(sec.flags & SHF_STRINGS)
        table = next((t for t in tables if t.flags == sec.flags and t.entsize == sec.entsize
                      and (t.align == sec.align or not strings)), None)
        if table is None:
            table = MergedSection(f"{out_name}<merged {len(tables)}>", sec.type, sec.flags, sec.entsize, sec.align)
            tables.append(table)
            result.append(table)
        table.align = max(table.align, sec.align)
        table.members.append(sec)
        member_of[sec.name] = table
    for table in tables:
        table.finish(modern)
    return result, member_of
