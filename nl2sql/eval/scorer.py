"""Score predictions on a dataset: the metrics asked (nl2sql.eval.metric_table) per example, in parallel, by level.

Examples are grouped by database and scored in worker processes (nl2sql.eval.scoring_jobs), so each worker opens few
databases; gold results are computed once per (database file hash, gold SQL) and cached in the
worker and on disk under nl2sql.paths.cache_dir() (nl2sql.eval.gold_cache), so a rerun skips gold execution.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import shutil
import signal
import threading
import time
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from nl2sql.data.dataset import Dataset, Example
from nl2sql.data.formats import DEFAULT_FORMAT, FORMATS, format_of
from nl2sql.eval.execution import check_comparator, resolve_keep_distinct
from nl2sql.eval.metric import REPLICAS, Settings
from nl2sql.eval.metric_table import METRIC_TABLE, metric_names
from nl2sql.eval.options import EvalOptions
from nl2sql.eval.scores import METRICS, EvalError, EvalReport
from nl2sql.eval.scoring_jobs import Job, score_job
from nl2sql.eval.suites import TestSuite, get_suite

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
    of waiting on its task queue forever; Ctrl-C is the parent's to answer (a terminal sends it to every worker,
    each of which would print its own traceback)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)

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


def evaluate(dataset: Dataset | Sequence[Example], predictions: Sequence[str],
             options: EvalOptions | None = None) -> EvalReport:
    """Score one predicted SQL per example (dataset order) on the metrics asked (nl2sql.eval.metric_table).

    options (nl2sql.eval.options.EvalOptions; None: every default): metrics and comparator left None are the dataset's
    format's (nl2sql.data.formats: Spider's VA, EX, EM, TS by multiset; BIRD's VA, EX, R-VES, Soft-F1 by set). EM and
    hardness read a Dataset's tables.json entries (bare examples: each database's own schema; Dataset.subset keeps
    them for a part of a split).
    """
    start = time.perf_counter()
    opts = EvalOptions() if options is None else options
    if not isinstance(opts, EvalOptions):  # the old call's third argument was the metrics
        raise EvalError(f"evaluate's options are an EvalOptions, got {type(opts).__name__}: pass "
                        "EvalOptions(ScoringOptions(metrics=[...]), workers=...) (nl2sql.eval.options)")
    asked = opts.scoring
    examples = list(dataset)
    if len(predictions) != len(examples):
        raise EvalError(
            f"{len(predictions)} predictions for {len(examples)} questions: give one predicted SQL per "
            "question, in dataset order"
        )
    fmt = format_of(dataset if getattr(dataset, "format", None) else examples)
    metrics = _checked_metrics(fmt.metrics if asked.metrics is None else asked.metrics)
    notes: list[str] = []
    if not fmt.exact_match and "EM" in metrics:  # Spider's exact set match parses Spider's SQL grammar only
        metrics = tuple(m for m in metrics if m != "EM")
        notes.append(f"EM does not apply to {fmt.words} (its gold SQL is outside Spider's grammar): not computed")
    comparator = check_comparator(fmt.comparator if asked.comparator is None else asked.comparator)
    keep = resolve_keep_distinct(comparator, opts.keep_distinct)
    tables = getattr(dataset, "tables", {}) or {}
    workers = max(1, opts.workers if opts.workers is not None else (os.cpu_count() or 1))
    settings = Settings(metrics, comparator, keep, opts.timeout_s, opts.float_digits, opts.cache, opts.classify,
                        asked.ves_repeats)
    by_db = _by_database(examples, predictions)

    suites: Suites = {}
    # An added metric reaches workers only by fork (functions defined anywhere need not pickle).
    added = [m for m in metrics if m not in METRICS]
    pool = _pool(workers) if workers > 1 and (not added or _FORK) else None
    try:
        if any(REPLICAS in METRIC_TABLE[m].needs for m in metrics):
            suites = _suites(by_db, asked.ts_k, opts.ts_seed, opts.cache, pool)
        jobs = _jobs(by_db, suites, tables, settings, workers if pool else None)
        results = pool.map(score_job, jobs) if pool else map(score_job, jobs)
        scored = dict(pair for chunk in results for pair in chunk)
    finally:
        if pool is not None:
            pool.shutdown()
        if not opts.cache:
            _remove_temporary(suites)

    scores = [scored[pos] for pos in range(len(examples))]
    notes += sorted({why for _, why in suites.values() if why})
    sizes = sorted({len(su.replicas) for su, _ in suites.values() if su is not None})
    if len(sizes) > 1:
        notes.append(f"TS: replicas per database range from {sizes[0]} to {sizes[-1]} (too few valid candidates)")
    ts_len = sizes[-1] if sizes else asked.ts_k
    return EvalReport(scores, metrics, comparator, keep, ts_len, notes, time.perf_counter() - start)


def _checked_metrics(metrics: Sequence[str]) -> tuple[str, ...]:
    """The metrics asked for: the built-in ones in the table's order (the tables' columns), then the added ones in
    the order asked."""
    asked = tuple(dict.fromkeys(metric_names(metrics)))
    return tuple(m for m in METRICS if m in asked) + tuple(m for m in asked if m not in METRICS)


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
    if path.is_dir():
        raise EvalError(f"prediction file {path} is a folder: pass the file (a run's is <run folder>/predictions.sql)")
    if not path.is_file():
        raise EvalError(f"prediction file not found: {path}")
    try:
        # utf-8-sig: an editor's byte-order mark is no part of the first prediction.
        lines = path.read_text(encoding="utf-8-sig").split("\n")
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
