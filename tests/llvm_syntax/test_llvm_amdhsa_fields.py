"""Every `.amdhsa_*` field against llvm-mc: the descriptor words or the error llvm-mc 19 (and 14) gives.

The cases come from tools/gen_amdhsa_cases.py (committed in amdhsa_cases.json, so the check runs without LLVM):
each field with values around its limits on every target, and the rules that involve several fields.
"""
from __future__ import annotations

import json
import os

import pytest

from masm.codeobject.amdhsa import WORDS, Entry, build_descriptor
from masm.codeobject.target import code_object_target
from masm.diagnostics import AssemblyError, SourceLoc
from masm.preprocess.expr import evaluate

HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, "amdhsa_cases.json")) as f:
    CASES = json.load(f)

# The order of the words in the case file (tools/gen_amdhsa_cases.py WORDS).
WORD_ORDER = ("group_segment", "private_segment", "kernarg_size", "rsrc3", "rsrc1", "rsrc2", "properties", "preload")
# Where masm deliberately answers otherwise: llvm-mc truncates 2**32 to 0 (masm: out of range), and says "should be
# in range [4..256]" where masm says "value out of range" for the same accum_offset.
DELIBERATE = {"user_sgpr_count 4294967296": (3, "value out of range"),
              "accum_offset 4294967296": (3, "value out of range")}


def masm_result(case):
    """What masm makes of the case: the words in the file's format, or (line in the block, message)."""
    tgt = code_object_target(case["arch"])
    if case["features"]:
        tgt = tgt.with_features(xnack="on" if case["features"].endswith("+") else "off")
    entries = []
    lines = case["block"].split(";")
    for i, line in enumerate(lines, start=1):
        name, _, value = line.partition(" ")
        loc = SourceLoc("k.s", i, 3 + len(".amdhsa_"))
        entries.append(Entry(name, evaluate(value, loc), SourceLoc("k.s", i, 3),
                             SourceLoc("k.s", i, 4 + len(".amdhsa_") + len(name))))
    try:
        kd = build_descriptor(tgt, "k", entries, SourceLoc("k.s", len(lines) + 1, 1))
    except AssemblyError as e:
        d = e.diagnostics[0]
        return d.loc.line, d.message
    return ",".join(f"{kd.words[w]:x}" for w in WORD_ORDER)


def agrees(case, expected) -> bool:
    got = masm_result(case)
    if isinstance(expected, str):
        return got == expected
    if isinstance(got, str):
        return False
    line, message = expected
    end = len(case["block"].split(";")) + 1
    message = message.replace("than than", "than")  # llvm-mc's typo
    return got[1].lower().startswith(message.lower()) and (got[0] == line or line == end)


ARCHES = sorted({c["arch"] for c in CASES})


@pytest.mark.parametrize("arch", ARCHES)
def test_descriptor_as_llvm19(arch):
    """Every case of the arch: the descriptor llvm-mc 19 builds, or its error (same line, same message)."""
    wrong = []
    cases = [c for c in CASES if c["arch"] == arch]
    for case in cases:
        tail = case["block"].split(";")[-1]
        expected = case["llvm19"]
        if tail in DELIBERATE:
            line, message = DELIBERATE[tail]
            expected = [line + (case["block"].count(";") - 2), message]
        if not agrees(case, expected):
            wrong.append(f"{case['features']} {case['block']}: masm {masm_result(case)}, llvm-mc {expected}")
    assert not wrong, "\n".join(wrong[:20])
    assert len(cases) > 300


def test_llvm14_differs_only_where_it_truncates():
    """Where llvm-mc 14 answers otherwise than 19 (and knows the field), it silently truncated a 2**32 register
    count to 0; masm refuses that value, as llvm-mc 19 does."""
    differing = [c for c in CASES if c.get("llvm14") not in (None, "=")
                 and not (isinstance(c["llvm14"], list) and c["llvm14"][1] == "unknown .amdhsa_kernel directive")]
    assert differing
    for case in differing:
        assert "4294967296" in case["block"], case
        assert isinstance(masm_result(case), tuple)


def test_words_cover_the_descriptor():
    assert set(WORD_ORDER) == set(WORDS)
