"""Fuzzing properties of the parts that read model output, shared by tests/test_fuzz.py and bench/fuzz.py.

Needs Hypothesis (a test requirement, not the package's).

Each property takes one arbitrary text and checks the documented contract: a result of the documented shape,
or a documented error, never another exception; it returns a label of the outcome. The texts come from Hypothesis strategies that mix any
Unicode (surrogates and NUL included), SQL token soup over a real schema, mutated gold queries, and
action-shaped replies (labels, JSON, brace floods).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from hypothesis import strategies as st

from nl2sql.eval.exact_match import EMResult, exact_match
from nl2sql.methods.agent.actions import FORMATS, ParsedAction, parse_action
from nl2sql.methods.agent.tolerant_json import loads_tolerant
from nl2sql.paths import BUNDLED_DIR
from nl2sql.sql.db import ExecResult, execute
from nl2sql.sql.guardrails import ALL_STEPS, GuardrailResult, clean_candidate_with_reason, run_guardrails
from nl2sql.sql.schema import Schema, read_schema
from nl2sql.sql.validation import ValidationResult, validate_sql

MINI = BUNDLED_DIR
DB_ID = "concerts"
FUZZ_TIMEOUT_S = 0.5  # a random cross join must not hold the campaign up


@dataclass(frozen=True)
class Target:
    """What the properties run against: a copy of a real database, its schema, and a gold query to compare with."""

    db_path: Path
    schema: Schema
    gold: str


def target(db_path: Path) -> Target:
    """A Target on a database file (pass a copy: the properties check it stays unchanged elsewhere)."""
    return Target(db_path, read_schema(db_path, DB_ID), _golds()[0])


def _golds() -> list[str]:
    rows = json.loads((MINI / "dev.json").read_text(encoding="utf-8"))
    return [r["query"] for r in rows if r["db_id"] == DB_ID]


# -- the texts -------------------------------------------------------------------------------------------------

_ANY_CHAR = st.characters(codec=None, exclude_categories=())  # every code point: surrogates, NUL, controls
_SQL_WORDS = ("SELECT", "FROM", "WHERE", "JOIN", "ON", "GROUP BY", "ORDER BY", "HAVING", "LIMIT", "UNION",
              "INTERSECT", "EXCEPT", "WITH RECURSIVE", "AS", "AND", "OR", "NOT", "IN", "LIKE", "BETWEEN", "IS NULL",
              "DISTINCT", "count(*)", "max(", "avg(", "CASE WHEN", "THEN", "ELSE", "END", "(", ")", ",", ";", "*",
              "=", "<", ">=", "!=", "||", "'x'", "'%a%'", "\"", "'", "1", "-1", "1e999", "0x10", "NULL", "?1",
              "--", "/*", "*/", "ATTACH 'x.db' AS y", "PRAGMA writable_schema=1", "DROP TABLE", "INSERT INTO",
              "load_extension('x')", "zeroblob(1000000)", "randomblob(10)", "printf('%.*c', 99999999, 'x')",
              "```sql", "```", "\n", "\x00", "\udcff", "é", "表")
_ACTION_WORDS = ("Action:", "Action Input:", "Thought:", "Observation:", "Final Answer:", "FINAL_ANSWER:",
                 "run_sql", "generate_sql", "link_schema", "validate_sql", "no_such_tool", "[", "]", "{", "}",
                 '{"sql": "SELECT 1"}', '{"tool": "run_sql", "arguments": {"sql": 1}}', '"', "'", ":", ",",
                 "True", "null", "**", "```json", "```", "\n", "\\", "\udcff", "\x00")


def _soup(words: tuple[str, ...], names: tuple[str, ...] = ()) -> st.SearchStrategy[str]:
    pool = st.sampled_from(words + names)
    return st.lists(st.one_of(pool, st.text(_ANY_CHAR, max_size=4)), max_size=40).map(" ".join)


@st.composite
def _mutated(draw: st.DrawFn, golds: tuple[str, ...]) -> str:
    """A gold query with a few random edits: a cut, an insertion, a repeat, a swapped character."""
    text = draw(st.sampled_from(golds))
    for _ in range(draw(st.integers(0, 4))):
        if not text:
            break
        i = draw(st.integers(0, len(text) - 1))
        j = draw(st.integers(i, min(len(text), i + 12)))
        op = draw(st.sampled_from(("cut", "insert", "repeat", "swap")))
        if op == "cut":
            text = text[:i] + text[j:]
        elif op == "insert":
            text = text[:i] + draw(st.sampled_from(_SQL_WORDS)) + text[i:]
        elif op == "repeat":
            text = text[:j] + text[i:j] * draw(st.integers(1, 3)) + text[j:]
        else:
            text = text[:i] + draw(_ANY_CHAR) + text[i + 1:]
    return text


def _floods() -> st.SearchStrategy[str]:
    """Long runs of one bracket or quote, as a looping model writes them."""
    return st.builds(lambda prefix, c, n: prefix + c * n, st.sampled_from(("", "Action: run_sql", "SELECT ")),
                     st.sampled_from(("{", "[", "(", "\"", "'", "*", "\n")), st.integers(1, 3000))


_JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(_ANY_CHAR, max_size=20),
                     lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                     max_leaves=10)


def _actions() -> st.SearchStrategy[str]:
    """Replies shaped like the loop's actions: a tool name and arguments, well-formed or not."""
    tool = st.sampled_from(("run_sql", "generate_sql", "validate_sql", "link_schema", "no_such_tool", "Run SQL", ""))
    args = st.one_of(_JSON.map(lambda v: json.dumps(v, ensure_ascii=False)), st.text(_ANY_CHAR, max_size=40))
    form = st.sampled_from(("Thought: {t}\nAction: {n}[{a}]", "Action: {n}\nAction Input: {a}",
                            '{{"tool": "{n}", "arguments": {a}}}', "```json\n{a}\n```", "Final Answer: {t}",
                            "**Action**: `{n}` {a}"))
    return st.builds(lambda f, n, a, t: f.format(n=n, a=a, t=t), form, tool, args, st.text(_ANY_CHAR, max_size=30))


def texts() -> st.SearchStrategy[str]:
    """Every kind of fuzzed model output."""
    golds = tuple(_golds())
    names = tuple({w for g in golds for w in g.replace("(", " ").replace(")", " ").split() if w.isidentifier()})
    return st.one_of(
        st.text(_ANY_CHAR, max_size=200),
        _soup(_SQL_WORDS, names),
        _soup(_ACTION_WORDS, names),
        _mutated(golds),
        _actions(),
        _floods(),
    )


# -- the properties -------------------------------------------------------------------------------------------

def prop_parse_action(t: Target, text: str) -> str:
    """parse_action: a ParsedAction that is either ok (a tool or a final answer) or carries an error."""
    p = parse_action(text)
    assert isinstance(p, ParsedAction) and p.format in FORMATS and isinstance(p.args, dict)
    assert p.tool is None or isinstance(p.tool, str)
    assert isinstance(p.n_actions, int) and p.n_actions >= 0
    assert p.ok or isinstance(p.error, str) and p.error
    return p.format if p.ok else "error"


def prop_loads_tolerant(t: Target, text: str) -> str:
    """loads_tolerant: (value, None) or (None, error text)."""
    value, error = loads_tolerant(text)
    assert (error is None) or (value is None and isinstance(error, str) and error)
    return "error" if error else type(value).__name__


def prop_clean(t: Target, text: str) -> str:
    """The SQL cleaner: ("sql", None) with some SQL, or ("", reason)."""
    sql, reason = clean_candidate_with_reason(text)
    assert (reason is None and isinstance(sql, str) and sql.strip()) or (sql == "" and isinstance(reason, str))
    return "sql" if reason is None else reason.split(":")[0]


def prop_guardrails(t: Target, text: str) -> str:
    """run_guardrails (every step): accepted SQL, or ("", "clean_reject:<reason>")."""
    g = run_guardrails(text, "How many singers are there?", t.schema, ALL_STEPS)
    assert isinstance(g, GuardrailResult) and isinstance(g.sql, str)
    assert g.accepted or (g.sql == "" and g.reason.startswith("clean_reject:"))
    return "accepted" if g.accepted else "rejected"


def prop_validate(t: Target, text: str) -> str:
    """validate_sql: valid, or invalid with a reason and at least one error."""
    v = validate_sql(text, t.schema)
    assert isinstance(v, ValidationResult) and isinstance(v.valid, bool)
    assert v.valid or (isinstance(v.reason, str) and v.reason and v.errors)
    return "valid" if v.valid else v.reason.split(":")[0]


def prop_execute(t: Target, text: str) -> str:
    """execute: rows of len(columns) each and no error, or no rows and an error; within its timeout."""
    r = execute(t.db_path, text, timeout_s=FUZZ_TIMEOUT_S, max_rows=100)
    assert isinstance(r, ExecResult)
    if r.ok:
        assert r.error is None and all(isinstance(row, tuple) and len(row) == len(r.columns) for row in r.rows)
    else:
        assert isinstance(r.error, str) and r.error and r.rows == []
    assert r.elapsed_s < FUZZ_TIMEOUT_S * 2 + 1.0
    return "rows" if r.ok else ("timeout" if r.error.startswith("timeout:") else "error")


def prop_exact_match(t: Target, text: str) -> str:
    """The scorer's SQL parser (exact match): a verdict, with a reason when it is not a match."""
    em = exact_match(t.gold, text, t.schema)
    assert isinstance(em, EMResult) and isinstance(em.match, bool)
    assert em.match or isinstance(em.reason, str)
    return "match" if em.match else ("unparsable" if "not parsable" in em.reason else "differs")


# Each returns a label of the outcome (bench/fuzz.py counts them: how much of the input reaches each branch).
PROPERTIES: dict[str, Callable[[Target, str], str]] = {
    "parse_action": prop_parse_action,
    "loads_tolerant": prop_loads_tolerant,
    "clean": prop_clean,
    "guardrails": prop_guardrails,
    "validate_sql": prop_validate,
    "execute": prop_execute,
    "exact_match": prop_exact_match,
}
