"""The scorer's unit of work: the examples of one database, scored in one worker process.

Per example: VA, EX and TS by execution (gold results from nl2sql.eval.gold_cache), BIRD's R-VES and Soft-F1 from the
same runs, EM and hardness from the schema (BIRD's difficulty where the question has one), the registered metrics
and the answer's error classes; the job opens its database and its replicas once.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from nl2sql.data.dataset import Example
from nl2sql.eval.custom_metrics import CUSTOM_METRICS, score_custom
from nl2sql.eval.errors import classify as classify_errors
from nl2sql.eval.exact_match import exact_match
from nl2sql.eval.execution import compare_results, order_matters, pred_row_cap, prepare_sql, run_for_scoring
from nl2sql.eval.gold_cache import GoldCache
from nl2sql.eval.hardness import hardness as hardness_of_gold
from nl2sql.eval.scores import ExampleScore
from nl2sql.eval.soft_f1 import soft_f1
from nl2sql.eval.suites import TestSuite
from nl2sql.eval.ves import DEFAULT_REPEATS, rves_value


def _schema_for(entry: dict | None, db_path: Path, db_id: str):
    """The schema EM and hardness take: from the tables.json entry, else read from the database."""
    from nl2sql.sql.schema import read_schema, schema_from_tables_json

    if entry is not None:
        return schema_from_tables_json(entry)
    if db_path.is_file():
        return read_schema(db_path, db_id)
    return None


@dataclass
class Settings:
    """What every example of an evaluation is scored with (one per evaluate call)."""

    metrics: tuple[str, ...]
    comparator: str
    keep_distinct: bool
    timeout_s: float | None
    float_digits: int
    use_disk_cache: bool
    classify: bool = True  # error classes of each answer (nl2sql.eval.errors), when EX is computed
    ves_repeats: int = DEFAULT_REPEATS  # R-VES: timings of each query (nl2sql.eval.ves)


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
    try:
        schema = _schema_for(job.entry, job.db_path, job.db_id)
    except Exception:  # an unreadable schema only costs EM and hardness, reported per example
        schema = None
    needs_exec = any(m != "EM" for m in st.metrics)  # every metric but EM runs the queries
    original = GoldCache(job.db_path, st.use_disk_cache) if needs_exec and job.db_path.is_file() else None
    replicas = {p: GoldCache(p, st.use_disk_cache) for p in job.suite.replicas} if job.suite is not None else {}
    out = []
    for pos, ex, pred in job.items:
        # Replicas where this gold's ORDER BY ... LIMIT cut falls in a tie are left out: there the
        # right answer depends on the query plan.
        mine = [replicas[p] for p in job.suite.replicas_for(ex.gold_sql)] if job.suite is not None else None
        out.append((pos, _score_one(ex, pred, st, schema, original, mine, job.ts_reason)))
    for cache in [original, *replicas.values()]:
        if cache is not None:
            cache.save()
    return out


def _score_one(
    ex: Example,
    pred: str,
    st: Settings,
    schema,
    original: GoldCache | None,
    replicas: list[GoldCache] | None,
    ts_reason: str | None,
) -> ExampleScore:
    """VA, EX, TS, EM, registered metrics and hardness of one example; None where not evaluable or not asked."""
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
    ran, run_error = False, None
    if original is not None:
        gold_text = prepare_sql(ex.gold_sql, st.keep_distinct)
        gold = original.get(gold_text, st.timeout_s)
        if not gold.ok:
            score.evaluable = False
            score.reason = f"gold query fails on its database: {gold.error}"
            return score
        pred_text = prepare_sql(pred, st.keep_distinct)
        ordered = order_matters(gold_text)
        # Soft-F1 counts every predicted row: no cap then.
        cap = None if "Soft-F1" in st.metrics else pred_row_cap(gold, st.comparator)
        pred_res = run_for_scoring(original.db_path, pred_text, st.timeout_s, cap)
        verdict = compare_results(gold, pred_res, ordered, st.comparator, st.float_digits)
        ran, run_error = verdict.pred_ok, pred_res.error
        if "VA" in st.metrics:
            score.va = verdict.pred_ok
        if "EX" in st.metrics:
            score.ex = verdict.match
        if not verdict.match:
            notes.append(verdict.reason if not verdict.pred_ok else f"EX: {verdict.reason}")
        if "Soft-F1" in st.metrics:
            score.extra["Soft-F1"] = soft_f1(gold.rows, pred_res.rows) if pred_res.ok else 0.0
        if "R-VES" in st.metrics:
            # sqrt(reward): the evaluator's R-VES is the mean of sqrt(reward) x 100 (nl2sql.eval.ves)
            score.extra["R-VES"] = rves_value(original.db_path, gold_text, pred_text, verdict.match,
                                              st.ves_repeats, st.timeout_s)
        for name in st.metrics:
            if name in CUSTOM_METRICS:
                notes += score_custom(name, gold, pred_res, ex, score)
        if "TS" in st.metrics:
            if replicas is None:
                notes.append(f"TS: {ts_reason or 'not computed'}")
            elif not verdict.match:
                score.ts = False
            else:
                score.ts, ts_note = _test_suite(gold_text, pred_text, ordered, st, replicas)
                if ts_note:
                    notes.append(ts_note)
    if "EM" in st.metrics:
        if schema is None:
            notes.append("EM: no schema for this database")
        else:
            try:
                em = exact_match(ex.gold_sql, pred, schema)
                score.em = bool(em.match)
                if not em.match and em.reason:
                    notes.append(f"EM: {em.reason}")
            except Exception as exc:  # EM must never sink the whole evaluation
                score.em = False
                notes.append(f"EM: error {type(exc).__name__}: {exc}")
    if st.classify and score.ex is not None:
        try:
            score.errors = classify_errors(ex.gold_sql, pred, schema, ran=ran, error=run_error, ex=score.ex, em=score.em)
        except Exception as exc:  # a classifier bug must not sink the evaluation: the answer is 'other'
            score.errors = ("other",)
            notes.append(f"errors: {type(exc).__name__}: {exc}")
    score.reason = "; ".join(notes)
    return score


def _test_suite(gold_text, pred_text, ordered, st: Settings, replicas: list[GoldCache]) -> tuple[bool, str | None]:
    """EX on every replica (the original already passed); stops at the first difference."""
    skipped = 0
    for i, rep in enumerate(replicas, 1):
        gold = rep.get(gold_text, st.timeout_s)
        if not gold.ok:  # the builder promises this never happens; never blame the prediction for it
            skipped += 1
            continue
        pred = run_for_scoring(rep.db_path, pred_text, st.timeout_s, pred_row_cap(gold, st.comparator))
        verdict = compare_results(gold, pred, ordered, st.comparator, st.float_digits)
        if not verdict.match:
            return False, f"TS: differs on replica {i}/{len(replicas)}: {verdict.reason}"
    note = f"TS: gold failed on {skipped} replica(s), skipped" if skipped else None
    return True, note
