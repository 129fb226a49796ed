"""BIRD mini-dev's R-VES (reward-based valid efficiency score): how fast a correct prediction runs next to gold.

Definition (as BIRD mini-dev's evaluator computes it, per example):

1. A prediction whose result does not match gold's gets reward 0 (the evaluator compares the results as sets;
   here the caller decides correctness and passes it).
2. Otherwise gold and prediction are each run `repeats` times, alternating (prediction, then gold, per repeat),
   and each repeat gives ratio = gold_time / pred_time (above 1: the prediction is faster).
3. Ratios outside mean +- 3 standard deviations (population std, numpy's default) are dropped, the rest averaged.
4. The averaged ratio r gives the reward: r >= 2 -> 1.25, 1 <= r < 2 -> 1.0, 0.5 <= r < 1 -> 0.75,
   0.25 <= r < 0.5 -> 0.5, r < 0.25 -> 0.25.
5. The score of a set of examples is the mean of sqrt(reward) x 100 (rves_score): 100 when every prediction is
   correct and as fast as gold, up to sqrt(1.25) x 100 = 111.8.

Departures, each on purpose:

- repeats defaults to 10, not the evaluator's 100, to keep scoring fast on a laptop (a knob for the caller).
  With so few repeats the 3-std rule all but never drops anything: none of n values lies more than sqrt(n - 1)
  population standard deviations from their mean, so under 10 repeats nothing can be dropped, and at 10 only a
  ratio whose nine partners are exactly equal (it then lies exactly 3 std out). One slow run then moves the mean.
- A query's time is what nl2sql.sql.db.execute reports: opening the read-only connection, executing and fetching
  every row. The evaluator's clock also covers executing and fetching (and closing), but starts after connecting,
  so ours adds a small fixed cost (about 0.1 ms) to both sides, which pulls the ratios of sub-millisecond queries
  slightly towards 1.
- Each run has its own timeout (timeout_s, interrupting the query); the evaluator puts one limit on all the runs
  together. A failed or timed-out run gives reward 0, as there.
- When every ratio is equal (std 0, e.g. a single repeat), the 3-std rule would drop them all and the evaluator
  divides by zero (its catch-all then gives reward 0); here all are kept.
- A prediction that is the gold query itself (the same text up to white space) gets reward 1 without timing: its
  ratio is 1 by construction, and timing would only measure noise (on small databases a gold scored against itself
  would otherwise land on 0.75 about half the time).
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Sequence
from pathlib import Path

from nl2sql.sql import db

# The smallest time a run can take by the clock that measures it: guards the ratio against a zero pred time.
_MIN_TIME_S = time.get_clock_info("perf_counter").resolution
# (lowest ratio, reward) from the top: the first step whose bound the ratio reaches gives its reward.
_STEPS = ((2.0, 1.25), (1.0, 1.0), (0.5, 0.75), (0.25, 0.5))
_FLOOR_REWARD = 0.25
# Timed runs of each query: the evaluator makes 100; 10 keeps scoring a dataset fast on a laptop.
DEFAULT_REPEATS = 10


def reward(ratio: float) -> float:
    """The reward of an averaged gold_time / pred_time ratio (ratio > 0)."""
    if not ratio > 0:  # also refuses NaN, which would fall through every step to the lowest reward
        raise ValueError(f"a time ratio must be positive, got {ratio!r}")
    for bound, value in _STEPS:
        if ratio >= bound:
            return value
    return _FLOOR_REWARD


def without_outliers(values: Sequence[float]) -> list[float]:
    """The values strictly inside mean +- 3 population standard deviations (all of them when std is 0)."""
    if not values:
        return []
    mean = statistics.fmean(values)
    std = statistics.pstdev(values, mean)
    if std == 0:
        # All values equal: the strict test keeps none of them and the evaluator then divides by zero; they are
        # all the same measurement, so keep them.
        return list(values)
    return [x for x in values if mean - 3 * std < x < mean + 3 * std]


def time_ratio(db_path: str | Path, gold_sql: str, pred_sql: str, repeats: int,
               timeout_s: float | None) -> float | None:
    """The mean gold_time / pred_time over `repeats` alternating runs, outliers dropped; None if a run fails."""
    if repeats < 1:
        raise ValueError(f"repeats must be at least 1, got {repeats}")
    ratios: list[float] = []
    for _ in range(repeats):
        # Prediction first, then gold, as the evaluator does; alternating spreads any drift (caches warming,
        # another process's load) over both sides instead of over one.
        pred = db.execute(db_path, pred_sql, timeout_s=timeout_s, max_rows=None)
        if not pred.ok:
            return None
        gold = db.execute(db_path, gold_sql, timeout_s=timeout_s, max_rows=None)
        if not gold.ok:
            return None
        ratios.append(gold.elapsed_s / max(pred.elapsed_s, _MIN_TIME_S))
    kept = without_outliers(ratios)
    return sum(kept) / len(kept)


def rves_reward(db_path: str | Path, gold_sql: str, pred_sql: str, correct: bool, repeats: int = DEFAULT_REPEATS,
                timeout_s: float | None = 30.0) -> float:
    """One example's R-VES reward: 0.0 if the prediction is wrong or a timed run fails, else reward(time ratio)."""
    if not correct:
        return 0.0  # no query runs: an incorrect prediction's speed does not count
    if " ".join(pred_sql.split()) == " ".join(gold_sql.split()):
        return 1.0  # the same query is as fast as itself: timing it would only measure noise
    ratio = time_ratio(db_path, gold_sql, pred_sql, repeats, timeout_s)
    return 0.0 if ratio is None else reward(ratio)


def rves_value(db_path: str | Path, gold_sql: str, pred_sql: str, correct: bool, repeats: int = DEFAULT_REPEATS,
               timeout_s: float | None = 30.0) -> float:
    """One example's R-VES as the per-question column holds it: sqrt(reward), so the mean over examples (x 100) is
    rves_score's."""
    return math.sqrt(rves_reward(db_path, gold_sql, pred_sql, correct, repeats, timeout_s))


def rves_score(rewards: Sequence[float]) -> float:
    """The evaluator's R-VES of a set of examples: the mean of sqrt(reward) x 100 (0.0 for no examples)."""
    if not rewards:
        return 0.0
    return sum(math.sqrt(r) for r in rewards) / len(rewards) * 100
