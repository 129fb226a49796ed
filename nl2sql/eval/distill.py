"""Distillation: run every gold query and its neighbours on each candidate replica, keep the K that tell most apart."""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from nl2sql.eval.execution import order_matters, prepare_sql
from nl2sql.eval.near_misses import mutants, parse_query, tie_probe, tied_at_cut
from nl2sql.eval.ts_source import Source, gap_mutants
from nl2sql.sql.db import execute

# Generous, so that only a runaway query (not a busy machine) rejects a replica: a suite must
# come out the same on every machine for the same seed.
GOLD_TIMEOUT_S = 10.0
MUTANT_TIMEOUT_S = 2.0
RESULT_CAP = 10_000


def same_result(gold_rows: list[tuple], other_rows: list[tuple], ordered: bool) -> bool:
    """Results compared as the default EX comparator does for same-shaped queries: a list if ordered, else a multiset."""
    if ordered:
        return list(gold_rows) == list(other_rows)
    return Counter(gold_rows) == Counter(other_rows)


@dataclass
class Gold:
    """A gold query prepared on the original: its answer and the neighbours left for replicas to catch."""

    sql: str  # as written
    run: str  # as the scorer runs it (official preparation: DISTINCT dropped, spaced operators joined)
    ordered: bool
    nonempty: bool  # on the original database
    answer: str  # digest of its result on the original database
    mutants: list[str]  # neighbours the original database cannot tell apart from the gold
    killed_by_original: int
    valid_mutants: int
    probe: tuple[str, int, int] | None


@dataclass
class Candidate:
    """A candidate replica and what it tells apart."""

    path: Path
    kills: set[tuple[int, int]]  # (gold, mutant) pairs told apart (golds tied here left out)
    nonempty: int  # gold queries non-empty on the original that are non-empty here too
    tied: frozenset[int]  # golds whose ORDER BY ... LIMIT cut falls inside a tie here
    answers: frozenset[tuple[int, str]]  # (gold, digest of its result here)


def prepare_golds(db_path: Path, golds: list[str], source: Source) -> tuple[list[Gold], int]:
    """Run every gold and its neighbours on the original; keep the neighbours the original cannot tell apart."""
    prepared, failing = [], 0
    for sql in golds:
        run = prepare_sql(sql)
        res = execute(db_path, run, timeout_s=GOLD_TIMEOUT_S, max_rows=RESULT_CAP)
        if not res.ok or not execute(db_path, sql, timeout_s=GOLD_TIMEOUT_S, max_rows=1).ok:
            failing += 1
            continue
        ordered = order_matters(run)
        alive, killed, valid = [], 0, 0
        # Neighbours are compared as the scorer runs them: under the official preparation a
        # neighbour that only adds or drops DISTINCT is the gold itself, so it is no target.
        seen = {_canonical(run)}
        for m in mutants(sql) + gap_mutants(sql, source):
            m = prepare_sql(m)
            if _canonical(m) in seen:
                continue
            seen.add(_canonical(m))
            mres = execute(db_path, m, timeout_s=MUTANT_TIMEOUT_S, max_rows=RESULT_CAP)
            if not mres.ok:
                continue
            valid += 1
            if same_result(res.rows, mres.rows, ordered):
                alive.append(m)
            else:
                killed += 1
        prepared.append(Gold(sql, run, ordered, bool(res.rows), _digest(res.rows, ordered), alive, killed, valid,
                              tie_probe(run)))
    return prepared, failing


def _canonical(sql: str) -> str:
    """One spelling per query (sqlglot's), so that the same query written twice is seen as one."""
    tree = parse_query(sql)
    return tree.sql(dialect="sqlite") if tree is not None else " ".join(sql.split())


def evaluate_candidate(path: Path, golds: list[Gold]) -> Candidate | None:
    """Run the golds on a candidate (None if any fails) and record which neighbours it tells apart."""
    results = []
    for gold in golds:  # both as written and as scored: neither may fail on a replica
        res = execute(path, gold.run, timeout_s=GOLD_TIMEOUT_S, max_rows=RESULT_CAP)
        if not res.ok or (gold.sql != gold.run and not execute(path, gold.sql, timeout_s=GOLD_TIMEOUT_S, max_rows=1).ok):
            return None
        results.append(res)
    kills: set[tuple[int, int]] = set()
    tied: set[int] = set()
    nonempty = 0
    answers = frozenset((gi, _digest(res.rows, gold.ordered)) for gi, (gold, res) in enumerate(zip(golds, results)))
    for gi, (gold, res) in enumerate(zip(golds, results)):
        nonempty += bool(res.rows) and gold.nonempty
        if gold.probe is not None:
            sql, n, nkeys = gold.probe
            probe = execute(path, sql, timeout_s=GOLD_TIMEOUT_S, max_rows=RESULT_CAP)
            if probe.ok and tied_at_cut(probe.rows, n, nkeys):
                tied.add(gi)
                continue
        for mi, m in enumerate(gold.mutants):
            mres = execute(path, m, timeout_s=MUTANT_TIMEOUT_S, max_rows=RESULT_CAP)
            # A neighbour that fails here is not counted: failures from timeouts are not reproducible.
            if mres.ok and not same_result(res.rows, mres.rows, gold.ordered):
                kills.add((gi, mi))
    return Candidate(path, kills, nonempty, frozenset(tied), answers)


def _digest(rows: list[tuple], ordered: bool) -> str:
    """A short fingerprint of a result, equal for results the comparator calls equal (same column order)."""
    items = [repr(r) for r in rows]
    return hashlib.sha1("\n".join(items if ordered else sorted(items)).encode()).hexdigest()[:16]


def distill(cands: list[Candidate], k: int, golds: list[Gold]) -> list[Candidate]:
    """Greedy set cover: first the replica with the most non-empty gold results, then the most new kills.

    Ties (and every pick once all neighbours are told apart) go to the candidate giving the most gold
    queries an answer not seen yet, on the original or a replica already picked: a wrong prediction
    is caught where the right answer is new, whatever its mistake.
    """
    chosen: list[Candidate] = []
    covered: set = set()
    seen = {(gi, g.answer) for gi, g in enumerate(golds)}
    rest = list(cands)
    while rest and len(chosen) < k:
        if not chosen:
            best = max(rest, key=lambda c: (c.nonempty, len(c.kills), len(c.answers - seen), -len(c.tied), -rest.index(c)))
        else:
            best = max(rest, key=lambda c: (len(c.kills - covered), len(c.answers - seen), -len(c.tied), c.nonempty,
                                            -rest.index(c)))
        chosen.append(best)
        covered |= best.kills
        seen |= best.answers
        rest.remove(best)
    return chosen

