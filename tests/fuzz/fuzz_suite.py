"""What the fuzz tests share: hypothesis settings (deterministic, no shrinking: each input runs in a child process
with a time limit, so the suite stays bounded) and the failure message (the case as JSON: a reproducer)."""
from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, Phase, settings

from tests.fuzz.fuzz_harness import Outcome

SUITE_TIME_LIMIT = 20.0        # per input in the suite (the campaign uses 10 s): a loaded CI machine is not a hang


def fuzz_settings(examples: int):
    return settings(max_examples=examples, derandomize=True, database=None, deadline=None,
                    suppress_health_check=list(HealthCheck), phases=[Phase.explicit, Phase.generate])


def check(outcome: Outcome, case) -> None:
    if not outcome.finding:
        return
    saved = Path(tempfile.mkdtemp(prefix="masm-fuzz-failure-")) / "case.json"
    saved.write_text(json.dumps(case, indent=1))
    raise AssertionError(f"{outcome.signature()} after {outcome.seconds:.1f} s\n{outcome.detail}\n"
                         f"reproduce: python tools/fuzz_campaign.py --replay {saved}\n{json.dumps(case)[:2000]}")
