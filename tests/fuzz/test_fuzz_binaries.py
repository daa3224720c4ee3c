"""Mutated raw code (corpus encodings, samples' code) and mutated code objects through the disassembler, `masm disasm`
and the simulator's loader: a listing, a loaded image or a clear error, within time and memory."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from tests.fuzz.fuzz_harness import Worker
from tests.fuzz.fuzz_inputs import HypothesisChooser, binary_case
from tests.fuzz.fuzz_suite import SUITE_TIME_LIMIT, check, fuzz_settings


@pytest.fixture(scope="module")
def worker():
    with Worker(time_limit=SUITE_TIME_LIMIT) as w:
        yield w


@fuzz_settings(examples=150)
@given(data=st.data())
def test_mutated_binaries_disassemble_cleanly(worker, data):
    case = binary_case(HypothesisChooser(data))
    check(worker.run(case), case)
