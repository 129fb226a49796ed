"""Test-suite (TS) databases: seeded, perturbed replicas of a database, distilled to tell gold queries from near misses.

In the spirit of Zhong et al. 2020 ("Semantic Evaluation for Text-to-SQL with Distilled Test
Suites"): many candidate replicas are fuzzed from the original database's own values, every gold
query is mutated into near-miss neighbours (a dropped condition, a flipped comparison, a swapped
aggregate, no DISTINCT, another LIMIT, the other sort direction, ...), and K replicas are picked
greedily so that together they tell the most (gold, neighbour) pairs apart that the original
database alone cannot. See docs/evaluation-ts.md.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
import shutil
import sqlite3
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path

import sqlglot
from sqlglot import exp

from ..db import DatabaseNotFound, connect_readonly, execute
from ..paths import cache_dir
from ..schema import Schema, read_schema
from .execution import order_matters, prepare_sql

# Bump whenever replica generation or distillation changes, so that old cached suites are not reused.
BUILDER_VERSION = 2
DEFAULT_K = 10
# Rows per table in a replica: enough for joins, groups and duplicates, small enough that
# every gold query and every neighbour runs in milliseconds.
DEFAULT_MAX_ROWS = 200
# Generous, so that only a runaway query (not a busy machine) rejects a replica: a suite must
# come out the same on every machine for the same seed.
GOLD_TIMEOUT_S = 10.0
MUTANT_TIMEOUT_S = 2.0
RESULT_CAP = 10_000
POOL_ROWS = 10_000  # rows read per original table for its value pools
MAX_MUTANTS_PER_QUERY = 30
# Candidates fuzzed per replica kept, and extra rounds when too few candidates run every gold query.
CANDIDATES_PER_REPLICA = 4
MIN_CANDIDATES = 24
MAX_ROUNDS = 3
MANIFEST = "manifest.json"


class TestSuiteError(ValueError):
    """A database or gold-query set for which no test suite can be built."""

    __test__ = False  # not a pytest class, despite the name


@dataclass(frozen=True)
class SuiteStats:
    """What a built suite achieves: how many (gold, near-miss) pairs the original and the replicas tell apart."""

    db_id: str
    k: int
    seed: int
    replicas: int  # replicas kept (k unless too few candidates ran every gold query)
    candidates: int  # candidate replicas fuzzed
    valid_candidates: int  # candidates on which every gold query ran
    gold_queries: int  # distinct gold queries
    gold_failing_on_original: int  # broken gold queries, left out of every check
    mutants: int  # (gold, neighbour) pairs whose neighbour runs on the original database
    killed_by_original: int  # pairs the original database already tells apart (EX catches them)
    killed_by_suite: int  # pairs the original or some replica tells apart (TS catches them)
    survivors: int  # pairs never told apart: mostly equivalent rewrites
    all_nonempty: bool  # some replica gives a non-empty result to every gold query non-empty on the original
    tied_pairs: int  # (gold, replica) pairs skipped: the gold's ORDER BY ... LIMIT ties at the cut there
    build_s: float
    path: str

    @property
    def ts_only(self) -> int:
        """Pairs caught by the replicas but not by the original database: what TS adds to EX."""
        return self.killed_by_suite - self.killed_by_original


@dataclass(frozen=True)
class TestSuite:
    """A built suite: the replica files, their statistics and where a gold query's answer is ill-defined."""

    __test__ = False  # not a pytest class, despite the name

    replicas: list[Path]
    stats: SuiteStats
    # Replica file name -> gold queries whose ORDER BY ... LIMIT cut falls inside a tie there: which
    # of the tied rows comes out depends on the query plan, so an equivalent query may pick another.
    tied: dict[str, list[str]] = field(default_factory=dict)

    def replicas_for(self, gold_sql: str) -> list[Path]:
        """The replicas on which this gold query's result is well defined (all of them for most queries)."""
        gold = gold_sql.strip()
        return [p for p in self.replicas if gold not in self.tied.get(p.name, ())]


# --------------------------------------------------------------------------------------------
# Public API


def get_suite(
    db_path: str | Path,
    gold_queries: Iterable[str],
    k: int = DEFAULT_K,
    seed: int = 0,
    cache: bool = True,
    max_rows: int = DEFAULT_MAX_ROWS,
) -> TestSuite:
    """Build (or load from the cache) the suite of db_path for these gold queries.

    With cache=False nothing is read from or written to the cache: the replicas go to a fresh
    temporary directory that the caller owns.
    """
    return _build(Path(db_path), gold_queries, k, seed, cache, max_rows)


def build_suite(
    db_path: str | Path,
    gold_queries: Iterable[str],
    k: int = DEFAULT_K,
    seed: int = 0,
    cache: bool = True,
    max_rows: int = DEFAULT_MAX_ROWS,
) -> list[Path]:
    """K seeded replicas of db_path distilled against gold_queries; cached, so built once."""
    return get_suite(db_path, gold_queries, k, seed, cache, max_rows).replicas


def suite_stats(
    db_path: str | Path,
    gold_queries: Iterable[str],
    k: int = DEFAULT_K,
    seed: int = 0,
    max_rows: int = DEFAULT_MAX_ROWS,
) -> SuiteStats:
    """The statistics of a suite (built first if it is not cached yet)."""
    return get_suite(db_path, gold_queries, k, seed, True, max_rows).stats


def build_dataset_suites(dataset, k: int = DEFAULT_K, seed: int = 0) -> dict[str, TestSuite]:
    """Build (or load) the suite of every evaluable database of a nl2sql.data.Dataset, by db_id."""
    golds: dict[str, list[str]] = {}
    paths: dict[str, Path] = {}
    for ex in dataset.evaluable:
        golds.setdefault(ex.db_id, []).append(ex.gold_sql)
        paths[ex.db_id] = ex.db_path
    return {db_id: get_suite(paths[db_id], golds[db_id], k, seed) for db_id in sorted(golds)}


def suite_key(db_path: str | Path, gold_queries: Iterable[str], k: int, seed: int, max_rows: int = DEFAULT_MAX_ROWS) -> str:
    """The cache key: database bytes, the set of gold queries, k, seed, row cap and builder version."""
    golds = _normalise_golds(gold_queries)
    h = hashlib.sha256()
    h.update(_file_sha256(Path(db_path)).encode())
    h.update(hashlib.sha256("\n\x00".join(golds).encode()).hexdigest().encode())
    h.update(f"|k={k}|seed={seed}|rows={max_rows}|v={BUILDER_VERSION}".encode())
    return h.hexdigest()


def same_result(gold_rows: list[tuple], other_rows: list[tuple], ordered: bool) -> bool:
    """Results compared as the default EX comparator does for same-shaped queries: a list if ordered, else a multiset."""
    if ordered:
        return list(gold_rows) == list(other_rows)
    return Counter(gold_rows) == Counter(other_rows)


# --------------------------------------------------------------------------------------------
# Near-miss neighbours (mutants) of a gold query


_FLIPS: dict[type, tuple[type, ...]] = {
    exp.GT: (exp.GTE, exp.LT),
    exp.GTE: (exp.GT, exp.LTE),
    exp.LT: (exp.LTE, exp.GT),
    exp.LTE: (exp.LT, exp.GTE),
    exp.EQ: (exp.NEQ,),
    exp.NEQ: (exp.EQ,),
}
_AGG_SWAPS: dict[type, tuple[type, ...]] = {
    exp.Max: (exp.Min,),
    exp.Min: (exp.Max,),
    exp.Sum: (exp.Count, exp.Avg),
    exp.Count: (exp.Sum,),
    exp.Avg: (exp.Sum,),
}
_SETOP_SWAPS: dict[type, tuple[type, ...]] = {
    exp.Union: (exp.Intersect,),
    exp.Intersect: (exp.Union, exp.Except),
    exp.Except: (exp.Intersect,),
}


def _parse(sql: str) -> exp.Expression | None:
    try:
        tree = sqlglot.parse_one(sql, read="sqlite")
    except (sqlglot.errors.ParseError, sqlglot.errors.TokenError, ValueError):
        return None
    return tree if isinstance(tree, exp.Query) else None


def _in_filter(node: exp.Expression) -> bool:
    """Inside a WHERE or HAVING clause (not a JOIN ... ON condition)."""
    parent = node.parent
    while parent is not None:
        if isinstance(parent, (exp.Where, exp.Having)):
            return True
        if isinstance(parent, (exp.Join, exp.Select)):
            return False
        parent = parent.parent
    return False


def _edits(node: exp.Expression) -> list[Callable[[exp.Expression], None]]:
    """The near-miss edits that apply at one node; each mutates a copy of the node in place."""
    edits: list[Callable[[exp.Expression], None]] = []
    cls = type(node)
    if cls in _FLIPS and _in_filter(node):
        both_columns = isinstance(node.this, exp.Column) and isinstance(node.expression, exp.Column)
        if not both_columns:  # a column = column predicate is an implicit join: flipping it only explodes
            for new in _FLIPS[cls]:
                edits.append(lambda n, new=new: n.replace(new(this=n.this.copy(), expression=n.expression.copy())))
    if isinstance(node, (exp.And, exp.Or)) and _in_filter(node):
        edits.append(lambda n: n.replace(n.this.copy()))  # drop the right condition
        edits.append(lambda n: n.replace(n.expression.copy()))  # drop the left condition
        other = exp.Or if isinstance(node, exp.And) else exp.And
        edits.append(lambda n, o=other: n.replace(o(this=n.this.copy(), expression=n.expression.copy())))
    if isinstance(node, (exp.Where, exp.Having)) and not isinstance(node.this, (exp.And, exp.Or)):
        edits.append(lambda n: n.pop())  # drop the only condition
    if cls in _AGG_SWAPS:
        arg = node.this
        for new in _AGG_SWAPS[cls]:
            if isinstance(arg, exp.Star) and new is not exp.Count:
                continue
            if isinstance(arg, exp.Distinct) and new is not exp.Count:
                continue
            edits.append(lambda n, new=new: n.replace(new(this=n.this.copy())))
        if isinstance(arg, exp.Distinct) and len(arg.expressions) == 1:
            edits.append(lambda n: n.set("this", n.this.expressions[0].copy()))
        if cls is exp.Count and isinstance(arg, exp.Column):
            edits.append(lambda n: n.set("this", exp.Distinct(expressions=[n.this.copy()])))
    if isinstance(node, exp.Select):
        # Within INTERSECT/EXCEPT/UNION a branch's DISTINCT changes nothing: the set operation dedupes.
        in_setop = isinstance(node.parent, (exp.Intersect, exp.Except)) or (
            isinstance(node.parent, exp.Union) and node.parent.args.get("distinct")
        )
        if node.args.get("distinct") is not None and not in_setop:
            edits.append(lambda n: n.set("distinct", None))
        elif node.parent is None and node.args.get("group") is None and not node.find(exp.AggFunc):
            edits.append(lambda n: n.set("distinct", exp.Distinct()))
        group = node.args.get("group")
        if group is not None and len(group.expressions) == 1:
            # Grouping by a name instead of an id (or the reverse) only shows when two rows share a name.
            keys = [e for e in node.expressions if isinstance(e, exp.Column) and e != group.expressions[0]]
            for col in keys[:2]:
                edits.append(lambda n, col=col: n.args["group"].set("expressions", [col.copy()]))
    if isinstance(node, exp.Between) and _in_filter(node):
        edits.append(lambda n: n.replace(exp.GTE(this=n.this.copy(), expression=n.args["low"].copy())))
        edits.append(lambda n: n.replace(exp.LTE(this=n.this.copy(), expression=n.args["high"].copy())))
    if isinstance(node, exp.Limit) and node.parent is not None and node.parent.parent is None:
        # Only the outer LIMIT: inside a scalar subquery SQLite takes the first row anyway.
        edits.append(lambda n: n.pop())
        value = node.expression
        if isinstance(value, exp.Literal) and not value.is_string and value.this.isdigit():
            edits.append(lambda n: n.set("expression", exp.Literal.number(int(n.expression.this) + 1)))
    if isinstance(node, exp.Ordered):
        # Keep SQLite's default NULL placement for the new direction so no NULLS clause is printed.
        edits.append(lambda n: (n.set("desc", not n.args.get("desc")), n.set("nulls_first", not n.args.get("desc"))))
    if isinstance(node, exp.In) and _in_filter(node):
        if isinstance(node.parent, exp.Not):
            edits.append(lambda n: n.parent.replace(n.copy()))
        else:
            edits.append(lambda n: n.replace(exp.Not(this=n.copy())))
    if cls in _SETOP_SWAPS:
        for new in _SETOP_SWAPS[cls]:
            edits.append(lambda n, new=new: n.replace(new(this=n.this.copy(), expression=n.expression.copy(),
                                                          distinct=True, **_setop_tail(n))))
    return edits


def _setop_tail(node: exp.Expression) -> dict:
    return {k: node.args[k].copy() for k in ("order", "limit", "offset") if node.args.get(k) is not None}


def mutants(sql: str, limit: int = MAX_MUTANTS_PER_QUERY) -> list[str]:
    """Near-miss neighbours of a query (SQLite text), distinct and in a fixed order; [] if it does not parse."""
    tree = _parse(sql)
    if tree is None:
        return []
    base = tree.sql(dialect="sqlite")
    plan: list[tuple[int, int]] = []
    for index, node in enumerate(tree.walk()):
        plan.extend((index, j) for j in range(len(_edits(node))))
    out: list[str] = []
    seen = {base, sql.strip()}
    for index, j in plan:
        copy = tree.copy()
        node = next(n for i, n in enumerate(copy.walk()) if i == index)
        try:
            _edits(node)[j](node)
            text = copy.sql(dialect="sqlite")
        except Exception:  # noqa: BLE001 - an edit sqlglot cannot render is simply not a neighbour
            continue
        if text not in seen:
            seen.add(text)
            out.append(text)
        if len(out) >= limit:
            break
    return out


def _tie_probe(sql: str) -> tuple[str, int, int] | None:
    """For a top-level ORDER BY ... LIMIT n: a query giving each row's sort keys then its output, n, and the key count."""
    tree = _parse(sql)
    if not isinstance(tree, exp.Select):
        return None
    order, limit = tree.args.get("order"), tree.args.get("limit")
    if order is None or limit is None or tree.args.get("offset") is not None:
        return None
    value = limit.expression
    if not (isinstance(value, exp.Literal) and value.this.isdigit()):
        return None
    keys = [o.this.copy() for o in order.expressions]
    if any(isinstance(k, exp.Literal) for k in keys):  # ORDER BY 1 names a select position
        return None
    probe = tree.copy()
    probe.set("expressions", keys + [e.copy() for e in tree.expressions])
    probe.set("limit", None)
    return probe.sql(dialect="sqlite"), int(value.this), len(keys)


def _tied_at_cut(rows: list[tuple], n: int, nkeys: int) -> bool:
    """Whether rows tied with the last kept row on the sort keys, some kept and some cut, differ in output."""
    if n < 1 or len(rows) <= n:
        return False
    key = rows[n - 1][:nkeys]
    tied = [i for i, r in enumerate(rows) if r[:nkeys] == key]
    return any(i >= n for i in tied) and len({rows[i][nkeys:] for i in tied}) > 1


# --------------------------------------------------------------------------------------------
# What the original database looks like


@dataclass
class _Column:
    name: str
    index: int
    values: list  # non-NULL values of the original column (with their repeats)
    null_rate: float
    notnull: bool
    span: float = 0.0  # max - min of the numeric values: the scale of a perturbation
    literals: list = field(default_factory=list)  # values gold queries compare this column with
    wants_null: bool = False  # a gold query tests it with IS NULL / IS NOT NULL


@dataclass
class _Table:
    name: str
    columns: list[_Column]
    rows: int  # rows in the original
    keys: list[tuple[int, ...]]  # column positions of the primary key and every UNIQUE constraint
    pk: tuple[int, ...]
    sample: list[tuple] = field(default_factory=list)  # original rows (the first POOL_ROWS)


@dataclass
class _FK:
    table: str
    cols: tuple[int, ...]
    ref_table: str
    ref_cols: tuple[int, ...]


@dataclass
class _Source:
    schema: Schema
    ddl: list[tuple[str, str]]  # (type, sql) in sqlite_master order
    tables: dict[str, _Table]  # by lower-case name
    fks: list[_FK]


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _read_source(db_path: Path) -> _Source:
    """Schema, exact DDL, per-column value pools and key constraints of the original database."""
    schema = read_schema(db_path)
    conn = connect_readonly(db_path)
    try:
        ddl = [
            (t, s)
            for t, n, s in conn.execute("SELECT type, name, sql FROM sqlite_master ORDER BY rowid")
            if s and not n.startswith("sqlite_")
        ]
        tables: dict[str, _Table] = {}
        for table in schema.tables:
            info = conn.execute(f"PRAGMA table_info({_q(table.name)})").fetchall()
            names = [r[1] for r in info]
            pos = {n.lower(): i for i, n in enumerate(names)}
            count = conn.execute(f"SELECT count(*) FROM {_q(table.name)}").fetchone()[0]
            # A replica holds at most a few hundred rows: the first POOL_ROWS rows are value pool enough.
            rows = conn.execute(f"SELECT * FROM {_q(table.name)} LIMIT {POOL_ROWS}").fetchall()
            columns = []
            for i, r in enumerate(info):
                values = [row[i] for row in rows if row[i] is not None]
                null_rate = (len(rows) - len(values)) / len(rows) if rows else 0.0
                if not rows:  # an empty table (some Spider databases ship empty): values from the type
                    values = _synthetic(r[1], r[2] or "")
                nums = [v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)]
                span = float(max(nums) - min(nums)) if nums else 0.0
                columns.append(_Column(r[1], i, values, null_rate, bool(r[3]), span))
            pk = tuple(pos[c.lower()] for c in table.primary_key if c.lower() in pos)
            keys = [pk] if pk else []
            for idx in conn.execute(f"PRAGMA index_list({_q(table.name)})").fetchall():
                if idx[2]:  # unique
                    cols = [r[2] for r in conn.execute(f"PRAGMA index_info({_q(idx[1])})").fetchall()]
                    if cols and all(c is not None and c.lower() in pos for c in cols):
                        key = tuple(pos[c.lower()] for c in cols)
                        if key not in keys:
                            keys.append(key)
            tables[table.name.lower()] = _Table(table.name, columns, count, keys, pk, rows)
        fks = _read_fks(conn, schema, tables)
    finally:
        conn.close()
    return _Source(schema, ddl, tables, fks)


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


def _read_fks(conn: sqlite3.Connection, schema: Schema, tables: dict[str, _Table]) -> list[_FK]:
    """Foreign keys, composite ones kept whole; those naming a missing table or column are skipped."""
    # read_schema resolves an implicit "REFERENCES t" to t's primary key; a column may have several FKs.
    resolved = {(fk.table.lower(), fk.column.lower(), fk.ref_table.lower()): fk.ref_column for fk in schema.foreign_keys}
    out: list[_FK] = []
    for table in schema.tables:
        groups: dict[int, list[tuple]] = {}
        for r in conn.execute(f"PRAGMA foreign_key_list({_q(table.name)})").fetchall():
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
                out.append(_FK(table.name, tuple(cols), parent.name, tuple(ref_cols)))
    return out


def _attach_literals(source: _Source, golds: list[str]) -> None:
    """Give each column the literals gold queries compare it with, so replicas hit WHERE x = 'v' and x > n."""
    known = {c.name.lower() for t in source.tables.values() for c in t.columns}
    for sql in golds:
        tree = _parse(sql)
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
            elif isinstance(node, exp.Binary) and type(node) in _FLIPS:
                values = [_literal(node.expression, known)]
            values = [v for v in values if v is not None]
            if not values:
                continue
            for col in _targets(column, aliases, used, source):
                for v in values:
                    col.literals.extend(_around(v, col))


def _table_refs(tree: exp.Expression, source: _Source) -> tuple[dict[str, str], list[str]]:
    """Alias -> table and the tables a query reads (names lower-cased, known tables only)."""
    aliases: dict[str, str] = {}
    used: list[str] = []
    for t in tree.find_all(exp.Table):
        if t.name.lower() in source.tables:
            used.append(t.name.lower())
            aliases[t.alias_or_name.lower()] = t.name.lower()
    return aliases, used


def _gaps(value: int | float, col: _Column) -> list:
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


def _gap_mutants(sql: str, source: _Source) -> list[str]:
    """Neighbours moving a numeric threshold into the data's gap: `age > 30` -> `age > 35` when no
    original age lies between 30 and 41. Only replicas with values in the gap tell them apart."""
    tree = _parse(sql)
    if tree is None:
        return []
    aliases, used = _table_refs(tree, source)
    out: list[str] = []
    for index, node in enumerate(tree.walk()):
        if type(node) not in (exp.GT, exp.GTE, exp.LT, exp.LTE) or not _in_filter(node):
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


def _targets(node: exp.Expression, aliases: dict[str, str], used: list[str], source: _Source) -> list[_Column]:
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


def _around(value, col: _Column) -> list:
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


# --------------------------------------------------------------------------------------------
# Fuzzing one candidate replica


@dataclass(frozen=True)
class _Knobs:
    """How one candidate departs from the original: sizes and how often values are perturbed."""

    size: str
    perturb: float
    mix: float
    literal: float
    whole: float  # share of rows copied whole from an original row (keeps values that belong together)


# The first candidate: the original rows, shuffled and capped, values untouched. It answers every
# gold query as the original does (when no table is over the cap): the suite's non-empty anchor.
_FAITHFUL = _Knobs(size="same", perturb=0.0, mix=0.0, literal=0.0, whole=1.0)


def _knobs(rng: random.Random, index: int, round_no: int) -> _Knobs:
    if index == 0:
        return _FAITHFUL
    sizes = ["tiny", "small", "same", "large"] if round_no == 0 else ["tiny", "tiny", "small"]
    return _Knobs(
        size=rng.choice(sizes),
        perturb=rng.choice([0.0, 0.1, 0.3, 0.6]),
        mix=rng.choice([0.0, 0.05, 0.2]),
        literal=rng.choice([0.1, 0.25, 0.5]),
        whole=rng.choice([0.0, 0.0, 0.5, 0.9]),
    )


def _target_rows(rng: random.Random, n: int, knobs: _Knobs, cap: int) -> int:
    n = n or 10  # an empty original table still gets rows (of synthetic values), or its queries say nothing
    size = knobs.size
    if knobs is not _FAITHFUL and rng.random() < 0.25:  # tables need not all share the candidate's size
        size = rng.choice(["tiny", "small", "same", "large"])
    if size == "tiny":
        m = rng.randint(1, min(n, 4))
    elif size == "small":
        m = rng.randint(max(1, n // 3), n)
    elif size == "same":
        m = n
    else:
        m = rng.randint(n, max(n + 2, 2 * n))
    return max(1, min(m, cap))


_WORD = re.compile(r"^[^\W\d_]+(?: [^\W\d_]+)*$")


def _decimals(value: float) -> int:
    text = repr(value)
    return min(len(text.split(".")[1]), 4) if "." in text and "e" not in text else 2


def _value(col: _Column, rng: random.Random, knobs: _Knobs):
    """One value for a column: an original value, a gold literal, perhaps perturbed or mixed."""
    if col.literals and rng.random() < knobs.literal:
        return rng.choice(col.literals)
    if not col.values:
        return rng.choice(col.literals) if col.literals else None
    return _perturbed(rng.choice(col.values), col, rng, knobs)


def _perturbed(value, col: _Column, rng: random.Random, knobs: _Knobs):
    """A value nudged (numbers) or mixed with another of its column (words), at the candidate's rates."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int) and rng.random() < knobs.perturb:
        delta = rng.choice([-2, -1, 1, 2]) if rng.random() < 0.5 else round(rng.uniform(-0.1, 0.1) * col.span)
        new = value + (delta or 1)
        return new if value < 0 or new >= 0 else value  # keep non-negative columns non-negative
    if isinstance(value, float) and rng.random() < knobs.perturb:
        new = round(value * (1 + rng.uniform(-0.1, 0.1)), _decimals(value))
        return new if value < 0 or new >= 0 else value
    if isinstance(value, str) and rng.random() < knobs.mix and _WORD.match(value):
        other = rng.choice(col.values)
        if isinstance(other, str) and _WORD.match(other):
            words, donor = value.split(" "), other.split(" ")
            words[rng.randrange(len(words))] = rng.choice(donor)
            if len(words) > 1 and rng.random() < 0.5:
                rng.shuffle(words)
            return " ".join(words)
    return value


def _unique_pool(col: _Column, rng: random.Random, need: int) -> list:
    """Distinct values for a one-column key: original values and literals, then new ones past them."""
    pool = list(dict.fromkeys(v for v in col.literals + col.values if v is not None))
    rng.shuffle(pool)
    if len(pool) >= need:
        return pool
    ints = [v for v in pool if isinstance(v, int) and not isinstance(v, bool)]
    if ints or not pool:
        top = max(ints, default=0)
        pool += [top + i for i in range(1, need - len(pool) + 1)]
    else:
        base = [str(v) for v in pool]
        pool += [f"{base[i % len(base)]} {i // len(base) + 2}" for i in range(need - len(pool))]
    return pool


def _table_order(source: _Source) -> list[str]:
    """Parents before children (self references ignored, cycles broken at the least-blocked table)."""
    deps = {t: set() for t in source.tables}
    for fk in source.fks:
        if fk.table.lower() != fk.ref_table.lower():
            deps[fk.table.lower()].add(fk.ref_table.lower())
    order: list[str] = []
    left = list(source.tables)
    while left:
        ready = [t for t in left if not (deps[t] - set(order))]
        pick = ready[0] if ready else min(left, key=lambda t: (len(deps[t] - set(order)), left.index(t)))
        order.append(pick)
        left.remove(pick)
    return order


def _fuzz(source: _Source, rng: random.Random, knobs: _Knobs, cap: int) -> dict[str, list[list]]:
    """Rows for every table: keys unique, foreign keys drawn from the parent rows just made."""
    order = _table_order(source)
    rank = {t: i for i, t in enumerate(order)}
    made: dict[str, list[list]] = {}
    later: list[_FK] = []  # self references and cycle back-edges, filled once their parent exists
    for name in order:
        table = source.tables[name]
        n = _target_rows(rng, table.rows, knobs, cap)
        fks = [fk for fk in source.fks if fk.table.lower() == name]
        now = [fk for fk in fks if rank[fk.ref_table.lower()] < rank[name]]
        later += [fk for fk in fks if fk not in now]
        fk_cols = {c for fk in fks for c in fk.cols}
        pools = {}
        for key in table.keys:
            if len(key) == 1 and key[0] not in fk_cols:
                pools[key[0]] = _unique_pool(table.columns[key[0]], rng, 4 * n + 10)
        links = _links(now, made)
        rows: list[list] = []
        seen: list[set] = [set() for _ in table.keys]
        sources = list(range(len(table.sample)))
        rng.shuffle(sources)  # whole-row copies go through the original rows in a random order
        attempts = 0
        while len(rows) < n and attempts < 4 * n + 10:
            attempts += 1
            src = None
            if sources and knobs.whole and rng.random() < knobs.whole:
                src = table.sample[sources[(attempts - 1) % len(sources)]]
            row: list = [None] * len(table.columns)
            for col in table.columns:
                if col.index in fk_cols:
                    continue
                if src is not None:
                    row[col.index] = _perturbed(src[col.index], col, rng, knobs) if col.index not in pools else src[col.index]
                elif col.index in pools:  # one fresh key value per attempt, so a clash is never retried
                    row[col.index] = pools[col.index][attempts - 1]
                else:
                    row[col.index] = _maybe_null(col, rng, knobs, table, lambda c=col: _value(c, rng, knobs))
            if not _fill_links(row, links, table, rng, src):
                continue
            if not _keys_ok(row, table, seen, check_only=True):
                continue
            _keys_ok(row, table, seen, check_only=False)
            rows.append(row)
        made[name] = rows
    for name in dict.fromkeys(fk.table.lower() for fk in later):  # fill, then drop rows that broke a key
        table = source.tables[name]
        links = _links([fk for fk in later if fk.table.lower() == name], made)
        for row in made[name]:
            for c in {c for fk in later if fk.table.lower() == name for c in fk.cols}:
                row[c] = None
        seen = [set() for _ in table.keys]
        made[name] = [r for r in made[name] if _fill_links(r, links, table, rng) and _keys_ok(r, table, seen, False)]
    return made


@dataclass
class _Link:
    """Foreign keys of one table on the same columns, merged: values must exist in every parent."""

    cols: tuple[int, ...]
    tuples: list[tuple]  # allowed value tuples (with the parents' repeats)
    allowed: set[tuple]  # the same, normalised, for membership tests


def _links(fks: list[_FK], made: dict[str, list[list]]) -> list[_Link]:
    """Merge foreign keys by child columns (widest first) and intersect their parents' values."""
    by_cols: dict[tuple[int, ...], list[tuple]] = {}
    for fk in fks:
        tuples = [tuple(r[c] for c in fk.ref_cols) for r in made[fk.ref_table.lower()]]
        tuples = [t for t in tuples if all(v is not None for v in t)]
        if fk.cols in by_cols:
            keep = {tuple(map(_norm, t)) for t in tuples}
            by_cols[fk.cols] = [t for t in by_cols[fk.cols] if tuple(map(_norm, t)) in keep]
        else:
            by_cols[fk.cols] = tuples
    links = [_Link(cols, ts, {tuple(map(_norm, t)) for t in ts}) for cols, ts in by_cols.items()]
    return sorted(links, key=lambda link: -len(link.cols))


def _fill_links(row: list, links: list[_Link], table: _Table, rng: random.Random, src: tuple | None = None) -> bool:
    """Draw each link's columns from its parents (keeping a copied row's own values where the parent has
    them); False if an overlapping, already drawn link disagrees."""
    filled: set[int] = set()
    for link in links:
        if filled & set(link.cols):
            if any(row[c] is None for c in link.cols):
                continue
            if tuple(_norm(row[c]) for c in link.cols) not in link.allowed:
                return False
            continue
        if src is not None:
            own = tuple(src[c] for c in link.cols)
            if all(v is None for v in own) or tuple(map(_norm, own)) in link.allowed:
                for c, v in zip(link.cols, own):
                    row[c] = v
                filled |= set(link.cols)
                continue
        cols = [table.columns[c] for c in link.cols]
        nullable = not any(c.notnull or any(c.index in key for key in table.keys) for c in cols)
        if not link.tuples or (nullable and rng.random() < max(c.null_rate for c in cols)):
            for c in link.cols:
                row[c] = None
        else:
            for c, v in zip(link.cols, rng.choice(link.tuples)):
                row[c] = v
        filled |= set(link.cols)
    return True


def _maybe_null(col: _Column, rng: random.Random, knobs: _Knobs, table: _Table, draw: Callable[[], object]):
    """NULL at the original column's rate (at least 20% where a gold query tests IS NULL), never in a key column."""
    if col.notnull or any(col.index in key for key in table.keys):
        value = draw()
        return value if value is not None else 0  # a NOT NULL column with no values at all: any value
    rate = max(col.null_rate, 0.2) if col.wants_null else col.null_rate
    if rng.random() < rate:
        return None
    return draw()


def _keys_ok(row: list, table: _Table, seen: list[set], check_only: bool) -> bool:
    """Whether the row's primary key is complete and its key values unused; records them unless check_only."""
    if table.pk and any(row[c] is None for c in table.pk):
        return False
    values = []
    for key, used in zip(table.keys, seen):
        value = tuple(_norm(row[c]) for c in key)
        if any(v is None for v in value):  # NULLs never collide in a UNIQUE constraint
            values.append(None)
            continue
        if value in used:
            return False
        values.append(value)
    if not check_only:
        for value, used in zip(values, seen):
            if value is not None:
                used.add(value)
    return True


def _norm(value):
    """A key value as SQLite's affinity would see it: 1, 1.0 and '1' collide in a numeric column."""
    if isinstance(value, str):
        try:
            f = float(value)
            return int(f) if f.is_integer() else f
        except ValueError:
            return value.lower()  # collide case variants too: many Spider keys are COLLATE NOCASE-ish text
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _write(source: _Source, rows: dict[str, list[list]], target: Path) -> None:
    """Create the replica: the original DDL verbatim, the rows, then foreign keys repaired to a fixpoint."""
    target.unlink(missing_ok=True)
    conn = sqlite3.connect(target)
    try:
        conn.execute("PRAGMA journal_mode = OFF")
        conn.execute("PRAGMA synchronous = OFF")
        for kind, sql in source.ddl:
            if kind != "trigger":
                conn.execute(sql)
        for name, table in source.tables.items():
            if rows.get(name):
                marks = ", ".join("?" * len(table.columns))
                conn.executemany(f"INSERT OR IGNORE INTO {_q(table.name)} VALUES ({marks})", rows[name])
        _repair_fks(conn, source)
        for kind, sql in source.ddl:  # triggers last: they would rewrite the fuzzed rows as they went in
            if kind == "trigger":
                conn.execute(sql)
        conn.commit()
    finally:
        conn.close()


def _repair_fks(conn: sqlite3.Connection, source: _Source) -> None:
    """Delete child rows whose key is missing from the parent, until no foreign key is broken."""
    for _ in range(len(source.tables) + 2):
        deleted = 0
        for fk in source.fks:
            child, parent = source.tables[fk.table.lower()], source.tables[fk.ref_table.lower()]
            ccols = [_q(child.columns[c].name) for c in fk.cols]
            pcols = [_q(parent.columns[c].name) for c in fk.ref_cols]
            if len(ccols) == 1:
                sql = (f"DELETE FROM {_q(child.name)} WHERE {ccols[0]} IS NOT NULL AND {ccols[0]} NOT IN "
                       f"(SELECT {pcols[0]} FROM {_q(parent.name)} WHERE {pcols[0]} IS NOT NULL)")
            else:
                match = " AND ".join(f"p.{p} = {_q(child.name)}.{c}" for c, p in zip(ccols, pcols))
                sql = (f"DELETE FROM {_q(child.name)} WHERE {' AND '.join(c + ' IS NOT NULL' for c in ccols)} "
                       f"AND NOT EXISTS (SELECT 1 FROM {_q(parent.name)} AS p WHERE {match})")
            deleted += conn.execute(sql).rowcount
        if not deleted:
            return


# --------------------------------------------------------------------------------------------
# Building and distilling a suite


@dataclass
class _Gold:
    sql: str  # as written
    run: str  # as the scorer runs it (official preparation: DISTINCT dropped, spaced operators joined)
    ordered: bool
    nonempty: bool  # on the original database
    answer: str  # digest of its result on the original database
    mutants: list[str]  # neighbours the original database cannot tell apart from the gold
    killed_by_original: int
    valid_mutants: int
    probe: tuple[str, int, int] | None


@dataclass
class _Candidate:
    path: Path
    kills: set[tuple[int, int]]  # (gold, mutant) pairs told apart (golds tied here left out)
    nonempty: int  # gold queries non-empty on the original that are non-empty here too
    tied: frozenset[int]  # golds whose ORDER BY ... LIMIT cut falls inside a tie here
    answers: frozenset[tuple[int, str]]  # (gold, digest of its result here)


def _file_sha256(path: Path) -> str:
    if not path.is_file():
        raise TestSuiteError(f"database file not found: {path} (check the dataset's database/ folder)")
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _normalise_golds(gold_queries: Iterable[str]) -> list[str]:
    if isinstance(gold_queries, str):
        raise TestSuiteError("gold_queries must be a list of SQL strings, not one string")
    return sorted({q.strip() for q in gold_queries if q and q.strip()})


def _rng(seed: int, db_sha: str, *parts: object) -> random.Random:
    """A generator seeded from the seed, the database and a position: stable across runs and machines."""
    text = "|".join([str(seed), db_sha, *map(str, parts)])
    return random.Random(int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big"))


def _prepare_golds(db_path: Path, golds: list[str], source: _Source) -> tuple[list[_Gold], int]:
    """Run every gold and its neighbours on the original; keep the neighbours the original cannot tell apart."""
    prepared, failing = [], 0
    for sql in golds:
        run = prepare_sql(sql)
        res = execute(db_path, run, timeout_s=GOLD_TIMEOUT_S, max_rows=RESULT_CAP)
        if not res.ok or not execute(db_path, sql, timeout_s=GOLD_TIMEOUT_S, max_rows=1).ok:
            failing += 1
            continue
        ordered = order_matters(run)
        alive, killed, valid = [], 0, 0
        # Neighbours are compared as the scorer runs them: under the official preparation a
        # neighbour that only adds or drops DISTINCT is the gold itself, so it is no target.
        seen = {_canonical(run)}
        for m in mutants(sql) + _gap_mutants(sql, source):
            m = prepare_sql(m)
            if _canonical(m) in seen:
                continue
            seen.add(_canonical(m))
            mres = execute(db_path, m, timeout_s=MUTANT_TIMEOUT_S, max_rows=RESULT_CAP)
            if not mres.ok:
                continue
            valid += 1
            if same_result(res.rows, mres.rows, ordered):
                alive.append(m)
            else:
                killed += 1
        prepared.append(_Gold(sql, run, ordered, bool(res.rows), _digest(res.rows, ordered), alive, killed, valid,
                              _tie_probe(run)))
    return prepared, failing


def _canonical(sql: str) -> str:
    """One spelling per query (sqlglot's), so that the same query written twice is seen as one."""
    tree = _parse(sql)
    return tree.sql(dialect="sqlite") if tree is not None else " ".join(sql.split())


def _evaluate(path: Path, golds: list[_Gold]) -> _Candidate | None:
    """Run the golds on a candidate (None if any fails) and record which neighbours it tells apart."""
    results = []
    for gold in golds:  # both as written and as scored: neither may fail on a replica
        res = execute(path, gold.run, timeout_s=GOLD_TIMEOUT_S, max_rows=RESULT_CAP)
        if not res.ok or (gold.sql != gold.run and not execute(path, gold.sql, timeout_s=GOLD_TIMEOUT_S, max_rows=1).ok):
            return None
        results.append(res)
    kills: set[tuple[int, int]] = set()
    tied: set[int] = set()
    nonempty = 0
    answers = frozenset((gi, _digest(res.rows, gold.ordered)) for gi, (gold, res) in enumerate(zip(golds, results)))
    for gi, (gold, res) in enumerate(zip(golds, results)):
        nonempty += bool(res.rows) and gold.nonempty
        if gold.probe is not None:
            sql, n, nkeys = gold.probe
            probe = execute(path, sql, timeout_s=GOLD_TIMEOUT_S, max_rows=RESULT_CAP)
            if probe.ok and _tied_at_cut(probe.rows, n, nkeys):
                tied.add(gi)
                continue
        for mi, m in enumerate(gold.mutants):
            mres = execute(path, m, timeout_s=MUTANT_TIMEOUT_S, max_rows=RESULT_CAP)
            # A neighbour that fails here is not counted: failures from timeouts are not reproducible.
            if mres.ok and not same_result(res.rows, mres.rows, gold.ordered):
                kills.add((gi, mi))
    return _Candidate(path, kills, nonempty, frozenset(tied), answers)


def _digest(rows: list[tuple], ordered: bool) -> str:
    """A short fingerprint of a result, equal for results the comparator calls equal (same column order)."""
    items = [repr(r) for r in rows]
    return hashlib.sha1("\n".join(items if ordered else sorted(items)).encode()).hexdigest()[:16]


def _distill(cands: list[_Candidate], k: int, golds: list[_Gold]) -> list[_Candidate]:
    """Greedy set cover: first the replica with the most non-empty gold results, then the most new kills.

    Ties (and every pick once all neighbours are told apart) go to the candidate giving the most gold
    queries an answer not seen yet, on the original or a replica already picked: a wrong prediction
    is caught where the right answer is new, whatever its mistake.
    """
    chosen: list[_Candidate] = []
    covered: set = set()
    seen = {(gi, g.answer) for gi, g in enumerate(golds)}
    rest = list(cands)
    while rest and len(chosen) < k:
        if not chosen:
            best = max(rest, key=lambda c: (c.nonempty, len(c.kills), len(c.answers - seen), -len(c.tied), -rest.index(c)))
        else:
            best = max(rest, key=lambda c: (len(c.kills - covered), len(c.answers - seen), -len(c.tied), c.nonempty,
                                            -rest.index(c)))
        chosen.append(best)
        covered |= best.kills
        seen |= best.answers
        rest.remove(best)
    return chosen


def _build(db_path: Path, gold_queries: Iterable[str], k: int, seed: int, cache: bool, max_rows: int) -> TestSuite:
    if k < 1:
        raise TestSuiteError(f"k must be at least 1 (got {k})")
    if max_rows < 1:
        raise TestSuiteError(f"max_rows must be at least 1 (got {max_rows})")
    golds = _normalise_golds(gold_queries)
    db_sha = _file_sha256(db_path)
    key = suite_key(db_path, golds, k, seed, max_rows)
    root = cache_dir() / "test_suites"
    final = root / f"{db_path.stem}-{key[:24]}"
    if cache:
        loaded = _load(final)
        if loaded is not None:
            return loaded
        root.mkdir(parents=True, exist_ok=True)
        _sweep_stale(root)
        work = root / f".tmp-{final.name}-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        work.mkdir()
    else:
        work = Path(tempfile.mkdtemp(prefix=f"nl2sql-ts-{db_path.stem}-"))
    try:
        _build_into(work, db_path, db_sha, golds, k, seed, max_rows)
        if not cache:
            return _load(work)  # type: ignore[return-value]
        if final.exists() and _load(final) is None:
            # Not ours (ours appear whole, by rename): a folder left by hand or an older layout.
            shutil.rmtree(final, ignore_errors=True)
        try:
            os.rename(work, final)  # atomic: a suite is either complete under its name or absent
        except OSError:
            if _load(final) is None:  # not another process's finished suite: a real failure
                raise
            shutil.rmtree(work, ignore_errors=True)
        return _load(final)  # type: ignore[return-value]
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise


def _sweep_stale(root: Path, older_than_s: float = 6 * 3600) -> None:
    """Remove work folders that crashed builds left behind (a build takes seconds, not hours)."""
    now = time.time()
    for folder in root.glob(".tmp-*"):
        try:
            if now - folder.stat().st_mtime > older_than_s:
                shutil.rmtree(folder, ignore_errors=True)
        except OSError:
            pass


def _build_into(work: Path, db_path: Path, db_sha: str, golds: list[str], k: int, seed: int, max_rows: int) -> None:
    """Fuzz candidates into work/, keep the distilled K as replica_NN.sqlite and write the manifest last."""
    start = time.perf_counter()
    try:
        source = _read_source(db_path)
    except (DatabaseNotFound, sqlite3.Error) as exc:
        raise TestSuiteError(f"cannot read {db_path}: {exc}") from exc
    _attach_literals(source, golds)
    prepared, failing = _prepare_golds(db_path, golds, source)
    cands: list[_Candidate] = []
    made = 0
    per_round = max(CANDIDATES_PER_REPLICA * k, MIN_CANDIDATES)
    for round_no in range(MAX_ROUNDS):
        for _ in range(per_round):
            rng = _rng(seed, db_sha, made)
            path = work / f"candidate_{made:03d}.sqlite"
            made += 1
            _write(source, _fuzz(source, rng, _knobs(rng, made - 1, round_no), max_rows), path)
            cand = _evaluate(path, prepared)
            if cand is None:
                path.unlink()
            else:
                cands.append(cand)
        if len(cands) >= k:
            break
    chosen = _distill(cands, k, prepared)
    covered: set = set()
    for c in chosen:
        covered |= c.kills
    names, tied = [], {}
    for i, c in enumerate(chosen):
        name = f"replica_{i:02d}.sqlite"
        c.path.rename(work / name)
        names.append(name)
        if c.tied:
            tied[name] = sorted(prepared[g].sql for g in c.tied)
    for c in cands:
        if c not in chosen:
            c.path.unlink(missing_ok=True)
    total = sum(g.valid_mutants for g in prepared)
    by_original = sum(g.killed_by_original for g in prepared)
    stats = SuiteStats(
        db_id=db_path.stem,
        k=k,
        seed=seed,
        replicas=len(chosen),
        candidates=made,
        valid_candidates=len(cands),
        gold_queries=len(golds),
        gold_failing_on_original=failing,
        mutants=total,
        killed_by_original=by_original,
        killed_by_suite=by_original + len(covered),
        survivors=total - by_original - len(covered),
        all_nonempty=bool(chosen) and chosen[0].nonempty == sum(g.nonempty for g in prepared),
        tied_pairs=sum(len(c.tied) for c in chosen),
        build_s=round(time.perf_counter() - start, 3),
        path="",
    )
    manifest = {
        "builder_version": BUILDER_VERSION,
        "db_sha256": db_sha,
        "db_path": str(db_path),
        "replicas": names,
        "tied": tied,
        "stats": asdict(stats),
    }
    tmp = work / (MANIFEST + ".tmp")
    tmp.write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    tmp.replace(work / MANIFEST)


def _load(folder: Path) -> TestSuite | None:
    """A finished suite (manifest and every replica present), else None."""
    try:
        manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return None
    if manifest.get("builder_version") != BUILDER_VERSION:
        return None
    paths = [folder / name for name in manifest.get("replicas", [])]
    if not all(p.is_file() for p in paths):
        return None
    try:
        stats = SuiteStats(**dict(manifest["stats"], path=str(folder)))
    except (KeyError, TypeError):  # written by another layout: rebuild
        return None
    return TestSuite(paths, stats, manifest.get("tied", {}))
