"""Metrics added by name (register_metric): computed per example beside VA, EX, TS and EM."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from nl2sql.data.dataset import Example
from nl2sql.eval.scores import METRICS, EvalError, ExampleScore, canonical_metric
from nl2sql.registry import Registry
from nl2sql.sql.db import ExecResult

# A per-example metric: (gold result, predicted result, example) -> a number, or None to leave it out.
MetricFn = Callable[[ExecResult, ExecResult, Example], "float | None"]
# Metrics added with register_metric, by upper-case name; evaluate() computes those it is asked for.
CUSTOM_METRICS: Registry[MetricFn] = Registry("metric", reserved=METRICS, key=str.upper)


def register_metric(name: str, fn: MetricFn) -> MetricFn:
    """Add a metric evaluate(metrics=(..., name)) computes per example as fn(gold, pred, example).

    gold and pred are the ExecResults on the example's original database (the prediction's rows
    capped as EX caps them); it runs only where the gold query runs, and in worker processes that
    are forked, so register it before calling evaluate.
    """
    return CUSTOM_METRICS.add(name, fn)  # a built-in or taken name is a ValueError naming the fix


def metric_names(metrics: str | Sequence[str], where: str = "") -> list[str]:
    """Metric names ("EX,ts" or a list) in their own spelling and order; an unknown one, or none, is an EvalError
    that lists the known ones (where: what named them, e.g. " in --compare-metrics")."""
    parts = metrics.split(",") if isinstance(metrics, str) else metrics
    names = [canonical_metric(str(m).strip()) for m in parts if str(m).strip()]
    unknown = [m for m in names if m not in METRICS and m not in CUSTOM_METRICS]
    if unknown or not names:
        what = f"unknown metric(s) {unknown}" if unknown else "no metric given"
        raise EvalError(f"{what}{where}: choose from {', '.join([*METRICS, *CUSTOM_METRICS])}")
    return names


def score_custom(name: str, gold: ExecResult, pred: ExecResult, ex: Example, score: ExampleScore) -> list[str]:
    """Compute one registered metric into score.extra; a failing metric is a note, never a crash."""
    try:
        value = CUSTOM_METRICS[name](gold, pred, ex)
        score.extra[name] = None if value is None else float(value)
    except Exception as exc:  # a user's metric must not sink the whole evaluation
        return [f"{name}: error {type(exc).__name__}: {exc}"]
    return []
