"""The static checks read each instruction's registers from its bytes (masm/checks/facts.py).  Here they are compared,
for every line of the committed corpus of each arch (tests/corpus: llvm-mc's text of every format and operand
kind, with its bytes), with the registers llvm-mc's text names: the operands, a load's late-filled destination,
and the implicit registers the text shows (vcc, exec ...).

The corpus found what the hand-written cases had not: a scratch instruction's VGPR address was never read, an SDWA
source 1 that is an SGPR or a constant was read as a VGPR, an SDWA compare's SGPR destination was not written, a
buffer address with both idxen and offen was one VGPR, an SMFMAC's sparsity index was read as an AGPR, and a
compare-swap atomic's returned value was as wide as its data, an image instruction's data was four registers
whatever its dmask.

Left out, with the reason:
- exports: an export whose sources are all off still reads the first;
- a buffer load to LDS (`lds`): llvm-mc 14 prints a VGPR the hardware does not write (llvm 19 prints none).
LDS memory, which the checks count as one more register (facts.LDS_MEMORY), is no register a text names."""
from __future__ import annotations

import os
import re

import pytest

from masm.checks import facts as F
from masm.isa.decoder import decode
from masm.isa.formats import formats_for
from masm.targets import FAMILY, target

CORPUS = os.path.join(os.path.dirname(os.path.dirname(__file__)), "corpus")
ARCHES = ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx941", "gfx942")

_NAMED = {"vcc": (106, 107), "vcc_lo": (106,), "vcc_hi": (107,), "exec": (126, 127), "exec_lo": (126,),
          "exec_hi": (127,), "m0": (124,), "flat_scratch": (102, 103), "flat_scratch_lo": (102,),
          "flat_scratch_hi": (103,), "xnack_mask": (104, 105), "xnack_mask_lo": (104,), "xnack_mask_hi": (105,),
          "src_scc": (F.SCC,), "tba": (108, 109), "tba_lo": (108,), "tba_hi": (109,), "tma": (110, 111),
          "tma_lo": (110,), "tma_hi": (111,)}
_REGISTER = re.compile(r"\b(?:(v|a|s|ttmp)(?:(\d+)|\[(\d+):(\d+)\])|(" + "|".join(sorted(_NAMED, key=len, reverse=True))
                       + r"))(?!\w)")


def _corpus(arch: str):
    with open(os.path.join(CORPUS, f"{arch}.s")) as f:
        for line in f:
            if line.strip() and not line.startswith("//"):
                text, _, data = line.rstrip("\n").rpartition("  // ")
                yield text, bytes.fromhex(data)


def _named_registers(text: str, family: str) -> set[int]:
    """The registers an instruction's text names (its operands, after the mnemonic)."""
    out: set[int] = set()
    ttmp = 112 if family == "gfx8" else 108
    pieces = text.partition(" ")[2].split(", ")
    pieces[-1] = pieces[-1].partition(" ")[0]            # (the modifiers after the last operand: `a16` is one)
    for m in _REGISTER.finditer(", ".join(pieces)):
        file, one, lo, hi, named = m.groups()
        if named:
            out.update(_NAMED[named])
            continue
        first, last = (int(one), int(one)) if one is not None else (int(lo), int(hi))
        base = {"v": F.VGPR, "a": F.AGPR, "s": 0, "ttmp": ttmp}[file]
        out.update(range(base + first, base + last + 1))
    return out


def _left_out(decoded, text: str) -> bool:
    fmt = decoded.defn.fmt
    return fmt == "EXP" or fmt == "MUBUF" and text.endswith(" lds") or " lds " in text


@pytest.mark.parametrize("arch", ARCHES)
def test_the_checks_read_the_registers_llvm_mc_text_names(arch):
    family = target(arch).family
    vmcnt_max = FAMILY[family].vmcnt_max
    differing, compared = [], 0
    for text, data in _corpus(arch):
        decoded = decode(data, arch, 0)
        if _left_out(decoded, text):
            continue
        facts = F.facts_of(decoded, family, vmcnt_max)
        named = _named_registers(text, family)
        mask = 0
        for _, _, m in facts.operands:
            mask |= m
        read = set(F.registers(mask)) | set(facts.dest) - {F.LDS_MEMORY} | (set(facts.implicit[0] +
                                                                               facts.implicit[1]) & named)
        compared += 1
        if read != named:
            differing.append((text, sorted(read - named), sorted(named - read)))
    assert compared > 7000
    assert differing == []


@pytest.mark.parametrize("arch", ARCHES)
def test_the_generated_reader_of_each_entry_reads_what_the_general_reading_does(arch):
    """The builds read facts by a function generated per table entry (`facts.reader`); on every corpus line it gives
    the facts the decoder's fields give (`facts.facts_of`), the special readings above included."""
    family = target(arch).family
    vmcnt_max = FAMILY[family].vmcnt_max
    formats = formats_for(arch)
    compared = 0
    for text, data in _corpus(arch):
        decoded = decode(data, arch, 0)
        fmt = formats[decoded.encoding]
        assert F.reader(decoded.defn, fmt, family, vmcnt_max)(data[:fmt.size]) == \
            F.facts_of(decoded, family, vmcnt_max), text
        compared += 1
    assert compared > 7000
