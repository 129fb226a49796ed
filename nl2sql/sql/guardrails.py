"""The deterministic guardrails (docs/reference-loop.md#guardrails): clean, postprocess, projection contract, casing."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field

from sqlglot import exp
from sqlglot.dialects.dialect import Dialect
from sqlglot.errors import TokenError
from sqlglot.tokens import Token, TokenType

from nl2sql.sql.options import GUARDRAIL_OPTIONS, REJECT_MULTI_STATEMENT, REORDER_PROJECTION
from nl2sql.sql.options import GUARDRAIL_STEPS as STEPS
from nl2sql.sql.scanner import normalize_whitespace, split_statements, strip_comments
from nl2sql.sql.schema import Schema
from nl2sql.sql.validation import TOO_DEEP, is_query, parse_one, selects_star
from nl2sql.sql.words import (
    aggregate_mention,
    asks_for_order,
    asks_for_ranking,
    identifier_words,
    may_ask_for_one,
    mention_position,
    normalize_question,
    tokenize,
)

ALL_STEPS: frozenset[str] = frozenset(STEPS)

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


@dataclass
class StepRecord:
    """What one guardrail step did: its input, output, whether it changed anything, and why."""

    step: str
    before: str
    after: str
    changed: bool
    note: str | None = None


@dataclass
class GuardrailResult:
    """The pipeline's verdict: the SQL (empty on reject), the reject reason and a record per step."""

    sql: str
    reason: str | None
    steps: list[StepRecord] = field(default_factory=list)

    @property
    def accepted(self) -> bool:
        return self.reason is None

    @property
    def changed_steps(self) -> list[str]:
        return [s.step for s in self.steps if s.changed]

    def to_dict(self) -> dict:
        return {"sql": self.sql, "reason": self.reason, "steps": [asdict(s) for s in self.steps]}


# -- token helpers -------------------------------------------------------------------------------------------

_SQLITE = Dialect.get_or_raise("sqlite")


def _tokens(sql: str) -> list[Token] | None:
    """SQLite tokens with character offsets (backtick and [bracket] identifiers included)."""
    try:
        return _SQLITE.tokenize(sql)
    except (TokenError, ValueError):
        return None


def _outside_parens(tokens: list[Token]) -> Iterator[Token]:
    """The tokens outside any parentheses, in order (the parentheses themselves left out)."""
    depth = 0
    for tok in tokens:
        if tok.token_type == TokenType.L_PAREN:
            depth += 1
        elif tok.token_type == TokenType.R_PAREN:
            depth -= 1
        elif depth == 0:
            yield tok


def _parses_as_query(sql: str) -> exp.Expression | None:
    """The parsed tree when the text is exactly one SELECT (or set operation) that reads from a table.

    RecursionError (SQL nested deeper than the parser follows) passes to the step's entry point, which says
    what it answers then.
    """
    tree = parse_one(sql)
    if tree is None or not is_query(tree):
        return None
    if tree.find(exp.From) is None:
        return None
    if any(not s.expressions for s in tree.find_all(exp.Select)):
        return None
    return tree


# -- step 1: clean ---------------------------------------------------------------------------------------------

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
        return _parses_as_query(sql)

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
    if tables and tables[-1].alias == last and last.lower() not in used and _parses_as_query(head) is not None:
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


# -- step 2: postprocess ---------------------------------------------------------------------------------------

def _top_level_clause(sql: str, kind: TokenType) -> int | None:
    """Character offset of the first clause keyword of this kind outside any parentheses."""
    tokens = _tokens(sql)
    if tokens is None:
        return None
    return next((tok.start for tok in _outside_parens(tokens) if tok.token_type == kind), None)


def guarded_postprocess(sql: str, nlq: str) -> str:
    """Fold whitespace, drop trailing semicolons, and drop a top-level LIMIT the question never asks for.

    Conservative by design: a LIMIT goes only when the question has no ranking, superlative or top-N cue,
    and its ORDER BY goes with it only when the question asks for no order either; subqueries are untouched.
    SQL that does not parse, or nests too deeply to parse, only has its whitespace folded.
    """
    text = normalize_whitespace(sql)
    if not text or asks_for_ranking(nlq) or may_ask_for_one(nlq):
        return text
    try:
        return _drop_unasked_limit(text, nlq)
    except RecursionError:
        return text


def _drop_unasked_limit(text: str, nlq: str) -> str:
    tree = _parses_as_query(text)
    if tree is None or not tree.args.get("limit"):
        return text
    cut = _top_level_clause(text, TokenType.LIMIT)
    if cut is None:
        return text
    if not asks_for_order(nlq):
        order = _top_level_clause(text, TokenType.ORDER_BY)
        if order is not None and order < cut:
            cut = order
    stripped = text[:cut].rstrip()
    return stripped if _parses_as_query(stripped) is not None else text


# -- step 3: projection contract -------------------------------------------------------------------------------

def _item_mention(item: exp.Expression, question: list[str], text: str) -> int | None:
    """Where the question asks for this SELECT item (a column by its words, an aggregate by its cue)."""
    agg = item.find(exp.AggFunc)
    if agg is not None:
        return aggregate_mention(agg.key, question, text)
    names: list[str] = []
    if isinstance(item, exp.Alias):
        names += identifier_words(item.alias)
    for col in item.find_all(exp.Column):
        if not isinstance(col.this, exp.Star):
            names += identifier_words(col.name)
    return mention_position(names, question, text) if names else None


def _projection_spans(sql: str) -> tuple[int, int, list[tuple[int, int]]] | None:
    """Offsets of the outermost SELECT list: (start of list, end of list, [(item start, item end)])."""
    tokens = _tokens(sql)
    if not tokens or tokens[0].token_type != TokenType.SELECT:
        return None
    i = 1
    if i < len(tokens) and tokens[i].token_type in (TokenType.DISTINCT, TokenType.ALL):
        i += 1
    if i >= len(tokens):
        return None
    list_start = tokens[i].start
    items, item_start = [], list_start
    for tok in _outside_parens(tokens[i:]):
        if tok.token_type == TokenType.COMMA:
            items.append((item_start, tok.start))
            item_start = tok.end + 1
        elif tok.token_type == TokenType.FROM:
            items.append((item_start, tok.start))
            return list_start, tok.start, items
    return None


def enforce_projection_contract(sql: str, nlq: str, reorder: bool = False) -> str:
    """Drop SELECT items the question never mentions and put the rest in the question's order.

    Acts only on a plain outermost SELECT of 2+ items of which at least one is mentioned; drops only plain
    columns the question never names that leaked from WHERE/ORDER BY; never empties the list. Reordering
    is off by default: Spider's EX ignores column order and gold often lists columns out of question order.
    SQL that does not parse, or nests too deeply to parse, comes back unchanged.
    """
    try:
        return _project(sql, nlq, reorder)
    except RecursionError:
        return sql


def _project(sql: str, nlq: str, reorder: bool) -> str:
    tree = _parses_as_query(sql)
    if not isinstance(tree, exp.Select) or len(tree.expressions) < 2 or selects_star(tree):
        return sql
    spans = _projection_spans(sql)
    if spans is None or len(spans[2]) != len(tree.expressions):
        return sql
    text = normalize_question(nlq)
    question = tokenize(text)
    positions = [_item_mention(item, question, text) for item in tree.expressions]
    mentioned = [p is not None for p in positions]
    if not any(mentioned):
        return sql
    keep = [i for i, m in enumerate(mentioned) if m]
    if len(keep) < len(positions) and not _prunable(tree, [i for i, m in enumerate(mentioned) if not m]):
        keep = list(range(len(positions)))
    if tree.args.get("distinct") and len(keep) < len(positions):
        keep = list(range(len(positions)))  # DISTINCT over fewer columns changes the row count
    if reorder and all(positions[i] is not None for i in keep) and len(set(positions[i] for i in keep)) == len(keep):
        keep.sort(key=lambda i: positions[i])
    if keep == list(range(len(positions))):
        return sql
    list_start, list_end, items = spans
    texts = [sql[a:b].strip() for a, b in items]
    rebuilt = sql[:list_start] + ", ".join(texts[i] for i in keep) + " " + sql[list_end:]
    return rebuilt if _parses_as_query(rebuilt) is not None else sql


def _prunable(tree: exp.Select, drop: list[int]) -> bool:
    """Only a plain column that leaked from WHERE or ORDER BY goes ("SELECT name, age ... ORDER BY age").

    A column used only in the SELECT list (or as a GROUP BY key) was asked for in words the heuristics
    may not know ("nation" for country), so it stays.
    """
    used: set[str] = set()
    for clause in ("where", "order"):
        node = tree.args.get(clause)
        if node is not None:
            used |= {c.name.lower() for c in node.find_all(exp.Column)}
    for i in drop:
        item = tree.expressions[i]
        if not isinstance(item, exp.Column) or isinstance(item.this, exp.Star):
            return False
        if item.name.lower() not in used:
            return False
    return True


# -- step 4: table casing --------------------------------------------------------------------------------------

def canonicalize_table_casing(sql: str, schema: Schema) -> str:
    """Spell every table name as the schema does (names compare case-insensitively; this is for readability).

    SQL that does not parse, or nests too deeply to parse, comes back unchanged.
    """
    try:
        tree = parse_one(sql)
    except RecursionError:
        return sql
    if tree is None:
        return sql
    canon = {t.name.lower(): t.name for t in schema.tables}
    edits: list[tuple[int, int, str]] = []
    for table in tree.find_all(exp.Table):
        ident = table.this
        if not isinstance(ident, exp.Identifier):
            continue
        want = canon.get(ident.name.lower())
        meta = ident.meta or {}
        start, end = meta.get("start"), meta.get("end")
        if want is None or want == ident.name or not isinstance(start, int) or not isinstance(end, int):
            continue
        if ident.quoted:
            start, end = start + 1, end - 1
        if sql[start : end + 1].lower() == want.lower():
            edits.append((start, end + 1, want))
    for start, end, want in sorted(edits, reverse=True):
        sql = sql[:start] + want + sql[end:]
    return sql


# -- the pipeline ----------------------------------------------------------------------------------------------

def run_guardrails(
    raw_sql: str, nlq: str, schema: Schema | None, steps: frozenset[str] | set[str] = ALL_STEPS
) -> GuardrailResult:
    """Run the enabled steps in order; a clean rejection stops the pipeline with ("", "clean_reject:...").

    Never raises for the text: SQL nested too deeply to parse is rejected by clean as
    "clean_reject:too_deeply_nested", and the later steps leave it unchanged.
    """
    unknown = set(steps) - ALL_STEPS - GUARDRAIL_OPTIONS
    if unknown:
        raise ValueError(f"unknown guardrail step(s) {sorted(unknown)}: choose from {', '.join(STEPS)}")
    records: list[StepRecord] = []
    sql = "" if raw_sql is None else str(raw_sql)
    if "clean" in steps:
        cleaned, reason = clean_candidate_with_reason(sql)
        if reason is None and REJECT_MULTI_STATEMENT in steps and sql_statements(sql) > 1:
            cleaned, reason = "", "multi_statement"  # the reference rejects it; by default the first one is kept
        records.append(StepRecord("clean", sql, cleaned, cleaned != sql, reason))
        if reason is not None:
            return GuardrailResult("", f"clean_reject:{reason}", records)
        sql = cleaned
    else:
        sql = sql.strip()
    for name, fn in (
        ("postprocess", lambda s: guarded_postprocess(s, nlq)),
        ("projection", lambda s: enforce_projection_contract(s, nlq, reorder=REORDER_PROJECTION in steps)),
        ("casing", lambda s: canonicalize_table_casing(s, schema) if schema is not None else s),
    ):
        if name in steps:
            after = fn(sql)
            records.append(StepRecord(name, sql, after, after != sql))
            sql = after
    return GuardrailResult(sql, None, records)


def apply_guardrails(
    raw_sql: str,
    nlq: str,
    schema: Schema | None,
    steps: frozenset[str] | set[str] = ALL_STEPS,
    record: list | None = None,
) -> tuple[str, str | None]:
    """(sql, None) on accept, ("", "clean_reject:<reason>") on reject; step records go into `record` if given."""
    result = run_guardrails(raw_sql, nlq, schema, steps)
    if record is not None:
        record.extend(asdict(s) for s in result.steps)
    return result.sql, result.reason
