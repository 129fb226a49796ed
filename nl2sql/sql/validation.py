"""validate_sql: one read-only SELECT whose tables and columns exist, with a fix suggested for each error.

The statement checks (one statement, a query, nothing that writes or reaches outside the database) are here; the
references are checked scope by scope in nl2sql.sql.references, the fixes worded in nl2sql.sql.suggestions.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field

import sqlglot
from sqlglot import exp
from sqlglot.errors import ParseError

from nl2sql.sql.db import SqlLimits
from nl2sql.sql.parsing import TOO_DEEP, is_query, parse_error_message, parse_statements
from nl2sql.sql.references import Resolver
from nl2sql.sql.scanner import mask_literals, split_statements
from nl2sql.sql.schema import Schema

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
_FIRST_WORD = re.compile(r"^\W*([A-Za-z_]+)")
# Longer SQL is refused unparsed: the executor's statement limit refuses it anyway, and parsing a megabyte
# IN-list takes seconds.
MAX_SQL_CHARS = SqlLimits().sql_length


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
    resolver = Resolver(schema, sql)
    try:
        resolver.run(tree)
    except (sqlglot.errors.OptimizeError, ValueError) as exc:  # scope building failed: let execution judge
        return ValidationResult(True, None, [], [f"schema check skipped: {exc}"])
    if resolver.errors:
        return _fail(resolver.errors, resolver.suggestions)
    return ValidationResult(True)
