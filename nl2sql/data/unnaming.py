"""A synthetic column-names-removed variant of training questions, like Spider-Realistic's rewording of dev.

    unname("Which delegates are from counties with population smaller than 100000?",
           "SELECT delegate FROM election WHERE counties_represented IN (SELECT county_id FROM county WHERE "
           "population < 100000)", tables_entry)
    # 'Which delegates are from counties with smaller than 100000?'

Spider-Realistic removes from dev questions the column names that their values or their wording imply: the model
must infer the column from "France" or "from the oldest to the youngest". The `-nocols` splits
(nl2sql.data.splits) do the same to training questions, by rule, reading the gold SQL to know which mentions are
inferable:
- a column compared with a literal (`WHERE population < 100000`, `= 'Heilo'`), where the question names the column
  next to that literal: "with population smaller than 100000" loses "population", "whose last name is 'Heilo'"
  becomes "with 'Heilo'", "30000 in salary" loses "in salary", "'Banking' industry" loses "industry";
- a column the gold query orders by, where the question says so with a direction that implies it ("ordered by age
  from the oldest to the youngest" becomes "ordered from the oldest to the youngest").
Every other mention stays, so the rewording is milder than Spider-Realistic's by hand (which also reworded
superlatives and the columns a question selects): docs/results.md#the-column-names-removed-proxy measures it.

The gold SQL is the answer key of this rewording, as it is of every split: no method reads it when predicting.
"""

from __future__ import annotations

import re
from typing import Iterator

import sqlglot
from sqlglot import exp

from nl2sql.data.rewording import plural

_QUOTE = "[\"'“‘]?"
# What may stand before a column named next to its value ("whose", "that has the"), and between the two ("is").
_LEAD = (r"(?:(?:(?P<lead>whose|where|with)|(?P<verb>has|have|had|having))\s+)?(?:(?:the|a|an|their|its)\s+)?")
_LINK = r"(?:\s+(?:is|are|was|were|equals|equal to|of|as|at|=|:))?"
# A comparison said in words: the column before it is named, its value follows.
_COMPARE = (r"(?:(?:more|greater|larger|bigger|higher|longer|older|less|smaller|lower|fewer|shorter|younger) than|"
            r"at least|at most|no more than|no less than|above|below|over|under|after|before|between|not|>=|<=|>|<)")
# A column named without a lead word is dropped only after one of these ("stays in room 111" -> "stays in 111"), so a
# noun the question puts before it keeps its grammar ("companies incorporated in China" stays).
_AFTER_PREPOSITION = re.compile(r"(?:^|\b(?:in|at|on|from|for|of|by|to|and|or|with)\s+)$", re.I)
# "ordered by <column>" is inferable only when the direction names the quality: "from the oldest to the youngest".
_ORDER = (r"\b(?P<verb>order(?:ed)?|sort(?:ed)?|rank(?:ed)?|arrange(?:d)?|list(?:ed)?)\s+(?:them\s+|the results\s+)?"
          r"by\s+(?:(?:the|their|its)\s+)?")
_IMPLIED = (r"(?=\s+from\s+(?:the\s+)?(?!most\b|least\b|highest\b|lowest\b|largest\b|smallest\b|top\b|bottom\b)"
            r"[a-z]+est\b)")


def unname(question: str, gold_sql: str, tables_entry: dict) -> str:
    """The question without the column names its literals or its ordering imply (unchanged if none)."""
    try:
        tree = sqlglot.parse_one(gold_sql, read="sqlite")
    except sqlglot.errors.ParseError:
        return question  # a gold query sqlglot cannot read keeps its question: nothing is known to be inferable
    text = question
    for column, value in _compared(tree):
        text = _drop_compared(text, _spellings(tables_entry, column), value)
    for column in _ordered(tree):
        text = _drop_ordered(text, _spellings(tables_entry, column))
    return question if text == question else re.sub(r"\s{2,}", " ", text)


def _compared(tree: exp.Expression) -> Iterator[tuple[str, str]]:
    """(column, literal) of each comparison of a column with a literal, in the query's order."""
    for cond in tree.find_all(exp.EQ, exp.NEQ, exp.GT, exp.GTE, exp.LT, exp.LTE, exp.Like):
        value = _literal(cond.expression)
        if isinstance(cond.this, exp.Column) and value:
            yield cond.this.name, value


def _literal(node: exp.Expression) -> str | None:
    """A literal's text: a number, a string, or a double-quoted "value" (SQLite reads it as a string where no column
    has its name, and Spider's gold queries write strings so)."""
    if isinstance(node, exp.Literal):
        return node.this.strip("%").strip()
    if isinstance(node, exp.Neg) and isinstance(node.this, exp.Literal):
        return f"-{node.this.this}"
    if isinstance(node, exp.Column) and not node.table and node.this.args.get("quoted"):
        return node.name.strip("%").strip()
    return None


def _ordered(tree: exp.Expression) -> Iterator[str]:
    for o in tree.find_all(exp.Ordered):
        if isinstance(o.this, exp.Column):
            yield o.this.name


def _spellings(entry: dict, column: str) -> list[str]:
    """How a question may name a column: its natural name in tables.json and its name as words, longest first."""
    out = set()
    for (_, natural), (_, original) in zip(entry.get("column_names", []), entry.get("column_names_original", [])):
        if original.lower() == column.lower():
            out |= {natural.lower(), original.replace("_", " ").lower()}
    return sorted((s for s in out if s.strip() and s != "*"), key=lambda s: (-len(s), s))


def _name(spelling: str) -> str:
    return rf"(?:{re.escape(spelling)}|{re.escape(plural(spelling))})"


def _drop_compared(text: str, spellings: list[str], value: str) -> str:
    """The first mention of the column beside its value removed: before it ("with height more than 5600" -> "with
    more than 5600") or after it ("30000 in salary" -> "30000", "'Banking' industry" -> "'Banking'")."""
    v = re.escape(value)
    for s in spellings:
        before = re.compile(rf"\b{_LEAD}{_name(s)}{_LINK}\s+(?=(?:{_COMPARE}\s+)?{_QUOTE}{v}\b)", re.I)
        m = before.search(text)
        if m and (m.group("lead") or m.group("verb") or _AFTER_PREPOSITION.search(text[:m.start()])):
            # "whose name is" reads "with"; a verb stays ("that do not have the status 'Village'" -> "have 'Village'")
            lead = "with " if m.group("lead") else f"{m.group('verb')} " if m.group("verb") else ""
            return text[:m.start()] + lead + text[m.end():]
        after = re.compile(rf"(\b{v}{_QUOTE})\s+(?:(?:in|of)\s+(?:the\s+)?)?{_name(s)}\b", re.I)
        if m := after.search(text):
            return text[:m.start()] + m.group(1) + text[m.end():]
    return text


def _drop_ordered(text: str, spellings: list[str]) -> str:
    """"ordered by age from the oldest ..." -> "ordered from the oldest ..."."""
    for s in spellings:
        m = re.compile(rf"{_ORDER}{_name(s)}\b{_IMPLIED}", re.I).search(text)
        if m:
            return text[:m.start()] + m.group("verb") + text[m.end():]
    return text
