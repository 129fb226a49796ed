"""Value relinking: a string literal compared with a column that never holds it, moved to the one column of the same
table that does.

    fix = relink_literals("SELECT name FROM enzyme WHERE Chromosome != 'Heme'", db_path, schema)
    fix.sql, fix.notes   # "... WHERE Product != 'Heme'", ["enzyme.Chromosome -> enzyme.Product ('Heme')"]

A question that names a value but not its column ("enzymes with not 'Heme'") leads a small model to filter the right
table on the wrong column: the SQL runs and answers nothing. The database says which column stores the value. A
comparison (`=`, `!=`, `<>`) of a column with a string literal is rewritten when no row of that column equals the
literal and exactly one other column of its table has a row that does (docs/reference-loop.md#value-relink); a
literal stored nowhere, or in two other columns, is left alone. Every lookup is one indexed or scanned read-only
`SELECT 1 ... LIMIT 1`, under one deadline for the whole query; a database that cannot be read changes nothing.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from sqlglot import exp

from nl2sql.sql.db import PROGRESS_EVERY, connect_readonly
from nl2sql.sql.identifiers import IdentifierFix, edit_spans, identifier_span
from nl2sql.sql.parsing import parse_one
from nl2sql.sql.scanner import quote_identifier
from nl2sql.sql.schema import Schema, Table

DEADLINE_S = 2.0  # for every lookup of one query together: a large table's scans must not hold a question up


def holds(conn: sqlite3.Connection, table: str, column: str, value: str) -> bool | None:
    """Whether some row's column equals the value (SQLite's own comparison); None when the read fails."""
    where = f"{quote_identifier(table, always=True)} WHERE {quote_identifier(column, always=True)} = ?"
    try:
        return conn.execute(f"SELECT 1 FROM {where} LIMIT 1", (value,)).fetchone() is not None
    except sqlite3.Error:
        return None


def select_tables(select: exp.Select, schema: Schema) -> dict[str, Table]:
    """Alias (or name), lower-cased, of every schema table this SELECT reads itself (not its subqueries')."""
    out: dict[str, Table] = {}
    for t in select.find_all(exp.Table):
        table = schema.table(t.name)
        if table is not None and t.parent_select is select:
            out[t.alias_or_name.lower()] = table
    return out


def home_table(col: exp.Column, tables: dict[str, Table]) -> Table | None:
    """The table the column is read from: its qualifier's, or the one table of the SELECT that has a column so named."""
    if col.table:
        return tables.get(col.table.lower())
    owners = {id(t): t for t in tables.values() if any(c.name.lower() == col.name.lower() for c in t.columns)}
    return next(iter(owners.values())) if len(owners) == 1 else None


def string_comparison(node: exp.Expression) -> tuple[exp.Column, str] | None:
    """(column, string) of a comparison of a column with a string literal, either way round."""
    left, right = node.this, node.expression
    if isinstance(right, exp.Column) and isinstance(left, exp.Literal):
        left, right = right, left
    if isinstance(left, exp.Column) and isinstance(right, exp.Literal) and right.is_string:
        return left, right.this
    return None


def relink_literals(sql: str, db_path: str | Path, schema: Schema | None) -> IdentifierFix | None:
    """The query with each literal moved to the column of its table that holds it (the module's rule), or None."""
    if not sql or schema is None:
        return None
    try:
        tree = parse_one(sql)
        conn = connect_readonly(db_path)
    except (RecursionError, OSError, sqlite3.Error):
        return None
    if tree is None:
        conn.close()
        return None
    deadline = time.perf_counter() + DEADLINE_S
    conn.set_progress_handler(lambda: int(time.perf_counter() > deadline), PROGRESS_EVERY)  # as execute() does
    edits: list[tuple[int, int, str]] = []
    notes: list[str] = []
    try:
        for select in tree.find_all(exp.Select):
            tables = select_tables(select, schema)
            for node in select.find_all(exp.EQ, exp.NEQ):
                pair = string_comparison(node) if node.parent_select is select else None
                if pair is None or (home := home_table(pair[0], tables)) is None:
                    continue
                (col, value), column = pair, home.column(pair[0].name)
                if column is None or holds(conn, home.name, column.name, value) is not False:
                    continue  # the column holds the value, or the read failed: nothing to move
                held = {c.name: holds(conn, home.name, c.name, value) for c in home.columns if c is not column}
                others = [c for c in home.columns if held.get(c.name)]
                span = identifier_span(col.this, sql)
                # "Exactly one" only when every other column answered: a read cut by the deadline is not a no.
                if len(others) == 1 and None not in held.values() and span is not None:
                    edits.append((*span, quote_identifier(others[0].name)))
                    notes.append(f"{home.name}.{column.name} -> {home.name}.{others[0].name} ({value!r})")
    finally:
        conn.close()
    return IdentifierFix(edit_spans(sql, edits), notes) if edits else None
