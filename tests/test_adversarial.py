"""An adversarial corpus: hostile SQL and model replies through guardrails, validation, execution and scoring.

Every entry must end in a refusal, an error or capped rows within twice the timeout, with the database's bytes
unchanged and no file created beside it (ATTACH of a new path, VACUUM INTO, a mode=rwc URI).
"""

from __future__ import annotations

import hashlib
import re
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from nl2sql.eval.execution import prepare_sql, run_for_scoring
from nl2sql.paths import default_spider_dir
from nl2sql.sql.db import execute
from nl2sql.sql.guardrails import ALL_STEPS, run_guardrails
from nl2sql.sql.schema import read_schema
from nl2sql.sql.validation import validate_sql

TIMEOUT_S = 0.5
MAX_ROWS = 1000
# What a refusal of a write says (the authorizer, the one-statement rule, the text checks).
DENIED = r"not allowed|exactly one SELECT|read-only|attached databases|may not be modified"
LIMIT = r"too big|too large|too long|longer than|too complex|too many|maximum depth|stack overflow|out of memory"
TIMED_OUT = r"^timeout: the query ran longer than"


@dataclass(frozen=True)
class Hostile:
    """One corpus entry: its text, and what the executor must answer on the raw text (None: rows or an error)."""

    name: str
    sql: object
    expect: str | None


def corpus(db: Path, scratch: Path, table: str, column: str) -> list[Hostile]:
    """The hostile statements, written against one table and column of the database under attack."""
    t, c = table, column
    cross = ", ".join(f"{t} t{i}" for i in range(12))
    count_up = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n)"
    entries = [
        # writes, schema changes, transactions
        ("drop table", f"DROP TABLE {t}", DENIED),
        ("delete", f"DELETE FROM {t}", DENIED),
        ("update", f"UPDATE {t} SET {c} = NULL", DENIED),
        ("insert default", f"INSERT INTO {t} DEFAULT VALUES", DENIED),
        ("insert select", f"INSERT INTO {t} SELECT * FROM {t}", DENIED),
        ("replace into", f"REPLACE INTO {t} SELECT * FROM {t}", DENIED),
        ("create table", "CREATE TABLE evil (x)", DENIED),
        ("create temp table", "CREATE TEMP TABLE evil AS SELECT 1", DENIED),
        ("create view", "CREATE VIEW evil AS SELECT 1", DENIED),
        ("create index", f"CREATE INDEX evil ON {t} ({c})", DENIED),
        ("create trigger", f"CREATE TRIGGER evil AFTER INSERT ON {t} BEGIN SELECT 1; END", DENIED),
        ("alter rename", f"ALTER TABLE {t} RENAME TO evil", DENIED),
        ("alter add column", f"ALTER TABLE {t} ADD COLUMN evil TEXT", DENIED),
        ("drop view", "DROP VIEW IF EXISTS evil", None),  # nothing to drop: a no-op, the bytes checked below
        ("write to sqlite_master", "UPDATE sqlite_master SET sql = 'x'", DENIED),
        ("cte then delete", f"WITH x AS (SELECT 1) DELETE FROM {t}", DENIED),
        ("vacuum", "VACUUM", DENIED),
        ("vacuum into a new file", f"VACUUM INTO '{scratch / 'copy.sqlite'}'", DENIED),
        ("reindex", "REINDEX", None),  # a no-op on a read-only connection
        ("analyze", "ANALYZE", DENIED),
        ("begin", "BEGIN IMMEDIATE", DENIED),
        ("savepoint", "SAVEPOINT s", DENIED),
        # other databases and files
        ("attach a new file", f"ATTACH DATABASE '{scratch / 'new.sqlite'}' AS n", DENIED),
        ("attach the same file", f"ATTACH DATABASE '{db}' AS again", DENIED),
        ("attach a mode=rwc uri", f"ATTACH DATABASE 'file:{scratch / 'rwc.sqlite'}?mode=rwc' AS r", DENIED),
        ("attach memory", "ATTACH DATABASE ':memory:' AS m", DENIED),
        ("detach", "DETACH DATABASE main", DENIED),
        ("load_extension", "SELECT load_extension('libevil')", DENIED),
        ("load_extension with entry", "SELECT load_extension('/tmp/evil.so', 'sqlite3_evil_init')", DENIED),
        ("writefile (shell only)", "SELECT writefile('/tmp/nl2sql-evil', 'x')", r"no such function"),
        # pragmas that write or lift a limit
        ("pragma writable_schema", "PRAGMA writable_schema = 1", DENIED),
        ("pragma user_version", "PRAGMA user_version = 7", DENIED),
        ("pragma journal_mode wal", "PRAGMA journal_mode = WAL", DENIED),
        ("pragma query_only off", "PRAGMA query_only = 0", DENIED),
        ("pragma temp_store file", "PRAGMA temp_store = FILE", DENIED),
        ("pragma hard_heap_limit off", "PRAGMA hard_heap_limit = 0", DENIED),
        ("pragma soft_heap_limit off", "PRAGMA soft_heap_limit = 0", DENIED),
        ("pragma mmap_size", "PRAGMA mmap_size = 1000000000", DENIED),
        ("pragma cache_size", "PRAGMA cache_size = -100000000", DENIED),
        ("table-valued pragma", "SELECT * FROM pragma_journal_mode('wal')", r"."),
        # a second statement behind the first, or hidden in a reply
        ("second statement", f"SELECT 1; DROP TABLE {t}", DENIED),
        ("second statement behind a comment", f"SELECT 1 -- done\n; DROP TABLE {t}", DENIED),
        ("second statement behind a block comment", f"SELECT 1 /* ; */ ; DELETE FROM {t}", DENIED),
        ("second statement behind a NUL", f"SELECT 1;\x00DROP TABLE {t}", r"null character"),
        ("fenced write", f"```sql\nDROP TABLE {t};\n```", r"syntax error|near"),
        ("prose, select, then a write", f"Here it is: SELECT * FROM {t}; DROP TABLE {t};", r"syntax error|near"),
        # runaway work: recursion, joins, sorts
        ("endless recursive count", f"{count_up} SELECT count(*) FROM n", TIMED_OUT),
        ("endless recursive rows", f"{count_up} SELECT x FROM n", None),  # the row cap ends it
        ("recursive group by", f"{count_up} SELECT x, count(*) FROM n GROUP BY x", TIMED_OUT + "|" + LIMIT),
        ("cartesian join", f"SELECT count(*) FROM {cross}", TIMED_OUT),
        ("cartesian join in a subquery", f"SELECT 1 FROM {t} WHERE 1 = (SELECT count(*) FROM {cross})", TIMED_OUT),
        ("sorted cartesian join", f"SELECT t0.{c} FROM {cross} ORDER BY random()", TIMED_OUT + "|" + LIMIT),
        ("huge limit", f"SELECT * FROM {t} LIMIT 9223372036854775807", None),
        ("negative limit", f"SELECT * FROM {t} ORDER BY random() LIMIT -1", None),
        # string and blob bombs
        ("zeroblob 1e9", f"SELECT zeroblob(1000000000) FROM {t}", LIMIT),
        ("randomblob 1e9", "SELECT randomblob(1000000000)", LIMIT),
        ("string doubling", "WITH RECURSIVE s(x) AS (SELECT 'a' UNION ALL SELECT x || x FROM s) SELECT length(x) FROM s",
         LIMIT),
        ("hex of a big blob", "SELECT replace(hex(zeroblob(5000000)), '0', '00000')", LIMIT),
        ("group_concat bomb", f"SELECT group_concat(hex(randomblob(1000))) FROM ({count_up} SELECT x FROM n LIMIT 100000)",
         LIMIT),
        ("printf precision", "SELECT printf('%.*c', 2000000000, 'x')", r"printf width or precision"),
        ("format width", "SELECT format('%2000000000c', 'x')", r"printf width or precision"),
        ("many wide rows", f"{count_up} SELECT randomblob(9000000) FROM n LIMIT 200", LIMIT + "|" + TIMED_OUT),
        # parser and limit probes
        ("deep parentheses", "SELECT " + "(" * 5000 + "1" + ")" * 5000, LIMIT),
        ("deep subqueries", "SELECT " + "(SELECT " * 300 + "1" + ")" * 300, LIMIT),
        ("long OR chain", f"SELECT * FROM {t} WHERE " + " OR ".join(f"{c} = {i}" for i in range(200)), LIMIT),
        ("long UNION chain", " UNION ".join(f"SELECT {i}" for i in range(600)), LIMIT),
        ("1 MB IN-list", f"SELECT * FROM {t} WHERE {c} IN (" + ",".join(map(str, range(150_000))) + ")", LIMIT),
        ("1 MB string literal", "SELECT '" + "a" * 1_000_000 + "'", LIMIT),
        ("long LIKE pattern", f"SELECT * FROM {t} WHERE {c} LIKE '" + "%_" * 5000 + "'", LIMIT),
        ("high parameter number", "SELECT ?250000", LIMIT + "|variable number"),
        ("unbound parameter", "SELECT ?", r"bindings"),
        ("too many function arguments", "SELECT coalesce(" + ",".join(["1"] * 200) + ")", LIMIT),
        # text that is not a clean query
        ("NUL in a literal", "SELECT 'a\x00b'", r"null character"),
        ("lone surrogate", "SELECT '\udcff'", r"surrogates not allowed"),
        ("bytes, not UTF-8", b"SELECT '\xff\xfe'", r"not text"),
        ("empty", "", r"empty query"),
        ("1 MB of prose", "The answer is " + "very " * 200_000, LIMIT),
        ("brace flood", "{" * 100_000, LIMIT + r"|syntax error|unrecognized token"),
    ]
    return [Hostile(*e) for e in entries]


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
