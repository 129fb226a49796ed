"""SQL as text: one quote- and comment-aware scanner, the edits built on it (comments, statements, literals), and
the one identifier quoter (quote_identifier).

The scanner cuts SQL into spans of code, string literals, quoted identifiers and comments. It reads a model's
answer, which may be unfinished or not SQL at all, so it never fails. Two ways of reading a quote:

- lenient (the default): a quote runs to the next same quote or to the end of the text, as a reader of an
  unfinished answer would take it;
- strict: a quote counts only where it closes (SQLite's doubled quote '' or "" inside), else it is a plain
  character, so a stray apostrophe ("it's") hides nothing after it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass

CODE, STRING, IDENTIFIER, COMMENT = "code", "string", "identifier", "comment"

_LENIENT_QUOTES = (
    (STRING, r"'[^']*(?:'|\Z)"),
    (IDENTIFIER, r'"[^"]*(?:"|\Z)'),
    (IDENTIFIER, r"`[^`]*(?:`|\Z)"),
)
_LENIENT_BRACKET = (IDENTIFIER, r"\[[^\]]*(?:\]|\Z)")
_STRICT_QUOTES = (
    (STRING, r"'(?:[^']|'')*'"),
    (IDENTIFIER, r'"(?:[^"]|"")*"'),
    (IDENTIFIER, r"`[^`]*`"),
)
_STRICT_BRACKET = (IDENTIFIER, r"\[[^\]]*\]")
# A line comment ends before its newline (the newline still separates code); a block comment may run to the end.
_COMMENTS = ((COMMENT, r"--[^\n]*"), (COMMENT, r"/\*.*?(?:\*/|\Z)"))


@dataclass(frozen=True)
class Span:
    """A stretch of SQL text: code, a string literal, a quoted identifier or a comment, at [start, end)."""

    kind: str
    start: int
    end: int
    text: str


@functools.lru_cache(maxsize=None)
def _pattern(comments: bool, brackets: bool, strict: bool) -> tuple[re.Pattern[str], tuple[str, ...]]:
    """One alternation of every span that is not code, and the kind of each alternative in order."""
    parts = list(_STRICT_QUOTES if strict else _LENIENT_QUOTES)
    if brackets:
        parts.append(_STRICT_BRACKET if strict else _LENIENT_BRACKET)
    if comments:
        parts.extend(_COMMENTS)
    regex = "|".join(f"({body})" for _, body in parts)
    return re.compile(regex, re.S), tuple(kind for kind, _ in parts)


def segments(sql: str, *, comments: bool = True, brackets: bool = False, strict: bool = False) -> Iterator[Span]:
    """The spans of the text in order; together they tile it.

    comments=False reads -- and /* as code; brackets=True reads [name] as an identifier.
    """
    pattern, kinds = _pattern(comments, brackets, strict)
    pos = 0
    for m in pattern.finditer(sql):
        if m.start() > pos:
            yield Span(CODE, pos, m.start(), sql[pos : m.start()])
        yield Span(kinds[m.lastindex - 1], m.start(), m.end(), m.group())
        pos = m.end()
    if pos < len(sql):
        yield Span(CODE, pos, len(sql), sql[pos:])


def strip_comments(sql: str) -> str:
    """Remove -- line comments and /* block */ comments outside quotes (a block leaves one space between words)."""
    return "".join(
        (" " if s.text.startswith("/*") else "") if s.kind == COMMENT else s.text for s in segments(sql)
    )


def normalize_whitespace(sql: str) -> str:
    """Fold whitespace runs to one space outside quotes; strip trailing semicolons and blanks."""
    text = "".join(
        re.sub(r"\s+", " ", s.text) if s.kind == CODE else s.text for s in segments(sql, comments=False)
    ).strip()
    while text.endswith(";"):
        text = text[:-1].rstrip()
    return text


def split_statements(sql: str) -> list[str]:
    """Split on semicolons outside quoted strings and identifiers; blank statements dropped (comments are not read)."""
    parts, buf = [], []
    for span in segments(sql, comments=False):
        if span.kind != CODE:
            buf.append(span.text)
            continue
        pieces = span.text.split(";")
        buf.append(pieces[0])
        for piece in pieces[1:]:
            parts.append("".join(buf))
            buf = [piece]
    parts.append("".join(buf))
    return [p for p in parts if p.strip()]


def mask_literals(sql: str) -> str:
    """The SQL with each closed string and quoted identifier ([bracket] ones too) replaced by '' (keywords only)."""
    return "".join(
        s.text if s.kind == CODE else "''" for s in segments(sql, comments=False, brackets=True, strict=True)
    )


def quote_identifier(name: str, *, always: bool = False) -> str:
    """A table or column name as SQL: bare when it is a plain word (letters, digits and underscores, at least one
    letter or digit, no leading digit), else double-quoted with its own double quotes doubled; always=True quotes
    every name (SQL built for SQLite to run, where a keyword-named column must not read as the keyword)."""
    if not always and name.replace("_", "").isalnum() and not name[0].isdigit():
        return name
    return '"' + name.replace('"', '""') + '"'
