"""Every instruction of the committed corpora (tests/corpus/<arch>.s) that the simulator claims to support, run with
random register contents: it executes, or stops with a located `SimulationError` naming it — never a Python
exception, and never the simulator's own fault (an error marked `internal`).

All lines of an architecture sit in one code image, each followed by `s_endpgm`, and each runs from its own address
on one wave with fresh random registers (random EXEC, M0 and VCC included); a branch lands somewhere else in the
image and runs what it finds there, which is fine too."""
from __future__ import annotations

import os
import sys

import numpy as np
import pytest

from masm.isa.decoder import decode
from masm.isa.formats import ARCH_FAMILY
from masm.sim.errors import SimulationError
from masm.sim.execute import CodeImage, Stats, run_batch
from masm.sim.launch import CODE_BASE
from masm.sim.memory import GlobalMemory, LocalMemory
from masm.sim.semantics import lookup
from masm.sim.state import EXEC_LO, Waves

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "isa"))
from isa_corpus import ARCHES, load_corpus  # noqa: E402

ENDPGM = bytes.fromhex("000081bf")


def _supported(arch: str) -> list[tuple[str, bytes]]:
    family = ARCH_FAMILY[arch]
    return [(text, code) for text, code in load_corpus(arch) if lookup(decode(code, arch, 0).defn, family)]


@pytest.mark.parametrize("arch", ARCHES)
def test_every_supported_corpus_instruction_executes_or_is_a_located_error(arch):
    lines = _supported(arch)
    assert len(lines) > 5000, f"{arch}: only {len(lines)} simulated corpus lines"
    image, starts = bytearray(), []
    for _, code in lines:
        starts.append(len(image))
        image += code + ENDPGM
    code_image = CodeImage(arch, bytes(image), CODE_BASE, "sweep", CODE_BASE)
    mem = GlobalMemory()
    mem.map("the code", bytes(image), address=CODE_BASE)
    scratch = mem.map("a buffer", np.zeros(4096, np.uint8))
    rng = np.random.default_rng(13)
    pool = rng.integers(0, 2**32, 1 << 20, dtype=np.uint32)       # random register contents, sliced per run
    near = np.uint32(scratch.base & 0xFFFFFFFF) + rng.integers(0, 1024, 256 * 64, np.uint32)
    has_agprs = arch in ("gfx908", "gfx90a")
    executed = located = 0
    crashes = []
    for (text, _), start in zip(lines, starts):
        st = Waves(1, 256, agprs=256 if has_agprs else 0)
        at = int(rng.integers(0, (1 << 20) - 2 * 256 * 64 - 256))
        st.vgpr[0] = pool[at:at + 256 * 64].reshape(256, 64)
        if has_agprs:
            st.agpr[0] = pool[at + 256 * 64:at + 2 * 256 * 64].reshape(256, 64)
        st.sgpr[0, :108] = pool[at + 7:at + 115]
        st.sgpr[0, 124] = pool[at + 3]
        st.sgpr[0, EXEC_LO:EXEC_LO + 2] = pool[at + 1:at + 3] if at % 4 else 0xFFFFFFFF
        st.scc[:] = at & 1
        if at % 10 < 3:            # addresses inside a mapped buffer, so memory instructions get through
            st.vgpr[0] = near.reshape(256, 64)
            st.sgpr[0, :102:2] = scratch.base & 0xFFFFFFFF
            st.sgpr[0, 1:102:2] = scratch.base >> 32
        st.hwreg[:, 1] = 0xF0
        st.pc[:] = CODE_BASE + start
        st.exec_changed()
        try:
            run_batch(code_image, st, mem, LocalMemory(1, 65536), Stats(), step_limit=64)
            executed += 1
        except SimulationError as e:
            if e.internal or e.diagnostics[0].loc is None:
                crashes.append(f"{text}: {e.message}")
            located += 1
        except Exception as e:  # noqa: BLE001 - the point of the test
            crashes.append(f"{text}: {type(e).__name__}: {e}")
    assert not crashes, f"{arch}: {len(crashes)} of {len(lines)} lines crashed the simulator:\n" + \
        "\n".join(crashes[:20])
    assert executed > len(lines) // 2, (arch, executed, located)
