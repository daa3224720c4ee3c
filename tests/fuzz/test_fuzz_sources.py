"""Mutated sources (samples, standard macros, docs examples, corpus lines, compiler output) through build with every
output format and the report, expand and lint: only located AssemblyErrors, within time and memory."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from tests.fuzz.fuzz_harness import Worker
from tests.fuzz.fuzz_inputs import HypothesisChooser, source_case
from tests.fuzz.fuzz_suite import SUITE_TIME_LIMIT, check, fuzz_settings


@pytest.fixture(scope="module")
def worker():
    with Worker(time_limit=SUITE_TIME_LIMIT) as w:
        yield w


@fuzz_settings(examples=100)
@given(data=st.data())
def test_mutated_sources_build_expand_and_lint_cleanly(worker, data):
    case = source_case(HypothesisChooser(data), max_bytes=16_000, pathological=False)
    check(worker.run(case), case)
