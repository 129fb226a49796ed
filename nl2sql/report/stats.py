"""Seeded statistics of paired runs: percentile-bootstrap intervals and McNemar's exact test.

Intervals are percentile bootstraps with a fixed seed: the same inputs give the same tables. They stay written
here rather than through scipy.stats.bootstrap (docs/libraries.md#bootstrap-intervals): scipy draws the very same
resamples from the same generator, but its quantile differs from np.percentile in the last bits, which moves a
printed bound by 0.1 point now and then ([1] * 15 + [0] * 15: 66.7 here, 66.8 there), and it refuses n = 1.
McNemar's test is scipy.stats.binomtest: within 3e-15 of the exact binomial sum for every b + c <= 400
(tests/test_report.py checks b + c <= 60 and the printed p).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

N_BOOT = 2000  # resamples: the interval ends move by < 0.5 points between seeds at n >= 100
CI_LEVEL = 0.95
SEED = 0


@dataclass(frozen=True)
class CI:
    """A point estimate with its confidence interval over n items (None bounds when n == 0)."""

    estimate: float | None
    lo: float | None
    hi: float | None
    n: int


@dataclass(frozen=True)
class McNemar:
    """McNemar's exact test of two paired binary outcomes: discordant counts and the two-sided p-value."""

    n: int  # paired items
    only_a: int  # a right, b wrong
    only_b: int  # a wrong, b right
    p_value: float


def _as_array(values: Sequence[float | bool]) -> np.ndarray:
    return np.asarray([float(v) for v in values], dtype=float)


def bootstrap_ci(values: Sequence[float | bool], n_boot: int = N_BOOT, level: float = CI_LEVEL,
                 seed: int = SEED) -> CI:
    """Mean of values with a percentile-bootstrap interval; seeded, so the same values give the same CI."""
    x = _as_array(values)
    n = len(x)
    if n == 0:
        return CI(None, None, None, 0)
    rng = np.random.default_rng(seed)
    means = x[rng.integers(0, n, size=(n_boot, n))].mean(axis=1)
    tail = (1 - level) / 2 * 100
    lo, hi = np.percentile(means, [tail, 100 - tail])
    return CI(float(x.mean()), float(lo), float(hi), n)


def paired_bootstrap_diff(a: Sequence[float | bool], b: Sequence[float | bool], n_boot: int = N_BOOT,
                          level: float = CI_LEVEL, seed: int = SEED) -> CI:
    """mean(b) - mean(a) over paired items with a bootstrap interval that resamples the pairs together."""
    xa, xb = _as_array(a), _as_array(b)
    if len(xa) != len(xb):
        raise ValueError(f"paired samples differ in length: {len(xa)} and {len(xb)}; align them by question id")
    return bootstrap_ci(xb - xa, n_boot, level, seed)


def mcnemar_exact(a: Sequence[bool], b: Sequence[bool]) -> McNemar:
    """McNemar's exact test: a binomial test of the discordant pairs against p = 1/2 (two-sided)."""
    from scipy.stats import binomtest

    if len(a) != len(b):
        raise ValueError(f"paired samples differ in length: {len(a)} and {len(b)}; align them by question id")
    only_a = sum(1 for x, y in zip(a, b) if x and not y)
    only_b = sum(1 for x, y in zip(a, b) if y and not x)
    discordant = only_a + only_b
    p = 1.0 if discordant == 0 else float(binomtest(only_b, discordant, 0.5, alternative="two-sided").pvalue)
    return McNemar(len(a), only_a, only_b, min(1.0, p))
