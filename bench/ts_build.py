"""Time building the TS suites (K replicas) of every evaluable Spider dev database; optionally check them.

    python bench/ts_build.py [--spider ../shared/spider] [--k 10] [--seed 0] [--check]

Builds into a fresh temporary cache (so every suite is really built), prints one line a database
and the total: wall and CPU seconds (CPU time is what to compare on a busy machine), replicas,
distinct gold queries, (gold, near-miss) pairs, how many of them the original database tells apart
(EX) and how many the original plus the replicas do (TS), and whether some replica gives every
gold query a non-empty result.
--check also verifies every replica: same schema, keys unique, foreign keys consistent, every gold runs.
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import tempfile
import time
from collections import defaultdict
from pathlib import Path


from nl2sql.paths import default_spider_dir
from nl2sql.sql.db import execute
from nl2sql.sql.schema import read_schema


def check_replica(original: Path, replica: Path, golds: list[str]) -> list[str]:
    """Problems with one replica: schema drift, duplicate or NULL keys, dangling foreign keys, failing golds."""
    problems = []
    master = "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid"
    a, b = sqlite3.connect(original), sqlite3.connect(replica)
    try:
        if a.execute(master).fetchall() != b.execute(master).fetchall():
            problems.append("schema differs")
        schema = read_schema(replica)
        for t in schema.tables:
            if t.primary_key:
                cols = ", ".join(f'"{c}"' for c in t.primary_key)
                dup = b.execute(f'SELECT count(*) FROM (SELECT 1 FROM "{t.name}" GROUP BY {cols} HAVING count(*) > 1)').fetchone()[0]
                if dup:
                    problems.append(f"duplicate primary key in {t.name}")
        for fk in schema.foreign_keys:
            if schema.table(fk.ref_table) is None or schema.table(fk.ref_table).column(fk.ref_column) is None:
                continue
            bad = b.execute(
                f'SELECT count(*) FROM "{fk.table}" WHERE "{fk.column}" IS NOT NULL AND "{fk.column}" NOT IN '
                f'(SELECT "{fk.ref_column}" FROM "{fk.ref_table}")'
            ).fetchone()[0]
            if bad:
                problems.append(f"{bad} dangling {fk.table}.{fk.column} -> {fk.ref_table}.{fk.ref_column}")
        try:
            a.execute("PRAGMA foreign_key_check").fetchall()
            pragma_ok = True
        except sqlite3.DatabaseError:  # "foreign key mismatch": the original's own FKs cannot be checked
            pragma_ok = False
        if pragma_ok and b.execute("PRAGMA foreign_key_check").fetchall():
            problems.append("PRAGMA foreign_key_check reports violations")
    finally:
        a.close()
        b.close()
    for sql in golds:
        res = execute(replica, sql, timeout_s=10.0)
        if not res.ok and execute(original, sql, timeout_s=10.0).ok:
            problems.append(f"gold fails: {res.error}: {sql}")
    return problems


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--spider", type=Path, default=default_spider_dir())
    ap.add_argument("--k", type=int, default=10)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--check", action="store_true", help="verify every replica's invariants too")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="nl2sql-ts-bench-") as tmp:
        os.environ["NL2SQL_CACHE"] = tmp  # a fresh cache, so every suite is really built
        return run(args)


def run(args: argparse.Namespace) -> int:
    from nl2sql.eval.suites import get_suite

    golds: dict[str, list[str]] = defaultdict(list)
    for item in json.loads((args.spider / "dev.json").read_text(encoding="utf-8")):
        golds[item["db_id"]].append(item["query"])
    total, total_cpu, failures = 0.0, 0.0, 0
    sums = [0, 0, 0, 0, 0]  # replicas, golds, pairs, by EX, by TS
    print(f"{'db_id':30s} {'wall s':>7s} {'cpu s':>7s} {'replicas':>8s} {'golds':>6s} {'pairs':>6s} "
          f"{'by EX':>6s} {'by TS':>6s} {'non-empty':>9s}")
    for db_id in sorted(golds):
        path = args.spider / "database" / db_id / f"{db_id}.sqlite"
        if not path.is_file():
            print(f"{db_id:30s} {'-':>7s}  (database missing: not evaluable)")
            continue
        start, cpu = time.perf_counter(), time.process_time()
        suite = get_suite(path, golds[db_id], k=args.k, seed=args.seed)
        took, cpu = time.perf_counter() - start, time.process_time() - cpu
        total, total_cpu = total + took, total_cpu + cpu
        s = suite.stats
        for i, v in enumerate((s.replicas, s.gold_queries, s.mutants, s.killed_by_original, s.killed_by_suite)):
            sums[i] += v
        print(f"{db_id:30s} {took:7.2f} {cpu:7.2f} {s.replicas:8d} {s.gold_queries:6d} {s.mutants:6d} "
              f"{s.killed_by_original:6d} {s.killed_by_suite:6d} {'yes' if s.all_nonempty else 'no':>9s}")
        if args.check:
            for replica in suite.replicas:
                for problem in check_replica(path, replica, golds[db_id]):
                    failures += 1
                    print(f"  PROBLEM {replica.name}: {problem}")
    print(f"{'total':30s} {total:7.2f} {total_cpu:7.2f} {sums[0]:8d} {sums[1]:6d} {sums[2]:6d} {sums[3]:6d} {sums[4]:6d}")
    if args.check:
        print("all replicas check out" if not failures else f"{failures} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
