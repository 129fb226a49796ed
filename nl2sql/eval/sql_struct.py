"""Spider's component structure of a query (what exact match and hardness read) and its schema index.

The structure mirrors the official Spider evaluator's (taoyds/spider, process_sql.py): a query is a
select list of (aggregate, value unit) pairs, FROM table units and join conditions, WHERE and
HAVING condition lists with their and/or connectors, GROUP BY column units, ORDER BY value units
with one direction, LIMIT presence and a right-nested INTERSECT/UNION/EXCEPT query. Columns are
resolved to "table.column" (lower case) through the schema and the query's table aliases.
Parsing SQL into it is nl2sql.eval.sql_parse; the official rewrites before comparing are here.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field, replace
from typing import NamedTuple, Union

from nl2sql.sql.schema import Schema

AGG_OPS = ("none", "max", "min", "count", "sum", "avg")
UNIT_OPS = ("none", "-", "+", "*", "/")
WHERE_OPS = ("not", "between", "=", ">", "<", ">=", "<=", "!=", "in", "like", "is", "exists")
SET_OPS = ("intersect", "union", "except")
ALL_COLUMNS = "*"


class SQLStructError(ValueError):
    """SQL that cannot be turned into Spider's structure; the message says which construct."""


class ColUnit(NamedTuple):
    """A column with its aggregate: agg index into AGG_OPS, "table.column" or "*", DISTINCT flag."""

    agg: int
    column: str
    distinct: bool | None


class ValUnit(NamedTuple):
    """A column unit, or two joined by an arithmetic operator (index into UNIT_OPS)."""

    op: int
    left: ColUnit
    right: ColUnit | None


class Cond(NamedTuple):
    """One condition: NOT flag, operator (index into WHERE_OPS), left side and its one or two values."""

    negated: bool
    op: int
    left: ValUnit
    val1: Value
    val2: Value


# A value on the right of a condition: a string (quoted, as the official tokenizer keeps it),
# a number, a column unit, a nested query, or None once values are stripped.
Value = Union[None, str, float, ColUnit, "SQL"]
# A condition list alternates Cond and connector: (cond, "and", cond, "or", cond, ...).
Condition = tuple
# A FROM item: ("table_unit", "table") or ("sql", SQL).
TableUnit = tuple


@dataclass(frozen=True)
class SQL:
    """One query in Spider's structure; equality is the official evaluator's dict equality."""

    select: tuple[bool | None, tuple[tuple[int, ValUnit], ...]]
    table_units: tuple[TableUnit, ...] = ()
    from_conds: Condition = ()
    where: Condition = ()
    group_by: tuple[ColUnit, ...] = ()
    having: Condition = ()
    order_by: tuple[str, tuple[ValUnit, ...]] | None = None
    limit: bool = False
    intersect: SQL | None = None
    union: SQL | None = None
    except_: SQL | None = None

    def set_op(self, name: str) -> SQL | None:
        """The query joined by INTERSECT, UNION or EXCEPT (None if absent)."""
        return getattr(self, "except_" if name == "except" else name)


@dataclass(frozen=True, eq=False)
class SchemaIndex:
    """What parsing needs from a schema: lower-case columns per table and the foreign-key map."""

    columns: dict[str, frozenset[str]]
    fk_map: dict[str, str] = field(default_factory=dict)

    def table_columns(self, table: str) -> list[str]:
        """The "table.column" ids of one table."""
        return [f"{table}.{c}" for c in sorted(self.columns.get(table, ()))]


def build_index(schema: Schema) -> SchemaIndex:
    """Index a schema; foreign keys are grouped the way the official evaluator groups them."""
    columns = {t.name.lower(): frozenset(c.name.lower() for c in t.columns) for t in schema.tables}
    order = {
        f"{t.name.lower()}.{c.name.lower()}": i
        for i, (t, c) in enumerate((t, c) for t in schema.tables for c in t.columns)
    }
    # Official grouping: each key pair joins the first group holding either key (no merging of
    # groups), then every member maps to its group's first column; a later group wins.
    groups: list[set[str]] = []
    for fk in schema.foreign_keys:
        a = f"{fk.table.lower()}.{fk.column.lower()}"
        b = f"{fk.ref_table.lower()}.{fk.ref_column.lower()}"
        if a not in order or b not in order:
            continue
        group = next((g for g in groups if a in g or b in g), None)
        if group is None:
            group = set()
            groups.append(group)
        group.update((a, b))
    fk_map: dict[str, str] = {}
    for group in groups:
        members = sorted(group, key=order.__getitem__)
        for col in members:
            fk_map[col] = members[0]
    return SchemaIndex(columns, fk_map)


_INDEX_CACHE: dict[int, tuple[weakref.ref, SchemaIndex]] = {}


def schema_index(schema: Schema) -> SchemaIndex:
    """The index of a schema, built once per Schema object."""
    key = id(schema)
    hit = _INDEX_CACHE.get(key)
    if hit is not None and hit[0]() is schema:
        return hit[1]
    index = build_index(schema)
    _INDEX_CACHE[key] = (weakref.ref(schema, lambda _ref, k=key: _INDEX_CACHE.pop(k, None)), index)
    return index


# ---- the official evaluator's rewrites before comparing ------------------------------------------

def strip_values(sql: SQL | None) -> SQL | None:
    """Drop condition values (nested queries stay, their values dropped too), as DISABLE_VALUE does."""
    if sql is None:
        return None

    def cond(c: Condition) -> Condition:
        return tuple(
            x if isinstance(x, str) else x._replace(
                val1=strip_values(x.val1) if isinstance(x.val1, SQL) else None,
                val2=strip_values(x.val2) if isinstance(x.val2, SQL) else None,
            )
            for x in c
        )

    return replace(
        sql,
        from_conds=cond(sql.from_conds),
        where=cond(sql.where),
        having=cond(sql.having),
        intersect=strip_values(sql.intersect),
        union=strip_values(sql.union),
        except_=strip_values(sql.except_),
    )


def valid_columns(sql: SQL, index: SchemaIndex) -> frozenset[str]:
    """The columns of the tables in a query's FROM (foreign keys are mapped only for these)."""
    return frozenset(
        col for kind, table in sql.table_units if kind == "table_unit" for col in index.table_columns(table)
    )


def canonical_columns(sql: SQL | None, valid: frozenset[str], fk_map: dict[str, str]) -> SQL | None:
    """Map foreign keys to their group's column and drop DISTINCT flags (DISABLE_DISTINCT), as officially.

    Like the official rewrite it leaves nested queries in conditions and FROM untouched, and the
    set-operation branches use the outer query's FROM tables.
    """
    if sql is None:
        return None

    def cu(u: ColUnit | None) -> ColUnit | None:
        if u is None:
            return None
        col = fk_map.get(u.column, u.column) if u.column in valid else u.column
        return ColUnit(u.agg, col, None)

    def vu(u: ValUnit) -> ValUnit:
        return ValUnit(u.op, cu(u.left), cu(u.right))

    def cond(c: Condition) -> Condition:
        return tuple(x if isinstance(x, str) else x._replace(left=vu(x.left)) for x in c)

    order = (sql.order_by[0], tuple(vu(u) for u in sql.order_by[1])) if sql.order_by else None
    return replace(
        sql,
        select=(None, tuple((agg, vu(u)) for agg, u in sql.select[1])),
        from_conds=cond(sql.from_conds),
        where=cond(sql.where),
        group_by=tuple(cu(u) for u in sql.group_by),
        order_by=order,
        having=cond(sql.having),
        intersect=canonical_columns(sql.intersect, valid, fk_map),
        union=canonical_columns(sql.union, valid, fk_map),
        except_=canonical_columns(sql.except_, valid, fk_map),
    )
