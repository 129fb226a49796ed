"""Execution accuracy (EX): does a predicted query return the same result as the gold one?

The default comparator, "multiset", follows the official Spider test-suite evaluator
(taoyds/test-suite-sql-eval, exec_eval.py) with its default flags: both queries have DISTINCT
removed before they run, rows are compared as a bag, columns may come in any order, and row
order matters only when the gold query contains ORDER BY. "set" compares as BIRD does (the set
of rows, column order significant, raw queries); "float" is "multiset" with floats rounded.
See docs/evaluation-ex.md for the exact semantics and the known disagreements.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from sqlparse.engine import FilterStack

from nl2sql.sql.db import ExecResult, execute

COMPARATORS = ("multiset", "set", "float")
DEFAULT_COMPARATOR = "multiset"
DEFAULT_FLOAT_DIGITS = 6
# Scoring runs predictions a model wrote; a cross join can run for minutes. The official
# evaluator has no effective timeout, so this is generous: no gold query in Spider dev comes close.
DEFAULT_EXEC_TIMEOUT_S = 30.0

_CUR_YEAR = re.compile(r"YEAR\s*\(\s*CURDATE\s*\(\s*\)\s*\)\s*", re.IGNORECASE)


class ComparatorError(ValueError):
    """An unknown comparator name."""


@dataclass(frozen=True)
class ExMatch:
    """The EX verdict for one prediction on one database, naming the comparator used."""

    match: bool
    comparator: str
    reason: str | None = None
    pred_ok: bool = True  # False when the prediction did not execute (VA fails)


def check_comparator(name: str) -> str:
    """Return the comparator name if known, else raise one clear error listing the choices."""
    if name not in COMPARATORS:
        raise ComparatorError(f"unknown comparator {name!r}: choose one of {', '.join(COMPARATORS)}")
    return name


# ---------------------------------------------------------------- query preparation (official)


def fix_spaced_operators(sql: str) -> str:
    """Join comparison operators split by a space ('> =' -> '>='), as the official evaluator does."""
    return sql.replace("> =", ">=").replace("< =", "<=").replace("! =", "!=")


def remove_distinct(sql: str) -> str:
    """Drop every DISTINCT keyword token (also inside COUNT(DISTINCT ...)), as the official default does.

    Like the official evaluator this keeps only the first statement that sqlparse splits off,
    and leaves quoted strings and identifiers that merely contain 'distinct' untouched.
    """
    if ";" not in sql and "distinct" not in sql.lower():
        return sql  # nothing to drop: sqlparse would hand the text back unchanged
    # Splitting without sqlparse's grouping pass yields the same leaf tokens, ten times faster.
    for statement in FilterStack().run(sql):
        return "".join(tok.value for tok in statement.flatten() if tok.value.lower() != "distinct")
    return sql


def replace_cur_year(sql: str) -> str:
    """Replace MySQL's YEAR(CURDATE()) with 2020, the official evaluator's fixed year."""
    return _CUR_YEAR.sub("2020", sql)


def prepare_sql(sql: str, keep_distinct: bool = False) -> str:
    """The text the official evaluator actually executes for a query (gold or predicted)."""
    sql = fix_spaced_operators(sql)
    if not keep_distinct:
        sql = remove_distinct(sql)
    return replace_cur_year(sql)


def prepare_prediction_line(line: str, placeholder: bool = True) -> str:
    """One line of an official prediction file: stripped, text before a tab, every 'value' -> '1'.

    The official (Spider) evaluator replaces the placeholder `value` everywhere in the text, names included
    (a column market_value becomes market_1); we do the same so scores agree line by line. BIRD's evaluator
    does not (placeholder=False).
    """
    sql = line.strip().split("\t")[0]
    return sql.replace("value", "1") if placeholder else sql


def order_matters(gold_sql: str) -> bool:
    """Row order counts only when the (prepared) gold text contains 'order by', as officially."""
    return "order by" in gold_sql.lower()


def resolve_keep_distinct(comparator: str, keep_distinct: bool | None) -> bool:
    """DISTINCT is removed by default for the official comparators; 'set' (BIRD) runs raw queries."""
    if keep_distinct is not None:
        return keep_distinct
    return check_comparator(comparator) == "set"


# ---------------------------------------------------------------- result comparison


def _row_bag_key(value) -> str:
    # The official evaluator sorts the values of a row by str(value) + str(type(value)) to
    # get an order-free signature of the row; reproduced so its quick rejection agrees.
    return str(value) + str(type(value))


def _unordered_row(row: tuple) -> tuple:
    return tuple(sorted(row, key=_row_bag_key))


def _same_row_bags(gold: Sequence[tuple], pred: Sequence[tuple], ordered: bool) -> bool:
    """Necessary condition: the rows, each taken as a bag of values, agree (as a list or as a set)."""
    g = [_unordered_row(r) for r in gold]
    p = [_unordered_row(r) for r in pred]
    return g == p if ordered else set(g) == set(p)


def _column_mappings(gold: Sequence[tuple], pred: Sequence[tuple]) -> Iterator[tuple[int, ...]]:
    """Candidate maps gold column i -> pred column m[i], pruned by values that cannot correspond.

    A pred column stays a candidate for gold column i only if its values (on a deterministic
    sample of pred rows) all occur in gold column i; this never prunes a true mapping.
    """
    ncols = len(gold[0])
    gold_values = [{row[i] for row in gold} for i in range(ncols)]
    step = max(1, len(pred) // 200)
    sample = pred[::step]
    candidates = [
        [j for j in range(ncols) if all(row[j] in gold_values[i] for row in sample)] for i in range(ncols)
    ]
    yield from _assignments(candidates, 0, [], set())


def _assignments(candidates: list[list[int]], i: int, chosen: list[int], used: set[int]) -> Iterator[tuple[int, ...]]:
    if i == len(candidates):
        yield tuple(chosen)
        return
    for j in candidates[i]:
        if j not in used:
            chosen.append(j)
            used.add(j)
            yield from _assignments(candidates, i + 1, chosen, used)
            used.discard(j)
            chosen.pop()


def multiset_equal(gold: Sequence[tuple], pred: Sequence[tuple], ordered: bool) -> bool:
    """Official Spider denotation equality: some column permutation makes the row bags (or lists) equal."""
    if not gold and not pred:
        return True
    if len(gold) != len(pred):
        return False
    ncols = len(gold[0])
    if len(pred[0]) != ncols:
        return False
    if not _same_row_bags(gold, pred, ordered):
        return False
    gold_list = list(gold)
    gold_counts = None if ordered else Counter(gold_list)
    gold_set = None if ordered else set(gold_list)
    for mapping in _column_mappings(gold, pred):
        if ncols == 1 or mapping == tuple(range(ncols)):
            permuted = list(pred)
        else:
            permuted = [tuple(row[j] for j in mapping) for row in pred]
        if ordered:
            if permuted == gold_list:
                return True
        elif set(permuted) == gold_set and Counter(permuted) == gold_counts:
            return True
    return False


def result_key(rows: Sequence[tuple]) -> int | None:
    """A key two results share exactly when multiset_equal(a, b, ordered=False) holds (up to a 64-bit hash
    collision), so a vote can cluster results without keeping their rows; None when two columns hold the same
    multiset of values (no canonical column order: compare the rows themselves).

    The columns are put in a canonical order by the multiset of their values; the key is the row multiset in
    that order. Equal results have equal column multisets, hence the same order and the same row multiset.
    """
    if not rows:
        return hash(("empty",))
    n = len(rows[0])
    signature = [hash(frozenset(Counter(row[j] for row in rows).items())) for j in range(n)]
    if len(set(signature)) < n:
        return None
    order = sorted(range(n), key=signature.__getitem__)
    return hash((n, frozenset(Counter(tuple(row[j] for j in order) for row in rows).items())))


def set_equal(gold: Sequence[tuple], pred: Sequence[tuple]) -> bool:
    """BIRD's comparison: the same set of rows; duplicates, row order ignored; column order counts."""
    return set(gold) == set(pred)


def _round_value(value, digits: int):
    if isinstance(value, float) and math.isfinite(value):
        rounded = round(value, digits)
        return rounded + 0.0  # folds -0.0 into 0.0
    return value


def round_floats(rows: Sequence[tuple], digits: int = DEFAULT_FLOAT_DIGITS) -> list[tuple]:
    """Every float value rounded to `digits` decimals (ints and text untouched)."""
    return [tuple(_round_value(v, digits) for v in row) for row in rows]


def results_equal(
    gold: Sequence[tuple],
    pred: Sequence[tuple],
    ordered: bool = False,
    comparator: str = DEFAULT_COMPARATOR,
    float_digits: int = DEFAULT_FLOAT_DIGITS,
) -> bool:
    """Compare two result sets with the named comparator ('ordered' is ignored by 'set')."""
    check_comparator(comparator)
    if comparator == "set":
        return set_equal(gold, pred)
    if comparator == "float":
        return multiset_equal(round_floats(gold, float_digits), round_floats(pred, float_digits), ordered)
    return multiset_equal(gold, pred, ordered)


def describe_difference(gold: Sequence[tuple], pred: Sequence[tuple], ordered: bool) -> str:
    """A short human reason why two results differ (for the per-example CSV)."""
    if len(gold) != len(pred):
        return f"row count differs: gold {len(gold)}, pred {len(pred)}"
    if gold and pred and len(gold[0]) != len(pred[0]):
        return f"column count differs: gold {len(gold[0])}, pred {len(pred[0])}"
    if ordered and _same_row_bags(gold, pred, ordered=False):
        return "same rows, different order (gold has ORDER BY)"
    return "values differ"


# ---------------------------------------------------------------- executing and comparing


def run_for_scoring(
    db_path: str | Path, sql: str, timeout_s: float | None = DEFAULT_EXEC_TIMEOUT_S, max_rows: int | None = None
) -> ExecResult:
    """Execute a prepared query read-only with the interrupting timeout, uncapped unless told."""
    return execute(db_path, sql, timeout_s=timeout_s, max_rows=max_rows)


def compare_results(
    gold: ExecResult,
    pred: ExecResult,
    ordered: bool,
    comparator: str = DEFAULT_COMPARATOR,
    float_digits: int = DEFAULT_FLOAT_DIGITS,
) -> ExMatch:
    """The EX verdict from two execution results (gold must have run)."""
    if not pred.ok:
        return ExMatch(False, comparator, f"prediction failed: {pred.error}", pred_ok=False)
    if pred.truncated:  # capped at one row more than gold: the row counts cannot agree
        return ExMatch(False, comparator, f"row count differs: gold {len(gold.rows)}, pred more")
    if results_equal(gold.rows, pred.rows, ordered, comparator, float_digits):
        return ExMatch(True, comparator)
    return ExMatch(False, comparator, describe_difference(gold.rows, pred.rows, ordered))


def pred_row_cap(gold: ExecResult, comparator: str) -> int | None:
    """Under bag semantics a prediction with more rows than gold fails, so fetch at most len(gold)+1."""
    return None if comparator == "set" else len(gold.rows)


def execution_match(
    db_path: str | Path,
    gold_sql: str,
    pred_sql: str,
    comparator: str = DEFAULT_COMPARATOR,
    keep_distinct: bool | None = None,
    timeout_s: float | None = DEFAULT_EXEC_TIMEOUT_S,
    float_digits: int = DEFAULT_FLOAT_DIGITS,
) -> ExMatch:
    """EX of one prediction on one database, preparing both queries as the comparator prescribes."""
    check_comparator(comparator)
    keep = resolve_keep_distinct(comparator, keep_distinct)
    gold_text, pred_text = prepare_sql(gold_sql, keep), prepare_sql(pred_sql, keep)
    gold = run_for_scoring(db_path, gold_text, timeout_s)
    if not gold.ok:
        raise ValueError(f"gold query failed on {db_path}: {gold.error} (query: {gold_sql})")
    pred = run_for_scoring(db_path, pred_text, timeout_s, pred_row_cap(gold, comparator))
    return compare_results(gold, pred, order_matters(gold_text), comparator, float_digits)
