"""Spider-style datasets: loading, missing databases, filtering, errors, the bundled set."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nl2sql.data.dataset import DatasetError, load_dataset
from nl2sql.paths import BUNDLED_DIR
from nl2sql.sql.db import execute
from nl2sql.sql.schema import read_schema, tables_json_entry


def test_spider_dev_counts_and_missing_wta(spider_dir: Path) -> None:
    ds = load_dataset(spider_dir, "dev")
    assert len(ds) == 1034
    assert len(ds.evaluable) == 972
    missing = [e for e in ds if not e.evaluable]
    assert {e.db_id for e in missing} == {"wta_1"} and len(missing) == 62
    assert all("wta_1.sqlite" in e.reason for e in missing)
    first = ds[0]
    assert (first.id, first.db_id, first.question) == ("dev-0000", "concert_singer", "How many singers do we have?")
    assert first.gold_sql == "SELECT count(*) FROM singer" and first.db_path.is_file()


@pytest.mark.slow
def test_every_evaluable_spider_dev_gold_query_runs(spider_dir: Path) -> None:
    failures = []
    for ex in load_dataset(spider_dir, "dev").evaluable:
        result = execute(ex.db_path, ex.gold_sql, timeout_s=30, max_rows=None)
        if not result.ok:
            failures.append((ex.id, result.error))
    assert failures == []


@pytest.mark.slow
def test_filter_limit_and_seeded_sample(spider_dir: Path) -> None:
    ds = load_dataset(spider_dir, "dev")
    singers = load_dataset(spider_dir, "dev", db_ids=["concert_singer"])
    assert len(singers) == 45 and {e.db_id for e in singers} == {"concert_singer"}
    assert [e.index for e in load_dataset(spider_dir, limit=3)] == [0, 1, 2]
    a = ds.select(sample=20, seed=7)
    b = ds.select(sample=20, seed=7)
    c = ds.select(sample=20, seed=8)
    assert [e.id for e in a] == [e.id for e in b] != [e.id for e in c]
    assert [e.index for e in a] == sorted(e.index for e in a)  # sample keeps dataset order
    with pytest.raises(DatasetError, match="no questions for db_id"):
        ds.select(db_ids=["no_such_db"])


def _write(root: Path, name: str, text: str) -> None:
    (root / name).write_text(text, encoding="utf-8")


def test_clear_errors_name_the_file(tmp_path: Path) -> None:
    with pytest.raises(DatasetError, match="dataset directory not found"):
        load_dataset(tmp_path / "nowhere")
    with pytest.raises(DatasetError, match="expected dev.json"):
        load_dataset(tmp_path)
    _write(tmp_path, "dev.json", '[{"db_id": "x", "question": "q", "query": "SELECT 1"}]')
    with pytest.raises(DatasetError, match=r"tables.json not found: .*tables.json"):
        load_dataset(tmp_path)
    _write(tmp_path, "tables.json", "[]")
    _write(tmp_path, "dev.json", '[{"db_id": "x", "question": "q",, }]')
    with pytest.raises(DatasetError, match=r"malformed JSON in .*dev.json: line 1"):
        load_dataset(tmp_path)
    _write(tmp_path, "dev.json", '[{"db_id": "x"}]')
    with pytest.raises(DatasetError, match="missing 'question'"):
        load_dataset(tmp_path)


def test_missing_database_is_kept_not_dropped(tmp_path: Path) -> None:
    _write(tmp_path, "tables.json", "[]")
    _write(tmp_path, "dev.json", json.dumps([{"db_id": "ghost", "question": "q?", "query": "SELECT 1"}]))
    ds = load_dataset(tmp_path)
    assert len(ds) == 1 and not ds[0].evaluable and "database file missing" in ds[0].reason


def test_bundled_dataset_shape(mini_dir: Path) -> None:
    ds = load_dataset(mini_dir)
    assert len(ds.db_ids) >= 4 and len(ds) >= 80
    assert len(ds.evaluable) == len(ds)
    # every database comes from a SQL script in the repo and its tables.json entry matches the file
    tables = json.loads((mini_dir / "tables.json").read_text())
    assert sorted(t["db_id"] for t in tables) == ds.db_ids
    for entry in tables:
        db_path = ds.db_path(entry["db_id"])
        assert db_path.with_suffix(".sql").is_file()
        assert tables_json_entry(db_path, entry["db_id"]) == entry
        assert read_schema(db_path).foreign_keys, f"{entry['db_id']} has no foreign keys"


def test_bundled_gold_queries_run_and_return_rows(mini_dir: Path) -> None:
    for ex in load_dataset(mini_dir):
        result = execute(ex.db_path, ex.gold_sql, max_rows=None)
        assert result.ok, (ex.id, ex.gold_sql, result.error)
        assert result.rows, (ex.id, ex.question)


def test_bundled_covers_spider_shapes(mini_dir: Path) -> None:
    golds = " ".join(e.gold_sql.upper() for e in load_dataset(mini_dir))
    for keyword in ("JOIN", "GROUP BY", "HAVING", "ORDER BY", "LIMIT", "INTERSECT", "UNION", "EXCEPT",
                    "DISTINCT", "NOT IN", "(SELECT"):
        assert keyword in golds, keyword


def test_bundled_dir_is_the_default() -> None:
    assert BUNDLED_DIR.name == "mini" and BUNDLED_DIR.parent.name == "data"


@pytest.mark.slow
def test_the_tune_split_is_a_seeded_sample_of_evaluable_training_questions_outside_dev(spider_dir):
    tune = load_dataset(spider_dir, "tune")
    train = load_dataset(spider_dir, "train")
    assert len(tune) == 300 and all(e.evaluable for e in tune) and tune.split == "tune"
    by_id = {e.id: e for e in train}
    assert all(by_id[e.id].question == e.question and e.id.startswith("train-") for e in tune)
    assert [e.id for e in load_dataset(spider_dir, "tune")] == [e.id for e in tune]  # the same 300 every time
    assert not {e.db_id for e in tune} & {e.db_id for e in load_dataset(spider_dir, "dev")}
    assert train[0].question == "How many heads of the departments are older than 56 ?"  # SpiderQuestion
