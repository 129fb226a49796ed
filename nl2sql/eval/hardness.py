"""Spider's hardness level of a gold query (easy, medium, hard, extra), as the official eval_hardness."""

from __future__ import annotations

from nl2sql.eval.sql_parse import parse_sql
from nl2sql.eval.sql_struct import SQL, WHERE_OPS, SQLStructError, schema_index
from nl2sql.sql.schema import Schema

_LIKE = WHERE_OPS.index("like")


def hardness(gold_sql: str, schema: Schema) -> str:
    """The Spider hardness level of a gold query; raises SQLStructError if it cannot be parsed at all."""
    index = schema_index(schema)
    try:
        sql = parse_sql(gold_sql, index, strict=True)
    except SQLStructError:
        # Outside Spider's grammar (the official script would crash): count on the lenient parse.
        sql = parse_sql(gold_sql, index, strict=False)
    return hardness_of(sql)


def hardness_of(sql: SQL) -> str:
    """The level from the three official counts."""
    comp1, comp2, others = count_component1(sql), count_component2(sql), count_others(sql)
    if comp1 <= 1 and others == 0 and comp2 == 0:
        return "easy"
    if (others <= 2 and comp1 <= 1 and comp2 == 0) or (comp1 <= 2 and others < 2 and comp2 == 0):
        return "medium"
    if (
        (others > 2 and comp1 <= 2 and comp2 == 0)
        or (2 < comp1 <= 3 and others <= 2 and comp2 == 0)
        or (comp1 <= 1 and others == 0 and comp2 <= 1)
    ):
        return "hard"
    return "extra"


def _cond_lists(sql: SQL) -> tuple:
    return (sql.from_conds, sql.where, sql.having)


def count_component1(sql: SQL) -> int:
    """WHERE, GROUP BY, ORDER BY, LIMIT, each extra FROM item, each OR and each LIKE (nested queries excluded)."""
    count = sum(bool(x) for x in (sql.where, sql.group_by, sql.order_by, sql.limit))
    if sql.table_units:
        count += len(sql.table_units) - 1
    count += sum(c[1::2].count("or") for c in _cond_lists(sql))
    count += sum(1 for c in _cond_lists(sql) for u in c[::2] if u.op == _LIKE)
    return count


def nested_queries(sql: SQL) -> list[SQL]:
    """Queries nested in conditions (ON, WHERE, HAVING values) and the set-operation branches."""
    nested = [v for c in _cond_lists(sql) for u in c[::2] for v in (u.val1, u.val2) if isinstance(v, SQL)]
    nested += [s for s in (sql.intersect, sql.except_, sql.union) if s is not None]
    return nested


def count_component2(sql: SQL) -> int:
    """The number of nested queries."""
    return len(nested_queries(sql))


def count_others(sql: SQL) -> int:
    """More than one aggregate, select column, WHERE condition or GROUP BY column: one point each.

    The aggregate count keeps the official quirks: a WHERE condition counts when it is negated
    (its first field is the NOT flag), and in HAVING every negated condition and every and/or
    connector counts.
    """
    aggs = sum(1 for agg, _ in sql.select[1] if agg)
    aggs += sum(1 for u in sql.where[::2] if u.negated)
    aggs += sum(1 for u in sql.group_by if u.agg)
    if sql.order_by is not None:
        units = [v.left for v in sql.order_by[1] if v.left] + [v.right for v in sql.order_by[1] if v.right]
        aggs += sum(1 for u in units if u.agg)
    aggs += sum(1 for x in sql.having if isinstance(x, str) or x.negated)
    count = int(aggs > 1)
    count += int(len(sql.select[1]) > 1)
    count += int(len(sql.where) > 1)
    count += int(len(sql.group_by) > 1)
    return count
