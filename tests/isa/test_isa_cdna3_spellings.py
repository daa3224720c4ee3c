"""Spellings llvm-mc 19 takes on gfx940-942 that a table lookup alone would miss (found by tools/cdna3_heldout.py on
LLVM 19's own MC tests): the MFMA / SMFMAC names with the type run on to the shape (`v_mfma_f32_16x16x16bf16`,
`v_smfmac_f32_16x16x64fp8fp8`, gfx90a's `v_mfma_f32_32x32x4bf16` meaning gfx940's 64-bit-source instruction), kept
in the table's "aliases" by tools/gen_isa_tables.py; and a scalar load's missing offset before `glc` (offset 0 with
glc, where llvm-mc 14 makes offset 1 of the `glc` and masm refuses it on the older targets)."""
from __future__ import annotations

import pytest

import masm
from masm.diagnostics import AssemblyError
from masm.isa.table import aliases

from isa_corpus import load_corpus
from tests.preprocess.preprocess_helpers import llvm_encodings

ARCH = "gfx942"


def _alias_lines() -> list[tuple[str, bytes]]:
    """Each alias of the gfx942 table in the first corpus line of the instruction it names, with that line's bytes."""
    first: dict[str, tuple[str, bytes]] = {}
    for text, data in load_corpus(ARCH):
        first.setdefault(text.split()[0], (text, data))
    out = []
    for alias, name in sorted(aliases(ARCH).items()):
        if name in first:
            text, data = first[name]
            out.append((alias + text[len(name):], data))
    return out


ALIAS_LINES = _alias_lines()


def test_the_run_on_spellings_are_aliases():
    names = aliases(ARCH)
    assert names["v_mfma_f32_16x16x16bf16"] == "v_mfma_f32_16x16x16_bf16"
    assert names["v_mfma_f32_32x32x4bf16"] == "v_mfma_f32_32x32x4_2b_bf16"
    assert names["v_smfmac_f32_16x16x64fp8fp8"] == "v_smfmac_f32_16x16x64_fp8_fp8"
    assert len(ALIAS_LINES) >= 40


@pytest.mark.parametrize("text, data", ALIAS_LINES, ids=[t.split()[0] for t, _ in ALIAS_LINES])
def test_an_alias_encodes_as_the_instruction_it_names(text, data):
    assert masm.assemble(text + "\n", ARCH, filename="a.s") == data


def test_aliases_encode_as_llvm_mc_19_encodes_them():
    assert llvm_encodings([t for t, _ in ALIAS_LINES], ARCH) == [d for _, d in ALIAS_LINES]


# (text, llvm-mc 19's bytes on gfx940-942)
GLC_WITHOUT_OFFSET = [
    ("s_load_dword s1, s[2:3] glc", "410003c000000000"),
    ("s_load_dword s1, s[2:3] noglc", "410002c000000000"),
    ("s_store_dword s1, s[2:3] glc", "410043c000000000"),
    ("s_buffer_atomic_add s1, s[4:7] glc", "42000bc100000000"),
]


@pytest.mark.parametrize("arch", ["gfx940", "gfx942"])
@pytest.mark.parametrize("text, hexbytes", GLC_WITHOUT_OFFSET)
def test_a_missing_scalar_offset_before_glc_is_zero_on_cdna3(arch, text, hexbytes):
    assert masm.assemble(text + "\n", arch, filename="a.s").hex() == hexbytes


@pytest.mark.parametrize("text, column, message", [
    ("s_memtime s[2:3] glc", 18, "invalid modifier 'glc' for this instruction"),
    ("s_load_dwordx2 s[4:5], s[2:3] glc glc", 31, "invalid operand for instruction (glc given twice)"),
])
def test_glc_where_cdna3_takes_none_is_refused(text, column, message):
    with pytest.raises(AssemblyError) as info:
        masm.assemble(text + "\n", "gfx942", filename="a.s")
    d = info.value.diagnostics[0]
    assert (d.loc.line, d.loc.column, d.message) == (1, column, message)


def test_older_targets_still_refuse_a_missing_offset_before_glc():
    # llvm-mc 14 (their oracle) encodes `glc` there as offset 1 without glc
    with pytest.raises(AssemblyError, match="missing offset: write it before 'glc'"):
        masm.assemble("s_load_dword s1, s[2:3] glc\n", "gfx90a", filename="a.s")


def test_glc_without_offset_matches_llvm_mc_19():
    assert [e.hex() for e in llvm_encodings([t for t, _ in GLC_WITHOUT_OFFSET], "gfx942")] == \
        [h for _, h in GLC_WITHOUT_OFFSET]
