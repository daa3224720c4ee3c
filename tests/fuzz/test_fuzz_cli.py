"""Random `masm` command lines (known and unknown options, odd numbers, odd paths: folders, devices, unicode, long
names, the input as the output): exit status 0, 1 or 2 and never a traceback, in-process and in cold processes."""
from __future__ import annotations

import base64
import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from tests.fuzz.fuzz_harness import Worker, run_cli_cold
from tests.fuzz.fuzz_inputs import HypothesisChooser, cli_case
from tests.fuzz.fuzz_suite import SUITE_TIME_LIMIT, check, fuzz_settings


@pytest.fixture(scope="module")
def worker():
    with Worker(time_limit=SUITE_TIME_LIMIT) as w:
        yield w


@fuzz_settings(examples=60)
@given(data=st.data())
def test_random_command_lines_exit_cleanly(worker, data):
    case = cli_case(HypothesisChooser(data))
    check(worker.run(case), case)


@pytest.mark.parametrize("seed", range(4))
def test_random_command_lines_in_cold_processes(seed):
    case = cli_case(random.Random(seed))
    with tempfile.TemporaryDirectory(prefix="masm-fuzz-") as folder:
        for name, data in case["files"].items():
            path = Path(folder, name)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(base64.b64decode(data))
        Path(folder, "dir").mkdir(exist_ok=True)
        check(run_cli_cold(case["args"], folder, case["stdin"], time_limit=60.0), case["args"])
