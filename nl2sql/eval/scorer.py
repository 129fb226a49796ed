"""Score predictions on a dataset: VA, EX, EM and TS per example, in parallel, with breakdowns.

Examples are grouped by database and scored in worker processes, so each worker opens few
databases; gold results are computed once per (database file hash, gold SQL) and cached in the
worker and on disk under nl2sql.paths.cache_dir(), so a rerun skips gold execution.
"""

from __future__ import annotations

import csv
import hashlib
import math
import multiprocessing
import os
import pickle
import shutil
import tempfile
import time
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from ..data import Dataset, Example
from ..db import ExecResult
from ..paths import cache_dir
from .exact_match import exact_match
from .execution import (
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
from .hardness import hardness as hardness_of_gold
from .test_suite import TestSuite, get_suite

METRICS = ("VA", "EX", "EM", "TS")
HARDNESS_LEVELS = ("easy", "medium", "hard", "extra")
UNKNOWN_HARDNESS = "unknown"
CSV_COLUMNS = ("id", "db_id", "hardness", "VA", "EX", "EM", "TS", "reason")
# Bump when what is cached for a gold query changes meaning (preparation, fetch settings).
_GOLD_CACHE_VERSION = "1"
_MEMO_LIMIT = 100_000


class EvalError(ValueError):
    """A user error in what was given to evaluate (counts, metric names); the message names the fix."""


@dataclass
class ExampleScore:
    """The scores of one example; metrics are None where not evaluable or not computed."""

    id: str
    index: int
    db_id: str
    hardness: str | None
    va: bool | None
    ex: bool | None
    em: bool | None
    ts: bool | None
    reason: str
    evaluable: bool

    def metric(self, name: str) -> bool | None:
        """The value of metric VA, EX, EM or TS."""
        return getattr(self, name.lower())

    def csv_row(self) -> dict[str, str]:
        """One row of the per-example CSV: 1/0 for metrics, empty where absent."""

        def cell(v: bool | None) -> str:
            return "" if v is None else str(int(v))

        return {
            "id": self.id, "db_id": self.db_id, "hardness": self.hardness or "",
            "VA": cell(self.va), "EX": cell(self.ex), "EM": cell(self.em), "TS": cell(self.ts),
            "reason": self.reason,
        }


@dataclass
class SummaryRow:
    """Accuracy of each metric over the evaluable examples of one hardness level (or 'all')."""

    level: str
    n: int
    values: dict[str, float | None]
    counts: dict[str, int]  # how many examples each metric was computed on (== n unless unavailable)


@dataclass
class EvalReport:
    """Per-example scores in dataset order plus the settings they were computed with."""

    scores: list[ExampleScore]
    metrics: tuple[str, ...]
    comparator: str
    keep_distinct: bool
    ts_k: int | None = None
    notes: list[str] = field(default_factory=list)
    elapsed_s: float = 0.0

    @property
    def evaluable(self) -> list[ExampleScore]:
        return [s for s in self.scores if s.evaluable]

    @property
    def not_evaluable(self) -> list[ExampleScore]:
        return [s for s in self.scores if not s.evaluable]

    def accuracy(self, metric: str, level: str = "all") -> float | None:
        """Share of evaluable examples (of this hardness level) that pass metric; None if not computed."""
        row = next((r for r in self.summary() if r.level == level), None)
        return None if row is None else row.values.get(metric)

    def summary(self) -> list[SummaryRow]:
        """One row per hardness level present (easy, medium, hard, extra, unknown) then 'all'."""
        groups: dict[str, list[ExampleScore]] = defaultdict(list)
        for s in self.evaluable:
            groups[s.hardness or UNKNOWN_HARDNESS].append(s)
        levels = [lv for lv in (*HARDNESS_LEVELS, UNKNOWN_HARDNESS) if groups.get(lv)]
        levels += sorted(lv for lv in groups if lv not in levels)
        rows = [self._row(lv, groups[lv]) for lv in levels]
        rows.append(self._row("all", self.evaluable))
        return rows

    def _row(self, level: str, scores: list[ExampleScore]) -> SummaryRow:
        values: dict[str, float | None] = {}
        counts: dict[str, int] = {}
        for m in self.metrics:
            got = [s.metric(m) for s in scores if s.metric(m) is not None]
            counts[m] = len(got)
            values[m] = sum(got) / len(got) if got else None
        return SummaryRow(level, len(scores), values, counts)

    def table(self) -> str:
        """The printed table: accuracy by hardness and overall, n, the comparator, not-evaluable count."""
        distinct = "DISTINCT kept" if self.keep_distinct else "DISTINCT removed"
        head = f"EX comparator: {self.comparator} ({distinct})"
        if "TS" in self.metrics:
            head += f"; TS: original + {self.ts_k if self.ts_k is not None else 'default'} replicas per database"
        lines = [head, f"{'level':<8} {'n':>6}" + "".join(f" {m:>7}" for m in self.metrics)]
        for row in self.summary():
            cells = "".join(f" {_fmt(row.values[m]):>7}" for m in self.metrics)
            lines.append(f"{row.level:<8} {row.n:>6}{cells}")
        all_row = self.summary()[-1]
        for m in self.metrics:
            if all_row.counts[m] != all_row.n:
                lines.append(f"{m} computed on {all_row.counts[m]} of {all_row.n} evaluable examples (see notes)")
        bad = self.not_evaluable
        line = f"not evaluable: {len(bad)} of {len(self.scores)} (in no denominator)"
        if bad:
            by_db: dict[str, int] = defaultdict(int)
            for s in bad:
                by_db[s.db_id] += 1
            line += ": " + ", ".join(f"{db} {n}" for db, n in sorted(by_db.items()))
        lines.append(line)
        lines += [f"note: {n}" for n in self.notes]
        return "\n".join(lines)

    def write_csv(self, path: str | Path) -> Path:
        """Write the per-example CSV (one row per question, dataset order)."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w", newline="", encoding="utf-8") as f:
            writer = csv.DictWriter(f, fieldnames=CSV_COLUMNS)
            writer.writeheader()
            for s in self.scores:
                writer.writerow(s.csv_row())
        return path


def _fmt(v: float | None) -> str:
    return "n/a" if v is None else f"{v:.3f}"


# ---------------------------------------------------------------- gold results cache


_HASH_MEMO: dict[tuple[str, int, int], str] = {}
_GOLD_MEMO: dict[tuple[str, str], ExecResult] = {}


def db_file_hash(db_path: str | Path) -> str:
    """SHA-256 of a database file's bytes, memoized by path, size and mtime."""
    path = Path(db_path).resolve()
    st = path.stat()
    key = (str(path), st.st_size, st.st_mtime_ns)
    if key not in _HASH_MEMO:
        h = hashlib.sha256()
        with path.open("rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                h.update(block)
        _HASH_MEMO[key] = h.hexdigest()
    return _HASH_MEMO[key]


class GoldCache:
    """Gold results of one database file: in-process dict, backed by one pickle per file hash."""

    def __init__(self, db_path: Path, use_disk: bool = True):
        self.db_path = db_path
        self.hash = db_file_hash(db_path)
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
    from ..schema import read_schema, schema_from_tables_json

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
    needs_exec = any(m in st.metrics for m in ("VA", "EX", "TS"))
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
    """VA, EX, TS, EM and hardness of one example; metrics stay None where not evaluable or not asked."""
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
        if "VA" in st.metrics:
            score.va = verdict.pred_ok
        if "EX" in st.metrics:
            score.ex = verdict.match
        if not verdict.match:
            notes.append(verdict.reason if not verdict.pred_ok else f"EX: {verdict.reason}")
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
    score.reason = "; ".join(notes)
    return score


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


def _pool(workers: int) -> ProcessPoolExecutor:
    # fork where there is one: no `if __name__ == "__main__"` guard needed in user scripts and
    # notebooks, and workers start in milliseconds; they only touch SQLite and parsers.
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    return ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context(method))


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
) -> EvalReport:
    """Score one predicted SQL per example (dataset order) on the requested metrics.

    workers=None uses every core, 1 scores in this process. keep_distinct=None follows the
    comparator ('multiset'/'float': removed as the official evaluator does; 'set': kept).
    cache=False skips the on-disk gold and test-suite caches.
    """
    start = time.perf_counter()
    examples = list(dataset)
    if len(predictions) != len(examples):
        raise EvalError(
            f"{len(predictions)} predictions for {len(examples)} questions: give one predicted SQL per "
            "question, in dataset order"
        )
    metrics = tuple(m.upper() for m in metrics)
    unknown = [m for m in metrics if m not in METRICS]
    if unknown or not metrics:
        raise EvalError(f"unknown metric(s) {unknown or metrics}: choose from {', '.join(METRICS)}")
    metrics = tuple(m for m in METRICS if m in metrics)
    check_comparator(comparator)
    keep = resolve_keep_distinct(comparator, keep_distinct)
    if tables is None:
        tables = getattr(dataset, "tables", {}) or {}
    workers = max(1, workers if workers is not None else (os.cpu_count() or 1))
    settings = _Settings(metrics, comparator, keep, timeout_s, float_digits, cache)

    by_db: dict[str, list[tuple[int, Example, str]]] = defaultdict(list)
    for pos, (ex, pred) in enumerate(zip(examples, predictions)):
        by_db[ex.db_id].append((pos, ex, pred if isinstance(pred, str) else ""))

    notes: list[str] = []
    suites: dict[str, tuple[TestSuite | None, str | None]] = {}
    pool = _pool(workers) if workers > 1 else None
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
    from .execution import prepare_prediction_line

    path = Path(path)
    if not path.is_file():
        raise EvalError(f"prediction file not found: {path}")
    lines = path.read_text(encoding="utf-8").split("\n")
    if lines and lines[-1] == "":  # the final newline ends the last line, it is not an empty prediction
        lines.pop()
    if expected is not None and len(lines) != expected:
        raise EvalError(
            f"{path} has {len(lines)} prediction lines but the dataset has {expected} questions: "
            "write one predicted SQL per line, in dataset order (an empty line for a missing prediction)"
        )
    return [prepare_prediction_line(line) for line in lines]
