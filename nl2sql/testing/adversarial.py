"""An adversarial corpus: hostile SQL (writes, other files, runaway work, bombs, parser probes, text that is not a
query) written against one table and column of the database under attack, with what the executor must answer.

    for e in corpus(db, scratch_folder, table, column): execute(db, e.sql, ...)   # e.expect: a regex of the error

tests/test_adversarial.py runs it through guardrails, validation, execution and scoring; bench/reliability.py
counts escapes, created files and the slowest answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

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
        ("only comments and semicolons", "-- DROP TABLE x\n/* nothing */ ;;", r"empty query"),
        ("1 MB of prose", "The answer is " + "very " * 200_000, LIMIT),
        ("brace flood", "{" * 100_000, LIMIT + r"|syntax error|unrecognized token"),
    ]
    return [Hostile(*e) for e in entries]
