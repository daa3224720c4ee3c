"""Register ranges as the statement stage sees them: parse `v3` / `s[4:5]`, print them back in LLVM syntax.

A `Reg` is a run of consecutive registers of one file (`v`, `s`, `a`, `ttmp`).  Temps and register aliases are `Reg`s,
so an element `t[2]` or a sub-range `t[4:5]` of either is one slice operation.
"""
from __future__ import annotations

import re

from ..dataclass_cache import dataclass
from ..regex_cache import regex

# Register files a name may index with `file[expr]` / `file[lo:hi]`.  `acc` is LLVM's long spelling of `a`.
REGISTER_FILES = {"v": "v", "s": "s", "a": "a", "acc": "a", "ttmp": "ttmp"}

# Size of each register file (what a temp pool or an index may reach).
FILE_SIZES = {"v": 256, "s": 102, "a": 256, "ttmp": 16}   # s102.. are flat_scratch / xnack_mask

_SINGLE = regex(r"^(v|s|a|acc|ttmp)(\d+)$", re.IGNORECASE | re.ASCII)
_RANGE = regex(r"^(v|s|a|acc|ttmp)\[\s*(\d+)\s*(?::\s*(\d+)\s*)?\]$", re.IGNORECASE | re.ASCII)

# Names that are registers or operand keywords in LLVM syntax: a temp or alias may not take them.
RESERVED_NAMES = frozenset("""
    vcc vcc_lo vcc_hi exec exec_lo exec_hi m0 scc vccz vccnz execz execnz flat_scratch flat_scratch_lo
    flat_scratch_hi xnack_mask xnack_mask_lo xnack_mask_hi tba tba_lo tba_hi tma tma_lo tma_hi off lds_direct
    src_vccz src_execz src_scc src_shared_base src_shared_limit src_private_base src_private_limit
    src_pops_exiting_wave_id
""".split())


def is_register_name(word: str) -> bool:
    """True for `v0`, `s12`, `ttmp3`, `vcc`, `exec` …: names LLVM syntax already gives a meaning."""
    lower = word.lower()
    return lower in RESERVED_NAMES or _SINGLE.match(lower) is not None


@dataclass(frozen=True, slots=True)
class Reg:
    """A register or a range of consecutive registers of one file."""
    file: str   # "v" | "s" | "a" | "ttmp"
    first: int
    count: int = 1

    @property
    def last(self) -> int:
        return self.first + self.count - 1

    def text(self) -> str:
        if self.count == 1:
            return f"{self.file}{self.first}"
        return f"{self.file}[{self.first}:{self.last}]"

    def slice(self, lo: int, hi: int) -> "Reg":
        """Registers `lo..hi` counted from this range's first register (caller checks bounds)."""
        return Reg(self.file, self.first + lo, hi - lo + 1)


def parse_register(text: str) -> Reg | None:
    """`v3` -> Reg('v', 3); `s[4:5]` -> Reg('s', 4, 2); anything else -> None."""
    text = text.strip()
    if len(text) > 40:
        return None   # no register is written this long (and int() refuses 4,300 digits)
    match = _SINGLE.match(text)
    if match:
        return Reg(REGISTER_FILES[match.group(1).lower()], int(match.group(2)))
    match = _RANGE.match(text)
    if match:
        first = int(match.group(2))
        last = int(match.group(3)) if match.group(3) is not None else first
        if last < first:
            return None
        return Reg(REGISTER_FILES[match.group(1).lower()], first, last - first + 1)
    return None
