"""Parse SQL (with sqlglot) into Spider's component structure (nl2sql.eval.sql_struct).

Over ~450 lines because the converter is one recursive-descent reader whose methods call each other.

Two modes:
- strict (the default) accepts exactly what the official parser accepts, so a prediction it
  rejects here is a prediction the official evaluator scores 0 (column aliases, INNER/LEFT JOIN,
  comma joins, aliases without AS, IS NULL, IN lists, `<>`, functions other than the five
  aggregates ...), and it reproduces the official parser's quirks that change the structure
  (one alias map for the whole query where a later alias wins, unqualified columns resolved to
  the first FROM table that has them, a comparison with a column on its right swallowing the OR
  conditions after it).
- lenient accepts any single SELECT sqlglot parses (unsupported expressions become opaque units)
  and is used only when a gold query is outside Spider's grammar, so that such a dataset still
  gets an exact match and a hardness level.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from sqlglot import exp

from nl2sql.eval.sql_struct import (
    ALL_COLUMNS,
    SQL,
    WHERE_OPS,
    ColUnit,
    Cond,
    Condition,
    SchemaIndex,
    SQLStructError,
    TableUnit,
    Value,
    ValUnit,
    schema_index,
)
from nl2sql.eval.sql_tokens import read_query
from nl2sql.sql.schema import Schema

_AGG_NODES: dict[type, int] = {exp.Max: 1, exp.Min: 2, exp.Count: 3, exp.Sum: 4, exp.Avg: 5}
_UNIT_NODES: dict[type, int] = {exp.Sub: 1, exp.Add: 2, exp.Mul: 3, exp.Div: 4}
_CMP_NODES: dict[type, int] = {
    exp.EQ: WHERE_OPS.index("="),
    exp.GT: WHERE_OPS.index(">"),
    exp.LT: WHERE_OPS.index("<"),
    exp.GTE: WHERE_OPS.index(">="),
    exp.LTE: WHERE_OPS.index("<="),
    exp.NEQ: WHERE_OPS.index("!="),
    exp.Like: WHERE_OPS.index("like"),
}
_OP_IN, _OP_BETWEEN = WHERE_OPS.index("in"), WHERE_OPS.index("between")
_OP_IS, _OP_EXISTS = WHERE_OPS.index("is"), WHERE_OPS.index("exists")
_AS_BETWEEN = re.compile(r"\s+as\s+", re.IGNORECASE)


def parse_sql(sql: str, schema: Schema | SchemaIndex, strict: bool = True) -> SQL:
    """Parse one query into Spider's structure; raise SQLStructError naming what is unsupported."""
    index = schema if isinstance(schema, SchemaIndex) else schema_index(schema)
    return _parse_cached(sql, index, strict)


@lru_cache(maxsize=8192)
def _parse_cached(sql: str, index: SchemaIndex, strict: bool) -> SQL:
    # Gold queries are parsed for EM and again for hardness; the result is immutable.
    return _Converter(sql, index, strict).run()


class _Converter:
    """Turns one sqlglot tree into SQL, with the official parser's acceptance and resolution rules."""

    def __init__(self, sql: str, index: SchemaIndex, strict: bool):
        self.text = sql
        self.index = index
        self.strict = strict
        self.aliases: dict[str, str] = {}
        self.depth = 0  # nesting level: the official parser ignores trailing tokens only at the top
        self.stop = False  # set where the official parser stops reading (the rest of the query is ignored)

    def fail(self, what: str) -> SQLStructError:
        return SQLStructError(what)

    def stop_here(self, what: str) -> None:
        """The official parser stops at this point: fine at the top level, a failure when nested."""
        if self.depth > 0:
            raise self.fail(f"{what} in a nested query")
        self.stop = True

    def nested(self, node: exp.Expression) -> SQL:
        """A query inside a condition or FROM."""
        self.depth += 1
        try:
            return self.query(node)
        finally:
            self.depth -= 1

    # ---- entry -------------------------------------------------------------------------------
    def run(self) -> SQL:
        self.text, tree = read_query(self.text, self.strict)
        self.collect_aliases(tree)
        return self.query(tree)

    def collect_aliases(self, tree: exp.Expression) -> None:
        """One alias map for the whole query, in text order, a later alias winning (as officially)."""
        found = []
        for table in tree.find_all(exp.Table):
            alias = table.args.get("alias")
            if alias is None or not isinstance(alias.this, exp.Identifier):
                continue
            if self.strict:
                name_end = table.this.meta.get("end") if isinstance(table.this, exp.Identifier) else None
                alias_start = alias.this.meta.get("start")
                if name_end is None or alias_start is None or not _AS_BETWEEN.fullmatch(
                    self.text[name_end + 1 : alias_start]
                ):
                    raise self.fail(f"table alias without AS: {table.name} {alias.name}")
            found.append((alias.this.meta.get("start", 0), alias.name.lower(), table.name.lower()))
        for _, alias, table in sorted(found):
            self.aliases[alias] = table
        for table in self.index.columns:
            if table in self.aliases and self.strict:
                raise self.fail(f"alias {table} is also a table name")
            self.aliases.setdefault(table, table)

    # ---- queries ----------------------------------------------------------------------------
    def query(self, node: exp.Expression) -> SQL:
        """A SELECT or a chain of set operations, right-nested as the official parser builds it."""
        if isinstance(node, exp.Subquery) and not node.alias:
            node = node.this
        if self.strict and (node.args.get("with_") or node.args.get("with")):
            raise self.fail("WITH clause")
        if not isinstance(node, (exp.SetOperation, exp.Select)):
            raise self.fail(f"not a SELECT query: {type(node).__name__}")
        parts: list = []
        self.flatten_set_op(node, parts)
        # Trailing ORDER BY / LIMIT on a chain belong to its last SELECT in Spider's reading.
        tail = {k: node.args.get(k) for k in ("order", "limit", "offset") if node.args.get(k)}
        if not isinstance(node, exp.SetOperation):
            tail = {}
        sqls: list[SQL] = []
        for i in range(0, len(parts), 2):
            sqls.append(self.select(parts[i], tail if i == len(parts) - 1 else {}))
            if self.stop:
                break  # the official parser read no further
        result = sqls[-1]
        for k in range(len(sqls) - 2, -1, -1):
            op = parts[2 * k + 1]
            result = replace(sqls[k], **{("except_" if op == "except" else op): result})
        return result

    def flatten_set_op(self, node: exp.Expression, parts: list) -> None:
        """Operands and operators of a set-operation chain in text order."""
        if isinstance(node, exp.Subquery) and not node.alias and isinstance(node.this, exp.SetOperation):
            # sqlglot wraps a left chain of mixed operators this way; Spider reads it flat.
            node = node.this
        if isinstance(node, exp.SetOperation):
            if self.strict and node.args.get("distinct") is False:
                raise self.fail(f"{node.key.upper()} ALL")
            self.flatten_set_op(node.this, parts)
            parts.append(node.key.lower())
            self.flatten_set_op(node.expression, parts)
            return
        parts.append(self.unwrap_operand(node))

    def unwrap_operand(self, node: exp.Expression) -> exp.Select:
        if isinstance(node, exp.Subquery) and not node.alias:
            node = node.this
        if not isinstance(node, exp.Select):
            raise self.fail(f"set operation over {type(node).__name__}")
        return node

    def select(self, node: exp.Select, tail: dict) -> SQL:
        args = dict(node.args)
        args.update(tail)
        if self.strict:
            for key in ("with_", "with", "windows", "qualify", "connect", "prewhere", "laterals"):
                if args.get(key):
                    raise self.fail(f"{key.rstrip('_').upper()} clause")
        units, conds, tables = self.from_clause(args)
        distinct = args.get("distinct")
        if distinct is not None and distinct.args.get("on") is not None and self.strict:
            raise self.fail("DISTINCT ON")
        items = tuple(self.select_item(e, tables) for e in node.expressions)
        where = self.condition(args["where"].this, tables) if args.get("where") else ()
        group = self.group_by(args["group"].expressions, tables) if args.get("group") else ()
        if self.stop:
            args = {k: None for k in args}
        having = self.condition(args["having"].this, tables) if args.get("having") else ()
        order = None
        if args.get("order"):
            direction = "asc"
            units_ = []
            truncated = False
            for ordered in args["order"].expressions:
                key = ordered.this
                if self.strict and isinstance(key, (exp.Predicate, exp.Connector)) and key.this is not None:
                    # Officially ORDER BY reads one value unit and ignores the rest of the query.
                    self.stop_here(f"ORDER BY {key.sql()}")
                    while isinstance(key, (exp.Predicate, exp.Connector)) and key.this is not None:
                        key = key.this
                    units_.append(self.val_unit(key, tables))
                    truncated = True
                    break
                units_.append(self.val_unit(key, tables))
                # Only an explicit keyword sets the direction, and the last one wins for all keys.
                if ordered.args.get("desc") is True:
                    direction = "desc"
                elif ordered.args.get("desc") is False:
                    direction = "asc"
            order = (direction, tuple(units_))
            if truncated:
                args["limit"] = None
        if self.strict and args.get("offset") and not self.stop:
            # OFFSET (or LIMIT a, b) is where the official parser stops reading.
            self.stop_here("OFFSET")
        return SQL(
            select=(distinct is not None, items),
            table_units=units,
            from_conds=conds,
            where=where,
            group_by=group,
            having=having,
            order_by=order,
            limit=args.get("limit") is not None,
        )

    def group_by(self, items: list, tables: list[str]) -> tuple[ColUnit, ...]:
        """GROUP BY column units; officially an item that is more than a column ends the query there."""
        units = []
        for item in items:
            if self.strict and _UNIT_NODES.get(type(item)) is not None:
                first = item
                while _UNIT_NODES.get(type(first)) is not None:
                    first = first.this
                units.append(self.col_unit(first, tables))
                self.stop_here(f"GROUP BY {item.sql()}")
                break
            units.append(self.col_unit(item, tables))
        return tuple(units)

    def from_clause(self, args: dict) -> tuple[tuple, Condition, list[str]]:
        from_ = args.get("from_") or args.get("from")
        if from_ is None:
            if self.strict:
                raise self.fail("no FROM clause")
            return (), (), []
        units: list[TableUnit] = []
        tables: list[str] = []
        conds: list = []
        items = [(from_.this, None)] + [(j.this, j) for j in args.get("joins") or []]
        for pos, (item, join) in enumerate(items):
            if join is not None and self.strict:
                for key in ("kind", "side", "method"):
                    if join.args.get(key):
                        raise self.fail(f"{join.args[key]} JOIN")
                if join.args.get("using"):
                    raise self.fail("JOIN ... USING")
            if isinstance(item, exp.Subquery) and not item.alias and isinstance(item.this, exp.Table) and pos == 0:
                item = item.this  # FROM (t): the official parser takes the brackets around one table
            if isinstance(item, exp.Table):
                units.append(("table_unit", self.table_name(item)))
                tables.append(units[-1][1])
            elif isinstance(item, exp.Subquery):
                if self.strict and (item.alias or pos > 0):
                    raise self.fail("subquery in FROM with an alias or after JOIN")
                units.append(("sql", self.nested(item.this)))
                if item.alias and not self.strict:
                    self.aliases.setdefault(item.alias.lower(), item.alias.lower())
            else:
                raise self.fail(f"FROM item {type(item).__name__}")
            on = join.args.get("on") if join is not None else None
            if isinstance(on, exp.Boolean):
                on = None  # sqlglot's stand-in for a JOIN without ON
            if on is not None:
                this = self.condition(on, list(tables))
                if conds and this:
                    conds.append("and")
                conds.extend(this)
        return tuple(units), tuple(conds), tables

    def table_name(self, table: exp.Table) -> str:
        if self.strict and (table.args.get("db") or table.args.get("catalog")):
            raise self.fail(f"qualified table name {table.sql()}")
        if self.strict and isinstance(table.this, exp.Identifier) and table.this.quoted:
            raise self.fail(f'quoted table name "{table.name}"')
        name = table.name.lower()
        key = self.aliases.get(name)
        if key is None or key not in self.index.columns:
            if self.strict:
                raise self.fail(f"unknown table {table.name}")
            return name
        return key

    # ---- select items, value units, column units -----------------------------------------------
    def select_item(self, node: exp.Expression, tables: list[str]) -> tuple[int, ValUnit]:
        try:
            return self.select_unit(node, tables)
        except SQLStructError:
            if self.strict:
                raise
            return 0, self.opaque_vu(node.this if isinstance(node, exp.Alias) else node)

    def select_unit(self, node: exp.Expression, tables: list[str]) -> tuple[int, ValUnit]:
        if isinstance(node, exp.Alias):
            if self.strict:
                raise self.fail(f"column alias {node.alias}")
            node = node.this
        agg = _AGG_NODES.get(type(node))
        if agg is not None:
            arg = self.agg_argument(node)
            if isinstance(arg, exp.Distinct):
                if len(arg.expressions) != 1:
                    return agg, self.opaque_vu(node)
                return agg, self.val_unit(arg.expressions[0], tables, in_block=True, distinct=True)
            return agg, self.val_unit(arg, tables, in_block=True)
        return 0, self.val_unit(node, tables)

    def agg_argument(self, node: exp.Expression) -> exp.Expression:
        extra = [k for k, v in node.args.items() if v and k not in ("this", "big_int")]
        if node.this is None or extra:
            raise self.fail(f"aggregate {node.sql()}")
        return node.this

    def val_unit(self, node: exp.Expression, tables: list[str], in_block: bool = False,
                 distinct: bool = False) -> ValUnit:
        if isinstance(node, exp.Paren) and not in_block:
            return self.val_unit(node.this, tables, in_block=True, distinct=distinct)
        op = _UNIT_NODES.get(type(node))
        if op is not None and self.strict and not in_block and isinstance(node.this, exp.Paren):
            # "(a) / b": the official parser takes the '(' as the value unit's own and fails.
            raise self.fail(f"parenthesised left operand in {node.sql()}")
        if op is not None:
            return ValUnit(op, self.col_unit(node.this, tables, distinct), self.col_unit(node.expression, tables))
        return ValUnit(0, self.col_unit(node, tables, distinct), None)

    def col_unit(self, node: exp.Expression, tables: list[str], distinct: bool = False) -> ColUnit:
        if isinstance(node, exp.Paren) and not distinct and isinstance(node.this, (exp.Column, exp.Star)):
            node = node.this
        if isinstance(node, exp.Distinct) and not distinct and len(node.expressions) == 1:
            return self.col_unit(node.expressions[0], tables, distinct=True)
        agg = _AGG_NODES.get(type(node))
        if agg is not None and not distinct:
            try:
                arg = self.agg_argument(node)
            except SQLStructError:
                if self.strict:
                    raise
                return self.opaque(node)
            inner_distinct = False
            if isinstance(arg, exp.Distinct) and len(arg.expressions) == 1:
                arg, inner_distinct = arg.expressions[0], True
            if isinstance(arg, (exp.Column, exp.Star)):
                return ColUnit(agg, self.column(arg, tables), inner_distinct)
            if self.strict:
                raise self.fail(f"aggregate over an expression: {node.sql()}")
            return self.opaque(node)
        if isinstance(node, (exp.Column, exp.Star)):
            return ColUnit(0, self.column(node, tables), distinct)
        if self.strict:
            raise self.fail(f"unsupported expression {node.sql()}")
        return self.opaque(node)

    def column(self, node: exp.Column | exp.Star, tables: list[str]) -> str:
        if isinstance(node, exp.Star):
            return ALL_COLUMNS
        name_node = node.this
        if isinstance(name_node, exp.Star):
            if self.strict:
                raise self.fail(f"{node.table}.* in a column position")
            return ALL_COLUMNS
        if self.strict and (node.args.get("db") or node.args.get("catalog")):
            raise self.fail(f"qualified column {node.sql()}")
        if self.strict and any(isinstance(i, exp.Identifier) and i.quoted for i in (name_node, node.args.get("table"))):
            raise self.fail(f"quoted identifier {node.sql()} (Spider's parser reads it as a string)")
        name = node.name.lower()
        qualifier = node.table.lower()
        if qualifier:
            table = self.aliases.get(qualifier)
            if table is None or table not in self.index.columns:
                if self.strict:
                    raise self.fail(f"unknown table or alias {node.table} in {node.sql()}")
                return f"{qualifier}.{name}"
            if name not in self.index.columns[table]:
                if self.strict:
                    raise self.fail(f"unknown column {node.sql()}")
                return f"{table}.{name}"
            return f"{table}.{name}"
        # An unqualified column belongs to the first FROM table that has it, as officially.
        for table in tables:
            if name in self.index.columns.get(table, ()):
                return f"{table}.{name}"
        if self.strict:
            raise self.fail(f"unknown column {node.name}")
        return f"expr:{name}"

    def opaque(self, node: exp.Expression) -> ColUnit:
        """Lenient mode: an expression outside Spider's grammar, compared by its SQL text."""
        return ColUnit(0, "expr:" + node.sql(dialect="sqlite").lower(), False)

    def opaque_vu(self, node: exp.Expression) -> ValUnit:
        if self.strict:
            raise self.fail(f"unsupported expression {node.sql()}")
        return ValUnit(0, self.opaque(node), None)

    # ---- conditions -------------------------------------------------------------------------------
    def condition(self, node: exp.Expression, tables: list[str]) -> Condition:
        leaves: list = []
        self.flatten_condition(node, leaves)
        out: list = []
        swallowing = False
        for i in range(0, len(leaves), 2):
            connector = leaves[i - 1] if i else None
            if swallowing and connector == "or":
                # The official parser reads a column on the right of a comparison up to the next
                # ',', ')', AND or clause keyword, so the OR conditions that follow vanish.
                if not _simple_predicate(leaves[i]):
                    raise self.fail("OR after a comparison with a column, followed by a complex condition")
                continue
            cond, swallowing = self.predicate(leaves[i], tables)
            if connector is not None:
                out.append(connector)
            out.append(cond)
            swallowing = swallowing and self.strict
        return tuple(out)

    def flatten_condition(self, node: exp.Expression, leaves: list) -> None:
        if isinstance(node, (exp.And, exp.Or)):
            self.flatten_condition(node.this, leaves)
            leaves.append("and" if isinstance(node, exp.And) else "or")
            self.flatten_condition(node.expression, leaves)
        elif isinstance(node, exp.Paren) and not self.strict:
            self.flatten_condition(node.this, leaves)
        else:
            leaves.append(node)

    def predicate(self, node: exp.Expression, tables: list[str]) -> tuple[Cond, bool]:
        """One condition and whether it ends with a column value (which swallows ORs after it)."""
        negated = False
        while isinstance(node, exp.Not):
            negated = not negated
            node = node.this
        if isinstance(node, exp.Paren):
            if self.strict:
                raise self.fail("parenthesised condition")
            return self.predicate(node.this, tables)
        if node.args.get("negate"):
            negated = not negated
        op = _CMP_NODES.get(type(node))
        if op is not None:
            left = self.val_unit(node.this, tables)
            value, is_col = self.value(node.expression, tables)
            return Cond(negated, op, left, value, None), is_col
        if isinstance(node, exp.Between):
            left = self.val_unit(node.this, tables)
            low, _ = self.value(node.args["low"], tables)
            high, is_col = self.value(node.args["high"], tables)
            return Cond(negated, _OP_BETWEEN, left, low, high), is_col
        if isinstance(node, exp.In):
            left = self.val_unit(node.this, tables)
            query = node.args.get("query")
            if query is not None:
                return Cond(negated, _OP_IN, left, self.nested(query), None), False
            values = node.expressions
            # Officially "IN (x)" reads like "= x"; a longer list does not parse.
            if len(values) == 1 and (not self.strict or _is_literal(values[0])):
                value, is_col = self.value(values[0], tables)
                return Cond(negated, _OP_IN, left, value, None), is_col
            if self.strict:
                raise self.fail("IN with a list of values")
            return Cond(negated, _OP_IN, left, None, None), False
        if not self.strict:
            if isinstance(node, exp.Is):
                return Cond(negated, _OP_IS, self.val_unit(node.this, tables), None, None), False
            if isinstance(node, exp.Exists):
                star = ValUnit(0, ColUnit(0, ALL_COLUMNS, False), None)
                return Cond(negated, _OP_EXISTS, star, self.nested(node.this), None), False
            return Cond(negated, WHERE_OPS.index("="), ValUnit(0, self.opaque(node), None), None, None), False
        raise self.fail(f"unsupported condition {node.sql()}")

    def value(self, node: exp.Expression, tables: list[str]) -> tuple[Value, bool]:
        """The right side of a condition, and whether it was read as a column."""
        if isinstance(node, exp.Paren) and _is_literal(node.this):
            node = node.this
        if isinstance(node, exp.Literal):
            if node.is_string:
                return f'"{node.this}"', False
            try:
                return float(node.this), False
            except ValueError:
                raise self.fail(f"number {node.this}") from None
        if isinstance(node, exp.Neg) and isinstance(node.this, exp.Literal) and not node.this.is_string:
            return -float(node.this.this), False
        if isinstance(node, exp.Subquery):
            return self.nested(node.this), False
        if isinstance(node, exp.Column) and not node.table and isinstance(node.this, exp.Identifier) \
                and node.this.quoted:
            # A double-quoted word is a string to the official tokenizer (Spider golds use "France").
            return f'"{node.name}"', False
        # Anything else is read as a column unit from its first tokens, the rest skipped.
        first = node
        while _UNIT_NODES.get(type(first)) is not None:
            first = first.this
        if isinstance(first, (exp.Column, exp.Star)) or _AGG_NODES.get(type(first)) is not None:
            try:
                return self.col_unit(first, tables), True
            except SQLStructError:
                if self.strict:
                    raise
        if self.strict:
            raise self.fail(f"unsupported value {node.sql()}")
        return None, False


def _is_literal(node: exp.Expression) -> bool:
    return isinstance(node, exp.Literal) or (
        isinstance(node, exp.Neg) and isinstance(node.this, exp.Literal) and not node.this.is_string
    )


def _simple_predicate(node: exp.Expression) -> bool:
    """A condition made only of columns, literals and comparisons (what a swallowed OR may hold)."""
    allowed = (exp.Column, exp.Identifier, exp.Literal, exp.Star, exp.Neg, exp.Not, exp.Like, exp.Binary)
    return not any(isinstance(n, (exp.Subquery, exp.Select, exp.Paren, exp.Between, exp.In, exp.Func))
                   for n in node.walk()) and isinstance(node, allowed)

