"""BIRD mini-dev's Soft-F1: a lenient F1 between two query results, cell by cell, rows paired by position.

Definition (as BIRD mini-dev's evaluator computes it):

1. Both results empty: 1.0.
2. Duplicate rows are dropped on each side, keeping the first-seen order.
3. The i-th gold row is paired with the i-th predicted row. For one pair, with n = the gold row's number of
   columns: each value of the predicted row that occurs anywhere in the gold row is a match, each one that does
   not is pred-only; each value of the gold row that occurs nowhere in the predicted row is gold-only; the three
   counts are divided by n. Column order within a row therefore does not matter, row order does.
4. A gold row without a partner counts match 0, gold-only 1; a predicted row without one counts match 0,
   pred-only 1.
5. tp, fp, fn are the sums of match, pred-only, gold-only; precision = tp / (tp + fp), recall = tp / (tp + fn),
   F1 = 2PR / (P + R), each 0 where its denominator is 0.

Values compare with Python equality (1 == 1.0), and NULL (None) is a value like any other: the worked example
in BIRD mini-dev's README skips NULL cells and reaches 0.8 where its evaluator (and this module) gives 2/3;
this module follows the evaluator. See docs/evaluation-bird.md.
"""

from __future__ import annotations

from collections.abc import Sequence


def row_match(gold_row: Sequence, pred_row: Sequence) -> tuple[float, float, float]:
    """(match, pred-only, gold-only) of one pair of rows, each as a fraction of the gold row's columns."""
    n = len(gold_row)
    if n == 0:
        # A SQL result row has at least one column; the evaluator would divide by zero here.
        raise ValueError("a gold row has no columns: Soft-F1 divides by the gold row's number of columns")
    # Counted over the predicted row's cells, as the evaluator does: a predicted row that repeats a gold value
    # counts it twice, and a predicted row wider than the gold one can have a match above 1.
    matches = sum(1 for v in pred_row if v in gold_row)
    pred_only = len(pred_row) - matches
    gold_only = sum(1 for v in gold_row if v not in pred_row)
    return matches / n, pred_only / n, gold_only / n


def _distinct(rows: Sequence[Sequence]) -> list[tuple]:
    """The rows without duplicates, in first-seen order (rows given as lists become tuples)."""
    return list(dict.fromkeys(tuple(r) for r in rows))


def soft_prf(gold: Sequence[tuple], pred: Sequence[tuple]) -> tuple[float, float, float]:
    """Soft (precision, recall, F1) of a predicted result against the gold one."""
    if not gold and not pred:
        return 1.0, 1.0, 1.0
    gold_rows, pred_rows = _distinct(gold), _distinct(pred)
    tp = fp = fn = 0.0
    for i, gold_row in enumerate(gold_rows):
        if i >= len(pred_rows):
            fn += 1.0  # a gold row with no predicted row at its position
            continue
        match, pred_only, gold_only = row_match(gold_row, pred_rows[i])
        tp, fp, fn = tp + match, fp + pred_only, fn + gold_only
    fp += max(0, len(pred_rows) - len(gold_rows))  # predicted rows beyond the gold rows
    precision = tp / (tp + fp) if tp + fp > 0 else 0.0
    recall = tp / (tp + fn) if tp + fn > 0 else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall > 0 else 0.0
    return precision, recall, f1


def soft_f1(gold: Sequence[tuple], pred: Sequence[tuple]) -> float:
    """BIRD mini-dev's Soft-F1 of a predicted result against the gold one, in [0, 1]."""
    return soft_prf(gold, pred)[2]
