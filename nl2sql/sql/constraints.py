"""Structural constraints from a question (docs/reference-loop.md#constraints) and post-hoc checks of SQL on them."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from sqlglot import exp

from nl2sql.sql.parsing import TOO_DEEP, parse_one
from nl2sql.sql.words import (
    ANY_AGG_CUE,
    DISTINCT_RE,
    GROUP_RE,
    ORDER_RE,
    SUPER_MAX,
    SUPERLATIVE_RE,
    TOP_N_RE,
    aggregate_cues,
    asks_for_ranking,
    cue_nouns,
    normalize_question,
    number_value,
    singular,
)

AGGREGATES = ("COUNT", "AVG", "SUM", "MAX", "MIN")
# A "top N" / "N highest" above this names something ("course 301 most recently", "room 111"), not a row count:
# training questions ask for at most the top 10.
MAX_TOP_N = 100


def extract_constraints(nlq: str) -> dict:
    """Infer {agg, needs_group_by, needs_order_by, limit, distinct} from the question by keyword rules."""
    text = normalize_question(nlq)
    cues = aggregate_cues(text)
    superlative = SUPERLATIVE_RE.search(text)
    if superlative and not cues:
        # "the highest X" with no explicit aggregate: a MAX-like ranking (ORDER BY ... LIMIT 1 or MAX()).
        word = superlative.group("word")
        cues.append((superlative.start(), "MAX" if re.fullmatch(SUPER_MAX, word) else "MIN"))
    agg = min(cues)[1] if cues else None

    limit = None
    top = TOP_N_RE.search(text)
    top_n = number_value(next(g for g in top.groups() if g)) if top else None
    if top_n is not None and top_n <= MAX_TOP_N:
        limit = top_n
    elif superlative and re.search(
        rf"\b(?:the|a|its|their|his|her)\s+(?:\w+\s+){{0,2}}?{superlative.group('word')}\b", text
    ) and not re.search(rf"\b(?:the )?{superlative.group('word')} (?:and|or) ", text):
        limit = 1
    needs_order_by = bool(ORDER_RE.search(text)) or limit is not None
    needs_group_by = bool(GROUP_RE.search(text)) and agg is not None
    return {
        "agg": agg,
        "needs_group_by": needs_group_by,
        "needs_order_by": needs_order_by,
        "limit": limit,
        "distinct": bool(DISTINCT_RE.search(text)),
    }


@dataclass(frozen=True)
class SqlShape:
    """What a query does structurally, anywhere in it (subqueries included)."""

    aggregates: frozenset[str]
    top_aggregates: frozenset[str]  # in the outermost SELECT list(s)
    group_by: bool
    order_by: bool
    limits: tuple[int | None, ...]
    distinct: bool
    set_op: bool
    columns: frozenset[str]


def sql_shape(sql: str) -> SqlShape | None:
    """The structural features of one query, or None where it does not parse (or nests too deeply to parse)."""
    try:
        return _shape(sql)
    except RecursionError:
        return None


@functools.lru_cache(maxsize=1024)  # the loop checks one query's shape several times (its constraints, its intent)
def _shape(sql: str) -> SqlShape | None:
    tree = parse_one(sql)
    if tree is None:
        return None
    aggs = {_agg_name(n) for n in tree.find_all(exp.AggFunc)} - {None}
    outer = [tree]
    while outer and isinstance(outer[0], (exp.SetOperation, exp.Subquery)):
        node = outer.pop(0)
        outer += [node.left, node.right] if isinstance(node, exp.SetOperation) else [node.this]
    top = set()
    for sel in outer:
        if isinstance(sel, exp.Select):
            for item in sel.expressions:
                for agg in item.find_all(exp.AggFunc):
                    # Only aggregates not nested inside a subquery of the SELECT list count as top-level.
                    if agg.find_ancestor(exp.Select) is sel:
                        top.add(_agg_name(agg))
    limits = []
    for lim in tree.find_all(exp.Limit):
        value = lim.expression if lim.expression is not None else lim.this
        limits.append(int(value.name) if isinstance(value, exp.Literal) and value.name.isdigit() else None)
    return SqlShape(
        aggregates=frozenset(aggs),
        top_aggregates=frozenset(top - {None}),
        group_by=tree.find(exp.Group) is not None,
        order_by=tree.find(exp.Order) is not None,
        limits=tuple(limits),
        distinct=tree.find(exp.Distinct) is not None,
        set_op=tree.find(exp.SetOperation) is not None,
        columns=frozenset(c.name.lower() for c in tree.find_all(exp.Column)),
    )


def _agg_name(node: exp.Expression) -> str | None:
    name = type(node).__name__.upper()
    return name if name in AGGREGATES else None


def _counts_something(shape: SqlShape) -> bool:
    """COUNT or SUM, or a stored count column ("number of employees" is often num_employees)."""
    return bool(shape.aggregates & {"COUNT", "SUM"}) or any(
        re.search(r"num|count|total|amount|qty|quantity|sum", c) for c in shape.columns
    )


def _stored_value(shape: SqlShape, nlq: str | None, agg: str) -> bool:
    """The aggregate is already a column: "the max temperature" -> `max_temperature_f`, "how many kids" -> `kids`."""
    words = {"AVG": r"avg|average|mean", "MAX": r"max|high|best", "MIN": r"min|low"}.get(agg)
    if words and any(re.search(words, c) for c in shape.columns):
        return True
    if not nlq:
        return False
    for noun in cue_nouns(normalize_question(nlq)):
        stem = singular(noun)
        # Key columns are not stored counts: "how many heads" is not answered by head_id.
        if len(stem) >= 3 and any(stem in c and not re.search(r"id$|_id\b|code$|name$", c) for c in shape.columns):
            return True
    return False


def validate_constraints(sql: str, constraints: dict, nlq: str | None = None) -> tuple[bool, str | None]:
    """Check the SQL has the structure the constraints ask for; lenient where equivalent forms exist.

    The question, when given, lets a stored column stand in for an aggregate ("how many kids").
    SQL nested deeper than the parser follows fails with TOO_DEEP instead of raising.
    """
    try:
        shape = _shape(sql)
    except RecursionError:
        return False, f"{TOO_DEEP} (cannot check constraints on SQL nested this deeply)"
    if shape is None:
        return False, "parse_error:cannot check constraints on SQL that does not parse"
    agg = constraints.get("agg")
    if agg in ("COUNT", "SUM") and not (_counts_something(shape) or _stored_value(shape, nlq, agg)):
        return False, f"missing_aggregate:{agg} (use {agg}(...))"
    if agg == "AVG" and not ("AVG" in shape.aggregates or _stored_value(shape, nlq, agg)):
        return False, "missing_aggregate:AVG (use AVG(...))"
    if agg in ("MAX", "MIN") and not (shape.order_by or shape.aggregates or _stored_value(shape, nlq, agg)):
        return False, f"missing_aggregate:{agg} (use {agg}(...) or ORDER BY ... LIMIT 1)"
    if constraints.get("needs_group_by") and not shape.group_by and not _group_equivalent(shape):
        return False, "missing_group_by (the question asks for a value per group: add GROUP BY)"
    limit = constraints.get("limit")
    if constraints.get("needs_order_by") and not shape.order_by and not (shape.aggregates & {"MAX", "MIN"}):
        return False, "missing_order_by (the question asks for a ranking or a sort order: add ORDER BY)"
    if limit is not None:
        if limit == 1 and not (shape.limits or shape.aggregates & {"MAX", "MIN"}):
            return False, "missing_limit:1 (use ORDER BY ... LIMIT 1 or MAX()/MIN())"
        if limit > 1 and not shape.limits:
            return False, f"missing_limit:{limit} (add LIMIT {limit})"
        if limit > 1 and limit not in shape.limits and None not in shape.limits:
            return False, f"wrong_limit:{limit} (the question asks for {limit} rows: use LIMIT {limit})"
    if constraints.get("distinct") and not (
        shape.distinct or shape.group_by or shape.set_op or shape.aggregates & {"MAX", "MIN", "AVG", "SUM"}
    ):
        return False, "missing_distinct (the question asks for different values: add DISTINCT)"
    return True, None


def _group_equivalent(shape: SqlShape) -> bool:
    """A per-group answer without GROUP BY: a correlated aggregate in a subquery."""
    return bool(shape.aggregates) and not shape.top_aggregates


# -- the intent check after a successful run (docs/reference-loop.md#intent-check) ------------------------------

def intent_constraints(nlq: str, sql: str) -> tuple[bool, str | None]:
    """After a successful run: does the query's answer shape fit the question's intent (SQL heuristics)?"""
    ok, reason = validate_constraints(sql, extract_constraints(nlq), nlq=nlq)
    if not ok:
        return False, f"intent:{reason}"
    shape = sql_shape(sql)
    if shape is None:
        return False, "intent:parse_error"
    text = normalize_question(nlq)
    # A question that asks for no aggregate whose answer is only an aggregate ("List the names" -> COUNT(*)).
    if shape.top_aggregates and not ANY_AGG_CUE.search(text) and _outer_select_only_aggregates(sql):
        agg = sorted(shape.top_aggregates)[0]
        return False, f"intent:unexpected_aggregate:{agg} (the question asks for rows, not an aggregate)"
    # A LIMIT the question never asks for drops rows the answer needs.
    if shape.limits and not asks_for_ranking(nlq):
        return False, "intent:unexpected_limit (the question asks for every matching row: remove LIMIT)"
    return True, None


def _outer_select_only_aggregates(sql: str) -> bool:
    try:
        tree = parse_one(sql)
    except RecursionError:
        return False
    if not isinstance(tree, exp.Select) or tree.args.get("group"):
        return False
    return all(item.find(exp.AggFunc) is not None for item in tree.expressions)
