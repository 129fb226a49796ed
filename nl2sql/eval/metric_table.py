"""The metric table: every metric evaluate() can compute, built in or added, by name (nl2sql.eval.metric.Metric).

    METRIC_TABLE["EX"].needs                      # frozenset({'execution'})
    register_metric("ROW_GAP", fn)                # fn(gold, pred, example) -> a number: a metric on the two results
    METRIC_TABLE.add("MINE", Metric("MINE", score, needs=...))  # one that reads the Answer itself

The built-in ones (nl2sql.eval.builtin_metrics) are there from the start and can be neither replaced nor removed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from nl2sql.data.dataset import Example
from nl2sql.eval.builtin_metrics import BUILT_IN
from nl2sql.eval.metric import Answer, Metric, Scored
from nl2sql.eval.scores import EvalError, canonical_metric
from nl2sql.registry import Registry
from nl2sql.sql.db import ExecResult

# A metric on the two results: (gold result, predicted result, example) -> a number, or None to leave it out.
MetricFn = Callable[[ExecResult, ExecResult, Example], "float | None"]
# Names in their own spelling: a built-in's ("soft-f1" -> "Soft-F1"), any other upper-case.
METRIC_TABLE: Registry[Metric] = Registry("metric", key=canonical_metric, builtin=[(m.name, m) for m in BUILT_IN])


def register_metric(name: str, fn: MetricFn) -> MetricFn:
    """Add a metric evaluate computes per example, where ScoringOptions.metrics names it, as fn(gold, pred, example).

    gold and pred are the ExecResults on the example's original database (the prediction's rows
    capped as EX caps them); it runs only where the gold query runs, and in worker processes that
    are forked, so register it before calling evaluate.
    """
    key = canonical_metric(name)
    METRIC_TABLE.add(key, Metric(key, _on_results(fn)))  # a built-in or taken name is a ValueError naming the fix
    return fn


def _on_results(fn: MetricFn) -> Callable[[Answer], Scored]:
    """A metric of the Answer that calls fn on its gold and predicted results."""
    def score(answer: Answer) -> Scored:
        value = fn(answer.run.gold, answer.run.pred, answer.example)
        return Scored(None if value is None else float(value))

    return score


def metric_names(metrics: str | Sequence[str], where: str = "") -> list[str]:
    """Metric names ("EX,ts" or a list) in their own spelling and order; an unknown one, or none, is an EvalError
    that lists the known ones (where: what named them, e.g. " in --compare-metrics")."""
    parts = metrics.split(",") if isinstance(metrics, str) else metrics
    names = [canonical_metric(str(m).strip()) for m in parts if str(m).strip()]
    unknown = [m for m in names if m not in METRIC_TABLE]
    if unknown or not names:
        what = f"unknown metric(s) {unknown}" if unknown else "no metric given"
        raise EvalError(f"{what}{where}: choose from {', '.join(METRIC_TABLE)}")
    return names
