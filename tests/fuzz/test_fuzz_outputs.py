"""Nothing lost: `masm build` killed mid-run leaves the old output or the complete new one (and the next build no
temporary file); `masm build k.masm -o k.masm` does not destroy the source."""
from __future__ import annotations

import random

from tests.fuzz.fuzz_harness import dataloss_build
from tests.fuzz.fuzz_suite import check


def test_killed_builds_lose_nothing():
    outcome = dataloss_build(random.Random(1), kills=3)
    check(outcome, "dataloss_build(random.Random(1), kills=3)")
    assert outcome.status == "ok", outcome
