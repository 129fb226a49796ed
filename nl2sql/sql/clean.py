"""Guardrail step 1, clean: the one executable SELECT in a model's reply, or the reason there is none.

A reply may hold prose, ReAct markers, code fences, comments and several statements around its SQL; clean takes the
fenced answer first, then the whole text, and cuts the longest prefix from each SELECT that parses as one query.
"""

from __future__ import annotations

import re

from sqlglot import exp

from nl2sql.sql.parsing import TOO_DEEP, parses_as_query
from nl2sql.sql.scanner import normalize_whitespace, split_statements, strip_comments

_START = re.compile(r"\b(SELECT|WITH)\b", re.I)
# Lines that end the SQL in a model's answer: prose, ReAct markers, fences, comments.
_PROSE_LINE = re.compile(
    r"\n[ \t]*(?:```|#|\*\*|Explanation|Note|This (?:query|SQL|will|returns|selects)|The (?:query|SQL|above|result)|"
    r"Here|In this|It |I |[A-Za-z][A-Za-z _]{0,30}:)",
    re.I,
)
_FENCE = re.compile(r"```[ \t]*([A-Za-z0-9_+-]*)[ \t]*\n?(.*?)(?:```|\Z)", re.S)
_MAX_TRIMS = 60
# A reply longer than SQLite's statement limit (nl2sql.sql.db.SqlLimits.sql_length) holds no query the executor would
# run; clean rejects it as "too_long" before parsing anything.
MAX_TEXT_CHARS = 100_000
# Characters clean may hand to the parser per character of the reply (plus a floor): trying every SELECT of a
# 600-term UNION chain, each with 60 trims, re-parsed the text 36,000 times (minutes for 10 KB).
_PARSE_BUDGET_PER_CHAR, _PARSE_BUDGET_FLOOR = 8, 20_000
_WRITE_VERBS = frozenset({"DROP", "DELETE", "INSERT", "UPDATE", "ALTER", "PRAGMA", "ATTACH", "REPLACE", "CREATE"})
_STATEMENT_START = re.compile(r"\s*\(?\s*(?:SELECT|WITH|VALUES|" + "|".join(sorted(_WRITE_VERBS)) + r")\b", re.I)


class _ParseBudget(Exception):
    """clean has parsed as many characters as the reply's length allows."""


def _candidate_from(text: str, start: int, budget: list[int]) -> str | None:
    """The longest-first prefix of text[start:] that parses as one query, cutting prose and later statements.

    budget[0] is the number of characters the parser may still read; _ParseBudget when it runs out.
    """

    def parses(sql: str) -> exp.Expression | None:
        budget[0] -= len(sql)
        if budget[0] < 0:
            raise _ParseBudget
        return parses_as_query(sql)

    segment = strip_comments(text[start:])
    segment = (split_statements(segment) or [""])[0]
    prose = _PROSE_LINE.search(segment)
    if prose:
        segment = segment[: prose.start()]
    blank = re.search(r"\n[ \t]*\n", segment)
    if blank:
        segment = segment[: blank.start()]
    segment = _unwrap(segment)
    if parses(segment) is not None:
        return segment
    # Trailing prose on the same line ("SELECT ... FROM t This returns ..."): drop words from the end.
    words = segment.split(" ")
    for cut in range(len(words) - 1, max(0, len(words) - _MAX_TRIMS), -1):
        trimmed = _unwrap(" ".join(words[:cut]))
        tree = parses(trimmed)
        if tree is not None:
            return _drop_prose_alias(trimmed, tree)
    return None


def _unwrap(segment: str) -> str:
    """Trim blanks, stray punctuation and closers that opened before the SELECT ("(SELECT ...)", "`SELECT ...`")."""
    segment = segment.strip().rstrip(" ,.:`").strip()
    while segment.endswith(")") and segment.count(")") > segment.count("("):
        segment = segment[:-1].rstrip(" ,.:`")
    return segment


def _drop_prose_alias(sql: str, tree: exp.Expression) -> str:
    """"FROM singer This" (the first word of trailing prose read as an alias nobody uses): drop the word."""
    head, _, last = sql.rpartition(" ")
    tables = list(tree.find_all(exp.Table))
    used = {c.table.lower() for c in tree.find_all(exp.Column) if c.table}
    if tables and tables[-1].alias == last and last.lower() not in used and parses_as_query(head) is not None:
        return head
    return sql


def clean_candidate_with_reason(raw: str) -> tuple[str, str | None]:
    """Extract one executable SELECT from model text: ("sql", None), or ("", reason) for junk.

    Never raises, and parses at most _PARSE_BUDGET_PER_CHAR times the text: a candidate nested deeper than the
    parser follows rejects the text as TOO_DEEP, a text over MAX_TEXT_CHARS as "too_long", and a text whose
    SELECTs all fail to parse within the budget as "unparsable_select".
    """
    if raw is None or not str(raw).strip():
        return "", "empty_output"
    text = str(raw)
    if len(text) > MAX_TEXT_CHARS:
        return "", "too_long"
    try:
        return _clean(text.replace("\r\n", "\n"), [_PARSE_BUDGET_FLOOR + _PARSE_BUDGET_PER_CHAR * len(text)])
    except RecursionError:
        return "", TOO_DEEP
    except _ParseBudget:
        return "", "unparsable_select"


def _clean(text: str, budget: list[int]) -> tuple[str, str | None]:
    # Code fences first (the model's explicit answer), then the whole text.
    regions = [m.group(2) for m in _FENCE.finditer(text) if _START.search(m.group(2) or "")]
    regions.append(_FENCE.sub(lambda m: "\n" + m.group(2) + "\n", text))
    for region in regions:
        for m in _START.finditer(region):
            sql = _candidate_from(region, m.start(), budget)
            if sql:
                return normalize_whitespace(sql), None
    if re.search(r"\bCREATE\s+TABLE\b", text, re.I):
        return "", "prompt_echo"
    first = re.match(r"\W*([A-Za-z_]+)", text)
    if first and first.group(1).upper() in _WRITE_VERBS:
        return "", f"not_select:{first.group(1).upper()}"
    if _START.search(text):
        return "", "unparsable_select"
    return "", "no_select"


def sql_statements(raw: str) -> int:
    """How many statements a reply holds: the `;`-separated parts, in its code fences when it has any, that
    start like SQL (SELECT, WITH, VALUES or a writing verb); prose between them does not count."""
    text = str(raw or "")[:MAX_TEXT_CHARS].replace("\r\n", "\n")
    fenced = [m.group(2) for m in _FENCE.finditer(text) if _START.search(m.group(2) or "")]
    body = "\n".join(f"{f};" for f in fenced) if fenced else text
    return sum(1 for part in split_statements(strip_comments(body)) if _STATEMENT_START.match(part))
