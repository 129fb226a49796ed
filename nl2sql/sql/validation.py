"""validate_sql: one read-only SELECT whose tables and columns exist, with a fix suggested for each error."""

from __future__ import annotations

import difflib
import logging
import re
from dataclasses import asdict, dataclass, field

import sqlglot
from sqlglot import exp
from sqlglot.errors import ParseError, TokenError
from sqlglot.optimizer.scope import Scope, traverse_scope

from nl2sql.sql.db import SqlLimits
from nl2sql.sql.scanner import mask_literals, split_statements
from nl2sql.sql.schema import Schema

DIALECT = "sqlite"

# Statement keywords that change data, schema or connection state, by the name reported.
DANGEROUS_KEYWORDS = (
    "DROP", "DELETE", "INSERT", "UPDATE", "REPLACE", "ATTACH", "DETACH", "PRAGMA", "ALTER",
    "CREATE", "VACUUM", "REINDEX", "ANALYZE", "TRUNCATE", "MERGE", "UPSERT", "GRANT", "REVOKE",
    "BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE",
)
_DANGEROUS_NODES: dict[type, str] = {
    exp.Drop: "DROP", exp.Delete: "DELETE", exp.Insert: "INSERT", exp.Update: "UPDATE",
    exp.Create: "CREATE", exp.Pragma: "PRAGMA", exp.Transaction: "BEGIN", exp.Commit: "COMMIT",
    exp.Rollback: "ROLLBACK",
}
for _name, _kw in (("Attach", "ATTACH"), ("Detach", "DETACH"), ("Alter", "ALTER"), ("Merge", "MERGE"),
                   ("TruncateTable", "TRUNCATE")):
    if hasattr(exp, _name):
        _DANGEROUS_NODES[getattr(exp, _name)] = _kw
# Functions that reach outside the database even inside a SELECT.
_DANGEROUS_FUNCTIONS = {"load_extension", "writefile", "readfile", "fts3_tokenizer"}
# SQLite's implicit row id columns exist on every ordinary table.
_ROWID = {"rowid", "oid", "_rowid_"}
# The schema table SQLite exposes to any SELECT.
_SQLITE_MASTER_COLUMNS = ("type", "name", "tbl_name", "rootpage", "sql")
_SQLITE_MASTER = {"sqlite_master", "sqlite_schema", "sqlite_temp_master", "sqlite_temp_schema"}
_FIRST_WORD = re.compile(r"^\W*([A-Za-z_]+)")
# The reason for SQL nested deeper than sqlglot's recursive parser follows (issue 14): rejected by name, never raised.
TOO_DEEP = "too_deeply_nested"
# Longer SQL is refused unparsed: the executor's statement limit refuses it anyway, and parsing a megabyte
# IN-list takes seconds.
MAX_SQL_CHARS = SqlLimits().sql_length


class _DropCommandFallbackWarning(logging.Filter):
    """sqlglot logs a warning for every statement it parses as a raw Command; we report those ourselves."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "Falling back to parsing as a 'Command'" not in record.getMessage()


logging.getLogger("sqlglot").addFilter(_DropCommandFallbackWarning())


@dataclass
class ValidationResult:
    """The verdict: valid, the first reason (short, for the model), every error and a suggestion per error."""

    valid: bool
    reason: str | None = None
    errors: list[str] = field(default_factory=list)
    suggestions: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)


def _fail(errors: list[str], suggestions: list[str] | None = None) -> ValidationResult:
    return ValidationResult(False, errors[0], errors, suggestions or [])


def parse_error_message(exc: Exception) -> str:
    """A one-line description of a sqlglot parse error (the first one, with its position)."""
    errs = getattr(exc, "errors", None)
    if errs:
        e = errs[0]
        desc = re.sub(r"<class '[\w.]*?(\w+)'>", r"\1", str(e.get("description") or "syntax error"))
        desc = desc.replace("Required keyword: 'this' missing for", "incomplete").rstrip(". ")
        near = (e.get("highlight") or "").strip()
        where = f" near '{near}'" if near else ""
        return f"{desc}{where} (line {e.get('line')}, col {e.get('col')})"
    return " ".join(str(exc).split())[:160]


def parse_statements(sql: str) -> list[exp.Expression]:
    """Parse with the SQLite dialect; empty statements (stray semicolons) are dropped.

    Raises ParseError, or RecursionError where the SQL nests deeper than the parser follows (see TOO_DEEP).
    """
    try:
        return [s for s in sqlglot.parse(sql, read=DIALECT) if s is not None]
    except TokenError as exc:
        raise ParseError(str(exc)) from exc


def parse_one(sql: str) -> exp.Expression | None:
    """The one statement of the text, or None where it does not parse or holds several (RecursionError passes)."""
    try:
        statements = parse_statements(sql)
    except (ParseError, ValueError):
        return None
    return statements[0] if len(statements) == 1 else None


def _keyword_danger(sql: str) -> str | None:
    """A dangerous leading keyword in any statement of the text (works even where sqlglot cannot parse)."""
    for part in split_statements(sql):
        m = _FIRST_WORD.match(part)
        if m and m.group(1).upper() in DANGEROUS_KEYWORDS:
            return m.group(1).upper()
        # "WITH x AS (...) DELETE ..." and "EXPLAIN DROP ..." hide the verb behind a prefix.
        m2 = re.search(r"\b(DROP|DELETE|INSERT|UPDATE|ATTACH|DETACH|PRAGMA|ALTER|CREATE|VACUUM)\b\s+"
                       r"(?:TABLE|FROM|INTO|DATABASE|INDEX|VIEW|TRIGGER|OR|[A-Za-z_\"`\[])", mask_literals(part),
                       re.I)
        if m2 and not re.match(r"^\s*\(?\s*(SELECT|WITH)\b", part, re.I):
            return m2.group(1).upper()
    return None


def selects_star(select: exp.Select) -> bool:
    """Whether the SELECT list holds * or t.*."""
    return any(isinstance(e, exp.Star) or (isinstance(e, exp.Column) and isinstance(e.this, exp.Star))
               for e in select.expressions)


def is_query(node: exp.Expression) -> bool:
    """A SELECT, a set operation of SELECTs, or either in parentheses (a leading WITH is part of it)."""
    while isinstance(node, exp.Subquery):
        node = node.this
    return isinstance(node, (exp.Select, exp.SetOperation))


def _closest(name: str, candidates: list[str], n: int = 1, cutoff: float = 0.6) -> list[str]:
    """Close matches compared case-insensitively, returned in their original spelling."""
    by_low: dict[str, str] = {}
    for c in candidates:
        by_low.setdefault(c.lower(), c)
    hits = difflib.get_close_matches(name.lower(), list(by_low), n=n, cutoff=cutoff)
    return [by_low[h] for h in hits]


class _Resolver:
    """Resolves tables and columns of one parsed query against a schema, scope by scope."""

    def __init__(self, schema: Schema, sql: str):
        self.schema = schema
        self.sql = sql
        self.tables = {t.name.lower(): t for t in schema.tables}
        self.errors: list[str] = []
        self.suggestions: list[str] = []
        self._seen: set[str] = set()

    def add(self, error: str, suggestion: str) -> None:
        if error not in self._seen:
            self._seen.add(error)
            self.errors.append(error)
            self.suggestions.append(suggestion)

    # -- tables ------------------------------------------------------------------------------------------
    def table_columns(self, name: str) -> list[str] | None:
        """Column names of a schema table (None if the table does not exist)."""
        low = name.lower()
        if low in _SQLITE_MASTER:
            return list(_SQLITE_MASTER_COLUMNS)
        t = self.tables.get(low)
        return None if t is None else [c.name for c in t.columns]

    def check_table(self, node: exp.Table) -> None:
        if isinstance(node.this, exp.Func) or not node.name:
            return  # a table-valued function such as json_each(...)
        if self.table_columns(node.name) is not None:
            return
        close = _closest(node.name, self.schema.table_names)
        if close:
            self.add(f"unknown_table:{node.name} (did you mean {close[0]}?)",
                     f"replace table {node.name} with {close[0]}")
        else:
            listed = ", ".join(self.schema.table_names[:12])
            self.add(f"unknown_table:{node.name} (tables: {listed})", f"use one of the tables: {listed}")

    # -- scopes ------------------------------------------------------------------------------------------
    @staticmethod
    def sources(scope: Scope) -> dict[str, exp.Table | Scope]:
        return {k.lower(): v for k, v in scope.sources.items()}

    def source_columns(self, source: exp.Table | Scope) -> list[str] | None:
        """Output columns of a source; None means "any name" (unknown table, SELECT *, function)."""
        if isinstance(source, exp.Table):
            if isinstance(source.this, exp.Func):
                return None
            return self.table_columns(source.name)
        node = source.expression
        if isinstance(node, exp.SetOperation):
            node = node.left
            while isinstance(node, exp.SetOperation):
                node = node.left
        if not isinstance(node, exp.Select) or selects_star(node):
            return None
        return list(node.named_selects)

    @staticmethod
    def output_aliases(scope: Scope) -> set[str]:
        node = scope.expression
        if isinstance(node, exp.SetOperation):
            # ORDER BY after a UNION names the output columns of its first SELECT.
            return {n.lower() for n in node.named_selects}
        if isinstance(node, exp.Select):
            return {a.alias.lower() for a in node.expressions if isinstance(a, exp.Alias)}
        return set()

    def resolve_qualified(self, scope: Scope | None, qual: str, col: str, outer: bool = True) -> str:
        """'ok', 'missing' (the source lacks the column) or 'no_source' (no such alias in any scope)."""
        while scope is not None:
            src = self.sources(scope).get(qual.lower())
            if src is not None:
                if isinstance(src, exp.Table) and self.table_columns(src.name) is None:
                    return "ok"  # the table itself is already reported unknown
                cols = self.source_columns(src)
                if cols is None or col.lower() in {c.lower() for c in cols}:
                    return "ok"
                if isinstance(src, exp.Table) and col.lower() in _ROWID:
                    return "ok"
                return "missing"
            scope = scope.parent if outer else None
        return "no_source"

    def resolve_unqualified(self, scope: Scope | None, col: str, outer: bool = True) -> bool:
        low = col.lower()
        first = True
        while scope is not None:
            for src in scope.sources.values():
                cols = self.source_columns(src)
                if cols is None or low in {c.lower() for c in cols}:
                    return True
                if isinstance(src, exp.Table) and low in _ROWID:
                    return True
            # Output aliases are visible in the same SELECT's WHERE/GROUP BY/HAVING/ORDER BY (SQLite).
            if first and low in self.output_aliases(scope):
                return True
            first = False
            scope = scope.parent if outer else None
        return False

    def is_double_quoted(self, column: exp.Column) -> bool:
        """SQLite reads an unresolvable "name" as the string literal 'name' (Spider gold relies on it)."""
        ident = column.this
        if not isinstance(ident, exp.Identifier) or not ident.quoted:
            return False
        start = (ident.meta or {}).get("start")
        if isinstance(start, int) and 0 <= start < len(self.sql):
            return self.sql[start] == '"'
        return f'"{ident.name}"' in self.sql

    def check_column(self, scope: Scope, column: exp.Column) -> None:
        if isinstance(column.this, exp.Star):
            qual = column.table
            if qual and self.resolve_qualified(scope, qual, "*") == "no_source":
                self._no_source(scope, qual, "*")
            return
        name, qual = column.name, column.table
        if not name:
            return
        # SQLite resolves GROUP BY and ORDER BY terms of a subquery in that subquery only, never outside.
        outer = not isinstance(column.find_ancestor(exp.Group, exp.Order, exp.Select, exp.SetOperation),
                               (exp.Group, exp.Order))
        if qual:
            verdict = self.resolve_qualified(scope, qual, name, outer)
            if verdict == "ok":
                return
            if verdict == "no_source":
                self._no_source(scope, qual, name)
                return
            src = self._find_source(scope, qual)
            cols = self.source_columns(src) or []
            target = src.name if isinstance(src, exp.Table) else qual
            shown = f"{qual}.{name}"
            alias_note = f" ({qual} is {target})" if isinstance(src, exp.Table) and target.lower() != qual.lower() else ""
            close = [f"{qual}.{c}" for c in _closest(name, cols)]
            elsewhere = [] if isinstance(src, Scope) else self._tables_having(name, exclude=[target])
            self._report(f"{shown}{alias_note}", name, close, elsewhere, cols=cols, owner=target)
            return
        if self.resolve_unqualified(scope, name, outer) or self.is_double_quoted(column):
            return
        in_scope = []
        if isinstance(scope.expression, exp.SetOperation):
            in_scope = list(scope.expression.named_selects)
        for key, src in scope.sources.items():
            for c in self.source_columns(src) or []:
                in_scope.append(f"{key}.{c}" if len(scope.sources) > 1 else c)
        close_names = _closest(name, [c.split(".")[-1] for c in in_scope])
        close = [next(c for c in in_scope if c.split(".")[-1] == close_names[0])] if close_names else []
        from_tables = [v.name for v in scope.sources.values() if isinstance(v, exp.Table)]
        elsewhere = self._tables_having(name, exclude=from_tables)
        if not close and not elsewhere:
            anywhere = self._closest_anywhere(name)
            close = [anywhere] if anywhere else []
        self._report(name, name, close, elsewhere)

    def _report(self, shown: str, name: str, close: list[str], elsewhere: list[str],
                cols: list[str] | None = None, owner: str = "") -> None:
        """One unknown_column error: the closest name in scope and any table outside FROM that has it."""
        notes, fixes = [], []
        # An exact name in a table outside FROM is a surer fix than a near spelling, so it comes first.
        if elsewhere:
            notes.append(f"{name} is in {', '.join(elsewhere[:4])}" + ("" if owner else ", not in FROM: join it"))
            fixes.append(f"join {elsewhere[0]} and use {elsewhere[0]}.{name}")
        if close:
            notes.append(f"or did you mean {close[0]}?" if elsewhere else f"did you mean {close[0]}?")
            fixes.append(f"replace {shown.split(' ')[0]} with {close[0]}")
        if not notes:
            notes.append(f"{owner} has {', '.join(cols[:15])}" if owner and cols else "no such column in any table")
            fixes.append(f"use a column of {owner}" if owner else "use a column listed in the schema")
        self.add(f"unknown_column:{shown} ({'; '.join(notes)})", "; or ".join(fixes))

    def _find_source(self, scope: Scope | None, qual: str):
        while scope is not None:
            src = self.sources(scope).get(qual.lower())
            if src is not None:
                return src
            scope = scope.parent
        return None

    def _no_source(self, scope: Scope, qual: str, name: str) -> None:
        visible = list(scope.sources)
        if self.table_columns(qual) is not None:
            aliases = [k for k, v in scope.sources.items() if isinstance(v, exp.Table) and v.name.lower() == qual.lower()]
            if aliases:
                alias = aliases[0]
                self.add(f"unknown_column:{qual}.{name} (table {qual} is aliased as {alias}; write {alias}.{name})",
                         f"replace {qual}.{name} with {aliases[0]}.{name}")
            else:
                self.add(f"unknown_column:{qual}.{name} (table {qual} is not in FROM; join it)",
                         f"add {qual} to FROM with a JOIN")
            return
        close = _closest(qual, visible)
        hint = f"did you mean {close[0]}.{name}?" if close else f"FROM has {', '.join(visible) or 'no tables'}"
        self.add(f"unknown_column:{qual}.{name} (no table or alias {qual}; {hint})",
                 f"qualify with one of: {', '.join(visible)}" if visible else "add a FROM clause")

    def _tables_having(self, col: str, exclude: list[str] = ()) -> list[str]:
        low, skip = col.lower(), {e.lower() for e in exclude}
        return [t.name for t in self.schema.tables
                if t.name.lower() not in skip and any(c.name.lower() == low for c in t.columns)]

    def _closest_anywhere(self, col: str) -> str | None:
        pairs = {f"{t.name}.{c.name}": c.name for t in self.schema.tables for c in t.columns}
        close = _closest(col, list(pairs.values()))
        if not close:
            return None
        return next(k for k, v in pairs.items() if v == close[0])

    def check_aggregates(self, select: exp.Select) -> None:
        """Aggregates SQLite rejects: in WHERE, or in ORDER BY/HAVING of a query that is not grouped."""

        def own(node: exp.Expression | None) -> list[exp.AggFunc]:
            if node is None:
                return []
            return [a for a in node.find_all(exp.AggFunc) if a.find_ancestor(exp.Select) is select]

        where = own(select.args.get("where"))
        if where:
            name = where[0].key.upper()
            self.add(f"misplaced_aggregate:{name} in WHERE (filter groups with GROUP BY ... HAVING {name}(...))",
                     f"move the {name}(...) condition from WHERE to HAVING after a GROUP BY")
        if select.args.get("group") or any(own(e) for e in select.expressions):
            return
        for clause in ("order", "having"):
            found = own(select.args.get(clause))
            if found:
                name = found[0].key.upper()
                where_ = "ORDER BY" if clause == "order" else "HAVING"
                self.add(f"aggregate_without_group_by:{name} in {where_} (add GROUP BY the column you rank or filter by)",
                         f"add GROUP BY before {where_} {name}(...)")

    def run(self, tree: exp.Expression) -> None:
        for select in tree.find_all(exp.Select):
            self.check_aggregates(select)
        for scope in traverse_scope(tree):
            for src in scope.sources.values():
                if isinstance(src, exp.Table):
                    self.check_table(src)
            for node in scope.walk():
                if isinstance(node, exp.Column):
                    self.check_column(scope, node)


def validate_sql(sql: str, schema: Schema) -> ValidationResult:
    """Check one SQL candidate: a single SELECT, nothing dangerous, existing tables and columns.

    Never raises for the SQL: nesting deeper than the parser follows is the invalid result TOO_DEEP.
    """
    try:
        return _validate(sql, schema)
    except RecursionError:
        return _fail([TOO_DEEP], ["write the query with fewer nested parentheses, CASEs and subqueries"])


def _validate(sql: str, schema: Schema) -> ValidationResult:
    if not sql or not sql.strip():
        return _fail(["empty_sql"], ["write one SELECT statement"])
    if len(sql) > MAX_SQL_CHARS:
        return _fail([f"too_long:{len(sql):,} characters, at most {MAX_SQL_CHARS:,}"], ["write a shorter query"])
    danger = _keyword_danger(sql)
    if danger:
        return _fail([f"dangerous:{danger}"], ["only read-only SELECT queries are allowed"])
    try:
        statements = parse_statements(sql)
    except ParseError as exc:
        return _fail([f"parse_error:{parse_error_message(exc)}"], ["fix the SQL syntax (SQLite dialect)"])
    if not statements:
        return _fail(["empty_sql"], ["write one SELECT statement"])
    if len(statements) > 1:
        return _fail(["multiple_statements"], ["write exactly one SELECT statement"])
    tree = statements[0]
    for node_type, keyword in _DANGEROUS_NODES.items():
        if isinstance(tree, node_type) or tree.find(node_type) is not None:
            return _fail([f"dangerous:{keyword}"], ["only read-only SELECT queries are allowed"])
    if isinstance(tree, exp.Command):
        word = str(tree.this).upper()
        if word in DANGEROUS_KEYWORDS:
            return _fail([f"dangerous:{word}"], ["only read-only SELECT queries are allowed"])
        return _fail(["not_select"], ["write one SELECT statement"])
    if not is_query(tree):
        return _fail(["not_select"], ["write one SELECT statement"])
    if isinstance(tree, exp.Subquery):
        return _fail(["parse_error:SQLite rejects a query wrapped in parentheses"], ["remove the outer ( )"])
    for fn in tree.find_all(exp.Anonymous):
        if str(fn.this).lower() in _DANGEROUS_FUNCTIONS:
            return _fail([f"dangerous:{str(fn.this).upper()}"], ["only read-only SELECT queries are allowed"])
    for sel in tree.find_all(exp.Select):
        if not sel.expressions:
            return _fail(["parse_error:SELECT has no columns"], ["list the columns to return after SELECT"])
    resolver = _Resolver(schema, sql)
    try:
        resolver.run(tree)
    except (sqlglot.errors.OptimizeError, ValueError) as exc:  # scope building failed: let execution judge
        return ValidationResult(True, None, [], [f"schema check skipped: {exc}"])
    if resolver.errors:
        return _fail(resolver.errors, resolver.suggestions)
    return ValidationResult(True)
