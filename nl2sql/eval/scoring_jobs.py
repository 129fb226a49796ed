"""The scorer's unit of work: the examples of one database, scored in one worker process.

Per example: the gold and predicted queries run once on the database (gold results from nl2sql.eval.gold_cache) where a
metric asked needs them, then each metric asked scores the answer (nl2sql.eval.metric_table), then the answer's error
classes; hardness from the schema (BIRD's difficulty where the question has one). The job opens its database and its
replicas once.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from nl2sql.data.dataset import Example
from nl2sql.eval.errors import classify as classify_errors
from nl2sql.eval.execution import compare_results, order_matters, pred_row_cap, prepare_sql, run_for_scoring
from nl2sql.eval.gold_cache import GoldCache
from nl2sql.eval.hardness import hardness as hardness_of_gold
from nl2sql.eval.metric import ALL_ROWS, EXECUTION, REPLICAS, Answer, Metric, Run, Settings
from nl2sql.eval.metric_table import METRIC_TABLE
from nl2sql.eval.scores import ExampleScore
from nl2sql.eval.suites import TestSuite
from nl2sql.sql.db import ExecResult


def _schema_for(entry: dict | None, db_path: Path, db_id: str):
    """The schema EM and hardness take: from the tables.json entry, else read from the database."""
    from nl2sql.sql.schema import read_schema, schema_from_tables_json

    if entry is not None:
        return schema_from_tables_json(entry)
    if db_path.is_file():
        return read_schema(db_path, db_id)
    return None


@dataclass
class Job:
    """Examples of one database for one worker, with what scoring them needs (schema entry, test suite)."""

    db_id: str
    db_path: Path
    entry: dict | None
    suite: TestSuite | None  # None: TS not computed (not asked, or unavailable)
    ts_reason: str | None
    items: list[tuple[int, Example, str]]  # (position in the dataset, example, prediction)
    settings: Settings


def score_job(job: Job) -> list[tuple[int, ExampleScore]]:
    """Score the examples of one database (runs in a worker process)."""
    st = job.settings
    metrics = _scoring_order([METRIC_TABLE[name] for name in st.metrics])
    try:
        schema = _schema_for(job.entry, job.db_path, job.db_id)
    except Exception:  # an unreadable schema only costs EM and hardness, reported per example
        schema = None
    needs_exec = any(EXECUTION in m.needs for m in metrics)
    original = GoldCache(job.db_path, st.use_disk_cache) if needs_exec and job.db_path.is_file() else None
    replicas = {p: GoldCache(p, st.use_disk_cache) for p in job.suite.replicas} if job.suite is not None else {}
    out = []
    for pos, ex, pred in job.items:
        # Replicas where this gold's ORDER BY ... LIMIT cut falls in a tie are left out: there the
        # right answer depends on the query plan.
        mine = [replicas[p] for p in job.suite.replicas_for(ex.gold_sql)] if job.suite is not None else None
        out.append((pos, _score_one(ex, pred, st, metrics, schema, original, mine, job.ts_reason)))
    for cache in [original, *replicas.values()]:
        if cache is not None:
            cache.save()
    return out


def _scoring_order(metrics: list[Metric]) -> list[Metric]:
    """The metrics of the original database's runs first, then those of the replicas, then those of the schema
    alone (EM), each group in the order asked: an answer's notes read in the order its checks ran."""
    return sorted(metrics, key=lambda m: 1 if REPLICAS in m.needs else 0 if EXECUTION in m.needs else 2)


def _score_one(
    ex: Example,
    pred: str,
    st: Settings,
    metrics: list[Metric],
    schema,
    original: GoldCache | None,
    replicas: list[GoldCache] | None,
    ts_reason: str | None,
) -> ExampleScore:
    """Hardness and every metric asked of one example; a metric is None where not evaluable or not asked."""
    level = ex.difficulty  # BIRD's own label; Spider's hardness is computed from the gold SQL
    if level is None and schema is not None:
        try:
            level = hardness_of_gold(ex.gold_sql, schema)
        except Exception:  # a gold outside Spider's grammar: hardness 'unknown', scores unaffected
            level = None
    score = ExampleScore(ex.id, ex.index, ex.db_id, level, None, None, None, None, "", ex.evaluable)
    if not ex.evaluable:
        score.reason = ex.reason or "not evaluable"
        return score
    notes: list[str] = []
    run = None
    if original is not None:
        gold_sql = prepare_sql(ex.gold_sql, st.keep_distinct)
        gold = original.get(gold_sql, st.timeout_s)
        if not gold.ok:
            score.evaluable = False
            score.reason = f"gold query fails on its database: {gold.error}"
            return score
        run = _run(original.db_path, gold_sql, gold, pred, st, any(ALL_ROWS in m.needs for m in metrics))
        if not run.verdict.match:
            notes.append(run.verdict.reason if not run.verdict.pred_ok else f"EX: {run.verdict.reason}")
    answer = Answer(ex, pred, st, schema, run, replicas, ts_reason)
    for metric in metrics:
        if run is not None or EXECUTION not in metric.needs:  # no database file: only the schema's metrics
            notes += _scored(metric, answer, score)
    if st.classify and score.ex is not None:
        try:
            score.errors = classify_errors(ex.gold_sql, pred, schema, ran=run.verdict.pred_ok, error=run.pred.error,
                                           ex=score.ex, em=score.em)
        except Exception as exc:  # a classifier bug must not sink the evaluation: the answer is 'other'
            score.errors = ("other",)
            notes.append(f"errors: {type(exc).__name__}: {exc}")
    score.reason = "; ".join(notes)
    return score


def _run(db_path: Path, gold_sql: str, gold: ExecResult, pred: str, st: Settings, all_rows: bool) -> Run:
    """The prediction run on the example's database beside the gold's result, and EX's verdict on the two."""
    pred_sql = prepare_sql(pred, st.keep_distinct)
    ordered = order_matters(gold_sql)
    # A metric that reads every predicted row (Soft-F1) lifts EX's cap.
    cap = None if all_rows else pred_row_cap(gold, st.comparator)
    pred_res = run_for_scoring(db_path, pred_sql, st.timeout_s, cap)
    verdict = compare_results(gold, pred_res, ordered, st.comparator, st.float_digits)
    return Run(db_path, gold_sql, pred_sql, gold, pred_res, ordered, verdict)


def _scored(metric: Metric, answer: Answer, score: ExampleScore) -> list[str]:
    """One metric's value written into score; its note, or its error as one (a metric's bug, a plugin's say, must
    not sink the whole evaluation)."""
    try:
        result = metric.score(answer)
    except Exception as exc:
        return [f"{metric.name}: error {type(exc).__name__}: {exc}"]
    score.set_metric(metric.name, result.value)
    return [result.note] if result.note else []
