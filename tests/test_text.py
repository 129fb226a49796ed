"""The shared helpers: nl2sql.text.clip, nl2sql.sql.scanner.quote_identifier and nl2sql.sql.db.json_cell."""

from __future__ import annotations

import json
import sqlite3

import pytest

from nl2sql.methods.agent.trace import MAX_TRACE_TEXT
from nl2sql.methods.agent.trace import clip as trace_clip
from nl2sql.sql.db import execute, json_cell
from nl2sql.sql.scanner import quote_identifier
from nl2sql.text import clip


def test_clip_keeps_text_that_fits_and_marks_a_cut():
    assert clip("abc", 3) == "abc" and clip("", 0) == ""
    assert clip("abcdef", 3) == "abc..."
    assert clip("abcdef", 3, note=True) == "abc... [3 more chars]"
    assert clip("abcdef", 0) == "..."


def test_clip_marks_of_the_texts_that_keep_their_own_form():
    assert clip("abcdef", 3, mark="") == "abc"
    assert clip("abcdef", 2, mark=" ... [{n} more chars]") == "ab ... [4 more chars]"
    assert clip("x" * 1234, 5, mark="... ({total:,} chars)") == "xxxxx... (1,234 chars)"
    assert clip("abc", 3, mark="... ({total:,} chars)") == "abc"


def test_trace_clip_is_the_noted_clip_with_the_trace_limit():
    long = "y" * (MAX_TRACE_TEXT + 7)
    assert trace_clip(long) == clip(long, MAX_TRACE_TEXT, note=True) and trace_clip(long).endswith("[7 more chars]")
    assert trace_clip("abcdef", 2) == "ab... [4 more chars]"


@pytest.mark.parametrize(("name", "bare"), [
    ("singer", "singer"), ("Song_Name", "Song_Name"), ("café", "café"), ("_x1", "_x1"),
    ("Home Town", '"Home Town"'), ("1st", '"1st"'), ("a-b", '"a-b"'), ('say "hi"', '"say ""hi"""'),
    ("_", '"_"'), ("", '""'),
])
def test_quote_identifier_quotes_only_when_needed_unless_always(name, bare):
    assert quote_identifier(name) == bare
    assert quote_identifier(name, always=True) == '"' + name.replace('"', '""') + '"'


def test_quoted_identifiers_name_the_table_in_sqlite(tmp_path):
    path = tmp_path / "q.sqlite"
    names = ["plain", "Home Town", 'say "hi"', "1st", "order"]
    with sqlite3.connect(path) as conn:
        for name in names:
            q = quote_identifier(name, always=True)
            conn.execute(f"CREATE TABLE {q} ({q} INTEGER)")
            conn.execute(f"INSERT INTO {q} VALUES (1)")
    for name in names:
        q = quote_identifier(name, always=True)
        assert execute(path, f"SELECT {q} FROM {q}").rows == [(1,)], name
        if name != "order":  # a keyword needs always=True
            assert execute(path, f"SELECT * FROM {quote_identifier(name)}").ok, name


def test_json_cell_keeps_what_json_holds_and_reprs_blobs():
    for v in (None, 0, -3, 2**63 - 1, 1.5, "text", ""):
        assert json_cell(v) == v and type(json_cell(v)) is type(v)
    assert json_cell(b"\x00ab") == repr(b"\x00ab") == str(b"\x00ab")
    assert json_cell(float("inf")) == float("inf") and json_cell(float("-inf"), finite=True) == "-inf"
    assert json_cell(float("nan"), finite=True) == "nan" and json_cell(2.5, finite=True) == 2.5


def test_json_cell_cuts():
    long, blob = "t" * 300, bytes(200)
    assert json_cell(long) == long and json_cell(long, 200) == "t" * 200 + "..."
    assert json_cell(blob, 200) == repr(blob)[:200] + "..."
    assert json_cell(blob, blob_chars=80) == repr(blob)[:80] and json_cell(long, blob_chars=80) == long
    assert json_cell(b"ab", blob_chars=80) == "b'ab'"


def test_json_cell_of_every_kind_sqlite_returns(tmp_path):
    path = tmp_path / "cells.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE t (a)")
    res = execute(path, "SELECT NULL, 1, 2.5, 'x', x'00ff', 1e999, -1e999")
    assert res.ok and [type(v) for v in res.rows[0]] == [type(None), int, float, str, bytes, float, float]
    page = [json_cell(v, 200, finite=True) for v in res.rows[0]]
    assert page == [None, 1, 2.5, "x", "b'\\x00\\xff'", "inf", "-inf"]
    json.dumps(page, allow_nan=False)  # a page's strict JSON holds every cell
