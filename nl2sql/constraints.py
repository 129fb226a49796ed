"""Structural constraints from a question (seed 000 section 3.2) and post-hoc checks of SQL against them."""

from __future__ import annotations

import re
from dataclasses import dataclass

from sqlglot import exp
from sqlglot.errors import ParseError

from .validation import parse_statements

AGGREGATES = ("COUNT", "AVG", "SUM", "MAX", "MIN")

_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
}
_NUM = r"(\d+|" + "|".join(_NUMBER_WORDS) + r")"

# Aggregate cues; the earliest cue in the question decides `agg`.
_AGG_CUES: list[tuple[str, str]] = [
    ("COUNT", r"\bhow many\b"),
    ("COUNT", r"\btotal (?:number|count)\b"),
    ("COUNT", r"(?<!phone )(?<!mobile )(?<!cell )(?<!fax )(?<!telephone )(?<!contact )(?<!account )"
              r"(?<!card )(?<!id )\bnumber of\b"),
    ("COUNT", r"\bcount\b"),
    ("AVG", r"\baverage\b|\bmean\b|\bavg\b"),
    ("SUM", r"\btotal\b(?! (?:number|count)\b)|\bsum\b|\bin all\b(?= ?[?.]?$)"),
    ("MAX", r"\bmaximum\b|\bmax\b"),
    ("MIN", r"\bminimum\b|\bmin\b"),
]
# Superlatives: "the highest X", "the youngest", "the most common"; MAX-like or MIN-like.
_SUPER_MAX = (r"highest|largest|biggest|greatest|most|oldest|latest|longest|tallest|heaviest|"
              r"richest|top|newest|farthest|furthest|maximal")
_SUPER_MIN = (r"lowest|smallest|least|fewest|youngest|earliest|shortest|lightest|cheapest|"
              r"poorest|minimal")
# "at least two" is a threshold and "from highest to lowest" a sort order, neither a superlative.
_NOT_SUPER = r"(?<!\bat )(?<!\bat the )(?<!\bfrom )(?<!\bfrom the )(?<!\bto )(?<!\bto the )"
_SUPER_RE = re.compile(rf"{_NOT_SUPER}\b(?P<word>{_SUPER_MAX}|{_SUPER_MIN})\b")
_GROUP_RE = re.compile(
    r"\bfor each\b|\bfor every\b|\beach\b(?! (?:time|other)\b)|\bper\b(?! (?:gallon|capita|cent|hour|year)\b)|"
    r"\bgrouped by\b|\bby each\b"
)
_ORDER_RE = re.compile(
    r"\bsort(?:ed|s|ing)?\b|\border(?:ed)? (?:by|of|them|the|in|from)\b|\bin (?:\w+ )?order\b|"
    r"\bdescending\b|\bascending\b|\balphabetic(?:al)?(?:ly)?\b|\blexicographic(?:al)?(?:ly)?\b|"
    r"\branked\b|\brank(?:ed)? by\b|\bdecreasing\b|\bincreasing\b"
)
_TOP_N_RE = re.compile(rf"\b(?:top|first|last|bottom)\s+{_NUM}\b|\b{_NUM}\s+(?:{_SUPER_MAX}|{_SUPER_MIN})\b")
_DISTINCT_RE = re.compile(r"\bdistinct\b|\bdifferent\b(?! (?:from|than|to)\b)|\bunique\b")


def _num(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER_WORDS[word]


def normalize_question(nlq: str) -> str:
    """Lowercase, punctuation (but ? . ') to spaces, whitespace folded."""
    return " ".join(re.sub(r"[^\w\s?.']", " ", nlq.lower()).split())


def _agg_cues(text: str) -> list[tuple[int, str]]:
    """(position, aggregate) of each aggregate cue in a normalized question, in question order."""
    return sorted((m.start(), agg) for agg, pattern in _AGG_CUES if (m := re.search(pattern, text)))


def aggregates_named(nlq: str) -> list[str]:
    """Every aggregate the question names outright, in the order it names them ("average and maximum")."""
    return list(dict.fromkeys(agg for _, agg in _agg_cues(normalize_question(nlq))))


def extract_constraints(nlq: str) -> dict:
    """Infer {agg, needs_group_by, needs_order_by, limit, distinct} from the question by keyword rules."""
    text = normalize_question(nlq)
    cues = _agg_cues(text)
    superlative = _SUPER_RE.search(text)
    if superlative and not cues:
        # "the highest X" with no explicit aggregate: a MAX-like ranking (ORDER BY ... LIMIT 1 or MAX()).
        word = superlative.group("word")
        cues.append((superlative.start(), "MAX" if re.fullmatch(_SUPER_MAX, word) else "MIN"))
    agg = min(cues)[1] if cues else None

    limit = None
    top = _TOP_N_RE.search(text)
    if top:
        limit = _num(next(g for g in top.groups() if g))
    elif superlative and re.search(
        rf"\b(?:the|a|its|their|his|her)\s+(?:\w+\s+){{0,2}}?{superlative.group('word')}\b", text
    ) and not re.search(rf"\b(?:the )?{superlative.group('word')} (?:and|or) ", text):
        limit = 1
    needs_order_by = bool(_ORDER_RE.search(text)) or limit is not None
    needs_group_by = bool(_GROUP_RE.search(text)) and agg is not None
    return {
        "agg": agg,
        "needs_group_by": needs_group_by,
        "needs_order_by": needs_order_by,
        "limit": limit,
        "distinct": bool(_DISTINCT_RE.search(text)),
    }


@dataclass(frozen=True)
class SqlShape:
    """What a query does structurally, anywhere in it (subqueries included)."""

    aggregates: frozenset[str]
    top_aggregates: frozenset[str]  # in the outermost SELECT list(s)
    group_by: bool
    order_by: bool
    limits: tuple[int | None, ...]
    distinct: bool
    set_op: bool
    columns: frozenset[str]


def sql_shape(sql: str) -> SqlShape | None:
    """The structural features of one query, or None where it does not parse."""
    try:
        statements = parse_statements(sql)
    except (ParseError, ValueError):
        return None
    if len(statements) != 1:
        return None
    tree = statements[0]
    aggs = {_agg_name(n) for n in tree.find_all(exp.AggFunc)} - {None}
    outer = [tree]
    while outer and isinstance(outer[0], (exp.SetOperation, exp.Subquery)):
        node = outer.pop(0)
        outer += [node.left, node.right] if isinstance(node, exp.SetOperation) else [node.this]
    top = set()
    for sel in outer:
        if isinstance(sel, exp.Select):
            for item in sel.expressions:
                for agg in item.find_all(exp.AggFunc):
                    # Only aggregates not nested inside a subquery of the SELECT list count as top-level.
                    if agg.find_ancestor(exp.Select) is sel:
                        top.add(_agg_name(agg))
    limits = []
    for lim in tree.find_all(exp.Limit):
        value = lim.expression if lim.expression is not None else lim.this
        limits.append(int(value.name) if isinstance(value, exp.Literal) and value.name.isdigit() else None)
    return SqlShape(
        aggregates=frozenset(aggs),
        top_aggregates=frozenset(top - {None}),
        group_by=tree.find(exp.Group) is not None,
        order_by=tree.find(exp.Order) is not None,
        limits=tuple(limits),
        distinct=tree.find(exp.Distinct) is not None,
        set_op=tree.find(exp.SetOperation) is not None,
        columns=frozenset(c.name.lower() for c in tree.find_all(exp.Column)),
    )


def _agg_name(node: exp.Expression) -> str | None:
    name = type(node).__name__.upper()
    return {"COUNT": "COUNT", "AVG": "AVG", "SUM": "SUM", "MAX": "MAX", "MIN": "MIN"}.get(name)


def _counts_something(shape: SqlShape) -> bool:
    """COUNT or SUM, or a stored count column ("number of products" is often number_products)."""
    return bool(shape.aggregates & {"COUNT", "SUM"}) or any(
        re.search(r"num|count|total|amount|qty|quantity|sum", c) for c in shape.columns
    )


def _stored_value(shape: SqlShape, nlq: str | None, agg: str) -> bool:
    """The aggregate is already a column: "average attendance" -> `average`, "how many cylinders" -> `cylinders`."""
    words = {"AVG": r"avg|average|mean", "MAX": r"max|high|best", "MIN": r"min|low"}.get(agg)
    if words and any(re.search(words, c) for c in shape.columns):
        return True
    if not nlq:
        return False
    text = normalize_question(nlq)
    cue = r"\b(?:how many|number of|average|mean|total|maximum|minimum|the most|the least)"
    pairs = re.findall(cue + r"\s+(\w+)(?:\s+(\w+))?", text)
    for noun in (w for pair in pairs for w in pair if w):
        stem = singular(noun)
        # Key columns are not stored counts: "how many singers" is not answered by singer_id.
        if len(stem) >= 3 and any(stem in c and not re.search(r"id$|_id\b|code$|name$", c) for c in shape.columns):
            return True
    return False


def singular(word: str) -> str:
    """A light singular: cities -> city, classes -> class, singers -> singer."""
    for suffix, repl in (("ies", "y"), ("sses", "ss"), ("ches", "ch"), ("shes", "sh"), ("xes", "x"), ("s", "")):
        if word.endswith(suffix) and len(word) > len(suffix) + 2 and not word.endswith("ss"):
            return word[: -len(suffix)] + repl
    return word


def _ranks(shape: SqlShape) -> bool:
    """A superlative can be written ORDER BY ... LIMIT or with MAX()/MIN() (often in a subquery)."""
    return (shape.order_by and bool(shape.limits)) or bool(shape.aggregates & {"MAX", "MIN"})


def validate_constraints(sql: str, constraints: dict, nlq: str | None = None) -> tuple[bool, str | None]:
    """Check the SQL has the structure the constraints ask for; lenient where equivalent forms exist.

    The question, when given, lets a stored column stand in for an aggregate ("how many cylinders").
    """
    shape = sql_shape(sql)
    if shape is None:
        return False, "parse_error:cannot check constraints on SQL that does not parse"
    agg = constraints.get("agg")
    if agg in ("COUNT", "SUM") and not (_counts_something(shape) or _stored_value(shape, nlq, agg)):
        return False, f"missing_aggregate:{agg} (use {agg}(...))"
    if agg == "AVG" and not ("AVG" in shape.aggregates or _stored_value(shape, nlq, agg)):
        return False, "missing_aggregate:AVG (use AVG(...))"
    if agg in ("MAX", "MIN") and not (shape.order_by or shape.aggregates or _stored_value(shape, nlq, agg)):
        return False, f"missing_aggregate:{agg} (use {agg}(...) or ORDER BY ... LIMIT 1)"
    if constraints.get("needs_group_by") and not shape.group_by and not _group_equivalent(shape):
        return False, "missing_group_by (the question asks for a value per group: add GROUP BY)"
    limit = constraints.get("limit")
    if constraints.get("needs_order_by") and not shape.order_by and not (shape.aggregates & {"MAX", "MIN"}):
        return False, "missing_order_by (the question asks for a ranking or a sort order: add ORDER BY)"
    if limit is not None:
        if limit == 1 and not (shape.limits or shape.aggregates & {"MAX", "MIN"}):
            return False, "missing_limit:1 (use ORDER BY ... LIMIT 1 or MAX()/MIN())"
        if limit > 1 and not shape.limits:
            return False, f"missing_limit:{limit} (add LIMIT {limit})"
        if limit > 1 and limit not in shape.limits and None not in shape.limits:
            return False, f"wrong_limit:{limit} (the question asks for {limit} rows: use LIMIT {limit})"
    if constraints.get("distinct") and not (
        shape.distinct or shape.group_by or shape.set_op or shape.aggregates & {"MAX", "MIN", "AVG", "SUM"}
    ):
        return False, "missing_distinct (the question asks for different values: add DISTINCT)"
    return True, None


def _group_equivalent(shape: SqlShape) -> bool:
    """A per-group answer without GROUP BY: a correlated aggregate in a subquery."""
    return bool(shape.aggregates) and not shape.top_aggregates


# -- the intent check after a successful run (seed 000 section 7.3) --------------------------------------------

_SUPER_WORDS = rf"{_SUPER_MAX}|{_SUPER_MIN}|maximum|minimum|max|min|first|last|recent|predominant(?:ly)?|primary|main"
# Words that ask for an aggregate value or a count-based condition.
_ANY_AGG_CUE = re.compile(
    rf"\bhow (?:many|much|long|old)\b|\bnumber\b|\bcount\b|\baverage\b|\bmean\b|\btotal\b|\bsum\b|"
    rf"\bamount\b|\bstatistics\b|\b(?:{_SUPER_WORDS})\b"
)
# Words that can justify a LIMIT: superlatives, "top/first N", a single answer asked for.
_RANK_CUE = re.compile(
    rf"{_NOT_SUPER}\b(?:{_SUPER_WORDS})\b|\btop\b|\bbottom\b|\b(?!(?:interest|request|test|west|guest|forest|"
    rf"contest|suggest|honest|harvest|protest|digest|rest)\b)\w{{2,}}est\b"
)


def asks_for_ranking(nlq: str) -> bool:
    """Does the question ask for a ranking, a top-N, a superlative or a single extreme row?"""
    text = normalize_question(nlq)
    return bool(_RANK_CUE.search(text) or _TOP_N_RE.search(text) or re.search(r"\blimit\b", text))


def asks_for_order(nlq: str) -> bool:
    """Does the question ask for a sort order ("sorted by", "in descending order", "alphabetically")?"""
    return bool(_ORDER_RE.search(normalize_question(nlq)))


def intent_constraints(nlq: str, sql: str) -> tuple[bool, str | None]:
    """After a successful run: does the query's answer shape fit the question's intent (SQL heuristics)?"""
    ok, reason = validate_constraints(sql, extract_constraints(nlq), nlq=nlq)
    if not ok:
        return False, f"intent:{reason}"
    shape = sql_shape(sql)
    if shape is None:
        return False, "intent:parse_error"
    text = normalize_question(nlq)
    # A question that asks for no aggregate whose answer is only an aggregate ("List the names" -> COUNT(*)).
    if shape.top_aggregates and not _ANY_AGG_CUE.search(text) and _outer_select_only_aggregates(sql):
        agg = sorted(shape.top_aggregates)[0]
        return False, f"intent:unexpected_aggregate:{agg} (the question asks for rows, not an aggregate)"
    # A LIMIT the question never asks for drops rows the answer needs.
    if shape.limits and not asks_for_ranking(nlq):
        return False, "intent:unexpected_limit (the question asks for every matching row: remove LIMIT)"
    return True, None


def _outer_select_only_aggregates(sql: str) -> bool:
    try:
        tree = parse_statements(sql)[0]
    except (ParseError, ValueError, IndexError):
        return False
    if not isinstance(tree, exp.Select) or tree.args.get("group"):
        return False
    return all(item.find(exp.AggFunc) is not None for item in tree.expressions)
