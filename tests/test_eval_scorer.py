"""The scorer: VA/EX/EM/TS per example, not-evaluable rows apart, parallel, cached; the eval CLI."""

from __future__ import annotations

import csv
import json
import sqlite3
from pathlib import Path

import pytest

from nl2sql.cli import main
from nl2sql.data.dataset import load_dataset
from nl2sql.eval import (
    CSV_COLUMNS,
    METRIC_TABLE,
    EvalError,
    EvalOptions,
    Metric,
    ScoringOptions,
    Scored,
    evaluate,
    gold_cache,
    read_predictions,
    register_metric,
    scoring_jobs,
)
from nl2sql.sql.schema import tables_json_entry

SHOP_QUESTIONS = [
    ("How many customers?", "SELECT count(*) FROM customer"),
    ("Names of customers older than 30.", "SELECT name FROM customer WHERE age > 30"),
    ("Cities by number of customers.", "SELECT city, count(*) FROM customer GROUP BY city ORDER BY count(*) DESC, city"),
    ("Total amount per customer name.",
     "SELECT T1.name, sum(T2.amount) FROM customer AS T1 JOIN orders AS T2 ON T1.id = T2.customer_id GROUP BY T1.name"),
]


def _opts(metrics, workers: int = 1, ts_k: int | None = None, comparator: str | None = None,
          cache: bool = True) -> EvalOptions:
    """What the tests here ask evaluate for: these metrics (None: the format's), in this process unless told."""
    return EvalOptions(ScoringOptions(metrics=metrics, comparator=comparator, ts_k=ts_k), workers=workers, cache=cache)


@pytest.fixture()
def cache(tmp_path, monkeypatch) -> Path:
    """A private cache directory, so gold and suite caching are exercised from scratch."""
    root = tmp_path / "cache"
    monkeypatch.setenv("NL2SQL_CACHE", str(root))
    gold_cache.GOLD_MEMO.clear()
    return root


@pytest.fixture()
def shop_data(tmp_path) -> Path:
    """A Spider-style folder: one real database (shop) and questions on a missing one (ghost)."""
    root = tmp_path / "data"
    db = root / "database" / "shop" / "shop.sqlite"
    db.parent.mkdir(parents=True)
    conn = sqlite3.connect(db)
    conn.executescript(
        """
        CREATE TABLE customer (id INTEGER PRIMARY KEY, name TEXT, city TEXT, age INTEGER);
        CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customer(id), amount REAL);
        INSERT INTO customer VALUES (1, 'Ann', 'Oslo', 30), (2, 'Bob', 'Oslo', 41),
                                    (3, 'Cid', 'Rome', 25), (4, 'Dee', 'Lima', 41), (5, 'Eve', 'Rome', 52);
        INSERT INTO orders VALUES (1, 1, 10.5), (2, 1, 4.25), (3, 2, 7.0), (4, 4, 0.1), (5, 4, 0.2), (6, 5, 3.0);
        """
    )
    conn.commit()
    conn.close()
    ghost = tables_json_entry(db, "ghost")
    (root / "tables.json").write_text(json.dumps([tables_json_entry(db, "shop"), ghost]))
    items = [{"db_id": "shop", "question": q, "query": sql} for q, sql in SHOP_QUESTIONS]
    items.insert(2, {"db_id": "ghost", "question": "Anything?", "query": "SELECT count(*) FROM customer"})
    (root / "dev.json").write_text(json.dumps(items))
    return root


def _preds_for_shop() -> list[str]:
    return [
        "SELECT count(*) FROM customer",  # right
        "SELECT name FROM customer WHERE age >= 41",  # same rows here, not on other data
        "SELECT 1",  # ghost: not evaluable
        "SELECT city, count(*) FROM customer GROUP BY city",  # gold orders: order is wrong
        "SELECT nme FROM customer",  # does not run
    ]


# ---------------------------------------------------------------- scores, denominators, reasons


def test_scores_and_not_evaluable_rows(shop_data, cache):
    ds = load_dataset(shop_data)
    report = evaluate(ds, _preds_for_shop(), _opts(("VA", "EX")))
    assert [s.index for s in report.scores] == [0, 1, 2, 3, 4]
    va = [s.va for s in report.scores]
    exs = [s.ex for s in report.scores]
    assert va == [True, True, None, True, False]
    assert exs == [True, True, None, False, False]
    ghost = report.scores[2]
    assert not ghost.evaluable and ghost.em is None and ghost.ts is None and "missing" in ghost.reason
    assert "order" in report.scores[3].reason and "no such column" in report.scores[4].reason
    # the ghost question is in no denominator
    overall = report.summary()[-1]
    assert overall.level == "all" and overall.n == 4
    assert report.accuracy("EX") == pytest.approx(2 / 4) and report.accuracy("VA") == pytest.approx(3 / 4)
    assert len(report.not_evaluable) == 1
    table = report.table()
    assert "comparator: multiset" in table and "not evaluable: 1 of 5" in table and "ghost 1" in table


def test_ts_catches_what_ex_misses(shop_data, cache):
    ds = load_dataset(shop_data)
    report = evaluate(ds, _preds_for_shop(), _opts(("EX", "TS"), ts_k=4))
    first, second = report.scores[0], report.scores[1]
    assert first.ex and first.ts
    # 'age >= 41' agrees with 'age > 30' on the original data only
    assert second.ex and second.ts is False and second.reason.startswith("TS: differs on replica")
    assert report.scores[3].ts is False  # EX already fails


def test_uncached_suites_are_removed(shop_data, cache):
    import tempfile

    before = set(Path(tempfile.gettempdir()).glob("nl2sql-ts-shop-*"))
    report = evaluate(load_dataset(shop_data), _preds_for_shop(), _opts(("TS",), ts_k=2, cache=False))
    assert report.scores[0].ts is True and report.scores[1].ts is False
    assert set(Path(tempfile.gettempdir()).glob("nl2sql-ts-shop-*")) == before
    assert not (cache / "gold_results").exists()


def test_comparator_is_named_everywhere(shop_data, cache, tmp_path):
    ds = load_dataset(shop_data)
    report = evaluate(ds, _preds_for_shop(), _opts(("EX",), comparator="set"))
    assert report.comparator == "set" and "EX comparator: set (DISTINCT kept)" in report.table()
    assert report.scores[3].ex is True  # sets ignore the row order gold asks for


@pytest.mark.slow
def test_parallel_matches_serial(shop_data, cache):
    ds = load_dataset(shop_data)
    serial = evaluate(ds, _preds_for_shop(), _opts(("VA", "EX", "TS"), ts_k=3))
    parallel = evaluate(ds, _preds_for_shop(), _opts(("VA", "EX", "TS"), workers=2, ts_k=3))
    assert [s.csv_row() for s in serial.scores] == [s.csv_row() for s in parallel.scores]


def test_gold_results_cached_on_disk(shop_data, cache, monkeypatch):
    ds = load_dataset(shop_data)
    preds = [e.gold_sql for e in ds]
    evaluate(ds, preds, _opts(("EX",)))
    assert list((cache / "gold_results").glob("*.pkl"))
    gold_cache.GOLD_MEMO.clear()  # a fresh process: only the disk cache is left
    calls: list[str] = []
    real = scoring_jobs.run_for_scoring

    def counting(db_path, sql, *args, **kwargs):
        calls.append(sql)
        return real(db_path, sql, *args, **kwargs)

    monkeypatch.setattr(scoring_jobs, "run_for_scoring", counting)  # the predictions
    monkeypatch.setattr(gold_cache, "run_for_scoring", counting)  # the gold queries, were any run again
    report = evaluate(ds, preds, _opts(("EX",)))
    assert report.accuracy("EX") == 1.0
    assert len(calls) == 4  # the four evaluable predictions only; no gold re-executed


@pytest.fixture()
def registered():
    """Metrics a test registers are gone after it."""
    before = set(METRIC_TABLE)
    yield METRIC_TABLE
    for name in set(METRIC_TABLE) - before:
        METRIC_TABLE.remove(name)


def _row_count_gap(gold, pred, example):
    """How many rows the prediction has more (or fewer) than the gold; None where it does not run."""
    return abs(len(pred.rows) - len(gold.rows)) if pred.ok else None


@pytest.mark.parametrize("workers", [1, 2])
def test_registered_metric_is_scored_summarised_and_written(shop_data, cache, registered, tmp_path, workers):
    register_metric("row_gap", _row_count_gap)
    register_metric("BROKEN", lambda gold, pred, ex: 1 / 0)
    ds = load_dataset(shop_data)
    report = evaluate(ds, _preds_for_shop(), _opts(("EX", "ROW_GAP", "BROKEN"), workers=workers))
    assert report.metrics == ("EX", "ROW_GAP", "BROKEN")
    # count(*) 1 row = 1; age >= 41 3 rows = 3; ghost not evaluable; 3 cities both; nme does not run
    assert [s.metric("ROW_GAP") for s in report.scores] == [0.0, 0.0, None, 0.0, None]
    assert report.accuracy("ROW_GAP") == 0.0 and report.summary()[-1].counts["ROW_GAP"] == 3
    assert report.accuracy("BROKEN") is None and "BROKEN: error ZeroDivisionError" in report.scores[0].reason
    assert [s.ex for s in report.scores] == [True, True, None, False, False]  # built-ins unchanged
    assert "ROW_GAP" in report.table()
    with open(report.write_csv(tmp_path / "scores.csv"), newline="") as f:
        rows = list(csv.DictReader(f))
    assert list(rows[0]) == [*CSV_COLUMNS, "ROW_GAP", "BROKEN"]
    assert [r["ROW_GAP"] for r in rows] == ["0.0", "0.0", "", "0.0", ""]


def test_registered_metrics_cannot_shadow_built_ins(registered):
    with pytest.raises(ValueError, match="metric 'EX' is built in: register yours under another name"):
        register_metric("ex", _row_count_gap)
    register_metric("row_gap", _row_count_gap)
    with pytest.raises(ValueError, match="metric 'ROW_GAP' is already registered"):
        register_metric("Row_Gap", _row_count_gap)


def test_built_in_and_added_metrics_are_entries_of_one_table(shop_data, cache, registered):
    assert list(METRIC_TABLE)[:6] == ["VA", "EX", "EM", "TS", "R-VES", "Soft-F1"]
    register_metric("row_gap", _row_count_gap)
    assert METRIC_TABLE["ROW_GAP"].needs == METRIC_TABLE["EX"].needs == {"execution"}
    with pytest.raises(ValueError, match="metric 'EX' is built in: it cannot be removed"):
        METRIC_TABLE.remove("ex")
    # One that reads the answer alone: scored without running a query, after the metrics that run them.
    METRIC_TABLE.add("LENGTH", Metric("LENGTH", lambda answer: Scored(len(answer.sql), "LENGTH: counted"),
                                      needs=frozenset()))
    report = evaluate(load_dataset(shop_data), _preds_for_shop(), _opts(("length", "EX")))
    assert report.metrics == ("EX", "LENGTH")
    assert [s.metric("LENGTH") for s in report.scores] == [None if i == 2 else len(p)
                                                           for i, p in enumerate(_preds_for_shop())]
    assert report.scores[3].reason.endswith("; LENGTH: counted")  # EX's note first
    with pytest.raises(ValueError, match="needs 'all rows': add 'execution' to its needs"):
        Metric("ROWS", lambda answer: Scored(1.0), needs=frozenset({"all rows"}))


def test_user_errors_are_clear(shop_data, cache, tmp_path):
    ds = load_dataset(shop_data)
    with pytest.raises(EvalError, match="3 predictions for 5 questions"):
        evaluate(ds, ["SELECT 1"] * 3, EvalOptions(workers=1))
    with pytest.raises(EvalError, match="unknown metric"):
        evaluate(ds, ["SELECT 1"] * 5, _opts(("EX", "F1")))
    with pytest.raises(EvalError, match=r"options are an EvalOptions, got tuple: pass EvalOptions\(ScoringOptions"):
        evaluate(ds, ["SELECT 1"] * 5, ("EX",))
    short = tmp_path / "short.txt"
    short.write_text("SELECT 1\nSELECT 2\n")
    with pytest.raises(EvalError, match="has 2 prediction lines but the dataset has 5 questions"):
        read_predictions(short, expected=5)


def test_a_files_byte_order_mark_is_dropped_and_a_query_of_comments_is_none(shop_data, cache, tmp_path):
    preds = _preds_for_shop()
    path = tmp_path / "bom.sql"
    path.write_bytes(("\n".join(preds) + "\n").encode("utf-8-sig"))  # what some editors save
    assert read_predictions(path, expected=5) == preds
    nothing = ["-- no query", ";", "/* none */", "SELECT 1", ""]
    report = evaluate(load_dataset(shop_data), nothing, _opts(("VA", "EX")))
    assert [s.va for s in report.scores] == [False, False, None, True, False]  # the comments ran as no query
    assert all("empty query" in report.scores[i].reason for i in (0, 1, 4))


# ---------------------------------------------------------------- CLI


def test_cli_eval_writes_csv(shop_data, cache, tmp_path, capsys):
    pred = tmp_path / "pred.txt"
    pred.write_text("\n".join(_preds_for_shop()) + "\n")
    out = tmp_path / "scores.csv"
    rc = main(["eval", "--data", str(shop_data), "--pred", str(pred), "--metrics", "VA,EX,EM",
               "--out", str(out), "--workers", "1"])
    assert rc == 0
    printed = capsys.readouterr().out
    assert "comparator: multiset" in printed and "not evaluable: 1 of 5" in printed
    rows = list(csv.DictReader(out.open()))
    assert tuple(rows[0].keys()) == CSV_COLUMNS
    assert [r["id"] for r in rows] == [f"dev-{i:04d}" for i in range(5)]
    assert [r["EX"] for r in rows] == ["1", "1", "", "0", "0"]
    assert rows[2]["db_id"] == "ghost" and all(rows[2][m] == "" for m in ("VA", "EX", "EM", "TS"))
    assert all(r["TS"] == "" for r in rows)  # not asked for
    assert main(["eval", "--data", str(shop_data), "--pred", str(pred), "--metrics", "ex", "--comparator", "SET",
                 "--workers", "1"]) == 0  # any case, as for the metrics
    assert "comparator: set" in capsys.readouterr().out


def test_cli_eval_line_count_mismatch(shop_data, cache, tmp_path, capsys):
    pred = tmp_path / "pred.txt"
    pred.write_text("SELECT 1\n")
    rc = main(["eval", "--data", str(shop_data), "--pred", str(pred), "--workers", "1"])
    assert rc == 2
    assert "has 1 prediction lines but the dataset has 5 questions" in capsys.readouterr().err


# ---------------------------------------------------------------- gold as prediction: 100%


def _assert_perfect(report, metrics):
    assert not report.notes or all("TS unavailable" not in n for n in report.notes), report.notes
    for m in metrics:
        assert report.accuracy(m) == 1.0, (m, [(s.id, s.reason) for s in report.evaluable if not s.metric(m)][:5])


@pytest.mark.slow
def test_gold_scores_perfectly_on_bundled_data(mini_dir):
    ds = load_dataset(mini_dir)
    report = evaluate(ds, [e.gold_sql for e in ds], _opts(None, workers=2, ts_k=4))
    assert len(report.evaluable) == len(ds)
    _assert_perfect(report, ("VA", "EX", "EM", "TS"))
    assert {s.hardness for s in report.scores} <= {"easy", "medium", "hard", "extra"}


@pytest.mark.slow
def test_gold_scores_perfectly_on_spider_dev(spider_dir):
    ds = load_dataset(spider_dir, "dev")
    # Default K: the same suites the test-suite tests build, so the cache is shared in one run.
    report = evaluate(ds, [e.gold_sql for e in ds], EvalOptions(workers=2))
    assert len(report.evaluable) == 972 and len(report.not_evaluable) == 62
    _assert_perfect(report, ("VA", "EX", "EM", "TS"))
    assert all(s.va is None and s.ex is None for s in report.not_evaluable)
    rows = report.summary()
    assert rows[-1].level == "all" and sum(r.n for r in rows[:-1]) == 972


@pytest.mark.slow
def test_scorer_agrees_with_official_evaluator(spider_dir):
    """Through evaluate(): EX, EM and hardness per example against the official fixture."""
    fixture = spider_dir.parent / "fixtures" / "official_eval"
    if not (fixture / "official_per_example.csv").is_file():
        pytest.skip(f"official fixture not found at {fixture}")
    ds = load_dataset(spider_dir, "dev")
    preds = read_predictions(fixture / "pred_qwen05_singleshot_1034.txt", expected=len(ds))
    report = evaluate(ds, preds, _opts(("VA", "EX", "EM"), workers=2))
    official = list(csv.DictReader((fixture / "official_per_example.csv").open()))
    pairs = [(s, o) for s, o in zip(report.scores, official) if o["EX"] != ""]
    assert len(pairs) == 972 and all(s.evaluable for s, _ in pairs)
    assert sum(int(s.ex) == int(o["EX"]) for s, o in pairs) / 972 >= 0.995
    assert sum(int(s.em) == int(o["EM"]) for s, o in pairs) / 972 >= 0.99
    assert sum(s.hardness == o["hardness"] for s, o in pairs) / 972 >= 0.99
    assert report.accuracy("EX") == pytest.approx(459 / 972, abs=0.005)


def test_cli_eval_limit_scores_the_first_questions(shop_data, cache, tmp_path, capsys):
    pred = tmp_path / "pred.txt"
    pred.write_text("\n".join(_preds_for_shop()[:2]) + "\n")  # a run made with --limit 2
    out = tmp_path / "scores.csv"
    rc = main(["eval", "--data", str(shop_data), "--pred", str(pred), "--metrics", "VA,EX", "--limit", "2",
               "--out", str(out), "--workers", "1"])
    assert rc == 0
    rows = list(csv.DictReader(out.open()))
    assert [r["id"] for r in rows] == ["dev-0000", "dev-0001"] and [r["EX"] for r in rows] == ["1", "1"]
