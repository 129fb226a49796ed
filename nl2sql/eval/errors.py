"""Error classes of a wrong answer, read from the structure of the predicted and the gold SQL (docs/analysis.md).

    classes = classify(gold_sql, pred_sql, schema, ran=True, error=None, ex=False, em=False)
    # ("join", "condition") : the prediction misses a join and one of the gold's conditions

A prediction that did not run gets one class, `not_run:<kind>`, the kind read from SQLite's message (no such
column, no such table, syntax, ...). A prediction that ran with a wrong result gets every structural class on
which it differs from the gold (several at once is common), or `other` when none shows. A prediction right on EX
but not on exact match gets `ex_not_em`; a right one gets none. Both queries are read leniently into Spider's
structure (nl2sql.eval.sql_parse, strict=False): columns resolved through aliases to "table.column", foreign keys
mapped to one column per key group (as exact match maps them), so T1.id and T2.singer_id of one key are one column.

    not_run      the prediction failed in SQLite (or was empty)
    tables       it uses a table the gold does not use in place of one it does (a table of each side is missing)
    join         it joins more or fewer tables than the gold, or on other columns
    columns      its SELECT list names other columns (COUNT's argument ignored)
    aggregation  other aggregates (COUNT/SUM/AVG/MIN/MAX, DISTINCT inside) in SELECT, HAVING or ORDER BY
    grouping     other GROUP BY columns (or one side has none)
    condition    other WHERE/HAVING conditions (column, operator, NOT) or AND/OR connectors
    value        a condition of both sides compares with another literal ('france' for 'France', 2 for 3)
    order        other ORDER BY keys or direction, or another LIMIT
    set_op       other INTERSECT/UNION/EXCEPT
    nesting      more or fewer nested queries
    other        ran, wrong result, and none of the above differs (or a query the parser cannot read)
    ex_not_em    EX right, exact match wrong
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from nl2sql.eval.sql_parse import parse_sql
from nl2sql.eval.sql_struct import (
    AGG_OPS,
    SET_OPS,
    SQL,
    WHERE_OPS,
    ColUnit,
    SchemaIndex,
    SQLStructError,
    ValUnit,
    schema_index,
)
from nl2sql.sql.schema import Schema

NOT_RUN = "not_run"
STRUCTURAL = ("tables", "join", "columns", "aggregation", "grouping", "condition", "value", "order", "set_op",
              "nesting")
CLASSES = (NOT_RUN, *STRUCTURAL, "other", "ex_not_em")
LABELS = {
    NOT_RUN: "did not run", "tables": "wrong tables", "join": "missing or extra join", "columns": "wrong columns",
    "aggregation": "aggregation", "grouping": "grouping", "condition": "condition", "value": "value",
    "order": "ordering / limit", "set_op": "set operation", "nesting": "nesting", "other": "other (ran, wrong)",
    "ex_not_em": "EX right, EM wrong",
}
# SQLite's message -> the kind of a failure that did not run (first match wins).
RUN_ERRORS = (
    ("no such column", "no_such_column"), ("no such table", "no_such_table"), ("ambiguous column", "ambiguous_column"),
    ("no such function", "no_such_function"), ("misuse of aggregate", "misuse_of_aggregate"),
    ("syntax error", "syntax"), ("incomplete input", "syntax"), ("unrecognized token", "syntax"),
    ("interrupt", "timeout"), ("timeout", "timeout"), ("timed out", "timeout"),
    ("columns but", "column_count"),  # SELECTs to the left and right of UNION do not have the same number of result columns
)
_EQ = WHERE_OPS.index("=")


def run_error_kind(error: str | None) -> str:
    """The kind of an execution failure from SQLite's message: no_such_column, syntax, timeout, ... or other."""
    text = (error or "").lower()
    if not text.strip() or "empty" in text and "sql" in text:
        return "empty"
    return next((kind for key, kind in RUN_ERRORS if key in text), "other")


def base_class(label: str) -> str:
    """The class of a label ("not_run:syntax" -> "not_run")."""
    return label.split(":", 1)[0]


def classify(gold_sql: str, pred_sql: str, schema: Schema | SchemaIndex | None, *, ran: bool, error: str | None,
             ex: bool | None, em: bool | None) -> tuple[str, ...]:
    """The error classes of one prediction (empty when it is right on EX and on exact match, or EX is unknown)."""
    if ex is None:
        return ()
    if not (pred_sql or "").strip():
        return (f"{NOT_RUN}:empty",)
    if not ran:
        return (f"{NOT_RUN}:{run_error_kind(error)}",)
    if ex:
        return ("ex_not_em",) if em is False else ()
    if schema is None:
        return ("other",)
    index = schema if isinstance(schema, SchemaIndex) else schema_index(schema)
    try:
        gold, pred = facts(gold_sql, index), facts(pred_sql, index)
    except (SQLStructError, RecursionError, ValueError):
        return ("other",)
    found = differences(pred, gold)
    return tuple(found) or ("other",)


# ---- what is compared -----------------------------------------------------------------------------------------

@dataclass
class Facts:
    """The parts of one query the classes compare (every SELECT block of the query tree unless said otherwise)."""

    tables: set[str] = field(default_factory=set)
    from_sizes: list[int] = field(default_factory=list)  # tables in FROM of each top-level block (set-op branches)
    join_keys: set[frozenset] = field(default_factory=set)  # ON conditions and column = column of two tables
    columns: list[frozenset] = field(default_factory=list)  # SELECT columns of each top-level block
    aggs: Counter = field(default_factory=Counter)  # (aggregate, DISTINCT) in SELECT, HAVING, ORDER BY
    group: Counter = field(default_factory=Counter)
    conds: Counter = field(default_factory=Counter)  # (left side, operator, NOT, kind of value)
    values: dict = field(default_factory=dict)  # condition key -> Counter of its literal values
    connectors: set[str] = field(default_factory=set)
    order: list = field(default_factory=list)  # (direction, keys, has LIMIT) of each top-level block
    limits: list[str] = field(default_factory=list)
    set_ops: list[str] = field(default_factory=list)
    nested: int = 0


def facts(sql: str, index: SchemaIndex) -> Facts:
    """The Facts of one query, read leniently (any single SELECT sqlglot reads)."""
    tree = parse_sql(inline_aliases(sql), index, strict=False)
    out = Facts(limits=_limits(sql))
    _collect(tree, index, out, top=True)
    return out


def _col(u: ColUnit | None, index: SchemaIndex) -> str:
    if u is None:
        return ""
    return index.fk_map.get(u.column, u.column)


def _unit(v: ValUnit, index: SchemaIndex) -> tuple:
    return (v.op, _col(v.left, index), v.left.agg, _col(v.right, index) if v.right is not None else "")


def _collect(sql: SQL, index: SchemaIndex, out: Facts, top: bool) -> None:
    """Walk one SELECT block, its set-operation branches and its nested queries into out."""
    units = [u for u in sql.table_units]
    out.tables.update(t for kind, t in units if kind == "table_unit")
    for kind, sub in units:
        if kind == "sql":
            out.nested += 1
            _collect(sub, index, out, top=False)
    for c in sql.from_conds[::2]:
        _condition(c, index, out, join=True)
    for c in sql.where[::2]:
        _condition(c, index, out)
    for c in sql.having[::2]:
        _condition(c, index, out, having=True)
    out.connectors.update(sql.where[1::2])
    out.connectors.update(sql.having[1::2])
    out.group.update(_col(u, index) for u in sql.group_by)
    for agg, v in sql.select[1]:
        _agg(agg, v, out)
    if sql.order_by:
        for v in sql.order_by[1]:
            _agg(0, v, out)
    if top:
        out.from_sizes.append(sum(1 for kind, _ in units if kind == "table_unit"))
        out.columns.append(frozenset("*" if (agg or v.left.agg) == 3 else _unit(v, index)[1] for agg, v in sql.select[1]))
        order = (sql.order_by[0], tuple(_unit(v, index) for v in sql.order_by[1])) if sql.order_by else None
        out.order.append((order, sql.limit))
    for op in SET_OPS:
        branch = sql.set_op(op)
        if branch is not None:
            if top:
                out.set_ops.append(op)
            _collect(branch, index, out, top=top)


def _agg(agg: int, v: ValUnit, out: Facts) -> None:
    for a, distinct in ((agg, v.left.distinct), (v.left.agg, v.left.distinct)):
        if a:
            out.aggs[(AGG_OPS[a], bool(distinct))] += 1
    if v.right is not None and v.right.agg:
        out.aggs[(AGG_OPS[v.right.agg], bool(v.right.distinct))] += 1


def _condition(c, index: SchemaIndex, out: Facts, join: bool = False, having: bool = False) -> None:
    left = _unit(c.left, index)
    if c.left.left.agg:
        out.aggs[(AGG_OPS[c.left.left.agg], bool(c.left.left.distinct))] += 1
    if isinstance(c.val1, SQL):
        out.nested += 1
        _collect(c.val1, index, out, top=False)
    if isinstance(c.val1, ColUnit) and c.op == _EQ and not c.negated and not c.left.right and not c.left.left.agg:
        a, b = c.left.left.column, c.val1.column
        if join or a.split(".")[0] != b.split(".")[0]:  # column = column of two tables: a join, wherever written
            out.join_keys.add(frozenset((a, b)))
            return
    if join:
        return  # another ON condition: counted by the join's tables, as exact match counts it
    kind = "query" if isinstance(c.val1, SQL) else "column" if isinstance(c.val1, ColUnit) else "literal"
    key = (left, WHERE_OPS[c.op], c.negated, kind, having)
    out.conds[key] += 1
    if kind == "literal":
        out.values.setdefault(key, Counter()).update([_literal(c.val1), _literal(c.val2)])


def _literal(v) -> str:
    if v is None:
        return ""
    if isinstance(v, float):
        return repr(float(v))
    text = str(v)
    return text[1:-1] if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"" else text


def inline_aliases(sql: str) -> str:
    """The query with every SELECT-list alias used in its ORDER BY, HAVING or GROUP BY replaced by the expression
    it names (`SELECT count(*) AS n ... ORDER BY n` reads as `ORDER BY count(*)`); unchanged when it does not parse."""
    from sqlglot import exp

    from nl2sql.eval.near_misses import parse_query

    tree = parse_query(sql)
    if tree is None:
        return sql
    changed = False
    for select in tree.find_all(exp.Select):
        named = {a.alias.lower(): a.this for a in select.expressions if isinstance(a, exp.Alias) and a.alias}
        if not named:
            continue
        for key in ("order", "having", "group"):
            part = select.args.get(key)
            if part is None:
                continue
            for col in list(part.find_all(exp.Column)):
                if not col.table and col.name.lower() in named:
                    col.replace(named[col.name.lower()].copy())
                    changed = True
    return tree.sql(dialect="sqlite") if changed else sql


def _limits(sql: str) -> list[str]:
    """The LIMIT values of a query, in order (the structure keeps only whether there is one)."""
    from sqlglot import exp

    from nl2sql.eval.near_misses import parse_query

    tree = parse_query(sql)
    if tree is None:
        return []
    return [lim.expression.sql() if lim.expression is not None else "" for lim in tree.find_all(exp.Limit)]


def differences(pred: Facts, gold: Facts) -> list[str]:
    """The structural classes on which a prediction's Facts differ from the gold's, in STRUCTURAL order."""
    found = []
    if (pred.tables - gold.tables) and (gold.tables - pred.tables):
        found.append("tables")
    # Per-block parts compare block by block when both chain the same set operations, else the first blocks only:
    # a set operation the other side lacks is set_op, not also a wrong second block.
    n = None if pred.set_ops == gold.set_ops else 1
    if pred.from_sizes[:n] != gold.from_sizes[:n] or pred.join_keys != gold.join_keys:
        found.append("join")
    if pred.columns[:n] != gold.columns[:n]:
        found.append("columns")
    if pred.aggs != gold.aggs:
        found.append("aggregation")
    if pred.group != gold.group:
        found.append("grouping")
    if pred.conds != gold.conds or pred.connectors != gold.connectors:
        found.append("condition")
    shared = set(pred.values) & set(gold.values)
    if any(pred.values[k] != gold.values[k] for k in shared):
        found.append("value")
    if pred.order[:n] != gold.order[:n] or pred.limits[:n] != gold.limits[:n]:
        found.append("order")
    if pred.set_ops != gold.set_ops:
        found.append("set_op")
    if pred.nested != gold.nested:
        found.append("nesting")
    return found
