"""SQL parsed with the SQLite dialect: statements, one query, the shapes the checks ask about, parse errors in one line."""

from __future__ import annotations

import logging
import re

import sqlglot
from sqlglot import exp
from sqlglot.errors import ParseError, TokenError

DIALECT = "sqlite"
# The reason for SQL nested deeper than sqlglot's recursive parser follows (issue 14): rejected by name, never raised.
TOO_DEEP = "too_deeply_nested"


class _DropCommandFallbackWarning(logging.Filter):
    """sqlglot logs a warning for every statement it parses as a raw Command; we report those ourselves."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "Falling back to parsing as a 'Command'" not in record.getMessage()


logging.getLogger("sqlglot").addFilter(_DropCommandFallbackWarning())


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


def selects_star(select: exp.Select) -> bool:
    """Whether the SELECT list holds * or t.*."""
    return any(isinstance(e, exp.Star) or (isinstance(e, exp.Column) and isinstance(e.this, exp.Star))
               for e in select.expressions)


def is_query(node: exp.Expression) -> bool:
    """A SELECT, a set operation of SELECTs, or either in parentheses (a leading WITH is part of it)."""
    while isinstance(node, exp.Subquery):
        node = node.this
    return isinstance(node, (exp.Select, exp.SetOperation))


def parses_as_query(sql: str) -> exp.Expression | None:
    """The parsed tree when the text is exactly one SELECT (or set operation) that reads from a table.

    RecursionError (SQL nested deeper than the parser follows) passes to the caller, which says what it answers then.
    """
    tree = parse_one(sql)
    if tree is None or not is_query(tree):
        return None
    if tree.find(exp.From) is None:
        return None
    if any(not s.expressions for s in tree.find_all(exp.Select)):
        return None
    return tree
