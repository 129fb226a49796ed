"""The built-in metrics as entries of the metric table, in the report's column order.

Each entry names where its metric lives (execution: VA and EX, exact_match: EM, suites: TS, ves: R-VES, soft_f1:
Soft-F1); the functions here only pick that metric's inputs out of the Answer.
"""

from __future__ import annotations

from nl2sql.eval.exact_match import exact_match
from nl2sql.eval.metric import ALL_ROWS, EXECUTION, REPLICAS, Answer, Metric, Scored
from nl2sql.eval.soft_f1 import soft_f1
from nl2sql.eval.suites import suite_match
from nl2sql.eval.ves import rves_value


def valid(answer: Answer) -> Scored:
    """VA: the prediction runs (on the example's database)."""
    return Scored(answer.run.verdict.pred_ok)


def execution(answer: Answer) -> Scored:
    """EX: its result equals the gold's under the comparator (nl2sql.eval.execution)."""
    return Scored(answer.run.verdict.match)


def exact(answer: Answer) -> Scored:
    """EM: Spider's exact set match against the gold, from the schema alone."""
    if answer.schema is None:
        return Scored(None, "EM: no schema for this database")
    try:
        em = exact_match(answer.example.gold_sql, answer.sql, answer.schema)
    except Exception as exc:  # an unparseable answer fails EM; it must never sink the whole evaluation
        return Scored(False, f"EM: error {type(exc).__name__}: {exc}")
    return Scored(bool(em.match), f"EM: {em.reason}" if not em.match and em.reason else "")


def on_test_suite(answer: Answer) -> Scored:
    """TS: EX on the original and on every replica of the database's test suite."""
    run, st = answer.run, answer.settings
    if answer.replicas is None:
        return Scored(None, f"TS: {answer.ts_reason or 'not computed'}")
    if not run.verdict.match:
        return Scored(False)
    match, note = suite_match(run.gold_sql, run.pred_sql, run.ordered, answer.replicas, st.comparator,
                              st.float_digits, st.timeout_s)
    return Scored(match, note or "")


def rves(answer: Answer) -> Scored:
    """R-VES: sqrt of BIRD's reward for the time the prediction takes against the gold (nl2sql.eval.ves)."""
    run, st = answer.run, answer.settings
    return Scored(rves_value(run.db_path, run.gold_sql, run.pred_sql, run.verdict.match, st.ves_repeats,
                             st.timeout_s))


def soft_f1_of(answer: Answer) -> Scored:
    """Soft-F1: BIRD's row-and-cell overlap of the results; 0 when the prediction does not run."""
    run = answer.run
    return Scored(soft_f1(run.gold.rows, run.pred.rows) if run.pred.ok else 0.0)


BUILT_IN = (
    Metric("VA", valid),
    Metric("EX", execution),
    Metric("EM", exact, needs=frozenset()),
    Metric("TS", on_test_suite, needs=frozenset({EXECUTION, REPLICAS})),
    Metric("R-VES", rves),
    Metric("Soft-F1", soft_f1_of, needs=frozenset({EXECUTION, ALL_ROWS})),
)
