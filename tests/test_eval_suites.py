"""TS replicas: schema and keys kept, deterministic, cached, gold-safe, and they catch what EX misses."""

from __future__ import annotations

import hashlib
import os
import shutil
import sqlite3
import time
from pathlib import Path

import pytest

from nl2sql.data.dataset import load_dataset
from nl2sql.eval.execution import multiset_equal, order_matters, prepare_sql
from nl2sql.eval.near_misses import mutants
from nl2sql.eval.suites import MANIFEST, TestSuiteError, build_suite, get_suite, suite_stats
from nl2sql.sql.db import execute
from nl2sql.sql.schema import read_schema

SPIDER_DBS = ("concert_singer", "voter_1", "flight_2")  # plain; an FK on a non-unique column; FK-violating original


@pytest.fixture(scope="module", autouse=True)
def ts_cache(tmp_path_factory):
    """A private cache for this module, so suites are really built here and nothing outside is touched."""
    root = tmp_path_factory.mktemp("nl2sql-cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("NL2SQL_CACHE", str(root))
        yield root


def _golds(dataset, db_id: str) -> list[str]:
    return [e.gold_sql for e in dataset.evaluable if e.db_id == db_id]


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _master(path: Path) -> list[tuple]:
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid").fetchall()
    finally:
        conn.close()


def _fk_check_runs(path: Path) -> bool:
    """PRAGMA foreign_key_check fails outright ("foreign key mismatch") where an FK names a non-unique column."""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        conn.execute("PRAGMA foreign_key_check").fetchall()
        return True
    except sqlite3.DatabaseError:
        return False
    finally:
        conn.close()


def assert_replica_sound(original: Path, replica: Path, golds: list[str]) -> None:
    """Same schema, unique non-NULL primary keys, consistent foreign keys, every gold query runs."""
    assert _master(replica) == _master(original), f"{replica.name}: schema differs"
    schema = read_schema(replica)
    conn = sqlite3.connect(replica)
    try:
        total = 0
        for t in schema.tables:
            total += conn.execute(f'SELECT count(*) FROM "{t.name}"').fetchone()[0]
            if t.primary_key:
                cols = ", ".join(f'"{c}"' for c in t.primary_key)
                dup = conn.execute(
                    f'SELECT count(*) FROM (SELECT 1 FROM "{t.name}" GROUP BY {cols} HAVING count(*) > 1)'
                ).fetchone()[0]
                assert dup == 0, f"{replica.name}: duplicate primary key in {t.name}"
                nulls = " OR ".join(f'"{c}" IS NULL' for c in t.primary_key)
                if not (len(t.primary_key) == 1 and t.column(t.primary_key[0]).type == "INTEGER"):
                    assert conn.execute(f'SELECT count(*) FROM "{t.name}" WHERE {nulls}').fetchone()[0] == 0
        assert total > 0, f"{replica.name} is empty"
        for fk in schema.foreign_keys:
            parent = schema.table(fk.ref_table)
            if parent is None or parent.column(fk.ref_column) is None:
                continue
            dangling = conn.execute(
                f'SELECT count(*) FROM "{fk.table}" WHERE "{fk.column}" IS NOT NULL AND "{fk.column}" NOT IN '
                f'(SELECT "{fk.ref_column}" FROM "{fk.ref_table}")'
            ).fetchone()[0]
            assert dangling == 0, f"{replica.name}: {dangling} dangling {fk.table}.{fk.column}"
        if _fk_check_runs(original):
            assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    finally:
        conn.close()
    for sql in golds:
        for text in {sql, prepare_sql(sql)}:
            res = execute(replica, text, timeout_s=10.0)
            assert res.ok, f"gold fails on {replica.name}: {res.error}: {text}"


# ------------------------------------------------------------------ near-miss neighbours


def test_mutants_cover_the_near_miss_kinds():
    ms = mutants("SELECT DISTINCT name FROM singer WHERE age > 30 AND country = 'France' ORDER BY age DESC LIMIT 3")
    assert "SELECT DISTINCT name FROM singer WHERE age > 30 ORDER BY age DESC LIMIT 3" in ms  # condition dropped
    assert "SELECT DISTINCT name FROM singer WHERE age >= 30 AND country = 'France' ORDER BY age DESC LIMIT 3" in ms
    assert "SELECT DISTINCT name FROM singer WHERE age < 30 AND country = 'France' ORDER BY age DESC LIMIT 3" in ms
    assert "SELECT name FROM singer WHERE age > 30 AND country = 'France' ORDER BY age DESC LIMIT 3" in ms
    assert "SELECT DISTINCT name FROM singer WHERE age > 30 AND country = 'France' ORDER BY age DESC" in ms
    assert "SELECT DISTINCT name FROM singer WHERE age > 30 AND country = 'France' ORDER BY age DESC LIMIT 4" in ms
    assert "SELECT DISTINCT name FROM singer WHERE age > 30 AND country = 'France' ORDER BY age ASC LIMIT 3" in ms
    aggs = mutants("SELECT max(age), count(name) FROM singer")
    assert "SELECT MIN(age), COUNT(name) FROM singer" in aggs
    assert "SELECT MAX(age), SUM(name) FROM singer" in aggs
    assert "SELECT MAX(age), COUNT(DISTINCT name) FROM singer" in aggs
    assert len(ms) == len(set(ms))
    assert mutants("SELEC nonsense FROM") == []


# ------------------------------------------------------------------ soundness on real databases


@pytest.fixture(scope="module")
def mini(mini_dir):
    dataset = load_dataset(mini_dir, "dev")
    return dataset


@pytest.fixture(scope="module")
def mini_suites(mini):
    return {db: (mini.db_path(db), _golds(mini, db), get_suite(mini.db_path(db), _golds(mini, db))) for db in mini.db_ids}


@pytest.mark.slow
def test_mini_replicas_keep_schema_keys_and_run_every_gold(mini_suites):
    assert len(mini_suites) >= 5
    for db_id, (original, golds, suite) in mini_suites.items():
        assert len(suite.replicas) == 10, db_id
        assert suite.stats.gold_failing_on_original == 0, db_id
        for replica in suite.replicas:
            assert_replica_sound(original, replica, golds)


@pytest.mark.slow
@pytest.mark.parametrize("db_id", SPIDER_DBS)
def test_spider_replicas_keep_schema_keys_and_run_every_gold(spider_dir, db_id):
    dataset = load_dataset(spider_dir, "dev", db_ids=[db_id])
    original, golds = dataset.db_path(db_id), _golds(dataset, db_id)
    suite = get_suite(original, golds)
    assert len(suite.replicas) == 10
    for replica in suite.replicas:
        assert_replica_sound(original, replica, golds)
    stats = suite.stats
    assert stats.killed_by_original <= stats.killed_by_suite <= stats.mutants
    assert stats.ts_only > 0  # the replicas tell apart pairs the original database cannot


@pytest.mark.slow
def test_replicas_vary_sizes_and_values(mini_suites):
    original, _, suite = mini_suites["concerts"]
    counts = set()
    for replica in suite.replicas:
        conn = sqlite3.connect(replica)
        counts.add(tuple(conn.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0] for t in ("artist", "album", "song")))
        conn.close()
    assert len(counts) > 3  # row counts differ between replicas
    assert len({_sha(r) for r in suite.replicas}) == len(suite.replicas)


# ------------------------------------------------------------------ determinism and cache


@pytest.mark.slow
def test_same_seed_same_files_other_seed_other_files(mini):
    db = "campus"
    path, golds = mini.db_path(db), _golds(mini, db)
    made = [build_suite(path, golds, k=4, seed=s, cache=False) for s in (7, 7, 8)]
    try:
        a, b, c = ([_sha(p) for p in paths] for paths in made)
        assert a == b
        assert a != c
        assert a[0] != c[0]
    finally:
        for paths in made:
            shutil.rmtree(paths[0].parent)


@pytest.mark.slow
def test_suite_is_cached_and_reused_without_rebuilding(mini, ts_cache):
    db = "library_loans"
    path, golds = mini.db_path(db), _golds(mini, db)
    first = build_suite(path, golds, k=3, seed=1)
    marks = [(p.stat().st_ino, p.stat().st_mtime_ns) for p in first]
    manifest = (first[0].parent / MANIFEST).stat().st_mtime_ns
    again = build_suite(path, list(reversed(golds)) + golds[:2], k=3, seed=1)  # same set of golds
    assert again == first
    assert [(p.stat().st_ino, p.stat().st_mtime_ns) for p in again] == marks
    assert (first[0].parent / MANIFEST).stat().st_mtime_ns == manifest
    assert first[0].parent.parent == ts_cache / "test_suites"
    assert not list((ts_cache / "test_suites").glob(".tmp-*"))  # no half-built folder left behind
    # Another k, seed or gold set is another suite.
    assert build_suite(path, golds, k=2, seed=1)[0].parent != first[0].parent
    assert build_suite(path, golds[:-1], k=3, seed=1)[0].parent != first[0].parent


@pytest.mark.slow
def test_half_built_suite_is_never_reused(mini):
    db = "retail_orders"
    path, golds = mini.db_path(db), _golds(mini, db)
    folder = build_suite(path, golds, k=2, seed=3)[0].parent
    shutil.rmtree(folder)
    folder.mkdir()
    (folder / "replica_00.sqlite").write_bytes(b"not a finished suite")  # as a crash mid-build might leave
    stale, fresh = folder.parent / ".tmp-old-build", folder.parent / ".tmp-running-build"
    stale.mkdir()
    fresh.mkdir()
    os.utime(stale, (time.time() - 86400, time.time() - 86400))
    rebuilt = build_suite(path, golds, k=2, seed=3)
    assert [p.name for p in rebuilt] == ["replica_00.sqlite", "replica_01.sqlite"]
    assert (folder / MANIFEST).is_file()
    assert read_schema(rebuilt[0]).tables
    assert not stale.exists()  # a crashed build's leftovers are swept ...
    assert fresh.exists()  # ... but not a build that may still be running elsewhere
    fresh.rmdir()


@pytest.mark.slow
def test_stats_report_pairs_told_apart(mini):
    db = "airline_routes"
    stats = suite_stats(mini.db_path(db), _golds(mini, db), k=10)
    assert stats.replicas == 10 and stats.gold_queries > 0
    assert stats.mutants > 0
    assert 0 <= stats.killed_by_original <= stats.killed_by_suite <= stats.mutants
    assert stats.survivors == stats.mutants - stats.killed_by_suite
    assert stats.all_nonempty


# ------------------------------------------------------------------ TS catches what EX misses


def _differs_somewhere(original: Path, gold: str, pred: str, suite) -> bool:
    """EX-equal on the original (asserted), and True when some replica tells them apart."""
    ordered = order_matters(prepare_sql(gold))
    g, p = execute(original, prepare_sql(gold)), execute(original, prepare_sql(pred))
    assert g.ok and p.ok and g.rows
    assert multiset_equal(g.rows, p.rows, ordered), "the pair must coincide on the original database"
    for replica in suite.replicas_for(gold):
        g, p = execute(replica, prepare_sql(gold)), execute(replica, prepare_sql(pred))
        assert g.ok
        if not p.ok or not multiset_equal(g.rows, p.rows, ordered):
            return True
    return False


MINI_PAIRS = [
    # an extra condition that happens to hold for every venue over 10,000 seats
    ("SELECT name FROM venue WHERE capacity > 10000",
     "SELECT name FROM venue WHERE capacity > 10000 AND opened_year > 1990"),
    # a threshold moved inside a gap of the data: no venue holds between 10,000 and 12,000
    ("SELECT name FROM venue WHERE capacity > 10000",
     "SELECT name FROM venue WHERE capacity >= 12000"),
    # a LIMIT 1 whose top row happens to satisfy an unasked condition
    ("SELECT name FROM artist ORDER BY members DESC LIMIT 1",
     "SELECT name FROM artist WHERE genre = 'Jazz' ORDER BY members DESC LIMIT 1"),
    # a count that coincides
    ("SELECT count(*) FROM artist WHERE country = 'USA'",
     "SELECT count(*) FROM artist WHERE country = 'USA' AND formed_year >= 1998"),
]


@pytest.mark.slow
def test_ts_catches_what_ex_misses_on_the_mini_set(mini):
    db = "concerts"
    path = mini.db_path(db)
    suite = get_suite(path, _golds(mini, db) + [gold for gold, _ in MINI_PAIRS])
    for gold, pred in MINI_PAIRS:
        assert _differs_somewhere(path, gold, pred, suite), pred
        assert not _differs_somewhere(path, gold, gold, suite)  # the gold itself always passes


@pytest.mark.slow
def test_ts_catches_what_ex_misses_on_spider(spider_dir):
    dataset = load_dataset(spider_dir, "dev", db_ids=["concert_singer"])
    path = dataset.db_path("concert_singer")
    pairs = [
        ("SELECT name FROM singer WHERE age > 30",
         "SELECT name FROM singer WHERE age > 30 AND song_release_year < 2015"),
        ("SELECT name FROM singer ORDER BY age DESC LIMIT 1",
         "SELECT name FROM singer ORDER BY song_release_year LIMIT 1"),
    ]
    suite = get_suite(path, _golds(dataset, "concert_singer") + [g for g, _ in pairs])
    for gold, pred in pairs:
        assert _differs_somewhere(path, gold, pred, suite), pred


# ------------------------------------------------------------------ awkward schemas and errors


HARD_SCHEMA = """
CREATE TABLE dept (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL UNIQUE, budget REAL);
CREATE TABLE emp (
  id INTEGER PRIMARY KEY, name TEXT, dept_id INTEGER NOT NULL REFERENCES dept(id),
  manager_id INTEGER REFERENCES emp(id), salary INTEGER
);
CREATE TABLE project (dept_id INTEGER, code TEXT, title TEXT, PRIMARY KEY (dept_id, code),
  FOREIGN KEY (dept_id) REFERENCES dept(id));
CREATE TABLE assignment (emp_id INTEGER REFERENCES emp(id), dept_id INTEGER, code TEXT, hours INTEGER,
  PRIMARY KEY (emp_id, dept_id, code), FOREIGN KEY (dept_id, code) REFERENCES project(dept_id, code));
CREATE TABLE audit (id INTEGER PRIMARY KEY, note TEXT, at DATETIME);
CREATE INDEX emp_salary ON emp(salary);
INSERT INTO dept (name, budget) VALUES ('Sales', 10.5), ('R&D', 99.0), ('Ops', NULL);
INSERT INTO emp VALUES (1, 'Ann', 1, NULL, 100), (2, 'Bo', 1, 1, 80), (3, 'Cy', 2, 1, 120), (4, 'Di', 3, 3, NULL);
INSERT INTO project VALUES (1, 'A', 'Alpha'), (2, 'A', 'Beta'), (2, 'B', 'Gamma');
INSERT INTO assignment VALUES (1, 1, 'A', 10), (3, 2, 'A', 5), (3, 2, 'B', 7), (4, 2, 'B', 1);
"""


@pytest.mark.slow
def test_self_composite_and_empty_tables(tmp_path):
    db = tmp_path / "hard.sqlite"
    conn = sqlite3.connect(db)
    conn.executescript(HARD_SCHEMA)
    conn.close()
    golds = [
        "SELECT T1.name FROM emp AS T1 JOIN emp AS T2 ON T1.manager_id = T2.id WHERE T2.salary > 90",
        "SELECT T1.name, count(*) FROM dept AS T1 JOIN project AS T2 ON T1.id = T2.dept_id GROUP BY T1.id",
        "SELECT sum(hours) FROM assignment AS T1 JOIN project AS T2 ON T1.dept_id = T2.dept_id AND T1.code = T2.code",
        "SELECT count(*) FROM audit WHERE note = 'late'",
        "SELECT name FROM emp ORDER BY salary DESC LIMIT 2",
        "SELECT no_such_column FROM emp",  # broken gold: reported, never allowed to sink the build
    ]
    suite = get_suite(db, golds, k=4)
    assert len(suite.replicas) == 4
    assert suite.stats.gold_failing_on_original == 1
    for replica in suite.replicas:
        assert_replica_sound(db, replica, golds[:-1])
        conn = sqlite3.connect(replica)
        # the composite key of assignment points at a real project row, not two independent columns
        assert conn.execute(
            "SELECT count(*) FROM assignment AS a LEFT JOIN project AS p ON a.dept_id = p.dept_id AND a.code = p.code "
            "WHERE p.code IS NULL"
        ).fetchone()[0] == 0
        conn.close()
    # the empty audit table gets rows (of stand-in values), so queries on it can say something
    assert any(execute(r, "SELECT count(*) FROM audit").rows[0][0] > 0 for r in suite.replicas)


def test_errors_name_the_problem(tmp_path, mini):
    with pytest.raises(TestSuiteError, match="not found"):
        build_suite(tmp_path / "missing.sqlite", ["SELECT 1"])
    path = mini.db_path("campus")
    with pytest.raises(TestSuiteError, match="k must be"):
        build_suite(path, ["SELECT 1"], k=0)
    with pytest.raises(TestSuiteError, match="list of SQL"):
        build_suite(path, "SELECT 1")
