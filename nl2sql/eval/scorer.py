"""Score predictions on a dataset: VA, EX, EM and TS per example, in parallel, with breakdowns.

Examples are grouped by database and scored in worker processes, so each worker opens few
databases; gold results are computed once per (database file hash, gold SQL) and cached in the
worker and on disk under nl2sql.paths.cache_dir(), so a rerun skips gold execution.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import pickle
import shutil
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from nl2sql.data.dataset import Dataset, Example
from nl2sql.eval.errors import classify as classify_errors
from nl2sql.eval.exact_match import exact_match
from nl2sql.eval.execution import (
    DEFAULT_COMPARATOR,
    DEFAULT_EXEC_TIMEOUT_S,
    DEFAULT_FLOAT_DIGITS,
    check_comparator,
    compare_results,
    order_matters,
    pred_row_cap,
    prepare_sql,
    resolve_keep_distinct,
    run_for_scoring,
)
from nl2sql.eval.hardness import hardness as hardness_of_gold
from nl2sql.eval.scores import METRICS, EvalError, EvalReport, ExampleScore
from nl2sql.eval.suites import TestSuite, get_suite
from nl2sql.paths import cache_dir, sha256_file
from nl2sql.registry import Registry
from nl2sql.sql.db import ExecResult

# Bump when what is cached for a gold query changes meaning (preparation, fetch settings).
_GOLD_CACHE_VERSION = "1"
_MEMO_LIMIT = 100_000

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


# ---------------------------------------------------------------- gold results cache


_GOLD_MEMO: dict[tuple[str, str], ExecResult] = {}


class GoldCache:
    """Gold results of one database file: in-process dict, backed by one pickle per file hash."""

    def __init__(self, db_path: Path, use_disk: bool = True):
        self.db_path = db_path
        self.hash = sha256_file(db_path)
        self.use_disk = use_disk
        self.path = cache_dir() / "gold_results" / f"{self.hash}.pkl" if use_disk else None
        self.new: dict[str, tuple] = {}
        self.loaded = False

    def _load(self) -> None:
        self.loaded = True
        if self.path is None or not self.path.is_file():
            return
        try:
            # A local cache this harness wrote itself; a corrupt file only means recomputing.
            stored = pickle.loads(self.path.read_bytes())
        except Exception:
            return
        for sql, (rows, columns) in stored.items():
            _GOLD_MEMO.setdefault((self.hash, sql), ExecResult(True, rows, columns))

    def get(self, sql: str, timeout_s: float | None) -> ExecResult:
        """The gold result of a prepared query on this database, executed at most once."""
        key = (self.hash, f"{_GOLD_CACHE_VERSION}|{sql}")
        if key not in _GOLD_MEMO and not self.loaded:
            self._load()
        if key in _GOLD_MEMO:
            return _GOLD_MEMO[key]
        result = run_for_scoring(self.db_path, sql, timeout_s)
        if result.ok:  # failures (a timeout on a busy machine) are not worth remembering
            if len(_GOLD_MEMO) > _MEMO_LIMIT:
                _GOLD_MEMO.clear()
            _GOLD_MEMO[key] = result
            self.new[key[1]] = (result.rows, result.columns)
        return result

    def save(self) -> None:
        """Merge new entries into the on-disk file (atomic replace; a lost race only costs a rerun)."""
        if self.path is None or not self.new:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        stored: dict = {}
        if self.path.is_file():
            try:
                stored = pickle.loads(self.path.read_bytes())
            except Exception:
                stored = {}
        stored.update(self.new)
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            pickle.dump(stored, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, self.path)
        self.new = {}


# ---------------------------------------------------------------- EM and hardness


def _schema_for(entry: dict | None, db_path: Path, db_id: str):
    """The schema EM and hardness take: from the tables.json entry, else read from the database."""
    from nl2sql.sql.schema import read_schema, schema_from_tables_json

    if entry is not None:
        return schema_from_tables_json(entry)
    if db_path.is_file():
        return read_schema(db_path, db_id)
    return None


# ---------------------------------------------------------------- one worker's job


@dataclass
class _Settings:
    metrics: tuple[str, ...]
    comparator: str
    keep_distinct: bool
    timeout_s: float | None
    float_digits: int
    use_disk_cache: bool
    classify: bool = True  # error classes of each answer (nl2sql.eval.errors), when EX is computed


@dataclass
class _Job:
    db_id: str
    db_path: Path
    entry: dict | None
    suite: TestSuite | None  # None: TS not computed (not asked, or unavailable)
    ts_reason: str | None
    items: list[tuple[int, Example, str]]  # (position in the dataset, example, prediction)
    settings: _Settings


def _score_job(job: _Job) -> list[tuple[int, ExampleScore]]:
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
    st: _Settings,
    schema,
    original: GoldCache | None,
    replicas: list[GoldCache] | None,
    ts_reason: str | None,
) -> ExampleScore:
    """VA, EX, TS, EM, registered metrics and hardness of one example; None where not evaluable or not asked."""
    level = None
    if schema is not None:
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
        cap = pred_row_cap(gold, st.comparator)
        pred_res = run_for_scoring(original.db_path, pred_text, st.timeout_s, cap)
        verdict = compare_results(gold, pred_res, ordered, st.comparator, st.float_digits)
        ran, run_error = verdict.pred_ok, pred_res.error
        if "VA" in st.metrics:
            score.va = verdict.pred_ok
        if "EX" in st.metrics:
            score.ex = verdict.match
        if not verdict.match:
            notes.append(verdict.reason if not verdict.pred_ok else f"EX: {verdict.reason}")
        for name in st.metrics:
            if name in CUSTOM_METRICS:
                notes += _custom_metric(name, gold, pred_res, ex, score)
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


def _custom_metric(name: str, gold: ExecResult, pred: ExecResult, ex: Example, score: ExampleScore) -> list[str]:
    """Compute one registered metric into score.extra; a failing metric is a note, never a crash."""
    try:
        value = CUSTOM_METRICS[name](gold, pred, ex)
        score.extra[name] = None if value is None else float(value)
    except Exception as exc:  # a user's metric must not sink the whole evaluation
        return [f"{name}: error {type(exc).__name__}: {exc}"]
    return []


def _test_suite(gold_text, pred_text, ordered, st: _Settings, replicas: list[GoldCache]) -> tuple[bool, str | None]:
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


# ---------------------------------------------------------------- test suites


def _build_suite_job(args: tuple[Path, list[str], int | None, int, bool]) -> tuple[TestSuite | None, str | None]:
    """Build (or fetch from cache) one database's test suite; never raises."""
    db_path, golds, k, seed, use_cache = args
    kwargs = {"seed": seed, "cache": use_cache}
    if k is not None:
        kwargs["k"] = k
    try:
        return get_suite(db_path, golds, **kwargs), None
    except Exception as exc:
        return None, f"TS unavailable for {db_path.parent.name}: {type(exc).__name__}: {exc}"


# ---------------------------------------------------------------- evaluate


_FORK = "fork" in multiprocessing.get_all_start_methods()


def _exit_with_parent(parent: int) -> None:
    """Worker initializer: end the worker once the process that started it is gone (a SIGKILLed run), instead
    of waiting on its task queue forever."""
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


def _pool(workers: int) -> ProcessPoolExecutor:
    # fork where there is one: no `if __name__ == "__main__"` guard needed in user scripts and
    # notebooks, and workers start in milliseconds; they only touch SQLite and parsers.
    method = "fork" if _FORK else "spawn"
    return ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context(method),
                               initializer=_exit_with_parent, initargs=(os.getpid(),))


def _chunks(items: list, size: int) -> list[list]:
    return [items[i : i + size] for i in range(0, len(items), size)]


def evaluate(
    dataset: Dataset | Sequence[Example],
    predictions: Sequence[str],
    metrics: Sequence[str] = METRICS,
    comparator: str = DEFAULT_COMPARATOR,
    workers: int | None = None,
    timeout_s: float | None = DEFAULT_EXEC_TIMEOUT_S,
    ts_k: int | None = None,
    ts_seed: int = 0,
    keep_distinct: bool | None = None,
    float_digits: int = DEFAULT_FLOAT_DIGITS,
    cache: bool = True,
    tables: dict[str, dict] | None = None,
    classify: bool = True,
) -> EvalReport:
    """Score one predicted SQL per example (dataset order) on the requested metrics (built-in or registered).

    workers=None uses every core, 1 scores in this process. keep_distinct=None follows the
    comparator ('multiset'/'float': removed as the official evaluator does; 'set': kept).
    cache=False skips the on-disk gold and test-suite caches. classify=False leaves out the error classes
    (nl2sql.eval.errors) of each answer.
    """
    start = time.perf_counter()
    examples = list(dataset)
    if len(predictions) != len(examples):
        raise EvalError(
            f"{len(predictions)} predictions for {len(examples)} questions: give one predicted SQL per "
            "question, in dataset order"
        )
    metrics = tuple(m.upper() for m in metrics)
    unknown = [m for m in metrics if m not in METRICS and m not in CUSTOM_METRICS]
    if unknown or not metrics:
        raise EvalError(f"unknown metric(s) {unknown or metrics}: choose from {', '.join([*METRICS, *CUSTOM_METRICS])}")
    custom = tuple(dict.fromkeys(m for m in metrics if m in CUSTOM_METRICS))
    metrics = tuple(m for m in METRICS if m in metrics) + custom
    check_comparator(comparator)
    keep = resolve_keep_distinct(comparator, keep_distinct)
    if tables is None:
        tables = getattr(dataset, "tables", {}) or {}
    workers = max(1, workers if workers is not None else (os.cpu_count() or 1))
    settings = _Settings(metrics, comparator, keep, timeout_s, float_digits, cache, classify)

    by_db: dict[str, list[tuple[int, Example, str]]] = defaultdict(list)
    for pos, (ex, pred) in enumerate(zip(examples, predictions)):
        by_db[ex.db_id].append((pos, ex, pred if isinstance(pred, str) else ""))

    notes: list[str] = []
    suites: dict[str, tuple[TestSuite | None, str | None]] = {}
    # Registered metrics reach workers only by fork (functions defined anywhere need not pickle).
    pool = _pool(workers) if workers > 1 and (not custom or _FORK) else None
    try:
        if "TS" in metrics:
            ts_dbs = [db for db, items in by_db.items() if any(e.evaluable for _, e, _ in items)]
            args = [
                (by_db[db][0][1].db_path, [e.gold_sql for _, e, _ in by_db[db] if e.evaluable], ts_k, ts_seed, cache)
                for db in ts_dbs
            ]
            built = pool.map(_build_suite_job, args) if pool else map(_build_suite_job, args)
            suites = dict(zip(ts_dbs, built))
            notes += sorted({why for _, why in suites.values() if why})

        # Chunks small enough to spread across workers, each of one database only.
        total = sum(len(v) for v in by_db.values())
        size = max(8, math.ceil(total / (workers * 4))) if pool else max(1, total)
        jobs = []
        for db, items in by_db.items():
            suite, why = suites.get(db, (None, None))
            for chunk in _chunks(items, size):
                first = chunk[0][1]
                jobs.append(_Job(db, first.db_path, tables.get(db), suite, why, chunk, settings))
        jobs.sort(key=lambda j: -len(j.items))  # biggest first: better load balance
        results = pool.map(_score_job, jobs) if pool else map(_score_job, jobs)
        scored = dict(pair for chunk in results for pair in chunk)
    finally:
        if pool is not None:
            pool.shutdown()
        if not cache:  # uncached suites live in temporary folders this call owns
            for suite, _ in suites.values():
                if suite is not None and suite.replicas and suite.replicas[0].parent.name.startswith("nl2sql-ts-"):
                    shutil.rmtree(suite.replicas[0].parent, ignore_errors=True)

    scores = [scored[pos] for pos in range(len(examples))]
    sizes = sorted({len(su.replicas) for su, _ in suites.values() if su is not None})
    if len(sizes) > 1:
        notes.append(f"TS: replicas per database range from {sizes[0]} to {sizes[-1]} (too few valid candidates)")
    ts_len = sizes[-1] if sizes else ts_k
    return EvalReport(scores, metrics, comparator, keep, ts_len, notes, time.perf_counter() - start)


def read_predictions(path: str | Path, expected: int | None = None) -> list[str]:
    """Read an official-format prediction file: one SQL a line (text before a tab), ' value ' -> ' 1 '."""
    from nl2sql.eval.execution import prepare_prediction_line

    path = Path(path)
    if not path.is_file():
        raise EvalError(f"prediction file not found: {path}")
    try:
        lines = path.read_text(encoding="utf-8").split("\n")
    except UnicodeDecodeError as exc:
        raise EvalError(f"prediction file {path} is not UTF-8 text ({exc.reason} at byte {exc.start}): "
                        f"write one predicted SQL per line as UTF-8") from None
    except OSError as exc:
        raise EvalError(f"cannot read prediction file {path}: {exc.strerror}") from None
    if lines and lines[-1] == "":  # the final newline ends the last line, it is not an empty prediction
        lines.pop()
    if expected is not None and len(lines) != expected:
        raise EvalError(
            f"{path} has {len(lines)} prediction lines but the dataset has {expected} questions: "
            "write one predicted SQL per line, in dataset order (an empty line for a missing prediction)"
        )
    return [prepare_prediction_line(line) for line in lines]
