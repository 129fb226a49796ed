"""Schemas from SQLite files and tables.json; schema text; table samples."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nl2sql.sql.schema import (
    ForeignKey,
    SchemaError,
    read_schema,
    schema_from_tables_json,
    schema_to_text,
    table_samples,
    tables_json_entry,
)


@pytest.fixture(scope="module")
def concert_db(spider_dir: Path) -> Path:
    return spider_dir / "database" / "concert_singer" / "concert_singer.sqlite"


def test_read_schema_tables_columns_keys(concert_db: Path) -> None:
    schema = read_schema(concert_db)
    assert schema.db_id == "concert_singer"
    assert schema.table_names == ["stadium", "singer", "concert", "singer_in_concert"]
    singer = schema.table("SINGER")  # case-insensitive lookup
    assert singer is not None and singer.primary_key == ["Singer_ID"]
    assert singer.column("age").type == "INT"
    assert schema.table("singer_in_concert").primary_key == ["concert_ID", "Singer_ID"]
    assert ForeignKey("concert", "Stadium_ID", "stadium", "Stadium_ID") in schema.foreign_keys


def test_tables_json_round_trip_matches_spider(spider_dir: Path, concert_db: Path) -> None:
    spider_entry = next(t for t in json.loads((spider_dir / "tables.json").read_text()) if t["db_id"] == "concert_singer")
    ours = tables_json_entry(concert_db)
    for key in ("table_names_original", "column_names_original", "column_names", "foreign_keys"):
        assert ours[key] == spider_entry[key], key
    from_json = schema_from_tables_json(spider_entry)
    from_file = read_schema(concert_db)
    assert [t.name for t in from_json.tables] == from_file.table_names
    assert [c.name for c in from_json.table("concert").columns] == [c.name for c in from_file.table("concert").columns]
    assert set(from_json.foreign_keys) == set(from_file.foreign_keys)


def test_schema_text_forms(concert_db: Path) -> None:
    schema = read_schema(concert_db)
    create = schema_to_text(schema)
    assert create.count("CREATE TABLE") == 4
    assert "FOREIGN KEY (Stadium_ID) REFERENCES stadium(Stadium_ID)" in create
    compact = schema_to_text(schema, "compact")
    assert compact.splitlines()[1].startswith("singer(Singer_ID PK, Name,")
    assert "concert.Stadium_ID = stadium.Stadium_ID" in compact
    focused = schema_to_text(schema, "create", tables=["singer"])
    assert focused.count("CREATE TABLE") == 1 and "FOREIGN KEY" not in focused
    with pytest.raises(ValueError, match="unknown schema text style"):
        schema_to_text(schema, "yaml")


def test_table_samples(concert_db: Path) -> None:
    rows = table_samples(concert_db, "Singer", n=2)
    assert len(rows) == 2 and set(rows[0]) >= {"Singer_ID", "Name", "Age"}
    with pytest.raises(SchemaError, match="no such table: singers"):
        table_samples(concert_db, "singers")


def test_quoted_identifiers(tmp_path: Path) -> None:
    import sqlite3

    db = tmp_path / "q.sqlite"
    conn = sqlite3.connect(db)
    conn.execute('CREATE TABLE "home town" ("first name" TEXT, id INTEGER PRIMARY KEY)')
    conn.execute("INSERT INTO \"home town\" VALUES ('Ann', 1)")
    conn.commit()
    conn.close()
    schema = read_schema(db)
    assert 'CREATE TABLE "home town"' in schema_to_text(schema)
    assert table_samples(db, "HOME TOWN") == [{"first name": "Ann", "id": 1}]


