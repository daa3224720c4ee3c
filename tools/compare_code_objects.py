"""Compare two code objects the way masm promises them equal to llvm-mc + ld.lld's.

    python tools/compare_code_objects.py OURS.hsaco THEIRS.hsaco

Everything the loader reads must be identical: the ELF header (but for the section header table's offset), the
program headers, every loaded section (header and bytes), the symbol tables.  The non-loaded sections may sit at
other file offsets, and `.comment` names the linker.  Prints the differences; exit status 1 when there are any.
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from elf_read import Elf  # noqa: E402


def differences(ours: bytes, theirs: bytes) -> list[str]:
    a, b = Elf(ours), Elf(theirs)
    out = []
    for field in ("ident", "type", "machine", "entry", "phoff", "flags", "phnum", "shnum", "shstrndx"):
        if getattr(a, field) != getattr(b, field):
            out.append(f"ELF header {field}: {getattr(a, field)!r} != {getattr(b, field)!r}")
    if a.segments != b.segments:
        for i, (x, y) in enumerate(zip(a.segments, b.segments)):
            if x != y:
                out.append(f"program header {i}: {x} != {y}")
        if len(a.segments) != len(b.segments):
            out.append(f"program headers: {len(a.segments)} != {len(b.segments)}")
    names_a = [s.name for s in a.sections]
    names_b = [s.name for s in b.sections]
    if names_a != names_b:
        out.append(f"sections: {names_a} != {names_b}")
        return out
    for x, y in zip(a.sections, b.sections):
        alloc = bool(y.flags & 2)
        for field in ("type", "flags", "address", "size", "link", "info", "align", "entsize") + (("offset",)
                                                                                                if alloc else ()):
            if x.name == ".comment" and field == "size":
                continue
            if getattr(x, field) != getattr(y, field):
                out.append(f"section {x.name} {field}: {getattr(x, field):#x} != {getattr(y, field):#x}")
        if x.name == ".comment":
            continue
        if x.data != y.data:
            first = next((i for i, (p, q) in enumerate(zip(x.data, y.data)) if p != q), min(len(x.data),
                                                                                            len(y.data)))
            out.append(f"section {x.name} bytes differ from offset {first:#x}: "
                       f"{x.data[first:first + 16].hex()} != {y.data[first:first + 16].hex()}")
    return out


def main() -> None:
    ours, theirs = (open(p, "rb").read() for p in sys.argv[1:3])
    diffs = differences(ours, theirs)
    for d in diffs:
        print(d)
    sys.exit(1 if diffs else 0)


if __name__ == "__main__":
    main()
