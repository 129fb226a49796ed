"""Database schemas: read from a SQLite file or a Spider tables.json entry, rendered as prompt text."""

from __future__ import annotations

import sqlite3
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Iterable

from nl2sql.sql.db import connect_readonly, execute
from nl2sql.sql.scanner import quote_identifier
from nl2sql.text import clip


@dataclass(frozen=True)
class Column:
    """One column of a table."""

    name: str
    type: str
    table: str
    primary_key: bool = False
    description: str = ""  # shown as a comment in the schema text (BIRD's column descriptions; with_descriptions)


@dataclass(frozen=True)
class ForeignKey:
    """table.column references ref_table.ref_column."""

    table: str
    column: str
    ref_table: str
    ref_column: str


def _named(items: list, name: str):
    """The first item whose name matches, compared case-insensitively (None if none does)."""
    low = name.lower()
    return next((item for item in items if item.name.lower() == low), None)


@dataclass
class Table:
    """A table: its columns in declaration order, its primary key, and example rows when a prompt shows them."""

    name: str
    columns: list[Column]
    primary_key: list[str] = field(default_factory=list)
    # Example rows (column -> value) rendered under the table by schema_to_text; set by with_samples.
    samples: list[dict] = field(default_factory=list)

    def column(self, name: str) -> Column | None:
        """The column with this name, compared case-insensitively."""
        return _named(self.columns, name)


@dataclass
class Schema:
    """The tables and foreign keys of one database.

    Tables and columns are looked up by name case-insensitively, as SQLite resolves them.
    """

    db_id: str
    tables: list[Table]
    foreign_keys: list[ForeignKey] = field(default_factory=list)

    @property
    def table_names(self) -> list[str]:
        return [t.name for t in self.tables]

    def table(self, name: str) -> Table | None:
        """The table with this name, compared case-insensitively."""
        return _named(self.tables, name)

    def to_dict(self) -> dict:
        """A JSON-ready structure (what the get_schema tool returns)."""
        return {
            "db_id": self.db_id,
            "tables": {
                t.name: {"columns": {c.name: c.type for c in t.columns}, "primary_key": t.primary_key}
                for t in self.tables
            },
            "foreign_keys": [asdict(fk) for fk in self.foreign_keys],
        }

    def subset(self, names: list[str]) -> Schema:
        """The schema restricted to these tables (and the foreign keys among them)."""
        keep = {n.lower() for n in names}
        tables = [t for t in self.tables if t.name.lower() in keep]
        fks = [fk for fk in self.foreign_keys if fk.table.lower() in keep and fk.ref_table.lower() in keep]
        return Schema(self.db_id, tables, fks)


class SchemaError(ValueError):
    """A schema that cannot be read."""


def read_schema(db_path: str | Path, db_id: str | None = None) -> Schema:
    """Read tables, columns, types, primary and foreign keys from a SQLite file."""
    path = Path(db_path)
    try:
        conn = connect_readonly(path)
    except sqlite3.Error as exc:
        raise SchemaError(f"cannot open {path}: {exc}") from exc
    try:
        names = [
            r[0]
            for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid"
            )
        ]
        tables, fks = [], []
        for name in names:
            info = conn.execute(f"PRAGMA table_info({quote_identifier(name, always=True)})").fetchall()
            # table_info's pk field gives the 1-based position within the primary key.
            pk = [r[1] for r in sorted((r for r in info if r[5]), key=lambda r: r[5])]
            cols = [Column(r[1], (r[2] or "").upper(), name, bool(r[5])) for r in info]
            tables.append(Table(name, cols, pk))
            for r in conn.execute(f"PRAGMA foreign_key_list({quote_identifier(name, always=True)})").fetchall():
                fks.append(ForeignKey(name, r[3], r[2], r[4] or ""))
    except sqlite3.DatabaseError as exc:
        raise SchemaError(f"{path} is not a readable SQLite database: {exc}") from exc
    finally:
        conn.close()
    schema = Schema(db_id or path.stem, tables)
    schema.foreign_keys = [_resolve_fk(schema, fk) for fk in fks]
    return schema


def _resolve_fk(schema: Schema, fk: ForeignKey) -> ForeignKey:
    """Fill an implicit reference (REFERENCES t without a column) and canonical name casing."""
    ref = schema.table(fk.ref_table)
    if ref is None:
        return fk
    ref_col = fk.ref_column or (ref.primary_key[0] if ref.primary_key else "")
    col = ref.column(ref_col)
    return ForeignKey(fk.table, fk.column, ref.name, col.name if col else ref_col)


def schema_from_tables_json(entry: dict) -> Schema:
    """Build a Schema from one Spider tables.json entry (original, not normalised, names)."""
    try:
        table_names = entry["table_names_original"]
        columns = entry["column_names_original"]
        types = entry["column_types"]
        pks = set(_flatten(entry.get("primary_keys", [])))
        tables = [Table(t, []) for t in table_names]
        for idx, ((t_idx, name), ctype) in enumerate(zip(columns, types)):
            if t_idx < 0:
                continue  # the "*" pseudo-column
            table = tables[t_idx]
            table.columns.append(Column(name, ctype.upper(), table.name, idx in pks))
            if idx in pks:
                table.primary_key.append(name)
        fks = []
        for src, dst in entry.get("foreign_keys", []):
            (st, sc), (dt, dc) = columns[src], columns[dst]
            fks.append(ForeignKey(table_names[st], sc, table_names[dt], dc))
        return Schema(entry["db_id"], tables, fks)
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        raise SchemaError(f"malformed tables.json entry {entry.get('db_id', '?')!r}: {exc!r}") from exc


def _flatten(items: list) -> list[int]:
    """Spider lists composite primary keys as nested lists."""
    out: list[int] = []
    for item in items:
        out.extend(item if isinstance(item, list) else [item])
    return out


def _spider_type(sql_type: str) -> str:
    """Map a declared SQLite type onto Spider's column_types vocabulary."""
    t = sql_type.lower()
    if any(k in t for k in ("char", "text", "clob", "string", "varchar")):
        return "text"
    if any(k in t for k in ("int", "real", "floa", "doub", "num", "dec")):
        return "number"
    if any(k in t for k in ("date", "time", "year")):
        return "time"
    if "bool" in t or "bit" in t:
        return "boolean"
    return "others"


def tables_json_entry(db_path: str | Path, db_id: str | None = None) -> dict:
    """A Spider tables.json entry for a SQLite file."""
    schema = read_schema(db_path, db_id)
    column_names_original: list[list] = [[-1, "*"]]
    column_types = ["text"]
    primary_keys, index = [], {}
    for t_idx, table in enumerate(schema.tables):
        for col in table.columns:
            index[(table.name.lower(), col.name.lower())] = len(column_names_original)
            if col.primary_key:
                primary_keys.append(len(column_names_original))
            column_names_original.append([t_idx, col.name])
            column_types.append(_spider_type(col.type))
    foreign_keys = [
        [index[(fk.table.lower(), fk.column.lower())], index[(fk.ref_table.lower(), fk.ref_column.lower())]]
        for fk in schema.foreign_keys
        if (fk.ref_table.lower(), fk.ref_column.lower()) in index
    ]
    return {
        "db_id": schema.db_id,
        "table_names_original": schema.table_names,
        "table_names": [_natural(t) for t in schema.table_names],
        "column_names_original": column_names_original,
        "column_names": [[t, _natural(c) if t >= 0 else c] for t, c in column_names_original],
        "column_types": column_types,
        "primary_keys": primary_keys,
        "foreign_keys": foreign_keys,
    }


def _natural(name: str) -> str:
    return name.replace("_", " ").lower()


def schema_to_text(schema: Schema, style: str = "create", tables: list[str] | None = None) -> str:
    """Render a schema for a prompt: "create" (CREATE TABLE statements) or "compact" (one line a table)."""
    if tables is not None:
        schema = schema.subset(tables)
    if style == "create":
        return "\n\n".join(_create_statement(schema, t) + _sample_block(t) for t in schema.tables)
    if style == "compact":
        lines = [
            f"{t.name}({', '.join(c.name + (' PK' if c.primary_key else '') for c in t.columns)})" + _sample_block(t)
            for t in schema.tables
        ]
        if schema.foreign_keys:
            joins = ", ".join(f"{f.table}.{f.column} = {f.ref_table}.{f.ref_column}" for f in schema.foreign_keys)
            lines.append(f"Foreign keys: {joins}")
        return "\n".join(lines)
    raise ValueError(f"unknown schema text style {style!r}: use 'create' or 'compact'")


def _create_statement(schema: Schema, table: Table) -> str:
    q = quote_identifier
    lines = [f"  {q(c.name)} {c.type}".rstrip() for c in table.columns]
    notes = [c.description for c in table.columns]
    if table.primary_key:
        lines.append(f"  PRIMARY KEY ({', '.join(q(c) for c in table.primary_key)})")
    for fk in schema.foreign_keys:
        if fk.table == table.name:
            lines.append(f"  FOREIGN KEY ({q(fk.column)}) REFERENCES {q(fk.ref_table)}({q(fk.ref_column)})")
    # A description follows its line's comma, so the comment cannot swallow it.
    body = [line + ("," if i < len(lines) - 1 else "") + (f" -- {notes[i]}" if i < len(notes) and notes[i] else "")
            for i, line in enumerate(lines)]
    return f"CREATE TABLE {q(table.name)} (\n" + "\n".join(body) + "\n);"


# A description is cut, so a long value list cannot blow up the prompt.
DESCRIPTION_CHARS = 160


def with_descriptions(schema: Schema, descriptions: dict[tuple[str, str], str]) -> Schema:
    """A copy whose columns carry their descriptions ({(table, column) in lower case: text}), one line each."""
    if not descriptions:
        return schema
    tables = [replace(t, columns=[replace(c, description=clip(" ".join(descriptions.get(
        (t.name.lower(), c.name.lower()), "").split()), DESCRIPTION_CHARS)) for c in t.columns]) for t in schema.tables]
    return Schema(schema.db_id, tables, list(schema.foreign_keys))


def table_samples(db_path: str | Path, table: str, n: int = 3, schema: Schema | None = None) -> list[dict]:
    """The first n rows of a table as dicts; the table name is checked against the schema."""
    schema = schema or read_schema(db_path)
    found = schema.table(table)
    if found is None:
        raise SchemaError(f"no such table: {table} (tables: {', '.join(schema.table_names)})")
    result = execute(db_path, f"SELECT * FROM {quote_identifier(found.name)} LIMIT {int(n)}", max_rows=n)
    if not result.ok:
        raise SchemaError(f"cannot sample {found.name}: {result.error}")
    return [dict(zip(result.columns, row)) for row in result.rows]


# -- example rows in the prompt (PromptOptions.sample_rows) ------------------------------------------------------

# Example rows under each table of a schema text at most: the literature's "CREATE TABLE + 3 rows" prompt; more rows
# cost prompt length without helping more.
MAX_SAMPLE_ROWS = 3
# A long text cell (a description, an address) is cut, so one row cannot blow up the prompt.
SAMPLE_VALUE_CHARS = 40


def with_samples(schema: Schema, db_path: str | Path, n: int) -> Schema:
    """A copy of the schema whose tables carry their first n rows (at most MAX_SAMPLE_ROWS; none for n <= 0).

    A table that cannot be read gets no rows: example rows help a prompt, they never fail it.
    """
    n = min(int(n), MAX_SAMPLE_ROWS)
    if n <= 0:
        return schema
    tables = []
    for table in schema.tables:
        try:
            rows = table_samples(db_path, table.name, n, schema=schema)
        except SchemaError:
            rows = []
        tables.append(replace(table, samples=rows))
    return Schema(schema.db_id, tables, list(schema.foreign_keys))


def without_samples(schema: Schema) -> Schema:
    """A copy of the schema whose tables carry no example rows."""
    return Schema(schema.db_id, [replace(t, samples=[]) for t in schema.tables], list(schema.foreign_keys))


def samples_text(schema: Schema, tables: Iterable[str]) -> str:
    """The example-row blocks of these tables, in schema order, one after another ("" when none carries rows)."""
    keep = {name.lower() for name in tables}
    return "\n\n".join(_sample_block(t).lstrip("\n") for t in schema.tables if t.name.lower() in keep and t.samples)


def _sample_cell(value: object) -> str:
    """One cell as prompt text: NULL, a short blob note, or the value on one line cut to SAMPLE_VALUE_CHARS."""
    if value is None:
        return "NULL"
    if isinstance(value, (bytes, bytearray)):
        return f"<{len(value)} bytes>"
    text = " ".join(str(value).split()).replace("*/", "* /")  # a cell must not end the comment block
    # The cut text and its "..." together fit in SAMPLE_VALUE_CHARS (the prompt's form: it must not change).
    return text if len(text) <= SAMPLE_VALUE_CHARS else clip(text, SAMPLE_VALUE_CHARS - 3)


def _sample_block(table: Table) -> str:
    """The table's example rows as a SQL comment under its definition ("" when it carries none)."""
    rows = table.samples[:MAX_SAMPLE_ROWS]
    if not rows:
        return ""
    lines = [f"/* {len(rows)} example row{'s' if len(rows) > 1 else ''} of {table.name}:", " | ".join(rows[0])]
    lines += [" | ".join(_sample_cell(v) for v in row.values()) for row in rows]
    return "\n" + "\n".join(lines) + "\n*/"
