"""Value linking: the stored text values a question names, as a short hint block after the schema.

    hints = value_hints(db_path, schema, "Which singers are from france?", bound=10)
    value_hints_text(hints)  # "Values that appear in the question: singer.Country = 'France'."

A question's words are matched, case-insensitively and as whole word runs, against the distinct values of
the database's text columns, so the model writes 'France' as stored rather than 'france' or 'FR'. Every
read is bounded (rows scanned and distinct values kept per column) and read-only; a database that cannot
be read gives no hints, never an error.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from nl2sql.sql.db import connect_readonly
from nl2sql.sql.scanner import quote_identifier
from nl2sql.sql.schema import Column, Schema
from nl2sql.sql.words import LINK_STOP_WORDS, identifier_words, singular

# The longest run of question words matched against one stored value ("Museum of Modern Art").
MAX_NGRAM = 6
# Values shown per column: a question rarely names more than a few values of one column.
PER_COLUMN = 3
# Rows scanned and distinct values kept per column: bounds the first question's cost on a large table.
SCAN_ROWS = 50_000
VALUES_PER_COLUMN = 5_000
# A longer stored value (a description, an address) is never a question's words verbatim.
MAX_VALUE_CHARS = 60
# Databases whose value index stays in memory: a run visits its databases in turn.
CACHED_DATABASES = 16
HINTS_HEADER = "Values that appear in the question:"

_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class ValueHint:
    """A stored value of table.column that the question names (as words start..end of the question)."""

    table: str
    column: str
    value: str
    start: int
    end: int

    def text(self) -> str:
        """The hint as a SQL condition: singer.Country = 'France'."""
        literal = self.value.replace("'", "''")
        return f"{quote_identifier(self.table)}.{quote_identifier(self.column)} = '{literal}'"


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def _is_text(column: Column) -> bool:
    """A column that stores text: a text-like declared type, or none (SQLite then keeps what it was given)."""
    t = column.type.lower()
    return not t or any(k in t for k in ("char", "text", "clob", "string"))


def _key(words: list[str]) -> str:
    return " ".join(words)


@lru_cache(maxsize=CACHED_DATABASES)
def _value_index(db_path: str, mtime_ns: int, columns: tuple[tuple[str, str], ...]) -> dict[str, list[tuple]]:
    """Normalised value -> [(table, column, stored value)] over the given text columns (read once per file)."""
    index: dict[str, list[tuple]] = {}
    try:
        conn = connect_readonly(db_path)
    except (OSError, sqlite3.Error):
        return index
    try:
        for table, column in columns:
            t, c = quote_identifier(table, always=True), quote_identifier(column, always=True)
            sql = (f"SELECT DISTINCT v FROM (SELECT {c} AS v FROM {t} LIMIT {SCAN_ROWS}) "
                   f"WHERE typeof(v) = 'text' AND length(v) <= {MAX_VALUE_CHARS} LIMIT {VALUES_PER_COLUMN}")
            try:
                rows = conn.execute(sql).fetchall()
            except sqlite3.Error:
                continue  # an unreadable table gives no hints; the others still do
            seen: set[str] = set()
            for (value,) in rows:
                words = _words(value)
                key = _key(words)
                if not words or len(words) > MAX_NGRAM or key in seen:
                    continue
                seen.add(key)
                index.setdefault(key, []).append((table, column, value))
    except sqlite3.Error:
        pass
    finally:
        conn.close()
    return index


def _spans(words: list[str]) -> list[tuple[int, int]]:
    """Runs of question words worth matching, longest first, then in question order.

    A single word must not be a stop word ("the", "name", "list") nor one or two digits (LIMIT 10 and
    counts, not stored codes); a longer run needs at least one content word.
    """
    out = []
    for n in range(min(MAX_NGRAM, len(words)), 0, -1):
        for start in range(len(words) - n + 1):
            run = words[start : start + n]
            if all(w in LINK_STOP_WORDS for w in run):
                continue
            if n == 1 and (len(run[0]) < 2 or (run[0].isdigit() and len(run[0]) < 3)):
                continue
            out.append((start, start + n))
    return out


def names_column(question: str, column: str) -> bool:
    """Whether the question says every word of the column's name (singular or plural): "last name" in "whose last
    names are ..."."""
    said = {singular(w) for w in _words(question)}
    return all(w in said for w in identifier_words(column))


def value_hints(db_path: str | Path, schema: Schema, question: str, bound: int = 10,
                unnamed_only: bool = False) -> list[ValueHint]:
    """At most `bound` stored values (PER_COLUMN per column) that the question names, in question order;
    unnamed_only: only values whose column the question does not name (a question that names it needs no hint).

    Longer matches win: once "new york" matched, "york" alone inside it gives no further hint. Nothing the
    database does (missing, corrupt, locked) raises: it gives no hints.
    """
    if bound <= 0:
        return []
    columns = tuple((t.name, c.name) for t in schema.tables for c in t.columns
                    if _is_text(c) and not (unnamed_only and names_column(question, c.name)))
    try:
        path = Path(db_path).resolve()
        index = _value_index(str(path), path.stat().st_mtime_ns, columns)
    except (OSError, sqlite3.Error):
        return []
    words = _words(question)
    taken: list[tuple[int, int]] = []
    per_column: dict[tuple[str, str], int] = {}
    hints: list[ValueHint] = []
    for start, end in _spans(words):
        matches = index.get(_key(words[start:end]))
        if not matches or any(s <= start and end <= e and (s, e) != (start, end) for s, e in taken):
            continue
        for table, column, value in matches:
            if per_column.get((table, column), 0) >= PER_COLUMN:
                continue
            per_column[(table, column)] = per_column.get((table, column), 0) + 1
            hints.append(ValueHint(table, column, value, start, end))
            taken.append((start, end))
            if len(hints) >= bound:
                return sorted(hints, key=lambda h: h.start)
    return sorted(hints, key=lambda h: h.start)


def value_hints_text(hints: list[ValueHint]) -> str:
    """The hint block after the schema ("" for no hints)."""
    if not hints:
        return ""
    return f"{HINTS_HEADER} " + "; ".join(h.text() for h in hints) + "."


def with_value_hints(schema_text: str, hints: list[ValueHint]) -> str:
    """The schema text followed by the hint block; the schema text itself when there are no hints."""
    block = value_hints_text(hints)
    return f"{schema_text}\n\n{block}" if block else schema_text
