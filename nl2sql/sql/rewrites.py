"""Guardrail steps 2 to 4, the rewrites of a query clean accepted: postprocess, projection contract, table casing.

Each is conservative by design: it changes the SQL only where the question says so and the result still parses as
one query, and SQL that does not parse, or nests too deeply to parse, comes back unchanged (postprocess folds its
whitespace).
"""

from __future__ import annotations

from collections.abc import Iterator

from sqlglot import exp
from sqlglot.dialects.dialect import Dialect
from sqlglot.errors import TokenError
from sqlglot.tokens import Token, TokenType

from nl2sql.sql.parsing import parse_one, parses_as_query, selects_star
from nl2sql.sql.scanner import normalize_whitespace
from nl2sql.sql.schema import Schema
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
    tree = parses_as_query(text)
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
    return stripped if parses_as_query(stripped) is not None else text


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
    tree = parses_as_query(sql)
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
    return rebuilt if parses_as_query(rebuilt) is not None else sql


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
