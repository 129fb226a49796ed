"""Test-suite (TS) databases: seeded, perturbed replicas of a database, distilled to tell gold queries from near misses.

In the spirit of Zhong et al. 2020 ("Semantic Evaluation for Text-to-SQL with Distilled Test
Suites"): many candidate replicas are fuzzed from the original database's own values, every gold
query is mutated into near-miss neighbours (a dropped condition, a flipped comparison, a swapped
aggregate, no DISTINCT, another LIMIT, the other sort direction, ...), and K replicas are picked
greedily so that together they tell the most (gold, neighbour) pairs apart that the original
database alone cannot. See docs/evaluation-ts.md.

This module builds, caches and loads suites, and checks an answer on one (suite_match: the TS metric); the neighbours
are in near_misses, the original's value pools in ts_source, the fuzzing in replicas and the selection in distill.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import shutil
import sqlite3
import tempfile
import time
import uuid
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from nl2sql.eval.distill import Candidate, distill, evaluate_candidate, prepare_golds
from nl2sql.eval.execution import compare_results, pred_row_cap, run_for_scoring
from nl2sql.eval.gold_cache import GoldCache
from nl2sql.eval.replicas import fuzz_rows, pick_knobs, write_replica
from nl2sql.eval.ts_source import attach_literals, read_source
from nl2sql.paths import cache_dir, sha256_file
from nl2sql.sql.db import DatabaseNotFound

# Bump whenever replica generation or distillation changes, so that old cached suites are not reused.
BUILDER_VERSION = 2
DEFAULT_K = 10
# Rows per table in a replica: enough for joins, groups and duplicates, small enough that
# every gold query and every neighbour runs in milliseconds.
DEFAULT_MAX_ROWS = 200
# Candidates fuzzed per replica kept, and extra rounds when too few candidates run every gold query.
CANDIDATES_PER_REPLICA = 4
MIN_CANDIDATES = 24
MAX_ROUNDS = 3
MANIFEST = "manifest.json"


class TestSuiteError(ValueError):
    """A database or gold-query set for which no test suite can be built."""

    __test__ = False  # not a pytest class, despite the name


@dataclass(frozen=True)
class SuiteStats:
    """What a built suite achieves: how many (gold, near-miss) pairs the original and the replicas tell apart."""

    db_id: str
    k: int
    seed: int
    replicas: int  # replicas kept (k unless too few candidates ran every gold query)
    candidates: int  # candidate replicas fuzzed
    valid_candidates: int  # candidates on which every gold query ran
    gold_queries: int  # distinct gold queries
    gold_failing_on_original: int  # broken gold queries, left out of every check
    mutants: int  # (gold, neighbour) pairs whose neighbour runs on the original database
    killed_by_original: int  # pairs the original database already tells apart (EX catches them)
    killed_by_suite: int  # pairs the original or some replica tells apart (TS catches them)
    survivors: int  # pairs never told apart: mostly equivalent rewrites
    all_nonempty: bool  # some replica gives a non-empty result to every gold query non-empty on the original
    tied_pairs: int  # (gold, replica) pairs skipped: the gold's ORDER BY ... LIMIT ties at the cut there
    build_s: float
    path: str

    @property
    def ts_only(self) -> int:
        """Pairs caught by the replicas but not by the original database: what TS adds to EX."""
        return self.killed_by_suite - self.killed_by_original


@dataclass(frozen=True)
class TestSuite:
    """A built suite: the replica files, their statistics and where a gold query's answer is ill-defined."""

    __test__ = False  # not a pytest class, despite the name

    replicas: list[Path]
    stats: SuiteStats
    # Replica file name -> gold queries whose ORDER BY ... LIMIT cut falls inside a tie there: which
    # of the tied rows comes out depends on the query plan, so an equivalent query may pick another.
    tied: dict[str, list[str]] = field(default_factory=dict)

    def replicas_for(self, gold_sql: str) -> list[Path]:
        """The replicas on which this gold query's result is well defined (all of them for most queries)."""
        gold = gold_sql.strip()
        return [p for p in self.replicas if gold not in self.tied.get(p.name, ())]


# --------------------------------------------------------------------------------------------
# Public API


def get_suite(
    db_path: str | Path,
    gold_queries: Iterable[str],
    k: int = DEFAULT_K,
    seed: int = 0,
    cache: bool = True,
    max_rows: int = DEFAULT_MAX_ROWS,
) -> TestSuite:
    """Build (or load from the cache) the suite of db_path for these gold queries.

    With cache=False nothing is read from or written to the cache: the replicas go to a fresh
    temporary directory that the caller owns.
    """
    return _build(Path(db_path), gold_queries, k, seed, cache, max_rows)


def build_suite(db_path: str | Path, gold_queries: Iterable[str], **options: Any) -> list[Path]:
    """K seeded replicas of db_path distilled against gold_queries (options as get_suite's); cached, so built once."""
    return get_suite(db_path, gold_queries, **options).replicas


def suite_stats(db_path: str | Path, gold_queries: Iterable[str], **options: Any) -> SuiteStats:
    """The statistics of a suite (options as get_suite's, except cache: always on), built first if not cached."""
    return get_suite(db_path, gold_queries, cache=True, **options).stats


def build_dataset_suites(dataset, k: int = DEFAULT_K, seed: int = 0) -> dict[str, TestSuite]:
    """Build (or load) the suite of every evaluable database of a nl2sql.data.dataset.Dataset, by db_id."""
    golds: dict[str, list[str]] = {}
    paths: dict[str, Path] = {}
    for ex in dataset.evaluable:
        golds.setdefault(ex.db_id, []).append(ex.gold_sql)
        paths[ex.db_id] = ex.db_path
    return {db_id: get_suite(paths[db_id], golds[db_id], k, seed) for db_id in sorted(golds)}


def suite_match(gold_sql: str, pred_sql: str, ordered: bool, replicas: list[GoldCache], comparator: str,
                float_digits: int, timeout_s: float | None) -> tuple[bool, str | None]:
    """TS of a prediction that passed EX on the original: EX on every replica (prepared texts, gold results
    cached), stopping at the first difference; (match, note)."""
    skipped = 0
    for i, rep in enumerate(replicas, 1):
        gold = rep.get(gold_sql, timeout_s)
        if not gold.ok:  # the builder promises this never happens; never blame the prediction for it
            skipped += 1
            continue
        pred = run_for_scoring(rep.db_path, pred_sql, timeout_s, pred_row_cap(gold, comparator))
        verdict = compare_results(gold, pred, ordered, comparator, float_digits)
        if not verdict.match:
            return False, f"TS: differs on replica {i}/{len(replicas)}: {verdict.reason}"
    note = f"TS: gold failed on {skipped} replica(s), skipped" if skipped else None
    return True, note


def suite_key(db_path: str | Path, gold_queries: Iterable[str], k: int, seed: int, max_rows: int = DEFAULT_MAX_ROWS) -> str:
    """The cache key: database bytes, the set of gold queries, k, seed, row cap and builder version."""
    golds = _normalise_golds(gold_queries)
    h = hashlib.sha256()
    h.update(_db_sha256(Path(db_path)).encode())
    h.update(hashlib.sha256("\n\x00".join(golds).encode()).hexdigest().encode())
    h.update(f"|k={k}|seed={seed}|rows={max_rows}|v={BUILDER_VERSION}".encode())
    return h.hexdigest()


def _db_sha256(path: Path) -> str:
    """The database file's sha256; a missing file is a TestSuiteError naming where to look."""
    if not path.is_file():
        raise TestSuiteError(f"database file not found: {path} (check the dataset's database/ folder)")
    return sha256_file(path)


def _normalise_golds(gold_queries: Iterable[str]) -> list[str]:
    if isinstance(gold_queries, str):
        raise TestSuiteError("gold_queries must be a list of SQL strings, not one string")
    return sorted({q.strip() for q in gold_queries if q and q.strip()})


def _rng(seed: int, db_sha: str, *parts: object) -> random.Random:
    """A generator seeded from the seed, the database and a position: stable across runs and machines."""
    text = "|".join([str(seed), db_sha, *map(str, parts)])
    return random.Random(int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big"))


def _build(db_path: Path, gold_queries: Iterable[str], k: int, seed: int, cache: bool, max_rows: int) -> TestSuite:
    if k < 1:
        raise TestSuiteError(f"k must be at least 1 (got {k})")
    if max_rows < 1:
        raise TestSuiteError(f"max_rows must be at least 1 (got {max_rows})")
    golds = _normalise_golds(gold_queries)
    db_sha = _db_sha256(db_path)
    key = suite_key(db_path, golds, k, seed, max_rows)
    root = cache_dir() / "test_suites"
    final = root / f"{db_path.stem}-{key[:24]}"
    if cache:
        loaded = _load(final)
        if loaded is not None:
            return loaded
        root.mkdir(parents=True, exist_ok=True)
        _sweep_stale(root)
        work = root / f".tmp-{final.name}-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        work.mkdir()
    else:
        work = Path(tempfile.mkdtemp(prefix=f"nl2sql-ts-{db_path.stem}-"))
    try:
        _build_into(work, db_path, db_sha, golds, k, seed, max_rows)
        if not cache:
            return _load(work)  # type: ignore[return-value]
        if final.exists() and _load(final) is None:
            # Not ours (ours appear whole, by rename): a folder left by hand or an older layout.
            shutil.rmtree(final, ignore_errors=True)
        try:
            os.rename(work, final)  # atomic: a suite is either complete under its name or absent
        except OSError:
            if _load(final) is None:  # not another process's finished suite: a real failure
                raise
            shutil.rmtree(work, ignore_errors=True)
        return _load(final)  # type: ignore[return-value]
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise


def _sweep_stale(root: Path, older_than_s: float = 6 * 3600) -> None:
    """Remove work folders that crashed builds left behind (a build takes seconds, not hours)."""
    now = time.time()
    for folder in root.glob(".tmp-*"):
        try:
            if now - folder.stat().st_mtime > older_than_s:
                shutil.rmtree(folder, ignore_errors=True)
        except OSError:
            pass


def _build_into(work: Path, db_path: Path, db_sha: str, golds: list[str], k: int, seed: int, max_rows: int) -> None:
    """Fuzz candidates into work/, keep the distilled K as replica_NN.sqlite and write the manifest last."""
    start = time.perf_counter()
    try:
        source = read_source(db_path)
    except (DatabaseNotFound, sqlite3.Error) as exc:
        raise TestSuiteError(f"cannot read {db_path}: {exc}") from exc
    attach_literals(source, golds)
    prepared, failing = prepare_golds(db_path, golds, source)
    cands: list[Candidate] = []
    made = 0
    per_round = max(CANDIDATES_PER_REPLICA * k, MIN_CANDIDATES)
    for round_no in range(MAX_ROUNDS):
        for _ in range(per_round):
            rng = _rng(seed, db_sha, made)
            path = work / f"candidate_{made:03d}.sqlite"
            made += 1
            write_replica(source, fuzz_rows(source, rng, pick_knobs(rng, made - 1, round_no), max_rows), path)
            cand = evaluate_candidate(path, prepared)
            if cand is None:
                path.unlink()
            else:
                cands.append(cand)
        if len(cands) >= k:
            break
    chosen = distill(cands, k, prepared)
    covered: set = set()
    for c in chosen:
        covered |= c.kills
    names, tied = [], {}
    for i, c in enumerate(chosen):
        name = f"replica_{i:02d}.sqlite"
        c.path.rename(work / name)
        names.append(name)
        if c.tied:
            tied[name] = sorted(prepared[g].sql for g in c.tied)
    for c in cands:
        if c not in chosen:
            c.path.unlink(missing_ok=True)
    total = sum(g.valid_mutants for g in prepared)
    by_original = sum(g.killed_by_original for g in prepared)
    stats = SuiteStats(
        db_id=db_path.stem,
        k=k,
        seed=seed,
        replicas=len(chosen),
        candidates=made,
        valid_candidates=len(cands),
        gold_queries=len(golds),
        gold_failing_on_original=failing,
        mutants=total,
        killed_by_original=by_original,
        killed_by_suite=by_original + len(covered),
        survivors=total - by_original - len(covered),
        all_nonempty=bool(chosen) and chosen[0].nonempty == sum(g.nonempty for g in prepared),
        tied_pairs=sum(len(c.tied) for c in chosen),
        build_s=round(time.perf_counter() - start, 3),
        path="",
    )
    manifest = {
        "builder_version": BUILDER_VERSION,
        "db_sha256": db_sha,
        "db_path": str(db_path),
        "replicas": names,
        "tied": tied,
        "stats": asdict(stats),
    }
    tmp = work / (MANIFEST + ".tmp")
    tmp.write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    tmp.replace(work / MANIFEST)


def _load(folder: Path) -> TestSuite | None:
    """A finished suite (manifest and every replica present), else None."""
    try:
        manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return None
    if manifest.get("builder_version") != BUILDER_VERSION:
        return None
    paths = [folder / name for name in manifest.get("replicas", [])]
    if not all(p.is_file() for p in paths):
        return None
    try:
        stats = SuiteStats(**dict(manifest["stats"], path=str(folder)))
    except (KeyError, TypeError):  # written by another layout: rebuild
        return None
    return TestSuite(paths, stats, manifest.get("tied", {}))
