"""validate_sql: one SELECT, nothing dangerous, existing tables and columns, a suggestion per error."""

from __future__ import annotations

import functools
import sqlite3
from pathlib import Path

import pytest

from nl2sql.data.dataset import load_dataset
from nl2sql.sql.db import execute
from nl2sql.sql.schema import Schema, read_schema
from nl2sql.sql.validation import ValidationResult, validate_sql

DDL = """
CREATE TABLE singer (Singer_ID INTEGER PRIMARY KEY, Name TEXT, Country TEXT, Age INTEGER, "Song Name" TEXT);
CREATE TABLE concert (concert_ID INTEGER PRIMARY KEY, concert_Name TEXT, Year TEXT, Stadium_ID INTEGER
    REFERENCES stadium(Stadium_ID));
CREATE TABLE stadium (Stadium_ID INTEGER PRIMARY KEY, Name TEXT, Capacity INTEGER);
CREATE TABLE singer_in_concert (concert_ID INTEGER REFERENCES concert, Singer_ID INTEGER REFERENCES singer,
    PRIMARY KEY (concert_ID, Singer_ID));
INSERT INTO singer VALUES (1, 'Joe', 'France', 30, 'Hey'), (2, 'Ann', 'Spain', 25, 'Yo');
INSERT INTO stadium VALUES (1, 'Big', 1000);
INSERT INTO concert VALUES (1, 'Gala', '2014', 1);
INSERT INTO singer_in_concert VALUES (1, 1), (1, 2);
"""


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("val") / "concerts.sqlite"
    conn = sqlite3.connect(path)
    conn.executescript(DDL)
    conn.commit()
    conn.close()
    return path


@pytest.fixture(scope="module")
def schema(db: Path) -> Schema:
    return read_schema(db)


VALID = [
    "SELECT name FROM singer",
    "select NAME from SINGER",  # case-insensitive tables and columns
    "SELECT T1.name FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.singer_id = T2.singer_id",
    "SELECT s.name FROM singer s WHERE s.age > 20 ORDER BY s.age",
    "SELECT name, count(*) AS n FROM singer GROUP BY name HAVING n > 1 ORDER BY n DESC",
    "SELECT name AS who FROM singer WHERE who = 'Joe'",  # SQLite lets WHERE use an output alias
    "SELECT x.n FROM (SELECT name AS n FROM singer) AS x",
    "WITH c AS (SELECT name, age FROM singer) SELECT name FROM c WHERE age > 3",
    "SELECT name FROM singer WHERE singer_id IN (SELECT singer_id FROM singer_in_concert)",
    "SELECT name FROM singer WHERE EXISTS (SELECT 1 FROM singer_in_concert AS s WHERE s.singer_id = singer.singer_id)",
    "SELECT name FROM singer UNION SELECT name FROM stadium ORDER BY name",
    "SELECT name FROM singer EXCEPT SELECT T1.name FROM singer AS T1 JOIN singer_in_concert AS T2 "
    "ON T1.singer_id = T2.singer_id",
    "SELECT name FROM singer WHERE country = \"France\"",  # SQLite reads an unknown "x" as a string
    'SELECT "Song Name" FROM singer',
    "SELECT `Song Name` FROM singer",
    "SELECT T1.* FROM singer AS T1",
    "SELECT * FROM singer;",
    "SELECT rowid, name FROM singer",
    "SELECT name FROM singer WHERE age > (SELECT avg(age) FROM singer)",
    "SELECT (SELECT max(capacity) FROM stadium), name FROM singer",
    "SELECT count(*) FROM singer ORDER BY count(*)",
    "SELECT country FROM singer GROUP BY country ORDER BY count(*) DESC LIMIT 1",
    "SELECT name FROM singer WHERE name LIKE 'drop table%'",  # keywords inside strings are data
    "SELECT name FROM sqlite_master",
]


@pytest.mark.parametrize("sql", VALID)
def test_accepts_valid_select(sql: str, schema: Schema, db: Path) -> None:
    result = validate_sql(sql, schema)
    assert result == ValidationResult(True, None, [], []), result
    assert execute(db, sql).ok  # the validator agrees with SQLite


@pytest.mark.parametrize(
    "sql, reason",
    [
        ("", "empty_sql"),
        ("   ;  ", "empty_sql"),
        ("DROP TABLE singer", "dangerous:DROP"),
        ("delete from singer", "dangerous:DELETE"),
        ("INSERT INTO singer VALUES (3, 'x', 'y', 1, 'z')", "dangerous:INSERT"),
        ("UPDATE singer SET age = 1", "dangerous:UPDATE"),
        ("REPLACE INTO singer VALUES (1)", "dangerous:REPLACE"),
        ("ATTACH DATABASE 'x.db' AS y", "dangerous:ATTACH"),
        ("PRAGMA table_info(singer)", "dangerous:PRAGMA"),
        ("ALTER TABLE singer ADD COLUMN z", "dangerous:ALTER"),
        ("CREATE TABLE t (a)", "dangerous:CREATE"),
        ("SELECT 1; DROP TABLE singer", "dangerous:DROP"),
        ("WITH x AS (SELECT 1) DELETE FROM singer", "dangerous:DELETE"),
        ("SELECT load_extension('evil')", "dangerous:LOAD_EXTENSION"),
        ("SELECT name FROM singer; SELECT age FROM singer", "multiple_statements"),
        ("VALUES (1)", "not_select"),
        ("(SELECT name FROM singer)", "parse_error:SQLite rejects a query wrapped in parentheses"),
        ("hello there", "not_select"),
    ],
)
def test_rejects_with_short_reason(sql: str, reason: str, schema: Schema) -> None:
    result = validate_sql(sql, schema)
    assert not result.valid
    assert result.reason == reason
    assert result.errors[0] == reason and len(result.suggestions) == len(result.errors)


def test_parse_error_names_the_position(schema: Schema) -> None:
    result = validate_sql("SELEC name FROM singer", schema)
    assert result.reason.startswith("parse_error:") and "line 1" in result.reason
    assert validate_sql("SELECT name FROM singer WHERE", schema).reason.startswith("parse_error:")
    assert validate_sql("SELECT", schema).reason.startswith("parse_error:")


@pytest.mark.parametrize(
    "sql, reason",
    [
        ("SELECT nme FROM singer", "unknown_column:nme (did you mean Name?)"),
        ("SELECT singer.nme FROM singer", "unknown_column:singer.nme (did you mean singer.Name?)"),
        ("SELECT T1.nme FROM singer AS T1", "unknown_column:T1.nme (T1 is singer) (did you mean T1.Name?)"),
        ("SELECT name FROM singers", "unknown_table:singers (did you mean singer?)"),
        ("SELECT year FROM singer", "unknown_column:year (year is in concert, not in FROM: join it)"),
        ("SELECT singer.name FROM singer AS T1",
         "unknown_column:singer.name (table singer is aliased as T1; write T1.name)"),
        ("SELECT concert.year FROM singer AS T1", "unknown_column:concert.year (table concert is not in FROM; join it)"),
        ("SELECT T3.name FROM singer AS T1", "unknown_column:T3.name (no table or alias T3; FROM has T1)"),
        ("SELECT x.name FROM (SELECT name AS n FROM singer) AS x", "unknown_column:x.name (x has n)"),
        ("WITH c AS (SELECT name FROM singer) SELECT age FROM c",
         "unknown_column:age (age is in singer, not in FROM: join it)"),
        ("SELECT `nme` FROM singer", "unknown_column:nme (did you mean Name?)"),  # backticks never mean a string
        ("SELECT name FROM singer WHERE age > (SELECT avg(agee) FROM singer)", "unknown_column:agee (did you mean Age?)"),
        ("SELECT name FROM singer UNION SELECT name FROM stadium ORDER BY nme", "unknown_column:nme (did you mean name?)"),
        ("SELECT foo FROM singer", "unknown_column:foo (no such column in any table)"),
    ],
)
def test_unknown_names_get_a_suggestion(sql: str, reason: str, schema: Schema, db: Path) -> None:
    result = validate_sql(sql, schema)
    assert not result.valid
    assert result.reason == reason
    assert result.suggestions and result.suggestions[0]
    assert not execute(db, sql).ok  # SQLite agrees it cannot run


def test_every_error_is_listed_once(schema: Schema) -> None:
    result = validate_sql("SELECT nme, agee, nme FROM singers", schema)
    assert result.errors == ["unknown_table:singers (did you mean singer?)"]  # columns of an unknown table are not judged
    result = validate_sql("SELECT nme, agee, nme FROM singer", schema)
    assert [e.split(" ")[0] for e in result.errors] == ["unknown_column:nme", "unknown_column:agee"]
    assert len(result.suggestions) == 2


@pytest.mark.parametrize(
    "sql, reason",
    [
        ("SELECT name FROM singer WHERE count(*) > 1", "misplaced_aggregate:COUNT in WHERE"),
        ("SELECT name FROM singer ORDER BY count(*) DESC LIMIT 1", "aggregate_without_group_by:COUNT in ORDER BY"),
        ("SELECT name FROM singer HAVING count(*) > 1", "aggregate_without_group_by:COUNT in HAVING"),
        # SQLite resolves GROUP BY / ORDER BY of a subquery only inside it.
        ("SELECT name FROM singer WHERE age = (SELECT capacity FROM stadium GROUP BY age)", "unknown_column:age"),
    ],
)
def test_structural_errors_sqlite_would_raise(sql: str, reason: str, schema: Schema, db: Path) -> None:
    result = validate_sql(sql, schema)
    assert not result.valid and result.reason.startswith(reason)
    assert not execute(db, sql).ok


@functools.lru_cache(maxsize=None)
def _schema(path: Path, db_id: str) -> Schema:
    return read_schema(path, db_id)


def _gold_rejections(root: Path) -> list[tuple[str, str, str]]:
    bad = []
    for ex in load_dataset(root).evaluable:
        result = validate_sql(ex.gold_sql, _schema(ex.db_path, ex.db_id))
        if not result.valid:
            bad.append((ex.id, ex.gold_sql, result.reason))
    return bad


@pytest.mark.slow
def test_accepts_every_spider_dev_gold_query(spider_dir: Path) -> None:
    assert _gold_rejections(spider_dir) == []


def test_accepts_every_bundled_gold_query(mini_dir: Path) -> None:
    if not (mini_dir / "dev.json").is_file():
        pytest.skip("bundled questions not written yet")
    assert _gold_rejections(mini_dir) == []


@pytest.mark.parametrize(
    "sql",
    [
        "SELECT " + "(" * 3000 + "1" + ")" * 3000 + " FROM singer",
        "SELECT " + "CASE WHEN age > 1 THEN " * 200 + "name" + " END" * 200 + " FROM singer",
        "SELECT name FROM singer WHERE singer_id IN "
        + "(SELECT singer_id FROM singer WHERE singer_id IN " * 150 + "(1)" + ")" * 150,
    ],
)
def test_too_deeply_nested_sql_is_invalid_not_raised(sql: str, db: Path, schema: Schema) -> None:
    result = validate_sql(sql, schema)
    assert not result.valid and result.reason == "too_deeply_nested" and result.errors == ["too_deeply_nested"]
    assert result.suggestions and "fewer nested" in result.suggestions[0]
    assert execute(db, sql).error == "parser stack overflow"  # SQLite refuses it as well


def test_a_dangerous_keyword_is_named_even_in_deeply_nested_sql(schema: Schema) -> None:
    sql = "DROP TABLE singer; SELECT " + "(" * 3000 + "1" + ")" * 3000 + " FROM singer"
    assert validate_sql(sql, schema).reason == "dangerous:DROP"
