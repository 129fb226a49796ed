"""Read-only execution: writes denied, timeouts interrupt, rows capped, errors short."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
import time
from pathlib import Path

import pytest

from nl2sql.sql.db import execute


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture()
def small_db(tmp_path: Path) -> Path:
    path = tmp_path / "shop.sqlite"
    conn = sqlite3.connect(path)
    conn.executescript(
        """
        CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT, price REAL);
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
        INSERT INTO item SELECT i, 'item' || i, i * 1.5 FROM n;
        """
    )
    conn.commit()
    conn.close()
    return path


def test_select_returns_rows_and_columns(small_db: Path) -> None:
    result = execute(small_db, "SELECT id, name FROM item WHERE id <= 2 ORDER BY id")
    assert result.ok and result.error is None
    assert result.columns == ["id", "name"]
    assert result.rows == [(1, "item1"), (2, "item2")]
    assert not result.truncated and result.elapsed_s >= 0


def test_row_cap_sets_truncated(small_db: Path) -> None:
    result = execute(small_db, "SELECT id FROM item", max_rows=10)
    assert result.ok and result.truncated and len(result.rows) == 10
    full = execute(small_db, "SELECT id FROM item", max_rows=None)
    assert len(full.rows) == 300 and not full.truncated


@pytest.mark.parametrize(
    ("sql", "expected"),
    [
        ("DROP TABLE item", "DROP TABLE: changing the schema is not allowed"),
        ("INSERT INTO item VALUES (1000, 'x', 1.0)", "INSERT on item is not allowed"),
        ("UPDATE item SET price = 0", "UPDATE on item is not allowed"),
        ("DELETE FROM item", "DELETE on item is not allowed"),
        ("CREATE TABLE evil (x)", "CREATE TABLE: changing the schema is not allowed"),
        ("ATTACH DATABASE 'other.db' AS other", "ATTACH on other.db is not allowed"),
        ("PRAGMA writable_schema=1", "PRAGMA writable_schema=1 is not allowed"),
        ("SELECT load_extension('libevil')", "load_extension() is not allowed"),
        ("PRAGMA user_version=7", "PRAGMA user_version=7 is not allowed"),
    ],
)
def test_writes_are_denied_and_file_unchanged(small_db: Path, sql: str, expected: str) -> None:
    before = _sha256(small_db)
    result = execute(small_db, sql)
    assert not result.ok
    assert expected in result.error
    assert _sha256(small_db) == before


def test_read_pragmas_and_recursive_ctes_run(small_db: Path) -> None:
    assert execute(small_db, "PRAGMA table_info(item)").rows[1][1] == "name"
    cte = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3) SELECT x FROM c"
    assert execute(small_db, cte).rows == [(1,), (2,), (3,)]


def test_timeout_really_interrupts(small_db: Path) -> None:
    # 300^4 = 8.1e9 rows: minutes of work if the timeout only waited for the query to end.
    sql = "SELECT count(*) FROM item a, item b, item c, item d WHERE a.price + b.price > c.price - d.price"
    start = time.perf_counter()
    result = execute(small_db, sql, timeout_s=0.5)
    waited = time.perf_counter() - start
    assert not result.ok and result.error.startswith("timeout:")
    assert waited < 1.0  # within twice the timeout


def test_errors_are_specific(small_db: Path, tmp_path: Path) -> None:
    assert execute(small_db, "SELECT nme FROM item").error == "no such column: nme"
    assert execute(small_db, "SELECT * FROM itm").error == "no such table: itm"
    assert "exactly one SELECT" in execute(small_db, "SELECT 1; SELECT 2").error
    assert "empty query" in execute(small_db, "  ").error
    assert "database file not found" in execute(tmp_path / "missing.sqlite", "SELECT 1").error


def test_spider_db_unchanged_by_write_attempts(spider_dir: Path, tmp_path: Path) -> None:
    """The acceptance check of issue 2, on a real Spider database (copied: ../shared is read-only)."""
    db = tmp_path / "concert_singer.sqlite"
    shutil.copy(spider_dir / "database" / "concert_singer" / "concert_singer.sqlite", db)
    before = _sha256(db)
    for sql in ["DROP TABLE singer", "INSERT INTO singer (Name) VALUES ('x')", "UPDATE singer SET Age = 0",
                "ATTACH DATABASE ':memory:' AS m", "PRAGMA writable_schema=1", "SELECT load_extension('x')"]:
        result = execute(db, sql)
        assert not result.ok and "not allowed" in result.error, sql
    assert _sha256(db) == before


@pytest.mark.parametrize(
    ("sql", "expected"),
    [
        (b"SELECT id FROM item", "the query is bytes, not text: pass the SQL as a str"),
        (bytearray(b"SELECT id FROM item"), "the query is bytearray, not text: pass the SQL as a str"),
        (b"SELECT '\xff\xfe' FROM item", "the query is bytes, not text: pass the SQL as a str"),  # not UTF-8
        (42, "the query is int, not text: pass the SQL as a str"),
        (["SELECT id FROM item"], "the query is list, not text: pass the SQL as a str"),
        ("SELECT id FROM item WHERE name = 'a\x00b'", "the query contains a null character"),
        (b"", "empty query: write one SELECT statement"),
        (b"  \n", "empty query: write one SELECT statement"),
        (None, "empty query: write one SELECT statement"),
    ],
)
def test_a_query_that_is_not_text_is_an_error_not_an_exception(small_db: Path, sql, expected: str) -> None:
    before = _sha256(small_db)
    result = execute(small_db, sql)
    assert not result.ok and result.error == expected and result.rows == []
    assert _sha256(small_db) == before


def test_a_lone_surrogate_is_an_error_not_an_exception(small_db: Path) -> None:
    result = execute(small_db, "SELECT id FROM item WHERE name = '\ud800'")
    assert not result.ok and "surrogates not allowed" in result.error
    assert execute(small_db, "SELECT id FROM item WHERE name = 'item1'").rows == [(1,)]


# ------------------------------------------------------------------ SQLite's own limits and the memory caps


def test_every_connection_gets_sqlite_limits(small_db: Path) -> None:
    from nl2sql.sql.db import _LIMIT_IDS, connect_readonly, current_limits

    limits = current_limits()
    conn = connect_readonly(small_db)
    try:
        for name, sqlite_name in _LIMIT_IDS.items():
            assert conn.getlimit(getattr(sqlite3, f"SQLITE_LIMIT_{sqlite_name}")) == getattr(limits, name), name
        assert conn.execute("PRAGMA temp_store").fetchone() == (2,)  # sorts spill to capped memory, not to disk
        heap = conn.execute("PRAGMA hard_heap_limit").fetchone()[0]
        assert 0 < heap <= limits.heap_bytes
    finally:
        conn.close()


@pytest.mark.parametrize(
    ("sql", "expected"),
    [
        ("SELECT zeroblob(500000000) FROM item", "string or blob too big: a value over 100,000 bytes"),
        ("SELECT length(randomblob(200000000))", "string or blob too big"),
        ("WITH RECURSIVE s(x) AS (SELECT 'a' UNION ALL SELECT x || x FROM s) SELECT length(x) FROM s",
         "string or blob too big"),
        ("SELECT id FROM item WHERE id IN (" + ",".join(map(str, range(30_000))) + ")",
         "the statement is longer than 100,000 bytes"),
        ("SELECT id FROM item WHERE " + " OR ".join(f"id = {i}" for i in range(150)), "Expression tree is too large"),
        (" UNION ".join(f"SELECT {i}" for i in range(40)), "too many terms in compound SELECT"),
        ("SELECT " + ", ".join(["id"] * 1001) + " FROM item", "too many columns in result set"),
        ("SELECT name FROM item WHERE name LIKE '" + "%a" * 600 + "'", "LIKE or GLOB pattern too complex"),
        ("SELECT ?99", "variable number must be between ?1 and ?32"),
        ("ATTACH DATABASE ':memory:' AS m", "not allowed"),
    ],
)
def test_runaway_queries_end_at_sqlite_limits(small_db: Path, sql: str, expected: str) -> None:
    before = _sha256(small_db)
    start = time.perf_counter()
    result = execute(small_db, sql, timeout_s=5.0)
    assert not result.ok and expected in result.error, result.error
    assert time.perf_counter() - start < 5.0
    assert _sha256(small_db) == before


@pytest.mark.slow
def test_timeout_interrupts_a_sort_held_in_memory(small_db: Path) -> None:
    # 27 million rows sorted: with temp_store=MEMORY the timeout must still interrupt, well before the heap cap.
    sql = "SELECT a.id FROM item a, item b, item c ORDER BY random()"
    start = time.perf_counter()
    result = execute(small_db, sql, timeout_s=0.5)
    assert not result.ok and result.error.startswith("timeout:"), result.error
    assert time.perf_counter() - start < 1.0


_CAPPED = r"""
import json, re, sys
from pathlib import Path
from nl2sql.sql.db import execute, set_memory_cap
set_memory_cap(64)  # SQLite heap 32 MB, rows 16 MB (the heap limit is process-wide: hence this subprocess)
out = {}
for name, sql in [
    ("rows", "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r LIMIT 1000) SELECT randomblob(90000) FROM r"),
    ("sort", "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r LIMIT 2000000) "
             "SELECT count(*) FROM (SELECT i, randomblob(100) FROM r ORDER BY random())"),
    ("ok", "SELECT count(*) FROM item"),
]:
    res = execute(sys.argv[1], sql, timeout_s=30)
    out[name] = [res.ok, res.error, res.rows]
# VmHWM: this process's peak (ru_maxrss would carry the parent's peak across fork and exec)
out["peak_mb"] = int(re.search(r"VmHWM:\s*(\d+)", Path("/proc/self/status").read_text()).group(1)) / 1024
print(json.dumps(out))
"""


@pytest.mark.slow
def test_memory_caps_end_blob_and_sort_bombs_in_a_capped_process(small_db: Path) -> None:
    import json
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, "-c", _CAPPED, str(small_db)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["rows"][0] is False and out["rows"][1].startswith("result too large: its rows take more than 16 MB")
    assert out["sort"][0] is False and out["sort"][1].startswith("out of memory: the query needed more than SQLite's 32 MB")
    assert out["ok"] == [True, None, [[300]]]  # the connection after a failed one works as before
    assert out["peak_mb"] < 64 + 30  # the cap plus the interpreter itself


def test_set_memory_cap_rejects_a_tiny_cap() -> None:
    from nl2sql.sql.db import set_memory_cap

    with pytest.raises(ValueError, match="must be >= 16 MB"):
        set_memory_cap(1)


@pytest.mark.slow
def test_spider_dev_gold_queries_all_run_under_the_limits(spider_dir: Path) -> None:
    """Every dev gold query with a database runs, as the scorer prepares it and raw (bench/reliability.py --gold adds train)."""
    import json

    from nl2sql.eval.execution import prepare_sql, run_for_scoring

    failed, ran = [], 0
    for ex in json.loads((spider_dir / "dev.json").read_text(encoding="utf-8")):
        db = spider_dir / "database" / ex["db_id"] / f"{ex['db_id']}.sqlite"
        if not db.is_file():
            continue
        for sql in (ex["query"], prepare_sql(ex["query"])):
            ran += 1
            res = run_for_scoring(db, sql)
            if not res.ok:
                failed.append((ex["query"], res.error))
    assert ran > 1800 and failed == []


def test_printf_keeps_its_results_and_refuses_widths_no_value_can_hold(small_db: Path) -> None:
    sql = "SELECT printf('%d-%s|%5.2f|%-4s|', id, name, price, 'ab'), format('%.*c', 3, 'x'), printf(NULL) FROM item"
    assert execute(small_db, sql + " WHERE id = 2").rows == [("2-item2| 3.00|ab  |", "xxx", None)]
    for hostile in ("SELECT printf('%.*c', 2000000000, 'x')", "SELECT format('%2000000000d', 1)"):
        start = time.perf_counter()
        result = execute(small_db, hostile, timeout_s=1.0)
        assert not result.ok and "printf width or precision 2,000,000,000 is over" in result.error
        assert time.perf_counter() - start < 1.0
