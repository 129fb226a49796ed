"""The SQL text scanner: spans that tile the text, comments, statements and literals outside quotes."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from nl2sql.sql.db import execute
from nl2sql.sql.scanner import mask_literals, normalize_whitespace, segments, split_statements, strip_comments


def _kinds(sql: str, **options) -> list[tuple[str, str]]:
    return [(s.kind, s.text) for s in segments(sql, **options)]


def test_spans_tile_the_text_in_order() -> None:
    sql = "SELECT 'a;b', \"x y\" -- it's\nFROM t /* c */ WHERE `k` = 1"
    spans = list(segments(sql))
    assert "".join(s.text for s in spans) == sql
    assert all(a.end == b.start for a, b in zip(spans, spans[1:])) and spans[-1].end == len(sql)
    assert _kinds(sql) == [
        ("code", "SELECT "), ("string", "'a;b'"), ("code", ", "), ("identifier", '"x y"'), ("code", " "),
        ("comment", "-- it's"), ("code", "\nFROM t "), ("comment", "/* c */"), ("code", " WHERE "),
        ("identifier", "`k`"), ("code", " = 1"),
    ]


def test_lenient_quotes_run_to_the_end_and_strict_ones_must_close() -> None:
    assert _kinds("SELECT 'it''s' , 'open") == [
        ("code", "SELECT "), ("string", "'it'"), ("string", "'s'"), ("code", " , "), ("string", "'open"),
    ]
    assert _kinds("SELECT 'it''s' , 'open", comments=False, strict=True) == [
        ("code", "SELECT "), ("string", "'it''s'"), ("code", " , 'open"),
    ]
    assert _kinds("[a b] -- x", brackets=True) == [("identifier", "[a b]"), ("code", " "), ("comment", "-- x")]
    assert _kinds("[a b] -- x", comments=False) == [("code", "[a b] -- x")]


@pytest.mark.parametrize(
    ("sql", "expected"),
    [
        ("SELECT a -- note\nFROM t", "SELECT a \nFROM t"),
        ("SELECT a/* x */FROM t", "SELECT a FROM t"),
        ("SELECT '--not' FROM t /* open", "SELECT '--not' FROM t  "),
        ("SELECT \"a--b\" FROM t", "SELECT \"a--b\" FROM t"),
    ],
)
def test_strip_comments(sql: str, expected: str) -> None:
    assert strip_comments(sql) == expected


def test_split_statements_and_whitespace_respect_quotes() -> None:
    assert split_statements("SELECT 'a;b' FROM t; ; SELECT 2;") == ["SELECT 'a;b' FROM t", " SELECT 2"]
    assert split_statements("SELECT 1 -- don't; SELECT 2") == ["SELECT 1 -- don't; SELECT 2"]
    folded = normalize_whitespace("  SELECT  a,\n\tb FROM t WHERE a = 'x   y' ;; \n")
    assert folded == "SELECT a, b FROM t WHERE a = 'x   y'"


def test_mask_literals_hides_keywords_in_closed_quotes_only() -> None:
    assert mask_literals("EXPLAIN SELECT 'DROP TABLE t', [DROP TABLE], `x`") == "EXPLAIN SELECT '', '', ''"
    assert mask_literals("SELECT 'it''s' FROM t") == "SELECT '' FROM t"
    assert mask_literals("it's DROP TABLE t") == "it's DROP TABLE t"  # a stray apostrophe hides nothing


def test_the_statements_found_are_the_ones_sqlite_runs(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite"
    conn = sqlite3.connect(db)
    conn.executescript("CREATE TABLE t (a TEXT, \"b;c\" TEXT); INSERT INTO t VALUES ('x;y', '--z');")
    conn.commit()
    conn.close()
    script = "SELECT a FROM t WHERE a = 'x;y'; SELECT \"b;c\" FROM t /* ; */"
    assert len(split_statements(script)) == 3  # the split reads no comments: strip them first
    parts = split_statements(strip_comments(script))
    assert len(parts) == 2
    assert [execute(db, p).rows for p in parts] == [[("x;y",)], [("--z",)]]
