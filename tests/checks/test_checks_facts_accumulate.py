"""An operation that adds to its destination (v_mac_*, v_fmac_*, v_pk_fmac_f16, the DOT `c` forms, the SMFMACs,
s_addk_i32, s_mulk_i32) or keeps part of it (s_bitset0/1, s_cmov, s_cmovk) reads that destination, though the table
lists it as an output only (`InstrDef.reads_destination`): the static checks' facts, the report's pressure and
lint's first reads count it as read.  (Missed, a DOT result accumulated by another DOT operation went
without its 3 wait states: clang 14/19's `s_nop 2` before v_dot2c_i32_i16 on gfx90a/gfx940.)"""
from __future__ import annotations

import random

import pytest

from masm import api
from masm.checks import facts as F
from masm.isa.formats import formats_for
from masm.isa.table import arch_table
from masm.targets import FAMILY, target

_VGPRS = ((1 << 512) - 1) << F.VGPR       # VGPRs and AGPRs


@pytest.mark.parametrize("arch", ("gfx803", "gfx900", "gfx90a", "gfx942"))
def test_every_accumulating_vector_form_reads_its_destination(arch):
    family = target(arch).family
    formats = formats_for(arch)
    entries = [d for d in arch_table(arch) if d.reads_destination and d.fmt in formats and d.key.startswith("V_")]
    names = {d.key for d in entries}
    assert {"V_MAC_F32"} <= names or arch == "gfx942"
    if arch in ("gfx90a", "gfx942"):
        assert {"V_FMAC_F32", "V_FMAC_F64", "V_PK_FMAC_F16", "V_DOT2C_F32_F16", "V_DOT4C_I32_I8"} <= names
    assert {d.fmt for d in entries} >= ({"VOP2", "VOP3"} if arch != "gfx942" else {"VOP2"})
    rng = random.Random(arch)
    for defn in entries:
        fmt = formats[defn.fmt]
        read = F.reader(defn, fmt, family, FAMILY[family].vmcnt_max)
        named = 0
        for _ in range(30):
            f = read(rng.getrandbits(8 * fmt.size).to_bytes(fmt.size, "little"))
            written = f.wmask & _VGPRS
            if not written:             # (a tuple past the last register: a word no line encodes to)
                continue
            named += 1
            assert f.rmask & written == written, (defn.name, F.registers(f.rmask), F.registers(written))
        assert named >= 10, defn.name


def test_other_operations_do_not_read_their_destination():
    assert not any(d.reads_destination for d in arch_table("gfx90a") if d.key in (
        "V_FMA_F32", "V_MAD_F32", "V_DOT4_I32_I8", "V_MFMA_F32_4X4X1F32", "V_ADD_F32", "V_WRITELANE_B32",
        "S_MOVK_I32", "S_CSELECT_B32", "S_MOV_B32", "S_ADD_I32"))


@pytest.mark.parametrize("line, dest", [("s_addk_i32 s7, 0x10", 7), ("s_mulk_i32 s8, 3", 8),
                                        ("s_cmovk_i32 s6, 0x10", 6), ("s_cmov_b32 s4, s5", 4),
                                        ("s_bitset1_b32 s9, s10", 9), ("s_bitset0_b64 s[12:13], s14", 12)])
def test_scalar_operations_that_keep_or_add_to_their_destination_read_it(line, dest):
    """The facts of its bytes name the destination as read (as they are made from the bytes alone); lint warns of
    one never written."""
    from masm.checks.cfg import instruction_facts
    data = api.assemble(line + "\n", "gfx900")
    f = instruction_facts(data, "gfx900", target("gfx900").family)
    assert f.rmask >> dest & 1 and f.wmask >> dest & 1, (F.registers(f.rmask), F.registers(f.wmask))
    found = [d.line for d in api.lint(f"s_mov_b32 s5, 0\ns_mov_b32 s10, 0\ns_mov_b32 s14, 0\n{line}\ns_endpgm\n",
                                      "gfx900", filename="k.s") if d.code == "uninitialized"]
    assert found == [4]


def test_lint_reports_an_accumulator_never_written():
    source = "v_mov_b32 v1, 0\nv_mov_b32 v2, 0\nv_mov_b32 v6, 0\nv_mac_f32 v6, v1, v2\nv_mac_f32_e64 v7, v1, v2\n" \
        "s_endpgm\n"
    found = [(d.line, d.code, d.message.split(" read")[0]) for d in api.lint(source, "gfx900", filename="k.s")
             if d.code == "uninitialized"]
    assert found == [(5, "uninitialized", "register v7")]


def test_pressure_counts_the_accumulator_live_from_its_write():
    """v7 is written first and added to by the v_fmac five lines on: live in between, so after v11's write seven
    VGPRs are live (v2, v3, v7 to v11), not six (the v_fmac was taken to write v7 alone)."""
    body = "v_mov_b32 v7, 0\n" + "".join(f"v_mov_b32 v{k}, {k}\n" for k in range(8, 12)) + \
        "v_fmac_f32 v7, v8, v9\nv_add_f32 v1, v10, v11\nv_add_f32 v1, v7, v1\nglobal_store_dword v[2:3], v1, off\n" \
        "s_endpgm\n"
    report = api.build("v_mov_b32 v2, 0\nv_mov_b32 v3, 0\n" + body, "gfx90a", filename="k.s").report
    peak = report["kernels"][0]["pressure"]["vgprs"]
    assert (peak["count"], peak["line"], peak["text"]) == (7, 7, "v_mov_b32 v11, 11")
