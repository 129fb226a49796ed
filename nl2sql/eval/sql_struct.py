"""Parse SQL (with sqlglot) into Spider's component structure, the one exact match and hardness read.

The structure mirrors the official Spider evaluator's (taoyds/spider, process_sql.py): a query is a
select list of (aggregate, value unit) pairs, FROM table units and join conditions, WHERE and
HAVING condition lists with their and/or connectors, GROUP BY column units, ORDER BY value units
with one direction, LIMIT presence and a right-nested INTERSECT/UNION/EXCEPT query. Columns are
resolved to "table.column" (lower case) through the schema and the query's table aliases.

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
import weakref
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import NamedTuple, Union

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError
from sqlglot.tokens import TokenType

from ..schema import Schema

AGG_OPS = ("none", "max", "min", "count", "sum", "avg")
UNIT_OPS = ("none", "-", "+", "*", "/")
WHERE_OPS = ("not", "between", "=", ">", "<", ">=", "<=", "!=", "in", "like", "is", "exists")
SET_OPS = ("intersect", "union", "except")
ALL_COLUMNS = "*"

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
_DIALECT = sqlglot.Dialect.get_or_raise("sqlite")
_AS_BETWEEN = re.compile(r"\s+as\s+", re.IGNORECASE)


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


EMPTY_SQL = SQL(select=(False, ()))


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
        junk = ""  # text after a stray backtick, read as trailing junk
        try:
            tokens = _DIALECT.tokenize(self.text)
        except SqlglotError as exc:
            tick = self.text.find("`")
            if not self.strict or tick <= 0:
                raise self.fail(f"does not tokenize: {_first_line(exc)}") from None
            # A stray backtick (a code fence left in): Spider's tokenizer reads on, so read up to it.
            try:
                tokens = _DIALECT.tokenize(self.text[:tick])
            except SqlglotError:
                raise self.fail(f"does not tokenize: {_first_line(exc)}") from None
            junk = self.text[tick:]
        while self.strict and not junk:
            comment = _comment_start(self.text, tokens)
            if comment is None:
                break
            # Spider's tokenizer reads a comment's words as SQL. Right after `= column` they are
            # skipped with the column's trailing text; anywhere else they are trailing junk.
            before = [t for t in tokens if t.end < comment]
            end = _comment_end(self.text, comment)
            if end < len(self.text) and _ends_column_comparison(before, len(before)) \
                    and _swallowable([], self.text[comment:end]) is True:
                self.text = self.text[:comment] + " " * (end - comment) + self.text[end:]
                tokens = _DIALECT.tokenize(self.text)
                continue
            tokens, junk = before, self.text[comment:]
        # The official parser reads the first statement and ignores what follows its semicolon.
        for i, tok in enumerate(tokens):
            if tok.token_type == TokenType.SEMICOLON:
                tokens, junk = tokens[:i], ""
                break
        if not tokens:
            raise self.fail("empty SQL")
        if self.strict:
            tokens = self.official_prefix(tokens)
            self.check_tokens(tokens)
        trees = None
        if not junk:
            try:
                trees = _DIALECT.parser().parse(tokens, self.text)
            except SqlglotError as exc:
                if not self.strict:
                    raise self.fail(f"does not parse: {_first_line(exc)}") from None
                error = exc
        else:
            error = SQLStructError(f"text the official parser cannot skip: {junk[:30]!r}")
        if trees is None:
            trees = self.parse_before_junk(tokens, junk)
            if trees is None:
                raise self.fail(f"does not parse: {_first_line(error)}")
        tree = trees[0] if trees else None
        if tree is None:
            raise self.fail("empty SQL")
        self.collect_aliases(tree)
        return self.query(tree)

    def parse_before_junk(self, tokens: list, junk: str) -> list | None:
        """Parse the longest prefix the official parser would stop after, ignoring the text that follows.

        It stops silently after a top-level GROUP BY or ORDER BY list or LIMIT n, and a comparison
        with a column on its right reads on to the next ',', ')', AND, clause or join keyword.
        """
        cuts = []
        depth, clause_at = 0, None
        for i, tok in enumerate(tokens):
            if depth == 0 and clause_at is not None and i > clause_at + 1:
                cuts.append(i)
            if depth == 0 and i >= 2 and _ends_column_comparison(tokens, i) and _swallowable(tokens[i:], junk):
                cuts.append(i)
            if tok.token_type == TokenType.L_PAREN:
                depth += 1
            elif tok.token_type == TokenType.R_PAREN:
                depth -= 1
            elif depth == 0 and tok.token_type in _CLAUSE_TOKENS:
                clause_at = i if tok.token_type in _FINAL_CLAUSES else None
                if tok.token_type == TokenType.LIMIT:
                    cuts = [i + 2] if i + 2 <= len(tokens) else []
                    clause_at = None
        n = len(tokens)
        if depth == 0 and ((clause_at is not None and n > clause_at + 1) or (
                _ends_column_comparison(tokens, n) and _swallowable([], junk))):
            cuts.append(n)
        for cut in sorted(set(c for c in cuts if c < n or junk), reverse=True)[:40]:
            try:
                return _DIALECT.parser().parse(tokens[:cut], self.text)
            except SqlglotError:
                continue
        return None

    def official_prefix(self, tokens: list) -> list:
        """The tokens the official parser reads: it stops silently at a stray ')' or NULLS FIRST/LAST."""
        depth = 0
        for i, tok in enumerate(tokens):
            kind = tok.token_type
            if kind == TokenType.L_PAREN:
                depth += 1
            elif kind == TokenType.R_PAREN:
                depth -= 1
                if depth < 0:
                    return tokens[:i]
            elif tok.text.upper() == "NULLS" and i + 1 < len(tokens) \
                    and tokens[i + 1].text.upper() in ("FIRST", "LAST"):
                if depth > 0:
                    raise self.fail("NULLS FIRST/LAST inside a nested query")
                return tokens[:i]
        return tokens

    def check_tokens(self, tokens: list) -> None:
        """Reject spellings the official tokenizer cannot read but sqlglot normalises away."""
        prefix_not_after = {TokenType.WHERE, TokenType.AND, TokenType.OR, TokenType.HAVING, TokenType.ON,
                            TokenType.L_PAREN}
        prev = None
        binary_dash = False
        for tok in tokens:
            kind, text = tok.token_type, tok.text
            if kind == TokenType.NEQ and text != "!=":
                raise self.fail(f"operator {text} (Spider's parser reads only !=)")
            if kind == TokenType.EQ and text != "=":
                raise self.fail(f"operator {text} (Spider's parser reads only =)")
            if kind == TokenType.NOT and (prev is None or prev.token_type in prefix_not_after):
                raise self.fail("NOT before a condition (Spider's parser reads only x NOT IN/LIKE/BETWEEN)")
            if kind == TokenType.IDENTIFIER and self.text[tok.start] in "`[":
                raise self.fail(f"identifier quoted with {self.text[tok.start]}: {text}")
            if prev is not None and prev.token_type == TokenType.IDENTIFIER and kind == TokenType.L_PAREN:
                raise self.fail(f'quoted function name "{prev.text}" (a string to Spider\'s tokenizer)')
            if prev is not None and prev.token_type == TokenType.DASH and kind == TokenType.NUMBER \
                    and prev.end + 1 != tok.start and not binary_dash:
                # NLTK keeps "-5" whole; "- 5" gives a lone "-" the official parser cannot read.
                raise self.fail("minus sign apart from its number")
            if kind in (TokenType.STRING, TokenType.IDENTIFIER) and ("'" in text or '"' in text):
                raise self.fail(f"quote inside a quoted string: {text}")
            # The official tokenizer (NLTK's) splits on spaces and a few characters only, so an
            # operator glued to a name or value (x='a', a-b, n>=5) becomes part of a word.
            binary_dash = kind == TokenType.DASH and prev is not None and prev.token_type in _OPERAND_TOKENS
            if kind in _EQ_TOKENS or kind in (TokenType.PLUS, TokenType.SLASH) or binary_dash:
                for pos in range(tok.start, tok.end + 1):
                    if self.text[pos] in "=+-/" and not (_nltk_split_at(self.text, pos - 1, left=True)
                                                         and _nltk_split_at(self.text, pos + 1, left=False)):
                        raise self.fail(f"operator {text} not separated by spaces (Spider's tokenizer merges it)")
            prev = tok

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


_CLAUSE_TOKENS = (TokenType.SELECT, TokenType.FROM, TokenType.WHERE, TokenType.GROUP_BY, TokenType.HAVING,
                  TokenType.ORDER_BY, TokenType.LIMIT, TokenType.UNION, TokenType.INTERSECT, TokenType.EXCEPT)
_FINAL_CLAUSES = (TokenType.GROUP_BY, TokenType.ORDER_BY, TokenType.LIMIT)
_COMPARISONS = (TokenType.EQ, TokenType.GT, TokenType.LT, TokenType.GTE, TokenType.LTE, TokenType.NEQ,
                TokenType.LIKE)
# Words at which the official reading of a column value stops (then the junk after it matters).
_STOP_WORDS = frozenset(
    [",", ")", "and", "join", "on", "as", ";", "select", "from", "where", "group", "order", "limit", "intersect",
     "union", "except"]
)


def _comment_start(text: str, tokens: list) -> int | None:
    """Where the first SQL comment starts (outside tokens), if any."""
    pos = 0
    for tok in [*tokens, None]:
        gap_end = tok.start if tok is not None else len(text)
        gap = text[pos:gap_end]
        for marker in ("--", "/*"):
            at = gap.find(marker)
            if at >= 0:
                return pos + at
        if tok is not None:
            pos = tok.end + 1
    return None


def _comment_end(text: str, start: int) -> int:
    """Where the comment starting at start ends."""
    if text.startswith("--", start):
        end = text.find("\n", start)
        return len(text) if end < 0 else end
    end = text.find("*/", start + 2)
    return len(text) if end < 0 else end + 2


def _ends_column_comparison(tokens: list, i: int) -> bool:
    """Whether tokens[:i] ends with `op column` (column: name or qualifier.name)."""
    j = i - 1
    if j < 1 or tokens[j].token_type not in (TokenType.VAR, TokenType.IDENTIFIER):
        return False
    if j >= 2 and tokens[j - 1].token_type == TokenType.DOT:
        j -= 2
    return j >= 1 and tokens[j - 1].token_type in _COMPARISONS and tokens[j].token_type == TokenType.VAR


def _swallowable(rest: list, junk: str) -> bool:
    """Whether trailing tokens and text hold none of the words that stop a column value's reading."""
    words = [t.text.lower() for t in rest] + re.findall(r"\w+|[^\w\s]", junk.lower())
    return bool(words) and not any(w in _STOP_WORDS for w in words)


_EQ_TOKENS = (TokenType.EQ, TokenType.GTE, TokenType.LTE, TokenType.NEQ)
_OPERAND_TOKENS = (TokenType.VAR, TokenType.IDENTIFIER, TokenType.NUMBER, TokenType.STRING, TokenType.R_PAREN)
# Characters NLTK's word tokenizer pads with spaces (',' and ':' only before a non-digit).
_NLTK_PADDED = frozenset(";@#$%&?!*[](){}<>")


def _nltk_split_at(text: str, pos: int, left: bool) -> bool:
    """Whether the character at pos (beside an operator) ends an NLTK token there."""
    if pos < 0 or pos >= len(text):
        return True
    ch = text[pos]
    if ch.isspace() or ch in _NLTK_PADDED:
        return True
    if ch in ",:":
        # Padded only before a non-digit; left of an operator that holds.
        return left or pos + 1 >= len(text) or not text[pos + 1].isdigit()
    return False


def _is_literal(node: exp.Expression) -> bool:
    return isinstance(node, exp.Literal) or (
        isinstance(node, exp.Neg) and isinstance(node.this, exp.Literal) and not node.this.is_string
    )


def _simple_predicate(node: exp.Expression) -> bool:
    """A condition made only of columns, literals and comparisons (what a swallowed OR may hold)."""
    allowed = (exp.Column, exp.Identifier, exp.Literal, exp.Star, exp.Neg, exp.Not, exp.Like, exp.Binary)
    return not any(isinstance(n, (exp.Subquery, exp.Select, exp.Paren, exp.Between, exp.In, exp.Func))
                   for n in node.walk()) and isinstance(node, allowed)


def _first_line(exc: Exception) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


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
