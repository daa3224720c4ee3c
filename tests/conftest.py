"""Suite-wide guard: a whole-suite run fails when it collects fewer tests than tests/min_test_count records."""
from __future__ import annotations

from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
FLOOR_FILE = TESTS / "min_test_count"


def collection_floor() -> int:
    lines = [line.strip() for line in FLOOR_FILE.read_text().splitlines()]
    return int(next(line for line in lines if line and not line.startswith("#")))


def runs_the_whole_suite(config: pytest.Config) -> bool:
    """True when the run was asked for all of tests/ (no arguments, `tests` or the repository folder)."""
    whole = {TESTS, TESTS.parent}
    return bool(config.args) and all(Path(config.rootpath, arg).resolve() in whole for arg in config.args)


@pytest.hookimpl(tryfirst=True)        # before -k / -m / --lf / --deselect narrow the list
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    if not runs_the_whole_suite(config):
        return
    floor = collection_floor()
    if len(items) < floor:
        raise pytest.UsageError(
            f"collected {len(items)} tests, fewer than the {floor} recorded in {FLOOR_FILE.relative_to(TESTS.parent)}: "
            f"a test folder or file is no longer collected (collection errors above, a folder pytest skips, an "
            f"empty parametrisation); if tests were removed on purpose, lower the floor and say why")
