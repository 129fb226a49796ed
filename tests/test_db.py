"""Read-only execution: writes denied, timeouts interrupt, rows capped, errors short."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
import time
from pathlib import Path

import pytest

from nl2sql.db import execute


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
