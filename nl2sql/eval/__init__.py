"""Evaluation: VA, EX, EM, TS and Spider hardness as the official Spider evaluators, plus registered metrics.

Holds: scorer (evaluate; scoring_jobs: one worker's examples, gold_cache: gold results kept), metric_table (every
metric by name, register_metric; metric: what an entry is, builtin_metrics: the built-in entries), execution (VA, EX),
exact_match and the Spider SQL parser (EM), hardness, suites and their parts (TS), ves (R-VES), soft_f1 (Soft-F1),
scores (the rows and tables of a report), errors (the error classes of an answer), coverage (a run's candidates scored
on EX after the run), options (ScoringOptions: what a run is scored with; EvalOptions: what evaluate is asked).
May import: nl2sql.data, nl2sql.sql and below (docs/architecture.md#layers).
"""

from nl2sql.eval.exact_match import EMResult, exact_match
from nl2sql.eval.execution import (
    COMPARATORS,
    DEFAULT_COMPARATOR,
    ComparatorError,
    ExMatch,
    execution_match,
    multiset_equal,
    prepare_sql,
    remove_distinct,
    results_equal,
    set_equal,
)
from nl2sql.eval.hardness import hardness
from nl2sql.eval.metric import Answer, Metric, Scored
from nl2sql.eval.metric_table import METRIC_TABLE, register_metric
from nl2sql.eval.options import EvalOptions, ScoringOptions
from nl2sql.eval.scorer import evaluate, read_predictions
from nl2sql.eval.scores import CSV_COLUMNS, HARDNESS_LEVELS, METRICS, EvalError, EvalReport, ExampleScore, SummaryRow
from nl2sql.eval.suites import (
    SuiteStats,
    TestSuite,
    TestSuiteError,
    build_dataset_suites,
    build_suite,
    get_suite,
    suite_stats,
)

__all__ = [
    "COMPARATORS", "DEFAULT_COMPARATOR", "ComparatorError", "ExMatch", "execution_match", "multiset_equal",
    "prepare_sql", "remove_distinct", "results_equal", "set_equal",
    "CSV_COLUMNS", "HARDNESS_LEVELS", "METRICS", "EvalError", "EvalReport", "ExampleScore", "SummaryRow",
    "evaluate", "read_predictions", "EvalOptions", "ScoringOptions",
    "METRIC_TABLE", "Metric", "Answer", "Scored", "register_metric",
    "EMResult", "exact_match", "hardness",
    "SuiteStats", "TestSuite", "TestSuiteError", "build_dataset_suites", "build_suite", "get_suite", "suite_stats",
]
