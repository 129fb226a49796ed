"""An adversarial corpus: hostile SQL and model replies through guardrails, validation, execution and scoring.

Every entry must end in a refusal, an error or capped rows within twice the timeout, with the database's bytes
unchanged and no file created beside it (ATTACH of a new path, VACUUM INTO, a mode=rwc URI).
"""

from __future__ import annotations

import hashlib
import re
import shutil
import time
from pathlib import Path

import pytest

from nl2sql.eval.execution import prepare_sql, run_for_scoring
from nl2sql.paths import default_spider_dir
from nl2sql.sql.db import execute
from nl2sql.sql.guardrails import ALL_STEPS, run_guardrails
from nl2sql.sql.schema import read_schema
from nl2sql.sql.validation import validate_sql
from nl2sql.testing.adversarial import corpus

pytestmark = pytest.mark.slow

TIMEOUT_S = 0.5
MAX_ROWS = 1000


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _databases() -> list[tuple[str, Path, str]]:
    """The bundled mini concerts database, and Spider's concert_singer where the data is present."""
    out = [("mini/concerts", Path("data/mini/database/concerts/concerts.sqlite"), "concerts")]
    spider = default_spider_dir() / "database" / "concert_singer" / "concert_singer.sqlite"
    if spider.is_file():
        out.append(("spider/concert_singer", spider, "concert_singer"))
    return out


@pytest.fixture(scope="module", params=_databases(), ids=lambda d: d[0])
def attacked(request, tmp_path_factory, mini_dir: Path):
    """A copy of a real database in a folder of its own (read-only sources stay untouched), and its corpus."""
    _, source, db_id = request.param
    if not source.is_absolute():
        source = mini_dir / "database" / db_id / f"{db_id}.sqlite"
    folder = tmp_path_factory.mktemp(db_id)
    db = folder / f"{db_id}.sqlite"
    shutil.copy(source, db)
    schema = read_schema(db, db_id)
    table = schema.tables[0]
    return db, schema, corpus(db, folder, table.name, table.columns[0].name)


def test_the_corpus_is_large_and_varied(attacked) -> None:
    _, _, entries = attacked
    assert len(entries) >= 60 and len({e.name for e in entries}) == len(entries)


def test_every_hostile_input_is_answered_in_time_and_changes_nothing(attacked) -> None:
    db, schema, entries = attacked
    before, files = _sha(db), sorted(p.name for p in db.parent.iterdir())
    problems = []
    for e in entries:
        # 1. the guardrails and the validator never raise, whatever the text
        text = e.sql if isinstance(e.sql, str) else ""
        guard = run_guardrails(text, "How many rows are there?", schema, ALL_STEPS)
        validation = validate_sql(guard.sql or text, schema)
        assert isinstance(validation.valid, bool)
        # 2. the executor, on the raw text (no guardrail in front) and on what the guardrails let through,
        #    and the scorer's execution path: each answers within twice the timeout
        runs = {"raw": lambda: execute(db, e.sql, timeout_s=TIMEOUT_S, max_rows=MAX_ROWS),
                "scorer": lambda: run_for_scoring(db, prepare_sql(text), TIMEOUT_S, MAX_ROWS)}
        if guard.accepted:
            runs["guarded"] = lambda: execute(db, guard.sql, timeout_s=TIMEOUT_S, max_rows=MAX_ROWS)
        for how, call in runs.items():
            start = time.perf_counter()
            res = call()
            took = time.perf_counter() - start
            if took > 2 * TIMEOUT_S:
                problems.append(f"{e.name} ({how}): {took:.2f} s")
            if res.ok:
                assert len(res.rows) <= MAX_ROWS and res.error is None
            else:
                assert res.error and "\n" not in res.error.strip(), (e.name, res.error)
            if how == "raw" and e.expect is not None and not (not res.ok and re.search(e.expect, res.error)):
                problems.append(f"{e.name}: expected /{e.expect}/, got {res.error or f'{len(res.rows)} rows'!r}")
        assert _sha(db) == before, f"{e.name} changed the database"
        assert sorted(p.name for p in db.parent.iterdir()) == files, f"{e.name} created a file"
    assert not problems, "\n".join(problems)
