"""What the original database looks like to the replica fuzzer: DDL, value pools, keys, gold literals."""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from sqlglot import exp

from nl2sql.eval.near_misses import COMPARISON_FLIPS, in_filter, parse_query
from nl2sql.sql.db import connect_readonly
from nl2sql.sql.scanner import quote_identifier
from nl2sql.sql.schema import Schema, read_schema

POOL_ROWS = 10_000  # rows read per original table for its value pools


@dataclass
class SourceColumn:
    """One column of the original: its values, NULL rate and the literals gold queries compare it with."""

    name: str
    index: int
    values: list  # non-NULL values of the original column (with their repeats)
    null_rate: float
    notnull: bool
    span: float = 0.0  # max - min of the numeric values: the scale of a perturbation
    literals: list = field(default_factory=list)  # values gold queries compare this column with
    wants_null: bool = False  # a gold query tests it with IS NULL / IS NOT NULL


@dataclass
class SourceTable:
    """One table of the original: columns, row count, keys and a sample of its rows."""

    name: str
    columns: list[SourceColumn]
    rows: int  # rows in the original
    keys: list[tuple[int, ...]]  # column positions of the primary key and every UNIQUE constraint
    pk: tuple[int, ...]
    sample: list[tuple] = field(default_factory=list)  # original rows (the first POOL_ROWS)


@dataclass
class SourceFK:
    """A foreign key by column positions (composite keys kept whole)."""

    table: str
    cols: tuple[int, ...]
    ref_table: str
    ref_cols: tuple[int, ...]


@dataclass
class Source:
    """The original database as the fuzzer sees it."""

    schema: Schema
    ddl: list[tuple[str, str]]  # (type, sql) in sqlite_master order
    tables: dict[str, SourceTable]  # by lower-case name
    fks: list[SourceFK]


def read_source(db_path: Path) -> Source:
    """Schema, exact DDL, per-column value pools and key constraints of the original database."""
    schema = read_schema(db_path)
    conn = connect_readonly(db_path)
    try:
        ddl = [
            (t, s)
            for t, n, s in conn.execute("SELECT type, name, sql FROM sqlite_master ORDER BY rowid")
            if s and not n.startswith("sqlite_")
        ]
        tables: dict[str, SourceTable] = {}
        for table in schema.tables:
            quoted = quote_identifier(table.name, always=True)
            info = conn.execute(f"PRAGMA table_info({quoted})").fetchall()
            names = [r[1] for r in info]
            pos = {n.lower(): i for i, n in enumerate(names)}
            count = conn.execute(f"SELECT count(*) FROM {quoted}").fetchone()[0]
            # A replica holds at most a few hundred rows: the first POOL_ROWS rows are value pool enough.
            rows = conn.execute(f"SELECT * FROM {quoted} LIMIT {POOL_ROWS}").fetchall()
            columns = []
            for i, r in enumerate(info):
                values = [row[i] for row in rows if row[i] is not None]
                null_rate = (len(rows) - len(values)) / len(rows) if rows else 0.0
                if not rows:  # an empty table (some Spider databases ship empty): values from the type
                    values = _synthetic(r[1], r[2] or "")
                nums = [v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)]
                span = float(max(nums) - min(nums)) if nums else 0.0
                columns.append(SourceColumn(r[1], i, values, null_rate, bool(r[3]), span))
            pk = tuple(pos[c.lower()] for c in table.primary_key if c.lower() in pos)
            keys = [pk] if pk else []
            for idx in conn.execute(f"PRAGMA index_list({quoted})").fetchall():
                if idx[2]:  # unique
                    index = quote_identifier(idx[1], always=True)
                    cols = [r[2] for r in conn.execute(f"PRAGMA index_info({index})").fetchall()]
                    if cols and all(c is not None and c.lower() in pos for c in cols):
                        key = tuple(pos[c.lower()] for c in cols)
                        if key not in keys:
                            keys.append(key)
            tables[table.name.lower()] = SourceTable(table.name, columns, count, keys, pk, rows)
        fks = _read_fks(conn, schema, tables)
    finally:
        conn.close()
    return Source(schema, ddl, tables, fks)


def _synthetic(name: str, sql_type: str) -> list:
    """Stand-in values for a column of an empty table, by declared type (gold literals are added later)."""
    t = sql_type.lower()
    if "int" in t or "bool" in t or "bit" in t:
        return list(range(1, 21))
    if any(k in t for k in ("real", "floa", "doub", "num", "dec")):
        return [round(1.5 * i, 1) for i in range(1, 21)]
    if any(k in t for k in ("date", "time", "year")):
        return [f"20{10 + i % 10}-{1 + i % 12:02d}-{1 + i % 28:02d}" for i in range(20)]
    return [f"{name} {i}" for i in range(1, 21)]


def _read_fks(conn: sqlite3.Connection, schema: Schema, tables: dict[str, SourceTable]) -> list[SourceFK]:
    """Foreign keys, composite ones kept whole; those naming a missing table or column are skipped."""
    # read_schema resolves an implicit "REFERENCES t" to t's primary key; a column may have several FKs.
    resolved = {(fk.table.lower(), fk.column.lower(), fk.ref_table.lower()): fk.ref_column for fk in schema.foreign_keys}
    out: list[SourceFK] = []
    for table in schema.tables:
        groups: dict[int, list[tuple]] = {}
        for r in conn.execute(f"PRAGMA foreign_key_list({quote_identifier(table.name, always=True)})").fetchall():
            groups.setdefault(r[0], []).append(r)
        child = tables[table.name.lower()]
        cpos = {c.name.lower(): c.index for c in child.columns}
        for _, group in sorted(groups.items()):
            group = sorted(group, key=lambda r: r[1])
            parent = tables.get(group[0][2].lower())
            if parent is None:
                continue
            ppos = {c.name.lower(): c.index for c in parent.columns}
            cols, ref_cols = [], []
            for seq, r in enumerate(group):
                ref_col = r[4] or resolved.get((table.name.lower(), r[3].lower(), parent.name.lower()), "")
                if not ref_col and len(parent.pk) == len(group):
                    ref_col = parent.columns[parent.pk[seq]].name
                if ref_col.lower() not in ppos or r[3].lower() not in cpos:
                    break
                cols.append(cpos[r[3].lower()])
                ref_cols.append(ppos[ref_col.lower()])
            else:
                out.append(SourceFK(table.name, tuple(cols), parent.name, tuple(ref_cols)))
    return out


def attach_literals(source: Source, golds: list[str]) -> None:
    """Give each column the literals gold queries compare it with, so replicas hit WHERE x = 'v' and x > n."""
    known = {c.name.lower() for t in source.tables.values() for c in t.columns}
    for sql in golds:
        tree = parse_query(sql)
        if tree is None:
            continue
        aliases, used = _table_refs(tree, source)
        for node in tree.find_all(exp.Predicate):
            if isinstance(node, exp.Is):
                for col in _targets(node.this, aliases, used, source):
                    col.wants_null = True
                continue
            column = node.this if isinstance(node.this, exp.Column) else None
            if column is None:
                continue
            values: list = []
            if isinstance(node, exp.In):
                values = [_literal(v, known) for v in node.expressions]
            elif isinstance(node, exp.Between):
                values = [_literal(node.args.get("low"), known), _literal(node.args.get("high"), known)]
            elif isinstance(node, (exp.Like, exp.ILike)):
                pattern = _literal(node.expression, known)
                if isinstance(pattern, str):
                    values = [pattern.replace("%", "").replace("_", " ").strip() or None, ("LIKE", pattern)]
            elif isinstance(node, exp.Binary) and type(node) in COMPARISON_FLIPS:
                values = [_literal(node.expression, known)]
            values = [v for v in values if v is not None]
            if not values:
                continue
            for col in _targets(column, aliases, used, source):
                for v in values:
                    col.literals.extend(_around(v, col))


def _table_refs(tree: exp.Expression, source: Source) -> tuple[dict[str, str], list[str]]:
    """Alias -> table and the tables a query reads (names lower-cased, known tables only)."""
    aliases: dict[str, str] = {}
    used: list[str] = []
    for t in tree.find_all(exp.Table):
        if t.name.lower() in source.tables:
            used.append(t.name.lower())
            aliases[t.alias_or_name.lower()] = t.name.lower()
    return aliases, used


def _gaps(value: int | float, col: SourceColumn) -> list:
    """Thresholds strictly between a numeric literal and the nearest original values on each side:
    anywhere in such a gap, a comparison gives the same answer on the original data."""
    nums = sorted({v for v in col.values if isinstance(v, (int, float)) and not isinstance(v, bool)})
    above = next((v for v in nums if v > value), None)
    below = next((v for v in reversed(nums) if v < value), None)
    out = []
    for other in (above, below):
        if other is None:
            continue
        if isinstance(value, int) and isinstance(other, int):
            if abs(other - value) >= 2:
                out.append((value + other) // 2)
        else:
            out.append(round((value + other) / 2, 4))
    return out


def gap_mutants(sql: str, source: Source) -> list[str]:
    """Neighbours moving a numeric threshold into the data's gap: `age > 30` -> `age > 35` when no
    original age lies between 30 and 41. Only replicas with values in the gap tell them apart."""
    tree = parse_query(sql)
    if tree is None:
        return []
    aliases, used = _table_refs(tree, source)
    out: list[str] = []
    for index, node in enumerate(tree.walk()):
        if type(node) not in (exp.GT, exp.GTE, exp.LT, exp.LTE) or not in_filter(node):
            continue
        value = _literal(node.expression, set())
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            continue
        for mid in sorted({m for col in _targets(node.this, aliases, used, source) for m in _gaps(value, col)}):
            copy = tree.copy()
            target = next(n for i, n in enumerate(copy.walk()) if i == index)
            target.set("expression", exp.Literal.number(mid))
            out.append(copy.sql(dialect="sqlite"))
    return out


def _targets(node: exp.Expression, aliases: dict[str, str], used: list[str], source: Source) -> list[SourceColumn]:
    """The schema columns a column reference may mean (qualified: one; bare: any used table having it)."""
    if not isinstance(node, exp.Column):
        return []
    name = node.name.lower()
    tables = [aliases[node.table.lower()]] if node.table and node.table.lower() in aliases else used
    out = []
    for t in dict.fromkeys(tables):
        col = next((c for c in source.tables[t].columns if c.name.lower() == name), None)
        if col is not None:
            out.append(col)
    return out


def _literal(node: exp.Expression | None, known_columns: set[str]):
    """A Python value for a literal node; Spider's "double-quoted" strings count when they name no column."""
    if isinstance(node, exp.Neg) and isinstance(node.this, exp.Literal) and not node.this.is_string:
        value = _literal(node.this, known_columns)
        return -value if isinstance(value, (int, float)) else None
    if isinstance(node, exp.Literal):
        if node.is_string:
            return node.this
        try:
            return int(node.this)
        except ValueError:
            try:
                return float(node.this)
            except ValueError:
                return None
    if isinstance(node, exp.Column) and not node.table and node.this.args.get("quoted"):
        if node.name.lower() not in known_columns:
            return node.name
    return None


def _around(value, col: SourceColumn) -> list:
    """A literal and its neighbours, so that replicas hold values at, just below and just above it."""
    if isinstance(value, tuple):  # ("LIKE", pattern): the original values that match it
        regex = re.compile("^" + re.escape(value[1]).replace("%", ".*").replace("_", ".") + "$", re.I | re.S)
        return sorted({v for v in col.values if isinstance(v, str) and regex.match(v)}, key=str)[:20]
    if isinstance(value, bool):
        return [value]
    if isinstance(value, int):
        return [value, value - 1, value + 1, *_gaps(value, col)]
    if isinstance(value, float):
        step = max(abs(value) * 0.01, 0.01)
        return [value, round(value - step, 4), round(value + step, 4), *_gaps(value, col)]
    return [value]

