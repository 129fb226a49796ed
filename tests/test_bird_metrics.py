"""BIRD mini-dev's Soft-F1 and R-VES on hand-worked cases (the arithmetic is in the comments)."""

from __future__ import annotations

import math
import sqlite3
from pathlib import Path

import pytest

from nl2sql.eval.soft_f1 import row_match, soft_f1, soft_prf
from nl2sql.eval.ves import reward, rves_reward, rves_score, time_ratio, without_outliers

# ---------------------------------------------------------------------------------------------- Soft-F1


def test_exact_match_is_one():
    # Each pair matches 2 of 2 cells: tp = 1 + 1 = 2, fp = fn = 0 -> P = R = F1 = 1.
    rows = [(1, "a"), (2, "b")]
    assert soft_f1(rows, list(rows)) == 1.0


def test_both_empty_is_one():
    assert soft_f1([], []) == 1.0


def test_gold_rows_but_no_prediction_is_zero():
    # Two unpaired gold rows: tp = 0, fp = 0, fn = 2 -> P = 0 (0/0), R = 0/2 = 0 -> F1 = 0.
    assert soft_prf([(1,), (2,)], []) == (0.0, 0.0, 0.0)
    # And the other way round: two unpaired predicted rows, fp = 2 -> P = R = 0.
    assert soft_f1([], [(1,), (2,)]) == 0.0


def test_prediction_missing_a_column_value():
    # Row 1: (1, 'a') vs (1, 'a'): match 2/2 = 1.
    # Row 2: gold (2, 'b') vs pred (2,): pred's 2 is in gold -> match 1/2; 'b' is not in pred -> gold-only 1/2.
    # tp = 1 + 0.5 = 1.5, fp = 0, fn = 0.5 -> P = 1.5/1.5 = 1, R = 1.5/2 = 0.75, F1 = 2 * 0.75 / 1.75 = 6/7.
    p, r, f1 = soft_prf([(1, "a"), (2, "b")], [(1, "a"), (2,)])
    assert (p, r) == (1.0, 0.75)
    assert f1 == pytest.approx(6 / 7)


def test_extra_predicted_row():
    # Rows 1 and 2 match fully: tp = 2. Row 3 has no gold partner: fp = 1.
    # P = 2/3, R = 2/2 = 1, F1 = 2 * (2/3) / (5/3) = 0.8.
    p, r, f1 = soft_prf([(1,), (2,)], [(1,), (2,), (3,)])
    assert p == pytest.approx(2 / 3)
    assert r == 1.0
    assert f1 == pytest.approx(0.8)


def test_duplicate_rows_are_dropped():
    # pred [(1,), (1,), (2,)] -> [(1,), (2,)] before pairing: both rows match, F1 = 1.
    assert soft_f1([(1,), (2,)], [(1,), (1,), (2,)]) == 1.0
    # Gold's duplicates go too: [(7,), (7,)] -> [(7,)], one pair, F1 = 1.
    assert soft_f1([(7,), (7,)], [(7,)]) == 1.0


def test_row_order_matters():
    gold = [(1, "a"), (2, "b")]
    # In order: F1 = 1. Swapped: (1, 'a') is paired with (2, 'b') and (2, 'b') with (1, 'a'); no value of either
    # predicted row is in its partner -> per pair match 0, pred-only 2/2 = 1, gold-only 1: tp = 0 -> F1 = 0.
    assert soft_f1(gold, [(1, "a"), (2, "b")]) == 1.0
    assert soft_f1(gold, [(2, "b"), (1, "a")]) == 0.0
    # Partly shared values: gold [(1, 'x'), (2, 'x')], pred swapped [(2, 'x'), (1, 'x')]: each pair shares 'x' ->
    # match 1/2, pred-only 1/2, gold-only 1/2 per pair: tp = 1, fp = 1, fn = 1 -> P = R = F1 = 0.5 (in order: 1).
    assert soft_f1([(1, "x"), (2, "x")], [(2, "x"), (1, "x")]) == 0.5


def test_column_order_within_a_row_does_not_matter():
    # Each cell is looked up anywhere in the partner row: ('a', 1) vs (1, 'a') matches 2/2.
    assert soft_f1([(1, "a")], [("a", 1)]) == 1.0


def test_two_columns_one_wrong_cell():
    # Row 1: (1, 'a') vs (1, 'a'): match 1. Row 2: (2, 'b') vs (2, 'c'): 2 matches -> 1/2; 'c' is pred-only 1/2;
    # 'b' is gold-only 1/2. tp = 1.5, fp = 0.5, fn = 0.5 -> P = R = 1.5/2 = 0.75, F1 = 0.75.
    assert soft_prf([(1, "a"), (2, "b")], [(1, "a"), (2, "c")]) == (0.75, 0.75, 0.75)


def test_null_is_a_value_as_in_the_evaluator():
    # BIRD mini-dev's README example: gold [('Apple', 325), ('Orange', NULL), ('Banana', 119)],
    # pred [(325, 'Apple'), (191, 'Orange'), (NULL, 'Banana')].
    # Row 1: match 2/2.  Row 2: 'Orange' match 1/2, 191 pred-only 1/2, NULL not in pred -> gold-only 1/2.
    # Row 3: 'Banana' match 1/2, NULL not in gold -> pred-only 1/2, 119 gold-only 1/2.
    # tp = 1 + 0.5 + 0.5 = 2, fp = 1, fn = 1 -> P = R = F1 = 2/3. (The README, skipping NULL cells, says 0.8.)
    gold = [("Apple", 325), ("Orange", None), ("Banana", 119)]
    pred = [(325, "Apple"), (191, "Orange"), (None, "Banana")]
    assert soft_f1(gold, pred) == pytest.approx(2 / 3)


def test_row_match_counts_over_the_predicted_cells():
    # pred (1, 1) vs gold (1, 2): both predicted 1s are in gold -> match 2/2 = 1; 2 is gold-only 1/2.
    assert row_match((1, 2), (1, 1)) == (1.0, 0.0, 0.5)
    # So soft_f1: tp = 1, fp = 0, fn = 0.5 -> P = 1, R = 2/3, F1 = 2 * (2/3) / (5/3) = 0.8.
    assert soft_f1([(1, 2)], [(1, 1)]) == pytest.approx(0.8)
    with pytest.raises(ValueError, match="no columns"):
        row_match((), (1,))


# ---------------------------------------------------------------------------------------------- R-VES


@pytest.mark.parametrize(("ratio", "expected"), [
    (0.01, 0.25), (0.24, 0.25), (0.25, 0.5), (0.49, 0.5), (0.5, 0.75), (0.99, 0.75),
    (1.0, 1.0), (1.99, 1.0), (2.0, 1.25), (50.0, 1.25),
])
def test_reward_steps(ratio, expected):
    assert reward(ratio) == expected


@pytest.mark.parametrize("ratio", [0.0, -1.0, math.nan])
def test_reward_needs_a_positive_ratio(ratio):
    with pytest.raises(ValueError):
        reward(ratio)


def test_without_outliers_drops_a_clear_outlier():
    # 19 x 1.0 and one 100.0: mean = (19 + 100) / 20 = 5.95;
    # variance = (19 * (1 - 5.95)^2 + (100 - 5.95)^2) / 20 = (19 * 24.5025 + 8845.4025) / 20 = 465.5475,
    # std = 21.5765..., mean + 3 std = 70.68 < 100 (dropped), mean - 3 std = -58.78 < 1 (kept).
    values = [1.0] * 19 + [100.0]
    assert without_outliers(values) == [1.0] * 19


def test_without_outliers_keeps_everything_when_few_values():
    # 8 x 1.0 and one 100.0: mean = 108/9 = 12, variance = (8 * 121 + 88^2) / 9 = 968, std = 31.11,
    # mean + 3 std = 105.3 > 100: kept. (No value of n lies beyond sqrt(n - 1) std, here sqrt(8) = 2.83.)
    values = [1.0] * 8 + [100.0]
    assert without_outliers(values) == values


def test_without_outliers_all_equal_keeps_all():
    # std = 0: "x < mean + 0" fails for every x; the evaluator would then divide by zero. We keep them all.
    assert without_outliers([0.7] * 10) == [0.7] * 10
    assert without_outliers([3.0]) == [3.0]
    assert without_outliers([]) == []


def test_rves_score_is_the_mean_of_square_roots():
    # sqrt(1) = 1, sqrt(0.25) = 0.5, sqrt(0) = 0, sqrt(1.25) = 1.1180: mean = 2.6180 / 4 = 0.6545 -> 65.45.
    assert rves_score([1.0, 0.25, 0.0, 1.25]) == pytest.approx((1 + 0.5 + 0 + math.sqrt(1.25)) / 4 * 100)
    assert rves_score([1.25]) == pytest.approx(111.80, abs=0.01)
    assert rves_score([]) == 0.0


GOLD = "SELECT COUNT(*) FROM t WHERE v % 7 = 0"
# The same count over t x k (50 rows), the filter made to depend on k so that it runs for all 1,000,000 pairs:
# about 50 times gold's work (about 30 ms against 0.6 ms), so the ratio stays far below the 0.5 of reward 0.75.
SLOW = "SELECT COUNT(*) / 50 FROM t CROSS JOIN k WHERE (t.v + k.i * 0) % 7 = 0"


@pytest.fixture(scope="module")
def timing_db(tmp_path_factory) -> Path:
    """t: 20000 rows (id, v), v a permutation of 0..19999; k: 50 rows."""
    path = tmp_path_factory.mktemp("ves") / "ves.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER)")
    conn.executemany("INSERT INTO t (v) VALUES (?)", [((i * 7919) % 20000,) for i in range(20000)])
    conn.execute("CREATE TABLE k (i INTEGER)")
    conn.executemany("INSERT INTO k VALUES (?)", [(i,) for i in range(50)])
    conn.commit()
    conn.close()
    return path


def test_incorrect_prediction_scores_zero(timing_db):
    assert rves_reward(timing_db, GOLD, GOLD, correct=False) == 0.0


def test_prediction_equal_to_gold(timing_db):
    # Same query both sides: each ratio is about 1; timing noise may move the mean across 1 or (rarely) 2.
    r = rves_reward(timing_db, GOLD, GOLD, correct=True)
    assert r in {0.75, 1.0, 1.25}
    assert r > 0


@pytest.mark.slow
def test_slow_correct_prediction(timing_db):
    # ratio ~ 0.6 ms / 30 ms = 0.02 -> reward 0.25; 0.5 would need the mean ratio to reach 0.25.
    ratio = time_ratio(timing_db, GOLD, SLOW, repeats=5, timeout_s=30.0)
    assert ratio is not None and ratio < 0.25
    assert rves_reward(timing_db, GOLD, SLOW, correct=True, repeats=5) <= 0.5


def test_failing_prediction_scores_zero(timing_db):
    bad = "SELECT COUNT(*) FROM no_such_table"
    assert time_ratio(timing_db, GOLD, bad, repeats=3, timeout_s=30.0) is None
    assert rves_reward(timing_db, GOLD, bad, correct=True) == 0.0


def test_timed_out_prediction_scores_zero(timing_db):
    # 20000 x 20000 pairs would run for many seconds; the 0.2 s timeout interrupts it.
    endless = "SELECT COUNT(*) FROM t AS a CROSS JOIN t AS b"
    assert rves_reward(timing_db, GOLD, endless, correct=True, repeats=1, timeout_s=0.2) == 0.0
