"""The references of one parsed query checked against a schema, scope by scope: tables, columns, aggregates."""

from __future__ import annotations

from sqlglot import exp
from sqlglot.optimizer.scope import Scope, traverse_scope

from nl2sql.sql.parsing import selects_star
from nl2sql.sql.schema import Schema
from nl2sql.sql.suggestions import (
    closest,
    closest_anywhere,
    tables_having,
    unknown_column,
    unknown_qualifier,
    unknown_table,
)

# SQLite's implicit row id columns exist on every ordinary table.
_ROWID = {"rowid", "oid", "_rowid_"}
# The schema table SQLite exposes to any SELECT.
_SQLITE_MASTER_COLUMNS = ("type", "name", "tbl_name", "rootpage", "sql")
_SQLITE_MASTER = {"sqlite_master", "sqlite_schema", "sqlite_temp_master", "sqlite_temp_schema"}


class Resolver:
    """Resolves tables and columns of one parsed query against a schema, scope by scope; run() collects the errors
    and a suggested fix for each."""

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
        if self.table_columns(node.name) is None:
            self.add(*unknown_table(node.name, self.schema))

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

    # -- columns -----------------------------------------------------------------------------------------
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
            if verdict == "no_source":
                self._no_source(scope, qual, name)
            elif verdict == "missing":
                self._missing_qualified(scope, qual, name)
            return
        if not (self.resolve_unqualified(scope, name, outer) or self.is_double_quoted(column)):
            self._missing_unqualified(scope, name)

    def _missing_qualified(self, scope: Scope, qual: str, name: str) -> None:
        """qual.name where the source qual has no such column: a near name there, or a table that has it."""
        src = self._find_source(scope, qual)
        cols = self.source_columns(src) or []
        target = src.name if isinstance(src, exp.Table) else qual
        shown = f"{qual}.{name}"
        alias_note = f" ({qual} is {target})" if isinstance(src, exp.Table) and target.lower() != qual.lower() else ""
        close = [f"{qual}.{c}" for c in closest(name, cols)]
        elsewhere = [] if isinstance(src, Scope) else tables_having(self.schema, name, exclude=[target])
        self.add(*unknown_column(f"{shown}{alias_note}", name, close, elsewhere, cols=cols, owner=target))

    def _missing_unqualified(self, scope: Scope, name: str) -> None:
        """A bare name no source in scope has: a near name in scope, a table outside FROM, or anywhere in the schema."""
        in_scope = []
        if isinstance(scope.expression, exp.SetOperation):
            in_scope = list(scope.expression.named_selects)
        for key, src in scope.sources.items():
            for c in self.source_columns(src) or []:
                in_scope.append(f"{key}.{c}" if len(scope.sources) > 1 else c)
        close_names = closest(name, [c.split(".")[-1] for c in in_scope])
        close = [next(c for c in in_scope if c.split(".")[-1] == close_names[0])] if close_names else []
        from_tables = [v.name for v in scope.sources.values() if isinstance(v, exp.Table)]
        elsewhere = tables_having(self.schema, name, exclude=from_tables)
        if not close and not elsewhere:
            anywhere = closest_anywhere(self.schema, name)
            close = [anywhere] if anywhere else []
        self.add(*unknown_column(name, name, close, elsewhere))

    def _find_source(self, scope: Scope | None, qual: str):
        while scope is not None:
            src = self.sources(scope).get(qual.lower())
            if src is not None:
                return src
            scope = scope.parent
        return None

    def _no_source(self, scope: Scope, qual: str, name: str) -> None:
        aliases = [k for k, v in scope.sources.items() if isinstance(v, exp.Table) and v.name.lower() == qual.lower()]
        is_table = self.table_columns(qual) is not None
        self.add(*unknown_qualifier(qual, name, list(scope.sources), aliases, is_table))

    # -- aggregates --------------------------------------------------------------------------------------
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
