"""Near-miss neighbours (mutants) of a gold query: the wrong answers a test suite must tell apart.

Each edit is one plausible mistake (a dropped condition, a flipped comparison, a swapped aggregate,
no DISTINCT, another LIMIT, the other sort direction, ...). See docs/evaluation-ts.md.
"""

from __future__ import annotations

from collections.abc import Callable

import sqlglot
from sqlglot import exp

MAX_MUTANTS_PER_QUERY = 30

COMPARISON_FLIPS: dict[type, tuple[type, ...]] = {
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


def parse_query(sql: str) -> exp.Expression | None:
    """The sqlglot tree of one SQLite query, or None when it does not parse as a query."""
    try:
        tree = sqlglot.parse_one(sql, read="sqlite")
    except (sqlglot.errors.ParseError, sqlglot.errors.TokenError, ValueError):
        return None
    return tree if isinstance(tree, exp.Query) else None


def in_filter(node: exp.Expression) -> bool:
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
    if cls in COMPARISON_FLIPS and in_filter(node):
        both_columns = isinstance(node.this, exp.Column) and isinstance(node.expression, exp.Column)
        if not both_columns:  # a column = column predicate is an implicit join: flipping it only explodes
            for new in COMPARISON_FLIPS[cls]:
                edits.append(lambda n, new=new: n.replace(new(this=n.this.copy(), expression=n.expression.copy())))
    if isinstance(node, (exp.And, exp.Or)) and in_filter(node):
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
    if isinstance(node, exp.Between) and in_filter(node):
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
    if isinstance(node, exp.In) and in_filter(node):
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
    tree = parse_query(sql)
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


def tie_probe(sql: str) -> tuple[str, int, int] | None:
    """For a top-level ORDER BY ... LIMIT n: a query giving each row's sort keys then its output, n, and the key count."""
    tree = parse_query(sql)
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


def tied_at_cut(rows: list[tuple], n: int, nkeys: int) -> bool:
    """Whether rows tied with the last kept row on the sort keys, some kept and some cut, differ in output."""
    if n < 1 or len(rows) <= n:
        return False
    key = rows[n - 1][:nkeys]
    tied = [i for i, r in enumerate(rows) if r[:nkeys] == key]
    return any(i >= n for i in tied) and len({rows[i][nkeys:] for i in tied}) > 1

