"""A kernel's code read back from a code object: its instructions, branch targets, loops and registers.

`read_kernel_code(code, arch, base)` decodes the bytes with masm's decoder and checks each instruction by encoding it
again (what does not come back byte for byte is data, shown as `.long`).  Branches within the code get labels
(`.LBB<k>_<n>` in the disassembly); a backward branch closes a loop whose body runs from its target to the branch.
`masm report` (loops, registers used) and `masm disasm` (the listing) both read kernels through here.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..diagnostics import AssemblyError, SourceLoc

_LOC = SourceLoc("<code object>", 1, 1)
_TRAILING_NUMBER = re.compile(r"-?\d+$")


@dataclass(frozen=True)
class CodeLine:
    offset: int                 # from the start of the kernel's code
    data: bytes
    text: str                   # the instruction as llvm-mc prints it, or `.long 0x...` for what is not one
    target: int | None = None   # a branch's target offset (from the start of the kernel's code)
    is_instruction: bool = True


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


def _branch_target(d, offset: int) -> int | None:
    """The byte offset a direct branch goes to (SOPP simm16 / s_call's label operand), None for other instructions."""
    for o in d.defn.operands:
        if o.kind == "label":
            simm = d.fields.get(o.field, 0)
            simm = (simm ^ 0x8000) - 0x8000
            return offset + 4 + simm * 4
    return None


def read_kernel_code(code: bytes, arch: str, label_prefix: str = ".LBB0_") -> KernelListing:
    from ..isa.decoder import decode
    from ..isa.encoder import encode
    lines: list[CodeLine] = []
    vgpr = sgpr = agpr = -1
    vcc = flat = xnack = False
    pos = 0
    while pos < len(code):
        try:
            d = decode(code, arch, pos)
            enc = encode(d.text, arch, _LOC)
            if enc.data != bytes(code[pos:pos + d.size]):
                raise AssemblyError.at(_LOC, "does not round-trip")
        except (AssemblyError, ValueError, KeyError, IndexError):
            chunk = bytes(code[pos:pos + 4])
            text = (f".long 0x{int.from_bytes(chunk, 'little'):08x}" if len(chunk) == 4
                    else ".byte " + ", ".join(f"0x{b:02x}" for b in chunk))
            lines.append(CodeLine(pos, chunk, text, None, False))
            pos += len(chunk)
            continue
        r = enc.regs
        vgpr, sgpr, agpr = max(vgpr, r.vgpr_max), max(sgpr, r.sgpr_max), max(agpr, r.agpr_max)
        vcc, flat, xnack = vcc or r.vcc, flat or r.flat_scratch, xnack or r.xnack_mask
        lines.append(CodeLine(pos, bytes(code[pos:pos + d.size]), d.text, _branch_target(d, pos)))
        pos += d.size
    listing = KernelListing(lines, vgpr + 1, sgpr + 1, agpr + 1, vcc, flat, xnack)
    starts = {ln.offset for ln in lines}
    targets = sorted({ln.target for ln in lines if ln.target is not None and ln.target in starts})
    listing.labels = {t: f"{label_prefix}{i}" for i, t in enumerate(targets)}
    return listing


def labelled_text(line: CodeLine, labels: dict[int, str]) -> str:
    """The instruction with its branch target written as a label when it has one."""
    if line.target is None or line.target not in labels:
        return line.text
    return _TRAILING_NUMBER.sub(labels[line.target], line.text)
