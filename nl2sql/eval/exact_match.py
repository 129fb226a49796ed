"""Spider's exact set match (EM): components compared as sets, values ignored, as the official evaluator.

Both queries are parsed into Spider's structure (sql_parse), values are dropped, foreign-key
columns are mapped to one column per key group and DISTINCT flags dropped; then these components
must all agree: select (as a multiset of aggregate + value unit), where (multiset of conditions),
group by (column names, as a multiset), group by + having (exact), order by (items, direction and
LIMIT presence), and/or connectors, INTERSECT/UNION/EXCEPT (each branch matched recursively),
keywords, and the multiset of FROM tables. JOIN ... ON conditions only count through keywords.
See docs/evaluation-em.md for the details and how this agrees with the official script.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from nl2sql.eval.sql_parse import parse_sql
from nl2sql.eval.sql_struct import (
    SET_OPS,
    SQL,
    WHERE_OPS,
    SchemaIndex,
    SQLStructError,
    canonical_columns,
    schema_index,
    strip_values,
    valid_columns,
)
from nl2sql.sql.schema import Schema


@dataclass(frozen=True)
class EMResult:
    """Exact match of one prediction; reason says why not (unparsable prediction, differing components)."""

    match: bool
    reason: str | None


def exact_match(gold_sql: str, pred_sql: str, schema: Schema) -> EMResult:
    """Spider's exact set match of a predicted query against the gold one on this schema."""
    index = schema_index(schema)
    strict = True
    try:
        gold = parse_sql(gold_sql, index, strict=True)
    except SQLStructError:
        # A gold outside Spider's grammar (the official script would crash): compare both leniently.
        strict = False
        try:
            gold = parse_sql(gold_sql, index, strict=False)
        except SQLStructError as exc:
            return EMResult(False, f"gold SQL cannot be parsed for exact match: {exc}")
    # The official script replaces the placeholder "value" in predictions (old models emitted it).
    pred_text = pred_sql.replace("value", "1") if strict else pred_sql
    try:
        pred = parse_sql(pred_text, index, strict=strict)
    except SQLStructError as exc:
        return EMResult(False, f"prediction not parsable by Spider's grammar: {exc}")
    except RecursionError:  # sqlglot recurses once per nesting level: a model's "((((..." is no query
        return EMResult(False, "prediction not parsable by Spider's grammar: nested too deeply")
    failed = compare(prepare(pred, index), prepare(gold, index))
    if failed:
        return EMResult(False, "differs in " + ", ".join(failed))
    return EMResult(True, None)


def prepare(sql: SQL, index: SchemaIndex) -> SQL:
    """The official rewrites before comparing: values dropped, foreign keys and DISTINCT normalised."""
    stripped = strip_values(sql)
    assert stripped is not None
    result = canonical_columns(stripped, valid_columns(stripped, index), index.fk_map)
    assert result is not None
    return result


def compare(pred: SQL, gold: SQL) -> list[str]:
    """The components on which two prepared queries differ (empty when they match exactly)."""
    failed = [name for name, check in _CHECKS if not check(pred, gold)]
    if not failed and gold.table_units and Counter(gold.table_units) != Counter(pred.table_units):
        failed.append("from")
    return failed


def _multiset_equal(pred: list, gold: list) -> bool:
    """The official count: every predicted unit found in the gold (with repeats) and equal totals."""
    return len(pred) == len(gold) and Counter(pred) == Counter(gold)


def _select(pred: SQL, gold: SQL) -> bool:
    return _multiset_equal(list(pred.select[1]), list(gold.select[1]))


def _where(pred: SQL, gold: SQL) -> bool:
    return _multiset_equal(list(pred.where[::2]), list(gold.where[::2]))


def _group(pred: SQL, gold: SQL) -> bool:
    # Officially only the column name (after the table) is compared here.
    def names(sql: SQL) -> list[str]:
        return [u.column.split(".", 1)[1] if "." in u.column else u.column for u in sql.group_by]

    return _multiset_equal(names(pred), names(gold))


def _having(pred: SQL, gold: SQL) -> bool:
    has_p, has_g = bool(pred.group_by), bool(gold.group_by)
    if has_p != has_g:
        return False
    if not has_g:
        return True
    return [u.column for u in pred.group_by] == [u.column for u in gold.group_by] and pred.having == gold.having


def _order(pred: SQL, gold: SQL) -> bool:
    if (pred.order_by is None) != (gold.order_by is None):
        return False
    if gold.order_by is None:
        return True
    return pred.order_by == gold.order_by and pred.limit == gold.limit


def _and_or(pred: SQL, gold: SQL) -> bool:
    return set(pred.where[1::2]) == set(gold.where[1::2])


def _iuen(pred: SQL, gold: SQL) -> bool:
    for op in SET_OPS:
        p, g = pred.set_op(op), gold.set_op(op)
        if (p is None) != (g is None):
            return False
        if p is not None and g is not None and compare(p, g):
            return False
    return True


def keywords(sql: SQL) -> set[str]:
    """The SQL keywords the official evaluator compares as a set."""
    found = set()
    if sql.where:
        found.add("where")
    if sql.group_by:
        found.add("group")
    if sql.having:
        found.add("having")
    if sql.order_by is not None:
        found.update(("order", sql.order_by[0]))
    if sql.limit:
        found.add("limit")
    for op in SET_OPS:
        if sql.set_op(op) is not None:
            found.add(op)
    lists = (sql.from_conds, sql.where, sql.having)
    if any("or" in c[1::2] for c in lists):
        found.add("or")
    units = [u for c in lists for u in c[::2]]
    if any(c.negated for c in units):
        found.add("not")
    if any(c.op == WHERE_OPS.index("in") for c in units):
        found.add("in")
    if any(c.op == WHERE_OPS.index("like") for c in units):
        found.add("like")
    return found


def _keywords(pred: SQL, gold: SQL) -> bool:
    return keywords(pred) == keywords(gold)


_CHECKS = (
    ("select", _select),
    ("where", _where),
    ("group", _group),
    ("having", _having),
    ("order", _order),
    ("and/or", _and_or),
    ("IUEN", _iuen),
    ("keywords", _keywords),
)
