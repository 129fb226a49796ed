"""Score predictions on a dataset: VA, EX, EM and TS per example, in parallel, with breakdowns.

Examples are grouped by database and scored in worker processes (nl2sql.eval.scoring_jobs), so each worker opens few
databases; gold results are computed once per (database file hash, gold SQL) and cached in the
worker and on disk under nl2sql.paths.cache_dir() (nl2sql.eval.gold_cache), so a rerun skips gold execution.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import shutil
import threading
import time
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from nl2sql.data.dataset import Dataset, Example
from nl2sql.data.formats import DEFAULT_FORMAT, FORMATS, format_of
from nl2sql.eval.custom_metrics import CUSTOM_METRICS, metric_names
from nl2sql.eval.execution import DEFAULT_EXEC_TIMEOUT_S, DEFAULT_FLOAT_DIGITS, check_comparator, resolve_keep_distinct
from nl2sql.eval.gold_cache import GOLD_MEMO as _GOLD_MEMO  # noqa: F401  (bench/eval_speed.py clears it: a cold start)
from nl2sql.eval.scores import METRICS, EvalError, EvalReport
from nl2sql.eval.scoring_jobs import Job, Settings, score_job
from nl2sql.eval.suites import TestSuite, get_suite
from nl2sql.eval.ves import DEFAULT_REPEATS

# Per database: its test suite (None where TS is not computed) and why it is missing.
Suites = dict[str, tuple[TestSuite | None, str | None]]
# Per database: (position in the dataset, example, prediction) of its examples.
ByDatabase = dict[str, list[tuple[int, Example, str]]]


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
    metrics: Sequence[str] | None = None,
    comparator: str | None = None,
    workers: int | None = None,
    timeout_s: float | None = DEFAULT_EXEC_TIMEOUT_S,
    ts_k: int | None = None,
    ts_seed: int = 0,
    keep_distinct: bool | None = None,
    float_digits: int = DEFAULT_FLOAT_DIGITS,
    cache: bool = True,
    tables: dict[str, dict] | None = None,
    classify: bool = True,
    ves_repeats: int = DEFAULT_REPEATS,
) -> EvalReport:
    """Score one predicted SQL per example (dataset order) on the requested metrics (built-in or registered).

    metrics and comparator None: the dataset's format's (nl2sql.data.formats: Spider's VA, EX, EM, TS by multiset;
    BIRD's VA, EX, R-VES, Soft-F1 by set). workers=None uses every core, 1 scores in this process.
    keep_distinct=None follows the comparator ('multiset'/'float': removed as the official evaluator does; 'set':
    kept). cache=False skips the on-disk gold and test-suite caches. classify=False leaves out the error classes
    (nl2sql.eval.errors) of each answer. ves_repeats: how often R-VES times each query (nl2sql.eval.ves).
    """
    start = time.perf_counter()
    examples = list(dataset)
    if len(predictions) != len(examples):
        raise EvalError(
            f"{len(predictions)} predictions for {len(examples)} questions: give one predicted SQL per "
            "question, in dataset order"
        )
    fmt = format_of(dataset if getattr(dataset, "format", None) else examples)
    metrics, custom = _checked_metrics(fmt.metrics if metrics is None else metrics)
    notes: list[str] = []
    if not fmt.exact_match and "EM" in metrics:  # Spider's exact set match parses Spider's SQL grammar only
        metrics = tuple(m for m in metrics if m != "EM")
        notes.append(f"EM does not apply to {fmt.words} (its gold SQL is outside Spider's grammar): not computed")
    comparator = check_comparator(fmt.comparator if comparator is None else comparator)
    keep = resolve_keep_distinct(comparator, keep_distinct)
    if tables is None:
        tables = getattr(dataset, "tables", {}) or {}
    workers = max(1, workers if workers is not None else (os.cpu_count() or 1))
    settings = Settings(metrics, comparator, keep, timeout_s, float_digits, cache, classify, ves_repeats)
    by_db = _by_database(examples, predictions)

    suites: Suites = {}
    # Registered metrics reach workers only by fork (functions defined anywhere need not pickle).
    pool = _pool(workers) if workers > 1 and (not custom or _FORK) else None
    try:
        if "TS" in metrics:
            suites = _suites(by_db, ts_k, ts_seed, cache, pool)
        jobs = _jobs(by_db, suites, tables, settings, workers if pool else None)
        results = pool.map(score_job, jobs) if pool else map(score_job, jobs)
        scored = dict(pair for chunk in results for pair in chunk)
    finally:
        if pool is not None:
            pool.shutdown()
        if not cache:
            _remove_temporary(suites)

    scores = [scored[pos] for pos in range(len(examples))]
    notes += sorted({why for _, why in suites.values() if why})
    sizes = sorted({len(su.replicas) for su, _ in suites.values() if su is not None})
    if len(sizes) > 1:
        notes.append(f"TS: replicas per database range from {sizes[0]} to {sizes[-1]} (too few valid candidates)")
    ts_len = sizes[-1] if sizes else ts_k
    return EvalReport(scores, metrics, comparator, keep, ts_len, notes, time.perf_counter() - start)


def _checked_metrics(metrics: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The metrics asked for, built-in first in their own order, then the registered ones; and the registered ones."""
    metrics = tuple(metric_names(metrics))
    custom = tuple(dict.fromkeys(m for m in metrics if m in CUSTOM_METRICS))
    return tuple(m for m in METRICS if m in metrics) + custom, custom


def _by_database(examples: list[Example], predictions: Sequence[str]) -> ByDatabase:
    """The examples with their predictions (a non-string one as empty) grouped by database, in dataset order."""
    by_db: ByDatabase = defaultdict(list)
    for pos, (ex, pred) in enumerate(zip(examples, predictions)):
        by_db[ex.db_id].append((pos, ex, pred if isinstance(pred, str) else ""))
    return by_db


def _suites(by_db: ByDatabase, ts_k: int | None, ts_seed: int, cache: bool,
            pool: ProcessPoolExecutor | None) -> Suites:
    """The test suite of every database with an evaluable example, built (or fetched) in the pool when there is one."""
    ts_dbs = [db for db, items in by_db.items() if any(e.evaluable for _, e, _ in items)]
    args = [
        (by_db[db][0][1].db_path, [e.gold_sql for _, e, _ in by_db[db] if e.evaluable], ts_k, ts_seed, cache)
        for db in ts_dbs
    ]
    built = pool.map(_build_suite_job, args) if pool else map(_build_suite_job, args)
    return dict(zip(ts_dbs, built))


def _jobs(by_db: ByDatabase, suites: Suites, tables: dict[str, dict], settings: Settings,
          workers: int | None) -> list[Job]:
    """The scoring jobs, biggest first: chunks small enough to spread across the workers (one job per database
    without a pool), each of one database only."""
    total = sum(len(v) for v in by_db.values())
    size = max(8, math.ceil(total / (workers * 4))) if workers else max(1, total)
    jobs = []
    for db, items in by_db.items():
        suite, why = suites.get(db, (None, None))
        for chunk in _chunks(items, size):
            first = chunk[0][1]
            jobs.append(Job(db, first.db_path, tables.get(db), suite, why, chunk, settings))
    jobs.sort(key=lambda j: -len(j.items))  # biggest first: better load balance
    return jobs


def _remove_temporary(suites: Suites) -> None:
    """Delete the suites built without the cache: they live in temporary folders this evaluation owns."""
    for suite, _ in suites.values():
        if suite is not None and suite.replicas and suite.replicas[0].parent.name.startswith("nl2sql-ts-"):
            shutil.rmtree(suite.replicas[0].parent, ignore_errors=True)


def read_predictions(path: str | Path, expected: int | None = None, data_format: str = DEFAULT_FORMAT,
                     hint: str = "") -> list[str]:
    """Read an official-format prediction file: one SQL a line (text before a tab, so BIRD's `SQL<TAB>db_id` gold
    file reads too); where the format says (Spider's) 'value' -> '1' as its evaluator does (BIRD's leaves the text
    as it is). hint ends the error of a file that is not `expected` lines long: which questions it may answer."""
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
            + (f"; {hint}" if hint else "")
        )
    placeholder = FORMATS.get_or_fail(data_format).placeholder
    return [prepare_prediction_line(line, placeholder=placeholder) for line in lines]
