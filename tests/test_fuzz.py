"""Property-based fuzzing (Hypothesis) of everything that reads model output: a bounded run, seconds long.

bench/fuzz.py runs the same properties (nl2sql.testing.fuzz_properties) over 100,000 inputs.
"""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from nl2sql.testing.fuzz_properties import DB_ID, PROPERTIES, Target, target, texts

pytestmark = pytest.mark.slow

# Enough inputs per property to hit each kind of text many times, few enough for make test; derandomized so a
# failure here fails every run (the bench explores new inputs).
BOUNDED = settings(max_examples=120, deadline=None, derandomize=True, database=None,
                   suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def fuzz_target(tmp_path_factory, mini_dir: Path) -> Target:
    db = tmp_path_factory.mktemp("fuzz") / f"{DB_ID}.sqlite"
    shutil.copy(mini_dir / "database" / DB_ID / f"{DB_ID}.sqlite", db)
    return target(db)


@pytest.mark.parametrize("name", sorted(PROPERTIES))
def test_any_text_gives_a_documented_result(name: str, fuzz_target: Target) -> None:
    before = hashlib.sha256(fuzz_target.db_path.read_bytes()).hexdigest()

    @BOUNDED
    @given(texts())
    def holds(text: str) -> None:
        PROPERTIES[name](fuzz_target, text)

    holds()
    assert hashlib.sha256(fuzz_target.db_path.read_bytes()).hexdigest() == before
